//! A guess's result in the report: the line (`guess holds on 0..=N`, or the
//! first counterexample with both values) and `--json`'s `guess` key.

use std::io;

use crate::analyse::guess::Checked;
use crate::source::position::{Position, show};

impl<K: Position> Checked<K> {
    /// The report's line. `what` names the table (`0..=20`, `the box 0 ≤ a
    /// < 8, 0 ≤ b < 8`); `of` how an entry is written (`G(n)`,
    /// `G(start(n))`).
    pub fn line(&self, what: &str, family: bool, guess_is_bool: bool) -> String {
        let value = if family { "G(start(k))" } else { "G(k)" };
        self.line_for(what, value, guess_is_bool)
    }

    /// [`Checked::line`] with the value written `value` (`V(start(k))`, `k`
    /// the key).
    pub fn line_for(&self, what: &str, value: &str, guess_is_bool: bool) -> String {
        match &self.counterexample {
            None => format!(
                "guess holds on {what} ({} entries compared with the computed values{})",
                self.compared,
                if guess_is_bool {
                    ": guess is true exactly at the P-positions"
                } else {
                    ""
                }
            ),
            Some((k, want, got)) => {
                let k = show(*k);
                let value = value.replace('k', &k);
                if guess_is_bool {
                    format!(
                        "guess fails at {k} (the first counterexample in table order): guess({k}) = {want}, but {value} {} a P-position",
                        if got.as_bool() == Some(true) {
                            "is"
                        } else {
                            "is not"
                        }
                    )
                } else {
                    format!(
                        "guess fails at {k} (the first counterexample in table order): guess({k}) = {want}, {value} = {got}"
                    )
                }
            }
        }
    }

    /// `{"holds", "counterexample", "want", "got"}`.
    pub fn json(&self) -> serde_json::Value {
        let at = |k: K| -> serde_json::Value {
            let text = show(k);
            match text.split_once(',') {
                Some((a, b)) => serde_json::json!([
                    a.parse::<u64>().unwrap_or(0),
                    b.parse::<u64>().unwrap_or(0)
                ]),
                None => text.parse::<u64>().map_or(text.into(), Into::into),
            }
        };
        match &self.counterexample {
            None => serde_json::json!({
                "holds": true, "counterexample": null, "want": null, "got": null,
            }),
            Some((k, want, got)) => serde_json::json!({
                "holds": false, "counterexample": at(*k), "want": want, "got": got,
            }),
        }
    }
}

/// How the table of `K` is named in the guess's line.
pub fn table_name<K: Position>(extent: K::Extent) -> String {
    let last = K::at(K::table_len(extent) - 1, extent);
    if K::DIMS == 1 {
        format!("0..={}", show(last))
    } else {
        let text = show(last);
        let (a, b) = text.split_once(',').unwrap_or(("0", "0"));
        let (a, b): (u64, u64) = (a.parse().unwrap_or(0), b.parse().unwrap_or(0));
        format!("the box 0 ≤ a < {}, 0 ≤ b < {}", a + 1, b + 1)
    }
}

/// A report with the guess's result: one more key in the JSON object, or
/// one more line at the end of the text.
pub fn write_with_guess(
    report: &[u8],
    json: bool,
    guess_json: &serde_json::Value,
    line: &str,
    out: &mut dyn io::Write,
) -> Result<(), String> {
    let err = |e: io::Error| format!("writing the report: {e}");
    let text = String::from_utf8_lossy(report);
    if json {
        let mut value: serde_json::Value = serde_json::from_str(text.trim_end())
            .map_err(|e| format!("the report is not one JSON object: {e}"))?;
        value["guess"] = guess_json.clone();
        writeln!(out, "{value}").map_err(err)?;
    } else {
        out.write_all(text.as_bytes()).map_err(err)?;
        writeln!(out, "{line}").map_err(err)?;
    }
    out.flush().map_err(err)
}
