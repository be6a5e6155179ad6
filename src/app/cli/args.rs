//! The command line, defined once with clap: every subcommand, option and
//! help text. The lists it offers (languages, rule sets, levels, screens,
//! benchmarks) come from the code's own lists. What clap reads becomes a
//! [`Command`]; what needs the rules to check (a tower, a game's moves) is
//! checked here too, so every refusal is one line before anything runs.

use std::path::PathBuf;

use clap::{Args, CommandFactory, Parser, Subcommand, ValueEnum};

use pegs_engine::lesson::LessonId;
use pegs_engine::puzzle::Day;
use pegs_engine::tictactoe::ai;
use pegs_engine::tictactoe::{Game, Player, RuleSet};

use super::engine_args::{CheckArgs, EngineArgs, MatchArgs};
use super::help::*;
use super::values::*;
use super::{Command, IceGiven, LadderGame, OnlinePeer, RacePeer, UsageError};
use crate::app::snapshot::Snapshot;
use crate::base::i18n::Language;
use crate::base::save::games::KeptText;
use crate::base::screen::Screen;
use crate::shell::display::appearance::Look;
use crate::shell::modes::puzzle::Asked;

/// Pegs & Stones: Towers of Hanoi and Infinity TicTacToe. With no command
/// the game opens; the commands answer questions about the two games
/// without a window.
#[derive(Parser, Debug)]
#[command(name = "pegs-and-stones", version, args_conflicts_with_subcommands = true)]
pub struct Cli {
    #[command(subcommand)]
    command: Option<Sub>,
    #[command(flatten)]
    open: Open,
}

/// How the game opens, or the picture it takes and exits.
#[derive(Args, Debug)]
struct Open {
    /// Reach friends through this signalling server: a pegs-server's web
    /// address (https://host) or any matchbox server's (ws://host:3536).
    #[arg(long, value_name = "URL", value_parser = server_url)]
    server: Option<String>,
    /// The window's (or the picture's) size in logical pixels, each side
    /// 320–4096: 405x720 is a phone's portrait.
    #[arg(long, value_name = "WxH", value_parser = size)]
    size: Option<(u32, u32)>,
    /// Open on a day's puzzle (GAME: hanoi or tictactoe), or with --screenshot the day's puzzles.
    #[arg(long, value_name = "DATE[:GAME]", value_parser = daily)]
    daily: Option<Asked>,
    /// Open at a finished game's review (what a review's link carries
    /// after ?review=, e.g. ttt.seed.x.x.hard.0.40812).
    #[arg(long, value_name = "TEXT", value_parser = review)]
    review: Option<KeptText>,
    /// Save a picture of a screen as PNG and exit.
    #[arg(long, value_name = "PATH", conflicts_with_all = ["server"])]
    screenshot: Option<PathBuf>,
    /// The screen in the picture.
    #[arg(long, value_enum, requires = "screenshot")]
    screen: Option<ScreenName>,
    /// The picture's language.
    #[arg(long, value_name = "CODE", requires = "screenshot", value_parser = language_parser())]
    lang: Option<String>,
    /// The picture's text size, in per cent, as a player would choose it.
    #[arg(long, value_name = "PER CENT", requires = "screenshot", value_parser = text_size)]
    text_size: Option<u16>,
    /// The picture's contrast.
    #[arg(long, value_enum, requires = "screenshot")]
    contrast: Option<Contrast>,
    /// A lesson on its board in the picture (ids: pegs-and-stones lessons).
    #[arg(long, value_name = "ID", requires = "screenshot", value_parser = lesson)]
    lesson: Option<LessonId>,
}

/// A screen to take a picture of.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
enum ScreenName {
    /// The menu.
    Menu,
    /// The Hanoi board.
    Hanoi,
    /// The TicTacToe board.
    Tictactoe,
    /// Hanoi's how-to-play page.
    HanoiHowto,
    /// TicTacToe's how-to-play page.
    TictactoeHowto,
    /// The solver's plan and map.
    HanoiPlan,
    /// The computer's scores.
    TictactoeThinking,
    /// A race under way against a friend's board.
    HanoiRace,
    /// The Hanoi board with a phone's settings sheet open.
    HanoiSheet,
    /// The TicTacToe board with a phone's settings sheet open.
    TictactoeSheet,
}

/// A picture's contrast.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
enum Contrast {
    /// The usual colours.
    Usual,
    /// High contrast (7:1 for every text).
    High,
}

#[derive(Subcommand, Debug)]
enum Sub {
    /// Towers of Hanoi: solve, review, race.
    #[command(subcommand, arg_required_else_help = false)]
    Hanoi(HanoiSub),
    /// Infinity TicTacToe: analyze, solve, online, review.
    #[command(subcommand, arg_required_else_help = false, after_help = RULES_HELP)]
    Ttt(TttSub),
    /// The puzzles: a day's, or a rung of a ladder.
    #[command(subcommand, arg_required_else_help = false, after_help = PUZZLE_HELP)]
    Puzzle(PuzzleSub),
    /// Prints the player's records, kept in the data folder
    /// (PEGS_AND_STONES_DATA_DIR, or pegs-and-stones in the system's data folder).
    #[command(after_help = RECORDS_HELP)]
    Records {
        /// One JSON object with the lists hanoi, tictactoe and two_players.
        #[arg(long)]
        json: bool,
    },
    /// Prints the lessons of both courses, each task with the answer the engine computes.
    #[command(after_help = LESSONS_HELP)]
    Lessons {
        /// An array with one object a lesson (below).
        #[arg(long)]
        json: bool,
    },
    /// Measures speed and memory, in whatever build runs it (use --release).
    #[command(after_help = crate::app::bench::HELP)]
    Bench {
        /// What to measure; all when none is named.
        #[arg(value_enum)]
        what: Vec<BenchKind>,
    },
    /// Prints a shell's completions for pegs-and-stones.
    Completions {
        /// The shell.
        shell: clap_complete::Shell,
    },
    /// Prints pegs-and-stones's man page (roff).
    Man,
}

/// What `bench` measures.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
enum BenchKind {
    /// The solvers and the four-peg tables.
    Hanoi,
    /// The searches and the perfect tables.
    Ttt,
    /// The engine protocol's cost, through `ttt match`.
    Match,
    /// The game's own frames, headless.
    Frames,
    /// The language files and the texts said.
    Texts,
}

#[derive(Subcommand, Debug)]
enum HanoiSub {
    /// Prints the shortest sequence of moves, one per line as `FROM TO` (pegs from 1).
    #[command(after_help = SOLVE_HELP)]
    Solve {
        #[command(flatten)]
        tower: TowerArgs,
        /// Print only the number of moves.
        #[arg(long)]
        count: bool,
    },
    /// Judges each move against the exact distance to the goal.
    #[command(after_help = HANOI_REVIEW_HELP)]
    Review {
        #[command(flatten)]
        tower: TowerArgs,
        /// The moves, each its from-peg and to-peg (pegs from 1), separated by commas: 13,12,32.
        #[arg(long, value_name = "MOVES")]
        moves: String,
        /// An object: moves, pegs, disks, goal, optimum, made, wasted, first_detour.
        #[arg(long)]
        json: bool,
    },
    /// Races a friend's game online with the solver, without a window.
    #[command(after_help = RACE_HELP)]
    Race(RaceArgs),
    /// Checks a solver program of your own: its moves through the rules, against the fewest.
    #[command(after_help = CHECK_HELP)]
    Check(CheckArgs),
}

#[derive(Args, Debug)]
struct RaceArgs {
    /// The tower, when creating or looking for someone: 3 to 10 disks.
    #[arg(long, value_name = "N", default_value_t = 3, value_parser = race_disks, conflicts_with = "join")]
    disks: usize,
    /// Three pegs or four.
    #[arg(long, value_name = "3|4", default_value_t = 3, value_parser = pegs, conflicts_with = "join")]
    pegs: usize,
    /// Race the race of this code; its creator chose the tower.
    #[arg(long, value_name = "CODE", value_parser = code)]
    join: Option<String>,
    /// Race the next player who asks the server for a race on the same tower (Race someone now).
    #[arg(long, conflicts_with = "join")]
    someone: bool,
    /// A pegs-server (https://host) or a matchbox server (ws://host:3536, the default ws://localhost:3536).
    #[arg(long, value_name = "URL", value_parser = server_url)]
    server: Option<String>,
    /// The solver's moves a second, 1 to 50.
    #[arg(long, value_name = "N", default_value_t = 2, value_parser = speed)]
    speed: u32,
    /// Seconds to wait for the friend, or for someone.
    #[arg(long, value_name = "S", default_value_t = 120)]
    wait: u64,
}

#[derive(Subcommand, Debug)]
enum TttSub {
    /// Scores every legal move of a position.
    #[command(after_help = ANALYZE_HELP)]
    Analyze {
        /// Comma-separated cells 0–8, row by row, X first (4,0,8); default: the empty board.
        #[arg(long, value_name = "CELLS", default_value = "")]
        moves: String,
        /// Search depth, 1 to 12 [default: 9].
        #[arg(long, value_name = "D", conflicts_with = "perfect", value_parser = depth)]
        depth: Option<u8>,
        /// Exact values from the solved game instead of a search.
        #[arg(long)]
        perfect: bool,
        /// The positions searched and the expected line of each move.
        #[arg(long)]
        explain: bool,
        #[command(flatten)]
        rules: RulesArg,
    },
    /// Solves the game exactly and prints the value of the empty board and of each first move.
    #[command(after_help = TTT_SOLVE_HELP)]
    Solve {
        /// Also count the positions reachable from the empty board, and how
        /// many are wins, losses and draws for the side to move.
        #[arg(long)]
        stats: bool,
        #[command(flatten)]
        rules: RulesArg,
    },
    /// Plays a friend's game online as the computer, without a window.
    #[command(after_help = ONLINE_HELP)]
    Online(OnlineArgs),
    /// Plays engines of your own against each other or a level, judged by the exact values.
    #[command(after_help = MATCH_HELP)]
    Match(MatchArgs),
    /// Plays at a level as an engine: the engine protocol on stdin and stdout.
    #[command(after_help = ENGINE_HELP)]
    Engine(EngineArgs),
    /// Judges every move of a game against the exact values.
    #[command(after_help = TTT_REVIEW_HELP)]
    Review {
        /// Comma-separated cells 0–8, row by row, X first: 4,0,8.
        #[arg(long, value_name = "CELLS")]
        moves: String,
        /// An object: moves (ply, side, cell, before, after, verdict, best), rules and first_mistake.
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        rules: RulesArg,
    },
}

#[derive(Args, Debug)]
struct OnlineArgs {
    /// Join the game of this code; without it a game is created.
    #[arg(long, value_name = "CODE", value_parser = code)]
    join: Option<String>,
    /// Play the next player who asks the server to play someone under the same rules, instead.
    #[arg(long, conflicts_with = "join")]
    someone: bool,
    /// A pegs-server (https://host) or a matchbox server (ws://host:3536, the default ws://localhost:3536).
    #[arg(long, value_name = "URL", value_parser = server_url)]
    server: Option<String>,
    /// How strong the computer plays.
    #[arg(long, value_name = "L", default_value = "medium", value_parser = level_parser())]
    level: String,
    /// The rule set, when creating or looking for someone (see `ttt --help`).
    #[arg(long, value_name = "R", default_value = "seed", value_parser = rules_parser())]
    rules: String,
    /// Games to play before leaving; rematches between.
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = games)]
    games: u32,
    /// Seconds to wait for the friend, or for someone.
    #[arg(long, value_name = "S", default_value_t = 120)]
    wait: u64,
    /// Use this STUN or TURN server (stun:host:3478, turn:host:3478) instead of those the server hands out.
    #[arg(long, value_name = "URL", value_parser = ice_url)]
    ice: Option<String>,
    /// A TURN server's user name (with --ice and --ice-password).
    #[arg(long, value_name = "U", requires_all = ["ice", "ice_password"])]
    ice_user: Option<String>,
    /// A TURN server's password (with --ice and --ice-user).
    #[arg(long, value_name = "P", requires_all = ["ice", "ice_user"])]
    ice_password: Option<String>,
}

#[derive(Subcommand, Debug)]
enum PuzzleSub {
    /// A day's puzzles, one of each game.
    Daily {
        /// The day (UTC), YYYY-MM-DD; default: today.
        #[arg(long, value_name = "YYYY-MM-DD", value_parser = day)]
        date: Option<Day>,
        /// One JSON object (below).
        #[arg(long)]
        json: bool,
    },
    /// Rung I (from 1) of a game's ladder, from easy to hard.
    Ladder {
        /// Which ladder.
        #[arg(long, value_enum)]
        game: LadderName,
        /// The rung, from 1.
        #[arg(long, value_name = "I")]
        index: usize,
        /// One JSON object.
        #[arg(long)]
        json: bool,
    },
}

/// A ladder's game.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
enum LadderName {
    /// Towers of Hanoi.
    Hanoi,
    /// Infinity TicTacToe.
    Ttt,
}

/// Reads a command line (without the program name).
pub fn parse(args: &[String]) -> Result<Command, UsageError> {
    let words = std::iter::once("pegs-and-stones".to_string()).chain(args.iter().cloned());
    match Cli::try_parse_from(words) {
        Ok(cli) => cli.into_command(),
        Err(e)
            if matches!(
                e.kind(),
                clap::error::ErrorKind::DisplayHelp | clap::error::ErrorKind::DisplayVersion
            ) =>
        {
            Ok(Command::Help(e.render().to_string()))
        }
        Err(e) => Err(UsageError(one_line(&e))),
    }
}

/// The completions for `shell`.
pub fn completions(shell: clap_complete::Shell, out: &mut impl std::io::Write) {
    clap_complete::generate(shell, &mut Cli::command(), "pegs-and-stones", out);
}

/// The man page.
pub fn man_page(out: &mut impl std::io::Write) -> std::io::Result<()> {
    clap_mangen::Man::new(Cli::command()).render(out)
}

impl Cli {
    fn into_command(self) -> Result<Command, UsageError> {
        match self.command {
            None => self.open.into_command(),
            Some(Sub::Hanoi(sub)) => sub.into_command(),
            Some(Sub::Ttt(sub)) => sub.into_command(),
            Some(Sub::Puzzle(PuzzleSub::Daily { date, json })) => {
                Ok(Command::PuzzleDaily { day: date, json })
            }
            Some(Sub::Puzzle(PuzzleSub::Ladder { game, index, json })) => {
                let game = match game {
                    LadderName::Hanoi => LadderGame::Hanoi,
                    LadderName::Ttt => LadderGame::TicTacToe,
                };
                let rungs = super::puzzle::rungs(game);
                if !(1..=rungs).contains(&index) {
                    return Err(format!("--index takes a rung from 1 to {rungs}, not {index}").into());
                }
                Ok(Command::PuzzleLadder { game, index, json })
            }
            Some(Sub::Records { json }) => Ok(Command::Records { json }),
            Some(Sub::Lessons { json }) => Ok(Command::Lessons { json }),
            Some(Sub::Bench { what }) => Ok(Command::Bench(
                what.iter().filter_map(|k| k.to_possible_value()).map(|v| v.get_name().to_string()).collect(),
            )),
            Some(Sub::Completions { shell }) => Ok(Command::Completions(shell)),
            Some(Sub::Man) => Ok(Command::Man),
        }
    }
}

impl Open {
    fn into_command(self) -> Result<Command, UsageError> {
        let Some(path) = self.screenshot else {
            return Ok(Command::Play {
                server: self.server,
                size: self.size,
                daily: self.daily,
                review: self.review,
            });
        };
        let chosen = self.screen;
        let sheet = matches!(chosen, Some(ScreenName::HanoiSheet | ScreenName::TictactoeSheet));
        let race = chosen == Some(ScreenName::HanoiRace);
        let (screen, page, explain) = match chosen {
            None | Some(ScreenName::Menu) => (Screen::Menu, false, false),
            Some(ScreenName::Hanoi | ScreenName::HanoiRace | ScreenName::HanoiSheet) => {
                (Screen::Hanoi, false, false)
            }
            Some(ScreenName::Tictactoe | ScreenName::TictactoeSheet) => (Screen::TicTacToe, false, false),
            Some(ScreenName::HanoiHowto) => (Screen::Hanoi, true, false),
            Some(ScreenName::TictactoeHowto) => (Screen::TicTacToe, true, false),
            Some(ScreenName::HanoiPlan) => (Screen::Hanoi, false, true),
            Some(ScreenName::TictactoeThinking) => (Screen::TicTacToe, false, true),
        };
        // A review is shown on its own game's screen, as its link opens it.
        if self.review.is_some() && (chosen.is_some() || self.lesson.is_some() || self.daily.is_some()) {
            return Err(
                "--review is pictured on its game's own screen: no --screen, --lesson or --daily".into()
            );
        }
        // A lesson is shown on its own game's screen.
        let screen = match self.lesson {
            Some(l) if chosen.is_none() => crate::shell::modes::lessons::screen_of(l.course()),
            Some(l)
                if screen != crate::shell::modes::lessons::screen_of(l.course())
                    || page
                    || explain
                    || race =>
            {
                return Err(format!("--lesson {} is shown on its game's own screen", l.key()).into());
            }
            _ => screen,
        };
        let language = self
            .lang
            .and_then(|code| Language::ALL.into_iter().find(|l| l.code() == code))
            .unwrap_or_default();
        let mut look = Look::default();
        if let Some(size) = self.text_size {
            look.choose_text_size(size);
        }
        if self.contrast == Some(Contrast::High) {
            look.choose_contrast(true);
        }
        if !path.to_string_lossy().to_ascii_lowercase().ends_with(".png") {
            return Err("--screenshot writes PNG: give a file name ending in .png".into());
        }
        Ok(Command::Snapshot(Snapshot {
            path,
            screen,
            page,
            explain,
            size: self.size,
            language,
            look,
            daily: self.daily,
            sheet,
            lesson: self.lesson,
            race,
            review: self.review,
        }))
    }
}

impl HanoiSub {
    fn into_command(self) -> Result<Command, UsageError> {
        match self {
            Self::Solve { tower, count } => Ok(Command::HanoiSolve { tower: tower.tower()?, count }),
            Self::Review { tower, moves, json } => super::review::hanoi_review(tower.tower()?, &moves, json),
            Self::Check(check) => check.into_command(),
            Self::Race(race) => Ok(Command::HanoiRace(RacePeer {
                join: race.join,
                someone: race.someone,
                server: race.server,
                pegs: race.pegs,
                disks: race.disks,
                speed: race.speed,
                wait: race.wait,
            })),
        }
    }
}

impl TttSub {
    fn into_command(self) -> Result<Command, UsageError> {
        match self {
            Self::Analyze { moves, depth, perfect, explain, rules } => {
                let depth = if perfect { None } else { Some(depth.unwrap_or(ai::Level::Impossible.depth())) };
                let cells = if moves.trim().is_empty() { Vec::new() } else { cells(&moves)? };
                let game = Game::from_moves_with(rules.rules(), Player::X, &cells)
                    .map_err(|(i, e)| format!("move {} ({}): {e}", i + 1, cells[i]))?;
                if !game.is_running() {
                    let result = match game.winner() {
                        Some(p) => format!("{p} has won"),
                        None => "it is a draw".to_string(),
                    };
                    return Err(format!("the game is over after these moves: {result}").into());
                }
                Ok(Command::TttAnalyze { game, depth, explain })
            }
            Self::Solve { stats, rules } => Ok(Command::TttSolve { rules: rules.rules(), stats }),
            Self::Match(args) => args.into_command(),
            Self::Engine(args) => Ok(args.into_command()),
            Self::Review { moves, json, rules } => {
                super::review::ttt_review(rules.rules(), cells(&moves)?, json)
            }
            Self::Online(online) => {
                let level = ai::Level::from_name(&online.level).unwrap_or_default();
                let rules = RuleSet::from_name(&online.rules).unwrap_or_default();
                let ice = online.ice.map(|url| IceGiven {
                    url,
                    user: online.ice_user,
                    password: online.ice_password,
                });
                Ok(Command::TttOnline(OnlinePeer {
                    join: online.join,
                    someone: online.someone,
                    server: online.server,
                    level,
                    rules,
                    games: online.games,
                    wait: online.wait,
                    ice,
                }))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_definition_is_sound() {
        Cli::command().debug_assert();
    }

    #[test]
    fn the_help_lists_come_from_the_code_s_own_lists() {
        let help = |args: &[&str]| match parse(&args.iter().map(|a| a.to_string()).collect::<Vec<_>>()) {
            Ok(Command::Help(text)) => text,
            other => panic!("{args:?}: {other:?}"),
        };
        let main = help(&["--help"]);
        for language in Language::ALL {
            assert!(main.contains(language.code()), "--lang's values lack {}", language.code());
        }
        let online = help(&["ttt", "online", "--help"]);
        for rules in RuleSet::ALL {
            assert!(online.contains(rules.name()), "--rules' values lack {}", rules.name());
        }
        for level in ai::Level::ALL {
            assert!(online.contains(&level.key()), "--level's values lack {}", level.key());
        }
        assert!(main.contains("hanoi-race") && main.contains("tictactoe-thinking"), "the screens");
    }
}
