//! The bundler's tests: a fixture library that reaches its modules through
//! every kind of path, and the template problem compiled and judged.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use judge::exec::{run_with_limit, verdict, Verdict};
use syn::Meta;

use super::compile::toolchain_rustc;
use super::print::{has_marker, MARKER};
use super::strip::cfg_value;
use super::*;
use crate::flags::Edition;
use crate::workspace::Workspace;

/// A temporary folder (removed on drop) with files written into it.
struct TempDir(tempfile::TempDir);

impl TempDir {
    fn new() -> Self {
        TempDir(tempfile::tempdir().unwrap())
    }

    fn path(&self) -> &Path {
        self.0.path()
    }

    fn write(&self, relative: &str, text: &str) -> PathBuf {
        let path = self.path().join(relative);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(&path, text).unwrap();
        path
    }
}

fn header() -> Header {
    Header {
        problem: "fixture".into(),
        url: None,
        origin: "commit 0000000".into(),
    }
}

/// `text` without whitespace, so checks do not depend on how prettyplease
/// spaces macro tokens.
fn squeezed(text: &str) -> String {
    text.split_whitespace().collect()
}

/// A library whose modules reach each other through every kind of path:
/// `alpha` → `beta` (`crate::`) → `gamma` (`super::` and `$crate::` in a
/// macro); `nested` (a folder module) → `alpha`; the family `fam` (a
/// folder of files, like gamecore's) → `fam::one` → `fam::two` (`super::`)
/// → `fam::deep::leaf` (`crate::`, two folders down), and `fam::one` →
/// `fam::deep`'s own `SCALE`, with its private part `show` (a trait impl no
/// path names). `delta` is used only by test code and `broken`, `fam::broken`
/// and `fam::deep::other` by nobody: they do not even parse, so loading one
/// would fail the bundle.
fn fixture_library(dir: &TempDir) -> PathBuf {
    dir.write("core/alpha.rs", ALPHA);
    dir.write("core/beta.rs", BETA);
    dir.write("core/gamma.rs", GAMMA);
    dir.write("core/delta.rs", "pub fn f() {}\n");
    dir.write("core/broken.rs", "this is not Rust {\n");
    dir.write(
        "core/nested/mod.rs",
        "pub mod inner;\npub use inner::triple;\n",
    );
    dir.write(
        "core/nested/inner.rs",
        "pub fn triple(x: u64) -> u64 {\n    crate::alpha::double(x) + x\n}\n",
    );
    dir.write(
        "core/fam/mod.rs",
        "//! Family docs.\npub mod broken;\npub mod deep;\npub mod one;\npub mod two;\n",
    );
    dir.write("core/fam/broken.rs", "this is not Rust {\n");
    dir.write(
        "core/fam/one.rs",
        "use super::two;\npub fn f(x: u64) -> u64 {\n    two::g(x) * super::deep::SCALE\n}\n",
    );
    dir.write(
        "core/fam/two.rs",
        "pub fn g(x: u64) -> u64 {\n    self::h(x) + crate::fam::deep::leaf::ONE\n}\n\
         fn h(x: u64) -> u64 {\n    x\n}\n",
    );
    dir.write(
        "core/fam/deep/mod.rs",
        "pub mod leaf;\nmod show;\npub mod other;\n\n/// Shared.\npub const SCALE: u64 = 10;\n\
         pub struct Scale(pub u64);\n",
    );
    dir.write("core/fam/deep/leaf.rs", "pub const ONE: u64 = 1;\n");
    // A private part of `deep` that no path names: only a trait impl.
    dir.write(
        "core/fam/deep/show.rs",
        "impl std::fmt::Display for super::Scale {\n    \
         fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {\n        \
         write!(f, \"x{}\", self.0)\n    }\n}\n",
    );
    dir.write("core/fam/deep/other.rs", "this is not Rust either {\n");
    dir.write("core/lib.rs", LIB)
}

const LIB: &str = r#"//! Library docs.
#![warn(missing_docs)]
pub mod alpha;
pub mod beta;
pub mod broken;
pub mod delta;
pub mod fam;
pub mod gamma;
pub mod nested;
"#;

const ALPHA: &str = r#"//! Alpha docs.
use crate::beta;

/// Doubles.
pub fn double(x: u64) -> u64 {
beta::twice(x)
}

pub fn unused() {}

#[cfg(test)]
mod tests {
use crate::delta;
#[test]
fn t() {
    delta::f();
}
}

#[cfg(all(test, unix))]
fn test_helper() {
crate::delta::f()
}

#[test]
fn loose_test() {
crate::delta::f()
}

#[cfg(not(test))]
pub fn kept_outside_tests() {}
"#;

const BETA: &str = r#"macro_rules! call_gamma {
($x:expr) => {
    super::gamma::add_one($crate::gamma::ZERO + $x)
};
}

macro_rules! documented {
($(#[doc = $text:expr])* $name:ident) => {
    $(#[doc = $text])*
    pub fn $name() {}
};
}

documented! {
/// A generated function.
generated
}

pub(crate) fn twice(x: u64) -> u64 {
call_gamma!(x) - 1 + x
}
"#;

const GAMMA: &str = r#"/// Zero.
pub const ZERO: u64 = 0;

pub(super) fn add_one(x: u64) -> u64 {
x + 1
}

pub struct Pair {
pub first: u64,
#[cfg(test)]
pub only_in_tests: u64,
}

#[cfg(test)]
fn only_test() {
crate::delta::f()
}
"#;

const MAIN: &str = r#"//! Fixture problem: doubles and triples.
//!
//! Not in the header.
use gamecore::{alpha, fam::one};
use std::io::Write;

fn main() {
let mut out = std::io::stdout();
writeln!(out, "{} {} {} {}", alpha::double(21), gamecore::nested::inner::triple(2), one::f(4), gamecore::fam::deep::Scale(3)).unwrap();
}

#[cfg(test)]
mod tests {
#[test]
fn t() {
    gamecore::delta::f();
}
}
"#;

#[test]
fn modules_are_the_transitive_closure_of_non_test_paths() {
    let dir = TempDir::new();
    let lib = fixture_library(&dir);
    let main = dir.write("main/main.rs", MAIN);
    let bundle = bundle_files(&main, &lib, &header()).unwrap();
    assert_eq!(
        bundle.modules,
        [
            "alpha",
            "beta",
            "fam::deep",
            "fam::one",
            "fam::two",
            "gamma",
            "nested"
        ]
    );
}

#[test]
fn test_code_docs_and_library_attributes_are_dropped() {
    let dir = TempDir::new();
    let lib = fixture_library(&dir);
    let main = dir.write("main/main.rs", MAIN);
    let text = bundle_files(&main, &lib, &header()).unwrap().text;
    for gone in [
        "delta",
        "mod tests",
        "loose_test",
        "test_helper",
        "only_test",
        "only_in_tests",
        "missing_docs",
        "docs",
        "Doubles",
        "Zero.",
        "A generated function",
        "///",
        "//!",
        "#[doc = \"",
        "Not in the header",
    ] {
        assert!(!text.contains(gone), "`{gone}` is still in:\n{text}");
    }
    let squeezed = squeezed(&text);
    for kept in [
        "#[cfg(not(test))]pubfnkept_outside_tests",
        "$(#[doc=$text])*",
        "#[allow(dead_code,unused_imports)]modgamecore",
    ] {
        assert!(squeezed.contains(kept), "`{kept}` is missing from:\n{text}");
    }
    assert!(text.starts_with(
        "// fixture: single-file submission.\n// Fixture problem: doubles and triples.\n"
    ));
    assert!(has_marker(&text), "{text}");
}

#[test]
fn paths_are_rewritten_to_the_inlined_module() {
    let dir = TempDir::new();
    let lib = fixture_library(&dir);
    let main = dir.write("main/main.rs", MAIN);
    let text = squeezed(&bundle_files(&main, &lib, &header()).unwrap().text);
    for rewritten in [
        "crate::gamecore::nested::inner::triple(2)",
        "usecrate::gamecore::beta;",
        "$crate::gamecore::gamma::ZERO",
        "super::gamma::add_one",
        "crate::gamecore::alpha::double(x)",
        "usecrate::gamecore::{alpha,fam::one};",
        "pubmodfam{pubmoddeep{pubconstSCALE:u64=10;pubstructScale(pubu64);pubmodleaf{pubconstONE:u64=1;}modshow{implstd::fmt::Displayforsuper::Scale{",
        "crate::gamecore::fam::deep::leaf::ONE",
        "two::g(x)*super::deep::SCALE",
        "pub(crate)fntwice",
    ] {
        assert!(
            text.contains(rewritten),
            "`{rewritten}` is missing from:\n{text}"
        );
    }
}

/// The fixture's bundle must build with plain rustc and no warnings, and
/// print what the library computes.
#[test]
fn fixture_bundle_compiles_alone_and_runs() {
    let dir = TempDir::new();
    let lib = fixture_library(&dir);
    let main = dir.write("main/main.rs", MAIN);
    let source = dir.write(
        "fixture.rs",
        &bundle_files(&main, &lib, &header()).unwrap().text,
    );
    let binary = dir.path().join("fixture");
    // No -O here: the fixture checks the paths, not the speed.
    let output = Command::new(toolchain_rustc())
        .args(["--edition", "2021", "-D", "warnings", "-o"])
        .arg(&binary)
        .arg(&source)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success() && stderr.is_empty(), "{stderr}");
    let run = Command::new(&binary).output().unwrap();
    assert_eq!(String::from_utf8_lossy(&run.stdout), "42 6 50 x3\n");
}

#[test]
fn missing_modules_and_path_attributes_are_clear_errors() {
    let dir = TempDir::new();
    let lib = dir.write("core/lib.rs", "pub mod absent;\n");
    let main = dir.write("main/main.rs", "fn main() { gamecore::absent::f(); }\n");
    let err = format!("{:#}", bundle_files(&main, &lib, &header()).unwrap_err());
    assert!(err.contains("cannot find module `absent`"), "{err}");
    let main = dir.write("main/main.rs", "#[path = \"x.rs\"]\nmod x;\nfn main() {}\n");
    let err = format!("{:#}", bundle_files(&main, &lib, &header()).unwrap_err());
    assert!(err.contains("`#[path]` on `mod x`"), "{err}");
    let main = dir.write("main/main.rs", "fn main() {\n    let = 1;\n}\n");
    let err = format!("{:#}", bundle_files(&main, &lib, &header()).unwrap_err());
    assert!(err.contains("main.rs:2:"), "{err}");
}

#[test]
fn a_glob_import_of_the_library_takes_every_module() {
    let dir = TempDir::new();
    dir.write("core/a.rs", "pub fn f() {}\n");
    dir.write("core/b.rs", "pub fn g() {}\n");
    let lib = dir.write("core/lib.rs", "pub mod a;\npub mod b;\n");
    let main = dir.write("main/main.rs", "use gamecore::*;\nfn main() { a::f(); }\n");
    assert_eq!(
        bundle_files(&main, &lib, &header()).unwrap().modules,
        ["a", "b"]
    );
    let main = dir.write("main/main.rs", "fn main() { gamecore::b::g(); }\n");
    assert_eq!(bundle_files(&main, &lib, &header()).unwrap().modules, ["b"]);
}

/// In a folder of modules, a path that ends at the folder takes every
/// module in it, and one that leads into a module takes only that one.
#[test]
fn a_folder_is_taken_whole_only_when_named_whole() {
    let dir = TempDir::new();
    dir.write("core/fam/mod.rs", "pub mod a;\npub mod b;\n");
    dir.write("core/fam/a.rs", "pub fn f() {}\n");
    dir.write("core/fam/b.rs", "pub fn g() {}\n");
    let lib = dir.write("core/lib.rs", "pub mod fam;\n");
    let modules = |main: &str| {
        let main = dir.write("main/main.rs", main);
        bundle_files(&main, &lib, &header()).unwrap().modules
    };
    assert_eq!(
        modules("use gamecore::fam;\nfn main() { fam::a::f(); }\n"),
        ["fam::a", "fam::b"]
    );
    assert_eq!(
        modules("use gamecore::fam::*;\nfn main() { a::f(); }\n"),
        ["fam::a", "fam::b"]
    );
    assert_eq!(
        modules("use gamecore::fam::b::{self};\nfn main() { b::g(); }\n"),
        ["fam::b"]
    );
    assert_eq!(
        modules("fn main() { gamecore::fam::a::f(); }\n"),
        ["fam::a"]
    );
}

#[test]
fn cfg_predicates_are_decided_only_by_test() {
    let value = |predicate: &str| cfg_value(&syn::parse_str::<Meta>(predicate).unwrap());
    assert_eq!(value("test"), Some(false));
    assert_eq!(value("all(test, unix)"), Some(false));
    assert_eq!(value("not(test)"), Some(true));
    assert_eq!(value("any(test, unix)"), None);
    assert_eq!(value("any(test, doctest)"), Some(false));
    assert_eq!(value("unix"), None);
    assert_eq!(value("feature = \"x\""), None);
}

#[test]
fn only_bundler_files_are_overwritten_without_force() {
    let dir = TempDir::new();
    let absent = dir.path().join("absent.rs");
    assert!(check_overwrite(&absent, false).is_ok());
    let ours = dir.write("ours.rs", &format!("// x: single-file submission.\n{MARKER} from commit 1; do not edit.\n\nfn main() {{}}\n"));
    assert!(check_overwrite(&ours, false).is_ok());
    let theirs = dir.write("theirs.rs", &format!("fn main() {{}}\n{MARKER}\n"));
    let err = check_overwrite(&theirs, false).unwrap_err().to_string();
    assert!(
        err.contains("was not written by `cargo xtask bundle`") && err.contains("--force"),
        "{err}"
    );
    assert!(check_overwrite(&theirs, true).is_ok());
}

#[test]
fn bundles_above_64_kib_get_a_warning() {
    assert_eq!(size_warning("p", 64 * 1024), None);
    assert_eq!(
        size_warning("p", 64 * 1024 + 1).as_deref(),
        Some(
            "warning: the bundle of p is 65537 bytes (64.0 KiB), above the 64 KiB \
             (65536 bytes) many judges accept"
        )
    );
}

#[test]
fn a_bundle_past_the_source_limit_loses_its_indentation_but_not_its_literals() {
    let deep = format!("{}let _unused = 0;\n", " ".repeat(60)).repeat(4);
    let printed = format!(
        "// p: single-file submission.\n{MARKER} from commit 1; do not edit.\n\nfn main() {{\n\
         {deep}    let text = \"one\n    two\n\n    three\";\n\n    if text.is_empty() {{\n        \
         println!(\"{{}}\", r#\"a\n  b\"#);\n    }}\n}}\n"
    );
    let mut bundle = Bundle {
        text: printed.clone(),
        modules: Vec::new(),
    };
    fit(&mut bundle, Some(printed.len())).unwrap();
    assert_eq!(bundle.text, printed, "within the limit: as printed");
    let limit = printed.len() - 1;
    fit(&mut bundle, Some(limit)).unwrap();
    assert_eq!(
        bundle.text,
        format!(
            "// p: single-file submission.\n// Indentation dropped: printed in full it is {} \
             bytes, above the judge's source limit of {limit}.\n{MARKER} from commit 1; do not \
             edit.\n\nfn main() {{\n{}let text = \"one\n    two\n\n    three\";\nif \
             text.is_empty() {{\nprintln!(\"{{}}\", r#\"a\n  b\"#);\n}}\n}}\n",
            printed.len(),
            "let _unused = 0;\n".repeat(4),
        )
    );
    assert!(has_marker(&bundle.text));
    let mut too_long = Bundle {
        text: printed,
        modules: Vec::new(),
    };
    let err = fit(&mut too_long, Some(50)).unwrap_err().to_string();
    assert!(
        err.contains("above the judge's source limit of 50 bytes"),
        "{err}"
    );
}

#[test]
fn a_rustc_warning_fails_the_compile_with_its_message() {
    let dir = TempDir::new();
    let source = dir.write("warns.rs", "fn main() {\n    let unused = 1;\n}\n");
    let err = Compiler::default()
        .compile("warns", &source, &dir.path().join("warns"))
        .unwrap_err();
    let message = format!("{err:#}");
    assert!(
        message.contains("-D warnings") && message.contains("unused variable: `unused`"),
        "{message}"
    );
}

/// The real thing, as `cargo xtask test --bundled` does it: bundle a
/// problem of the workspace (the first by name; the tools name none),
/// compile it with `rustc -O -D warnings`, and judge the binary on its test
/// data.
#[test]
fn a_problem_bundle_compiles_and_passes_its_testdata() {
    let ws = Workspace::load().unwrap();
    let problems: Vec<_> = ws.problems.iter().take(1).collect();
    let binaries: Vec<PathBuf> = compile_bundles(&ws, &problems)
        .unwrap()
        .into_iter()
        .map(|binary| binary.unwrap())
        .collect();
    assert_eq!(binaries.len(), 1);
    let cases = crate::workspace::cases(&problems[0].testdata_dir).unwrap();
    assert!(cases.iter().any(|case| case.name.starts_with("sample")));
    for case in cases {
        let input = fs::read(&case.input).unwrap();
        let expected = fs::read_to_string(case.expected.as_ref().unwrap()).unwrap();
        let outcome =
            run_with_limit(Command::new(&binaries[0]), &input, Duration::from_secs(10)).unwrap();
        let verdict = verdict(&outcome, &expected);
        assert!(
            matches!(verdict, Verdict::Accepted),
            "{}: {verdict:?}",
            case.name
        );
    }
}

/// `--edition` reaches rustc: the 2021 prelude's `TryFrom` is missing under
/// 2018, and the message names the edition and the compiler's complaint.
#[test]
fn the_edition_is_the_one_asked_for() {
    let dir = TempDir::new();
    let source = dir.write(
        "prelude.rs",
        "fn main() {\n    println!(\"{:?}\", u8::try_from(300u32).is_err());\n}\n",
    );
    let compiler = |edition| Compiler {
        rustc: toolchain_rustc(),
        edition,
    };
    let binary = dir.path().join("prelude");
    compiler(Edition::E2021)
        .compile("prelude", &source, &binary)
        .unwrap();
    let err = compiler(Edition::E2018)
        .compile("prelude", &source, &binary)
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("--edition 2018 -O -D warnings") && err.contains("try_from"),
        "{err}"
    );
}
