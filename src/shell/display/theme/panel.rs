//! egui's look: the game's fonts, the palette's colours and the player's
//! text size given to every context; and the panel of a game screen.

use bevy::prelude::*;

use super::fonts::{font_definitions, text_styles};
use super::{Palette, TextScale};
use crate::base::screen::Screen;

/// Gives each new egui context the game's fonts and style before its first
/// pass begins, so no frame lays out text without them, and gives every
/// context the palette's look and the text size whenever they change.
fn style_egui_contexts(
    mut contexts: Query<(&mut bevy_egui::EguiContext, Has<StyledOnce>, Entity)>,
    palette: Res<Palette>,
    scale: Res<TextScale>,
    mut commands: Commands,
) {
    use bevy_egui::egui;
    let changed = palette.is_changed() || scale.is_changed();
    for (mut context, styled, entity) in &mut contexts {
        if styled && !changed {
            continue;
        }
        let ctx = context.get_mut();
        if !styled {
            ctx.set_fonts(font_definitions());
            // A press is a click however long it is held, as a phone's own
            // buttons take it (egui's default drops a press held over 0.8 s,
            // and a slow finger's tap with it); nothing here has a long-press menu.
            ctx.options_mut(|options| options.input_options.max_click_duration = f64::INFINITY);
            commands.entity(entity).insert(StyledOnce);
        }
        ctx.set_visuals(palette.egui_visuals());
        ctx.data_mut(|data| data.insert_temp(palette_id(), *palette));
        let size = scale.0.clamp(*TextScale::RANGE.start(), *TextScale::RANGE.end());
        ctx.all_styles_mut(|style| {
            style.text_styles = text_styles(size);
            style.spacing.button_padding = egui::vec2(10.0, 5.0);
            // Sliders and switches grow with the text they stand beside.
            style.spacing.interact_size.y = 20.0 * size;
            style.spacing.icon_width = 14.0 * size;
            style.spacing.icon_width_inner = 8.0 * size;
            // Texts are read, not selected: a selectable text offers a click to screen readers.
            style.interaction.selectable_labels = false;
        });
    }
}

fn palette_id() -> bevy_egui::egui::Id {
    bevy_egui::egui::Id::new("pegs palette")
}

/// The palette in use, for the panels' own colours.
pub fn palette_of(ctx: &bevy_egui::egui::Context) -> Palette {
    ctx.data(|data| data.get_temp(palette_id())).unwrap_or_default()
}

/// The player's text size, as egui's styles have it (1.0 at 100 %).
pub fn text_scale_of(ctx: &bevy_egui::egui::Context) -> f32 {
    let body = ctx.global_style().text_styles.get(&bevy_egui::egui::TextStyle::Body).map_or(16.0, |f| f.size);
    body / 16.0
}

/// An egui context that has been given the game's fonts.
#[derive(Component)]
struct StyledOnce;

/// Which part of a game's panel is being laid out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PanelPart {
    /// All of it: beside the board, or under it on a tablet held upright.
    Whole,
    /// On a phone held upright: the row of the actions that matter now.
    Actions,
    /// On a phone held upright: everything else, in the sheet.
    Sheet,
}

/// The settings sheet of a phone held upright: it slides up over the board
/// from the action row's Settings button, and away again with Esc, a tap
/// beside it, a swipe down or its Close button.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Sheet {
    /// Open (or opening).
    pub open: bool,
}

/// The words of the sheet's two buttons, in the player's language.
pub struct SheetWords<'a> {
    /// The action row's button that opens the sheet.
    pub settings: &'a str,
    /// The sheet's button that closes it.
    pub close: &'a str,
}

/// Seconds the sheet takes to slide (none under reduced motion).
const SHEET_SECONDS: f32 = 0.2;
/// Points a swipe down the sheet's handle goes before it closes the sheet.
const SWIPE_POINTS: f32 = 48.0;

/// The panel of a game screen: on the right in landscape, under the board
/// on a tablet held upright; on a phone held upright a row of actions under
/// the board and the rest in a [`Sheet`]. `add` lays out the part asked for.
pub fn ui_panel(
    ctx: &bevy_egui::egui::Context,
    id: &'static str,
    view: &crate::shell::display::camera::View,
    sheet: &mut Sheet,
    words: SheetWords,
    mut add: impl FnMut(&mut bevy_egui::egui::Ui, PanelPart),
) {
    use bevy_egui::egui;
    let mut root = egui::Ui::new(
        ctx.clone(),
        egui::Id::new((id, "root")),
        egui::UiBuilder::new().layer_id(egui::LayerId::background()).max_rect(ctx.viewport_rect()),
    );
    if view.phone {
        let row = egui::Frame::new()
            .fill(ctx.global_style().visuals.panel_fill)
            .inner_margin(egui::Margin::symmetric(8, 8));
        // Upright, a row under the board; sideways, a column beside it.
        let place = if view.portrait {
            egui::Panel::bottom(id).exact_size(crate::shell::display::camera::ACTION_ROW_POINTS)
        } else {
            egui::Panel::right(id).exact_size(view.panel_width)
        };
        place.resizable(false).show_separator_line(false).frame(row).show(&mut root, |ui| {
            let mut actions = |ui: &mut egui::Ui, width: f32| {
                ui.spacing_mut().item_spacing = egui::vec2(6.0, 6.0);
                ui.ctx().data_mut(|d| {
                    d.insert_temp(action_width_id(), width);
                    d.insert_temp(action_count_id(), 0usize);
                });
                add(ui, PanelPart::Actions);
                // It only opens the sheet: a second tap lands on the veil, which closes it.
                if action_button(ui, true, words.settings, Some("⚙"), view.zoom) {
                    sheet.open = true;
                }
            };
            if view.portrait {
                ui.horizontal_centered(|ui| {
                    // The buttons share the row: each as wide as the last frame's count allows.
                    let count: usize = ui.ctx().data(|d| d.get_temp(action_count_id())).unwrap_or(5).max(1);
                    let width = (ui.available_width() - 6.0 * (count - 1) as f32) / count as f32;
                    actions(ui, width);
                    if ui.ctx().data(|d| d.get_temp::<usize>(action_count_id())) != Some(count) {
                        ui.ctx().request_repaint();
                    }
                });
            } else {
                ui.vertical_centered(|ui| {
                    let width = ui.available_width();
                    actions(ui, width);
                });
            }
        });
        show_sheet(ctx, id, sheet, &words, &mut add);
        return;
    }
    let frame = egui::Frame::new()
        .fill(ctx.global_style().visuals.panel_fill)
        .inner_margin(egui::Margin::symmetric(16, 14));
    let panel = if view.portrait {
        egui::Panel::bottom(id).exact_size((view.panel_height / view.zoom).max(120.0))
    } else {
        egui::Panel::right(id).exact_size(view.panel_width)
    };
    panel.resizable(false).show_separator_line(false).frame(frame).show(&mut root, |ui| {
        // Everything fits at 1280 × 720 in every language; smaller windows scroll.
        egui::ScrollArea::vertical().auto_shrink([false, false]).show(ui, |ui| {
            ui.spacing_mut().item_spacing = egui::vec2(8.0, 7.0);
            add(ui, PanelPart::Whole);
        });
    });
}

/// The sheet over the board (three quarters of the screen at most) and a
/// veil beside it; it slides unless motion is reduced (egui's animation time).
fn show_sheet(
    ctx: &bevy_egui::egui::Context,
    id: &'static str,
    sheet: &mut Sheet,
    words: &SheetWords,
    add: &mut impl FnMut(&mut bevy_egui::egui::Ui, PanelPart),
) {
    use bevy_egui::egui;
    let seconds = if ctx.global_style().animation_time > 0.0 { SHEET_SECONDS } else { 0.0 };
    let shown = ctx.animate_bool_with_time(egui::Id::new((id, "sheet shown")), sheet.open, seconds);
    if shown <= 0.0 {
        return;
    }
    let screen = ctx.content_rect();
    let row = crate::shell::display::camera::ACTION_ROW_POINTS;
    // A veil over the board and the row: a tap on it closes the sheet.
    // While it slides away, taps go through to the board and the row.
    let veil = egui::Area::new(egui::Id::new((id, "sheet veil")))
        .order(egui::Order::Middle)
        .interactable(sheet.open)
        .fixed_pos(screen.min)
        .show(ctx, |ui| {
            let (rect, response) = ui.allocate_exact_size(screen.size(), egui::Sense::click());
            ui.painter().rect_filled(rect, 0.0, egui::Color32::from_black_alpha((140.0 * shown) as u8));
            response
        });
    if veil.inner.clicked() {
        sheet.open = false;
    }
    let height = (screen.height() * 0.75).min(screen.height() - row);
    let top = screen.bottom() - height * shown;
    let fill = ctx.global_style().visuals.panel_fill;
    egui::Area::new(egui::Id::new((id, "sheet")))
        .order(egui::Order::Foreground)
        .interactable(sheet.open)
        .fixed_pos(egui::pos2(screen.left(), top))
        .show(ctx, |ui| {
            egui::Frame::new()
                .fill(fill)
                .corner_radius(egui::CornerRadius { nw: 16, ne: 16, sw: 0, se: 0 })
                .inner_margin(egui::Margin { left: 16, right: 16, top: 6, bottom: 14 })
                .show(ui, |ui| {
                    ui.set_width(screen.width() - 32.0);
                    // The handle: a swipe down it closes the sheet, as does the Close button beside it.
                    let (handle, swipe) =
                        ui.allocate_exact_size(egui::vec2(ui.available_width(), 22.0), egui::Sense::drag());
                    ui.painter().rect_filled(
                        egui::Rect::from_center_size(handle.center(), egui::vec2(44.0, 5.0)),
                        3.0,
                        ui.visuals().weak_text_color(),
                    );
                    if swipe.total_drag_delta().is_some_and(|moved| moved.y > SWIPE_POINTS) {
                        sheet.open = false;
                    }
                    ui.horizontal(|ui| {
                        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                            if ui.button(words.close).clicked() {
                                sheet.open = false;
                            }
                        });
                    });
                    egui::ScrollArea::vertical().max_height(height - 70.0).auto_shrink([false, true]).show(
                        ui,
                        |ui| {
                            ui.spacing_mut().item_spacing = egui::vec2(8.0, 7.0);
                            add(ui, PanelPart::Sheet);
                        },
                    );
                    // The sheet reaches the bottom of the screen.
                    ui.allocate_space(egui::vec2(0.0, (height - ui.min_rect().height()).max(0.0)));
                });
        });
}

fn close_sheet(mut sheet: ResMut<Sheet>) {
    sheet.open = false;
}

fn action_width_id() -> bevy_egui::egui::Id {
    bevy_egui::egui::Id::new("action row width")
}

fn action_count_id() -> bevy_egui::egui::Id {
    bevy_egui::egui::Id::new("action row count")
}

/// Logical pixels a finger needs: the least size of an action row's button (WCAG 2.5.5).
const FINGER_PIXELS: f32 = 44.0;

/// A button of a phone's action row, at least 44 × 44 logical pixels at
/// egui's `zoom`: its words, or a sign drawn instead with the words as its
/// name for screen readers.
pub fn action_button(
    ui: &mut bevy_egui::egui::Ui,
    enabled: bool,
    words: &str,
    sign: Option<&str>,
    zoom: f32,
) -> bool {
    use bevy_egui::egui;
    // A point more than the finger's pixels: rounded to the pixel grid, the button still has them.
    let least = FINGER_PIXELS / zoom.max(0.1) + 1.0;
    let shown = sign.unwrap_or(words);
    let (width, count) = ui.ctx().data(|d| {
        (
            d.get_temp::<f32>(action_width_id()).unwrap_or(least),
            d.get_temp::<usize>(action_count_id()).unwrap_or(0),
        )
    });
    ui.ctx().data_mut(|d| d.insert_temp(action_count_id(), count + 1));
    // Long words take two lines rather than push the row off the screen; the
    // row's words grow with the player's text size only so far (the sheet has the rest at full size).
    let width = width.max(least);
    let room = width - 2.0 * ui.spacing().button_padding.x;
    let wide = |size: f32| {
        ui.painter()
            .layout_no_wrap(shown.to_string(), egui::FontId::proportional(size), egui::Color32::WHITE)
            .size()
            .x
    };
    // A little smaller first (a single word as far as it must, never broken);
    // words that still do not fit take two lines.
    let mut size = ui.style().text_styles.get(&egui::TextStyle::Button).map_or(16.0, |f| f.size).min(19.0);
    let floor = if shown.contains(' ') { 13.0 } else { 10.0 };
    while size > floor && wide(size) > room {
        size -= 1.0;
    }
    let button = egui::Button::new(egui::RichText::new(shown).size(size))
        .wrap_mode(egui::TextWrapMode::Wrap)
        .min_size(egui::vec2(width, least));
    let response = ui
        .add_enabled_ui(enabled, |ui| {
            ui.set_max_width(width);
            ui.add(button)
        })
        .inner;
    if sign.is_some() {
        crate::shell::labels::name_for_readers(&response, words);
    }
    response.on_hover_text(words).clicked()
}

/// The browser's Back closes the sheet, and the page's history follows it (see `web::follow_sheet`).
fn sheet_back(mut sheet: ResMut<Sheet>, work: Res<crate::shell::platform::tasks::Work>) {
    if crate::shell::platform::web::back_pressed() {
        sheet.open = false;
    }
    if sheet.is_changed() {
        crate::shell::platform::web::follow_sheet(sheet.open, &work);
    }
}

/// Esc closes the sheet before anything else hears it; leaving a screen closes it.
fn sheet_keys(mut keys: ResMut<ButtonInput<KeyCode>>, mut sheet: ResMut<Sheet>) {
    if sheet.open && keys.just_pressed(KeyCode::Escape) {
        sheet.open = false;
        keys.clear_just_pressed(KeyCode::Escape);
    }
}

/// Styles every egui context before its pass begins.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Sheet>()
        .add_systems(
            PreUpdate,
            (
                style_egui_contexts
                    .after(bevy_egui::EguiPreUpdateSet::InitContexts)
                    .before(bevy_egui::EguiPreUpdateSet::BeginPass),
                (sheet_keys, sheet_back).after(bevy::input::InputSystems),
            ),
        )
        .add_systems(OnExit(Screen::Hanoi), close_sheet)
        .add_systems(OnExit(Screen::TicTacToe), close_sheet);
}
