// A family of starts for `cargo xtask grundy THIS_FILE.cpp`, in C++17:
// positions of a type of your own (an integer, std::pair, std::tuple,
// std::array, std::vector or std::string of them), and `start(n)`, the
// position the table's entry n is for.
//
// The explorer tables G(start(n)) for n = 0 … N (`--upto N`, default 20; a
// two-parameter family writes `P start(std::pair<uint64_t, uint64_t> ab)`
// and takes `--box A,B`), storing every position met once, and reads the
// sequence's pattern (every claim *apparent*: a family is not a code):
//
// - `moves(p)` lists every option of p, each the list of parts the move
//   leaves: one part, several (a sum: a row cut in two), or none;
// - `show(p)` (optional) is how a position prints;
// - `canon(p)` (optional) maps a position to a representative of the ones
//   you vouch have its value (a mirror image, a sorted tuple);
// - `guess(n)` (optional) is your formula, checked on every entry
//   (`bool guess(uint64_t n)`: "start(n) is a P-position").
//
// Try: `--upto 60`, `--json`, `--plot g.svg`, `--positions` (every position
// valued, by `show`, with its value), `--moves 7`.
#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

// A row of standing pins, `I` each.
using Row = std::string;

// Entry n of the table: a row of n pins.
Row start(uint64_t n) { return Row(n, 'I'); }

// This template: knock down one pin; the pins either side of it are two rows
// apart, a sum of two games. Uncomment the second push to also knock down
// two adjacent pins (Kayles): the guess then fails at n = 2.
std::vector<std::vector<Row>> moves(const Row& row) {
    std::vector<std::vector<Row>> options;
    for (size_t i = 0; i < row.size(); i++) {
        options.push_back({row.substr(0, i), row.substr(i + 1)});
        // if (i + 1 < row.size()) options.push_back({row.substr(0, i), row.substr(i + 2)});
    }
    return options;
}

// How a row prints in the report: between two walls, `|III|`.
std::string show(const Row& row) { return "|" + row + "|"; }

// A row read backwards is the same game: each pair shares one entry.
Row canon(const Row& row) { return std::min(row, Row(row.rbegin(), row.rend())); }

// The formula read from the table: G(start(n)) = n mod 2.
uint64_t guess(uint64_t n) { return n % 2; }
