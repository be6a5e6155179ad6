//! Pieces of the panels that both games use: a button that names its key,
//! the footer (menu, records, how to play, sound, language) and the records
//! window that asks before it forgets.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::egui;

use crate::base::i18n::{Key, Msg};
use crate::base::screen::Screen;
use crate::shell::display::appearance::Look;
use crate::shell::display::motion::Motion;
use crate::shell::display::theme::PANEL_WIDTH;
use crate::shell::feedback::haptics::Vibration;
use crate::shell::feedback::sound::Volume;
pub use crate::shell::labels::{name_after_label, name_for_readers};
use crate::shell::language::{Lang, language_choice};
use crate::shell::ui::howto::HowToPlay;

/// What the footer of a game's panel changes.
#[derive(SystemParam)]
pub struct PanelFooter<'w> {
    lang: ResMut<'w, Lang>,
    page: ResMut<'w, HowToPlay>,
    next: ResMut<'w, NextState<Screen>>,
    volume: ResMut<'w, Volume>,
    motion: ResMut<'w, Motion>,
    vibration: ResMut<'w, Vibration>,
    look: ResMut<'w, Look>,
}

impl PanelFooter<'_> {
    /// The language in use.
    pub fn lang(&self) -> Lang {
        *self.lang
    }

    /// Back to the menu.
    pub fn to_menu(&mut self) {
        self.next.set(Screen::Menu);
    }

    /// The footer of `game`'s panel: back to the menu, the records (opens
    /// `records`), how to play, the volume and the language.
    pub fn show(&mut self, ui: &mut egui::Ui, game: Screen, records: &mut RecordsWindow) {
        let lang = *self.lang;
        let say = |m: Msg| lang.say(&m);
        let key = |k: Key| say(Msg::KeyHint(k));
        ui.horizontal_wrapped(|ui| {
            if key_button(ui, true, say(Msg::MenuButton), key(Key::Esc)) {
                self.next.set(Screen::Menu);
            }
            if ui.button(say(Msg::RecordsButton)).clicked() {
                records.open = true;
            }
            if key_button(ui, true, say(Msg::HelpButton), key(Key::F1)) {
                self.page.open(game);
            }
        });
        let mut volume = *self.volume;
        sound_controls(ui, &mut volume, &lang);
        self.volume.set_if_neq(volume);
        let mut motion = *self.motion;
        motion_control(ui, &mut motion, &lang);
        self.motion.set_if_neq(motion);
        if crate::shell::platform::web::can_vibrate() {
            let mut vibration = *self.vibration;
            vibration_control(ui, &mut vibration, motion.reduced, &lang);
            self.vibration.set_if_neq(vibration);
        }
        let mut look = *self.look;
        look_controls(ui, &mut look, &lang);
        self.look.set_if_neq(look);
        let mut chosen = lang;
        language_choice(ui, &mut chosen);
        self.lang.set_if_neq(chosen);
    }
}

/// A window of records with a "Forget records" button that asks before it forgets.
#[derive(Debug, Default)]
pub struct RecordsWindow {
    /// Whether the window is shown.
    pub open: bool,
    /// Whether the question "forget them?" is being asked.
    pub confirming: bool,
}

impl RecordsWindow {
    /// Shows the window (when open) with `contents`; returns true when the
    /// player confirmed forgetting the records.
    pub fn show(
        &mut self,
        ctx: &egui::Context,
        lang: &Lang,
        id: &'static str,
        title: &str,
        contents: impl FnOnce(&mut egui::Ui),
    ) -> bool {
        if !self.open {
            self.confirming = false;
            return false;
        }
        let mut forget = false;
        let mut open = self.open;
        egui::Window::new(title)
            .id(egui::Id::new(id))
            .open(&mut open)
            .collapsible(false)
            .resizable(false)
            .min_width(440.0)
            .anchor(egui::Align2::CENTER_CENTER, egui::vec2(-PANEL_WIDTH / 2.0, 0.0))
            .show(ctx, |ui| {
                egui::ScrollArea::vertical().max_height(420.0).show(ui, contents);
                ui.separator();
                if self.confirming {
                    ui.label(lang.say(&Msg::ForgetQuestion));
                    ui.horizontal(|ui| {
                        if ui.button(lang.say(&Msg::ForgetYes)).clicked() {
                            forget = true;
                            self.confirming = false;
                        }
                        if ui.button(lang.say(&Msg::ForgetNo)).clicked() {
                            self.confirming = false;
                        }
                    });
                } else if ui.button(lang.say(&Msg::ForgetRecords)).clicked() {
                    self.confirming = true;
                }
            });
        self.open = open;
        forget
    }
}

/// A button whose key is named when the pointer rests on it; true when clicked.
pub fn key_button(ui: &mut egui::Ui, enabled: bool, label: String, key: String) -> bool {
    ui.add_enabled(enabled, egui::Button::new(label)).on_hover_text(key).clicked()
}

/// How a [`named_slider`]'s number field writes its value.
pub type ValueText<'a> = &'a dyn Fn(f64, std::ops::RangeInclusive<usize>) -> String;

/// A slider and the number field beside it, after a label `name` that both
/// carry for screen readers; true when either changed the value.
/// `logarithmic` spreads a wide range; `text` writes the value in words.
pub fn named_slider<N: egui::emath::Numeric>(
    ui: &mut egui::Ui,
    name: &str,
    value: &mut N,
    range: std::ops::RangeInclusive<N>,
    logarithmic: bool,
    text: Option<ValueText<'_>>,
) -> bool {
    let label = ui.label(name).id;
    // The slider and its field wrap as one, as egui's own slider with its value does.
    let (moved, typed) = ui
        .horizontal(|ui| {
            // Where the row is short (long labels, large text), the slider gives way to its field.
            let field_width = ui.spacing().interact_size.x + ui.spacing().item_spacing.x;
            let room = ui.available_width() - field_width - ui.spacing().item_spacing.x;
            if room < ui.spacing().slider_width {
                ui.spacing_mut().slider_width = room.max(48.0);
            }
            let slider =
                egui::Slider::new(&mut *value, range.clone()).show_value(false).logarithmic(logarithmic);
            let moved = ui.add(slider);
            let mut field = egui::DragValue::new(value).range(range);
            if let Some(text) = text {
                field = field.custom_formatter(text);
            }
            (moved, ui.add(field))
        })
        .inner;
    name_after_label(&moved, label, name);
    name_after_label(&typed, label, name);
    moved.changed() || typed.changed()
}

/// The reduced-motion switch.
pub fn motion_control(ui: &mut egui::Ui, motion: &mut Motion, lang: &Lang) {
    let mut reduced = motion.reduced;
    if ui.checkbox(&mut reduced, lang.say(&Msg::ReducedMotion)).changed() {
        motion.choose(reduced);
    }
}

/// The vibration switch: shown off, and not to be turned on, under reduced motion.
pub fn vibration_control(ui: &mut egui::Ui, vibration: &mut Vibration, reduced: bool, lang: &Lang) {
    let mut on = vibration.on && !reduced;
    let switch = ui.add_enabled(!reduced, egui::Checkbox::new(&mut on, lang.say(&Msg::Vibration)));
    if switch.changed() {
        vibration.on = on;
    }
}

/// The text size and the high-contrast switch.
pub fn look_controls(ui: &mut egui::Ui, look: &mut Look, lang: &Lang) {
    let mut high = look.high_contrast;
    if ui.checkbox(&mut high, lang.say(&Msg::HighContrast)).changed() {
        look.choose_contrast(high);
    }
    let chosen = lang.say(&Msg::Percent(look.text_size));
    labelled_choice(ui, lang.say(&Msg::TextSize), "text size", chosen, |ui| {
        for percent in Look::TEXT_STEPS {
            let mut size = look.text_size;
            if ui.selectable_value(&mut size, percent, lang.say(&Msg::Percent(percent))).clicked() {
                look.choose_text_size(size);
            }
        }
    });
}

/// A choice box named by a label: beside it where the row has room, under
/// it where it has not (large text, long names), never wider than the row.
pub fn labelled_choice(
    ui: &mut egui::Ui,
    label: String,
    id: &str,
    selected: String,
    add_contents: impl FnOnce(&mut egui::Ui),
) {
    let width_of = |ui: &egui::Ui, text: &str, style: egui::TextStyle| {
        let font = style.resolve(ui.style());
        ui.fonts_mut(|f| f.layout_no_wrap(text.to_string(), font, egui::Color32::WHITE).size().x)
    };
    let padding =
        ui.spacing().button_padding.x * 2.0 + ui.spacing().icon_width + ui.spacing().item_spacing.x * 2.0;
    let needed = width_of(ui, &label, egui::TextStyle::Body)
        + width_of(ui, &selected, egui::TextStyle::Button)
        + padding;
    let spoken = label.clone();
    let choice = |ui: &mut egui::Ui, name: egui::Id, fill: bool| {
        let mut choice = egui::ComboBox::from_id_salt(id).selected_text(selected);
        if fill {
            choice = choice.width((ui.available_width() - padding / 2.0).max(40.0)).truncate();
        }
        name_after_label(&choice.show_ui(ui, add_contents).response, name, &spoken);
    };
    if needed <= ui.available_width() {
        ui.horizontal(|ui| {
            let name = ui.label(label).id;
            choice(ui, name, false);
        });
    } else {
        let name = ui.label(label).id;
        choice(ui, name, true);
    }
}

/// The volume slider and the mute switch (M).
pub fn sound_controls(ui: &mut egui::Ui, volume: &mut Volume, lang: &Lang) {
    ui.horizontal_wrapped(|ui| {
        let name = lang.say(&Msg::Volume);
        let label = ui.label(&name).id;
        let mut level = volume.level;
        let slider = egui::Slider::new(&mut level, 0.0..=1.0).show_value(false);
        let slider = ui.add_enabled(!volume.muted, slider);
        name_after_label(&slider, label, &name);
        if slider.changed() {
            volume.level = level;
        }
        let mut muted = volume.muted;
        if ui
            .checkbox(&mut muted, lang.say(&Msg::Mute))
            .on_hover_text(lang.say(&Msg::KeyHint(Key::Char('M'))))
            .changed()
        {
            volume.muted = muted;
        }
    });
}
