"""A partisan game for `cargo xtask grundy THIS_FILE.py`: one heap of n
counters, where Left (Blue) and Right (Red) have different moves.

`left(n)` and `right(n)` list each player's options from a heap of n, each
the list of heaps the move leaves. The explorer gives each heap 0 … N
(`--upto N`, default 30) its canonical form in CGSuite's notation (`0`,
`1/2`, `*`, `↑`, `{1|0}`, …), its outcome class (L, R, N, P), and whether
every value is a number. (A pair game hints `p: tuple[int, int]` and takes
`--box A,B`.)

Try: `--upto 60`, `--json`, `--moves "7 6 9 3"` and
`--moves "7 6 9 3" --side right`.
"""


def left(n: int):
    """This template: Left takes 1 or 2 counters."""
    return [[n - k] for k in (1, 2) if k <= n]


def right(n: int):
    """Right takes 2 or 3."""
    return [[n - k] for k in (2, 3) if k <= n]
