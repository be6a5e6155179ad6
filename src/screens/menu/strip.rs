//! The strip under the menu's cards: the day's puzzles (the day, with the
//! days before it; a button for each game's puzzle with its result; the
//! streak and the result to share), the puzzle ladders, and the lessons of
//! both courses (Learn).

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use pegs_engine::lesson::Course;
use pegs_engine::puzzle::Day;

use super::{CARD_SIZE, Going, MenuCard};
use crate::base::i18n::{LessonMsg, Msg, PuzzleMsg};
use crate::base::save::puzzles::PuzzleBook;
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

/// The day's puzzles, under the cards: the day (with the days before it,
/// a calendar back to the first), a button for each game's puzzle with its
/// result, the streak, and once something is solved the result to share.
pub(super) fn daily_strip(
    mut contexts: bevy_egui::EguiContexts,
    lang: Res<Lang>,
    place: UnderTheCards,
    puzzles: Puzzles,
    going: Going,
    mut copied: Local<Option<Day>>,
) -> Result {
    let UnderTheCards { view, camera, cards } = place;
    let Puzzles { shelf, mut book, today } = puzzles;
    let Going { mut next, mut challenge, mut learning, mut lessons } = going;
    use bevy_egui::egui;
    let ctx = contexts.ctx_mut()?;
    let say = |m: PuzzleMsg| lang.say(&Msg::Puzzle(m));
    let zoom = ctx.zoom_factor();
    let (camera, eye) = *camera;
    // Just under the lowest card.
    let below = cards
        .iter()
        .filter_map(|card| {
            let bottom = card.translation() - Vec3::Y * CARD_SIZE.y / 2.0 * card.scale().y;
            camera.world_to_viewport(eye, bottom).ok()
        })
        .map(|p| p.y / zoom + 10.0)
        .fold(0.0, f32::max);
    let screen = ctx.content_rect();
    let today = today.day();
    let day = challenge.shown.unwrap_or(today).min(today);
    // With large text or no room under the cards, one button; where even
    // that has no room (a small phone upright), in the top left corner.
    let compact = view.large_text() || below + strip_height(view.portrait) > screen.height();
    let top = if compact && below + 40.0 > screen.height() { 12.0 } else { below };
    let width = if top < below { 0.0 } else { screen.width() };
    // Where space is short the courses wait behind Learn in the top left corner, unless the
    // day's puzzles need that corner themselves: then they join the puzzles' button.
    let in_corner = top < below;
    let mut course =
        if view.cramped() && !in_corner { super::learn::corner(ctx, &lang, &lessons) } else { None };
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
            let Some(daily) = shelf.daily(day) else {
                ui.label(say(PuzzleMsg::Preparing));
                return;
            };
            let results = book.of(day);
            let mut chosen = day;
            let row = |ui: &mut egui::Ui, chosen: &mut Day| {
                ui.strong(say(PuzzleMsg::Daily));
                let earlier = day.previous().filter(|d| *d >= first_day());
                let back = ui.add_enabled(earlier.is_some(), egui::Button::new("◀"));
                name_for_readers(&back, &say(PuzzleMsg::EarlierDay));
                if back.on_hover_text(say(PuzzleMsg::EarlierDay)).clicked()
                    && let Some(d) = earlier
                {
                    *chosen = d;
                }
                ui.label(say(PuzzleMsg::Date(day)));
                let on = ui.add_enabled(day < today, egui::Button::new("▶"));
                name_for_readers(&on, &say(PuzzleMsg::LaterDay));
                if on.on_hover_text(say(PuzzleMsg::LaterDay)).clicked() {
                    *chosen = day.next().unwrap_or(today).min(today);
                }
            };
            let buttons = |ui: &mut egui::Ui, chosen: &mut Option<PuzzleGame>| {
                let hanoi = PuzzleMsg::HanoiEntry {
                    optimum: daily.hanoi.optimum,
                    stars: results.hanoi.map(|h| h.stars),
                };
                if ui.button(say(hanoi)).clicked() {
                    *chosen = Some(PuzzleGame::Hanoi);
                }
                let ttt = PuzzleMsg::TttEntry {
                    win_in: daily.tictactoe.win_in,
                    solved: results.tictactoe.is_some(),
                };
                if ui.button(say(ttt)).clicked() {
                    *chosen = Some(PuzzleGame::TicTacToe);
                }
            };
            let streak = book.streak(today);
            let mut share = |ui: &mut egui::Ui| {
                ui.small(say(PuzzleMsg::Streak { now: streak, best: book.best_streak.max(streak) }));
                if results.hanoi.is_some() || results.tictactoe.is_some() {
                    if ui.small_button(say(PuzzleMsg::Share)).clicked() {
                        let line = lang.say(&share_line(&daily, &book, today));
                        if crate::shell::platform::clipboard::copy(&share_text(&line, day)) {
                            *copied = Some(day);
                        }
                    }
                    if *copied == Some(day) {
                        ui.small(say(PuzzleMsg::Copied));
                    }
                }
            };
            let mut rung = None;
            let mut all_open = book.ladders.all_open;
            let ladder_buttons = |ui: &mut egui::Ui, rung: &mut Option<PuzzleGame>| {
                for (game, title) in
                    [(PuzzleGame::Hanoi, Msg::HanoiTitle), (PuzzleGame::TicTacToe, Msg::TicTacToeTitle)]
                {
                    let entry = PuzzleMsg::LadderEntry {
                        game: Box::new(title),
                        solved: book.ladders.count(game),
                        of: shelf.rungs(game),
                    };
                    if ui.button(say(entry)).clicked() {
                        *rung = Some(game);
                    }
                }
            };
            // Sideways with room, the lessons' courses follow the ladders.
            let learn_buttons = |ui: &mut egui::Ui, course: &mut Option<Course>| {
                ui.strong(lang.say(&Msg::Lesson(LessonMsg::Learn)));
                *course = super::learn::course_buttons(ui, &lang, &lessons).or(*course);
            };
            let mut game = None;
            if compact {
                // Large text or a small screen: the puzzles wait behind one button.
                centred_row(ui, "button", |ui| {
                    ui.menu_button(say(PuzzleMsg::Daily), |ui| {
                        ui.horizontal_wrapped(|ui| row(ui, &mut chosen));
                        ui.horizontal_wrapped(|ui| buttons(ui, &mut game));
                        ui.horizontal_wrapped(|ui| share(ui));
                        ui.separator();
                        ui.strong(say(PuzzleMsg::Ladders));
                        ui.horizontal_wrapped(|ui| ladder_buttons(ui, &mut rung));
                        ui.checkbox(&mut all_open, say(PuzzleMsg::AllOpen));
                        if in_corner {
                            ui.separator();
                            ui.horizontal_wrapped(|ui| learn_buttons(ui, &mut course));
                        }
                    });
                });
            } else if view.portrait {
                centred_row(ui, "day", |ui| row(ui, &mut chosen));
                centred_row(ui, "puzzles", |ui| buttons(ui, &mut game));
                centred_row(ui, "share", |ui| share(ui));
                centred_row(ui, "ladders", |ui| {
                    ui.strong(say(PuzzleMsg::Ladders));
                    ui.checkbox(&mut all_open, say(PuzzleMsg::AllOpen));
                });
                ui.vertical_centered(|ui| ladder_buttons(ui, &mut rung));
            } else {
                centred_row(ui, "day", |ui| {
                    row(ui, &mut chosen);
                    buttons(ui, &mut game);
                    share(ui);
                });
                centred_row(ui, "ladders", |ui| {
                    ui.strong(say(PuzzleMsg::Ladders));
                    ladder_buttons(ui, &mut rung);
                    ui.checkbox(&mut all_open, say(PuzzleMsg::AllOpen));
                    ui.separator();
                    learn_buttons(ui, &mut course);
                });
            }
            if all_open != book.ladders.all_open {
                book.ladders.all_open = all_open;
            }
            if let Some(game) = rung {
                let next_rung = book.ladders.next(game, shelf.rungs(game));
                challenge.open(PuzzleId::Rung(next_rung), game, &mut next);
            }
            if chosen != day {
                challenge.shown = Some(chosen);
            }
            if let Some(game) = game {
                challenge.open(PuzzleId::Daily(day), game, &mut next);
            }
            if let Some(course) = course {
                super::learn::open_course(course, &mut lessons, &mut learning, &mut challenge, &mut next);
            }
        });
    Ok(())
}
