"""A game for `cargo xtask grundy THIS_FILE.py`: one heap of n counters.

`moves(n)` lists every option of a heap of n: each option is the list of
heaps the move leaves — `[]` when nothing is left, `[n - k]` when k
counters are taken, `[a, b]` when the heap is split in two. The hint
`n: int` says one heap (`p: tuple[int, int]` would say a pair). The
explorer tables G(0) … G(N) (`--upto N`, default 10^4): each value is the
mex over the options of the XOR of the parts' values. It then looks for a
pattern (period, saltus), names the take-and-break code when the options
match one on every heap computed, and proves what a theorem allows.

A parameter: `param("k", 3)` is the value of `--param k=VALUE` (3 without
the flag), an integer; the explorer provides `param` to the file.
`--param k=1..8` runs the rule once for each k and prints the period found
for each: k + 1 here.

Try: `--show 40`, `--json`, `--plot g.svg`, `--moves "7 6 9 3"` (the
winning moves of a sum of heaps), `--play "7 6 9 3"`.
"""


def moves(n: int):
    """This template: take 1 … k counters (k = 3 unless `--param k=…`); or
    split a heap of at least 2 into two non-empty heaps (uncomment the
    line)."""
    k = param("k", 3)  # noqa: F821 (provided by the explorer)
    options = [[n - take] for take in range(1, min(k, n) + 1)]
    # options += [[a, n - a] for a in range(1, n // 2 + 1)]
    return options
