"""The driver of `cargo xtask grundy FILE.py`: runs a Python rule file for
the explorer (crates/explore/src/source/python), which starts it as

    python3 explore_driver.py FILE.py [NAME=VALUE …]

(each NAME=VALUE a `--param`, which the file reads with the builtin
`param(NAME, default)`) and talks to it over its standard input and output:

1. The driver imports FILE.py and writes the rule's form (one JSON object):
   its functions (`moves`, or `left` and `right`; `start`, `show`, `canon`,
   `guess`, `end`), its positions — one heap, a pair, or a family of
   starts — and whether it is a scoring rule, told apart by names and type
   hints as the guide says (a scoring rule: explore_scoring.py).
2. The explorer answers with what to enumerate (one JSON object): the
   table's extent (`upto` or `box`), the positions named on the command line
   (`roots`), whether to send the guess, the budget of positions.
3. The driver calls the rule once on every position the table needs and on
   every position reached from those, and streams the game's graph: for
   each position a line `m POS OPTIONS WORDS` (`l`, `r` for Left's and
   Right's) and then, in binary (little-endian), the options' lengths
   (OPTIONS u32: how many parts each leaves) and their parts (WORDS u64:
   one a heap or a family position, two a pair) — built by `array` in C,
   which costs less than the rule's own lists; then `e`. Heaps and pairs
   keep their numbers (POS `7`, `3,5`); a family's positions are numbered
   in the order they are met, with `s KEY<TAB>ID` for each start,
   `c ID<TAB>ID` where `canon` maps a position elsewhere, `g KEY<TAB>VALUE`
   for the guess. A scoring rule's graph is streamed as explore_scoring.py
   says (`v` lines, every position numbered).
4. While the explorer runs it may ask for a family position's text
   (`{"show": ID}`); the driver answers with one JSON string. After the run
   it asks which parameters the rule read (`{"read": true}`: a JSON list of
   names). End of input ends the driver.

An exception in the file is printed with its traceback (the driver's own
frames left out) on standard error, and the driver writes `x MESSAGE` and
exits with code 2; the explorer then stops with that message.

The user's `print` goes to standard error and the user's file reads an
empty standard input: the driver's own standard input and output are the
stream. (A brute force kept in the file runs on import unless it is under
`if __name__ == "__main__":`, which is false here.)
"""

import builtins
import importlib.util
import inspect
import itertools
import json
import os
import sys
import traceback
from array import array as _array

import explore_scoring
from explore_values import Params, clip, freeze, key_text, parse_params, rust_debug

_chain = itertools.chain.from_iterable

# The stream's numbers: u32 and u64, little-endian, as `array` writes them here.
assert _array("I").itemsize == 4 and _array("Q").itemsize == 8 and sys.byteorder == "little"


class Out:
    """The allocation-free form's buffer, for `def moves(p, out)`:
    `out.push([a, b])` adds the option leaving a and b (a list, like any
    other option)."""

    __slots__ = ("push",)


# The driver's own files: their frames are left out of a traceback.
_OURS = {os.path.abspath(m.__file__) for m in (sys.modules[__name__], explore_scoring, sys.modules["explore_values"])}


def user_frames(tb):
    """The traceback from the first frame outside the driver's files."""

    def ours(name):
        return name.startswith("<frozen ") or os.path.abspath(name) in _OURS

    while tb is not None and ours(tb.tb_frame.f_code.co_filename):
        tb = tb.tb_next
    return tb


def print_exception(error):
    traceback.print_exception(type(error), error, user_frames(error.__traceback__), file=sys.stderr)
    sys.stderr.flush()


class Stream:
    """The explorer's end: messages written to the saved standard output."""

    def __init__(self):
        self.out = os.fdopen(os.dup(1), "wb", buffering=1 << 16)
        self.write = self.out.write
        self.input = os.fdopen(os.dup(0), "r", encoding="utf-8")

    def text(self, line):
        self.write(line.encode("utf-8"))

    def fail(self, message):
        self.text("x " + message.replace("\n", " ") + "\n")
        self.out.flush()
        sys.exit(2)

    def json(self, value):
        self.text(json.dumps(value) + "\n")
        self.out.flush()

    def options(self, tag, pos, lens, words):
        """One position's options: `TAG POS OPTIONS WORDS`, then the
        options' lengths (u32) and the parts (u64), little-endian."""
        write = self.write
        write(b"%s %s %d %d\n" % (tag, pos, len(lens), len(words)))
        write(lens.tobytes())
        write(words.tobytes())


# --- the rule's form -------------------------------------------------------

def hint_kind(function, module):
    """'pair' for a first parameter hinted `tuple[int, int]`, 'heap' for
    `int`, None without a hint (or another one)."""
    try:
        params = list(inspect.signature(function).parameters.values())
    except (TypeError, ValueError):
        return None
    if not params or params[0].annotation is inspect.Parameter.empty:
        return None
    hint = params[0].annotation
    if isinstance(hint, str):
        text = hint.replace(" ", "").replace("typing.", "")
        if text in ("tuple[int,int]", "Tuple[int,int]"):
            return "pair"
        return "heap" if text == "int" else None
    if hint is int:
        return "heap"
    args = getattr(hint, "__args__", None)
    origin = getattr(hint, "__origin__", None)
    if origin is tuple and args == (int, int):
        return "pair"
    return None


def arity(function):
    """How many parameters the function requires (2: the `out` form)."""
    try:
        params = inspect.signature(function).parameters.values()
    except (TypeError, ValueError):
        return 1
    return sum(
        1
        for p in params
        if p.default is inspect.Parameter.empty
        and p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)
    )


def form_of(module, path):
    names = ("moves", "start", "left", "right", "show", "canon", "guess", "end")
    found = {n: getattr(module, n) for n in names if callable(getattr(module, n, None))}
    partisan = "moves" not in found and "left" in found and "right" in found
    if "moves" not in found and not partisan:
        return None, (
            "defines no `moves` function (nor `left` and `right`): write e.g. "
            "`def moves(n: int):` returning a list of options, each a list of the parts the "
            "move leaves (crates/explore/README.md, \"Rules in C++ and Python\", has every form)"
        )
    rule = found["moves"] if "moves" in found else found["left"]
    end = "end" in found
    scoring = None if partisan else explore_scoring.form(rule, arity(rule))
    if end and scoring is None and not partisan:
        return None, (
            "defines `end`, a scoring rule's payoff, but `moves` is not read as a scoring rule: "
            "hint its result, `def moves(n: int) -> list[tuple[int, int]]` for options (points, next), "
            "`-> list[tuple[int, P, bool]]` for (points, next, again), or take `out: ScoreOut` "
            "(crates/explore/README.md, \"Rules in C++ and Python\")"
        )
    if "start" in found:
        key = "family"
        dims = 2 if hint_kind(found["start"], module) == "pair" else 1
        hinted = hint_kind(found["start"], module) is not None
    else:
        kind = hint_kind(rule, module)
        key = kind or "heap"
        dims = 2 if key == "pair" else 1
        hinted = kind is not None
    return found, {
        "form": "partisan" if partisan else "moves",
        "key": key,
        "dims": dims,
        "hinted": hinted,
        "show": "show" in found,
        "canon": "canon" in found,
        "guess": "guess" in found,
        "scoring": scoring,
        "end": end,
    }


# --- enumerating the graph ---------------------------------------------------

class Walk:
    """Every position the table needs and those reached from them, each
    given to the rule once."""

    def __init__(self, stream, found, form, request):
        self.stream = stream
        self.found = found
        self.form = form
        self.max = request.get("max_positions") or (1 << 23)
        self.sides = (("l", found["left"]), ("r", found["right"])) if form["form"] == "partisan" else (("m", found["moves"]),)
        self.out_form = {tag: arity(f) >= 2 for tag, f in self.sides}
        self.what = "moves"
        self.at = None
        self.values = []

    def call(self, tag, f, p):
        if self.out_form[tag]:
            r = []
            out = Out()
            out.push = r.append
            f(p, out)
            return r
        return f(p)

    def hint_note(self, shaped=True):
        """Why a pair may have been taken for a heap, when the error looks
        like it (`shaped`)."""
        if self.form["hinted"] or not shaped:
            return ""
        if self.form["key"] == "family":
            return " (start has no type hint, so it was taken as start(n) of one number: write `def start(p: tuple[int, int])` for a pair)"
        return " (it has no type hint, so it was taken as one heap: write `def moves(p: tuple[int, int])` for a pair)"

    def failed(self, error):
        print_exception(error)
        arg = rust_debug(self.at) if self.form["key"] == "family" else repr(self.at)
        self.stream.fail(
            f"{self.what}({arg}) raised {type(error).__name__}: {clip(str(error))} (the traceback above){self.hint_note(isinstance(error, (TypeError, ValueError)))}"
        )

    def too_many(self):
        self.stream.fail(
            f"more than {self.max} positions reached (the Python driver's budget, --max-positions {self.max}); use a smaller --upto or --box"
        )

    # Heaps and pairs: positions are their own names.
    def numbers(self, request):
        pair = self.form["key"] == "pair"
        table = []
        if "upto" in request:
            table = range(request["upto"] + 1)
        elif "box" in request:
            a, b = request["box"]
            table = [(i, j) for i in range(a) for j in range(b)]
        order = list(table)
        seen = set(order)
        for r in request.get("roots", []):
            r = tuple(r) if pair else r
            if r not in seen:
                seen.add(r)
                order.append(r)
        issuperset = seen.issuperset
        options = self.stream.options
        call = self.call
        plain = not any(self.out_form.values())
        # Positions below this bound are in the table (seen already).
        if "upto" in request:
            bound = request["upto"] + 1
        elif "box" in request:
            bound = min(request["box"])
        else:
            bound = 0
        tags = {tag: tag.encode() for tag, _ in self.sides}
        for p in order:
            self.at = p
            name = ("%d,%d" % p if pair else "%d" % p).encode()
            for tag, f in self.sides:
                self.what = f.__name__
                try:
                    r = f(p) if plain else call(tag, f, p)
                    if type(r) is not list:
                        r = self.as_list(r, p)
                except Exception as error:  # the rule's own exception
                    self.failed(error)
                # The common case, in C: lists of ints in range.
                try:
                    lens = _array("I", map(len, r))
                    words = _array("Q", _chain(_chain(r)) if pair else _chain(r))
                    known = (
                        len(words) == (2 if pair else 1) * sum(lens)
                        and (not words or max(words) < bound
                             or issuperset(zip(words[0::2], words[1::2]) if pair else words))
                    )
                except (TypeError, OverflowError):
                    known = False
                if not known:
                    r = self.fix(r, p, pair, seen, order)
                    lens = _array("I", map(len, r))
                    words = _array("Q", _chain(_chain(r)) if pair else _chain(r))
                options(tags[tag], name, lens, words)
            if len(seen) > self.max:
                self.too_many()
        self.guesses(request, table)
        self.stream.text("e %d\n" % len(order))
        self.stream.out.flush()

    def as_list(self, r, p):
        """The options as a list (a tuple, a generator)."""
        try:
            return list(r)
        except TypeError:
            self.stream.fail(
                f"{self.what}({p!r}) returned {clip(repr(r))}: expected a list of options, each the list of the parts the move leaves ([] when it leaves nothing)"
            )

    def fix(self, r, p, pair, seen, order):
        """The slow path: options of another type than lists, or new
        positions; checks every part."""
        name = self.what
        try:
            options = [list(o) for o in r]
        except TypeError:
            self.stream.fail(
                f"{name}({p!r}) returned {clip(repr(r))}: expected a list of options, each the list of the parts the move leaves ([] when it leaves nothing)"
            )
        except Exception as error:  # raised by the rule's own generator
            self.failed(error)
        for option in options:
            for k, q in enumerate(option):
                if pair:
                    if type(q) is list:
                        q = option[k] = tuple(q)
                    ok = type(q) is tuple and len(q) == 2 and all(type(x) is int and x >= 0 for x in q)
                else:
                    ok = type(q) is int and q >= 0
                if not ok:
                    self.stream.fail(
                        f"{name}({p!r}) returned {clip(repr(r))}: the part {q!r} is not {'a pair (a, b) of ints ≥ 0' if pair else 'a heap (an int ≥ 0)'}{self.hint_note(type(q) in (tuple, list))}"
                    )
                if q not in seen:
                    seen.add(q)
                    order.append(q)
        return options

    # A family: positions numbered as they are met.
    def family(self, request):
        ids = {}
        values = []
        expanded = bytearray()
        canon = self.found.get("canon")
        start = self.found["start"]
        text = self.stream.text
        options = self.stream.options
        canon_of = {}
        order = []
        # The raw starts of `--moves` (not only their canon): their options
        # are listed as the rule gives them, and the sums they leave are
        # searched, so the parts of those options are expanded as they are.
        raw_children = set()
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
            self.what, self.at = "canon", values[i]
            c = canon_of[i] = number(canon(values[i]))
            if c != i:
                text("c %d\t%d\n" % (i, c))
            return c

        def queue(i):
            if not expanded[i]:
                expanded[i] = 1
                order.append(i)

        keys = self.keys(request)
        raw = request.get("raw_starts", False)
        try:
            for k in keys:
                self.what, self.at = "start", k
                i = number(start(k))
                text("s %s\t%d\n" % (key_text(k), i))
                if canon is not None:
                    queue(canon_of.get(i) if i in canon_of else canonical(i))
                if canon is None or raw:
                    queue(i)
                    if raw:
                        raw_children.add(i)
            sides = self.sides
            tags = {tag: tag.encode() for tag, _ in sides}
            for p in order:
                v = values[p]
                for tag, f in sides:
                    self.what, self.at = f.__name__, v
                    r = self.call(tag, f, v)
                    lens = []
                    flat = []
                    for option in r:
                        before = len(flat)
                        for q in option:
                            # number(q), inlined: once a part.
                            try:
                                i = get(q)
                            except TypeError:
                                q = freeze(q)
                                i = get(q)
                            if i is None:
                                i = ids[q] = len(values)
                                values.append(q)
                                expanded.append(0)
                            flat.append(i)
                            if canon is not None:
                                c = canon_of.get(i)
                                if c is None:
                                    c = canonical(i)
                                    self.what, self.at = f.__name__, v
                                if not expanded[c]:
                                    expanded[c] = 1
                                    order.append(c)
                            elif not expanded[i]:
                                expanded[i] = 1
                                order.append(i)
                        lens.append(len(flat) - before)
                    if p in raw_children:
                        for i in flat:
                            queue(i)
                    options(tags[tag], b"%d" % p, _array("I", lens), _array("Q", flat))
                if len(values) > self.max:
                    self.too_many()
        except Exception as error:  # the rule's own exception (moves, canon, start)
            self.failed(error)
        self.values = values
        self.guesses(request, keys if request.get("guess") else [])
        text("e %d\n" % len(values))
        self.stream.out.flush()

    def keys(self, request):
        if "upto" in request:
            keys = list(range(request["upto"] + 1))
        elif "box" in request:
            a, b = request["box"]
            keys = [(i, j) for i in range(a) for j in range(b)]
        else:
            keys = []
        for r in request.get("roots", []):
            keys.append(tuple(r) if isinstance(r, list) else r)
        return keys

    def guesses(self, request, keys):
        guess = self.found.get("guess")
        if guess is None or not request.get("guess"):
            return
        text = self.stream.text
        try:
            for k in keys:
                self.what, self.at = "guess", k
                v = guess(k)
                if self.form["scoring"]:
                    if not (type(v) is int and -(1 << 63) <= v < (1 << 63)):
                        self.stream.fail(f"guess({k!r}) returned {clip(repr(v))}: a scoring rule's guess is the value, an int from -2^63 to 2^63-1")
                elif not (type(v) is bool or (type(v) is int and v >= 0)):
                    self.stream.fail(f"guess({k!r}) returned {clip(repr(v))}: expected an int ≥ 0, or a bool (True: a P-position)")
                text("g %s\t%r\n" % (key_text(k), v))
        except Exception as error:
            self.failed(error)


def serve(stream, walk, params):
    """Answers the explorer's questions until its end of input: a
    position's text, and the parameters the rule read."""
    show = walk.found.get("show")
    kind = walk.form["key"]
    for line in stream.input:
        request = json.loads(line)
        if "read" in request:
            stream.json(sorted(params.read))
            continue
        i = request["show"]
        value = walk.values[i]
        if kind != "family":
            text = explore_scoring.show(kind, value)
        elif show is None:
            text = rust_debug(value)
        else:
            try:
                walk.what, walk.at = "show", value
                text = show(value)
            except Exception as error:
                walk.failed(error)
            if type(text) is not str:
                stream.fail(f"show({rust_debug(value)}) returned {clip(repr(text))}, not a str")
        stream.json(text)


def main():
    path = sys.argv[1]
    params = Params(parse_params(sys.argv[2:]))
    stream = Stream()
    # What the driver gives every rule file, as builtins (so that a file
    # reads a parameter at its top level too): `param(name, default)` and a
    # scoring rule's `ScoreOut`.
    builtins.param = params
    builtins.ScoreOut = explore_scoring.ScoreOut
    # The user's prints go to standard error, and the user's file reads an
    # empty standard input: standard input and output are the stream.
    sys.stdout = sys.stderr
    sys.stdin = open(os.devnull, encoding="utf-8")
    sys.path.insert(0, os.path.dirname(os.path.abspath(path)))
    name = os.path.splitext(os.path.basename(path))[0].replace("-", "_")
    try:
        spec = importlib.util.spec_from_file_location(name, path)
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    except Exception as error:  # a syntax error, or the file's own code
        print_exception(error)
        stream.fail(f"could not be loaded: {type(error).__name__}: {clip(str(error))} (the traceback above)")
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 10000))
    found, form = form_of(module, path)
    if found is None:
        stream.fail(form)
    stream.json(form)
    request = json.loads(stream.input.readline() or "null")
    if request is None:
        return
    walk = Walk(stream, found, form, request)
    if form["scoring"]:
        explore_scoring.walk(walk, request)
    elif form["key"] == "family":
        walk.family(request)
    else:
        walk.numbers(request)
    serve(stream, walk, params)


if __name__ == "__main__":
    try:
        main()
    except (BrokenPipeError, KeyboardInterrupt):
        sys.exit(1)
