//! `cfb score`: the CrypFormBench scores, from the released statistics or from benchmark items
//! joined with `cfb verify` records.

use crate::cli::Global;
use std::path::PathBuf;

use clap::ValueEnum;

use crate::cli::exit;
use crate::score::{data, paper, upstream, ScoreConfig};
use crate::verify::record;

#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum Mode {
    /// §4.5 of the paper as printed: per-language scores, macro average over languages,
    /// weighted correction and interpretation, HM with +1e-6, γ on analyzability.
    Paper,
    /// The recipe that reproduces the released leaderboard: counts pooled over languages,
    /// a, ACC and F1 rounded to two decimals, one pooled correction score.
    Upstream,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum Format {
    /// A table, best model first.
    Text,
    Csv,
    /// {"mode", "config", "models": {NAME: {gen, comp, trans, corr, interp, overall}}}.
    Json,
}

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Scoring recipe.
    #[arg(long, value_enum, default_value_t = Mode::Paper)]
    pub mode: Mode,
    /// The released statistics folder (`cfb/calculated_results` of CrypFormBench).
    #[arg(long, value_name = "DIR", conflicts_with = "items")]
    pub released: Option<PathBuf>,
    /// Benchmark items, JSON Lines: {"model", "task" (gen|comp|trans|corr_err|corr_false|interp),
    /// "lang", "generated", "path" or "status", "expected" (SAFE|UNSAFE), "s_logic", "s_anno"}.
    #[arg(long, value_name = "FILE", required_unless_present = "released")]
    pub items: Option<PathBuf>,
    /// Verdict records (`cfb verify --out`) giving the items' verdicts by path.
    #[arg(long, value_name = "FILE", requires = "items")]
    pub records: Vec<PathBuf>,
    /// Scoring configuration: C1 (built in: gen .25, comp .20, trans .25, corr .15,
    /// interp .15, α = β = .3, λ = .4/.6, γ = 1) or a name defined in --score-config.
    #[arg(long = "config", default_value = "C1", value_name = "NAME")]
    pub config: String,
    /// TOML file defining configurations: `[C2]` with gamma, alpha, beta, lambda_err,
    /// lambda_false, weights = [gen, comp, trans, corr, interp]; unset values are C1's.
    #[arg(long, value_name = "FILE")]
    pub score_config: Option<PathBuf>,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    /// Instead of the scores, print one CSV row per (model, task, language) cell: the counts,
    /// a, ACC, ACC_A, F1_A and the paper's S (with the configuration's γ).
    #[arg(long)]
    pub cells: bool,
}

pub fn run(args: Args, _global: &Global) -> u8 {
    let mut cfg = ScoreConfig::builtin(&args.config);
    if let Some(p) = &args.score_config {
        let text = match std::fs::read_to_string(p) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("cfb: {}: {e}", p.display());
                return exit::USAGE;
            }
        };
        match ScoreConfig::from_toml(&text) {
            Ok(list) => {
                if let Some(c) = list.into_iter().find(|c| c.name.eq_ignore_ascii_case(&args.config)) {
                    cfg = Some(c);
                }
            }
            Err(e) => {
                eprintln!("cfb: {}: {e}", p.display());
                return exit::USAGE;
            }
        }
    }
    let Some(cfg) = cfg else {
        eprintln!(
            "cfb: unknown scoring configuration `{}`: C1 is built in; define others (the paper's C2-C4) in a --score-config file",
            args.config
        );
        return exit::USAGE;
    };
    let stats = if let Some(dir) = &args.released {
        data::load_released(dir)
    } else {
        let items = args.items.as_ref().expect("clap requires --items or --released");
        let mut records = Vec::new();
        for r in &args.records {
            match record::read_records(r) {
                Ok(mut v) => records.append(&mut v),
                Err(e) => {
                    eprintln!("cfb: {e}");
                    return exit::USAGE;
                }
            }
        }
        data::read_items(items).and_then(|it| data::from_items(&it, &records))
    };
    let stats = match stats {
        Ok(s) => s,
        Err(e) => {
            eprintln!("cfb: {e}");
            return exit::USAGE;
        }
    };
    if args.cells {
        print!("{}", paper::cells_csv(&stats, &cfg));
        return exit::OK;
    }
    let report = match args.mode {
        Mode::Paper => paper::score(&stats, &cfg),
        Mode::Upstream => upstream::score(&stats, &cfg),
    };
    let text = match args.format {
        Format::Text => report.to_text(),
        Format::Csv => report.to_csv(),
        Format::Json => report.to_json() + "\n",
    };
    print!("{text}");
    exit::OK
}
