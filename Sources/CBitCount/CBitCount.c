#include "CBitCount.h"

#define HITLINT_COUNT_LOOPS(suffix, attributes)                                                 \
    attributes static int64_t count_##suffix(const uint64_t *words, size_t count) {            \
        int64_t total = 0;                                                                     \
        for (size_t k = 0; k < count; k++) total += __builtin_popcountll(words[k]);            \
        return total;                                                                          \
    }                                                                                          \
    attributes static int64_t count_rows_##suffix(const uint64_t *a, size_t a_stride, const uint64_t *b, \
                                                  size_t b_stride, size_t rows, size_t count) { \
        int64_t total = 0;                                                                     \
        for (size_t r = 0; r < rows; r++, a += a_stride, b += b_stride)                        \
            for (size_t k = 0; k < count; k++) total += __builtin_popcountll(a[k] & b[k]);     \
        return total;                                                                          \
    }

HITLINT_COUNT_LOOPS(portable, )

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
HITLINT_COUNT_LOOPS(popcnt, __attribute__((target("popcnt"))))

static int has_popcnt(void) {
#if defined(__APPLE__)
    /* Every Intel Mac that runs macOS 13 or later has POPCNT, and Apple's runtime need not
       provide the CPU model that __builtin_cpu_supports reads. */
    return 1;
#else
    __builtin_cpu_init();
    return __builtin_cpu_supports("popcnt");
#endif
}

int64_t hitlint_bitcount(const uint64_t *words, size_t count) {
    return has_popcnt() ? count_popcnt(words, count) : count_portable(words, count);
}

int64_t hitlint_bitcount_and_rows(const uint64_t *a, size_t a_stride, const uint64_t *b, size_t b_stride,
                                  size_t rows, size_t count) {
    return has_popcnt() ? count_rows_popcnt(a, a_stride, b, b_stride, rows, count)
                        : count_rows_portable(a, a_stride, b, b_stride, rows, count);
}
#else
int64_t hitlint_bitcount(const uint64_t *words, size_t count) { return count_portable(words, count); }
int64_t hitlint_bitcount_and_rows(const uint64_t *a, size_t a_stride, const uint64_t *b, size_t b_stride,
                                  size_t rows, size_t count) {
    return count_rows_portable(a, a_stride, b, b_stride, rows, count);
}
#endif
