//! The pattern finder's report on the two cases of issue 29 (item 7): a
//! "nearest" pattern after a late break is the smallest period holding since
//! that break, and nothing is reported when it held for less than a period;
//! a long code is written compressed in the report's lines and in full in
//! `code`. Values come from naive mex loops written here.

use explore::analyse::{CodeMatch, CodeMatcher, analyse_heap, nearest_break};

/// G(0..=upto) of a one-heap rule by the definition.
fn heap_values(rule: &dyn Fn(u64) -> Vec<Vec<u64>>, upto: u64) -> Vec<u32> {
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

fn recognise(rule: &dyn Fn(u64) -> Vec<Vec<u64>>, upto: u64) -> CodeMatch {
    let mut m = CodeMatcher::new();
    for n in 0..=upto {
        m.observe(n, &rule(n));
    }
    m.finish(upto)
}

/// Dawson's Kayles (0.07), literally.
fn dawson(n: u64) -> Vec<Vec<u64>> {
    if n < 2 {
        return Vec::new();
    }
    (0..=n - 2).map(|a| vec![a, n - 2 - a]).collect()
}

#[test]
fn one_deviating_value_in_a_period_34_sequence_is_period_34() {
    let mut g = heap_values(&dawson, 4000);
    // The values are periodic with period 34 from heap 53 (checked here).
    assert!((53..=4000 - 34).all(|n| g[n + 34] == g[n]));
    g[3000] += 100;
    let nearest = nearest_break(&g);
    assert_eq!(nearest, Some((34, 0, 3000)));
    let no_code = CodeMatch::NoCode {
        reason: "(none)".to_string(),
    };
    let a = analyse_heap(&g, &no_code);
    let text = a.lines.join("\n");
    assert!(
        text.contains(
            "nearest: period 34, saltus 0 holds on G(3001..=4000) (the last 1000 values) but breaks at n = 3000"
        ),
        "{text}"
    );
    assert!(!text.contains("period 1020"), "{text}");
    // The deviating value near the end: the period holds for less than a
    // period after it, so nothing is named.
    let mut g = heap_values(&dawson, 4000);
    g[3990] += 100;
    assert_eq!(nearest_break(&g), None);
}

#[test]
fn grundys_game_gets_no_nearest_pattern() {
    // Split a heap into two unequal non-empty heaps (4!.0).
    let grundy = |n: u64| -> Vec<Vec<u64>> {
        (1..n)
            .filter(|&a| a < n - a)
            .map(|a| vec![a, n - a])
            .collect()
    };
    let found = recognise(&grundy, 3000);
    assert!(matches!(&found, CodeMatch::Code { code, .. } if code == "4!.0"));
    let g = heap_values(&grundy, 3000);
    assert_eq!(nearest_break(&g), None);
    let a = analyse_heap(&g, &found);
    let text = a.lines.join("\n");
    assert!(text.contains("no period or saltus found"), "{text}");
    assert!(!text.contains("nearest"), "{text}");
}

#[test]
fn a_long_code_is_compressed_in_the_lines_only() {
    // 0.07 but for one more move: heap 3000 may be taken whole.
    let rule = |n: u64| -> Vec<Vec<u64>> {
        let mut options = dawson(n);
        if n == 3000 {
            options.push(vec![]);
        }
        options
    };
    let found = recognise(&rule, 3100);
    let full = format!("0.07{}1", "0".repeat(2997));
    assert!(matches!(&found, CodeMatch::Code { code, .. } if *code == full));
    let g = heap_values(&rule, 3100);
    let a = analyse_heap(&g, &found);
    assert_eq!(a.code.as_deref(), Some(full.as_str()));
    let text = a.lines.join("\n");
    assert!(
        text.contains("the code 0.07(0×2997)1's on every heap"),
        "{text}"
    );
    assert!(text.contains("(d×k) stands for k digits d"), "{text}");
    assert!(!text.contains("0000000000"), "{text}");
    // Short codes are left alone.
    let found = recognise(&dawson, 200);
    let a = analyse_heap(&heap_values(&dawson, 200), &found);
    assert!(
        a.lines[0].contains("the code 0.07's on every heap"),
        "{:?}",
        a.lines
    );
}

#[test]
fn the_nearest_code_is_compressed_too() {
    // 0.07 with an extra move at heap 3000, then heap 3001 lacks a split
    // every code that fits heaps 0..=3000 gives it: the nearest is the long
    // code.
    let rule = |n: u64| -> Vec<Vec<u64>> {
        let mut options = dawson(n);
        if n == 3000 {
            options.push(vec![]);
        }
        if n == 3001 {
            options.retain(|o| o[0] != 1 && o[1] != 1);
        }
        options
    };
    let CodeMatch::NoCode { reason } = recognise(&rule, 3001) else {
        panic!("a code was named");
    };
    assert!(
        reason.starts_with(
            "the nearest code, 0.07(0×2997)1, gives the rule's options on heaps 0..=3000, but heap 3001 lacks the option [1, 2998] (take 2) that 0.07(0×2997)1 has"
        ),
        "{reason}"
    );
    assert!(!reason.contains("0000000000"), "{reason}");
}
