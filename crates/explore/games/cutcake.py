"""Cutcake in Python (Winning Ways, ch. 2; the same game as cutcake.rs): a
partisan pair rule. Left cuts across the width w, Right across the height
h; a cut leaves two rectangles. Every value is an integer.
"""


def left(cake: tuple[int, int]):
    w, h = cake
    return [[(i, h), (w - i, h)] for i in range(1, w)] if h else []


def right(cake: tuple[int, int]):
    w, h = cake
    return [[(w, j), (w, h - j)] for j in range(1, h)] if w else []
