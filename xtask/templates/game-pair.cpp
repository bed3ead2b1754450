// A game for `cargo xtask grundy THIS_FILE.cpp`, in C++17: a position is a
// pair (a, b).
//
// `moves(p)` lists every option of the position: each option is the list of
// pairs the move leaves — one pair for most games, two when the move splits
// the position (cutting a rectangle in two), `{}` when nothing is left. The
// explorer tables G(a, b) on the box 0 ≤ a < A, 0 ≤ b < B (`--box A,B`,
// default 30,30), marks the P-positions (G = 0), and looks for Beatty
// pairs, a sum G(a, b) = G(a, 0) ⊕ G(0, b), and periodic rows.
//
// Try: `--box 100,100`, `--json`, `--plot g.svg` (a heat map),
// `--moves "3,5 4,7"` (the winning moves of a sum of pairs).
#include <algorithm>
#include <cstdint>
#include <utility>
#include <vector>

using Pair = std::pair<uint64_t, uint64_t>;

// This template: Wythoff's game. Take any number from one pile, or the same
// number from both.
std::vector<std::vector<Pair>> moves(std::pair<uint64_t, uint64_t> p) {
    auto [a, b] = p;
    std::vector<std::vector<Pair>> options;
    for (uint64_t k = 1; k <= a; k++) options.push_back({{a - k, b}});
    for (uint64_t k = 1; k <= b; k++) options.push_back({{a, b - k}});
    for (uint64_t k = 1; k <= std::min(a, b); k++) options.push_back({{a - k, b - k}});
    return options;
}
