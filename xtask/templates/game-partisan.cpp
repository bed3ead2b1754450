// A partisan game for `cargo xtask grundy THIS_FILE.cpp`, in C++17: one heap
// of n counters, where Left (Blue) and Right (Red) have different moves.
//
// `left(n)` and `right(n)` list each player's options from a heap of n, each
// the list of heaps the move leaves. The explorer gives each heap 0 … N
// (`--upto N`, default 30) its canonical form in CGSuite's notation (`0`,
// `1/2`, `*`, `↑`, `{1|0}`, …), its outcome class (L, R, N, P), and whether
// every value is a number. (A pair game takes a std::pair<uint64_t,
// uint64_t> and `--box A,B`.)
//
// Try: `--upto 60`, `--json`, `--moves "7 6 9 3"` and
// `--moves "7 6 9 3" --side right`.
#include <cstdint>
#include <initializer_list>
#include <vector>

static std::vector<std::vector<uint64_t>> take(uint64_t n, std::initializer_list<uint64_t> ks) {
    std::vector<std::vector<uint64_t>> options;
    for (uint64_t k : ks)
        if (k <= n) options.push_back({n - k});
    return options;
}

// This template: Left takes 1 or 2 counters; Right takes 2 or 3.
std::vector<std::vector<uint64_t>> left(uint64_t n) { return take(n, {1, 2}); }

std::vector<std::vector<uint64_t>> right(uint64_t n) { return take(n, {2, 3}); }
