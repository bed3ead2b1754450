//! A seeded pseudo-random generator (SplitMix64): tiny, fast, reproducible.

/// SplitMix64. The same seed always gives the same sequence on every machine.
#[derive(Debug, Clone)]
pub struct Rng {
    state: u64,
}

impl Rng {
    /// A generator seeded with `seed`.
    pub fn new(seed: u64) -> Self {
        Rng { state: seed }
    }

    /// The generator for input number `index` of a run seeded with `seed`, so
    /// that any single input can be regenerated without the ones before it.
    pub fn for_input(seed: u64, index: u64) -> Self {
        let mut mixer = Rng::new(seed ^ index.wrapping_mul(0xA076_1D64_78BD_642F));
        Rng::new(mixer.next_u64())
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A uniform value in `lo..=hi`.
    ///
    /// # Panics
    /// If `lo > hi`.
    pub fn range(&mut self, lo: u64, hi: u64) -> u64 {
        assert!(lo <= hi, "empty range {lo}..={hi}");
        let span = (hi - lo).wrapping_add(1);
        if span == 0 {
            return self.next_u64();
        }
        // Multiply-shift keeps the bias below 2^-64 per unit of span.
        lo + ((u128::from(self.next_u64()) * u128::from(span)) >> 64) as u64
    }

    /// A uniform value in `lo..=hi` for signed bounds.
    ///
    /// # Panics
    /// If `lo > hi`.
    pub fn range_i64(&mut self, lo: i64, hi: i64) -> i64 {
        assert!(lo <= hi, "empty range {lo}..={hi}");
        let span = hi.wrapping_sub(lo) as u64;
        lo.wrapping_add(self.range(0, span) as i64)
    }

    /// A uniform index below `n`.
    ///
    /// # Panics
    /// If `n == 0`.
    pub fn below(&mut self, n: usize) -> usize {
        assert!(n > 0, "below(0)");
        self.range(0, n as u64 - 1) as usize
    }

    /// `true` with probability `numerator / denominator`.
    pub fn chance(&mut self, numerator: u64, denominator: u64) -> bool {
        self.range(1, denominator) <= numerator
    }

    /// A uniformly chosen element.
    ///
    /// # Panics
    /// If `items` is empty.
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }

    /// Shuffles `items` uniformly (Fisher–Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i + 1);
            items.swap(i, j);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_sequence_and_ranges_hold() {
        let mut a = Rng::new(42);
        let mut b = Rng::new(42);
        for _ in 0..1000 {
            assert_eq!(a.next_u64(), b.next_u64());
            let x = a.range(3, 7);
            assert!((3..=7).contains(&x));
            b.range(3, 7);
            let y = a.range_i64(-5, 5);
            assert!((-5..=5).contains(&y));
            b.range_i64(-5, 5);
        }
        assert_ne!(
            Rng::for_input(1, 0).next_u64(),
            Rng::for_input(1, 1).next_u64()
        );
        a.range(0, u64::MAX);
    }

    #[test]
    fn every_value_of_a_small_range_appears() {
        let mut rng = Rng::new(7);
        let mut seen = [false; 6];
        for _ in 0..200 {
            seen[rng.range(10, 15) as usize - 10] = true;
        }
        assert!(seen.iter().all(|&s| s));
    }
}
