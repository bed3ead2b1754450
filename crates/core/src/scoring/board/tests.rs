use super::*;

/// A small seeded generator (the crate has no dependencies).
struct Xorshift(u64);

impl Xorshift {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// The definition, recursively and without a table: 0 on the full board,
/// else the best over the empty cells of points ± the value after it.
fn by_definition(n_cells: u32, mask: u32, points: &dyn Fn(u32, u32) -> (i32, bool)) -> i32 {
    let full = (1u32 << n_cells) - 1;
    if mask == full {
        return 0;
    }
    (0..n_cells)
        .filter(|&cell| mask & 1 << cell == 0)
        .map(|cell| {
            let (gained, again) = points(mask, cell);
            let after = by_definition(n_cells, mask | 1 << cell, points);
            if again {
                gained + after
            } else {
                gained - after
            }
        })
        .max()
        .expect("a board that is not full has an empty cell")
}

#[test]
fn matches_the_definition_on_random_scorings() {
    let mut rng = Xorshift(0x5eed_b0a2d);
    for n_cells in 0..=7u32 {
        for _ in 0..20 {
            // A random table of points and extra moves for every (mask, cell).
            let size = (1usize << n_cells) * n_cells.max(1) as usize;
            let table: Vec<(i32, bool)> = (0..size)
                .map(|_| (rng.below(9) as i32 - 4, rng.below(3) == 0))
                .collect();
            let points =
                |mask: u32, cell: u32| table[mask as usize * n_cells as usize + cell as usize];
            let mut game = MaskNegamax::new(n_cells, points);
            // Ask in a random order, so that some positions are valued from
            // inside a search and others first.
            let mut masks: Vec<u32> = (0..1u32 << n_cells).collect();
            for i in (1..masks.len()).rev() {
                masks.swap(i, rng.below(i as u64 + 1) as usize);
            }
            for mask in masks {
                assert_eq!(
                    game.value(mask),
                    by_definition(n_cells, mask, &points),
                    "{n_cells} cells, mask {mask:#b}"
                );
            }
        }
    }
}

#[test]
fn a_board_of_nothing_is_worth_nothing() {
    let mut game = MaskNegamax::new(0, |_: u32, _: u32| (1, false));
    assert_eq!(game.value(0), 0);
}

#[test]
#[should_panic(expected = "beyond the board")]
fn a_mask_beyond_the_board_is_refused() {
    MaskNegamax::new(3, |_: u32, _: u32| (1, false)).value(0b1000);
}

#[test]
#[should_panic(expected = "more than MaskNegamax's")]
fn too_many_cells_are_refused() {
    MaskNegamax::new(MAX_CELLS + 1, |_: u32, _: u32| (1, false));
}
