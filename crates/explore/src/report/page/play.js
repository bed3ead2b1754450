// Play against the explorer, as --play does: the explorer wins as fast as
// it can and, when it is lost, holds out as long as it can (the page's
// literal search); under normal play past the search's reach it moves by the
// values. A partisan game is played by the same search over Left's and
// Right's moves (the side to move is part of the position); a scoring game
// optimally, the scores kept; a loopy game on one position, by retrograde
// analysis (a drawn position is kept drawn). Undo takes back your last move
// and the explorer's answer; Restart goes back to the start.

const Play = {
  history: [], // states: {sum, mover: 0 you / 1 explorer, side, scores}
  state: null,
  youSide: 0,
  over: false,

  form() {
    const f = document.getElementById("play-form");
    const what = Game.sums ? "A start: a position, or a sum of several separated by spaces (as the report writes them: " + (D.dims === 1 ? "\"7 6 9 3\"" : "\"3,5 4,7\"") + ")"
      : "A start: one position (" + (D.dims === 1 ? "\"7\"" : "\"3,5\"") + ")";
    const input = el("input", { type: "text", id: "start", "aria-label": what, value: "" });
    f.append(el("label", { for: "start" }, what + " "), input, " ");
    if (Game.partisan) {
      const side = el("select", { id: "side", "aria-label": "your side" },
        el("option", { value: "0" }, "you play Left"), el("option", { value: "1" }, "you play Right"));
      f.append(side, " ");
    }
    const first = el("input", { type: "checkbox", id: "explorer-first" });
    f.append(el("label", {}, first, " the explorer moves first"), " ");
    f.append(el("button", { type: "button", id: "play-start", onclick: () => Play.start() }, "Start"));
    f.append(el("button", { type: "button", id: "undo", onclick: () => Play.undo() }, "Undo"));
    f.append(el("button", { type: "button", id: "restart", onclick: () => Play.restart() }, "Restart"));
    input.addEventListener("keydown", (e) => { if (e.key === "Enter") Play.start(); });
    if (D.play_note) f.append(el("p", { class: "note" }, D.play_note));
  },

  startFrom(text) {
    document.getElementById("start").value = text;
    Play.start();
    document.getElementById("play").scrollIntoView();
  },
  addToStart(key) {
    const input = document.getElementById("start");
    input.value = (input.value.trim() + " " + key).trim();
    input.focus();
  },

  status(text, state) {
    const s = document.getElementById("status");
    s.textContent = text;
    s.dataset.state = state;
  },

  start() {
    const parsed = Game.parseSum(document.getElementById("start").value);
    if (parsed.error) return Play.status(parsed.error, "refused");
    if (!Game.sums && parsed.sum.length > 1) {
      return Play.status(Game.scoring ? "One start at a time: the scores of a sum of games do not add, so the explorer values each start alone." : "One position at a time: a sum of loopy positions is not one position of the graph the values are defined on.", "refused");
    }
    for (const c of parsed.sum) {
      // Every position a start reaches must be held: the cells before
      // D.closed are, with all they reach.
      if (c >= D.closed) return Play.status("Not playable here: the page holds " + Game.closedText() + ", not every position " + Game.text(c) + " reaches. Use --play on the command line.", "refused");
    }
    Play.youSide = Game.partisan ? Number(document.getElementById("side").value) : 0;
    const explorerFirst = document.getElementById("explorer-first").checked;
    const side = Game.partisan ? (explorerFirst ? 1 - Play.youSide : Play.youSide) : 0;
    if (Game.partisan) {
      const o = search.outcome(parsed.sum, side);
      if (o.stop) return Play.status("Not playable here: " + stopText(o) + "; the page does not guess.", "refused");
    }
    Play.first = { sum: parsed.sum, mover: explorerFirst ? 1 : 0, side, scores: [0, 0] };
    Play.restart();
  },

  restart() {
    if (!Play.first) return;
    Play.history = [];
    document.getElementById("log").replaceChildren();
    Play.state = Object.assign({}, Play.first, { scores: [0, 0] });
    Play.over = false;
    Play.turn();
  },

  undo() {
    // Back to the last position where it was your move.
    while (Play.history.length > 0) {
      const h = Play.history.pop();
      const log = document.getElementById("log");
      if (log.lastChild) log.lastChild.remove();
      Play.state = h;
      if (h.mover === 0) break;
    }
    Play.over = false;
    Play.turn();
  },

  // The moves of the state's position for its mover.
  moves() {
    const s = Play.state;
    if (Game.scoring) {
      return (Game.options(s.sum[0]) || []).map((o, k) => ({ k, option: o, next: [o[1]] }));
    }
    return search.moves(s.sum, s.side);
  },

  // The value of a position as the page can give it.
  valueText(sum, side) {
    if (Game.kind === "impartial") {
      const o = search.outcome(sum, 0);
      return "value " + Game.xor(sum) + (o.stop ? " (remoteness not computed: " + stopText(o) + ")" : ", remoteness " + o.rem);
    }
    if (Game.scoring || Game.loopy) return "value " + Game.value(sum[0]);
    const o = search.outcome(sum, side);
    if (o.stop) return "not judged: " + stopText(o);
    return (o.won ? "won" : "lost") + " for " + (Game.partisan ? (side === 0 ? "Left" : "Right") : "the player") + " to move, remoteness " + o.rem;
  },

  describe(m, sum) {
    if (Game.scoring) {
      const [points, next, again] = m.option;
      return "option " + (m.k + 1) + ": " + (points >= 0 ? "+" : "") + points + " → " + Game.text(next) + (again ? " (moves again)" : "");
    }
    return "component " + (m.component + 1) + ": " + Game.text(sum[m.component]) + " → " + Game.partsText(m.parts) + " (leaves " + Game.sumText(m.next) + ")";
  },

  apply(m, who) {
    const s = Play.state;
    Play.history.push(s);
    const next = { sum: m.next, mover: 1 - s.mover, side: 1 - s.side, scores: s.scores.slice() };
    if (Game.scoring) {
      next.scores[s.mover] += m.option[0];
      if (m.option[2]) { next.mover = s.mover; next.side = s.side; }
    }
    if (!Game.partisan) next.side = 0;
    const after = Game.scoring ? "scores you " + next.scores[0] + ", the explorer " + next.scores[1] : Play.valueText(next.sum, next.side);
    document.getElementById("log").append(el("li", { "data-who": who }, (who === "you" ? "You: " : "The explorer: ") + Play.describe(m, s.sum) + "; " + after));
    Play.state = next;
  },

  // Whose move it is, the position's value and the moves; the explorer's
  // move made at once.
  turn() {
    const board = document.getElementById("board");
    board.replaceChildren();
    const at = document.getElementById("play-at");
    at.replaceChildren();
    const s = Play.state;
    const moves = Play.moves();
    const mover = s.mover === 0 ? "you" : "the explorer";
    const pos = el("p", { id: "play-pos", "data-pos": Game.sumText(s.sum) });
    const sideText = Game.partisan ? " (" + (s.side === 0 ? "Left" : "Right") + ")" : "";
    pos.append("Position " + Game.sumText(s.sum) + ": " + Play.valueText(s.sum, s.side) + (Game.scoring ? "; scores you " + s.scores[0] + ", the explorer " + s.scores[1] : ""));
    at.append(pos);
    if (moves.length === 0) return Play.end(at);
    if (Game.loopy && Play.history.length >= 400) {
      Play.over = true;
      return Play.status("400 moves played: a drawn game goes on for ever with best play; stopped here.", "draw");
    }
    if (s.mover === 1) {
      Play.status("The explorer's move" + sideText + "…", "thinking");
      const m = Play.explorerMove(moves);
      if (m === null) return;
      Play.apply(m, "explorer");
      return Play.turn();
    }
    Play.status("Your move" + sideText + ": choose one below.", "your-move");
    const list = el("ul", { class: "moves options" });
    for (const m of moves) {
      // The value of what the move leaves: a sum's Grundy value, or the
      // mover's final advantage through a scoring option.
      let value = "";
      if (Game.kind === "impartial") value = String(Game.xor(m.next));
      else if (Game.scoring) value = String(m.option[2] ? m.option[0] + Game.num(m.option[1]) : m.option[0] - Game.num(m.option[1]));
      else if (Game.loopy) value = m.next.length === 0 ? "0" : Game.value(m.next[0]);
      // Whether the move leaves a position lost for the opponent, and its
      // remoteness, where the page computes them (not shown: a hint for
      // scripts, as the position opened shows the winning moves).
      const after = Play.judge(m);
      list.append(el("li", {}, el("button", { type: "button", class: "move", "data-leaves": Game.sumText(m.next), "data-value": value, "data-wins": after.wins, "data-rem": after.rem, onclick: () => { Play.apply(m, "you"); Play.turn(); } }, Play.describe(m, s.sum))));
    }
    board.append(list);
    const b = list.querySelector("button");
    if (b && document.activeElement && document.activeElement.closest && document.activeElement.closest("#play")) b.focus();
  },

  judge(m) {
    if (Game.scoring) return { wins: "", rem: "" };
    // Normal play: by the values (a search per move would cost a sum's
    // whole search each).
    if (Game.kind === "impartial") return { wins: String(Game.xor(m.next) === 0), rem: "" };
    if (Game.loopy) {
      retro = retro || retrograde();
      if (m.next.length === 0) return { wins: "true", rem: "0" };
      const st = retro.status[m.next[0]];
      return { wins: st === 2 ? "true" : st === 1 ? "false" : "", rem: st ? String(retro.rem[m.next[0]]) : "" };
    }
    const o = search.outcome(m.next, 1 - Play.state.side);
    return o.stop ? { wins: "", rem: "" } : { wins: String(!o.won), rem: String(o.rem) };
  },

  explorerMove(moves) {
    const s = Play.state;
    if (Game.scoring) {
      const v = Game.num(s.sum[0]);
      return moves.find((m) => (m.option[2] ? m.option[0] + Game.num(m.option[1]) : m.option[0] - Game.num(m.option[1])) === v);
    }
    if (Game.loopy) {
      retro = retro || retrograde();
      const st = (m) => (m.next.length === 0 ? 2 : retro.status[m.next[0]]);
      const rm = (m) => (m.next.length === 0 ? 0 : retro.rem[m.next[0]]);
      const lost = moves.filter((m) => st(m) === 2);
      if (lost.length > 0) return lost.reduce((a, b) => (rm(b) < rm(a) ? b : a));
      const drawn = moves.find((m) => st(m) === 0);
      if (drawn) return drawn;
      return moves.reduce((a, b) => (rm(b) > rm(a) ? b : a));
    }
    const b = search.best(s.sum, s.side);
    if (b.move === null || b.move === undefined) {
      Play.over = true;
      Play.status("The explorer cannot judge this position: " + stopText(b.stop) + "; the page does not guess.", "refused");
      return null;
    }
    if (b.by === "values") {
      document.getElementById("log").append(el("li", { class: "note" }, "(" + stopText(b.stop) + ": the explorer moves by the Grundy values, as --play does)"));
    }
    return b.move;
  },

  end(board) {
    const s = Play.state;
    Play.over = true;
    if (Game.scoring) {
      const payoff = Game.num(s.sum[0]);
      const scores = s.scores.slice();
      scores[s.mover] += payoff;
      const [you, me] = scores;
      const verdict = you > me ? "you win by " + (you - me) : you < me ? "the explorer wins by " + (me - you) : "a draw";
      board.append(el("p", { id: "final", "data-you": String(you), "data-explorer": String(me) }, "Final scores: you " + you + ", the explorer " + me + (payoff !== 0 ? " (the end pays " + payoff + " to " + (s.mover === 0 ? "you" : "the explorer") + ")" : "")));
      return Play.status("Game over: " + verdict + ".", you > me ? "won" : you < me ? "lost" : "draw");
    }
    // Normal play: the player left without a move loses.
    const youWin = s.mover !== 0;
    const who = s.mover === 0 ? "you" : "the explorer";
    Play.status("No move left for " + who + ": " + (youWin ? "you win." : "the explorer wins."), youWin ? "won" : "lost");
  },
};

Play.form();
document.getElementById("holds-text").textContent =
  "The table's " + D.cells + " positions drawn, each with its value. The page holds " + Game.closedText() +
  " (" + D.parts + " option parts of its budget of " + D.budget + "): those positions can be opened and played; past them the page says so instead of guessing. " +
  (Game.sums ? "A sum is searched within " + D.bound + " sum positions; past that the explorer " + (Game.kind === "impartial" ? "moves by the Grundy values, as --play does." : "does not play it.") : "One position is played at a time.");
