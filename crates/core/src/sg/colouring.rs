//! The colouring game on a row of red and blue cells (Codeforces 1704F):
//! Alice whitens two neighbouring cells of which at least one is red, Bob two
//! of which at least one is blue; who cannot move loses.
//!
//! **The counting argument.** A player can move exactly while a cell of their
//! colour is left (every cell has a neighbour, the row having two or more
//! cells). Each move removes at least one of the mover's cells and at most one
//! of the opponent's, and removes one of each exactly when it whitens a
//! red–blue pair. So with more red cells than blue Alice wins (she takes a
//! pair while one exists, else one red: she never falls behind), and with
//! more blue Bob wins likewise. With equal counts both players take pairs
//! while they can; whoever first cannot is left behind and loses. The pairs
//! lie inside the maximal alternating runs (neighbours of different colours),
//! and whitening a pair of a run of `L` cells leaves runs of `a` and
//! `L − 2 − a` cells: the run is a heap of Dawson's Kayles, octal code `0.07`.
//! So with equal counts Alice wins iff the XOR of `G_{0.07}(L)` over the runs
//! is non-zero (Sprague–Grundy), the values coming from
//! [`crate::sg::octal_period::OctalPeriod`]: period 34 from heap 53 on, proved
//! by the periodicity theorem with 175 values.
//!
//! # Example
//! ```
//! use gamecore::sg::colouring::Colouring;
//! let game = Colouring::new();
//! assert!(!game.alice_wins(b"BRB")); // more blue
//! assert!(game.alice_wins(b"RBRBRB")); // one run of 6: G = 3
//! assert!(!game.alice_wins(b"RBBR")); // runs RB, BR: G = 1 ⊕ 1
//! ```

use crate::sg::octal::OctalGame;
use crate::sg::octal_period::OctalPeriod;

/// The game's solver: Dawson's Kayles' values, proved periodic at build.
///
/// # Complexity
/// Memory: 175 values.
///
/// # Example
/// ```
/// let game = gamecore::sg::colouring::Colouring::new();
/// assert_eq!(game.run_value(2), 1);
/// ```
#[derive(Clone, Debug)]
pub struct Colouring {
    dawson: OctalPeriod,
}

impl Default for Colouring {
    fn default() -> Self {
        Self::new()
    }
}

impl Colouring {
    /// Proves Dawson's Kayles' period (a table of at most 256 values).
    ///
    /// # Complexity
    /// `O(256²)`.
    ///
    /// # Example
    /// ```
    /// let _game = gamecore::sg::colouring::Colouring::new();
    /// ```
    pub fn new() -> Self {
        let code = OctalGame::parse("0.07").expect("a valid code");
        let dawson = OctalPeriod::prove(&code, 256).expect("0.07 has period 34 from 53 on");
        Colouring { dawson }
    }

    /// The Grundy value of a maximal alternating run of `len` cells.
    ///
    /// # Complexity
    /// `O(1)`.
    ///
    /// # Example
    /// ```
    /// let game = gamecore::sg::colouring::Colouring::new();
    /// assert_eq!(game.run_value(u64::MAX), game.run_value(53 + (u64::MAX - 53) % 34));
    /// ```
    pub fn run_value(&self, len: u64) -> usize {
        self.dawson.grundy(len)
    }

    /// Does Alice, moving first, win on `cells` (bytes `R` and `B`, at least
    /// two)? Any byte other than `R` counts as blue; callers check the input.
    ///
    /// # Complexity
    /// `O(cells.len())`, no allocation.
    ///
    /// # Example
    /// ```
    /// let game = gamecore::sg::colouring::Colouring::new();
    /// assert!(game.alice_wins(b"BRRBRB") && !game.alice_wins(b"RRBBB"));
    /// ```
    pub fn alice_wins(&self, cells: &[u8]) -> bool {
        let red = cells.iter().filter(|&&c| c == b'R').count();
        let blue = cells.len() - red;
        if red != blue {
            return red > blue;
        }
        let mut nim_sum = 0;
        let mut run = 0u64;
        for (i, &cell) in cells.iter().enumerate() {
            if i > 0 && cell == cells[i - 1] {
                nim_sum ^= self.run_value(run);
                run = 0;
            }
            run += 1;
        }
        nim_sum ^= self.run_value(run);
        nim_sum != 0
    }
}
