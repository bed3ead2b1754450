"""Kayles by its literal rules, printed as a table for `cargo xtask grundy
--table`: a row of n pins; a move knocks down one pin or two adjacent ones,
leaving the pins to either side as two rows. G(n) is the mex, over the
moves, of the XOR of the two rows' values. Prints a comment line, then
G(0) … G(199) on one line (printed twenty a line, in ten equal lines, the
table would read as a 10 × 20 grid: `--sequence` reads it as one sequence).

    python3 crates/explore/games/tables/kayles.py | cargo xtask grundy --table -
"""


def kayles(count):
    g = []
    for n in range(count):
        seen = set()
        for width in (1, 2):
            for left in range(n - width + 1):
                seen.add(g[left] ^ g[n - width - left])
        v = 0
        while v in seen:
            v += 1
        g.append(v)
    return g


print("# G(n) of Kayles, n = 0 … 199: printed by crates/explore/games/tables/kayles.py")
print(*kayles(200))
