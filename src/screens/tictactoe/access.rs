//! The TicTacToe board for screen readers: the nine cells as egui widgets
//! laid invisibly over the drawn board (they take no pointer; the board's
//! own picking does), each named in the player's language and activated
//! like a click; the status as a label; each move, the stone that vanished
//! with it and the result announced; B reads the whole board.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use pegs_engine::tictactoe::rules::{CELLS, Player};
use pegs_engine::tictactoe::{Game, Level, RuleSet};

use super::board::{CELL_SIZE, cell_centre};
use super::engines::EngineSeat;
use super::focus::CellFocus;
use super::lesson::OnLesson;
use super::online::{Online, OnlineAction, offered_actions};
use super::play::{Match, MatchSettings, TttAction, persons_turn};
use super::puzzle::OnBoard;
use super::review::{self, OnReview, ReviewAction, Reviewing};
use super::thinking::PerfectPlay;
use super::ui::{engine_stopped, status_line};
use crate::base::i18n::{Msg, OnlineMsg, ReviewMsg};
use crate::base::screen::Screen;
use crate::base::settings::{Mode, Starter};
use crate::shell::access::{Announce, BoardText, Chosen, Control, Offer, Setting, Spot};
use crate::shell::language::Lang;
use crate::shell::modes::lessons::{self, LessonAction, LessonShown};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (describe_board, announce_moves, announce_review)
            .in_set(super::TttSystems::Mirror)
            .run_if(in_state(Screen::TicTacToe)),
    )
    .add_systems(EguiPrimaryContextPass, cell_widgets.run_if(in_state(Screen::TicTacToe)));
}

fn side(player: Player) -> char {
    if player == Player::X { 'X' } else { 'O' }
}

/// The names of the cells: each one's place, its stone (and whether it
/// vanishes next), and, with hints on, its value (the table is asked once).
pub fn cell_names(game: &Game, settings: &MatchSettings, perfect: &PerfectPlay) -> [Msg; CELLS] {
    let values = (settings.hints && settings.helps() && persons_turn(game, settings))
        .then(|| perfect.table(game.rules()).map(|t| t.move_values(game)))
        .flatten()
        .unwrap_or([None; CELLS]);
    std::array::from_fn(|i| {
        let cell = i as u8;
        let stone = game.owner(cell);
        Msg::CellName {
            cell,
            stone: stone.map(side),
            vanishes: stone.is_some_and(|p| game.is_running() && game.next_to_vanish(p) == Some(cell)),
            value: values[i].filter(|_| stone.is_none()),
        }
    })
}

/// The board as B reads it: the status, then every cell.
fn describe_board(
    board: Res<Match>,
    settings: Res<MatchSettings>,
    perfect: Res<PerfectPlay>,
    mut text: ResMut<BoardText>,
) {
    let game = &board.game;
    let mut lines = vec![status_line(&board, &settings)];
    lines.extend(cell_names(game, &settings, &perfect));
    text.set_if_neq(BoardText(lines));
}

/// Each new stone is announced with the one that vanished, and the result when the game ends.
fn announce_moves(
    board: Res<Match>,
    settings: Res<MatchSettings>,
    mut last: Local<Option<Game>>,
    mut announce: MessageWriter<Announce>,
) {
    let game = board.game;
    let Some(before) = last.replace(game) else { return };
    if before == game || game.half_moves() != before.half_moves() + 1 {
        return;
    }
    let (Some(&cell), mover) = (board.moves().last(), before.turn()) else { return };
    let vanished = before.stones(mover).cells().iter().copied().find(|&c| game.owner(c) != Some(mover));
    let mut lines = vec![Msg::StonePlaced { side: side(mover), cell, vanished }];
    if !game.is_running() {
        lines.push(status_line(&board, &settings));
    }
    announce.write(Announce::polite(Msg::Lines(lines)));
}

/// What a review shows, as far as its announcements go: the move shown, the move tried, whether worked out.
type ReviewShown = (usize, Option<Option<pegs_engine::tictactoe::Outcome>>, bool);

/// Each move shown in a review is announced with its verdict, and each move tried again with its own.
fn announce_review(
    on_review: Res<OnReview>,
    mut last: Local<Option<ReviewShown>>,
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
    let now = (reviewing.at, reviewing.trying.map(|t| t.tried), reviewing.review.is_some());
    if last.replace(now) == Some(now) {
        return;
    }
    let mut lines = Vec::new();
    if reviewing.trying.is_none() {
        lines.push(review::status(reviewing));
    }
    lines.extend(review::judged(reviewing));
    announce.write(Announce::polite(Msg::Lines(lines)));
}

/// The name of a mode, as the panel's list says it.
fn mode_name(mode: Mode) -> Msg {
    match mode {
        Mode::VsComputer => Msg::ModeVsComputer,
        Mode::TwoPlayers => Msg::ModeTwoPlayers,
        Mode::ComputerVsComputer => Msg::ModeComputers,
        Mode::Online => Msg::Online(OnlineMsg::Mode),
    }
}

/// The panel's settings as the page's mirror offers them, where the panel
/// offers them: who plays, your side, who starts, the computer's level, the
/// rules and the exact values (none in a puzzle; online, the game's own are
/// fixed once it is created), and before an online game the friend's code
/// to join by.
pub fn settings(settings: &MatchSettings, online: bool, puzzle: bool, lang: &Lang) -> Vec<Setting> {
    if puzzle {
        return Vec::new();
    }
    let say = |m: Msg| lang.say(&m);
    let sides = || vec![("x".to_string(), "X".to_string()), ("o".to_string(), "O".to_string())];
    let mut list = Vec::new();
    if settings.mode == Mode::Online && !online && crate::shell::platform::web::can_play_online() {
        list.push(Setting::text(
            "ttt_join_code",
            say(Msg::Online(OnlineMsg::CodeField)),
            crate::shell::modes::online::CODE_FIELD_LETTERS,
        ));
    }
    if !online {
        list.push(Setting::choice(
            "ttt_mode",
            say(Msg::ModeLabel),
            Mode::ALL.iter().map(|&m| (m.key().to_string(), say(mode_name(m)))).collect(),
            settings.mode.key().to_string(),
        ));
    }
    if settings.mode == Mode::VsComputer {
        let human = if settings.human == Player::X { "x" } else { "o" };
        list.push(Setting::choice("ttt_side", say(Msg::YouPlay), sides(), human.to_string()));
    }
    if !online {
        let mut starters = vec![(Starter::Random.key().to_string(), say(Msg::Random))];
        starters.extend(
            [Starter::X, Starter::O].iter().zip(sides()).map(|(s, (_, name))| (s.key().to_string(), name)),
        );
        list.push(Setting::choice(
            "ttt_first",
            say(Msg::FirstMove),
            starters,
            settings.starter.key().to_string(),
        ));
    }
    if !matches!(settings.mode, Mode::TwoPlayers | Mode::Online) {
        list.push(Setting::choice(
            "ttt_level",
            say(Msg::ComputerLevel),
            Level::ALL.iter().map(|&l| (l.key(), say(Msg::Level(l)))).collect(),
            settings.level.key(),
        ));
    }
    if !online {
        list.push(Setting::choice(
            "ttt_rules",
            say(Msg::Rules),
            RuleSet::ALL.iter().map(|&r| (r.name().to_string(), say(Msg::RulesTitle(r)))).collect(),
            settings.rules.name().to_string(),
        ));
    }
    if settings.helps() {
        list.push(Setting::switch("ttt_hints", say(Msg::ShowExactValues), settings.hints));
    }
    list
}

/// What the mirror changed, as the panel's widgets change it: the settings
/// after it (another mode, side or rule set starts a new game); a code
/// entered joins that game (one that is not a code is said to be none).
fn apply(chosen: &[Chosen], before: &MatchSettings, acts: &mut Acts) -> MatchSettings {
    let Acts { board: actions, online, announce, .. } = acts;
    let mut after = before.clone();
    for Chosen { id, value } in chosen {
        match id.as_str() {
            "ttt_join_code" => match crate::shell::modes::online::read_code(value) {
                Some(code) => {
                    online.write(OnlineAction::Join(code));
                }
                None => {
                    announce.write(Announce::assertive(Msg::Online(OnlineMsg::NotACode)));
                }
            },
            "ttt_mode" => after.mode = Mode::from_key(value).unwrap_or(after.mode),
            "ttt_side" => after.human = if value == "o" { Player::O } else { Player::X },
            "ttt_first" => after.starter = Starter::from_key(value).unwrap_or(after.starter),
            "ttt_level" => after.level = Level::from_name(value).unwrap_or(after.level),
            "ttt_rules" => after.rules = RuleSet::from_name(value).unwrap_or(after.rules),
            "ttt_hints" if (value == "true") != before.hints => {
                actions.write(TttAction::ToggleHints);
            }
            _ => {}
        }
    }
    if after.starts_anew(before) {
        actions.write(TttAction::NewGame);
    }
    after
}

/// What a mirrored action does: the board's, or the online game's.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Act {
    /// A board action (a new game, undo).
    Board(TttAction),
    /// An online action (create, play someone now, resign, leave…).
    Online(OnlineAction),
    /// A lesson's answer or button.
    Lesson(LessonAction),
    /// A review's button.
    Review(ReviewAction),
}

/// The panel's main actions as the page's mirror offers them, each with a
/// stable id and its name: online, those the panel offers for where the
/// game stands ([`offered_actions`]); otherwise a new game and undo.
/// A lesson on the board offers its answers and buttons instead ([`lessons::controls`]).
pub fn actions(
    settings: &MatchSettings,
    online: &Online,
    now: f64,
    lesson: &LessonShown,
    reviewing: Option<&Reviewing>,
    finished: Option<crate::base::save::games::KeptGame>,
) -> Vec<(String, Act, Msg)> {
    if lesson.lesson.is_some() {
        return lessons::controls(lesson)
            .into_iter()
            .map(|(id, action, name)| (id, Act::Lesson(action), name))
            .collect();
    }
    if let Some(reviewing) = reviewing {
        return review_controls(reviewing);
    }
    let mut offered: Vec<(String, Act, Msg)> = finished
        .map(|game| {
            ("ttt_action:review".into(), Act::Review(ReviewAction::Open(game)), Msg::Review(ReviewMsg::Open))
        })
        .into_iter()
        .collect();
    if settings.mode != Mode::Online {
        offered.extend([
            ("ttt_action:new".into(), Act::Board(TttAction::NewGame), Msg::NewGame),
            ("ttt_action:undo".into(), Act::Board(TttAction::Undo), Msg::Undo),
        ]);
        return offered;
    }
    offered.extend(
        offered_actions(online, now)
            .into_iter()
            .map(|(id, action, name)| (id.to_string(), Act::Online(action), Msg::Online(name))),
    );
    offered
}

/// A review's buttons, as the mirror offers them.
fn review_controls(reviewing: &Reviewing) -> Vec<(String, Act, Msg)> {
    let button = |id: &str, action: ReviewAction, name: ReviewMsg| {
        (format!("ttt_review:{id}"), Act::Review(action), Msg::Review(name))
    };
    if reviewing.trying.is_some() {
        return vec![
            button("again", ReviewAction::TryAgain, ReviewMsg::TryAgain),
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

/// Where the mirror's presses and entries go.
#[derive(bevy::ecs::system::SystemParam)]
struct Acts<'w> {
    board: MessageWriter<'w, TttAction>,
    online: MessageWriter<'w, OnlineAction>,
    announce: MessageWriter<'w, Announce>,
    lesson: MessageWriter<'w, LessonAction>,
    shown: Res<'w, LessonShown>,
    review: MessageWriter<'w, ReviewAction>,
    on_review: Res<'w, OnReview>,
    today: Res<'w, crate::shell::modes::puzzle::Today>,
}

/// What the cells' buttons tell: the board, its values, and what it is played for.
#[derive(bevy::ecs::system::SystemParam)]
struct CellsTold<'w> {
    board: Res<'w, Match>,
    perfect: Res<'w, PerfectPlay>,
    lang: Res<'w, Lang>,
    online: Res<'w, Online>,
    on_board: Res<'w, OnBoard>,
    on_lesson: Res<'w, OnLesson>,
    time: Res<'w, Time>,
    seat: Res<'w, EngineSeat>,
}

/// The cells as buttons for screen readers, with the status as a label.
fn cell_widgets(
    mut contexts: EguiContexts,
    told: CellsTold,
    mut chosen: ResMut<MatchSettings>,
    mut focus: ResMut<CellFocus>,
    mut acts: Acts,
    mut offer: Offer,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let CellsTold { board, perfect, lang, online, on_board, on_lesson, time, seat } = told;
    let settings = chosen.clone();
    let half = Vec2::splat(CELL_SIZE / 2.0);
    let spots = cell_names(&board.game, &settings, &perfect)
        .iter()
        .zip(0..CELLS as u8)
        .map(|(name, cell)| Spot {
            id: format!("ttt_cell:{cell}"),
            corners: [cell_centre(cell) - half, cell_centre(cell) + half],
            name: lang.say(name),
        })
        .collect();
    // The status the screen shows: an engine's fault, a lesson's or a review's, where it has one;
    // online in a browser without WebRTC, why there is no online play here.
    let own_status = engine_stopped(&settings, &seat)
        .or_else(|| on_lesson.0.as_ref().and_then(super::lesson::status))
        .or_else(|| acts.on_review.0.as_ref().map(review::status))
        .or_else(|| {
            let waiting = settings.mode == Mode::Online && !online.is_on();
            (waiting && !crate::shell::platform::web::can_play_online()).then(|| {
                Msg::Lines(vec![Msg::Online(OnlineMsg::NoWebRtc), Msg::Online(OnlineMsg::NoWebRtcInstead)])
            })
        });
    let status = lang.say(&own_status.unwrap_or_else(|| status_line(&board, &settings)));
    let finished = review::finished_game(&board, &settings, &on_board, &online, acts.today.day());
    let reviewing = acts.on_review.0.as_ref();
    let panel = self::actions(&settings, &online, time.elapsed_secs_f64(), &acts.shown, reviewing, finished);
    let offered =
        panel.iter().map(|(id, _, name)| Control { id: id.clone(), name: lang.say(name) }).collect();
    let offered_settings = self::settings(
        &settings,
        online.is_on(),
        on_board.0.is_some() || on_lesson.is_on() || acts.on_review.is_on(),
        &lang,
    );
    let laid = offer.lay(ctx, "ttt_board_access", spots, &[status], offered, offered_settings);
    if !laid.chosen.is_empty() {
        chosen.set_if_neq(apply(&laid.chosen, &settings, &mut acts));
    }
    for ((_, act, _), pressed) in panel.into_iter().zip(laid.acted) {
        match act {
            _ if !pressed => {}
            Act::Board(action) => {
                acts.board.write(action);
            }
            Act::Online(action) => {
                acts.online.write(action);
            }
            Act::Lesson(action) => {
                acts.lesson.write(action);
            }
            Act::Review(action) => {
                acts.review.write(action);
            }
        }
    }
    for (cell, reached) in laid.spots.into_iter().enumerate() {
        if reached.focused {
            focus.set_if_neq(CellFocus(Some(cell as u8)));
        }
        if reached.activated {
            acts.board.write(TttAction::Play(cell as u8));
        }
    }
    Ok(())
}
