//! Partisan games by literal search: Left and Right have different moves.
//!
//! Two independent tools, so that one can check the other:
//!
//! - [`Play`] plays a sum of positions by its rules: the outcome class
//!   ([`Outcome`]: Left wins, Right wins, the first player or the second
//!   player wins, whoever starts) of a position or of a sum, by trying every
//!   move. Nothing about values is used.
//! - [`Games`] is an arena of short games in canonical form (Conway, *On
//!   Numbers and Games*, ch. 10; Winning Ways, ch. 2–4): `{L | R}` with
//!   dominated options removed and reversible ones bypassed, so equal games
//!   get the same [`GameId`]. It compares games (`G ≤ H` by the recursive
//!   definition), adds and negates them, recognises numbers (kept as exact
//!   [`Number`]s, found by walking the tree of numbers, not by a formula),
//!   nimbers, switches and multiples of up, and prints them in CGSuite's
//!   notation (`1/2`, `*`, `*2`, `{1|0}`, `±1`, `↑`, `↑*`). [`RuleValues`]
//!   evaluates a position of a rule into it.
//!
//! A closed form `v` for a game `G` is right when `G − v` is a second-player
//! win by literal play: [`is_zero_by_play`] plays the sum of the position
//! (by its rules) and of `−v` (a game tree from the arena).
//!
//! A move may split a position into several: each option is a list of
//! components (Cutcake splits a rectangle into two), so a sum is a multiset
//! of positions, and a move replaces one component by the option's parts.
//!
//! Search here recurses (these games are short: a game lasts at most as many
//! moves as it has, a few dozen in the brute forces) and memoises every
//! position and comparison; it is for tests, never for a solution.
//!
//! # Example
//! ```
//! use play::partisan::{Games, Outcome};
//! let mut games = Games::new();
//! let one = games.integer(1);
//! let zero = games.zero();
//! let hot = games.make(&[one], &[zero]);
//! assert_eq!(games.display(hot), "{1|0}");
//! assert!(games.number(hot).is_none());
//! assert_eq!(games.outcome(hot), Outcome::Next);
//! let up = games.up();
//! let star = games.nimber(1);
//! let up_star = games.add(up, star);
//! assert_eq!(games.display(up_star), "↑*");
//! assert_eq!(games.outcome(up_star), Outcome::Next);
//! ```

use std::cmp::Ordering;
use std::collections::HashMap;
use std::fmt;
use std::hash::Hash;

/// Who moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Side {
    /// Left (Blue, Alice, the first player of most problems).
    Left,
    /// Right (Red, Bob).
    Right,
}

impl Side {
    /// The other player.
    pub fn other(self) -> Side {
        match self {
            Side::Left => Side::Right,
            Side::Right => Side::Left,
        }
    }
}

/// The outcome class of a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// Left wins whoever starts (`G > 0`).
    Left,
    /// Right wins whoever starts (`G < 0`).
    Right,
    /// The player to move wins (`G ‖ 0`).
    Next,
    /// The player to move loses (`G = 0`).
    Previous,
}

impl Outcome {
    /// The class of a game where Left moving first wins or not, and Right
    /// moving first wins or not.
    pub fn from_wins(left_first_wins: bool, right_first_wins: bool) -> Outcome {
        match (left_first_wins, right_first_wins) {
            (true, true) => Outcome::Next,
            (true, false) => Outcome::Left,
            (false, true) => Outcome::Right,
            (false, false) => Outcome::Previous,
        }
    }

    /// Does `side`, moving first, win?
    pub fn first_wins(self, side: Side) -> bool {
        matches!(
            (self, side),
            (Outcome::Next, _) | (Outcome::Left, Side::Left) | (Outcome::Right, Side::Right)
        )
    }
}

/// `L`, `R`, `N` or `P`.
impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Outcome::Left => "L",
            Outcome::Right => "R",
            Outcome::Next => "N",
            Outcome::Previous => "P",
        })
    }
}

/// Literal play of sums of positions of one rule: `left(p)` and `right(p)`
/// list the options of Left and of Right from `p`, each option a list of
/// components (empty when the move leaves nothing).
///
/// The game must end: no position may reach itself.
///
/// # Complexity
/// Each (sum, side to move) reached is expanded once, memoised.
///
/// # Example
/// ```
/// use play::partisan::{Outcome, Play};
/// // Blue-Red Hackenbush stalks as strings of colours from the ground up
/// // (true = blue): Left cuts a blue edge and everything above it.
/// let cut = |colour: bool| {
///     move |stalk: &Vec<bool>| {
///         (0..stalk.len())
///             .filter(|&i| stalk[i] == colour)
///             .map(|i| vec![stalk[..i].to_vec()])
///             .collect::<Vec<_>>()
///     }
/// };
/// let mut play = Play::new(cut(true), cut(false));
/// // Blue-red is 1/2; two of them and one red edge: a second-player win.
/// let half = vec![true, false];
/// assert_eq!(play.outcome(&[half.clone(), half, vec![false]]), Outcome::Previous);
/// ```
pub struct Play<P, FL, FR> {
    left: FL,
    right: FR,
    memo: HashMap<(Vec<P>, Side), bool>,
}

impl<P, FL, FR> Play<P, FL, FR>
where
    P: Clone + Ord + Hash,
    FL: FnMut(&P) -> Vec<Vec<P>>,
    FR: FnMut(&P) -> Vec<Vec<P>>,
{
    /// The rule whose options are `left(p)` and `right(p)`.
    pub fn new(left: FL, right: FR) -> Self {
        Play {
            left,
            right,
            memo: HashMap::new(),
        }
    }

    /// Does `mover`, moving first in the sum of `components`, win?
    pub fn wins_moving_first(&mut self, components: &[P], mover: Side) -> bool {
        let mut sum = components.to_vec();
        sum.sort();
        self.wins(sum, mover)
    }

    /// The outcome class of the sum of `components`.
    pub fn outcome(&mut self, components: &[P]) -> Outcome {
        Outcome::from_wins(
            self.wins_moving_first(components, Side::Left),
            self.wins_moving_first(components, Side::Right),
        )
    }

    fn wins(&mut self, sum: Vec<P>, mover: Side) -> bool {
        let key = (sum, mover);
        if let Some(&known) = self.memo.get(&key) {
            return known;
        }
        let (sum, mover) = key;
        let mut wins = false;
        'search: for (i, component) in sum.iter().enumerate() {
            let options = match mover {
                Side::Left => (self.left)(component),
                Side::Right => (self.right)(component),
            };
            for parts in options {
                let mut next: Vec<P> = sum[..i].iter().chain(&sum[i + 1..]).cloned().collect();
                next.extend(parts);
                next.sort();
                if !self.wins(next, mover.other()) {
                    wins = true;
                    break 'search;
                }
            }
        }
        self.memo.insert((sum, mover), wins);
        wins
    }
}

/// A game in a [`Games`] arena.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GameId(u32);

/// A form `{left | right}`: options sorted and without repeats.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
struct Form {
    left: Vec<GameId>,
    right: Vec<GameId>,
}

/// An exact dyadic number `numerator / 2^exponent` (normalised: the numerator
/// odd when the exponent is positive), the value of a game that is a number.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Number {
    /// The numerator.
    pub numerator: i128,
    /// The power of two in the denominator.
    pub exponent: u32,
}

impl Number {
    /// `numerator / 2^exponent`, normalised.
    pub fn new(mut numerator: i128, mut exponent: u32) -> Number {
        if numerator == 0 {
            exponent = 0;
        }
        while exponent > 0 && numerator % 2 == 0 {
            numerator /= 2;
            exponent -= 1;
        }
        Number {
            numerator,
            exponent,
        }
    }

    /// The integer `n`.
    pub fn integer(n: i128) -> Number {
        Number::new(n, 0)
    }

    /// The numerator over `2^exponent` (`exponent ≥ self.exponent`).
    fn scaled(self, exponent: u32) -> i128 {
        self.numerator << (exponent - self.exponent)
    }

    /// The simplest number strictly between `lo` and `hi` (`None`: no bound)
    /// by walking the tree of numbers from 0 in order of birth: integers
    /// outward from 0 until one fits or the interval is passed, then halving
    /// steps toward the interval. Independent of `gamecore::partisan::dyadic`.
    fn simplest_between(lo: Option<Number>, hi: Option<Number>) -> Number {
        let above = |x: Number| lo.is_none_or(|lo| lo < x);
        let below = |x: Number| hi.is_none_or(|hi| x < hi);
        // Integers: step from 0 toward the interval.
        let mut x = Number::integer(0);
        let step = if !above(x) {
            1
        } else if !below(x) {
            -1
        } else {
            return x;
        };
        loop {
            let next = Number::integer(x.numerator + step);
            if above(next) && below(next) {
                return next;
            }
            if (step == 1 && !below(next)) || (step == -1 && !above(next)) {
                break;
            }
            x = next;
        }
        // Between the integers x and x + step: halve toward the interval.
        let (mut low, mut high) = if step == 1 {
            (x, Number::integer(x.numerator + 1))
        } else {
            (Number::integer(x.numerator - 1), x)
        };
        loop {
            let exponent = low.exponent.max(high.exponent);
            let middle = Number::new(low.scaled(exponent) + high.scaled(exponent), exponent + 1);
            if !above(middle) {
                low = middle;
            } else if !below(middle) {
                high = middle;
            } else {
                return middle;
            }
        }
    }
}

impl Ord for Number {
    fn cmp(&self, other: &Number) -> Ordering {
        let exponent = self.exponent.max(other.exponent);
        self.scaled(exponent).cmp(&other.scaled(exponent))
    }
}

impl PartialOrd for Number {
    fn partial_cmp(&self, other: &Number) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// CGSuite's notation: `3`, `-2`, `3/4`, `-5/8`.
impl fmt::Display for Number {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.exponent == 0 {
            write!(f, "{}", self.numerator)
        } else {
            write!(f, "{}/{}", self.numerator, 1i128 << self.exponent)
        }
    }
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

    /// `n·↑ + *k` (`n` may be negative: `↓`).
    fn up_multiple(&mut self, n: i32, k: u32) -> GameId {
        let up = self.up();
        let step = if n < 0 { self.neg(up) } else { up };
        let star = self.nimber(k);
        (0..n.unsigned_abs()).fold(star, |total, _| self.add(total, step))
    }

    /// CGSuite's notation for a canonical game: a number (`0`, `-2`, `3/4`),
    /// a number plus `*k` or `n·↑ (+ *)` (`*`, `*2`, `1*`, `↑`, `↓*`, `⇑`,
    /// `↑3` for 3·↑, `1/2↑`), a switch `±x`, otherwise `{L|R}` with the
    /// options written the same way, separated by commas (nested braces are
    /// written out, not as CGSuite's `||`).
    pub fn display(&mut self, g: GameId) -> String {
        if let Some(x) = self.number(g) {
            return x.to_string();
        }
        // A number plus a small infinitesimal.
        for n in -4i32..=4 {
            for k in 0..=3 {
                if n == 0 && k == 0 {
                    continue;
                }
                let t = self.up_multiple(n, k);
                let rest = self.sub(g, t);
                if let Some(x) = self.number(rest) {
                    let prefix = if x == Number::integer(0) {
                        String::new()
                    } else {
                        x.to_string()
                    };
                    let ups = match n {
                        0 => String::new(),
                        1 => "↑".into(),
                        2 => "⇑".into(),
                        -1 => "↓".into(),
                        -2 => "⇓".into(),
                        n if n > 0 => format!("↑{n}"),
                        n => format!("↓{}", -n),
                    };
                    let star = match k {
                        0 => String::new(),
                        1 => "*".into(),
                        k => format!("*{k}"),
                    };
                    return format!("{prefix}{ups}{star}");
                }
            }
        }
        let (left, right) = (self.left(g).to_vec(), self.right(g).to_vec());
        if let ([a], [b]) = (&left[..], &right[..])
            && let (Some(a), Some(b)) = (self.number(*a), self.number(*b))
            && a.numerator > 0
            && b == Number::new(-a.numerator, a.exponent)
        {
            return format!("±{a}");
        }
        let left: Vec<String> = left.into_iter().map(|x| self.display(x)).collect();
        let right: Vec<String> = right.into_iter().map(|x| self.display(x)).collect();
        format!("{{{}|{}}}", left.join(","), right.join(","))
    }

    /// Is `G` hot in the sense that it is not a number and Left and Right
    /// both gain by moving: its Left stop exceeds its Right stop. Computed
    /// from the stops (Winning Ways, ch. 6).
    pub fn is_hot(&mut self, g: GameId) -> bool {
        self.number(g).is_none() && self.stop(g, Side::Left) > self.stop(g, Side::Right)
    }

    /// The Left or Right stop: the number reached when `side` moves first and
    /// both keep moving until a number is reached.
    pub fn stop(&mut self, g: GameId, side: Side) -> Number {
        if let Some(x) = self.number(g) {
            return x;
        }
        match side {
            Side::Left => self
                .left(g)
                .to_vec()
                .into_iter()
                .map(|x| self.stop(x, Side::Right))
                .max()
                .expect("a game that is not a number has options on both sides"),
            Side::Right => self
                .right(g)
                .to_vec()
                .into_iter()
                .map(|x| self.stop(x, Side::Left))
                .min()
                .expect("a game that is not a number has options on both sides"),
        }
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

/// A component of a sum played by [`is_zero_by_play`]: a position of the
/// rule, or a game of the arena (played by its options).
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
enum Part<P> {
    Rule(P),
    Form(GameId),
}

/// Is `positions − v` a second-player win when played out: the positions by
/// the rule's moves, `−v` as the game tree it is in `games`? Then `v` is the
/// value of the sum of `positions`.
///
/// # Example
/// ```
/// use play::partisan::{is_zero_by_play, Games, Number};
/// let cut = |colour: bool| {
///     move |stalk: &Vec<bool>| {
///         (0..stalk.len())
///             .filter(|&i| stalk[i] == colour)
///             .map(|i| vec![stalk[..i].to_vec()])
///             .collect::<Vec<_>>()
///     }
/// };
/// let mut games = Games::new();
/// let three_quarters = games.number_game(Number::new(3, 2));
/// // Blue, red, blue from the ground: 1 − 1/2 + 1/4.
/// let stalk = vec![true, false, true];
/// assert!(is_zero_by_play(&mut games, cut(true), cut(false), &[stalk.clone()], three_quarters));
/// let half = games.number_game(Number::new(1, 1));
/// assert!(!is_zero_by_play(&mut games, cut(true), cut(false), &[stalk], half));
/// ```
pub fn is_zero_by_play<P, FL, FR>(
    games: &mut Games,
    mut left: FL,
    mut right: FR,
    positions: &[P],
    v: GameId,
) -> bool
where
    P: Clone + Ord + Hash,
    FL: FnMut(&P) -> Vec<Vec<P>>,
    FR: FnMut(&P) -> Vec<Vec<P>>,
{
    let minus_v = games.neg(v);
    let games: &Games = games;
    let options = |part: &Part<P>, side: Side, rule: &mut dyn FnMut(&P) -> Vec<Vec<P>>| match part {
        Part::Rule(p) => rule(p)
            .into_iter()
            .map(|parts| parts.into_iter().map(Part::Rule).collect())
            .collect(),
        Part::Form(g) => {
            let options = match side {
                Side::Left => games.left(*g),
                Side::Right => games.right(*g),
            };
            options.iter().map(|&x| vec![Part::Form(x)]).collect()
        }
    };
    let mut play = Play::new(
        |part: &Part<P>| options(part, Side::Left, &mut left),
        |part: &Part<P>| options(part, Side::Right, &mut right),
    );
    let mut sum: Vec<Part<P>> = positions.iter().cloned().map(Part::Rule).collect();
    sum.push(Part::Form(minus_v));
    play.outcome(&sum) == Outcome::Previous
}

#[cfg(test)]
mod tests;
