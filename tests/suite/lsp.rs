//! `cfb lsp` driven over JSON-RPC as an editor drives it: Content-Length framed messages on
//! the server's standard input and output, every wait under a timeout (a hung server fails
//! the test). The Neovim test (`lsp_neovim`) runs Debian's Neovim 0.7 headless with its
//! built-in client; skipped loudly without `nvim`, unless `CFB_REQUIRE_NEOVIM=1`.

use std::io::{BufRead, BufReader, Read, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

use serde_json::{json, Value};

const WAIT: Duration = Duration::from_secs(20);

/// A language client speaking to one `cfb lsp` process.
struct Client {
    child: Child,
    stdin: ChildStdin,
    incoming: Receiver<Value>,
    /// Notifications read while waiting for something else.
    notifications: Vec<Value>,
    next_id: i64,
}

impl Client {
    /// Starts `cfb lsp` with `args` and completes the `initialize` handshake; returns the
    /// client and the server's capabilities.
    fn start(args: &[&str]) -> (Client, Value) {
        let mut child = Command::new(assert_cmd::cargo::cargo_bin!("cfb"))
            .arg("lsp")
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("cfb lsp starts");
        let stdin = child.stdin.take().unwrap();
        let stdout = child.stdout.take().unwrap();
        let (tx, incoming) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let mut reader = BufReader::new(stdout);
            loop {
                let mut length = None;
                loop {
                    let mut line = String::new();
                    if reader.read_line(&mut line).unwrap_or(0) == 0 {
                        return;
                    }
                    let line = line.trim_end();
                    if line.is_empty() {
                        break;
                    }
                    if let Some(n) = line.strip_prefix("Content-Length: ") {
                        length = n.parse::<usize>().ok();
                    }
                }
                let mut body = vec![0; length.expect("every message has a Content-Length header")];
                if reader.read_exact(&mut body).is_err() {
                    return;
                }
                let value: Value = serde_json::from_slice(&body).expect("the server sends JSON");
                if tx.send(value).is_err() {
                    return;
                }
            }
        });
        let mut client = Client { child, stdin, incoming, notifications: Vec::new(), next_id: 1 };
        let init = client.request("initialize", json!({"processId": null, "rootUri": null, "capabilities": {}}));
        let caps = init["result"]["capabilities"].clone();
        assert!(caps.is_object(), "initialize answered {init}");
        client.notify("initialized", json!({}));
        (client, caps)
    }

    fn send(&mut self, message: Value) {
        let body = message.to_string();
        write!(self.stdin, "Content-Length: {}\r\n\r\n{body}", body.len()).unwrap();
        self.stdin.flush().unwrap();
    }

    fn notify(&mut self, method: &str, params: Value) {
        self.send(json!({"jsonrpc": "2.0", "method": method, "params": params}));
    }

    fn next(&mut self, deadline: Instant, waiting_for: &str) -> Value {
        match self.incoming.recv_timeout(deadline.saturating_duration_since(Instant::now())) {
            Ok(v) => v,
            Err(RecvTimeoutError::Timeout) => panic!("no answer to {waiting_for} within {WAIT:?}"),
            Err(RecvTimeoutError::Disconnected) => panic!("the server closed its output waiting for {waiting_for}"),
        }
    }

    /// Sends a request and returns the whole response (`result` or `error`).
    fn request(&mut self, method: &str, params: Value) -> Value {
        let id = self.next_id;
        self.next_id += 1;
        self.send(json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params}));
        let deadline = Instant::now() + WAIT;
        loop {
            let m = self.next(deadline, method);
            if m["id"] == json!(id) && m.get("method").is_none() {
                return m;
            }
            self.notifications.push(m);
        }
    }

    /// The next `publishDiagnostics` for `uri` (and `version`, if given).
    fn diagnostics(&mut self, uri: &str, version: Option<i64>) -> Vec<Value> {
        let fits = |m: &Value| {
            m["method"] == "textDocument/publishDiagnostics"
                && m["params"]["uri"] == uri
                && version.is_none_or(|v| m["params"]["version"] == v)
        };
        if let Some(k) = self.notifications.iter().position(fits) {
            let m = self.notifications.remove(k);
            return m["params"]["diagnostics"].as_array().unwrap().clone();
        }
        let deadline = Instant::now() + WAIT;
        loop {
            let m = self.next(deadline, &format!("diagnostics of {uri} version {version:?}"));
            if fits(&m) {
                return m["params"]["diagnostics"].as_array().unwrap().clone();
            }
            self.notifications.push(m);
        }
    }

    fn open(&mut self, uri: &str, language_id: &str, text: &str) {
        let doc = json!({"uri": uri, "languageId": language_id, "version": 1, "text": text});
        self.notify("textDocument/didOpen", json!({ "textDocument": doc }));
    }

    fn at(&mut self, method: &str, uri: &str, line: u32, character: u32, extra: Value) -> Value {
        let mut params = json!({"textDocument": {"uri": uri}, "position": {"line": line, "character": character}});
        if let (Some(p), Some(e)) = (params.as_object_mut(), extra.as_object()) {
            p.extend(e.clone());
        }
        self.request(method, params)
    }

    /// `shutdown`, `exit`, and the exit status.
    fn finish(mut self) -> std::process::ExitStatus {
        let r = self.request("shutdown", Value::Null);
        assert!(r.get("error").is_none(), "shutdown answered {r}");
        self.notify("exit", Value::Null);
        self.wait()
    }

    fn wait(mut self) -> std::process::ExitStatus {
        let deadline = Instant::now() + WAIT;
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                return status;
            }
            if Instant::now() > deadline {
                let _ = self.child.kill();
                panic!("cfb lsp did not exit within {WAIT:?}");
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

impl Drop for Client {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn uri(name: &str) -> String {
    format!("file:///cfb-lsp-test/{name}")
}

/// (line, UTF-16 character) of byte `offset` of `text`, counted here independently of cfb.
fn position(text: &str, offset: usize) -> (u64, u64) {
    let before = &text[..offset];
    let line = before.matches('\n').count();
    let start = before.rfind('\n').map_or(0, |k| k + 1);
    (line as u64, before[start..].encode_utf16().count() as u64)
}

fn start_of(range: &Value) -> (u64, u64) {
    (range["start"]["line"].as_u64().unwrap(), range["start"]["character"].as_u64().unwrap())
}

fn example(path: &str) -> String {
    std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("datasets/examples").join(path)).unwrap()
}

/// The SPDL example with a `)` taken away on line 15: `recv_2(R,I, {ni,nr,R}pk(I) ;`.
fn broken_nsl() -> (String, usize) {
    let good = example("spdl/needham-schroeder-lowe.spdl");
    let bad = good.replacen("recv_2(R,I, {ni,nr,R}pk(I) );", "recv_2(R,I, {ni,nr,R}pk(I) ;", 1);
    assert_ne!(good, bad);
    let semicolon = bad.find("pk(I) ;").unwrap() + "pk(I) ".len();
    (bad, semicolon)
}

#[test]
fn lsp_diagnostics_as_you_type() {
    // A long debounce, so that even a loaded machine sends the two quick edits below within it.
    let (mut c, caps) = Client::start(&["--debounce-ms", "1000"]);
    assert_eq!(caps["textDocumentSync"]["change"], 2, "incremental sync: {caps}");
    let (bad, semicolon) = broken_nsl();
    let u = uri("nsl.spdl");
    c.open(&u, "spdl", &bad);
    let found = c.diagnostics(&u, Some(1));
    assert_eq!(found.len(), 1, "{found:?}");
    let d = &found[0];
    assert_eq!(d["code"], "syntax");
    assert_eq!(d["severity"], 1);
    assert_eq!(d["source"], "cfb");
    assert_eq!(start_of(&d["range"]), position(&bad, semicolon));
    assert_eq!(start_of(&d["range"]), (14, 29));
    assert!(d["message"].as_str().unwrap().starts_with("expected `)` or `,`, found `;`"), "{d}");
    // The unclosed `(` of `recv_2(` as related information.
    let related = &d["relatedInformation"][0];
    assert_eq!(start_of(&related["location"]["range"]), position(&bad, bad.find("recv_2(").unwrap() + 6));

    // Two quick edits (breaking more, then repairing all): only the last version is linted.
    let (line, character) = position(&bad, semicolon);
    let edit = |version: i64, text: &str, end: u64| {
        json!({"textDocument": {"uri": u, "version": version}, "contentChanges": [{
            "range": {"start": {"line": line, "character": character}, "end": {"line": line, "character": end}},
            "text": text}]})
    };
    c.notify("textDocument/didChange", edit(2, "((", character));
    c.notify("textDocument/didChange", edit(3, ")", character + 2));
    let found = c.diagnostics(&u, Some(3));
    assert_eq!(found, Vec::<Value>::new(), "the repaired file has no diagnostic");
    assert!(
        !c.notifications.iter().any(|m| m["params"]["version"] == 2),
        "version 2 was superseded within the debounce delay and must not be linted: {:?}",
        c.notifications
    );

    // Positions count UTF-16 units: `𝔸` is two, `é` one, before the error on the line.
    let text = "free c: channel.\n(* é𝔸 *) process out(c, c) out(c, c)\n";
    let u2 = uri("utf16.pv");
    c.open(&u2, "proverif", text);
    let found = c.diagnostics(&u2, Some(1));
    assert_eq!(found[0]["code"], "syntax");
    assert_eq!(start_of(&found[0]["range"]), position(text, text.rfind("out").unwrap()));
    assert_eq!(start_of(&found[0]["range"]), (1, 28));

    // Closing clears the diagnostics.
    c.notify("textDocument/didClose", json!({"textDocument": {"uri": u2}}));
    assert_eq!(c.diagnostics(&u2, None), Vec::<Value>::new());
    assert!(c.finish().success());
}

#[test]
fn lsp_hover_explains_the_rule_and_code_action_fixes() {
    let (mut c, _) = Client::start(&[]);
    let text = "protocol p(I,R) {\n  role I {\n    fresh n: Nonce;\n    send_1(I,R, n);\n    claim_i1(I, Secret, zz);\n  }\n  role R {\n    var n: Nonce;\n    recv_1(I,R, n);\n  }\n}\n";
    let u = uri("undeclared.spdl");
    c.open(&u, "spdl", text);
    let found = c.diagnostics(&u, Some(1));
    assert_eq!(found[0]["code"], "SPDL001", "{found:?}");
    let (line, character) = position(text, text.find("zz").unwrap());
    assert_eq!(start_of(&found[0]["range"]), (line, character));
    let hover = c.at("textDocument/hover", &u, line as u32, character as u32 + 1, json!({}));
    let value = hover["result"]["contents"]["value"].as_str().unwrap_or_default();
    assert_eq!(hover["result"]["contents"]["kind"], "markdown");
    assert!(value.contains("**SPDL001**: undeclared symbol `zz`"), "{value}");
    assert!(value.contains("## What it does") && value.contains("## Why is this bad?"), "{value}");
    // Elsewhere: what the name is.
    let (l, ch) = position(text, text.find("n);").unwrap());
    let hover = c.at("textDocument/hover", &u, l as u32, ch as u32, json!({}));
    assert_eq!(hover["result"]["contents"]["value"], "fresh `n`, defined at line 3", "{hover}");

    // The syntax error's certain fix, as a quick fix.
    let (bad, semicolon) = broken_nsl();
    let u = uri("nsl.spdl");
    c.open(&u, "spdl", &bad);
    let (line, character) = position(&bad, semicolon);
    let hover = c.at("textDocument/hover", &u, line as u32, character as u32, json!({}));
    let value = hover["result"]["contents"]["value"].as_str().unwrap_or_default();
    assert!(value.contains("# syntax") && value.contains("Reported by cfb itself"), "{value}");
    let range = json!({"start": {"line": line, "character": character}, "end": {"line": line, "character": character}});
    let actions = c.request(
        "textDocument/codeAction",
        json!({"textDocument": {"uri": u}, "range": range, "context": {"diagnostics": []}}),
    );
    let action = &actions["result"][0];
    assert_eq!(action["kind"], "quickfix", "{actions}");
    let edit = &action["edit"]["changes"][&u][0];
    assert_eq!(edit["newText"], ")");
    assert_eq!(start_of(&edit["range"]), position(&bad, semicolon - 1));
    assert!(c.finish().success());
}

#[test]
fn lsp_definition_and_references_in_two_languages() {
    let (mut c, _) = Client::start(&[]);
    // ProVerif: the process's `n` is its `new n`; `key` is declared once and used three times.
    let pv =
        "type key.\nfree c: channel.\nlet P(k: key) = new n: key; out(c, n); out(c, k).\nprocess new k: key; P(k)\n";
    let u = uri("refs.pv");
    c.open(&u, "proverif", pv);
    let use_n = pv.find("out(c, n)").unwrap() + 7;
    let (l, ch) = position(pv, use_n);
    let def = c.at("textDocument/definition", &u, l as u32, ch as u32, json!({}));
    let locations = def["result"].as_array().expect("definition answers locations");
    assert_eq!(locations.len(), 1, "{def}");
    assert_eq!(locations[0]["uri"], u);
    assert_eq!(start_of(&locations[0]["range"]), position(pv, pv.find("new n").unwrap() + 4));
    // `k` of the main process is not the parameter `k` of P.
    let (l, ch) = position(pv, pv.find("P(k)").unwrap() + 2);
    let def = c.at("textDocument/definition", &u, l as u32, ch as u32, json!({}));
    assert_eq!(start_of(&def["result"][0]["range"]), position(pv, pv.find("new k").unwrap() + 4));
    let (l, ch) = position(pv, 5);
    let with = json!({"context": {"includeDeclaration": true}});
    let refs = c.at("textDocument/references", &u, l as u32, ch as u32, with);
    let starts: Vec<_> = refs["result"].as_array().unwrap().iter().map(|r| start_of(&r["range"])).collect();
    let expected: Vec<_> = pv.match_indices("key").map(|(k, _)| position(pv, k)).collect();
    assert_eq!(starts, expected);
    let without = json!({"context": {"includeDeclaration": false}});
    let refs = c.at("textDocument/references", &u, l as u32, ch as u32, without);
    assert_eq!(refs["result"].as_array().unwrap().len(), 3);

    // After incremental edits (a line inserted above, a use added on the line), the names are
    // those of the new text: the tree was edited and reparsed, not kept stale.
    let (_, n_col) = position(pv, use_n);
    let changes = json!([
        {"range": {"start": {"line": 0, "character": 0}, "end": {"line": 0, "character": 0}}, "text": "type extra.\n"},
        {"range": {"start": {"line": 3, "character": n_col}, "end": {"line": 3, "character": n_col + 1}}, "text": "n); out(c, n"},
    ]);
    let edited = {
        let mut t = format!("type extra.\n{pv}");
        let at = t.find("out(c, n)").unwrap() + 7;
        t.replace_range(at..at + 1, "n); out(c, n");
        t
    };
    c.notify("textDocument/didChange", json!({"textDocument": {"uri": u, "version": 2}, "contentChanges": changes}));
    let second_use = edited.find("out(c, n)").unwrap() + "out(c, n); out(c, ".len();
    assert_eq!(&edited[second_use..second_use + 1], "n");
    let (l, ch) = position(&edited, second_use);
    let def = c.at("textDocument/definition", &u, l as u32, ch as u32, json!({}));
    assert_eq!(start_of(&def["result"][0]["range"]), position(&edited, edited.find("new n").unwrap() + 4), "{def}");
    let refs =
        c.at("textDocument/references", &u, l as u32, ch as u32, json!({"context": {"includeDeclaration": false}}));
    assert_eq!(refs["result"].as_array().unwrap().len(), 2, "{refs}");

    // SPDL: each role's `ni` is its own.
    let spdl = example("spdl/needham-schroeder-lowe.spdl");
    let u = uri("nsl.spdl");
    c.open(&u, "spdl", &spdl);
    let role_r = spdl.find("role R").unwrap();
    let use_in_r = role_r + spdl[role_r..].find("{I,ni}").unwrap() + 3;
    let (l, ch) = position(&spdl, use_in_r);
    let def = c.at("textDocument/definition", &u, l as u32, ch as u32, json!({}));
    let var_ni = role_r + spdl[role_r..].find("var ni").unwrap() + 4;
    assert_eq!(start_of(&def["result"][0]["range"]), position(&spdl, var_ni), "{def}");
    let refs =
        c.at("textDocument/references", &u, l as u32, ch as u32, json!({"context": {"includeDeclaration": true}}));
    let lines: Vec<u64> = refs["result"].as_array().unwrap().iter().map(|r| start_of(&r["range"]).0).collect();
    let r_lines: Vec<u64> = spdl[role_r..]
        .lines()
        .enumerate()
        .take_while(|(_, l)| !l.starts_with('}'))
        .filter(|(_, l)| l.contains("ni,") || l.contains("ni}") || l.contains("ni:") || l.contains(",ni)"))
        .map(|(k, _)| position(&spdl, role_r).0 + k as u64)
        .collect();
    assert_eq!(lines, r_lines, "{refs}");

    // The outline: the protocol, its roles, and each role's names.
    let symbols = c.request("textDocument/documentSymbol", json!({"textDocument": {"uri": u}}));
    let top = symbols["result"].as_array().unwrap();
    let protocol = top.iter().find(|s| s["name"] == "nsl").expect("the protocol in the outline");
    let roles: Vec<_> = protocol["children"].as_array().unwrap().iter().filter(|s| s["detail"] == "role").collect();
    assert_eq!(roles.iter().map(|r| r["name"].as_str().unwrap()).collect::<Vec<_>>(), ["I", "R"], "{symbols}");
    let names: Vec<_> = roles[1]["children"].as_array().unwrap().iter().map(|s| s["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["ni", "nr"]);
    // A role's range is its whole body; its name is the selection.
    let (from, to) = (&roles[1]["range"], &roles[1]["selectionRange"]);
    assert_eq!(start_of(from), position(&spdl, role_r));
    assert_eq!(start_of(to), position(&spdl, role_r + 5));
    assert!(c.finish().success());
}

#[test]
fn lsp_formatting_and_semantic_tokens() {
    let (mut c, caps) = Client::start(&[]);
    let messy = "type key.\nfree c:channel.\nlet P(k:key)=\nout(c,k).\nprocess   new k:key;P(k)\n";
    let u = uri("messy.pv");
    c.open(&u, "proverif", messy);
    let r = c.request(
        "textDocument/formatting",
        json!({"textDocument": {"uri": u}, "options": {"tabSize": 2, "insertSpaces": true}}),
    );
    let edits = r["result"].as_array().unwrap_or_else(|| panic!("formatting answered {r}"));
    assert!(!edits.is_empty());
    let formatted = apply(messy, edits);
    let expected = assert_cmd::Command::new(assert_cmd::cargo::cargo_bin!("cfb"))
        .args(["fmt", "--lang", "pv", "-"])
        .write_stdin(messy)
        .output()
        .unwrap();
    assert_eq!(formatted, String::from_utf8(expected.stdout).unwrap(), "the server formats as `cfb fmt` does");
    assert_ne!(formatted, messy);
    // Formatted once, nothing left to do.
    c.notify(
        "textDocument/didChange",
        json!({"textDocument": {"uri": u, "version": 2}, "contentChanges": [{"text": formatted}]}),
    );
    let r = c.request(
        "textDocument/formatting",
        json!({"textDocument": {"uri": u}, "options": {"tabSize": 2, "insertSpaces": true}}),
    );
    assert_eq!(r["result"], json!([]));
    // A file with a syntax error is not formatted: an error that says why.
    let (bad, _) = broken_nsl();
    let bad_uri = uri("nsl.spdl");
    c.open(&bad_uri, "spdl", &bad);
    let r = c.request(
        "textDocument/formatting",
        json!({"textDocument": {"uri": bad_uri}, "options": {"tabSize": 2, "insertSpaces": true}}),
    );
    assert!(r["error"]["message"].as_str().unwrap_or_default().contains("syntax errors"), "{r}");

    // Semantic tokens, decoded with the legend of `initialize`.
    let legend = &caps["semanticTokensProvider"]["legend"];
    let types: Vec<&str> = legend["tokenTypes"].as_array().unwrap().iter().map(|t| t.as_str().unwrap()).collect();
    let spdl = example("spdl/needham-schroeder-lowe.spdl");
    let u = uri("nsl-ok.spdl");
    c.open(&u, "spdl", &spdl);
    let r = c.request("textDocument/semanticTokens/full", json!({"textDocument": {"uri": u}}));
    let data: Vec<u64> = r["result"]["data"].as_array().unwrap().iter().map(|v| v.as_u64().unwrap()).collect();
    assert_eq!(data.len() % 5, 0);
    let (mut line, mut character) = (0u64, 0u64);
    let mut decoded = Vec::new();
    for t in data.chunks(5) {
        character = if t[0] == 0 { character + t[1] } else { t[1] };
        line += t[0];
        decoded.push(((line, character), t[2], types[t[3] as usize]));
    }
    let kind_at =
        |offset: usize| decoded.iter().find(|(p, _, _)| *p == position(&spdl, offset)).map(|(_, len, k)| (*len, *k));
    assert_eq!(kind_at(spdl.find("protocol nsl").unwrap()), Some((8, "keyword")));
    let role_i = spdl.find("role I").unwrap();
    assert_eq!(kind_at(role_i), Some((4, "keyword")));
    // The header comment spans five lines: one token per line.
    let comment_lines: Vec<u64> =
        decoded.iter().filter(|(_, _, k)| *k == "comment").map(|(p, _, _)| p.0).take(5).collect();
    assert_eq!(comment_lines, [0, 1, 2, 3, 4]);
    assert!(decoded.iter().all(|(_, len, _)| *len > 0));
    assert!(c.finish().success());
}

#[test]
fn lsp_exit_without_shutdown_is_status_1() {
    let (mut c, _) = Client::start(&[]);
    c.notify("exit", Value::Null);
    assert_eq!(c.wait().code(), Some(1));
}

/// `text` with LSP edits made (non-overlapping, positions in the original text).
fn apply(text: &str, edits: &[Value]) -> String {
    let offset = |p: &Value| {
        let (line, character) = (p["line"].as_u64().unwrap() as usize, p["character"].as_u64().unwrap() as usize);
        let start: usize = text.split_inclusive('\n').take(line).map(str::len).sum();
        let mut units = 0;
        let rest = &text[start..];
        rest.char_indices()
            .find(|(_, c)| {
                let before = units;
                units += c.len_utf16();
                before >= character || *c == '\n'
            })
            .map_or(text.len(), |(k, _)| start + k)
    };
    let mut spans: Vec<(usize, usize, &str)> = edits
        .iter()
        .map(|e| (offset(&e["range"]["start"]), offset(&e["range"]["end"]), e["newText"].as_str().unwrap()))
        .collect();
    spans.sort_by_key(|s| std::cmp::Reverse(s.0));
    let mut out = text.to_string();
    for (a, b, t) in spans {
        out.replace_range(a..b, t);
    }
    out
}

/// The Lua script Neovim runs: starts `cfb lsp` with the built-in client (0.7 has
/// `vim.lsp.start_client`, not `vim.lsp.start`), opens the model, waits for diagnostics, asks
/// for the definition of the name at (DEF_LINE, DEF_CHARACTER), repairs the error through the
/// buffer (the client sends the change) and waits for the diagnostics to clear, then writes
/// what it saw as JSON to CFB_OUT and quits.
const NVIM_SCRIPT: &str = r#"
local out = {}
local ok, err = pcall(function()
  vim.cmd('edit ' .. vim.fn.fnameescape(vim.env.CFB_FILE))
  local buf = vim.api.nvim_get_current_buf()
  local id = vim.lsp.start_client({
    name = 'cfb',
    cmd = { vim.env.CFB_BIN, 'lsp' },
    root_dir = vim.fn.fnamemodify(vim.env.CFB_FILE, ':h'),
    on_exit = function(code) out.exit_code = code end,
  })
  assert(id, 'the client did not start')
  vim.lsp.buf_attach_client(buf, id)
  out.diagnostics_seen = vim.wait(20000, function() return #vim.diagnostic.get(buf) > 0 end, 20)
  out.diagnostics = {}
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    table.insert(out.diagnostics, { lnum = d.lnum, col = d.col, end_lnum = d.end_lnum, end_col = d.end_col,
      message = d.message, code = d.code, severity = d.severity, source = d.source })
  end
  local params = { textDocument = { uri = vim.uri_from_bufnr(buf) },
    position = { line = tonumber(vim.env.DEF_LINE), character = tonumber(vim.env.DEF_CHARACTER) } }
  local answers = vim.lsp.buf_request_sync(buf, 'textDocument/definition', params, 20000)
  out.definition = answers and answers[id] and answers[id].result or vim.NIL
  local hover = vim.lsp.buf_request_sync(buf, 'textDocument/hover', { textDocument = params.textDocument,
    position = { line = tonumber(vim.env.FIX_LINE), character = tonumber(vim.env.HOVER_CHARACTER) } }, 20000)
  out.hover = hover and hover[id] and hover[id].result or vim.NIL
  -- The repair, typed into the buffer: the client sends it as an incremental change.
  local row, col = tonumber(vim.env.FIX_LINE), tonumber(vim.env.FIX_COL)
  vim.api.nvim_buf_set_text(buf, row, col, row, col, { ')' })
  out.cleared = vim.wait(20000, function() return #vim.diagnostic.get(buf) == 0 end, 20)
  -- Formatting through the client: its edits applied to the buffer.
  local formatted = vim.lsp.buf_request_sync(buf, 'textDocument/formatting',
    { textDocument = params.textDocument, options = { tabSize = 2, insertSpaces = true } }, 20000)
  local edits = formatted and formatted[id] and formatted[id].result
  out.format_edits = edits and #edits or vim.NIL
  if edits then vim.lsp.util.apply_text_edits(edits, buf, 'utf-16') end
  out.formatted = table.concat(vim.api.nvim_buf_get_lines(buf, 0, -1, false), '\n') .. '\n'
  vim.lsp.stop_client(id)
  out.stopped = vim.wait(20000, function() return out.exit_code ~= nil end, 20)
end)
if not ok then out.error = tostring(err) end
vim.fn.writefile({ vim.fn.json_encode(out) }, vim.env.CFB_OUT)
vim.cmd('qall!')
"#;

/// `nvim`, or `None` (skipped loudly; a failure with `CFB_REQUIRE_NEOVIM=1`, which `.ci/run`
/// sets after installing Debian's `neovim`).
fn neovim() -> Option<std::path::PathBuf> {
    let found = cfb::verify::config::which("nvim", std::env::var("PATH").ok().as_deref());
    if found.is_none() {
        let msg = "`nvim` not found (install Debian's: apt-get install -y --no-install-recommends neovim)";
        if std::env::var("CFB_REQUIRE_NEOVIM").is_ok_and(|v| v == "1") {
            panic!("CFB_REQUIRE_NEOVIM=1 but {msg}");
        }
        crate::support::loud(&format!("SKIPPED: the Neovim client test: {msg}"));
    }
    found
}

#[test]
fn lsp_neovim() {
    let Some(nvim) = neovim() else { return };
    let dir = tempfile::tempdir().unwrap();
    // The example with a `)` taken away, after a comment whose `é` is two bytes for Neovim
    // and one UTF-16 unit for the protocol.
    let good = example("spdl/needham-schroeder-lowe.spdl");
    let bad = good.replacen("recv_2(R,I, {ni,nr,R}pk(I) );", "/* é */ recv_2(R,I, {ni,nr,R}pk(I) ;", 1);
    assert_ne!(good, bad);
    let file = dir.path().join("nsl.spdl");
    std::fs::write(&file, &bad).unwrap();
    let semicolon = bad.find("pk(I) ;").unwrap() + "pk(I) ".len();
    let line_start = bad[..semicolon].rfind('\n').unwrap() + 1;
    let error_line = bad[..semicolon].matches('\n').count() as u64;
    // The definition asked for: `ni` in role R's first receive.
    let role_r = bad.find("role R").unwrap();
    let use_in_r = role_r + bad[role_r..].find("{I,ni}").unwrap() + 3;
    let (def_line, def_character) = position(&bad, use_in_r);
    let var_ni = role_r + bad[role_r..].find("var ni").unwrap() + 4;

    let script = dir.path().join("cfb_lsp.lua");
    std::fs::write(&script, NVIM_SCRIPT).unwrap();
    let out = dir.path().join("seen.json");
    let mut child = Command::new(nvim)
        .args(["--headless", "-u", "NONE", "-i", "NONE", "-n", "-c"])
        .arg(format!("luafile {}", script.display()))
        .env("CFB_BIN", assert_cmd::cargo::cargo_bin!("cfb"))
        .env("CFB_FILE", &file)
        .env("CFB_OUT", &out)
        .env("DEF_LINE", def_line.to_string())
        .env("DEF_CHARACTER", def_character.to_string())
        .env("FIX_LINE", error_line.to_string())
        .env("FIX_COL", (semicolon - 1 - line_start).to_string())
        .env("HOVER_CHARACTER", position(&bad, semicolon).1.to_string())
        .current_dir(dir.path())
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .spawn()
        .unwrap();
    let deadline = Instant::now() + Duration::from_secs(90);
    while child.try_wait().unwrap().is_none() {
        if Instant::now() > deadline {
            let _ = child.kill();
            panic!("nvim did not finish within 90 s");
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    let seen: Value = serde_json::from_str(&std::fs::read_to_string(&out).expect("the script wrote its findings"))
        .expect("JSON from the script");
    eprintln!("Neovim saw: {seen}");
    assert!(seen.get("error").is_none(), "the script failed: {seen}");
    assert_eq!(seen["diagnostics_seen"], true, "{seen}");
    let d = &seen["diagnostics"][0];
    assert_eq!(seen["diagnostics"].as_array().unwrap().len(), 1, "{seen}");
    assert_eq!(d["lnum"], error_line);
    // Neovim counts columns in bytes: the protocol's UTF-16 column converted back.
    assert_eq!(d["col"], (semicolon - line_start) as u64, "{seen}");
    assert_eq!(d["code"], "syntax");
    assert_eq!(d["severity"], 1);
    assert!(d["message"].as_str().unwrap().starts_with("expected `)` or `,`, found `;`"), "{seen}");
    let def = &seen["definition"][0];
    assert_eq!(start_of(&def["range"]), position(&bad, var_ni), "{seen}");
    assert!(def["uri"].as_str().unwrap().ends_with("/nsl.spdl"));
    let hover = seen["hover"]["contents"]["value"].as_str().unwrap_or_default();
    assert!(hover.contains("**syntax**: expected `)`") && hover.contains("Reported by cfb itself"), "{seen}");
    assert_eq!(seen["cleared"], true, "the repair through the buffer cleared the diagnostics: {seen}");
    // The repaired file formatted through the client is what `cfb fmt` makes of it.
    let repaired = bad.replacen("pk(I) ;", "pk(I) );", 1);
    let expected = assert_cmd::Command::new(assert_cmd::cargo::cargo_bin!("cfb"))
        .args(["fmt", "--lang", "spdl", "-"])
        .write_stdin(repaired.clone())
        .output()
        .unwrap();
    let expected = String::from_utf8(expected.stdout).unwrap();
    assert_ne!(expected, repaired, "the example is laid out differently by cfb fmt");
    assert!(seen["format_edits"].as_u64().unwrap_or(0) > 0, "{seen}");
    assert_eq!(seen["formatted"], expected.as_str());
    assert_eq!(seen["stopped"], true);
    assert_eq!(seen["exit_code"], 0, "cfb lsp exits 0 after the client's shutdown and exit");
}

#[test]
fn lsp_refuses_an_output_file() {
    let dir = tempfile::tempdir().unwrap();
    let out = assert_cmd::Command::new(assert_cmd::cargo::cargo_bin!("cfb"))
        .args(["lsp", "-o"])
        .arg(dir.path().join("x"))
        .timeout(WAIT)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("standard output"));
}

/// Every bundled example, in all seven languages: no diagnostic, an outline, and semantic
/// tokens that are well formed (in order, not overlapping, within their line, of a type of the
/// legend) with at least one keyword and one comment or name among them.
#[test]
fn lsp_every_example() {
    let (mut c, caps) = Client::start(&[]);
    let types: Vec<String> = caps["semanticTokensProvider"]["legend"]["tokenTypes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t.as_str().unwrap().to_string())
        .collect();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("datasets/examples");
    let mut files: Vec<_> = walkdir::WalkDir::new(&root)
        .into_iter()
        .filter_map(Result::ok)
        .filter(|e| e.file_type().is_file())
        .map(|e| e.into_path())
        .collect();
    files.sort();
    let mut languages = std::collections::BTreeSet::new();
    for path in files {
        let Some(language) = cfb::language::Language::from_path(&path) else { continue };
        languages.insert(language.id());
        let text = std::fs::read_to_string(&path).unwrap();
        let u = format!("file://{}", path.display());
        c.open(&u, "", &text);
        assert_eq!(c.diagnostics(&u, Some(1)), Vec::<Value>::new(), "{}", path.display());
        let outline = c.request("textDocument/documentSymbol", json!({"textDocument": {"uri": u}}));
        assert!(!outline["result"].as_array().unwrap().is_empty(), "{}: {outline}", path.display());
        let r = c.request("textDocument/semanticTokens/full", json!({"textDocument": {"uri": u}}));
        let data: Vec<u64> = r["result"]["data"].as_array().unwrap().iter().map(|v| v.as_u64().unwrap()).collect();
        let lines: Vec<&str> = text.split('\n').collect();
        let (mut line, mut character, mut end) = (0u64, 0u64, 0u64);
        let mut seen = std::collections::BTreeSet::new();
        for t in data.chunks(5) {
            if t[0] > 0 {
                (character, end) = (0, 0);
            }
            line += t[0];
            character += t[1];
            assert!(character >= end, "{}: overlapping tokens at {line}:{character}", path.display());
            end = character + t[2];
            let width = lines[line as usize].encode_utf16().count() as u64;
            assert!(t[2] > 0 && end <= width, "{}: token {line}:{character}+{} past its line", path.display(), t[2]);
            seen.insert(types[t[3] as usize].as_str());
        }
        assert!(seen.contains("keyword"), "{}: {seen:?}", path.display());
        assert!(seen.len() >= 3, "{}: {seen:?}", path.display());
    }
    assert_eq!(languages.len(), 8, "every language id has an example: {languages:?}");
    assert!(c.finish().success());
}
