//! `cfb rule`: the documentation of lint rules.

use crate::cli::exit;
use crate::cli::Global;
use crate::lint::codes;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// A rule code such as SPDL001; without one, every rule is listed.
    #[arg(value_name = "CODE")]
    pub code: Option<String>,
}

pub fn run(args: Args, _global: &Global) -> u8 {
    match args.code {
        None => {
            for rule in codes::RULES {
                let m = rule.meta();
                println!("{:<9} {:<8} {:<26} {}", m.code, m.severity.to_string(), m.name, m.summary());
            }
            for b in codes::BUILTIN {
                println!("{:<36} {}", b.code, b.summary);
            }
            exit::OK
        }
        Some(code) => match codes::explain(&code) {
            Some(doc) => {
                print!("{doc}");
                exit::OK
            }
            None => {
                eprintln!("cfb: no rule or code `{code}`; `cfb rule` lists them");
                exit::USAGE
            }
        },
    }
}
