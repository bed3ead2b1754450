//! The progress bar of the long-running commands (`test`, `stress`, `bench`).

use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

/// A progress bar on stderr, drawn only when stderr is a terminal and the
/// run has lasted a second (short runs and piped logs get no `\r` lines).
pub struct Progress {
    bar: ProgressBar,
    start: Instant,
}

impl Progress {
    /// After this long, a run shows its progress.
    const AFTER: Duration = Duration::from_secs(1);

    /// A bar over `total` steps.
    pub fn bar(total: u64, message: &str) -> Self {
        let bar = ProgressBar::with_draw_target(Some(total), ProgressDrawTarget::hidden());
        bar.set_style(
            ProgressStyle::with_template("{msg} [{bar:30}] {pos}/{len} ({elapsed})")
                .expect("a valid template")
                .progress_chars("=> "),
        );
        bar.set_message(message.to_string());
        Progress {
            bar,
            start: Instant::now(),
        }
    }

    /// A spinner for a step of unknown length.
    pub fn spinner(message: &str) -> Self {
        let progress = Self::bar(0, message);
        progress.bar.set_style(
            ProgressStyle::with_template("{spinner} {msg} ({elapsed})").expect("a valid template"),
        );
        if std::io::IsTerminal::is_terminal(&std::io::stderr()) {
            progress.bar.set_draw_target(ProgressDrawTarget::stderr());
            progress.bar.enable_steady_tick(Duration::from_millis(120));
        }
        progress
    }

    /// One step done.
    pub fn inc(&self) {
        self.bar.inc(1);
        if self.bar.is_hidden()
            && self.start.elapsed() > Self::AFTER
            && std::io::IsTerminal::is_terminal(&std::io::stderr())
        {
            self.bar.set_draw_target(ProgressDrawTarget::stderr());
        }
    }

    /// Prints `text` on stdout with the bar out of the way.
    pub fn println(&self, text: &str) {
        self.bar.suspend(|| anstream::println!("{text}"));
    }

    /// Removes the bar.
    pub fn finish(&self) {
        self.bar.finish_and_clear();
    }
}
