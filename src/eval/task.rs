//! The benchmark's tasks and sub-tasks, as the paper names them.

use serde::{Deserialize, Serialize};

/// One scored sub-task: each has its own prompt template and its own released counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Task {
    Generation,
    Completion,
    Translation,
    CorrectionError,
    CorrectionFalse,
    /// Interpretation, "add comments": the annotated model (verified; compared with `codenote`).
    InterpretationCode,
    /// Interpretation, "describe": prose compared with the reference description.
    InterpretationLogic,
}

impl Task {
    pub const ALL: [Task; 7] = [
        Task::Generation,
        Task::Completion,
        Task::Translation,
        Task::CorrectionError,
        Task::CorrectionFalse,
        Task::InterpretationCode,
        Task::InterpretationLogic,
    ];

    /// The name in results, cache keys and prompt file names.
    pub fn id(self) -> &'static str {
        match self {
            Task::Generation => "generation",
            Task::Completion => "completion",
            Task::Translation => "translation",
            Task::CorrectionError => "correction-error",
            Task::CorrectionFalse => "correction-false",
            Task::InterpretationCode => "interpretation-code",
            Task::InterpretationLogic => "interpretation-logic",
        }
    }

    /// The task key of `cfb score` items (`gen`, `comp`, ...).
    pub fn score_key(self) -> &'static str {
        match self {
            Task::Generation => "gen",
            Task::Completion => "comp",
            Task::Translation => "trans",
            Task::CorrectionError => "corr_err",
            Task::CorrectionFalse => "corr_false",
            Task::InterpretationCode | Task::InterpretationLogic => "interp",
        }
    }

    /// Whether the reply should be a model (extracted, linted, verified) rather than prose.
    pub fn wants_code(self) -> bool {
        self != Task::InterpretationLogic
    }

    /// Whether the answer is scored by its code similarity to the reference (completion: the
    /// hidden parts are known exactly).
    pub fn compares_code(self) -> bool {
        self == Task::Completion
    }

    /// The sub-tasks a `--task` name stands for: the paper's five task names (and
    /// `transformation`'s other name `translation`), or one sub-task's id.
    pub fn parse_list(text: &str) -> Result<Vec<Task>, String> {
        let mut out = Vec::new();
        for name in text.split(',').map(str::trim).filter(|s| !s.is_empty()) {
            let tasks: &[Task] = match name {
                "generation" | "gen" => &[Task::Generation],
                "completion" | "comp" => &[Task::Completion],
                "transformation" | "translation" | "trans" => &[Task::Translation],
                "correction" | "corr" => &[Task::CorrectionError, Task::CorrectionFalse],
                "interpretation" | "interp" => &[Task::InterpretationCode, Task::InterpretationLogic],
                other => match Task::ALL.iter().find(|t| t.id() == other) {
                    Some(t) => std::slice::from_ref(t),
                    None => {
                        return Err(format!(
                            "unknown task `{other}`: use generation, completion, transformation (translation), \
                             correction, interpretation, or a sub-task ({})",
                            Task::ALL.map(Task::id).join(", ")
                        ))
                    }
                },
            };
            for t in tasks {
                if !out.contains(t) {
                    out.push(*t);
                }
            }
        }
        if out.is_empty() {
            return Err("--task names no task".into());
        }
        out.sort();
        Ok(out)
    }
}

impl std::fmt::Display for Task {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.id())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn task_names() {
        assert_eq!(Task::parse_list("correction").unwrap(), [Task::CorrectionError, Task::CorrectionFalse]);
        assert_eq!(Task::parse_list("transformation,gen").unwrap(), [Task::Generation, Task::Translation]);
        assert_eq!(Task::parse_list("interpretation-logic").unwrap(), [Task::InterpretationLogic]);
        assert!(Task::parse_list("summarise").unwrap_err().contains("unknown task `summarise`"));
        assert!(Task::parse_list(",").is_err());
    }
}
