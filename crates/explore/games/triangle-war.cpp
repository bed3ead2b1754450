// Triangle War (POJ 1085) in C++, the same scoring game as triangle-war.rs:
// 18 edges bounding 9 small triangles; a player who completes one or two
// triangles scores them and moves again. The allocation-free form:
// `out.again(points, next)` for a move after which the mover moves again,
// `out.push(points, next)` otherwise. The position is the set of edges
// drawn (a bit mask); `start(n)` the board after the first n edges of a
// fixed opening. `cargo xtask grundy crates/explore/games/triangle-war.cpp
// --upto 18` prints the same report as triangle-war.rs: V(start(0)) = −3.
#include <array>
#include <bitset>
#include <cstdint>
#include <string>
#include <utility>

// The dots 1 … 10, row by row: 1 / 2 3 / 4 5 6 / 7 8 9 10.
static const std::array<std::pair<int, int>, 18> EDGES = {{
    {1, 2}, {1, 3}, {2, 3}, {2, 4}, {2, 5}, {3, 5}, {3, 6}, {4, 5}, {5, 6},
    {4, 7}, {4, 8}, {5, 8}, {5, 9}, {6, 9}, {6, 10}, {7, 8}, {8, 9}, {9, 10},
}};

static const std::array<std::array<int, 3>, 9> TRIANGLES = {{
    {1, 2, 3}, {2, 4, 5}, {2, 3, 5}, {3, 5, 6}, {4, 7, 8},
    {4, 5, 8}, {5, 8, 9}, {5, 6, 9}, {6, 9, 10},
}};

static uint32_t edge(int a, int b) {
    if (a > b) std::swap(a, b);
    for (size_t i = 0; i < EDGES.size(); i++)
        if (EDGES[i] == std::make_pair(a, b)) return uint32_t(1) << i;
    return 0;
}

// Each triangle's three edges, as a mask (computed once).
static const std::array<uint32_t, 9>& triangles() {
    static const std::array<uint32_t, 9> all = [] {
        std::array<uint32_t, 9> t{};
        for (size_t i = 0; i < 9; i++) {
            auto [a, b, c] = TRIANGLES[i];
            t[i] = edge(a, b) | edge(a, c) | edge(b, c);
        }
        return t;
    }();
    return all;
}

static const int OPENING[18] = {0, 9, 17, 4, 12, 2, 15, 6, 10, 13, 1, 7, 16, 3, 11, 5, 14, 8};

uint32_t start(uint64_t n) {
    uint32_t drawn = 0;
    for (uint64_t i = 0; i < n && i < 18; i++) drawn |= uint32_t(1) << OPENING[i];
    return drawn;
}

void moves(const uint32_t& drawn, explore::ScoreOut<uint32_t>& out) {
    for (int e = 0; e < 18; e++) {
        if (drawn >> e & 1) continue;
        uint32_t next = drawn | uint32_t(1) << e;
        int64_t closed = 0;
        for (uint32_t t : triangles())
            if ((t >> e & 1) && (next & t) == t) closed++;
        if (closed > 0) out.again(closed, next);
        else out.push(0, next);
    }
}

std::string show(const uint32_t& drawn) {
    return std::to_string(__builtin_popcount(drawn)) + " edges drawn (" + std::bitset<18>(drawn).to_string() + ")";
}
