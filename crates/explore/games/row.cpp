// Take a number from either end of the row 1 2 3 … n, scoring it, in C++
// (the same scoring game as row.rs): options that carry points, the plain
// form `std::vector<std::pair<int64_t, P>> moves(const P&)`, on a family of
// starts whose positions are the numbers lo … hi left (empty when lo > hi).
// `cargo xtask grundy crates/explore/games/row.cpp --upto 60` prints the
// same report as row.rs: V(start(n)) = ⌈n/2⌉, period 2, saltus 1
// (apparent), and the guess holds.
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

using Range = std::pair<uint64_t, uint64_t>;

Range start(uint64_t n) { return {1, n}; }

std::vector<std::pair<int64_t, Range>> moves(const Range& r) {
    auto [lo, hi] = r;
    if (lo > hi) return {};
    return {{int64_t(lo), {lo + 1, hi}}, {int64_t(hi), {lo, hi - 1}}};
}

std::string show(const Range& r) {
    auto [lo, hi] = r;
    if (lo > hi) return "(empty)";
    if (lo == hi) return std::to_string(lo);
    return std::to_string(lo) + "…" + std::to_string(hi);
}

int64_t guess(uint64_t n) { return int64_t((n + 1) / 2); }
