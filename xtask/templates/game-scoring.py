"""A scoring game for `cargo xtask grundy THIS_FILE.py`: each move scores
points, and the value of a position is the mover's final advantage under
optimal play (negamax), not a Grundy value.

`moves(n)` lists every option of a heap of n as a tuple `(points, what it
leaves)`; a move after which the same player moves again (a completed box)
is `(points, what it leaves, True)`, hinted `-> list[tuple[int, int,
bool]]`. The hint on the result is what makes a scoring rule (without it,
`moves` is read as an impartial rule, whose options are lists of parts). The
explorer tables V(0) … V(N) (`--upto N`, default 10^4; a pair game hints
`p: tuple[int, int]`, a family of starts has `start`), and looks for a
period with a saltus of either sign (V(n + p) = V(n) + s), or one saltus for
each residue class — every claim *apparent*. `def moves(n: int, out:
ScoreOut)` with `out.push(points, q)` and `out.again(points, q)` is the
same rule pushed (the explorer provides `ScoreOut`).

Optional: `end(n)`, what the player left without a move scores (0 without
it); `guess(n)`, your formula, checked on the table.

Try: `--show 40`, `--json`, `--plot g.svg`, `--positions`, `--moves 10`
(every option of heap 10 with its points and the advantage through it),
`--play 10` (against the explorer, which plays best).
"""


def moves(n: int) -> list[tuple[int, int]]:
    """This template: a pile of n coins worth 1, 2, …, n from the bottom up;
    take the top coin, or the top two, scoring their worth. The explorer
    finds V = 0 1 3 4 4 5 7 8 …: period 4, saltus 4 (apparent)."""
    options = []
    if n >= 1:
        options.append((n, n - 1))
    if n >= 2:
        options.append((2 * n - 1, n - 2))
    return options


# What the player left without a move scores (here: nothing).
# def end(n):
#     return 0
