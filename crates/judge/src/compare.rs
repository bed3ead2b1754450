//! The judge's notion of "the same output".
//!
//! Outputs are compared line by line after turning CRLF into LF, ignoring
//! trailing spaces and tabs on each line, and ignoring trailing blank lines.
//! Everything else (leading spaces, spaces between tokens, blank lines in the
//! middle, letter case) must match exactly.

/// The lines of `text` as the judge sees them: CRLF read as LF, trailing
/// spaces/tabs cut, trailing blank lines dropped.
pub fn judged_lines(text: &str) -> Vec<&str> {
    let mut lines: Vec<&str> = text
        .split('\n')
        .map(|line| line.trim_end_matches(&['\r', ' ', '\t'][..]))
        .collect();
    while lines.last().is_some_and(|line| line.is_empty()) {
        lines.pop();
    }
    lines
}

/// Where two outputs first differ (1-based line number; `None` for a side
/// whose output ended before that line).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Difference {
    /// 1-based line number of the first differing line.
    pub line: usize,
    /// The expected line there, or `None` if the expected output ended.
    pub expected: Option<String>,
    /// The actual line there, or `None` if the actual output ended.
    pub actual: Option<String>,
}

impl std::fmt::Display for Difference {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let show = |side: &Option<String>| match side {
            Some(line) => format!("\"{}\"", visible(line)),
            None => "(end of output)".to_string(),
        };
        write!(
            f,
            "line {}: expected {}, got {}",
            self.line,
            show(&self.expected),
            show(&self.actual)
        )
    }
}

/// The widest line a message shows in full; a longer one (a `max-` output
/// line can be megabytes) is cut to this many characters around the first
/// difference.
pub const SHOWN_WIDTH: usize = 80;

impl Difference {
    /// This difference fit for a message: each line longer than
    /// [`SHOWN_WIDTH`] characters is cut to a window of that width that starts
    /// half of it before the first differing character, `…` marking the cuts.
    /// Also returns that character's 1-based position if a line was cut.
    pub fn abridged(&self) -> (Difference, Option<usize>) {
        let (expected, actual) = (
            self.expected.as_deref().unwrap_or_default(),
            self.actual.as_deref().unwrap_or_default(),
        );
        let column = expected
            .chars()
            .zip(actual.chars())
            .take_while(|(e, a)| e == a)
            .count();
        let from = column.saturating_sub(SHOWN_WIDTH / 2);
        let mut cut = false;
        let mut window = |side: &Option<String>| {
            side.as_deref().map(|line| {
                let n_chars = line.chars().count();
                if n_chars <= SHOWN_WIDTH {
                    return line.to_string();
                }
                cut = true;
                let to = (from + SHOWN_WIDTH).min(n_chars);
                let start = if from > 0 { "…" } else { "" };
                let end = if to < n_chars { "…" } else { "" };
                let shown: String = line.chars().skip(from).take(to - from).collect();
                format!("{start}{shown}{end}")
            })
        };
        let abridged = Difference {
            line: self.line,
            expected: window(&self.expected),
            actual: window(&self.actual),
        };
        (abridged, cut.then_some(column + 1))
    }
}

/// The first line where `actual` differs from `expected`, or `None` if the
/// judge accepts `actual`.
pub fn first_difference(expected: &str, actual: &str) -> Option<Difference> {
    let expected = judged_lines(expected);
    let actual = judged_lines(actual);
    let n_lines = expected.len().max(actual.len());
    (0..n_lines).find_map(|i| {
        let (e, a) = (expected.get(i), actual.get(i));
        (e != a).then(|| Difference {
            line: i + 1,
            expected: e.map(|s| s.to_string()),
            actual: a.map(|s| s.to_string()),
        })
    })
}

/// `line` with invisible characters shown: tab as `\t`, carriage return as
/// `\r`, other control characters as `\u{..}`, and a space as `·` where it
/// leads, trails, or stands next to another space.
pub fn visible(line: &str) -> String {
    let chars: Vec<char> = line.chars().collect();
    let mut shown = String::with_capacity(line.len());
    for (i, &c) in chars.iter().enumerate() {
        match c {
            '\t' => shown.push_str("\\t"),
            '\r' => shown.push_str("\\r"),
            ' ' => {
                let at_edge = i == 0 || i + 1 == chars.len();
                let doubled = chars.get(i + 1) == Some(&' ') || (i > 0 && chars[i - 1] == ' ');
                shown.push(if at_edge || doubled { '·' } else { ' ' });
            }
            c if c.is_control() => shown.push_str(&c.escape_unicode().to_string()),
            c => shown.push(c),
        }
    }
    shown
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check_same(expected: &str, actual: &str) {
        assert_eq!(
            first_difference(expected, actual),
            None,
            "{expected:?} vs {actual:?}"
        );
    }

    #[track_caller]
    fn check_differs(expected: &str, actual: &str, shown: &str) {
        let difference = first_difference(expected, actual).expect("outputs should differ");
        assert_eq!(difference.to_string(), shown);
    }

    #[test]
    fn crlf_trailing_spaces_and_trailing_blank_lines_are_ignored() {
        check_same("A\nB\n", "A\r\nB\r\n");
        check_same("A\nB\n", "A  \nB\t\n\n\n");
        check_same("A\nB", "A\nB\n");
        check_same("", "\n\n");
        check_same("1 2\n", "1 2 \r\n");
    }

    #[test]
    fn long_lines_are_cut_around_the_first_difference() {
        let expected = format!("{}(3,5)\n", "(0,0)".repeat(1000));
        let actual = format!("{}(3,6)\n", "(0,0)".repeat(1000));
        let (shown, cut_at) = first_difference(&expected, &actual).unwrap().abridged();
        // 40 characters before the first difference (character 5004), then
        // the rest of the line.
        let window = format!("0){}(3,", "(0,0)".repeat(7));
        assert_eq!(cut_at, Some(5004));
        assert_eq!(shown.expected, Some(format!("…{window}5)")));
        assert_eq!(shown.actual, Some(format!("…{window}6)")));
        // A long line against the end of output: its first 80 characters.
        let (shown, cut_at) = first_difference("", &"x".repeat(1000)).unwrap().abridged();
        assert_eq!(cut_at, Some(1));
        assert_eq!(shown.actual, Some(format!("{}…", "x".repeat(80))));
        assert_eq!(shown.expected, None);
        // Short lines are shown whole.
        let short = first_difference("a b\n", "a c\n").unwrap();
        assert_eq!(short.abridged(), (short.clone(), None));
    }

    #[test]
    fn content_and_inner_blank_lines_matter() {
        check_differs("A\nB\n", "A\nC\n", "line 2: expected \"B\", got \"C\"");
        check_differs("A\n\nB\n", "A\nB\n", "line 2: expected \"\", got \"B\"");
        check_differs(
            "A\nB\n",
            "A\n",
            "line 2: expected \"B\", got (end of output)",
        );
        check_differs(
            "A\n",
            "A\nB\n",
            "line 2: expected (end of output), got \"B\"",
        );
        check_differs("1 2\n", "1  2\n", "line 1: expected \"1 2\", got \"1··2\"");
        check_differs("1 2\n", " 1 2\n", "line 1: expected \"1 2\", got \"·1 2\"");
        check_differs("yes\n", "YES\n", "line 1: expected \"yes\", got \"YES\"");
        check_differs("a\n", "a\tb\n", "line 1: expected \"a\", got \"a\\tb\"");
    }
}
