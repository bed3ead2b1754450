// Wythoff's game in C++ (the same game as wythoff.rs): two piles; take any
// number from one pile, or the same number from both. A pair rule (`moves`
// takes a std::pair<uint64_t, uint64_t>) in the allocation-free form, as the
// explorer's bench runs it against the Rust `Out` form: `out.push({a, b})` is
// the option leaving the pair (a, b). The explorer finds the P-positions'
// Beatty pairs, α = (1+√5)/2.
#include <algorithm>
#include <cstdint>
#include <utility>

void moves(std::pair<uint64_t, uint64_t> p, explore::Out<std::pair<uint64_t, uint64_t>>& out) {
    auto [a, b] = p;
    for (uint64_t k = 1; k <= a; k++) out.push({a - k, b});
    for (uint64_t k = 1; k <= b; k++) out.push({a, b - k});
    for (uint64_t k = 1; k <= std::min(a, b); k++) out.push({a - k, b - k});
}
