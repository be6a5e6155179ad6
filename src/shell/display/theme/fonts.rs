//! The game's one typeface, its text sizes, and every character its texts
//! use (laid out ahead so no glyph is drawn blank for a frame).

/// The egui font family of the bold face.
pub fn bold_family() -> bevy_egui::egui::FontFamily {
    bevy_egui::egui::FontFamily::Name("bold".into())
}

/// The game's one typeface, DejaVu Sans (a subset, see `tools/make_fonts.py`),
/// regular and bold, for every text: the panels and the board alike.
pub(super) fn font_definitions() -> bevy_egui::egui::FontDefinitions {
    use bevy_egui::egui::{FontData, FontDefinitions, FontFamily, FontTweak};
    use std::sync::Arc;
    // Glyphs go to whole pixels: each is drawn once per size, so the glyphs
    // warmed ahead (see `warm_glyphs`) are all a text will ever need, and
    // the atlas (which bevy_egui uploads whole whenever it changes) stays put.
    let tweak = FontTweak { subpixel_binning: Some(false), ..FontTweak::default() };
    let mut fonts = FontDefinitions::empty();
    fonts.font_data.insert(
        "regular".into(),
        Arc::new(
            FontData::from_static(include_bytes!("../../../../assets/fonts/DejaVuSans-subset.ttf"))
                .tweak(tweak.clone()),
        ),
    );
    fonts.font_data.insert(
        "bold".into(),
        Arc::new(
            FontData::from_static(include_bytes!("../../../../assets/fonts/DejaVuSans-Bold-subset.ttf"))
                .tweak(tweak),
        ),
    );
    fonts.families.insert(FontFamily::Proportional, vec!["regular".into()]);
    fonts.families.insert(FontFamily::Monospace, vec!["regular".into()]);
    fonts.families.insert(bold_family(), vec!["bold".into(), "regular".into()]);
    fonts
}

/// egui's text sizes, in points, at 100 %.
pub(super) fn text_styles(
    scale: f32,
) -> std::collections::BTreeMap<bevy_egui::egui::TextStyle, bevy_egui::egui::FontId> {
    use bevy_egui::egui::{FontId, TextStyle};
    [
        (TextStyle::Heading, FontId::new(22.0 * scale, bold_family())),
        (TextStyle::Body, FontId::proportional(16.0 * scale)),
        (TextStyle::Button, FontId::proportional(16.0 * scale)),
        (TextStyle::Small, FontId::proportional(13.0 * scale)),
        (TextStyle::Monospace, FontId::monospace(15.0 * scale)),
    ]
    .into()
}

/// The characters the game draws beside its texts' own: ASCII, and the
/// symbols the screens draw themselves.
const SYMBOLS: &str = concat!(
    " !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~",
    "…–—·✓✗✕↻←→↑↓▶◀°‘’‚“”„−×★⚙"
);

/// Every character the game's texts use (every language file's, and
/// [`SYMBOLS`]): rasterised ahead at each size in use, so that a glyph seen
/// for the first time (a new digit on the clock, a letter of a language
/// just chosen) is never drawn blank for a frame while its pixels reach the GPU.
pub(super) static GLYPHS_IN_USE: std::sync::LazyLock<String> = std::sync::LazyLock::new(|| {
    let mut chars: Vec<char> = SYMBOLS.chars().chain(crate::base::i18n::characters().chars()).collect();
    chars.sort_unstable();
    chars.dedup();
    chars.into_iter().collect()
});

/// Lays out [`GLYPHS_IN_USE`] once for each size and face met at the
/// current scale, so their glyphs are in egui's atlas before they are shown.
pub(super) fn warm_glyphs(
    ctx: &bevy_egui::egui::Context,
    sizes: impl IntoIterator<Item = bevy_egui::egui::FontId>,
    warmed: &mut Vec<(u32, bevy_egui::egui::FontFamily, u32)>,
) {
    let scale = (ctx.pixels_per_point() * 100.0).round() as u32;
    for font in sizes {
        let key = ((font.size * 100.0).round() as u32, font.family.clone(), scale);
        if !warmed.contains(&key) {
            warmed.push(key);
            ctx.fonts_mut(|fonts| {
                fonts.layout_no_wrap(GLYPHS_IN_USE.clone(), font, bevy_egui::egui::Color32::WHITE);
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_font_draws_every_character_warmed() {
        use skrifa::MetadataProvider;
        for (face, bytes) in [
            ("regular", &include_bytes!("../../../../assets/fonts/DejaVuSans-subset.ttf")[..]),
            ("bold", &include_bytes!("../../../../assets/fonts/DejaVuSans-Bold-subset.ttf")[..]),
        ] {
            let charmap = skrifa::FontRef::new(bytes).expect("a font").charmap();
            for c in GLYPHS_IN_USE.chars() {
                assert!(
                    charmap.map(c).is_some(),
                    "{face}: {c:?} ({:04X}) is warmed but not in the font",
                    c as u32
                );
            }
        }
    }
}
