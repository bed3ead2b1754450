"""Wythoff's game in Python (the same game as wythoff.rs): two piles; take
any number from one pile, or the same number from both. The hint
`tuple[int, int]` makes it a pair rule (without it, `moves` would be taken
as one heap).
"""


def moves(p: tuple[int, int]):
    a, b = p
    options = [[(a - k, b)] for k in range(1, a + 1)]
    options += [[(a, b - k)] for k in range(1, b + 1)]
    options += [[(a - k, b - k)] for k in range(1, min(a, b) + 1)]
    return options
