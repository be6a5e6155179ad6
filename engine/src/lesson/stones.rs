//! The TicTacToe course's tasks: stones to place that meet a goal (a win
//! now, a block, two threats, the best move of the exact solution) and
//! questions about a position (which stone vanishes next, how deep the
//! search must look, what pruning changes). Each position is played from
//! the empty board by the rules; each answer is computed from them, the
//! computer's search or the perfect table.

use crate::tictactoe::ai::{self, WIN_SCORE};
use crate::tictactoe::perfect::{Outcome, PerfectTable};
use crate::tictactoe::rules::{CELLS, Game, PlayError, Player, RuleSet};

/// What a placed stone must do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StoneGoal {
    /// Complete a line now.
    WinNow,
    /// Leave the opponent no win on the next half-move.
    StopLoss,
    /// Make two threats at once: two empty cells that would each complete a line.
    TwoThreats,
    /// Be of the best exact value (fastest win, else a draw, else the slowest
    /// loss, under the 60-half-move draw); played out to the end against the perfect computer.
    Best,
}

impl StoneGoal {
    /// Its name in the lessons' list (`win_now`, `stop_loss`, `two_threats`, `best`).
    pub const fn key(self) -> &'static str {
        match self {
            Self::WinNow => "win_now",
            Self::StopLoss => "stop_loss",
            Self::TwoThreats => "two_threats",
            Self::Best => "best",
        }
    }
}

/// Place a stone (or, for [`StoneGoal::Best`], every stone of the side to the end) that meets the goal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoneTask {
    /// The rules played by.
    pub rules: RuleSet,
    /// The cells played from the empty board, X first.
    pub moves: Vec<u8>,
    /// The side the player takes.
    pub to_move: Player,
    /// What the stone must do.
    pub goal: StoneGoal,
    /// Every cell that meets the goal in the starting position, ascending.
    pub answer: Vec<u8>,
}

/// Why a stone does not meet the goal; the board stays as it was.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WrongMove {
    /// The rules refuse it.
    Refused(PlayError),
    /// It completes no line.
    NoLine,
    /// The opponent then wins on this cell.
    Loses {
        /// Where the opponent wins.
        cell: u8,
    },
    /// It makes fewer than two threats.
    Threats(u8),
    /// Its exact value is below the best.
    Worse {
        /// Its value, for the side that moves.
        value: Outcome,
        /// The best move's.
        best: Outcome,
    },
}

/// The position after `moves` from the empty board, X first.
pub fn replay(rules: RuleSet, moves: &[u8]) -> Option<Game> {
    let cells: Vec<usize> = moves.iter().map(|&c| c as usize).collect();
    Game::from_moves_with(rules, Player::X, &cells).ok()
}

/// Empty cells where `player` would complete a line on their move.
pub fn threats(game: &Game, player: Player) -> u16 {
    game.winning_cells(player) & !game.occupied()
}

/// Higher is better for the mover: fast wins, then draws, then slow losses.
fn rank(value: Outcome) -> i32 {
    match value {
        Outcome::Win(n) => 1000 - n as i32,
        Outcome::Draw => 0,
        Outcome::Loss(n) => -1000 + n as i32,
    }
}

impl StoneTask {
    fn new(moves: &[u8], goal: StoneGoal, table: Option<&PerfectTable>) -> Self {
        let rules = table.map_or(RuleSet::Seed, PerfectTable::rules);
        let game = replay(rules, moves).expect("a lesson's moves are legal (tested)");
        let answer = answer_at(goal, &game, table);
        Self { rules, moves: moves.to_vec(), to_move: game.turn(), goal, answer }
    }

    /// The starting position.
    pub fn game(&self) -> Option<Game> {
        replay(self.rules, &self.moves)
    }

    /// Judges a stone of the player's side on `cell` in `game` (the start, or
    /// later in a game played out).
    pub fn judge(&self, game: &Game, cell: u8, table: Option<&PerfectTable>) -> Result<(), WrongMove> {
        judge(self.goal, game, cell, table)
    }

    /// Whether the lesson is done once the player's stone made `after`.
    pub fn is_done(&self, after: &Game) -> bool {
        match self.goal {
            StoneGoal::Best => after.winner() == Some(self.to_move),
            _ => true,
        }
    }
}

/// Every legal cell of `game` that meets `goal` for the side to move, ascending
/// (for [`StoneGoal::Best`] none without a table of the game's rules).
pub fn answer_at(goal: StoneGoal, game: &Game, table: Option<&PerfectTable>) -> Vec<u8> {
    let me = game.turn();
    let values = table.map(|t| t.move_values(game));
    let best = values.and_then(|v| v.iter().flatten().map(|&o| rank(o)).max());
    game.legal_cells()
        .filter(|&cell| {
            let after = game.after(cell);
            match goal {
                StoneGoal::WinNow => after.winner() == Some(me),
                StoneGoal::StopLoss => winning_reply(&after).is_none(),
                StoneGoal::TwoThreats => after.is_running() && threats(&after, me).count_ones() >= 2,
                StoneGoal::Best => {
                    values.is_some_and(|v| v[cell as usize].map(rank) == best && best.is_some())
                }
            }
        })
        .collect()
}

/// A cell where the opponent, to move in `after`, completes a line.
fn winning_reply(after: &Game) -> Option<u8> {
    if !after.is_running() {
        return None;
    }
    let opponent = after.turn();
    after.legal_cells().find(|&c| after.after(c).winner() == Some(opponent))
}

fn judge(goal: StoneGoal, game: &Game, cell: u8, table: Option<&PerfectTable>) -> Result<(), WrongMove> {
    game.check(cell as usize).map_err(WrongMove::Refused)?;
    if answer_at(goal, game, table).contains(&cell) {
        return Ok(());
    }
    let after = game.after(cell);
    Err(match goal {
        StoneGoal::WinNow => WrongMove::NoLine,
        StoneGoal::StopLoss => WrongMove::Loses { cell: winning_reply(&after).unwrap_or(cell) },
        StoneGoal::TwoThreats => WrongMove::Threats(threats(&after, game.turn()).count_ones() as u8),
        StoneGoal::Best => {
            let values = table.map(|t| t.move_values(game)).unwrap_or([None; CELLS]);
            let best = values.iter().flatten().copied().max_by_key(|&o| rank(o)).unwrap_or(Outcome::Draw);
            WrongMove::Worse { value: values[cell as usize].unwrap_or(Outcome::Draw), best }
        }
    })
}

/// What the computer's search saw at one depth: its best score and the cells that have it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Look {
    /// Plies searched.
    pub depth: u8,
    /// The highest score.
    pub score: i32,
    /// The cells that have it, ascending.
    pub best: Vec<u8>,
}

impl Look {
    /// Whether the search saw a forced win.
    pub fn sees_win(&self) -> bool {
        self.score >= WIN_SCORE
    }
}

/// A question about a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StoneQuestion {
    /// Which stone vanishes when the side to move places its next one? Answered with a cell.
    VanishesNext {
        /// The cells played from the empty board.
        moves: Vec<u8>,
        /// The side to move.
        to_move: Player,
        /// Its oldest stone.
        answer: u8,
    },
    /// At which depth does the computer first see the win? Answered with a depth.
    Depth {
        /// The cells played from the empty board.
        moves: Vec<u8>,
        /// The side to move.
        to_move: Player,
        /// What the search saw at each depth offered.
        looks: Vec<Look>,
        /// The least depth that sees the win.
        answer: u8,
    },
    /// Does alpha–beta pruning change the move the computer chooses? Answered 0 (no) or 1 (yes).
    Pruning {
        /// The cells played from the empty board.
        moves: Vec<u8>,
        /// Plies searched.
        depth: u8,
        /// Positions the plain search visited.
        without: u64,
        /// Positions the pruned search visited.
        with: u64,
        /// The best cells of the plain search.
        chosen_without: Vec<u8>,
        /// The best cells of the pruned search.
        chosen_with: Vec<u8>,
    },
}

/// Why an answer to a question is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WrongAnswer {
    /// The cell holds no stone.
    NoStone,
    /// The stone is the other side's: it vanishes on their move.
    OtherSide(Player),
    /// A younger stone: the oldest goes first.
    Younger {
        /// The oldest.
        oldest: u8,
    },
    /// At this depth the search sees no win: its best score is the guess at the horizon.
    TooShallow {
        /// The depth chosen.
        depth: u8,
        /// Its best score there.
        score: i32,
    },
    /// A deeper search sees it too, but a shallower one already does.
    Deeper {
        /// The least depth that sees it.
        least: u8,
    },
    /// Both searches choose the same cells.
    SameChoice(Vec<u8>),
    /// Not among the choices.
    NoSuchChoice,
}

impl StoneQuestion {
    /// The rules it is asked under (the seed rules).
    pub fn rules(&self) -> RuleSet {
        RuleSet::Seed
    }

    /// The cells played from the empty board.
    pub fn moves(&self) -> &[u8] {
        match self {
            Self::VanishesNext { moves, .. } | Self::Depth { moves, .. } | Self::Pruning { moves, .. } => {
                moves
            }
        }
    }

    /// The position asked about.
    pub fn game(&self) -> Option<Game> {
        replay(self.rules(), self.moves())
    }

    /// Its key in the lessons' list.
    pub const fn key(&self) -> &'static str {
        match self {
            Self::VanishesNext { .. } => "vanishes_next",
            Self::Depth { .. } => "depth_sees_win",
            Self::Pruning { .. } => "pruning_changes_choice",
        }
    }

    /// The answers offered: the cells of the stones, the depths, no and yes.
    pub fn choices(&self) -> Vec<u8> {
        match self {
            Self::VanishesNext { .. } => {
                let occupied = self.game().map_or(0, |g| g.occupied());
                (0..CELLS as u8).filter(|c| occupied & (1 << c) != 0).collect()
            }
            Self::Depth { looks, .. } => looks.iter().map(|l| l.depth).collect(),
            Self::Pruning { .. } => vec![0, 1],
        }
    }

    /// The right answer.
    pub fn answer(&self) -> u8 {
        match self {
            Self::VanishesNext { answer, .. } | Self::Depth { answer, .. } => *answer,
            Self::Pruning { chosen_with, chosen_without, .. } => u8::from(chosen_with != chosen_without),
        }
    }

    /// Checks an answer.
    pub fn check(&self, choice: u8) -> Result<(), WrongAnswer> {
        if !self.choices().contains(&choice) && !matches!(self, Self::VanishesNext { .. }) {
            return Err(WrongAnswer::NoSuchChoice);
        }
        if choice == self.answer() {
            return Ok(());
        }
        Err(match self {
            Self::VanishesNext { to_move, answer, .. } => match self.game().and_then(|g| g.owner(choice)) {
                None => WrongAnswer::NoStone,
                Some(owner) if owner != *to_move => WrongAnswer::OtherSide(owner),
                Some(_) => WrongAnswer::Younger { oldest: *answer },
            },
            Self::Depth { looks, answer, .. } => match looks.iter().find(|l| l.depth == choice) {
                Some(look) if !look.sees_win() => {
                    WrongAnswer::TooShallow { depth: choice, score: look.score }
                }
                _ => WrongAnswer::Deeper { least: *answer },
            },
            Self::Pruning { chosen_with, .. } => WrongAnswer::SameChoice(chosen_with.clone()),
        })
    }
}

/// What the search sees from `game` at each of `depths`.
pub fn looks(game: &Game, depths: impl IntoIterator<Item = u8>) -> Vec<Look> {
    depths
        .into_iter()
        .map(|depth| {
            let analysis = ai::analyze(game, depth);
            Look { depth, score: analysis.best_score().unwrap_or(0), best: analysis.best_cells() }
        })
        .collect()
}

/// X to move with three stones on the board.
pub fn vanishes_next() -> StoneQuestion {
    let moves = vec![0, 4, 8, 2, 6, 3];
    let game = replay(RuleSet::Seed, &moves).expect("legal (tested)");
    let to_move = game.turn();
    let answer = game.next_to_vanish(to_move).unwrap_or(0);
    StoneQuestion::VanishesNext { moves, to_move, answer }
}

/// Two in a row, the third cell free.
pub fn win_in_one() -> StoneTask {
    StoneTask::new(&[0, 4, 1, 8], StoneGoal::WinNow, None)
}

/// A line with the stone that is about to vanish in it.
pub fn win_with_the_fading() -> StoneTask {
    StoneTask::new(&[0, 4, 5, 8, 1, 3], StoneGoal::WinNow, None)
}

/// The opponent threatens a line that holds its own fading stone.
pub fn block() -> StoneTask {
    StoneTask::new(&BLOCK, StoneGoal::StopLoss, None)
}

/// One move, two threats.
pub fn two_threats() -> StoneTask {
    StoneTask::new(&TWO_THREATS, StoneGoal::TwoThreats, None)
}

/// A win in three half-moves: which depth sees it?
pub fn depth() -> StoneQuestion {
    let moves = DEPTH.to_vec();
    let game = replay(RuleSet::Seed, &moves).expect("legal (tested)");
    let looks = looks(&game, 1..=3);
    let answer = looks.iter().find(|l| l.sees_win()).map_or(0, |l| l.depth);
    StoneQuestion::Depth { moves, to_move: game.turn(), looks, answer }
}

/// Plies of the pruning lesson's search.
pub const PRUNING_DEPTH: u8 = 5;

/// The empty board searched twice, with and without pruning.
pub fn pruning() -> StoneQuestion {
    let game = Game::with_rules(RuleSet::Seed, Player::X);
    let with = ai::analyze(&game, PRUNING_DEPTH);
    let without = ai::analyze_without_pruning(&game, PRUNING_DEPTH);
    StoneQuestion::Pruning {
        moves: Vec::new(),
        depth: PRUNING_DEPTH,
        without: without.nodes,
        with: with.nodes,
        chosen_without: without.best_cells(),
        chosen_with: with.best_cells(),
    }
}

/// The empty board, X to play it out against the perfect computer.
pub fn solved(table: &PerfectTable) -> StoneTask {
    StoneTask::new(&[], StoneGoal::Best, Some(table))
}

/// O threatens 1-4-7 with its fading stone on 1: the line counts all the same.
const BLOCK: [u8; 6] = [0, 1, 2, 4, 3, 6];
/// X's stone on 8 makes two threats (2 and 6) as its stone on 0 vanishes.
const TWO_THREATS: [u8; 6] = [0, 1, 5, 3, 7, 4];
/// X wins in three half-moves, and only a search three plies deep sees it.
const DEPTH: [u8; 6] = [0, 1, 2, 3, 7, 8];
