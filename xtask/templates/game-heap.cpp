// A game for `cargo xtask grundy THIS_FILE.cpp`, in C++17: one heap of n
// counters. The explorer compiles the file with g++ -O2 (its errors shown as
// g++ prints them; a cached binary is reused while the file is unchanged).
//
// `moves(n)` lists every option of a heap of n: each option is the list of
// heaps the move leaves — `{}` when nothing is left, `{n - k}` when k
// counters are taken, `{a, b}` when the heap is split in two. The explorer
// tables G(0) … G(N) (`--upto N`, default 10^4): each value is the mex over
// the options of the XOR of the parts' values. It then looks for a pattern
// (period, saltus), names the take-and-break code when the options match
// one on every heap computed, and proves what a theorem allows.
//
// A parameter: `explore::param("k", 3)` is the value of `--param k=VALUE`
// (3 without the flag), a 64-bit integer. `--param k=5` runs the same
// binary with k = 5 (nothing is recompiled), and `--param k=1..8` runs it
// once for each k and prints the period found for each: k + 1 here.
// (The explorer includes its header, explore.hpp, before this file.)
//
// Try: `--show 40`, `--json`, `--plot g.svg`, `--moves "7 6 9 3"` (the
// winning moves of a sum of heaps), `--play "7 6 9 3"`. The faster,
// allocation-free form is `void moves(uint64_t n, explore::Out<uint64_t>&
// out)` with `out.push({n - k})`.
#include <cstdint>
#include <vector>

// This template: take 1 … k counters (k = 3 unless `--param k=…`); or split
// a heap of at least 2 into two non-empty heaps (uncomment the loop).
std::vector<std::vector<uint64_t>> moves(uint64_t n) {
    uint64_t k = explore::param("k", 3);
    std::vector<std::vector<uint64_t>> options;
    for (uint64_t take = 1; take <= k && take <= n; take++) options.push_back({n - take});
    // for (uint64_t a = 1; a <= n / 2; a++)
    //     if (a < n) options.push_back({a, n - a});
    return options;
}
