//! Castle attacks (Codeforces 1312F *Attack on Red Kingdom*): a subtraction
//! game with memory. A castle of `k` defenders loses `x`, `y` or `z` of them
//! per attack (down to 0); an attack of the second or third kind may not
//! follow an attack of the same kind on the same castle; the castle with no
//! defenders takes no attack, and whoever attacks last wins.
//!
//! A castle's position is `(k, last kind)`; a fresh castle plays as one last
//! hit by the first (mixed) kind, which forbids nothing. Its Grundy values
//! form rows `row(k) = [G(k, mixed), G(k, infantry), G(k, cavalry)]`, each a
//! mex of at most three values, so at most 3. Once `k ≥ max(x, y, z)` the row
//! depends only on the last `max(x, y, z)` rows — a finite-window recurrence,
//! so [`crate::sg::period::find_period`]'s repeated window *proves* the period
//! (its module's theorem). Over all 125 games with `x, y, z ≤ 5` (the tests
//! check each against the definition to 2000 defenders): preperiod ≤ 26,
//! period ≤ 10, preperiod + period ≤ 32 rows kept (x, y, z = 5, 1, 5 and
//! 5, 5, 1), and the repeated window always ends by row 36 — the bound the
//! published write-ups quote.
//!
//! # Example
//! ```
//! use gamecore::sg::castle_attacks::{Castles, Kind};
//! let game = Castles::new([1, 3, 4]).unwrap();
//! assert_eq!(game.grundy(7, Kind::Mixed), 0);
//! // Codeforces' first sample: castles 7 and 6, two winning first attacks.
//! assert_eq!(game.winning_first_attacks([7u64, 6]), 2);
//! ```

use crate::sg::period::{PeriodicTable, find_period};

/// The kind of the last attack on a castle.
///
/// # Complexity
/// A plain value.
///
/// # Example
/// ```
/// use gamecore::sg::castle_attacks::{Castles, Kind};
/// let game = Castles::new([1, 2, 3]).unwrap();
/// // After an infantry attack, a castle of 2 can only take mixed (1) or cavalry (3).
/// assert_eq!(game.grundy(2, Kind::Infantry), 2); // options: G(1) = 1 and the empty castle
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// The mixed attack (or none yet): it forbids nothing.
    Mixed = 0,
    /// The infantry attack: the next attack on this castle may not be infantry.
    Infantry = 1,
    /// The cavalry attack: the next attack on this castle may not be cavalry.
    Cavalry = 2,
}

/// The largest attack strength [`Castles::new`] accepts: the problem's bound,
/// for which the period search is known (tested) to end by row 36.
///
/// # Complexity
/// A constant.
///
/// # Example
/// ```
/// use gamecore::sg::castle_attacks::{Castles, MAX_STRENGTH};
/// assert!(Castles::new([MAX_STRENGTH + 1, 1, 1]).is_none());
/// ```
pub const MAX_STRENGTH: u64 = 5;

/// The Grundy table of castles under attack strengths `[x, y, z]`.
///
/// # Complexity
/// Memory: at most 32 rows of three bytes.
///
/// # Example
/// ```
/// let game = gamecore::sg::castle_attacks::Castles::new([1, 2, 2]).unwrap();
/// assert_eq!(game.winning_first_attacks([3u64]), 0);
/// ```
#[derive(Clone, Debug)]
pub struct Castles {
    strengths: [u64; 3],
    table: PeriodicTable<[u8; 3]>,
    /// From `tail_from` defenders on, a castle's value and its three
    /// changes depend only on its row in the period: `tail[(k − μ) mod λ]`
    /// is `[G(k), changes…]`, one division per castle.
    tail_from: u64,
    tail: Vec<[u8; 4]>,
}

/// The least value not among `values`.
fn mex(values: &[u8]) -> u8 {
    (0..).find(|v| !values.contains(v)).unwrap_or(0)
}

/// Row `k` from the values of the positions one attack away:
/// `mixed` = G(k − x, mixed), `infantry` = G(k − y, infantry),
/// `cavalry` = G(k − z, cavalry) (each at 0 if the attack empties the castle).
fn row(mixed: u8, infantry: u8, cavalry: u8) -> [u8; 3] {
    [
        mex(&[mixed, infantry, cavalry]),
        mex(&[mixed, cavalry]),
        mex(&[mixed, infantry]),
    ]
}

impl Castles {
    /// The table for strengths `[x, y, z]`, each in `1..=MAX_STRENGTH`
    /// (`None` otherwise), with its period found by
    /// [`crate::sg::period::find_period`] over a window of `max(x, y, z)` rows.
    ///
    /// # Complexity
    /// At most 37 rows, each `O(1)`; hashing windows of ≤ 5 rows.
    ///
    /// # Example
    /// ```
    /// use gamecore::sg::castle_attacks::Castles;
    /// assert!(Castles::new([0, 1, 1]).is_none() && Castles::new([5, 5, 5]).is_some());
    /// ```
    pub fn new(strengths: [u64; 3]) -> Option<Self> {
        if strengths.iter().any(|&s| s == 0 || s > MAX_STRENGTH) {
            return None;
        }
        let [x, y, z] = strengths.map(|s| s as usize);
        let window = x.max(y).max(z);
        // Rows 0..window: an attack from k < window may empty the castle.
        let mut initial = vec![[0u8; 3]];
        for k in 1..window {
            let at = |s: usize, kind: usize| initial[k.saturating_sub(s)][kind];
            let next = row(at(x, 0), at(y, 1), at(z, 2));
            initial.push(next);
        }
        // From k = window on, row k reads rows k − x, k − y, k − z, all in
        // the window w = rows k − window .. k, at w[window − s].
        let table = find_period(initial, window, 1 << 16, |w: &[[u8; 3]]| {
            row(w[window - x][0], w[window - y][1], w[window - z][2])
        })?;
        let mut game = Castles {
            strengths,
            table,
            tail_from: u64::MAX,
            tail: Vec::new(),
        };
        // Every k ≥ μ + window has k − s ≥ μ for each strength s, so k's
        // changes are those of the representative i + λ·window of its row i.
        let (mu, lambda) = (game.table.preperiod(), game.table.period());
        game.tail = (mu..mu + lambda)
            .map(|i| {
                let k = (i + lambda * window) as u64;
                let [a, b, c] = game.changes_from_the_table(k);
                [game.grundy(k, Kind::Mixed), a, b, c]
            })
            .collect();
        game.tail_from = (mu + window) as u64;
        Some(game)
    }

    /// The preperiod and period of the rows.
    ///
    /// # Complexity
    /// `O(1)`.
    ///
    /// # Example
    /// ```
    /// let game = gamecore::sg::castle_attacks::Castles::new([1, 1, 1]).unwrap();
    /// assert_eq!(game.period(), (0, 2));
    /// ```
    pub fn period(&self) -> (usize, usize) {
        (self.table.preperiod(), self.table.period())
    }

    /// The Grundy value of a castle of `defenders` last attacked by `last`.
    ///
    /// # Complexity
    /// `O(1)`, exact for every `u64`.
    ///
    /// # Example
    /// ```
    /// use gamecore::sg::castle_attacks::{Castles, Kind};
    /// let game = Castles::new([1, 1, 1]).unwrap();
    /// assert_eq!(game.grundy(u64::MAX, Kind::Cavalry), 1);
    /// ```
    pub fn grundy(&self, defenders: u64, last: Kind) -> u8 {
        self.table.get(defenders)[last as usize]
    }

    /// The values `G(fresh castle) XOR G(after the attack)` of the three
    /// first attacks on a fresh castle of `defenders` (≥ 1), in the order
    /// mixed, infantry, cavalry.
    ///
    /// # Complexity
    /// `O(1)`.
    ///
    /// # Example
    /// ```
    /// let game = gamecore::sg::castle_attacks::Castles::new([1, 3, 4]).unwrap();
    /// assert_eq!(game.first_attack_changes(7), [3, 2, 1]);
    /// ```
    pub fn first_attack_changes(&self, defenders: u64) -> [u8; 3] {
        let [_, a, b, c] = self.value_and_changes(defenders);
        [a, b, c]
    }

    /// `[G(fresh castle), first_attack_changes…]`, by one look-up in the
    /// period's rows for large castles.
    fn value_and_changes(&self, defenders: u64) -> [u8; 4] {
        if defenders >= self.tail_from {
            let lambda = self.table.period() as u64;
            let row = (defenders - self.table.preperiod() as u64) % lambda;
            return self.tail[row as usize];
        }
        let [a, b, c] = self.changes_from_the_table(defenders);
        [self.grundy(defenders, Kind::Mixed), a, b, c]
    }

    /// The three changes by four table look-ups.
    fn changes_from_the_table(&self, defenders: u64) -> [u8; 3] {
        let now = self.grundy(defenders, Kind::Mixed);
        let kinds = [Kind::Mixed, Kind::Infantry, Kind::Cavalry];
        let mut changes = [0u8; 3];
        for (i, &kind) in kinds.iter().enumerate() {
            let left = defenders.saturating_sub(self.strengths[i]);
            changes[i] = now ^ self.grundy(left, kind);
        }
        changes
    }

    /// How many first attacks (a castle and a kind) on fresh castles of the
    /// given sizes leave the opponent a lost position, by the
    /// Sprague–Grundy theorem: those that turn the total XOR `s` into 0, the
    /// attacks whose change equals `s`. Castles with no defenders take no
    /// attack and add 0. One pass, no allocation.
    ///
    /// # Complexity
    /// `O(number of castles)`.
    ///
    /// # Example
    /// ```
    /// let game = gamecore::sg::castle_attacks::Castles::new([1, 2, 3]).unwrap();
    /// assert_eq!(game.winning_first_attacks([1u64]), 3);
    /// ```
    pub fn winning_first_attacks<I: IntoIterator<Item = u64>>(&self, sizes: I) -> u64 {
        let mut total = 0u8;
        let mut by_change = [0u64; 4];
        for defenders in sizes {
            if defenders == 0 {
                continue;
            }
            let [now, a, b, c] = self.value_and_changes(defenders);
            total ^= now;
            for change in [a, b, c] {
                by_change[change as usize] += 1;
            }
        }
        by_change[total as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// G(k, last) by the definition, for k < len: the literal moves.
    fn direct(strengths: [u64; 3], len: usize) -> Vec<[u8; 3]> {
        let mut g: Vec<[u8; 3]> = vec![[0; 3]];
        for k in 1..len {
            let mut r = [0u8; 3];
            for (last, value) in r.iter_mut().enumerate() {
                let mut seen = Vec::new();
                for kind in 0..3 {
                    if kind != 0 && kind == last {
                        continue;
                    }
                    let left = (k as u64).saturating_sub(strengths[kind]) as usize;
                    seen.push(g[left][kind]);
                }
                *value = mex(&seen);
            }
            g.push(r);
        }
        g
    }

    #[test]
    fn every_game_to_5_matches_the_definition_to_2000_and_repeats_by_row_36() {
        let (mut longest, mut last_row) = (0, 0);
        for x in 1..=5 {
            for y in 1..=5 {
                for z in 1..=5 {
                    let game = Castles::new([x, y, z]).unwrap();
                    let (mu, p) = game.period();
                    longest = longest.max(mu + p);
                    let window = x.max(y).max(z) as usize;
                    last_row = last_row.max(mu + p + window - 1);
                    let table = direct([x, y, z], 2000);
                    for (k, r) in table.iter().enumerate() {
                        assert_eq!(*game.table.get(k as u64), *r, "{x} {y} {z} at {k}");
                    }
                }
            }
        }
        assert_eq!((longest, last_row), (32, 36));
    }

    #[test]
    fn the_one_division_path_equals_four_look_ups() {
        for x in 1..=5 {
            for y in 1..=5 {
                for z in 1..=5 {
                    let game = Castles::new([x, y, z]).unwrap();
                    let far = (u64::MAX - 200..=u64::MAX).chain(0..300);
                    for k in far.chain((1..40).map(|e| 1u64 << e)) {
                        let slow = game.changes_from_the_table(k);
                        assert_eq!(game.first_attack_changes(k), slow, "{x} {y} {z} at {k}");
                    }
                }
            }
        }
    }

    #[test]
    fn strengths_off_the_domain_are_refused() {
        assert!(Castles::new([6, 1, 1]).is_none());
        assert!(Castles::new([1, 0, 1]).is_none());
    }
}
