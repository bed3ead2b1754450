//! What a problem's `Cargo.toml` tells the tools under
//! `[package.metadata.judge]`: the bounds its validator and max-size
//! generator read ([`Limits`], from `[package.metadata.judge.limits]`), and
//! which of the judge's limits were assumed rather than stated ([`Assumed`]).

use std::path::{Path, PathBuf};

/// The bounds a problem's validator and max generator read, from its
/// `Cargo.toml`:
/// ```toml
/// [package.metadata.judge]
/// url = "…"
/// time-limit-ms = 1000
/// memory-limit-mb = 64
///
/// [package.metadata.judge.limits]
/// cases = 10000
/// n = 1000000000
/// ```
/// A value may also be a string of digits (with `_` separators) for numbers
/// beyond TOML's 64-bit signed integers, such as `"18446744073709551615"`.
#[derive(Debug, Clone, Default)]
pub struct Limits {
    values: std::collections::BTreeMap<String, i128>,
    /// Where they were read from, for messages.
    source: PathBuf,
}

impl Limits {
    /// Reads the limits of the crate whose manifest directory is `manifest_dir`.
    ///
    /// # Errors
    /// If the manifest cannot be read or parsed, or a limit is not an integer.
    pub fn load(manifest_dir: &Path) -> Result<Limits, String> {
        let source = manifest_dir.join("Cargo.toml");
        let text = std::fs::read_to_string(&source)
            .map_err(|err| format!("cannot read {}: {err}", source.display()))?;
        Limits::parse(&text, source)
    }

    /// Parses the limits out of a manifest's text.
    ///
    /// # Errors
    /// If the text is not TOML, or a limit is not an integer.
    ///
    /// # Example
    /// ```
    /// let manifest = "[package.metadata.judge.limits]\ncases = 10\nvalue = \"18446744073709551615\"\n";
    /// let limits = judge::oracle::Limits::parse(manifest, "Cargo.toml".into()).unwrap();
    /// assert_eq!(limits.get("cases"), 10);
    /// assert_eq!(limits.get("value"), i128::from(u64::MAX));
    /// ```
    pub fn parse(text: &str, source: PathBuf) -> Result<Limits, String> {
        let manifest: toml::Table =
            toml::from_str(text).map_err(|err| format!("{}: {err}", source.display()))?;
        let table = ["package", "metadata", "judge", "limits"]
            .iter()
            .try_fold(&manifest, |table, key| table.get(*key)?.as_table());
        let mut values = std::collections::BTreeMap::new();
        for (key, value) in table.into_iter().flatten() {
            let number = match value {
                toml::Value::Integer(n) => Some(i128::from(*n)),
                toml::Value::String(digits) => digits.replace('_', "").parse().ok(),
                _ => None,
            }
            .ok_or_else(|| {
                format!(
                    "{}: limit `{key}` must be an integer (or a string of digits), found {value}",
                    source.display()
                )
            })?;
            values.insert(key.clone(), number);
        }
        Ok(Limits { values, source })
    }

    /// The limit named `key`.
    ///
    /// # Panics
    /// If the manifest states no such limit (a mistake in the oracle, which
    /// the message names).
    pub fn get(&self, key: &str) -> i128 {
        *self.values.get(key).unwrap_or_else(|| {
            panic!(
                "{} has no `{key}` under [package.metadata.judge.limits]",
                self.source.display()
            )
        })
    }

    /// The limit named `key` as a `u64`.
    ///
    /// # Panics
    /// As [`Limits::get`], or if the value is negative or too large.
    pub fn get_u64(&self, key: &str) -> u64 {
        u64::try_from(self.get(key)).unwrap_or_else(|_| panic!("limit `{key}` does not fit a u64"))
    }

    /// The limit named `key` as a `usize`.
    ///
    /// # Panics
    /// As [`Limits::get`], or if the value is negative or too large.
    pub fn get_usize(&self, key: &str) -> usize {
        usize::try_from(self.get(key))
            .unwrap_or_else(|_| panic!("limit `{key}` does not fit a usize"))
    }
}

/// Which of a problem's time and memory limits were assumed (the judge's
/// statement gives none, or the page is gone), from its `Cargo.toml`:
/// ```toml
/// [package.metadata.judge]
/// memory-limit-mb = 64
/// memory-limit-assumed = true
/// ```
/// Going past an assumed limit is worth a warning, never a verdict: the real
/// judge may well allow it.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Assumed {
    /// `time-limit-assumed = true`.
    pub time: bool,
    /// `memory-limit-assumed = true`.
    pub memory: bool,
}

impl Assumed {
    /// Reads the flags of the crate whose manifest directory is `manifest_dir`.
    ///
    /// # Errors
    /// If the manifest cannot be read or parsed, or a flag is not a boolean.
    pub fn load(manifest_dir: &Path) -> Result<Assumed, String> {
        let source = manifest_dir.join("Cargo.toml");
        let text = std::fs::read_to_string(&source)
            .map_err(|err| format!("cannot read {}: {err}", source.display()))?;
        Assumed::parse(&text, &source)
    }

    /// Parses the flags out of a manifest's text.
    ///
    /// # Errors
    /// If the text is not TOML, or a flag is not a boolean.
    ///
    /// # Example
    /// ```
    /// use judge::manifest::Assumed;
    /// let manifest = "[package.metadata.judge]\nmemory-limit-mb = 64\nmemory-limit-assumed = true\n";
    /// let assumed = Assumed::parse(manifest, "Cargo.toml".as_ref()).unwrap();
    /// assert_eq!(assumed, Assumed { time: false, memory: true });
    /// ```
    pub fn parse(text: &str, source: &Path) -> Result<Assumed, String> {
        let manifest: toml::Table =
            toml::from_str(text).map_err(|err| format!("{}: {err}", source.display()))?;
        let judge = ["package", "metadata", "judge"]
            .iter()
            .try_fold(&manifest, |table, key| table.get(*key)?.as_table());
        let flag = |key: &str| match judge.and_then(|judge| judge.get(key)) {
            None => Ok(false),
            Some(toml::Value::Boolean(flag)) => Ok(*flag),
            Some(other) => Err(format!(
                "{}: `{key}` must be true or false, found {other}",
                source.display()
            )),
        };
        Ok(Assumed {
            time: flag("time-limit-assumed")?,
            memory: flag("memory-limit-assumed")?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn limits(text: &str) -> Limits {
        Limits::parse(text, "Cargo.toml".into()).unwrap()
    }

    #[test]
    fn limits_come_from_the_manifest() {
        let manifest = "[package]\nname = \"p\"\n[package.metadata.judge]\ntime-limit-ms = 1000\n\
                        [package.metadata.judge.limits]\ncases = 10_000\nbig = \"18_446_744_073_709_551_615\"\n";
        let limits = limits(manifest);
        assert_eq!(limits.get("cases"), 10_000);
        assert_eq!(limits.get_u64("big"), u64::MAX);
        let bad = Limits::parse(
            "[package.metadata.judge.limits]\nn = 1.5\n",
            "Cargo.toml".into(),
        );
        assert!(bad.unwrap_err().contains("limit `n` must be an integer"));
    }

    #[test]
    #[should_panic(expected = "has no `n` under [package.metadata.judge.limits]")]
    fn a_missing_limit_is_named() {
        limits("").get("n");
    }

    #[test]
    fn assumed_limits_are_flags_of_the_judge_table() {
        let parse = |text: &str| Assumed::parse(text, Path::new("Cargo.toml"));
        assert_eq!(parse("[package]\nname = \"p\"\n"), Ok(Assumed::default()));
        assert_eq!(
            parse("[package.metadata.judge]\ntime-limit-assumed = true\n"),
            Ok(Assumed {
                time: true,
                memory: false
            })
        );
        let err = parse("[package.metadata.judge]\nmemory-limit-assumed = 1\n").unwrap_err();
        assert!(
            err.contains("`memory-limit-assumed` must be true or false"),
            "{err}"
        );
    }
}
