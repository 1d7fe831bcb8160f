//! `--format sarif`: SARIF 2.1.0 as GitHub code scanning takes it.

use serde_json::{json, Value};

use super::FileReport;
use crate::diagnostic::Severity;
use crate::lint::codes;

/// One SARIF log for all files of a run.
pub fn render(reports: &[FileReport]) -> String {
    let mut rule_ids: Vec<&str> = reports.iter().flat_map(|r| r.diagnostics.iter().map(|d| d.code.as_str())).collect();
    rule_ids.sort();
    rule_ids.dedup();
    let rules: Vec<Value> = rule_ids.iter().map(|id| rule_descriptor(id)).collect();
    let rule_ids = &rule_ids;
    let results: Vec<Value> = reports
        .iter()
        .flat_map(|report| {
            report.diagnostics.iter().map(move |d| {
                let mut message = d.message.clone();
                for (what, text) in [("help", &d.help), ("note", &d.note)] {
                    if let Some(text) = text {
                        message.push_str(&format!("\n{what}: {text}"));
                    }
                }
                let region = |span: crate::diagnostic::Span| {
                    let (start, end) = (report.source.line_col(span.start), report.source.line_col(span.end));
                    json!({
                        "startLine": start.line,
                        "startColumn": start.column,
                        "endLine": end.line,
                        "endColumn": end.column,
                    })
                };
                let location = |span| {
                    json!({
                        "physicalLocation": {
                            "artifactLocation": { "uri": uri(&report.path) },
                            "region": region(span),
                        }
                    })
                };
                let mut result = json!({
                    "ruleId": d.code,
                    "ruleIndex": rule_ids.iter().position(|id| *id == d.code).unwrap_or(0),
                    "level": level(d.severity),
                    "message": { "text": message },
                    "locations": [location(d.span)],
                });
                if !d.labels.is_empty() {
                    let related: Vec<Value> = d
                        .labels
                        .iter()
                        .enumerate()
                        .map(|(k, (span, text))| {
                            let mut l = location(*span);
                            l["id"] = json!(k + 1);
                            l["message"] = json!({ "text": text });
                            l
                        })
                        .collect();
                    result["relatedLocations"] = json!(related);
                }
                if let Some(fix) = &d.fix {
                    // The deleted region in lines and columns and in bytes (an empty one inserts).
                    let replacements: Vec<Value> = fix
                        .edits
                        .iter()
                        .map(|e| {
                            let mut deleted = region(e.span);
                            deleted["byteOffset"] = json!(e.span.start);
                            deleted["byteLength"] = json!(e.span.end - e.span.start);
                            json!({ "deletedRegion": deleted, "insertedContent": { "text": e.replacement } })
                        })
                        .collect();
                    result["fixes"] = json!([{
                        "description": { "text": fix.message },
                        "artifactChanges": [{
                            "artifactLocation": { "uri": uri(&report.path) },
                            "replacements": replacements,
                        }],
                    }]);
                }
                result
            })
        })
        .collect();
    let log = json!({
        "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
        "version": "2.1.0",
        "runs": [{
            "tool": { "driver": {
                "name": "cfb",
                "version": env!("CARGO_PKG_VERSION"),
                "informationUri": "https://github.com/Eval4LLMs/CrypFormBench",
                "rules": rules,
            }},
            "columnKind": "unicodeCodePoints",
            "results": results,
        }]
    });
    serde_json::to_string_pretty(&log).expect("SARIF serializes")
}

fn level(severity: Severity) -> &'static str {
    match severity {
        Severity::Error => "error",
        Severity::Warning => "warning",
    }
}

/// A relative path with forward slashes, as GitHub matches it against the repository.
/// A path as SARIF wants it: a relative reference as written, an absolute path as a
/// `file://` URI (SARIF1004), characters outside a URI's unreserved set percent-encoded.
fn uri(path: &str) -> String {
    let p = path.replace('\\', "/");
    let p = p.strip_prefix("./").unwrap_or(&p);
    let mut out = String::new();
    if p.starts_with('/') {
        out.push_str("file://");
    }
    for b in p.bytes() {
        match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' | b'/' => out.push(b as char),
            _ => out.push_str(&format!("%{b:02X}")),
        }
    }
    out
}

fn rule_descriptor(id: &str) -> Value {
    match codes::by_code(id) {
        Some(rule) => {
            let meta = rule.meta();
            json!({
                "id": meta.code,
                "name": meta.name,
                "shortDescription": { "text": meta.summary() },
                "fullDescription": { "text": meta.summary() },
                "help": { "text": meta.doc_markdown(), "markdown": meta.doc_markdown() },
                "defaultConfiguration": { "level": level(meta.severity) },
            })
        }
        None => {
            let (summary, help) =
                codes::builtin(id).map_or(("cfb diagnostic", "See the message."), |b| (b.summary, b.help));
            json!({
                "id": id,
                "shortDescription": { "text": summary },
                "fullDescription": { "text": summary },
                "help": { "text": help, "markdown": help },
            })
        }
    }
}
