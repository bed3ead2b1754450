//! The pattern finder on one-heap rules written here from their
//! definitions: code recognition, periods and their proofs (the pair
//! patterns are in `tests/analyse_pairs.rs`). Values come from a naive mex
//! loop in this file, not from the explorer's engine.

use explore::analyse::{CodeMatch, CodeMatcher, HeapAnalysis, analyse_heap};

type Rule = dyn Fn(u64) -> Vec<Vec<u64>>;

/// G(0..=upto) of a one-heap rule: the mex of the XORs of each option's parts.
fn heap_values(rule: &Rule, upto: u64) -> Vec<u32> {
    let mut g: Vec<u32> = Vec::new();
    for n in 0..=upto {
        let seen: Vec<u32> = rule(n)
            .iter()
            .map(|o| o.iter().fold(0, |x, &h| x ^ g[h as usize]))
            .collect();
        g.push((0..).find(|v| !seen.contains(v)).unwrap());
    }
    g
}

fn recognise(rule: &Rule, upto: u64) -> CodeMatch {
    let mut m = CodeMatcher::new();
    for n in 0..=upto {
        m.observe(n, &rule(n));
    }
    m.finish(upto)
}

fn code_of(found: &CodeMatch) -> &str {
    match found {
        CodeMatch::Code { code, .. } => code,
        CodeMatch::NoCode { reason } => panic!("no code: {reason}"),
    }
}

fn heap(rule: &Rule, upto: u64) -> (CodeMatch, HeapAnalysis, Vec<u32>) {
    let found = recognise(rule, upto);
    let values = heap_values(rule, upto);
    let analysis = analyse_heap(&values, &found);
    (found, analysis, values)
}

/// A code's moves from its definition, written out here: for each amount k
/// with digit d (d0 for k = 0), bit 1 takes a whole heap of k, bit 2 leaves
/// one non-empty heap, bit 4 two, bit 8 three (every ordered way, zeros and
/// duplicates included, to test normalisation).
fn code_rule(digits: Vec<u8>) -> impl Fn(u64) -> Vec<Vec<u64>> {
    move |n| {
        let mut options = Vec::new();
        for (k, &d) in digits.iter().enumerate() {
            let k = k as u64;
            if k > n {
                break;
            }
            let m = n - k;
            if k > 0 && d & 1 != 0 && m == 0 {
                options.push(vec![0]);
            }
            if k > 0 && d & 2 != 0 && m > 0 {
                options.push(vec![m]);
            }
            if d & 4 != 0 {
                for a in 1..m {
                    options.push(vec![a, m - a]);
                }
            }
            if d & 8 != 0 {
                for a in 1..m {
                    for b in 1..m - a {
                        options.push(vec![a, 0, b, m - a - b]);
                    }
                }
            }
        }
        options
    }
}

#[test]
fn every_small_octal_code_is_recognised_with_its_values() {
    let mut codes: Vec<Vec<u8>> = Vec::new();
    for d1 in 0..8 {
        for d2 in 0..8 {
            for d3 in 0..8 {
                codes.push(vec![0, d1, d2, d3]);
            }
            codes.push(vec![4, d1, d2]);
        }
    }
    let upto = 16;
    for digits in codes {
        let written: String = digits[1..].iter().map(|d| d.to_string()).collect();
        let code = format!("{}.{written}", digits[0]);
        let rule = code_rule(digits);
        let found = recognise(&rule, upto);
        let CodeMatch::Code {
            game, checked_to, ..
        } = &found
        else {
            panic!("{code}: {found:?}");
        };
        assert_eq!(*checked_to, upto);
        let expected: takebreak::Game = code.parse().unwrap();
        assert_eq!(game, &expected, "{code}");
        assert_eq!(
            takebreak::naive_values(game, upto as usize + 1),
            heap_values(&rule, upto),
            "{code}"
        );
    }
}

#[test]
fn hexadecimal_and_unequal_codes_are_recognised() {
    for code in ["0.8", "0.F", "0.C3", "8.0", "4!.0", "0.4!", "0.0C!"] {
        let game: takebreak::Game = code.parse().unwrap();
        // The rule from the definition, with `!` dropping splits with equal parts.
        let rule = move |n: u64| -> Vec<Vec<u64>> {
            let mut options = Vec::new();
            for k in 0..=n {
                let d = game.digit(k as usize);
                let m = n - k;
                if k > 0 && d.bits & 1 != 0 && m == 0 {
                    options.push(vec![]);
                }
                if k > 0 && d.bits & 2 != 0 && m > 0 {
                    options.push(vec![m]);
                }
                for a in 1..m {
                    if d.bits & 4 != 0 && !(d.unequal && 2 * a == m) {
                        options.push(vec![m - a, a]);
                    }
                    for b in 1..m - a {
                        let c = m - a - b;
                        if d.bits & 8 != 0 && !(d.unequal && (a == b || b == c || a == c)) {
                            options.push(vec![a, b, c]);
                        }
                    }
                }
            }
            options
        };
        let found = recognise(&rule, 14);
        let normal = code.parse::<takebreak::Game>().unwrap().to_string();
        assert_eq!(code_of(&found), normal, "{code}");
    }
}

fn dawson(n: u64) -> Vec<Vec<u64>> {
    (0..=n.saturating_sub(2))
        .filter(|_| n >= 2)
        .map(|a| vec![a, n - 2 - a])
        .collect()
}

#[test]
fn a_rule_that_leaves_its_code_later_is_not_called_that_code() {
    // Dawson's Kayles, but heap 30 may also take one from the end.
    let odd = |n: u64| {
        let mut o = dawson(n);
        if n == 30 {
            o.push(vec![29]);
        }
        o
    };
    assert_eq!(code_of(&recognise(&odd, 29)), "0.07");
    let CodeMatch::NoCode { reason } = recognise(&odd, 40) else {
        panic!("called a code");
    };
    assert!(
        reason.contains("0.07") && reason.contains("0..=29"),
        "{reason}"
    );
    assert!(reason.contains("heap 30 has the option [29]"), "{reason}");
    // S{1,3,4}, but heap 25 cannot take 4: a missing option.
    let lacking = |n: u64| -> Vec<Vec<u64>> {
        [1, 3, 4]
            .into_iter()
            .filter(|&s| s <= n && !(n == 25 && s == 4))
            .map(|s| vec![n - s])
            .collect()
    };
    let CodeMatch::NoCode { reason } = recognise(&lacking, 60) else {
        panic!("called a code");
    };
    assert!(reason.contains("heap 25 lacks the option [21]"), "{reason}");
    // Options that no code has.
    let grows = |n: u64| if n == 5 { vec![vec![6]] } else { vec![] };
    let CodeMatch::NoCode { reason } = recognise(&grows, 10) else {
        panic!("called a code");
    };
    assert!(reason.contains("heap 5"), "{reason}");
    let four = |n: u64| {
        if n == 4 {
            vec![vec![1, 1, 1, 1]]
        } else {
            vec![]
        }
    };
    assert!(matches!(recognise(&four, 10), CodeMatch::NoCode { .. }));
}

#[test]
fn heaps_may_come_in_any_order() {
    let mut m = CodeMatcher::new();
    for n in (0..=50).rev() {
        m.observe(n, &dawson(n));
    }
    assert_eq!(code_of(&m.finish(50)), "0.07");
    let mut m = CodeMatcher::new();
    for n in (0..=50).filter(|n| n % 7 != 3) {
        m.observe(n, &dawson(n));
    }
    assert!(matches!(m.finish(50), CodeMatch::NoCode { .. }));
}

#[test]
fn dawsons_kayles_is_recognised_and_proved_period_34() {
    let (found, a, values) = heap(&dawson, 300);
    assert_eq!(code_of(&found), "0.07");
    assert_eq!(a.code.as_deref(), Some("0.07"));
    assert!(a.proved, "{:#?}", a.lines);
    assert_eq!(
        (a.period, a.preperiod, a.saltus),
        (Some(34), Some(53), Some(0))
    );
    let text = a.lines.join("\n");
    assert!(
        text.contains("periodicity theorem") && text.contains("175"),
        "{text}"
    );
    assert!(text.contains("0..=300"), "{text}");
    assert_eq!(&values[..8], &[0, 0, 1, 1, 2, 0, 3, 1]);
    // A short run is still proved by the code's own 175 values.
    let (_, short, _) = heap(&dawson, 60);
    assert!(short.proved && short.period == Some(34));
}

#[test]
fn s134_is_proved_periodic() {
    let rule = |n: u64| -> Vec<Vec<u64>> {
        [1, 3, 4]
            .into_iter()
            .filter(|&s| s <= n)
            .map(|s| vec![n - s])
            .collect()
    };
    let (found, a, values) = heap(&rule, 100);
    assert_eq!(code_of(&found), "0.3033");
    assert_eq!(found.subtraction_set().as_deref(), Some("S{1,3,4}"));
    assert_eq!(&values[..9], &[0, 1, 0, 1, 2, 3, 2, 0, 1]);
    assert!(a.proved);
    assert_eq!(
        (a.period, a.preperiod, a.saltus),
        (Some(7), Some(0), Some(0))
    );
    let text = a.lines.join("\n");
    assert!(
        text.contains("S{1,3,4}") && text.contains("subtraction set"),
        "{text}"
    );
}

#[test]
fn laskers_nim_is_apparently_arithmetic_periodic() {
    let lasker = |n: u64| -> Vec<Vec<u64>> {
        let mut o: Vec<Vec<u64>> = (0..n).map(|r| vec![r]).collect();
        o.extend((1..n).map(|a| vec![a, n - a]));
        o
    };
    let (found, a, values) = heap(&lasker, 200);
    assert_eq!(code_of(&found), "4.[3]");
    assert_eq!(&values[..9], &[0, 1, 2, 4, 3, 5, 6, 8, 7]);
    assert!(!a.proved);
    assert_eq!(
        (a.period, a.saltus, a.preperiod),
        (Some(4), Some(4), Some(1))
    );
    assert!(
        a.lines
            .iter()
            .any(|l| l.starts_with("apparent, checked to N = 201"))
    );
}

#[test]
fn treblecross_is_0_007_with_no_period() {
    // Heap n = a run of n − 2 free cells: X at cell p leaves p and n − 3 − p.
    let treblecross = |n: u64| -> Vec<Vec<u64>> {
        (0..n.saturating_sub(2))
            .map(|p| vec![p, n - 3 - p])
            .collect()
    };
    let (found, a, _) = heap(&treblecross, 400);
    assert_eq!(code_of(&found), "0.007");
    assert_eq!(a.period, None, "{:#?}", a.lines);
    assert!(!a.proved);
}

#[test]
fn a_rule_no_code_fits_gets_apparent_patterns_only() {
    // Take a divisor d < n of n: not a code.
    let divisors = |n: u64| -> Vec<Vec<u64>> {
        (1..n)
            .filter(|&d| n.is_multiple_of(d))
            .map(|d| vec![n - d])
            .collect()
    };
    let (found, a, _) = heap(&divisors, 120);
    assert!(matches!(found, CodeMatch::NoCode { .. }));
    assert!(!a.proved && a.code.is_none());
    assert!(
        a.lines[0].starts_with("not a take-and-break code"),
        "{:?}",
        a.lines
    );
}

#[test]
fn a_pattern_read_off_the_first_heaps_is_flagged_when_it_breaks() {
    // S{1,2,21} looks like S{1,2} (period 3) until heap 21.
    let rule = |n: u64| -> Vec<Vec<u64>> {
        [1, 2, 21]
            .into_iter()
            .filter(|&s| s <= n)
            .map(|s| vec![n - s])
            .collect()
    };
    let (found, a, values) = heap(&rule, 200);
    assert_eq!(found.subtraction_set().as_deref(), Some("S{1,2,21}"));
    assert!(a.proved, "{:#?}", a.lines);
    assert_eq!(values[21], 3);
    let beware = a.lines.iter().find(|l| l.starts_with("beware:"));
    let beware = beware.expect("an early-break warning");
    assert!(
        beware.contains("G(0..21) looks like period 3") && beware.contains("heap 21 breaks it"),
        "{beware}"
    );
    // A sequence periodic from the start gets no warning.
    let (_, s134, _) = heap(
        &|n: u64| -> Vec<Vec<u64>> {
            [1, 3, 4]
                .into_iter()
                .filter(|&s| s <= n)
                .map(|s| vec![n - s])
                .collect()
        },
        100,
    );
    assert!(!s134.lines.iter().any(|l| l.starts_with("beware")));
}

/// A small seeded generator (xorshift64*), so the random rules repeat.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 33) % n
    }
}

/// A code's options at heap n from its definition, normalised (parts sorted,
/// no zeros) and sorted.
fn literal_options(game: &takebreak::Game, n: u64) -> Vec<Vec<u64>> {
    let mut options = Vec::new();
    for k in 0..=n {
        let d = game.digit(k as usize);
        let m = n - k;
        if k > 0 && d.bits & 1 != 0 && m == 0 {
            options.push(vec![]);
        }
        if k > 0 && d.bits & 2 != 0 && m > 0 {
            options.push(vec![m]);
        }
        for a in 1..=m / 2 {
            if d.bits & 4 != 0 && !(d.unequal && 2 * a == m) {
                options.push(vec![a, m - a]);
            }
            for b in a..=(m - a) / 2 {
                let c = m - a - b;
                if b >= a && c >= b && d.bits & 8 != 0 && !(d.unequal && (a == b || b == c)) {
                    options.push(vec![a, b, c]);
                }
            }
        }
    }
    options.sort();
    options
}

fn normal(options: &[Vec<u64>]) -> Vec<Vec<u64>> {
    let mut out: Vec<Vec<u64>> = options
        .iter()
        .map(|o| {
            let mut o: Vec<u64> = o.iter().copied().filter(|&h| h > 0).collect();
            o.sort();
            o
        })
        .collect();
    out.sort();
    out.dedup();
    out
}

#[test]
fn a_code_is_named_only_when_it_gives_every_heap_the_rules_options() {
    let mut rng = Rng(0x5eed_1234_abcd);
    let upto = 18u64;
    let mut named = 0;
    for round in 0..300 {
        // A random code of up to five digits (hexadecimal, some with `!`).
        let digits: Vec<takebreak::Digit> = (0..5)
            .map(|k| {
                let bits = rng.below(16) as u8;
                let bits = if k == 0 { bits & 12 } else { bits };
                takebreak::Digit {
                    bits,
                    unequal: rng.below(4) == 0,
                }
            })
            .collect();
        let game = takebreak::Game::new(digits, Vec::new()).unwrap();
        let mut table: Vec<Vec<Vec<u64>>> = (0..=upto)
            .map(|n| {
                let mut o = literal_options(&game, n);
                // Shuffle in duplicates and zero heaps: the same positions.
                if let Some(first) = o.first().cloned() {
                    let mut twin = first.clone();
                    twin.push(0);
                    twin.reverse();
                    o.push(twin);
                }
                o
            })
            .collect();
        // Most rounds: change one heap (drop an option, or add one).
        if round % 4 != 0 {
            let h = 1 + rng.below(upto) as usize;
            if !table[h].is_empty() && rng.below(2) == 0 {
                let i = rng.below(table[h].len() as u64) as usize;
                let gone = normal(&[table[h][i].clone()]);
                table[h].retain(|o| normal(std::slice::from_ref(o)) != gone);
            } else {
                let a = 1 + rng.below(h as u64);
                table[h].push(vec![a.min(h as u64 - 1).max(1); 1 + rng.below(2) as usize]);
            }
        }
        let mut m = CodeMatcher::new();
        for (n, o) in table.iter().enumerate() {
            m.observe(n as u64, o);
        }
        match m.finish(upto) {
            CodeMatch::Code { game: found, .. } => {
                named += 1;
                for (n, o) in table.iter().enumerate() {
                    assert_eq!(
                        literal_options(&found, n as u64),
                        normal(o),
                        "round {round}: {found} at heap {n}"
                    );
                }
            }
            CodeMatch::NoCode { reason } => {
                assert!(round % 4 != 0, "round {round}: {game} not named: {reason}");
                assert!(reason.contains("heap"), "{reason}");
            }
        }
    }
    assert!(named >= 75, "{named}");
}

#[test]
fn an_arithmetic_periodic_hexadecimal_code_is_apparent_not_proved() {
    // 0.3F: take one, leave 0 to 3 heaps; 0 1 2 0 1 2 3 4 5 3 4 5 …
    let game: takebreak::Game = "0.3F".parse().unwrap();
    let rule = move |n: u64| literal_options(&game, n);
    let (found, a, values) = heap(&rule, 120);
    assert_eq!(code_of(&found), "0.3F");
    assert_eq!(&values[..9], &[0, 1, 2, 0, 1, 2, 3, 4, 5]);
    assert_eq!(
        (a.period, a.saltus, a.preperiod),
        (Some(6), Some(3), Some(0))
    );
    assert!(!a.proved);
    assert!(
        a.lines
            .iter()
            .any(|l| l.starts_with("apparent, checked to N = 121")
                && l.contains("no arithmetic-periodicity theorem")),
        "{:#?}",
        a.lines
    );
}

#[test]
fn a_rule_missing_a_settled_digits_options_at_once_is_refused() {
    // S{1,3,4}, but heap 11 — the first heap that checks take-4 as settled —
    // cannot take 4.
    let rule = |n: u64| -> Vec<Vec<u64>> {
        [1, 3, 4]
            .into_iter()
            .filter(|&s| s <= n && !(n == 11 && s == 4))
            .map(|s| vec![n - s])
            .collect()
    };
    let CodeMatch::NoCode { reason } = recognise(&rule, 30) else {
        panic!("called a code");
    };
    assert!(reason.contains("heap 11 lacks the option [7]"), "{reason}");
}

#[test]
fn changing_any_one_option_never_leaves_a_wrong_code() {
    // Each heap of a few codes loses one option, or gains one (a heap or
    // two): a code may still be named (the change can make another code),
    // but only one whose options are the changed rule's on every heap.
    let upto = 16u64;
    for code in ["0.3033", "0.07", "0.137", "4.[3]", "0.F", "0.4!7", "8.3"] {
        let game: takebreak::Game = code.parse().unwrap();
        let table: Vec<Vec<Vec<u64>>> = (0..=upto).map(|n| literal_options(&game, n)).collect();
        let mut changes: Vec<(usize, Option<usize>, Vec<u64>)> = Vec::new();
        for (h, options) in table.iter().enumerate() {
            changes.extend((0..options.len()).map(|i| (h, Some(i), vec![])));
            let hu = h as u64;
            for a in 0..=hu {
                changes.push((h, None, vec![a]));
                for b in a..=hu.saturating_sub(a).min(6) {
                    changes.push((h, None, vec![a, b]));
                }
            }
        }
        for (h, drop, add) in changes {
            let mut changed = table.clone();
            match drop {
                Some(i) => {
                    changed[h].remove(i);
                }
                None => changed[h].push(add.clone()),
            }
            let mut m = CodeMatcher::new();
            for (n, o) in changed.iter().enumerate() {
                m.observe(n as u64, o);
            }
            if let CodeMatch::Code { game: found, .. } = m.finish(upto) {
                for (n, o) in changed.iter().enumerate() {
                    assert_eq!(
                        literal_options(&found, n as u64),
                        normal(o),
                        "{code}, heap {h} without option {drop:?} or with {add:?}: named {found}"
                    );
                }
            }
        }
    }
}
