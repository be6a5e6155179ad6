//! What the TicTacToe screen says: whose turn it is or how the game ended,
//! and the control panel (egui) with modes, levels, hints and the scoreboard.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;

use pegs_engine::tictactoe::{Player, Status};

use super::board::BOARD_CENTRE;
use super::engines::EngineSeat;
use super::lesson::{self, OnLesson};
use super::online::{self, Online};
use super::play::{Match, MatchSettings};
use super::puzzle::{self, OnBoard};
use super::review::OnReview;
use crate::base::i18n::{Msg, ProgramMsg, Side};
use crate::base::screen::Screen;
use crate::base::settings::Mode;
use crate::shell::display::camera::View;
use crate::shell::display::theme::{self, Palette};
use crate::shell::language::Lang;
use crate::shell::modes::online::Connection;

mod panel;
mod review;
mod sections;

/// The line above the board.
#[derive(Component, Debug)]
pub struct StatusText;

/// Under the board on a phone held upright, what the move a review shows did
/// (elsewhere the panel says it beside the board).
#[derive(Component, Debug)]
pub struct ReviewWords;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<panel::EngineForm>()
        .add_systems(OnEnter(Screen::TicTacToe), spawn_status)
        .add_systems(
            Update,
            show_status.in_set(super::TttSystems::Mirror).run_if(in_state(Screen::TicTacToe)),
        )
        .add_systems(EguiPrimaryContextPass, panel::panel.run_if(in_state(Screen::TicTacToe)));
}

/// World units the status line wraps at: the board's room, on an upright phone its width.
const STATUS_WRAP: f32 = 900.0;
const STATUS_WRAP_PHONE: f32 = 480.0;

fn spawn_status(mut commands: Commands, palette: Res<Palette>) {
    commands.spawn((
        StatusText,
        theme::WorldText { wrap: Some(STATUS_WRAP), ..theme::title("", 30.0, palette.text) },
        Transform::from_translation((BOARD_CENTRE + Vec2::new(0.0, 312.0)).extend(6.0)),
        DespawnOnExit(Screen::TicTacToe),
    ));
    commands.spawn((
        ReviewWords,
        theme::WorldText {
            hangs: true,
            wrap: Some(STATUS_WRAP_PHONE),
            ..theme::label("", 24.0, palette.text)
        },
        theme::Paint(theme::Ink::Text),
        Transform::from_translation((BOARD_CENTRE + Vec2::new(0.0, -262.0)).extend(6.0)),
        Visibility::Hidden,
        DespawnOnExit(Screen::TicTacToe),
    ));
}

/// A world text and whether it is shown.
type ShownText = (&'static mut theme::WorldText, &'static mut Visibility);

/// An engine of the player's own that stopped, said short, as the status
/// says it until the player chooses again (the panel, or the sheet on a
/// phone, says what it wrote and what to do).
pub fn engine_stopped(settings: &MatchSettings, seat: &EngineSeat) -> Option<Msg> {
    let f = settings.own_engine().and(seat.fault())?;
    Some(Msg::Program(ProgramMsg::EngineStopped { name: f.name, kind: f.kind }))
}

/// The status line: whose turn, or the result.
pub fn status_line(board: &Match, settings: &MatchSettings) -> Msg {
    let game = &board.game;
    let side = |p: Player| match (settings.mode, p) {
        (Mode::VsComputer, p) if p == settings.human => Side::You,
        (Mode::VsComputer, _) => Side::Computer,
        (Mode::TwoPlayers, Player::X) => Side::X,
        (Mode::TwoPlayers, Player::O) => Side::O,
        (Mode::ComputerVsComputer, Player::X) => Side::ComputerX(settings.level),
        (Mode::ComputerVsComputer, Player::O) => Side::ComputerO(settings.level),
        // Online, the friend's side is named by the online status (`online::status`).
        (Mode::Online, p) if p == settings.human => Side::You,
        (Mode::Online, Player::X) => Side::X,
        (Mode::Online, Player::O) => Side::O,
    };
    match game.status() {
        Status::Won { winner, .. } => Msg::Wins(side(winner)),
        Status::Draw => Msg::DrawByMoves,
        Status::Running => {
            let p = game.turn();
            if settings.is_computer(p) {
                // The search itself is quick; the pause after it is thinking time all the same.
                Msg::Thinking(side(p))
            } else if matches!(settings.mode, Mode::VsComputer | Mode::Online) {
                Msg::YourTurn(if p == Player::X { 'X' } else { 'O' })
            } else {
                Msg::Turn(side(p))
            }
        }
    }
}

/// What the status line tells of: the game, online or not, and what it is played for.
#[derive(SystemParam)]
struct StatusOf<'w> {
    time: Res<'w, Time>,
    board: Res<'w, Match>,
    settings: Res<'w, MatchSettings>,
    online_game: Res<'w, Online>,
    friend_line: Res<'w, Connection>,
    on_board: Res<'w, OnBoard>,
    on_lesson: Res<'w, OnLesson>,
    on_review: Res<'w, OnReview>,
    seat: Res<'w, EngineSeat>,
}

fn show_status(
    told: StatusOf,
    lang: Res<Lang>,
    palette: Res<Palette>,
    view: Res<View>,
    mut text: Query<&mut theme::WorldText, With<StatusText>>,
    mut words: Query<ShownText, (With<ReviewWords>, Without<StatusText>)>,
) {
    let StatusOf { time, board, settings, online_game, friend_line, on_board, on_lesson, on_review, seat } =
        told;
    // Under the board on a phone held upright, a review's words about the move shown.
    let shown = on_review.0.as_ref().and_then(super::review::judged).filter(|_| view.phone && view.portrait);
    for (mut t, mut visibility) in &mut words {
        t.set(&shown.as_ref().map(|m| lang.say(m)).unwrap_or_default());
        visibility.set_if_neq(if shown.is_some() { Visibility::Inherited } else { Visibility::Hidden });
    }
    let now = time.elapsed_secs_f64();
    let said = match settings.mode {
        _ if on_review.is_on() => on_review.0.as_ref().map(super::review::status),
        Mode::Online => online::status(&online_game, &friend_line, &board, now),
        // A puzzle says how it stands (on a phone its panel is out of sight).
        _ => on_board
            .0
            .as_ref()
            .and_then(|p| puzzle::status(p, &board, &settings))
            .or_else(|| on_lesson.0.as_ref().and_then(lesson::status)),
    };
    let fault = engine_stopped(&settings, &seat);
    let line = lang.say(fault.as_ref().or(said.as_ref()).unwrap_or(&status_line(&board, &settings)));
    let colour = match board.game.status() {
        _ if fault.is_some() => palette.warning,
        Status::Won { winner, .. } => palette.stone(winner),
        _ => palette.text,
    };
    // On an upright phone the board's width is all there is.
    let wrap = Some(if view.phone && view.portrait { STATUS_WRAP_PHONE } else { STATUS_WRAP });
    for mut t in &mut text {
        t.set(&line);
        t.colour = colour;
        if t.wrap != wrap {
            t.wrap = wrap;
        }
    }
}
