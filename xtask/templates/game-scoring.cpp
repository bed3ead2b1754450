// A scoring game for `cargo xtask grundy THIS_FILE.cpp`, in C++17: each move
// scores points, and the value of a position is the mover's final advantage
// under optimal play (negamax), not a Grundy value.
//
// `moves(n)` lists every option of a heap of n as `{points, what it
// leaves}`; a move after which the same player moves again (a completed
// box) is `{points, what it leaves, true}` in a
// `std::vector<std::tuple<int64_t, uint64_t, bool>>`. The compiler tells a
// scoring rule from an impartial one by these types. The explorer tables
// V(0) … V(N) (`--upto N`, default 10^4; a pair game takes a
// `std::pair<uint64_t, uint64_t>`, a family of starts `P start(uint64_t n)`
// and `moves(const P&)`), and looks for a period with a saltus of either
// sign (V(n + p) = V(n) + s), or one saltus for each residue class — every
// claim *apparent*. The allocation-free form: `void moves(uint64_t n,
// explore::ScoreOut<uint64_t>& out)` with `out.push(points, n - 1)`, and
// `out.again(points, q)` for a move again.
//
// Optional: `int64_t end(uint64_t n)`, what the player left without a move
// scores (0 without it); `int64_t guess(uint64_t n)`, your formula, checked
// on the table.
//
// Try: `--show 40`, `--json`, `--plot g.svg`, `--positions`, `--moves 10`
// (every option of heap 10 with its points and the advantage through it),
// `--play 10` (against the explorer, which plays best).
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

// What the player left without a move scores (here: nothing).
// int64_t end(uint64_t n) { return 0; }
