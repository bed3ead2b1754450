// The literal search of a sum's positions, as the explorer's
// engines/literal.rs does it: a position of the sum is the multiset of its
// components that still have a move (a partisan sum also records who is to
// move); a position without a move has remoteness 0 and is lost for the
// player to move (normal play: the page has no misère page); otherwise it is
// won when some option is lost for the opponent, with 1 + the least such
// remoteness (the winner wins as fast as it can), and lost when every option
// is won for the opponent, with 1 + the largest (the loser holds out as long
// as it can). An explicit stack, never the call stack; at most D.bound sum
// positions for one question, past which it stops and says so.

const OPEN = 0;

class Search {
  constructor() {
    this.memo = new Map();
  }
  // Whether a component has a move for either side (null: not held).
  live(c) {
    if (!Game.held(c)) return null;
    if (Game.partisan) return D.opt[c][0].length > 0 || D.opt[c][1].length > 0;
    return D.opt[c].length > 0;
  }
  // The sum's canonical form: the live components sorted, or a stop.
  norm(sum) {
    const live = [];
    for (const c of sum) {
      const l = this.live(c);
      if (l === null) return { stop: "unheld", node: c };
      if (l) live.push(c);
    }
    live.sort((a, b) => a - b);
    return { comps: live };
  }
  key(comps, side) {
    return Game.partisan ? side + ":" + comps.join(",") : comps.join(",");
  }
  // Every move of a sum: [component index, parts, the sum it leaves].
  moves(sum, side) {
    const out = [];
    sum.forEach((c, j) => {
      for (const parts of Game.options(c, side) || []) {
        const next = sum.slice(0, j).concat(parts, sum.slice(j + 1));
        out.push({ component: j, parts, next });
      }
    });
    return out;
  }
  frame(comps, side) {
    const children = [];
    for (const m of this.moves(comps, side)) {
      const n = this.norm(m.next);
      if (n.stop) return n;
      children.push({ comps: n.comps, key: this.key(n.comps, 1 - side) });
    }
    return { comps, side, children, at: 0, fastest: null, longest: -1 };
  }
  // The outcome of `sum` with `side` to move: {won, rem}, or {stop, node}.
  outcome(sum, side) {
    side = side || 0;
    const root = this.norm(sum);
    if (root.stop) return root;
    const rootKey = this.key(root.comps, side);
    const known = this.memo.get(rootKey);
    if (known !== undefined && known !== OPEN) return known;
    // Each question may use the whole bound: what earlier ones kept is
    // dropped when it fills it.
    if (this.memo.size >= D.bound) this.memo.clear();
    const stack = [];
    const fail = (stop) => {
      for (const f of stack) this.memo.delete(this.key(f.comps, f.side));
      return stop;
    };
    const first = this.frame(root.comps, side);
    if (first.stop) return first;
    this.memo.set(rootKey, OPEN);
    stack.push(first);
    for (;;) {
      const f = stack[stack.length - 1];
      if (f.at < f.children.length) {
        const child = f.children[f.at];
        const m = this.memo.get(child.key);
        if (m === OPEN) return fail({ stop: "cycle", node: child.comps[0] });
        if (m === undefined) {
          if (this.memo.size >= D.bound) return fail({ stop: "bound" });
          const g = this.frame(child.comps, 1 - f.side);
          if (g.stop) return fail(g);
          this.memo.set(child.key, OPEN);
          stack.push(g);
          continue;
        }
        if (!m.won) f.fastest = f.fastest === null ? m.rem : Math.min(f.fastest, m.rem);
        else f.longest = Math.max(f.longest, m.rem);
        f.at++;
        continue;
      }
      stack.pop();
      let result;
      if (f.children.length === 0) result = { won: false, rem: 0 };
      else if (f.fastest !== null) result = { won: true, rem: f.fastest + 1 };
      else result = { won: false, rem: f.longest + 1 };
      this.memo.set(this.key(f.comps, f.side), result);
      if (stack.length === 0) return result;
    }
  }
  // The explorer's move: the fastest win, else the longest hold-out (the
  // first such in the rule's order), as --play chooses; past the search's
  // reach under normal play, the first winning move by the values, else the
  // first move. {move, by} or {stop}.
  best(sum, side) {
    side = side || 0;
    const moves = this.moves(sum, side);
    let best = null;
    for (const m of moves) {
      const o = this.outcome(m.next, 1 - side);
      if (o.stop) {
        if (Game.kind !== "impartial") return { stop: o };
        const win = moves.find((w) => Game.xor(w.next) === 0);
        return { move: win || moves[0], by: "values", stop: o };
      }
      const better = best === null
        || (!o.won && best.o.won)
        || (!o.won && !best.o.won && o.rem < best.o.rem)
        || (o.won && best.o.won && o.rem > best.o.rem);
      if (better) best = { m, o };
    }
    return best === null ? { move: null } : { move: best.m, by: "search" };
  }
}

// Why a search stopped, in words.
function stopText(s) {
  if (s.stop === "bound") return "past the page's search bound of " + D.bound + " sum positions";
  if (s.stop === "unheld") return "the page does not hold the options of " + Game.text(s.node) + " (it holds " + Game.closedText() + ")";
  return "the rule has a cycle";
}

// Retrograde analysis of a loopy rule's positions held (one position, no
// sums): won, lost or drawn, with the remoteness of the won and lost ones.
// An option that leaves nothing is a move to the empty game, lost for the
// player then to move. Positions are finished in order of remoteness (a
// first-in, first-out queue), so a win is found at its fastest.
function retrograde() {
  const n = Game.nodes();
  const status = new Int8Array(n); // 0 drawn or unknown, 1 won, 2 lost
  const rem = new Int32Array(n);
  const longest = new Int32Array(n).fill(-1);
  const count = new Int32Array(n);
  const preds = Array.from({ length: n }, () => []);
  const lost0 = [], won1 = [];
  for (let u = 0; u < n; u++) {
    const opts = Game.options(u);
    if (opts === null) continue;
    if (opts.length === 0) { status[u] = 2; lost0.push(u); continue; }
    let empty = false;
    for (const parts of opts) {
      if (parts.length === 0) empty = true;
      else { preds[parts[0]].push(u); count[u]++; }
    }
    if (empty) { status[u] = 1; rem[u] = 1; won1.push(u); }
  }
  const queue = lost0.concat(won1);
  for (let h = 0; h < queue.length; h++) {
    const v = queue[h];
    for (const u of preds[v]) {
      if (status[u] !== 0) continue;
      if (status[v] === 2) {
        status[u] = 1; rem[u] = rem[v] + 1; queue.push(u);
      } else {
        longest[u] = Math.max(longest[u], rem[v]);
        if (--count[u] === 0) { status[u] = 2; rem[u] = longest[u] + 1; queue.push(u); }
      }
    }
  }
  return { status, rem };
}
