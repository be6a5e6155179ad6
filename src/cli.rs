//! The command line: with no arguments the game opens; subcommands answer
//! questions about the two games without opening a window.

use std::fmt::Display;
use std::io::{self, BufWriter, Write};
use std::process::ExitCode;

use crate::hanoi::Tower;
use crate::hanoi::distance::DistanceTable;
use crate::tictactoe::ai::{self, MAX_DEPTH};
use crate::tictactoe::{Game, PerfectTable, Player, RuleSet};

const MAIN_HELP: &str = "\
Pegs & Stones: Towers of Hanoi and Infinity TicTacToe.

Usage:
  pegs-and-stones                 open the game
  pegs-and-stones --version       print the version
  pegs-and-stones hanoi solve     print the optimal moves of a tower
  pegs-and-stones ttt analyze     score the moves of a TicTacToe position
  pegs-and-stones ttt solve       solve Infinity TicTacToe exactly
  pegs-and-stones records [--json] print the player's records
  pegs-and-stones bench [WHAT]    measure speed and memory
  pegs-and-stones --screenshot PATH [--screen S] [--lang en|de|es]
                                  save a picture of a screen as PNG and exit; S is
                                  menu, hanoi, tictactoe, hanoi-howto or
                                  tictactoe-howto

Every subcommand takes --help.";

const HANOI_HELP: &str = "\
Usage: pegs-and-stones hanoi solve --disks N [--pegs 3|4] [--from CONFIG] [--to PEG] [--count]

Subcommands:
  solve   print the optimal moves from a position to the goal peg";

const HANOI_SOLVE_HELP: &str = "\
Usage: pegs-and-stones hanoi solve --disks N [--pegs 3|4] [--from CONFIG] [--to PEG] [--count]

Prints the shortest sequence of moves, one per line as `FROM TO` (pegs from 1).

Options:
  --disks N       number of disks, 1 to 64
  --pegs P        3 (default) or 4 (Reve's puzzle)
  --from CONFIG   the peg of each disk, largest disk first (`3312` for 4 disks);
                  default: all disks on peg 1
  --to PEG        the goal peg; default the last peg
  --count         print only the number of moves

On four pegs a whole tower moves by the Frame-Stewart plan (proven optimal);
from other positions the moves are exact up to 10 disks (a search over all
4^N positions). Beyond that the plan is legal and short but not proven
shortest, and a note on stderr says so.";

const TTT_HELP: &str = "\
Usage: pegs-and-stones ttt <analyze|solve> [--rules seed|remove-first|four] [OPTIONS]

Subcommands:
  analyze   score every legal move of a position
  solve     solve the game exactly and print what is known about it

Rule sets (--rules, default seed):
  seed           three stones; a line among all four, the oldest included, wins;
                 otherwise the oldest vanishes
  remove-first   three stones; the oldest vanishes first, then a line among the
                 three left wins
  four           four stones; the oldest vanishes first (the new stone may take
                 its cell), then a line wins";

const TTT_ANALYZE_HELP: &str = "\
Usage: pegs-and-stones ttt analyze [--rules R] [--moves CELLS] [--depth D | --perfect]

Plays the moves (cells 0-8, row by row, X first), then prints one line per
legal cell and the chosen move:
  cell 2 score -1003     depth-limited minimax score (wins score 1000 + depth left)
  cell 2 win 7           exact value: the mover wins, loses or draws, N being the
  cell 2 loss 4          half-moves until the game ends with best play, this move
  cell 2 draw            included
  best 2

Options:
  --rules R       seed (default), remove-first or four
  --moves CELLS   comma-separated cells, e.g. 4,0,8; default: the empty board
  --depth D       search depth 1 to 12; default 9
  --perfect       exact values from the solved game instead of a search";

const TTT_SOLVE_HELP: &str = "\
Usage: pegs-and-stones ttt solve [--rules R] [--stats]

Solves Infinity TicTacToe by retrograde analysis and prints the value of the
empty board and of each first move (`first move 4: win 9`). Positions are seen
from the side to move: its stones and the opponent's, each oldest first.

Options:
  --rules R  seed (default), remove-first or four
  --stats    also count the positions reachable from the empty board (without the
             60-half-move counter) and how many are wins, losses and draws for the
             side to move";

const RECORDS_HELP: &str = "\
Usage: pegs-and-stones records [--json]

Prints the records kept in the data folder (PEGS_AND_STONES_DATA_DIR, or
pegs-and-stones in the system's data folder), one line each:
  hanoi 3 pegs 4 disks: best 15 moves (optimal), best time 12.4 s, 3 solves
  tictactoe seed rules, computer medium: 2 won, 1 lost, 0 drawn
  tictactoe seed rules, two players: X 1 won, O 0 won, 2 drawn
With --json, the same as one JSON object with the lists hanoi, tictactoe
and two_players. It only reads: data it cannot read is reported on stderr
and left as it is.";

/// A refused command line: one line for stderr, exit code 2.
#[derive(Debug, PartialEq, Eq)]
pub struct UsageError(pub String);

impl<T: Display> From<T> for UsageError {
    fn from(message: T) -> Self {
        Self(message.to_string())
    }
}

/// What a command line asks for.
#[derive(Debug, PartialEq, Eq)]
pub enum Command {
    /// Open the game window.
    Play,
    /// Print a help text.
    Help(&'static str),
    /// Print the version.
    Version,
    /// `hanoi solve`.
    HanoiSolve {
        /// The starting position.
        tower: Tower,
        /// Print only the number of moves.
        count: bool,
    },
    /// `ttt analyze`.
    TttAnalyze {
        /// The position.
        game: Game,
        /// Search depth, or `None` for exact values.
        depth: Option<u8>,
    },
    /// `ttt solve`.
    TttSolve {
        /// The rule set to solve.
        rules: RuleSet,
        /// Also print the position counts.
        stats: bool,
    },
    /// `bench`, with what to measure.
    Bench(Vec<String>),
    /// `records`: the player's records, as lines or as JSON.
    Records {
        /// JSON instead of lines.
        json: bool,
    },
    /// `--screenshot`: a picture of one screen.
    Snapshot(crate::snapshot::Snapshot),
}

/// The options after a subcommand, consumed one by one.
struct Options {
    args: Vec<String>,
}

impl Options {
    fn new(args: &[String]) -> Self {
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

    fn wants_help(&self) -> bool {
        self.args.iter().any(|a| a == "--help" || a == "-h")
    }

    fn flag(&mut self, name: &str) -> bool {
        let before = self.args.len();
        self.args.retain(|a| a != name);
        self.args.len() != before
    }

    fn value(&mut self, name: &str) -> Result<Option<String>, UsageError> {
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

    fn done(self) -> Result<(), UsageError> {
        match self.args.first() {
            None => Ok(()),
            Some(a) if a.starts_with('-') => Err(format!("unknown option '{a}'").into()),
            Some(a) => Err(format!("unexpected argument '{a}'").into()),
        }
    }
}

fn rules_option(opts: &mut Options) -> Result<RuleSet, UsageError> {
    match opts.value("--rules")? {
        None => Ok(RuleSet::Seed),
        Some(name) => RuleSet::from_name(&name)
            .ok_or_else(|| format!("--rules takes seed, remove-first or four, not '{name}'").into()),
    }
}

fn number<T: std::str::FromStr>(flag: &str, text: &str) -> Result<T, UsageError> {
    text.parse().map_err(|_| format!("{flag} takes a whole number, not '{text}'").into())
}

/// Reads a command line (without the program name).
pub fn parse(args: &[String]) -> Result<Command, UsageError> {
    let Some((first, rest)) = args.split_first() else {
        return Ok(Command::Play);
    };
    match first.as_str() {
        "--help" | "-h" | "help" => Ok(Command::Help(MAIN_HELP)),
        "--version" | "-V" => Ok(Command::Version),
        "hanoi" => match rest.split_first() {
            Some((sub, rest)) if sub == "solve" => parse_hanoi_solve(rest),
            Some((sub, _)) if sub == "--help" || sub == "-h" => Ok(Command::Help(HANOI_HELP)),
            Some((sub, _)) => Err(format!("unknown hanoi subcommand '{sub}'; try 'hanoi solve'").into()),
            None => Err("hanoi needs a subcommand; try 'hanoi solve --disks 3'".into()),
        },
        "ttt" => match rest.split_first() {
            Some((sub, rest)) if sub == "analyze" => parse_ttt_analyze(rest),
            Some((sub, rest)) if sub == "solve" => parse_ttt_solve(rest),
            Some((sub, _)) if sub == "--help" || sub == "-h" => Ok(Command::Help(TTT_HELP)),
            Some((sub, _)) => {
                Err(format!("unknown ttt subcommand '{sub}'; try 'ttt analyze' or 'ttt solve'").into())
            }
            None => Err("ttt needs a subcommand: analyze or solve".into()),
        },
        "bench" => {
            if Options::new(rest).wants_help() {
                Ok(Command::Help(crate::bench::HELP))
            } else {
                crate::bench::check_args(rest)?;
                Ok(Command::Bench(rest.to_vec()))
            }
        }
        "records" => {
            let mut opts = Options::new(rest);
            if opts.wants_help() {
                return Ok(Command::Help(RECORDS_HELP));
            }
            let json = opts.flag("--json");
            opts.done()?;
            Ok(Command::Records { json })
        }
        "--screenshot" => parse_snapshot(args),
        other if other.starts_with('-') => Err(format!("unknown option '{other}'; see --help").into()),
        other => Err(format!("unknown command '{other}'; see --help").into()),
    }
}

fn parse_snapshot(args: &[String]) -> Result<Command, UsageError> {
    let mut opts = Options::new(args);
    let path = opts.value("--screenshot")?.ok_or("--screenshot needs a file name")?;
    let (screen, page) = match opts.value("--screen")?.as_deref() {
        None | Some("menu") => (crate::Screen::Menu, false),
        Some("hanoi") => (crate::Screen::Hanoi, false),
        Some("tictactoe") => (crate::Screen::TicTacToe, false),
        Some("hanoi-howto") => (crate::Screen::Hanoi, true),
        Some("tictactoe-howto") => (crate::Screen::TicTacToe, true),
        Some(other) => {
            return Err(format!(
                "--screen takes menu, hanoi, tictactoe, hanoi-howto or tictactoe-howto, not '{other}'"
            )
            .into());
        }
    };
    let language = match opts.value("--lang")? {
        None => crate::i18n::Language::En,
        Some(code) => crate::i18n::Language::ALL
            .into_iter()
            .find(|l| l.code() == code)
            .ok_or_else(|| format!("--lang takes en, de or es, not '{code}'"))?,
    };
    opts.done()?;
    if !path.to_ascii_lowercase().ends_with(".png") {
        return Err("--screenshot writes PNG: give a file name ending in .png".into());
    }
    Ok(Command::Snapshot(crate::snapshot::Snapshot { path: path.into(), screen, page, language }))
}

fn parse_hanoi_solve(args: &[String]) -> Result<Command, UsageError> {
    let mut opts = Options::new(args);
    if opts.wants_help() {
        return Ok(Command::Help(HANOI_SOLVE_HELP));
    }
    let count = opts.flag("--count");
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
    let from = opts.value("--from")?;
    opts.done()?;
    let tower = match from {
        Some(config) => Tower::from_config_on(pegs, &config, disks, goal)?,
        None => Tower::from_places_on(pegs, &vec![0; disks], goal)?,
    };
    Ok(Command::HanoiSolve { tower, count })
}

fn parse_ttt_analyze(args: &[String]) -> Result<Command, UsageError> {
    let mut opts = Options::new(args);
    if opts.wants_help() {
        return Ok(Command::Help(TTT_ANALYZE_HELP));
    }
    let perfect = opts.flag("--perfect");
    let depth = opts.value("--depth")?;
    let moves = opts.value("--moves")?.unwrap_or_default();
    let rules = rules_option(&mut opts)?;
    opts.done()?;
    let depth = match (depth, perfect) {
        (Some(_), true) => return Err("give either --depth or --perfect, not both".into()),
        (None, true) => None,
        (None, false) => Some(ai::Level::Impossible.depth()),
        (Some(d), false) => {
            let d: u8 = number("--depth", &d)?;
            if !(1..=MAX_DEPTH).contains(&d) {
                return Err(format!("--depth takes 1 to {MAX_DEPTH}, not {d}").into());
            }
            Some(d)
        }
    };
    let mut cells = Vec::new();
    for part in moves.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        cells.push(number::<usize>("--moves", part)?);
    }
    let game = Game::from_moves_with(rules, Player::X, &cells)
        .map_err(|(i, e)| format!("move {} ({}): {e}", i + 1, cells[i]))?;
    if !game.is_running() {
        let result = match game.winner() {
            Some(p) => format!("{p} has won"),
            None => "it is a draw".to_string(),
        };
        return Err(format!("the game is over after these moves: {result}").into());
    }
    Ok(Command::TttAnalyze { game, depth })
}

fn parse_ttt_solve(args: &[String]) -> Result<Command, UsageError> {
    let mut opts = Options::new(args);
    if opts.wants_help() {
        return Ok(Command::Help(TTT_SOLVE_HELP));
    }
    let stats = opts.flag("--stats");
    let rules = rules_option(&mut opts)?;
    opts.done()?;
    Ok(Command::TttSolve { rules, stats })
}

/// Runs a parsed command that prints to `out`.
pub fn execute(command: Command, out: &mut impl Write) -> io::Result<()> {
    match command {
        Command::Play | Command::Snapshot(_) => Ok(()),
        Command::Help(text) => writeln!(out, "{text}"),
        Command::Version => writeln!(out, "pegs-and-stones {}", env!("CARGO_PKG_VERSION")),
        Command::HanoiSolve { tower, count } => {
            // Four pegs away from a whole tower: exact distances where the table is small enough.
            let table = (tower.peg_count() == 4 && !tower.is_whole_tower())
                .then(|| DistanceTable::build(tower.disks(), tower.goal()))
                .flatten();
            let plan = tower.plan(table.as_ref());
            if !plan.is_optimal() {
                eprintln!(
                    "note: {} disks on 4 pegs from this position: a short plan, not proven shortest",
                    tower.disks()
                );
            }
            if count {
                writeln!(out, "{}", plan.remaining())
            } else {
                for mv in plan {
                    writeln!(out, "{mv}")?;
                }
                Ok(())
            }
        }
        Command::TttAnalyze { game, depth: Some(depth) } => {
            let analysis = ai::analyze(&game, depth);
            for (cell, score) in analysis.scores.iter().enumerate() {
                if let Some(score) = score {
                    writeln!(out, "cell {cell} score {score}")?;
                }
            }
            let best = analysis.best_cells();
            writeln!(out, "best {}", best[0])
        }
        Command::TttAnalyze { game, depth: None } => {
            let table = PerfectTable::build_for(game.rules());
            let values = table.move_values(&game);
            for (cell, value) in values.iter().enumerate() {
                if let Some(value) = value {
                    writeln!(out, "cell {cell} {value}")?;
                }
            }
            let best = table.best_moves(&game);
            writeln!(out, "best {}", best[0])
        }
        Command::TttSolve { rules, stats } => {
            let table = PerfectTable::build_for(rules);
            let s = table.stats();
            writeln!(out, "empty board: {}", s.empty_board)?;
            let empty = Game::with_rules(rules, Player::X);
            for (cell, value) in table.move_values(&empty).iter().enumerate() {
                if let Some(value) = value {
                    writeln!(out, "first move {cell}: {value}")?;
                }
            }
            if stats {
                writeln!(out, "positions {}", s.positions)?;
                writeln!(out, "wins {}", s.wins)?;
                writeln!(out, "losses {}", s.losses)?;
                writeln!(out, "draws {}", s.draws)?;
                writeln!(out, "longest forced result {} half-moves", s.longest)?;
            }
            Ok(())
        }
        Command::Bench(args) => crate::bench::run(&args, out),
        Command::Records { json } => print_records(json, out),
    }
}

/// Prints the records of the player's data folder.
#[cfg(target_arch = "wasm32")]
fn print_records(_json: bool, _out: &mut impl Write) -> io::Result<()> {
    Err(io::Error::other("the web version has no command line"))
}

/// Prints the records of the player's data folder.
#[cfg(not(target_arch = "wasm32"))]
fn print_records(json: bool, out: &mut impl Write) -> io::Result<()> {
    use crate::save::data::{FILE_NAME, Reading, SaveData};
    let Some(store) = crate::save::store::Store::for_player() else {
        return Err(io::Error::other("no data folder found; set PEGS_AND_STONES_DATA_DIR"));
    };
    let records = match store.read(FILE_NAME) {
        Ok(None) => Default::default(),
        Ok(Some(bytes)) => {
            let (data, reading) = SaveData::from_text(&String::from_utf8_lossy(&bytes));
            match reading {
                Reading::Whole => {}
                Reading::Partly(problems) => eprintln!(
                    "pegs-and-stones: {} was not read in full ({} value(s) skipped); showing what could be read",
                    store.location(FILE_NAME),
                    problems.len()
                ),
                Reading::Unreadable(why) => {
                    return Err(io::Error::other(format!(
                        "{} could not be read: {why}",
                        store.location(FILE_NAME)
                    )));
                }
            }
            data.records
        }
        Err(e) => return Err(io::Error::other(e.to_string())),
    };
    if json {
        let value = serde_json::json!({
            "hanoi": records.hanoi.iter().map(|(&(pegs, disks), r)| serde_json::json!({
                "pegs": pegs,
                "disks": disks,
                "best_moves": r.best_moves,
                "best_time": r.best_time,
                "solves": r.solves,
                "best_optimal": r.best_optimal,
            })).collect::<Vec<_>>(),
            "tictactoe": records.against_computer.iter().map(|(&(rules, level), t)| serde_json::json!({
                "rules": rules.name(),
                "level": level.key(),
                "wins": t.wins,
                "losses": t.losses,
                "draws": t.draws,
            })).collect::<Vec<_>>(),
            "two_players": records.two_players.iter().map(|(&rules, t)| serde_json::json!({
                "rules": rules.name(),
                "x_wins": t.x_wins,
                "o_wins": t.o_wins,
                "draws": t.draws,
            })).collect::<Vec<_>>(),
        });
        let text = serde_json::to_string_pretty(&value).map_err(io::Error::other)?;
        writeln!(out, "{text}")
    } else {
        for line in records.lines() {
            writeln!(out, "{line}")?;
        }
        Ok(())
    }
}

/// On Windows the release build is a windowed program with no console of its
/// own: when it has no output to write to and was started from a console,
/// it borrows that console, so the subcommands print where they were typed.
#[cfg(windows)]
fn attach_console() {
    use windows_sys::Win32::System::Console::{
        ATTACH_PARENT_PROCESS, AttachConsole, GetStdHandle, STD_OUTPUT_HANDLE,
    };
    // SAFETY: plain Win32 calls without pointers; a failure leaves things as they were.
    unsafe {
        let out = GetStdHandle(STD_OUTPUT_HANDLE);
        if out.is_null() || out == windows_sys::Win32::Foundation::INVALID_HANDLE_VALUE {
            AttachConsole(ATTACH_PARENT_PROCESS);
        }
    }
}

/// Entry point of the binary.
pub fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    #[cfg(windows)]
    if !args.is_empty() {
        attach_console();
    }
    match parse(&args) {
        Ok(Command::Play) => {
            crate::run();
            ExitCode::SUCCESS
        }
        Ok(Command::Snapshot(snapshot)) => {
            crate::run_snapshot(snapshot);
            ExitCode::SUCCESS
        }
        Ok(command) => {
            let stdout = io::stdout();
            let mut out = BufWriter::new(stdout.lock());
            match execute(command, &mut out).and_then(|()| out.flush()) {
                Ok(()) => ExitCode::SUCCESS,
                // A closed pipe (`| head`) is not an error worth a message.
                Err(e) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
                Err(e) => {
                    eprintln!("pegs-and-stones: {e}");
                    ExitCode::FAILURE
                }
            }
        }
        Err(UsageError(message)) => {
            eprintln!("pegs-and-stones: {message}");
            ExitCode::from(2)
        }
    }
}
