// A scoring game for `cargo xtask grundy THIS_FILE.cpp`, in C++17: each move
// scores points, and the value of a position is the mover's final advantage
// under optimal play (negamax), not a Grundy value.
//
// `moves(n)` lists every option of a heap of n as `{points, what it
// leaves}`. The explorer tables V(0) … V(N) (`--upto N`, default 10^4) and
// looks for a period with a saltus of either sign (V(n + p) = V(n) + s), or
// one saltus for each residue class — every claim *apparent*.
//
// Try: `--show 40`, `--json`, `--plot g.svg`, `--moves 10`, `--play 10`.
#include <cstdint>
#include <utility>
#include <vector>

// This template: a pile of n coins worth 1, 2, …, n from the bottom up; take
// the top coin, or the top two, scoring their worth. The explorer finds
// V = 0 1 3 4 4 5 7 8 …: period 4, saltus 4 (apparent).
std::vector<std::pair<int64_t, uint64_t>> moves(uint64_t n) {
    std::vector<std::pair<int64_t, uint64_t>> options;
    if (n >= 1) options.push_back({int64_t(n), n - 1});
    if (n >= 2) options.push_back({int64_t(2 * n - 1), n - 2});
    return options;
}
