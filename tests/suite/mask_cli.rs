//! `cfb mask` and `cfb grade-completion` as users run them.

use assert_cmd::Command;
use serde_json::Value;

const NSL: &str = "datasets/examples/spdl/needham-schroeder-lowe.spdl";
const DH: &str = "datasets/examples/spthy/signed_dh.spthy";

fn cfb() -> Command {
    let mut cmd = Command::cargo_bin("cfb").unwrap();
    cmd.current_dir(env!("CARGO_MANIFEST_DIR")).env_remove("CFB_MASKING_DIR");
    cmd
}

/// Runs cfb and returns (exit status, stdout, stderr); fails on a panic.
fn run(args: &[&str]) -> (i32, String, String) {
    crate::common::outcome(cfb().args(args))
}

fn instances(stdout: &str) -> Vec<Value> {
    stdout.lines().map(|l| serde_json::from_str(l).expect("one JSON object per line")).collect()
}

fn fill(incomplete: &str, answers: &Value) -> String {
    let re = regex::Regex::new(r"____\(([A-Z]+_\d+)\)____").unwrap();
    re.replace_all(incomplete, |c: &regex::Captures| answers[&c[1]].as_str().unwrap().to_string()).into_owned()
}

#[test]
fn an_instance_has_the_documented_fields_and_round_trips() {
    let (code, stdout, stderr) = run(&["mask", "--count", "5", "--seed", "3", DH]);
    assert_eq!(code, 0, "{stderr}");
    let all = instances(&stdout);
    assert_eq!(all.len(), 1);
    let i = &all[0];
    for key in ["file", "lang", "profile", "level", "seed", "incomplete", "complete:", "answers", "masks"] {
        assert!(i.get(key).is_some(), "missing {key}: {i}");
    }
    assert_eq!(i["lang"], "spthy");
    assert_eq!(i["profile"], "cfb");
    assert_eq!(i["seed"], 3);
    let original = std::fs::read_to_string(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(DH)).unwrap();
    assert_eq!(i["complete:"].as_str().unwrap(), original);
    assert_eq!(i["masks"].as_array().unwrap().len(), 5);
    assert_eq!(fill(i["incomplete"].as_str().unwrap(), &i["answers"]), original);
    for m in i["masks"].as_array().unwrap() {
        let (s, e) = (m["start_byte"].as_u64().unwrap() as usize, m["end_byte"].as_u64().unwrap() as usize);
        assert_eq!(&original[s..e], m["text"].as_str().unwrap());
        let id = m["id"].as_str().unwrap();
        assert!(id.starts_with(&format!("{}_", m["category"].as_str().unwrap())), "{id}");
        assert!(i["incomplete"].as_str().unwrap().contains(&format!("____({id})____")));
    }
}

#[test]
fn the_same_seed_gives_the_same_instance_and_another_seed_another() {
    let a = run(&["mask", "--count", "6", "--seed", "11", NSL]).1;
    let b = run(&["mask", "--count", "6", "--seed", "11", NSL]).1;
    let c = run(&["mask", "--count", "6", "--seed", "12", NSL]).1;
    assert_eq!(a, b);
    assert_ne!(instances(&a)[0]["masks"], instances(&c)[0]["masks"]);
}

#[test]
fn instances_flag_gives_consecutive_seeds() {
    let (code, stdout, _) = run(&["mask", "--count", "3", "--seed", "5", "--instances", "3", NSL]);
    assert_eq!(code, 0);
    let all = instances(&stdout);
    let seeds: Vec<u64> = all.iter().map(|i| i["seed"].as_u64().unwrap()).collect();
    assert_eq!(seeds, vec![5, 6, 7]);
    let single = instances(&run(&["mask", "--count", "3", "--seed", "6", NSL]).1);
    assert_eq!(all[1]["incomplete"], single[0]["incomplete"]);
}

#[test]
fn ratio_one_masks_every_candidate_of_the_profile() {
    let candidates: Value = serde_json::from_str(&run(&["mask", "--candidates", DH]).1).unwrap();
    let listed = candidates["candidates"].as_array().unwrap().len();
    assert!(listed > 20, "{candidates}");
    let i = &instances(&run(&["mask", "--ratio", "1.0", DH]).1)[0];
    assert_eq!(i["masks"].as_array().unwrap().len(), listed);
}

#[test]
fn categories_filter_what_is_masked() {
    let i = &instances(&run(&["mask", "--ratio", "1.0", "--categories", "LEM", DH]).1)[0];
    let masks = i["masks"].as_array().unwrap();
    assert!(!masks.is_empty());
    assert!(masks.iter().all(|m| m["category"] == "LEM"));
}

#[test]
fn per_symbol_hides_every_occurrence_under_one_id() {
    let i = &instances(&run(&["mask", "--per-symbol", "--categories", "ROLE", "--count", "1", NSL]).1)[0];
    let masks = i["masks"].as_array().unwrap();
    assert!(masks.len() > 2, "a role name occurs many times: {masks:?}");
    let name = masks[0]["text"].as_str().unwrap();
    assert!(masks.iter().all(|m| m["id"] == masks[0]["id"] && m["text"] == name));
    // The name shows nowhere in the incomplete text as a whole word.
    let word = regex::Regex::new(&format!(r"\b{}\b", regex::escape(name))).unwrap();
    let incomplete = i["incomplete"].as_str().unwrap();
    let without_placeholders = regex::Regex::new(r"____\([A-Z]+_\d+\)____").unwrap().replace_all(incomplete, "");
    let without_comments = regex::Regex::new(r"(?s)/\*.*?\*/|//[^\n]*").unwrap().replace_all(&without_placeholders, "");
    assert!(!word.is_match(&without_comments), "{name} still shows: {incomplete}");
}

#[test]
fn levels_mask_whole_statements_without_nesting() {
    let (code, stdout, stderr) = run(&["mask", "--profile", "levels", "--level", "statement", "--ratio", "1.0", NSL]);
    assert_eq!(code, 0, "{stderr}");
    let i = &instances(&stdout)[0];
    assert_eq!(i["level"], "statement");
    let masks = i["masks"].as_array().unwrap();
    assert!(masks.iter().any(|m| m["text"].as_str().unwrap().starts_with("send_")), "{masks:?}");
    let mut last = 0;
    for m in masks {
        assert!(m["start_byte"].as_u64().unwrap() >= last);
        last = m["end_byte"].as_u64().unwrap();
    }
}

#[test]
fn cfb_format_is_a_list_like_crypformbench_files() {
    let (code, stdout, _) = run(&["mask", "--format", "cfb", NSL, DH]);
    assert_eq!(code, 0);
    let list: Vec<Value> = serde_json::from_str(&stdout).unwrap();
    assert_eq!(list.len(), 2);
    for r in &list {
        let keys: Vec<&String> = r.as_object().unwrap().keys().collect();
        assert_eq!(keys.len(), 3, "{keys:?}");
        assert!(r["complete:"].is_string() && r["incomplete"].is_string() && r["file"].is_string());
    }
}

#[test]
fn a_file_with_a_syntax_error_is_refused_with_the_lint_diagnostic() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("broken.spdl");
    std::fs::write(&path, "protocol p(I,R)\n{\n  role I {\n    send_1(I,R, x)\n  }\n}\n").unwrap();
    let (code, stdout, stderr) = run(&["mask", path.to_str().unwrap()]);
    assert_eq!(code, 1);
    assert!(stdout.is_empty(), "{stdout}");
    assert!(stderr.contains("broken.spdl:5:3"), "{stderr}");
    assert!(stderr.contains("expected `;`"), "{stderr}");
    assert!(stderr.contains("refused"), "{stderr}");
}

#[test]
fn a_file_with_nothing_to_mask_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("empty.spthy");
    std::fs::write(&path, "theory Empty\nbegin\nend\n").unwrap();
    let (code, stdout, stderr) = run(&["mask", path.to_str().unwrap()]);
    assert_eq!(code, 1, "{stdout}");
    assert!(stderr.contains("no span of the file is eligible"), "{stderr}");
}

#[test]
fn a_folder_gives_json_lines_for_every_model() {
    let (code, stdout, stderr) = run(&["mask", "datasets/examples"]);
    assert_eq!(code, 0, "{stderr}");
    let all = instances(&stdout);
    let files = walk("datasets/examples");
    assert_eq!(all.len(), files, "{stderr}");
}

fn walk(dir: &str) -> usize {
    walkdir::WalkDir::new(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(dir))
        .into_iter()
        .filter_map(|e| e.ok())
        .filter(|e| e.file_type().is_file())
        .count()
}

#[test]
fn usage_errors_exit_2() {
    assert_eq!(run(&["mask", "--ratio", "1.5", NSL]).0, 2);
    assert_eq!(run(&["mask", "--ratio", "0.5", "--count", "2", NSL]).0, 2);
    assert_eq!(run(&["mask", "--profile", "levels", "--level", "statement", "--per-symbol", NSL]).0, 2);
    assert_eq!(run(&["mask", "no/such/file.spdl"]).0, 2);
}

// ---- grading ------------------------------------------------------------------------------

struct Graded {
    json: Value,
}

impl Graded {
    fn of(instance: &Value, reply: &str) -> Graded {
        let dir = tempfile::tempdir().unwrap();
        let ext = std::path::Path::new(instance["file"].as_str().unwrap()).extension().unwrap().to_str().unwrap();
        let masked = dir.path().join(format!("masked.{ext}"));
        std::fs::write(&masked, instance["incomplete"].as_str().unwrap()).unwrap();
        let answers = dir.path().join("answers.json");
        std::fs::write(&answers, instance.to_string()).unwrap();
        let reply_path = dir.path().join("reply.txt");
        std::fs::write(&reply_path, reply).unwrap();
        let (code, stdout, stderr) = run(&[
            "grade-completion",
            "--masked",
            masked.to_str().unwrap(),
            "--answers",
            answers.to_str().unwrap(),
            reply_path.to_str().unwrap(),
        ]);
        assert_eq!(code, 0, "{stderr}");
        Graded { json: serde_json::from_str(&stdout).unwrap() }
    }

    fn count(&self, what: &str) -> u64 {
        self.json["summary"][what].as_u64().unwrap()
    }
}

#[test]
fn a_reply_with_the_complete_file_grades_exact_and_lints() {
    let i = &instances(&run(&["mask", "--count", "4", DH]).1)[0];
    let reply = format!("Here is the model:\n```spthy\n{}```\n", i["complete:"].as_str().unwrap());
    let g = Graded::of(i, &reply);
    assert_eq!(g.json["method"], "file");
    assert_eq!(g.count("placeholders"), 4);
    assert_eq!(g.count("exact"), 4);
    assert_eq!(g.json["lint_ok"], true);
}

#[test]
fn a_list_of_fill_ins_is_graded_per_placeholder() {
    let i = &instances(&run(&["mask", "--count", "3", "--categories", "LEM", DH]).1)[0];
    let answers = i["answers"].as_object().unwrap();
    let ids: Vec<&String> = answers.keys().collect();
    // first right, second with other spacing is impossible for one token: give it wrong; third missing
    let reply = format!("{}: {}\n{}: WRONG_name\n", ids[0], answers[ids[0]].as_str().unwrap(), ids[1]);
    let g = Graded::of(i, &reply);
    assert_eq!(g.json["method"], "fillins");
    assert_eq!(g.count("filled"), 2);
    assert_eq!(g.count("exact"), 1);
    let third = &g.json["placeholders"].as_array().unwrap()[2];
    assert!(third["fill"].is_null(), "{third}");
    assert_eq!(g.json["lint_ok"], false, "a file with a placeholder left does not lint");
}

#[test]
fn a_consistently_renamed_symbol_is_equivalent_not_exact() {
    let i = &instances(&run(&["mask", "--per-symbol", "--categories", "NONCE", "--count", "1", NSL]).1)[0];
    let (id, answer) = i["answers"].as_object().unwrap().iter().next().unwrap();
    let renamed = i["incomplete"].as_str().unwrap().replace(&format!("____({id})____"), "freshNonceZ");
    let g = Graded::of(i, &format!("```spdl\n{renamed}```"));
    let p = &g.json["placeholders"][0];
    assert_eq!(p["answer"], answer.clone());
    assert_eq!(p["fill"], "freshNonceZ");
    assert_eq!((p["exact"].as_bool(), p["equivalent"].as_bool()), (Some(false), Some(true)), "{p}");
    assert_eq!(g.json["lint_ok"], true);
    // Renaming it to a name the file already uses is not equivalent.
    let taken = i["incomplete"].as_str().unwrap().replace(&format!("____({id})____"), "I");
    let g = Graded::of(i, &format!("```spdl\n{taken}```"));
    assert_eq!(g.json["placeholders"][0]["equivalent"], false);
}

#[test]
fn per_symbol_follows_the_symbol_engine_not_the_text() {
    // `~k` of rule A and `~k` of rule B are two variables (one per rule): two ids.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("two.spthy");
    std::fs::write(
        &path,
        "theory Two\nbegin\nrule A: [ Fr(~k) ] --> [ Out(~k) ]\nrule B: [ Fr(~k) ] --> [ Out(~k) ]\nend\n",
    )
    .unwrap();
    let (code, stdout, stderr) = run(&["mask", "--per-symbol", "--ratio", "1.0", path.to_str().unwrap()]);
    assert_eq!(code, 0, "{stderr}");
    let i = &instances(&stdout)[0];
    let ids: Vec<&str> = i["masks"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|m| m["text"] == "~k")
        .map(|m| m["id"].as_str().unwrap())
        .collect();
    assert_eq!(ids.len(), 4, "{i}");
    assert_eq!(ids[0], ids[1]);
    assert_eq!(ids[2], ids[3]);
    assert_ne!(ids[0], ids[2]);
}
