use super::*;

/// Wythoff's game by its literal rules on all positions with piles below
/// `n`: `lost[a][b]` when no move (shrink one pile, or both by the same
/// amount) reaches a lost position. Every move lowers `a` or `b` and
/// raises neither, so increasing (a, b) order sees successors first.
fn brute_lost_table(n: usize) -> Vec<Vec<bool>> {
    let mut lost = vec![vec![false; n]; n];
    for a in 0..n {
        for b in 0..n {
            let from_first = (1..=a).any(|t| lost[a - t][b]);
            let from_second = (1..=b).any(|t| lost[a][b - t]);
            let from_both = (1..=a.min(b)).any(|t| lost[a - t][b - t]);
            lost[a][b] = !(from_first || from_second || from_both);
        }
    }
    lost
}

/// The losing pairs for k < count by the mex construction of the
/// definition: a_k is the smallest natural number not used yet,
/// b_k = a_k + k.
fn mex_pairs(count: usize) -> Vec<(u64, u64)> {
    let mut used = vec![false; 3 * count + 3];
    let mut pairs = Vec::with_capacity(count);
    let mut a = 0;
    for k in 0..count {
        while used[a] {
            a += 1;
        }
        used[a] = true;
        used[a + k] = true;
        pairs.push((a as u64, (a + k) as u64));
    }
    pairs
}

/// Is `a = ⌊k·φ⌋`? Decided from the inequalities a < k·φ < a + 1, i.e.
/// 2a − k < k·√5 < 2a + 2 − k, squared in `u128` (strict, since k·√5 is
/// irrational for k ≥ 1): an exact check that never takes a square root.
fn is_floor_of_k_phi(k: u64, a: u64) -> bool {
    if k == 0 {
        return a == 0;
    }
    let (k, a) = (u128::from(k), u128::from(a));
    let five_k_squared = 5 * k * k;
    let below = 2 * a <= k || (2 * a - k) * (2 * a - k) < five_k_squared;
    let above = 2 * a + 2 > k && (2 * a + 2 - k) * (2 * a + 2 - k) > five_k_squared;
    below && above
}

#[test]
fn everything_matches_literal_play_on_120_by_120() {
    const N: usize = 120;
    let lost = brute_lost_table(N);
    for a in 0..N {
        for b in 0..N {
            let (a64, b64) = (a as u64, b as u64);
            assert_eq!(is_losing(a64, b64), lost[a][b], "({a}, {b})");
            assert_eq!(winning_moves(a64, b64).is_empty(), lost[a][b], "({a}, {b})");
            assert_eq!(first_player_wins(a64, b64), !lost[a][b], "({a}, {b})");
            let partners: Vec<usize> = (0..N).filter(|&c| lost[a][c]).collect();
            if let [other] = partners[..] {
                assert_eq!(partner(a64), Some(other as u64), "partner of {a}");
            }
            assert_eq!(
                winning_moves(a64, b64),
                brute_winning_moves(&lost, a, b),
                "({a}, {b})"
            );
        }
    }
    // Every n has exactly one partner; for n < N/3 it is inside the table.
    for (n, row) in lost.iter().enumerate().take(N / 3) {
        assert_eq!(row.iter().filter(|&&l| l).count(), 1, "n={n}");
    }
}

/// Winning moves by literal move generation, sorted into the three kinds.
fn brute_winning_moves(lost: &[Vec<bool>], a: usize, b: usize) -> WinningMoves {
    let (small, large) = (a.min(b), a.max(b));
    let leaves = |x: usize, y: usize| (x.min(y) as u64, x.max(y) as u64);
    let only = |found: Vec<(u64, u64)>| {
        assert!(
            found.len() <= 1,
            "two winning moves of one kind from ({a}, {b})"
        );
        found.first().copied()
    };
    let both = (1..=small)
        .filter(|&t| lost[small - t][large - t])
        .map(|t| leaves(small - t, large - t))
        .collect();
    let larger = (1..=large)
        .filter(|&t| lost[small][large - t])
        .map(|t| leaves(small, large - t))
        .collect();
    let smaller = (1..=small)
        .filter(|&t| lost[small - t][large])
        .map(|t| leaves(small - t, large))
        .collect();
    let take_from_larger = only(larger);
    let take_from_smaller = only(smaller);
    if small == large {
        // The two piles are the same pile up to symmetry.
        assert_eq!(take_from_larger, take_from_smaller);
    }
    WinningMoves {
        take_from_both: only(both),
        take_from_larger,
        take_from_smaller: if small == large {
            None
        } else {
            take_from_smaller
        },
    }
}

#[test]
fn pairs_match_the_mex_construction_for_the_first_million() {
    let pairs = mex_pairs(1_000_000);
    for (k, &(a, b)) in pairs.iter().enumerate() {
        assert_eq!(losing_pair(k as u64), (a, b), "k={k}");
        assert!(is_losing(a, b) && is_losing(b, a));
    }
    for &(a, b) in &pairs[..200_000] {
        assert_eq!((partner(a), partner(b)), (Some(b), Some(a)), "({a}, {b})");
    }
    assert!(
        LosingPairs::new()
            .take(pairs.len())
            .eq(pairs.iter().copied())
    );
    let (a, b) = pairs[999_999];
    assert!(!is_losing(a + 1, b) && !is_losing(a, b + 1) && !is_losing(a + 1, b + 1));
}

#[test]
fn exact_at_every_fibonacci_index() {
    // Binet: F(n+1) − φ·F(n) = ψ^n with ψ = (1 − √5)/2 = −1/φ, so
    // ⌊F(n)·φ⌋ = F(n+1) − 1 for even n (0 < ψ^n < 1) and F(n+1) for odd
    // n. These k are where k·φ comes closest to an integer, hence where
    // floating point fails first (k = F(40) = 102334155).
    let mut fib: Vec<u128> = vec![0, 1];
    while fib.len() < 95 {
        let next = fib[fib.len() - 1] + fib[fib.len() - 2];
        fib.push(next);
    }
    let mut n_checked = 0;
    for n in 2..fib.len() - 2 {
        let k = fib[n];
        let correction = if n % 2 == 0 { 1 } else { 0 };
        let (a, b) = (fib[n + 1] - correction, fib[n + 2] - correction);
        if b > u128::from(u64::MAX) {
            assert!(k > u128::from(MAX_PAIR_INDEX), "n={n}");
            continue;
        }
        let (k, a, b) = (k as u64, a as u64, b as u64);
        assert_eq!(losing_pair(k), (a, b), "k = F({n}) = {k}");
        assert!(is_floor_of_k_phi(k, a));
        assert!(is_losing(a, b) && !is_losing(a + 1, b) && !is_losing(a - 1, b));
        assert_eq!((partner(a), partner(b)), (Some(b), Some(a)));
        assert_eq!(LosingPairs::from_index(k).next(), Some((a, b)));
        assert_eq!(winning_moves(a + 1, b + 1).take_from_both, Some((a, b)));
        n_checked += 1;
    }
    assert_eq!(n_checked, 90); // F(2) = 1 up to F(91)
    assert_eq!(losing_pair(102_334_155), (165_580_140, 267_914_295));
}

#[test]
fn exact_near_10_pow_18_by_the_squared_inequalities() {
    // k near 10^18 / φ² (b_k near 10^18), near 10^18 itself, and at the
    // top; consecutive pairs also checked against the incremental
    // iterator, which decides each step by a different comparison.
    for start in [
        381_966_011_250_105_000,
        999_999_999_999_999_000,
        MAX_PAIR_INDEX - 2000,
    ] {
        let mut pairs = LosingPairs::from_index(start);
        for k in start..=start + 2000 {
            let (a, b) = losing_pair(k);
            assert!(is_floor_of_k_phi(k, a), "k={k} a={a}");
            assert_eq!(b, a + k);
            assert_eq!(pairs.next(), Some((a, b)), "k={k}");
            assert!(is_losing(a, b) && !is_losing(a, b - 1) && !is_losing(a + 1, b));
            assert_eq!((partner(a), partner(b)), (Some(b), Some(a)), "k={k}");
        }
    }
    // Positions with both piles near 10^18: exactly one partner each.
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    for _ in 0..2000 {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let n = 1_000_000_000_000_000_000 - state % 1_000_000_000;
        let other = partner(n).expect("partners below 10^18·φ fit");
        let (small, large) = (n.min(other), n.max(other));
        assert!(is_floor_of_k_phi(large - small, small), "n={n}");
        assert!(is_losing(n, other));
    }
}

#[test]
fn the_top_of_u64() {
    // From exact big-integer arithmetic (Python `math.isqrt`), and checked
    // here by the squared inequalities.
    let (a, b) = (11_400_714_819_323_198_485, u64::MAX);
    assert_eq!(losing_pair(MAX_PAIR_INDEX), (a, b));
    assert!(is_floor_of_k_phi(MAX_PAIR_INDEX, a));
    // a_{k+1} is a + 1 or a + 2; either way b_{k+1} ≥ b + 2 > u64::MAX.
    assert!(!is_floor_of_k_phi(MAX_PAIR_INDEX + 1, a + 1));
    assert!(is_floor_of_k_phi(MAX_PAIR_INDEX + 1, a + 2));
    assert!(is_losing(a, b) && is_losing(b, a));
    assert!(!is_losing(b, b) && !is_losing(0, b) && !is_losing(a - 1, b));
    assert_eq!(partner(b), Some(a));
    assert_eq!(partner(a), Some(b));
    // a + 1 is some b_j; a + 2 = a_{k+1}, whose partner b_{k+1} = 2^64 + 2.
    assert!(partner(a + 1).map_or(false, |other| other < a));
    assert_eq!(partner(a + 2), None);
    assert!(!is_losing(a + 2, u64::MAX));
    let moves = winning_moves(u64::MAX, u64::MAX);
    assert_eq!(moves.take_from_both, Some((0, 0)));
    assert_eq!(moves.take_from_larger, Some((a, b)));
    assert_eq!(moves.take_from_smaller, None);
    let moves = winning_moves(0, u64::MAX);
    assert_eq!(moves.positions().collect::<Vec<_>>(), [(0, 0)]);
    let moves = winning_moves(u64::MAX, a + 2);
    assert_eq!(moves.take_from_smaller, Some((a, b)));
    assert_eq!(moves.take_from_larger, None);
    let mut last = LosingPairs::from_index(MAX_PAIR_INDEX - 1);
    assert_eq!(last.nth(1), Some((a, b)));
    assert_eq!(last.next(), None);
    assert_eq!(last.next(), None);
}

#[test]
#[should_panic(expected = "exceeds MAX_PAIR_INDEX")]
fn a_pair_beyond_u64_panics() {
    losing_pair(MAX_PAIR_INDEX + 1);
}
