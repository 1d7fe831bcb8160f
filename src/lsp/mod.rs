//! `cfb lsp`: a language server over standard input and output for every language cfb reads.
//! A thin layer over the engines the command line uses: lint's diagnostics (on a worker thread,
//! a short while after the last change), the symbol table's definitions and references and
//! outline, `cfb fmt`'s layout, the rules' documentation on hover, and semantic tokens from the
//! highlight queries. One function per request; the main loop only routes.
//!
//! Text sync is incremental: the editor sends the changed ranges, applied here to the text and
//! to the document's tree-sitter tree, which is reparsed incrementally. Lint, definitions,
//! references, outline and semantic tokens read that tree; only lint's strict grammar (pest,
//! which has no incremental mode) reads the whole text again.

mod diagnostics;
mod document;
mod format;
mod hover;
mod navigation;
pub mod position;
mod tokens;

use std::time::Duration;

use crossbeam_channel::Sender;
use lsp_server::{Connection, ErrorCode, Message, Notification, Request, RequestId, Response};
use lsp_types::notification::{
    DidChangeTextDocument, DidCloseTextDocument, DidOpenTextDocument, DidSaveTextDocument, Notification as _,
};
use lsp_types::request::{
    CodeActionRequest, DocumentSymbolRequest, Formatting, GotoDefinition, HoverRequest, References, Request as _,
    SemanticTokensFullRequest,
};
use lsp_types::{
    CodeAction, CodeActionKind, CodeActionOrCommand, CodeActionParams, CodeActionProviderCapability,
    DocumentFormattingParams, DocumentSymbolParams, DocumentSymbolResponse, GotoDefinitionParams,
    GotoDefinitionResponse, HoverParams, HoverProviderCapability, OneOf, ReferenceParams, SemanticTokens,
    SemanticTokensFullOptions, SemanticTokensOptions, SemanticTokensParams, SemanticTokensServerCapabilities,
    ServerCapabilities, ServerInfo, TextDocumentSyncCapability, TextDocumentSyncKind, TextDocumentSyncOptions,
    TextDocumentSyncSaveOptions, TextEdit, Url, WorkspaceEdit,
};

use crate::diagnostic::Diagnostic;
use crate::lint::{LintOptions, STRICT_STACK_BYTES};
use diagnostics::{Job, Published};
use document::{Document, Documents};
use position::LineIndex;

/// How the server is run.
#[derive(Debug, Clone)]
pub struct ServerOptions {
    /// How long after a document's last change it is linted.
    pub debounce: Duration,
    pub lint: LintOptions,
}

/// What the server can do, as told to the editor at `initialize`.
pub fn capabilities() -> ServerCapabilities {
    ServerCapabilities {
        text_document_sync: Some(TextDocumentSyncCapability::Options(TextDocumentSyncOptions {
            open_close: Some(true),
            change: Some(TextDocumentSyncKind::INCREMENTAL),
            save: Some(TextDocumentSyncSaveOptions::Supported(true)),
            ..Default::default()
        })),
        document_symbol_provider: Some(OneOf::Left(true)),
        definition_provider: Some(OneOf::Left(true)),
        references_provider: Some(OneOf::Left(true)),
        hover_provider: Some(HoverProviderCapability::Simple(true)),
        document_formatting_provider: Some(OneOf::Left(true)),
        code_action_provider: Some(CodeActionProviderCapability::Simple(true)),
        semantic_tokens_provider: Some(SemanticTokensServerCapabilities::SemanticTokensOptions(
            SemanticTokensOptions {
                legend: tokens::legend().clone(),
                full: Some(SemanticTokensFullOptions::Bool(true)),
                range: None,
                ..Default::default()
            },
        )),
        ..Default::default()
    }
}

/// Serves one editor over `connection`. Returns whether it ended as the protocol asks (a
/// `shutdown` request, then `exit`), false when the editor sent `exit` without `shutdown` or
/// closed the connection; Err when the connection broke.
pub fn serve(connection: &Connection, options: ServerOptions) -> anyhow::Result<bool> {
    let caps = serde_json::to_value(capabilities())?;
    let init = serde_json::json!({
        "capabilities": caps,
        "serverInfo": ServerInfo { name: "cfb".into(), version: Some(env!("CARGO_PKG_VERSION").into()) },
    });
    // Nothing of the editor's capabilities changes what cfb sends: positions are UTF-16 (the
    // protocol's default) and diagnostics are pushed.
    let (id, _params) = connection.initialize_start()?;
    connection.initialize_finish(id, init)?;

    let (jobs, job_receiver) = crossbeam_channel::unbounded::<Job>();
    let published: Published = Default::default();
    let worker = {
        let (sender, published, lint) = (connection.sender.clone(), published.clone(), options.lint.clone());
        std::thread::Builder::new().name("cfb-lint".into()).stack_size(STRICT_STACK_BYTES).spawn(move || {
            // The stack is the strict parser's: lint runs it here, not on a thread of its own.
            crate::lint::mark_big_stack();
            diagnostics::worker(job_receiver, sender, published, lint)
        })?
    };
    let mut server = Server { documents: Documents::new(), jobs, published, options };
    let mut clean = false;
    for message in &connection.receiver {
        match message {
            Message::Request(request) => {
                if connection.handle_shutdown(&request)? {
                    clean = true;
                    break;
                }
                let response = server.request(request);
                connection.sender.send(Message::Response(response))?;
            }
            Message::Notification(n) => server.notification(n),
            Message::Response(_) => {}
        }
    }
    drop(server);
    let _ = worker.join();
    Ok(clean)
}

struct Server {
    documents: Documents,
    jobs: Sender<Job>,
    published: Published,
    options: ServerOptions,
}

/// A request's parameters, or the error response to a request that has none that fit.
fn params<P: serde::de::DeserializeOwned>(request: &Request) -> Result<P, Response> {
    serde_json::from_value(request.params.clone()).map_err(|e| {
        Response::new_err(request.id.clone(), ErrorCode::InvalidParams as i32, format!("{}: {e}", request.method))
    })
}

fn ok<T: serde::Serialize>(id: RequestId, result: T) -> Response {
    Response::new_ok(id, result)
}

impl Server {
    fn notification(&mut self, n: Notification) {
        match n.method.as_str() {
            DidOpenTextDocument::METHOD => {
                let Ok(p) = serde_json::from_value::<lsp_types::DidOpenTextDocumentParams>(n.params) else { return };
                let d = p.text_document;
                let doc = Document::new(&d.uri, &d.language_id, d.version, d.text);
                self.lint(d.uri, doc, Duration::ZERO);
            }
            DidChangeTextDocument::METHOD => {
                let Ok(p) = serde_json::from_value::<lsp_types::DidChangeTextDocumentParams>(n.params) else { return };
                let uri = p.text_document.uri;
                let Some(doc) = self.documents.get_mut(&uri) else { return };
                doc.change(p.text_document.version, p.content_changes);
                let doc = doc.clone();
                self.lint(uri, doc, self.options.debounce);
            }
            DidSaveTextDocument::METHOD => {
                let Ok(p) = serde_json::from_value::<lsp_types::DidSaveTextDocumentParams>(n.params) else { return };
                if let Some(doc) = self.documents.get(&p.text_document.uri).cloned() {
                    self.lint(p.text_document.uri, doc, Duration::ZERO);
                }
            }
            DidCloseTextDocument::METHOD => {
                let Ok(p) = serde_json::from_value::<lsp_types::DidCloseTextDocumentParams>(n.params) else { return };
                self.documents.remove(&p.text_document.uri);
                let _ = self.jobs.send(Job::Close(p.text_document.uri));
            }
            _ => {}
        }
    }

    fn lint(&mut self, uri: Url, doc: Document, delay: Duration) {
        self.documents.insert(uri.clone(), doc.clone());
        let _ = self.jobs.send(Job::Lint { uri, doc, delay });
    }

    /// Answers a request; a panic in a handler (a bug in cfb) is an error response, and the
    /// server goes on.
    fn request(&mut self, request: Request) -> Response {
        let id = request.id.clone();
        let method = request.method.clone();
        std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| self.dispatch(request))).unwrap_or_else(|_| {
            Response::new_err(id, ErrorCode::InternalError as i32, format!("cfb failed on {method} (a bug in cfb)"))
        })
    }

    fn dispatch(&mut self, request: Request) -> Response {
        match self.route(&request) {
            Ok(response) | Err(response) => response,
        }
    }

    /// The document a request is about, or an error response.
    fn document(&self, id: &RequestId, uri: &Url) -> Result<&Document, Response> {
        self.documents
            .get(uri)
            .ok_or_else(|| Response::new_err(id.clone(), ErrorCode::InvalidParams as i32, format!("{uri} is not open")))
    }

    /// The diagnostics of a document as it is now: the ones published, if they are of its
    /// current version, else lint's answer now.
    fn diagnostics(&self, uri: &Url, doc: &Document) -> Vec<Diagnostic> {
        if let Some((version, found)) = self.published.lock().unwrap_or_else(|e| e.into_inner()).get(uri) {
            if *version == doc.version {
                return found.clone();
            }
        }
        diagnostics::lint_document(doc, &self.options.lint)
    }

    fn route(&self, request: &Request) -> Result<Response, Response> {
        let id = request.id.clone();
        Ok(match request.method.as_str() {
            GotoDefinition::METHOD => {
                let p: GotoDefinitionParams = params(request)?;
                let at = p.text_document_position_params;
                let doc = self.document(&id, &at.text_document.uri)?;
                let found = navigation::definition(doc, &at.text_document.uri, at.position);
                ok(id, (!found.is_empty()).then_some(GotoDefinitionResponse::Array(found)))
            }
            References::METHOD => {
                let p: ReferenceParams = params(request)?;
                let at = p.text_document_position;
                let doc = self.document(&id, &at.text_document.uri)?;
                let found =
                    navigation::references(doc, &at.text_document.uri, at.position, p.context.include_declaration);
                ok(id, found)
            }
            DocumentSymbolRequest::METHOD => {
                let p: DocumentSymbolParams = params(request)?;
                let doc = self.document(&id, &p.text_document.uri)?;
                ok(id, DocumentSymbolResponse::Nested(navigation::outline(doc)))
            }
            HoverRequest::METHOD => {
                let p: HoverParams = params(request)?;
                let at = p.text_document_position_params;
                let doc = self.document(&id, &at.text_document.uri)?;
                let found = self.diagnostics(&at.text_document.uri, doc);
                ok(id, hover::hover(doc, &found, at.position))
            }
            Formatting::METHOD => {
                let p: DocumentFormattingParams = params(request)?;
                let doc = self.document(&id, &p.text_document.uri)?;
                match format::format(doc) {
                    Ok(edits) => ok(id, edits),
                    Err(why) => Response::new_err(id, ErrorCode::RequestFailed as i32, why),
                }
            }
            SemanticTokensFullRequest::METHOD => {
                let p: SemanticTokensParams = params(request)?;
                let doc = self.document(&id, &p.text_document.uri)?;
                ok(id, SemanticTokens { result_id: None, data: tokens::semantic_tokens(doc) })
            }
            CodeActionRequest::METHOD => {
                let p: CodeActionParams = params(request)?;
                let uri = p.text_document.uri;
                let doc = self.document(&id, &uri)?;
                ok(id, self.fixes(&uri, doc, p.range))
            }
            _ => Response::new_err(id, ErrorCode::MethodNotFound as i32, format!("cfb lsp has no {}", request.method)),
        })
    }

    /// Quick fixes: the certain repairs of the diagnostics that touch `range`.
    fn fixes(&self, uri: &Url, doc: &Document, range: lsp_types::Range) -> Vec<CodeActionOrCommand> {
        let index = LineIndex::new(&doc.text);
        let wanted = index.span(range);
        self.diagnostics(uri, doc)
            .iter()
            .filter(|d| d.span.start <= wanted.end && wanted.start <= d.span.end)
            .filter_map(|d| {
                let fix = d.fix.as_ref()?;
                let edits = fix
                    .edits
                    .iter()
                    .map(|e| TextEdit { range: index.range(e.span), new_text: e.replacement.clone() })
                    .collect();
                let changes = std::iter::once((uri.clone(), edits)).collect();
                Some(CodeActionOrCommand::CodeAction(CodeAction {
                    title: fix.message.clone(),
                    kind: Some(CodeActionKind::QUICKFIX),
                    diagnostics: Some(vec![diagnostics::to_lsp(d, &index, uri)]),
                    edit: Some(WorkspaceEdit { changes: Some(changes), ..Default::default() }),
                    is_preferred: Some(true),
                    ..Default::default()
                }))
            })
            .collect()
    }
}
