// Cutcake in C++ (Winning Ways, ch. 2; the same game as cutcake.rs): a
// partisan pair rule. Left cuts across the width w, Right across the height
// h; a cut leaves two rectangles. Every value is an integer.
#include <cstdint>
#include <utility>
#include <vector>

using Cake = std::pair<uint64_t, uint64_t>;

std::vector<std::vector<Cake>> left(std::pair<uint64_t, uint64_t> cake) {
    auto [w, h] = cake;
    std::vector<std::vector<Cake>> options;
    if (h == 0) return options;
    for (uint64_t i = 1; i < w; i++) options.push_back({{i, h}, {w - i, h}});
    return options;
}

std::vector<std::vector<Cake>> right(std::pair<uint64_t, uint64_t> cake) {
    auto [w, h] = cake;
    std::vector<std::vector<Cake>> options;
    if (w == 0) return options;
    for (uint64_t j = 1; j < h; j++) options.push_back({{w, j}, {w, h - j}});
    return options;
}
