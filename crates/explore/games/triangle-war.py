"""Triangle War (POJ 1085) in Python, the same scoring game as
triangle-war.rs: 18 edges bounding 9 small triangles; a player who
completes one or two triangles scores them and moves again. The hint
`-> list[tuple[int, int, bool]]` makes the options (points, next, again).
The position is the set of edges drawn (a bit mask); `start(n)` the board
after the first n edges of a fixed opening.
`cargo xtask grundy crates/explore/games/triangle-war.py --upto 18` prints
the same report as triangle-war.rs: V(start(0)) = −3.
"""

# The dots 1 … 10, row by row: 1 / 2 3 / 4 5 6 / 7 8 9 10.
EDGES = [(1, 2), (1, 3), (2, 3), (2, 4), (2, 5), (3, 5), (3, 6), (4, 5), (5, 6),
         (4, 7), (4, 8), (5, 8), (5, 9), (6, 9), (6, 10), (7, 8), (8, 9), (9, 10)]
TRIANGLES = [(1, 2, 3), (2, 4, 5), (2, 3, 5), (3, 5, 6), (4, 7, 8),
             (4, 5, 8), (5, 8, 9), (5, 6, 9), (6, 9, 10)]


def edge(a, b):
    return 1 << EDGES.index((min(a, b), max(a, b)))


# Each triangle's three edges, as a mask; for each edge, the triangles it bounds.
MASKS = [edge(a, b) | edge(a, c) | edge(b, c) for a, b, c in TRIANGLES]
BY_EDGE = [[t for t in MASKS if t >> e & 1] for e in range(18)]
OPENING = [0, 9, 17, 4, 12, 2, 15, 6, 10, 13, 1, 7, 16, 3, 11, 5, 14, 8]


def start(n):
    drawn = 0
    for e in OPENING[:n]:
        drawn |= 1 << e
    return drawn


def moves(drawn: int) -> list[tuple[int, int, bool]]:
    options = []
    for e in range(18):
        if drawn >> e & 1:
            continue
        after = drawn | 1 << e
        closed = sum(1 for t in BY_EDGE[e] if after & t == t)
        options.append((closed, after, closed > 0))
    return options


def show(drawn):
    return f"{bin(drawn).count('1')} edges drawn ({drawn:018b})"
