"""S{1,3,4} in Python: take 1, 3 or 4 counters. The same game as s134.rs and
s134.cpp; `cargo xtask grundy crates/explore/games/s134.py --json` prints the
same JSON (but for `seconds` and the name): the code 0.3033, period 7 from 0,
proved. `n: int` says one heap (without a hint, `moves(n)` is one heap too).
"""


def moves(n: int):
    return [[n - k] for k in (1, 3, 4) if k <= n]
