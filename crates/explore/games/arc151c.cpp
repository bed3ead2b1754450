// ARC 151 C "01 Game" in C++ (the same family as arc151c.rs): a row of cells
// between two borders, `|....|`; writing 0 or 1 in an empty cell (never
// beside the same digit) splits the row there into two segments, a sum.
// A family of starts on std::string, with `show`, `canon` (a segment read
// backwards, or with 0 and 1 swapped, is the same game) and `guess`; the
// rule in the allocation-free form.
// `cargo xtask grundy crates/explore/games/arc151c.cpp --upto 40` finds
// G(start(n)) = n mod 2 and says the guess holds.
#include <algorithm>
#include <cstdint>
#include <string>

using Row = std::string;

Row start(uint64_t n) { return "|" + std::string(n, '.') + "|"; }

void moves(const Row& row, explore::Out<Row>& out) {
    for (size_t i = 1; i + 1 < row.size(); i++) {
        if (row[i] != '.') continue;
        for (char digit : {'0', '1'}) {
            if (row[i - 1] == digit || row[i + 1] == digit) continue;
            Row left = row.substr(0, i + 1), right = row.substr(i);
            left[i] = digit;
            right[0] = digit;
            out.push({left, right});
        }
    }
}

// The least of the row, its mirror, and both with 0 and 1 swapped.
Row canon(const Row& row) {
    auto swap = [](Row r) {
        for (char& c : r) c = c == '0' ? '1' : c == '1' ? '0' : c;
        return r;
    };
    Row mirror(row.rbegin(), row.rend());
    return std::min({row, mirror, swap(row), swap(mirror)});
}

std::string show(const Row& row) { return row; }

uint64_t guess(uint64_t n) { return n % 2; }
