//! What the TicTacToe screen says: whose turn it is or how the game ended,
//! and the control panel (egui) with modes, levels, hints and the scoreboard.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use pegs_engine::tictactoe::{Level, Player, RuleSet, Status};

use super::board::BOARD_CENTRE;
use super::insight::{Insight, InsightAction};
use super::lesson::{self, OnLesson};
use super::online::{self, Online, OnlineAction, game_over};
use super::play::{Match, MatchSettings, Scoreboard, TttAction};
use super::puzzle::{self, OnBoard};
use super::review::{OnReview, ReviewAction};
use super::thinking::PerfectPlay;
use crate::base::i18n::{Key, LessonMsg, Msg, OnlineMsg, PuzzleMsg, ReviewMsg, Side};
use crate::base::save::games::GameShelf;
use crate::base::save::lessons::LessonBook;
use crate::base::save::puzzles::PuzzleBook;
use crate::base::save::records::RecordBook;
use crate::base::screen::Screen;
use crate::base::settings::{Mode, Starter};
use crate::shell::display::camera::View;
use crate::shell::display::theme::{self, Palette, PanelPart, Sheet, SheetWords, action_button, ui_panel};
use crate::shell::language::Lang;
use crate::shell::modes::lessons::LessonAction;
use crate::shell::modes::online::Line;
use crate::shell::modes::puzzle::{PuzzleShelf, Today};
use crate::shell::ui::widgets::{self, PanelFooter};

mod review;
mod sections;

use sections::{OnlineFields, online_section, records_table, thinking_section};

/// The line above the board.
#[derive(Component, Debug)]
pub struct StatusText;

/// Under the board on a phone held upright, what the move a review shows did
/// (elsewhere the panel says it beside the board).
#[derive(Component, Debug)]
pub struct ReviewWords;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::TicTacToe), spawn_status)
        .add_systems(
            Update,
            show_status.in_set(super::TttSystems::Mirror).run_if(in_state(Screen::TicTacToe)),
        )
        .add_systems(EguiPrimaryContextPass, panel.run_if(in_state(Screen::TicTacToe)));
}

/// World units the status line wraps at: the board's room, on an upright phone its width.
const STATUS_WRAP: f32 = 900.0;
const STATUS_WRAP_PHONE: f32 = 480.0;

fn spawn_status(mut commands: Commands, palette: Res<Palette>) {
    commands.spawn((
        StatusText,
        theme::WorldText { wrap: Some(STATUS_WRAP), ..theme::title("", 30.0, Color::WHITE) },
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
    friend_line: Res<'w, Line>,
    on_board: Res<'w, OnBoard>,
    on_lesson: Res<'w, OnLesson>,
    on_review: Res<'w, OnReview>,
}

fn show_status(
    told: StatusOf,
    lang: Res<Lang>,
    palette: Res<Palette>,
    view: Res<View>,
    mut text: Query<&mut theme::WorldText, With<StatusText>>,
    mut words: Query<ShownText, (With<ReviewWords>, Without<StatusText>)>,
) {
    let StatusOf { time, board, settings, online_game, friend_line, on_board, on_lesson, on_review } = told;
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
    let line = lang.say(&said.unwrap_or_else(|| status_line(&board, &settings)));
    let colour = match board.game.status() {
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

/// The game as the panel shows and changes it: the board, the settings
/// (changed through a copy), the score, the perfect tables, the thinking shown.
#[derive(SystemParam)]
struct PanelGame<'w> {
    board: Res<'w, Match>,
    chosen: ResMut<'w, MatchSettings>,
    score: Res<'w, Scoreboard>,
    perfect: Res<'w, PerfectPlay>,
    actions: MessageWriter<'w, TttAction>,
    insight: Res<'w, Insight>,
    asked: MessageWriter<'w, InsightAction>,
}

/// What the panel needs of an online game.
#[derive(SystemParam)]
struct FriendOnline<'w, 's> {
    online_game: Res<'w, Online>,
    friend_line: Res<'w, Line>,
    time: Res<'w, Time>,
    online_actions: MessageWriter<'w, OnlineAction>,
    fields: Local<'s, OnlineFields>,
}

/// What the board is played for, besides a game of one's own: a puzzle,
/// a lesson or a review, with what each shows and asks for.
#[derive(SystemParam)]
struct PlayedFor<'w> {
    on_board: Res<'w, OnBoard>,
    shelf: Res<'w, PuzzleShelf>,
    puzzle_book: Res<'w, PuzzleBook>,
    on_lesson: Res<'w, OnLesson>,
    lesson_book: Res<'w, LessonBook>,
    lesson_actions: MessageWriter<'w, LessonAction>,
    on_review: Res<'w, OnReview>,
    review_actions: MessageWriter<'w, ReviewAction>,
    today: Res<'w, Today>,
    games: Res<'w, GameShelf>,
}

/// Where the panel stands and what it keeps: the screen's layout, the
/// sheet's state on a phone, the records.
#[derive(SystemParam)]
struct PanelPlace<'w> {
    view: Res<'w, View>,
    sheet_kept: ResMut<'w, Sheet>,
    book: ResMut<'w, RecordBook>,
}

fn panel(
    mut contexts: EguiContexts,
    the_game: PanelGame,
    place: PanelPlace,
    played_for: PlayedFor,
    friend: FriendOnline,
    mut footer: PanelFooter,
    mut records: Local<widgets::RecordsWindow>,
) -> Result {
    let PanelGame { board, mut chosen, score, perfect, mut actions, insight, mut asked } = the_game;
    let PanelPlace { view, mut sheet_kept, mut book } = place;
    let PlayedFor {
        on_board,
        shelf,
        puzzle_book,
        on_lesson,
        lesson_book,
        mut lesson_actions,
        on_review,
        mut review_actions,
        today,
        games,
    } = played_for;
    let FriendOnline { online_game, friend_line, time, mut online_actions, mut fields } = friend;
    let ctx = contexts.ctx_mut()?;
    let lang = footer.lang();
    let say = |m: Msg| lang.say(&m);
    // Edited as a copy: the settings change (and are saved) only when the player changes them.
    let before = chosen.clone();
    let mut settings = before.clone();
    let mut sheet = *sheet_kept;
    let (settings_word, close_word) = (say(Msg::Settings), say(Msg::Close));
    let words = SheetWords { settings: &settings_word, close: &close_word };
    ui_panel(ctx, "ttt_panel", &view, &mut sheet, words, |ui, part| {
        // The game on the board, if it is over and can be reviewed.
        let finished = super::review::finished_game(&board, &settings, &on_board, &online_game, today.day());
        if part == PanelPart::Actions {
            let zoom = view.zoom;
            match (&on_board.0, settings.mode, online_game.session.as_ref()) {
                // A review: the moves before and after, trying again, and leaving it.
                _ if on_review.is_on() => {
                    let reviewing = on_review.0.as_ref().expect("a review is on");
                    let say_review = |m: ReviewMsg| say(Msg::Review(m));
                    if reviewing.trying.is_some() {
                        if action_button(ui, true, &say_review(ReviewMsg::TryAgain), Some("↻"), zoom) {
                            review_actions.write(ReviewAction::TryAgain);
                        }
                        if action_button(ui, true, &say_review(ReviewMsg::BackToReview), None, zoom) {
                            review_actions.write(ReviewAction::BackToReview);
                        }
                    } else {
                        let earlier = say_review(ReviewMsg::Earlier);
                        if action_button(ui, reviewing.at > 0, &earlier, Some("◀"), zoom) {
                            review_actions.write(ReviewAction::Earlier);
                        }
                        let later = say_review(ReviewMsg::Later);
                        if action_button(ui, reviewing.at < reviewing.len(), &later, Some("▶"), zoom) {
                            review_actions.write(ReviewAction::Later);
                        }
                        let can_try = reviewing.at > 0 && reviewing.review.is_some();
                        if action_button(ui, can_try, &say_review(ReviewMsg::TryAgain), Some("↻"), zoom) {
                            review_actions.write(ReviewAction::TryAgain);
                        }
                    }
                    if action_button(ui, true, &say_review(ReviewMsg::Leave), Some("✕"), zoom) {
                        review_actions.write(ReviewAction::Leave);
                    }
                }
                // A lesson: its hint, and "Show me".
                _ if on_lesson.is_on() => {
                    if action_button(ui, true, &say(Msg::Lesson(LessonMsg::HintButton)), None, zoom) {
                        lesson_actions.write(LessonAction::Hint);
                    }
                    if action_button(ui, true, &say(Msg::Lesson(LessonMsg::ShowMe)), None, zoom) {
                        lesson_actions.write(LessonAction::ShowMe);
                    }
                }
                // A puzzle: again, or leave it.
                (Some(_), ..) => {
                    if action_button(ui, true, &say(Msg::Puzzle(PuzzleMsg::TryAgain)), None, zoom) {
                        actions.write(TttAction::NewGame);
                    }
                    if action_button(ui, true, &say(Msg::Puzzle(PuzzleMsg::Leave)), None, zoom) {
                        actions.write(TttAction::LeavePuzzle);
                    }
                }
                // Online: resign or play again, and leave.
                (None, Mode::Online, Some(session)) => {
                    if game_over(session) {
                        if action_button(
                            ui,
                            session.connected(),
                            &say(Msg::Online(OnlineMsg::Rematch)),
                            None,
                            zoom,
                        ) {
                            online_actions.write(OnlineAction::Rematch);
                        }
                    } else if action_button(
                        ui,
                        session.is_playing() && session.connected(),
                        &say(Msg::Online(OnlineMsg::Resign)),
                        None,
                        zoom,
                    ) {
                        online_actions.write(OnlineAction::Resign);
                    }
                    if action_button(ui, true, &say(Msg::Online(OnlineMsg::Leave)), None, zoom) {
                        online_actions.write(OnlineAction::Leave);
                    }
                }
                // Looking for someone: stop, or once offered, wait on or play the computer.
                (None, Mode::Online, None) if online_game.looking.is_some() => {
                    let now = time.elapsed_secs_f64();
                    if online_game.offer_due(now) {
                        if action_button(ui, true, &say(Msg::Online(OnlineMsg::KeepWaiting)), None, zoom) {
                            online_actions.write(OnlineAction::KeepWaiting);
                        }
                        if action_button(ui, true, &say(Msg::Online(OnlineMsg::PlayComputer)), None, zoom) {
                            online_actions.write(OnlineAction::PlayComputer);
                        }
                    } else if action_button(ui, true, &say(Msg::Online(OnlineMsg::StopLooking)), None, zoom) {
                        online_actions.write(OnlineAction::Leave);
                    }
                }
                // Online before a game: what to do is in the sheet.
                (None, Mode::Online, None) => {}
                _ => {
                    if let Some(game) = &finished
                        && action_button(ui, true, &say(Msg::Review(ReviewMsg::Open)), None, zoom)
                    {
                        review_actions.write(ReviewAction::Open(game.clone()));
                    }
                    if action_button(ui, true, &say(Msg::NewGame), None, zoom) {
                        actions.write(TttAction::NewGame);
                    }
                    let undo = board.history_len() > 0 && settings.mode != Mode::ComputerVsComputer;
                    if action_button(ui, undo, &say(Msg::Undo), None, zoom) {
                        actions.write(TttAction::Undo);
                    }
                    if action_button(ui, settings.helps(), &say(Msg::HintButton), None, zoom) {
                        settings.hints = !settings.hints;
                    }
                }
            }
            if action_button(ui, true, &say(Msg::MenuButton), None, zoom) {
                footer.to_menu();
            }
            return;
        }
        if let Some(playing) = &on_lesson.0 {
            let table =
                perfect.table(RuleSet::Seed).map(|t| &**t).or_else(|| shelf.puzzles().map(|p| p.table()));
            lesson::panel(ui, &lang, playing, table, &lesson_book, &mut lesson_actions);
            ui.separator();
            footer.show(ui, Screen::TicTacToe, &mut records);
            return;
        }
        if let Some(reviewing) = &on_review.0 {
            self::review::panel(ui, &lang, reviewing, &mut review_actions);
            ui.separator();
            footer.show(ui, Screen::TicTacToe, &mut records);
            return;
        }
        if let Some(playing) = &on_board.0 {
            if let Some(game) = &finished
                && ui.button(say(Msg::Review(ReviewMsg::Open))).clicked()
            {
                review_actions.write(ReviewAction::Open(game.clone()));
            }
            puzzle::panel(ui, &lang, playing, &board, &shelf, &puzzle_book, &mut actions);
            ui.separator();
            footer.show(ui, Screen::TicTacToe, &mut records);
            return;
        }
        ui.heading(say(Msg::TicTacToeTitle));
        ui.label(say(Msg::TicTacToeLead(settings.rules.stones())));
        ui.separator();

        let mode_name = |m: Mode| match m {
            Mode::VsComputer => say(Msg::ModeVsComputer),
            Mode::TwoPlayers => say(Msg::ModeTwoPlayers),
            Mode::ComputerVsComputer => say(Msg::ModeComputers),
            Mode::Online => say(Msg::Online(OnlineMsg::Mode)),
        };
        let online_on = online_game.is_on();
        let mode_width =
            ui.available_width().min(260.0 * crate::shell::display::theme::text_scale_of(ui.ctx()));
        // An online game is left with its own button before the mode can change.
        ui.add_enabled_ui(!online_on, |ui| {
            let choice = egui::ComboBox::from_id_salt("mode")
                .width(mode_width)
                .truncate()
                .selected_text(mode_name(settings.mode))
                .show_ui(ui, |ui| {
                    for mode in Mode::ALL {
                        ui.selectable_value(&mut settings.mode, mode, mode_name(mode));
                    }
                });
            // Its choices say who plays; the box is named for screen readers.
            widgets::name_for_readers(&choice.response, &say(Msg::ModeLabel));
        });
        if settings.mode == Mode::Online {
            online_section(
                ui,
                &lang,
                &online_game,
                &friend_line,
                time.elapsed_secs_f64(),
                &mut online_actions,
                &mut fields,
            );
        }
        if settings.mode == Mode::VsComputer {
            ui.horizontal_wrapped(|ui| {
                ui.label(say(Msg::YouPlay));
                ui.selectable_value(&mut settings.human, Player::X, "X");
                ui.selectable_value(&mut settings.human, Player::O, "O");
            });
        }
        // Online, the creator's starter opens the first game; the next games alternate.
        if !online_on {
            ui.horizontal_wrapped(|ui| {
                ui.label(say(Msg::FirstMove));
                ui.selectable_value(&mut settings.starter, Starter::Random, say(Msg::Random));
                ui.selectable_value(&mut settings.starter, Starter::X, "X");
                ui.selectable_value(&mut settings.starter, Starter::O, "O");
            });
        }
        if !matches!(settings.mode, Mode::TwoPlayers | Mode::Online) {
            let level = say(Msg::Level(settings.level));
            widgets::labelled_choice(ui, say(Msg::ComputerLevel), "level", level, |ui| {
                for level in Level::ALL {
                    ui.selectable_value(&mut settings.level, level, say(Msg::Level(level)));
                }
            });
            if settings.level == Level::Perfect && !perfect.is_ready(settings.rules) {
                ui.small(say(Msg::SolvingTheGame));
            }
        }
        // Online, the creator's rules are played.
        let played = online_game.fixed_rules();
        let shown_rules = played.unwrap_or(settings.rules);
        ui.add_enabled_ui(played.is_none(), |ui| {
            let chosen = say(Msg::RulesTitle(shown_rules));
            widgets::labelled_choice(ui, say(Msg::Rules), "rules", chosen, |ui| {
                for rules in RuleSet::ALL {
                    ui.selectable_value(&mut settings.rules, rules, say(Msg::RulesTitle(rules)));
                }
            });
        });
        ui.small(say(Msg::RulesSummary(shown_rules)));
        let key = |k: Key| say(Msg::KeyHint(k));
        if let Some(game) = &finished
            && widgets::key_button(ui, true, say(Msg::Review(ReviewMsg::Open)), key(Key::Char('V')))
        {
            review_actions.write(ReviewAction::Open(game.clone()));
        }
        if settings.mode != Mode::Online {
            ui.horizontal_wrapped(|ui| {
                if widgets::key_button(ui, true, say(Msg::NewGame), key(Key::Char('N'))) {
                    actions.write(TttAction::NewGame);
                }
                let can_undo = board.history_len() > 0 && settings.mode != Mode::ComputerVsComputer;
                if widgets::key_button(ui, can_undo, say(Msg::Undo), key(Key::Char('U'))) {
                    actions.write(TttAction::Undo);
                }
            });
        }
        // Against a friend, the computer keeps its help to itself.
        if settings.helps() {
            let mut hints = settings.hints;
            let hint_key = key(Key::Char('H'));
            if ui.checkbox(&mut hints, say(Msg::ShowExactValues)).on_hover_text(hint_key).changed() {
                actions.write(TttAction::ToggleHints);
            }
            thinking_section(ui, &lang, &insight, &mut asked, &mut actions);
        }
        ui.separator();

        ui.strong(say(Msg::SessionHeading));
        egui::Grid::new("score").num_columns(2).spacing([16.0, 4.0]).show(ui, |ui| {
            let rows: [(Msg, u32); 3] = if settings.mode == Mode::VsComputer {
                [(Msg::YouWon, score.won), (Msg::ComputerWon, score.lost), (Msg::Drawn, score.drawn)]
            } else if settings.mode == Mode::Online {
                let tally = if online_game.against_stranger() { score.strangers } else { score.friends };
                [
                    (Msg::YouWon, tally.wins),
                    (Msg::Online(online_game.of_other(OnlineMsg::FriendWins)), tally.losses),
                    (Msg::Drawn, tally.draws),
                ]
            } else {
                [(Msg::XWon, score.x_wins), (Msg::OWon, score.o_wins), (Msg::Drawn, score.other_draws)]
            };
            for (label, count) in rows {
                ui.label(say(label));
                ui.strong(count.to_string());
                ui.end_row();
            }
        });
        match settings.mode {
            Mode::VsComputer => {
                let t = book.all_time.against(settings.rules, settings.level);
                ui.small(say(Msg::AllTimeAgainst {
                    level: settings.level,
                    won: t.wins,
                    lost: t.losses,
                    drawn: t.draws,
                }));
            }
            Mode::TwoPlayers => {
                let t = book.all_time.between_players(settings.rules);
                ui.small(say(Msg::AllTimePlayers { x: t.x_wins, o: t.o_wins, drawn: t.draws }));
            }
            // Against strangers apart from friends.
            Mode::Online if online_game.against_stranger() => {
                let t = book.all_time.strangers(shown_rules);
                ui.small(say(Msg::Online(OnlineMsg::AllTimeStrangers {
                    won: t.wins,
                    lost: t.losses,
                    drawn: t.draws,
                })));
            }
            Mode::Online => {
                let t = book.all_time.online(shown_rules);
                ui.small(say(Msg::Online(OnlineMsg::AllTime {
                    won: t.wins,
                    lost: t.losses,
                    drawn: t.draws,
                })));
            }
            Mode::ComputerVsComputer => {}
        }
        ui.separator();
        footer.show(ui, Screen::TicTacToe, &mut records);
    });
    sheet_kept.set_if_neq(sheet);
    let mut opened = false;
    if records.show(ctx, &lang, "ttt_records", &say(Msg::TicTacToeRecordsTitle), |ui| {
        records_table(ui, &book, &lang);
        opened = self::review::last_games(ui, &lang, &games, &mut review_actions);
    }) {
        book.forget_tictactoe();
    }
    if opened {
        records.open = false;
    }
    // A different mode, side or rule set starts a new game; a new level applies from the next move.
    if settings.starts_anew(&before) && !online_game.is_on() {
        actions.write(TttAction::NewGame);
    }
    chosen.set_if_neq(settings);
    Ok(())
}
