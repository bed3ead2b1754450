//! The result of a stress run ([`Report`]), as the oracle's `stress --json`
//! prints it and tools read it back, and how it reads for a person.

use std::path::PathBuf;

use serde::{Deserialize, Serialize};

/// The result of one stress run, as `stress --json` prints it (one line).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Report {
    /// The problem (package) name.
    pub problem: String,
    /// The run's seed; input `i` is generated from `Rng::for_input(seed, i)`.
    pub seed: u64,
    /// How many inputs were asked for.
    pub cases: u64,
    /// How many inputs agreed (all of them, unless there is a disagreement).
    pub agreed: u64,
    /// The first input where the program and the brute force differ.
    pub disagreement: Option<Disagreement>,
}

/// The first input where a program and the brute force differ.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Disagreement {
    /// The input's index in the run.
    pub index: u64,
    /// The verdict's short code (`WA`, `RE`, `TLE`, …).
    pub verdict: String,
    /// The first differing line, or how the run failed.
    pub detail: String,
    /// The input, the brute force's output and the program's (each cut to
    /// 40 lines).
    pub input: String,
    /// The brute force's output.
    pub expected: String,
    /// What the program printed.
    pub actual: String,
    /// Where the input and the expected output were saved (`--save-dir`).
    pub saved: Option<(PathBuf, PathBuf)>,
}

impl Report {
    /// Did every input agree?
    pub fn agrees(&self) -> bool {
        self.disagreement.is_none()
    }

    /// The report for a person: both outputs, the input, and the commands
    /// that reproduce the disagreement. `target` names the program as a
    /// shell command (`target/release/p`, or the `--command` text).
    pub fn render(&self, target: &str) -> String {
        self.render_labelled(target, &self.problem)
    }

    /// [`Report::render`], with the output of the program that disagreed
    /// labelled `label` (`` `python3 sol.py` `` for a user's command, not the
    /// problem's name: the output is not the problem's binary's).
    pub fn render_labelled(&self, target: &str, label: &str) -> String {
        let Some(d) = &self.disagreement else {
            return format!(
                "stress {}: {} inputs agree with the brute force (seed {})\n",
                self.problem, self.agreed, self.seed
            );
        };
        let (input_where, expected_where, reproduce) = match &d.saved {
            Some((input_path, expected_path)) => (
                format!(" ({})", input_path.display()),
                format!(" (saved as {})", expected_path.display()),
                format!("--- reproduce: {target} < {}\n", input_path.display()),
            ),
            None => (String::new(), String::new(), String::new()),
        };
        format!(
            "stress {problem}: input {index} of seed {seed} disagrees with the brute force\n\
             {verdict}: {detail}\n\
             --- input{input_where}\n{input}\
             --- brute force{expected_where}\n{expected}\
             --- {label} printed\n{actual}\
             {reproduce}\
             --- rerun: cargo xtask stress {problem} --seed {seed} --cases {n_cases}\n",
            problem = self.problem,
            index = d.index,
            seed = self.seed,
            verdict = d.verdict,
            detail = d.detail,
            input = d.input,
            expected = d.expected,
            actual = d.actual,
            // Input `index` depends only on the seed and `index`, so the run
            // up to it repeats the disagreement.
            n_cases = d.index + 1,
        )
    }
}
