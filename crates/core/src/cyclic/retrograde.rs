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
fn check_starts(starts: &[usize], n_targets: usize, what: &str) {
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

/// One of the two players of a game whose positions each belong to one of
/// them ([`ranked_outcomes`], [`min_max_values`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Side {
    /// The player whose preferences [`EndlessRank`] states (in
    /// [`min_max_values`]: who wants an endless game, then the largest total).
    Max,
    /// The other player (in [`min_max_values`]: who wants the game to end,
    /// then the smallest total).
    Min,
}

impl Side {
    /// The other player.
    ///
    /// # Example
    /// ```
    /// use gamecore::cyclic::retrograde::Side;
    /// assert_eq!(Side::Max.other(), Side::Min);
    /// ```
    ///
    /// # Complexity
    /// `O(1)`.
    pub fn other(self) -> Side {
        match self {
            Side::Max => Side::Min,
            Side::Min => Side::Max,
        }
    }
}

/// How [`Side::Max`] ranks an endless game against a win and a loss; the
/// other player ranks the three results the other way round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum EndlessRank {
    /// Endless > win > loss for Max (so loss > win > endless for Min): NEERC
    /// 2016 "Game on Graph", where Gennady would rather play forever than
    /// win and Georgiy would rather lose than play forever.
    AboveWin,
    /// Win > endless > loss for both: the usual draw, as in [`outcomes`].
    BetweenWinAndLoss,
    /// Win > loss > endless for Max (so endless > loss > win for Min).
    BelowLoss,
}

/// The result of a game of [`ranked_outcomes`] under optimal play.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Ending {
    /// The game ends and [`Side::Max`] wins.
    MaxWins,
    /// The game ends and [`Side::Min`] wins.
    MinWins,
    /// The game never ends.
    Endless,
}

/// The set from which `side` can force the play into `target` (its
/// attractor): a position joins when it is `side`'s and one move reaches the
/// set, or the other player's, with moves, and every move reaches it.
fn attractor<G: Graph, O: Fn(usize) -> Side>(
    graph: &G,
    owner: &O,
    side: Side,
    target: &[bool],
) -> Vec<bool> {
    let n_positions = graph.n_positions();
    let mut inside = target.to_vec();
    let mut left: Vec<u32> = (0..n_positions)
        .map(|position| graph.out_degree(position) as u32)
        .collect();
    let mut queue: Vec<usize> = (0..n_positions).filter(|&p| inside[p]).collect();
    let mut head = 0;
    while head < queue.len() {
        let position = queue[head];
        head += 1;
        graph.for_each_predecessor(position, |before| {
            if inside[before] {
                return;
            }
            let joins = if owner(before) == side {
                true
            } else {
                left[before] -= 1;
                left[before] == 0
            };
            if joins {
                inside[before] = true;
                queue.push(before);
            }
        });
    }
    inside
}

/// The result of optimal play from every position of a game whose positions
/// each belong to a player (`owner(v)` moves at `v`), where [`Side::Max`]
/// ranks an endless game as `endless` says and [`Side::Min`] has the reverse
/// preferences.
///
/// Rule: the player to move at a position without moves loses
/// ([`Terminal::MoverLoses`]) or wins ([`Terminal::MoverWins`]). With the
/// three results ordered by Max's preference, Max can guarantee a result at
/// least `r` exactly where Min cannot force the play into the ends worse than
/// `r` (when an endless game is at least `r`) or where Max can force it into
/// the ends at least `r` (when it is not): each threshold is an attractor,
/// and the result is the best threshold Max reaches. For
/// [`EndlessRank::AboveWin`]: Min wins where it can force a loss of Max's,
/// the game is endless where Min cannot force it to end, and Max wins
/// elsewhere (Min forces an end, but only a win of Max's).
///
/// Remoteness is not given: with an endless game ranked first, "how soon"
/// is not what the players optimise.
///
/// # Constraints
/// `owner` gives a side for every position.
///
/// # Panics
/// If the graph's predecessors do not match its out-degrees.
///
/// # Complexity
/// Two attractors: `O(n_positions + n_edges)` time, `O(n_positions)` memory
/// besides the graph.
///
/// # Example
/// ```
/// use gamecore::cyclic::retrograde::{outcomes, ranked_outcomes, Csr, Ending, EndlessRank, Side, Terminal};
/// // Max moves at 0: to 1, where Min cannot move (so Max wins), or to 2, from
/// // where Min must move back to 0.
/// let graph = Csr::new(&[0, 2, 2, 3], &[1, 2, 0]);
/// let owner = |v: usize| if v == 0 { Side::Max } else { Side::Min };
/// let with = |rank| ranked_outcomes(&graph, owner, Terminal::MoverLoses, rank)[0];
/// assert_eq!(with(EndlessRank::BetweenWinAndLoss), Ending::MaxWins);
/// // Max would rather go round 0 → 2 → 0 for ever than win.
/// assert_eq!(with(EndlessRank::AboveWin), Ending::Endless);
/// assert_eq!(with(EndlessRank::BelowLoss), Ending::MaxWins);
/// // Who cannot move wins: Max would hand Min the win at 1, so he loops.
/// let between = ranked_outcomes(&graph, owner, Terminal::MoverWins, EndlessRank::BetweenWinAndLoss);
/// assert_eq!(between[0], Ending::Endless);
/// ```
pub fn ranked_outcomes<G: Graph, O: Fn(usize) -> Side>(
    graph: &G,
    owner: O,
    terminal: Terminal,
    endless: EndlessRank,
) -> Vec<Ending> {
    let n_positions = graph.n_positions();
    // Which terminal positions Max wins, and which are terminal at all.
    let ends: Vec<bool> = (0..n_positions)
        .map(|position| graph.out_degree(position) == 0)
        .collect();
    let max_wins_at = |position: usize| {
        ends[position] && ((owner(position) == Side::Max) == (terminal == Terminal::MoverWins))
    };
    let max_wins_end: Vec<bool> = (0..n_positions).map(max_wins_at).collect();
    let min_wins_end: Vec<bool> = (0..n_positions)
        .map(|position| ends[position] && !max_wins_at(position))
        .collect();
    // Two attractors, the first taking precedence; the rest is endless.
    let (first, first_ending, second, second_ending) = match endless {
        EndlessRank::BetweenWinAndLoss => (
            attractor(graph, &owner, Side::Max, &max_wins_end),
            Ending::MaxWins,
            attractor(graph, &owner, Side::Min, &min_wins_end),
            Ending::MinWins,
        ),
        EndlessRank::AboveWin => (
            attractor(graph, &owner, Side::Min, &min_wins_end),
            Ending::MinWins,
            attractor(graph, &owner, Side::Min, &ends),
            Ending::MaxWins,
        ),
        EndlessRank::BelowLoss => (
            attractor(graph, &owner, Side::Max, &max_wins_end),
            Ending::MaxWins,
            attractor(graph, &owner, Side::Max, &ends),
            Ending::MinWins,
        ),
    };
    (0..n_positions)
        .map(|position| {
            if first[position] {
                first_ending
            } else if second[position] {
                second_ending
            } else {
                Ending::Endless
            }
        })
        .collect()
}

/// The position graph of a token on a directed graph moved by two players
/// in turn: position `2 · v + turn` is the token on vertex `v` with player
/// `turn` (0 or 1) to move, and each arc `(a, b)` is a move from `2a + t` to
/// `2b + 1 − t` for both turns. Returns the compressed graph (`starts`,
/// `targets`, as [`Csr::new`] and [`min_max_values`] take it) and, for each
/// of its edges, the index of the arc it comes from (to carry weights over).
///
/// # Constraints
/// Every arc's ends are below `n_vertices`.
///
/// # Panics
/// If an end is `n_vertices` or more.
///
/// # Complexity
/// `O(n_vertices + n_arcs)` time and memory.
///
/// # Example
/// ```
/// use gamecore::cyclic::retrograde::alternating;
/// // One arc 0 → 1: (0, turn 0) → (1, turn 1) and (0, turn 1) → (1, turn 0).
/// let (starts, targets, arc_of) = alternating(2, &[(0, 1)]);
/// assert_eq!((starts, targets, arc_of), (vec![0, 1, 2, 2, 2], vec![3, 2], vec![0, 0]));
/// ```
pub fn alternating(
    n_vertices: usize,
    arcs: &[(usize, usize)],
) -> (Vec<usize>, Vec<usize>, Vec<usize>) {
    // `starts[p + 1]` first counts the edges of position `p − 1`; summed up,
    // it is where `p`'s edges start, and a cursor that filling them moves on
    // to where they end, which is where `p + 1`'s start (no second array of
    // cursors). The extra entry at the end goes after.
    let mut starts = vec![0usize; 2 * n_vertices + 2];
    for &(from, to) in arcs {
        assert!(
            from < n_vertices && to < n_vertices,
            "retrograde::alternating: arc {} → {} of a graph with {} vertices",
            from,
            to,
            n_vertices
        );
        starts[2 * from + 2] += 1;
        starts[2 * from + 3] += 1;
    }
    for position in 2..2 * n_vertices + 2 {
        starts[position] += starts[position - 1];
    }
    let mut targets = vec![0usize; 2 * arcs.len()];
    let mut arc_of = vec![0usize; 2 * arcs.len()];
    for (arc, &(from, to)) in arcs.iter().enumerate() {
        for turn in 0..2 {
            let at = &mut starts[2 * from + turn + 1];
            targets[*at] = 2 * to + 1 - turn;
            arc_of[*at] = arc;
            *at += 1;
        }
    }
    starts.pop();
    (starts, targets, arc_of)
}

/// A monotone priority queue (a radix heap) for Dijkstra-like searches: the
/// keys popped never decrease, so an entry sits in the bucket of the highest
/// bit where it differs from the last key popped, and moves only to lower
/// buckets; reads and writes are sequential, unlike a binary heap's. One bit
/// per bucket says which hold entries, so the next one is found at once.
struct RadixHeap {
    /// Bucket 0 holds the keys equal to `last`; bucket `b ≥ 1` those whose
    /// highest bit differing from `last` is bit `b − 1`.
    buckets: [Vec<(u64, u32)>; 65],
    /// Bit `b − 1` is set when bucket `b` (1 to 64) may hold entries.
    occupied: u64,
    last: u64,
}

impl RadixHeap {
    fn new() -> RadixHeap {
        RadixHeap {
            buckets: std::array::from_fn(|_| Vec::new()),
            occupied: 0,
            last: 0,
        }
    }

    /// Adds an entry whose key is at least the last key popped.
    #[inline]
    fn push(&mut self, key: u64, item: u32) {
        let bucket = (64 - (key ^ self.last).leading_zeros()) as usize;
        self.buckets[bucket].push((key, item));
        // (Bucket 0 is read first in any case: it needs no bit.)
        if bucket != 0 {
            self.occupied |= 1 << (bucket - 1);
        }
    }

    #[inline]
    fn pop(&mut self) -> Option<(u64, u32)> {
        if let Some(entry) = self.buckets[0].pop() {
            return Some(entry);
        }
        if self.occupied == 0 {
            return None;
        }
        // The lowest non-empty bucket holds the least key; it becomes `last`,
        // and the bucket's entries move to lower buckets.
        let first = self.occupied.trailing_zeros() as usize + 1;
        self.occupied &= self.occupied - 1;
        let mut moved = std::mem::take(&mut self.buckets[first]);
        self.last = moved.iter().map(|&(key, _)| key).min().unwrap();
        for &(key, item) in &moved {
            self.push(key, item);
        }
        // Keep the emptied bucket's allocation for later.
        moved.clear();
        self.buckets[first] = moved;
        self.buckets[0].pop()
    }
}

/// The total weight of optimal play from every position of a weighted game,
/// or `None` where the game never ends.
///
/// Position `v` moves along `targets[starts[v]..starts[v + 1]]`, each edge
/// `e` weighing `weights[e]`; `owner(v)` moves at `v`. The game ends at a
/// position without moves (total 0 from there). [`Side::Min`] first wants
/// the game to end, then the smallest total weight of the edges played;
/// [`Side::Max`] first wants it never to end, then the largest total.
///
/// Rule: value(end) = 0; a Min position's value is the least `w + value`
/// over its moves to positions with a value; a Max position has a value
/// only if all its moves lead to positions with one, and then it is the
/// greatest `w + value`; every other position is endless. As in Dijkstra's
/// algorithm, Min positions are fixed in increasing order of value from a
/// priority queue (a radix heap: the keys popped never decrease), each
/// when it first leaves the queue. A Max position is fixed as soon as its
/// last move is (its value is then known), without the queue: its value is
/// at least that of the position just fixed, so nothing fixed later is
/// smaller than a value popped before (weights are non-negative), which is
/// what Dijkstra's order needs.
///
/// # Constraints
/// `starts` non-empty, non-decreasing, ending at `targets.len()`;
/// `weights.len() == targets.len()`; every target below `starts.len() − 1`;
/// `n_positions × (greatest weight)` fits in `u64` (so no total overflows).
///
/// # Panics
/// If a constraint fails.
///
/// # Complexity
/// `O((n_positions + n_edges) · 64)` time at worst (each queued entry moves
/// down at most 64 buckets; in practice a few), `O(n_positions + n_edges)`
/// memory; no recursion.
///
/// # Example
/// ```
/// use gamecore::cyclic::retrograde::{min_max_values, Side};
/// // Min at 0 moves to 1 (weight 1) or 2 (weight 10); Max at 1 moves to 3 (100) or
/// // 4 (102), at 2 to 5 (20) or 6 (30): Min picks 2, Max then 6 (ABC261 Ex's sample).
/// let starts = [0, 2, 4, 6, 6, 6, 6, 6];
/// let targets = [1, 2, 3, 4, 5, 6];
/// let weights = [1, 10, 100, 102, 20, 30];
/// let owner = |v: usize| if v == 0 { Side::Min } else { Side::Max };
/// let values = min_max_values(&starts, &targets, &weights, owner);
/// assert_eq!(values[0], Some(40));
/// // A loop Max can keep going: endless.
/// assert_eq!(min_max_values(&[0, 1, 2], &[1, 0], &[5, 5], owner), [None, None]);
/// ```
pub fn min_max_values<O: Fn(usize) -> Side>(
    starts: &[usize],
    targets: &[usize],
    weights: &[u64],
    owner: O,
) -> Vec<Option<u64>> {
    check_starts(starts, targets.len(), "min_max_values");
    assert!(
        weights.len() == targets.len(),
        "retrograde::min_max_values: {} weights for {} edges",
        weights.len(),
        targets.len()
    );
    let n_positions = starts.len() - 1;
    let heaviest = weights.iter().copied().max().unwrap_or(0);
    assert!(
        heaviest.checked_mul(n_positions as u64).is_some(),
        "retrograde::min_max_values: {} positions × weight {} overflow u64",
        n_positions,
        heaviest
    );
    // Backwards: the edges into each position, their sources and weights
    // read in sequence, built as in `reverse`.
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
    let mut back_weights = vec![0u64; targets.len()];
    for source in 0..n_positions {
        for edge in starts[source]..starts[source + 1] {
            let at = &mut back_starts[targets[edge] + 1];
            sources[*at as usize] = source as u32;
            back_weights[*at as usize] = weights[edge];
            *at += 1;
        }
    }
    back_starts.pop();
    // What the search reads about a position at random, in one place (one
    // cache line, not two): for Max the greatest total so far and the moves
    // not yet fixed, for Min the least total in the queue and 1 (0 once
    // fixed); once fixed, `left` is 0 and `best` is the value.
    #[derive(Clone, Copy)]
    struct Slot {
        best: u64,
        left: u32,
    }
    // The positions fixed but not yet passed on to their predecessors: first
    // the ends (total 0, the least there is), later each Max position whose
    // last move is fixed.
    let mut ready: Vec<u32> = Vec::with_capacity(n_positions);
    let mut slot: Vec<Slot> = (0..n_positions)
        .map(|position| {
            let moves = (starts[position + 1] - starts[position]) as u32;
            if moves == 0 {
                ready.push(position as u32);
                return Slot { best: 0, left: 0 };
            }
            match owner(position) {
                Side::Max => Slot {
                    best: 0,
                    left: moves,
                },
                Side::Min => Slot {
                    best: u64::MAX,
                    left: 1,
                },
            }
        })
        .collect();
    let mut heap = RadixHeap::new();
    loop {
        let position = if let Some(position) = ready.pop() {
            position as usize
        } else if let Some((total, position)) = heap.pop() {
            // Only the entry of a position's least total is live: the others
            // (pushed before it, so larger) find it fixed.
            let entry = &mut slot[position as usize];
            if entry.left == 0 {
                continue;
            }
            entry.left = 0;
            debug_assert_eq!(entry.best, total);
            position as usize
        } else {
            break;
        };
        let total = slot[position].best;
        let edges = back_starts[position] as usize..back_starts[position + 1] as usize;
        for (&before, &weight) in sources[edges.clone()].iter().zip(&back_weights[edges]) {
            // A fixed Min predecessor's value is at most `total`, so it takes
            // nothing from here; a Max predecessor is never fixed yet, since
            // this move of it is not.
            let entry = &mut slot[before as usize];
            let through = total + weight;
            match owner(before as usize) {
                // Only a better total than one already queued is pushed.
                Side::Min => {
                    if through < entry.best {
                        entry.best = through;
                        heap.push(through, before);
                    }
                }
                Side::Max => {
                    entry.best = entry.best.max(through);
                    entry.left -= 1;
                    if entry.left == 0 {
                        ready.push(before);
                    }
                }
            }
        }
    }
    // A slot and an `Option<u64>` have the same size and alignment, so this
    // collects into the slots' own memory (no fresh pages to fault in).
    slot.into_iter()
        .map(|entry| {
            if entry.left == 0 {
                Some(entry.best)
            } else {
                None
            }
        })
        .collect()
}

/// An arc `(tail, head, weight)` as [`alternating_min_max_values`] reads
/// it: `(usize, usize, u64)`, or `(u32, u32, u32)` for a list held in 12
/// bytes an arc instead of 24 (ABC261 Ex's 2·10^5 arcs: 2.4 MB of memory
/// less to fault in and read).
///
/// # Example
/// ```
/// use gamecore::cyclic::retrograde::WeightedArc;
/// assert_eq!((3u32, 4u32, 5u32).tail(), 3);
/// assert_eq!((3usize, 4usize, 5u64).head(), 4);
/// assert_eq!((3u32, 4u32, u32::MAX).weight(), u64::from(u32::MAX));
/// ```
///
/// # Complexity
/// Each method is `O(1)`.
pub trait WeightedArc: Copy {
    /// The vertex the arc leaves.
    fn tail(&self) -> usize;
    /// The vertex the arc enters.
    fn head(&self) -> usize;
    /// The arc's weight.
    fn weight(&self) -> u64;
}

impl WeightedArc for (usize, usize, u64) {
    #[inline]
    fn tail(&self) -> usize {
        self.0
    }
    #[inline]
    fn head(&self) -> usize {
        self.1
    }
    #[inline]
    fn weight(&self) -> u64 {
        self.2
    }
}

impl WeightedArc for (u32, u32, u32) {
    #[inline]
    fn tail(&self) -> usize {
        self.0 as usize
    }
    #[inline]
    fn head(&self) -> usize {
        self.1 as usize
    }
    #[inline]
    fn weight(&self) -> u64 {
        u64::from(self.2)
    }
}

/// [`min_max_values`] for a token on a weighted directed graph moved by the
/// two players in turn (AtCoder ABC261 Ex), without building the position
/// graph. Arc `(a, b, w)` moves the token from `a` to `b` for weight `w`,
/// whoever moves; a vertex without arcs out ends the game (total 0).
/// [`AlternatingValues::get`] gives the total weight of optimal play with
/// the token on a vertex and a side to move, or `None` where the game never
/// ends.
///
/// The rule is [`min_max_values`]'s on the positions `(v, side to move)`
/// that [`alternating`] builds, and so is the order of the search; what
/// differs is the storage, laid out for a search that is mostly cache
/// misses:
/// - The positions `(v, Min)` and `(v, Max)` have the same predecessors'
///   vertices (a move into `(b, Max)` is Min's along an arc `(a, b)`, one into
///   `(b, Min)` Max's along the same arc), so one list of the arcs into each
///   vertex serves both.
/// - That list follows the vertex's own record (both positions' totals and
///   counters) in one array, and each arc names its tail by where the tail's
///   record is: fixing a position reads one place in memory, and each move
///   into it one more.
/// - A Min position with one move is fixed when that move is, as a Max
///   position is, without the queue (its value is then known, and at least
///   the last total popped).
///
/// # Constraints
/// Every arc's ends are below `n_vertices`; `n_arcs < 2^30`;
/// `6 · n_vertices + 3 · n_arcs` fits in `u32`; `2 · n_vertices × (greatest
/// weight)` fits in `u64` (so no total overflows).
///
/// # Panics
/// If a constraint fails.
///
/// # Complexity
/// `O((n_vertices + n_arcs) · 64)` time at worst (the radix heap's bound, as
/// in [`min_max_values`]; in practice a few steps per entry),
/// `O(n_vertices + n_arcs)` memory (32 bytes per vertex and 8 per arc, 12
/// when a weight needs more than 32 bits, besides `arcs`, which may be held
/// in 12 bytes an arc: see [`WeightedArc`]); no recursion.
///
/// # Example
/// ```
/// use gamecore::cyclic::retrograde::{alternating_min_max_values, Side};
/// // ABC261 Ex's first sample, numbered from 0: 0 → 1 (1), 0 → 2 (10), 1 → 3 (100),
/// // 1 → 4 (102), 2 → 5 (20), 2 → 6 (30); Min (Takahashi) starts at vertex 0.
/// let arcs: [(usize, usize, u64); 6] =
///     [(0, 1, 1), (0, 2, 10), (1, 3, 100), (1, 4, 102), (2, 5, 20), (2, 6, 30)];
/// let values = alternating_min_max_values(7, &arcs);
/// assert_eq!(values.get(0, Side::Min), Some(40));
/// // Max first: 0 → 1, then Min takes 1 → 3 (1 + 100).
/// assert_eq!(values.get(0, Side::Max), Some(101));
/// // A cycle Max can keep going round: endless whoever starts.
/// let values = alternating_min_max_values(2, &[(0u32, 1u32, 5u32), (1, 0, 5)]);
/// assert_eq!((values.get(0, Side::Min), values.get(0, Side::Max)), (None, None));
/// ```
pub fn alternating_min_max_values<A: WeightedArc>(
    n_vertices: usize,
    arcs: &[A],
) -> AlternatingValues {
    let heaviest = arcs.iter().map(|arc| arc.weight()).max().unwrap_or(0);
    assert!(
        heaviest.checked_mul(2 * n_vertices as u64).is_some(),
        "retrograde::alternating_min_max_values: {} positions × weight {} overflow u64",
        2 * n_vertices,
        heaviest
    );
    // Weights that fit in one word take one word.
    if heaviest <= u64::from(u32::MAX) {
        alternating_search::<A, false>(n_vertices, arcs)
    } else {
        alternating_search::<A, true>(n_vertices, arcs)
    }
}

/// [`alternating_min_max_values`] with each arc's weight in two words
/// (`WIDE`) or one.
fn alternating_search<A: WeightedArc, const WIDE: bool>(
    n_vertices: usize,
    arcs: &[A],
) -> AlternatingValues {
    let arc_words = if WIDE { 3 } else { 2 };
    assert!(
        arcs.len() <= MAX_LEFT as usize
            && (RECORD as u64) * n_vertices as u64 + arc_words as u64 * arcs.len() as u64
                <= u64::from(u32::MAX),
        "retrograde::alternating_min_max_values: {} vertices and {} arcs are too many",
        n_vertices,
        arcs.len()
    );
    // The out-degrees, and the in-degrees one vertex on (in `at[v + 1]`).
    let mut out_degree = vec![0u32; n_vertices];
    let mut at = vec![0u32; n_vertices + 1];
    for arc in arcs {
        let (from, to) = (arc.tail(), arc.head());
        assert!(
            from < n_vertices && to < n_vertices,
            "retrograde::alternating_min_max_values: arc {} → {} of a graph with {} vertices",
            from,
            to,
            n_vertices
        );
        out_degree[from] += 1;
        at[to + 1] += 1;
    }
    // The records, and where each vertex's record is (`at`).
    let mut words = vec![0u32; RECORD * n_vertices + arc_words * arcs.len()];
    // Positions fixed but not yet passed on to the moves into them, by the
    // side to move there: first the ends (total 0, the least there is), later
    // each position whose last move (or only move, for Min) is fixed.
    let mut ready: [Vec<u32>; 2] = [Vec::new(), Vec::new()];
    let mut ends = Vec::new();
    let mut running = 0u32;
    for vertex in 0..n_vertices {
        let n_in = at[vertex + 1];
        at[vertex] = running;
        let record = running as usize;
        running += (RECORD + arc_words * n_in as usize) as u32;
        words[record + N_IN] = n_in;
        let moves = out_degree[vertex];
        if moves == 0 {
            // No move: the game ends here, total 0, whoever is to move.
            ends.push(record as u32);
        } else {
            set_word_pair(&mut words, record + BEST[0], u64::MAX);
            let min_state = if moves == 1 { MIN_ONE_MOVE } else { MIN_QUEUED };
            words[record + COUNTERS] = min_state | moves;
        }
        // From here on, where the next arc into `vertex` goes.
        out_degree[vertex] = (record + RECORD) as u32;
    }
    at[n_vertices] = running;
    let mut cursor = out_degree;
    for arc in arcs {
        let (from, to, weight) = (arc.tail(), arc.head(), arc.weight());
        let place = cursor[to] as usize;
        cursor[to] += arc_words as u32;
        words[place] = at[from];
        if WIDE {
            set_word_pair(&mut words, place + 1, weight);
        } else {
            words[place + 1] = weight as u32;
        }
    }
    drop(cursor);
    let weight = |words: &[u32], arc: usize| {
        if WIDE {
            word_pair(words, arc + 1)
        } else {
            u64::from(words[arc + 1])
        }
    };
    let mut heap = RadixHeap::new();
    // The ends first, both sides to move at once (both totals are 0): one
    // visit to each arc's tail for both of the tail's positions.
    for &record in &ends {
        let first = record as usize + RECORD;
        let end = first + arc_words * words[record as usize + N_IN] as usize;
        for arc in (first..end).step_by(arc_words) {
            let from = words[arc] as usize;
            let through = weight(&words, arc);
            relax_min(&mut words, &mut heap, &mut ready[0], from, through);
            relax_max(&mut words, &mut ready[1], from, through);
        }
    }
    drop(ends);
    loop {
        let (record, turn) = if let Some(record) = ready[1].pop() {
            (record as usize, 1)
        } else if let Some(record) = ready[0].pop() {
            (record as usize, 0)
        } else if let Some((total, record)) = heap.pop() {
            // Only the entry of a Min position's least total is live: the
            // others (pushed before it, so larger) find it fixed.
            let record = record as usize;
            if words[record + COUNTERS] & !MAX_LEFT == 0 {
                continue;
            }
            words[record + COUNTERS] &= MAX_LEFT;
            debug_assert_eq!(word_pair(&words, record + BEST[0]), total);
            (record, 0)
        } else {
            break;
        };
        let total = word_pair(&words, record + BEST[turn]);
        let first = record + RECORD;
        let end = first + arc_words * words[record + N_IN] as usize;
        for arc in (first..end).step_by(arc_words) {
            let from = words[arc] as usize;
            let through = total + weight(&words, arc);
            if turn == 1 {
                // Into Max's turn: Min's move.
                relax_min(&mut words, &mut heap, &mut ready[0], from, through);
            } else {
                // Into Min's turn: Max's move.
                relax_max(&mut words, &mut ready[1], from, through);
            }
        }
    }
    at.pop();
    AlternatingValues { words, at }
}

/// A move of Min's from the position in `words` at `from`, worth `through`
/// (its weight and the value it leads to), now known: the position is fixed
/// if it was its only move, queued otherwise if that is its best total yet.
/// A fixed position's value is at most `through`, so it takes nothing.
#[inline]
fn relax_min(
    words: &mut [u32],
    heap: &mut RadixHeap,
    ready: &mut Vec<u32>,
    from: usize,
    through: u64,
) {
    if through < word_pair(words, from + BEST[0]) {
        set_word_pair(words, from + BEST[0], through);
        if words[from + COUNTERS] & !MAX_LEFT == MIN_ONE_MOVE {
            words[from + COUNTERS] &= MAX_LEFT;
            ready.push(from as u32);
        } else {
            heap.push(through, from as u32);
        }
    }
}

/// A move of Max's from the position in `words` at `from`, worth `through`,
/// now known (the position is never fixed yet, since this move was not): it
/// is fixed when it was the last.
#[inline]
fn relax_max(words: &mut [u32], ready: &mut Vec<u32>, from: usize, through: u64) {
    if through > word_pair(words, from + BEST[1]) {
        set_word_pair(words, from + BEST[1], through);
    }
    words[from + COUNTERS] -= 1;
    if words[from + COUNTERS] & MAX_LEFT == 0 {
        ready.push(from as u32);
    }
}

/// The values [`alternating_min_max_values`] found, read in place.
#[derive(Debug, Clone)]
pub struct AlternatingValues {
    words: Vec<u32>,
    /// Where each vertex's record is in `words`.
    at: Vec<u32>,
}

impl AlternatingValues {
    /// The total weight of optimal play with the token on `vertex` and
    /// `side` to move, or `None` where the game never ends.
    ///
    /// # Panics
    /// If `vertex` is not below the graph's number of vertices.
    ///
    /// # Complexity
    /// `O(1)`.
    ///
    /// # Example
    /// ```
    /// use gamecore::cyclic::retrograde::{alternating_min_max_values, Side};
    /// // 0 → 1 (weight 3), and vertex 1 ends the game.
    /// let values = alternating_min_max_values(2, &[(0u32, 1u32, 3u32)]);
    /// assert_eq!(values.get(0, Side::Max), Some(3));
    /// assert_eq!(values.get(1, Side::Min), Some(0));
    /// ```
    pub fn get(&self, vertex: usize, side: Side) -> Option<u64> {
        let record = self.at[vertex] as usize;
        let turn = match side {
            Side::Min => 0,
            Side::Max => 1,
        };
        let counters = self.words[record + COUNTERS];
        let open = if turn == 0 {
            counters & !MAX_LEFT
        } else {
            counters & MAX_LEFT
        };
        if open == 0 {
            Some(word_pair(&self.words, record + BEST[turn]))
        } else {
            None
        }
    }

    /// The number of vertices.
    ///
    /// # Complexity
    /// `O(1)`.
    ///
    /// # Example
    /// ```
    /// use gamecore::cyclic::retrograde::alternating_min_max_values;
    /// assert_eq!(alternating_min_max_values(3, &[(0u32, 1u32, 3u32)]).len(), 3);
    /// ```
    pub fn len(&self) -> usize {
        self.at.len()
    }

    /// Whether the graph has no vertices.
    ///
    /// # Complexity
    /// `O(1)`.
    ///
    /// # Example
    /// ```
    /// use gamecore::cyclic::retrograde::alternating_min_max_values;
    /// let no_arcs: [(usize, usize, u64); 0] = [];
    /// assert!(alternating_min_max_values(0, &no_arcs).is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.at.is_empty()
    }
}

// The layout of [`alternating_min_max_values`]'s words. A vertex's record
// (`RECORD` words): for each side to move (0: Min, 1: Max), the best total
// so far, two words from `BEST[side]`, low first; `COUNTERS`, a word of
// counters (below); the number of arcs into the vertex (`N_IN`). After the
// record, those arcs: where the arc's tail's record is, then its weight (one
// word, or two when some weight needs them).
//
// In `COUNTERS`, the low 30 bits (`MAX_LEFT`) count the Max position's moves
// not yet fixed, and the top two say how the Min position is fixed:
// `MIN_ONE_MOVE` or `MIN_QUEUED` until it is. A position is fixed when its
// part is 0, and its best total is then its value.
const BEST: [usize; 2] = [0, 2];
const COUNTERS: usize = 4;
const N_IN: usize = 5;
const RECORD: usize = 6;
/// The Max position's count of moves not yet fixed.
const MAX_LEFT: u32 = (1 << 30) - 1;
/// A Min position with one move, fixed when that move is.
const MIN_ONE_MOVE: u32 = 2 << 30;
/// A Min position with several moves, fixed when its least total is popped.
const MIN_QUEUED: u32 = 1 << 30;

/// The `u64` stored low word first at `words[at..at + 2]`.
#[inline]
fn word_pair(words: &[u32], at: usize) -> u64 {
    u64::from(words[at]) | u64::from(words[at + 1]) << 32
}

/// Stores `value` low word first at `words[at..at + 2]`.
#[inline]
fn set_word_pair(words: &mut [u32], at: usize, value: u64) {
    words[at] = value as u32;
    words[at + 1] = (value >> 32) as u32;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_path_needs_no_recursion() {
        // 0 → 1 → … → n − 1: the remoteness is the distance to the end.
        let n = 300_000;
        let starts: Vec<usize> = (0..=n).map(|v| v.min(n - 1)).collect();
        let targets: Vec<usize> = (1..n).collect();
        let values = outcomes(&Csr::new(&starts, &targets), Terminal::MoverLoses);
        assert_eq!(values[0], Outcome::Win(n as u32 - 1));
        assert_eq!(values[1], Outcome::Lose(n as u32 - 2));
        let owner = |v: usize| if v % 2 == 0 { Side::Min } else { Side::Max };
        let weights = vec![1; n - 1];
        let totals = min_max_values(&starts, &targets, &weights, owner);
        assert_eq!(totals[0], Some(n as u64 - 1));
    }

    #[test]
    fn circle_outcomes_agree_with_the_general_search() {
        // Berzerk's circles as explicit graphs, against `outcomes`.
        let mut state = 0x2545_f491_4f6c_dd1du64;
        let mut next = |bound: usize| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state % bound as u64) as usize
        };
        for _ in 0..300 {
            let n = 1 + next(150);
            let steps: Vec<Vec<usize>> = (0..2)
                .map(|_| {
                    if n == 1 {
                        return Vec::new();
                    }
                    let k = 1 + next(n.min(12));
                    (0..k).map(|_| 1 + next(n - 1)).collect()
                })
                .collect();
            let mut starts = vec![0];
            let mut targets = Vec::new();
            for (turn, list) in steps.iter().enumerate() {
                let mut distinct = list.clone();
                distinct.sort_unstable();
                distinct.dedup();
                for object in 0..n {
                    if object != 0 {
                        targets.extend(distinct.iter().map(|&x| (1 - turn) * n + (object + x) % n));
                    }
                    starts.push(targets.len());
                }
            }
            for terminal in [Terminal::MoverLoses, Terminal::MoverWins] {
                let expected = outcomes(&Csr::new(&starts, &targets), terminal);
                let found = circle_outcomes(n, [&steps[0], &steps[1]], terminal);
                assert_eq!(
                    found, expected,
                    "n = {}, steps {:?}, {:?}",
                    n, steps, terminal
                );
            }
        }
    }

    #[test]
    fn repeated_edges_count_as_separate_moves() {
        // 0 → 1 twice, 0 → 2; 1 ends, 2 ⇄ 3 loops; 1 is won for who moves
        // there under MoverWins, so 0 keeps the draw.
        let graph = Csr::new(&[0, 3, 3, 4, 5], &[1, 1, 2, 3, 2]);
        assert_eq!(outcomes(&graph, Terminal::MoverWins)[0], Outcome::Draw);
        assert_eq!(outcomes(&graph, Terminal::MoverLoses)[0], Outcome::Win(1));
    }

    #[test]
    #[should_panic(expected = "target 3 of a graph with 2 positions")]
    fn a_target_out_of_range_panics() {
        Csr::new(&[0, 1, 1], &[3]);
    }

    #[test]
    #[should_panic(expected = "overflow u64")]
    fn totals_that_could_overflow_panic() {
        min_max_values(&[0, 1, 1], &[1], &[u64::MAX], |_| Side::Min);
    }
}
