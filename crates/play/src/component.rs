//! Sums of games: [`sum_moves`], the moves of a sum as multisets, and
//! [`ComponentGame`], a component's Grundy value by the Sprague–Grundy sum
//! theorem when whole positions are too many to search.

use std::collections::HashMap;
use std::hash::Hash;

use itertools::Itertools;

use crate::game::{CYCLE, Slot, mex};

/// The moves of a sum of games: `parts` is a position of the sum (its
/// components, as a sorted multiset), and `part_moves(part)` lists the options
/// of one component, each as the components that replace it (none when the
/// component is used up, two or more when a move splits it). A move of the sum
/// replaces exactly one component by one of its options; the results are
/// sorted multisets without repeats, so equal sums are one position.
///
/// # Complexity
/// `O(n_options · |parts| log |parts|)`.
///
/// # Example
/// ```
/// // Lasker's Nim: take from a heap, or split it into two non-empty heaps.
/// let lasker = |&heap: &u32| {
///     let mut options: Vec<Vec<u32>> = (0..heap).map(|left| vec![left]).collect();
///     options.extend((1..=heap / 2).map(|a| vec![a, heap - a]));
///     options
/// };
/// let mut game = play::Game::new(|heaps: &Vec<u32>| play::sum_moves(heaps, lasker));
/// assert!(!game.wins(&vec![3, 3]));
/// assert!(game.wins(&vec![2, 2, 3]));
/// ```
pub fn sum_moves<P: Ord + Clone>(
    parts: &[P],
    mut part_moves: impl FnMut(&P) -> Vec<Vec<P>>,
) -> Vec<Vec<P>> {
    let mut sums = Vec::new();
    for (part_idx, part) in parts.iter().enumerate() {
        // Equal components have the same options: expand each value once.
        if part_idx > 0 && parts[part_idx - 1] == *part {
            continue;
        }
        for replacement in part_moves(part) {
            let rest = parts[..part_idx].iter().chain(&parts[part_idx + 1..]);
            sums.push(rest.chain(&replacement).cloned().sorted().collect());
        }
    }
    sums.into_iter().sorted().dedup().collect()
}

/// A game played on components, valued one component at a time: a move
/// replaces one component by a multiset of components (none when the
/// component is used up, two or more when the move splits it), and a sum's
/// value is the XOR of its components' values (the Sprague–Grundy sum
/// theorem), so a component's Grundy value is the mex, over its options, of
/// the XOR of the values of the parts the option leaves.
///
/// `moves(component)` lists the options as [`sum_moves`]'s `part_moves`
/// does; the same conditions as for [`Game`](crate::Game) hold (same options every time,
/// finitely many components reachable, none able to reach itself).
///
/// Use it where the whole positions of [`Game`](crate::Game) over [`sum_moves`] are too
/// many to search; a problem's tests then check it against such a search on
/// small positions.
///
/// # Panics
/// [`ComponentGame::grundy`] panics with "a position can reach itself" if
/// it finds a cycle.
///
/// # Complexity
/// Each reachable component is expanded once (one call to `moves`) and each
/// part of each option looked up twice: `O(n_components + n_parts)` hash
/// operations over the game's life; memory `O(n_components)`, plus the
/// options of the components on the explicit stack.
pub struct ComponentGame<P, F> {
    moves: F,
    values: HashMap<P, Slot<u64>>,
}

/// One component on [`ComponentGame`]'s explicit stack, with the part of its
/// options to look at next.
struct PartsFrame<P> {
    component: P,
    options: Vec<Vec<P>>,
    option_idx: usize,
    part_idx: usize,
}

impl<P, F> ComponentGame<P, F>
where
    P: Clone + Eq + Hash,
    F: FnMut(&P) -> Vec<Vec<P>>,
{
    /// The game whose moves from `component` are `moves(component)`.
    ///
    /// # Complexity
    /// `O(1)`.
    pub fn new(moves: F) -> Self {
        ComponentGame {
            moves,
            values: HashMap::new(),
        }
    }

    /// The Grundy value of `component`: the mex, over its options, of the
    /// XOR of the values of each option's parts.
    ///
    /// # Complexity
    /// As for [`ComponentGame`]; `O(1)` for a component already valued.
    ///
    /// # Example
    /// ```
    /// // Lasker's Nim: take from a heap, or split it into two non-empty heaps.
    /// let mut lasker = play::ComponentGame::new(|&heap: &u32| {
    ///     let mut options: Vec<Vec<u32>> = (1..heap).map(|left| vec![left]).collect();
    ///     options.push(vec![]);
    ///     options.extend((1..=heap / 2).map(|a| vec![a, heap - a]));
    ///     options
    /// });
    /// let values: Vec<u64> = (1..=8).map(|heap| lasker.grundy(&heap)).collect();
    /// assert_eq!(values, [1, 2, 4, 3, 5, 6, 8, 7]);
    /// ```
    pub fn grundy(&mut self, component: &P) -> u64 {
        if let Some(&Slot::Done(value)) = self.values.get(component) {
            return value;
        }
        let mut stack = vec![self.open(component.clone())];
        loop {
            let top = stack
                .last_mut()
                .expect("the loop returns when the stack empties");
            // The next part of the top's options whose value is unknown.
            let mut unvalued = None;
            while let Some(option) = top.options.get(top.option_idx) {
                let Some(part) = option.get(top.part_idx) else {
                    top.option_idx += 1;
                    top.part_idx = 0;
                    continue;
                };
                match self.values.get(part) {
                    Some(Slot::Done(_)) => top.part_idx += 1,
                    Some(Slot::InProgress) => {
                        // Forget the half-valued components (exactly those
                        // on the stack), so that a caller who catches the
                        // panic can go on.
                        for frame in &stack {
                            self.values.remove(&frame.component);
                        }
                        panic!("{CYCLE}");
                    }
                    None => {
                        unvalued = Some(part.clone());
                        break;
                    }
                }
            }
            if let Some(part) = unvalued {
                let frame = self.open(part);
                stack.push(frame);
                continue;
            }
            let frame = stack.pop().expect("the stack is not empty here");
            let values = &self.values;
            let value_of = |part: &P| match values.get(part) {
                Some(&Slot::Done(value)) => value,
                _ => unreachable!("every part of a finished frame is valued"),
            };
            let value = mex(frame
                .options
                .iter()
                .map(|option| option.iter().fold(0, |acc, part| acc ^ value_of(part))));
            self.values.insert(frame.component, Slot::Done(value));
            if stack.is_empty() {
                return value;
            }
        }
    }

    /// The Grundy value of a sum of components: the XOR of their values.
    ///
    /// # Complexity
    /// One [`ComponentGame::grundy`] per component.
    ///
    /// # Example
    /// ```
    /// // Nim: a heap's value is its size, so 1 + 2 + 3 is worth 0.
    /// let mut nim = play::ComponentGame::new(|&heap: &u64| {
    ///     (0..heap).map(|left| if left == 0 { vec![] } else { vec![left] }).collect()
    /// });
    /// assert_eq!(nim.grundy_of_sum(&[1, 2, 3]), 0);
    /// assert_eq!(nim.grundy_of_sum(&[1, 2, 4]), 7);
    /// ```
    pub fn grundy_of_sum(&mut self, components: &[P]) -> u64 {
        components
            .iter()
            .fold(0, |acc, component| acc ^ self.grundy(component))
    }

    /// Marks `component` as being valued and lists its options.
    fn open(&mut self, component: P) -> PartsFrame<P> {
        self.values.insert(component.clone(), Slot::InProgress);
        let options = (self.moves)(&component);
        PartsFrame {
            component,
            options,
            option_idx: 0,
            part_idx: 0,
        }
    }
}
