// Counting the set bits of bit masks, the inner loop of hitlint's metrics. On x86-64 the
// POPCNT instruction (every x86-64 processor since 2008) is used when the processor has it,
// chosen at run time, so that the package needs no compiler flag (SwiftPM refuses a package
// dependency with unsafe flags); elsewhere the compiler's own popcount is used.
#ifndef HITLINT_CBITCOUNT_H
#define HITLINT_CBITCOUNT_H

#include <stddef.h>
#include <stdint.h>

/// Set bits in `words[0 ..< count]`.
int64_t hitlint_bitcount(const uint64_t *words, size_t count);

/// Set bits in `a[r * a_stride + k] & b[r * b_stride + k]` for `rows` rows of `count` words:
/// two bit masks' shared band in one call (a stride of 0 repeats one row of `b`).
int64_t hitlint_bitcount_and_rows(const uint64_t *a, size_t a_stride, const uint64_t *b, size_t b_stride,
                                  size_t rows, size_t count);

#endif
