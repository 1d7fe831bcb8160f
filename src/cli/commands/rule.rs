//! `cfb rule`: the documentation of lint rules.

use crate::cli::exit;
use crate::lint::codes;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// A rule code such as SPDL001; without one, every rule is listed.
    #[arg(value_name = "CODE")]
    pub code: Option<String>,
}

pub fn run(args: Args) -> u8 {
    match args.code {
        None => {
            for rule in codes::RULES {
                let m = rule.meta();
                println!("{:<9} {:<8} {:<26} {}", m.code, m.severity.to_string(), m.name, m.summary());
            }
            exit::OK
        }
        Some(code) => match codes::by_code(&code) {
            Some(rule) => {
                let m = rule.meta();
                println!("# {} ({})\n", m.name, m.code);
                println!("Language: {}   Severity: {}   Mirrors: {}\n", m.language, m.severity, m.upstream);
                print!("{}", m.doc);
                exit::OK
            }
            None => {
                eprintln!("cfb: no rule `{code}`; `cfb rule` lists them");
                exit::USAGE
            }
        },
    }
}
