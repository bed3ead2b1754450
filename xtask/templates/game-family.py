"""A family of starts for `cargo xtask grundy THIS_FILE.py`: positions of
your own (integers, tuples, strings; a list is taken as a tuple), and
`start(n)`, the position the table's entry n is for.

The explorer tables G(start(n)) for n = 0 … N (`--upto N`, default 20; a
two-parameter family writes `def start(p: tuple[int, int])` and takes
`--box A,B`), storing every position met once, and reads the sequence's
pattern (every claim *apparent*: a family is not a code):

- `moves(p)` lists every option of p, each the list of parts the move
  leaves: one part, several (a sum: a row cut in two), or none;
- `show(p)` (optional) is how a position prints;
- `canon(p)` (optional) maps a position to a representative of the ones you
  vouch have its value (a mirror image, a sorted tuple);
- `guess(n)` (optional) is your formula, checked on every entry.

Try: `--upto 60`, `--json`, `--plot g.svg`, `--positions` (every position
valued, by `show`, with its value), `--moves 7`.
"""


def start(n):
    """Entry n of the table: a row of n standing pins, `I` each."""
    return "I" * n


def moves(row):
    """This template: knock down one pin; the pins either side of it are two
    rows apart, a sum of two games. Uncomment the second line to also knock
    down two adjacent pins (Kayles): the guess then fails at n = 2."""
    options = [[row[:i], row[i + 1:]] for i in range(len(row))]
    # options += [[row[:i], row[i + 2:]] for i in range(len(row) - 1)]
    return options


def show(row):
    """How a row prints in the report: between two walls, `|III|`."""
    return "|" + row + "|"


def canon(row):
    """A row read backwards is the same game: each pair shares one entry."""
    return min(row, row[::-1])


def guess(n):
    """The formula read from the table: G(start(n)) = n mod 2."""
    return n % 2
