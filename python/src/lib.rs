//! `cfb` for Python: the native module `cfb._cfb`, re-exported by `python/cfb/__init__.py`.
//!
//! Each function takes a model's text (or an LLM reply) and returns what the matching
//! `cfb COMMAND --format json` prints for it, as plain dicts and lists built from the same serde
//! structs (`fmt` returns the formatted text, as `cfb fmt -` prints it). The GIL is released
//! while cfb works, so Python threads run in parallel; the batch calls (`lint_many`,
//! `extract_many`) run on cfb's worker pool (`--jobs`). Bad arguments raise `ValueError`; a model
//! cfb will not work on (syntax errors for `mask` and `fmt`) raises `cfb.ModelError`, a
//! `ValueError` whose `diagnostics` are `lint`'s.

use std::path::Path;

use pyo3::create_exception;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pythonize::pythonize;

use cfb::compare::similarity::Weights;
use cfb::compare::{Comparison, Options as CompareOptions, Side};
use cfb::diagnostic::Diagnostic;
use cfb::fmt::{rename::Rename, FmtError, FmtOptions};
use cfb::language::Language;
use cfb::lint::{pool, syntax::DEFAULT_MAX_NESTING, LintOptions};
use cfb::mask::{select::Amount, Level, MaskError, MaskOptions, Profile};
use cfb::render::{self, FileReport};
use cfb::source::SourceFile;

create_exception!(
    cfb,
    ModelError,
    PyValueError,
    "cfb will not work on this model: it has syntax errors (listed in `diagnostics`, shaped as \
     `lint`'s) or nothing in it can be done."
);

/// The name a text goes by when no `path` is given (as `cfb similarity --pairs` names texts).
const TEXT: &str = "<text>";

fn language(lang: &str) -> PyResult<Language> {
    lang.parse().map_err(PyValueError::new_err)
}

/// One of a clap value enum's names (`cfb`/`levels`, `token`…`property`, `none`/`bound`/`all`).
fn choice<E: clap::ValueEnum>(what: &str, name: &str) -> PyResult<E> {
    E::from_str(name, false).map_err(|_| {
        let known: Vec<String> = E::value_variants()
            .iter()
            .filter_map(|v| v.to_possible_value())
            .map(|v| v.get_name().to_string())
            .collect();
        PyValueError::new_err(format!("unknown {what} `{name}`; known: {}", known.join(", ")))
    })
}

fn jobs(jobs: Option<usize>) -> PyResult<usize> {
    match jobs {
        Some(0) => Err(PyValueError::new_err("jobs must be at least 1 (1 works through the texts one by one)")),
        Some(n) => Ok(n),
        None => Ok(std::thread::available_parallelism().map_or(1, |n| n.get())),
    }
}

/// A text as `cfb` reads a file: a byte-order mark is dropped and noted.
fn source(path: Option<&str>, text: &str) -> (String, SourceFile, Vec<Diagnostic>) {
    let display = path.unwrap_or(TEXT).to_string();
    let (source, notes) = SourceFile::from_bytes(display.clone(), text.as_bytes());
    (display, source, notes)
}

/// Every string of an iterable (a list, a `datasets` column, a generator).
fn strings(items: &Bound<'_, PyAny>, what: &str) -> PyResult<Vec<String>> {
    if items.is_instance_of::<pyo3::types::PyString>() {
        return Err(PyValueError::new_err(format!("{what} must be an iterable of str, not one str")));
    }
    items.try_iter()?.map(|item| item?.extract::<String>()).collect()
}

fn lint_report(text: &str, language: Language, path: Option<&str>, options: &LintOptions) -> FileReport {
    let (display, source, notes) = source(path, text);
    FileReport::lint(display, language, path.map(Path::new), source, notes, options)
}

/// `cfb lint --format json`: `{"path", "lang", "ok", "diagnostics": [...]}`.
#[pyfunction]
#[pyo3(signature = (text, lang, *, path=None, syntax_only=false, max_nesting=DEFAULT_MAX_NESTING))]
fn lint<'py>(
    py: Python<'py>,
    text: &str,
    lang: &str,
    path: Option<&str>,
    syntax_only: bool,
    max_nesting: usize,
) -> PyResult<Bound<'py, PyAny>> {
    let language = language(lang)?;
    let options = LintOptions { syntax_only, max_nesting };
    let report = py.detach(|| lint_report(text, language, path, &options));
    Ok(pythonize(py, &render::json::to_json(&report))?)
}

/// `lint` of every text, on `jobs` threads without the GIL; the reports in order.
#[pyfunction]
#[pyo3(signature = (texts, lang, *, syntax_only=false, max_nesting=DEFAULT_MAX_NESTING, jobs=None))]
fn lint_many<'py>(
    py: Python<'py>,
    texts: &Bound<'py, PyAny>,
    lang: &str,
    syntax_only: bool,
    max_nesting: usize,
    jobs: Option<usize>,
) -> PyResult<Vec<Bound<'py, PyAny>>> {
    let (language, jobs, texts) = (language(lang)?, self::jobs(jobs)?, strings(texts, "texts")?);
    let options = LintOptions { syntax_only, max_nesting };
    let reports = py.detach(|| pool::map(jobs, &texts, |t| lint_report(t, language, None, &options)));
    reports.iter().map(|r| Ok(pythonize(py, &render::json::to_json(r))?)).collect()
}

/// `cfb parse --format json`: `{"path", "lang", "nodes": [...]}`, tree-sitter's every node.
#[pyfunction]
#[pyo3(signature = (text, lang, *, path=None))]
fn parse<'py>(py: Python<'py>, text: &str, lang: &str, path: Option<&str>) -> PyResult<Bound<'py, PyAny>> {
    let language = language(lang)?;
    let (display, source, _) = source(path, text);
    let input = cfb::parse::parser_input(language, path.map(Path::new), &source.text);
    let mut nodes = Vec::new();
    py.detach(|| {
        cfb::parse::for_each_node_as_read(language, path.map(Path::new), &input, |id, n, child_count| {
            nodes.push(render::tree::node(&source, id, &n, child_count))
        })
    })
    .map_err(|e| refusal(py, &display, e))?;
    let tree = render::tree::JsonTree { path: &display, lang: language.id(), nodes };
    Ok(pythonize(py, &tree)?)
}

/// `cfb extract --format json`: `{"code", "lang", "detected_lang", "method", "blocks",
/// "warnings", "notes"}`.
#[pyfunction]
#[pyo3(signature = (reply, lang, *, ext=None, masked=None))]
fn extract<'py>(
    py: Python<'py>,
    reply: &str,
    lang: &str,
    ext: Option<String>,
    masked: Option<String>,
) -> PyResult<Bound<'py, PyAny>> {
    let options = cfb::extract::Options { lang: language(lang)?, ext, masked };
    let result = py.detach(|| cfb::extract::extract(reply, &options));
    Ok(pythonize(py, &result)?)
}

/// `extract` of every reply, on `jobs` threads without the GIL; the results in order.
#[pyfunction]
#[pyo3(signature = (replies, lang, *, ext=None, jobs=None))]
fn extract_many<'py>(
    py: Python<'py>,
    replies: &Bound<'py, PyAny>,
    lang: &str,
    ext: Option<String>,
    jobs: Option<usize>,
) -> PyResult<Vec<Bound<'py, PyAny>>> {
    let options = cfb::extract::Options { lang: language(lang)?, ext, masked: None };
    let (jobs, replies) = (self::jobs(jobs)?, strings(replies, "replies")?);
    let results = py.detach(|| pool::map(jobs, &replies, |r| cfb::extract::extract(r, &options)));
    results.iter().map(|r| Ok(pythonize(py, r)?)).collect()
}

/// A `ModelError` with its `diagnostics` (serialized as `lint` shapes them).
fn model_error<T: serde::Serialize>(py: Python<'_>, message: String, diagnostics: &[T]) -> PyErr {
    let err = ModelError::new_err(message);
    if let Ok(list) = pythonize(py, diagnostics) {
        let _ = err.value(py).setattr("diagnostics", list);
    }
    err
}

/// A `ModelError` for a model with syntax errors: the message names the first.
fn syntax_error(py: Python<'_>, what: String, report: FileReport) -> PyErr {
    let json = render::json::to_json(&report);
    let first =
        json.diagnostics.first().map(|d| format!(" (line {}, column {}: {})", d.place.line, d.place.column, d.message));
    model_error(py, format!("{}: {what}{}", report.path, first.unwrap_or_default()), &json.diagnostics)
}

/// A `ModelError` without diagnostics.
fn refusal(py: Python<'_>, display: &str, error: impl std::fmt::Display) -> PyErr {
    model_error::<()>(py, format!("{display}: {error}"), &[])
}

/// `cfb mask --format json` (one instance): `{"file", "lang", "profile", "level", "seed",
/// "incomplete", "complete:", "answers", "masks"}`.
#[pyfunction]
#[pyo3(signature = (text, lang, *, path=None, profile="cfb", level="statement", categories=None, ratio=None, count=None, per_symbol=false, seed=0, allow_syntax_errors=false))]
#[allow(clippy::too_many_arguments)]
fn mask<'py>(
    py: Python<'py>,
    text: &str,
    lang: &str,
    path: Option<&str>,
    profile: &str,
    level: &str,
    categories: Option<Vec<String>>,
    ratio: Option<f64>,
    count: Option<usize>,
    per_symbol: bool,
    seed: u64,
    allow_syntax_errors: bool,
) -> PyResult<Bound<'py, PyAny>> {
    let language = language(lang)?;
    let amount = match (ratio, count) {
        (Some(_), Some(_)) => return Err(PyValueError::new_err("give ratio or count, not both")),
        (_, Some(n)) => Amount::Count(n),
        (Some(r), None) => Amount::Ratio(r),
        (None, None) => MaskOptions::default().amount,
    };
    let options = MaskOptions {
        profile: choice::<Profile>("profile", profile)?,
        level: choice::<Level>("level", level)?,
        categories: categories.unwrap_or_default().iter().map(|c| c.trim().to_ascii_uppercase()).collect(),
        amount,
        per_symbol,
        seed,
        allow_syntax_errors,
    };
    options.check().map_err(PyValueError::new_err)?;
    let (display, source, _) = source(path, text);
    let made = py.detach(|| {
        cfb::mask::prepare(language, path.map(Path::new), &source, allow_syntax_errors)
            .and_then(|prepared| prepared.instance(&display, &options))
    });
    match made {
        Ok(instance) => Ok(pythonize(py, &instance)?),
        Err(MaskError::Syntax(diagnostics)) => {
            let what = MaskError::Syntax(Vec::new()).to_string();
            Err(syntax_error(py, what, FileReport { path: display, language, source, diagnostics }))
        }
        Err(e) => Err(refusal(py, &display, e)),
    }
}

/// `cfb fmt -`: the text in the canonical layout of its language.
#[pyfunction]
#[pyo3(signature = (text, lang, *, path=None, strip_comments=false, rename="none"))]
fn fmt(
    py: Python<'_>,
    text: &str,
    lang: &str,
    path: Option<&str>,
    strip_comments: bool,
    rename: &str,
) -> PyResult<String> {
    let language = language(lang)?;
    let options = FmtOptions { strip_comments, rename: choice::<Rename>("rename", rename)? };
    let (display, source, _) = source(path, text);
    match py.detach(|| cfb::fmt::format(language, path.map(Path::new), &source, &options)) {
        Ok(formatted) => Ok(formatted.text),
        Err(FmtError::Syntax(diagnostics)) => {
            let what = FmtError::Syntax(Vec::new()).to_string();
            Err(syntax_error(py, what, FileReport { path: display, language, source, diagnostics }))
        }
        Err(e) => Err(refusal(py, &display, e)),
    }
}

/// The two models of a comparison, read as `cfb diff A B` reads two files, and their names.
struct Pair<'a> {
    language: Language,
    a: Side,
    b: Side,
    names: (&'a str, &'a str),
}

fn pair<'a>(
    py: Python<'_>,
    (a, b): (&str, &str),
    lang: &str,
    (a_path, b_path): (Option<&'a str>, Option<&'a str>),
    rename: &str,
    dataflow: bool,
) -> PyResult<Pair<'a>> {
    let language = language(lang)?;
    let options = CompareOptions { rename: choice::<Rename>("rename", rename)?, dataflow };
    let side = |path: Option<&str>, text: &str| {
        let (display, source, _) = source(path, text);
        Side::new(language, path.map(Path::new), source.text, options).map_err(|e| (display, e))
    };
    let (a, b) =
        py.detach(|| Ok((side(a_path, a)?, side(b_path, b)?))).map_err(|(display, e)| refusal(py, &display, e))?;
    Ok(Pair { language, a, b, names: (a_path.unwrap_or(TEXT), b_path.unwrap_or(TEXT)) })
}

/// `cfb similarity A B --format json`: `{"a", "b", "lang", "scores": {...}, "items": [...]}`
/// of the candidate `a` against the reference `b`.
#[pyfunction]
#[pyo3(signature = (a, b, lang, *, a_path=None, b_path=None, rename="none", weights=None))]
#[allow(clippy::too_many_arguments)]
fn similarity<'py>(
    py: Python<'py>,
    a: &str,
    b: &str,
    lang: &str,
    a_path: Option<&str>,
    b_path: Option<&str>,
    rename: &str,
    weights: Option<(f64, f64, f64, f64)>,
) -> PyResult<Bound<'py, PyAny>> {
    let weights: Weights = match weights {
        Some((t, k, s, d)) => format!("{t},{k},{s},{d}").parse().map_err(PyValueError::new_err)?,
        None => Weights::default(),
    };
    let Pair { language, a, b, names } = pair(py, (a, b), lang, (a_path, b_path), rename, true)?;
    let report = py.detach(|| render::similarity::report(names.0, names.1, language, &Comparison::new(a, b), weights));
    Ok(pythonize(py, &report)?)
}

/// `cfb diff A B --format json`: `{"a", "b", "lang", "actions": [...], "summary": {...}}`.
#[pyfunction]
#[pyo3(signature = (a, b, lang, *, a_path=None, b_path=None, rename="none"))]
fn diff<'py>(
    py: Python<'py>,
    a: &str,
    b: &str,
    lang: &str,
    a_path: Option<&str>,
    b_path: Option<&str>,
    rename: &str,
) -> PyResult<Bound<'py, PyAny>> {
    let Pair { language, a, b, names } = pair(py, (a, b), lang, (a_path, b_path), rename, false)?;
    let cmp = py.detach(|| Comparison::new(a, b));
    let report = render::diff::Report::new(&cmp, names.0, names.1, language.id());
    Ok(pythonize(py, &report)?)
}

/// The language ids `lang` takes (`cfb languages`).
#[pyfunction]
fn languages() -> Vec<&'static str> {
    Language::all().map(|l| l.id()).collect()
}

#[pymodule]
fn _cfb(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("ModelError", m.py().get_type::<ModelError>())?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    m.add_function(wrap_pyfunction!(lint, m)?)?;
    m.add_function(wrap_pyfunction!(lint_many, m)?)?;
    m.add_function(wrap_pyfunction!(parse, m)?)?;
    m.add_function(wrap_pyfunction!(extract, m)?)?;
    m.add_function(wrap_pyfunction!(extract_many, m)?)?;
    m.add_function(wrap_pyfunction!(mask, m)?)?;
    m.add_function(wrap_pyfunction!(fmt, m)?)?;
    m.add_function(wrap_pyfunction!(similarity, m)?)?;
    m.add_function(wrap_pyfunction!(diff, m)?)?;
    m.add_function(wrap_pyfunction!(languages, m)?)?;
    Ok(())
}
