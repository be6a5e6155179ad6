//! The Hanoi board for screen readers: a button per peg laid invisibly over
//! the drawn pegs (they take no pointer; the board's own picking does),
//! named with its disks and activated like a click (pick up, put down); the
//! disk in hand and the move line as labels; each move, refusal, the
//! solver's progress and the solve announced; B reads the whole board.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use super::autosolve::{SolverPhase, SolverQueue};
use super::focus::PegFocus;
use super::layout::{BASE_TOP, BOARD_X, Tall};
use super::lesson::OnLesson;
use super::puzzle::OnBoard;
use super::race::{RaceAction, RaceClock, Racing};
use super::review::{self, OnReview, ReviewAction, Reviewing};
use super::state::{Board, Hand, HanoiAction, HanoiClock, Notice, NoticeKind, SolverSpeed, clock_text};
use super::tables::Distances;
use super::ui::{Counted, moves_left};
use crate::base::i18n::{LessonMsg, Msg, ReviewMsg};
use crate::base::screen::Screen;
use crate::base::settings::{DISK_CHOICES, MAX_SPEED, MIN_SPEED, PEG_CHOICES};
use crate::shell::access::{Announce, BoardText, Chosen, Control, Offer, Setting, Spot};
use crate::shell::language::Lang;
use crate::shell::modes::lessons::{self, LessonAction, LessonShown};
use crate::shell::modes::online::Connection;
use crate::shell::modes::puzzle::Today;

/// Above this many solver moves a second, moves are not announced one by one.
const ANNOUNCED_SPEED: f32 = 2.0;
/// Seconds between progress announcements of a fast solver.
const PROGRESS_SECONDS: f64 = 4.0;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (describe_board, announce, announce_review)
            .in_set(super::HanoiSystems::Visuals)
            .run_if(in_state(Screen::Hanoi)),
    )
    .add_systems(EguiPrimaryContextPass, peg_widgets.run_if(in_state(Screen::Hanoi)));
}

/// Every peg's name, the disk in hand and the move line.
fn board_lines(board: &Board, hand: &Hand, counter: Msg) -> Vec<Msg> {
    let mut lines: Vec<Msg> =
        (0..board.peg_count()).map(|peg| Msg::PegName { peg, disks: board.peg(peg).to_vec() }).collect();
    if let Some(disk) = hand.disk() {
        lines.push(Msg::Holding(disk));
    }
    lines.push(counter);
    lines
}

/// The move line, as the screen shows it.
fn counter(board: &Board, distances: &Distances, solver: &SolverQueue, clock: &HanoiClock) -> Msg {
    let (left, exact) = moves_left(board, distances, solver);
    Msg::HanoiCounter {
        moves: board.moves(),
        clock: clock_text(clock.seconds),
        optimum: board.optimal_from_start(),
        left,
        exact,
    }
}

fn describe_board(
    counted: Counted,
    hand: Res<Hand>,
    on_lesson: Res<OnLesson>,
    raced: (Res<Racing>, RaceClock),
    mut text: ResMut<BoardText>,
) {
    let Counted { board, distances, solver, clock } = counted;
    let (racing, race_clock) = raced;
    // A count lesson's tower says what is asked of it, not its counts; a race's, its own.
    let line = match &on_lesson.0 {
        _ if let Some(race) = racing.counter(race_clock.millis()) => Msg::Race(race),
        Some(playing) if playing.tower_task().is_none() => {
            Msg::Lesson(LessonMsg::CountAsk { disks: board.disks() })
        }
        _ => counter(&board, &distances, &solver, &clock),
    };
    let lines = board_lines(&board, &hand, line);
    text.set_if_neq(BoardText(lines));
}

/// What was the board last time.
#[derive(Default)]
struct Seen {
    moves: u64,
    /// The notice's lines and age.
    notice: (Vec<Msg>, f32),
    progress_at: f64,
}

/// Moves (one by one, or as progress when the solver is fast), refusals
/// (at once) and solves (the notice's words) are announced.
fn announce(
    time: Res<Time>,
    board: Res<Board>,
    notice: Res<Notice>,
    solver: Res<SolverQueue>,
    speed: Res<SolverSpeed>,
    mut seen: Local<Option<Seen>>,
    mut out: MessageWriter<Announce>,
) {
    let now = time.elapsed_secs_f64();
    let seen = seen.get_or_insert_with(|| Seen {
        moves: board.moves(),
        notice: (notice.lines.clone(), notice.age),
        progress_at: now,
    });
    // A new notice: the same words again count when the notice started over.
    let new_notice = seen.notice.0 != notice.lines || notice.age < seen.notice.1;
    if new_notice {
        seen.notice.0.clone_from(&notice.lines);
    }
    seen.notice.1 = notice.age;
    if new_notice && !notice.lines.is_empty() {
        let said = Msg::Lines(notice.lines.clone());
        out.write(if notice.kind == NoticeKind::Warning {
            Announce::assertive(said)
        } else {
            Announce::polite(said)
        });
    }
    if board.moves() == seen.moves + 1
        && let Some(&last) = board.history().last()
        && let Some(disk) = board.top(last.to)
    {
        let fast = solver.is_active() && speed.0 > ANNOUNCED_SPEED;
        if !fast {
            out.write(Announce::polite(Msg::DiskMoved { disk, from: last.from, to: last.to }));
        }
    }
    if solver.is_running() && speed.0 > ANNOUNCED_SPEED && board.moves() != seen.moves {
        if now - seen.progress_at >= PROGRESS_SECONDS {
            seen.progress_at = now;
            out.write(Announce::polite(Msg::SolverProgress { left: solver.remaining() }));
        }
    } else if !solver.is_running() {
        seen.progress_at = now;
    }
    seen.moves = board.moves();
}

/// Solver speeds the page's mirror offers, in moves a second (the panel's slider goes between them too).
const SPEEDS: [f32; 9] = [MIN_SPEED, 3.0, 5.0, 10.0, 20.0, 50.0, 100.0, 250.0, MAX_SPEED];

/// The panel's settings as the page's mirror offers them: disks, pegs and
/// the solver's speed (none while a puzzle is on the board: it sets the tower).
pub fn settings(board: &Board, speed: SolverSpeed, puzzle: bool, lang: &Lang) -> Vec<Setting> {
    if puzzle {
        return Vec::new();
    }
    let numbers =
        |range: std::ops::RangeInclusive<usize>| range.map(|n| (n.to_string(), n.to_string())).collect();
    // The speed chosen on the slider is among the choices, where it falls.
    let now = speed.0.round().clamp(MIN_SPEED, MAX_SPEED);
    let mut speeds = SPEEDS.to_vec();
    if !speeds.contains(&now) {
        speeds.push(now);
        speeds.sort_by(f32::total_cmp);
    }
    let speed_name = |v: f32| {
        if v >= MAX_SPEED { lang.say(&Msg::SpeedMax) } else { lang.say(&Msg::PerSecond(v as u32)) }
    };
    vec![
        Setting::choice(
            "hanoi_disks",
            lang.say(&Msg::Disks),
            numbers(DISK_CHOICES),
            board.disks().to_string(),
        ),
        Setting::choice(
            "hanoi_pegs",
            lang.say(&Msg::Pegs),
            numbers(PEG_CHOICES),
            board.peg_count().to_string(),
        ),
        Setting::choice(
            "hanoi_speed",
            lang.say(&Msg::Speed),
            speeds.iter().map(|&v| (v.to_string(), speed_name(v))).collect(),
            now.to_string(),
        ),
    ]
}

/// What the mirror changed, done as the panel's widgets do it; the new speed, if it changed.
fn apply(
    chosen: &[Chosen],
    board: &Board,
    speed: SolverSpeed,
    actions: &mut MessageWriter<HanoiAction>,
) -> Option<SolverSpeed> {
    let mut new_speed = None;
    for Chosen { id, value } in chosen {
        match (id.as_str(), value.parse::<f32>()) {
            ("hanoi_disks", Ok(n)) if n as usize != board.disks() => {
                actions.write(HanoiAction::SetDisks(n as usize));
            }
            ("hanoi_pegs", Ok(n)) if n as usize != board.peg_count() => {
                actions.write(HanoiAction::SetPegs(n as usize));
            }
            ("hanoi_speed", Ok(v)) if v != speed.0.round() => new_speed = Some(SolverSpeed(v)),
            _ => {}
        }
    }
    new_speed
}

/// Each move shown in a review is announced with its verdict.
fn announce_review(
    on_review: Res<OnReview>,
    mut last: Local<Option<(usize, bool, bool)>>,
    mut copied: Local<bool>,
    mut announce: MessageWriter<Announce>,
) {
    let Some(reviewing) = &on_review.0 else {
        *last = None;
        *copied = false;
        return;
    };
    // A link copied (from the mirror too) is said once.
    if reviewing.copied && !std::mem::replace(&mut *copied, true) {
        announce.write(Announce::polite(Msg::Review(ReviewMsg::LinkCopied)));
    }
    let now = (reviewing.at, reviewing.trying, reviewing.review.is_some());
    if last.replace(now) == Some(now) {
        return;
    }
    let mut lines = vec![review::status(reviewing)];
    lines.extend(review::judged(reviewing));
    announce.write(Announce::polite(Msg::Lines(lines)));
}

/// A review's buttons as the mirror offers them.
fn review_controls(reviewing: Option<&Reviewing>) -> Vec<(String, ReviewAction, Msg)> {
    let button = |id: &str, action: ReviewAction, name: ReviewMsg| {
        (format!("hanoi_review:{id}"), action, Msg::Review(name))
    };
    let Some(reviewing) = reviewing else {
        return Vec::new();
    };
    if reviewing.trying {
        return vec![
            button("back", ReviewAction::BackToReview, ReviewMsg::BackToReview),
            button("leave", ReviewAction::Leave, ReviewMsg::Leave),
        ];
    }
    let mut list = Vec::new();
    if reviewing.at > 0 {
        list.push(button("earlier", ReviewAction::Earlier, ReviewMsg::Earlier));
    }
    if reviewing.at < reviewing.len() {
        list.push(button("later", ReviewAction::Later, ReviewMsg::Later));
    }
    if reviewing.at > 0 && reviewing.review.is_some() {
        list.push(button("try", ReviewAction::TryAgain, ReviewMsg::TryAgain));
    }
    list.push(button("link", ReviewAction::CopyLink, ReviewMsg::CopyLink));
    list.push(button("leave", ReviewAction::Leave, ReviewMsg::Leave));
    list
}

/// What the pegs' buttons tell: the board, the hand, where the game stands.
#[derive(SystemParam)]
struct PegsTold<'w> {
    board: Res<'w, Board>,
    tall: Res<'w, Tall>,
    hand: Res<'w, Hand>,
    distances: Res<'w, Distances>,
    solver: Res<'w, SolverQueue>,
    clock: Res<'w, HanoiClock>,
    lang: Res<'w, Lang>,
    on_board: Res<'w, OnBoard>,
    on_lesson: Res<'w, OnLesson>,
    on_review: Res<'w, OnReview>,
    shown: Res<'w, LessonShown>,
    today: Res<'w, Today>,
    racing: Res<'w, Racing>,
    race_clock: RaceClock<'w>,
    line: Res<'w, Connection>,
}

/// What the pegs' buttons ask for: a move, a lesson's step, a review's.
#[derive(SystemParam)]
struct PegsAsk<'w> {
    actions: MessageWriter<'w, HanoiAction>,
    lesson_actions: MessageWriter<'w, LessonAction>,
    review_actions: MessageWriter<'w, ReviewAction>,
    race_actions: MessageWriter<'w, RaceAction>,
}

/// The pegs as buttons for screen readers, with the disk in hand and the move line as labels.
fn peg_widgets(
    mut contexts: EguiContexts,
    told: PegsTold,
    asks: PegsAsk,
    mut speed: ResMut<SolverSpeed>,
    mut focus: ResMut<PegFocus>,
    mut offer: Offer,
) -> Result {
    let PegsTold {
        board,
        tall,
        hand,
        distances,
        solver,
        clock,
        lang,
        on_board,
        on_lesson,
        on_review,
        shown,
        today,
        racing,
        race_clock,
        line,
    } = told;
    let PegsAsk { mut actions, mut lesson_actions, mut review_actions, mut race_actions } = asks;
    let ctx = contexts.ctx_mut()?;
    let geometry = board.geometry(*tall);
    let spots = (0..board.peg_count())
        .map(|peg| {
            let (x, half) = (geometry.peg_x(peg), geometry.spacing() / 2.0 - 4.0);
            // The outer pegs reach to the ends of the base: together the pegs span the board.
            let base_half = geometry.base_width() / 2.0;
            let left = if peg == 0 { BOARD_X - base_half } else { x - half };
            let right = if peg + 1 == board.peg_count() { BOARD_X + base_half } else { x + half };
            Spot {
                id: format!("hanoi_peg:{peg}"),
                corners: [
                    Vec2::new(left, BASE_TOP + geometry.peg_height()),
                    Vec2::new(right, BASE_TOP - 40.0),
                ],
                name: lang.say(&Msg::PegName { peg, disks: board.peg(peg).to_vec() }),
            }
        })
        .collect();
    let mut texts: Vec<String> = hand.disk().map(|d| lang.say(&Msg::Holding(d))).into_iter().collect();
    // A count lesson's tower only stands there: its counts would give the answer away.
    let counting = on_lesson.0.as_ref().is_some_and(|p| p.tower_task().is_none());
    let now = race_clock.millis();
    if let Some(race_counter) = racing.counter(now) {
        // A race: its own counts, the other racer's progress, where it stands.
        texts.push(lang.say(&Msg::Race(race_counter)));
        texts.extend(racing.rival_progress().map(|m| lang.say(&Msg::Race(m))));
    } else if !counting {
        texts.push(lang.say(&counter(&board, &distances, &solver, &clock)));
    }
    if let Some(status) = racing.status(&line, race_clock.seconds(), now) {
        texts.push(lang.say(&status));
    }
    if let Some(reviewing) = &on_review.0 {
        texts.push(lang.say(&review::status(reviewing)));
        texts.extend(review::judged(reviewing).map(|m| lang.say(&m)));
    }
    let solver_name = match solver.phase() {
        SolverPhase::Idle => Msg::Solve,
        SolverPhase::LeadIn(_) | SolverPhase::Running => Msg::Pause,
        SolverPhase::Paused => Msg::Resume,
    };
    // A race's board takes moves only: the panel's actions wait.
    let panel = if racing.holds_the_board() {
        Vec::new()
    } else {
        vec![
            (HanoiAction::Restart, Msg::Restart),
            (HanoiAction::Undo, Msg::Undo),
            (HanoiAction::Redo, Msg::Redo),
            (HanoiAction::ToggleSolver, solver_name),
            (HanoiAction::StepSolver, Msg::Step),
            (HanoiAction::Hint, Msg::HintButton),
        ]
    };
    // A lesson's answers and buttons follow the panel's (see `lessons::controls`), then a review's.
    let lesson = lessons::controls(&shown);
    let mut reviews = review_controls(on_review.0.as_ref());
    if !racing.holds_the_board()
        && let Some(tower) = review::finished_tower(&board, &on_review, &today)
    {
        reviews.push(("hanoi_review:open".into(), ReviewAction::Open(tower), Msg::Review(ReviewMsg::Open)));
    }
    // Races last: during one its own buttons, else the ways into one (not over a puzzle, lesson or review).
    let elsewhere = on_board.is_on() || on_lesson.is_on() || on_review.is_on();
    let races = if elsewhere && !racing.is_on() {
        Vec::new()
    } else {
        racing.ways((board.peg_count(), board.disks()))
    };
    let offered =
        panel
            .iter()
            .enumerate()
            .map(|(i, (_, name))| Control { id: format!("hanoi_action:{i}"), name: lang.say(name) })
            .chain(lesson.iter().map(|(id, _, name)| Control { id: id.clone(), name: lang.say(name) }))
            .chain(reviews.iter().map(|(id, _, name)| Control { id: id.clone(), name: lang.say(name) }))
            .chain(races.iter().map(|(id, _, name)| Control {
                id: id.to_string(),
                name: lang.say(&Msg::Race(name.clone())),
            }))
            .collect();
    let offered_settings = settings(&board, *speed, on_board.is_on() || on_lesson.is_on(), &lang);
    let laid = offer.lay(ctx, "hanoi_board_access", spots, &texts, offered, offered_settings);
    if let Some(new) = apply(&laid.chosen, &board, *speed, &mut actions) {
        *speed = new;
    }
    for (i, pressed) in laid.acted.into_iter().enumerate() {
        let after_lesson = i.wrapping_sub(panel.len() + lesson.len());
        if pressed && let Some((_, action, _)) = races.get(after_lesson.wrapping_sub(reviews.len())) {
            race_actions.write(action.clone());
        }
        match (panel.get(i), lesson.get(i.wrapping_sub(panel.len())), reviews.get(after_lesson)) {
            (Some((action, _)), ..) if pressed => {
                actions.write(*action);
            }
            (None, Some((_, action, _)), _) if pressed => {
                lesson_actions.write(*action);
            }
            (None, None, Some((_, action, _))) if pressed => {
                review_actions.write(action.clone());
            }
            _ => {}
        }
    }
    for (peg, reached) in laid.spots.into_iter().enumerate() {
        if reached.focused {
            focus.set_if_neq(PegFocus(Some(peg)));
        }
        if reached.activated {
            actions.write(HanoiAction::KeyPeg(peg));
        }
    }
    Ok(())
}
