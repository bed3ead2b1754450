//! Grundy values by the definition: every move of every heap, one by one.

use crate::Game;

/// G(0), …, G(len − 1) of `game`, trying every move of every heap: each
/// amount `k` the code allows, and every way of leaving what remains as
/// nothing, one heap, two or three non-empty heaps (of different sizes where
/// the digit has `!`). `O(len³)` for splits into three, `O(len²)` otherwise.
///
/// # Example
/// ```
/// let kayles = "0.77".parse().unwrap();
/// assert_eq!(takebreak::naive_values(&kayles, 8), [0, 1, 2, 3, 1, 4, 3, 2]);
/// // Grundy's game: split a heap into two unequal heaps.
/// let grundy = "4!.0".parse().unwrap();
/// assert_eq!(takebreak::naive_values(&grundy, 8), [0, 0, 0, 1, 0, 2, 1, 0]);
/// ```
pub fn naive_values(game: &Game, len: usize) -> Vec<u32> {
    let mut g: Vec<u32> = Vec::with_capacity(len);
    let mut seen: Vec<bool> = Vec::new();
    for n in 0..len {
        let mut options: Vec<u32> = Vec::new();
        for k in 0..=n {
            let d = game.digit(k);
            let rest = n - k;
            if d.bits & 1 != 0 && rest == 0 && k > 0 {
                options.push(0);
            }
            if d.bits & 2 != 0 && rest > 0 && k > 0 {
                options.push(g[rest]);
            }
            if d.bits & 4 != 0 {
                for a in 1..=rest / 2 {
                    let b = rest - a;
                    if !(d.unequal && a == b) {
                        options.push(g[a] ^ g[b]);
                    }
                }
            }
            if d.bits & 8 != 0 {
                for a in 1..=rest / 3 {
                    for b in a..=(rest - a) / 2 {
                        let c = rest - a - b;
                        if !(d.unequal && (a == b || b == c)) {
                            options.push(g[a] ^ g[b] ^ g[c]);
                        }
                    }
                }
            }
        }
        seen.clear();
        seen.resize(options.len() + 1, false);
        for &v in &options {
            if (v as usize) < seen.len() {
                seen[v as usize] = true;
            }
        }
        g.push(seen.iter().position(|&s| !s).unwrap() as u32);
    }
    g
}
