// takes.rs in C++: a pair rule's (points, next) pairs.
#include <cstdint>
#include <utility>
#include <vector>

using Pair = std::pair<uint64_t, uint64_t>;

std::vector<std::pair<int64_t, Pair>> moves(std::pair<uint64_t, uint64_t> p) {
    auto [a, b] = p;
    std::vector<std::pair<int64_t, Pair>> options;
    for (uint64_t k = 1; k <= a && k <= 3; k++) options.push_back({int64_t(k), {a - k, b}});
    for (uint64_t k = 1; a > 0 && k <= b && k <= 2; k++) options.push_back({int64_t(2 * k), {a, b - k}});
    return options;
}

int64_t end(std::pair<uint64_t, uint64_t> p) { return int64_t(p.first) - int64_t(p.second); }
