//! Worst-case time (issue 20, item 5): nested brackets, closed and never closed, in the typical
//! contexts of each language, linted by `cfb lint` as a child process under a watchdog.
//!
//! The generator is [`CONTEXTS`] and [`nested`]: a context is a small valid file with a hole
//! (`§`), one level of nesting (`open`, `close`) and what stands innermost. The strict grammars
//! once read some bracketed prefixes twice per level (two alternatives starting with the same
//! bracket, each parsing its contents), so time doubled with every level: 30 levels took hours.
//! Every context here runs at depth 30 (`every_context_at_depth_30`), and each construct that
//! blew up has a test of its own. No test asserts a time: the watchdog only catches a blow-up
//! (`WATCHDOG`); speed is measured by `timing_table`, which prints the time of each context at
//! depths 10, 16, 20 and 30:
//!
//! `cargo test --release --test suite worst_case::timing_table -- --ignored --nocapture`
//!
//! EasyCrypt's contexts belong with its grammar's owner.

use std::io::Read;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// A child that runs longer is killed and the test fails.
const WATCHDOG: Duration = Duration::from_secs(10);

/// Where the nesting goes in a context's text.
const HOLE: &str = "§";

/// A typical context of a language with a hole for nested brackets.
struct Context {
    /// The file extension (it picks the language and its front end).
    ext: &'static str,
    name: &'static str,
    /// A valid file with [`HOLE`] on a line of its own (or at the end of one).
    text: &'static str,
    /// One level: what opens it, what stands innermost, what closes it. A context whose
    /// `close` is empty (let/if/new nesting) has no unclosed form.
    open: &'static str,
    inner: &'static str,
    close: &'static str,
    /// What the unclosed form gets.
    unclosed: Unclosed,
}

const fn ctx(
    ext: &'static str,
    name: &'static str,
    text: &'static str,
    open: &'static str,
    inner: &'static str,
    close: &'static str,
) -> Context {
    Context { ext, name, text, open, inner, close, unclosed: Unclosed::ErrorOnNextLine }
}

/// What lint says of a context's unclosed form.
#[derive(Clone, Copy)]
enum Unclosed {
    /// A syntax error on the line after the hole's.
    ErrorOnNextLine,
    /// A syntax error on this line (at the end of the file, say).
    ErrorOnLine(usize),
    /// No error: the closer is optional (`if … then` without `else`).
    Valid,
}

const SPDL_SEND: &str = "hashfunction h;
protocol P(I, R) {
  role I {
    fresh N: Nonce;
    send_1(I, R,
      §
    );
  }
  role R {
  }
}
";

/// An HLPSL file whose only basic role has the one transition given.
macro_rules! hlpsl_with_transition {
    ($transition:literal) => {
        concat!(
            "role alice(A, B: agent, K: symmetric_key, SND, RCV: channel(dy))
played_by A
def=
  local State: nat, Na: text
  init State := 0
  transition
",
            $transition,
            "end role

role environment()
def=
  local S, R: channel(dy)
  const a, b: agent, k: symmetric_key
  composition
    alice(a, b, k, S, R)
end role

environment()
"
        )
    };
}

const HLPSL_GUARD: &str = hlpsl_with_transition!(
    "    1. State = 0 /\\ RCV(
      §
    ) =|> State' := 1 /\\ Na' := new() /\\ SND({Na'}_K)
"
);

const HLPSL_PREDICATE: &str = hlpsl_with_transition!(
    "    1. State = 0 /\\
      §
    =|> State' := 1 /\\ Na' := new() /\\ SND({Na'}_K)
"
);

const HLPSL_ACTION: &str = hlpsl_with_transition!(
    "    1. State = 0 /\\ RCV(Na') =|> State' := 1 /\\ SND(
      §
    )
"
);

const PV_OUT: &str = "free c: channel.
fun h(bitstring): bitstring.
free k: bitstring.
query attacker(k).
process
  new n: bitstring;
  out(c,
    §
  );
  0
";

const PV_QUERY: &str = "free c: channel.
fun h(bitstring): bitstring.
free k: bitstring.
event e(bitstring).
query x: bitstring;
  event(e(
  §
  )).
process
  0
";

const PV_NOT: &str = "free c: channel.
fun h(bitstring): bitstring.
free k: bitstring [private].
not attacker(
  §
  ).
process
  0
";

const PV_PROCESS: &str = "free c: channel.
free k: bitstring.
process
  §
";

const PV_PATTERN: &str = "free c: channel.
process
  in(c,
    §
  );
  0
";

const PV_REDUC: &str = "fun h(bitstring): bitstring.
reduc forall x: bitstring;
  dec(
  §
  ) = x.
process 0
";

const SPTHY_RULE: &str = "theory T
begin
builtins: symmetric-encryption
functions: h/1
rule R:
  [ Fr(~k) ]
  --[ A(~k) ]->
  [ Out(
    §
  ) ]
lemma l:
  \"All x #i. A(x) @ i ==> F\"
end
";

const SPTHY_LEMMA: &str = "theory T
begin
functions: h/1
rule R:
  [ Fr(~k) ]
  --[ A(~k) ]->
  [ Out(~k) ]
lemma l:
  \"All x #i. A(x) @ i ==>
  §
  \"
end
";

const SPTHY_LEMMA_TERM: &str = "theory T
begin
functions: h/1
rule R:
  [ Fr(~k) ]
  --[ A(~k) ]->
  [ Out(~k) ]
lemma l:
  \"All x #i. A(x) @ i ==> x =
  §
  \"
end
";

const SPTHY_PROCESS: &str = "theory T
begin
process:
  §
end
";

const SPTHY_PROCESS_OUT: &str = "theory T
begin
process:
  out(
  §
  ); 0
end
";

const SPTHY_EQUATION: &str = "theory T
begin
functions: h/1
equations:
  §
  = x
end
";

const MAUDE_EQUATION: &str = "fmod M is
  sort S .
  op f : S -> S .
  op c : -> S .
  eq
    §
    = c .
endfm
";

const MAUDE_IMPORT: &str = "fmod M is
  protecting
  §
  .
endfm
";

const CV_OUT: &str = "param N.
type key [fixed].
fun h(key): key.
channel c.
let P = in(c, x: key); out(c,
  §
  ).
process ! N P
";

const CV_PROCESS: &str = "param N.
type key [fixed].
channel c.
process
  §
";

const OCV_RETURN: &str = "param N.
type key [fixed].
fun h(key): key.
process
  O() :=
  k <-R key;
  return(
  §
  )
";

const OCV_PROCESS: &str = "param N.
type key [fixed].
process
  §
";

/// Every context the generator knows.
const CONTEXTS: &[Context] = &[
    ctx("spdl", "send term (", SPDL_SEND, "(", "N", ")"),
    ctx("spdl", "send term h(", SPDL_SEND, "h(", "N", ")"),
    ctx("spdl", "send term {}k", SPDL_SEND, "{", "N", "}k(I,R)"),
    ctx("spdl", "send term {()}", SPDL_SEND, "{(", "N", ")}k"),
    ctx("hlpsl", "guard term (", HLPSL_GUARD, "(", "Na", ")"),
    ctx("hlpsl", "guard term h(", HLPSL_GUARD, "h(", "Na", ")"),
    ctx("hlpsl", "guard term {}_K", HLPSL_GUARD, "{", "Na", "}_K"),
    ctx("hlpsl", "guard term set {}", HLPSL_GUARD, "{", "Na", "}"),
    // (a comparison: hlpsl2if takes no fact in brackets)
    ctx("hlpsl", "guard predicate (", HLPSL_PREDICATE, "(", "Na = Na", ")"),
    ctx("hlpsl", "action term {}_K", HLPSL_ACTION, "{", "Na", "}_K"),
    ctx("hlpsl", "action term set {}", HLPSL_ACTION, "{", "Na", "}"),
    ctx("pv", "out term (", PV_OUT, "(", "n", ")"),
    ctx("pv", "out term h(", PV_OUT, "h(", "n", ")"),
    ctx("pv", "out term choice[", PV_OUT, "choice[", "n", ", n]"),
    ctx("pv", "out term let", PV_OUT, "let x = n in ", "x", ""),
    Context { unclosed: Unclosed::Valid, ..ctx("pv", "out term if", PV_OUT, "if n = n then ", "n", " else n") },
    ctx("pv", "query (", PV_QUERY, "(", "x", ")"),
    ctx("pv", "query h(", PV_QUERY, "h(", "x", ")"),
    ctx("pv", "not attacker h(", PV_NOT, "h(", "k", ")"),
    ctx("pv", "process (", PV_PROCESS, "(", "0", ")"),
    ctx("pv", "process let", PV_PROCESS, "let x = k in ", "0", ""),
    Context { unclosed: Unclosed::Valid, ..ctx("pv", "process if", PV_PROCESS, "if k = k then ", "0", " else 0") },
    ctx("pv", "process in", PV_PROCESS, "in(c, x: bitstring); ", "0", ""),
    ctx("pv", "process new", PV_PROCESS, "new n: bitstring; ", "0", ""),
    ctx("pv", "process !", PV_PROCESS, "!", "0", ""),
    ctx("pv", "pattern (", PV_PATTERN, "(", "x: bitstring", ")"),
    ctx("pv", "reduc term h(", PV_REDUC, "h(", "x", ")"),
    ctx("spthy", "rule fact term (", SPTHY_RULE, "(", "~k", ")"),
    ctx("spthy", "rule fact term <>", SPTHY_RULE, "<", "~k", ", ~k>"),
    ctx("spthy", "rule fact term h(", SPTHY_RULE, "h(", "~k", ")"),
    ctx("spthy", "rule fact term senc{}", SPTHY_RULE, "senc{", "~k", "}~k"),
    ctx("spthy", "lemma formula (", SPTHY_LEMMA, "(", "F", ")"),
    ctx("spthy", "lemma formula not(", SPTHY_LEMMA, "not(", "F", ")"),
    ctx("spthy", "lemma formula Ex", SPTHY_LEMMA, "Ex y. ", "F", ""),
    ctx("spthy", "lemma atom term (", SPTHY_LEMMA_TERM, "(", "x", ")"),
    ctx("spthy", "lemma atom term <>", SPTHY_LEMMA_TERM, "<", "x", ", x>"),
    ctx("spthy", "process (", SPTHY_PROCESS, "(", "0", ")"),
    ctx("spthy", "process let", SPTHY_PROCESS, "let x = 'a' in ", "0", ""),
    Context {
        unclosed: Unclosed::Valid,
        ..ctx("spthy", "process if", SPTHY_PROCESS, "if 'a' = 'a' then ", "0", " else 0")
    },
    ctx("spthy", "process out term <>", SPTHY_PROCESS_OUT, "<", "'a'", ", 'a'>"),
    ctx("spthy", "equation term h(", SPTHY_EQUATION, "h(", "x", ")"),
    ctx("spthy", "equation term <>", SPTHY_EQUATION, "<", "x", ", x>"),
    // Maude 3.5.1 reads a bubble with an unclosed parenthesis to the end of the file, then names
    // the statement's keyword: "line 5 (fmod M): runaway equation" (src/parse/runaway.rs).
    Context { unclosed: Unclosed::ErrorOnLine(5), ..ctx("maude", "equation term (", MAUDE_EQUATION, "(", "c", ")") },
    Context { unclosed: Unclosed::ErrorOnLine(5), ..ctx("maude", "equation term f(", MAUDE_EQUATION, "f(", "c", ")") },
    ctx("maude", "import module expression (", MAUDE_IMPORT, "(", "BOOL", ")"),
    ctx("cv", "out term (", CV_OUT, "(", "x", ")"),
    ctx("cv", "out term h(", CV_OUT, "h(", "x", ")"),
    ctx("cv", "out term let", CV_OUT, "let y: key = x in ", "y", ""),
    ctx("cv", "out term if", CV_OUT, "if x = x then ", "x", " else x"),
    ctx("cv", "process (", CV_PROCESS, "(", "0", ")"),
    ctx("cv", "process new", CV_PROCESS, "new x: key; ", "0", ""),
    ctx("cv", "process let", CV_PROCESS, "let x: key = x in ", "0", ""),
    ctx("cv", "process in", CV_PROCESS, "in(c, x: key); ", "yield", ""),
    Context { unclosed: Unclosed::ErrorOnLine(10), ..ctx("ocv", "return term (", OCV_RETURN, "(", "k", ")") },
    Context { unclosed: Unclosed::ErrorOnLine(10), ..ctx("ocv", "return term h(", OCV_RETURN, "h(", "k", ")") },
    ctx("ocv", "return term k[", OCV_RETURN, "k[", "k", "]"),
    ctx("ocv", "process (", OCV_PROCESS, "(", "O() := return(true)", ")"),
];

/// The context's file with `depth` levels of nesting, closed or not.
fn nested(c: &Context, depth: usize, closed: bool) -> String {
    let mut nest = c.open.repeat(depth);
    nest.push_str(c.inner);
    if closed {
        nest.push_str(&c.close.repeat(depth));
    }
    c.text.replace(HOLE, &nest)
}

/// The exit status and the line of the syntax error of the unclosed form.
fn unclosed_verdict(c: &Context) -> (i32, Option<u64>) {
    match c.unclosed {
        Unclosed::ErrorOnNextLine => (1, Some(c.text[..c.text.find(HOLE).unwrap()].lines().count() as u64 + 1)),
        Unclosed::ErrorOnLine(line) => (1, Some(line as u64)),
        Unclosed::Valid => (0, None),
    }
}

/// `cfb lint --format json` of `text` (as a `.ext` file) under the watchdog: the exit status,
/// the line of the first syntax error, and the time taken. Fails when the watchdog fires.
fn lint(ext: &str, text: &str, what: &str) -> (i32, Option<u64>, Duration) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(format!("nested.{ext}"));
    std::fs::write(&path, text).unwrap();
    let start = Instant::now();
    let mut child = Command::new(assert_cmd::cargo::cargo_bin!("cfb"))
        .args(["lint", "--format", "json"])
        .arg(&path)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut stdout = child.stdout.take().unwrap();
    let reader = std::thread::spawn(move || {
        let mut out = String::new();
        stdout.read_to_string(&mut out).unwrap();
        out
    });
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if start.elapsed() > WATCHDOG {
            child.kill().unwrap();
            child.wait().unwrap();
            panic!("{what}: cfb lint ran longer than {WATCHDOG:?} and was killed");
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    let elapsed = start.elapsed();
    let out = reader.join().unwrap();
    let v: serde_json::Value = serde_json::from_str(out.lines().next().unwrap_or("{}")).unwrap();
    let line = v["diagnostics"]
        .as_array()
        .and_then(|ds| ds.iter().find(|d| d["code"] == "syntax"))
        .and_then(|d| d["line"].as_u64());
    (status.code().unwrap_or(-1), line, elapsed)
}

/// Lints the context at `depth`, closed (no error) and, when it has a closer, unclosed (see
/// [`Unclosed`]); says what went wrong.
fn check(c: &Context, depth: usize) -> Result<(), String> {
    let what = format!("{} {} at depth {depth}", c.ext, c.name);
    let (status, line, _) = lint(c.ext, &nested(c, depth, true), &format!("{what}, closed"));
    if (status, line) != (0, None) {
        return Err(format!("{what}, closed: exit status {status}, syntax error on line {line:?}"));
    }
    if !c.close.is_empty() {
        let (status, line, _) = lint(c.ext, &nested(c, depth, false), &format!("{what}, unclosed"));
        let expected = unclosed_verdict(c);
        if (status, line) != expected {
            return Err(format!(
                "{what}, unclosed: exit status {status}, syntax error on line {line:?}, not {expected:?}"
            ));
        }
    }
    Ok(())
}

fn context(ext: &str, name: &str) -> &'static Context {
    CONTEXTS.iter().find(|c| c.ext == ext && c.name == name).unwrap()
}

#[test]
fn every_context_at_depth_30() {
    let failures: Vec<String> = CONTEXTS.iter().filter_map(|c| check(c, 30).err()).collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// One test per construct that once blew up: the context at depth 30, closed and unclosed.
macro_rules! blew_up_once {
    ($($(#[doc = $doc:literal])* $test:ident: $ext:literal, $name:literal;)*) => {$(
        $(#[doc = $doc])*
        #[test]
        fn $test() {
            check(context($ext, $name), 30).unwrap();
        }
    )*};
}

blew_up_once! {
    /// HLPSL `{M}_K` (encryption) and `{M}` (set literal) were two alternatives that each read
    /// the contents of the braces: time doubled with each nested `{` (20 levels: over a minute).
    hlpsl_nested_encryptions_in_a_guard: "hlpsl", "guard term {}_K";
    hlpsl_nested_set_literals_in_a_guard: "hlpsl", "guard term set {}";
    hlpsl_nested_encryptions_in_an_action: "hlpsl", "action term {}_K";
    hlpsl_nested_set_literals_in_an_action: "hlpsl", "action term set {}";
    /// ProVerif's query terms `f(...) phase n` and `f(...)` were two alternatives that each read
    /// the arguments: time doubled with each nested application, closed ones too.
    pv_nested_applications_in_a_query: "pv", "query h(";
    pv_nested_applications_in_a_not_declaration: "pv", "not attacker h(";
}

/// The time of `cfb lint` on every context at depths 10, 16, 20 and 30, closed and not (a
/// table on standard error; build with `--release` for figures worth comparing).
#[test]
#[ignore = "prints timings; run with --release --ignored --nocapture"]
fn timing_table() {
    for c in CONTEXTS {
        for closed in [false, true] {
            if !closed && c.close.is_empty() {
                continue;
            }
            let times: Vec<String> = [10, 16, 20, 30]
                .iter()
                .map(|&depth| {
                    let (_, _, t) = lint(c.ext, &nested(c, depth, closed), c.name);
                    format!("d{depth} {:>7.3}s", t.as_secs_f64())
                })
                .collect();
            let form = if closed { "closed" } else { "unclosed" };
            eprintln!("{:6} {:28} {form:8} {}", c.ext, c.name, times.join("  "));
        }
    }
}
