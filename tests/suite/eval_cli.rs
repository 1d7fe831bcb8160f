//! `cfb eval`: against a fake OpenAI-compatible server on 127.0.0.1 (canned replies from the
//! shared CrypFormBench data, and the failures an endpoint has: 429 with Retry-After, 500, a
//! reply slower than the time-out, malformed JSON, an empty choice list), and offline over the
//! recorded replies (`--replay`, `--recorded-verdicts`).

use std::collections::BTreeMap;
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use assert_cmd::Command;
use serde_json::Value;

use crate::common::outcome;
use crate::support;

const SECRET: &str = "sk-cfb-test-secret-0123456789";

fn cfb() -> Command {
    Command::cargo_bin("cfb").unwrap()
}

/// What the fake server answers to the n-th request (0-based) before the canned reply.
#[derive(Clone, Copy, Debug)]
enum Fault {
    TooMany,
    ServerError,
    Slow,
    Malformed,
    NoChoices,
}

struct Server {
    url: String,
    requests: Arc<AtomicUsize>,
    authorizations: Arc<Mutex<Vec<String>>>,
    /// The prompts of the chat requests, in arrival order.
    prompts: Arc<Mutex<Vec<String>>>,
}

/// The fake embedding of a text: its length, its number of spaces and 1.
fn embedding(text: &str) -> Vec<f64> {
    vec![text.len() as f64, text.matches(' ').count() as f64, 1.0]
}

/// Answers each chat request with the recorded reply of the instance whose masked file the
/// prompt holds; the first requests get `faults` instead, one each.
fn serve(replies: Vec<(String, String)>, faults: Vec<Fault>) -> Server {
    serve_with(replies, faults, std::time::Duration::ZERO)
}

/// [`serve`], each canned reply sent only after `delay`.
fn serve_with(replies: Vec<(String, String)>, faults: Vec<Fault>, delay: std::time::Duration) -> Server {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let url = format!("http://{}/v1", listener.local_addr().unwrap());
    let requests = Arc::new(AtomicUsize::new(0));
    let authorizations = Arc::new(Mutex::new(Vec::new()));
    let prompts = Arc::new(Mutex::new(Vec::new()));
    let (count, auth, seen) = (requests.clone(), authorizations.clone(), prompts.clone());
    let replies = Arc::new(replies);
    std::thread::spawn(move || {
        for stream in listener.incoming().flatten() {
            let (count, auth, replies, seen) = (count.clone(), auth.clone(), replies.clone(), seen.clone());
            let n = count.fetch_add(1, Ordering::SeqCst);
            let fault = faults.get(n).copied();
            std::thread::spawn(move || answer(stream, fault, delay, &replies, &auth, &seen));
        }
    });
    Server { url, requests, authorizations, prompts }
}

fn answer(
    mut stream: TcpStream,
    fault: Option<Fault>,
    delay: std::time::Duration,
    replies: &[(String, String)],
    auth: &Mutex<Vec<String>>,
    seen: &Mutex<Vec<String>>,
) {
    let mut reader = BufReader::new(stream.try_clone().unwrap());
    let mut length = 0;
    let mut request_line = String::new();
    reader.read_line(&mut request_line).unwrap();
    loop {
        let mut line = String::new();
        if reader.read_line(&mut line).unwrap_or(0) == 0 || line == "\r\n" {
            break;
        }
        let lower = line.to_ascii_lowercase();
        if let Some(v) = lower.strip_prefix("content-length:") {
            length = v.trim().parse().unwrap_or(0);
        }
        if lower.starts_with("authorization:") {
            auth.lock().unwrap().push(line["authorization:".len()..].trim().to_string());
        }
    }
    let mut body = vec![0; length];
    reader.read_exact(&mut body).unwrap();
    let request: Value = serde_json::from_slice(&body).unwrap_or(Value::Null);
    if request_line.contains("/embeddings") {
        let data: Vec<Value> = request["input"]
            .as_array()
            .unwrap()
            .iter()
            .map(|t| serde_json::json!({"embedding": embedding(t.as_str().unwrap())}))
            .collect();
        let text = serde_json::json!({"data": data}).to_string();
        let _ = write!(stream, "HTTP/1.1 200 OK\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{text}", text.len());
        return;
    }
    let prompt = request["messages"][0]["content"].as_str().unwrap_or_default().to_string();
    seen.lock().unwrap().push(prompt.clone());
    let reply = replies.iter().find(|(masked, _)| prompt.contains(masked.as_str())).map(|(_, r)| r.clone());
    let ok = |content: &str| serde_json::json!({"choices": [{"message": {"role": "assistant", "content": content}}]});
    let (status, extra, text) = match fault {
        Some(Fault::TooMany) => {
            ("429 Too Many Requests", "Retry-After: 0\r\n", "{\"error\":\"slow down\"}".to_string())
        }
        Some(Fault::ServerError) => ("500 Internal Server Error", "", "oops".to_string()),
        Some(Fault::Slow) => {
            std::thread::sleep(std::time::Duration::from_secs(3));
            ("200 OK", "", ok("late").to_string())
        }
        Some(Fault::Malformed) => ("200 OK", "", "{\"choices\": [".to_string()),
        Some(Fault::NoChoices) => ("200 OK", "", "{\"choices\": []}".to_string()),
        None => match reply {
            Some(r) => {
                std::thread::sleep(delay);
                ("200 OK", "", ok(&r).to_string())
            }
            None => ("404 Not Found", "", "no canned reply for this prompt".to_string()),
        },
    };
    let _ = write!(
        stream,
        "HTTP/1.1 {status}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n{extra}\r\n{text}",
        text.len()
    );
}

fn read_gz(path: &Path) -> Value {
    let bytes = std::fs::read(path).unwrap();
    let mut json = String::new();
    flate2::read::GzDecoder::new(&bytes[..]).read_to_string(&mut json).unwrap();
    serde_json::from_str(&json).unwrap()
}

/// A dataset folder with the first `n` SPDL completion instances of the shared data, and
/// their recorded gpt-4o replies keyed by masked file.
fn completion_fixture(shared: &Path, dir: &Path, n: usize) -> Vec<(String, String)> {
    let records: Vec<Value> = serde_json::from_str(
        &std::fs::read_to_string(shared.join("datasets/completion/spdl_com_datasets_data_eng_100.json")).unwrap(),
    )
    .unwrap();
    let first: Vec<Value> = records.into_iter().take(n).collect();
    std::fs::create_dir_all(dir.join("completion")).unwrap();
    std::fs::write(dir.join("completion/spdl_com_datasets_data_eng_100.json"), serde_json::to_string(&first).unwrap())
        .unwrap();
    let outputs = read_gz(&shared.join("model_outputs/gpt-4o/completion/spdl/spdl_files_all.json.gz"));
    first
        .iter()
        .map(|r| {
            let id = r["file"].as_str().unwrap();
            let sample = outputs[id][0].as_array().unwrap();
            let reply = sample.last().unwrap().as_str().unwrap().to_string();
            (r["incomplete"].as_str().unwrap().to_string(), reply)
        })
        .collect()
}

fn results(out: &Path) -> Vec<Value> {
    std::fs::read_to_string(out.join("results.jsonl"))
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

fn eval_against(server: &Server, data: &Path, out: &Path) -> (i32, String, String) {
    outcome(
        cfb()
            .args(["eval", "--task", "completion", "--lang", "spdl", "--model", "fake-model"])
            .arg("--data")
            .arg(data)
            .args(["--endpoint", &server.url, "--concurrency", "1", "--timeout", "1", "--backoff-ms", "1"])
            .arg("--out")
            .arg(out)
            .env("CFB_API_KEY", SECRET)
            .env_remove("OPENAI_API_KEY"),
    )
}

/// `cfb eval` over a recorded model's replies, with the release's verdicts.
fn replay(shared: &Path, model: &str, task: &str, langs: &str, out: &Path) -> Command {
    let mut cmd = cfb();
    cmd.args(["eval", "--task", task, "--lang", langs])
        .arg("--data")
        .arg(shared.join("datasets"))
        .arg("--replay")
        .arg(shared.join("model_outputs").join(model))
        .arg("--recorded-verdicts")
        .arg(shared.join("original_results"))
        .arg("--out")
        .arg(out);
    cmd
}

/// `cfb eval` of the SPDL completion instances in `data` against `server`, as a plain process
/// (to be signalled).
fn eval_process(server: &Server, data: &Path, out: &Path, concurrency: usize) -> std::process::Command {
    let mut cmd = std::process::Command::new(assert_cmd::cargo::cargo_bin("cfb"));
    cmd.args(["eval", "--task", "completion", "--lang", "spdl", "--model", "fake-model"])
        .arg("--data")
        .arg(data)
        .args(["--endpoint", &server.url, "--timeout", "30", "--concurrency", &concurrency.to_string()])
        .arg("--out")
        .arg(out)
        .env("CFB_API_KEY", SECRET);
    cmd
}

/// The line breaks in `out/results.jsonl` so far.
fn line_count(out: &Path) -> usize {
    std::fs::read_to_string(out.join("results.jsonl")).map_or(0, |t| t.matches('\n').count())
}

/// Waits (two minutes at most) until a running eval has written `lines` result lines.
fn wait_for_lines(out: &Path, lines: usize) {
    let start = std::time::Instant::now();
    while line_count(out) < lines {
        assert!(start.elapsed().as_secs() < 120, "no {lines} result lines after two minutes");
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
}

fn files_under(dir: &Path) -> Vec<PathBuf> {
    walkdir::WalkDir::new(dir)
        .into_iter()
        .flatten()
        .filter(|e| e.file_type().is_file())
        .map(|e| e.into_path())
        .collect()
}

#[test]
fn endpoint_failures_are_retried_cached_and_resumed() {
    let Some(shared) = support::shared("cfb") else { return };
    let tmp = tempfile::tempdir().unwrap();
    let data = tmp.path().join("data");
    let canned = completion_fixture(&shared, &data, 3);
    // One request at a time: the first instance meets every fault in turn; the empty choice
    // list is an answer, not a failure of the connection, so it is reported, not retried.
    let server = serve(
        canned.clone(),
        vec![Fault::TooMany, Fault::ServerError, Fault::Slow, Fault::Malformed, Fault::NoChoices],
    );
    let out = tmp.path().join("run");
    let (status, stdout, stderr) = eval_against(&server, &data, &out);
    assert_eq!(status, 1, "one instance is left without a reply: {stderr}");
    assert!(stderr.contains("7 request(s) sent"), "{stderr}");
    assert_eq!(server.requests.load(Ordering::SeqCst), 7);
    assert!(server.authorizations.lock().unwrap().iter().all(|a| a == &format!("Bearer {SECRET}")));
    let lines = results(&out);
    assert_eq!(lines.len(), 3);
    let failed: Vec<&Value> = lines.iter().filter(|l| l["reply"].is_null()).collect();
    assert_eq!(failed.len(), 1);
    assert!(failed[0]["reply_error"].as_str().unwrap().contains("`choices` list is empty"), "{:?}", failed[0]);
    for l in lines.iter().filter(|l| !l["reply"].is_null()) {
        let reply = l["reply"].as_str().unwrap();
        assert!(canned.iter().any(|(_, r)| r == reply), "the canned reply comes back unchanged");
        assert_eq!(l["reply_source"], "endpoint");
        assert_eq!(l["task"], "completion");
        assert!(l["prompt_sha256"].as_str().unwrap().len() == 64);
        assert!(l["extraction"]["method"].is_string());
        assert!(l["similarity"].is_null() == l["code"].is_null(), "code is compared with the reference");
        // Verdicts come from the real tools; where Scyther is missing the record says so.
        if !l["code"].is_null() {
            let status = l["verdict"]["status"].as_str().unwrap();
            assert_eq!(status == "NO_TOOL", l["outcome"] == "no-verdict", "{l:?}");
        }
    }
    let summary: Value = serde_json::from_str(stdout.trim()).unwrap();
    assert_eq!(summary["model"], "fake-model");

    // Rerun: only the instance without a reply is asked again.
    let (status, _, stderr) = eval_against(&server, &data, &out);
    assert_eq!(status, 0, "{stderr}");
    assert!(stderr.contains("1 request(s) sent"), "{stderr}");
    assert_eq!(server.requests.load(Ordering::SeqCst), 8);
    assert!(results(&out).iter().all(|l| !l["reply"].is_null()));

    // Third run: every answer is cached, no request at all, the same results.
    let before = std::fs::read_to_string(out.join("results.jsonl")).unwrap();
    let (status, _, stderr) = eval_against(&server, &data, &out);
    assert_eq!(status, 0, "{stderr}");
    assert!(stderr.contains("0 request(s) sent"), "{stderr}");
    assert_eq!(server.requests.load(Ordering::SeqCst), 8);
    let after = std::fs::read_to_string(out.join("results.jsonl")).unwrap();
    // NO_TOOL lines are redone (the tool may have been installed meanwhile), from the cache.
    let stable = |s: &str| -> Vec<String> {
        s.lines()
            .map(|l| {
                let v: Value = serde_json::from_str(l).unwrap();
                let fields = ["id", "prompt_sha256", "reply", "code", "lint", "similarity", "outcome"];
                fields.iter().map(|f| v[f].to_string()).collect::<Vec<_>>().join("\t")
            })
            .collect()
    };
    assert!(stable(&before) == stable(&after), "the rerun changed a result");
    assert!(results(&out).iter().all(|l| l["outcome"] != "no-verdict" || l["reply_source"] == "cache"));

    // The key is in no file of the output folder.
    for f in files_under(&out) {
        let text = String::from_utf8_lossy(&std::fs::read(&f).unwrap()).into_owned();
        assert!(!text.contains(SECRET), "{} holds the API key", f.display());
    }
}

#[test]
fn a_torn_results_line_is_redone_without_a_request() {
    let Some(shared) = support::shared("cfb") else { return };
    let tmp = tempfile::tempdir().unwrap();
    let data = tmp.path().join("data");
    let canned = completion_fixture(&shared, &data, 2);
    let server = serve(canned, Vec::new());
    let out = tmp.path().join("run");
    assert_eq!(eval_against(&server, &data, &out).0, 0);
    assert_eq!(server.requests.load(Ordering::SeqCst), 2);
    // A kill -9 mid-write: the last line cut in half.
    let text = std::fs::read_to_string(out.join("results.jsonl")).unwrap();
    let cut = text.trim_end().rfind('\n').unwrap() + 40;
    std::fs::write(out.join("results.jsonl"), &text[..cut]).unwrap();
    let (status, _, stderr) = eval_against(&server, &data, &out);
    assert_eq!(status, 0, "{stderr}");
    assert!(stderr.contains("0 request(s) sent"), "{stderr}");
    assert_eq!(server.requests.load(Ordering::SeqCst), 2);
    assert_eq!(results(&out).len(), 2);
}

/// A real kill -9 of a running eval, then a rerun: every instance ends with exactly one whole
/// line, and the rerun asks only what was in flight when the process died.
#[test]
fn kill_9_mid_run_then_rerun_loses_and_duplicates_nothing() {
    let Some(shared) = support::shared("cfb") else { return };
    let tmp = tempfile::tempdir().unwrap();
    let data = tmp.path().join("data");
    let n = 10;
    let canned = completion_fixture(&shared, &data, n);
    let server = serve_with(canned.clone(), Vec::new(), std::time::Duration::from_millis(300));
    let out = tmp.path().join("run");
    let mut child = eval_process(&server, &data, &out, 2)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    wait_for_lines(&out, 3);
    child.kill().unwrap(); // SIGKILL
    child.wait().unwrap();
    let asked = server.requests.load(Ordering::SeqCst);
    let written = line_count(&out);
    assert!((3..n).contains(&written), "killed mid-run: {written} of {n} lines");
    // Whatever the kill left, every whole line is a result line.
    let text = std::fs::read_to_string(out.join("results.jsonl")).unwrap();
    for line in text.lines().take(written) {
        serde_json::from_str::<Value>(line).expect("a whole line is a result line");
    }
    let rerun = eval_process(&server, &data, &out, 2).output().unwrap();
    let stderr = String::from_utf8_lossy(&rerun.stderr);
    assert_eq!(rerun.status.code(), Some(0), "{stderr}");
    let total = server.requests.load(Ordering::SeqCst);
    // The first run had answers for at least the lines it wrote; at most the two requests in
    // flight (and any answered but not yet written) are asked again.
    assert!(total <= n + 2, "{total} requests for {n} instances ({asked} before the kill)");
    let again = total - asked;
    assert!(again <= n - written, "the rerun asks nothing that has a line: {again} requests, {written} lines");
    assert!(again >= n.saturating_sub(asked), "what was never asked is asked now");
    let text = std::fs::read_to_string(out.join("results.jsonl")).unwrap();
    assert!(text.ends_with('\n'));
    let lines = results(&out);
    assert_eq!(lines.len(), n, "one line per instance");
    let ids: std::collections::BTreeSet<&str> = lines.iter().map(|l| l["id"].as_str().unwrap()).collect();
    assert_eq!(ids.len(), n, "no instance twice");
    for l in &lines {
        assert!(canned.iter().any(|(_, r)| l["reply"].as_str() == Some(r.as_str())), "{l}");
    }
}

/// Ctrl-C (SIGINT) mid-run: no new request, the lines so far rewritten whole, exit status 130;
/// the rerun finishes the run.
#[test]
fn ctrl_c_stops_with_130_and_the_rerun_finishes() {
    let Some(shared) = support::shared("cfb") else { return };
    let tmp = tempfile::tempdir().unwrap();
    let data = tmp.path().join("data");
    let n = 8;
    let canned = completion_fixture(&shared, &data, n);
    let server = serve_with(canned, Vec::new(), std::time::Duration::from_millis(300));
    let out = tmp.path().join("run");
    let child = eval_process(&server, &data, &out, 1)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    wait_for_lines(&out, 2);
    // SAFETY: kill(2) on the child's own pid.
    assert_eq!(unsafe { libc::kill(child.id() as libc::pid_t, libc::SIGINT) }, 0);
    let first = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&first.stderr);
    assert_eq!(first.status.code(), Some(130), "{stderr}");
    assert!(stderr.contains("interrupted; rerun with the same --out"), "{stderr}");
    let asked = server.requests.load(Ordering::SeqCst);
    assert!(asked < n, "no new request after Ctrl-C: {asked} of {n}");
    let kept = results(&out);
    assert!(kept.len() >= 2 && kept.len() <= asked, "{} lines for {asked} requests", kept.len());
    let rerun = eval_process(&server, &data, &out, 1).output().unwrap();
    assert_eq!(rerun.status.code(), Some(0), "{}", String::from_utf8_lossy(&rerun.stderr));
    let total = server.requests.load(Ordering::SeqCst);
    assert!(
        total <= n + 1,
        "at most the request in flight is asked again: {asked} then {total}, {} lines kept\n{stderr}\n{}",
        kept.len(),
        String::from_utf8_lossy(&rerun.stderr)
    );
    assert_eq!(results(&out).len(), n);
}

#[test]
fn unknown_task_and_missing_endpoint_are_usage_errors() {
    let (status, _, stderr) =
        outcome(cfb().args(["eval", "--data", ".", "--task", "summarise", "--replay", ".", "--out", "x"]));
    assert_eq!(status, 2);
    assert!(stderr.contains("unknown task `summarise`"), "{stderr}");
    let (status, _, stderr) = outcome(cfb().args(["eval", "--data", ".", "--task", "completion", "--out", "x"]));
    assert_eq!(status, 2);
    assert!(stderr.contains("--endpoint"), "{stderr}");
}

/// The replay of the README (no --data: the datasets beside the recorded outputs): every recorded reply of the asked instances goes through the
/// stages; the stored reply is the recorded one.
#[test]
fn replay_completion_spdl() {
    let Some(shared) = support::shared("cfb") else { return };
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("run");
    let (status, _, stderr) = outcome(
        cfb()
            .args(["eval", "--task", "completion", "--lang", "spdl", "--limit", "6"])
            // No --data: the release's datasets/ beside model_outputs/.
            .env_remove("CFB_DATA")
            .arg("--replay")
            .arg(shared.join("model_outputs/gpt-4o"))
            .arg("--out")
            .arg(&out),
    );
    assert_eq!(status, 0, "{stderr}");
    let lines = results(&out);
    assert_eq!(lines.len(), 6);
    let outputs = read_gz(&shared.join("model_outputs/gpt-4o/completion/spdl/spdl_files_all.json.gz"));
    for l in &lines {
        let sample = outputs[l["id"].as_str().unwrap()][0].as_array().unwrap();
        assert_eq!(l["reply"].as_str(), sample.last().unwrap().as_str());
        assert_eq!(l["reply_source"], "replay");
        assert_eq!(l["model"], "gpt-4o");
    }
    let scores: Value = serde_json::from_str(&std::fs::read_to_string(out.join("scores.json")).unwrap()).unwrap();
    assert_eq!(scores["cells"][0]["instances"], 6);
    assert_eq!(scores["cells"][0]["generated"], lines.iter().filter(|l| !l["code"].is_null()).count());
    // The report stands alone: no script, nothing fetched; the valid share of the heat map is
    // the cell's.
    let report = std::fs::read_to_string(out.join("report.html")).unwrap();
    assert!(report.starts_with("<!DOCTYPE html>") && report.contains("cfb eval: gpt-4o"));
    assert!(!report.contains("<script") && !report.contains("http"), "self-contained");
    assert!(report.contains("<svg"), "charts drawn inline");
    let valid = scores["cells"][0]["valid"].as_f64().unwrap() / 6.0;
    assert!(report.contains(&format!("<td class=\"name\">completion</td><td style=\"background:")));
    assert!(report.contains(&format!(">{valid:.2}</td>")), "valid share {valid:.2} in the heat map");
}

/// report.html: a heat map per metric drawn by plotters as inline SVG (a cell per language and
/// sub-task, labelled with the table's value), self-contained, and rendered by a real headless
/// Chromium.
#[test]
fn report_heat_maps_render_in_a_browser() {
    let Some(shared) = support::shared("cfb") else { return };
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("run");
    let (status, _, stderr) =
        outcome(replay(&shared, "gpt-4o", "completion,correction", "pv,spdl,spthy", &out).args(["--limit", "3"]));
    assert_eq!(status, 0, "{stderr}");
    let page = out.join("report.html");
    let html = std::fs::read_to_string(&page).unwrap();
    for needle in ["<script", "http://", "https://", "<link", "src="] {
        assert!(!html.contains(needle), "{needle} in the page: it must stand alone");
    }
    // valid, analyzability, ACC_A and F1_A have values (correction has recorded verdicts),
    // CodeBLEU too (completion); semantic similarity has none.
    let charts = html.matches("<figure class=\"heat-map\"").count();
    assert_eq!(charts, 5, "one chart per metric with a value");
    let valid = &html[html.find("data-metric=\"valid\"").unwrap()..];
    let valid = &valid[..valid.find("</figure>").unwrap()];
    assert!(valid.contains("<svg") && valid.matches("<rect").count() >= 3 * 7, "a cell per language and row");
    for lang in ["spdl", "hlpsl", "pv", "spthy", "maude", "cv", "ec"] {
        assert!(
            valid.contains(&format!(">{lang}</text>")) || valid.contains(&format!(">\n{lang}\n</text>")),
            "{lang} column"
        );
    }
    let Some(browser) = support::browser() else { return };
    let profile = tmp.path().join("profile");
    let dom = browser.dom(&page, &profile);
    assert!(dom.matches("<svg").count() >= 5, "the browser kept the charts: {}", &dom[..dom.len().min(400)]);
    assert!(dom.contains("cfb eval: gpt-4o"));
    let png = tmp.path().join("report.png");
    let bytes = browser.screenshot(&page, &profile, &png);
    assert!(bytes.starts_with(b"\x89PNG") && bytes.len() > 10_000, "{} bytes", bytes.len());
    if let Ok(keep) = std::env::var("CFB_KEEP_SCREENSHOT") {
        std::fs::copy(&png, keep).unwrap();
    }
}

/// With the release's per-reply verdicts, the counts of a replay are the release's own counts
/// over the same instances.
#[test]
fn recorded_verdicts_give_the_released_counts() {
    let Some(shared) = support::shared("cfb") else { return };
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("run");
    let (status, _, stderr) = outcome(&mut replay(&shared, "gpt-4o", "correction", "pv,spdl", &out));
    assert_eq!(status, 0, "{stderr}");
    let released: Value = serde_json::from_str(
        &std::fs::read_to_string(shared.join("original_results/result_detailed_statistics_correction.json")).unwrap(),
    )
    .unwrap();
    let scores: Value = serde_json::from_str(&std::fs::read_to_string(out.join("scores.json")).unwrap()).unwrap();
    let lines = results(&out);
    let mut checked = 0;
    for cell in scores["cells"].as_array().unwrap() {
        let (task, lang) = (cell["task"].as_str().unwrap(), cell["lang"].as_str().unwrap());
        let part = task.strip_prefix("correction-").unwrap();
        let mut want: BTreeMap<&str, u64> = BTreeMap::new();
        for l in lines.iter().filter(|l| l["task"] == task && l["lang"] == lang) {
            let item = released["gpt-4o"][lang][part][l["id"].as_str().unwrap()].as_array().unwrap();
            for (i, name) in [(1, "num_analysis"), (3, "tp"), (4, "tn"), (5, "fp"), (6, "fn")] {
                *want.entry(name).or_default() += item[i].as_u64().unwrap();
            }
        }
        for (name, n) in want {
            assert_eq!(cell["counts"][name].as_u64(), Some(n), "{task} {lang} {name}");
            checked += 1;
        }
    }
    assert_eq!(checked, 4 * 5);
    assert!(scores["upstream"]["corr"].is_number(), "every reply has a recorded verdict: {scores}");
}

/// Interpretation with the release's similarities: each reply carries the recorded pair
/// (`s_logic` for the description, `s_anno` for the annotated model) and the task is scored.
#[test]
fn recorded_similarities_score_interpretation() {
    let Some(shared) = support::shared("cfb") else { return };
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("run");
    let similarity = shared.join("calculated_results/result_statistics_interpretation_similarity.json");
    let (status, stdout, stderr) = outcome(
        replay(&shared, "deepseek-coder", "interpretation", "spthy", &out)
            .args(["--limit", "4"])
            .arg("--recorded-similarity")
            .arg(&similarity),
    );
    assert_eq!(status, 0, "{stderr}");
    let released: Value = serde_json::from_str(&std::fs::read_to_string(&similarity).unwrap()).unwrap();
    let lines = results(&out);
    assert_eq!(lines.len(), 8, "two sub-tasks of four instances");
    for l in &lines {
        let pair = &released["deepseek-coder"]["spthy"][l["id"].as_str().unwrap()][0];
        let want = if l["task"] == "interpretation-logic" { &pair[0] } else { &pair[1] };
        assert_eq!(&l["semantic_similarity"], want, "{}", l["id"]);
    }
    let summary: Value = serde_json::from_str(stdout.trim()).unwrap();
    assert!(summary["upstream"]["interp"].is_number(), "{summary}");
    assert!(summary["upstream"]["gen"].is_null(), "generation was not run: {summary}");
}

/// `--shard K/N` splits the instances without overlap; `--merge` joins the parts into the
/// results and scores of the whole run.
#[test]
fn shards_partition_and_merge_into_the_whole_run() {
    let Some(shared) = support::shared("cfb") else { return };
    let tmp = tempfile::tempdir().unwrap();
    let run = |out: &Path, shard: Option<&str>| {
        let mut cmd = cfb();
        cmd.args(["eval", "--task", "completion,correction", "--lang", "pv", "--limit", "5"])
            .arg("--data")
            .arg(shared.join("datasets"))
            .arg("--replay")
            .arg(shared.join("model_outputs/gpt-4o"))
            .arg("--out")
            .arg(out);
        if let Some(s) = shard {
            cmd.args(["--shard", s]);
        }
        let (status, _, stderr) = outcome(&mut cmd);
        assert_eq!(status, 0, "{stderr}");
    };
    let whole = tmp.path().join("whole");
    run(&whole, None);
    let parts: Vec<PathBuf> = (0..3).map(|k| tmp.path().join(format!("part{k}"))).collect();
    for (k, p) in parts.iter().enumerate() {
        run(p, Some(&format!("{k}/3")));
    }
    let key = |l: &Value| format!("{}|{}|{}", l["task"], l["lang"], l["id"]);
    let mut seen = std::collections::BTreeSet::new();
    for p in &parts {
        for l in results(p) {
            assert!(seen.insert(key(&l)), "{} is in two shards", key(&l));
        }
    }
    let whole_lines = results(&whole);
    assert_eq!(seen.len(), whole_lines.len(), "the shards cover the run");
    let merged = tmp.path().join("merged");
    let (status, _, stderr) = outcome(cfb().args(["eval", "--out"]).arg(&merged).arg("--merge").args(&parts));
    assert_eq!(status, 0, "{stderr}");
    let project = |lines: Vec<Value>| -> Vec<String> {
        lines.iter().map(|l| format!("{}|{}|{}", key(l), l["code"], l["outcome"])).collect()
    };
    assert_eq!(project(results(&merged)), project(whole_lines));
    let scores = |dir: &Path| -> Value {
        let v: Value = serde_json::from_str(&std::fs::read_to_string(dir.join("scores.json")).unwrap()).unwrap();
        v["cells"].clone()
    };
    assert_eq!(scores(&merged), scores(&whole));
    assert!(merged.join("report.html").is_file());
}

/// Instances made by `cfb mask --format cfb` are a completion dataset: a model that answers with
/// the complete file gets it back as its code, accepted by lint and identical to the reference.
#[test]
fn instances_made_by_cfb_mask() {
    let tmp = tempfile::tempdir().unwrap();
    let data = tmp.path().join("data");
    std::fs::create_dir_all(data.join("completion")).unwrap();
    let masked = cfb()
        .args(["mask", "--format", "cfb", "--seed", "3", "--ratio", "0.3"])
        .arg(Path::new(env!("CARGO_MANIFEST_DIR")).join("datasets/examples/pv"))
        .output()
        .unwrap();
    assert!(masked.status.success(), "{}", String::from_utf8_lossy(&masked.stderr));
    std::fs::write(data.join("completion/pv_com_datasets_data_eng_100.json"), &masked.stdout).unwrap();
    let records: Vec<Value> = serde_json::from_slice(&masked.stdout).unwrap();
    assert!(!records.is_empty());
    let canned: Vec<(String, String)> = records
        .iter()
        .map(|r| {
            let complete = r["complete:"].as_str().unwrap();
            (r["incomplete"].as_str().unwrap().to_string(), format!("Here is the model:\n```pv\n{complete}\n```\n"))
        })
        .collect();
    let server = serve(canned, Vec::new());
    let out = tmp.path().join("run");
    let (status, _, stderr) = outcome(
        cfb()
            .args(["eval", "--task", "completion", "--lang", "pv", "--model", "m", "--endpoint", &server.url])
            .arg("--data")
            .arg(&data)
            .arg("--out")
            .arg(&out),
    );
    assert_eq!(status, 0, "{stderr}");
    let lines = results(&out);
    assert_eq!(lines.len(), records.len());
    for (l, r) in lines.iter().zip(&records) {
        assert_eq!(l["id"], r["file"]);
        assert_eq!(l["code"].as_str().map(str::trim_end), r["complete:"].as_str().map(str::trim_end), "{l}");
        assert_eq!(l["lint"]["ok"], true, "{l}");
        assert!((l["similarity"]["codebleu"].as_f64().unwrap() - 1.0).abs() < 1e-9, "{l}");
    }
}

/// `--k 3 --few-shot 2`: three requests per instance, each prompt with two solved examples of
/// other instances before its own question.
#[test]
fn samples_and_few_shot_examples() {
    let Some(shared) = support::shared("cfb") else { return };
    let tmp = tempfile::tempdir().unwrap();
    let data = tmp.path().join("data");
    let canned = completion_fixture(&shared, &data, 4);
    let server = serve(canned.clone(), Vec::new());
    let out = tmp.path().join("run");
    let (status, stdout, stderr) = outcome(
        cfb()
            .args(["eval", "--task", "completion", "--lang", "spdl", "--model", "m", "--limit", "2"])
            .args(["--k", "3", "--few-shot", "2", "--temperature", "0.7"])
            .arg("--data")
            .arg(&data)
            .args(["--endpoint", &server.url, "--backoff-ms", "1"])
            .arg("--out")
            .arg(&out),
    );
    assert_eq!(status, 0, "{stderr}");
    assert_eq!(server.requests.load(Ordering::SeqCst), 6, "2 instances × 3 samples");
    let lines = results(&out);
    assert_eq!(lines.len(), 6);
    let hashes: std::collections::BTreeSet<&str> = lines.iter().map(|l| l["prompt_sha256"].as_str().unwrap()).collect();
    assert_eq!(hashes.len(), 6, "each sample is its own request");
    for prompt in server.prompts.lock().unwrap().iter() {
        assert!(prompt.contains("Example 1:") && prompt.contains("Example 2:") && !prompt.contains("Example 3:"));
        let question = prompt.rsplit("Answer:").next().unwrap();
        let own = canned.iter().find(|(masked, _)| question.contains(masked.as_str())).unwrap();
        assert_eq!(prompt.matches(own.0.as_str()).count(), 1, "the instance is never its own example");
    }
    let summary: Value = serde_json::from_str(stdout.trim()).unwrap();
    assert_eq!(summary["model"], "m");
    let scores: Value = serde_json::from_str(&std::fs::read_to_string(out.join("scores.json")).unwrap()).unwrap();
    assert_eq!(scores["samples"], 3);
    assert_eq!(scores["cells"][0]["replies"], 6);
}

/// Interpretation's description scored by an embeddings endpoint: the cosine of the two
/// vectors it returns, cached like the chat answers.
#[test]
fn embeddings_give_the_semantic_similarity() {
    let Some(shared) = support::shared("cfb") else { return };
    let tmp = tempfile::tempdir().unwrap();
    let data = tmp.path().join("data");
    std::fs::create_dir_all(data.join("interpretation")).unwrap();
    let name = "interpretation/pv_inters_datasets_data_eng_100.json";
    let records: Vec<Value> =
        serde_json::from_str(&std::fs::read_to_string(shared.join("datasets").join(name)).unwrap()).unwrap();
    let first: Vec<Value> = records.into_iter().take(2).collect();
    std::fs::write(data.join(name), serde_json::to_string(&first).unwrap()).unwrap();
    let canned: Vec<(String, String)> = first
        .iter()
        .map(|r| (r["code"].as_str().unwrap().to_string(), format!("The protocol of {} in prose.", r["file"])))
        .collect();
    let server = serve(canned.clone(), Vec::new());
    let out = tmp.path().join("run");
    let run = || {
        outcome(
            cfb()
                .args(["eval", "--task", "interpretation-logic", "--lang", "pv", "--model", "m"])
                .arg("--data")
                .arg(&data)
                .args(["--endpoint", &server.url, "--embeddings", &server.url, "--embedding-model", "e"])
                .arg("--out")
                .arg(&out),
        )
    };
    let (status, _, stderr) = run();
    assert_eq!(status, 0, "{stderr}");
    assert_eq!(server.requests.load(Ordering::SeqCst), 4, "2 chats and 2 embeddings");
    let cosine = |a: &[f64], b: &[f64]| {
        let dot: f64 = a.iter().zip(b).map(|(x, y)| x * y).sum();
        dot / (a.iter().map(|x| x * x).sum::<f64>().sqrt() * b.iter().map(|x| x * x).sum::<f64>().sqrt())
    };
    for (l, r) in results(&out).iter().zip(&first) {
        let want = cosine(&embedding(l["reply"].as_str().unwrap()), &embedding(r["logic"].as_str().unwrap()));
        assert!((l["semantic_similarity"].as_f64().unwrap() - want).abs() < 1e-12, "{l}");
    }
    // Without results.jsonl every line is redone: chats and embeddings come from the cache.
    std::fs::remove_file(out.join("results.jsonl")).unwrap();
    let (status, _, stderr) = run();
    assert_eq!(status, 0, "{stderr}");
    assert_eq!(server.requests.load(Ordering::SeqCst), 4, "the rerun asks nothing");
    assert!(results(&out).iter().all(|l| l["reply_source"] == "cache" && l["semantic_similarity"].is_number()));
}
