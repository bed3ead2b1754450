"""Positions as the Python driver (explore_driver.py) and its scoring walk
(explore_scoring.py) handle them: made hashable, and written as Rust's
`{:?}` writes the same value, so that a report reads the same in every
language; and the parameters the driver gives a rule file (`param`)."""

import json


class FrozenList(tuple):
    """A list given as a family's position, made hashable; printed as a
    list (Rust's `{:?}` of a `Vec`)."""

    __slots__ = ()


def freeze(value):
    """A position usable as a key: lists become FrozenList, recursively."""
    if type(value) is list:
        return FrozenList(freeze(v) for v in value)
    if type(value) is tuple or type(value) is FrozenList:
        return type(value)(freeze(v) for v in value)
    return value


def rust_debug(value):
    """The position as Rust's `{:?}` prints the same value."""
    if value is True or value is False:
        return "true" if value else "false"
    if type(value) is int:
        return str(value)
    if type(value) is str:
        return json.dumps(value, ensure_ascii=False)
    if type(value) is FrozenList or type(value) is bytes:
        return "[" + ", ".join(rust_debug(v) for v in value) + "]"
    if type(value) is tuple:
        inner = ", ".join(rust_debug(v) for v in value)
        return "(" + inner + ("," if len(value) == 1 else "") + ")"
    return repr(value)


def clip(text, limit=200):
    return text if len(text) <= limit else text[:limit] + "…"


def key_text(k):
    return "%d,%d" % k if type(k) is tuple else "%d" % k


class Params:
    """`param(name, default)`, the builtin the driver gives a rule file: the
    value of `--param NAME=VALUE`, or `default` when the flag is not given;
    the names read are kept, for the explorer's warning about a `--param`
    the rule never reads."""

    def __init__(self, given):
        self.given = given
        self.read = set()

    def __call__(self, name, default):
        if name in self.given:
            self.read.add(name)
            return self.given[name]
        return default


def parse_params(args):
    """`NAME=VALUE` arguments (the explorer has checked them) as a dict."""
    given = {}
    for arg in args:
        name, _, value = arg.partition("=")
        given[name] = int(value)
    return given
