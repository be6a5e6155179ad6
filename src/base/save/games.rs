//! The last finished games of each kind, kept for their review, and the
//! text that carries one in a link (`…/?review=TEXT` on the web,
//! `pegs-and-stones --review TEXT` natively). The text is also how the
//! games are kept, so a game read back from the saved data goes through
//! the same checks as one from a stranger's link: every move by the rules.
//!
//! A TicTacToe game: `ttt.RULES.STARTER.YOU.AGAINST.SETUP.CELLS[.DATE]`,
//! e.g. `ttt.seed.x.x.hard.0.40812.2026-12-06`: the rule set; who started
//! (`x`, `o`); the side played at this device (`x`, `o`, or `-` for two
//! players at one device and the computer against itself); whom against
//! (a level, `two`, `friend`, `stranger`, `puzzle`, `watch`); how many of
//! the moves set out a position before the game's own (a puzzle's); the
//! cells, a digit each.
//!
//! A tower: `hanoi.PEGS.START.GOAL.MOVES[.DATE]`, e.g.
//! `hanoi.3.111.3.13122313`: the pegs; the peg of each disk, largest
//! first; the goal peg; each move its from-peg and to-peg (pegs from 1).

use std::collections::VecDeque;
use std::fmt;

use bevy::prelude::Resource;
use pegs_engine::hanoi::{Move, Tower};
use pegs_engine::puzzle::Day;
use pegs_engine::tictactoe::{Game, Level, Player, RuleSet};

/// Games kept of each kind.
pub const KEPT_GAMES: usize = 20;
/// The longest text a link may carry (a tower of ten disks on three pegs
/// played with many detours still fits).
pub const LONGEST_TEXT: usize = 16_384;

/// Whom a TicTacToe game was played against.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Against {
    /// The computer at a level.
    Computer(Level),
    /// Two players at one device.
    TwoPlayers,
    /// A friend online.
    Friend,
    /// A stranger online.
    Stranger,
    /// A puzzle's defender.
    Puzzle,
    /// The computer against itself, watched.
    Watched,
}

impl Against {
    fn key(self) -> String {
        match self {
            Self::Computer(level) => level.key(),
            Self::TwoPlayers => "two".into(),
            Self::Friend => "friend".into(),
            Self::Stranger => "stranger".into(),
            Self::Puzzle => "puzzle".into(),
            Self::Watched => "watch".into(),
        }
    }

    fn from_key(key: &str) -> Option<Self> {
        Some(match key {
            "two" => Self::TwoPlayers,
            "friend" => Self::Friend,
            "stranger" => Self::Stranger,
            "puzzle" => Self::Puzzle,
            "watch" => Self::Watched,
            level => Self::Computer(Level::from_name(level)?),
        })
    }
}

/// A TicTacToe game kept for its review.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeptGame {
    /// The rules played by.
    pub rules: RuleSet,
    /// Who placed the first stone.
    pub starter: Player,
    /// The side played at this device, if one was.
    pub you: Option<Player>,
    /// Whom against.
    pub against: Against,
    /// Moves that set out the position the game began from (a puzzle's).
    pub setup: usize,
    /// Every cell played from the empty board, the setup's first.
    pub cells: Vec<u8>,
    /// The day it was played, if known.
    pub day: Option<Day>,
}

impl KeptGame {
    /// The position the game's own moves start from, and those moves.
    pub fn start_and_moves(&self) -> (Game, Vec<usize>) {
        let mut start = Game::with_rules(self.rules, self.starter);
        for &cell in &self.cells[..self.setup.min(self.cells.len())] {
            start = start.after(cell);
        }
        let moves = self.cells[self.setup.min(self.cells.len())..].iter().map(|&c| c as usize).collect();
        (start, moves)
    }

    /// The game at its end.
    pub fn end(&self) -> Game {
        self.cells.iter().fold(Game::with_rules(self.rules, self.starter), |g, &c| g.after(c))
    }
}

/// A tower kept for its review.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeptTower {
    /// The board at the start (pegs, disks, places, goal), without history.
    pub start: Tower,
    /// The moves made, in order.
    pub moves: Vec<Move>,
    /// The day it was played, if known.
    pub day: Option<Day>,
}

impl KeptTower {
    /// A board's game as it stands: the moves it can take back, from where they began.
    pub fn of(tower: &Tower, day: Option<Day>) -> Option<Self> {
        let moves = tower.history().to_vec();
        let mut back = tower.clone();
        while back.undo().is_some() {}
        Some(Self { start: back.position(), moves, day })
    }

    /// Whether the moves bring the tower home.
    pub fn is_home(&self) -> bool {
        let mut tower = self.start.clone();
        self.moves.iter().all(|m| tower.try_move(m.from, m.to).is_ok()) && tower.is_solved()
    }
}

/// A game of either kind, as a link carries it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KeptText {
    /// A TicTacToe game.
    TicTacToe(KeptGame),
    /// A tower.
    Hanoi(KeptTower),
}

/// Why a text is not a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TextError(pub String);

impl fmt::Display for TextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

fn err<T>(why: impl Into<String>) -> Result<T, TextError> {
    Err(TextError(why.into()))
}

fn side_key(side: Player) -> &'static str {
    if side == Player::X { "x" } else { "o" }
}

fn side_of(key: &str) -> Option<Player> {
    match key {
        "x" => Some(Player::X),
        "o" => Some(Player::O),
        _ => None,
    }
}

impl fmt::Display for KeptGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let cells: String = self.cells.iter().map(|c| char::from(b'0' + c)).collect();
        write!(
            f,
            "ttt.{}.{}.{}.{}.{}.{cells}",
            self.rules.name(),
            side_key(self.starter),
            self.you.map_or("-", side_key),
            self.against.key(),
            self.setup
        )?;
        if let Some(day) = self.day {
            write!(f, ".{day}")?;
        }
        Ok(())
    }
}

impl fmt::Display for KeptTower {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let start: String = self.start.places().iter().rev().map(|&p| char::from(b'1' + p)).collect();
        let moves: String = self
            .moves
            .iter()
            .flat_map(|m| [char::from(b'1' + m.from as u8), char::from(b'1' + m.to as u8)])
            .collect();
        write!(f, "hanoi.{}.{start}.{}.{moves}", self.start.peg_count(), self.start.goal() + 1)?;
        if let Some(day) = self.day {
            write!(f, ".{day}")?;
        }
        Ok(())
    }
}

impl KeptText {
    /// Reads a game from its text; every move is checked by the rules.
    pub fn parse(text: &str) -> Result<Self, TextError> {
        let text = text.trim();
        if text.len() > LONGEST_TEXT {
            return err(format!("a game's text is at most {LONGEST_TEXT} characters"));
        }
        let parts: Vec<&str> = text.split('.').collect();
        match parts.first().copied() {
            Some("ttt") => parse_game(&parts[1..]).map(Self::TicTacToe),
            Some("hanoi") => parse_tower(&parts[1..]).map(Self::Hanoi),
            _ => err("a game's text starts with ttt. or hanoi."),
        }
    }
}

fn day_part(part: Option<&&str>) -> Result<Option<Day>, TextError> {
    part.map(|d| Day::parse(d).map_err(|e| TextError(e.to_string()))).transpose()
}

fn parse_game(parts: &[&str]) -> Result<KeptGame, TextError> {
    let [rules, starter, you, against, setup, cells, rest @ ..] = parts else {
        return err("a TicTacToe game's text is ttt.RULES.STARTER.YOU.AGAINST.SETUP.CELLS");
    };
    if rest.len() > 1 {
        return err("a TicTacToe game's text has at most eight parts");
    }
    let Some(rules) = RuleSet::from_name(rules) else {
        return err(format!("'{rules}' is not a rule set (seed, remove-first or four)"));
    };
    let Some(starter) = side_of(starter) else { return err(format!("'{starter}' is not x or o")) };
    let you = match *you {
        "-" => None,
        side => Some(side_of(side).ok_or_else(|| TextError(format!("'{side}' is not x, o or -")))?),
    };
    let Some(against) = Against::from_key(against) else {
        return err(format!("'{against}' is not an opponent"));
    };
    let setup: usize = setup.parse().map_err(|_| TextError(format!("'{setup}' is not a number of moves")))?;
    let mut game = Game::with_rules(rules, starter);
    let mut played = Vec::with_capacity(cells.len());
    for (i, c) in cells.chars().enumerate() {
        let Some(cell) = c.to_digit(10).filter(|&d| d < 9) else {
            return err(format!("move {} ('{c}') is not a cell 0 to 8", i + 1));
        };
        game.play(cell as usize).map_err(|why| TextError(format!("move {} ({cell}): {why}", i + 1)))?;
        played.push(cell as u8);
    }
    if setup > played.len() {
        return err(format!("{setup} moves of setup, but {} moves in all", played.len()));
    }
    Ok(KeptGame { rules, starter, you, against, setup, cells: played, day: day_part(rest.first())? })
}

fn parse_tower(parts: &[&str]) -> Result<KeptTower, TextError> {
    let [pegs, start, goal, moves, rest @ ..] = parts else {
        return err("a tower's text is hanoi.PEGS.START.GOAL.MOVES");
    };
    if rest.len() > 1 {
        return err("a tower's text has at most six parts");
    }
    let pegs: usize = match *pegs {
        "3" => 3,
        "4" => 4,
        other => return err(format!("'{other}' pegs: a tower has 3 or 4")),
    };
    let goal = match goal.parse::<usize>() {
        Ok(g) if (1..=pegs).contains(&g) => g - 1,
        _ => return err(format!("'{goal}' is not a peg 1 to {pegs}")),
    };
    let start = Tower::from_config_on(pegs, start, start.chars().count(), goal)
        .map_err(|e| TextError(format!("the start '{start}': {e}")))?;
    if moves.len() % 2 != 0 {
        return err("each move is two pegs: the moves have an even number of digits");
    }
    let digits: Vec<char> = moves.chars().collect();
    let mut tower = start.clone();
    let mut list = Vec::with_capacity(digits.len() / 2);
    for (i, pair) in digits.chunks(2).enumerate() {
        let peg = |c: char| c.to_digit(10).map(|d| d as usize).filter(|d| (1..=pegs).contains(d));
        let (Some(from), Some(to)) = (peg(pair[0]), peg(pair[1])) else {
            return err(format!("move {} ('{}{}') is not two pegs 1 to {pegs}", i + 1, pair[0], pair[1]));
        };
        let mv = Move::new(from - 1, to - 1);
        if tower.is_solved() {
            return err(format!("move {} ({mv}): the tower is already home", i + 1));
        }
        tower.try_move(mv.from, mv.to).map_err(|why| TextError(format!("move {} ({mv}): {why}", i + 1)))?;
        list.push(mv);
    }
    Ok(KeptTower { start, moves: list, day: day_part(rest.first())? })
}

/// The last finished games, newest first.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct GameShelf {
    /// TicTacToe games.
    pub tictactoe: VecDeque<KeptGame>,
    /// Towers.
    pub hanoi: VecDeque<KeptTower>,
}

impl GameShelf {
    /// Keeps a finished TicTacToe game (the oldest beyond [`KEPT_GAMES`] goes).
    pub fn keep_game(&mut self, game: KeptGame) {
        if self.tictactoe.front() != Some(&game) {
            self.tictactoe.push_front(game);
            self.tictactoe.truncate(KEPT_GAMES);
        }
    }

    /// Keeps a finished tower (the oldest beyond [`KEPT_GAMES`] goes).
    pub fn keep_tower(&mut self, tower: KeptTower) {
        if self.hanoi.front() != Some(&tower) {
            self.hanoi.push_front(tower);
            self.hanoi.truncate(KEPT_GAMES);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_goes_to_text_and_back() {
        let game = KeptGame {
            rules: RuleSet::RemoveFirst,
            starter: Player::O,
            you: Some(Player::X),
            against: Against::Computer(Level::Hard),
            setup: 0,
            cells: vec![4, 0, 8, 2],
            day: Day::parse("2026-12-06").ok(),
        };
        let text = game.to_string();
        assert_eq!(text, "ttt.remove-first.o.x.hard.0.4082.2026-12-06");
        assert_eq!(KeptText::parse(&text), Ok(KeptText::TicTacToe(game)));
        let tower = KeptTower {
            start: Tower::new(3).expect("a tower"),
            moves: vec![Move::new(0, 2), Move::new(0, 1), Move::new(2, 1)],
            day: None,
        };
        assert_eq!(tower.to_string(), "hanoi.3.111.3.131232");
        assert_eq!(KeptText::parse(&tower.to_string()), Ok(KeptText::Hanoi(tower)));
    }

    #[test]
    fn a_strangers_text_is_checked_move_by_move() {
        for (text, why) in [
            ("", "starts with"),
            ("chess.e4", "starts with"),
            ("ttt.seed.x.x.hard.0.44", "move 2 (4)"),
            ("ttt.seed.x.x.hard.0.0314259", "move 6 (5): the game is over"),
            ("ttt.seed.x.x.hard.0.49", "move 2 ('9')"),
            ("ttt.nine.x.x.hard.0.4", "not a rule set"),
            ("ttt.seed.q.x.hard.0.4", "not x or o"),
            ("ttt.seed.x.x.grandmaster.0.4", "not an opponent"),
            ("ttt.seed.x.x.hard.5.4", "5 moves of setup"),
            ("ttt.seed.x.x.hard.0.4.2026-13-01", "not a day"),
            ("hanoi.5.111.3.13", "3 or 4"),
            ("hanoi.3.111.4.13", "not a peg"),
            ("hanoi.3.111.3.131", "even number"),
            ("hanoi.3.111.3.1313", "move 2 (1 3)"),
            ("hanoi.3.1.3.1331", "already home"),
            ("hanoi.3.191.3.13", "the start"),
        ] {
            let got = KeptText::parse(text).expect_err(text).0;
            assert!(got.contains(why), "{text}: {got}");
        }
        assert!(KeptText::parse(&format!("hanoi.3.1.3.{}", "13".repeat(LONGEST_TEXT))).is_err());
    }

    #[test]
    fn the_shelf_keeps_the_last_twenty_newest_first() {
        let mut shelf = GameShelf::default();
        for n in 0..25u8 {
            let cells = vec![n % 9];
            shelf.keep_game(KeptGame {
                rules: RuleSet::Seed,
                starter: Player::X,
                you: None,
                against: Against::TwoPlayers,
                setup: 0,
                cells,
                day: None,
            });
        }
        assert_eq!(shelf.tictactoe.len(), KEPT_GAMES);
        assert_eq!(shelf.tictactoe[0].cells, vec![24 % 9]);
    }
}
