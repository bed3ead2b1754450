// Wythoff's game in C++ (the same game as wythoff.rs): two piles; take any
// number from one pile, or the same number from both. A pair rule: `moves`
// takes a std::pair<uint64_t, uint64_t>. The explorer finds the P-positions'
// Beatty pairs, α = (1+√5)/2.
#include <algorithm>
#include <cstdint>
#include <utility>
#include <vector>

using Pair = std::pair<uint64_t, uint64_t>;

std::vector<std::vector<Pair>> moves(std::pair<uint64_t, uint64_t> p) {
    auto [a, b] = p;
    std::vector<std::vector<Pair>> options;
    for (uint64_t k = 1; k <= a; k++) options.push_back({{a - k, b}});
    for (uint64_t k = 1; k <= b; k++) options.push_back({{a, b - k}});
    for (uint64_t k = 1; k <= std::min(a, b); k++) options.push_back({{a - k, b - k}});
    return options;
}
