//! `--param NAME=VALUE` and `--param NAME=A..B` for a rule file: the
//! values are checked here; single values go to the rule's binary as they
//! are (the protocol is `explore::cli::params`'s), and a range runs the
//! binary once per value — the same binary, nothing rebuilt — and gathers
//! each run's period, preperiod and saltus from its `--json`: how the
//! pattern moves with the parameter.

use std::ffi::OsString;
use std::io::Write as _;
use std::path::Path;
use std::process::{Command, ExitCode, Stdio};

use anyhow::{bail, Context, Result};

/// The most values a range may have: each is a run of the rule.
pub const MAX_RANGE: u64 = 10_000;

/// The `--param` flags, checked.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Params {
    /// `NAME=VALUE`, passed to every run.
    pub fixed: Vec<(String, i64)>,
    /// `NAME=A..B` (A ≤ B, both included), at most one.
    pub range: Option<(String, i64, i64)>,
}

impl Params {
    /// Reads every `--param` given: `NAME=VALUE`, or `NAME=A..B` (also
    /// written `A..=B`; both ends included) for one of them.
    pub fn read(flags: &[String]) -> Result<Params> {
        let mut params = Params::default();
        let mut names: Vec<String> = Vec::new();
        for text in flags {
            let (name, value) = text.split_once('=').unwrap_or((text, ""));
            if names.iter().any(|n| n == name) {
                bail!("--param {name} is given twice");
            }
            names.push(name.to_string());
            match value.split_once("..") {
                None => params
                    .fixed
                    .push(explore::cli::params::parse(text).map_err(anyhow::Error::msg)?),
                Some((a, b)) => {
                    explore::cli::params::check_name(name)
                        .map_err(|e| anyhow::anyhow!("--param {text:?}: {e}"))?;
                    let bound = |t: &str| -> Result<i64> {
                        t.trim().parse().map_err(|_| {
                            anyhow::anyhow!("--param {text:?}: expected NAME=A..B with A and B integers (e.g. k=1..20)")
                        })
                    };
                    let (a, b) = (bound(a)?, bound(b.strip_prefix('=').unwrap_or(b))?);
                    if a > b {
                        bail!("--param {text:?}: the range is empty ({a} > {b}); A..B runs A, A+1, …, B");
                    }
                    if b.abs_diff(a) >= MAX_RANGE {
                        bail!("--param {text:?}: {} values; a range runs the rule once per value, at most {MAX_RANGE}", u128::from(b.abs_diff(a)) + 1);
                    }
                    if let Some((other, _, _)) = &params.range {
                        bail!("--param {text:?}: only one parameter may be a range ({other} is already)");
                    }
                    params.range = Some((name.to_string(), a, b));
                }
            }
        }
        Ok(params)
    }

    /// The flags of one run: `--param NAME=VALUE` each, the range's at `value`.
    pub fn args(&self, value: Option<i64>) -> Vec<OsString> {
        let mut args = Vec::new();
        let ranged = self
            .range
            .as_ref()
            .zip(value)
            .map(|((n, _, _), v)| (n.clone(), v));
        for (name, v) in self.fixed.iter().cloned().chain(ranged) {
            args.push("--param".into());
            args.push(format!("{name}={v}").into());
        }
        args
    }
}

/// One run's result.
#[derive(Debug, Clone, PartialEq)]
struct Found {
    value: i64,
    json: serde_json::Value,
    error: Option<String>,
}

/// Runs `binary` with `args` once for each value of the range, the flags
/// `--json --show 0` added, and prints one line a value (or, with `json`,
/// one list). Exit code 2 when a run failed (each failure is its value's
/// line), 0 otherwise.
pub fn sweep(
    binary: &Path,
    args: &[OsString],
    name: &str,
    params: &Params,
    json: bool,
) -> Result<ExitCode> {
    let (param, a, b) = params.range.clone().expect("a range");
    let mut found = Vec::new();
    let mut last_note = String::new();
    if !json {
        println!("{name}: the pattern for {param} = {a} … {b}, one run of the rule for each value (the claims are the explorer's: proved or apparent)");
    }
    for value in a..=b {
        let output = Command::new(binary)
            .args(args)
            .args(params.args(Some(value)))
            .args(["--json", "--show", "0"])
            .stdin(Stdio::null())
            .output()
            .with_context(|| format!("running {}", binary.display()))?;
        let stderr = String::from_utf8_lossy(&output.stderr);
        let run = if output.status.success() {
            // A warning (a --param never read) once, not once a value: told
            // apart from the last one but for its numbers.
            let note = stderr.trim_end();
            let gist: String = note.chars().filter(|c| !c.is_ascii_digit()).collect();
            if !note.is_empty() && gist != last_note {
                eprintln!("{note}");
                last_note = gist;
            }
            let json = serde_json::from_slice(&output.stdout).with_context(|| {
                format!("{param} = {value}: the run's --json is not one JSON object")
            })?;
            Found {
                value,
                json,
                error: None,
            }
        } else {
            let error = stderr
                .lines()
                .rev()
                .find_map(|l| l.strip_prefix("error: "))
                .unwrap_or("the run failed")
                .to_string();
            Found {
                value,
                json: serde_json::Value::Null,
                error: Some(error),
            }
        };
        if !json {
            println!("  {param} = {}", line(&run));
            std::io::stdout().flush()?;
        }
        found.push(run);
    }
    if json {
        let list: Vec<serde_json::Value> = found.iter().map(object).collect();
        println!("{}", serde_json::Value::from(list));
    }
    Ok(if found.iter().any(|f| f.error.is_some()) {
        ExitCode::from(2)
    } else {
        ExitCode::SUCCESS
    })
}

/// `3: period 4, preperiod 0, saltus 0 (proved)`, `none found`, or the error.
fn line(f: &Found) -> String {
    let v = f.value;
    if let Some(e) = &f.error {
        return format!("{v}: error: {e}");
    }
    let j = &f.json;
    let Some(period) = j["period"].as_u64() else {
        return format!("{v}: no period found");
    };
    let saltus = match (j["saltus"].as_i64(), j["saltus_by_residue"].as_array()) {
        (Some(s), _) => format!("saltus {s}"),
        (None, Some(each)) => format!(
            "a saltus for each residue class ({})",
            each.iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        ),
        (None, None) => "saltus unknown".to_string(),
    };
    let how = if j["proved"].as_bool() == Some(true) {
        "proved"
    } else {
        "apparent"
    };
    format!(
        "{v}: period {period}, preperiod {}, {saltus} ({how})",
        j["preperiod"]
    )
}

/// `{param, period, preperiod, saltus, proved}`, and `error` for a run that
/// failed (the others null then).
fn object(f: &Found) -> serde_json::Value {
    let j = &f.json;
    let mut object = serde_json::json!({
        "param": f.value,
        "period": j["period"],
        "preperiod": j["preperiod"],
        "saltus": j["saltus"],
        "proved": j["proved"].as_bool().unwrap_or(false),
    });
    if let Some(e) = &f.error {
        object["error"] = e.clone().into();
    }
    object
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(flags: &[&str]) -> Result<Params> {
        Params::read(&flags.iter().map(|s| s.to_string()).collect::<Vec<_>>())
    }

    #[test]
    fn values_and_one_range_are_read() {
        let p = read(&["k=3", "m=-2..=4"]).unwrap();
        assert_eq!(p.fixed, [("k".to_string(), 3)]);
        assert_eq!(p.range, Some(("m".to_string(), -2, 4)));
        let args: Vec<String> = p
            .args(Some(0))
            .iter()
            .map(|a| a.to_string_lossy().into_owned())
            .collect();
        assert_eq!(args, ["--param", "k=3", "--param", "m=0"]);
        assert_eq!(
            read(&["k=1..1"]).unwrap().range,
            Some(("k".to_string(), 1, 1))
        );
        for (bad, says) in [
            (vec!["k=5..3"], "empty"),
            (vec!["k=1..2", "m=1..2"], "only one"),
            (vec!["k=1", "k=2"], "twice"),
            (vec!["k=0..10000"], "at most 10000"),
            (vec!["k=1..x"], "integers"),
            (vec!["9=1"], "identifier"),
            (vec!["k"], "NAME=VALUE"),
        ] {
            let err = read(&bad).unwrap_err().to_string();
            assert!(err.contains(says), "{bad:?}: {err}");
        }
    }

    #[test]
    fn lines_and_objects() {
        let ok = Found {
            value: 3,
            json: serde_json::json!({"period": 4, "preperiod": 0, "saltus": 0, "proved": true}),
            error: None,
        };
        assert_eq!(line(&ok), "3: period 4, preperiod 0, saltus 0 (proved)");
        assert_eq!(
            object(&ok),
            serde_json::json!({"param": 3, "period": 4, "preperiod": 0, "saltus": 0, "proved": true})
        );
        let none = Found {
            value: -1,
            json: serde_json::json!({"period": null, "preperiod": null, "saltus": null, "proved": false}),
            error: None,
        };
        assert_eq!(line(&none), "-1: no period found");
        let residue = Found {
            value: 2,
            json: serde_json::json!({"period": 2, "preperiod": 1, "saltus": null, "saltus_by_residue": [7, -7], "proved": false}),
            error: None,
        };
        assert_eq!(
            line(&residue),
            "2: period 2, preperiod 1, a saltus for each residue class (7, -7) (apparent)"
        );
        let failed = Found {
            value: 5,
            json: serde_json::Value::Null,
            error: Some("the rule has a cycle: 3 → 4 → 3".to_string()),
        };
        assert_eq!(line(&failed), "5: error: the rule has a cycle: 3 → 4 → 3");
        assert_eq!(object(&failed)["error"], "the rule has a cycle: 3 → 4 → 3");
        assert!(object(&failed)["period"].is_null());
    }
}
