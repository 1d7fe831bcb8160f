//! `cfb lsp`: the language server, over standard input and output (see `src/lsp/`).

use crate::cli::{exit, Global};
use crate::lint::{syntax::DEFAULT_MAX_NESTING, LintOptions};
use crate::lsp::{self, ServerOptions};

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Accepted for editors that start servers with `--stdio`; standard input and output are
    /// the only transport.
    #[arg(long)]
    pub stdio: bool,
    /// Milliseconds to wait after a document's last change before linting it (keystrokes in a
    /// burst are linted once).
    #[arg(long, env = "CFB_LSP_DEBOUNCE_MS", default_value_t = 200, value_name = "MS")]
    pub debounce_ms: u64,
    /// Report syntax errors only (those of the grammars and of Maude's term parser, MAUDE001);
    /// run no other rule.
    #[arg(long)]
    pub syntax_only: bool,
    /// Deepest bracket nesting to parse; deeper input is an error.
    #[arg(long, env = "CFB_MAX_NESTING", default_value_t = DEFAULT_MAX_NESTING, value_name = "N")]
    pub max_nesting: usize,
}

pub fn run(args: Args, global: &Global) -> u8 {
    if global.output.is_some() {
        eprintln!("cfb lsp: the server speaks to the editor on standard output; -o/--output cannot be used");
        return exit::USAGE;
    }
    let options = ServerOptions {
        debounce: std::time::Duration::from_millis(args.debounce_ms),
        lint: LintOptions { syntax_only: args.syntax_only, max_nesting: args.max_nesting },
    };
    let (connection, io_threads) = lsp_server::Connection::stdio();
    let served = lsp::serve(&connection, options);
    drop(connection);
    let joined = io_threads.join();
    match served.and_then(|clean| joined.map(|()| clean).map_err(Into::into)) {
        Ok(true) => exit::OK,
        // The protocol's status for an `exit` without `shutdown`.
        Ok(false) => exit::FINDINGS,
        Err(e) => {
            eprintln!(
                "cfb lsp: {e} (the editor closed the connection before `initialize`, or sent something that is not \
                 a JSON-RPC message with a Content-Length header; cfb lsp is started by an editor, see docs/lsp.md)"
            );
            exit::USAGE
        }
    }
}
