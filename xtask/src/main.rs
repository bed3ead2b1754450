//! `cargo xtask`: the project's tooling. This file only dispatches; the command
//! line is declared in `flags.rs` and each subcommand lives in its own file.

mod bench;
mod bundle;
mod flags;
mod new;
mod stress;
mod test;
mod workspace;

use std::process::ExitCode;

fn main() -> ExitCode {
    let command = match flags::parse(std::env::args_os().skip(1)) {
        Ok(command) => command,
        Err(err) => {
            eprintln!("error: {err:#}\n\n{}", flags::USAGE);
            return ExitCode::from(2);
        }
    };
    let result = match command {
        flags::Command::Help => {
            println!("{}", flags::USAGE);
            Ok(ExitCode::SUCCESS)
        }
        flags::Command::Test(flags) => test::run(&flags),
        flags::Command::Bundle(flags) => bundle::run(&flags),
        flags::Command::New(flags) => new::run(&flags),
        flags::Command::Stress(flags) => stress::run(&flags),
        flags::Command::Bench(flags) => bench::run(&flags),
    };
    match result {
        Ok(code) => code,
        Err(err) => {
            eprintln!("error: {err:#}");
            ExitCode::FAILURE
        }
    }
}
