//! `cfb score`: the CrypFormBench scores, from the released statistics or from benchmark items
//! joined with `cfb verify` records.

use crate::cli::Global;
use std::path::PathBuf;

use clap::ValueEnum;

use crate::cli::exit;
use crate::score::{data, paper, rank, upstream, ScoreConfig};
use crate::verify::record;

#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum Mode {
    /// §4.5 of the paper as printed: per-language scores, macro average over languages,
    /// weighted correction and interpretation, HM with +1e-6, γ on analyzability.
    Paper,
    /// The recipe that reproduces the released leaderboard: counts pooled over languages,
    /// a, ACC and F1 rounded to two decimals, one pooled correction score; of --config only
    /// the task weights apply.
    Upstream,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum Format {
    /// A table, best model first.
    Text,
    Csv,
    /// {"mode", "config", "models": {NAME: {gen, comp, trans, corr, interp, overall}}}; with
    /// --compare-configs {"mode", "reference", "configs": [{"name", "gamma", "alpha", "beta",
    /// "lambda_err", "lambda_false", "weights", "not_applied", "spearman_rho", "kendall_tau_b",
    /// "models": {NAME: {"overall", "rank"}}}]}.
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
    /// Scoring configuration: one of the paper's four (Table 4, built in), or a name defined
    /// in --score-config (which overrides a built-in of the same name):
    ///   C1  gen .25, comp .20, trans .25, corr .15, interp .15; α = β = .3, λ_err = .4,
    ///       λ_false = .6, γ = 1 (the paper's default)
    ///   C2  uniform task weights .20; α, β, λ, γ as C1
    ///   C3  gen .30, comp .15, trans .30, corr .10, interp .15; α, β, λ, γ as C1
    ///   C4  gen .25, comp .20, trans .20, corr .15, interp .20; α = .4, β = .2,
    ///       λ_err = λ_false = .5, γ = .5
    /// With --mode upstream only the task weights take effect: the released recipe fixes
    /// γ = 1 and α = β = .3 and pools correction without λ, so C4 there differs from C1 in
    /// its task weights alone (cfb warns about every value it cannot apply).
    #[arg(long = "config", default_value = "C1", value_name = "NAME", verbatim_doc_comment)]
    pub config: String,
    /// TOML file defining configurations: `[C5]` with gamma, alpha, beta, lambda_err,
    /// lambda_false, weights = [gen, comp, trans, corr, interp]; unset values are C1's.
    #[arg(long, value_name = "FILE")]
    pub score_config: Option<PathBuf>,
    /// Instead of one configuration's scores, print every model's overall score and rank under
    /// C1–C4 (and the configurations of --score-config), with Spearman's ρ (average ranks for
    /// ties) and Kendall's τ-b of each ranking against C1's. Ranks come from the printed
    /// scores (one decimal): models printed alike share a rank.
    #[arg(long, conflicts_with_all = ["config", "cells"])]
    pub compare_configs: bool,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    /// Instead of the scores, print one CSV row per (model, task, language) cell: the counts,
    /// a, ACC, ACC_A, F1_A and the paper's S (with the configuration's γ).
    #[arg(long)]
    pub cells: bool,
}

/// C1–C4, with the configurations of `--score-config` replacing built-ins of the same name
/// and the others after them.
fn configurations(score_config: Option<&std::path::Path>) -> Result<Vec<ScoreConfig>, String> {
    let mut configs = ScoreConfig::builtins();
    let Some(path) = score_config else { return Ok(configs) };
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    for defined in ScoreConfig::from_toml(&text).map_err(|e| format!("{}: {e}", path.display()))? {
        match configs.iter_mut().find(|c| c.name.eq_ignore_ascii_case(&defined.name)) {
            Some(builtin) => *builtin = defined,
            None => configs.push(defined),
        }
    }
    Ok(configs)
}

pub fn run(args: Args, global: &Global) -> u8 {
    let configs = match configurations(args.score_config.as_deref()) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("cfb: {e}");
            return exit::USAGE;
        }
    };
    let Some(cfg) = configs.iter().find(|c| c.name.eq_ignore_ascii_case(&args.config)).cloned() else {
        let names: Vec<&str> = configs.iter().map(|c| c.name.as_str()).collect();
        eprintln!(
            "cfb: unknown scoring configuration `{}`: known are {} (define others in a --score-config file)",
            args.config,
            names.join(", ")
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
    let score = |c: &ScoreConfig| match args.mode {
        Mode::Paper => paper::score(&stats, c),
        Mode::Upstream => upstream::score(&stats, c),
    };
    let unapplied = |c: &ScoreConfig| match args.mode {
        Mode::Paper => Vec::new(),
        Mode::Upstream => upstream::unapplied(c),
    };
    let text = if args.compare_configs {
        let comparison = rank::compare_configs(&configs, score, unapplied);
        match args.format {
            Format::Text => comparison.to_text(),
            Format::Csv => comparison.to_csv(),
            Format::Json => comparison.to_json() + "\n",
        }
    } else {
        let ignored = unapplied(&cfg);
        if !ignored.is_empty() && !global.quiet {
            eprintln!(
                "cfb: warning: --mode upstream applies only the task weights of {}; its {} differ from the recipe's fixed values (γ = 1, α = β = .3, correction pooled without λ) and are not applied",
                cfg.name,
                ignored.join(", ")
            );
        }
        let report = score(&cfg);
        match args.format {
            Format::Text => report.to_text(),
            Format::Csv => report.to_csv(),
            Format::Json => report.to_json() + "\n",
        }
    };
    print!("{text}");
    exit::OK
}
