//! A progress line on stderr, on a terminal only and once a run has taken a
//! second: how many table positions are done (a rule can be slow: the bean
//! game's heap d has d²/2 options).

use std::io::{self, IsTerminal as _};
use std::time::{Duration, Instant};

/// A line on stderr, on a terminal only and once a run has taken a second:
/// how many table positions are done (a rule can be slow: the bean game's
/// heap d has d²/2 options).
pub struct Progress {
    on: bool,
    start: Instant,
    next: Instant,
    total: usize,
    done: usize,
    shown: bool,
}

impl Progress {
    /// A line for `total` positions.
    pub fn new(total: usize) -> Self {
        let start = Instant::now();
        Progress {
            on: io::stderr().is_terminal(),
            start,
            next: start + Duration::from_secs(1),
            total,
            done: 0,
            shown: false,
        }
    }

    #[inline]
    /// One more position done.
    pub fn tick(&mut self) {
        self.done += 1;
        if self.on {
            let now = Instant::now();
            if now >= self.next {
                self.next = now + Duration::from_millis(250);
                self.shown = true;
                eprint!(
                    "\r{} of {} positions ({:.0} %), {:.0} s",
                    self.done,
                    self.total,
                    100.0 * self.done as f64 / self.total.max(1) as f64,
                    (now - self.start).as_secs_f64()
                );
            }
        }
    }

    /// Clears the line, if shown.
    pub fn finish(&self) {
        if self.shown {
            eprint!("\r\x1b[K");
        }
    }
}
