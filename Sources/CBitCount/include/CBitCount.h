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

/// Set bits in `a[k] & b[k]` for k in 0 ..< count.
int64_t hitlint_bitcount_and(const uint64_t *a, const uint64_t *b, size_t count);

#endif
