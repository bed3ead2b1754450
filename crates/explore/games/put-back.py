"""The loopy heap game of put-back.rs in Python: take 1, 2 or 3 counters, or
from a heap ≡ 2 mod 4 put one back. Without --loopy the explorer names the
cycle 2 → 3 → 2; with it, the generalised values 0 1 ∞(0,1) ∞(0,1) ….
"""


def moves(n: int):
    options = [[n - k] for k in (1, 2, 3) if k <= n]
    if n % 4 == 2:
        options.append([n + 1])
    return options
