//! The how-to-play pages: one per game, opened from its card on the menu,
//! from the "?" button in its panel or with F1; Esc or a click closes it.
//! Each game writes its own page (in [`WritePage`]) from the facts it uses
//! (the rules in effect, the board being played, what the solvers found),
//! so the page never contradicts the board; this part shows it.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::base::i18n::{Block, Msg, Page, Picture};
use crate::base::screen::Screen;
use crate::shell::display::theme;
use crate::shell::language::Lang;

/// Which page is open, if any, and what it says.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct HowToPlay {
    open: Option<Screen>,
    /// Frames since it opened (the click that opened it does not close it).
    age: u32,
    /// The page as its game wrote it this frame.
    page: Option<Page>,
}

impl HowToPlay {
    /// Opens the page of a game screen.
    pub fn open(&mut self, game: Screen) {
        if game != Screen::Menu {
            *self = Self { open: Some(game), age: 0, page: None };
        }
    }

    /// Closes the page.
    pub fn close(&mut self) {
        self.open = None;
        self.page = None;
    }

    /// The game whose page is open.
    pub fn showing(&self) -> Option<Screen> {
        self.open
    }

    /// The game's page, written by the game while it is open.
    pub fn write(&mut self, page: Page) {
        self.page = Some(page);
    }
}

/// Where a game writes its page while it is open (`EguiPrimaryContextPass`,
/// before the page is shown).
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct WritePage;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<HowToPlay>()
        .add_systems(PreUpdate, page_keys.after(bevy::input::InputSystems))
        .add_systems(OnExit(Screen::Menu), close_page)
        .add_systems(OnExit(Screen::Hanoi), close_page)
        .add_systems(OnExit(Screen::TicTacToe), close_page)
        .add_systems(EguiPrimaryContextPass, show_page.after(WritePage));
}

/// Whether the page of `game` is open (a run condition for the system that writes it).
pub fn page_open(game: Screen) -> impl FnMut(Res<HowToPlay>) -> bool + Clone {
    move |page: Res<HowToPlay>| page.showing() == Some(game)
}

fn close_page(mut page: ResMut<HowToPlay>) {
    page.close();
}

/// F1 opens a game's page; while a page is open it takes every key, and Esc or F1 closes it.
fn page_keys(
    mut keys: ResMut<ButtonInput<KeyCode>>,
    mut page: ResMut<HowToPlay>,
    screen: Res<State<Screen>>,
) {
    if page.open.is_some() {
        if keys.any_just_pressed([KeyCode::Escape, KeyCode::F1]) {
            page.close();
        }
        keys.reset_all();
    } else if keys.just_pressed(KeyCode::F1) {
        page.open(*screen.get());
        keys.reset_all();
    }
}

/// The open page over everything, with a veil; a click (on the page or
/// beside it) or any press beside it closes it. A drag on the page scrolls
/// it (with large text it may not fit).
fn show_page(mut contexts: EguiContexts, mut page: ResMut<HowToPlay>, lang: Res<Lang>) -> Result {
    let Some(content) = page.page.clone() else { return Ok(()) };
    page.age = page.age.saturating_add(1);
    let ctx = contexts.ctx_mut()?;
    let screen = ctx.viewport_rect();
    let mut clicked = false;
    let mut page_rect = screen;
    egui::Area::new(egui::Id::new("how_to_play")).order(egui::Order::Foreground).fixed_pos(screen.min).show(
        ctx,
        |ui| {
            // A veil over everything: it takes the pointer, and a click on it or the page closes the page.
            let veil = ui.allocate_rect(screen, egui::Sense::click());
            // Both can be clicked, so a screen reader is told what they are.
            crate::shell::labels::name_for_readers(&veil, &lang.say(&Msg::ClosePage));
            ui.painter().rect_filled(screen, 0.0, egui::Color32::from_black_alpha(190));
            clicked |= veil.clicked();
            let width = (screen.width() - 40.0).min(980.0);
            let height = (screen.height() - 40.0).min(660.0);
            let rect = egui::Rect::from_center_size(screen.center(), egui::vec2(width, height));
            page_rect = rect;
            let response = ui
                .scope_builder(egui::UiBuilder::new().max_rect(rect).sense(egui::Sense::click()), |ui| {
                    egui::Frame::new()
                        .fill(ctx.global_style().visuals.panel_fill)
                        .corner_radius(14.0)
                        .inner_margin(egui::Margin::same(22))
                        .show(ui, |ui| {
                            ui.set_width(width - 44.0);
                            ui.set_min_height(height - 44.0);
                            draw_page(ui, &content, &lang);
                        });
                })
                .response;
            crate::shell::labels::name_for_readers(&response, &content.title);
            clicked |= response.clicked();
        },
    );
    // A press beside the page closes it, but not the one that opened it.
    let pressed = ctx.input(|i| {
        i.pointer.any_pressed() && i.pointer.press_origin().is_some_and(|at| !page_rect.contains(at))
    });
    if page.age > 2 && (clicked || pressed) {
        page.close();
    }
    Ok(())
}

fn draw_page(ui: &mut egui::Ui, page: &Page, lang: &Lang) {
    let scale = theme::text_scale_of(ui.ctx());
    ui.label(
        egui::RichText::new(&page.title)
            .font(egui::FontId::new(26.0 * scale, theme::bold_family()))
            .color(egui::Color32::WHITE),
    );
    ui.add_space(6.0);
    // At the larger text sizes the page scrolls; its last line stays in view.
    let close_line = ui.text_style_height(&egui::TextStyle::Small) + 16.0;
    egui::ScrollArea::vertical().max_height((ui.available_height() - close_line).max(80.0)).show(ui, |ui| {
        // One column where two would leave lines of a few words.
        let columns = if ui.available_width() / scale >= 560.0 { 2 } else { 1 };
        if columns == 2 {
            ui.columns(2, |columns| {
                for (ui, blocks) in columns.iter_mut().zip([&page.left, &page.right]) {
                    ui.with_layout(egui::Layout::top_down(egui::Align::LEFT), |ui| {
                        for block in blocks {
                            draw_block(ui, block);
                        }
                    });
                }
            });
        } else {
            for block in page.left.iter().chain(&page.right) {
                draw_block(ui, block);
            }
        }
    });
    ui.add_space(8.0);
    ui.vertical_centered(|ui| {
        let dim = theme::egui_colour(theme::palette_of(ui.ctx()).text_dim);
        ui.label(egui::RichText::new(lang.say(&Msg::ClosePage)).small().color(dim));
    });
}

fn draw_block(ui: &mut egui::Ui, block: &Block) {
    let accent = theme::egui_colour(theme::palette_of(ui.ctx()).accent);
    let scale = theme::text_scale_of(ui.ctx());
    match block {
        Block::Heading(text) => {
            ui.add_space(6.0);
            ui.label(
                egui::RichText::new(text)
                    .font(egui::FontId::new(18.0 * scale, theme::bold_family()))
                    .color(accent),
            );
        }
        Block::Text(text) => {
            ui.label(text);
        }
        Block::Steps(items) => {
            for (i, item) in items.iter().enumerate() {
                ui.horizontal_top(|ui| {
                    ui.label(egui::RichText::new(format!("{}.", i + 1)).strong().color(accent));
                    ui.add(egui::Label::new(item).wrap());
                });
            }
        }
        Block::Points(items) => {
            for item in items {
                ui.horizontal_top(|ui| {
                    ui.label(egui::RichText::new("•").color(accent));
                    ui.add(egui::Label::new(item).wrap());
                });
            }
        }
        Block::Picture(picture) => draw_picture(ui, *picture),
    }
}

/// The small pictures: a tower on its first peg, a board with faded stones.
fn draw_picture(ui: &mut egui::Ui, picture: Picture) {
    let (rect, _) =
        ui.allocate_exact_size(egui::vec2(ui.available_width().min(300.0), 86.0), egui::Sense::hover());
    let painter = ui.painter_at(rect);
    match picture {
        Picture::Tower { pegs } => {
            let palette = theme::palette_of(ui.ctx());
            let wood = theme::egui_colour(palette.wood);
            let base = egui::Rect::from_min_size(
                egui::pos2(rect.left() + 10.0, rect.bottom() - 12.0),
                egui::vec2(rect.width() - 20.0, 9.0),
            );
            painter.rect_filled(base, 3.0, theme::egui_colour(palette.wood_base));
            let spacing = (rect.width() - 20.0) / pegs as f32;
            for p in 0..pegs {
                let x = rect.left() + 10.0 + spacing * (p as f32 + 0.5);
                painter.rect_filled(
                    egui::Rect::from_min_max(
                        egui::pos2(x - 2.5, rect.top() + 8.0),
                        egui::pos2(x + 2.5, base.top()),
                    ),
                    2.0,
                    wood,
                );
            }
            let x = rect.left() + 10.0 + spacing * 0.5;
            for (i, disk) in [3u8, 2, 1].iter().enumerate() {
                let w = spacing * 0.32 + spacing * 0.18 * *disk as f32;
                let y = base.top() - 13.0 * (i as f32 + 1.0);
                let colour = theme::egui_colour(theme::disk_colour(*disk, 3));
                painter.rect_filled(
                    egui::Rect::from_min_size(egui::pos2(x - w / 2.0, y), egui::vec2(w, 12.0)),
                    6.0,
                    colour,
                );
            }
        }
        Picture::FadedStones => {
            let cell = 26.0;
            let origin = egui::pos2(rect.left() + 10.0, rect.top() + 4.0);
            let palette = theme::palette_of(ui.ctx());
            let (x_colour, o_colour) = (theme::egui_colour(palette.x), theme::egui_colour(palette.o));
            let cell_colour = theme::egui_colour(palette.surface_hover);
            for i in 0..9 {
                let (c, r) = ((i % 3) as f32, (i / 3) as f32);
                let centre = origin + egui::vec2(c * cell + cell / 2.0, r * cell + cell / 2.0);
                painter.rect_filled(
                    egui::Rect::from_center_size(centre, egui::vec2(cell - 3.0, cell - 3.0)),
                    4.0,
                    cell_colour,
                );
                let stone = match i {
                    0 => Some((x_colour.gamma_multiply(0.35), true)),
                    4 | 8 => Some((x_colour, true)),
                    2 => Some((o_colour.gamma_multiply(0.35), false)),
                    3 | 5 => Some((o_colour, false)),
                    _ => None,
                };
                match stone {
                    Some((colour, true)) => {
                        let d = 7.0;
                        let stroke = egui::Stroke::new(3.5, colour);
                        painter
                            .line_segment([centre + egui::vec2(-d, -d), centre + egui::vec2(d, d)], stroke);
                        painter
                            .line_segment([centre + egui::vec2(d, -d), centre + egui::vec2(-d, d)], stroke);
                    }
                    Some((colour, false)) => {
                        painter.circle_stroke(centre, 7.5, egui::Stroke::new(3.5, colour));
                    }
                    None => {}
                }
            }
        }
    }
}
