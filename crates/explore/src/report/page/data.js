// The page's data (the JSON written by report/page/mod.rs) and how to read
// it: nodes are the positions held, the table's drawn cells first (node i is
// cell i), then the positions they reach.
const D = JSON.parse(document.getElementById("page-data").textContent);

const Game = {
  kind: D.kind,
  impartial: D.kind === "impartial",
  partisan: D.kind === "partisan",
  loopy: D.kind === "loopy",
  scoring: D.kind === "scoring",
  // Whether a sum of several positions can be played.
  sums: D.kind === "impartial" || D.kind === "partisan",

  nodes() { return D.cls.length; },
  isCell(i) { return i < D.cells; },
  // A cell as the text report writes it: `n`, or `a,b` for a box.
  key(i) { return D.dims === 1 ? String(i) : Math.floor(i / D.cols) + "," + (i % D.cols); },
  // A node as the reports write it (a family's positions by its `show`).
  text(i) {
    if (D.keyed) return i < D.cells ? Game.key(i) : D.text[i - D.cells];
    return D.text[i];
  },
  // How the page names a node: a cell by its key (and a family's start by
  // its position too), any other position by its text.
  label(i) {
    if (i < D.cells && D.family) return "start(" + Game.key(i) + ") = " + D.text[i];
    return Game.text(i);
  },
  // The value as the report prints it.
  value(i) { return D.value ? D.value[i] : String(D.num[i]); },
  num(i) { return D.num ? D.num[i] : null; },
  cls(i) { return D.cls[i]; },
  held(i) { return i < D.opt.length && D.opt[i] !== null; },
  // The options of node i: lists of parts (impartial, loopy), Left's or
  // Right's (partisan: side 0 Left, 1 Right), [points, next, again]
  // (scoring). Null when the page does not hold them.
  options(i, side) {
    if (!Game.held(i)) return null;
    return Game.partisan ? D.opt[i][side || 0] : D.opt[i];
  },
  // The components of a sum written as the reports write sums.
  sumText(sum) {
    if (sum.length === 0) return "(nothing)";
    return sum.map(Game.text).join(D.keyed ? " " : " + ");
  },
  partsText(parts) {
    return parts.length === 0 ? "nothing" : parts.map(Game.text).join(" + ");
  },
  // XOR of the parts' Grundy values (normal play).
  xor(parts) { return parts.reduce((x, p) => x ^ Game.num(p), 0); },
  // The cell a typed position names, or an error.
  cellOf(word) {
    const cols = D.dims === 1 ? D.cells : D.cols;
    const rows = D.dims === 1 ? 1 : D.cells / D.cols;
    if (D.dims === 1) {
      if (!/^\d+$/.test(word)) return { error: "expected a position n (a number), found \"" + word + "\"" };
      const n = Number(word);
      if (n >= cols) return { error: "position " + word + " is past the table the page holds (0 … " + (cols - 1) + ")" };
      return { cell: n };
    }
    const m = /^(\d+),(\d+)$/.exec(word);
    if (!m) return { error: "expected a position a,b, found \"" + word + "\"" };
    const a = Number(m[1]), b = Number(m[2]);
    if (a >= rows || b >= cols) return { error: "position " + word + " is past the box the page holds (0 ≤ a < " + rows + ", 0 ≤ b < " + cols + ")" };
    return { cell: a * cols + b };
  },
  // A typed sum: the cells it names, or an error.
  parseSum(text) {
    const words = text.trim().split(/\s+/).filter((w) => w.length > 0);
    if (words.length === 0) return { error: "type a position (or several, separated by spaces)" };
    const sum = [];
    for (const w of words) {
      const c = Game.cellOf(w);
      if (c.error) return c;
      sum.push(c.cell);
    }
    return { sum };
  },
  // What the page holds, in words.
  closedText() {
    if (D.closed === 0) return "no position's options (the first one's alone pass the page's budget)";
    const last = Game.key(D.closed - 1);
    const what = D.dims === 1 ? (D.family ? "start(0) … start(" + last + ")" : "positions 0 … " + last)
      : "the cells up to " + last + " (row by row)";
    return "the options of " + what + " and of every position they reach";
  },
};

// Elements and text.
function el(tag, attrs, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (k === "class") e.className = v;
    else if (k.startsWith("on")) e.addEventListener(k.slice(2), v);
    else if (v !== null && v !== undefined) e.setAttribute(k, v);
  }
  for (const c of children) e.append(c);
  return e;
}
