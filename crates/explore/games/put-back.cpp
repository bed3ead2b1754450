// The loopy heap game of put-back.rs in C++: take 1, 2 or 3 counters, or from
// a heap ≡ 2 mod 4 put one back. Without --loopy the explorer names the
// cycle 2 → 3 → 2; with it, the generalised values 0 1 ∞(0,1) ∞(0,1) ….
#include <cstdint>
#include <vector>

std::vector<std::vector<uint64_t>> moves(uint64_t n) {
    std::vector<std::vector<uint64_t>> options;
    for (uint64_t k = 1; k <= 3 && k <= n; k++) options.push_back({n - k});
    if (n % 4 == 2) options.push_back({n + 1});
    return options;
}
