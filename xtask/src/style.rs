//! Colours for what xtask prints. Text is styled unconditionally and printed
//! through `anstream`, which drops the styles unless the stream is a terminal
//! and `NO_COLOR` is unset (and honours `CLICOLOR_FORCE`).

use anstyle::{AnsiColor, Style};

fn paint(style: Style, text: &str) -> String {
    format!("{style}{text}{style:#}")
}

/// Good news: `ok`, `AC`.
pub fn good(text: &str) -> String {
    paint(AnsiColor::Green.on_default().bold(), text)
}

/// Bad news: `FAIL`, a verdict other than `AC`.
pub fn bad(text: &str) -> String {
    paint(AnsiColor::Red.on_default().bold(), text)
}

/// The word `error` before a message.
pub fn error(text: &str) -> String {
    bad(text)
}

/// A warning that is not a failure: past a limit we assumed.
pub fn warn(text: &str) -> String {
    paint(AnsiColor::Yellow.on_default().bold(), text)
}

/// Less important text: commands to copy, details.
pub fn dim(text: &str) -> String {
    paint(Style::new().dimmed(), text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn styles_are_dropped_when_stripped() {
        let text = format!("{} and {}", good("ok"), bad("FAIL"));
        assert!(text.contains('\u{1b}'));
        assert_eq!(
            anstream::adapter::strip_str(&text).to_string(),
            "ok and FAIL"
        );
    }
}
