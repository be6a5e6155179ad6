//! The settings every screen shares — language, text size, contrast,
//! motion, vibration, volume and sound off — as the web page's mirror
//! offers them to screen readers (natively the panels' footers carry them),
//! and what the mirror changes of them, applied as the footer's widgets
//! apply theirs.

use bevy::prelude::*;

use crate::base::i18n::{Language, Msg};
use crate::shell::access::{Chosen, Form, OfferedSettings, Setting};
use crate::shell::display::appearance::Look;
use crate::shell::display::motion::Motion;
use crate::shell::feedback::haptics::Vibration;
use crate::shell::feedback::sound::Volume;
use crate::shell::language::Lang;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Update, (apply, offer).chain());
}

/// The shared settings as they stand; `vibrates`: whether the device can vibrate.
pub fn shared_settings(
    lang: &Lang,
    look: &Look,
    motion: &Motion,
    volume: &Volume,
    vibration: &Vibration,
    vibrates: bool,
) -> Vec<Setting> {
    let say = |m: Msg| lang.say(&m);
    let mut list = vec![
        Setting::choice(
            "language",
            say(Msg::LanguageLabel),
            Language::ALL.iter().map(|l| (l.code().to_string(), l.name().to_string())).collect(),
            lang.language.code().to_string(),
        ),
        Setting::choice(
            "text_size",
            say(Msg::TextSize),
            Look::TEXT_STEPS.iter().map(|&p| (p.to_string(), say(Msg::Percent(p)))).collect(),
            look.text_size.to_string(),
        ),
        Setting::switch("contrast", say(Msg::HighContrast), look.high_contrast),
        Setting::switch("motion", say(Msg::ReducedMotion), motion.reduced),
    ];
    // Under reduced motion nothing vibrates, and the panel shows the switch off and out of reach.
    if vibrates && !motion.reduced {
        list.push(Setting::switch("vibration", say(Msg::Vibration), vibration.on));
    }
    let percent = (volume.level * 100.0).round();
    list.push(Setting {
        id: "volume",
        name: say(Msg::Volume),
        form: Form::Number {
            min: 0.0,
            max: 100.0,
            step: 5.0,
            value: percent,
            said: say(Msg::Percent(percent as u16)),
        },
    });
    list.push(Setting::switch("mute", say(Msg::Mute), volume.muted));
    list
}

/// The mirror's list follows the settings (built again only when one of them changed).
fn offer(
    lang: Res<Lang>,
    look: Res<Look>,
    motion: Res<Motion>,
    volume: Res<Volume>,
    vibration: Res<Vibration>,
    mut offered: ResMut<OfferedSettings>,
) {
    let changed = lang.is_changed()
        || look.is_changed()
        || motion.is_changed()
        || volume.is_changed()
        || vibration.is_changed();
    if !changed && !offered.shared.is_empty() {
        return;
    }
    let now = shared_settings(
        &lang,
        &look,
        &motion,
        &volume,
        &vibration,
        crate::shell::platform::web::can_vibrate(),
    );
    if offered.shared != now {
        offered.shared = now;
    }
}

/// What the mirror changed, each value checked against what is offered, and set as the player's choice.
fn apply(
    mut chosen: MessageReader<Chosen>,
    offered: Res<OfferedSettings>,
    mut lang: ResMut<Lang>,
    mut look: ResMut<Look>,
    mut motion: ResMut<Motion>,
    mut volume: ResMut<Volume>,
    mut vibration: ResMut<Vibration>,
) {
    for Chosen { id, value } in chosen.read() {
        if !offered.shared.iter().any(|s| s.id == id && s.offers(value)) {
            continue;
        }
        let on = value == "true";
        match id.as_str() {
            "language" => {
                if let Some(language) = Language::from_locale(value)
                    && language != lang.language
                {
                    lang.choose(language);
                }
            }
            "text_size" => {
                if let Ok(percent) = value.parse::<u16>()
                    && percent != look.text_size
                {
                    look.choose_text_size(percent);
                }
            }
            "contrast" if on != look.high_contrast => look.choose_contrast(on),
            "motion" if on != motion.reduced => motion.choose(on),
            "vibration" if on != vibration.on => vibration.on = on,
            "volume" => {
                if let Ok(percent) = value.parse::<f32>() {
                    let level = percent / 100.0;
                    if level != volume.level {
                        volume.level = level;
                    }
                }
            }
            "mute" if on != volume.muted => volume.muted = on,
            _ => {}
        }
    }
}
