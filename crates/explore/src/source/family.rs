//! A family of starts on any position type: a rule file with `start` (one
//! parameter or a pair) and `moves(p: &P)`, and optional `show`, `canon` and
//! `guess` — what the family engine ([`crate::engines::family`]) and the
//! numbering that runs families under `--loopy` and as partisan rules
//! ([`crate::engines::intern`]) read.

use super::form::Source;
use super::guess::Guess;
use super::out::Out;
use super::position::Position;
use crate::cli::flags::Options;

/// The starts tabled when `--upto` is not given: a family's positions
/// usually grow exponentially with n.
pub const DEFAULT_UPTO: u64 = 20;
/// The box a two-parameter family is tabled on when `--box` is not given.
pub const DEFAULT_BOX: (u64, u64) = (8, 8);
/// A rule file's `moves`, in either form.
pub enum Moves<P> {
    /// `fn moves(p: &P) -> Vec<Vec<P>>`.
    Vecs(fn(&P) -> Vec<Vec<P>>),
    /// `fn moves(p: &P, out: &mut Out<P>)`.
    Push(fn(&P, &mut Out<P>)),
}

impl<P> Clone for Moves<P> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<P> Copy for Moves<P> {}

/// What a rule file with `start` defines (the generated `main` fills it in).
pub struct Family<K, P> {
    pub start: fn(K) -> P,
    pub moves: Moves<P>,
    /// How a position prints (`Debug` when absent).
    pub show: Option<fn(&P) -> String>,
    /// A symmetry reduction the user vouches for: positions with equal
    /// `canon` share one value.
    pub canon: Option<fn(P) -> P>,
    pub guess: Option<Guess<K>>,
}

/// The rule as the search calls it: `moves`, then `canon` on every part.
pub struct WithCanon<P> {
    pub moves: Moves<P>,
    pub canon: Option<fn(P) -> P>,
}

impl<P: Clone + 'static> Source<P> for WithCanon<P> {
    #[inline]
    fn push_options(&mut self, p: &P, out: &mut Out<P>) {
        let from = out.parts_len();
        match self.moves {
            Moves::Vecs(f) => {
                for parts in f(p) {
                    out.push_parts(parts);
                }
            }
            Moves::Push(f) => f(p, out),
        }
        if let Some(canon) = self.canon {
            out.map_parts(from, canon);
        }
    }
}

/// The two kinds of family parameter: `n` (`--upto`) or `(a, b)` (`--box`).
pub trait Key: Position {
    /// The table's extent as the flags ask for it (a family's defaults).
    fn family_extent(o: &Options) -> Result<Self::Extent, String>;
    /// The same with a partisan rule's defaults.
    fn partisan_extent(o: &Options) -> Result<Self::Extent, String>;
    /// The same with a heap or pair rule's defaults (`--upto 10000`,
    /// `--box 30,30`).
    fn rule_extent(o: &Options) -> Result<Self::Extent, String>;
    /// The number of the `j`-th position met (`j` ≥ the table's length),
    /// outside the table ([`crate::engines::intern`]).
    fn outside(j: usize, extent: Self::Extent) -> Self;
    /// The inverse of [`Key::outside`].
    fn outside_index(self, extent: Self::Extent) -> usize;
}

impl Key for u64 {
    fn rule_extent(o: &Options) -> Result<u64, String> {
        if o.r#box.is_some() {
            return Err(
                "--box is for pair rules; this rule takes one heap (use --upto N)".to_string(),
            );
        }
        let upto = o.upto.unwrap_or(crate::cli::flags::DEFAULT_UPTO);
        if upto > 1 << 28 {
            return Err(format!("--upto {upto}: at most 2^28 heaps"));
        }
        Ok(upto)
    }
    fn family_extent(o: &Options) -> Result<u64, String> {
        if o.r#box.is_some() {
            return Err("--box is for a two-parameter family (`start((a, b): (u64, u64))`); this file's `start` takes one number (use --upto N)".to_string());
        }
        let upto = o.upto.unwrap_or(DEFAULT_UPTO);
        if upto > 1 << 28 {
            return Err(format!("--upto {upto}: at most 2^28 starts"));
        }
        Ok(upto)
    }
    fn partisan_extent(o: &Options) -> Result<u64, String> {
        if o.r#box.is_some() {
            return Err("--box is for a two-parameter family; this file's `start` takes one number (use --upto N)".to_string());
        }
        Ok(o.upto.unwrap_or(super::partisan::DEFAULT_UPTO))
    }
    fn outside(j: usize, _: u64) -> u64 {
        j as u64
    }
    fn outside_index(self, _: u64) -> usize {
        self as usize
    }
}

impl Key for (u64, u64) {
    fn rule_extent(o: &Options) -> Result<(u64, u64), String> {
        if o.upto.is_some() {
            return Err(
                "--upto is for one-heap rules; this rule takes a pair (use --box A,B)".to_string(),
            );
        }
        Ok(o.r#box.unwrap_or(crate::cli::flags::DEFAULT_BOX))
    }
    fn family_extent(o: &Options) -> Result<(u64, u64), String> {
        if o.upto.is_some() {
            return Err("--upto is for a one-parameter family (`start(n: u64)`); this file's `start` takes a pair (use --box A,B)".to_string());
        }
        Ok(o.r#box.unwrap_or(DEFAULT_BOX))
    }
    fn partisan_extent(o: &Options) -> Result<(u64, u64), String> {
        if o.upto.is_some() {
            return Err("--upto is for a one-parameter family; this file's `start` takes a pair (use --box A,B)".to_string());
        }
        Ok(o.r#box.unwrap_or(crate::cli::flags::DEFAULT_BOX))
    }
    fn outside(j: usize, (rows, cols): (u64, u64)) -> (u64, u64) {
        (rows + (j as u64 - rows * cols), 0)
    }
    fn outside_index(self, (rows, cols): (u64, u64)) -> usize {
        (rows * cols + (self.0 - rows)) as usize
    }
}
