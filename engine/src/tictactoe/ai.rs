//! The computer opponent: the seed's depth-limited minimax with alpha-beta
//! pruning and line heuristic, searched in resumable slices, and difficulty
//! levels that mix search depth with random moves.

use std::fmt;

use rand::rngs::SmallRng;
use rand::seq::IndexedRandom;
use rand::{RngExt, SeedableRng};

use super::perfect::PerfectTable;
use super::rules::{CELLS, Game, LINE_MASKS, Player, Status};

/// Base score of a won or lost game; the remaining depth is added so that
/// faster wins and slower losses score better.
pub const WIN_SCORE: i32 = 1000;
/// Deepest search the engine accepts.
pub const MAX_DEPTH: u8 = 12;
/// Order in which moves are tried: centre, corners, edges. Any order gives
/// the same scores; this one prunes more.
const MOVE_ORDER: [u8; CELLS] = [4, 0, 2, 6, 8, 1, 3, 5, 7];
const INFINITY: i32 = i32::MAX / 2;
/// Nodes at least this far from the horizon order their quiet moves by the heuristic.
const ORDER_BY_HEURISTIC_DEPTH: u8 = 7;

/// The seed's heuristic at the search horizon, from `me`'s point of view:
/// per line without opposing stones, 1 per own stone or 10 for two; the same
/// against for the opponent's lines; 3 for holding the centre.
pub fn evaluate(game: &Game, me: Player) -> i32 {
    let mine = game.stones(me).mask();
    let theirs = game.stones(me.other()).mask();
    let mut score = 0;
    for line in LINE_MASKS {
        let m = (mine & line).count_ones() as i32;
        let t = (theirs & line).count_ones() as i32;
        if t == 0 {
            score += if m == 2 { 10 } else { m };
        }
        if m == 0 {
            score -= if t == 2 { 10 } else { t };
        }
    }
    let centre = 1 << 4;
    if mine & centre != 0 {
        score += 3;
    }
    if theirs & centre != 0 {
        score -= 3;
    }
    score
}

/// The score of `child`, reached by `mover`'s move with `depth` plies left
/// to search, when the search stops there; `None` when it must look deeper.
fn leaf_score(mover: Player, child: &Game, depth: u8) -> Option<i32> {
    match child.status() {
        // Only the mover can have completed a line.
        Status::Won { .. } => Some(WIN_SCORE + depth as i32),
        Status::Draw => Some(0),
        Status::Running if depth == 0 => Some(evaluate(child, mover)),
        Status::Running => None,
    }
}

/// One node of the search in progress.
#[derive(Clone, Copy, Debug)]
struct Frame {
    game: Game,
    depth: u8,
    alpha: i32,
    beta: i32,
    /// Best score found so far for the player to move here.
    best: i32,
    /// The legal moves in the order they are tried.
    moves: [u8; CELLS],
    count: u8,
    /// Next index into `moves`.
    next: u8,
}

impl Frame {
    /// A node whose moves are tried in a good order: moves that win at once
    /// first, then moves onto the cells where the opponent would win, then
    /// centre, corners and edges. Any order gives the same scores; this one
    /// prunes more.
    fn new(game: Game, depth: u8, alpha: i32, beta: i32) -> Self {
        let legal = game.legal_mask();
        let wins = legal & game.winning_cells(game.turn());
        let blocks = legal & !wins & game.winning_cells(game.turn().other());
        let mut moves = [0; CELLS];
        let mut count = 0;
        for group in [wins, blocks, legal & !wins & !blocks] {
            let start = count;
            for cell in MOVE_ORDER {
                if group & (1 << cell) != 0 {
                    moves[count] = cell;
                    count += 1;
                }
            }
            // Far from the horizon, the quiet moves go best first by the heuristic.
            if depth >= ORDER_BY_HEURISTIC_DEPTH && count - start > 1 {
                let me = game.turn();
                let mut scored = [(0i32, 0u8); CELLS];
                for (slot, &cell) in scored.iter_mut().zip(&moves[start..count]) {
                    *slot = (-evaluate(&game.after(cell), me), cell);
                }
                scored[..count - start].sort_unstable_by_key(|&(score, _)| score);
                for (m, (_, cell)) in moves[start..count].iter_mut().zip(scored) {
                    *m = cell;
                }
            }
        }
        Self { game, depth, alpha, beta, best: -INFINITY, moves, count: count as u8, next: 0 }
    }

    fn next_move(&mut self) -> Option<u8> {
        // A cutoff, or a win in one already found: nothing can score better.
        if self.alpha >= self.beta || self.best >= WIN_SCORE + self.depth as i32 - 1 {
            return None;
        }
        let cell = *self.moves[..self.count as usize].get(self.next as usize)?;
        self.next += 1;
        Some(cell)
    }

    fn record(&mut self, score: i32) {
        self.best = self.best.max(score);
        self.alpha = self.alpha.max(score);
    }

    /// Whether the node stopped with moves left untried because the
    /// opponent would never let the game come here (an alpha-beta cut-off).
    fn was_cut(&self) -> bool {
        self.alpha >= self.beta && self.next < self.count
    }
}

/// The result of a search: the score of every legal move for the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Analysis {
    /// Score of each cell, `None` where no move may go.
    pub scores: [Option<i32>; CELLS],
    /// Positions visited.
    pub nodes: u64,
    /// Positions visited for each move (the move's own position included).
    pub move_nodes: [u64; CELLS],
    /// Times a position was left with moves untried (alpha-beta cut-offs).
    pub cutoffs: u64,
}

impl Analysis {
    /// The highest score.
    pub fn best_score(&self) -> Option<i32> {
        self.scores.iter().flatten().copied().max()
    }

    /// Cells that share the highest score, ascending.
    pub fn best_cells(&self) -> Vec<u8> {
        let best = self.best_score();
        (0..CELLS as u8).filter(|&c| best.is_some() && self.scores[c as usize] == best).collect()
    }
}

/// A depth-limited alpha-beta search of every move from a position, done in
/// slices: each `step` visits at most a given number of positions and can be
/// resumed, so a caller can spread the work over frames. Allocates nothing
/// after it is created.
#[derive(Clone, Debug)]
pub struct Search {
    root: Game,
    depth: u8,
    root_moves: [u8; CELLS],
    root_count: u8,
    root_next: u8,
    scores: [Option<i32>; CELLS],
    stack: [Frame; MAX_DEPTH as usize],
    height: usize,
    nodes: u64,
    move_nodes: [u64; CELLS],
    cutoffs: u64,
    /// Nodes visited when the current root move began.
    move_start: u64,
}

impl Search {
    /// A search of `game` to `depth` plies (clamped to 1..=`MAX_DEPTH`).
    pub fn new(game: &Game, depth: u8) -> Self {
        let mut root_moves = [0; CELLS];
        let mut root_count = 0;
        for cell in game.legal_cells() {
            root_moves[root_count] = cell;
            root_count += 1;
        }
        let blank = Frame::new(*game, 0, 0, 0);
        Self {
            root: *game,
            depth: depth.clamp(1, MAX_DEPTH),
            root_moves,
            root_count: root_count as u8,
            root_next: 0,
            scores: [None; CELLS],
            stack: [blank; MAX_DEPTH as usize],
            height: 0,
            nodes: 0,
            move_nodes: [0; CELLS],
            cutoffs: 0,
            move_start: 0,
        }
    }

    /// Positions visited so far.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Visits at most `budget` positions; returns the analysis once the search is complete.
    pub fn step(&mut self, budget: u64) -> Option<Analysis> {
        let mut spent = 0u64;
        loop {
            if self.height == 0 {
                // Each root move gets a full window, so its score is exact.
                if self.root_next == self.root_count {
                    return Some(Analysis {
                        scores: self.scores,
                        nodes: self.nodes,
                        move_nodes: self.move_nodes,
                        cutoffs: self.cutoffs,
                    });
                }
                if spent >= budget {
                    return None;
                }
                let cell = self.root_moves[self.root_next as usize];
                let child = self.root.after(cell);
                self.move_start = self.nodes;
                self.nodes += 1;
                spent += 1;
                match leaf_score(self.root.turn(), &child, self.depth - 1) {
                    Some(score) => self.finish_root_move(score),
                    None => self.push(Frame::new(child, self.depth - 1, -INFINITY, INFINITY)),
                }
                continue;
            }
            if spent >= budget {
                return None;
            }
            let frame = &mut self.stack[self.height - 1];
            if let Some(cell) = frame.next_move() {
                let child = frame.game.after(cell);
                self.nodes += 1;
                spent += 1;
                match leaf_score(frame.game.turn(), &child, frame.depth - 1) {
                    Some(score) => frame.record(score),
                    None => {
                        let (alpha, beta, depth) = (frame.alpha, frame.beta, frame.depth - 1);
                        self.push(Frame::new(child, depth, -beta, -alpha));
                    }
                }
            } else {
                if frame.was_cut() {
                    self.cutoffs += 1;
                }
                // The mover's best is the worst for the player who moved here.
                let score = -frame.best;
                self.height -= 1;
                if self.height == 0 {
                    self.finish_root_move(score);
                } else {
                    self.stack[self.height - 1].record(score);
                }
            }
        }
    }

    /// Runs the search to the end.
    pub fn run(mut self) -> Analysis {
        loop {
            if let Some(analysis) = self.step(u64::MAX) {
                return analysis;
            }
        }
    }

    fn push(&mut self, frame: Frame) {
        self.stack[self.height] = frame;
        self.height += 1;
    }

    fn finish_root_move(&mut self, score: i32) {
        let cell = self.root_moves[self.root_next as usize] as usize;
        self.scores[cell] = Some(score);
        self.move_nodes[cell] = self.nodes - self.move_start;
        self.root_next += 1;
    }
}

/// Scores every legal move of `game` to `depth` plies.
pub fn analyze(game: &Game, depth: u8) -> Analysis {
    Search::new(game, depth).run()
}

/// Scores every legal move as [`analyze`] does, but without alpha-beta
/// pruning: every position up to the horizon is visited. The scores are the
/// same; only the work differs (the lessons show how much).
pub fn analyze_without_pruning(game: &Game, depth: u8) -> Analysis {
    let depth = depth.clamp(1, MAX_DEPTH);
    let mut analysis = Analysis { scores: [None; CELLS], nodes: 0, move_nodes: [0; CELLS], cutoffs: 0 };
    for cell in game.legal_cells() {
        let start = analysis.nodes;
        let score = score_every_reply(game, cell, depth, &mut analysis.nodes);
        analysis.scores[cell as usize] = Some(score);
        analysis.move_nodes[cell as usize] = analysis.nodes - start;
    }
    analysis
}

/// The score of the move on `cell` from `game` for its mover, searched
/// `depth` plies (this move included) without pruning; counts the positions visited.
fn score_every_reply(game: &Game, cell: u8, depth: u8, nodes: &mut u64) -> i32 {
    let child = game.after(cell);
    *nodes += 1;
    if let Some(score) = leaf_score(game.turn(), &child, depth - 1) {
        return score;
    }
    // The reply's mover takes its best; that is the worst for this mover.
    let best = child.legal_cells().map(|reply| score_every_reply(&child, reply, depth - 1, nodes)).max();
    -best.unwrap_or(0)
}

/// The line a search of `depth` plies expects after `first`: the best move
/// of each side in turn (the lowest cell where several score the same),
/// `first` included, until the depth runs out or the game ends.
pub fn principal_line(game: &Game, depth: u8, first: u8) -> Vec<u8> {
    let mut line = vec![first];
    let mut at = game.after(first);
    let mut left = depth.saturating_sub(1);
    while left > 0 && at.is_running() {
        let Some(&cell) = analyze(&at, left).best_cells().first() else { break };
        line.push(cell);
        at = at.after(cell);
        left -= 1;
    }
    line
}

/// The score a search of `depth` plies gives the first move of `line` if
/// both sides then play the rest of it: the seed's score where the line
/// ends (a win, a draw, or the horizon's heuristic), passed back move by
/// move. Equal to the move's score in [`analyze`] when the line is a
/// [`principal_line`].
pub fn line_score(game: &Game, depth: u8, line: &[u8]) -> Option<i32> {
    let mut at = *game;
    let mut left = depth;
    let mut sign = 1;
    for (i, &cell) in line.iter().enumerate() {
        if !at.is_legal(cell as usize) || left == 0 {
            return None;
        }
        let mover = at.turn();
        let child = at.after(cell);
        left -= 1;
        match leaf_score(mover, &child, left) {
            Some(score) if i + 1 == line.len() => return Some(sign * score),
            Some(_) => return None,
            None if i + 1 == line.len() => return None,
            None => {}
        }
        at = child;
        sign = -sign;
    }
    None
}

/// How strong the computer plays.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    /// Looks one move ahead; half its moves are random.
    Relaxed,
    /// Two moves ahead; a third of its moves are random.
    Easy,
    /// Three moves ahead; one move in five is random.
    #[default]
    Medium,
    /// Six moves ahead; one move in twenty is random.
    Hard,
    /// Nine moves ahead, never random.
    Impossible,
    /// Knows the exact value of every position and never loses.
    Perfect,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 6] =
        [Self::Relaxed, Self::Easy, Self::Medium, Self::Hard, Self::Impossible, Self::Perfect];

    /// Search depth in plies (the perfect level looks it up instead).
    pub const fn depth(self) -> u8 {
        match self {
            Self::Relaxed => 1,
            Self::Easy => 2,
            Self::Medium => 3,
            Self::Hard => 6,
            Self::Impossible | Self::Perfect => 9,
        }
    }

    /// Share of moves played at random.
    pub const fn random_rate(self) -> f64 {
        match self {
            Self::Relaxed => 0.5,
            Self::Easy => 0.35,
            Self::Medium => 0.2,
            Self::Hard => 0.05,
            Self::Impossible | Self::Perfect => 0.0,
        }
    }

    /// The level's name as the player reads it.
    pub const fn name(self) -> &'static str {
        match self {
            Self::Relaxed => "Relaxed",
            Self::Easy => "Easy",
            Self::Medium => "Medium",
            Self::Hard => "Hard",
            Self::Impossible => "Impossible",
            Self::Perfect => "Perfect",
        }
    }

    /// The level's name in saved data.
    pub fn key(self) -> String {
        self.name().to_ascii_lowercase()
    }

    /// The level with this name (any case).
    pub fn from_name(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|l| l.name().eq_ignore_ascii_case(name))
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What the computer does about a position: a move decided at once, or a
/// search still to run (slice by slice) before it picks among the best.
#[derive(Clone, Debug)]
pub enum Thought {
    /// The move is chosen.
    Move(u8),
    /// A search to step through; hand its analysis to [`Opponent::pick`].
    Search(Box<Search>),
}

/// A computer player: a level and its own random numbers.
#[derive(Clone, Debug)]
pub struct Opponent {
    level: Level,
    rng: SmallRng,
}

impl Opponent {
    /// A computer player at `level` whose randomness is fixed by `seed`.
    pub fn new(level: Level, seed: u64) -> Self {
        Self { level, rng: SmallRng::seed_from_u64(seed) }
    }

    /// The level it plays at.
    pub fn level(&self) -> Level {
        self.level
    }

    /// Starts deciding on a move for the player to move in a running game.
    /// The perfect level needs the table; without it, it searches like the impossible level.
    /// `None` when the game has ended.
    pub fn think(&mut self, game: &Game, table: Option<&PerfectTable>) -> Option<Thought> {
        let legal: Vec<u8> = game.legal_cells().collect();
        if legal.is_empty() {
            return None;
        }
        if self.rng.random_bool(self.level.random_rate()) {
            return legal.choose(&mut self.rng).copied().map(Thought::Move);
        }
        if let (Level::Perfect, Some(table)) = (self.level, table) {
            return table.choose(game, &mut self.rng).map(Thought::Move);
        }
        Some(Thought::Search(Box::new(Search::new(game, self.level.depth()))))
    }

    /// Picks one of the best-scoring moves of a finished search at random.
    pub fn pick(&mut self, analysis: &Analysis) -> Option<u8> {
        analysis.best_cells().choose(&mut self.rng).copied()
    }

    /// Decides on a move at once (searching to the end if needed).
    pub fn choose(&mut self, game: &Game, table: Option<&PerfectTable>) -> Option<u8> {
        match self.think(game, table)? {
            Thought::Move(cell) => Some(cell),
            Thought::Search(search) => {
                let analysis = search.run();
                self.pick(&analysis)
            }
        }
    }
}
