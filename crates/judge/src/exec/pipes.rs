//! The run's pipes: stdout and stderr read on threads of their own into
//! buffers that can be taken even if a pipe never closes.

use std::io::Read;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread;

use super::OUTPUT_LIMIT;

/// A thread reading a pipe into a shared buffer, so that what was read can
/// be taken even if the pipe never closes.
pub(super) struct Drain {
    bytes: Arc<Mutex<Vec<u8>>>,
    thread: thread::JoinHandle<()>,
}

impl Drain {
    /// Reads `pipe` to its end, keeping at most [`OUTPUT_LIMIT`] bytes; with
    /// `overflow`, sets it when more arrived (the rest is read and dropped, so
    /// the writer never blocks).
    pub(super) fn start(
        mut pipe: impl Read + Send + 'static,
        overflow: Option<Arc<AtomicBool>>,
    ) -> Self {
        let bytes = Arc::new(Mutex::new(Vec::new()));
        let shared = Arc::clone(&bytes);
        let thread = thread::spawn(move || {
            let mut chunk = vec![0u8; 64 << 10];
            loop {
                match pipe.read(&mut chunk) {
                    Ok(0) => break,
                    Ok(n) => {
                        let mut bytes = shared.lock().unwrap_or_else(|e| e.into_inner());
                        let room = OUTPUT_LIMIT - bytes.len();
                        bytes.extend_from_slice(&chunk[..n.min(room)]);
                        if n > room
                            && let Some(overflow) = &overflow
                        {
                            overflow.store(true, Ordering::Relaxed);
                        }
                    }
                    Err(err) if err.kind() == std::io::ErrorKind::Interrupted => {}
                    Err(_) => break,
                }
            }
        });
        Drain { bytes, thread }
    }

    pub(super) fn is_finished(&self) -> bool {
        self.thread.is_finished()
    }

    /// What was read so far (all of it, if the pipe closed).
    pub(super) fn take(self) -> Vec<u8> {
        if self.thread.is_finished() {
            let _ = self.thread.join();
        }
        std::mem::take(&mut *self.bytes.lock().unwrap_or_else(|e| e.into_inner()))
    }
}
