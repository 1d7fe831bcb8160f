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
                let start = report.source.line_col(d.span.start);
                let end = report.source.line_col(d.span.end);
                let mut message = d.message.clone();
                if let Some(help) = &d.help {
                    message.push_str("\nhelp: ");
                    message.push_str(help);
                }
                json!({
                    "ruleId": d.code,
                    "ruleIndex": rule_ids.iter().position(|id| *id == d.code).unwrap_or(0),
                    "level": level(d.severity),
                    "message": { "text": message },
                    "locations": [{
                        "physicalLocation": {
                            "artifactLocation": { "uri": uri(&report.path) },
                            "region": {
                                "startLine": start.line,
                                "startColumn": start.column,
                                "endLine": end.line,
                                "endColumn": end.column,
                            }
                        }
                    }]
                })
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
fn uri(path: &str) -> String {
    let p = path.replace('\\', "/");
    p.strip_prefix("./").unwrap_or(&p).to_string()
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
                "help": { "text": meta.doc, "markdown": meta.doc },
                "defaultConfiguration": { "level": level(meta.severity) },
            })
        }
        None => json!({
            "id": id,
            "shortDescription": { "text": builtin_description(id) },
        }),
    }
}

fn builtin_description(id: &str) -> &'static str {
    match id {
        "syntax" => "The verifier's parser refuses the file",
        "nesting-limit" => "Brackets nested deeper than cfb parses",
        "invalid-utf8" => "Bytes that are not UTF-8",
        "byte-order-mark" => "A UTF-8 byte-order mark",
        "no-grammar" => "No grammar for this language yet",
        _ => "cfb diagnostic",
    }
}
