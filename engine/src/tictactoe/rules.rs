//! The rules of Infinity TicTacToe, in three named rule sets.
//!
//! Under the **seed** rules (the default) each player keeps at most three
//! stones. A move goes on a cell without a stone (the stone that vanishes
//! next still occupies its cell). The new stone joins the mover's stones,
//! the win is checked with all of them — up to four, the oldest included —
//! and only then, if no line was made and the mover has four, the oldest one
//! vanishes. Under **remove-first** the oldest of three goes before the
//! check, so only the three stones left can make the line. Under **four**
//! each player keeps four stones, the oldest goes before the check, and its
//! cell is free for the very move that removes it. Under every rule set,
//! sixty half-moves without a winner are a draw.

use std::fmt;

/// Cells on the board, 0–8 row by row.
pub const CELLS: usize = 9;
/// The most stones any rule set keeps.
pub const MOST_STONES: usize = 4;
/// Half-moves after which a game without a winner is drawn.
pub const MOVE_LIMIT: u8 = 60;

/// The eight lines of three cells.
pub const LINES: [[u8; 3]; 8] =
    [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];

/// The eight lines as bit masks over cells.
pub const LINE_MASKS: [u16; 8] = {
    let mut masks = [0u16; 8];
    let mut i = 0;
    while i < 8 {
        masks[i] = (1 << LINES[i][0]) | (1 << LINES[i][1]) | (1 << LINES[i][2]);
        i += 1;
    }
    masks
};

/// Every cell.
pub const ALL_CELLS: u16 = (1 << CELLS) - 1;

/// The first line fully covered by `mask`, if any.
pub fn line_in(mask: u16) -> Option<[u8; 3]> {
    LINE_MASKS.iter().position(|&l| mask & l == l).map(|i| LINES[i])
}

/// Whether `mask` covers a whole line.
pub fn has_line(mask: u16) -> bool {
    line_in(mask).is_some()
}

/// A named set of rules: how many stones a player keeps, and what happens
/// when a stone beyond that is placed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum RuleSet {
    /// Three stones; a line among all four, the oldest included, wins; else the oldest goes.
    #[default]
    Seed,
    /// Three stones; the oldest goes first, then a line among the three left wins.
    RemoveFirst,
    /// Four stones; the oldest goes first (its cell is free for the new stone), then the check.
    Four,
}

impl RuleSet {
    /// Every rule set, the default first.
    pub const ALL: [RuleSet; 3] = [Self::Seed, Self::RemoveFirst, Self::Four];

    /// Stones a player keeps.
    pub const fn stones(self) -> usize {
        match self {
            Self::Seed | Self::RemoveFirst => 3,
            Self::Four => 4,
        }
    }

    /// Whether the oldest stone goes before the check for a line.
    pub const fn removes_first(self) -> bool {
        !matches!(self, Self::Seed)
    }

    /// Whether the stone that vanishes with a move may be replaced by it on its own cell.
    pub const fn frees_oldest_cell(self) -> bool {
        matches!(self, Self::Four)
    }

    /// The name on the command line and in saved data.
    pub const fn name(self) -> &'static str {
        match self {
            Self::Seed => "seed",
            Self::RemoveFirst => "remove-first",
            Self::Four => "four",
        }
    }

    /// The rule set with this name.
    pub fn from_name(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|r| r.name() == name)
    }
}

impl fmt::Display for RuleSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One of the two players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Player {
    /// Crosses; starts unless chosen otherwise.
    X,
    /// Noughts.
    O,
}

impl Player {
    /// The opponent.
    pub const fn other(self) -> Self {
        match self {
            Self::X => Self::O,
            Self::O => Self::X,
        }
    }

    /// 0 for X, 1 for O.
    pub const fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::X => "X",
            Self::O => "O",
        })
    }
}

/// One player's stones, oldest first (under the seed rules, four only in the moment of a win).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Stones {
    cells: [u8; 4],
    len: u8,
    mask: u16,
}

impl Stones {
    /// Stones on the given cells, oldest first (at most four, all different, all on the board).
    pub fn from_cells(cells: &[u8]) -> Option<Self> {
        let mut stones = Self::default();
        if cells.len() > 4 {
            return None;
        }
        for &c in cells {
            if c as usize >= CELLS || stones.mask & (1 << c) != 0 {
                return None;
            }
            stones.push(c);
        }
        Some(stones)
    }

    /// The cells, oldest first.
    pub fn cells(&self) -> &[u8] {
        &self.cells[..self.len as usize]
    }

    /// Number of stones.
    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether there are no stones.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The stones as a bit mask over cells.
    pub fn mask(&self) -> u16 {
        self.mask
    }

    /// The oldest stone.
    pub fn oldest(&self) -> Option<u8> {
        (self.len > 0).then_some(self.cells[0])
    }

    /// The stone that vanishes on this player's next move under `rules`: the oldest, once the player has as many as the rules keep.
    pub fn next_to_vanish(&self, rules: RuleSet) -> Option<u8> {
        (self.len as usize >= rules.stones()).then_some(self.cells[0])
    }

    fn push(&mut self, cell: u8) {
        self.cells[self.len as usize] = cell;
        self.len += 1;
        self.mask |= 1 << cell;
    }

    fn drop_oldest(&mut self) {
        self.mask &= !(1 << self.cells[0]);
        self.cells.copy_within(1..self.len as usize, 0);
        self.len -= 1;
    }
}

/// Where the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Status {
    /// Moves are still being made.
    Running,
    /// `winner` completed `line`.
    Won {
        /// Who made the line.
        winner: Player,
        /// The three cells of the line, ascending.
        line: [u8; 3],
    },
    /// Sixty half-moves without a winner.
    Draw,
}

/// Why a move was refused; the game is left exactly as it was.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayError {
    /// The game has already ended.
    GameOver,
    /// A cell number outside 0–8.
    NoSuchCell(usize),
    /// A stone already occupies the cell.
    Occupied(usize),
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::GameOver => write!(f, "the game is over"),
            Self::NoSuchCell(c) => write!(f, "there is no cell {c}; cells are 0 to 8"),
            Self::Occupied(c) => write!(f, "cell {c} already holds a stone"),
        }
    }
}

impl std::error::Error for PlayError {}

/// What a move did, for whoever shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Placed {
    /// Who moved.
    pub player: Player,
    /// Where the stone went.
    pub cell: u8,
    /// The mover's oldest stone, if it vanished.
    pub vanished: Option<u8>,
}

/// A game of Infinity TicTacToe. Small and `Copy`, so searches copy it freely.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Game {
    rules: RuleSet,
    stones: [Stones; 2],
    turn: Player,
    half_moves: u8,
    status: Status,
}

impl Default for Game {
    fn default() -> Self {
        Self::new(Player::X)
    }
}

impl Game {
    /// An empty board with `starter` to move, under the seed rules.
    pub const fn new(starter: Player) -> Self {
        Self::with_rules(RuleSet::Seed, starter)
    }

    /// An empty board with `starter` to move, under `rules`.
    pub const fn with_rules(rules: RuleSet, starter: Player) -> Self {
        Self {
            rules,
            stones: [Stones { cells: [0; 4], len: 0, mask: 0 }; 2],
            turn: starter,
            half_moves: 0,
            status: Status::Running,
        }
    }

    /// The game after playing `cells` in order from an empty board with `starter` to move, under the seed rules.
    pub fn from_moves(starter: Player, cells: &[usize]) -> Result<Self, (usize, PlayError)> {
        Self::from_moves_with(RuleSet::Seed, starter, cells)
    }

    /// The game after playing `cells` in order from an empty board with `starter` to move, under `rules`.
    pub fn from_moves_with(
        rules: RuleSet,
        starter: Player,
        cells: &[usize],
    ) -> Result<Self, (usize, PlayError)> {
        let mut game = Self::with_rules(rules, starter);
        for (i, &c) in cells.iter().enumerate() {
            game.play(c).map_err(|e| (i, e))?;
        }
        Ok(game)
    }

    /// A running seed-rules position with the given stones (oldest first), `turn` to move and `half_moves` made.
    /// `None` when the stones overlap, hold a line, or break the stone limit.
    pub fn from_position(x: &[u8], o: &[u8], turn: Player, half_moves: u8) -> Option<Self> {
        Self::from_position_with(RuleSet::Seed, x, o, turn, half_moves)
    }

    /// A running position under `rules`; see [`Game::from_position`].
    pub fn from_position_with(
        rules: RuleSet,
        x: &[u8],
        o: &[u8],
        turn: Player,
        half_moves: u8,
    ) -> Option<Self> {
        let xs = Stones::from_cells(x)?;
        let os = Stones::from_cells(o)?;
        let ok = xs.mask & os.mask == 0
            && xs.len() <= rules.stones()
            && os.len() <= rules.stones()
            && !has_line(xs.mask)
            && !has_line(os.mask)
            && half_moves < MOVE_LIMIT;
        ok.then_some(Self { rules, stones: [xs, os], turn, half_moves, status: Status::Running })
    }

    /// The rules this game is played by.
    pub fn rules(&self) -> RuleSet {
        self.rules
    }

    /// `player`'s stones, oldest first.
    pub fn stones(&self, player: Player) -> &Stones {
        &self.stones[player.index()]
    }

    /// Who moves next (after the end: who moved last).
    pub fn turn(&self) -> Player {
        self.turn
    }

    /// Half-moves made so far.
    pub fn half_moves(&self) -> u8 {
        self.half_moves
    }

    /// Half-moves left before the game is drawn.
    pub fn half_moves_left(&self) -> u8 {
        MOVE_LIMIT - self.half_moves
    }

    /// Running, won or drawn.
    pub fn status(&self) -> Status {
        self.status
    }

    /// Whether moves can still be made.
    pub fn is_running(&self) -> bool {
        self.status == Status::Running
    }

    /// The winner, if the game is won.
    pub fn winner(&self) -> Option<Player> {
        match self.status {
            Status::Won { winner, .. } => Some(winner),
            _ => None,
        }
    }

    /// The winning line, if the game is won.
    pub fn win_line(&self) -> Option<[u8; 3]> {
        match self.status {
            Status::Won { line, .. } => Some(line),
            _ => None,
        }
    }

    /// `player`'s stone that vanishes on their next move, if they have as
    /// many as the rules keep (none once the game has ended: there is no next move).
    pub fn next_to_vanish(&self, player: Player) -> Option<u8> {
        if self.is_running() { self.stones(player).next_to_vanish(self.rules) } else { None }
    }

    /// Cells holding a stone, as a bit mask.
    pub fn occupied(&self) -> u16 {
        self.stones[0].mask | self.stones[1].mask
    }

    /// Who holds `cell`, if anyone.
    pub fn owner(&self, cell: u8) -> Option<Player> {
        [Player::X, Player::O].into_iter().find(|p| self.stones(*p).mask & (1 << cell) != 0)
    }

    /// Cells a move may go on, as a bit mask (none once the game has ended):
    /// cells without a stone, and under the four-stone rules the mover's own
    /// stone that vanishes with this move.
    pub fn legal_mask(&self) -> u16 {
        if !self.is_running() {
            return 0;
        }
        let mut mask = ALL_CELLS & !self.occupied();
        if self.rules.frees_oldest_cell()
            && let Some(oldest) = self.stones(self.turn).next_to_vanish(self.rules)
        {
            mask |= 1 << oldest;
        }
        mask
    }

    /// Cells a move may go on, ascending.
    pub fn legal_cells(&self) -> impl Iterator<Item = u8> + use<> {
        let mask = self.legal_mask();
        (0..CELLS as u8).filter(move |c| mask & (1 << c) != 0)
    }

    /// Cells where a stone of `player` would complete a line if it were
    /// their move (their legal moves or not).
    pub fn winning_cells(&self, player: Player) -> u16 {
        let stones = self.stones(player);
        let counted = if self.rules.removes_first() && stones.len() >= self.rules.stones() {
            stones.mask() & !(1 << stones.cells()[0])
        } else {
            stones.mask()
        };
        let mut cells = 0;
        for line in LINE_MASKS {
            let have = counted & line;
            if have.count_ones() == 2 {
                cells |= line & !have;
            }
        }
        cells
    }

    /// Whether a move may go on `cell`.
    pub fn is_legal(&self, cell: usize) -> bool {
        cell < CELLS && self.legal_mask() & (1 << cell) != 0
    }

    /// Checks a move without making it.
    pub fn check(&self, cell: usize) -> Result<(), PlayError> {
        if !self.is_running() {
            Err(PlayError::GameOver)
        } else if cell >= CELLS {
            Err(PlayError::NoSuchCell(cell))
        } else if self.legal_mask() & (1 << cell) == 0 {
            Err(PlayError::Occupied(cell))
        } else {
            Ok(())
        }
    }

    /// Plays a stone for the player to move, in the order the rules give.
    pub fn play(&mut self, cell: usize) -> Result<Placed, PlayError> {
        self.check(cell)?;
        Ok(self.place(cell as u8))
    }

    /// The game after a move on `cell`, which must be legal.
    pub fn after(mut self, cell: u8) -> Self {
        debug_assert!(self.is_legal(cell as usize));
        self.place(cell);
        self
    }

    fn place(&mut self, cell: u8) -> Placed {
        let player = self.turn;
        let rules = self.rules;
        let mine = &mut self.stones[player.index()];
        let mut vanished = None;
        // Remove-first and four: a stone beyond the limit takes the oldest away first.
        if rules.removes_first() && mine.len() >= rules.stones() {
            vanished = mine.oldest();
            mine.drop_oldest();
        }
        // 1–2: the stone joins the mover's stones.
        mine.push(cell);
        self.half_moves += 1;
        // 3: three in a row with all of them (seed: the oldest included) wins at once.
        if let Some(line) = line_in(mine.mask) {
            self.status = Status::Won { winner: player, line };
            return Placed { player, cell, vanished };
        }
        // 4: seed: only then the oldest of four vanishes.
        if !rules.removes_first() && mine.len() > rules.stones() {
            vanished = mine.oldest();
            mine.drop_oldest();
        }
        // 5: the move limit, else the other player's turn.
        if self.half_moves >= MOVE_LIMIT {
            self.status = Status::Draw;
        } else {
            self.turn = player.other();
        }
        Placed { player, cell, vanished }
    }
}
