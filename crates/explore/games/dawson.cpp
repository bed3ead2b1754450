// Dawson's Kayles in C++ (the same game as dawson.rs): knock down two
// adjacent pins of a row of n; the pins left either side are two heaps.
// `cargo xtask grundy crates/explore/games/dawson.cpp` finds the code 0.07,
// period 34, preperiod 53, proved by the periodicity theorem.
//
// The allocation-free form: `out.push()` leaves nothing, `out.push(a)` one
// heap, `out.push({a, b})` two (explore::Out is in crates/explore/cpp/explore.hpp,
// which the explorer includes before this file).
#include <cstdint>

void moves(uint64_t n, explore::Out<uint64_t>& out) {
    if (n < 2) return;
    for (uint64_t a = 0; a <= (n - 2) / 2; a++) {
        uint64_t b = n - 2 - a;
        if (a == 0 && b == 0) out.push();
        else if (a == 0) out.push(b);
        else out.push({a, b});
    }
}
