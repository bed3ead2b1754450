//! 找规律: the patterns in a computed table, each claim labelled *proved*
//! (naming the theorem and the bound checked) or *apparent, checked to N*.
//!
//! The engine calls [`CodeMatcher::observe`] with every heap's options while it
//! computes the values, then [`analyse_heap`] or [`analyse_pair`] on the table.
//! (Interface skeleton; the bodies are being written.)

/// Watches a one-heap rule's options, heap by heap, for a take-and-break code
/// (octal, hexadecimal, or a subtraction set) that gives exactly the same
/// options on every heap observed.
#[derive(Debug, Default)]
pub struct CodeMatcher {}

impl CodeMatcher {
    pub fn new() -> Self {
        CodeMatcher {}
    }

    /// Heap `n`'s options, each the list of heaps the move leaves (any order,
    /// `[]` for nothing left). Heaps may be observed in any order, each once.
    pub fn observe(&mut self, n: u64, options: &[Vec<u64>]) {
        let _ = (n, options);
    }

    /// The verdict once heaps `0..=upto` have all been observed.
    pub fn finish(self, upto: u64) -> CodeMatch {
        let _ = upto;
        CodeMatch::NoCode {
            reason: "not implemented".to_string(),
        }
    }
}

/// Whether a rule is a take-and-break code on the heaps compared.
#[derive(Debug, Clone)]
pub enum CodeMatch {
    /// The rule's options equal the code's on every heap `0..=checked_to`.
    Code {
        /// CGSuite's notation: `0.007`, `4.[3]`, `0.3033` (`S{1,3,4}`).
        code: String,
        game: takebreak::Game,
        checked_to: u64,
    },
    /// No code matches; `reason` names the first heap and option that broke
    /// the nearest candidate.
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

/// Finds the pattern in `values` (G(0..values.len())), using the code engine
/// and its periodicity theorem when `code` is a [`CodeMatch::Code`].
pub fn analyse_heap(values: &[u32], code: &CodeMatch) -> HeapAnalysis {
    let _ = (values, code);
    HeapAnalysis::default()
}

/// Beatty pairs: P-positions (a_k, b_k) = (⌊kα⌋, ⌊kβ⌋), α and β quadratic
/// irrationals, checked in exact integer arithmetic.
#[derive(Debug, Clone)]
pub struct Beatty {
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
    pub beatty: Option<Beatty>,
    /// G(a, b) = G(a, 0) ⊕ G(0, b) on the whole box.
    pub sum: bool,
    /// A pattern common to the rows (or columns), when one is found.
    pub period: Option<u64>,
    pub preperiod: Option<u64>,
    pub saltus: Option<i64>,
    pub proved: bool,
    /// The report, one claim per line, each labelled proved or apparent.
    pub lines: Vec<String>,
}

/// Finds the patterns in a box of values: `values[a * cols + b]` = G(a, b)
/// for a < rows, b < cols.
pub fn analyse_pair(values: &[u32], rows: usize, cols: usize) -> PairAnalysis {
    let _ = (values, rows, cols);
    PairAnalysis::default()
}
