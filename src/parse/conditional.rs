//! Conditional text: `#ifdef FORMULA` / `#else` / `#endif` with `#define NAME`, as Tamarin's
//! parser reads it (`Theory/Text/Parser.hs`: `ifdef`, `define`, `flagdisjuncts`).
//!
//! cfb's grammars read every branch (the directives are layout), so a file is checked whatever
//! flags it is run with. The tool, run without `-D` flags, reads only some branches; this module
//! says which text it skips, so that an error only that text causes can be reported as a
//! warning that names the flag instead of as an error the tool would not give.
//!
//! A grammar that has conditionals makes each directive line a `preprocessor_directive` node
//! (an extra); languages without that node kind have no skipped text.

use std::collections::HashSet;

use crate::diagnostic::Span;
use crate::language::Language;
use crate::parse::tree::SyntaxTree;

/// Node kind of a directive line.
pub const DIRECTIVE: &str = "preprocessor_directive";

/// Text the tool skips when run without flags.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SkippedBranch {
    /// From the end of the `#ifdef` (or `#else`) line to the start of the line that ends the
    /// branch (or the end of the file).
    pub span: Span,
    /// End of the layout (white space, comments, directives) after the branch: an error found
    /// at the first token after a broken branch is that branch's error.
    pub reach: usize,
    /// What makes the tool read the branch, in words: "-D X", "flags that make `A & B` true".
    pub condition: String,
}

impl SkippedBranch {
    /// True when an error at `offset` lies in the branch or at the first token after it.
    pub fn covers(&self, offset: usize) -> bool {
        self.span.start <= offset && offset <= self.reach
    }
}

/// Whether the language's grammar has directive lines (a `preprocessor_directive` node kind).
pub fn has_conditionals(language: Language) -> bool {
    crate::parse::registry::tree_sitter(language.spec().grammar)
        .is_some_and(|l| l.id_for_node_kind(DIRECTIVE, true) != 0)
}

/// Whether the tool may skip some of `text`: the language has conditionals and the text an
/// `#ifdef` line. Read from the text alone, so a caller can tell before parsing whether
/// [`skipped_branches`] could find any.
pub fn may_skip_text(language: Language, text: &str) -> bool {
    has_conditionals(language) && directives(text).iter().any(|(_, d)| matches!(d, Directive::If(_)))
}

/// The directive lines of `text`: lines that start with one (after white space), since error
/// recovery may not have made them nodes.
fn directives(text: &str) -> Vec<(Span, Directive)> {
    let mut directives = Vec::new();
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        let content = line.trim_end_matches(['\n', '\r']);
        let indent = content.len() - content.trim_start().len();
        if content[indent..].starts_with('#') {
            let directive = Directive::parse(&content[indent..]);
            if !matches!(directive, Directive::Other) {
                directives.push((Span::new(offset + indent, offset + content.len()), directive));
            }
        }
        offset += line.len();
    }
    directives
}

/// The branches the tool skips without flags, in document order.
pub fn skipped_branches(tree: &SyntaxTree, text: &str) -> Vec<SkippedBranch> {
    let directives = directives(text);
    if !directives.iter().any(|(_, d)| matches!(d, Directive::If(_))) {
        return Vec::new();
    }
    let mut flags: HashSet<String> = HashSet::new();
    // Formulas of the open `#ifdef`s whose first branch was read.
    let mut open: Vec<Formula> = Vec::new();
    let mut out = Vec::new();
    let next_end = |from: usize, with_else: bool| {
        directives[from..]
            .iter()
            .position(|(_, d)| matches!(d, Directive::Endif) || (with_else && matches!(d, Directive::Else)))
            .map(|p| p + from)
    };
    let skip = |from: usize, to: Option<usize>, condition: String, out: &mut Vec<SkippedBranch>| {
        let end = to.map_or(text.len(), |j| directives[j].0.start);
        out.push(SkippedBranch { span: Span::new(from, end), reach: end, condition });
    };
    let mut i = 0;
    while i < directives.len() {
        let (span, directive) = &directives[i];
        match directive {
            Directive::Define(name) => {
                flags.insert(name.clone());
                i += 1;
            }
            Directive::If(formula) if formula.eval(&flags) => {
                open.push(formula.clone());
                i += 1;
            }
            Directive::If(formula) => {
                // Skipped up to the first `#else` or `#endif`, nested or not.
                let j = next_end(i + 1, true);
                skip(span.end, j, formula.when_true(), &mut out);
                match j {
                    Some(j) if matches!(directives[j].1, Directive::Else) => {
                        // The `#else` branch is read; its `#endif` closes it.
                        open.push(Formula::Never);
                        i = j + 1;
                    }
                    Some(j) => i = j + 1,
                    None => break,
                }
            }
            Directive::Else => {
                // After a branch that was read: skipped up to the first `#endif`.
                let formula = open.pop().unwrap_or(Formula::Never);
                let j = next_end(i + 1, false);
                skip(span.end, j, formula.when_false(), &mut out);
                match j {
                    Some(j) => i = j + 1,
                    None => break,
                }
            }
            Directive::Endif => {
                open.pop();
                i += 1;
            }
            Directive::Other => i += 1,
        }
    }
    for branch in &mut out {
        branch.reach = layout_end(tree, text, branch.span.end);
    }
    out
}

/// `text` with the bytes of every branch in `branches` blanked (newlines kept), so offsets and
/// lines stay those of the file: the text the tool reads.
pub fn blank(text: &str, branches: &[&SkippedBranch]) -> String {
    let mut bytes = text.as_bytes().to_vec();
    for b in branches {
        for byte in &mut bytes[b.span.start..b.span.end.min(text.len())] {
            if *byte != b'\n' && *byte != b'\r' {
                *byte = b' ';
            }
        }
    }
    // Blanking whole branches can cut a multi-byte character only at a branch's edge, which
    // lies at a line boundary or after a directive: both ASCII.
    String::from_utf8(bytes).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
}

/// The offset of the first token at or after `from` that is not layout.
fn layout_end(tree: &SyntaxTree, text: &str, from: usize) -> usize {
    let extras: Vec<Span> = tree.preorder().filter(|&id| tree.node(id).is_extra).map(|id| tree.node(id).span).collect();
    let bytes = text.as_bytes();
    let mut at = from;
    loop {
        while at < bytes.len() && bytes[at].is_ascii_whitespace() {
            at += 1;
        }
        match extras.iter().find(|s| s.start == at && s.end > at) {
            Some(s) => at = s.end,
            None => return at,
        }
    }
}

#[derive(Debug, Clone)]
enum Directive {
    If(Formula),
    Else,
    Endif,
    Define(String),
    Other,
}

impl Directive {
    fn parse(line: &str) -> Directive {
        let line = line.split("//").next().unwrap_or("").split("/*").next().unwrap_or("");
        let word =
            |w: &str| line.strip_prefix(w).filter(|rest| !rest.starts_with(|c: char| c.is_alphanumeric() || c == '_'));
        if let Some(rest) = word("#ifdef") {
            Directive::If(Formula::parse(rest))
        } else if let Some(rest) = word("#define") {
            Directive::Define(rest.split_whitespace().next().unwrap_or("").to_string())
        } else if word("#else").is_some() {
            Directive::Else
        } else if word("#endif").is_some() {
            Directive::Endif
        } else {
            Directive::Other
        }
    }
}

/// `flagdisjuncts`: a disjunction (`|`, `∨`) of conjunctions (`&`, `∧`) of possibly negated
/// (`not`, `¬`) flag names.
#[derive(Debug, Clone)]
enum Formula {
    /// Disjunction of conjunctions of (negated?, name).
    Dnf(Vec<Vec<(bool, String)>>, String),
    /// The formula of an `#else` branch already read: its own `#else` never comes.
    Never,
}

impl Formula {
    fn parse(text: &str) -> Formula {
        let spaced = text.replace(['|', '∨'], " | ").replace(['&', '∧'], " & ").replace('¬', " not ");
        let mut dnf = vec![Vec::new()];
        let mut negate = false;
        for token in spaced.split_whitespace() {
            match token {
                "|" => dnf.push(Vec::new()),
                "&" => {}
                "not" => negate = true,
                name => {
                    dnf.last_mut().unwrap().push((negate, name.to_string()));
                    negate = false;
                }
            }
        }
        Formula::Dnf(dnf, text.split_whitespace().collect::<Vec<_>>().join(" "))
    }

    fn eval(&self, flags: &HashSet<String>) -> bool {
        match self {
            Formula::Dnf(dnf, _) => {
                dnf.iter().any(|c| !c.is_empty() && c.iter().all(|(neg, n)| flags.contains(n) != *neg))
            }
            Formula::Never => false,
        }
    }

    fn when_true(&self) -> String {
        match self {
            Formula::Dnf(dnf, _) if dnf.len() == 1 && dnf[0].len() == 1 && !dnf[0][0].0 => {
                format!("-D {}", dnf[0][0].1)
            }
            Formula::Dnf(_, text) => format!("flags that make `{text}` true"),
            Formula::Never => "other flags".into(),
        }
    }

    fn when_false(&self) -> String {
        match self {
            Formula::Dnf(dnf, _) if dnf.len() == 1 && dnf[0].len() == 1 && dnf[0][0].0 => format!("-D {}", dnf[0][0].1),
            Formula::Dnf(_, text) => format!("flags that make `{text}` false"),
            Formula::Never => "other flags".into(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn skipped(text: &str) -> Vec<(String, String)> {
        let tree = crate::parse::parse(Language::Spthy, text).unwrap();
        skipped_branches(&tree, text)
            .into_iter()
            .map(|b| (text[b.span.start..b.span.end].split_whitespace().collect::<Vec<_>>().join(" "), b.condition))
            .collect()
    }

    #[test]
    fn undefined_flag_skips_the_first_branch_and_reads_the_else() {
        let text = "theory T begin\n#ifdef A\nrule R1: [ ] --> [ ]\n#else\nrule R2: [ ] --> [ ]\n#endif\nend\n";
        assert_eq!(skipped(text), [("rule R1: [ ] --> [ ]".to_string(), "-D A".to_string())]);
    }

    #[test]
    fn defined_flag_skips_the_else_branch() {
        let text =
            "theory T begin\n#define A\n#ifdef A\nrule R1: [ ] --> [ ]\n#else\nrule R2: [ ] --> [ ]\n#endif\nend\n";
        assert_eq!(skipped(text), [("rule R2: [ ] --> [ ]".to_string(), "flags that make `A` false".to_string())]);
        let negated =
            "theory T begin\n#ifdef not A // c\nrule R1: [ ] --> [ ]\n#else\nrule R2: [ ] --> [ ]\n#endif\nend\n";
        assert_eq!(skipped(negated), [("rule R2: [ ] --> [ ]".to_string(), "-D A".to_string())]);
    }

    #[test]
    fn formulas_and_unconditional_files() {
        let text = "theory T begin\n#define B\n#ifdef A | B\nrule R1: [ ] --> [ ]\n#endif\n#ifdef A & B\nrule R2: [ ] --> [ ]\n#endif\nend\n";
        assert_eq!(skipped(text), [("rule R2: [ ] --> [ ]".to_string(), "flags that make `A & B` true".to_string())]);
        assert!(skipped("theory T begin\nrule R1: [ ] --> [ ]\nend\n").is_empty());
    }

    #[test]
    fn lint_warns_of_an_error_in_a_skipped_branch_and_errs_in_a_read_one() {
        use crate::diagnostic::Severity;
        let lint = |text: &str| {
            let source = crate::source::SourceFile::new("t.spthy", text);
            crate::lint::lint(Language::Spthy, None, &source, &Default::default())
                .into_iter()
                .filter(|d| d.code == "syntax")
                .map(|d| (source.line_col(d.span.start).line, d.severity, d.message))
                .collect::<Vec<_>>()
        };
        let skipped = lint("theory T begin\n#ifdef A\nrule R1: [ ] --> [ \n#endif\nrule R2: [ ] --> [ ]\nend\n");
        assert_eq!(skipped.len(), 1, "{skipped:?}");
        assert_eq!(skipped[0].1, Severity::Warning);
        assert!(skipped[0].2.ends_with("(in a branch that Tamarin reads only with -D A)"), "{skipped:?}");
        let read =
            lint("theory T begin\n#define A\n#ifdef A\nrule R1: [ ] --> [ \n#endif\nrule R2: [ ] --> [ ]\nend\n");
        assert_eq!(read.iter().map(|d| d.1).collect::<Vec<_>>(), [Severity::Error], "{read:?}");
    }

    #[test]
    fn blanking_keeps_offsets_and_lines() {
        let text = "theory T begin\n#ifdef A\nrule R1: [ ] --> [ ]\n#endif\nend\n";
        let tree = crate::parse::parse(Language::Spthy, text).unwrap();
        let branches = skipped_branches(&tree, text);
        let b = &branches[0];
        assert!(
            b.covers(text.find("R1").unwrap()) && b.covers(text.find("end\n").unwrap()) && !b.covers(text.len() - 1)
        );
        let read = blank(text, &[b]);
        assert_eq!(read.len(), text.len());
        assert_eq!(read.lines().count(), text.lines().count());
        assert!(!read.contains("R1") && read.contains("#endif"));
    }
}
