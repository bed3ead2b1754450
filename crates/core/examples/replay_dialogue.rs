//! Plays a recorded dialogue with an interactive judge without thinking: the
//! floor an interactive solution is measured against.
//!
//! `replay_dialogue SCRIPT`: each line of SCRIPT is `< LINE` (a line the judge
//! sends: its tokens are read, and nothing is checked) or `> LINE` (a line to
//! send, flushed at once), in the order the judge relayed them when our
//! program played the same case. The reads and writes are the ones a
//! solution makes, through the same `gamecore::base::dialogue::Dialogue`, so
//! `cargo xtask bench` times an interactive problem's program against this
//! replay of its own dialogue (the round trips alone), as it times a batch
//! problem against `scan_only` (the reading alone).

use std::io::{BufRead, Write};

use gamecore::base::dialogue::{Dialogue, run_interactive};
use gamecore::base::scan::{Error, FromToken};

/// Any token, unread: the replay only has to take it off the judge's line.
struct Token;

impl FromToken for Token {
    const EXPECTED: &'static str = "a token";
    fn from_token(_token: &[u8]) -> Option<Self> {
        Some(Token)
    }
}

fn replay<R: BufRead, W: Write>(d: &mut Dialogue<R, W>, script: &str) -> Result<(), Error> {
    for line in script.lines() {
        if let Some(sent) = line.strip_prefix("< ") {
            for _ in sent.split_ascii_whitespace() {
                d.next::<Token>()?;
            }
        } else if let Some(ours) = line.strip_prefix("> ") {
            d.say(ours)?;
        } else if !line.is_empty() {
            return Err(d.invalid(format!("a script line is `< …` or `> …`, not {line:?}")));
        }
    }
    Ok(())
}

fn main() {
    let path = std::env::args_os().nth(1).unwrap_or_else(|| {
        eprintln!("error: usage: replay_dialogue SCRIPT");
        std::process::exit(2);
    });
    // Read before the dialogue starts: not part of what is measured against.
    let script = std::fs::read_to_string(&path).unwrap_or_else(|err| {
        eprintln!("error: cannot read {}: {err}", path.to_string_lossy());
        std::process::exit(2);
    });
    run_interactive(|d| replay(d, &script));
}
