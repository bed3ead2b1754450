// piles.rs in C++: the (points, next, again) tuples' form.
#include <algorithm>
#include <cstdint>
#include <tuple>
#include <utility>
#include <vector>

using Piles = std::pair<uint64_t, uint64_t>;

Piles start(uint64_t n) { return {n, n / 2}; }

std::vector<std::tuple<int64_t, Piles, bool>> moves(const Piles& p) {
    auto [a, b] = p;
    std::vector<std::tuple<int64_t, Piles, bool>> options;
    for (uint64_t k = 1; k <= 2; k++) {
        if (k <= a) options.emplace_back(k, Piles{a - k, b}, a == k);
        if (k <= b) options.emplace_back(k, Piles{a, b - k}, b == k);
    }
    return options;
}

int64_t end(const Piles&) { return -1; }

Piles canon(const Piles& p) { return {std::min(p.first, p.second), std::max(p.first, p.second)}; }

int64_t guess(uint64_t n) { return int64_t(n % 3) - 1; }
