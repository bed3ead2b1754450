// Lasker's Nim in C++ (HDU 3032; the same game as lasker.rs): take any number
// of counters, or split the heap into two non-empty heaps. The allocation-free
// form, as the explorer's bench runs it against the Rust file's `Out` form.
// `cargo xtask grundy crates/explore/games/lasker.cpp` finds the code 4.[3],
// arithmetic-periodic (period 4, saltus 4), apparent.
#include <cstdint>

void moves(uint64_t n, explore::Out<uint64_t>& out) {
    if (n == 0) return;
    out.push();  // take them all
    for (uint64_t left = 1; left < n; left++) out.push(left);
    for (uint64_t a = 1; a <= n / 2; a++) out.push({a, n - a});
}
