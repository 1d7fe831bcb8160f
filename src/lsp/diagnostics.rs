//! Diagnostics as you type: `cfb lint` on a worker thread, a short while after the last change
//! of a document (so a burst of keystrokes is linted once), published to the editor.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crossbeam_channel::{Receiver, RecvTimeoutError, Sender};
use lsp_server::{Message, Notification};
use lsp_types::notification::{Notification as _, PublishDiagnostics};
use lsp_types::{
    DiagnosticRelatedInformation, DiagnosticSeverity, Location, NumberOrString, PublishDiagnosticsParams, Url,
};

use super::document::Document;
use super::position::LineIndex;
use crate::diagnostic::{Diagnostic, Severity};
use crate::lint::{self, LintOptions};
use crate::source::SourceFile;

/// What the worker is asked.
pub enum Job {
    /// Lint this version of a document once `delay` has passed without a newer one.
    Lint { uri: Url, doc: Document, delay: Duration },
    /// The document was closed: forget it and clear its diagnostics.
    Close(Url),
}

/// The diagnostics last published per document, with the version they are of (for hover and
/// code actions, which must not re-lint what the worker just linted).
pub type Published = Arc<Mutex<HashMap<Url, (i32, Vec<Diagnostic>)>>>;

/// The diagnostics of a document: lint's, for the text as the editor has it.
pub fn lint_document(doc: &Document, options: &LintOptions) -> Vec<Diagnostic> {
    let Some(language) = doc.language else { return Vec::new() };
    let source = SourceFile::new(doc.path.as_ref().map_or("-".into(), |p| p.display().to_string()), doc.text.clone());
    // The tree kept by incremental reparsing spares lint its tree-sitter parse.
    let tree = doc.tree.as_ref().map(|t| t.syntax_tree());
    // A panic is a bug in cfb, not the user's: the server reports it and goes on.
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        lint::lint_with_tree(language, doc.path.as_deref(), &source, options, tree)
    }))
    .unwrap_or_else(|_| {
        vec![Diagnostic::new(
            "internal-error",
            Severity::Warning,
            "cfb failed while linting this text (a bug in cfb: please report the file)",
            crate::diagnostic::Span::new(0, 0),
        )]
    })
}

/// A cfb diagnostic as the protocol's: code = rule code, range in UTF-16 positions, help and
/// note as more lines of the message, secondary labels as related information.
pub fn to_lsp(d: &Diagnostic, index: &LineIndex, uri: &Url) -> lsp_types::Diagnostic {
    let mut message = d.message.clone();
    if let Some(help) = &d.help {
        message.push_str(&format!("\nhelp: {help}"));
    }
    if let Some(note) = &d.note {
        message.push_str(&format!("\nnote: {note}"));
    }
    let related: Vec<DiagnosticRelatedInformation> = d
        .labels
        .iter()
        .map(|(span, text)| DiagnosticRelatedInformation {
            location: Location { uri: uri.clone(), range: index.range(*span) },
            message: text.clone(),
        })
        .collect();
    lsp_types::Diagnostic {
        range: index.range(d.span),
        severity: Some(match d.severity {
            Severity::Error => DiagnosticSeverity::ERROR,
            Severity::Warning => DiagnosticSeverity::WARNING,
        }),
        code: Some(NumberOrString::String(d.code.clone())),
        source: Some("cfb".into()),
        message,
        related_information: (!related.is_empty()).then_some(related),
        ..Default::default()
    }
}

fn publish(sender: &Sender<Message>, uri: Url, version: Option<i32>, diagnostics: Vec<lsp_types::Diagnostic>) {
    let params = PublishDiagnosticsParams { uri, diagnostics, version };
    let _ = sender.send(Message::Notification(Notification::new(PublishDiagnostics::METHOD.to_string(), params)));
}

/// The worker's loop: waits for jobs, lints each document once its delay has passed with no
/// newer version, publishes. Ends when the job channel closes.
pub fn worker(jobs: Receiver<Job>, sender: Sender<Message>, published: Published, options: LintOptions) {
    lint::mark_big_stack();
    let mut pending: HashMap<Url, (Document, Instant)> = HashMap::new();
    loop {
        let next = pending.values().map(|(_, at)| *at).min();
        let job = match next {
            None => jobs.recv().map_err(|_| RecvTimeoutError::Disconnected),
            Some(at) => jobs.recv_timeout(at.saturating_duration_since(Instant::now())),
        };
        match job {
            Ok(Job::Lint { uri, doc, delay }) => {
                pending.insert(uri, (doc, Instant::now() + delay));
            }
            Ok(Job::Close(uri)) => {
                pending.remove(&uri);
                published.lock().unwrap_or_else(|e| e.into_inner()).remove(&uri);
                publish(&sender, uri, None, Vec::new());
            }
            Err(RecvTimeoutError::Timeout) => {
                let now = Instant::now();
                let due: Vec<Url> = pending.iter().filter(|(_, (_, at))| *at <= now).map(|(u, _)| u.clone()).collect();
                for uri in due {
                    let Some((doc, _)) = pending.remove(&uri) else { continue };
                    let found = lint_document(&doc, &options);
                    let index = LineIndex::new(&doc.text);
                    let lsp = found.iter().map(|d| to_lsp(d, &index, &uri)).collect();
                    published.lock().unwrap_or_else(|e| e.into_inner()).insert(uri.clone(), (doc.version, found));
                    publish(&sender, uri, Some(doc.version), lsp);
                }
            }
            Err(RecvTimeoutError::Disconnected) => return,
        }
    }
}
