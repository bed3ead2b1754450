//! Patterns in a scoring game's values: a sequence of integers of either
//! sign (the mover's final advantage), read in the convention of the Grundy
//! tables — V(n + p) = V(n) + s for n ≥ n0, the smallest period p, its
//! saltus s (any sign: a value that grows by a constant every period is
//! the common case) and the smallest preperiod n0 — and, when no such
//! pattern holds, with a saltus for each residue class (V(n + p) = V(n) +
//! s[n mod p]: a deque game's even prefixes gain what its odd ones lose).
//! Claimed only as *apparent*: no theorem covers a scoring rule's values.

/// A period with its saltus and preperiod.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScorePattern {
    pub period: usize,
    /// One saltus for every n, or (`period` of them) one for each residue
    /// class n mod p.
    pub saltus: Vec<i64>,
    pub preperiod: usize,
}

impl ScorePattern {
    /// The saltus when it is one for every n.
    pub fn uniform(&self) -> Option<i64> {
        match self.saltus[..] {
            [s] => Some(s),
            _ => None,
        }
    }
}

/// The smallest apparent period of `values`: V(n + p) = V(n) + s for every
/// n ≥ n0 (n0 smallest), holding at the end for at least three periods, 24
/// indices and half the preperiod — the same bar as a Grundy table's
/// apparent pattern. O(len²) worst case.
///
/// # Example
/// ```
/// use explore::analyse::scores::apparent;
/// // 1 2 1 2 … plus 3 every two steps: period 2, saltus 3.
/// let v: Vec<i64> = (0..60).map(|n| 3 * (n / 2) + 1 + n % 2).collect();
/// let p = apparent(&v).unwrap();
/// assert_eq!((p.period, p.uniform(), p.preperiod), (2, Some(3), 0));
/// ```
pub fn apparent(values: &[i64]) -> Option<ScorePattern> {
    find(values, false).or_else(|| find(values, true))
}

/// The smallest period whose saltus is one (`by_residue` false) or one for
/// each residue class, holding by [`apparent`]'s bar.
fn find(values: &[i64], by_residue: bool) -> Option<ScorePattern> {
    let len = values.len();
    if len < 2 {
        return None;
    }
    let last = len - 1;
    for p in 1..len {
        if 4 * p > len {
            break;
        }
        // The saltus at the end: of the last index, or of the last index of
        // each residue class.
        let classes = if by_residue { p } else { 1 };
        let mut saltus = vec![0; classes];
        for n in last + 1 - classes..=last {
            saltus[n % classes] = values[n].checked_sub(values[n - p])?;
        }
        let mut n = last - p;
        let preperiod = loop {
            if values[n + p].checked_sub(values[n]) != Some(saltus[n % classes]) {
                break n + 1;
            }
            if n == 0 {
                break 0;
            }
            n -= 1;
        };
        let stretch = len - p - preperiod;
        if stretch >= (3 * p).max(24) && 2 * stretch >= preperiod {
            if by_residue && saltus.iter().all(|&x| x == saltus[0]) {
                // One saltus after all: found by the uniform search already.
                continue;
            }
            return Some(ScorePattern {
                period: p,
                saltus,
                preperiod,
            });
        }
    }
    None
}

/// The report's line on the pattern of a sequence of `len` values.
pub fn pattern_line(pattern: Option<&ScorePattern>, len: usize) -> String {
    let Some(p) = pattern else {
        return format!(
            "no period apparent in {len} values (a period must hold for three periods and 24 values at the end)"
        );
    };
    let (period, n0) = (p.period, p.preperiod);
    match p.uniform() {
        Some(0) => format!(
            "apparent, checked to N = {len}: periodic, period {period}, preperiod {n0} (V(n+{period}) = V(n) for n ≥ {n0})"
        ),
        Some(s) => format!(
            "apparent, checked to N = {len}: arithmetic-periodic, period {period}, saltus {s}, preperiod {n0} (V(n+{period}) = V(n) {} {} for n ≥ {n0})",
            if s < 0 { "−" } else { "+" },
            s.unsigned_abs()
        ),
        None => {
            let each: Vec<String> = p
                .saltus
                .iter()
                .enumerate()
                .map(|(r, s)| format!("n ≡ {r}: {s:+}"))
                .collect();
            format!(
                "apparent, checked to N = {len}: arithmetic-periodic with a saltus for each residue class mod {period}, preperiod {n0} (V(n+{period}) = V(n) + s(n mod {period}) for n ≥ {n0}; {})",
                each.join(", ")
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn negative_saltus_and_preperiods_are_found() {
        // 7, then −n for n ≥ 1: period 1, saltus −1, preperiod 1.
        let v: Vec<i64> = (0..40).map(|n| if n == 0 { 7 } else { -n }).collect();
        assert_eq!(
            apparent(&v),
            Some(ScorePattern {
                period: 1,
                saltus: vec![-1],
                preperiod: 1
            })
        );
        // Even entries rise by 7, odd ones fall by 7: one saltus a class.
        let v: Vec<i64> = (0..60)
            .map(|n| {
                if n % 2 == 0 {
                    7 * n / 2
                } else {
                    5 - 7 * (n / 2)
                }
            })
            .collect();
        let p = apparent(&v).unwrap();
        assert_eq!(
            (p.period, p.saltus.clone(), p.preperiod),
            (2, vec![7, -7], 0)
        );
        assert!(pattern_line(Some(&p), 60).contains("n ≡ 0: +7, n ≡ 1: -7"));
        // Too short to claim anything.
        assert_eq!(apparent(&[0, 1, 0, 1, 0, 1]), None);
        assert!(pattern_line(None, 6).starts_with("no period apparent"));
    }
}
