//! The oracle's command line: the interactor (`interact CASE`, `play CASE`)
//! and the tools' subcommands (see `judge::interactive`).

mod oracle;

judge::interactive_main!(oracle::ORACLE);
