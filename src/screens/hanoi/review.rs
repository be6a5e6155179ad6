//! A tower's game looked at again on the board, move by move, against the
//! exact distances to the goal (the engine's review): every move that did
//! not bring the tower closer is a detour, the moves wasted are counted,
//! and the map of positions shows the way taken beside the shortest one.
//! *Try again from here* puts the position before the first detour (or the
//! move shown) on the board to play on. While a review is open the tower
//! being played is put aside, and comes back when it is left.
//!
//! Every tower brought home (or left with moves made) is kept for its
//! review, and a link or `--review` opens one.

use bevy::prelude::*;
use bevy_egui::egui;
use pegs_engine::hanoi::review::{self as engine, Step, TowerReview, can_review};
use pegs_engine::hanoi::{MAX_PEGS, Tower};
use pegs_engine::puzzle::Day;

use super::autosolve::SetOut;
use super::state::{Board, HanoiClock, HanoiRun};
use super::tables::Distances;
use crate::base::i18n::{Key, Msg, ReviewMsg};
use crate::base::save::games::{GameShelf, KeptText, KeptTower};
use crate::base::screen::Screen;
use crate::shell::display::theme;
use crate::shell::language::Lang;
use crate::shell::modes::review::AskedReview;
use crate::shell::ui::value_strip::Bar;
use crate::shell::ui::widgets;

/// The tower under review, if one is.
#[derive(Resource, Debug, Default)]
pub struct OnReview(pub Option<Reviewing>);

impl OnReview {
    /// Whether a review is open.
    pub fn is_on(&self) -> bool {
        self.0.is_some()
    }

    /// Whether the board is the review's, where nobody moves (not trying again).
    pub fn holds_the_board(&self) -> bool {
        self.0.as_ref().is_some_and(|r| !r.trying)
    }

    /// The tower put aside, with its run and clock, while a review is open.
    pub fn kept(&self) -> Option<(&Tower, &HanoiRun, &HanoiClock)> {
        self.0.as_ref().map(|r| (&r.aside.0, &r.aside.1, &r.aside.2))
    }
}

/// A review: the tower's game, its verdicts once worked out, the move shown, and the tower put aside.
#[derive(Debug, Clone)]
pub struct Reviewing {
    /// The game reviewed.
    pub kept: KeptTower,
    /// The engine's review, once the exact distances are at hand.
    pub review: Option<TowerReview>,
    /// Moves shown on the board (0: the start).
    pub at: usize,
    /// The board is the player's, from the position before move `at + 1`.
    pub trying: bool,
    /// Whether a link to the game was copied.
    pub copied: bool,
    /// The tower put aside, with how it was played and its clock.
    aside: (Tower, HanoiRun, HanoiClock),
}

impl Reviewing {
    /// Moves in the game.
    pub fn len(&self) -> usize {
        self.kept.moves.len()
    }

    /// Whether the game has no moves.
    pub fn is_empty(&self) -> bool {
        self.kept.moves.is_empty()
    }

    /// The board after `shown` moves, with those moves as its history (the map draws the way taken).
    fn board(&self, shown: usize) -> Tower {
        let mut tower = self.kept.start.clone();
        for m in self.kept.moves.iter().take(shown) {
            // Every move was checked by the rules when the game was kept or read.
            let _ = tower.try_move(m.from, m.to);
        }
        tower
    }
}

/// What the player asks of a tower's review.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub enum ReviewAction {
    /// Open the review of a tower.
    Open(KeptTower),
    /// The move before.
    Earlier,
    /// The move after.
    Later,
    /// The start.
    First,
    /// The end.
    Last,
    /// A move of the list (moves shown).
    To(usize),
    /// Play on from the position before the move shown (the first detour, where the review opens).
    TryAgain,
    /// From playing again back to the review.
    BackToReview,
    /// Copy a link to the game.
    CopyLink,
    /// Leave the review for the tower put aside.
    Leave,
}

/// `tower` on the board as a new one: no message; played from the middle
/// of a game, it is not a record.
fn set(shown: &mut SetOut, tower: Tower) {
    shown.set(tower, HanoiRun { assisted: true, ..HanoiRun::default() }, HanoiClock::default());
    shown.notice.clear();
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<OnReview>()
        .add_message::<ReviewAction>()
        .add_systems(OnExit(Screen::Hanoi), put_back)
        .add_systems(
            Update,
            (
                (keyboard, open_asked).in_set(super::HanoiSystems::Input),
                (actions, work_out).chain().in_set(super::HanoiSystems::Actions),
                keep_home.after(super::HanoiSystems::Solver),
            )
                .run_if(in_state(Screen::Hanoi)),
        );
}

/// A tower left with moves made (started again, or another size) is kept for
/// its review, unless it is a review's or a lesson's (`elsewhere`); one
/// brought home was kept when it came home ([`keep_home`]).
pub fn keep_left(board: &Tower, elsewhere: bool, day: Day, shelf: &mut GameShelf) {
    if board.moves() > 0
        && !board.is_solved()
        && !elsewhere
        && let Some(tower) = KeptTower::of(board, Some(day))
    {
        shelf.keep_tower(tower);
    }
}

/// A tower brought home is kept for its review (not a lesson's, nor one tried again from a review).
fn keep_home(
    board: Res<Board>,
    on_review: Res<OnReview>,
    lesson: Res<super::lesson::OnLesson>,
    today: Res<crate::shell::modes::puzzle::Today>,
    mut shelf: ResMut<GameShelf>,
) {
    if !board.is_changed()
        || !board.is_solved()
        || board.moves() == 0
        || on_review.is_on()
        || lesson.0.is_some()
    {
        return;
    }
    if let Some(tower) = KeptTower::of(&board, Some(today.day())) {
        shelf.keep_tower(tower);
    }
}

/// The tower on the board as it would be reviewed, once it is home.
pub fn finished_tower(
    board: &Tower,
    on_review: &OnReview,
    today: &crate::shell::modes::puzzle::Today,
) -> Option<KeptTower> {
    (board.is_solved() && board.moves() > 0 && !on_review.is_on())
        .then(|| KeptTower::of(board, Some(today.day())))
        .flatten()
}

/// V opens the review of the tower on the board once it is home (not a
/// race's: the race holds its board); while reviewing, ← → step through
/// the moves, Home and End go to the ends.
fn keyboard(
    keys: Res<ButtonInput<KeyCode>>,
    (on_review, racing): (Res<OnReview>, Res<super::race::Racing>),
    board: Res<Board>,
    today: Res<crate::shell::modes::puzzle::Today>,
    mut actions: MessageWriter<ReviewAction>,
) {
    if keys.just_pressed(KeyCode::KeyV)
        && !racing.holds_the_board()
        && let Some(tower) = finished_tower(&board, &on_review, &today)
    {
        actions.write(ReviewAction::Open(tower));
    }
    if !on_review.holds_the_board() {
        return;
    }
    for (key, action) in [
        (KeyCode::ArrowLeft, ReviewAction::Earlier),
        (KeyCode::ArrowRight, ReviewAction::Later),
        (KeyCode::Home, ReviewAction::First),
        (KeyCode::End, ReviewAction::Last),
    ] {
        if keys.just_pressed(key) {
            actions.write(action);
        }
    }
}

/// A review asked for by a link or the command line opens on this screen.
fn open_asked(mut asked: ResMut<AskedReview>, mut actions: MessageWriter<ReviewAction>) {
    if let Some(KeptText::Hanoi(tower)) = &asked.0 {
        actions.write(ReviewAction::Open(tower.clone()));
        asked.0 = None;
    }
}

/// Leaving the screen brings the tower put aside back.
fn put_back(mut on_review: ResMut<OnReview>, mut shown: SetOut) {
    if let Some(reviewing) = on_review.0.take() {
        let (tower, run, clock) = reviewing.aside;
        shown.set(tower, run, clock);
        shown.notice.clear();
    }
}

fn show(reviewing: &mut Reviewing, at: usize, shown: &mut SetOut) {
    reviewing.at = at.min(reviewing.len());
    reviewing.trying = false;
    set(shown, reviewing.board(reviewing.at));
}

fn actions(mut actions: MessageReader<ReviewAction>, mut on_review: ResMut<OnReview>, mut shown: SetOut) {
    for action in actions.read() {
        if let ReviewAction::Open(tower) = action {
            let aside = match on_review.0.take() {
                Some(open) => open.aside,
                None => shown.aside(),
            };
            let mut reviewing =
                Reviewing { kept: tower.clone(), review: None, at: 0, trying: false, copied: false, aside };
            let end = reviewing.len();
            show(&mut reviewing, end, &mut shown);
            on_review.0 = Some(reviewing);
            continue;
        }
        let Some(reviewing) = on_review.0.as_mut() else { continue };
        match action {
            ReviewAction::Open(_) => {}
            ReviewAction::Earlier => show(reviewing, reviewing.at.saturating_sub(1), &mut shown),
            ReviewAction::Later => show(reviewing, reviewing.at + 1, &mut shown),
            ReviewAction::First => show(reviewing, 0, &mut shown),
            ReviewAction::Last => show(reviewing, usize::MAX, &mut shown),
            ReviewAction::To(at) => show(reviewing, *at, &mut shown),
            ReviewAction::TryAgain => {
                // From before the move shown: the first detour, where the review opens.
                let from = reviewing.at.saturating_sub(1);
                let board = reviewing.board(from);
                reviewing.at = from;
                reviewing.trying = true;
                // A board of its own, without the review's history: the player's moves from here.
                set(&mut shown, board.position());
            }
            ReviewAction::BackToReview => {
                let at = reviewing.at + 1;
                show(reviewing, at, &mut shown);
            }
            ReviewAction::CopyLink => {
                let text = crate::shell::modes::review::link(&KeptText::Hanoi(reviewing.kept.clone()));
                reviewing.copied = crate::shell::platform::clipboard::copy(&text);
            }
            ReviewAction::Leave => {
                if let Some(open) = on_review.0.take() {
                    let (tower, run, clock) = open.aside;
                    shown.set(tower, run, clock);
                    shown.notice.clear();
                }
                break;
            }
        }
    }
}

/// Once the exact distances are at hand (four pegs: the table of the
/// tower's size), the review is worked out and opens at the first detour.
fn work_out(mut on_review: ResMut<OnReview>, distances: Res<Distances>, mut shown: SetOut) {
    let Some(reviewing) = on_review.0.as_mut() else { return };
    if reviewing.review.is_some()
        || !can_review(reviewing.kept.start.peg_count(), reviewing.kept.start.disks())
    {
        return;
    }
    let table = distances.for_tower(&reviewing.kept.start);
    if reviewing.kept.start.peg_count() == MAX_PEGS && table.is_none() {
        return;
    }
    let Ok(review) = engine::review(&reviewing.kept.start, &reviewing.kept.moves, table) else { return };
    let opening = review.first_detour().map_or(review.moves.len(), |i| i + 1);
    reviewing.review = Some(review);
    if !reviewing.trying {
        show(reviewing, opening, &mut shown);
    }
}

/// What the review says of the move shown.
pub fn judged(reviewing: &Reviewing) -> Option<Msg> {
    let m = reviewing.review.as_ref()?.moves.get(reviewing.at.checked_sub(1)?)?;
    Some(Msg::Review(ReviewMsg::TowerJudged {
        disk: m.disk,
        from: m.mv.from + 1,
        to: m.mv.to + 1,
        step: m.step,
        left: m.distance_after,
    }))
}

/// Where the review stands, for the line above the board.
pub fn status(reviewing: &Reviewing) -> Msg {
    if !can_review(reviewing.kept.start.peg_count(), reviewing.kept.start.disks()) {
        return Msg::Review(ReviewMsg::TowerTooTall { disks: reviewing.kept.start.disks() });
    }
    match (&reviewing.review, reviewing.trying) {
        (None, _) => Msg::Review(ReviewMsg::Preparing),
        (Some(_), true) => Msg::Review(ReviewMsg::Heading),
        (Some(_), false) => Msg::Review(ReviewMsg::At { shown: reviewing.at, of: reviewing.len() }),
    }
}

/// The review's part of the panel: the summary, the move shown, the first
/// detour, the moves (detours marked), and its buttons.
pub fn panel(
    ui: &mut egui::Ui,
    lang: &Lang,
    reviewing: &Reviewing,
    actions: &mut MessageWriter<ReviewAction>,
) {
    let say = |m: ReviewMsg| lang.say(&Msg::Review(m));
    let key = |k: Key| lang.say(&Msg::KeyHint(k));
    ui.heading(say(ReviewMsg::Heading));
    let Some(review) = &reviewing.review else {
        ui.label(lang.say(&status(reviewing)));
        leave_button(ui, lang, actions);
        return;
    };
    ui.strong(say(ReviewMsg::TowerSummary {
        made: review.made(),
        optimum: review.optimum,
        wasted: review.wasted(),
        home: review.is_home(),
    }));
    ui.label(say(ReviewMsg::TowerShare(review.shortest_share())));
    let first = review.first_detour();
    ui.label(say(ReviewMsg::FirstDetour(first.map(|i| review.moves[i].number))));
    distance_strip(ui, lang, review, reviewing.at, actions);
    if reviewing.trying {
        if ui.button(say(ReviewMsg::BackToReview)).clicked() {
            actions.write(ReviewAction::BackToReview);
        }
        leave_button(ui, lang, actions);
        return;
    }
    ui.separator();
    ui.strong(say(ReviewMsg::At { shown: reviewing.at, of: reviewing.len() }));
    if let Some(words) = judged(reviewing) {
        let detour = review.moves.get(reviewing.at.wrapping_sub(1)).is_some_and(|m| m.step == Step::Detour);
        let text = egui::RichText::new(lang.say(&words));
        ui.label(if detour {
            text.color(theme::egui_colour(theme::palette_of(ui.ctx()).warning))
        } else {
            text
        });
    }
    ui.horizontal_wrapped(|ui| {
        if widgets::key_button(ui, reviewing.at > 0, "◀".into(), key(Key::Char('←'))) {
            actions.write(ReviewAction::Earlier);
        }
        if widgets::key_button(ui, reviewing.at < reviewing.len(), "▶".into(), key(Key::Char('→'))) {
            actions.write(ReviewAction::Later);
        }
        if reviewing.at > 0 && ui.button(say(ReviewMsg::TryAgain)).clicked() {
            actions.write(ReviewAction::TryAgain);
        }
    });
    egui::ScrollArea::vertical().max_height(200.0).show(ui, |ui| {
        ui.horizontal_wrapped(|ui| {
            for (i, m) in review.moves.iter().enumerate() {
                let entry = say(ReviewMsg::TowerEntry {
                    number: m.number,
                    from: m.mv.from + 1,
                    to: m.mv.to + 1,
                    step: m.step,
                });
                let text = egui::RichText::new(entry);
                let text = if m.step == Step::Detour {
                    text.color(theme::egui_colour(theme::palette_of(ui.ctx()).warning))
                } else {
                    text
                };
                if ui.selectable_label(reviewing.at == i + 1, text).clicked() {
                    actions.write(ReviewAction::To(i + 1));
                }
            }
        });
    });
    ui.separator();
    ui.horizontal_wrapped(|ui| {
        if ui.button(say(ReviewMsg::CopyLink)).clicked() {
            actions.write(ReviewAction::CopyLink);
        }
        if reviewing.copied {
            ui.small(say(ReviewMsg::LinkCopied));
        }
    });
    leave_button(ui, lang, actions);
}

/// The whole solve at a glance: the fewest moves still to go at the
/// start and after every move (the line is home), detours ringed; a click
/// goes to that move.
fn distance_strip(
    ui: &mut egui::Ui,
    lang: &Lang,
    review: &TowerReview,
    at: usize,
    actions: &mut MessageWriter<ReviewAction>,
) {
    let palette = theme::palette_of(ui.ctx());
    let distances = review.distances();
    let farthest = distances.iter().copied().max().unwrap_or(0).max(1) as f32;
    let bars: Vec<Bar> = distances
        .iter()
        .enumerate()
        .map(|(i, &d)| Bar {
            height: d as f32 / farthest,
            fill: palette.accent,
            marked: i > 0 && review.moves[i - 1].step == Step::Detour,
        })
        .collect();
    let words = lang.say(&Msg::Review(ReviewMsg::TowerStrip));
    if let Some(i) = crate::shell::ui::value_strip::value_strip(ui, &words, &bars, at, false) {
        actions.write(ReviewAction::To(i));
    }
}

fn leave_button(ui: &mut egui::Ui, lang: &Lang, actions: &mut MessageWriter<ReviewAction>) {
    if ui.button(lang.say(&Msg::Review(ReviewMsg::Leave))).clicked() {
        actions.write(ReviewAction::Leave);
    }
}

/// The last towers in the records, newest first, each with a button that opens its review;
/// whether one was opened.
pub fn last_games(
    ui: &mut egui::Ui,
    lang: &Lang,
    shelf: &GameShelf,
    actions: &mut MessageWriter<ReviewAction>,
) -> bool {
    let say = |m: ReviewMsg| lang.say(&Msg::Review(m));
    ui.separator();
    ui.strong(say(ReviewMsg::LastGames));
    if shelf.hanoi.is_empty() {
        ui.small(say(ReviewMsg::NoGames));
    }
    let mut opened = false;
    for tower in &shelf.hanoi {
        let start = &tower.start;
        // The fewest moves from its start: exact on three pegs and for a whole tower on four.
        let optimum = start.plan(None).remaining();
        let record = ReviewMsg::TowerRecord {
            day: tower.day,
            disks: start.disks(),
            pegs: start.peg_count(),
            made: tower.moves.len() as u64,
            optimum,
        };
        ui.horizontal_wrapped(|ui| {
            let button = ui.button(say(ReviewMsg::Open));
            let label = ui.label(say(record));
            crate::shell::labels::name_after_label(&button, label.id, &say(ReviewMsg::Open));
            if button.clicked() {
                actions.write(ReviewAction::Open(tower.clone()));
                opened = true;
            }
        });
    }
    opened
}
