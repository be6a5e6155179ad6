//! What the review of a finished game says: one message type
//! ([`ReviewMsg`]), said like every other message (`review-…` in the
//! language files). The values and verdicts come from the engine's review.

use pegs_engine::hanoi::review::Step;
use pegs_engine::tictactoe::Outcome;
use pegs_engine::tictactoe::review::Verdict;

/// A thing the review says.
#[derive(Clone, Debug, PartialEq)]
pub enum ReviewMsg {
    /// The button that opens a finished game's review.
    Open,
    /// The panel's heading.
    Heading,
    /// What the value strip shows, for screen readers and as its hover text.
    Strip,
    /// The exact values are being made ready.
    Preparing,
    /// Where the review stands: `shown` of `of` moves on the board.
    At {
        /// Moves shown.
        shown: usize,
        /// Moves in all.
        of: usize,
    },
    /// A TicTacToe move in the list: "5. X → row 2, column 3 ✗".
    Entry {
        /// Its number, from 1.
        ply: usize,
        /// 'X' or 'O'.
        side: char,
        /// Its cell.
        cell: u8,
        /// What it did.
        verdict: Verdict,
    },
    /// What a TicTacToe move did, in a sentence.
    Judged {
        /// 'X' or 'O'.
        side: char,
        /// Its cell.
        cell: u8,
        /// What it did.
        verdict: Verdict,
        /// The best value there was, for the mover.
        before: Outcome,
        /// The value of the move made.
        after: Outcome,
        /// The cells of the best value.
        best: Vec<u8>,
    },
    /// How well a side played: its accuracy (the share of its moves that
    /// were best or kept, in tenths of a per cent), mistakes and only moves.
    Accuracy {
        /// 'X' or 'O'.
        side: char,
        /// Whether the side is the player's at this device.
        yours: bool,
        /// The accuracy in tenths of a per cent (875: 87.5 %).
        tenths: u32,
        /// Its mistakes.
        mistakes: usize,
        /// Its only moves found.
        only: usize,
    },
    /// The move shown was the only one that kept its side's value.
    OnlyMove,
    /// On the board, the cell of the move shown: its verdict.
    MarkPlayed(Verdict),
    /// On the board, a cell whose move was best there.
    MarkBest,
    /// The move shown let a won position go.
    MissedWin,
    /// The first mistake of a side, or none.
    FirstMistake {
        /// 'X' or 'O'.
        side: char,
        /// Whether the side is the player's at this device.
        yours: bool,
        /// Its move's number, from 1.
        ply: Option<usize>,
    },
    /// The button to the move before.
    Earlier,
    /// The button to the move after.
    Later,
    /// The button that puts the position before the move shown on the board to play again.
    TryAgain,
    /// What trying again asks: find a move for `side` that keeps `value`.
    Trying {
        /// 'X' or 'O'.
        side: char,
        /// The best value there was.
        value: Outcome,
    },
    /// The move tried: whether it keeps the value, and what it gives.
    Tried {
        /// It keeps the value (best or kept).
        kept: bool,
        /// Its value.
        value: Outcome,
    },
    /// Back from trying again to the review.
    BackToReview,
    /// The button that copies a link to the game.
    CopyLink,
    /// The link was copied.
    LinkCopied,
    /// The button that leaves the review.
    Leave,
    /// A link whose game could not be read, and why (the engine's words).
    NotAGame(String),
    /// A tower reviewed: moves made, the fewest, wasted, whether home.
    TowerSummary {
        /// Moves made.
        made: u64,
        /// Fewest moves from the start.
        optimum: u64,
        /// Moves wasted.
        wasted: u64,
        /// Whether the tower came home.
        home: bool,
    },
    /// The share of a tower's moves on a shortest way, in tenths of a per cent.
    TowerShare(u32),
    /// What a tower's distance strip shows, for screen readers and as its hover text.
    TowerStrip,
    /// A tower's move in the list: "12. 1 → 3 (detour)".
    TowerEntry {
        /// Its number, from 1.
        number: usize,
        /// Its from-peg, from 1.
        from: usize,
        /// Its to-peg, from 1.
        to: usize,
        /// Whether it came closer.
        step: Step,
    },
    /// What a tower's move did, in a sentence.
    TowerJudged {
        /// The disk it carried.
        disk: u8,
        /// Its from-peg, from 1.
        from: usize,
        /// Its to-peg, from 1.
        to: usize,
        /// Whether it came closer.
        step: Step,
        /// Fewest moves left after it.
        left: u64,
    },
    /// The first detour, or none.
    FirstDetour(Option<usize>),
    /// Four pegs with more disks than exact distances are known for.
    TowerTooTall {
        /// The disks.
        disks: usize,
    },
    /// The records' heading over the last games.
    LastGames,
    /// A kept TicTacToe game in the records: its day, whom against, how it ended.
    GameEntry {
        /// Its day, written the language's way (`None`: not known).
        day: Option<pegs_engine::puzzle::Day>,
        /// The opponent, as the records name it.
        against: Box<super::Msg>,
        /// How it ended for the player, if the player played a side: `Greater` won,
        /// `Less` lost, `Equal` drawn.
        result: Option<std::cmp::Ordering>,
        /// Half-moves in all.
        moves: usize,
    },
    /// A kept tower in the records: its day, size, moves and the fewest.
    TowerRecord {
        /// Its day (`None`: not known).
        day: Option<pegs_engine::puzzle::Day>,
        /// Disks.
        disks: usize,
        /// Pegs.
        pegs: usize,
        /// Moves made.
        made: u64,
        /// Fewest from its start.
        optimum: u64,
    },
    /// No games kept yet.
    NoGames,
    /// A puzzle, as the opponent in the list of last games.
    Puzzle,
}
