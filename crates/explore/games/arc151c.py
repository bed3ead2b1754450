"""ARC 151 C "01 Game" in Python (the same family as arc151c.rs): a row of
cells between two borders, `|....|`; writing 0 or 1 in an empty cell (never
beside the same digit) splits the row into two segments, a sum. A family of
starts on str, with `show`, `canon` (a segment read backwards, or with 0
and 1 swapped, is the same game) and `guess`. The explorer finds
G(start(n)) = n mod 2, and says the guess holds.
"""

SWAP = str.maketrans("01", "10")


def start(n):
    return "|" + "." * n + "|"


def moves(row):
    options = []
    for i in range(1, len(row) - 1):
        if row[i] != ".":
            continue
        for digit in "01":
            if row[i - 1] != digit and row[i + 1] != digit:
                options.append([row[:i] + digit, digit + row[i + 1:]])
    return options


def canon(row):
    mirror = row[::-1]
    return min(row, mirror, row.translate(SWAP), mirror.translate(SWAP))


def show(row):
    return row


def guess(n):
    return n % 2
