"""Lasker's Nim in Python (HDU 3032; the same game as lasker.rs): take any
number of counters, or split the heap into two non-empty heaps. The
explorer finds the code 4.[3], arithmetic-periodic (period 4, saltus 4).
"""


def moves(n: int):
    if n == 0:
        return []
    return [[]] + [[left] for left in range(1, n)] + [[a, n - a] for a in range(1, n // 2 + 1)]
