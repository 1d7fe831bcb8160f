//! `cfb diff` and `cfb similarity` as users run them: exit statuses, the JSON reports' shape
//! and values, text with and without colour, side by side and inline, the HTML page (rendered
//! by a real headless Chromium when one is installed), the batch form and errors.

use assert_cmd::Command;

fn run(args: &[&str], stdin: Option<&str>, env: &[(&str, &str)]) -> (i32, String, String) {
    let mut cmd = Command::cargo_bin("cfb").unwrap();
    cmd.current_dir(env!("CARGO_MANIFEST_DIR")).env_remove("NO_COLOR").env_remove("COLUMNS").args(args);
    for (k, v) in env {
        cmd.env(k, v);
    }
    if let Some(s) = stdin {
        cmd.write_stdin(s);
    }
    crate::common::outcome(&mut cmd)
}

const OLD: &str = "theory T\nbegin\n\nrule Init:\n  [ Fr(~k) ]\n--[ Start(~k) ]->\n  [ Out(~k), St(~k) ]\n\nrule Resp:\n  [ In(x), St(k) ]\n--[ Done(x) ]->\n  [ Out(h(x, k)) ]\n\nlemma secret:\n  \"All k #i. Start(k) @ i ==> not(Ex #j. K(k) @ j)\"\n\nend\n";

/// OLD with the rules swapped, one name changed, a fact added and the lemma gone.
const NEW: &str = "theory T\nbegin\n\nrule Resp:\n  [ In(x), St(k) ]\n--[ Done(x) ]->\n  [ Out(h(x, k)) ]\n\nrule Init:\n  [ Fr(~n) ]\n--[ Start(~n) ]->\n  [ Out(~n), St(~n), Log(~n) ]\n\nend\n";

fn files(dir: &tempfile::TempDir) -> (String, String) {
    let (a, b) = (dir.path().join("old.spthy"), dir.path().join("new.spthy"));
    std::fs::write(&a, OLD).unwrap();
    std::fs::write(&b, NEW).unwrap();
    (a.display().to_string(), b.display().to_string())
}

#[test]
fn json_lists_every_kind_of_action_with_places_and_texts() {
    let dir = tempfile::tempdir().unwrap();
    let (a, b) = files(&dir);
    let (code, out, err) = run(&["diff", "--format", "json", &a, &b], None, &[]);
    assert_eq!(code, 1, "{err}");
    let r: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        (r["a"].as_str(), r["b"].as_str(), r["lang"].as_str()),
        (Some(a.as_str()), Some(b.as_str()), Some("spthy"))
    );
    let actions = r["actions"].as_array().unwrap();
    let find = |action: &str, kind: &str| {
        actions
            .iter()
            .find(|x| x["action"] == action && x["kind"] == kind)
            .unwrap_or_else(|| panic!("no {action} of {kind} in {out}"))
    };
    // the lemma is one deletion of the whole item, on lines 14-15 of A
    let lemma = find("delete", "lemma");
    assert_eq!(lemma["b"], serde_json::Value::Null);
    assert_eq!((lemma["a"]["start_line"].as_u64(), lemma["a"]["end_line"].as_u64()), (Some(14), Some(15)));
    assert!(lemma["text_a"].as_str().unwrap().starts_with("lemma secret"));
    let start = lemma["a"]["start_byte"].as_u64().unwrap() as usize;
    let end = lemma["a"]["end_byte"].as_u64().unwrap() as usize;
    assert_eq!(&OLD[start..end], lemma["text_a"].as_str().unwrap());
    // the new fact is inserted, the fresh name updated, a rule moved
    assert_eq!(find("insert", "fact")["text_b"], "Log(~n)");
    let update = find("update", "identifier");
    assert_eq!((update["text_a"].as_str(), update["text_b"].as_str()), (Some("k"), Some("n")));
    assert!(actions.iter().any(|x| x["action"] == "move" && x["kind"] == "rule"), "{out}");
    let s = &r["summary"];
    for key in ["insert", "delete", "update", "move", "matched_nodes", "nodes_a", "nodes_b"] {
        assert!(s[key].is_u64(), "summary.{key} in {out}");
    }
    let count = |what: &str| actions.iter().filter(|x| x["action"] == what).count() as u64;
    assert_eq!(s["insert"].as_u64(), Some(count("insert")));
    assert_eq!(s["delete"].as_u64(), Some(count("delete")));
}

#[test]
fn equal_trees_exit_zero_whatever_the_layout_and_comments() {
    let dir = tempfile::tempdir().unwrap();
    let a = dir.path().join("a.spthy");
    let b = dir.path().join("b.spthy");
    std::fs::write(&a, OLD).unwrap();
    std::fs::write(&b, OLD.replace("\n  [", "\n      [").replace("rule Resp:", "// the responder\nrule Resp:"))
        .unwrap();
    let (code, out, err) = run(&["diff", a.to_str().unwrap(), b.to_str().unwrap()], None, &[]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("the trees are equal"), "{out}");
}

#[test]
fn rename_makes_renamed_bound_names_no_change() {
    let dir = tempfile::tempdir().unwrap();
    let a = dir.path().join("a.pv");
    let b = dir.path().join("b.pv");
    std::fs::write(&a, "free c: channel.\nprocess new k: bitstring; out(c, k)\n").unwrap();
    std::fs::write(&b, "free c: channel.\nprocess new key: bitstring; out(c, key)\n").unwrap();
    let (a, b) = (a.to_str().unwrap(), b.to_str().unwrap());
    assert_eq!(run(&["diff", a, b], None, &[]).0, 1);
    let (code, _, err) = run(&["diff", "--rename", a, b], None, &[]);
    assert_eq!(code, 0, "{err}");
    let (code, out, _) = run(&["similarity", "--rename", "--format", "json", a, b], None, &[]);
    assert_eq!(code, 0);
    let r: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(r["scores"]["token_bleu"], 1.0, "{out}");
}

#[test]
fn text_without_colour_brackets_the_changes_and_ends_with_a_summary() {
    let dir = tempfile::tempdir().unwrap();
    let (a, b) = files(&dir);
    // Not a terminal: no colour; NO_COLOR forces it off even with --color auto.
    let (code, out, _) = run(&["diff", "--layout", "inline", &a, &b], None, &[("NO_COLOR", "1")]);
    assert_eq!(code, 1);
    assert!(!out.contains('\x1b'), "{out}");
    assert!(out.contains("{+Log(~n)+}"), "{out}");
    assert!(out.contains("[-lemma secret:-]") || out.contains("[-lemma"), "{out}");
    assert!(out.contains("[~k~]") && out.contains("[~n~]"), "{out}");
    assert!(out.contains("[>"), "a move is shown: {out}");
    let last = out.lines().last().unwrap();
    assert!(last.starts_with("cfb diff: ") && last.contains("1 move"), "{last}");
    // With colour, escapes instead of brackets.
    let (_, coloured, _) = run(&["diff", "--color", "always", "--layout", "inline", &a, &b], None, &[]);
    assert!(coloured.contains("\x1b[1;32mLog(~n)\x1b[0m"), "{coloured}");
}

#[test]
fn wide_terminals_get_both_sides_next_to_each_other() {
    let dir = tempfile::tempdir().unwrap();
    let (a, b) = files(&dir);
    let (_, wide, _) = run(&["diff", &a, &b], None, &[("COLUMNS", "160")]);
    let row = wide.lines().find(|l| l.contains("Log(~n)")).unwrap();
    assert!(row.contains(" │ "), "one row holds both sides: {wide}");
    assert!(!wide.lines().any(|l| l.starts_with("+ ")), "{wide}");
    let (_, narrow, _) = run(&["diff", "--width", "60", &a, &b], None, &[]);
    assert!(narrow.lines().any(|l| l.starts_with("+ ") && l.contains("Log(~n)")), "inline when narrow: {narrow}");
    // Forced side by side in a narrow terminal: long lines wrap, no row is wider than it.
    let (_, wrapped, _) = run(&["diff", "--layout", "side-by-side", "--width", "60", &a, &b], None, &[]);
    let rows: Vec<&str> = wrapped.lines().filter(|l| l.contains('│')).collect();
    assert!(!rows.is_empty() && rows.iter().all(|l| l.chars().count() <= 60), "{wrapped}");
    assert!(wrapped.contains("{+Log(~n)+}") || wrapped.contains("{+Log("), "{wrapped}");
    // Context: only the lines around changes.
    let (_, tight, _) = run(&["diff", "--layout", "inline", "--context", "0", &a, &b], None, &[]);
    assert!(!tight.contains("theory T"), "{tight}");
}

#[test]
fn html_is_one_self_contained_page_with_both_panes_and_a_summary() {
    let dir = tempfile::tempdir().unwrap();
    let (a, b) = files(&dir);
    let (code, page, _) = run(&["diff", "--format", "html", &a, &b], None, &[]);
    assert_eq!(code, 1);
    assert!(page.starts_with("<!DOCTYPE html>"));
    for needle in
        ["id=\"pane-a\"", "id=\"pane-b\"", "class=\"summary\"", "class=\"ins\">Log(~n)</span>", "data-move=\"1\""]
    {
        assert!(page.contains(needle), "{needle} in the page");
    }
    // No network: nothing is loaded from elsewhere.
    for needle in ["http://", "https://", "<link", "src="] {
        assert!(!page.contains(needle), "{needle} in the page");
    }
    let Some(browser) = crate::support::browser() else { return };
    let html = dir.path().join("diff.html");
    std::fs::write(&html, &page).unwrap();
    let profile = dir.path().join("profile");
    // The page's script ran (it marks the body) and the DOM holds both panes.
    let dom = browser.dom(&html, &profile);
    assert!(dom.contains("data-ready=\"yes\""), "the page's script did not run: {}", &dom[..dom.len().min(400)]);
    // And it renders: a screenshot with the panes' colours in it.
    let png = dir.path().join("diff.png");
    let bytes = browser.screenshot(&html, &profile, &png);
    assert!(bytes.starts_with(b"\x89PNG") && bytes.len() > 10_000, "{} bytes", bytes.len());
    if let Ok(keep) = std::env::var("CFB_KEEP_SCREENSHOT") {
        std::fs::copy(&png, keep).unwrap();
    }
}

#[test]
fn similarity_scores_and_items_in_json() {
    let dir = tempfile::tempdir().unwrap();
    let (a, b) = files(&dir);
    let (code, out, err) = run(&["similarity", "--format", "json", &b, &a], None, &[]);
    assert_eq!(code, 0, "{err}");
    let r: serde_json::Value = serde_json::from_str(&out).unwrap();
    let scores = &r["scores"];
    for key in ["tree", "token_bleu", "keyword_bleu", "syntax_match", "dataflow_match", "codebleu"] {
        let v = scores[key].as_f64().unwrap_or_else(|| panic!("{key} in {out}"));
        assert!(0.0 < v && v < 1.0, "{key} = {v}");
    }
    let mean = ["token_bleu", "keyword_bleu", "syntax_match", "dataflow_match"]
        .iter()
        .map(|k| scores[k].as_f64().unwrap())
        .sum::<f64>()
        / 4.0;
    assert!((scores["codebleu"].as_f64().unwrap() - mean).abs() < 1e-9);
    let items = r["items"].as_array().unwrap();
    let item = |name: &str| items.iter().find(|i| i["name"] == name).unwrap_or_else(|| panic!("{name} in {out}"));
    assert_eq!(item("Resp")["score"], 1.0);
    assert!(item("Init")["score"].as_f64().unwrap() < 1.0);
    // A is NEW (no lemma), B is OLD: the lemma is B's alone.
    assert_eq!(item("secret")["a"], serde_json::Value::Null);
    assert!(item("secret")["b"]["start_line"].is_u64());
    // Other weights change only codebleu.
    let (_, out2, _) = run(&["similarity", "--format", "json", "--weights", "0,0,1,0", &b, &a], None, &[]);
    let r2: serde_json::Value = serde_json::from_str(&out2).unwrap();
    assert_eq!(r2["scores"]["codebleu"], r["scores"]["syntax_match"]);
    assert_eq!(r2["scores"]["tree"], r["scores"]["tree"]);
}

#[test]
fn similarity_batch_scores_each_pair_in_order() {
    let dir = tempfile::tempdir().unwrap();
    let (a, b) = files(&dir);
    let pairs = format!(
        "{}\n{}\n\n{}\n{}\n",
        serde_json::json!({"a": a, "b": b}),
        serde_json::json!({"a": "free c: channel.\nprocess 0\n", "b": "free c: channel.\nprocess 0\n", "lang": "pv"}),
        serde_json::json!({"a": "x", "b": "y"}),
        serde_json::json!({"a": a, "b": a, "lang": "klingon"}),
    );
    let (code, out, err) = run(&["similarity", "--pairs", "-"], Some(&pairs), &[]);
    assert_eq!(code, 2, "a bad pair makes the exit status 2");
    let lines: Vec<serde_json::Value> = out.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(lines.len(), 4, "{out}");
    assert!(lines[0]["scores"]["tree"].as_f64().unwrap() < 1.0);
    assert_eq!(lines[1]["scores"]["codebleu"], 1.0);
    assert_eq!(lines[1]["a"], "<text>");
    assert_eq!(lines[2]["line"], 4, "blank lines count: {out}");
    assert!(lines[2]["error"].as_str().unwrap().contains("lang"));
    assert!(lines[3]["error"].as_str().unwrap().contains("lang"));
    assert!(err.contains(":4:1:"), "{err}");
}

#[test]
fn errors_exit_two_with_a_reason() {
    let dir = tempfile::tempdir().unwrap();
    let (a, _) = files(&dir);
    let pv = dir.path().join("m.pv");
    std::fs::write(&pv, "process 0\n").unwrap();
    let (code, _, err) = run(&["diff", &a, pv.to_str().unwrap()], None, &[]);
    assert_eq!(code, 2);
    assert!(err.contains("pass --lang"), "{err}");
    let (code, _, err) = run(&["diff", &a, "no/such.spthy"], None, &[]);
    assert_eq!(code, 2);
    assert!(err.contains("no/such.spthy"), "{err}");
    let (code, _, err) = run(&["similarity", "--weights", "1,2", &a, &a], None, &[]);
    assert_eq!(code, 2);
    assert!(err.contains("four weights"), "{err}");
    // Standard input takes the other side's language.
    let (code, _, err) = run(&["diff", &a, "-"], Some(OLD), &[]);
    assert_eq!(code, 0, "{err}");
    // A reply with syntax errors is compared as recovered, with a warning.
    let (code, _, err) = run(&["diff", &a, "-"], Some("theory T begin rule R: [ Fr(~k) ] --> end"), &[]);
    assert_eq!(code, 1);
    assert!(err.contains("syntax errors"), "{err}");
}

/// ProVerif's untyped lexer ends a comment left open at the end of a `.pi` file (the typed one,
/// `.pv`, refuses it): diff, similarity and symbols read such a file as ProVerif does, with no
/// syntax error to recover from.
#[test]
fn a_pi_file_ending_in_an_open_comment_is_read_as_proverif_reads_it() {
    let dir = tempfile::tempdir().unwrap();
    let write = |name: &str, text: &str| {
        let path = dir.path().join(name);
        std::fs::write(&path, text).unwrap();
        path.display().to_string()
    };
    let a = write("a.pi", "free c.\nprocess\n  new n; out(c, n)\n(* a (* b\n");
    let b = write("b.pi", "free c.\nprocess\n  new n; out(c, n); 0\n(* a (* b\n");
    let (code, out, err) = run(&["diff", "--format", "json", &a, &b], None, &[]);
    assert_eq!(code, 1, "{err}");
    assert!(!err.contains("syntax errors"), "{err}");
    let r: serde_json::Value = serde_json::from_str(&out).unwrap();
    let actions: Vec<(&str, &str)> = r["actions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| (a["action"].as_str().unwrap(), a["text_b"].as_str().unwrap_or("")))
        .collect();
    assert_eq!(actions, [("insert", "0")], "{out}");
    let (code, _, err) = run(&["similarity", &a, &b], None, &[]);
    assert!(code == 0 && !err.contains("syntax errors"), "{err}");
    // The same text as a `.pv` file: the typed front end's error is still seen.
    let pv = write("a.pv", "free c.\nprocess\n  new n; out(c, n)\n(* a (* b\n");
    let (_, _, err) = run(&["diff", &pv, &b], None, &[]);
    assert!(err.contains("syntax errors"), "{err}");
}
