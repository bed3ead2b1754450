//! A take-and-break code as a rule: the options of a heap, each the heaps
//! the move leaves, by the code's digits (what `--html` of a code opens and
//! plays with; the values are `takebreak`'s).

use takebreak::Game;

/// The options of heap `n` under `game`: for each amount `k` the code
/// allows, nothing (the heap was `k`), one heap, two or three non-empty
/// heaps (of different sizes where the digit has `!`), splits listed with
/// their heaps in increasing order.
///
/// # Complexity
/// `O(n)` options, `O(n²)` with three-heap splits.
pub fn moves(game: &Game, n: u64) -> Vec<Vec<u64>> {
    let mut options = Vec::new();
    for k in 0..=n {
        let d = game.digit(usize::try_from(k).unwrap_or(usize::MAX));
        let rest = n - k;
        if d.bits & 1 != 0 && rest == 0 && k > 0 {
            options.push(vec![]);
        }
        if d.bits & 2 != 0 && rest > 0 && k > 0 {
            options.push(vec![rest]);
        }
        if d.bits & 4 != 0 {
            for a in 1..=rest / 2 {
                if !(d.unequal && a == rest - a) {
                    options.push(vec![a, rest - a]);
                }
            }
        }
        if d.bits & 8 != 0 {
            for a in 1..=rest / 3 {
                for b in a..=(rest - a) / 2 {
                    let c = rest - a - b;
                    if !(d.unequal && (a == b || b == c)) {
                        options.push(vec![a, b, c]);
                    }
                }
            }
        }
    }
    options
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The mex over the options' XORs gives takebreak's naive values.
    #[test]
    fn the_options_give_the_codes_values() {
        for code in ["0.07", "4.[3]", "4!.0", "0.8F", "S{1,3,4}", "0.137"] {
            let game: Game = code.parse().unwrap();
            let want = takebreak::naive_values(&game, 40);
            let mut g: Vec<u32> = Vec::new();
            for n in 0..40 {
                let seen: Vec<u32> = moves(&game, n)
                    .iter()
                    .map(|parts| parts.iter().fold(0, |x, &p| x ^ g[p as usize]))
                    .collect();
                g.push((0..).find(|v| !seen.contains(v)).unwrap());
            }
            assert_eq!(g, want, "{code}");
        }
    }
}
