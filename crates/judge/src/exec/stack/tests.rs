//! The judge's stack: a recursion the judge accepts passes, a deeper one
//! crashes and is named a stack overflow, in every kind of run.

use std::path::Path;
use std::process::Command;
use std::time::Duration;

use super::super::interact::{Code, Contestant, InteractLimits, interact};
use super::super::tests::compiled;
use super::super::{Limits, Verdict, run_isolated, run_with_limits, verdict};

/// Recurses argv[1] deep with 8 KiB of stack a frame (as an accepted
/// AtCoder ABC 278 G solution does, 2000 deep), then prints `done`.
const RECURSE: &str = r#"
#include <stdio.h>
#include <stdlib.h>
static int down(int depth) {
    volatile char frame[8192];
    frame[0] = (char)depth;
    frame[8191] = 1;
    if (depth == 0) return 0;
    return down(depth - 1) + frame[0] + frame[8191];
}
int main(int argc, char **argv) {
    int sum = down(atoi(argv[1]));
    printf("done\n");
    return sum == -1;
}
"#;

fn limits(memory_mib: u64, stack_mib: Option<u64>) -> Limits {
    Limits {
        memory: Some(memory_mib << 20),
        stack: stack_mib.map(|mib| mib << 20),
        ..Limits::time(Duration::from_secs(10))
    }
}

/// Our binary's run and a user's (`--command`) run of the recursion.
fn both(binary: &Path, depth: u32, limits: Limits) -> [(&'static str, Verdict); 2] {
    let mut command = Command::new(binary);
    command.arg(depth.to_string());
    let plain = run_with_limits(command, b"", limits).unwrap();
    let line = format!("'{}' {depth}", binary.display());
    let isolated = run_isolated(&line, Path::new("/"), b"", limits).unwrap();
    [
        ("run_with_limits", verdict(&plain, "done\n")),
        ("run_isolated", verdict(&isolated, "done\n")),
    ]
}

#[test]
fn a_recursion_within_the_memory_limit_passes_as_on_the_judge() {
    let Some((_dir, binary)) = compiled("recurse", RECURSE) else {
        return;
    };
    // 16 MiB of stack: twice the 8 MiB a process inherits, a quarter of the
    // memory limit, which is the judge's stack where it states none.
    for (how, verdict) in both(&binary, 2000, limits(64, None)) {
        assert!(matches!(verdict, Verdict::Accepted), "{how}: {verdict:?}");
    }
}

#[test]
fn a_deeper_recursion_is_named_a_stack_overflow() {
    let Some((_dir, binary)) = compiled("recurse", RECURSE) else {
        return;
    };
    // A judge that states a 16 MiB stack: 12 MiB fits, 32 MiB does not.
    for (how, verdict) in both(&binary, 1500, limits(256, Some(16))) {
        assert!(matches!(verdict, Verdict::Accepted), "{how}: {verdict:?}");
    }
    for (how, verdict) in both(&binary, 4000, limits(256, Some(16))) {
        let Verdict::RuntimeError { how: crash, .. } = &verdict else {
            panic!("{how}: {verdict:?}");
        };
        assert!(
            crash.starts_with("killed by signal 11 (SIGSEGV)"),
            "{how}: {crash}"
        );
        assert!(
            crash.contains("a stack overflow: the stack had grown to 1"),
            "{how}: {crash}"
        );
        assert!(crash.ends_with(" MiB of its 16 MiB)"), "{how}: {crash}");
    }
}

#[test]
fn an_interactive_contestant_gets_the_judges_stack_too() {
    // The interactor wants the contestant's stack in KiB, the memory limit's
    // (4: the contestant's output ended early).
    let interactor = || {
        let mut interactor = Command::new("sh");
        interactor.args([
            "-c",
            "read x || exit 4; [ \"$x\" = 65536 ] && exit 0; echo \"stack $x KiB\" >&2; exit 1",
        ]);
        interactor
    };
    let limits = InteractLimits {
        memory: Some(64 << 20),
        ..InteractLimits::time(Duration::from_secs(5))
    };
    let mut ours = Command::new("sh");
    ours.args(["-c", "ulimit -s"]);
    let here = Path::new("/");
    let users = Contestant::Isolated {
        line: "sh -c 'ulimit -s'",
        base: here,
    };
    for contestant in [Contestant::Binary(ours), users] {
        let run = interact(contestant, interactor(), limits).unwrap();
        assert_eq!(run.code, Code::Accepted, "{run:?}");
    }
    // A crash of its stack is named so.
    let Some((_dir, binary)) = compiled("recurse", RECURSE) else {
        return;
    };
    let mut deep = Command::new(&binary);
    deep.arg("4000");
    let limits = InteractLimits {
        stack: Some(16 << 20),
        ..limits
    };
    let run = interact(Contestant::Binary(deep), interactor(), limits).unwrap();
    assert_eq!(run.code, Code::RuntimeError, "{run:?}");
    assert!(run.reason.contains("a stack overflow"), "{}", run.reason);
}
