//! egui's look: the game's fonts, the palette's colours and the player's
//! text size given to every context; and the panel of a game screen.

use bevy::prelude::*;

use super::fonts::{font_definitions, text_styles};
use super::{Palette, TextScale};

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

/// The panel of a game screen: on the right in landscape, under the board in portrait.
pub fn ui_panel(
    ctx: &bevy_egui::egui::Context,
    id: &'static str,
    view: &crate::shell::view::View,
    add_contents: impl FnOnce(&mut bevy_egui::egui::Ui),
) {
    use bevy_egui::egui;
    let mut root = egui::Ui::new(
        ctx.clone(),
        egui::Id::new((id, "root")),
        egui::UiBuilder::new().layer_id(egui::LayerId::background()).max_rect(ctx.viewport_rect()),
    );
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
            add_contents(ui);
        });
    });
}

/// Styles every egui context before its pass begins.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        PreUpdate,
        style_egui_contexts
            .after(bevy_egui::EguiPreUpdateSet::InitContexts)
            .before(bevy_egui::EguiPreUpdateSet::BeginPass),
    );
}
