//! `cargo xtask`: the project's tooling. This file only dispatches; the command
//! line is declared in `flags.rs` and each subcommand lives in its own file.

mod bench;
mod bundle;
mod cpp_build;
mod cpp_rule;
mod explore;
mod flags;
mod grundy;
mod new;
mod oracle;
mod page;
mod parallel;
mod params;
mod play;
mod printed;
mod progress;
mod rule_cache;
mod rule_form;
mod rule_templates;
mod stress;
mod style;
mod test;
mod workspace;

use std::process::ExitCode;

use clap::Parser;

fn main() -> ExitCode {
    // Usage errors, `--help` and `cargo xtask` alone: clap prints them and
    // exits (2 for a usage error or a missing command, 0 for help).
    let cli = flags::Cli::parse();
    let result = match cli.command {
        flags::Command::Test(flags) => test::run(&flags),
        flags::Command::Bundle(flags) => match bundle::run(&flags) {
            Ok(bundle::Next::Done(code)) => Ok(code),
            // `--judge`: `test --bundled`, the bundles compiled as chosen.
            Ok(bundle::Next::Judge(problems)) => test::run(&flags::Test {
                problems,
                bundled: true,
                ..flags::Test::default()
            }),
            Err(err) => Err(err),
        },
        flags::Command::New(flags) => new::run(&flags),
        flags::Command::Stress(flags) => stress::run(&flags),
        flags::Command::Bench(flags) => bench::run(&flags),
        flags::Command::Grundy(flags) if flags.table => printed::run(&flags),
        flags::Command::Grundy(flags) if explore::handles(&flags) => explore::run(&flags),
        flags::Command::Grundy(flags) => grundy::run(&flags),
        flags::Command::Play(flags) => play::run(&flags),
    };
    match result {
        Ok(code) => code,
        Err(err) => {
            anstream::eprintln!("{}: {err:#}", style::error("error"));
            // A usage error clap could not see exits as clap's do.
            if err.downcast_ref::<workspace::UsageError>().is_some() {
                ExitCode::from(2)
            } else {
                ExitCode::FAILURE
            }
        }
    }
}
