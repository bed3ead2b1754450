//! Periods of computed sequences, and the periodicity theorem.
//!
//! A sequence has period `p ≥ 1`, saltus `s ≥ 0` and preperiod `n0` when
//! G(n + p) = G(n) + s for every n ≥ n0, with `n0` the smallest such index
//! (CGSuite's convention; the last exception, quoted by Flammenkamp's tables,
//! is n0 − 1). All periods of an eventually periodic sequence are multiples of
//! the smallest and share its `n0`.
//!
//! The periodicity theorem: for a code with finitely many non-zero digits,
//! the last at index `t`, whose moves leave at most `k ≥ 2` heaps, if
//! G(n + p) = G(n) for n0 ≤ n and n + p < N with
//! N = k·max(n0, 1) + k·p + t − (k − 1) values computed, then it holds for every
//! n ≥ n0; with no splits (k ≤ 1), N = max(n0, 1) + p + t values suffice.
//! (Heap M + p, split as a + b with b the larger part, is matched with the
//! option a + (b − p) of heap M; this needs b − p ≥ max(n0, 1), not only
//! b − p ≥ n0, since a part of 0 tokens would turn a split into a move that
//! leaves one heap, which the code may not allow: 0.004 has G = 0 for its
//! first five heaps and G(5) = 1.) The proof does not cover unequal splits
//! (`!`), whose matched option may be two equal heaps, nor arithmetic
//! periodicity (s > 0), nor infinite codes: those patterns are only
//! apparent.

use crate::Game;

/// A period, its saltus and preperiod.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pattern {
    pub period: usize,
    pub saltus: u32,
    /// The first index from which G(n + p) = G(n) + s holds.
    pub preperiod: usize,
}

impl Pattern {
    /// The last index where the pattern fails, n0 − 1 (none if n0 = 0).
    pub fn last_exception(&self) -> Option<usize> {
        self.preperiod.checked_sub(1)
    }
}

/// The theorem that proves a pattern and the values it needed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Proof {
    /// N: values G(0..N) make the pattern certain.
    pub needed: usize,
    /// The theorem and its bound, in a few words.
    pub text: String,
}

/// What [`analyse`] finds in a computed sequence.
#[derive(Debug, Clone, Default)]
pub struct Analysis {
    /// The smallest period that is proved, or else the smallest that holds
    /// at the end for at least three periods, 24 indices and half its
    /// preperiod (apparent).
    pub pattern: Option<Pattern>,
    pub proof: Option<Proof>,
    /// For a code the theorem covers: the fewest values that would prove a
    /// pure period holding for half a period or more at the end.
    pub candidate_needs: Option<usize>,
}

/// The number of values the periodicity theorem needs to prove period
/// `period` from `preperiod` on for `game`, with the theorem's name, or
/// `None` if the theorem does not cover `game`.
///
/// # Example
/// ```
/// use takebreak::pattern::needed_values;
/// let dawson = "0.07".parse().unwrap();
/// assert_eq!(needed_values(&dawson, 53, 34).unwrap().0, 175);
/// let subtraction = "S{1,3,4}".parse().unwrap();
/// assert_eq!(needed_values(&subtraction, 0, 7).unwrap().0, 1 + 7 + 4);
/// assert!(needed_values(&"4.[3]".parse().unwrap(), 1, 4).is_none());
/// ```
pub fn needed_values(game: &Game, preperiod: usize, period: usize) -> Option<(usize, String)> {
    let need = needed_count(game, preperiod, period)?;
    let t = game.last_digit();
    let n1 = preperiod.max(1);
    let k = game.max_heaps();
    Some(if k <= 1 {
        (
            need,
            format!(
                "periodicity theorem, no splits: N = max(n0,1) + p + t = {n1} + {period} + {t} = {need}"
            ),
        )
    } else {
        (
            need,
            format!(
                "periodicity theorem, splits into ≤ {k} heaps: N = {k}·max(n0,1) + {k}p + t − {} = {k}·{n1} + {k}·{period} + {t} − {} = {need}",
                k - 1,
                k - 1
            ),
        )
    })
}

/// [`needed_values`] without the text.
pub fn needed_count(game: &Game, preperiod: usize, period: usize) -> Option<usize> {
    if !game.is_finite() || game.has_unequal_splits() {
        return None;
    }
    let t = game.last_digit();
    let n1 = preperiod.max(1);
    let k = game.max_heaps();
    Some(if k <= 1 {
        n1 + period + t
    } else {
        k * n1 + k * period + t - (k - 1)
    })
}

/// The smallest period of `values` (G(0), G(1), …) for `game`: proved if the
/// theorem covers it with these values, else apparent if it holds at the end
/// for at least three periods, 24 indices and half its preperiod.
///
/// # Example
/// ```
/// use takebreak::pattern::analyse;
/// let game = "0.3".parse().unwrap(); // take one: 0 1 0 1 …
/// let found = analyse(&[0u32, 1, 0, 1, 0], &game);
/// assert_eq!(found.pattern.unwrap().period, 2);
/// assert!(found.proof.is_some()); // N = max(0,1) + 2 + 1 = 4 ≤ 5
/// ```
pub fn analyse<V: Copy + Into<u32>>(values: &[V], game: &Game) -> Analysis {
    let len = values.len();
    let mut found = Analysis::default();
    if len < 2 {
        return found;
    }
    let g = |i: usize| -> i64 { i64::from(values[i].into()) };
    let covered = needed_count(game, 0, 1).is_some();
    // The theorem's N for preperiod 1 is linear in p: its two terms, worked
    // out once rather than for every p.
    let (least0, slope) = match (needed_count(game, 1, 0), needed_count(game, 1, 1)) {
        (Some(a), Some(b)) => (a, b - a),
        _ => (usize::MAX, 0),
    };
    let last = len - 1;
    // The first pattern (p, s, n0) that held for a whole period: its
    // multiples j·p hold with saltus j·s from n0 on, so their walk back
    // starts there (else each multiple would walk the whole stretch again).
    let mut base: Option<(usize, i64, usize)> = None;
    for p in 1..len {
        // Past here no p is proved (the theorem's least N is too big) nor
        // apparent (three periods do not fit).
        let least = least0.saturating_add(slope * p);
        if least > len && 4 * p > len {
            break;
        }
        let s = g(last) - g(last - p);
        if s < 0 {
            continue;
        }
        let mut n = last - p;
        if let Some((bp, bs, bn0)) = base
            && p % bp == 0
            && bn0 <= n
            && s == (p / bp) as i64 * bs
        {
            if bn0 == 0 {
                n = 0;
            } else {
                n = bn0 - 1;
            }
        }
        let preperiod = loop {
            if g(n + p) - g(n) != s {
                break n + 1;
            }
            if n == 0 {
                break 0;
            }
            n -= 1;
        };
        let stretch = len - p - preperiod;
        if base.is_none() && stretch >= p {
            base = Some((p, s, preperiod));
        }
        let pattern = Pattern {
            period: p,
            saltus: s as u32,
            preperiod,
        };
        if s == 0 && covered {
            let need = needed_count(game, preperiod, p).expect("covered");
            if need <= len {
                let (needed, text) = needed_values(game, preperiod, p).expect("covered");
                found.pattern = Some(pattern);
                found.proof = Some(Proof { needed, text });
                return found;
            }
            if stretch >= (p / 2).max(4) {
                found.candidate_needs = Some(found.candidate_needs.map_or(need, |c| c.min(need)));
            }
        }
        if stretch >= (3 * p).max(24) && 2 * stretch >= preperiod {
            // The smallest apparent period. A larger p is proved first only
            // if this one is no period at all; later checks will see that.
            found.pattern = Some(pattern);
            break;
        }
    }
    found
}
