//! How the computer decides, shown: the score its search gives every
//! playable cell (the seed's numbers: ±(1000 + plies left) for a forced
//! result, the line heuristic at the horizon), the move it chose, the line
//! it expects both sides to play, and what the search cost; under Perfect
//! the exact values of the solved game. Worked out off the frame, for the
//! position the computer just moved from or, on demand, for the player's.

use std::sync::Arc;

use bevy::ecs::system::SystemParam;
use bevy::platform::time::Instant;
use bevy::prelude::*;

use pegs_engine::engines::uci::Score;
use pegs_engine::tictactoe::Level;
use pegs_engine::tictactoe::ai::{Search, principal_line};
use pegs_engine::tictactoe::perfect::{Outcome, PerfectTable};
use pegs_engine::tictactoe::rules::{CELLS, Game};

use super::engines::{EngineSaid, EngineSeat};
use super::play::{ComputerMoved, Match, MatchSettings, TttAction, persons_turn};
use super::thinking::{PerfectPlay, SEARCH_PIECE};
use crate::base::screen::Screen;
use crate::shell::platform::tasks::{Pending, Work};

/// Search depths the slider offers.
pub const DEPTHS: std::ops::RangeInclusive<u8> = 1..=9;

/// A position to explain.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Subject {
    /// The position, with the side to move.
    pub game: Game,
    /// The computer's move from it, if it made one.
    pub chosen: Option<u8>,
    /// Plies searched; `None` for the perfect table's exact values.
    pub depth: Option<u8>,
}

/// What a cell is worth to the side to move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Worth {
    /// The search's score at the subject's depth.
    Score(i32),
    /// The solved game's value.
    Exact(Outcome),
}

/// The explanation of a subject.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Shown {
    /// What it explains.
    pub subject: Subject,
    /// Each playable cell's worth.
    pub worth: [Option<Worth>; CELLS],
    /// The line both sides are expected to play: the chosen (or best) move first.
    pub line: Vec<u8>,
    /// Positions searched (0 for exact values).
    pub nodes: u64,
    /// Alpha-beta cut-offs.
    pub cutoffs: u64,
    /// Milliseconds the search took.
    pub millis: u32,
    /// The chosen move is not among the search's best: the level's random move.
    pub random: bool,
    /// The engine of the player's own whose `info` lines this is (only its
    /// move's worth, and the counts it gave), if it was one.
    pub engine: Option<String>,
}

/// The thinking shown on the board and in the panel.
#[derive(Resource, Default)]
pub struct Insight {
    /// The switch.
    pub show: bool,
    /// The depth the slider asks for.
    pub depth: u8,
    /// What is explained now, with the board position it is shown on.
    subject: Option<(Subject, Game)>,
    /// The explanation, once worked out.
    shown: Option<Shown>,
    working: Pending<Shown>,
}

impl Insight {
    /// The explanation on show (none while it is worked out, or for another position).
    pub fn shown(&self) -> Option<&Shown> {
        self.shown.as_ref()
    }

    /// Whether an explanation is being worked out.
    pub fn is_busy(&self) -> bool {
        self.working.is_waiting()
    }

    /// Whether its search is running and not yet finished (a finished one
    /// is taken in at the next frame).
    pub fn is_working(&self) -> bool {
        self.working.is_working()
    }

    /// Explains `subject`, shown while the board stands at `on`.
    fn explain(&mut self, subject: Subject, on: Game, table: Option<&Arc<PerfectTable>>, work: &Work) {
        self.subject = Some((subject, on));
        self.shown = None;
        self.working.cancel();
        match (subject.depth, table) {
            (None, Some(table)) => self.shown = Some(exact(subject, table)),
            (None, None) => {}
            (Some(depth), _) => {
                let mut search = Search::new(&subject.game, depth);
                let mut start = None;
                self.working.start(
                    (),
                    work.spawn(move || {
                        let started = *start.get_or_insert_with(Instant::now);
                        let analysis = search.step(SEARCH_PIECE)?;
                        Some(searched(subject, depth, &analysis, started))
                    }),
                );
            }
        }
    }

    /// Shows what an engine of the player's own said of its move, while the board stands at `on`.
    fn show_said(&mut self, said: EngineSaid, on: Game) {
        let shown = engine_said(said);
        self.working.cancel();
        self.subject = Some((shown.subject, on));
        self.shown = Some(shown);
    }

    fn clear(&mut self) {
        self.subject = None;
        self.shown = None;
        self.working.cancel();
    }
}

/// The exact values of the solved game.
fn exact(subject: Subject, table: &PerfectTable) -> Shown {
    let game = &subject.game;
    let values = table.move_values(game);
    let first = subject.chosen.or_else(|| table.best_moves(game).first().copied());
    Shown {
        subject,
        worth: values.map(|v| v.map(Worth::Exact)),
        line: first.map_or_else(Vec::new, |f| table.line(game, f)),
        nodes: 0,
        cutoffs: 0,
        millis: 0,
        random: subject.chosen.is_some_and(|c| !table.best_moves(game).contains(&c)),
        engine: None,
    }
}

/// The longest expected line shown of an engine's (its `pv` may run on).
const ENGINE_LINE_LONGEST: usize = 12;

/// What an engine of the player's own said of its move: the score it gave
/// (a forced result in the exact values' words, a heuristic as a score),
/// its expected line, depth and positions.
fn engine_said(said: EngineSaid) -> Shown {
    let depth = said.info.depth.map(|d| d.min(u32::from(u8::MAX)) as u8);
    let subject = Subject { game: said.before, chosen: Some(said.cell), depth: Some(depth.unwrap_or(0)) };
    let mut worth = [None; CELLS];
    worth[usize::from(said.cell)] = said.info.score.map(|score| {
        let half_moves = |n: u32| n.min(u32::from(u8::MAX)) as u8;
        match score {
            Score::Win(n) => Worth::Exact(Outcome::Win(half_moves(n))),
            Score::Loss(n) => Worth::Exact(Outcome::Loss(half_moves(n))),
            Score::Draw => Worth::Exact(Outcome::Draw),
            Score::Centi(n) => Worth::Score(n),
        }
    });
    // Its line, when it starts with the move it made.
    let mut line = said.info.pv;
    if line.first() != Some(&said.cell) {
        line = vec![said.cell];
    }
    line.truncate(ENGINE_LINE_LONGEST);
    Shown {
        subject,
        worth,
        line,
        nodes: said.info.nodes.unwrap_or(0),
        cutoffs: 0,
        millis: said.millis,
        random: false,
        engine: Some(said.name),
    }
}

/// A search's scores and its expected line.
fn searched(
    subject: Subject,
    depth: u8,
    analysis: &pegs_engine::tictactoe::ai::Analysis,
    started: Instant,
) -> Shown {
    let game = &subject.game;
    let best = analysis.best_cells();
    let first = subject.chosen.or_else(|| best.first().copied());
    let line = first.map_or_else(Vec::new, |f| principal_line(game, depth, f));
    Shown {
        subject,
        worth: analysis.scores.map(|s| s.map(Worth::Score)),
        line,
        nodes: analysis.nodes,
        cutoffs: analysis.cutoffs,
        millis: started.elapsed().as_millis().min(u32::MAX as u128) as u32,
        random: subject.chosen.is_some_and(|c| !best.contains(&c)),
        engine: None,
    }
}

/// The depth a level searches to (Perfect: the deepest the slider offers).
pub fn level_depth(level: Level) -> u8 {
    if level == Level::Perfect { *DEPTHS.end() } else { level.depth().clamp(*DEPTHS.start(), *DEPTHS.end()) }
}

/// A change the player asked of the thinking.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub enum InsightAction {
    /// Turn the thinking on or off.
    Toggle,
    /// Score the position at this depth.
    Depth(u8),
}

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(Insight { depth: level_depth(Level::Medium), ..default() })
        .add_message::<InsightAction>()
        .add_systems(OnExit(Screen::TicTacToe), |mut insight: ResMut<Insight>| insight.clear())
        .add_systems(
            Update,
            (follow_the_game, collect)
                .chain()
                .in_set(super::TttSystems::Insight)
                .run_if(in_state(Screen::TicTacToe)),
        );
}

/// What the thinking follows: the computer's moves, the player's, and what the player asks of it.
#[derive(SystemParam)]
struct GameNews<'w, 's> {
    moved: MessageReader<'w, 's, ComputerMoved>,
    actions: MessageReader<'w, 's, TttAction>,
    asked: MessageReader<'w, 's, InsightAction>,
}

/// The thinking follows the game: the computer's moves (while shown), the
/// player's request, the depth slider; a stale explanation goes.
fn follow_the_game(
    board: Res<Match>,
    settings: Res<MatchSettings>,
    perfect: Res<PerfectPlay>,
    (work, seat): (Res<Work>, Res<EngineSeat>),
    mut insight: ResMut<Insight>,
    news: GameNews,
) {
    let GameNews { mut moved, mut actions, mut asked } = news;
    let game = board.game;
    let table = perfect.table(game.rules());
    let perfect_level = settings.level == Level::Perfect;
    let mut wants: Option<Subject> = None;
    let mut said = None;
    for moved in moved.read() {
        if insight.show && settings.own_engine().is_some() {
            // An engine of the player's own: what its `info` lines said.
            said = seat.said(&moved.before, moved.cell);
            wants = None;
        } else if insight.show {
            let depth =
                if perfect_level && table.is_some() { None } else { Some(level_depth(settings.level)) };
            insight.depth = level_depth(settings.level);
            wants = Some(Subject { game: moved.before, chosen: Some(moved.cell), depth });
        }
    }
    let own = |depth: u8| Subject { game, chosen: None, depth: Some(depth) };
    for &action in actions.read() {
        if action == TttAction::ThinkForMe && game.is_running() && persons_turn(&game, &settings) {
            insight.show = true;
            wants = Some(own(insight.depth));
        }
    }
    for &action in asked.read() {
        match action {
            InsightAction::Toggle => {
                insight.show = !insight.show;
                if insight.show && game.is_running() && persons_turn(&game, &settings) {
                    wants = Some(own(insight.depth));
                }
            }
            InsightAction::Depth(depth) => {
                let depth = depth.clamp(*DEPTHS.start(), *DEPTHS.end());
                insight.depth = depth;
                // The same position again, at the new depth.
                wants = insight
                    .subject
                    .filter(|&(_, on)| on == game)
                    .map(|(s, _)| Subject { depth: Some(depth), ..s })
                    .or_else(|| (game.is_running() && persons_turn(&game, &settings)).then(|| own(depth)));
            }
        }
    }
    if !insight.show || !settings.helps() {
        if insight.subject.is_some() {
            insight.clear();
        }
        return;
    }
    if let Some(said) = said.filter(|_| wants.is_none()) {
        insight.show_said(said, game);
    } else if let Some(subject) = wants {
        insight.explain(subject, game, table, &work);
    } else if insight.subject.is_some_and(|(_, on)| on != game) {
        // Another move was made (or taken back): that thinking is over.
        insight.clear();
    }
}

fn collect(mut insight: ResMut<Insight>) {
    if let Some(((), shown)) = insight.working.take() {
        insight.shown = Some(shown);
    }
}
