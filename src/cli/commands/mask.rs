//! `cfb mask`: code-completion instances from model files, or the spans a profile could mask.

use crate::cli::Global;
use std::io::Write;

use clap::ValueEnum;
use serde::Serialize;

use crate::cli::progress::Progress;
use crate::cli::{exit, input};
use crate::language::Language;
use crate::mask::{self, select::Amount, CandidateRecord, Level, MaskError, MaskOptions, Profile};

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// One instance per file and line (JSON Lines): {file, lang, profile, level, seed,
    /// incomplete, "complete:", answers, masks}.
    Json,
    /// One JSON list of {file, incomplete, "complete:"}, like CrypFormBench's dataset files.
    Cfb,
}

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Model files, folders (walked; files picked by extension) or `-` for standard input.
    #[arg(required = true, value_name = "PATH")]
    pub paths: Vec<String>,
    /// Language of every input, overriding extensions.
    #[arg(long, value_name = "L")]
    pub lang: Option<Language>,
    /// Which categories: `cfb` (CrypFormBench's, one token each) or `levels` (whole nodes).
    #[arg(long, value_enum, default_value_t = Profile::Cfb)]
    pub profile: Profile,
    /// Profile `levels`: how much one mask hides.
    #[arg(long, value_enum, default_value_t = Level::Statement)]
    pub level: Level,
    /// Only these categories (comma-separated, e.g. LEM,PRE); `docs/mask.md` lists them.
    #[arg(long, value_delimiter = ',', value_name = "A,B,...")]
    pub categories: Vec<String>,
    /// Share of the eligible spans to mask, 0 to 1 (1.0: every one that does not nest in
    /// another). Default 0.1.
    #[arg(long, value_name = "R", conflicts_with = "count")]
    pub ratio: Option<f64>,
    /// Number of spans to mask (fewer when the file has fewer).
    #[arg(long, value_name = "N")]
    pub count: Option<usize>,
    /// One id for every occurrence of one identifier (the name is hidden everywhere).
    #[arg(long)]
    pub per_symbol: bool,
    /// Seed of the choice: the same seed gives the same instances.
    #[arg(long, default_value_t = 0, value_name = "S")]
    pub seed: u64,
    /// Instances per file, with seeds S, S+1, ... (the file is parsed once).
    #[arg(long, default_value_t = 1, value_name = "K")]
    pub instances: u64,
    /// Output format of instances.
    #[arg(long, value_enum, default_value_t = Format::Json)]
    pub format: Format,
    /// Print every span the profile could mask, with category and level, and mask nothing.
    #[arg(long)]
    pub candidates: bool,
    /// Also mask files the verifier's parser would refuse (spans in unreadable parts never
    /// are), e.g. models written for an older version of the tool.
    #[arg(long)]
    pub allow_syntax_errors: bool,
    #[command(flatten)]
    pub jobs: input::Jobs,
}

#[derive(Serialize)]
struct CandidateList<'a> {
    file: &'a str,
    lang: Language,
    profile: Profile,
    candidates: Vec<CandidateRecord<'a>>,
}

#[derive(Serialize)]
struct CfbRecord {
    file: String,
    incomplete: String,
    #[serde(rename = "complete:")]
    complete: String,
}

pub fn run(args: Args, global: &Global) -> u8 {
    let options = MaskOptions {
        profile: args.profile,
        level: args.level,
        categories: args.categories.iter().map(|c| c.trim().to_ascii_uppercase()).collect(),
        amount: match (args.ratio, args.count) {
            (_, Some(n)) => Amount::Count(n),
            (Some(r), None) => Amount::Ratio(r),
            (None, None) => MaskOptions::default().amount,
        },
        per_symbol: args.per_symbol,
        seed: args.seed,
        allow_syntax_errors: args.allow_syntax_errors,
    };
    if let Err(e) = options.check() {
        eprintln!("cfb: {e}");
        return exit::USAGE;
    }
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    let (mut unreadable, mut refused) = (0usize, 0usize);
    let mut cfb_records = Vec::new();
    let inputs = input::expand_paths(&args.paths);
    let total = inputs.len();
    let progress = Progress::new(global, "mask", total, "files");
    let mut written = 0usize;
    let mut closed = false;
    // Workers mask; this thread prints in input order.
    let work = |inp: input::Input| {
        let mut records = Vec::new();
        let prepared = mask::prepare(inp.language, inp.path.as_deref(), &inp.source, args.allow_syntax_errors);
        let lines: Result<Vec<String>, MaskError> = prepared.and_then(|prepared| {
            if args.candidates {
                let candidates = prepared.candidate_records(args.profile);
                let list = CandidateList { file: &inp.display, lang: inp.language, profile: args.profile, candidates };
                return Ok(vec![serde_json::to_string(&list).expect("candidates serialize")]);
            }
            let mut lines = Vec::new();
            for k in 0..args.instances.max(1) {
                let options = MaskOptions { seed: options.seed.wrapping_add(k), ..options.clone() };
                let instance = prepared.instance(&inp.display, &options)?;
                if args.format == Format::Cfb {
                    records.push(CfbRecord {
                        file: instance.file.clone(),
                        incomplete: instance.incomplete.clone(),
                        complete: instance.complete.clone(),
                    });
                } else {
                    lines.push(serde_json::to_string(&instance).expect("instance serializes"));
                }
            }
            Ok(lines)
        });
        (inp, lines, records)
    };
    input::for_each(inputs, args.lang, args.jobs.count(), work, |result| {
        progress.inc();
        let (inp, lines, records) = match result {
            Ok(done) => done,
            Err(e) => {
                progress.suspend(|| eprintln!("cfb: {e}"));
                unreadable += 1;
                return true;
            }
        };
        cfb_records.extend(records);
        match lines {
            Ok(lines) => {
                for line in lines {
                    if writeln!(out, "{line}").is_err() {
                        closed = true; // output closed (e.g. piped into `head`)
                        return false;
                    }
                }
                written += 1;
            }
            Err(e) => {
                refused += 1;
                progress.suspend(|| report_refusal(&inp, e, global.color_stderr()));
            }
        }
        true
    });
    drop(progress);
    if closed {
        return exit::USAGE;
    }
    if args.format == Format::Cfb && !args.candidates {
        let _ = writeln!(out, "{}", serde_json::to_string_pretty(&cfb_records).expect("records serialize"));
    }
    if out.flush().is_err() {
        return exit::USAGE;
    }
    if refused > 0 || unreadable > 0 {
        let unreadable = if unreadable > 0 { format!(", {unreadable} unreadable") } else { String::new() };
        eprintln!("cfb mask: {written} of {total} files masked, {refused} refused{unreadable}");
    }
    exit::of(unreadable > 0, refused > 0)
}

fn report_refusal(inp: &input::Input, error: MaskError, color: bool) {
    match error {
        MaskError::Syntax(diagnostics) => {
            input::print_diagnostics(inp, diagnostics, color);
            eprintln!("cfb mask: {}: refused: {}", inp.display, MaskError::Syntax(Vec::new()));
        }
        other => eprintln!("cfb mask: {}: {other}", inp.display),
    }
}
