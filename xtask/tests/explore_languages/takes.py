"""takes.rs in Python: a pair rule's (points, next) options."""


def moves(p: tuple[int, int]) -> list[tuple[int, tuple[int, int]]]:
    a, b = p
    return [(k, (a - k, b)) for k in range(1, min(a, 3) + 1)] + [
        (2 * k, (a, b - k)) for k in range(1, min(b, 2) + 1) if a > 0
    ]


def end(p):
    return p[0] - p[1]
