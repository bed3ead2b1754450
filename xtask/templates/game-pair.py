"""A game for `cargo xtask grundy THIS_FILE.py`: a position is a pair (a, b).

`moves(p)` lists every option of the position: each option is the list of
pairs the move leaves — one pair for most games, two when the move splits
the position, `[]` when nothing is left. The hint `tuple[int, int]` makes it
a pair rule (without it, `moves` would be taken as one heap). The explorer
tables G(a, b) on the box 0 ≤ a < A, 0 ≤ b < B (`--box A,B`, default 30,30),
marks the P-positions (G = 0), and looks for Beatty pairs, a sum
G(a, b) = G(a, 0) ⊕ G(0, b), and periodic rows.

Try: `--box 100,100`, `--json`, `--plot g.svg` (a heat map),
`--moves "3,5 4,7"` (the winning moves of a sum of pairs).
"""


def moves(p: tuple[int, int]):
    """This template: Wythoff's game. Take any number from one pile, or the
    same number from both."""
    a, b = p
    options = [[(a - k, b)] for k in range(1, a + 1)]
    options += [[(a, b - k)] for k in range(1, b + 1)]
    options += [[(a - k, b - k)] for k in range(1, min(a, b) + 1)]
    return options
