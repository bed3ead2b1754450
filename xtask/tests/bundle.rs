//! `cargo xtask bundle` from the command line: output file, overwrite
//! protection, errors, and `--judge` with a chosen compiler and edition.
//! (Bundling itself is tested in `src/bundle/tests.rs`.) Nothing here writes
//! into the real `target/bundle/`.

use std::process::{Command, Output};

/// Runs `cargo xtask ARGS` with a temporary target folder, so that the
/// bundles and binaries it writes never land in the real `target/bundle/`.
fn xtask(args: &[&str]) -> Output {
    let target = tempfile::tempdir().unwrap();
    Command::new(env!("CARGO_BIN_EXE_xtask"))
        .args(args)
        .env("CARGO_TARGET_DIR", target.path())
        .output()
        .expect("cannot run xtask")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn output_file_is_written_and_only_bundles_are_overwritten_without_force() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("submit.rs");
    let path_arg = path.to_str().unwrap();

    let first = xtask(&["bundle", "nod51-1066", "-o", path_arg]);
    assert!(first.status.success(), "{}", text(&first.stderr));
    let stdout = text(&first.stdout);
    assert!(stdout.contains("bytes), gamecore modules: "), "{stdout}");
    let bundle = std::fs::read_to_string(&path).unwrap();
    assert!(
        bundle.starts_with("// nod51-1066: single-file submission.\n"),
        "{bundle}"
    );
    assert!(bundle.contains("\nmod gamecore {"), "{bundle}");

    // A file the bundler wrote may be overwritten.
    let again = xtask(&["bundle", "nod51-1066", "-o", path_arg]);
    assert!(again.status.success(), "{}", text(&again.stderr));

    // Someone's own file may not, unless forced.
    std::fs::write(&path, "fn main() { /* my solution */ }\n").unwrap();
    let refused = xtask(&["bundle", "nod51-1066", "-o", path_arg]);
    assert!(!refused.status.success());
    let stderr = text(&refused.stderr);
    assert!(
        stderr.contains("was not written by `cargo xtask bundle`; pass --force"),
        "{stderr}"
    );
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        "fn main() { /* my solution */ }\n"
    );
    let forced = xtask(&["bundle", "nod51-1066", "-o", path_arg, "--force"]);
    assert!(forced.status.success(), "{}", text(&forced.stderr));
    // Equal up to the header's commit, which another commit may have changed.
    let rewritten = std::fs::read_to_string(&path).unwrap();
    let body = |text: &str| text.split_once("\n\n").map(|(_, body)| body.to_string());
    assert_eq!(body(&rewritten), body(&bundle));
}

#[test]
fn unknown_problem_names_the_nearest_ones() {
    let output = xtask(&["bundle", "no-such-problem"]);
    assert_eq!(output.status.code(), Some(2), "a usage error");
    let stderr = text(&output.stderr);
    assert!(
        stderr.contains("unknown problem `no-such-problem`") && stderr.contains("the nearest: `"),
        "{stderr}"
    );
}

/// `--judge` compiles the bundle with the compiler and edition asked for and
/// judges it on the test data, like `cargo xtask test --bundled`.
#[test]
fn judge_compiles_with_the_edition_asked_for_and_judges_the_testdata() {
    let output = xtask(&["bundle", "nod51-1066", "--judge", "--edition", "2018"]);
    let stdout = text(&output.stdout);
    assert!(output.status.success(), "{stdout}{}", text(&output.stderr));
    assert!(
        stdout.contains("--edition 2018 -O -D warnings") && stdout.contains("nod51-1066     ok"),
        "{stdout}"
    );
    assert!(stdout.ends_with(" passed, 0 failed\n"), "{stdout}");
}

#[test]
fn a_compiler_that_cannot_run_fails_the_problem_with_its_path() {
    let output = xtask(&["bundle", "nod51-1066", "--rustc", "/no/such/rustc"]);
    assert!(!output.status.success());
    let stdout = text(&output.stdout);
    assert!(
        stdout.contains("nod51-1066     FAIL  cannot run /no/such/rustc"),
        "{stdout}"
    );
}

/// An executable shell script standing in for rustc 1.63: `--version` says
/// `rustc 1.63.0 (stand-in)`; a compile runs `compile`.
fn stand_in_rustc(dir: &std::path::Path, name: &str, compile: &str) -> String {
    use std::os::unix::fs::PermissionsExt;
    let path = dir.join(name);
    let script = format!(
        "#!/bin/sh\nif [ \"$1\" = --version ]; then echo 'rustc 1.63.0 (stand-in)'; exit 0; fi\n{compile}\n"
    );
    std::fs::write(&path, script).unwrap();
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    path.to_str().unwrap().to_string()
}

/// `cargo xtask bundle ARGS` with `XTASK_OLD_RUSTC=old`.
fn xtask_with_old_rustc(old: &str, args: &[&str]) -> Output {
    let target = tempfile::tempdir().unwrap();
    Command::new(env!("CARGO_BIN_EXE_xtask"))
        .args(args)
        .env("CARGO_TARGET_DIR", target.path())
        .env("XTASK_OLD_RUSTC", old)
        .output()
        .expect("cannot run xtask")
}

/// The header promises rustc 1.63 only once rustc 1.63 has checked the
/// bundle: a `main.rs` calling `u128::isqrt` (stable since 1.84) once passed
/// `bundle` and `test --bundled` with the promise in its header.
#[test]
fn the_header_promises_only_what_rustc_1_63_checked() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("submit.rs");
    let out_arg = out.to_str().unwrap();
    let promise = |text: &str| text.lines().nth(4).unwrap_or_default().to_string();
    let accepting = stand_in_rustc(dir.path(), "accepting", "exit 0");
    let ok = xtask_with_old_rustc(&accepting, &["bundle", "nod51-1066", "-o", out_arg]);
    assert!(ok.status.success(), "{}", text(&ok.stderr));
    assert!(
        text(&ok.stdout).contains("checked with rustc 1.63.0: editions 2018 and 2021"),
        "{}",
        text(&ok.stdout)
    );
    let written = std::fs::read_to_string(&out).unwrap();
    assert_eq!(
        promise(&written),
        "// Builds alone with rustc 1.63 or later, edition 2018 or 2021, no warnings \
         (checked with rustc 1.63.0)."
    );
    // Refused by rustc 1.63: the command fails with its message, and the
    // header makes no promise.
    let refusing = stand_in_rustc(
        dir.path(),
        "refusing",
        "echo 'error[E0599]: no method named `isqrt` found for type `u128`' >&2; exit 1",
    );
    let refused = xtask_with_old_rustc(&refusing, &["bundle", "nod51-1066", "-o", out_arg]);
    assert!(!refused.status.success());
    let stderr = text(&refused.stderr);
    assert!(
        stderr.contains("no method named `isqrt`")
            && stderr.contains("the header promises rustc 1.63"),
        "{stderr}"
    );
    let written = std::fs::read_to_string(&out).unwrap();
    assert!(
        promise(&written).contains("not checked with rustc 1.63"),
        "{written}"
    );
    let judged = xtask_with_old_rustc(&refusing, &["test", "--bundled", "nod51-1066"]);
    assert!(!judged.status.success());
    assert!(
        text(&judged.stdout).contains("no method named `isqrt`"),
        "{}",
        text(&judged.stdout)
    );
    // No rustc 1.63 at all: no promise, and a note says why.
    let missing = xtask_with_old_rustc("/no/such/rustc", &["bundle", "nod51-1066", "-o", out_arg]);
    assert!(missing.status.success(), "{}", text(&missing.stderr));
    assert!(
        text(&missing.stderr).contains("note: bundles not checked with rustc 1.63"),
        "{}",
        text(&missing.stderr)
    );
    let written = std::fs::read_to_string(&out).unwrap();
    assert!(
        promise(&written).contains("not checked with rustc 1.63"),
        "{written}"
    );
}
