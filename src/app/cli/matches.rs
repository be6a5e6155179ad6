//! `ttt match`: engines of the player's own, played through the rules
//! and judged by the exact tables (docs/engines.md). A match runs its games on every core, each worker
//! with its own engine processes; an engine that faults loses that game
//! and is started afresh for the next.

use std::collections::HashMap;
use std::io::{self, Write};
use std::sync::Mutex;
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::Duration;

use pegs_engine::engines::elo::{Elo, Tally, elo};
use pegs_engine::tictactoe::review::{Verdict, review};
use pegs_engine::tictactoe::{Game, Level, Opponent, PerfectTable, Player, RuleSet};
use serde_json::{Value, json};

use crate::base::save::games::{Against, KeptGame};
use crate::shell::platform::programs::{Engine, Fault};

/// A match as asked: two engines, or an engine and a level.
#[derive(Debug, PartialEq, Eq)]
pub struct MatchSetup {
    /// The engines' command lines (one or two).
    pub engines: Vec<String>,
    /// The level that plays the one engine.
    pub level: Option<Level>,
    /// Games to play, the sides taking turns at X.
    pub games: u32,
    /// The rules played by.
    pub rules: RuleSet,
    /// Milliseconds an engine has for a move.
    pub movetime: u64,
    /// One JSON object instead of lines.
    pub json: bool,
}

/// One game of a match, as it went.
#[derive(Clone, Debug)]
struct Played {
    /// The side (0 or 1) that played X.
    x: usize,
    /// The side that won; `None` for a draw.
    winner: Option<usize>,
    /// Why it ended, as the JSON names it.
    reason: &'static str,
    /// The cells played.
    cells: Vec<u8>,
    /// The side that faulted, and the line that says how.
    fault: Option<(usize, String)>,
}

/// The side (0 or 1) that plays `player` when side `x` plays X.
fn side_of(player: Player, x: usize) -> usize {
    if player == Player::X { x } else { 1 - x }
}

/// The game a fault of `side` ended: the other side wins.
fn forfeit(side: usize, x: usize, cells: Vec<u8>, fault: &Fault, name: &str, words: &str) -> Played {
    let mut said = format!("{name} {fault}");
    if !words.is_empty() {
        said.push_str(&format!(" (stderr: {words})"));
    }
    Played { x, winner: Some(1 - side), reason: fault.reason(), cells, fault: Some((side, said)) }
}

/// What one worker keeps between games: its engines, and their names once known.
struct Worker<'a> {
    setup: &'a MatchSetup,
    table: &'a PerfectTable,
    engines: [Option<Engine>; 2],
    names: &'a Mutex<[String; 2]>,
}

impl Worker<'_> {
    fn name(&self, side: usize) -> String {
        self.names.lock().map(|n| n[side].clone()).unwrap_or_default()
    }

    /// Side `side`'s engine, started if need be, ready for a new game.
    fn ready(&mut self, side: usize) -> Result<(), (Fault, String)> {
        let Some(command) = self.setup.engines.get(side) else { return Ok(()) };
        if self.engines[side].is_none() {
            let engine = Engine::open(command, self.setup.rules)?;
            if let Ok(mut names) = self.names.lock() {
                names[side] = engine.name.clone();
            }
            self.engines[side] = Some(engine);
        }
        let engine = self.engines[side].as_mut().ok_or((Fault::Crash, String::new()))?;
        engine
            .new_game()
            .map_err(|fault| (fault, self.engines[side].take().map(Engine::stop).unwrap_or_default()))
    }

    /// Plays game `number` (from 0): side 0 plays X in even games.
    fn play(&mut self, number: u32, seed: u64) -> Played {
        let x = (number % 2) as usize;
        for side in 0..2 {
            if let Err((fault, words)) = self.ready(side) {
                self.engines[side] = None;
                return forfeit(side, x, Vec::new(), &fault, &self.name(side), &words);
            }
        }
        let mut opponent = self.setup.level.map(|l| Opponent::new(l, seed ^ u64::from(number)));
        let movetime = Duration::from_millis(self.setup.movetime);
        let mut game = Game::with_rules(self.setup.rules, Player::X);
        let mut cells = Vec::new();
        while game.is_running() {
            let side = side_of(game.turn(), x);
            let cell = match (self.engines[side].as_mut(), opponent.as_mut()) {
                (Some(engine), _) => match engine.best_move(&cells, movetime) {
                    Ok((Ok(c), _)) if game.is_legal(usize::from(c)) => Ok(c),
                    Ok((Ok(c), _)) => Err(Fault::Illegal(c.to_string())),
                    Ok((Err(said), _)) => Err(Fault::Illegal(said)),
                    Err(fault) => Err(fault),
                },
                (None, Some(level)) => level.choose(&game, Some(self.table)).ok_or(Fault::Crash),
                (None, None) => Err(Fault::Crash),
            };
            match cell {
                Ok(cell) => {
                    let _ = game.play(usize::from(cell));
                    cells.push(cell);
                }
                Err(fault) => {
                    let words = self.engines[side].take().map(Engine::stop).unwrap_or_default();
                    return forfeit(side, x, cells, &fault, &self.name(side), &words);
                }
            }
        }
        let winner = game.winner().map(|p| side_of(p, x));
        let reason = if winner.is_some() { "three in a row" } else { "sixty half-moves" };
        Played { x, winner, reason, cells, fault: None }
    }
}

/// Plays the match on every core; the games in order, and the two sides' names.
fn play_match(setup: &MatchSetup, table: &PerfectTable) -> (Vec<Played>, [String; 2]) {
    let other =
        setup.level.map_or_else(|| setup.engines.get(1).cloned().unwrap_or_default(), |l| l.to_string());
    let names = Mutex::new([setup.engines.first().cloned().unwrap_or_default(), other]);
    let results = Mutex::new(vec![None; setup.games as usize]);
    let next = AtomicU32::new(0);
    let seed = pegs_engine::fresh_seed();
    let workers = std::thread::available_parallelism().map_or(1, |n| n.get()).min(setup.games as usize);
    std::thread::scope(|scope| {
        for _ in 0..workers {
            scope.spawn(|| {
                let mut worker = Worker { setup, table, engines: [None, None], names: &names };
                loop {
                    let number = next.fetch_add(1, Ordering::Relaxed);
                    if number >= setup.games {
                        break;
                    }
                    let played = worker.play(number, seed);
                    if let Ok(mut results) = results.lock() {
                        results[number as usize] = Some(played);
                    }
                }
            });
        }
    });
    let played = results.into_inner().unwrap_or_default().into_iter().flatten().collect();
    let mut names = names.into_inner().unwrap_or_default();
    // Two engines of one name (the same engine twice) are told apart.
    if names[0] == names[1] {
        names = [format!("{} (1)", names[0]), format!("{} (2)", names[1])];
    }
    (played, names)
}

/// One side's account of a match.
#[derive(Default)]
struct Account {
    tally: Tally,
    /// Games in which it threw a won or drawn position away, and its mistakes in all.
    games_with_mistakes: u32,
    mistakes: u32,
    faults: u32,
    /// How often each first mistake (the cells before it, and its cell) was made.
    first_mistakes: HashMap<(Vec<u8>, u8), u32>,
}

impl Account {
    /// The first mistake made most often (the earliest position on a tie), and how often.
    fn most_common_first_mistake(&self) -> Option<(&(Vec<u8>, u8), u32)> {
        self.first_mistakes.iter().map(|(k, &n)| (k, n)).max_by(|a, b| a.1.cmp(&b.1).then(b.0.cmp(a.0)))
    }
}

/// Each side's account, the exact table judging every move.
fn accounts(played: &[Played], table: &PerfectTable, rules: RuleSet) -> [Account; 2] {
    let mut accounts = [Account::default(), Account::default()];
    for game in played {
        for (side, account) in accounts.iter_mut().enumerate() {
            match game.winner {
                Some(w) if w == side => account.tally.wins += 1,
                Some(_) => account.tally.losses += 1,
                None => account.tally.draws += 1,
            }
            account.faults += u32::from(game.fault.as_ref().is_some_and(|(s, _)| *s == side));
        }
        let cells: Vec<usize> = game.cells.iter().map(|&c| usize::from(c)).collect();
        let Ok(reviewed) = review(table, Game::with_rules(rules, Player::X), &cells) else { continue };
        for player in [Player::X, Player::O] {
            let account = &mut accounts[side_of(player, game.x)];
            let mistakes =
                reviewed.moves.iter().filter(|m| m.side == player && m.verdict == Verdict::Mistake).count();
            account.mistakes += mistakes as u32;
            if let Some(first) = reviewed.first_mistake(player) {
                account.games_with_mistakes += 1;
                let key = (game.cells[..first].to_vec(), game.cells[first]);
                *account.first_mistakes.entry(key).or_default() += 1;
            }
        }
    }
    accounts
}

/// The text a game's review opens with (`--review TEXT`).
fn review_text(rules: RuleSet, cells: &[u8]) -> String {
    KeptGame {
        rules,
        starter: Player::X,
        you: None,
        against: Against::Watched,
        setup: 0,
        cells: cells.to_vec(),
        day: None,
    }
    .to_string()
}

fn cells_text(cells: &[u8]) -> String {
    cells.iter().map(u8::to_string).collect::<Vec<_>>().join(" ")
}

/// What a match came to, for the benchmark: games, half-moves, faults,
/// and how long the games took (the perfect table, built first, aside).
pub(super) struct MatchRun {
    pub games: usize,
    pub half_moves: usize,
    pub faults: usize,
    pub took: Duration,
}

/// Plays `setup`'s games as `ttt match` does, printing nothing.
pub(super) fn run_for_bench(setup: &MatchSetup) -> MatchRun {
    let table = PerfectTable::build_for(setup.rules);
    let start = std::time::Instant::now();
    let (played, _) = play_match(setup, &table);
    MatchRun {
        games: played.len(),
        half_moves: played.iter().map(|p| p.cells.len()).sum(),
        faults: played.iter().filter(|p| p.fault.is_some()).count(),
        took: start.elapsed(),
    }
}

/// `ttt match`: plays the games and prints how each went and what it says of each side.
pub(super) fn run_match(setup: &MatchSetup, out: &mut impl Write) -> io::Result<()> {
    let table = PerfectTable::build_for(setup.rules);
    let (played, names) = play_match(setup, &table);
    let accounts = accounts(&played, &table, setup.rules);
    let rating = elo(accounts[0].tally);
    if setup.json {
        let text = serde_json::to_string_pretty(&match_json(setup, &played, &names, &accounts, rating))
            .map_err(io::Error::other)?;
        return writeln!(out, "{text}");
    }
    for (number, game) in played.iter().enumerate() {
        let (x, o) = (&names[game.x], &names[1 - game.x]);
        let result = match game.winner {
            Some(w) if w == game.x => "X wins",
            Some(_) => "O wins",
            None => "draw",
        };
        write!(out, "game {}: {x} (X) - {o} (O): {result}: ", number + 1)?;
        match &game.fault {
            Some((_, said)) => writeln!(out, "{said}")?,
            None if game.winner.is_some() => {
                writeln!(out, "{} at half-move {}", game.reason, game.cells.len())?
            }
            None => writeln!(out, "{}", game.reason)?,
        }
    }
    for (name, account) in names.iter().zip(&accounts) {
        let t = account.tally;
        write!(
            out,
            "{name}: {} won, {} drawn, {} lost ({} of {})",
            t.wins,
            t.draws,
            t.losses,
            t.points(),
            t.games()
        )?;
        match account.most_common_first_mistake() {
            Some(((before, cell), n)) => {
                let at = if before.is_empty() {
                    "on the empty board".to_string()
                } else {
                    format!("after {}", cells_text(before))
                };
                let times = if n == 1 { "once".to_string() } else { format!("{n} times") };
                write!(
                    out,
                    "; mistakes in {} games, the most common first: cell {cell} {at} ({times})",
                    account.games_with_mistakes
                )?;
            }
            None => write!(out, "; no mistakes")?,
        }
        if account.faults > 0 {
            write!(out, "; {} faults", account.faults)?;
        }
        writeln!(out)?;
    }
    let number = |v: Option<f64>, sign: &str| v.map_or_else(|| format!("{sign}inf"), |v| format!("{v:.1}"));
    if let Some(rating) = rating {
        let sign = if accounts[0].tally.wins > 0 { "+" } else { "-" };
        writeln!(
            out,
            "Elo difference of {} over {}: {} +/- {}",
            names[0],
            names[1],
            number(rating.diff, sign),
            number(rating.margin, "")
        )?;
    }
    Ok(())
}

fn match_json(
    setup: &MatchSetup,
    played: &[Played],
    names: &[String; 2],
    accounts: &[Account; 2],
    rating: Option<Elo>,
) -> Value {
    let games: Vec<Value> = played
        .iter()
        .map(|g| {
            let result = match g.winner {
                Some(w) if w == g.x => "X",
                Some(_) => "O",
                None => "draw",
            };
            json!({
                "x": names[g.x],
                "o": names[1 - g.x],
                "result": result,
                "reason": g.reason,
                "fault": g.fault.as_ref().map(|(_, said)| said),
                "moves": g.cells,
                "review": review_text(setup.rules, &g.cells),
            })
        })
        .collect();
    let players: Vec<Value> = names
        .iter()
        .zip(accounts)
        .map(|(name, a)| {
            json!({
                "name": name,
                "wins": a.tally.wins,
                "draws": a.tally.draws,
                "losses": a.tally.losses,
                "mistakes": a.mistakes,
                "games_with_mistakes": a.games_with_mistakes,
                "faults": a.faults,
            })
        })
        .collect();
    let elo = rating.map_or(Value::Null, |r| json!({"diff": r.diff, "low": r.low(), "high": r.high()}));
    json!({"rules": setup.rules.name(), "movetime": setup.movetime, "games": games, "players": players, "elo": elo})
}
