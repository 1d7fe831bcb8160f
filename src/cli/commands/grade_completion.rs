//! `cfb grade-completion`: a model's reply to a completion instance, graded against its answers.

use crate::cli::Global;
use std::collections::BTreeMap;
use std::path::PathBuf;

use crate::cli::exit;
use crate::language::Language;
use crate::mask::grade;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The model's raw reply (`-`: standard input).
    #[arg(value_name = "REPLY")]
    pub reply: String,
    /// The masked file (the instance's `incomplete` text).
    #[arg(long, value_name = "INCOMPLETE")]
    pub masked: PathBuf,
    /// The answer key: a `cfb mask --format json` instance, or a JSON object {"CAT_N": text}.
    #[arg(long, value_name = "ANSWERS.json")]
    pub answers: PathBuf,
    /// Language of the instance (default: from the masked file's extension, else the
    /// instance's `lang`).
    #[arg(long, value_name = "L")]
    pub lang: Option<Language>,
}

pub fn run(args: Args, _global: &Global) -> u8 {
    match grade_files(&args) {
        Ok(json) => {
            println!("{json}");
            exit::OK
        }
        Err(e) => {
            eprintln!("cfb grade-completion: {e}");
            exit::USAGE
        }
    }
}

fn grade_files(args: &Args) -> Result<String, String> {
    let read = |p: &PathBuf| std::fs::read_to_string(p).map_err(|e| format!("{}: {e}", p.display()));
    let masked = read(&args.masked)?;
    let key: serde_json::Value = serde_json::from_str(&read(&args.answers)?)
        .map_err(|e| format!("{}: not JSON: {e}", args.answers.display()))?;
    let answers_value = key.get("answers").unwrap_or(&key);
    let answers: BTreeMap<String, String> = serde_json::from_value(answers_value.clone()).map_err(|e| {
        format!("{}: expected an instance or an object of placeholder ids to texts: {e}", args.answers.display())
    })?;
    let reply = crate::cli::input::read_bytes(&args.reply)
        .map(|b| String::from_utf8_lossy(&b).into_owned())
        .map_err(|e| format!("{}: {e}", args.reply))?;
    let ext = args.masked.extension().and_then(|e| e.to_str()).filter(|e| Language::from_extension(e).is_some());
    let lang = args
        .lang
        .or_else(|| ext.and_then(Language::from_extension))
        .or_else(|| key.get("lang").and_then(|l| l.as_str()).and_then(Language::from_name))
        .ok_or("cannot tell the language: pass --lang")?;
    let graded = grade::grade(lang, ext, &masked, &answers, &reply);
    Ok(serde_json::to_string(&graded).expect("grade serializes"))
}
