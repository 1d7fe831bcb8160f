use crate::declare_rule;
use crate::diagnostic::Diagnostic;
use crate::lint::rule::{LintContext, Rule, RuleMeta};

declare_rule! {
    /// ## What it does
    /// Flags a setting (`set name = value.` in `.pv` files, `param name = value.` in `.pi`
    /// and `.horn` files) that the file's front end does not know, or whose value it does not
    /// accept for that setting.
    ///
    /// ## Why is this bad?
    /// ProVerif refuses the file before any analysis (`Bad parameter interactiveMode=true.`,
    /// `Unexpected value for parameter attacker=…`). Settings of one front end are not all
    /// known to the others, and settings of the interactive simulator or of CryptoVerif are
    /// unknown to ProVerif's command-line front end.
    ///
    /// ## Example
    /// ```proverif
    /// set interactiveMode = true.
    /// set attacker = pasive.
    /// process 0
    /// ```
    ///
    /// ## Use instead
    /// ```proverif
    /// set attacker = passive.
    /// process 0
    /// ```
    ///
    /// ## References
    /// ProVerif 2.05 `src/pitsyntax.ml` (`interpret_setting`), `src/pisyntax.ml`
    /// (`interpret_setting`), `src/tsyntax.ml` (`interpret_setting`) and `src/param.ml`
    /// (`common_parameters`, `boolean_param`); ProVerif manual, section 6.6 (settings).
    pub struct BadSetting {
        code: "PV005", language: Pv, severity: Error,
        upstream: "ProVerif: `Bad parameter p=v.` / `Unexpected value for parameter p=v`",
        exactness: Exact,
    }
}

/// What a setting accepts.
#[derive(Clone, Copy)]
enum Accepts {
    /// `yes`, `true`, `no`, `false` (`Param.boolean_param`); anything else is an
    /// "Unexpected value".
    Bool,
    /// One of these words (an identifier or a string).
    Words(&'static [&'static str]),
    /// An integer in `min..=max`, or one of these words.
    Int(u64, u64, &'static [&'static str]),
    /// Any word (an identifier or a string), no integer.
    AnyWord,
    /// Anything (a deprecated setting that only warns).
    Anything,
}

use Accepts::*;

const BOOLS: &[&str] = &["yes", "true", "no", "false"];
const APPLICATION: &[&str] = &["none", "full", "discard", "instantiate"];

/// `Param.common_parameters`: the settings of every front end.
const COMMON: &[(&str, Accepts)] = &[
    ("color", Bool),
    ("verboseBase", Bool),
    ("verboseStatistics", Bool),
    ("verboseGoalReachable", Bool),
    ("verboseRules", Bool),
    ("verboseRedundant", Bool),
    ("verboseCompleted", Bool),
    ("verboseEq", Bool),
    ("verboseTerm", Bool),
    ("abbreviateClauses", Bool),
    ("maxDepth", Int(0, u64::MAX, &["none"])),
    ("maxInequalityChain", Int(0, u64::MAX, &["none"])),
    ("maxHyp", Int(0, u64::MAX, &["none"])),
    ("selFun", Words(&["Nounifset", "NounifsetMaxsize", "Term", "TermMaxsize"])),
    ("stopTerm", Bool),
    ("redundancyElim", Words(&["no", "simple", "best"])),
    ("redundantHypElim", Words(&["beginOnly", "true", "yes", "false", "no"])),
    ("simpEqFinal", Bool),
    ("simpEqAll", Bool),
    ("eqTreatment", Words(&["convLin", "nonProved"])),
    ("symbOrder", AnyWord),
    ("reconstructDerivation", Bool),
    ("simplifyDerivation", Bool),
    ("displayDerivation", Bool),
    ("abbreviateDerivation", Bool),
    ("feature", Bool),
    ("featureFuns", Bool),
    ("featureNames", Bool),
    ("featurePredicates", Bool),
    ("featureEvents", Bool),
    ("featureTables", Bool),
    ("featureDepth", Bool),
    ("featureWidth", Bool),
    ("cleanupThreshold", Int(0, 100, &[])),
    ("unifyTrieTermMaxDepth", Int(1, u64::MAX, &[])),
];

/// `Pitsyntax.interpret_setting`: the typed front end (`.pv`, `.pcv`).
const TYPED: &[(&str, Accepts)] = &[
    ("attacker", Words(&["passive", "active"])),
    ("preciseActions", Words(&["no", "false", "yes", "true", "yesWithoutArgsInNames", "trueWithoutArgsInNames"])),
    ("allowDiffPatterns", Bool),
    ("privateCommOnPublicTerms", Bool),
    ("keyCompromise", Words(&["strict", "approx", "none"])),
    ("movenew", Bool),
    ("movelet", Bool),
    ("inductionLemmas", Bool),
    ("inductionQueries", Bool),
    ("verboseLemmas", Bool),
    ("verboseDestructors", Bool),
    ("nounifIgnoreAFewTimes", Words(&["none", "all", "auto"])),
    ("nounifIgnoreNtimes", Int(1, u64::MAX, &[])),
    ("removeEventsForLemma", Bool),
    ("saturationApplication", Words(APPLICATION)),
    ("verificationApplication", Words(APPLICATION)),
    ("verboseClauses", Words(&["explained", "short", "none"])),
    ("explainDerivation", Bool),
    ("removeUselessClausesBeforeDisplay", Bool),
    ("predicatesImplementable", Words(&["check", "nocheck"])),
    ("eqInNames", Bool),
    ("reconstructTrace", Int(0, u64::MAX, BOOLS)),
    ("traceBacktracking", Bool),
    ("unifyDerivation", Bool),
    ("traceDisplay", Words(&["none", "short", "long"])),
    ("ignoreTypes", Words(&["all", "true", "yes", "none", "attacker", "false", "no"])),
    ("simplifyProcess", Words(&["true", "yes", "false", "no", "interactive"])),
    ("rejectChoiceTrueFalse", Bool),
    ("rejectNoSimplif", Bool),
    ("expandIfTermsToTerms", Anything),
    ("preciseLetExpand", Bool),
    ("expandSimplifyIfCst", Bool),
    ("interactiveSwapping", Bool),
    ("swapping", AnyWord),
];

/// `Pisyntax.interpret_setting`: the untyped pi calculus front end (`.pi`).
const UNTYPED: &[(&str, Accepts)] = &[
    ("attacker", Words(&["passive", "active"])),
    ("keyCompromise", Words(&["strict", "approx", "none"])),
    ("movenew", Bool),
    ("movelet", Bool),
    ("verboseDestructors", Bool),
    ("verboseClauses", Words(&["explained", "short", "none"])),
    ("explainDerivation", Bool),
    ("removeUselessClausesBeforeDisplay", Bool),
    ("predicatesImplementable", Words(&["check", "nocheck"])),
    ("eqInNames", Bool),
    ("reconstructTrace", Int(0, u64::MAX, BOOLS)),
    ("traceBacktracking", Bool),
    ("unifyDerivation", Bool),
    ("traceDisplay", Words(&["none", "short", "long"])),
    ("interactiveSwapping", Bool),
    ("swapping", AnyWord),
];

/// `Tsyntax.interpret_setting`: typed Horn clauses (`.horntype`).
const HORN_TYPED: &[(&str, Accepts)] = &[("ignoreTypes", Words(&["true", "yes", "false", "no"]))];

/// A setting's value: a word (identifier or string) or an integer.
enum Value<'a> {
    Word(&'a str),
    Int(u64),
}

/// Why ProVerif refuses `name = value` in a front end whose own settings are `own`, if it does.
fn refusal(own: &[(&str, Accepts)], name: &str, value: &Value) -> Option<String> {
    let shown = match value {
        Value::Word(w) => w.to_string(),
        Value::Int(n) => n.to_string(),
    };
    let lookup = |table: &[(&str, Accepts)]| table.iter().find(|(n, _)| *n == name).map(|&(_, a)| a);
    let known = lookup(own).is_some() || lookup(COMMON).is_some();
    let bad = || {
        Some(if known {
            format!("Bad parameter {name}={shown}: {name} does not take this value")
        } else {
            format!("Bad parameter {name}={shown}: no such setting in this front end")
        })
    };
    // The front end's own cases come first; a value they do not match falls through to the
    // common ones (as in ProVerif's match), except that their boolean cases match any value.
    let mut candidates = Vec::new();
    candidates.extend(lookup(own));
    candidates.extend(lookup(COMMON));
    for accepts in candidates {
        match (accepts, value) {
            (Anything, _) | (AnyWord, Value::Word(_)) => return None,
            (Bool, Value::Word(w)) if BOOLS.contains(w) => return None,
            (Bool, _) => {
                return Some(format!("Unexpected value for parameter {name}={shown}: expected yes, true, no or false"))
            }
            (Words(words) | Int(_, _, words), Value::Word(w)) if words.contains(w) => return None,
            (Int(min, max, _), Value::Int(n)) => {
                return (*n < min || *n > max).then(|| {
                    if max == u64::MAX {
                        format!("the value of {name} should be at least {min}")
                    } else {
                        format!("the value of {name} should be between {min} and {max}")
                    }
                })
            }
            _ => {}
        }
    }
    bad()
}

impl Rule for BadSetting {
    fn meta(&self) -> &'static RuleMeta {
        &Self::META
    }

    fn check(&self, ctx: &LintContext, out: &mut Vec<Diagnostic>) {
        let file = ctx.source.name.to_ascii_lowercase();
        let own: &[(&str, Accepts)] = if file.ends_with(".pi") {
            UNTYPED
        } else if file.ends_with(".horntype") {
            HORN_TYPED
        } else if file.ends_with(".horn") {
            &[]
        } else {
            TYPED
        };
        let in_macro = ctx.nodes_inside("macro_definition");
        for id in ctx.tree.preorder() {
            let kind = ctx.tree.node(id).kind;
            if kind != "set_declaration" && kind != "param_declaration" {
                continue;
            }
            // Settings inside a macro body are not read as settings.
            if in_macro[id] {
                continue;
            }
            let (Some(name), Some(value)) = (ctx.tree.child_by_field(id, "name"), ctx.tree.child_by_field(id, "value"))
            else {
                continue;
            };
            let text = ctx.text(value);
            let value = match ctx.tree.node(value).kind {
                "integer" => Value::Int(text.parse().unwrap_or(u64::MAX)),
                "string" => Value::Word(text.strip_prefix('"').and_then(|t| t.strip_suffix('"')).unwrap_or(text)),
                _ => Value::Word(text),
            };
            if let Some(message) = refusal(own, ctx.text(name), &value) {
                out.push(self.diagnostic(ctx.span(id), message));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::symbols::testing::{fixture, lines, lines_in};
    use super::*;

    #[test]
    fn fixture_fires_on_the_listed_lines() {
        insta::assert_snapshot!(fixture(&BadSetting));
    }

    #[test]
    fn known_settings_pass() {
        let text = "set attacker = passive.\nset ignoreTypes = false.\nset traceDisplay = long.\nset maxDepth = none.\nset maxDepth = 4.\nset reconstructTrace = 3.\nset preciseActions = \"true\".\nset symbOrder = \"f > g\".\nset verboseClauses = none.\nprocess 0\n";
        assert_eq!(lines(&BadSetting, text), Vec::<usize>::new());
    }

    #[test]
    fn settings_of_the_other_front_ends() {
        // `preciseActions` is a setting of the typed front end only.
        assert_eq!(lines_in(&BadSetting, "a.pi", "param preciseActions = true.\nprocess 0\n"), vec![1]);
        assert_eq!(
            lines_in(&BadSetting, "a.pi", "param attacker = passive.\nparam movenew = yes.\nprocess 0\n"),
            Vec::<usize>::new()
        );
        assert_eq!(
            lines_in(&BadSetting, "a.horn", "param selFun = Term.\nparam attacker = passive.\nreduc c:x.\n"),
            vec![2]
        );
    }

    #[test]
    fn a_setting_inside_a_macro_is_not_read() {
        let text = "def M(x) { set interactiveMode = true. }\nprocess 0\n";
        assert_eq!(lines(&BadSetting, text), Vec::<usize>::new());
    }
}
