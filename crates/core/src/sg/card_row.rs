//! Cards in a row (AtCoder ABC 278 G "Generalized Subtraction Game"): cards
//! 1 … n; a move removes `y` consecutive cards still on the table,
//! `l ≤ y ≤ r`; who cannot move loses.
//!
//! The cards left form runs, and a move touches one run, leaving at most two:
//! the position is the sum of its runs, and a run's Grundy value depends on
//! its length alone ([`RunValues`], by the Sprague–Grundy theorem). Where a
//! legal first move can leave two equal halves — some `y` in `l..=r` with
//! `y ≡ n (mod 2)` — the first player wins by symmetry: take the middle, then
//! answer each move with its mirror image (Tweedledum and Tweedledee,
//! *Winning Ways* ch. 2), so the values are not needed ([`mirror_opening`],
//! [`mirror_reply`]).

/// The middle move `(x, y)` that leaves two equal halves of a row of `n`
/// cards, if a legal length has `n`'s parity (the smallest such).
///
/// # Example
/// ```
/// use gamecore::sg::card_row::mirror_opening;
/// assert_eq!(mirror_opening(6, 1, 2), Some((3, 2))); // leaves 1 2 | 5 6
/// assert_eq!(mirror_opening(6, 1, 1), None);
/// ```
///
/// # Complexity
/// `O(1)`.
pub fn mirror_opening(n: usize, l: usize, r: usize) -> Option<(usize, usize)> {
    let y = if (l % 2) == (n % 2) { l } else { l + 1 };
    (y <= r && y <= n).then(|| ((n - y) / 2 + 1, y))
}

/// The mirror image of the move `(a, b)` in a row of `n` cards.
///
/// # Example
/// ```
/// assert_eq!(gamecore::sg::card_row::mirror_reply(6, 1, 1), (6, 1));
/// ```
///
/// # Complexity
/// `O(1)`.
pub fn mirror_reply(n: usize, a: usize, b: usize) -> (usize, usize) {
    (n + 2 - a - b, b)
}

/// Words of a set of Grundy values: a run of at most `n` cards has a value at
/// most `n`, so every value and every XOR of two fits below the next power
/// of two.
fn words_for(n: usize) -> usize {
    (n + 1).next_power_of_two().max(64) / 64
}

/// Grundy values of runs of 0 … n cards, and for each total `s` the set of
/// XORs `G(i) ⊕ G(s − i)` two runs of `s` cards can have: a run of `k` cards
/// has the options "two runs totalling `k − y`" for `y` in `l..=r`, so
/// `G(k) = mex of those sets for s in k − r ..= k − l`.
///
/// # Example
/// ```
/// use gamecore::sg::card_row::RunValues;
/// // y = 1 only: Kayles without the double move; G(k) = k mod 2.
/// let values = RunValues::new(6, 1, 1);
/// assert_eq!((0..=6).map(|k| values.value(k)).collect::<Vec<_>>(), [0, 1, 0, 1, 0, 1, 0]);
/// ```
///
/// # Complexity
/// `O(n · (r − l + 1) · n / 64)` time, `O(n² / 64)` words.
#[derive(Debug, Clone)]
pub struct RunValues {
    l: usize,
    r: usize,
    values: Vec<usize>,
    /// `xors[s]`: the set of `G(i) ⊕ G(s − i)`, `words` words each.
    xors: Vec<u64>,
    words: usize,
}

impl RunValues {
    /// The values of runs of up to `n` cards, `1 ≤ l ≤ r`.
    ///
    /// # Panics
    /// If `l` is 0 or `l > r`.
    pub fn new(n: usize, l: usize, r: usize) -> Self {
        assert!(
            1 <= l && l <= r,
            "lengths need 1 <= l <= r, got {}..={}",
            l,
            r
        );
        let words = words_for(n);
        let mut values = vec![0usize; n + 1];
        let mut xors = vec![0u64; (n + 1) * words];
        let mut union = vec![0u64; words];
        for k in 0..=n {
            if k >= l {
                union.iter_mut().for_each(|w| *w = 0);
                let lowest = k.saturating_sub(r);
                for s in lowest..=k - l {
                    for (u, x) in union.iter_mut().zip(&xors[s * words..(s + 1) * words]) {
                        *u |= x;
                    }
                }
                values[k] = union
                    .iter()
                    .enumerate()
                    .find(|(_, w)| **w != u64::MAX)
                    .map_or(words * 64, |(i, w)| i * 64 + w.trailing_ones() as usize);
            }
            // The pairs of runs totalling k, now that G(k) is known.
            for i in 0..=k {
                let x = values[i] ^ values[k - i];
                xors[k * words + x / 64] |= 1 << (x % 64);
            }
        }
        RunValues {
            l,
            r,
            values,
            xors,
            words,
        }
    }

    /// The Grundy value of a run of `k` cards.
    ///
    /// # Panics
    /// If `k` is past the table.
    pub fn value(&self, k: usize) -> usize {
        self.values[k]
    }

    /// A move in a run of `k` cards whose two leftover runs have XOR
    /// `target`: `(offset, y)`, removing cards `offset + 1 ..= offset + y` of
    /// the run. `O(r − l + k)`.
    pub fn split(&self, k: usize, target: usize) -> Option<(usize, usize)> {
        if target >= self.words * 64 || k < self.l {
            return None;
        }
        let lowest = k.saturating_sub(self.r);
        let s = (lowest..=k - self.l)
            .find(|&s| self.xors[s * self.words + target / 64] >> (target % 64) & 1 == 1)?;
        let i = (0..=s).find(|&i| self.values[i] ^ self.values[s - i] == target)?;
        Some((i, k - s))
    }
}

/// The cards still on the table, 1 … n.
///
/// # Example
/// ```
/// use gamecore::sg::card_row::Row;
/// let mut row = Row::new(6);
/// assert!(row.remove(2, 1));
/// assert!(!row.remove(1, 2)); // card 2 is gone
/// assert_eq!(row.runs(), [(1, 1), (3, 4)]);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Row {
    present: Vec<bool>,
}

impl Row {
    /// All `n` cards on the table. `O(n)`.
    pub fn new(n: usize) -> Self {
        Row {
            present: vec![true; n],
        }
    }

    /// How many cards the row had.
    pub fn len(&self) -> usize {
        self.present.len()
    }

    /// Whether the row had no cards.
    pub fn is_empty(&self) -> bool {
        self.present.is_empty()
    }

    /// Whether cards `x ..= x + y − 1` are all on the table (`y ≥ 1`).
    pub fn can_remove(&self, x: usize, y: usize) -> bool {
        y >= 1
            && x >= 1
            && x.checked_add(y - 1)
                .map_or(false, |last| last <= self.present.len())
            && self.present[x - 1..x - 1 + y].iter().all(|&p| p)
    }

    /// Removes cards `x ..= x + y − 1` if they are all on the table; whether
    /// it did. `O(y)`.
    pub fn remove(&mut self, x: usize, y: usize) -> bool {
        if !self.can_remove(x, y) {
            return false;
        }
        self.present[x - 1..x - 1 + y]
            .iter_mut()
            .for_each(|p| *p = false);
        true
    }

    /// The runs of cards on the table: `(first card, length)`, left to right.
    /// `O(n)`.
    pub fn runs(&self) -> Vec<(usize, usize)> {
        let mut runs = Vec::new();
        let mut start = None;
        for (i, &p) in self.present.iter().chain([false].iter()).enumerate() {
            match (p, start) {
                (true, None) => start = Some(i),
                (false, Some(s)) => {
                    runs.push((s + 1, i - s));
                    start = None;
                }
                _ => {}
            }
        }
        runs
    }

    /// A move to a position of value 0 (the mover then wins), if there is
    /// one. `O(n + n_runs · (r − l))`.
    pub fn winning_move(&self, values: &RunValues) -> Option<(usize, usize)> {
        let runs = self.runs();
        let total = runs.iter().fold(0, |acc, &(_, k)| acc ^ values.value(k));
        if total == 0 {
            return None;
        }
        runs.iter().find_map(|&(first, k)| {
            let (offset, y) = values.split(k, total ^ values.value(k))?;
            Some((first + offset, y))
        })
    }
}

/// Our side's plan: symmetry where the middle can be taken, else the
/// Grundy values of the runs.
#[derive(Debug, Clone)]
pub enum Strategy {
    /// We went first, took the middle of a row of `n`, and mirror.
    Mirror {
        /// The row's length.
        n: usize,
    },
    /// We keep the position at value 0 after each of our moves.
    Values {
        /// The cards on the table.
        row: Row,
        /// The runs' values.
        values: RunValues,
    },
}

impl Strategy {
    /// The plan for a row of `n` cards, lengths `l..=r`, and whether to go
    /// first (with the opening move) or second.
    ///
    /// # Example
    /// ```
    /// use gamecore::sg::card_row::Strategy;
    /// let (_, opening) = Strategy::new(6, 1, 2);
    /// assert_eq!(opening, Some((3, 2)));
    /// let (_, opening) = Strategy::new(2, 1, 1); // 1 1 → lost for the first player
    /// assert_eq!(opening, None);
    /// ```
    ///
    /// # Complexity
    /// `O(1)` for symmetry, else [`RunValues::new`]'s with `l = r`.
    pub fn new(n: usize, l: usize, r: usize) -> (Strategy, Option<(usize, usize)>) {
        if let Some(opening) = mirror_opening(n, l, r) {
            return (Strategy::Mirror { n }, Some(opening));
        }
        let values = RunValues::new(n, l, r);
        let mut row = Row::new(n);
        let opening = row.winning_move(&values);
        if let Some((x, y)) = opening {
            row.remove(x, y);
        }
        (Strategy::Values { row, values }, opening)
    }

    /// Our answer to the opponent's legal move `(a, b)`, or `None` if we have
    /// no move left (which a won position never comes to).
    pub fn reply(&mut self, a: usize, b: usize) -> Option<(usize, usize)> {
        match self {
            Strategy::Mirror { n } => Some(mirror_reply(*n, a, b)),
            Strategy::Values { row, values } => {
                row.remove(a, b);
                // From a lost position (never reached after a right choice)
                // any legal move: the smallest at the first long enough run.
                let answer = row.winning_move(values).or_else(|| {
                    let l = values.l;
                    row.runs()
                        .into_iter()
                        .find(|&(_, k)| k >= l)
                        .map(|(first, _)| (first, l))
                })?;
                row.remove(answer.0, answer.1);
                Some(answer)
            }
        }
    }
}
