"""Three-heap Nim in Python (the same family as nim3.rs): a two-parameter
family on tuples, start((a, b)) = (a, b, a + b) (the hint `tuple[int, int]`
says two parameters), `canon` sorting the heaps and a bool guess: a
P-position exactly when a AND b = 0. No `show`: positions print as Rust's
`{:?}` prints the tuple, `(1, 2, 3)`.
"""


def start(p: tuple[int, int]):
    a, b = p
    return (a, b, a + b)


def moves(h):
    a, b, c = h
    return (
        [[(x, b, c)] for x in range(a)]
        + [[(a, y, c)] for y in range(b)]
        + [[(a, b, z)] for z in range(c)]
    )


def canon(h):
    return tuple(sorted(h))


def guess(p: tuple[int, int]):
    a, b = p
    return a & b == 0
