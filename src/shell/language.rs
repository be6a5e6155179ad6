//! The language the game speaks: chosen by the player (and kept with the
//! settings), else the system's (natively the OS locale, on the web the
//! browser's languages; `?lang=de` in the address overrides both), else
//! English. Changing it changes every text at once.

use bevy::prelude::*;

use crate::base::i18n::{Language, Msg};
use crate::base::save::{Kept, SaveSystems};
use crate::shell::display::theme::WorldText;

/// The language in use.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Lang {
    /// The language.
    pub language: Language,
    /// Whether the player chose it (then it is kept with the settings).
    pub chosen: bool,
}

impl Default for Lang {
    fn default() -> Self {
        Self { language: system_language(), chosen: false }
    }
}

impl Lang {
    /// Says a message in the language in use.
    pub fn say(&self, msg: &Msg) -> String {
        self.language.say(msg)
    }

    /// The player chooses a language.
    pub fn choose(&mut self, language: Language) {
        self.language = language;
        self.chosen = true;
    }
}

/// The system's language, among those the game speaks; English otherwise.
pub fn system_language() -> Language {
    #[cfg(not(target_arch = "wasm32"))]
    {
        let locales: Vec<String> = sys_locale::get_locales().collect();
        Language::best_of(locales.iter().map(String::as_str))
    }
    #[cfg(target_arch = "wasm32")]
    {
        let Some(window) = web_sys::window() else { return Language::En };
        if let Some(language) = address_language() {
            return language;
        }
        let languages: Vec<String> =
            window.navigator().languages().iter().filter_map(|v| v.as_string()).collect();
        Language::best_of(languages.iter().map(String::as_str))
    }
}

/// On the web, the language the page's address asks for (`?lang=de`).
#[cfg(target_arch = "wasm32")]
pub fn address_language() -> Option<Language> {
    let search = web_sys::window()?.location().search().ok()?;
    let params = web_sys::UrlSearchParams::new_with_str(&search).ok()?;
    Language::from_locale(&params.get("lang")?)
}

/// A text in the world that says a message, in whatever language is in use.
#[derive(Component, Debug, Clone, PartialEq)]
pub struct Localized(pub Msg);

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Lang>()
        .add_systems(PreStartup, restore_language.after(SaveSystems::Load))
        .add_systems(PostUpdate, localize_world_texts)
        .add_systems(Last, keep_language.in_set(SaveSystems::Describe));
}

/// The language the player chose, as kept.
fn restore_language(kept: Res<Kept>, mut lang: ResMut<Lang>) {
    if let Some(language) = kept.data().settings.language.as_deref().and_then(Language::from_locale) {
        lang.choose(language);
    }
}

/// A chosen language is kept with the settings (one that follows the system is not).
fn keep_language(lang: Res<Lang>, mut kept: ResMut<Kept>) {
    if lang.is_changed() {
        kept.touch();
    }
    if kept.gathering() {
        kept.data_mut().settings.language = lang.chosen.then(|| lang.language.code().to_string());
    }
}

/// World texts follow the language.
fn localize_world_texts(lang: Res<Lang>, mut texts: Query<(&Localized, &mut WorldText)>) {
    for (localized, mut text) in &mut texts {
        let said = lang.say(&localized.0);
        text.set(&said);
    }
}

/// The language choice in a game's panel: a label and a drop-down list.
pub fn language_choice(ui: &mut bevy_egui::egui::Ui, lang: &mut Lang) {
    ui.horizontal_wrapped(|ui| {
        let name = lang.say(&Msg::LanguageLabel);
        let label = ui.label(&name).id;
        let mut language = lang.language;
        let choice = bevy_egui::egui::ComboBox::from_id_salt("language")
            .selected_text(language.name())
            .show_ui(ui, |ui| {
                for choice in Language::ALL {
                    ui.selectable_value(&mut language, choice, choice.name());
                }
            });
        crate::shell::labels::name_after_label(&choice.response, label, &name);
        if language != lang.language {
            lang.choose(language);
        }
    });
}

/// The language switch: one button per language, each in its own name.
pub fn language_switch(ui: &mut bevy_egui::egui::Ui, lang: &mut Lang) {
    ui.horizontal_wrapped(|ui| {
        ui.label(lang.say(&Msg::LanguageLabel));
        for language in Language::ALL {
            if ui.selectable_label(lang.language == language, language.name()).clicked()
                && lang.language != language
            {
                lang.choose(language);
            }
        }
    });
}
