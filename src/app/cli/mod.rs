//! The command line: with no arguments the game opens; subcommands answer
//! questions about the two games without opening a window. Native only: the
//! web build opens the game (see `src/main.rs`).
//!
//! [`args`] defines it (clap) and reads the arguments into a [`Command`]
//! (each option's value checked by [`values`], the help's prose in
//! [`help`], the words for engines of the player's own in [`engine_args`]);
//! [`records`] prints the player's records; [`matches`] runs those engines
//! and solvers (through `shell::platform::programs`) and [`engine`] is the
//! game's own; this file runs a command.

mod args;
mod bench_match;
mod check;
mod engine;
mod engine_args;
mod help;
mod lessons;
mod matches;
mod online;
mod puzzle;
mod race;
mod records;
mod review;
mod values;

use std::fmt::Display;
use std::io::{self, BufWriter, Write};
use std::process::ExitCode;

use pegs_engine::hanoi::Tower;
use pegs_engine::hanoi::distance::DistanceTable;
use pegs_engine::tictactoe::ai;
use pegs_engine::tictactoe::{Game, PerfectTable, Player, RuleSet};

pub use args::parse;
pub use bench_match::bench_match;
pub use check::CheckSetup;
pub use matches::MatchSetup;
pub use online::{IceGiven, OnlinePeer};
pub use puzzle::LadderGame;
pub use race::RacePeer;

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
    Play {
        /// The signalling server for online games (`--server`).
        server: Option<String>,
        /// The window's size in logical pixels (`--size WxH`), to play a phone's layout on a desktop.
        size: Option<(u32, u32)>,
        /// A day's puzzle to open (`--daily YYYY-MM-DD[:hanoi|tictactoe]`).
        daily: Option<crate::shell::modes::puzzle::Asked>,
        /// A game whose review to open (`--review TEXT`, the text a link carries).
        review: Option<crate::base::save::games::KeptText>,
    },
    /// `ttt online`: play a friend online as the computer, without a window.
    TttOnline(OnlinePeer),
    /// `hanoi race`: race a friend's game with the solver, without a window.
    HanoiRace(RacePeer),
    /// Print a help text (or the version).
    Help(String),
    /// `completions SHELL`: the shell's completions for the command line.
    Completions(clap_complete::Shell),
    /// `man`: the man page.
    Man,
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
        /// Also the positions searched and the expected line of each move.
        explain: bool,
    },
    /// `ttt review`: a game's moves judged against the exact values.
    TttReview {
        /// The position the moves start from.
        start: Game,
        /// The cells played, checked by the rules.
        cells: Vec<usize>,
        /// JSON instead of lines.
        json: bool,
    },
    /// `hanoi review`: a tower's moves judged against the exact distances.
    HanoiReview {
        /// The board the moves start from.
        start: Tower,
        /// The moves, checked by the rules.
        moves: Vec<pegs_engine::hanoi::Move>,
        /// JSON instead of lines.
        json: bool,
    },
    /// `ttt match`: engines of the player's own against each other or a level.
    TttMatch(MatchSetup),
    /// `ttt engine`: the game's computer player at a level, speaking the engine protocol.
    TttEngine(pegs_engine::tictactoe::Level),
    /// `hanoi check`: a solver of the player's own, checked.
    HanoiCheck(CheckSetup),
    /// `ttt solve`.
    TttSolve {
        /// The rule set to solve.
        rules: RuleSet,
        /// Also print the position counts.
        stats: bool,
    },
    /// `bench`, with what to measure.
    Bench(Vec<String>),
    /// `lessons`: every lesson with its task, as lines or as JSON.
    Lessons {
        /// JSON instead of lines.
        json: bool,
    },
    /// `records`: the player's records, as lines or as JSON.
    Records {
        /// JSON instead of lines.
        json: bool,
    },
    /// `puzzle daily`: a day's two puzzles (`None`: today, UTC).
    PuzzleDaily {
        /// The day.
        day: Option<pegs_engine::puzzle::Day>,
        /// JSON instead of lines.
        json: bool,
    },
    /// `puzzle ladder`: one rung of a game's ladder.
    PuzzleLadder {
        /// Which ladder.
        game: LadderGame,
        /// The rung, from 1.
        index: usize,
        /// JSON instead of lines.
        json: bool,
    },
    /// `--screenshot`: a picture of one screen.
    Snapshot(crate::app::snapshot::Snapshot),
}

/// Runs a parsed command that prints to `out`.
pub fn execute(command: Command, out: &mut impl Write) -> io::Result<()> {
    match command {
        Command::Play { .. } | Command::Snapshot(_) => Ok(()),
        Command::TttOnline(peer) => online::play_online(&peer, out),
        Command::HanoiRace(peer) => race::race_online(&peer, out),
        Command::Help(text) => write!(out, "{text}"),
        Command::Completions(shell) => {
            args::completions(shell, out);
            Ok(())
        }
        Command::Man => args::man_page(out),
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
        Command::TttAnalyze { game, depth: Some(depth), explain } => {
            let analysis = ai::analyze(&game, depth);
            for (cell, score) in analysis.scores.iter().enumerate() {
                if let Some(score) = score {
                    write!(out, "cell {cell} score {score}")?;
                    if explain {
                        let line = ai::principal_line(&game, depth, cell as u8);
                        write!(out, " nodes {} line {}", analysis.move_nodes[cell], cells(&line))?;
                    }
                    writeln!(out)?;
                }
            }
            let best = analysis.best_cells();
            writeln!(out, "best {}", best[0])?;
            if explain {
                writeln!(
                    out,
                    "search depth {depth}, {} positions, {} cut-offs",
                    analysis.nodes, analysis.cutoffs
                )?;
            }
            Ok(())
        }
        Command::TttAnalyze { game, depth: None, explain } => {
            let table = PerfectTable::build_for(game.rules());
            let values = table.move_values(&game);
            for (cell, value) in values.iter().enumerate() {
                if let Some(value) = value {
                    write!(out, "cell {cell} {value}")?;
                    if explain {
                        write!(out, " line {}", cells(&table.line(&game, cell as u8)))?;
                    }
                    writeln!(out)?;
                }
            }
            let best = table.best_moves(&game);
            writeln!(out, "best {}", best[0])?;
            if explain {
                writeln!(out, "perfect table, {} positions", table.stats().positions)?;
            }
            Ok(())
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
        Command::TttReview { start, cells, json } => review::print_game(start, &cells, json, out),
        Command::HanoiReview { start, moves, json } => review::print_tower(&start, &moves, json, out),
        Command::TttMatch(setup) => matches::run_match(&setup, out),
        Command::TttEngine(level) => engine::serve(level, io::stdin().lock(), out),
        Command::HanoiCheck(setup) => check::run_check(&setup, out),
        Command::Bench(args) => {
            crate::app::bench::run(&args, out)?;
            if crate::app::bench::wants(&args, "match") {
                bench_match(&std::env::current_exe()?, out)?;
            }
            Ok(())
        }
        Command::Records { json } => records::print_records(json, out),
        Command::Lessons { json } => lessons::print_lessons(json, out),
        Command::PuzzleDaily { day, json } => match day.map(Ok).unwrap_or_else(puzzle::today) {
            Ok(day) => puzzle::print_daily(day, json, out),
            Err(why) => Err(io::Error::other(why)),
        },
        Command::PuzzleLadder { game, index, json } => puzzle::print_rung(game, index, json, out),
    }
}

/// Cells as the command line writes them: `4 0 8`.
fn cells(line: &[u8]) -> String {
    line.iter().map(u8::to_string).collect::<Vec<_>>().join(" ")
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
        Ok(Command::Play { server, size, daily, review }) => {
            crate::app::window::run(server, size, daily, review);
            ExitCode::SUCCESS
        }
        Ok(Command::Snapshot(snapshot)) => {
            crate::app::window::run_snapshot(snapshot);
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
