"""Scoring rules for the Python driver (explore_driver.py): how a scoring
`moves` is told apart from an impartial one, and the walk that streams a
scoring rule's graph.

A scoring rule's options carry points: `(points, next)`, or `(points, next,
again)` when the mover moves again. Its form is read from the hint of
`moves`'s result, as Rust's is read from its type, never from the shape of
what it returns: a heap rule's `[(3, 4)]` is a split into heaps 3 and 4 as
well as 3 points leaving heap 4, and the first positions often have no
options at all. So:

    def moves(n: int) -> list[tuple[int, int]]            # (points, next)
    def moves(p) -> list[tuple[int, Row, bool]]           # (points, next, again)
    def moves(n: int, out: ScoreOut)                      # out.push(points, q), out.again(points, q)

(`List`/`Tuple` from typing, and `Iterable`, `Sequence`, `Iterator`,
`Generator` in place of `list`, read the same; the tuple's first type is
`int`, a third `bool` makes the again form.) `ScoreOut` and `param` are
given to the file as builtins by the driver.

The stream (see the driver's docstring for the rest): the positions'
options in batches, each a line `b POSITIONS OPTIONS` then, little-endian,
the positions' numbers (POSITIONS u64), how many options each has
(POSITIONS u32), what `end(p)` scores where it has none (POSITIONS i64, 0
otherwise), and for all their options in order the points (OPTIONS i64),
the again flags (OPTIONS u8) and the numbers of the positions they leave
(OPTIONS u64). Every position is numbered as it is met, a heap's and a
pair's too; `s KEY<TAB>ID` gives each start (the heap or pair itself when
the file has no `start`), `c ID<TAB>ID` where `canon` maps a position
elsewhere (families only, as in Rust), `g KEY<TAB>VALUE` the guess.
"""

import re
from array import array as _array

from explore_values import clip, freeze, key_text, rust_debug

# The points and the end payoff: 64-bit signed integers, as in Rust.
_LOW, _HIGH = -(1 << 63), (1 << 63) - 1
_CONTAINERS = ("list", "List", "Iterable", "Iterator", "Sequence", "Generator")


class ScoreOut:
    """A scoring rule's allocation-free buffer, for `def moves(p, out:
    ScoreOut)`: `out.push(points, q)` (the other player moves next) and
    `out.again(points, q)` (the mover moves again)."""

    __slots__ = ("options",)

    def __init__(self):
        self.options = []

    def push(self, points, next):
        self.options.append((points, next, False))

    def again(self, points, next):
        self.options.append((points, next, True))


def _text(hint):
    """A type hint as text without spaces or `typing.`."""
    text = hint if isinstance(hint, str) else getattr(hint, "__name__", None) if isinstance(hint, type) else repr(hint)
    return re.sub(r"\s+|typing\.|collections\.abc\.", "", str(text))


def _top_level(args):
    """`a,b[c,d],e` split at its top-level commas."""
    parts, depth, start = [], 0, 0
    for i, c in enumerate(args):
        if c == "[":
            depth += 1
        elif c == "]":
            depth -= 1
        elif c == "," and depth == 0:
            parts.append(args[start:i])
            start = i + 1
    parts.append(args[start:])
    return parts


def _annotations(function):
    """The function's hints, evaluated where they can be (a string hint
    stays a string)."""
    try:
        import typing

        return typing.get_type_hints(function)
    except Exception:
        return dict(getattr(function, "__annotations__", {}) or {})


def form(moves, arity):
    """'pass', 'again' or 'push' for a scoring `moves`, else None."""
    hints = _annotations(moves)
    names = [n for n in getattr(getattr(moves, "__code__", None), "co_varnames", ())[:arity]]
    if arity >= 2 and len(names) >= 2 and names[1] in hints:
        if _text(hints[names[1]]).endswith("ScoreOut"):
            return "push"
    if "return" not in hints:
        return None
    text = _text(hints["return"])
    for container in _CONTAINERS:
        if text.startswith(container + "[") and text.endswith("]"):
            inner = text[len(container) + 1:-1]
            break
    else:
        return None
    match = re.fullmatch(r"(?:tuple|Tuple)\[(.*)\]", inner)
    if not match:
        return None
    args = _top_level(match.group(1))
    if args[0] not in ("int", "<class'int'>"):
        return None
    if len(args) == 2:
        return "pass"
    if len(args) == 3 and args[2] in ("bool", "<class'bool'>"):
        return "again"
    return None


def walk(w, request):
    """Streams the scoring rule's graph for `request` (`w`: the driver's
    Walk, with its stream, the file's functions, its form and its error
    reporting)."""
    found, kind, stream = w.found, w.form["key"], w.stream
    family = kind == "family"
    start = found["start"] if family else None
    canon = found.get("canon") if family else None
    end = found.get("end")
    moves = found["moves"]
    push_form = w.form["scoring"] == "push"
    raw = request.get("raw")
    ids, values, expanded, canon_of, order = {}, [], bytearray(), {}, []
    text, write = stream.text, stream.write
    get = ids.get

    def number(v):
        try:
            i = get(v)
        except TypeError:
            v = freeze(v)
            i = get(v)
        if i is None:
            i = ids[v] = len(values)
            values.append(v)
            expanded.append(0)
        return i

    def canonical(i):
        """The number of canon(position i), written when it differs."""
        c = canon_of.get(i)
        if c is None:
            w.what, w.at = "canon", values[i]
            c = canon_of[i] = number(canon(values[i]))
            if c != i:
                text("c %d\t%d\n" % (i, c))
        return c

    def queue(i):
        if not expanded[i]:
            expanded[i] = 1
            order.append(i)

    def shown(v):
        return rust_debug(v) if family else repr(v)

    def bad(v, r, why):
        stream.fail(f"moves({shown(v)}) returned {clip(repr(r))}: {why}")

    def position(q):
        """`q` checked as the rule's kind of position; None when it is not one."""
        if kind == "heap":
            return q if type(q) is int and q >= 0 else None
        if kind == "pair":
            if type(q) is list:
                q = tuple(q)
            ok = type(q) is tuple and len(q) == 2 and all(type(x) is int and x >= 0 for x in q)
            return q if ok else None
        return q

    def follow(ids):
        """Queues what the options' positions need expanded."""
        if canon is None:
            for i in ids:
                queue(i)
            return
        for i in ids:
            queue(canonical(i))
            if raw == "all":
                queue(i)

    def slow(v, r):
        """Every option checked, the first wrong one named."""
        points, again, nexts = [], [], []
        for option in r:
            if type(option) is not tuple and type(option) is not list or not 2 <= len(option) <= 3:
                bad(v, r, "expected a list of options (points, next) or (points, next, again)")
            pts, q = option[0], option[1]
            if not isinstance(pts, int) or not _LOW <= pts <= _HIGH:
                bad(v, r, f"the points {pts!r} are not an int from -2^63 to 2^63-1")
            ag = option[2] if len(option) == 3 else False
            if type(ag) is not bool:
                bad(v, r, f"the again flag {ag!r} is not a bool (True: the mover moves again)")
            checked = position(q)
            if checked is None:
                what = "a heap (an int ≥ 0)" if kind == "heap" else "a pair (a, b) of ints ≥ 0"
                bad(v, r, f"{q!r} is not {what}")
            i = number(checked)
            follow([i])
            points.append(pts)
            again.append(ag)
            nexts.append(i)
        return points, again, nexts

    # The options go out in batches of positions (`b` lines): a few large
    # writes instead of four small ones a position.
    b_pos, b_cnt, b_pay = _array("Q"), _array("I"), _array("q")
    b_pts, b_ag, b_next = _array("q"), bytearray(), _array("Q")

    def flush():
        if b_pos:
            write(b"b %d %d\n" % (len(b_pos), len(b_pts)))
            for column in (b_pos, b_cnt, b_pay, b_pts):
                write(column.tobytes())
            write(b_ag)
            write(b_next.tobytes())
            for column in (b_pos, b_cnt, b_pay, b_pts, b_ag, b_next):
                del column[:]
        if len(values) > w.max:
            w.too_many()

    width = 2 if w.form["scoring"] == "pass" else 3
    keys = w.keys(request)
    v = None
    try:
        for k in keys:
            w.what, w.at = "start", k
            i = number(start(k) if family else k)
            text("s %s\t%d\n" % (key_text(k), i))
            if canon is not None:
                queue(canonical(i))
            if canon is None or raw:
                queue(i)
        w.what = "moves"
        for p in order:
            v = values[p]
            if push_form:
                out = ScoreOut()
                moves(v, out)
                r = out.options
            else:
                r = moves(v)
            if type(r) is not list:
                if not hasattr(r, "__iter__"):
                    bad(v, r, "expected a list of options (points, next) or (points, next, again)")
                r = list(r)
            # The common case, mostly in C: options of the form's length,
            # points ints, flags bools, positions met before; anything else
            # goes to `slow`, which checks each option and names a wrong one.
            at = len(b_pts)
            try:
                if not r:
                    nxt, new = (), []
                elif set(map(len, r)) != {width}:
                    raise ValueError
                elif width == 2:
                    pts, nxt = zip(*r)
                    b_ag.extend(bytes(len(pts)))
                    b_pts.extend(pts)
                else:
                    pts, nxt, flags = zip(*r)
                    if set(map(type, flags)) != {bool}:
                        raise ValueError
                    b_ag.extend(flags)
                    b_pts.extend(pts)
                new = list(map(get, nxt))
            except (TypeError, ValueError, OverflowError):
                del b_pts[at:], b_ag[at:]
                new = None
            if new is None:
                points, again, new = slow(v, r)
                w.what = "moves"
                b_pts.extend(points)
                b_ag.extend(again)
            else:
                if None in new:
                    for k, i in enumerate(new):
                        if i is None:
                            q = position(nxt[k])
                            if q is None:
                                slow(v, r)  # names the option and stops
                            new[k] = i = number(q)
                            # Without `canon` a position is queued when
                            # it is numbered, so only the new ones need it.
                            if canon is None:
                                queue(i)
                if canon is not None:
                    follow(new)
                    w.what = "moves"
            payoff = 0
            if not new and end is not None:
                w.what = "end"
                payoff = end(v)
                if type(payoff) is not int or not _LOW <= payoff <= _HIGH:
                    stream.fail(f"end({shown(v)}) returned {clip(repr(payoff))}: expected an int from -2^63 to 2^63-1")
                w.what = "moves"
            b_next.extend(new)
            b_pos.append(p)
            b_cnt.append(len(new))
            b_pay.append(payoff)
            if len(b_pos) >= 4096:
                flush()
        flush()
    except Exception as error:  # the rule's own exception (moves, canon, start, end)
        if w.what in ("moves", "end"):
            w.at = v
        w.failed(error)
    w.values = values
    w.guesses(request, keys if request.get("guess") else [])
    text("e %d\n" % len(values))
    stream.out.flush()


def show(kind, value):
    """A heap's or a pair's text, as the Rust explorer writes a scoring
    rule's heap (`7`) and pair (`3,5`) positions."""
    return "%d,%d" % value if kind == "pair" else "%d" % value
