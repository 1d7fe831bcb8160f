//! The progress bar of a batch command: drawn on standard error when it is a terminal and
//! `--quiet` is not given, never otherwise, so piped output and logs stay clean.

use std::time::Duration;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressState, ProgressStyle};

use crate::cli::Global;

/// Batches this small finish before a bar would help.
const MIN_ITEMS: usize = 2;

/// A count of done items out of a known total, with rate and ETA; a no-op when hidden.
pub struct Progress(Option<ProgressBar>);

impl Progress {
    /// A bar for `total` items called `unit` (e.g. "files"), headed by the command's name.
    pub fn new(global: &Global, command: &str, total: usize, unit: &str) -> Self {
        if !global.progress() || total < MIN_ITEMS {
            return Self(None);
        }
        let template =
            format!("cfb {command}: {{bar:30}} {{pos}}/{{len}} {unit}, {{rate}}/s, ETA {{eta}} {{wide_msg}}");
        let style = ProgressStyle::with_template(&template)
            .expect("the template is valid")
            .with_key("rate", |state: &ProgressState, w: &mut dyn std::fmt::Write| {
                let _ = write!(w, "{:.0}", state.per_sec());
            })
            .progress_chars("=> ");
        let bar = ProgressBar::with_draw_target(Some(total as u64), ProgressDrawTarget::stderr()).with_style(style);
        // Drawn once now, on this thread: the ticker's first draw comes from its own thread,
        // which a short batch can outrun, and a bar that never shows says nothing.
        bar.tick();
        bar.enable_steady_tick(Duration::from_millis(200));
        Self(Some(bar))
    }

    /// One more item done.
    pub fn inc(&self) {
        if let Some(bar) = &self.0 {
            bar.inc(1);
        }
    }

    /// `done` items done in all.
    pub fn set_position(&self, done: usize) {
        if let Some(bar) = &self.0 {
            bar.set_position(done as u64);
        }
    }

    /// What is being worked on, after the counts.
    pub fn set_message(&self, what: &str) {
        if let Some(bar) = &self.0 {
            bar.set_message(what.to_string());
        }
    }

    /// Runs `f` (which prints) with the bar taken off the terminal, so lines are not torn.
    pub fn suspend<T>(&self, f: impl FnOnce() -> T) -> T {
        match &self.0 {
            Some(bar) => bar.suspend(f),
            None => f(),
        }
    }
}

impl Drop for Progress {
    /// The bar is cleared when the batch ends, however it ends.
    fn drop(&mut self) {
        if let Some(bar) = &self.0 {
            bar.finish_and_clear();
        }
    }
}
