//! Prompts from template files: `prompts/<sub-task>.txt` (built in, or from `--prompts DIR`),
//! with `{{name}}` variables filled from the instance's fields, and `prompts/few-shot-example.txt`
//! for each solved example `--few-shot N` puts before the question.

use std::collections::BTreeMap;
use std::path::Path;

use super::dataset::Instance;
use super::task::Task;

/// The built-in templates: the files of `prompts/`, compiled in so that an installed cfb needs
/// no data folder.
const BUILTIN: [(&str, &str); 8] = [
    ("generation", include_str!("../../prompts/generation.txt")),
    ("completion", include_str!("../../prompts/completion.txt")),
    ("translation", include_str!("../../prompts/translation.txt")),
    ("correction-error", include_str!("../../prompts/correction-error.txt")),
    ("correction-false", include_str!("../../prompts/correction-false.txt")),
    ("interpretation-code", include_str!("../../prompts/interpretation-code.txt")),
    ("interpretation-logic", include_str!("../../prompts/interpretation-logic.txt")),
    (EXAMPLE, include_str!("../../prompts/few-shot-example.txt")),
];

const EXAMPLE: &str = "few-shot-example";

#[derive(Debug, Clone)]
pub struct Templates {
    by_name: BTreeMap<String, String>,
}

impl Templates {
    /// The built-in templates, each replaced by `DIR/<name>.txt` where `dir` has that file.
    pub fn load(dir: Option<&Path>) -> Result<Templates, String> {
        let mut by_name: BTreeMap<String, String> =
            BUILTIN.iter().map(|(n, t)| (n.to_string(), t.to_string())).collect();
        if let Some(dir) = dir {
            if !dir.is_dir() {
                return Err(format!("{}: no such prompt folder", dir.display()));
            }
            let mut found = 0;
            for (name, text) in by_name.iter_mut() {
                let path = dir.join(format!("{name}.txt"));
                match std::fs::read_to_string(&path) {
                    Ok(t) => {
                        *text = t;
                        found += 1;
                    }
                    Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
                    Err(e) => return Err(format!("{}: {e}", path.display())),
                }
            }
            if found == 0 {
                let names: Vec<String> = BUILTIN.iter().map(|(n, _)| format!("{n}.txt")).collect();
                return Err(format!("{}: holds none of the prompt files ({})", dir.display(), names.join(", ")));
            }
        }
        Ok(Templates { by_name })
    }

    /// The question for one instance, without examples.
    pub fn question(&self, instance: &Instance) -> Result<String, String> {
        let name = instance.task.id();
        fill(name, &self.by_name[name], &|var| instance.fields.get(var).cloned())
    }

    /// The whole prompt: the solved `examples` (rendered with the example template), then the
    /// question.
    pub fn prompt(&self, instance: &Instance, examples: &[&Instance]) -> Result<String, String> {
        let mut out = String::new();
        for (i, ex) in examples.iter().enumerate() {
            let question = self.question(ex)?;
            let answer = ex.answer.as_deref().unwrap_or_default();
            let answer = if ex.task.wants_code() {
                let fence = ex.fields.get("ext").map(String::as_str).unwrap_or_default();
                format!("```{fence}\n{}\n```", answer.trim_end())
            } else {
                answer.trim_end().to_string()
            };
            let n = (i + 1).to_string();
            out.push_str(&fill(EXAMPLE, &self.by_name[EXAMPLE], &|var| match var {
                "n" => Some(n.clone()),
                "prompt" => Some(question.trim_end().to_string()),
                "answer" => Some(answer.clone()),
                _ => None,
            })?);
        }
        out.push_str(&self.question(instance)?);
        Ok(out)
    }
}

/// `--few-shot N`: the first `n` other instances of the same sub-task and language that have a
/// correct answer (never the instance itself, nor one of the same file id).
pub fn examples<'a>(instance: &Instance, pool: &'a [Instance], n: usize) -> Vec<&'a Instance> {
    pool.iter()
        .filter(|c| c.task == instance.task && c.lang == instance.lang && c.id != instance.id && c.answer.is_some())
        .take(n)
        .collect()
}

/// Replaces every `{{name}}` of `template` in one pass (a value's own `{{...}}` stays as it is).
fn fill(name: &str, template: &str, value: &dyn Fn(&str) -> Option<String>) -> Result<String, String> {
    let mut out = String::with_capacity(template.len());
    let mut rest = template;
    while let Some(start) = rest.find("{{") {
        out.push_str(&rest[..start]);
        let after = &rest[start + 2..];
        let Some(end) = after.find("}}") else {
            return Err(format!("prompt template {name}: `{{{{` without `}}}}`"));
        };
        let var = after[..end].trim();
        match value(var) {
            Some(v) => out.push_str(&v),
            None => return Err(format!("prompt template {name}: unknown variable {{{{{var}}}}} for this task")),
        }
        rest = &after[end + 2..];
    }
    out.push_str(rest);
    Ok(out)
}

/// The variables each sub-task's instances provide (for `cfb eval --help` and the docs).
pub fn variables(task: Task) -> &'static [&'static str] {
    match task {
        Task::Generation => &["language", "ext", "logic"],
        Task::Completion => &["language", "ext", "incomplete"],
        Task::Translation => &["language", "ext", "source_language", "code", "logic"],
        Task::CorrectionError | Task::CorrectionFalse => &["language", "ext", "code", "info", "logic"],
        Task::InterpretationCode | Task::InterpretationLogic => &["language", "ext", "code"],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn variables_fill_once() {
        let got = fill("t", "a {{x}} b {{ y }}", &|v| Some(format!("<{v} {{{{x}}}}>"))).unwrap();
        assert_eq!(got, "a <x {{x}}> b <y {{x}}>");
        assert!(fill("t", "{{nope}}", &|_| None).unwrap_err().contains("unknown variable {{nope}}"));
        assert!(fill("t", "{{open", &|_| None).is_err());
    }

    #[test]
    fn builtin_templates_use_only_their_variables() {
        let t = Templates::load(None).unwrap();
        for task in Task::ALL {
            let vars = variables(task);
            fill(task.id(), &t.by_name[task.id()], &|v| vars.contains(&v).then(String::new))
                .unwrap_or_else(|e| panic!("{e}"));
        }
    }
}
