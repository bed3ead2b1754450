//! The table engine's fast path (options of the allocation-free form whose
//! parts are all valued table positions are marked at once, by a stamp per
//! position, never stored) against a memoised recursion written here by the
//! definition (the mex over the options of the XOR of the parts' values), on
//! seeded random rules: parts inside and outside the table, options of zero
//! to three parts, values past the marks' first size (1024), positions asked
//! for out of order (so that a rule meets parts not valued yet), and cycles.

use std::collections::HashMap;

use explore::{Error, Out, engine, fast_engine};

/// A seeded random rule on heaps: heap `n` has a few options, each of up to
/// three parts below `n` (a finite game), some past the table.
#[derive(Clone, Copy)]
struct Random {
    seed: u64,
    /// The options of heap n also include every heap below n (values grow
    /// like n, past 1024 for a table of a few thousand heaps).
    nim: bool,
}

fn mix(mut x: u64) -> u64 {
    x ^= x >> 33;
    x = x.wrapping_mul(0xff51_afd7_ed55_8ccd);
    x ^= x >> 33;
    x = x.wrapping_mul(0xc4ce_b9fe_1a85_ec53);
    x ^ (x >> 33)
}

impl Random {
    fn options(self, n: u64) -> Vec<Vec<u64>> {
        let mut v = Vec::new();
        if n == 0 {
            return v;
        }
        if self.nim {
            v.extend((0..n).map(|k| vec![k]));
        }
        let h = mix(self.seed ^ n);
        for k in 0..(h % 5) {
            let r = mix(h.wrapping_add(k));
            let parts = (r % 4) as usize;
            v.push(
                (0..parts)
                    .map(|j| mix(r ^ j as u64) % n)
                    .map(|q| q.min(n - 1))
                    .collect(),
            );
        }
        v
    }
}

/// The least value not among `xors`.
fn mex(xors: &[u32]) -> u32 {
    let mut seen = vec![false; xors.len() + 1];
    for &x in xors {
        if let Some(s) = seen.get_mut(x as usize) {
            *s = true;
        }
    }
    seen.iter().position(|&s| !s).unwrap() as u32
}

/// The same values by the definition, recursively (small depth here).
fn by_definition(rule: Random, n: u64, memo: &mut HashMap<u64, u32>) -> u32 {
    if let Some(&v) = memo.get(&n) {
        return v;
    }
    let xors: Vec<u32> = rule
        .options(n)
        .iter()
        .map(|parts| {
            parts
                .iter()
                .fold(0, |x, &q| x ^ by_definition(rule, q, memo))
        })
        .collect();
    let v = mex(&xors);
    memo.insert(n, v);
    v
}

#[test]
fn random_rules_are_valued_as_the_definition_says() {
    for seed in 0..40u64 {
        let rule = Random {
            seed,
            nim: seed % 10 == 0,
        };
        let upto = if rule.nim { 1100 } else { 300 };
        let mut memo = HashMap::new();
        let want: Vec<u32> = (0..=upto)
            .map(|n| by_definition(rule, n, &mut memo))
            .collect();
        let push = move |n: u64, out: &mut Out<u64>| {
            for parts in rule.options(n) {
                out.push(&parts);
            }
        };
        // The whole table in order; a table smaller than the heaps the rule
        // reaches (the rest outside, hashed); and heaps asked for from the
        // top down, so that their options' parts are not valued yet.
        assert_eq!(
            fast_engine(push, upto).fill_values().unwrap(),
            want,
            "seed {seed}"
        );
        let mut small = fast_engine(push, upto / 3);
        for n in (0..=upto).rev().step_by(7) {
            assert_eq!(small.value(n), Ok(want[n as usize]), "seed {seed} heap {n}");
        }
        let mut down = fast_engine(push, upto);
        for n in (0..=upto).rev().step_by(5) {
            assert_eq!(down.value(n), Ok(want[n as usize]), "seed {seed} heap {n}");
        }
        assert_eq!(down.fill_values().unwrap(), want, "seed {seed}");
        // The Vec form through the same engine.
        let vecs = move |n: u64| rule.options(n);
        let mut e = engine(vecs, upto);
        assert_eq!(e.value(upto), Ok(want[upto as usize]), "seed {seed}");
    }
}

/// Random options on pairs: each part a pair with coordinates no larger
/// (and one smaller), some past the box.
fn pair_options(seed: u64, (a, b): (u64, u64)) -> Vec<Vec<(u64, u64)>> {
    let mut v = Vec::new();
    if a + b == 0 {
        return v;
    }
    let h = mix(seed ^ (a << 20) ^ b);
    for k in 0..(h % 6) {
        let r = mix(h.wrapping_add(k));
        let parts = 1 + (r % 3) as usize;
        v.push(
            (0..parts)
                .map(|j| {
                    let s = mix(r ^ j as u64);
                    // Lower one coordinate that is not 0.
                    if a > 0 && (s & 1 == 0 || b == 0) {
                        (s % a, b)
                    } else {
                        (a, (s >> 1) % b)
                    }
                })
                .collect(),
        );
    }
    v
}

fn pair_by_definition(seed: u64, p: (u64, u64), memo: &mut HashMap<(u64, u64), u32>) -> u32 {
    if let Some(&v) = memo.get(&p) {
        return v;
    }
    let xors: Vec<u32> = pair_options(seed, p)
        .iter()
        .map(|parts| {
            parts
                .iter()
                .fold(0, |x, &q| x ^ pair_by_definition(seed, q, memo))
        })
        .collect();
    let v = mex(&xors);
    memo.insert(p, v);
    v
}

#[test]
fn random_pair_rules_are_valued_as_the_definition_says() {
    for seed in 0..30u64 {
        let mut memo = HashMap::new();
        let push = move |p: (u64, u64), out: &mut Out<(u64, u64)>| {
            for parts in pair_options(seed, p) {
                out.push(&parts);
            }
        };
        let mut full = fast_engine(push, (25, 20));
        let table = full.fill_values().unwrap().to_vec();
        for a in 0..25 {
            for b in 0..20 {
                let want = pair_by_definition(seed, (a, b), &mut memo);
                assert_eq!(table[(a * 20 + b) as usize], want, "seed {seed} ({a},{b})");
            }
        }
        // A box smaller than the pairs asked for, from the far corner.
        let mut small = fast_engine(push, (10, 7));
        for (a, b) in [(24, 19), (3, 18), (20, 2), (9, 6), (0, 0)] {
            let want = pair_by_definition(seed, (a, b), &mut memo);
            assert_eq!(small.value((a, b)), Ok(want), "seed {seed} ({a},{b})");
        }
    }
}

#[test]
fn cycles_through_valued_and_unvalued_parts_are_named() {
    // Heap 5 has options to valued heaps below it and one back to 7, which
    // leads to 5: the cycle is found whatever was valued before.
    let rule = |n: u64, out: &mut Out<u64>| {
        for k in 0..n.min(5) {
            out.push(&[k]);
        }
        match n {
            5 => out.push(&[2, 7]),
            7 => out.push(&[1, 5]),
            _ => {}
        }
    };
    let mut e = fast_engine(rule, 10);
    let err = e.fill_values().unwrap_err();
    assert!(
        matches!(&err, Error::Cycle(c) if c.path == [5, 7, 5]),
        "{err}"
    );
    let mut e = fast_engine(rule, 10);
    assert!(matches!(e.value(7), Err(Error::Cycle(c)) if c.path == [7, 5, 7]));
    // Asked again, after the error: the same cycle.
    assert!(matches!(e.value(5), Err(Error::Cycle(c)) if c.path == [5, 7, 5]));
    assert_eq!(e.value(4), Ok(4));
}

#[test]
fn every_form_of_push_is_valued_as_the_definition_says_past_many_stamps() {
    // 3000 heaps: the marks' one-byte stamps wrap (every 255 positions)
    // eleven times, and options arrive by `push`, `push_one` and
    // `push_parts` alike.
    for seed in 0..6u64 {
        let rule = Random { seed, nim: false };
        let upto = 3000;
        let mut memo = HashMap::new();
        let want: Vec<u32> = (0..=upto)
            .map(|n| by_definition(rule, n, &mut memo))
            .collect();
        let mixed = move |n: u64, out: &mut Out<u64>| {
            for (k, parts) in rule.options(n).into_iter().enumerate() {
                match (parts.len(), k % 3) {
                    (1, 0) => out.push_one(parts[0]),
                    (_, 1) => out.push_parts(parts),
                    _ => out.push(&parts),
                }
            }
        };
        assert_eq!(
            fast_engine(mixed, upto).fill_values().unwrap(),
            want,
            "seed {seed}"
        );
        let mut down = fast_engine(mixed, upto);
        for n in (0..=upto).rev().step_by(97) {
            assert_eq!(down.value(n), Ok(want[n as usize]), "seed {seed} heap {n}");
        }
        assert_eq!(down.fill_values().unwrap(), want, "seed {seed}");
    }
}

#[test]
fn a_rule_whose_options_outgrow_the_buffer_runs_again() {
    // The buffer grows by running the rule again for the position whose
    // options did not fit: heap n has n + 1 options (every heap below it,
    // and a pair of two), so the buffer outgrows itself at a few heaps
    // only, and never calls the rule more than twice for one heap.
    use std::cell::RefCell;
    let calls = RefCell::new(vec![0u32; 2001]);
    let rule = |n: u64, out: &mut Out<u64>| {
        calls.borrow_mut()[n as usize] += 1;
        for k in 0..n {
            out.push(&[k]);
        }
        if n >= 2 {
            out.push(&[n / 2, n - 1]);
        }
    };
    let mut memo = HashMap::new();
    let by_hand = |n: u64, memo: &mut HashMap<u64, u32>| {
        let mut xors: Vec<u32> = (0..n).map(|k| memo[&k]).collect();
        if n >= 2 {
            xors.push(memo[&(n / 2)] ^ memo[&(n - 1)]);
        }
        mex(&xors)
    };
    let want: Vec<u32> = (0..=2000)
        .map(|n| {
            let v = by_hand(n, &mut memo);
            memo.insert(n, v);
            v
        })
        .collect();
    // Every position is stored (an observer sees all options), then the
    // same with the fast path, asked from the top (nothing valued yet).
    let mut seen = 0;
    let mut e = fast_engine(rule, 2000);
    let table = e
        .fill(&mut |n, options| {
            assert_eq!(options.len() as u64, n + u64::from(n >= 2));
            seen += 1;
        })
        .unwrap()
        .to_vec();
    assert_eq!((table, seen), (want.clone(), 2001));
    let again = calls.borrow().iter().filter(|&&c| c == 2).count();
    assert!(calls.borrow().iter().all(|&c| c == 1 || c == 2));
    assert!((1..=12).contains(&again), "{again} heaps ran twice");
    calls.borrow_mut().iter_mut().for_each(|c| *c = 0);
    let mut top = fast_engine(rule, 2000);
    assert_eq!(top.value(2000), Ok(want[2000]));
    assert_eq!(top.fill_values().unwrap(), want);
    assert!(calls.borrow().iter().all(|&c| c == 1 || c == 2));
}
