//! `play::partisan` against known values, and gamecore's closed forms
//! (dyadic, cutcake, blue_red) against literal play.

use super::*;
use crate::rules::blue_red::{Forest, stalk_moves};
use crate::rules::cutcake;
use gamecore::partisan::dyadic::Dyadic;
use judge::Rng;

/// A gamecore dyadic as a play Number (small values only).
fn number_of(x: &Dyadic) -> Number {
    let (numerator, exponent) = x.to_parts().expect("a small dyadic");
    Number::new(numerator, exponent as u32)
}

fn dyadic_of(x: Number) -> Dyadic {
    Dyadic::new(x.numerator as i64, u64::from(x.exponent))
}

/// Every stalk of up to `max_len` edges.
fn stalks(max_len: usize) -> Vec<Vec<bool>> {
    (0..=max_len)
        .flat_map(|len| {
            (0..1u32 << len).map(move |bits| (0..len).map(|i| bits >> i & 1 == 1).collect())
        })
        .collect()
}

#[test]
fn numbers_nimbers_and_ups_print_in_cgsuite_notation() {
    let mut games = Games::new();
    let zero = games.zero();
    let one = games.integer(1);
    let star = games.nimber(1);
    let minus_one = games.integer(-1);
    let cases: Vec<(GameId, &str)> = vec![
        (zero, "0"),
        (one, "1"),
        (games.integer(-3), "-3"),
        (games.make(&[zero], &[one]), "1/2"),
        (games.number_game(Number::new(-5, 3)), "-5/8"),
        (star, "*"),
        (games.nimber(2), "*2"),
        (games.make(&[one], &[one]), "1*"),
        (games.up(), "↑"),
        (games.make(&[star], &[zero]), "↓"),
        (games.make(&[zero, star], &[zero]), "↑*"),
        (games.make(&[one], &[zero]), "{1|0}"),
        (games.make(&[one], &[minus_one]), "±1"),
    ];
    for (g, text) in cases {
        assert_eq!(games.display(g), text);
    }
    let up = games.up();
    let double_up = games.add(up, up);
    assert_eq!(games.display(double_up), "⇑");
    let double_up_star = games.add(double_up, star);
    assert_eq!(games.display(double_up_star), "⇑*");
    let triple = games.add(double_up, up);
    assert_eq!(games.display(triple), "↑3");
    let two = games.integer(2);
    let switch = games.make(&[two], &[one]);
    let nested = games.make(&[two], &[switch]);
    assert_eq!(games.display(nested), "{2|{2|1}}");
}

#[test]
fn canonical_forms_remove_dominated_and_reversible_options() {
    let mut games = Games::new();
    let zero = games.zero();
    let one = games.integer(1);
    let star = games.nimber(1);
    // {*|*} = 0: the Left option * reverses through 0 ≤ G.
    assert_eq!(games.make(&[star], &[star]), zero);
    // {0, 1 | } = 2: 0 is dominated by 1.
    let two = games.make(&[zero, one], &[]);
    assert_eq!(two, games.integer(2));
    // {-1 | 1} = 0, {0 | 1} = 1/2, {1/2 | 1} = 3/4.
    let minus_one = games.integer(-1);
    assert_eq!(games.make(&[minus_one], &[one]), zero);
    let half = games.make(&[zero], &[one]);
    assert_eq!(games.number(half), Some(Number::new(1, 1)));
    let three_quarters = games.make(&[half], &[one]);
    assert_eq!(games.number(three_quarters), Some(Number::new(3, 2)));
    // {0, * | 0, *} = *2 and {0 | ↑*}... ⇑* = {0 | ↑}.
    let star2 = games.make(&[zero, star], &[zero, star]);
    assert_eq!(games.as_nimber(star2), Some(2));
    let up = games.up();
    let double_up_star = {
        let double_up = games.add(up, up);
        games.add(double_up, star)
    };
    assert_eq!(games.make(&[zero], &[up]), double_up_star);
    // Sums and negation: G − G = 0.
    for g in [half, star2, up, double_up_star, games.make(&[one], &[zero])] {
        assert_eq!(games.sub(g, g), zero);
        let minus = games.neg(g);
        assert_eq!(games.neg(minus), g);
    }
    // 1/2 + 1/2 = 1.
    assert_eq!(games.add(half, half), one);
}

/// The outcome classes the theory names: `{1|0}` is hot and not a number,
/// `↑ + *` and `*` are first-player wins, `↑` and `↑ + ↑ + *` are positive
/// (in `⇑*` Right has no good first move: `↑ + *` is no better for him than
/// `⇑`), `{1|0} + {1|0} = 1` and `{1|0} + *` are Left's; each checked both
/// by literal play of the game trees and from the canonical forms.
#[test]
fn outcome_classes_of_infinitesimals_and_switches() {
    let mut games = Games::new();
    let zero = games.zero();
    let one = games.integer(1);
    let star = games.nimber(1);
    let up = games.up();
    let hot = games.make(&[one], &[zero]);
    assert!(games.number(hot).is_none() && games.is_hot(hot));
    assert!(!games.is_hot(star) && !games.is_hot(up));
    let up_star = games.add(up, star);
    let double_up_star = games.sum([up, up, star]);
    let cases = [
        (vec![hot], Outcome::Next),
        (vec![star], Outcome::Next),
        (vec![up], Outcome::Left),
        (vec![up, star], Outcome::Next),
        (vec![up, up, star], Outcome::Left),
        (vec![up, star, star], Outcome::Left),
        (vec![hot, hot], Outcome::Left),
        (vec![hot, games.neg(hot)], Outcome::Previous),
        (vec![hot, star], Outcome::Left),
        (vec![up, games.neg(up)], Outcome::Previous),
    ];
    let arena = &games;
    let mut play = Play::new(
        |&g: &GameId| arena.left(g).iter().map(|&x| vec![x]).collect(),
        |&g: &GameId| arena.right(g).iter().map(|&x| vec![x]).collect(),
    );
    for (parts, outcome) in &cases {
        assert_eq!(play.outcome(parts), *outcome, "{parts:?} by play");
    }
    drop(play);
    assert_eq!(games.outcome(up_star), Outcome::Next);
    assert_eq!(games.outcome(double_up_star), Outcome::Left);
    for (parts, outcome) in cases {
        let sum = games.sum(parts);
        assert_eq!(games.outcome(sum), outcome);
    }
}

/// Stalks of up to 8 edges: their canonical values are numbers and equal
/// Berlekamp's sign-expansion rule (written out here on `Number`s, and in
/// gamecore::partisan::blue_red); for up to 5 edges, the stalk minus its value is a
/// second-player win by literal play.
#[test]
fn hackenbush_stalks_follow_the_sign_expansion() {
    let mut games = Games::new();
    let mut values = RuleValues::new(stalk_moves(true), stalk_moves(false));
    for stalk in stalks(8) {
        let value = values.value(&mut games, &stalk);
        let number = games.number(value).expect("every stalk is a number");
        // The rule: ±1 until the colour first changes, then ±1/2, ±1/4, …
        let mut expected = Number::integer(0);
        let mut weight = None::<u32>;
        for (i, &blue) in stalk.iter().enumerate() {
            if weight.is_none() && i > 0 && blue != stalk[0] {
                weight = Some(1);
            }
            let sign = if blue { 1 } else { -1 };
            let exponent = weight.unwrap_or(0);
            let e = expected.exponent.max(exponent);
            expected = Number::new(expected.scaled(e) + (sign << (e - exponent)), e);
            if let Some(w) = weight.as_mut() {
                *w += 1;
            }
        }
        assert_eq!(number, expected, "{stalk:?}");
        assert_eq!(
            gamecore::partisan::blue_red::stalk_value(stalk.iter().copied()),
            dyadic_of(number)
        );
        if stalk.len() <= 5 {
            let v = games.number_game(number);
            assert!(is_zero_by_play(
                &mut games,
                stalk_moves(true),
                stalk_moves(false),
                std::slice::from_ref(&stalk),
                v
            ));
        }
    }
    // "LRLRR": blue, red, blue, red, red = 1 − 1/2 + 1/4 − 1/8 − 1/16.
    let stalk: Vec<bool> = "LRLRR".bytes().map(|c| c == b'L').collect();
    let v = values.value(&mut games, &stalk);
    assert_eq!(games.display(v), "9/16");
}

/// Random Blue-Red forests of up to 9 edges: the canonical value of the
/// position played by its rules is a number equal to
/// `gamecore::partisan::blue_red::forest_value`, and for up to 6 edges the forest
/// minus that value is a second-player win by literal play.
#[test]
fn hackenbush_forests_match_the_edge_rule() {
    let mut rng = Rng::new(22);
    for round in 0..400 {
        let n = rng.range(0, 9) as usize;
        let parents: Vec<Option<usize>> = (0..n)
            .map(|i| {
                if i == 0 || rng.chance(1, 4) {
                    None
                } else {
                    Some(rng.below(i))
                }
            })
            .collect();
        let blue: Vec<bool> = (0..n).map(|_| rng.chance(1, 2)).collect();
        let forest = Forest::new(&parents, &blue);
        let mut games = Games::new();
        let mut values = RuleValues::new(
            |&m: &u64| forest.moves(m, true),
            |&m: &u64| forest.moves(m, false),
        );
        let value = values.value(&mut games, &forest.full());
        let number = games
            .number(value)
            .expect("Blue-Red Hackenbush is a number");
        let closed = gamecore::partisan::blue_red::forest_value(&parents, &blue);
        assert_eq!(
            closed,
            dyadic_of(number),
            "round {round}: {parents:?} {blue:?}"
        );
        if n <= 6 {
            let v = games.number_game(number_of(&closed));
            assert!(is_zero_by_play(
                &mut games,
                |&m: &u64| forest.moves(m, true),
                |&m: &u64| forest.moves(m, false),
                &[forest.full()],
                v
            ));
        }
    }
}

/// Cutcake's table (Winning Ways, ch. 2) to 10 × 10 from canonical values,
/// against `gamecore::partisan::cutcake::value`; to 5 × 5 the rectangle minus its
/// value is a second-player win by literal play.
#[test]
fn cutcake_values_match_the_table() {
    let mut games = Games::new();
    let mut values = RuleValues::new(cutcake::left, cutcake::right);
    // Winning Ways' first rows: 1 × y is −(y − 1); 2 × y for y = 1..8.
    let row2: Vec<String> = (1..=8)
        .map(|y| {
            let v = values.value(&mut games, &(2, y));
            games.display(v)
        })
        .collect();
    assert_eq!(row2, ["1", "0", "0", "-1", "-1", "-2", "-2", "-3"]);
    for x in 1..=10 {
        for y in 1..=10 {
            let v = values.value(&mut games, &(x, y));
            let number = games.number(v).expect("Cutcake values are numbers");
            assert_eq!(
                number,
                Number::integer(i128::from(gamecore::partisan::cutcake::value(
                    x.into(),
                    y.into()
                ))),
                "{x} × {y}"
            );
            if x <= 5 && y <= 5 {
                assert!(is_zero_by_play(
                    &mut games,
                    cutcake::left,
                    cutcake::right,
                    &[(x, y)],
                    v
                ));
            }
        }
    }
}

/// Literal play and canonical forms agree on the outcome of random sums of
/// stalks and rectangles.
#[test]
fn play_and_canonical_forms_agree_on_sums() {
    let mut rng = Rng::new(229);
    let mut games = Games::new();
    let mut stalk_values = RuleValues::new(stalk_moves(true), stalk_moves(false));
    let mut play = Play::new(stalk_moves(true), stalk_moves(false));
    let all = stalks(4);
    for _ in 0..300 {
        let parts: Vec<Vec<bool>> = (0..rng.range(1, 3))
            .map(|_| rng.pick(&all).clone())
            .collect();
        let value = stalk_values.sum(&mut games, &parts);
        assert_eq!(play.outcome(&parts), games.outcome(value), "{parts:?}");
    }
    let mut cake_values = RuleValues::new(cutcake::left, cutcake::right);
    let mut play = Play::new(cutcake::left, cutcake::right);
    for _ in 0..200 {
        let parts: Vec<(u32, u32)> = (0..rng.range(1, 3))
            .map(|_| (rng.range(1, 4) as u32, rng.range(1, 4) as u32))
            .collect();
        let value = cake_values.sum(&mut games, &parts);
        assert_eq!(play.outcome(&parts), games.outcome(value), "{parts:?}");
    }
}

/// `{a | b}` for all small numbers `a < b` is the number gamecore's
/// simplest-number rule gives (this arena finds it by walking the tree of
/// numbers, independently).
#[test]
fn simplest_numbers_agree_with_gamecore() {
    let mut games = Games::new();
    let numbers: Vec<Number> = (0..=3u32)
        .flat_map(|k| (-12..=12).map(move |n| Number::new(n, k)))
        .collect();
    for &a in &numbers {
        for &b in &numbers {
            if a < b {
                let (ga, gb) = (games.number_game(a), games.number_game(b));
                let g = games.make(&[ga], &[gb]);
                let expected = Dyadic::simplest_between(Some(&dyadic_of(a)), Some(&dyadic_of(b)));
                assert_eq!(
                    games.number(g).map(dyadic_of),
                    Some(expected),
                    "{{{a}|{b}}}"
                );
            }
        }
        let ga = games.number_game(a);
        let above = games.make(&[ga], &[]);
        assert_eq!(
            games.number(above).map(dyadic_of),
            Some(Dyadic::simplest_between(Some(&dyadic_of(a)), None))
        );
    }
}
