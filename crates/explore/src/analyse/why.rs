//! Why a rule is not the nearest code: the first option one has and the
//! other lacks, in words, for the matcher's report.

use std::collections::{BTreeMap, HashSet};

use takebreak::Game;

use super::notation::compact_code;

/// An option's heaps without the empty ones, smallest first.
pub(super) fn normalise(option: &[u64]) -> Vec<u64> {
    let mut parts: Vec<u64> = option.iter().copied().filter(|&h| h > 0).collect();
    parts.sort_unstable();
    parts
}

fn show(option: &[u64]) -> String {
    let inner: Vec<String> = option.iter().map(u64::to_string).collect();
    format!("[{}]", inner.join(", "))
}

/// Why an option of heap `n` is no code's, if it is not.
fn impossible(n: u64, parts: &[u64]) -> Option<String> {
    let sum = parts.iter().try_fold(0u64, |acc, &h| acc.checked_add(h));
    match sum {
        None => Some(format!("heap {n}'s option {} overflows", show(parts))),
        Some(s) if s > n => Some(format!(
            "heap {n}'s option {} leaves {s} tokens, more than the heap had (a code only takes)",
            show(parts)
        )),
        Some(s) if s == n && parts.len() <= 1 => Some(format!(
            "heap {n}'s option {} changes nothing (no code has such a move)",
            show(parts)
        )),
        _ if parts.len() > 3 => Some(format!(
            "heap {n}'s option {} leaves {} heaps (a code leaves at most three)",
            show(parts),
            parts.len()
        )),
        _ => None,
    }
}

/// Does `game` allow heap `n` the (normalised, possible) option `parts`?
fn allows(game: &Game, n: u64, parts: &[u64]) -> bool {
    let sum: u64 = parts.iter().sum();
    let k = n - sum;
    let d = game.digit(k as usize);
    match parts.len() {
        0 => k > 0 && d.bits & 1 != 0,
        1 => k > 0 && d.bits & 2 != 0,
        2 => d.bits & 4 != 0 && !(d.unequal && parts[0] == parts[1]),
        _ => d.bits & 8 != 0 && !(d.unequal && (parts[0] == parts[1] || parts[1] == parts[2])),
    }
}

/// An option `game` gives heap `n` (taking `k`) that is not in `seen`.
fn missing(game: &Game, n: u64, k: u64, seen: &HashSet<Vec<u64>>) -> Option<Vec<u64>> {
    let d = game.digit(k as usize);
    let m = n - k;
    let mut candidates: Vec<Vec<u64>> = Vec::new();
    if k > 0 && m == 0 && d.bits & 1 != 0 {
        candidates.push(vec![]);
    }
    if k > 0 && m > 0 && d.bits & 2 != 0 {
        candidates.push(vec![m]);
    }
    for c in candidates {
        if !seen.contains(&c) {
            return Some(c);
        }
    }
    if d.bits & 4 != 0 {
        for a in 1..=m / 2 {
            let option = vec![a, m - a];
            let allowed = !(d.unequal && a == m - a);
            if allowed && !seen.contains(&option) {
                return Some(option);
            }
        }
    }
    if d.bits & 8 != 0 {
        for a in 1..=m / 3 {
            for b in a..=(m - a) / 2 {
                let c = m - a - b;
                let option = vec![a, b, c];
                let allowed = !(d.unequal && (a == b || b == c));
                if allowed && !seen.contains(&option) {
                    return Some(option);
                }
            }
        }
    }
    None
}

/// What the rule does that `game` does not (or the reverse) at heap `n`,
/// given the rule's normalised, distinct options there.
pub(super) fn difference(game: &Game, n: u64, options: &[Vec<u64>]) -> String {
    let code = compact_code(&game.to_string());
    if let Some(bad) = options.iter().find(|o| impossible(n, o).is_some()) {
        return impossible(n, bad).unwrap_or_default();
    }
    if let Some(extra) = options.iter().find(|o| !allows(game, n, o)) {
        let k = n - extra.iter().sum::<u64>();
        return format!(
            "heap {n} has the option {} (take {k}) that {code} lacks",
            show(extra)
        );
    }
    let mut by_k: BTreeMap<u64, HashSet<Vec<u64>>> = BTreeMap::new();
    for o in options {
        by_k.entry(n - o.iter().sum::<u64>())
            .or_default()
            .insert(o.clone());
    }
    let empty = HashSet::new();
    for k in 0..=n {
        let d = game.digit(k as usize);
        if d.bits == 0 {
            continue;
        }
        let seen = by_k.get(&k).unwrap_or(&empty);
        if let Some(lacking) = missing(game, n, k, seen) {
            return format!(
                "heap {n} lacks the option {} (take {k}) that {code} has",
                show(&lacking)
            );
        }
    }
    format!("heap {n} differs from {code}")
}
