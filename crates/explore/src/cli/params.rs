//! A rule's parameters: `--param NAME=VALUE` on the command line, read by
//! the rule as [`param`]`("k", 3)` — so that one binary serves every value
//! of k, and `cargo xtask grundy FILE --param k=1..20` runs it once a value
//! without rebuilding it.
//!
//! # The protocol a generated binary receives
//!
//! - `--param NAME=VALUE`, repeatable, one flag a name: NAME is an
//!   identifier (`[A-Za-z_][A-Za-z0-9_]*`), VALUE a decimal integer from
//!   −2^63 to 2^63 − 1 (a leading `+` or `-` allowed). A range (`k=1..20`)
//!   never reaches a binary: the xtask runs the binary once per value.
//! - The binary's `main` stores the pairs in this process-wide table
//!   ([`install`]) before it calls the rule; the rule reads a value with
//!   [`param`] (the default when the flag was not given). Every read marks
//!   the name as read; when the run ends, a name given but never read gets a
//!   warning on stderr (a misspelt `--param`), see [`unread`].
//! - A bridge to a rule in another language forwards the same table: it
//!   reads [`given`] (every pair, in the order given) and hands it to the
//!   rule's own `param` (C++'s `explore::param(name, fallback)`, Python's
//!   `param(name, default)`, both on 64-bit integers), or calls
//!   [`param_i64`] for each read — which also marks the name read. C++
//!   calls [`param_i64`] through a function pointer its bridge hands the
//!   rule after [`install`] ([`after_install`]); the Python runner hands the
//!   driver [`given`] and, after the run, marks read the names the driver
//!   says the rule read.

use std::sync::RwLock;
use std::sync::atomic::{AtomicBool, Ordering};

/// One `--param NAME=VALUE`.
struct Given {
    name: String,
    value: i64,
    read: AtomicBool,
}

/// The parameters of this process's run ([`install`]ed by the binary's
/// `main`). A lock, not a cell set once, so that a test may run the
/// explorer several times in one process.
static GIVEN: RwLock<Vec<Given>> = RwLock::new(Vec::new());

/// `NAME=VALUE` → `(NAME, VALUE)`, or why it is not one.
///
/// # Example
/// ```
/// use explore::cli::params::parse;
/// assert_eq!(parse("k=3"), Ok(("k".to_string(), 3)));
/// assert_eq!(parse("max_take=-2"), Ok(("max_take".to_string(), -2)));
/// assert!(parse("k=1..5").is_err());
/// assert!(parse("2k=1").is_err());
/// ```
pub fn parse(text: &str) -> Result<(String, i64), String> {
    let Some((name, value)) = text.split_once('=') else {
        return Err(format!("--param {text:?}: expected NAME=VALUE (e.g. k=3)"));
    };
    check_name(name).map_err(|e| format!("--param {text:?}: {e}"))?;
    let value: i64 = value.trim().parse().map_err(|_| {
        format!("--param {text:?}: the value must be an integer from -2^63 to 2^63-1 (a range A..B is run by `cargo xtask grundy`, one run a value)")
    })?;
    Ok((name.to_string(), value))
}

/// A parameter's name: an identifier, as a rule names it in its code.
pub fn check_name(name: &str) -> Result<(), String> {
    let mut chars = name.chars();
    let first = chars.next();
    if first.is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
    {
        Ok(())
    } else {
        Err(format!(
            "the name {name:?} is not an identifier (letters, digits and _, not starting with a digit)"
        ))
    }
}

/// A bridge's function run after every [`install`] ([`after_install`]).
static AFTER_INSTALL: RwLock<Option<fn()>> = RwLock::new(None);

/// Makes `given` this process's parameters (replacing any before): what a
/// binary's `main` does with its `--param` flags before calling the rule.
/// Then runs the function a bridge registered with [`after_install`].
pub fn install(given: &[(String, i64)]) {
    let table = given
        .iter()
        .map(|(name, value)| Given {
            name: name.clone(),
            value: *value,
            read: AtomicBool::new(false),
        })
        .collect();
    *GIVEN.write().unwrap_or_else(|e| e.into_inner()) = table;
    let hook = *AFTER_INSTALL.read().unwrap_or_else(|e| e.into_inner());
    if let Some(hook) = hook {
        hook();
    }
}

/// Registers `hook` to run after every [`install`], when the parameters
/// are known: a C++ rule's bridge hands the rule its reader of parameters
/// then, and checks the reads a global's initialiser made before.
pub fn after_install(hook: fn()) {
    *AFTER_INSTALL.write().unwrap_or_else(|e| e.into_inner()) = Some(hook);
}

/// Every `--param` given, in order, whether read or not (for a bridge to a
/// rule in another language).
pub fn given() -> Vec<(String, i64)> {
    let table = GIVEN.read().unwrap_or_else(|e| e.into_inner());
    table.iter().map(|g| (g.name.clone(), g.value)).collect()
}

/// The parameter `name` as given (`--param name=VALUE`), else `fallback`;
/// marks `name` as read. The form a bridge calls; a Rust rule calls
/// [`param`].
pub fn param_i64(name: &str, fallback: i64) -> i64 {
    lookup(name).unwrap_or(fallback)
}

/// The value given for `name`, marking it read.
fn lookup(name: &str) -> Option<i64> {
    let table = GIVEN.read().unwrap_or_else(|e| e.into_inner());
    let given = table.iter().find(|g| g.name == name)?;
    given.read.store(true, Ordering::Relaxed);
    Some(given.value)
}

/// The names given but never read, in order.
pub fn unread() -> Vec<String> {
    let table = GIVEN.read().unwrap_or_else(|e| e.into_inner());
    table
        .iter()
        .filter(|g| !g.read.load(Ordering::Relaxed))
        .map(|g| format!("{}={}", g.name, g.value))
        .collect()
}

/// The warning for [`unread`] parameters, if any (printed by a binary's
/// `main` on stderr after a run).
pub fn unread_warning() -> Option<String> {
    let unread = unread();
    (!unread.is_empty()).then(|| {
        format!(
            "warning: --param {} given but never read by the rule (it reads a parameter as explore::param(\"NAME\", default), in Python param(\"NAME\", default))",
            unread.join(", --param ")
        )
    })
}

/// An integer type a parameter can be read as.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not an integer type: explore::param reads an integer",
    note = "write `explore::param(\"k\", 3)` where an integer (u64, i64, usize, u32, …) is expected, or `explore::param::<u64>(\"k\", 3)`"
)]
pub trait Integer: Copy + TryFrom<i64> {}

macro_rules! integers {
    ($($t:ty)*) => { $(impl Integer for $t {})* };
}
integers!(i8 i16 i32 i64 i128 isize u8 u16 u32 u64 u128 usize);

/// A parameter of the rule: the value of `--param NAME=VALUE`, or `default`
/// when it was not given, as the integer type the rule uses (`u64`, `i64`,
/// `usize`, … — inferred from the use, or from `default`'s type).
///
/// A value the type cannot hold (`--param k=-1` read as `u64`) ends the
/// run: one `error:` line on stderr, exit code 2. Reading a parameter costs
/// a lock and a scan of the parameters given: call it in `moves` freely
/// (10^6 calls take about 0.05 s), or once into a `static`.
///
/// # Example
/// ```
/// // Take 1 … k counters, k = 3 unless `--param k=…` is given.
/// pub fn moves(n: u64) -> Vec<Vec<u64>> {
///     let k: u64 = explore::param("k", 3);
///     (1..=k.min(n)).map(|t| vec![n - t]).collect()
/// }
/// assert_eq!(moves(5).len(), 3);
/// explore::cli::params::install(&[("k".to_string(), 5)]);
/// assert_eq!(moves(5).len(), 5);
/// explore::cli::params::install(&[]);
/// ```
pub fn param<T: Integer>(name: &str, default: T) -> T {
    let Some(value) = lookup(name) else {
        return default;
    };
    match T::try_from(value) {
        Ok(v) => v,
        Err(_) => {
            eprintln!(
                "error: --param {name}={value}: the rule reads {name} as {}, which cannot hold {value}",
                std::any::type_name::<T>()
            );
            std::process::exit(2)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_values_are_checked() {
        for bad in [
            "k",
            "=3",
            "k=",
            "k=x",
            "k=1..3",
            "k-2=1",
            "1k=1",
            "k=99999999999999999999",
        ] {
            assert!(parse(bad).is_err(), "{bad}");
        }
        assert_eq!(parse("_k2=+7"), Ok(("_k2".to_string(), 7)));
        assert_eq!(
            parse("k=-9223372036854775808"),
            Ok(("k".to_string(), i64::MIN))
        );
    }
}
