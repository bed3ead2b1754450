//! One heap: periods, saltus, and the proofs a recognised code allows.

use takebreak::pattern::{self, Pattern};
use takebreak::{Digit, Game};

use super::code::subtraction_set;
use super::notation::{COMPACT_NOTE, compact_code};
use super::{CodeMatch, HeapAnalysis};

/// A recognised code the periodicity theorem covers is computed by the code
/// engine to at least this many values (it stops once the theorem proves
/// its period), so a short run of the rule still gets the code's proof.
const CODE_BUDGET: usize = 4096;

/// A code no theorem covers (an infinite one): `takebreak::pattern::analyse`
/// with it finds apparent patterns only.
fn uncovered() -> Game {
    Game::new(
        vec![Digit::default()],
        vec![Digit {
            bits: 3,
            unequal: false,
        }],
    )
    .expect("0.[3] is a code")
}

/// The searches for a nearest or an early pattern stop after this many steps
/// per value (the answer is then the best found, or none): O(len) each.
const WORK: usize = 64;

/// The smallest apparent period of `values`, in `takebreak`'s convention:
/// G(n + p) = G(n) + s for n ≥ n0 (n0 smallest), holding at the end for at
/// least three periods, 24 indices and half the preperiod. O(len²) worst
/// case, O(len) typically.
///
/// # Example
/// ```
/// // Lasker's Nim: 0 1 2 4 3 5 6 8 7 …, G(n + 4) = G(n) + 4 from n = 1.
/// let mut g = vec![0u32];
/// for n in 1..200u32 {
///     g.push(match n % 4 { 0 => n - 1, 3 => n + 1, _ => n });
/// }
/// let p = explore::analyse::apparent_pattern(&g).unwrap();
/// assert_eq!((p.period, p.saltus, p.preperiod), (4, 4, 1));
/// ```
pub fn apparent_pattern(values: &[u32]) -> Option<Pattern> {
    pattern::analyse(values, &uncovered()).pattern
}

/// The nearest pattern of `values` that no period fits: `(p, s, n)`, the
/// smallest period `p` (saltus `s = G(last) − G(last − p) ≥ 0`) that holds
/// on every heap after the latest break, and the index `n` where it first
/// fails going back (G(n + p) ≠ G(n) + s).
///
/// The latest break is found from the candidate that holds for the most
/// values at the end (ties to the smaller period): where it fails, at
/// G(n + p) ≠ G(n) + s, heap b = n + p is the latest value the end does not
/// explain. A multiple of the real period skips over a lone deviating value
/// (period 1020 of a period-34 sequence with one odd value at heap 3000
/// holds back to heap 1980), so the answer is the smallest period holding
/// on every heap after b, which is the real one (34, back to heap 3000).
/// `None` when that period was confirmed on fewer than `p` values past the
/// one that sets its saltus (a "pattern" seen once is no pattern: Grundy's
/// game, whose values wander, has only such candidates), when every
/// candidate holds from 0, or when none holds at all. At most 64·len steps
/// (then the best so far).
///
/// # Example
/// ```
/// // Period 34 with one deviating value at heap 3000, tabled to 4000.
/// let base: Vec<u32> = (0..34u32).map(|k| (k * k * 7 + 3) % 13).collect();
/// let mut g: Vec<u32> = (0..=4000).map(|n| base[n % 34]).collect();
/// g[3000] += 100;
/// assert_eq!(explore::analyse::nearest_break(&g), Some((34, 0, 3000)));
/// ```
pub fn nearest_break(values: &[u32]) -> Option<(usize, i64, usize)> {
    let len = values.len();
    if len < 3 {
        return None;
    }
    let g = |i: usize| i64::from(values[i]);
    let last = len - 1;
    // Each candidate tried: (p, s, the index where it broke, or None).
    let mut tried: Vec<(usize, i64, Option<usize>)> = Vec::new();
    let mut budget = WORK * len;
    for p in 1..=len / 3 {
        let s = g(last) - g(last - p);
        if s < 0 {
            continue;
        }
        let mut n = last - p;
        let broke = loop {
            if g(n + p) - g(n) != s {
                break Some(n);
            }
            if n == 0 {
                break None;
            }
            n -= 1;
        };
        budget = budget.saturating_sub(last - p - n + 1);
        tried.push((p, s, broke));
        if budget == 0 {
            break;
        }
    }
    // Holding for more values wins; ties go to the smaller period.
    let mut longest: Option<(usize, usize)> = None;
    for &(p, _, broke) in &tried {
        let Some(broke) = broke else { continue };
        let held = last - p - broke;
        if longest.is_none_or(|(_, most)| held > most) {
            longest = Some((p + broke, held));
        }
    }
    let (latest, _) = longest?;
    let &(p, s, broke) = tried
        .iter()
        .find(|&&(_, _, broke)| broke.is_some_and(|b| b <= latest))?;
    let broke = broke.expect("found with a break");
    // Relations checked past the one that fixed s: at least a period's worth.
    let confirmed = last - p - broke - 1;
    (confirmed >= p).then_some((p, s, broke))
}

/// The first pattern that `values` seem to follow from the start and then
/// leave: the smallest period `p` (saltus `s = G(p) − G(0) ≥ 0`) with
/// G(n + p) = G(n) + s for every n < `n`, at least two periods and 8 values
/// of n, but not at `n` itself (`n + p` within `values`). Returns `(p, s, n)`:
/// the first `n + p` values look like the pattern, and heap `n + p` breaks
/// it. The trap of reading a pattern off a short table (打表) made explicit.
/// `None` as soon as some period holds from the start to the end, or after
/// 64·len steps.
///
/// # Example
/// ```
/// // S{1,2,21}: 0 1 2 0 1 2 … for 21 heaps, then G(21) = 3.
/// let mut g = vec![0u32; 40];
/// for n in 1..40 {
///     let seen: Vec<u32> = [1, 2, 21].iter().filter(|&&s| s <= n).map(|&s| g[n - s]).collect();
///     g[n] = (0..).find(|v| !seen.contains(v)).unwrap();
/// }
/// assert_eq!(explore::analyse::early_break(&g), Some((3, 0, 18)));
/// ```
pub fn early_break(values: &[u32]) -> Option<(usize, i64, usize)> {
    let len = values.len();
    let g = |i: usize| i64::from(values[i]);
    let mut budget = WORK * len;
    for p in 1..=len / 3 {
        let s = g(p) - g(0);
        if s < 0 {
            continue;
        }
        let mut n = 0;
        while n + p < len && g(n + p) - g(n) == s {
            n += 1;
        }
        if n + p == len {
            // The values follow this pattern from the start to the end.
            return None;
        }
        if n >= (2 * p).max(8) {
            return Some((p, s, n));
        }
        budget = budget.saturating_sub(n + 1);
        if budget == 0 {
            return None;
        }
    }
    None
}

fn describe(p: &Pattern) -> String {
    if p.saltus == 0 {
        format!(
            "periodic, period {}, preperiod {} (G(n+{}) = G(n) for n ≥ {})",
            p.period, p.preperiod, p.period, p.preperiod
        )
    } else {
        format!(
            "arithmetic-periodic, period {}, saltus {}, preperiod {} (G(n+{}) = G(n)+{} for n ≥ {})",
            p.period, p.saltus, p.preperiod, p.period, p.saltus, p.preperiod
        )
    }
}

fn set_pattern(out: &mut HeapAnalysis, p: &Pattern) {
    out.period = Some(p.period as u64);
    out.preperiod = Some(p.preperiod as u64);
    out.saltus = Some(i64::from(p.saltus));
}

/// The apparent pattern of `values` alone, or where the nearest one broke.
fn apparent(out: &mut HeapAnalysis, values: &[u32], why: Option<String>) {
    let n = values.len();
    match apparent_pattern(values) {
        Some(p) => {
            set_pattern(out, &p);
            let mut line = format!("apparent, checked to N = {n}: {}", describe(&p));
            if let Some(why) = why {
                line.push_str(&format!(" — not proved: {why}"));
            }
            out.lines.push(line);
        }
        None => {
            let mut line = format!(
                "no period or saltus found in G(0..{n}) (a pattern must hold at the end for three periods and 24 values)"
            );
            if let Some((p, s, at)) = nearest_break(values) {
                let held = n - 1 - at;
                line.push_str(&format!(
                    "; nearest: period {p}, saltus {s} holds on G({}..={}) (the last {held} values) but breaks at n = {at}: G({}) = {}, G({at}) + {s} = {}",
                    at + 1,
                    n - 1,
                    at + p,
                    values[at + p],
                    i64::from(values[at]) + s
                ));
            }
            out.lines.push(line);
        }
    }
}

/// Finds the pattern in `values` (G(0..values.len())), using the code engine
/// and its periodicity theorem when `code` is a [`CodeMatch::Code`].
///
/// - A recognised finite code without `!` is run by [`takebreak::solve`]
///   (to at least 4096 values, stopping once proved), its values compared
///   with the rule's on all of `values`, and its period *proved* by the
///   periodicity theorem (for a subtraction set: the period holds over a
///   window as long as the largest take) — the proof is the code's, and holds
///   for the rule as far as the rule was compared with the code.
/// - Otherwise (no code, an infinite code such as Lasker's Nim `4.[3]`,
///   unequal splits, or a saltus s > 0) the smallest period is *apparent,
///   checked to N*. No arithmetic-periodicity theorem is applied: Howse and
///   Nowakowski ("Periodicity and arithmetic-periodicity in hexadecimal
///   games", Theoret. Comput. Sci. 313 (2004) 463–472) prove one for finite
///   hexadecimal codes, but its exact window could not be read here, and
///   none covers infinite codes.
/// - When nothing fits: the candidate that held longest at the end, and the
///   n where it broke, with both values.
/// - Always: a warning when the first values follow a period (from heap 0,
///   for two periods or more) that a later heap breaks ([`early_break`]).
///
/// Cost: the code engine's, plus O(len) to compare and O(len²) worst case
/// for the apparent search.
pub fn analyse_heap(values: &[u32], code: &CodeMatch) -> HeapAnalysis {
    let mut out = claims(values, code);
    if let Some((p, s, at)) = early_break(values) {
        let kind = if s == 0 {
            format!("period {p}")
        } else {
            format!("period {p} and saltus {s}")
        };
        out.lines.push(format!(
            "beware: G(0..{}) looks like {kind} from the start, but heap {} breaks it: G({}) = {}, G({at}) + {s} = {}",
            at + p,
            at + p,
            at + p,
            values[at + p],
            i64::from(values[at]) + s
        ));
    }
    out
}

/// [`analyse_heap`] but for the early-break warning.
fn claims(values: &[u32], code: &CodeMatch) -> HeapAnalysis {
    let mut out = HeapAnalysis::default();
    let n = values.len();
    if n == 0 {
        out.lines.push("no values".to_string());
        return out;
    }
    let (name, game, checked_to) = match code {
        CodeMatch::NoCode { reason } => {
            out.lines
                .push(format!("not a take-and-break code: {reason}"));
            apparent(&mut out, values, None);
            return out;
        }
        CodeMatch::Code {
            code,
            game,
            checked_to,
        } => (code, game, *checked_to),
    };
    out.code = Some(name.clone());
    // The lines write a long code compressed; `code` (and --json) in full.
    let full = name;
    let name = &compact_code(full);
    let set = subtraction_set(game);
    let label = match &set {
        Some(s) => format!("{name} = {s}"),
        None => name.clone(),
    };
    out.lines.push(format!(
        "the rule's options equal the code {label}'s on every heap 0..={checked_to} (a rule is a function, not a code: beyond heap {checked_to} it was not compared)"
    ));
    if name != full {
        out.lines.push(COMPACT_NOTE.to_string());
    }
    let covered = pattern::needed_count(game, 0, 1).is_some();
    let budget = if covered { n.max(CODE_BUDGET) } else { n };
    let solution = takebreak::solve(game, budget);
    let computed = solution.values.len();
    let proved = solution.pattern.filter(|_| solution.proof.is_some());
    let code_value = |i: usize| -> Option<u32> {
        if i < computed {
            return Some(solution.values[i]);
        }
        let p = proved?;
        Some(solution.values[p.preperiod + (i - p.preperiod) % p.period])
    };
    if let Some(i) = (0..n).find(|&i| code_value(i) != Some(values[i])) {
        out.lines.push(format!(
            "the values differ at heap {i}: the rule's G({i}) = {}, the code engine's {} = {} — one of the two engines is wrong; nothing is claimed from the code",
            values[i],
            name,
            code_value(i).map_or("none".to_string(), |v| v.to_string())
        ));
        apparent(
            &mut out,
            values,
            Some("the values differ from the code's".to_string()),
        );
        return out;
    }
    let compared = if computed >= n {
        format!("the code engine's values of {name} equal the rule's on G(0..{n})")
    } else {
        format!(
            "the code engine's values of {name} equal the rule's on G(0..{n}) (G(0..{computed}) computed, the rest by its proved period)"
        )
    };
    out.lines.push(compared);
    if let (Some(p), Some(proof)) = (proved, &solution.proof) {
        set_pattern(&mut out, &p);
        out.proved = true;
        let kind = if set.is_some() {
            format!(
                " (a finite subtraction set: proved once the period holds over a window as long as the largest take, t = {})",
                game.last_digit()
            )
        } else {
            String::new()
        };
        out.lines.push(format!(
            "proved: {name} is {} by the {}{kind}; {} values of {name} computed",
            describe(&p),
            proof.text,
            computed
        ));
        out.lines.push(format!(
            "so the rule follows it on heaps 0..={checked_to}, as far as the rule was compared with {name}"
        ));
        return out;
    }
    let why = if !game.is_finite() {
        "no theorem covers infinite codes (moves that grow with the heap)".to_string()
    } else if game.has_unequal_splits() {
        "the periodicity theorem does not cover unequal splits (!)".to_string()
    } else {
        match apparent_pattern(values) {
            Some(p) if p.saltus > 0 && !game.is_hexadecimal() && game.digits()[0].bits == 0 => {
                "and it cannot hold for ever: finite octal games are not arithmetic periodic (Horrocks–Nowakowski, INTEGERS 3 (2003) #G01), so it breaks past N".to_string()
            }
            Some(p) if p.saltus > 0 => "no arithmetic-periodicity theorem is applied (Howse–Nowakowski's hexadecimal window could not be checked here)".to_string(),
            Some(p) => {
                let need = pattern::needed_count(game, p.preperiod, p.period).unwrap_or(0);
                format!(
                    "the periodicity theorem needs N = {need} values of {name}; {computed} were computed"
                )
            }
            None => String::new(),
        }
    };
    apparent(&mut out, values, Some(why).filter(|w| !w.is_empty()));
    if out.period.is_none() {
        out.lines.push(format!("no period claimed for {name}"));
    }
    out
}
