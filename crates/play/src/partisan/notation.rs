//! Reading a canonical game: CGSuite's notation ([`Games::display`]), hot
//! games and stops.

use super::{GameId, Games, Number, Side};

impl Games {
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
