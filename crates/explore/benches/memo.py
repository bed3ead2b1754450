"""The plain memoised Python loop the explorer's bench times the Python
driver against (`cargo bench -p explore --bench bench`):

    python3 memo.py GAME.py heap N | pair N | family N | scoring N

imports the rule file and computes the Grundy values of heaps 0..=N, of the
box N × N, or of start(0..=N), memoised in a dict by the definition — each
position's value the mex over its options of the XOR of the parts' values,
`canon` applied to every position first as the explorer applies it — or,
for a scoring rule, the values of start(0..=N) by negamax (the best of
points − the value left, or + it when the mover moves again; `end` where
no move is left), and checks nothing: the cost of the rule run in Python,
with nothing around it.
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

    end = getattr(game, "end", None)

    def score(p):
        if canon is not None:
            p = canon(p)
        v = memo.get(p)
        if v is not None:
            return v
        best = None
        for option in moves(p):
            rest = score(option[1])
            through = option[0] + rest if len(option) == 3 and option[2] else option[0] - rest
            if best is None or through > best:
                best = through
        if best is None:
            best = end(p) if end is not None else 0
        memo[p] = best
        return best

    if kind == "scoring":
        start = getattr(game, "start", lambda k: k)
        table = [score(start(k)) for k in range(n + 1)]
    elif kind == "heap":
        table = [grundy(k) for k in range(n + 1)]
    elif kind == "pair":
        table = [grundy((a, b)) for a in range(n) for b in range(n)]
    else:
        table = [grundy(game.start(k)) for k in range(n + 1)]
    print(len(table), max(table))


main()
