//! Stage 3, the analyses. 找规律: the patterns in a computed table, each
//! claim labelled *proved* (naming the theorem and the bound checked) or
//! *apparent, checked to N*; and 对拍: a rule file's `guess` compared with
//! the table.
//!
//! Imports only [`crate::source`] (a guess's and a position's types) and the
//! code engine, `takebreak`.
//!
//! The engine calls [`CodeMatcher::observe`] with every heap's options while it
//! computes the values, then [`CodeMatcher::finish`], then [`analyse_heap`] on
//! a one-heap table or [`analyse_pair`] on a box of G(a, b).
//!
//! - `code`: is a one-heap rule a take-and-break code, compared move by move?
//!   Its digits' tallies are `digits`, its account of why a rule is not the
//!   nearest code `why`.
//! - `notation`: a long code written compressed in the text report.
//! - `heap`: periods and saltus; a recognised finite code's period proved by
//!   the periodicity theorem of the code engine (`takebreak::pattern`).
//! - `pair`: P-positions, Beatty pairs, sums, rows and columns.
//! - `beatty`: quadratic irrationals and ⌊kα⌋ in exact integer arithmetic.
//! - [`classes`]: the apparent period of values that are not numbers.
//! - [`guess`]: a rule file's `guess` against every entry of the table.

mod beatty;
pub mod classes;
mod code;
mod digits;
pub mod guess;
mod heap;
mod notation;
mod pair;
pub mod scores;
mod why;

pub use beatty::{NoBeam, Quadratic, fit_beam, fit_beam_where, isqrt};
pub use code::CodeMatcher;
pub use heap::{analyse_heap, apparent_pattern, early_break, nearest_break};
pub use notation::{COMPACT_NOTE, compact_code};
pub use pair::{MIN_BEATTY_PAIRS, analyse_pair};

/// Whether a rule is a take-and-break code on the heaps compared.
#[derive(Debug, Clone)]
pub enum CodeMatch {
    /// The rule's options equal the code's on every heap `0..=checked_to`.
    Code {
        /// CGSuite's notation, as `takebreak` prints it: `0.007`, `4.[3]`,
        /// `0.3033` (which [`CodeMatch::subtraction_set`] writes `S{1,3,4}`).
        code: String,
        /// The code, for the code engine.
        game: takebreak::Game,
        /// The last heap compared: the rule and the code agree on `0..=checked_to`.
        checked_to: u64,
    },
    /// No code matches; `reason` names the nearest code, the heaps it
    /// matched, and the first heap and option where it broke.
    NoCode { reason: String },
}

/// What [`analyse_heap`] found in G(0), G(1), ….
#[derive(Debug, Clone, Default)]
pub struct HeapAnalysis {
    /// Smallest period, preperiod and saltus (CGSuite's convention, as
    /// `takebreak` uses), or `None` when no pattern fits.
    pub period: Option<u64>,
    pub preperiod: Option<u64>,
    pub saltus: Option<i64>,
    /// True only when a named theorem with its bound checked proves the pattern.
    pub proved: bool,
    /// The recognised code, as in [`CodeMatch::Code`].
    pub code: Option<String>,
    /// The report, one claim per line: "proved by …" or "apparent, checked to N",
    /// and, when nothing fits, where the nearest candidate broke.
    pub lines: Vec<String>,
}

/// Beatty pairs: P-positions (a_k, b_k) = (⌊kα⌋, ⌊kβ⌋), α and β quadratic
/// irrationals, checked in exact integer arithmetic.
#[derive(Debug, Clone)]
pub struct Beatty {
    /// α and β as numbers (for JSON and display; the check is exact).
    pub alpha: f64,
    pub beta: f64,
    /// Closed forms, e.g. "(1+√5)/2" and "(3+√5)/2".
    pub alpha_text: String,
    pub beta_text: String,
}

/// What [`analyse_pair`] found in G(a, b) over a box.
#[derive(Debug, Clone, Default)]
pub struct PairAnalysis {
    /// Every (a, b) in the box with G(a, b) = 0, in row-major order.
    pub p_positions: Vec<(u64, u64)>,
    /// The Beatty pairs the P-positions form, if they do (see [`analyse_pair`]).
    pub beatty: Option<Beatty>,
    /// G(a, b) = G(a, 0) ⊕ G(0, b) on the whole box.
    pub sum: bool,
    /// A pattern common to the rows (or columns), when one is found.
    pub period: Option<u64>,
    pub preperiod: Option<u64>,
    pub saltus: Option<i64>,
    /// Always false: no theorem is checked for a pair rule.
    pub proved: bool,
    /// The report, one claim per line, each labelled proved or apparent.
    pub lines: Vec<String>,
}
