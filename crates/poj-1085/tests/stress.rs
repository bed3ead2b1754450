//! The oracle's command line: `cargo test` compares the binary with the brute
//! force; `cargo xtask stress` and `cargo xtask bench` call it with
//! subcommands (see `judge::oracle`).

mod oracle;

judge::oracle_main!(oracle::ORACLE);
