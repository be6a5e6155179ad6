//! Reading a command line into a [`Command`]; refusals are one line each.

use pegs_engine::lesson::LessonId;
use pegs_engine::puzzle::Day;
use pegs_engine::tictactoe::ai::{self, MAX_DEPTH};
use pegs_engine::tictactoe::{Game, Player};

use super::options::{Options, number, rules_option, tower_options};
use super::{Command, LadderGame, UsageError, help};
use crate::app::snapshot::Snapshot;
use crate::base::i18n::Language;
use crate::base::save::data::TEXT_SIZES;
use crate::base::save::games::KeptText;
use crate::base::screen::Screen;
use crate::shell::display::appearance::Look;
use crate::shell::modes::puzzle::{Asked, game_named};

/// Reads a command line (without the program name).
pub fn parse(args: &[String]) -> Result<Command, UsageError> {
    let Some((first, rest)) = args.split_first() else {
        return Ok(Command::Play { server: None, size: None, daily: None, review: None });
    };
    match first.as_str() {
        "--help" | "-h" | "help" => Ok(Command::Help(help::MAIN)),
        "--version" | "-V" => Ok(Command::Version),
        "hanoi" => match rest.split_first() {
            Some((sub, rest)) if sub == "solve" => parse_hanoi_solve(rest),
            Some((sub, rest)) if sub == "review" => super::review::parse_hanoi_review(rest),
            Some((sub, rest)) if sub == "race" => parse_hanoi_race(rest),
            Some((sub, _)) if sub == "--help" || sub == "-h" => Ok(Command::Help(help::HANOI)),
            Some((sub, _)) => Err(format!(
                "unknown hanoi subcommand '{sub}'; try 'hanoi solve', 'hanoi review' or 'hanoi race'"
            )
            .into()),
            None => Err("hanoi needs a subcommand; try 'hanoi solve --disks 3'".into()),
        },
        "ttt" => match rest.split_first() {
            Some((sub, rest)) if sub == "analyze" => parse_ttt_analyze(rest),
            Some((sub, rest)) if sub == "solve" => parse_ttt_solve(rest),
            Some((sub, rest)) if sub == "online" => parse_ttt_online(rest),
            Some((sub, rest)) if sub == "review" => super::review::parse_ttt_review(rest),
            Some((sub, _)) if sub == "--help" || sub == "-h" => Ok(Command::Help(help::TTT)),
            Some((sub, _)) => Err(format!(
                "unknown ttt subcommand '{sub}'; try 'ttt analyze', 'ttt solve', 'ttt online' or 'ttt review'"
            )
            .into()),
            None => Err("ttt needs a subcommand: analyze, solve, online or review".into()),
        },
        "bench" => {
            if Options::new(rest).wants_help() {
                Ok(Command::Help(crate::app::bench::HELP))
            } else {
                crate::app::bench::check_args(rest)?;
                Ok(Command::Bench(rest.to_vec()))
            }
        }
        "puzzle" => match rest.split_first() {
            Some((sub, rest)) if sub == "daily" => parse_puzzle_daily(rest),
            Some((sub, rest)) if sub == "ladder" => parse_puzzle_ladder(rest),
            Some((sub, _)) if sub == "--help" || sub == "-h" => Ok(Command::Help(help::PUZZLE)),
            Some((sub, _)) => {
                Err(format!("unknown puzzle subcommand '{sub}'; try 'puzzle daily' or 'puzzle ladder'")
                    .into())
            }
            None => Err("puzzle needs a subcommand: daily or ladder".into()),
        },
        "lessons" => {
            let mut opts = Options::new(rest);
            if opts.wants_help() {
                return Ok(Command::Help(help::LESSONS));
            }
            let json = opts.flag("--json");
            opts.done()?;
            Ok(Command::Lessons { json })
        }
        "records" => {
            let mut opts = Options::new(rest);
            if opts.wants_help() {
                return Ok(Command::Help(help::RECORDS));
            }
            let json = opts.flag("--json");
            opts.done()?;
            Ok(Command::Records { json })
        }
        "--screenshot" => parse_snapshot(args),
        _ if args.iter().any(|a| a == "--screenshot" || a.starts_with("--screenshot=")) => {
            parse_snapshot(args)
        }
        "--server" | "--size" | "--daily" | "--review" => {
            let mut opts = Options::new(args);
            let server = server_option(&mut opts)?;
            let size = size_option(&mut opts)?;
            let daily = daily_option(&mut opts)?;
            let review = match opts.value("--review")? {
                Some(text) => Some(KeptText::parse(&text).map_err(|e| format!("--review: {e}"))?),
                None => None,
            };
            opts.done()?;
            Ok(Command::Play { server, size, daily, review })
        }
        other if other.starts_with('-') => Err(format!("unknown option '{other}'; see --help").into()),
        other => Err(format!("unknown command '{other}'; see --help").into()),
    }
}

fn parse_puzzle_daily(args: &[String]) -> Result<Command, UsageError> {
    let mut opts = Options::new(args);
    if opts.wants_help() {
        return Ok(Command::Help(help::PUZZLE));
    }
    let json = opts.flag("--json");
    let day = match opts.value("--date")? {
        Some(text) => Some(Day::parse(&text).map_err(|e| format!("--date: {e}"))?),
        None => None,
    };
    opts.done()?;
    Ok(Command::PuzzleDaily { day, json })
}

fn parse_puzzle_ladder(args: &[String]) -> Result<Command, UsageError> {
    let mut opts = Options::new(args);
    if opts.wants_help() {
        return Ok(Command::Help(help::PUZZLE));
    }
    let json = opts.flag("--json");
    let game = match opts.value("--game")?.as_deref() {
        Some("hanoi") => LadderGame::Hanoi,
        Some("ttt") => LadderGame::TicTacToe,
        Some(other) => return Err(format!("--game takes hanoi or ttt, not '{other}'").into()),
        None => return Err("--game hanoi|ttt is required".into()),
    };
    let index = opts.value("--index")?.ok_or("--index I is required")?;
    let index: usize = number("--index", &index)?;
    let rungs = super::puzzle::rungs(game);
    if !(1..=rungs).contains(&index) {
        return Err(format!("--index takes a rung from 1 to {rungs}, not {index}").into());
    }
    opts.done()?;
    Ok(Command::PuzzleLadder { game, index, json })
}

fn parse_snapshot(args: &[String]) -> Result<Command, UsageError> {
    let mut opts = Options::new(args);
    let path = opts.value("--screenshot")?.ok_or("--screenshot needs a file name")?;
    let chosen = opts.value("--screen")?;
    // `hanoi-sheet` and `tictactoe-sheet`: the screen with a phone's settings sheet open.
    let (chosen, sheet) = match chosen.as_deref().and_then(|s| s.strip_suffix("-sheet")) {
        Some(game @ ("hanoi" | "tictactoe")) => (Some(game.to_string()), true),
        _ => (chosen, false),
    };
    let race = chosen.as_deref() == Some("hanoi-race");
    let (screen, page, explain) = match chosen.as_deref() {
        None | Some("menu") => (Screen::Menu, false, false),
        Some("hanoi" | "hanoi-race") => (Screen::Hanoi, false, false),
        Some("tictactoe") => (Screen::TicTacToe, false, false),
        Some("hanoi-howto") => (Screen::Hanoi, true, false),
        Some("tictactoe-howto") => (Screen::TicTacToe, true, false),
        Some("hanoi-plan") => (Screen::Hanoi, false, true),
        Some("tictactoe-thinking") => (Screen::TicTacToe, false, true),
        Some(other) => {
            return Err(format!(
                "--screen takes menu, hanoi, tictactoe, hanoi-howto, tictactoe-howto, hanoi-plan, \
                 tictactoe-thinking, hanoi-race, hanoi-sheet or tictactoe-sheet, not '{other}'"
            )
            .into());
        }
    };
    let lesson = match opts.value("--lesson")? {
        None => None,
        Some(key) => Some(LessonId::from_key(&key).ok_or_else(|| {
            format!("--lesson takes a lesson's id ('pegs-and-stones lessons' lists them), not '{key}'")
        })?),
    };
    // A lesson is shown on its own game's screen.
    let screen = match lesson {
        Some(l) if chosen.is_none() => crate::shell::modes::lessons::screen_of(l.course()),
        Some(l)
            if screen != crate::shell::modes::lessons::screen_of(l.course()) || page || explain || race =>
        {
            return Err(format!("--lesson {} is shown on its game's own screen", l.key()).into());
        }
        _ => screen,
    };
    let size = size_option(&mut opts)?;
    let daily = daily_option(&mut opts)?;
    let language = match opts.value("--lang")? {
        None => Language::En,
        Some(code) => Language::ALL
            .into_iter()
            .find(|l| l.code() == code)
            .ok_or_else(|| format!("--lang takes one of {}, not '{code}'", Language::codes()))?,
    };
    let mut look = Look::default();
    if let Some(size) = opts.value("--text-size")? {
        match size.trim_end_matches('%').parse::<u16>() {
            Ok(p) if TEXT_SIZES.contains(&p) => look.choose_text_size(p),
            _ => return Err(format!("--text-size takes a per cent from 100 to 200, not '{size}'").into()),
        }
    }
    match opts.value("--contrast")?.as_deref() {
        None | Some("usual") => {}
        Some("high") => look.choose_contrast(true),
        Some(other) => return Err(format!("--contrast takes usual or high, not '{other}'").into()),
    }
    opts.done()?;
    if !path.to_ascii_lowercase().ends_with(".png") {
        return Err("--screenshot writes PNG: give a file name ending in .png".into());
    }
    Ok(Command::Snapshot(Snapshot {
        path: path.into(),
        screen,
        page,
        explain,
        size,
        language,
        look,
        daily,
        sheet,
        lesson,
        race,
    }))
}

fn parse_hanoi_solve(args: &[String]) -> Result<Command, UsageError> {
    let mut opts = Options::new(args);
    if opts.wants_help() {
        return Ok(Command::Help(help::HANOI_SOLVE));
    }
    let count = opts.flag("--count");
    let (tower, _) = tower_options(&mut opts)?;
    opts.done()?;
    Ok(Command::HanoiSolve { tower, count })
}

fn parse_ttt_analyze(args: &[String]) -> Result<Command, UsageError> {
    let mut opts = Options::new(args);
    if opts.wants_help() {
        return Ok(Command::Help(help::TTT_ANALYZE));
    }
    let perfect = opts.flag("--perfect");
    let explain = opts.flag("--explain");
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
    Ok(Command::TttAnalyze { game, depth, explain })
}

/// `--daily YYYY-MM-DD[:hanoi|tictactoe]`: a day's puzzles, and which game's to open.
fn daily_option(opts: &mut Options) -> Result<Option<Asked>, UsageError> {
    let Some(text) = opts.value("--daily")? else { return Ok(None) };
    let (date, game) = match text.split_once(':') {
        Some((date, name)) => match game_named(name) {
            Some(game) => (date, Some(game)),
            None => {
                return Err(format!(
                    "--daily takes a game of hanoi or tictactoe after the date, not '{name}'"
                )
                .into());
            }
        },
        None => (text.as_str(), None),
    };
    let day = Day::parse(date).map_err(|e| format!("--daily: {e}"))?;
    Ok(Some((day, game)))
}

/// `--size WxH`: a window or picture size in logical pixels, each side 320–4096.
fn size_option(opts: &mut Options) -> Result<Option<(u32, u32)>, UsageError> {
    let Some(size) = opts.value("--size")? else { return Ok(None) };
    let parsed = size.split_once('x').and_then(|(w, h)| Some((w.parse().ok()?, h.parse().ok()?)));
    match parsed {
        Some((w, h)) if (320..=4096).contains(&w) && (320..=4096).contains(&h) => Ok(Some((w, h))),
        _ => Err(format!("--size takes WIDTHxHEIGHT, each 320–4096, not '{size}'").into()),
    }
}

/// `--server URL`: a pegs-server's web address (`https://host`, `http://host:8080`)
/// or any matchbox server's WebSocket address (`ws://`, `wss://`).
fn server_option(opts: &mut Options) -> Result<Option<String>, UsageError> {
    match opts.value("--server")? {
        None => Ok(None),
        Some(url)
            if ["ws://", "wss://", "http://", "https://"]
                .iter()
                .any(|scheme| url.strip_prefix(scheme).is_some_and(|host| !host.is_empty())) =>
        {
            Ok(Some(url))
        }
        Some(url) => Err(format!(
            "--server takes https://host (a pegs-server) or a ws:// or wss:// address, not '{url}'"
        )
        .into()),
    }
}

fn parse_ttt_online(args: &[String]) -> Result<Command, UsageError> {
    let mut opts = Options::new(args);
    if opts.wants_help() {
        return Ok(Command::Help(help::TTT_ONLINE));
    }
    let join =
        match opts.value("--join")? {
            None => None,
            Some(code) => Some(crate::shell::modes::online::read_code(&code).ok_or_else(|| {
                format!("--join takes a game's code of six letters and digits, not '{code}'")
            })?),
        };
    let someone = opts.flag("--someone");
    if someone && join.is_some() {
        return Err(
            "--someone plays whoever asks the server next; --join plays the game of a code: choose one"
                .into(),
        );
    }
    let server = server_option(&mut opts)?;
    let level = match opts.value("--level")? {
        None => ai::Level::Medium,
        Some(name) => ai::Level::from_name(&name).ok_or_else(|| {
            format!("--level takes relaxed, easy, medium, hard, impossible or perfect, not '{name}'")
        })?,
    };
    let games = match opts.value("--games")? {
        None => 1,
        Some(n) => match number::<u32>("--games", &n)? {
            0 => return Err("--games takes 1 or more".into()),
            n => n,
        },
    };
    let wait = match opts.value("--wait")? {
        None => 120,
        Some(s) => number::<u64>("--wait", &s)?,
    };
    let rules = rules_option(&mut opts)?;
    let ice = match opts.value("--ice")? {
        None => None,
        Some(url)
            if ["stun:", "stuns:", "turn:", "turns:"]
                .iter()
                .any(|s| url.starts_with(s) && url.len() > s.len()) =>
        {
            Some(url)
        }
        Some(url) => {
            return Err(format!(
                "--ice takes a STUN or TURN server's address (stun:host:3478, turn:host:3478), not '{url}'"
            )
            .into());
        }
    };
    let (user, password) = (opts.value("--ice-user")?, opts.value("--ice-password")?);
    if (user.is_some() || password.is_some()) && ice.is_none() {
        return Err("--ice-user and --ice-password are for the server named with --ice".into());
    }
    if user.is_some() != password.is_some() {
        return Err(
            "--ice-user and --ice-password go together (a TURN server's user name and password)".into()
        );
    }
    opts.done()?;
    let ice = ice.map(|url| super::IceGiven { url, user, password });
    Ok(Command::TttOnline(super::OnlinePeer { join, someone, server, level, rules, games, wait, ice }))
}

fn parse_hanoi_race(args: &[String]) -> Result<Command, UsageError> {
    let mut opts = Options::new(args);
    if opts.wants_help() {
        return Ok(Command::Help(help::HANOI_RACE));
    }
    let join =
        match opts.value("--join")? {
            None => None,
            Some(code) => Some(crate::shell::modes::online::read_code(&code).ok_or_else(|| {
                format!("--join takes a race's code of six letters and digits, not '{code}'")
            })?),
        };
    let someone = opts.flag("--someone");
    if someone && join.is_some() {
        return Err(
            "--someone races whoever asks the server next; --join races the race of a code: choose one"
                .into(),
        );
    }
    let disks = match opts.value("--disks")? {
        None => 3,
        Some(n) => match number::<usize>("--disks", &n)? {
            n @ 3..=pegs_engine::race::MOST_DISKS => n,
            n => return Err(format!("--disks takes 3 to {}, not {n}", pegs_engine::race::MOST_DISKS).into()),
        },
    };
    let pegs = match opts.value("--pegs")?.as_deref() {
        None | Some("3") => 3,
        Some("4") => 4,
        Some(other) => return Err(format!("--pegs takes 3 or 4, not '{other}'").into()),
    };
    if join.is_some() && (args.iter().any(|a| a == "--disks" || a == "--pegs")) {
        return Err("the race's creator chooses the tower: --disks and --pegs are not for --join".into());
    }
    let speed = match opts.value("--speed")? {
        None => 2,
        Some(n) => match number::<u32>("--speed", &n)? {
            n @ 1..=50 => n,
            n => return Err(format!("--speed takes 1 to 50 moves a second, not {n}").into()),
        },
    };
    let wait = match opts.value("--wait")? {
        None => 120,
        Some(s) => number::<u64>("--wait", &s)?,
    };
    let server = server_option(&mut opts)?;
    opts.done()?;
    Ok(Command::HanoiRace(super::RacePeer { join, someone, server, pegs, disks, speed, wait }))
}

fn parse_ttt_solve(args: &[String]) -> Result<Command, UsageError> {
    let mut opts = Options::new(args);
    if opts.wants_help() {
        return Ok(Command::Help(help::TTT_SOLVE));
    }
    let stats = opts.flag("--stats");
    let rules = rules_option(&mut opts)?;
    opts.done()?;
    Ok(Command::TttSolve { rules, stats })
}
