//! The minimum excludant: the smallest non-negative integer not in a set.
//!
//! The Grundy value of a position is the mex of its successors' values. Table
//! loops call it once per position, so [`Mex`] keeps its buffers between calls
//! and "clears" its seen-marks by bumping a stamp instead of zeroing memory.

/// The mex of `values`: the smallest non-negative integer not among them.
///
/// Allocates; in a loop, reuse a [`Mex`] instead.
///
/// # Example
/// ```
/// use gamecore::sg::mex::mex;
/// assert_eq!(mex([0, 1, 3]), 2);
/// assert_eq!(mex([5, 7]), 0);
/// assert_eq!(mex(Vec::<usize>::new()), 0);
/// ```
///
/// # Complexity
/// `O(n_values)` time and memory.
pub fn mex<I: IntoIterator<Item = usize>>(values: I) -> usize {
    Mex::new().of(values)
}

/// A reusable mex computer for table loops.
///
/// # Example
/// ```
/// use gamecore::sg::mex::Mex;
/// // Grundy values of the subtraction game with moves {1, 2}: 0 1 2 0 1 2 …
/// let mut mex = Mex::new();
/// let mut grundy = vec![0usize; 9];
/// for n in 1..grundy.len() {
///     grundy[n] = mex.of([1, 2].iter().filter(|&&m| m <= n).map(|&m| grundy[n - m]));
/// }
/// assert_eq!(grundy, [0, 1, 2, 0, 1, 2, 0, 1, 2]);
/// ```
#[derive(Debug, Clone, Default)]
pub struct Mex {
    values: Vec<usize>,
    seen: Vec<u32>,
    stamp: u32,
}

impl Mex {
    /// An empty computer; its buffers grow to the largest set it is given.
    ///
    /// # Example
    /// ```
    /// let mut mex = gamecore::sg::mex::Mex::new();
    /// assert_eq!(mex.of([]), 0);
    /// ```
    ///
    /// # Complexity
    /// `O(1)`.
    pub fn new() -> Self {
        Self::default()
    }

    /// The mex of `values`.
    ///
    /// # Example
    /// ```
    /// let mut mex = gamecore::sg::mex::Mex::new();
    /// assert_eq!(mex.of([2, 0, 1, 1]), 3);
    /// assert_eq!(mex.of([1]), 0);
    /// ```
    ///
    /// # Complexity
    /// `O(n_values)`, with no allocation once the buffers are large enough.
    pub fn of<I: IntoIterator<Item = usize>>(&mut self, values: I) -> usize {
        self.values.clear();
        self.values.extend(values);
        // The mex of n values is at most n, so larger values never matter.
        let n_values = self.values.len();
        if self.seen.len() < n_values + 1 {
            self.seen.resize(n_values + 1, 0);
        }
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            // After 2^32 calls the stamps wrap: clear once, then carry on.
            self.seen.iter_mut().for_each(|s| *s = 0);
            self.stamp = 1;
        }
        for &value in &self.values {
            if value <= n_values {
                self.seen[value] = self.stamp;
            }
        }
        (0..=n_values)
            .find(|&candidate| self.seen[candidate] != self.stamp)
            .unwrap_or(n_values + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The definition, literally: count up from 0 until a value is missing.
    fn naive_mex(values: &[usize]) -> usize {
        (0..).find(|candidate| !values.contains(candidate)).unwrap()
    }

    #[test]
    fn matches_the_definition_on_all_small_multisets() {
        let mut reused = Mex::new();
        // Every sequence of length 0..=4 over 0..=5.
        for len in 0..=4u32 {
            for code in 0..6usize.pow(len) {
                let values: Vec<usize> = (0..len).map(|i| code / 6usize.pow(i) % 6).collect();
                let expected = naive_mex(&values);
                assert_eq!(mex(values.iter().copied()), expected, "{values:?}");
                assert_eq!(reused.of(values.iter().copied()), expected, "{values:?}");
            }
        }
    }

    #[test]
    fn huge_values_are_ignored_without_allocating_for_them() {
        assert_eq!(mex([usize::MAX, 0]), 1);
    }
}
