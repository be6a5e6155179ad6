//! The strip under the menu's cards: the day's puzzles (the day, with the
//! days before it; a button for each game's puzzle with its result; the
//! streak and the result to share), the puzzle ladders, and the lessons of
//! both courses (Learn).

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use pegs_engine::lesson::Course;
use pegs_engine::puzzle::Day;

use bevy_egui::egui;

use super::{CARD_SIZE, Going, MenuCard};
use crate::base::i18n::{LessonMsg, Msg, PuzzleMsg};
use crate::base::save::lessons::LessonBook;
use crate::base::save::puzzles::{DayResults, PuzzleBook};
use crate::shell::labels::name_for_readers;
use crate::shell::language::Lang;
use crate::shell::modes::puzzle::{
    PuzzleGame, PuzzleId, PuzzleShelf, Today, first_day, share_line, share_text,
};

/// A row of controls centred in the width there is. egui lays out left to
/// right as it goes, so the row begins after half of what its width left
/// over in the last frame; a row that has to wrap takes the whole width. It
/// settles within a few frames of a change, each asking for the next.
pub(super) fn centred_row(
    ui: &mut bevy_egui::egui::Ui,
    name: &str,
    add: impl FnOnce(&mut bevy_egui::egui::Ui),
) {
    let id = bevy_egui::egui::Id::new(("menu_centred_row", name));
    let last: f32 = ui.ctx().data(|d| d.get_temp(id)).unwrap_or(0.0);
    let room = ui.available_width();
    ui.horizontal_wrapped(|ui| {
        let top = ui.cursor().top();
        ui.add_space(((room - last) / 2.0).max(0.0).floor());
        let start = ui.cursor().left();
        add(ui);
        let wrapped = ui.cursor().top() > top + 0.5;
        let used = if wrapped { room } else { (ui.min_rect().right() - start).ceil() };
        if (used - last).abs() > 0.5 {
            ui.ctx().data_mut(|d| d.insert_temp(id, used));
            ui.ctx().request_repaint();
        }
    });
}

/// The area of the day's puzzles: under the cards, or where space is short in the top left corner.
pub const DAILY_AREA: &str = "menu_daily";

/// Points the day's puzzles take under the cards at the usual text size
/// (a row or two sideways, five upright); with less room they wait behind one button.
pub(super) fn strip_height(portrait: bool) -> f32 {
    if portrait { 150.0 } else { 62.0 }
}

/// Where the strip stands: under the lowest card, as the camera shows it.
#[derive(SystemParam)]
pub(super) struct UnderTheCards<'w, 's> {
    view: Res<'w, crate::shell::display::camera::View>,
    camera: Single<'w, 's, (&'static Camera, &'static GlobalTransform)>,
    cards: Query<'w, 's, &'static GlobalTransform, With<MenuCard>>,
}

/// The puzzles as the strip shows them: those made, those solved, and today.
#[derive(SystemParam)]
pub(super) struct Puzzles<'w> {
    shelf: Res<'w, PuzzleShelf>,
    book: ResMut<'w, PuzzleBook>,
    today: Res<'w, Today>,
}

/// What the strip's controls asked for this frame.
struct Picked {
    /// The day shown (◀ and ▶).
    day: Day,
    /// A day's puzzle to open.
    game: Option<PuzzleGame>,
    /// A ladder to climb.
    rung: Option<PuzzleGame>,
    /// *All puzzles open*.
    all_open: bool,
    /// A course to open.
    course: Option<Course>,
}

/// How the strip lays itself out.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Arrangement {
    /// Large text or a small screen: everything behind one button (and
    /// the courses too, where the button stands in the corner).
    OneButton { in_corner: bool },
    /// A phone held upright: a row each.
    Upright,
    /// Sideways: the day's puzzles in a row, the ladders and courses in another.
    Sideways,
}

/// The strip's parts for one day, as shown.
struct Strip<'a> {
    lang: &'a Lang,
    daily: &'a pegs_engine::puzzle::Daily,
    results: DayResults,
    book: &'a PuzzleBook,
    shelf: &'a PuzzleShelf,
    lessons: &'a LessonBook,
    day: Day,
    today: Day,
}

impl Strip<'_> {
    fn say(&self, m: PuzzleMsg) -> String {
        self.lang.say(&Msg::Puzzle(m))
    }

    /// The heading, and the day with the days before and after it.
    fn day_row(&self, ui: &mut egui::Ui, picked: &mut Picked) {
        ui.strong(self.say(PuzzleMsg::Daily));
        let earlier = self.day.previous().filter(|d| *d >= first_day());
        let back = ui.add_enabled(earlier.is_some(), egui::Button::new("◀"));
        name_for_readers(&back, &self.say(PuzzleMsg::EarlierDay));
        if back.on_hover_text(self.say(PuzzleMsg::EarlierDay)).clicked()
            && let Some(d) = earlier
        {
            picked.day = d;
        }
        ui.label(self.say(PuzzleMsg::Date(self.day)));
        let on = ui.add_enabled(self.day < self.today, egui::Button::new("▶"));
        name_for_readers(&on, &self.say(PuzzleMsg::LaterDay));
        if on.on_hover_text(self.say(PuzzleMsg::LaterDay)).clicked() {
            picked.day = self.day.next().unwrap_or(self.today).min(self.today);
        }
    }

    /// A button for each game's puzzle, with its result.
    fn puzzle_buttons(&self, ui: &mut egui::Ui, picked: &mut Picked) {
        let hanoi = PuzzleMsg::HanoiEntry {
            optimum: self.daily.hanoi.optimum,
            stars: self.results.hanoi.map(|h| h.stars),
        };
        if ui.button(self.say(hanoi)).clicked() {
            picked.game = Some(PuzzleGame::Hanoi);
        }
        let ttt = PuzzleMsg::TttEntry {
            win_in: self.daily.tictactoe.win_in,
            solved: self.results.tictactoe.is_some(),
        };
        if ui.button(self.say(ttt)).clicked() {
            picked.game = Some(PuzzleGame::TicTacToe);
        }
    }

    /// The streak, and once something is solved the result to share.
    fn share(&self, ui: &mut egui::Ui, copied: &mut Option<Day>) {
        let streak = self.book.streak(self.today);
        ui.small(self.say(PuzzleMsg::Streak { now: streak, best: self.book.best_streak.max(streak) }));
        if self.results.hanoi.is_none() && self.results.tictactoe.is_none() {
            return;
        }
        if ui.small_button(self.say(PuzzleMsg::Share)).clicked() {
            let line = self.lang.say(&share_line(self.daily, self.book, self.today));
            if crate::shell::platform::clipboard::copy(&share_text(&line, self.day)) {
                *copied = Some(self.day);
            }
        }
        if *copied == Some(self.day) {
            ui.small(self.say(PuzzleMsg::Copied));
        }
    }

    /// A button for each game's ladder, with the rungs solved.
    fn ladder_buttons(&self, ui: &mut egui::Ui, picked: &mut Picked) {
        for (game, title) in
            [(PuzzleGame::Hanoi, Msg::HanoiTitle), (PuzzleGame::TicTacToe, Msg::TicTacToeTitle)]
        {
            let entry = PuzzleMsg::LadderEntry {
                game: Box::new(title),
                solved: self.book.ladders.count(game),
                of: self.shelf.rungs(game),
            };
            if ui.button(self.say(entry)).clicked() {
                picked.rung = Some(game);
            }
        }
    }

    /// The lessons' courses (sideways with room, they follow the ladders).
    fn learn_buttons(&self, ui: &mut egui::Ui, picked: &mut Picked) {
        ui.strong(self.lang.say(&Msg::Lesson(LessonMsg::Learn)));
        picked.course = super::learn::course_buttons(ui, self.lang, self.lessons).or(picked.course);
    }

    /// The whole strip, arranged as there is room.
    fn show(
        &self,
        ui: &mut egui::Ui,
        arrangement: Arrangement,
        picked: &mut Picked,
        copied: &mut Option<Day>,
    ) {
        let all_open = |ui: &mut egui::Ui, picked: &mut Picked| {
            ui.checkbox(&mut picked.all_open, self.say(PuzzleMsg::AllOpen));
        };
        match arrangement {
            Arrangement::OneButton { in_corner } => centred_row(ui, "button", |ui| {
                ui.menu_button(self.say(PuzzleMsg::Daily), |ui| {
                    ui.horizontal_wrapped(|ui| self.day_row(ui, picked));
                    ui.horizontal_wrapped(|ui| self.puzzle_buttons(ui, picked));
                    ui.horizontal_wrapped(|ui| self.share(ui, copied));
                    ui.separator();
                    ui.strong(self.say(PuzzleMsg::Ladders));
                    ui.horizontal_wrapped(|ui| self.ladder_buttons(ui, picked));
                    all_open(ui, picked);
                    if in_corner {
                        ui.separator();
                        ui.horizontal_wrapped(|ui| self.learn_buttons(ui, picked));
                    }
                });
            }),
            Arrangement::Upright => {
                centred_row(ui, "day", |ui| self.day_row(ui, picked));
                centred_row(ui, "puzzles", |ui| self.puzzle_buttons(ui, picked));
                centred_row(ui, "share", |ui| self.share(ui, copied));
                centred_row(ui, "ladders", |ui| {
                    ui.strong(self.say(PuzzleMsg::Ladders));
                    all_open(ui, picked);
                });
                ui.vertical_centered(|ui| self.ladder_buttons(ui, picked));
            }
            Arrangement::Sideways => {
                centred_row(ui, "day", |ui| {
                    self.day_row(ui, picked);
                    self.puzzle_buttons(ui, picked);
                    self.share(ui, copied);
                });
                centred_row(ui, "ladders", |ui| {
                    ui.strong(self.say(PuzzleMsg::Ladders));
                    self.ladder_buttons(ui, picked);
                    all_open(ui, picked);
                    ui.separator();
                    self.learn_buttons(ui, picked);
                });
            }
        }
    }
}

impl UnderTheCards<'_, '_> {
    /// Just under the lowest card, in the panel's points.
    fn below(&self, zoom: f32) -> f32 {
        let (camera, eye) = *self.camera;
        self.cards
            .iter()
            .filter_map(|card| {
                let bottom = card.translation() - Vec3::Y * CARD_SIZE.y / 2.0 * card.scale().y;
                camera.world_to_viewport(eye, bottom).ok()
            })
            .map(|p| p.y / zoom + 10.0)
            .fold(0.0, f32::max)
    }
}

/// The day's puzzles, under the cards: the day (with the days before it,
/// a calendar back to the first), a button for each game's puzzle with its
/// result, the streak, and once something is solved the result to share.
pub(super) fn daily_strip(
    mut contexts: bevy_egui::EguiContexts,
    lang: Res<Lang>,
    place: UnderTheCards,
    mut puzzles: Puzzles,
    mut going: Going,
    mut copied: Local<Option<Day>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let below = place.below(ctx.zoom_factor());
    let screen = ctx.content_rect();
    let today = puzzles.today.day();
    let day = going.challenge.shown.unwrap_or(today).min(today);
    // With large text or no room under the cards, one button; where even
    // that has no room (a small phone upright), in the top left corner.
    let view = *place.view;
    let compact = view.large_text() || below + strip_height(view.portrait) > screen.height();
    let top = if compact && below + 40.0 > screen.height() { 12.0 } else { below };
    let in_corner = top < below;
    let width = if in_corner { 0.0 } else { screen.width() };
    let arrangement = match (compact, view.portrait) {
        (true, _) => Arrangement::OneButton { in_corner },
        (false, true) => Arrangement::Upright,
        (false, false) => Arrangement::Sideways,
    };
    // Where space is short the courses wait behind Learn in the top left corner, unless the
    // day's puzzles need that corner themselves: then they join the puzzles' button.
    let course =
        if view.cramped() && !in_corner { super::learn::corner(ctx, &lang, &going.lessons) } else { None };
    let mut picked = Picked { day, game: None, rung: None, all_open: puzzles.book.ladders.all_open, course };
    // In the corner, the button keeps clear of the settings button in the other
    // corner (its words wrap), as that was placed in the last frame.
    let beside_settings = super::settings_button(ctx).map(|settings| settings.left() - 16.0 - 12.0);
    egui::Area::new(egui::Id::new(DAILY_AREA))
        .fade_in(false)
        .fixed_pos(egui::pos2(if width > 0.0 { 0.0 } else { 16.0 }, top))
        .show(ctx, |ui| {
            if width > 0.0 {
                ui.set_width(width);
            } else if let Some(room) = beside_settings.filter(|&room| room >= 48.0) {
                ui.set_max_width(room);
            }
            let Some(daily) = puzzles.shelf.daily(day) else {
                ui.label(lang.say(&Msg::Puzzle(PuzzleMsg::Preparing)));
                return;
            };
            let strip = Strip {
                lang: &lang,
                daily: &daily,
                results: puzzles.book.of(day),
                book: &puzzles.book,
                shelf: &puzzles.shelf,
                lessons: &going.lessons,
                day,
                today,
            };
            strip.show(ui, arrangement, &mut picked, &mut copied);
        });
    going.follow(picked, day, &mut puzzles);
    Ok(())
}

impl Going<'_> {
    /// Goes where the strip's controls asked: a ladder's next rung, another
    /// day, a day's puzzle, a course; and keeps *All puzzles open*.
    fn follow(&mut self, picked: Picked, day: Day, puzzles: &mut Puzzles) {
        if picked.all_open != puzzles.book.ladders.all_open {
            puzzles.book.ladders.all_open = picked.all_open;
        }
        if let Some(game) = picked.rung {
            let next_rung = puzzles.book.ladders.next(game, puzzles.shelf.rungs(game));
            self.challenge.open(PuzzleId::Rung(next_rung), game, &mut self.next);
        }
        if picked.day != day {
            self.challenge.shown = Some(picked.day);
        }
        if let Some(game) = picked.game {
            self.challenge.open(PuzzleId::Daily(day), game, &mut self.next);
        }
        if let Some(course) = picked.course {
            super::learn::open_course(
                course,
                &mut self.lessons,
                &mut self.learning,
                &mut self.challenge,
                &mut self.next,
            );
        }
    }
}
