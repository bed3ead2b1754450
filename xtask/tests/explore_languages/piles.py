"""piles.rs in Python: the allocation-free form, `out: ScoreOut`."""


def start(n):
    return (n, n // 2)


def moves(p, out: ScoreOut):  # noqa: F821 (the driver's builtin)
    a, b = p
    for k in (1, 2):
        if k <= a:
            (out.again if a == k else out.push)(k, (a - k, b))
        if k <= b:
            (out.again if b == k else out.push)(k, (a, b - k))


def end(p):
    return -1


def canon(p):
    return tuple(sorted(p))


def guess(n):
    return n % 3 - 1
