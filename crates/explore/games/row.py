"""Take a number from either end of the row 1 2 3 … n, scoring it, in
Python (the same scoring game as row.rs): the hint `-> list[tuple[int,
Range]]` on `moves` makes its options (points, next), on a family of starts
whose positions are the numbers lo … hi left (empty when lo > hi).
`cargo xtask grundy crates/explore/games/row.py --upto 60` prints the same
report as row.rs: V(start(n)) = ⌈n/2⌉, period 2, saltus 1 (apparent), and
the guess holds.
"""

Range = tuple[int, int]


def start(n):
    return (1, n)


def moves(r: Range) -> list[tuple[int, Range]]:
    lo, hi = r
    if lo > hi:
        return []
    return [(lo, (lo + 1, hi)), (hi, (lo, hi - 1))]


def show(r):
    lo, hi = r
    if lo > hi:
        return "(empty)"
    return str(lo) if lo == hi else f"{lo}…{hi}"


def guess(n):
    return (n + 1) // 2
