//! How the solver thinks, shown: the plan as a stack of open sub-tasks
//! (the recursion, from the whole tower down to the move being made) and,
//! for three pegs and up to [`MAP_DISKS`] disks, the map of every position
//! with the board's place on it, the shortest way to the goal and the way
//! the player came.
//!
//! What is shown is worked out in the frame's visuals ([`PlanView`],
//! [`MapView`]) from the board and the solver's queue; the egui side only
//! draws it: a window beside the board in landscape, sections of the panel
//! in portrait.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use pegs_engine::hanoi::map::{self, MAP_DISKS};
use pegs_engine::hanoi::plan::{Explained, Step, Task, splits};
use pegs_engine::hanoi::solver::{next_move, solution_len};
use pegs_engine::hanoi::{Move, PEGS, Tower};

use super::autosolve::SolverQueue;
use super::puzzle::OnBoard;
use super::state::Board;
use super::tables::Distances;
use crate::base::i18n::Msg;
use crate::base::screen::Screen;
use crate::shell::display::camera::{SideColumn, View};
use crate::shell::display::theme;
use crate::shell::language::Lang;

/// Which explanations the player asked for.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Insight {
    /// The solver's plan as a stack.
    pub plan: bool,
    /// The map of every position.
    pub map: bool,
}

/// The plan as shown: the open sub-tasks at the next move, the whole job first.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct PlanView {
    /// The sub-tasks, outermost first; the last is the next move.
    pub stack: Vec<Task>,
    /// The solver is not playing: this is the plan it would follow from here.
    pub from_here: bool,
    /// Moves the plan has left (the outermost task's moves not yet made).
    pub left: u64,
}

/// The map as shown, in position numbers ([`map::index`]).
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct MapView {
    /// Disks of the map drawn (0: no map for this board).
    pub disks: usize,
    /// The board's position.
    pub here: usize,
    /// The goal: the whole tower on the goal peg.
    pub goal: usize,
    /// The shortest way from here to the goal, here first.
    pub way: Vec<usize>,
    /// The way the board came, from its first position to here.
    pub path: Vec<usize>,
    /// A position the player picked on the map, with its distance to the goal.
    pub picked: Option<(usize, u64)>,
    /// Where each position is drawn, in a triangle of side 1 ([`map::point`]).
    pub points: Vec<[f32; 2]>,
    /// The map's lines, as pairs of positions ([`map::lines`]).
    pub lines: Vec<(usize, usize)>,
}

impl MapView {
    /// The map of `board` (three pegs, up to [`MAP_DISKS`] disks), keeping a pick of the same map.
    fn follow(&mut self, board: &Tower) {
        if board.peg_count() != PEGS || board.disks() > MAP_DISKS {
            *self = Self::default();
            return;
        }
        let same_map = self.disks == board.disks();
        let picked = self.picked.filter(|_| same_map);
        // The drawing of the map stays while the number of disks does.
        let (points, lines) = if same_map {
            (std::mem::take(&mut self.points), std::mem::take(&mut self.lines))
        } else {
            let points = (0..PEGS.pow(board.disks() as u32))
                .map(|i| map::point(&map::places(i, board.disks())).map(|v| v as f32))
                .collect();
            (points, map::lines(board.disks()))
        };
        let goal = board.goal();
        let mut at = board.places().to_vec();
        let mut way = vec![map::index(&at)];
        while let Some(mv) = next_move(&at, goal) {
            at = map::after(&at, mv);
            way.push(map::index(&at));
        }
        // The way here, walked back move by move.
        let mut at = board.places().to_vec();
        let mut path = vec![map::index(&at)];
        for mv in board.history().iter().rev() {
            at = map::after(&at, Move::new(mv.to, mv.from));
            path.push(map::index(&at));
        }
        path.reverse();
        *self = Self {
            disks: board.disks(),
            here: map::index(board.places()),
            goal: map::index(&vec![goal as u8; board.disks()]),
            way,
            path,
            picked,
            points,
            lines,
        };
    }

    /// Picks position `index` (or drops the pick when out of the map).
    pub fn pick(&mut self, index: usize, goal: usize) {
        self.picked = (self.disks > 0 && index < PEGS.pow(self.disks as u32)).then(|| {
            let places = map::places(index, self.disks);
            (index, solution_len(&places, goal))
        });
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Insight>()
        .init_resource::<PlanView>()
        .init_resource::<MapView>()
        .add_systems(
            Update,
            (follow_plan, follow_map, keep_a_column)
                .in_set(super::HanoiSystems::Visuals)
                .run_if(in_state(Screen::Hanoi)),
        )
        .add_systems(OnExit(Screen::Hanoi), |mut side: ResMut<SideColumn>| {
            side.set_if_neq(SideColumn(0.0));
        })
        .add_systems(EguiPrimaryContextPass, window.run_if(in_state(Screen::Hanoi)));
}

/// Points the explanations' column takes at the left of the board in landscape.
const COLUMN_POINTS: f32 = 360.0;

/// In landscape the board makes room for the explanations' column.
fn keep_a_column(
    explain: Res<Insight>,
    view: Res<View>,
    board: Res<Board>,
    on_board: Res<OnBoard>,
    mut side: ResMut<SideColumn>,
) {
    let (plan, map) = explain.shown(&board, &on_board);
    let wanted = if !view.cramped() && (plan || map) { COLUMN_POINTS } else { 0.0 };
    side.set_if_neq(SideColumn(wanted));
}

/// The plan from a position (its pegs, goal and whether the exact table
/// was there), kept while the board stands still.
type PlanFromHere = Option<(Vec<u8>, usize, bool, Explained)>;

/// The plan follows the solver's moves; while the solver rests, the plan from here.
fn follow_plan(
    explain: Res<Insight>,
    board: Res<Board>,
    solver: Res<SolverQueue>,
    distances: Res<Distances>,
    mut view: ResMut<PlanView>,
    mut from_here: Local<PlanFromHere>,
) {
    if !explain.plan {
        return;
    }
    let next = if solver.is_active() {
        PlanView { stack: solver.stack(), from_here: false, left: solver.remaining() }
    } else {
        let table = distances.for_tower(&board);
        let key = (board.places().to_vec(), board.goal(), table.is_some());
        // Worked out again only when the board (or the table) changes.
        if from_here.as_ref().is_none_or(|(p, g, t, _)| (p, g, t) != (&key.0, &key.1, &key.2)) {
            *from_here = Some((key.0, key.1, key.2, Explained::new(&board, table)));
        }
        let explained = &from_here.as_ref().expect("just made").3;
        PlanView { stack: explained.stack(0), from_here: true, left: explained.total() }
    };
    view.set_if_neq(next);
}

/// The map follows the board's moves (worked out again only when the board changes).
fn follow_map(explain: Res<Insight>, board: Res<Board>, mut view: ResMut<MapView>) {
    if !explain.map || !(board.is_changed() || explain.is_changed()) {
        return;
    }
    let mut next = view.clone();
    next.follow(&board);
    view.set_if_neq(next);
}

/// What the explanations read and change.
#[derive(SystemParam)]
pub struct InsightParts<'w> {
    /// The switches.
    pub explain: ResMut<'w, Insight>,
    plan: Res<'w, PlanView>,
    map: ResMut<'w, MapView>,
    board: Res<'w, Board>,
    on_board: Res<'w, OnBoard>,
}

impl Insight {
    /// The plan and the map as shown: a puzzle's way is not given away before it is solved.
    pub fn shown(&self, board: &Tower, on_board: &OnBoard) -> (bool, bool) {
        let hidden = on_board.is_on() && !board.is_solved();
        (self.plan && !hidden, self.map && !hidden)
    }
}

impl InsightParts<'_> {
    /// The plan and the map as shown (see [`Insight::shown`]).
    pub fn shown(&self) -> (bool, bool) {
        self.explain.shown(&self.board, &self.on_board)
    }

    /// The switches, for the panel.
    pub fn switches(&mut self, ui: &mut egui::Ui, lang: &Lang) {
        ui.horizontal_wrapped(|ui| {
            let mut explain = *self.explain;
            ui.checkbox(&mut explain.plan, lang.say(&Msg::ShowPlan));
            ui.checkbox(&mut explain.map, lang.say(&Msg::ShowMap));
            self.explain.set_if_neq(explain);
        });
    }

    /// The plan, if asked for.
    pub fn plan(&self, ui: &mut egui::Ui, lang: &Lang) {
        if self.shown().0 {
            plan_section(ui, lang, &self.plan);
        }
    }

    /// The map, if asked for.
    pub fn map(&mut self, ui: &mut egui::Ui, lang: &Lang) {
        if self.shown().1 {
            let goal = self.board.goal();
            map_section(ui, lang, &mut self.map, &self.board, goal);
        }
    }
}

/// In landscape, the explanations stand in a window beside the board
/// (where space is short, upright or with large text, they are sections of
/// the panel, see the panel).
fn window(mut contexts: EguiContexts, view: Res<View>, lang: Res<Lang>, mut parts: InsightParts) -> Result {
    let (plan, map) = parts.shown();
    if view.cramped() || !(plan || map) {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let heading = if plan { Msg::PlanHeading } else { Msg::MapHeading };
    let height = ctx.content_rect().height() - 16.0;
    egui::Window::new(lang.say(&heading))
        .id(egui::Id::new("hanoi_explain"))
        .fixed_pos([8.0, 8.0])
        .fixed_size([COLUMN_POINTS - 36.0, height - 48.0])
        .collapsible(false)
        .title_bar(false)
        .frame(
            egui::Frame::window(&ctx.global_style()).fill(theme::egui_colour(theme::palette_of(ctx).panel)),
        )
        .show(ctx, |ui| {
            // A heading that wraps, however long it is in the player's language.
            ui.label(egui::RichText::new(lang.say(&heading)).heading());
            ui.separator();
            egui::ScrollArea::vertical().auto_shrink([false, false]).show(ui, |ui| {
                parts.plan(ui, &lang);
                if plan && map {
                    ui.separator();
                    ui.strong(lang.say(&Msg::MapHeading));
                }
                parts.map(ui, &lang);
            });
        });
    Ok(())
}

/// The open sub-tasks, one line each, indented by depth; the move last and bright.
fn plan_section(ui: &mut egui::Ui, lang: &Lang, plan: &PlanView) {
    if plan.from_here {
        ui.label(lang.say(&Msg::PlanFromHere));
    }
    if plan.stack.is_empty() {
        ui.label(lang.say(&Msg::AlreadySolved));
        return;
    }
    let last = plan.stack.len() - 1;
    for (depth, task) in plan.stack.iter().enumerate() {
        ui.horizontal(|ui| {
            ui.add_space(10.0 * depth.min(12) as f32);
            ui.vertical(|ui| {
                let step = lang.say(&Msg::PlanStep(task.step));
                if depth == last {
                    ui.colored_label(
                        theme::egui_colour(theme::palette_of(ui.ctx()).accent),
                        egui::RichText::new(step).strong(),
                    );
                } else {
                    ui.label(step);
                    ui.small(lang.say(&Msg::PlanProgress { done: task.done, total: task.total }));
                }
                if let Step::Split { smallest, largest, aside, moves, .. } = task.step {
                    let costs = splits((largest - smallest + 1) as usize);
                    let cost = |a: Option<u8>| a.and_then(|a| costs.get(a as usize)).map(|&(_, m)| m);
                    let fewer = cost(aside.checked_sub(1));
                    let more = cost(Some(aside + 1));
                    ui.small(lang.say(&Msg::SplitWhy { aside, moves, fewer, more }));
                }
            });
        });
    }
}

/// The Sierpiński map of every position, or why there is none.
fn map_section(ui: &mut egui::Ui, lang: &Lang, view: &mut MapView, board: &Tower, goal: usize) {
    if view.disks == 0 {
        ui.label(lang.say(&Msg::MapNotShown { pegs: board.peg_count(), disks: board.disks() }));
        return;
    }
    let disks = view.disks;
    let width = ui.available_width().min(320.0);
    let h = 3f32.sqrt() / 2.0;
    let margin = 14.0;
    let side = width - 2.0 * margin;
    let (rect, response) =
        ui.allocate_exact_size(egui::vec2(width, side * h + 2.0 * margin), egui::Sense::click());
    let origin = rect.min + egui::vec2(margin, margin);
    let at = |index: usize| {
        let [x, y] = view.points[index];
        origin + egui::vec2(x * side, y * side)
    };
    let painter = ui.painter_at(rect);
    // The map's colours: the way played in the accent, the shortest path
    // beside it, the goal in what is good, the rest in dimmed text.
    let palette = theme::palette_of(ui.ctx());
    let [way_colour, path_colour, goal_colour, here_colour, dim] =
        [palette.accent, palette.chart, palette.good, palette.text, palette.text_dim].map(theme::egui_colour);
    let thin = egui::Stroke::new(1.0, dim.gamma_multiply(0.5));
    for &(a, b) in &view.lines {
        painter.line_segment([at(a), at(b)], thin);
    }
    let positions = view.points.len();
    let dot = (side / (1u32 << disks) as f32 * 0.22).clamp(1.0, 4.0);
    for i in 0..positions {
        painter.circle_filled(at(i), dot, dim.gamma_multiply(0.8));
    }
    let trace = |indices: &[usize], colour: egui::Color32, width: f32| {
        let points: Vec<egui::Pos2> = indices.iter().map(|&i| at(i)).collect();
        painter.add(egui::Shape::line(points, egui::Stroke::new(width, colour)));
    };
    trace(&view.path, path_colour, 2.0);
    trace(&view.way, way_colour, 2.5);
    painter.circle_filled(at(view.goal), 6.0, goal_colour);
    painter.circle_stroke(at(view.here), 6.5, egui::Stroke::new(2.5, here_colour));
    if let Some((picked, _)) = view.picked {
        painter.circle_stroke(at(picked), 5.0, egui::Stroke::new(2.0, path_colour));
    }
    // The corners: the whole tower on each peg.
    for peg in 0..PEGS {
        let corner = at(map::index(&vec![peg as u8; disks]));
        let out = (corner - rect.center()).normalized() * 9.0;
        painter.text(
            corner + out,
            egui::Align2::CENTER_CENTER,
            (peg + 1).to_string(),
            egui::FontId::proportional(12.0),
            dim,
        );
    }
    if response.clicked()
        && let Some(pointer) = response.interact_pointer_pos()
    {
        let nearest =
            (0..positions).min_by(|&a, &b| at(a).distance_sq(pointer).total_cmp(&at(b).distance_sq(pointer)));
        match nearest.filter(|&i| at(i).distance(pointer) <= 12.0) {
            Some(i) => view.pick(i, goal),
            None => view.picked = None,
        }
    }
    if let Some((_, moves)) = view.picked {
        ui.label(lang.say(&Msg::MapDistance { moves }));
    }
    ui.small(lang.say(&Msg::MapLegend));
}
