//! The TicTacToe panel (egui): the actions of the moment (on a phone, the
//! row under the board), then the mode, sides, level and rules, the
//! buttons, the thinking, the score and the footer. Each part is a method
//! of the system parameter whose things it shows.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use pegs_engine::tictactoe::{Level, Player, RuleSet};

use super::super::engines::EngineSeat;
use super::super::insight::{Insight, InsightAction};
use super::super::lesson::{self, OnLesson};
use super::super::online::{Online, OnlineAction, game_over};
use super::super::play::{Match, MatchSettings, Scoreboard, TttAction};
use super::super::puzzle::{self, OnBoard};
use super::super::review::{OnReview, ReviewAction};
use super::super::thinking::PerfectPlay;
use super::sections::{OnlineFields, online_section, records_table, thinking_section};
use crate::base::i18n::{Key, LessonMsg, Msg, OnlineMsg, ProgramMsg, PuzzleMsg, ReviewMsg};
use crate::base::save::games::{GameShelf, KeptGame};
use crate::base::save::lessons::LessonBook;
use crate::base::save::puzzles::PuzzleBook;
use crate::base::save::records::RecordBook;
use crate::base::screen::Screen;
use crate::base::settings::{Mode, Starter};
use crate::shell::display::camera::View;
use crate::shell::display::theme::{PanelPart, Sheet, SheetWords, action_button, ui_panel};
use crate::shell::language::Lang;
use crate::shell::modes::lessons::LessonAction;
use crate::shell::modes::online::Connection;
use crate::shell::modes::puzzle::{PuzzleShelf, Today};
use crate::shell::platform::tasks::Work;
use crate::shell::ui::programs::{ProgramForm, ProgramWords, own_programs};
use crate::shell::ui::widgets::{self, PanelFooter};

/// The game as the panel shows and changes it: the board, the settings
/// (changed through a copy), the score, the perfect tables, the thinking shown.
#[derive(SystemParam)]
pub(super) struct PanelGame<'w> {
    board: Res<'w, Match>,
    chosen: ResMut<'w, MatchSettings>,
    score: Res<'w, Scoreboard>,
    perfect: Res<'w, PerfectPlay>,
    actions: MessageWriter<'w, TttAction>,
    insight: Res<'w, Insight>,
    asked: MessageWriter<'w, InsightAction>,
    seat: Res<'w, EngineSeat>,
    engine_form: ResMut<'w, EngineForm>,
    work: Res<'w, Work>,
}

/// The boxes for a new engine of the player's own.
#[derive(Resource, Default)]
pub(super) struct EngineForm(ProgramForm);

/// What the panel needs of an online game.
#[derive(SystemParam)]
pub(super) struct FriendOnline<'w, 's> {
    online_game: Res<'w, Online>,
    friend_line: Res<'w, Connection>,
    time: Res<'w, Time>,
    online_actions: MessageWriter<'w, OnlineAction>,
    fields: Local<'s, OnlineFields>,
}

/// What the board is played for, besides a game of one's own: a puzzle,
/// a lesson or a review, with what each shows and asks for.
#[derive(SystemParam)]
pub(super) struct PlayedFor<'w> {
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
pub(super) struct PanelPlace<'w> {
    view: Res<'w, View>,
    sheet_kept: ResMut<'w, Sheet>,
    book: ResMut<'w, RecordBook>,
}

pub(super) fn panel(
    mut contexts: EguiContexts,
    mut game: PanelGame,
    mut place: PanelPlace,
    mut played_for: PlayedFor,
    mut friend: FriendOnline,
    mut footer: PanelFooter,
    mut records: Local<widgets::RecordsWindow>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let lang = footer.lang();
    // Edited as a copy: the settings change (and are saved) only when the player changes them.
    let before = game.chosen.clone();
    let mut settings = before.clone();
    let mut sheet = *place.sheet_kept;
    let (settings_word, close_word) = (lang.say(&Msg::Settings), lang.say(&Msg::Close));
    let words = SheetWords { settings: &settings_word, close: &close_word };
    ui_panel(ctx, "ttt_panel", &place.view, &mut sheet, words, |ui, part| {
        // The game on the board, if it is over and can be reviewed.
        let finished = played_for.finished(&game.board, &settings, &friend.online_game);
        if part == PanelPart::Actions {
            let zoom = place.view.zoom;
            let shown = played_for.actions(ui, &lang, zoom, &mut game.actions)
                || friend.actions(ui, &lang, zoom, settings.mode);
            if !shown {
                game.actions(
                    ui,
                    &lang,
                    zoom,
                    &mut settings,
                    finished.as_ref(),
                    &mut played_for.review_actions,
                );
            }
            if action_button(ui, true, &lang.say(&Msg::MenuButton), None, zoom) {
                footer.to_menu();
            }
            return;
        }
        if played_for.panel(ui, &lang, &mut game, finished.as_ref()) {
            ui.separator();
            footer.show(ui, Screen::TicTacToe, &mut records);
            return;
        }
        game.choices(ui, &lang, &mut settings, &mut friend);
        game.buttons(ui, &lang, &settings, finished.as_ref(), &mut played_for.review_actions);
        ui.separator();
        game.score(ui, &lang, &settings, &friend.online_game, &place.book);
        ui.separator();
        footer.show(ui, Screen::TicTacToe, &mut records);
    });
    place.sheet_kept.set_if_neq(sheet);
    played_for.records(ctx, &lang, &mut records, &mut place.book);
    // A different mode, side or rule set starts a new game; a new level applies from the next move.
    if settings.starts_anew(&before) && !friend.online_game.is_on() {
        game.actions.write(TttAction::NewGame);
    }
    game.chosen.set_if_neq(settings);
    Ok(())
}

impl PlayedFor<'_> {
    /// The game on the board, if it is over and can be reviewed.
    fn finished(&self, board: &Match, settings: &MatchSettings, online: &Online) -> Option<KeptGame> {
        super::super::review::finished_game(board, settings, &self.on_board, online, self.today.day())
    }

    /// The actions of a review, a lesson or a puzzle; whether one is on.
    fn actions(
        &mut self,
        ui: &mut egui::Ui,
        lang: &Lang,
        zoom: f32,
        actions: &mut MessageWriter<TttAction>,
    ) -> bool {
        let say = |m: Msg| lang.say(&m);
        if let Some(reviewing) = &self.on_review.0 {
            let say_review = |m: ReviewMsg| say(Msg::Review(m));
            let mut offer = |ui: &mut egui::Ui, on: bool, what: ReviewMsg, icon: Option<&str>, action| {
                if action_button(ui, on, &say_review(what), icon, zoom) {
                    self.review_actions.write(action);
                }
            };
            if reviewing.trying.is_some() {
                offer(ui, true, ReviewMsg::TryAgain, Some("↻"), ReviewAction::TryAgain);
                offer(ui, true, ReviewMsg::BackToReview, None, ReviewAction::BackToReview);
            } else {
                offer(ui, reviewing.at > 0, ReviewMsg::Earlier, Some("◀"), ReviewAction::Earlier);
                offer(ui, reviewing.at < reviewing.len(), ReviewMsg::Later, Some("▶"), ReviewAction::Later);
                let can_try = reviewing.at > 0 && reviewing.review.is_some();
                offer(ui, can_try, ReviewMsg::TryAgain, Some("↻"), ReviewAction::TryAgain);
            }
            offer(ui, true, ReviewMsg::Leave, Some("✕"), ReviewAction::Leave);
            return true;
        }
        if self.on_lesson.is_on() {
            if action_button(ui, true, &say(Msg::Lesson(LessonMsg::HintButton)), None, zoom) {
                self.lesson_actions.write(LessonAction::Hint);
            }
            if action_button(ui, true, &say(Msg::Lesson(LessonMsg::ShowMe)), None, zoom) {
                self.lesson_actions.write(LessonAction::ShowMe);
            }
            return true;
        }
        if self.on_board.0.is_some() {
            if action_button(ui, true, &say(Msg::Puzzle(PuzzleMsg::TryAgain)), None, zoom) {
                actions.write(TttAction::NewGame);
            }
            if action_button(ui, true, &say(Msg::Puzzle(PuzzleMsg::Leave)), None, zoom) {
                actions.write(TttAction::LeavePuzzle);
            }
            return true;
        }
        false
    }

    /// The panel of a lesson, a review or a puzzle in place of the game's; whether one is on.
    fn panel(
        &mut self,
        ui: &mut egui::Ui,
        lang: &Lang,
        game: &mut PanelGame,
        finished: Option<&KeptGame>,
    ) -> bool {
        if let Some(playing) = &self.on_lesson.0 {
            let table = game
                .perfect
                .table(RuleSet::Seed)
                .map(|t| &**t)
                .or_else(|| self.shelf.puzzles().map(|p| p.table()));
            lesson::panel(ui, lang, playing, table, &self.lesson_book, &mut self.lesson_actions);
            return true;
        }
        if let Some(reviewing) = &self.on_review.0 {
            super::review::panel(ui, lang, reviewing, &mut self.review_actions);
            return true;
        }
        let Some(playing) = &self.on_board.0 else { return false };
        if let Some(finished) = finished
            && ui.button(lang.say(&Msg::Review(ReviewMsg::Open))).clicked()
        {
            self.review_actions.write(ReviewAction::Open(finished.clone()));
        }
        puzzle::panel(ui, lang, playing, &game.board, &self.shelf, &self.puzzle_book, &mut game.actions);
        true
    }

    /// The records window, with the last games (one opened for review closes it).
    fn records(
        &mut self,
        ctx: &egui::Context,
        lang: &Lang,
        records: &mut widgets::RecordsWindow,
        book: &mut ResMut<RecordBook>,
    ) {
        let mut opened = false;
        let title = lang.say(&Msg::TicTacToeRecordsTitle);
        // Read through a shared borrow: only forgetting them changes the records (and saves).
        if records.show(ctx, lang, "ttt_records", &title, |ui| {
            records_table(ui, book.as_ref(), lang);
            opened = super::review::last_games(ui, lang, &self.games, &mut self.review_actions);
        }) {
            book.forget_tictactoe();
        }
        if opened {
            records.open = false;
        }
    }
}

impl FriendOnline<'_, '_> {
    /// The actions of an online game (resign or play again, leave) or of
    /// looking for someone; whether the mode is online.
    fn actions(&mut self, ui: &mut egui::Ui, lang: &Lang, zoom: f32, mode: Mode) -> bool {
        if mode != Mode::Online {
            return false;
        }
        let say = |m: OnlineMsg| lang.say(&Msg::Online(m));
        let mut offer = |ui: &mut egui::Ui, on: bool, what: OnlineMsg, action| {
            if action_button(ui, on, &say(what), None, zoom) {
                self.online_actions.write(action);
            }
        };
        if let Some(session) = self.online_game.session.as_ref() {
            if game_over(session) {
                offer(ui, session.connected(), OnlineMsg::Rematch, OnlineAction::Rematch);
            } else {
                let playing = session.is_playing() && session.connected();
                offer(ui, playing, OnlineMsg::Resign, OnlineAction::Resign);
            }
            offer(ui, true, OnlineMsg::Leave, OnlineAction::Leave);
        } else if self.online_game.looking.is_some() {
            // Looking for someone: stop, or once offered, wait on or play the computer.
            if self.online_game.offer_due(self.time.elapsed_secs_f64()) {
                offer(ui, true, OnlineMsg::KeepWaiting, OnlineAction::KeepWaiting);
                offer(ui, true, OnlineMsg::PlayComputer, OnlineAction::PlayComputer);
            } else {
                offer(ui, true, OnlineMsg::StopLooking, OnlineAction::Leave);
            }
        }
        // Online before a game: what to do is in the sheet.
        true
    }

    /// The online section: create or join, and where the game stands.
    fn section(&mut self, ui: &mut egui::Ui, lang: &Lang) {
        let now = self.time.elapsed_secs_f64();
        online_section(
            ui,
            lang,
            &self.online_game,
            &self.friend_line,
            now,
            &mut self.online_actions,
            &mut self.fields,
        );
    }
}

impl PanelGame<'_> {
    /// A game of one's own: review a finished one, a new game, undo, hints.
    fn actions(
        &mut self,
        ui: &mut egui::Ui,
        lang: &Lang,
        zoom: f32,
        settings: &mut MatchSettings,
        finished: Option<&KeptGame>,
        review_actions: &mut MessageWriter<ReviewAction>,
    ) {
        let say = |m: Msg| lang.say(&m);
        if let Some(game) = finished
            && action_button(ui, true, &say(Msg::Review(ReviewMsg::Open)), None, zoom)
        {
            review_actions.write(ReviewAction::Open(game.clone()));
        }
        if action_button(ui, true, &say(Msg::NewGame), None, zoom) {
            self.actions.write(TttAction::NewGame);
        }
        let undo = self.board.history_len() > 0 && settings.mode != Mode::ComputerVsComputer;
        if action_button(ui, undo, &say(Msg::Undo), None, zoom) {
            self.actions.write(TttAction::Undo);
        }
        if action_button(ui, settings.helps(), &say(Msg::HintButton), None, zoom) {
            settings.hints = !settings.hints;
        }
    }

    /// The heading, the mode (and the online section), the sides, the level and the rules.
    fn choices(
        &mut self,
        ui: &mut egui::Ui,
        lang: &Lang,
        settings: &mut MatchSettings,
        friend: &mut FriendOnline,
    ) {
        let say = |m: Msg| lang.say(&m);
        ui.heading(say(Msg::TicTacToeTitle));
        ui.label(say(Msg::TicTacToeLead(settings.rules.stones())));
        ui.separator();
        let mode_name = |m: Mode| match m {
            Mode::VsComputer => say(Msg::ModeVsComputer),
            Mode::TwoPlayers => say(Msg::ModeTwoPlayers),
            Mode::ComputerVsComputer => say(Msg::ModeComputers),
            Mode::Online => say(Msg::Online(OnlineMsg::Mode)),
        };
        let online_on = friend.online_game.is_on();
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
            friend.section(ui, lang);
        }
        self.sides_and_level(ui, lang, settings, online_on);
        // Online, the creator's rules are played.
        let played = friend.online_game.fixed_rules();
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
    }

    /// Who plays X, who moves first, and the computer's level (or an engine of the player's own).
    fn sides_and_level(
        &mut self,
        ui: &mut egui::Ui,
        lang: &Lang,
        settings: &mut MatchSettings,
        online_on: bool,
    ) {
        let say = |m: Msg| lang.say(&m);
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
            let own = settings.own_engine().map(|e| e.name.clone());
            let shown = own.clone().unwrap_or_else(|| say(Msg::Level(settings.level)));
            widgets::labelled_choice(ui, say(Msg::ComputerLevel), "level", shown, |ui| {
                for level in Level::ALL {
                    let chosen = own.is_none() && settings.level == level;
                    if ui.selectable_label(chosen, say(Msg::Level(level))).clicked() {
                        (settings.level, settings.engine) = (level, None);
                    }
                }
                for engine in &settings.engines {
                    if ui.selectable_label(own.as_ref() == Some(&engine.name), &engine.name).clicked() {
                        settings.engine = Some(engine.name.clone());
                    }
                }
            });
            if own.is_none() && settings.level == Level::Perfect && !self.perfect.is_ready(settings.rules) {
                ui.small(say(Msg::SolvingTheGame));
            }
            if let Some(fault) = self.seat.fault().filter(|_| own.is_some()) {
                let said = Msg::Program(ProgramMsg::EngineFault {
                    name: fault.name,
                    kind: fault.kind,
                    said: fault.said,
                });
                ui.colored_label(ui.visuals().warn_fg_color, say(said));
            }
            if !settings.puzzle && !settings.lesson && !settings.review {
                self.own_engines(ui, lang, settings);
            }
        }
    }

    /// Engines of the player's own.
    fn own_engines(&mut self, ui: &mut egui::Ui, lang: &Lang, settings: &mut MatchSettings) {
        let words = ProgramWords {
            heading: Msg::Program(ProgramMsg::OwnEngines),
            help: Msg::Program(ProgramMsg::OwnEnginesHelp),
            script_help: Msg::Program(ProgramMsg::ScriptEnginesHelp),
            add: Msg::Program(ProgramMsg::AddEngine),
            salt: "own_engines",
        };
        let kept = (&mut settings.engines, &mut settings.engine);
        own_programs(ui, lang, kept, &mut self.engine_form.0, words, &self.work);
    }

    /// Review, new game, undo, and (where the computer may help) the hints and the thinking.
    fn buttons(
        &mut self,
        ui: &mut egui::Ui,
        lang: &Lang,
        settings: &MatchSettings,
        finished: Option<&KeptGame>,
        review_actions: &mut MessageWriter<ReviewAction>,
    ) {
        let say = |m: Msg| lang.say(&m);
        let key = |k: Key| say(Msg::KeyHint(k));
        if let Some(game) = finished
            && widgets::key_button(ui, true, say(Msg::Review(ReviewMsg::Open)), key(Key::Char('V')))
        {
            review_actions.write(ReviewAction::Open(game.clone()));
        }
        if settings.mode != Mode::Online {
            ui.horizontal_wrapped(|ui| {
                if widgets::key_button(ui, true, say(Msg::NewGame), key(Key::Char('N'))) {
                    self.actions.write(TttAction::NewGame);
                }
                let can_undo = self.board.history_len() > 0 && settings.mode != Mode::ComputerVsComputer;
                if widgets::key_button(ui, can_undo, say(Msg::Undo), key(Key::Char('U'))) {
                    self.actions.write(TttAction::Undo);
                }
            });
        }
        // Against a friend, the computer keeps its help to itself.
        if settings.helps() {
            let mut hints = settings.hints;
            let hint_key = key(Key::Char('H'));
            if ui.checkbox(&mut hints, say(Msg::ShowExactValues)).on_hover_text(hint_key).changed() {
                self.actions.write(TttAction::ToggleHints);
            }
            thinking_section(ui, lang, &self.insight, &mut self.asked, &mut self.actions);
        }
    }

    /// This session's score, and the all-time line for the mode.
    fn score(
        &self,
        ui: &mut egui::Ui,
        lang: &Lang,
        settings: &MatchSettings,
        online: &Online,
        book: &RecordBook,
    ) {
        let say = |m: Msg| lang.say(&m);
        let score = &self.score;
        ui.strong(say(Msg::SessionHeading));
        egui::Grid::new("score").num_columns(2).spacing([16.0, 4.0]).show(ui, |ui| {
            let rows: [(Msg, u32); 3] = match settings.mode {
                Mode::VsComputer => {
                    [(Msg::YouWon, score.won), (Msg::ComputerWon, score.lost), (Msg::Drawn, score.drawn)]
                }
                Mode::Online => {
                    let tally = if online.against_stranger() { score.strangers } else { score.friends };
                    let theirs = Msg::Online(online.of_other(OnlineMsg::FriendWins));
                    [(Msg::YouWon, tally.wins), (theirs, tally.losses), (Msg::Drawn, tally.draws)]
                }
                _ => [(Msg::XWon, score.x_wins), (Msg::OWon, score.o_wins), (Msg::Drawn, score.other_draws)],
            };
            for (label, count) in rows {
                ui.label(say(label));
                ui.strong(count.to_string());
                ui.end_row();
            }
        });
        let shown_rules = online.fixed_rules().unwrap_or(settings.rules);
        let all_time = match settings.mode {
            // An engine's games are not kept in the records.
            Mode::VsComputer if settings.own_engine().is_some() => return,
            Mode::VsComputer => {
                let t = book.all_time.against(settings.rules, settings.level);
                Msg::AllTimeAgainst { level: settings.level, won: t.wins, lost: t.losses, drawn: t.draws }
            }
            Mode::TwoPlayers => {
                let t = book.all_time.between_players(settings.rules);
                Msg::AllTimePlayers { x: t.x_wins, o: t.o_wins, drawn: t.draws }
            }
            // Against strangers apart from friends.
            Mode::Online if online.against_stranger() => {
                let t = book.all_time.strangers(shown_rules);
                Msg::Online(OnlineMsg::AllTimeStrangers { won: t.wins, lost: t.losses, drawn: t.draws })
            }
            Mode::Online => {
                let t = book.all_time.online(shown_rules);
                Msg::Online(OnlineMsg::AllTime { won: t.wins, lost: t.losses, drawn: t.draws })
            }
            Mode::ComputerVsComputer => return,
        };
        ui.small(say(all_time));
    }
}
