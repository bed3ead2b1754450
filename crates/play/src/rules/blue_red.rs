//! Blue-Red Hackenbush's literal moves: Left cuts a blue edge, Right a red
//! one, and every edge no longer connected to the ground falls with it.

/// Moves in a stalk, its colours from the ground up (`true` = blue): cutting
/// edge `i` leaves the edges below it.
///
/// # Example
/// ```
/// use play::rules::blue_red::stalk_moves;
/// let cut_blue = stalk_moves(true);
/// assert_eq!(cut_blue(&vec![true, false, true]), vec![vec![vec![]], vec![vec![true, false]]]);
/// ```
pub fn stalk_moves(colour: bool) -> impl Fn(&Vec<bool>) -> Vec<Vec<Vec<bool>>> + Copy {
    move |stalk: &Vec<bool>| {
        (0..stalk.len())
            .filter(|&i| stalk[i] == colour)
            .map(|i| vec![stalk[..i].to_vec()])
            .collect()
    }
}

/// A forest of at most 64 edges, each standing on the ground or on an
/// earlier edge; a position is the set of edges still standing, as a bit
/// mask.
#[derive(Debug, Clone)]
pub struct Forest {
    blue: Vec<bool>,
    /// The edges that fall with edge `i` (itself included).
    falls_with: Vec<u64>,
}

impl Forest {
    /// The forest where edge `i` stands on `parents[i]` (`None`: the ground)
    /// and is blue when `blue[i]`.
    ///
    /// # Panics
    /// With more than 64 edges, or a parent that is not an earlier edge.
    pub fn new(parents: &[Option<usize>], blue: &[bool]) -> Forest {
        assert!(parents.len() <= 64 && parents.len() == blue.len());
        let mut falls_with: Vec<u64> = (0..parents.len()).map(|i| 1 << i).collect();
        for i in (0..parents.len()).rev() {
            if let Some(parent) = parents[i] {
                assert!(parent < i, "edge {i} stands on the later edge {parent}");
                falls_with[parent] |= falls_with[i];
            }
        }
        Forest {
            blue: blue.to_vec(),
            falls_with,
        }
    }

    /// Every edge standing.
    pub fn full(&self) -> u64 {
        match self.blue.len() {
            0 => 0,
            n => u64::MAX >> (64 - n),
        }
    }

    /// The options of the player who cuts edges of colour `blue` from
    /// `standing`, each a single component.
    ///
    /// # Example
    /// ```
    /// use play::rules::blue_red::Forest;
    /// // A red edge on the ground with a blue one on top.
    /// let forest = Forest::new(&[None, Some(0)], &[false, true]);
    /// assert_eq!(forest.moves(0b11, true), vec![vec![0b01]]);
    /// assert_eq!(forest.moves(0b11, false), vec![vec![0b00]]);
    /// ```
    pub fn moves(&self, standing: u64, blue: bool) -> Vec<Vec<u64>> {
        (0..self.blue.len())
            .filter(|&i| standing >> i & 1 == 1 && self.blue[i] == blue)
            .map(|i| vec![standing & !self.falls_with[i]])
            .collect()
    }
}
