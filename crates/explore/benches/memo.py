"""The plain memoised Python loop the explorer's bench times the Python
driver against (`cargo bench -p explore --bench bench`):

    python3 memo.py GAME.py heap N | pair N | family N

imports the rule file and computes the Grundy values of heaps 0..=N, of the
box N × N, or of start(0..=N), memoised in a dict by the definition — each
position's value the mex over its options of the XOR of the parts' values,
`canon` applied to every position first as the explorer applies it — and
checks nothing: the cost of the rule run in Python, with nothing around it.
"""

import importlib.util
import sys


def main():
    path, kind, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
    spec = importlib.util.spec_from_file_location("game", path)
    game = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(game)
    moves = game.moves
    canon = getattr(game, "canon", None)
    sys.setrecursionlimit(100000)
    memo = {}

    def grundy(p):
        if canon is not None:
            p = canon(p)
        g = memo.get(p)
        if g is not None:
            return g
        seen = set()
        for option in moves(p):
            x = 0
            for q in option:
                x ^= grundy(q)
            seen.add(x)
        g = 0
        while g in seen:
            g += 1
        memo[p] = g
        return g

    if kind == "heap":
        table = [grundy(k) for k in range(n + 1)]
    elif kind == "pair":
        table = [grundy((a, b)) for a in range(n) for b in range(n)]
    else:
        table = [grundy(game.start(k)) for k in range(n + 1)]
    print(len(table), max(table))


main()
