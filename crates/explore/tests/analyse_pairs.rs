//! The pattern finder on pair rules written here from their definitions:
//! Beatty pairs with their closed forms (Wythoff, Fraenkel's a-Wythoff),
//! sums, rows' periods, and tables that get no Beatty claim. Values come
//! from a naive mex loop in this file, not from the explorer's engine.

use explore::analyse::analyse_pair;

type PairRule = dyn Fn(u64, u64) -> Vec<Vec<(u64, u64)>>;

fn pair_values(rule: &PairRule, rows: usize, cols: usize) -> Vec<u32> {
    // Big enough that every option (never larger in either coordinate) is in it.
    let mut g = vec![0u32; rows * cols];
    for a in 0..rows {
        for b in 0..cols {
            let seen: Vec<u32> = rule(a as u64, b as u64)
                .iter()
                .map(|o| {
                    o.iter()
                        .fold(0, |x, &(c, d)| x ^ g[c as usize * cols + d as usize])
                })
                .collect();
            g[a * cols + b] = (0..).find(|v| !seen.contains(v)).unwrap();
        }
    }
    g
}

/// Fraenkel's a-Wythoff: take from one heap, or k and l from both with |k − l| < a.
fn a_wythoff(a: u64) -> impl Fn(u64, u64) -> Vec<Vec<(u64, u64)>> {
    move |x, y| {
        let mut o = Vec::new();
        for k in 1..=x {
            o.push(vec![(x - k, y)]);
        }
        for l in 1..=y {
            o.push(vec![(x, y - l)]);
        }
        for k in 1..=x {
            for l in 1..=y {
                if k.abs_diff(l) < a {
                    o.push(vec![(x - k, y - l)]);
                }
            }
        }
        o
    }
}

#[test]
fn wythoff_is_beatty_with_the_golden_ratio() {
    let (rows, cols) = (60, 70);
    let values = pair_values(&a_wythoff(1), rows, cols);
    let p = analyse_pair(&values, rows, cols);
    let b = p.beatty.as_ref().expect("Beatty");
    assert_eq!(
        (b.alpha_text.as_str(), b.beta_text.as_str()),
        ("(1+√5)/2", "(3+√5)/2")
    );
    assert!((b.alpha - 1.618_033_988).abs() < 1e-6 && (b.beta - 2.618_033_988).abs() < 1e-6);
    assert!(p.p_positions.contains(&(3, 5)) && p.p_positions.contains(&(5, 3)));
    assert!(
        p.lines.iter().any(|l| l.contains("a = 1")),
        "{:#?}",
        p.lines
    );
    assert!(!p.sum && !p.proved);
}

#[test]
fn fraenkels_a_wythoff_is_named() {
    let values = pair_values(&a_wythoff(2), 45, 45);
    let p = analyse_pair(&values, 45, 45);
    let b = p.beatty.expect("Beatty");
    assert_eq!(
        (b.alpha_text.as_str(), b.beta_text.as_str()),
        ("√2", "2+√2")
    );
    let values = pair_values(&a_wythoff(3), 45, 45);
    let b = analyse_pair(&values, 45, 45).beatty.expect("Beatty");
    assert_eq!(b.alpha_text, "(-1+√13)/2");
}

#[test]
fn two_heap_nim_is_a_sum_and_not_beatty() {
    let nim = |a: u64, b: u64| -> Vec<Vec<(u64, u64)>> {
        let mut o: Vec<Vec<(u64, u64)>> = (0..a).map(|x| vec![(x, b)]).collect();
        o.extend((0..b).map(|y| vec![(a, y)]));
        o
    };
    let values = pair_values(&nim, 40, 40);
    let p = analyse_pair(&values, 40, 40);
    assert!(p.sum && p.beatty.is_none());
    assert_eq!(p.p_positions.len(), 40);
    assert!(p.lines.iter().any(|l| l.contains("diagonal")));
    // Row a of a ⊕ b: period and saltus the next power of two above a.
    assert!(
        p.lines
            .iter()
            .any(|l| l.contains("row 1: period 2, saltus 2")),
        "{:#?}",
        p.lines
    );
}

#[test]
fn larssons_generalised_diagonal_wythoff_gets_no_beatty_claim() {
    // (1,2)-GDWN: Wythoff's moves and also (k, 2k) or (2k, k) from the two heaps.
    let gdwn = |x: u64, y: u64| -> Vec<Vec<(u64, u64)>> {
        let mut o = a_wythoff(1)(x, y);
        for k in 1.. {
            let mut any = false;
            if k <= x && 2 * k <= y {
                o.push(vec![(x - k, y - 2 * k)]);
                any = true;
            }
            if 2 * k <= x && k <= y {
                o.push(vec![(x - 2 * k, y - k)]);
                any = true;
            }
            if !any {
                break;
            }
        }
        o
    };
    let values = pair_values(&gdwn, 120, 120);
    let p = analyse_pair(&values, 120, 120);
    assert!(p.beatty.is_none(), "{:#?}", p.lines);
    assert!(
        p.lines.iter().any(|l| l.starts_with("no Beatty")),
        "{:#?}",
        p.lines
    );
}

#[test]
fn every_small_a_wythoff_is_named_with_its_closed_form() {
    for (a, alpha) in [(1, "(1+√5)/2"), (2, "√2"), (3, "(-1+√13)/2"), (4, "-1+√5")] {
        let values = pair_values(&a_wythoff(a), 50, 50);
        let p = analyse_pair(&values, 50, 50);
        let b = p.beatty.expect("Beatty");
        assert_eq!(b.alpha_text, alpha, "a = {a}");
        assert!((b.beta - b.alpha - a as f64).abs() < 1e-9);
        assert!(
            p.lines
                .iter()
                .any(|l| l.contains(&format!("a-Wythoff game with a = {a}"))),
            "{:#?}",
            p.lines
        );
    }
}

#[test]
fn two_beams_of_rational_slope_get_no_beatty_claim() {
    // A table whose P-positions are (0,0), (k, 2k) and (2k, k).
    let n = 60;
    let mut values = vec![1u32; n * n];
    for k in 0..n / 2 {
        values[k * n + 2 * k] = 0;
        values[2 * k * n + k] = 0;
    }
    let p = analyse_pair(&values, n, n);
    assert!(p.beatty.is_none(), "{:#?}", p.lines);
    assert!(
        p.lines.iter().any(|l| l.contains("rational slope 1/1")),
        "{:#?}",
        p.lines
    );
}
