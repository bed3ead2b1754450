//! Outcomes of a finite game graph that may have cycles (a "loopy" game), by
//! retrograde analysis: backward induction from the positions where the game
//! ends, with a counter of undecided options per position.
//!
//! A game is a directed graph of positions `0..n_positions`; a move goes
//! from a position to one of its successors, and passes the turn. A
//! position without successors ends the game. Three rules are provided:
//!
//! - [`outcomes`]: win, lose or draw for the player to move, with the
//!   remoteness (how many moves the winner needs, how long the loser can hold
//!   out). The player who cannot move loses ([`Terminal::MoverLoses`]) or
//!   wins ([`Terminal::MoverWins`]); a player who cannot win prefers an
//!   endless game (a draw) to a loss (Codeforces 786A Berzerk, AtCoder
//!   ABC209 E Shiritori); [`circle_outcomes`] is the same for a token on a
//!   circle moved by each player's own steps (Berzerk), with the moves
//!   found 64 at a time instead of one by one.
//! - [`ranked_outcomes`]: each position belongs to one of two players, and
//!   the player [`Side::Max`] ranks an endless game above a win, between a
//!   win and a loss, or below a loss ([`EndlessRank`]); the other player's
//!   preferences are the reverse (the game is zero-sum). NEERC 2016 "Game on
//!   Graph" (Luogu P6970) is the first case.
//! - [`min_max_values`]: a weighted game; [`Side::Min`] first wants the game
//!   to end and then the smallest total weight, [`Side::Max`] first wants it
//!   endless and then the largest total (AtCoder ABC261 Ex), by a
//!   Dijkstra-like order; [`alternating_min_max_values`] is the same for a
//!   token moved in turn on a weighted graph, stored for speed (one list of
//!   arcs per vertex serves both players' positions).
//!
//! The graph is given through [`Graph`] (out-degrees and predecessors), so a
//! problem whose moves follow a formula need not store its edges; [`Csr`] is
//! the graph stored in compressed form, and [`alternating`] builds the
//! (vertex, player to move) positions of a token moved by two players in
//! turn. Everything is
//! iterative: no recursion, whatever the graph's depth.
//!
//! # Example
//! ```
//! use gamecore::cyclic::retrograde::{outcomes, Csr, Outcome, Terminal};
//! // 0 → 1 → 2 (2 ends the game), and 3 ⇄ 4.
//! let graph = Csr::new(&[0, 1, 2, 2, 3, 4], &[1, 2, 4, 3]);
//! assert_eq!(
//!     outcomes(&graph, Terminal::MoverLoses),
//!     [Outcome::Lose(2), Outcome::Win(1), Outcome::Lose(0), Outcome::Draw, Outcome::Draw]
//! );
//! ```

mod alternating;
mod ranked;
#[cfg(test)]
mod tests;
mod weighted;

pub use alternating::{AlternatingValues, alternating_min_max_values};
pub use ranked::{Ending, EndlessRank, Side, alternating, ranked_outcomes};
pub use weighted::{WeightedArc, min_max_values};

/// A finite game graph, seen backwards: how many moves each position has, and
/// which positions move to it.
///
/// A position with `out_degree` 0 ends the game. `for_each_predecessor(v, f)`
/// calls `f(u)` once for every edge `u → v` (so twice for a repeated edge):
/// the counts of the predecessors' calls must match the out-degrees.
pub trait Graph {
    /// The number of positions, `0..n_positions()`.
    fn n_positions(&self) -> usize;
    /// The number of moves from `position` (edges, counted with repetition).
    fn out_degree(&self, position: usize) -> usize;
    /// Calls `f(u)` for every edge `u → position`.
    fn for_each_predecessor<F: FnMut(usize)>(&self, position: usize, f: F);
}

/// A game graph stored in compressed form, forwards and backwards.
///
/// # Example
/// ```
/// use gamecore::cyclic::retrograde::{Csr, Graph};
/// // 0 → 1, 0 → 2, 2 → 1.
/// let graph = Csr::new(&[0, 2, 2, 3], &[1, 2, 1]);
/// assert_eq!((graph.n_positions(), graph.out_degree(0), graph.out_degree(1)), (3, 2, 0));
/// let mut to_1 = Vec::new();
/// graph.for_each_predecessor(1, |u| to_1.push(u));
/// assert_eq!(to_1, [0, 2]);
/// ```
#[derive(Debug, Clone)]
pub struct Csr {
    out_degrees: Vec<u32>,
    /// The predecessors of `v` are `sources[back_starts[v]..back_starts[v + 1]]`.
    back_starts: Vec<u32>,
    sources: Vec<u32>,
}

/// The reverse of a compressed graph: for each target, where its sources
/// start in the returned list (as `u32`, which halves the memory).
fn reverse(starts: &[usize], targets: &[usize]) -> (Vec<u32>, Vec<u32>) {
    let n_positions = starts.len() - 1;
    // `back_starts[v + 1]` first counts the edges into `v − 1`; summed up, it
    // is where those into `v` start, and serves as their cursor while they
    // are filled in, which leaves it where those into `v + 1` start. The
    // extra entry at the end goes after.
    let mut back_starts = vec![0u32; n_positions + 2];
    for &target in targets {
        assert!(
            target < n_positions,
            "retrograde: target {} of a graph with {} positions",
            target,
            n_positions
        );
        back_starts[target + 2] += 1;
    }
    for position in 2..n_positions + 2 {
        back_starts[position] += back_starts[position - 1];
    }
    let mut sources = vec![0u32; targets.len()];
    for source in 0..n_positions {
        for &target in &targets[starts[source]..starts[source + 1]] {
            let at = &mut back_starts[target + 1];
            sources[*at as usize] = source as u32;
            *at += 1;
        }
    }
    back_starts.pop();
    (back_starts, sources)
}

/// Panics unless `starts` describes a compressed graph over `targets`.
pub(super) fn check_starts(starts: &[usize], n_targets: usize, what: &str) {
    assert!(
        !starts.is_empty(),
        "retrograde::{}: `starts` is empty",
        what
    );
    assert!(
        starts.windows(2).all(|pair| pair[0] <= pair[1]) && starts[starts.len() - 1] == n_targets,
        "retrograde::{}: `starts` must be non-decreasing and end at targets.len() = {}",
        what,
        n_targets
    );
    assert!(
        n_targets < u32::MAX as usize && starts.len() < u32::MAX as usize,
        "retrograde::{}: at most 2^32 − 2 positions and edges",
        what
    );
}

impl Csr {
    /// The graph whose position `v` moves to `targets[starts[v]..starts[v + 1]]`,
    /// for the positions `0..starts.len() − 1`.
    ///
    /// # Constraints
    /// `starts` is non-empty, non-decreasing and ends at `targets.len()`;
    /// every target is below `starts.len() − 1`; fewer than 2^32 − 1 edges.
    ///
    /// # Panics
    /// If a constraint fails.
    ///
    /// # Complexity
    /// `O(n_positions + n_edges)` time and memory.
    ///
    /// # Example
    /// ```
    /// use gamecore::cyclic::retrograde::{Csr, Graph};
    /// assert_eq!(Csr::new(&[0, 1, 1], &[1]).out_degree(0), 1);
    /// ```
    pub fn new(starts: &[usize], targets: &[usize]) -> Csr {
        check_starts(starts, targets.len(), "Csr::new");
        let (back_starts, sources) = reverse(starts, targets);
        let out_degrees = starts
            .windows(2)
            .map(|pair| (pair[1] - pair[0]) as u32)
            .collect();
        Csr {
            out_degrees,
            back_starts,
            sources,
        }
    }
}

impl Graph for Csr {
    fn n_positions(&self) -> usize {
        self.out_degrees.len()
    }

    fn out_degree(&self, position: usize) -> usize {
        self.out_degrees[position] as usize
    }

    fn for_each_predecessor<F: FnMut(usize)>(&self, position: usize, mut f: F) {
        let from = self.back_starts[position] as usize;
        let to = self.back_starts[position + 1] as usize;
        for &source in &self.sources[from..to] {
            f(source as usize);
        }
    }
}

/// What happens to the player to move at a position without moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Terminal {
    /// Normal play: who cannot move loses.
    MoverLoses,
    /// Who cannot move wins.
    MoverWins,
}

/// The outcome of a position for the player to move, under optimal play.
///
/// `Win(r)`: the player to move wins, and needs `r` moves (counting both
/// players') at best; `Lose(r)`: the opponent wins, and the player to move
/// can hold out `r` moves at most; `Draw`: neither can force a win, and the
/// game goes on forever.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The player to move wins in this many moves.
    Win(u32),
    /// The player to move loses after this many moves.
    Lose(u32),
    /// Neither player can force a win.
    Draw,
}

/// Win, lose or draw with remoteness for the player to move at every
/// position.
///
/// Rule: a position without moves is lost ([`Terminal::MoverLoses`]) or won
/// ([`Terminal::MoverWins`]) in 0 moves; a position is won if some move
/// leads to a lost position, lost if every move leads to a won one, and a
/// draw otherwise (a player who cannot win keeps the game going rather than
/// lose). The remoteness (Smith's) of a win is 1 + the least remoteness of
/// its lost options; of a loss, 1 + the greatest remoteness of its (won)
/// options.
///
/// Positions are decided in a first-in first-out queue starting from the
/// terminal ones, so they leave it in order of remoteness: a position is won
/// the first time one of its options is found lost (the least remoteness),
/// and lost when its counter of options not yet found won reaches zero (the
/// greatest).
///
/// # Constraints
/// The graph's predecessors match its out-degrees (as [`Graph`] requires;
/// otherwise the outcomes mean nothing); fewer than 2^32 moves from any
/// position.
///
/// # Complexity
/// `O(n_positions + n_edges)` time (each edge is seen once backwards);
/// `O(n_positions)` memory besides the graph; no recursion.
///
/// # Example
/// ```
/// use gamecore::cyclic::retrograde::{outcomes, Csr, Outcome, Terminal};
/// // A token on 0 ⇄ 1, and 1 → 2 where the game ends.
/// let graph = Csr::new(&[0, 1, 3, 3], &[1, 0, 2]);
/// assert_eq!(
///     outcomes(&graph, Terminal::MoverLoses),
///     [Outcome::Lose(2), Outcome::Win(1), Outcome::Lose(0)]
/// );
/// // Who cannot move wins: from 1, going to 2 would hand the win over.
/// assert_eq!(
///     outcomes(&graph, Terminal::MoverWins),
///     [Outcome::Draw, Outcome::Draw, Outcome::Win(0)]
/// );
/// ```
pub fn outcomes<G: Graph>(graph: &G, terminal: Terminal) -> Vec<Outcome> {
    let n_positions = graph.n_positions();
    let mut outcome = vec![Outcome::Draw; n_positions];
    // Options not yet found won; 0 once the position is decided (an
    // undecided position always has one left), so one array serves both.
    let mut left: Vec<u32> = (0..n_positions)
        .map(|position| graph.out_degree(position) as u32)
        .collect();
    let mut queue: Vec<usize> = Vec::with_capacity(n_positions);
    for (position, &moves) in left.iter().enumerate() {
        if moves == 0 {
            outcome[position] = match terminal {
                Terminal::MoverLoses => Outcome::Lose(0),
                Terminal::MoverWins => Outcome::Win(0),
            };
            queue.push(position);
        }
    }
    // Once every position is decided the rest of the queue changes nothing
    // (a common case: graphs where almost every position wins at once).
    let mut head = 0;
    while head < queue.len() && queue.len() < n_positions {
        let position = queue[head];
        head += 1;
        match outcome[position] {
            Outcome::Lose(remoteness) => graph.for_each_predecessor(position, |before| {
                if left[before] != 0 {
                    left[before] = 0;
                    outcome[before] = Outcome::Win(remoteness + 1);
                    queue.push(before);
                }
            }),
            Outcome::Win(remoteness) => graph.for_each_predecessor(position, |before| {
                // Without a branch on whether `before` is decided: most
                // predecessors are, and the branch would be unpredictable.
                let moves = left[before];
                left[before] = moves - u32::from(moves != 0);
                if moves == 1 {
                    outcome[before] = Outcome::Lose(remoteness + 1);
                    queue.push(before);
                }
            }),
            Outcome::Draw => unreachable!("only decided positions are queued"),
        }
    }
    outcome
}

/// The bits `start..start + 64` of `words` (which must hold them all).
fn bits_at(words: &[u64], start: usize) -> u64 {
    let (word, shift) = (start / 64, start % 64);
    if shift == 0 {
        words[word]
    } else {
        (words[word] >> shift) | (words[word + 1] << (64 - shift))
    }
}

/// [`outcomes`] for a token on a circle: positions `turn · n + object`
/// (objects `0..n`, turns 0 and 1); the player `turn` moves the token from
/// `object` to `(object + x) mod n` for a step `x` of `steps[turn]`, passing
/// the turn; object 0 ends the game (with either player to move), whatever
/// `terminal` says happens there. Codeforces 786A Berzerk is this game.
///
/// Same rule and remoteness as [`outcomes`] (a repeated step is one move),
/// but the up to `2 · n · (n − 1)` moves are never listed one by one: the
/// positions that move to a decided one are a rotation of the mover's
/// (negated) step set, intersected with the still-undecided positions as
/// 64-bit words, so only undecided predecessors are visited.
///
/// # Constraints
/// `n ≥ 1`; every step is between 1 and `n − 1`.
///
/// # Panics
/// If a constraint fails.
///
/// # Complexity
/// `O(n² / 64 + visits)` time, where `visits` ≤ the number of moves counts
/// only moves from undecided positions; `O(n)` memory.
///
/// # Example
/// ```
/// use gamecore::cyclic::retrograde::{circle_outcomes, Outcome, Terminal};
/// // Berzerk's first sample: n = 5, Rick's steps {3, 2}, Morty's {1, 2, 3}.
/// let outcome = circle_outcomes(5, [&[3, 2], &[1, 2, 3]], Terminal::MoverLoses);
/// let rick_first: Vec<char> = outcome[1..5]
///     .iter()
///     .map(|o| match o { Outcome::Win(_) => 'W', Outcome::Lose(_) => 'L', Outcome::Draw => 'D' })
///     .collect();
/// assert_eq!(rick_first, ['L', 'W', 'W', 'D']);
/// ```
pub fn circle_outcomes(n: usize, steps: [&[usize]; 2], terminal: Terminal) -> Vec<Outcome> {
    assert!(n >= 1, "retrograde::circle_outcomes: n must be at least 1");
    let words = (n + 63) / 64;
    // Per mover: the distinct steps, and the bits of −x mod n, repeated
    // around the circle so that any 64 consecutive rotated bits are there.
    let mut n_steps = [0u32; 2];
    let mut back: [Vec<u64>; 2] = [Vec::new(), Vec::new()];
    for turn in 0..2 {
        let mut seen = vec![false; n];
        for &x in steps[turn] {
            assert!(
                (1..n).contains(&x),
                "retrograde::circle_outcomes: step {} outside 1..{}",
                x,
                n
            );
            seen[x] = true;
        }
        n_steps[turn] = seen.iter().filter(|&&is_step| is_step).count() as u32;
        let len = 2 * n + 128;
        let mut bits = vec![0u64; (len + 63) / 64 + 1];
        for at in 0..len {
            if seen[(n - at % n) % n] {
                bits[at / 64] |= 1 << (at % 64);
            }
        }
        back[turn] = bits;
    }
    let n_positions = 2 * n;
    let mut outcome = vec![Outcome::Draw; n_positions];
    let mut left: Vec<u32> = (0..n_positions)
        .map(|position| {
            if position % n == 0 {
                0
            } else {
                n_steps[position / n]
            }
        })
        .collect();
    // Per turn: the undecided objects (object 0 never is).
    let mut undecided = [vec![0u64; words], vec![0u64; words]];
    let mut queue: Vec<usize> = Vec::with_capacity(n_positions);
    for turn in 0..2 {
        for object in 0..n {
            if left[turn * n + object] == 0 {
                outcome[turn * n + object] = match terminal {
                    Terminal::MoverLoses => Outcome::Lose(0),
                    Terminal::MoverWins => Outcome::Win(0),
                };
                queue.push(turn * n + object);
            } else {
                undecided[turn][object / 64] |= 1 << (object % 64);
            }
        }
    }
    let mut head = 0;
    while head < queue.len() && queue.len() < n_positions {
        let position = queue[head];
        head += 1;
        let (turn, object) = (position / n, position % n);
        let mover = 1 - turn;
        let base = mover * n;
        for (word, pending) in undecided[mover].iter_mut().enumerate() {
            // Bit i: does object 64·word + i move to `object` by a step of the mover's?
            let start = (64 * word + n - object) % n;
            let mut hits = bits_at(&back[mover], start) & *pending;
            while hits != 0 {
                let before = 64 * word + hits.trailing_zeros() as usize;
                hits &= hits - 1;
                let id = base + before;
                let decided = match outcome[position] {
                    Outcome::Lose(remoteness) => {
                        outcome[id] = Outcome::Win(remoteness + 1);
                        true
                    }
                    Outcome::Win(remoteness) => {
                        left[id] -= 1;
                        if left[id] == 0 {
                            outcome[id] = Outcome::Lose(remoteness + 1);
                        }
                        left[id] == 0
                    }
                    Outcome::Draw => unreachable!("only decided positions are queued"),
                };
                if decided {
                    left[id] = 0;
                    *pending &= !(1 << (before % 64));
                    queue.push(id);
                }
            }
        }
    }
    outcome
}
