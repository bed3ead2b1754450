//! [`Games`]: the arena of short games in canonical form (construction,
//! comparison, sums, negation, numbers and nimbers recognised), and
//! [`RuleValues`], a rule's positions valued into it. How a game is written
//! and its stops are in `notation.rs`.

use std::collections::HashMap;
use std::hash::Hash;

use super::{Number, Outcome};

/// A game in a [`Games`] arena.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GameId(u32);

/// A form `{left | right}`: options sorted and without repeats.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
struct Form {
    left: Vec<GameId>,
    right: Vec<GameId>,
}

/// Short games in canonical form, interned: two canonical games are equal
/// exactly when their [`GameId`]s are.
///
/// Every [`GameId`] handed out by [`Games::make`], [`Games::add`],
/// [`Games::neg`] and the constants is canonical; comparisons, sums and
/// negations are memoised.
///
/// # Complexity
/// A comparison `G ≤ H` visits each pair of subpositions once (memoised);
/// canonicalising `{L | R}` takes `O((|L| + |R|)²)` comparisons per round of
/// reductions.
pub struct Games {
    forms: Vec<Form>,
    ids: HashMap<Form, GameId>,
    less_eq: HashMap<(GameId, GameId), bool>,
    sums: HashMap<(GameId, GameId), GameId>,
    negatives: HashMap<GameId, GameId>,
    canonical: HashMap<GameId, GameId>,
}

impl Default for Games {
    fn default() -> Self {
        Games::new()
    }
}

impl Games {
    /// An arena holding only `0 = { | }`.
    pub fn new() -> Games {
        let mut games = Games {
            forms: Vec::new(),
            ids: HashMap::new(),
            less_eq: HashMap::new(),
            sums: HashMap::new(),
            negatives: HashMap::new(),
            canonical: HashMap::new(),
        };
        let zero = games.intern(Vec::new(), Vec::new());
        games.canonical.insert(zero, zero);
        games
    }

    fn intern(&mut self, mut left: Vec<GameId>, mut right: Vec<GameId>) -> GameId {
        left.sort();
        left.dedup();
        right.sort();
        right.dedup();
        let form = Form { left, right };
        if let Some(&id) = self.ids.get(&form) {
            return id;
        }
        let id = GameId(u32::try_from(self.forms.len()).expect("fewer than 2^32 games"));
        self.forms.push(form.clone());
        self.ids.insert(form, id);
        id
    }

    /// Left's options of a game.
    pub fn left(&self, g: GameId) -> &[GameId] {
        &self.forms[g.0 as usize].left
    }

    /// Right's options of a game.
    pub fn right(&self, g: GameId) -> &[GameId] {
        &self.forms[g.0 as usize].right
    }

    /// `0 = { | }`.
    pub fn zero(&self) -> GameId {
        GameId(0)
    }

    /// The canonical form of `{left | right}`; the options must be canonical
    /// (ids from this arena's constructors).
    pub fn make(&mut self, left: &[GameId], right: &[GameId]) -> GameId {
        let raw = self.intern(left.to_vec(), right.to_vec());
        if let Some(&canonical) = self.canonical.get(&raw) {
            return canonical;
        }
        let (mut left, mut right) = (self.left(raw).to_vec(), self.right(raw).to_vec());
        loop {
            // Dominated options: Left keeps only maximal ones, Right minimal.
            left = self.undominated(&left, |games, x, y| games.le(x, y));
            right = self.undominated(&right, |games, x, y| games.le(y, x));
            let g = self.intern(left.clone(), right.clone());
            let mut changed = false;
            // A Left option G^L is reversible through G^LR ≤ G: replace it
            // by G^LR's Left options.
            let mut new_left = Vec::new();
            for &x in &left {
                let reverse = self
                    .right(x)
                    .to_vec()
                    .into_iter()
                    .find(|&xr| self.le(xr, g));
                match reverse {
                    Some(xr) => {
                        new_left.extend_from_slice(self.left(xr));
                        changed = true;
                    }
                    None => new_left.push(x),
                }
            }
            let mut new_right = Vec::new();
            for &x in &right {
                let reverse = self.left(x).to_vec().into_iter().find(|&xl| self.le(g, xl));
                match reverse {
                    Some(xl) => {
                        new_right.extend_from_slice(self.right(xl));
                        changed = true;
                    }
                    None => new_right.push(x),
                }
            }
            if !changed {
                break;
            }
            new_left.sort();
            new_left.dedup();
            new_right.sort();
            new_right.dedup();
            left = new_left;
            right = new_right;
        }
        let canonical = self.intern(left, right);
        self.canonical.insert(raw, canonical);
        self.canonical.insert(canonical, canonical);
        canonical
    }

    /// The options not dominated by another: `dominated(x, y)` says `y` is
    /// at least as good as `x` for the side whose options these are.
    fn undominated(
        &mut self,
        options: &[GameId],
        mut dominated: impl FnMut(&mut Games, GameId, GameId) -> bool,
    ) -> Vec<GameId> {
        let mut kept = Vec::new();
        for &x in options {
            if !options.iter().any(|&y| y != x && dominated(self, x, y)) {
                kept.push(x);
            }
        }
        kept
    }

    /// `G ≤ H`: no Left option of `G` is `≥ H` and no Right option of `H` is
    /// `≤ G`.
    pub fn le(&mut self, g: GameId, h: GameId) -> bool {
        if g == h {
            return true;
        }
        if let Some(&known) = self.less_eq.get(&(g, h)) {
            return known;
        }
        let g_left = self.left(g).to_vec();
        let h_right = self.right(h).to_vec();
        let answer =
            !g_left.iter().any(|&gl| self.le(h, gl)) && !h_right.iter().any(|&hr| self.le(hr, g));
        self.less_eq.insert((g, h), answer);
        answer
    }

    /// `G = H` as values (for canonical ids, the same id).
    pub fn equal(&mut self, g: GameId, h: GameId) -> bool {
        self.le(g, h) && self.le(h, g)
    }

    /// The outcome class, by comparing with 0.
    pub fn outcome(&mut self, g: GameId) -> Outcome {
        let zero = self.zero();
        match (self.le(zero, g), self.le(g, zero)) {
            (true, true) => Outcome::Previous,
            (true, false) => Outcome::Left,
            (false, true) => Outcome::Right,
            (false, false) => Outcome::Next,
        }
    }

    /// `−G = {−G^R | −G^L}`.
    pub fn neg(&mut self, g: GameId) -> GameId {
        if let Some(&known) = self.negatives.get(&g) {
            return known;
        }
        let left: Vec<GameId> = self
            .right(g)
            .to_vec()
            .into_iter()
            .map(|x| self.neg(x))
            .collect();
        let right: Vec<GameId> = self
            .left(g)
            .to_vec()
            .into_iter()
            .map(|x| self.neg(x))
            .collect();
        let negative = self.make(&left, &right);
        self.negatives.insert(g, negative);
        negative
    }

    /// `G + H = {G^L + H, G + H^L | G^R + H, G + H^R}`.
    pub fn add(&mut self, g: GameId, h: GameId) -> GameId {
        let zero = self.zero();
        if g == zero {
            return h;
        }
        if h == zero {
            return g;
        }
        let key = if g <= h { (g, h) } else { (h, g) };
        if let Some(&known) = self.sums.get(&key) {
            return known;
        }
        let mut left = Vec::new();
        let mut right = Vec::new();
        for x in self.left(g).to_vec() {
            left.push(self.add(x, h));
        }
        for y in self.left(h).to_vec() {
            left.push(self.add(g, y));
        }
        for x in self.right(g).to_vec() {
            right.push(self.add(x, h));
        }
        for y in self.right(h).to_vec() {
            right.push(self.add(g, y));
        }
        let sum = self.make(&left, &right);
        self.sums.insert(key, sum);
        sum
    }

    /// `G − H`.
    pub fn sub(&mut self, g: GameId, h: GameId) -> GameId {
        let minus_h = self.neg(h);
        self.add(g, minus_h)
    }

    /// The sum of many games.
    pub fn sum(&mut self, games: impl IntoIterator<Item = GameId>) -> GameId {
        let zero = self.zero();
        games.into_iter().fold(zero, |total, g| self.add(total, g))
    }

    /// The integer `n`: `{n − 1 | }` above 0, `{ | n + 1}` below.
    pub fn integer(&mut self, n: i64) -> GameId {
        let mut g = self.zero();
        for _ in 0..n.unsigned_abs() {
            g = if n > 0 {
                self.make(&[g], &[])
            } else {
                self.make(&[], &[g])
            };
        }
        g
    }

    /// The number `x`: an integer, or `{x − 2^-k | x + 2^-k}` for `x = m/2^k`.
    pub fn number_game(&mut self, x: Number) -> GameId {
        if x.exponent == 0 {
            return self.integer(i64::try_from(x.numerator).expect("a small integer"));
        }
        let lower = self.number_game(Number::new(x.numerator - 1, x.exponent));
        let upper = self.number_game(Number::new(x.numerator + 1, x.exponent));
        self.make(&[lower], &[upper])
    }

    /// The nimber `*n = {0, *, …, *(n − 1) | 0, *, …, *(n − 1)}`.
    pub fn nimber(&mut self, n: u32) -> GameId {
        let options: Vec<GameId> = (0..n).map(|k| self.nimber(k)).collect();
        self.make(&options, &options)
    }

    /// `↑ = {0 | *}`.
    pub fn up(&mut self) -> GameId {
        let zero = self.zero();
        let star = self.nimber(1);
        self.make(&[zero], &[star])
    }

    /// The number `G` equals, if it is one (for canonical `G`: `{ | }`,
    /// `{n | }` for integers `n ≥ 0`, `{ | n}` for `n ≤ 0`, and `{a | b}`
    /// for numbers `a < b`, the simplest number between).
    pub fn number(&self, g: GameId) -> Option<Number> {
        let (left, right) = (self.left(g), self.right(g));
        if left.len() > 1 || right.len() > 1 {
            return None;
        }
        let lo = match left.first() {
            Some(&x) => Some(self.number(x)?),
            None => None,
        };
        let hi = match right.first() {
            Some(&x) => Some(self.number(x)?),
            None => None,
        };
        if let (Some(lo), Some(hi)) = (lo, hi)
            && lo >= hi
        {
            return None;
        }
        Some(Number::simplest_between(lo, hi))
    }

    /// `n` if `G = *n` (canonical: both sides exactly `0, *, …, *(n − 1)`).
    pub fn as_nimber(&self, g: GameId) -> Option<u32> {
        let (left, right) = (self.left(g), self.right(g));
        if left != right {
            return None;
        }
        let mut values: Vec<u32> = left
            .iter()
            .map(|&x| self.as_nimber(x))
            .collect::<Option<_>>()?;
        values.sort_unstable();
        let n = values.len() as u32;
        (values == (0..n).collect::<Vec<_>>()).then_some(n)
    }
}

/// Values of the positions of one rule, into a [`Games`] arena: the value of
/// `p` is `{values of left(p) | values of right(p)}` in canonical form, an
/// option's value being the sum of its components' values.
///
/// # Example
/// ```
/// use play::partisan::{Games, RuleValues};
/// // Cutcake on a 1 × n strip Left cannot cut: Right cuts it into two.
/// let cuts = |n: &u32| (1..*n).map(|a| vec![a, *n - a]).collect::<Vec<_>>();
/// let mut values = RuleValues::new(|_: &u32| Vec::new(), cuts);
/// let mut games = Games::new();
/// let v = values.value(&mut games, &4);
/// assert_eq!(games.display(v), "-3");
/// ```
pub struct RuleValues<P, FL, FR> {
    left: FL,
    right: FR,
    memo: HashMap<P, GameId>,
}

impl<P, FL, FR> RuleValues<P, FL, FR>
where
    P: Clone + Eq + Hash,
    FL: FnMut(&P) -> Vec<Vec<P>>,
    FR: FnMut(&P) -> Vec<Vec<P>>,
{
    /// The rule whose options are `left(p)` and `right(p)`.
    pub fn new(left: FL, right: FR) -> Self {
        RuleValues {
            left,
            right,
            memo: HashMap::new(),
        }
    }

    /// The canonical value of `position`.
    pub fn value(&mut self, games: &mut Games, position: &P) -> GameId {
        if let Some(&known) = self.memo.get(position) {
            return known;
        }
        let left = (self.left)(position);
        let right = (self.right)(position);
        let left: Vec<GameId> = left.iter().map(|parts| self.sum(games, parts)).collect();
        let right: Vec<GameId> = right.iter().map(|parts| self.sum(games, parts)).collect();
        let value = games.make(&left, &right);
        self.memo.insert(position.clone(), value);
        value
    }

    /// The value of a sum of positions.
    pub fn sum(&mut self, games: &mut Games, parts: &[P]) -> GameId {
        let values: Vec<GameId> = parts.iter().map(|p| self.value(games, p)).collect();
        games.sum(values)
    }
}
