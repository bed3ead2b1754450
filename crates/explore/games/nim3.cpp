// Three-heap Nim in C++ (the same family as nim3.rs): a two-parameter family
// on std::tuple, start(a, b) = (a, b, a + b), `canon` sorting the heaps and a
// `bool` guess (a P-position exactly when a AND b = 0). No `show`: positions
// print as Rust's `{:?}` prints the tuple, `(1, 2, 3)`.
#include <algorithm>
#include <array>
#include <cstdint>
#include <tuple>
#include <utility>
#include <vector>

using Heaps = std::tuple<uint64_t, uint64_t, uint64_t>;

Heaps start(std::pair<uint64_t, uint64_t> p) { return {p.first, p.second, p.first + p.second}; }

std::vector<std::vector<Heaps>> moves(const Heaps& h) {
    auto [a, b, c] = h;
    std::vector<std::vector<Heaps>> options;
    for (uint64_t x = 0; x < a; x++) options.push_back({{x, b, c}});
    for (uint64_t y = 0; y < b; y++) options.push_back({{a, y, c}});
    for (uint64_t z = 0; z < c; z++) options.push_back({{a, b, z}});
    return options;
}

Heaps canon(const Heaps& h) {
    std::array<uint64_t, 3> s = {std::get<0>(h), std::get<1>(h), std::get<2>(h)};
    std::sort(s.begin(), s.end());
    return {s[0], s[1], s[2]};
}

bool guess(std::pair<uint64_t, uint64_t> p) { return (p.first & p.second) == 0; }
