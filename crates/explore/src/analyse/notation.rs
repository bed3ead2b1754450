//! How the text report writes a long code: a rule that is 0.07 but for one
//! extra move at heap 3000 is the code `0.07` followed by 2,997 zeros and a
//! 1, which the report writes `0.07(0×2997)1`; `--json`'s `code` keeps it in
//! full.

/// A code longer than this many characters is written compressed.
pub const LONG_CODE: usize = 40;

/// Runs of at least this many equal digits are compressed in a long code.
pub const RUN: usize = 4;

/// `code` (CGSuite's notation, as `takebreak` prints it) as the text report
/// writes it: unchanged when at most [`LONG_CODE`] characters, else each run
/// of [`RUN`] or more equal digits (a digit with its `!`, if any, counts as
/// one) written `(d×k)`. The digits before the point, the point and a
/// repeating tail's brackets are kept as they are.
///
/// # Example
/// ```
/// use explore::analyse::compact_code;
/// let code = format!("0.07{}1", "0".repeat(2997));
/// assert_eq!(compact_code(&code), "0.07(0×2997)1");
/// assert_eq!(compact_code("4!.0"), "4!.0");
/// let unequal = format!("0.{}[3]", "4!".repeat(30));
/// assert_eq!(compact_code(&unequal), "0.(4!×30)[3]");
/// ```
///
/// # Complexity
/// O(length of `code`).
pub fn compact_code(code: &str) -> String {
    if code.chars().count() <= LONG_CODE {
        return code.to_string();
    }
    let Some((head, digits)) = code.split_once('.') else {
        return code.to_string();
    };
    // Tokens: a digit with its `!`, or a bracket.
    let mut tokens: Vec<&str> = Vec::new();
    let mut rest = digits;
    while let Some(c) = rest.chars().next() {
        let mut len = c.len_utf8();
        if c.is_ascii_hexdigit() && rest[len..].starts_with('!') {
            len += 1;
        }
        tokens.push(&rest[..len]);
        rest = &rest[len..];
    }
    let mut out = format!("{head}.");
    let mut i = 0;
    while i < tokens.len() {
        let t = tokens[i];
        let mut j = i + 1;
        while j < tokens.len() && tokens[j] == t {
            j += 1;
        }
        let digit = t.starts_with(|c: char| c.is_ascii_hexdigit());
        if digit && j - i >= RUN {
            out.push_str(&format!("({t}×{})", j - i));
        } else {
            for token in &tokens[i..j] {
                out.push_str(token);
            }
        }
        i = j;
    }
    out
}

/// The note a report adds once when it wrote a code compressed.
pub const COMPACT_NOTE: &str = "(a long code is written compressed: (d×k) stands for k digits d in a row; --json's `code` has it in full)";
