//! What `predicates` lacks for judging, as predicates for `assert_cmd`:
//! the judge's whitespace-tolerant comparison ([`judge_eq`]) and the
//! project's one-line error ([`error_line`]).
//!
//! # Example
//! ```no_run
//! use assert_cmd::Command;
//! use judge::predicates::{error_line, judge_eq};
//!
//! # let bin = "target/release/nyoj-23";
//! Command::new(bin).write_stdin("2\n1000 1\n1 100\n").assert().success().stdout(judge_eq("Lose\nWin\n"));
//! Command::new(bin)
//!     .write_stdin("1\n3")
//!     .assert()
//!     .code(2)
//!     .stdout("")
//!     .stderr(error_line("token 3: expected an unsigned 64-bit integer, found end of input"));
//! ```

use std::fmt;

use predicates_core::Predicate;
use predicates_core::reflection::{Case, PredicateReflection, Product};

use crate::compare::first_difference;

/// Output the judge accepts as `expected`: the same lines after CRLF → LF,
/// trailing spaces and trailing blank lines ignored ([`crate::compare`]).
pub fn judge_eq(expected: &str) -> JudgeEq {
    JudgeEq {
        expected: expected.to_string(),
    }
}

/// See [`judge_eq`].
#[derive(Debug, Clone)]
pub struct JudgeEq {
    expected: String,
}

impl Predicate<[u8]> for JudgeEq {
    fn eval(&self, actual: &[u8]) -> bool {
        first_difference(&self.expected, &String::from_utf8_lossy(actual)).is_none()
    }

    fn find_case<'a>(&'a self, expected: bool, actual: &[u8]) -> Option<Case<'a>> {
        let difference = first_difference(&self.expected, &String::from_utf8_lossy(actual));
        if difference.is_none() != expected {
            return None;
        }
        let case = Case::new(Some(self), difference.is_none());
        Some(match difference {
            Some(difference) => {
                case.add_product(Product::new("first difference", difference.to_string()))
            }
            None => case,
        })
    }
}

impl PredicateReflection for JudgeEq {}

impl fmt::Display for JudgeEq {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the judge accepts it as {:?}", self.expected)
    }
}

/// Standard error that is exactly one line, `error: …`, containing
/// `fragment`: how every solution rejects bad input.
pub fn error_line(fragment: &str) -> ErrorLine {
    ErrorLine {
        fragment: fragment.to_string(),
    }
}

/// See [`error_line`].
#[derive(Debug, Clone)]
pub struct ErrorLine {
    fragment: String,
}

impl ErrorLine {
    /// Why `stderr` is not the expected line, if it is not.
    fn fault(&self, stderr: &[u8]) -> Option<String> {
        let text = String::from_utf8_lossy(stderr);
        if text.lines().count() != 1 || !text.ends_with('\n') {
            Some(format!(
                "{} lines, not one line ending in a line break",
                text.lines().count()
            ))
        } else if !text.starts_with("error: ") {
            Some("it does not start with `error: `".into())
        } else if !text.contains(&self.fragment) {
            Some(format!("it does not contain {:?}", self.fragment))
        } else {
            None
        }
    }
}

impl Predicate<[u8]> for ErrorLine {
    fn eval(&self, stderr: &[u8]) -> bool {
        self.fault(stderr).is_none()
    }

    fn find_case<'a>(&'a self, expected: bool, stderr: &[u8]) -> Option<Case<'a>> {
        let fault = self.fault(stderr);
        if fault.is_none() != expected {
            return None;
        }
        let case = Case::new(Some(self), fault.is_none());
        Some(match fault {
            Some(fault) => case.add_product(Product::new("fault", fault)),
            None => case,
        })
    }
}

impl PredicateReflection for ErrorLine {}

impl fmt::Display for ErrorLine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "one line `error: …{}…`", self.fragment)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn judge_eq_tolerates_what_the_judge_tolerates() {
        let eq = judge_eq("1\n2\n");
        assert!(eq.eval(b"1 \r\n2\n\n"));
        assert!(!eq.eval(b"1\n3\n"));
        let case = eq.find_case(false, b"1\n3\n").unwrap();
        let products: Vec<String> = case.products().map(|p| p.value().to_string()).collect();
        assert_eq!(products, ["line 2: expected \"2\", got \"3\""]);
    }

    #[test]
    fn error_line_wants_exactly_one_error_line() {
        let line = error_line("token 3");
        assert!(line.eval(b"error: token 3: expected a number\n"));
        assert!(!line.eval(b"error: token 4: expected a number\n"));
        assert!(!line.eval(b"error: token 3\nmore\n"));
        assert!(!line.eval(b"thread 'main' panicked at token 3\n"));
        assert!(!line.eval(b"error: token 3"));
    }
}
