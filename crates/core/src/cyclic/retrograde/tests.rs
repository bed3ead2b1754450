use super::*;

#[test]
fn a_long_path_needs_no_recursion() {
    // 0 → 1 → … → n − 1: the remoteness is the distance to the end.
    let n = 300_000;
    let starts: Vec<usize> = (0..=n).map(|v| v.min(n - 1)).collect();
    let targets: Vec<usize> = (1..n).collect();
    let values = outcomes(&Csr::new(&starts, &targets), Terminal::MoverLoses);
    assert_eq!(values[0], Outcome::Win(n as u32 - 1));
    assert_eq!(values[1], Outcome::Lose(n as u32 - 2));
    let owner = |v: usize| if v % 2 == 0 { Side::Min } else { Side::Max };
    let weights = vec![1; n - 1];
    let totals = min_max_values(&starts, &targets, &weights, owner);
    assert_eq!(totals[0], Some(n as u64 - 1));
}

#[test]
fn circle_outcomes_agree_with_the_general_search() {
    // Berzerk's circles as explicit graphs, against `outcomes`.
    let mut state = 0x2545_f491_4f6c_dd1du64;
    let mut next = |bound: usize| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % bound as u64) as usize
    };
    for _ in 0..300 {
        let n = 1 + next(150);
        let steps: Vec<Vec<usize>> = (0..2)
            .map(|_| {
                if n == 1 {
                    return Vec::new();
                }
                let k = 1 + next(n.min(12));
                (0..k).map(|_| 1 + next(n - 1)).collect()
            })
            .collect();
        let mut starts = vec![0];
        let mut targets = Vec::new();
        for (turn, list) in steps.iter().enumerate() {
            let mut distinct = list.clone();
            distinct.sort_unstable();
            distinct.dedup();
            for object in 0..n {
                if object != 0 {
                    targets.extend(distinct.iter().map(|&x| (1 - turn) * n + (object + x) % n));
                }
                starts.push(targets.len());
            }
        }
        for terminal in [Terminal::MoverLoses, Terminal::MoverWins] {
            let expected = outcomes(&Csr::new(&starts, &targets), terminal);
            let found = circle_outcomes(n, [&steps[0], &steps[1]], terminal);
            assert_eq!(
                found, expected,
                "n = {}, steps {:?}, {:?}",
                n, steps, terminal
            );
        }
    }
}

#[test]
fn repeated_edges_count_as_separate_moves() {
    // 0 → 1 twice, 0 → 2; 1 ends, 2 ⇄ 3 loops; 1 is won for who moves
    // there under MoverWins, so 0 keeps the draw.
    let graph = Csr::new(&[0, 3, 3, 4, 5], &[1, 1, 2, 3, 2]);
    assert_eq!(outcomes(&graph, Terminal::MoverWins)[0], Outcome::Draw);
    assert_eq!(outcomes(&graph, Terminal::MoverLoses)[0], Outcome::Win(1));
}

#[test]
#[should_panic(expected = "target 3 of a graph with 2 positions")]
fn a_target_out_of_range_panics() {
    Csr::new(&[0, 1, 1], &[3]);
}

#[test]
#[should_panic(expected = "overflow u64")]
fn totals_that_could_overflow_panic() {
    min_max_values(&[0, 1, 1], &[1], &[u64::MAX], |_| Side::Min);
}
