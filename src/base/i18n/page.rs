//! The how-to-play pages: blocks of text and small pictures, written by
//! each language from the facts of the game in effect.

use pegs_engine::tictactoe::RuleSet;

/// One block of a how-to-play page.
#[derive(Clone, Debug, PartialEq)]
pub enum Block {
    /// A heading.
    Heading(String),
    /// A paragraph.
    Text(String),
    /// Numbered steps, in order.
    Steps(Vec<String>),
    /// Points without order.
    Points(Vec<String>),
    /// A small picture.
    Picture(Picture),
}

/// The small pictures a page can show.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Picture {
    /// A tower on the first of its pegs.
    Tower {
        /// Pegs.
        pegs: usize,
    },
    /// A board with three stones a side, one of each faded.
    FadedStones,
}

/// A how-to-play page: a title and two columns of blocks.
#[derive(Clone, Debug, PartialEq)]
pub struct Page {
    /// The title.
    pub title: String,
    /// Left column.
    pub left: Vec<Block>,
    /// Right column.
    pub right: Vec<Block>,
}

/// What the Hanoi page says about the board being played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HanoiFacts {
    /// Pegs.
    pub pegs: usize,
    /// Disks.
    pub disks: usize,
    /// The optimum from the start for these.
    pub optimum: u64,
}

/// What perfect play gives under a rule set, as the table found it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Solved {
    /// The first player wins, with these first moves (cells 0–8), by this half-move.
    FirstPlayerWins {
        /// The winning first moves.
        moves: Vec<u8>,
        /// Half-moves until the win.
        by: u8,
    },
    /// The second player wins by this half-move.
    SecondPlayerWins(u8),
    /// Neither side can force a win.
    Draw,
    /// Not known yet (the table is being built).
    NotYetKnown,
}

/// What the TicTacToe page says about the rules in effect.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TicTacToeFacts {
    /// The rule set.
    pub rules: RuleSet,
    /// Stones each player keeps.
    pub stones: usize,
    /// Half-moves before a draw.
    pub move_limit: u8,
    /// Perfect play.
    pub solved: Solved,
}

/// The cell names of a board, as each language says where a cell is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CellKind {
    /// The centre.
    Centre,
    /// A corner.
    Corner,
    /// The middle of an edge.
    Edge,
}

/// What kind of cell a cell (0–8) is.
pub fn cell_kind(cell: u8) -> CellKind {
    match cell {
        4 => CellKind::Centre,
        0 | 2 | 6 | 8 => CellKind::Corner,
        _ => CellKind::Edge,
    }
}
