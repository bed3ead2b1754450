//! Which of a problem's cases are the judge's kind and which are ours, as its
//! oracle's validator says (`judge::kinds`): the `stress` target is built
//! (see [`crate::oracle`]) and run once per problem with `kinds --json`.

use std::collections::HashMap;
use std::process::Stdio;

use judge::kinds::{Kind, Kinds};

use crate::oracle;
use crate::workspace::{Problem, Workspace};

/// Each problem's case kinds by name, or why they are not known.
pub fn load(ws: &Workspace, problems: &[&Problem]) -> Vec<Result<HashMap<String, Kind>, String>> {
    oracle::build(ws, problems)
        .into_iter()
        .map(|built| {
            let oracle = built.map_err(|err| format!("{err}"))?;
            let output = oracle
                .run(&["kinds", "--json"], &ws.root, Stdio::null())
                .map_err(|err| format!("{err:#}"))?;
            if !output.status.success() {
                return Err(format!(
                    "`{} kinds --json` failed: {}",
                    oracle.executable.display(),
                    String::from_utf8_lossy(&output.stderr).trim()
                ));
            }
            let kinds: Kinds = serde_json::from_slice(&output.stdout)
                .map_err(|err| format!("`kinds --json` printed no kinds: {err}"))?;
            Ok(kinds
                .cases
                .into_iter()
                .map(|case| (case.case, case.kind))
                .collect())
        })
        .collect()
}
