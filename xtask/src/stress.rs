//! `cargo xtask stress PROBLEM [--cases N] [--seed S]`: compare the problem's
//! release binary with its brute force on seeded random inputs.
//!
//! Every problem keeps its generator and brute force in `tests/rules.rs`, where
//! the test `agrees_with_brute_force` hands them to
//! `judge::stress::check_against_brute`. This command runs exactly that test in
//! release mode and steers it through the driver's environment variables: the
//! number of inputs, the seed, a progress line, and `testdata/PROBLEM/` as the
//! place where the first disagreement is saved (`hack-<seed>-<i>.in/.out`,
//! never overwriting). The test harness's own chatter is hidden; the driver's
//! report (both outputs and the commands that reproduce them) is shown instead.

use std::io::{self, Read, Write};
use std::path::Path;
use std::process::{ExitCode, Stdio};
use std::thread;
use std::time::{SystemTime, UNIX_EPOCH};

use anyhow::{bail, Context, Result};

use crate::flags;
use crate::workspace::{cargo, Workspace};

/// The test in `tests/rules.rs` that runs the brute-force comparison.
const STRESS_TEST: &str = "agrees_with_brute_force";

pub fn run(flags: &flags::Stress) -> Result<ExitCode> {
    let ws = Workspace::load()?;
    let problem = ws.one_or_here(flags.problem.as_deref(), "stress")?;
    if flags.command.is_some() {
        bail!("stress --command needs the problem's oracle (tests/stress.rs)");
    }
    let flag_cases = flags.cases.map(std::num::NonZeroU64::get);
    let rules = problem.crate_dir.join("tests").join("rules.rs");
    if !rules.is_file() {
        bail!(
            "{} has no {}: every problem keeps `generate`, `brute` and the test \
             `{STRESS_TEST}` there (see crates/nod51-1066/tests/rules.rs)",
            problem.name,
            relative(&rules, &ws.root)
        );
    }
    let seed = flags.seed.unwrap_or_else(fresh_seed);
    let report_file = std::env::temp_dir().join(format!(
        "xtask-stress-{}-{}.txt",
        problem.name,
        std::process::id()
    ));
    let _ = std::fs::remove_file(&report_file);

    let mut command = cargo();
    command
        .current_dir(&ws.root)
        .args([
            "test",
            "--release",
            "--package",
            &problem.name,
            "--test",
            "rules",
        ])
        .args([STRESS_TEST, "--", "--exact", "--nocapture"])
        .env("STRESS_SEED", seed.to_string())
        .env("STRESS_SAVE_DIR", &problem.testdata_dir)
        .env("STRESS_PROGRESS", "1")
        .env("STRESS_REPORT_FILE", &report_file)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    match flag_cases {
        Some(cases) => command.env("STRESS_CASES", cases.to_string()),
        None => command.env_remove("STRESS_CASES"),
    };
    let cases = flag_cases.map_or("the test's default number of".to_string(), |n| {
        n.to_string()
    });
    eprintln!("stress {}: seed {seed}, {cases} inputs", problem.name);

    let mut child = command.spawn().context("cannot run `cargo test`")?;
    let mut stdout = child.stdout.take().context("stdout is piped")?;
    let stdout = thread::spawn(move || {
        let mut bytes = Vec::new();
        let _ = stdout.read_to_end(&mut bytes);
        bytes
    });
    let stderr = child.stderr.take().context("stderr is piped")?;
    let held = forward_until_panic(stderr, &mut io::stderr())?;
    let status = child.wait().context("cannot wait for `cargo test`")?;
    let stdout = stdout.join().unwrap_or_default();
    let report = std::fs::read_to_string(&report_file).ok();
    let _ = std::fs::remove_file(&report_file);

    if let Some(report) = report {
        // The report names files by absolute path; from the workspace root,
        // where `cargo xtask` is normally run, relative paths are shorter.
        let root = format!("{}{}", ws.root.display(), std::path::MAIN_SEPARATOR);
        println!("{}", report.replace(&root, ""));
        println!(
            "stress {}: FAILED; the input and the brute force's output are saved in {}/ \
             (add a line for them to its README.md)",
            problem.name,
            relative(&problem.testdata_dir, &ws.root)
        );
        return Ok(ExitCode::FAILURE);
    }
    let stdout = String::from_utf8_lossy(&stdout);
    if !status.success() {
        // No report: the build failed, or the test panicked before comparing
        // (e.g. inside the brute force). Show everything that was held back.
        io::stderr().write_all(&held.text)?;
        eprint!("{stdout}");
        bail!(
            "the stress test of {} failed before any disagreement was found",
            problem.name
        );
    }
    if !stdout.contains(&format!("test {STRESS_TEST} ... ok")) {
        bail!(
            "{} has no test `{STRESS_TEST}`; it should call \
             `judge::stress::check_against_brute(BIN, generate, brute, N)` \
             (see crates/nod51-1066/tests/rules.rs)",
            relative(&rules, &ws.root)
        );
    }
    if !held.saw_progress {
        bail!(
            "`{STRESS_TEST}` in {} passed without running the stress driver; it should call \
             `judge::stress::check_against_brute(BIN, generate, brute, N)`",
            relative(&rules, &ws.root)
        );
    }
    println!(
        "stress {}: the release binary agrees with the brute force (seed {seed})",
        problem.name
    );
    Ok(ExitCode::SUCCESS)
}

/// A seed for a run without `--seed`: each run tries new inputs, and the seed
/// is printed, so any disagreement can be repeated.
fn fresh_seed() -> u64 {
    let now = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap_or_default();
    (now.as_secs().wrapping_mul(1_000_003) ^ u64::from(now.subsec_nanos())) % 1_000_000_000
}

fn relative(path: &Path, root: &Path) -> String {
    path.strip_prefix(root)
        .unwrap_or(path)
        .display()
        .to_string()
}

/// What [`forward_until_panic`] did not pass on.
#[derive(Debug, Default)]
struct Held {
    /// Everything from the test harness's panic message on.
    text: Vec<u8>,
    /// Whether the driver's progress line appeared.
    saw_progress: bool,
}

/// Copies `input` to `output` as it arrives (cargo's build lines, the driver's
/// progress line) until a segment starts with the test harness's panic
/// message; that segment and everything after it are held back and returned.
///
/// Segments end at `\n` or `\r` (the progress line redraws itself with `\r`).
/// A segment is passed on as soon as its first bytes show it is not the panic
/// message, so the progress line appears live. Blank lines wait for the next
/// segment and go with it.
fn forward_until_panic(mut input: impl Read, output: &mut impl Write) -> io::Result<Held> {
    const PANIC: &[u8] = b"thread '";
    const PROGRESS: &[u8] = b"inputs agree";
    let mut held = Held::default();
    let mut segment = Vec::new();
    let mut segment_passed_on = false;
    let mut cut = false;
    let mut buffer = [0u8; 8192];
    // The end of the previous read, so a progress line split across two
    // reads is still recognised.
    let mut recent = Vec::new();
    loop {
        let n_read = match input.read(&mut buffer) {
            Ok(0) => break,
            Ok(n) => n,
            Err(err) if err.kind() == io::ErrorKind::Interrupted => continue,
            Err(err) => return Err(err),
        };
        let chunk = &buffer[..n_read];
        recent.extend_from_slice(chunk);
        held.saw_progress |= recent.windows(PROGRESS.len()).any(|w| w == PROGRESS);
        recent.drain(..recent.len().saturating_sub(PROGRESS.len() - 1));
        let mut passed_on = Vec::new();
        for &byte in chunk {
            if cut {
                held.text.push(byte);
                continue;
            }
            let ends_segment = is_line_end(byte);
            if segment_passed_on {
                passed_on.push(byte);
                segment_passed_on = !ends_segment;
                continue;
            }
            // `segment` is the blank line ends seen since the last decision,
            // then the start of the next line: blank lines just before the
            // panic message belong to it.
            segment.push(byte);
            let text = &segment[segment.iter().take_while(|&&b| is_line_end(b)).count()..];
            if text == PANIC {
                cut = true;
                held.text.append(&mut segment);
            } else if (ends_segment && !text.is_empty()) || text.len() >= PANIC.len() {
                passed_on.append(&mut segment);
                segment_passed_on = !ends_segment;
            }
        }
        output.write_all(&passed_on)?;
        output.flush()?;
    }
    output.write_all(&segment)?;
    output.flush()?;
    Ok(held)
}

fn is_line_end(byte: u8) -> bool {
    byte == b'\n' || byte == b'\r'
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Feeds `chunks` one read at a time, as a pipe would deliver them.
    struct Chunks(Vec<&'static [u8]>);

    impl Read for Chunks {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            if self.0.is_empty() {
                return Ok(0);
            }
            let chunk = self.0.remove(0);
            buf[..chunk.len()].copy_from_slice(chunk);
            Ok(chunk.len())
        }
    }

    #[test]
    fn progress_passes_and_the_panic_message_is_held() {
        let chunks = Chunks(vec![
            b"   Compiling p v0.1.0\n     Running tests/rules.rs\n",
            b"\rstress p: 50/100 ",
            b"\rstress p: 60/100 inputs ag",
            b"ree\n",
            b"\nthr",
            b"ead 'agrees_with_brute_force' panicked at x.rs:1:1:\nreport\n",
            b"error: test failed\n",
        ]);
        let mut shown = Vec::new();
        let held = forward_until_panic(chunks, &mut shown).unwrap();
        assert_eq!(
            String::from_utf8(shown).unwrap(),
            "   Compiling p v0.1.0\n     Running tests/rules.rs\n\
             \rstress p: 50/100 \rstress p: 60/100 inputs agree\n"
        );
        assert_eq!(
            String::from_utf8(held.text).unwrap(),
            "\nthread 'agrees_with_brute_force' panicked at x.rs:1:1:\nreport\nerror: test failed\n"
        );
        assert!(held.saw_progress);
    }

    #[test]
    fn short_lines_and_a_missing_panic_pass_through() {
        let chunks = Chunks(vec![
            b"ok\n",
            b"thread",
            b"s: 2\n",
            b"\rstress p: 1/2 inputs ag",
        ]);
        let mut shown = Vec::new();
        let held = forward_until_panic(chunks, &mut shown).unwrap();
        assert_eq!(
            String::from_utf8(shown).unwrap(),
            "ok\nthreads: 2\n\rstress p: 1/2 inputs ag"
        );
        assert!(held.text.is_empty() && !held.saw_progress);
    }
}
