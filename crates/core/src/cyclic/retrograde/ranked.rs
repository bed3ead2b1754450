//! Games whose positions each belong to one of two players, who rank an
//! endless game against a win and a loss: [`ranked_outcomes`], and
//! [`alternating`], the positions of a token moved by the two in turn.

use super::{Graph, Terminal};

/// One of the two players of a game whose positions each belong to one of
/// them ([`ranked_outcomes`], [`min_max_values`](super::min_max_values)).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Side {
    /// The player whose preferences [`EndlessRank`] states (in
    /// [`min_max_values`](super::min_max_values): who wants an endless game, then the largest total).
    Max,
    /// The other player (in [`min_max_values`](super::min_max_values): who wants the game to end,
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
    /// Win > endless > loss for both: the usual draw, as in [`outcomes`](super::outcomes).
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
/// `targets`, as [`Csr::new`](super::Csr::new) and [`min_max_values`](super::min_max_values) take it) and, for each
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
