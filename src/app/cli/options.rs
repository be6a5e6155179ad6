//! The options after a subcommand: flags and values, each taken once.

use pegs_engine::hanoi::Tower;
use pegs_engine::tictactoe::RuleSet;

use super::UsageError;

/// The options after a subcommand, consumed one by one.
pub(super) struct Options {
    args: Vec<String>,
}

impl Options {
    pub(super) fn new(args: &[String]) -> Self {
        // `--flag=value` is the same as `--flag value`.
        let mut split = Vec::new();
        for a in args {
            match a.split_once('=') {
                Some((flag, value)) if flag.starts_with("--") => {
                    split.push(flag.to_string());
                    split.push(value.to_string());
                }
                _ => split.push(a.clone()),
            }
        }
        Self { args: split }
    }

    pub(super) fn wants_help(&self) -> bool {
        self.args.iter().any(|a| a == "--help" || a == "-h")
    }

    pub(super) fn flag(&mut self, name: &str) -> bool {
        let before = self.args.len();
        self.args.retain(|a| a != name);
        self.args.len() != before
    }

    pub(super) fn value(&mut self, name: &str) -> Result<Option<String>, UsageError> {
        let Some(i) = self.args.iter().position(|a| a == name) else {
            return Ok(None);
        };
        if i + 1 >= self.args.len() {
            return Err(format!("{name} needs a value").into());
        }
        let value = self.args.remove(i + 1);
        self.args.remove(i);
        if self.args.iter().any(|a| a == name) {
            return Err(format!("{name} is given twice").into());
        }
        Ok(Some(value))
    }

    pub(super) fn done(self) -> Result<(), UsageError> {
        match self.args.first() {
            None => Ok(()),
            Some(a) if a.starts_with('-') => Err(format!("unknown option '{a}'").into()),
            Some(a) => Err(format!("unexpected argument '{a}'").into()),
        }
    }
}

pub(super) fn rules_option(opts: &mut Options) -> Result<RuleSet, UsageError> {
    match opts.value("--rules")? {
        None => Ok(RuleSet::Seed),
        Some(name) => RuleSet::from_name(&name)
            .ok_or_else(|| format!("--rules takes seed, remove-first or four, not '{name}'").into()),
    }
}

pub(super) fn number<T: std::str::FromStr>(flag: &str, text: &str) -> Result<T, UsageError> {
    text.parse().map_err(|_| format!("{flag} takes a whole number, not '{text}'").into())
}

/// `--disks N [--pegs 3|4] [--from POS] [--to PEG]`: the board a Hanoi
/// command starts from, and whether it was given with `--from`.
pub(super) fn tower_options(opts: &mut Options) -> Result<(Tower, bool), UsageError> {
    let disks = opts.value("--disks")?.ok_or("--disks N is required")?;
    let disks: usize = number("--disks", &disks)?;
    let pegs = match opts.value("--pegs")?.as_deref() {
        None | Some("3") => 3,
        Some("4") => 4,
        Some(other) => return Err(format!("--pegs takes 3 or 4, not '{other}'").into()),
    };
    let goal = match opts.value("--to")? {
        None => pegs - 1,
        Some(p) => match p.parse::<usize>() {
            Ok(peg) if (1..=pegs).contains(&peg) => peg - 1,
            _ => return Err(format!("--to takes a peg 1 to {pegs}, not '{p}'").into()),
        },
    };
    Ok(match opts.value("--from")? {
        Some(config) => (Tower::from_config_on(pegs, &config, disks, goal)?, true),
        None => (Tower::from_places_on(pegs, &vec![0; disks], goal)?, false),
    })
}
