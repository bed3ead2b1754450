// S{1,3,4} in C++: take 1, 3 or 4 counters. The same game as s134.rs, and
// `cargo xtask grundy crates/explore/games/s134.cpp --json` prints the same
// JSON as the Rust file's (but for `seconds` and the name): the code 0.3033,
// period 7 from 0, proved.
#include <cstdint>
#include <vector>

std::vector<std::vector<uint64_t>> moves(uint64_t n) {
    std::vector<std::vector<uint64_t>> options;
    for (uint64_t k : {1, 3, 4})
        if (k <= n) options.push_back({n - k});
    return options;
}
