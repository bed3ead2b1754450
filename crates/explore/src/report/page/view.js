// The table and a position opened: clicking a cell (or moving to it with
// the arrow keys and pressing Enter) shows its value, its outcome, its
// remoteness where the page computes one, and its options with their
// values, the winning ones marked.

const search = new Search();
let retro = null;
const table = document.getElementById("table");
const drawnCols = D.dims === 1 ? 20 : D.cols;

// The cells in table order: cell i is the i-th (the file carries no id per
// cell, to stay small).
const cellEls = table.querySelectorAll("td");
function cellElement(i) { return cellEls[i]; }
function cellIndex(td) {
  const pos = td.dataset.pos;
  if (D.dims === 1) return Number(pos);
  const [a, b] = pos.split(",").map(Number);
  return a * D.cols + b;
}

// Roving focus: one cell is in the tab order, the arrow keys move it.
let focused = 0;
function focusCell(i, open) {
  const next = cellElement(i);
  if (!next) return;
  const old = cellElement(focused);
  if (old) old.tabIndex = -1;
  next.tabIndex = 0;
  focused = i;
  next.focus();
  if (open) openNode(i);
}
if (cellElement(0)) cellElement(0).tabIndex = 0;

table.addEventListener("click", (e) => {
  const td = e.target.closest("td");
  if (td) focusCell(cellIndex(td), true);
});
table.addEventListener("keydown", (e) => {
  const td = e.target.closest("td");
  if (!td) return;
  const i = cellIndex(td);
  const step = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -drawnCols, ArrowDown: drawnCols }[e.key];
  if (step !== undefined) {
    e.preventDefault();
    const j = i + step;
    if (j >= 0 && j < D.cells) focusCell(j, false);
  } else if (e.key === "Home") {
    e.preventDefault(); focusCell(i - (i % drawnCols), false);
  } else if (e.key === "End") {
    e.preventDefault(); focusCell(Math.min(D.cells - 1, i - (i % drawnCols) + drawnCols - 1), false);
  } else if (e.key === "Enter" || e.key === " ") {
    e.preventDefault(); openNode(i);
  }
});

// What an outcome letter means.
function outcomeText(c) {
  return {
    P: "P: lost for the player to move",
    N: "N: won for the player to move",
    D: "D: a draw",
    L: "L: Left wins, whoever moves first",
    R: "R: Right wins, whoever moves first",
    "+": "the mover ends ahead",
    "-": "the mover ends behind",
    "0": "level",
  }[c] || c;
}

function remText(o, who) {
  if (o.stop) return "remoteness not computed: " + stopText(o);
  return (o.won ? "won" : "lost") + " for " + who + ", remoteness " + o.rem + " (moves left with best play)";
}

// An option's value and whether it wins, for the mover of node i.
function judgeOption(i, opt, side) {
  if (Game.scoring) {
    const [points, next, again] = opt;
    const through = again ? points + Game.num(next) : points - Game.num(next);
    return { parts: [next], value: String(through), win: through === Game.num(i), points, again };
  }
  if (Game.kind === "impartial") {
    const v = Game.xor(opt);
    return { parts: opt, value: String(v), win: v === 0 };
  }
  if (Game.loopy) {
    if (opt.length === 0) return { parts: opt, value: "0", win: true };
    retro = retro || retrograde();
    return { parts: opt, value: Game.value(opt[0]), win: retro.status[opt[0]] === 2 };
  }
  const o = search.outcome(opt, 1 - (side || 0));
  const value = opt.length === 1 ? Game.value(opt[0]) : opt.map(Game.value).join(" + ");
  return { parts: opt, value, win: !o.stop && !o.won, stop: o.stop ? o : null };
}

function optionItem(i, opt, side) {
  const j = judgeOption(i, opt, side);
  const pos = Game.partsText(j.parts);
  const li = el("li", { "data-pos": pos, "data-value": j.value, class: j.win ? "win" : null });
  if (Game.scoring) li.append((j.points >= 0 ? "+" : "") + j.points + " → ");
  else li.append("→ ");
  if (j.parts.length === 0) li.append("nothing");
  j.parts.forEach((p, k) => {
    if (k > 0) li.append(" + ");
    li.append(el("button", { type: "button", onclick: () => openNode(p), title: "open " + Game.text(p) }, Game.text(p)));
  });
  if (Game.scoring) li.append(" (" + (j.again ? "moves again; " : "") + "final advantage through it " + j.value + ")");
  else li.append(" (value " + j.value + ")");
  if (j.win) li.append(Game.scoring ? " best" : " winning");
  if (j.stop) li.append(el("span", { class: "note" }, " — not judged: " + stopText(j.stop)));
  return li;
}

function optionList(i, side, title) {
  const opts = Game.options(i, side);
  const box = el("div", {});
  box.append(el("h3", {}, title));
  if (opts === null) {
    box.append(el("p", { class: "warn" }, "Its options are not in this page: it holds " + Game.closedText() + ". Run the explorer with --moves for this position."));
    return box;
  }
  if (opts.length === 0) {
    box.append(el("p", {}, "No options."));
    return box;
  }
  const ul = el("ul", { class: "options" });
  for (const opt of opts) ul.append(optionItem(i, opt, side));
  box.append(ul);
  return box;
}

function openNode(i) {
  const box = document.getElementById("opened");
  box.replaceChildren();
  document.querySelectorAll("#table td.open").forEach((td) => td.classList.remove("open"));
  if (cellElement(i) && Game.isCell(i)) cellElement(i).classList.add("open");
  const head = el("p", { id: "opened-pos", "data-pos": Game.isCell(i) ? Game.key(i) : Game.text(i), "data-value": Game.value(i), "data-outcome": Game.cls(i) });
  head.append(el("strong", {}, Game.label(i)), ": value " + Game.value(i) + " — " + outcomeText(Game.cls(i)));
  box.append(head);
  if (Game.impartial || Game.partisan) {
    const sides = Game.partisan ? [[0, "Left"], [1, "Right"]] : [[0, "the player to move"]];
    for (const [side, who] of sides) {
      const o = search.outcome([i], side);
      box.append(el("p", { class: "rem", "data-remoteness": o.stop ? "" : String(o.rem), "data-won": o.stop ? "" : String(o.won) }, (Game.partisan ? who + " moving first: " : "") + remText(o, Game.partisan ? who : who)));
    }
  } else if (Game.loopy && Game.held(i)) {
    retro = retro || retrograde();
    const s = retro.status[i];
    box.append(el("p", { class: "rem", "data-remoteness": s ? String(retro.rem[i]) : "" },
      s === 0 ? "a draw with best play (neither player can force a win)" : (s === 1 ? "won" : "lost") + " for the player to move, remoteness " + retro.rem[i]));
  }
  if (Game.partisan) {
    box.append(optionList(i, 0, "Left's options (★ wins for Left moving first)"));
    box.append(optionList(i, 1, "Right's options (★ wins for Right moving first)"));
  } else {
    box.append(optionList(i, 0, Game.scoring ? "Options (★ the best for the mover)" : "Options (★ a winning move)"));
  }
  const actions = el("p", {});
  actions.append(el("button", { type: "button", id: "play-here", onclick: () => Play.startFrom(String(Game.isCell(i) ? Game.key(i) : "")) }, "Play from here"));
  if (Game.sums && Game.isCell(i)) {
    actions.append(el("button", { type: "button", onclick: () => Play.addToStart(Game.key(i)) }, "Add to the sum to play"));
  }
  if (Game.isCell(i)) box.append(actions);
}
