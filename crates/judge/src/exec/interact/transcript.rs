//! The dialogue of an interactive run as the judge relayed it.

/// Which side wrote a line of the dialogue.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Side {
    /// The contestant's program.
    Contestant,
    /// The problem's interactor.
    Interactor,
}

/// The dialogue as relayed: each side's lines in the order the judge passed
/// them on, the first [`TRANSCRIPT_LINES`] of them kept, each cut to 4096
/// bytes (all of them, whole, for [`super::interact_whole`]).
#[derive(Debug, Clone, Default)]
pub struct Transcript {
    /// The lines kept, without their line breaks (a last line without one
    /// is kept too).
    pub lines: Vec<(Side, String)>,
    /// How many lines were relayed past those kept.
    pub dropped: u64,
}

/// How many lines of a dialogue the transcript keeps.
pub const TRANSCRIPT_LINES: usize = 10_000;

/// A line of the transcript is cut to this many bytes.
pub(super) const TRANSCRIPT_LINE_BYTES: usize = 4096;

impl Transcript {
    /// Keeps `line` from `side`: the first [`TRANSCRIPT_LINES`], each cut to
    /// [`TRANSCRIPT_LINE_BYTES`], unless `whole`.
    pub(super) fn record(&mut self, side: Side, line: &[u8], whole: bool) {
        if !whole && self.lines.len() >= TRANSCRIPT_LINES {
            self.dropped += 1;
            return;
        }
        let limit = if whole {
            line.len()
        } else {
            TRANSCRIPT_LINE_BYTES
        };
        let kept = &line[..line.len().min(limit)];
        let mut text = String::from_utf8_lossy(kept).into_owned();
        if line.len() > kept.len() {
            text += &format!("… ({} bytes)", line.len());
        }
        self.lines.push((side, text));
    }

    /// The dialogue for a person: numbered lines, `>` for what the contestant
    /// wrote and `<` for what it was sent, each cut to `width` characters,
    /// at most `max_lines` of them (the first and the last halves).
    pub fn render(&self, max_lines: usize, width: usize) -> String {
        let cut = |text: &str| -> String {
            if text.chars().count() <= width {
                text.to_string()
            } else {
                let kept: String = text.chars().take(width.saturating_sub(1)).collect();
                format!("{kept}…")
            }
        };
        let line = |i: usize, (side, text): &(Side, String)| {
            let arrow = match side {
                Side::Contestant => '>',
                Side::Interactor => '<',
            };
            format!("{:>5} {arrow} {}\n", i + 1, cut(text))
        };
        let mut out = String::new();
        let n = self.lines.len();
        if n <= max_lines {
            for (i, entry) in self.lines.iter().enumerate() {
                out += &line(i, entry);
            }
        } else {
            let head = max_lines / 2;
            let tail = max_lines - head;
            for (i, entry) in self.lines.iter().enumerate().take(head) {
                out += &line(i, entry);
            }
            out += &format!("  … {} lines …\n", n - head - tail);
            for (i, entry) in self.lines.iter().enumerate().skip(n - tail) {
                out += &line(i, entry);
            }
        }
        if self.dropped > 0 {
            out += &format!("  … and {} more lines not kept\n", self.dropped);
        }
        out
    }
}
