//! Colours, images and text styles shared by every screen.
//!
//! The images are drawn white so each use can tint them; they are compiled
//! into the binary, so the game needs no asset folder at run time (natively
//! or on the web) and they are ready on the first frame.

use bevy::asset::RenderAssetUsages;
use bevy::image::{CompressedImageFormats, ImageSampler, ImageType};
use bevy::prelude::*;
use bevy::sprite::{BorderRect, SliceScaleMode, SpriteImageMode, TextureSlicer};
use pegs_engine::tictactoe::Player;

/// Background behind every screen.
pub const BACKGROUND: Color = Color::srgb(0.105, 0.125, 0.165);
/// Main text.
pub const TEXT: Color = Color::srgb(0.93, 0.94, 0.96);
/// Secondary text.
pub const TEXT_DIM: Color = Color::srgb(0.62, 0.66, 0.74);
/// Highlight for what the pointer or keyboard has selected.
pub const ACCENT: Color = Color::srgb(1.0, 0.80, 0.30);
/// Messages about refused moves.
pub const WARNING: Color = Color::srgb(1.0, 0.47, 0.42);
/// Cards, boards and panels.
pub const SURFACE: Color = Color::srgb(0.17, 0.20, 0.26);
/// A lighter surface for hovered cards.
pub const SURFACE_HOVER: Color = Color::srgb(0.22, 0.26, 0.34);
/// Crosses.
pub const X_COLOUR: Color = Color::srgb(0.98, 0.42, 0.38);
/// Noughts.
pub const O_COLOUR: Color = Color::srgb(0.30, 0.75, 0.93);

/// The disks' colours, smallest first and again from the eighth: the
/// Okabe–Ito palette, which people with any common colour-vision
/// deficiency can tell apart, in an order that keeps neighbouring disks
/// distinct for them too (see the tests). Each disk also carries its number.
pub const DISK_PALETTE: [Color; 7] = [
    Color::srgb_u8(86, 180, 233),  // sky blue
    Color::srgb_u8(230, 159, 0),   // orange
    Color::srgb_u8(0, 158, 115),   // bluish green
    Color::srgb_u8(240, 228, 66),  // yellow
    Color::srgb_u8(204, 121, 167), // reddish purple
    Color::srgb_u8(213, 94, 0),    // vermillion
    Color::srgb_u8(0, 114, 178),   // blue
];

/// The colour of `disk` (1 = smallest); the same in every tower.
pub fn disk_colour(disk: u8, _disks: usize) -> Color {
    DISK_PALETTE[(disk.max(1) as usize - 1) % DISK_PALETTE.len()]
}

/// Relative luminance (WCAG 2) of a colour.
pub fn luminance(colour: Color) -> f32 {
    let c = colour.to_linear();
    0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue
}

/// Contrast ratio (WCAG 2) of two colours, 1 to 21.
pub fn contrast(a: Color, b: Color) -> f32 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// Dark ink for writing on light colours.
pub const INK_DARK: Color = Color::srgb(0.07, 0.08, 0.10);

/// The ink that reads best on `colour`: dark or white.
pub fn ink_on(colour: Color) -> Color {
    if contrast(INK_DARK, colour) >= contrast(Color::WHITE, colour) { INK_DARK } else { Color::WHITE }
}

/// The colour of `player`'s stones.
pub fn stone_colour(player: Player) -> Color {
    match player {
        Player::X => X_COLOUR,
        Player::O => O_COLOUR,
    }
}

/// The game's sprite images.
#[derive(Resource, Clone, Debug)]
pub struct GameImages {
    /// A rounded disk, shaded; sliced horizontally.
    pub disk: Handle<Image>,
    /// A peg; sliced vertically.
    pub peg: Handle<Image>,
    /// The base the pegs stand on.
    pub base: Handle<Image>,
    /// A rounded panel.
    pub card: Handle<Image>,
    /// A board cell.
    pub cell: Handle<Image>,
    /// A cross stone.
    pub stone_x: Handle<Image>,
    /// A nought stone.
    pub stone_o: Handle<Image>,
    /// A rounded bar, for lines.
    pub bar: Handle<Image>,
    /// A soft round light, for celebrations.
    pub spark: Handle<Image>,
}

fn decode(images: &mut Assets<Image>, name: &str, bytes: &[u8]) -> Handle<Image> {
    match Image::from_buffer(
        bytes,
        ImageType::Extension("png"),
        CompressedImageFormats::NONE,
        true,
        ImageSampler::linear(),
        // Kept in the main world too: sprite picking reads the alpha of the pixels under the pointer.
        RenderAssetUsages::default(),
    ) {
        Ok(image) => images.add(image),
        Err(e) => {
            error!("image {name} could not be decoded: {e}");
            Handle::default()
        }
    }
}

impl FromWorld for GameImages {
    fn from_world(world: &mut World) -> Self {
        let mut images = world.resource_mut::<Assets<Image>>();
        macro_rules! png {
            ($name:literal) => {
                decode(&mut images, $name, include_bytes!(concat!("../assets/images/", $name, ".png")))
            };
        }
        Self {
            disk: png!("disk"),
            peg: png!("peg"),
            base: png!("base"),
            card: png!("card"),
            cell: png!("cell"),
            stone_x: png!("stone_x"),
            stone_o: png!("stone_o"),
            bar: png!("bar"),
            spark: png!("spark"),
        }
    }
}

/// The image of `player`'s stones.
pub fn stone_image(images: &GameImages, player: Player) -> Handle<Image> {
    match player {
        Player::X => images.stone_x.clone(),
        Player::O => images.stone_o.clone(),
    }
}

/// A sprite of `image` stretched to `size` with its corners (`border` pixels) kept sharp.
pub fn sliced(image: &Handle<Image>, size: Vec2, border: f32, colour: Color) -> Sprite {
    sliced_with(image, size, BorderRect::all(border), colour)
}

/// A sprite of `image` stretched to `size`, keeping the given borders unstretched.
pub fn sliced_with(image: &Handle<Image>, size: Vec2, border: BorderRect, colour: Color) -> Sprite {
    Sprite {
        image: image.clone(),
        custom_size: Some(size),
        color: colour,
        image_mode: SpriteImageMode::Sliced(TextureSlicer {
            border,
            center_scale_mode: SliceScaleMode::Stretch,
            sides_scale_mode: SliceScaleMode::Stretch,
            max_corner_scale: 1.0,
        }),
        ..default()
    }
}

/// Text shown in the world, at `size` world units. egui paints it at the
/// size it appears on screen, so it stays crisp at any window size, in the
/// same typeface as the panels.
#[derive(Component, Clone, Debug, PartialEq)]
#[require(Transform, Visibility)]
pub struct WorldText {
    /// What it says; `\n` starts a new line. Lines are centred on the entity.
    pub text: String,
    /// Height of the letters in world units.
    pub size: f32,
    /// Its colour (alpha included).
    pub colour: Color,
    /// Bold face.
    pub bold: bool,
    /// The entity marks the top of the text rather than its centre (text of
    /// several lines then grows downwards).
    pub hangs: bool,
    /// Longest line, in world units, before the text wraps.
    pub wrap: Option<f32>,
}

impl WorldText {
    /// Replaces the text if it differs (so change detection sees real changes only).
    pub fn set(&mut self, text: &str) {
        if self.text != text {
            text.clone_into(&mut self.text);
        }
    }
}

/// Text in the world at `size` units.
pub fn label(text: impl Into<String>, size: f32, colour: Color) -> WorldText {
    WorldText { text: text.into(), size, colour, bold: false, hangs: false, wrap: None }
}

/// Bold text in the world at `size` units.
pub fn title(text: impl Into<String>, size: f32, colour: Color) -> WorldText {
    WorldText { text: text.into(), size, colour, bold: true, hangs: false, wrap: None }
}

/// The egui font family of the bold face.
pub fn bold_family() -> bevy_egui::egui::FontFamily {
    bevy_egui::egui::FontFamily::Name("bold".into())
}

/// The game's one typeface, DejaVu Sans (a subset, see `tools/make_fonts.py`),
/// regular and bold, for every text: the panels and the board alike.
pub(crate) fn font_definitions() -> bevy_egui::egui::FontDefinitions {
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
            FontData::from_static(include_bytes!("../assets/fonts/DejaVuSans-subset.ttf"))
                .tweak(tweak.clone()),
        ),
    );
    fonts.font_data.insert(
        "bold".into(),
        Arc::new(
            FontData::from_static(include_bytes!("../assets/fonts/DejaVuSans-Bold-subset.ttf")).tweak(tweak),
        ),
    );
    fonts.families.insert(FontFamily::Proportional, vec!["regular".into()]);
    fonts.families.insert(FontFamily::Monospace, vec!["regular".into()]);
    fonts.families.insert(bold_family(), vec!["bold".into(), "regular".into()]);
    fonts
}

/// Gives each new egui context the game's fonts and style before its first
/// pass begins, so no frame lays out text without them.
fn prepare_egui_contexts(mut contexts: Query<&mut bevy_egui::EguiContext, Added<bevy_egui::EguiContext>>) {
    use bevy_egui::egui::{self, FontId, TextStyle};
    for mut context in &mut contexts {
        let ctx = context.get_mut();
        ctx.set_fonts(font_definitions());
        ctx.set_visuals(egui::Visuals::dark());
        ctx.all_styles_mut(|style| {
            style.text_styles = [
                (TextStyle::Heading, FontId::new(22.0, bold_family())),
                (TextStyle::Body, FontId::proportional(16.0)),
                (TextStyle::Button, FontId::proportional(16.0)),
                (TextStyle::Small, FontId::proportional(13.0)),
                (TextStyle::Monospace, FontId::monospace(15.0)),
            ]
            .into();
            style.spacing.button_padding = egui::vec2(10.0, 5.0);
        });
    }
}

/// egui's colour for a Bevy colour.
pub fn egui_colour(colour: Color) -> bevy_egui::egui::Color32 {
    let [r, g, b, a] = colour.to_srgba().to_u8_array();
    bevy_egui::egui::Color32::from_rgba_unmultiplied(r, g, b, a)
}

/// Every character the game's texts use: rasterised ahead at each size in
/// use, so that a glyph seen for the first time (a new digit on the clock)
/// is never drawn blank for a frame while its pixels reach the GPU.
pub(crate) const GLYPHS_IN_USE: &str = concat!(
    " !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~",
    "ÄÖÜäöüßÑñÁÉÍÓÚáéíóúü¿¡«»…–—·✓←→↑↓▶◀°‘’‚“”„−×"
);

/// Lays out [`GLYPHS_IN_USE`] once for each size and face met at the
/// current scale, so their glyphs are in egui's atlas before they are shown.
fn warm_glyphs(
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
                fonts.layout_no_wrap(GLYPHS_IN_USE.to_string(), font, bevy_egui::egui::Color32::WHITE);
            });
        }
    }
}

/// Paints every visible [`WorldText`] where its entity is, back to front,
/// under egui's windows and panels.
fn paint_world_texts(
    mut contexts: bevy_egui::EguiContexts,
    view: Res<crate::view::View>,
    camera: Single<(&Camera, &GlobalTransform)>,
    texts: Query<(&WorldText, &GlobalTransform, &InheritedVisibility)>,
    mut warmed: Local<Vec<(u32, bevy_egui::egui::FontFamily, u32)>>,
) -> Result {
    use bevy_egui::egui;
    let ctx = contexts.ctx_mut()?;
    let (camera, eye) = *camera;
    let zoom = ctx.zoom_factor();
    let (Ok(origin), Ok(unit)) =
        (camera.world_to_viewport(eye, Vec3::ZERO), camera.world_to_viewport(eye, Vec3::X))
    else {
        return Ok(());
    };
    // egui points per world unit.
    let scale = (unit.x - origin.x) / zoom;
    let styles: Vec<_> = ctx.global_style().text_styles.values().cloned().collect();
    // In portrait the board is small: its texts keep a readable size.
    let floor = view.text_floor / zoom;
    let size_of = |t: &WorldText, at: &GlobalTransform| (t.size * scale * at.scale().y).max(floor);
    let world_sizes = texts.iter().map(|(t, at, _)| {
        let family = if t.bold { bold_family() } else { egui::FontFamily::Proportional };
        egui::FontId::new(size_of(t, at), family)
    });
    warm_glyphs(ctx, styles.into_iter().chain(world_sizes), &mut warmed);
    let painter = ctx.layer_painter(egui::LayerId::new(egui::Order::Background, egui::Id::new("world_text")));
    let mut shown: Vec<_> = texts
        .iter()
        .filter(|(t, _, visible)| visible.get() && !t.text.is_empty() && t.colour.alpha() > 0.0)
        .collect();
    shown.sort_by(|a, b| a.1.translation().z.total_cmp(&b.1.translation().z));
    for (text, at, _) in shown {
        let Ok(centre) = camera.world_to_viewport(eye, at.translation()) else { continue };
        let size = size_of(text, at);
        if size < 1.0 {
            continue;
        }
        let family = if text.bold { bold_family() } else { egui::FontFamily::Proportional };
        let mut job = egui::text::LayoutJob::simple(
            text.text.clone(),
            egui::FontId::new(size, family),
            egui_colour(text.colour),
            text.wrap.map_or(f32::INFINITY, |w| w * scale),
        );
        job.halign = egui::Align::Center;
        let galley = painter.layout_job(job);
        let at = egui::pos2(centre.x / zoom, centre.y / zoom);
        let anchor = if text.hangs { galley.rect.center_top() } else { galley.rect.center() };
        painter.galley(at - anchor.to_vec2(), galley, egui_colour(text.colour));
    }
    Ok(())
}

/// Registers the images and the background colour.
pub(crate) fn plugin(app: &mut App) {
    app.insert_resource(ClearColor(BACKGROUND))
        .init_resource::<GameImages>()
        .add_systems(
            PreUpdate,
            prepare_egui_contexts
                .after(bevy_egui::EguiPreUpdateSet::InitContexts)
                .before(bevy_egui::EguiPreUpdateSet::BeginPass),
        )
        .add_systems(bevy_egui::EguiPrimaryContextPass, paint_world_texts);
}

pub use crate::view::PANEL_WIDTH;

/// The panel of a game screen: on the right in landscape, under the board in portrait.
pub fn ui_panel(
    ctx: &bevy_egui::egui::Context,
    id: &'static str,
    view: &crate::view::View,
    add_contents: impl FnOnce(&mut bevy_egui::egui::Ui),
) {
    use bevy_egui::egui;
    let mut root = egui::Ui::new(
        ctx.clone(),
        egui::Id::new((id, "root")),
        egui::UiBuilder::new().layer_id(egui::LayerId::background()).max_rect(ctx.viewport_rect()),
    );
    let frame = egui::Frame::new()
        .fill(egui::Color32::from_rgb(34, 40, 52))
        .inner_margin(egui::Margin::symmetric(16, 14));
    let panel = if view.portrait {
        egui::Panel::bottom(id).exact_size((view.panel_height / view.zoom).max(120.0))
    } else {
        egui::Panel::right(id).exact_size(PANEL_WIDTH)
    };
    panel.resizable(false).show_separator_line(false).frame(frame).show(&mut root, |ui| {
        // Everything fits at 1280 × 720 in every language; smaller windows scroll.
        egui::ScrollArea::vertical().auto_shrink([false, false]).show(ui, |ui| {
            ui.spacing_mut().item_spacing = egui::vec2(8.0, 7.0);
            add_contents(ui);
        });
    });
}

#[cfg(test)]
mod tests {
    //! Colours every player can read: WCAG contrast of the texts and the
    //! pieces, and pieces that stay apart under simulated colour blindness
    //! (Machado, Oliveira and Fernandes 2009, full severity).

    use super::*;

    /// The panel's fill (egui), as a colour.
    const PANEL: Color = Color::srgb_u8(34, 40, 52);

    #[test]
    fn every_text_reads_on_every_background_it_is_drawn_on() {
        for (name, text) in [("text", TEXT), ("dim text", TEXT_DIM), ("accent", ACCENT), ("warning", WARNING)]
        {
            for (ground, back) in [("background", BACKGROUND), ("surface", SURFACE), ("panel", PANEL)] {
                let ratio = contrast(text, back);
                assert!(ratio >= 4.5, "{name} on the {ground}: {ratio:.2}:1 is under 4.5:1");
            }
        }
        // The numbers on the disks.
        for (i, &disk) in DISK_PALETTE.iter().enumerate() {
            let ratio = contrast(ink_on(disk), disk);
            assert!(ratio >= 4.5, "the number on disk colour {i}: {ratio:.2}:1");
        }
    }

    #[test]
    fn pieces_stand_out_from_the_board() {
        for (i, &disk) in DISK_PALETTE.iter().enumerate() {
            let ratio = contrast(disk, BACKGROUND);
            assert!(ratio >= 3.0, "disk colour {i} on the background: {ratio:.2}:1");
        }
        for (name, stone) in [("X", X_COLOUR), ("O", O_COLOUR)] {
            let ratio = contrast(stone, SURFACE_HOVER);
            assert!(ratio >= 3.0, "{name} on its cell: {ratio:.2}:1");
        }
    }

    /// Machado 2009 matrices (severity 1), on linear RGB.
    const SIMULATIONS: [(&str, [[f32; 3]; 3]); 3] = [
        (
            "protanopia",
            [
                [0.152286, 1.052583, -0.204868],
                [0.114503, 0.786281, 0.099216],
                [-0.003882, -0.048116, 1.051998],
            ],
        ),
        (
            "deuteranopia",
            [
                [0.367322, 0.860646, -0.227968],
                [0.280085, 0.672501, 0.047413],
                [-0.011820, 0.042940, 0.968881],
            ],
        ),
        (
            "tritanopia",
            [
                [1.255528, -0.076749, -0.178779],
                [-0.078411, 0.930809, 0.147602],
                [0.004733, 0.691367, 0.303900],
            ],
        ),
    ];

    fn seen_as(colour: Color, m: &[[f32; 3]; 3]) -> Color {
        let c = colour.to_linear();
        let v = [c.red, c.green, c.blue];
        let row = |r: &[f32; 3]| (r[0] * v[0] + r[1] * v[1] + r[2] * v[2]).clamp(0.0, 1.0);
        Color::linear_rgb(row(&m[0]), row(&m[1]), row(&m[2]))
    }

    /// CIE76 colour difference.
    fn difference(a: Color, b: Color) -> f32 {
        let (a, b) = (Laba::from(a), Laba::from(b));
        // Bevy's Lab has L in 0–1.5 and a, b scaled alike: back to the usual 0–100 scale.
        ((a.lightness - b.lightness).powi(2) + (a.a - b.a).powi(2) + (a.b - b.b).powi(2)).sqrt() * 100.0
    }

    #[test]
    fn neighbouring_disks_and_the_two_sides_differ_for_colour_blind_eyes() {
        // Every pair of neighbours in a tower of 12 (the palette's wrap included).
        for disk in 1..12u8 {
            let (a, b) = (disk_colour(disk, 12), disk_colour(disk + 1, 12));
            for (name, m) in &SIMULATIONS {
                let d = difference(seen_as(a, m), seen_as(b, m));
                assert!(d >= 20.0, "disks {disk} and {} under {name}: ΔE {d:.1}", disk + 1);
            }
        }
        for (name, m) in &SIMULATIONS {
            let d = difference(seen_as(X_COLOUR, m), seen_as(O_COLOUR, m));
            assert!(d >= 20.0, "X and O under {name}: ΔE {d:.1}");
        }
    }

    #[test]
    fn the_simulation_sees_red_and_green_alike_without_red_cones() {
        // The check above could pass with a broken simulation; this pair must collapse.
        let (red, green) = (Color::srgb_u8(200, 80, 60), Color::srgb_u8(110, 120, 50));
        assert!(difference(red, green) > 30.0);
        assert!(difference(seen_as(red, &SIMULATIONS[1].1), seen_as(green, &SIMULATIONS[1].1)) < 15.0);
    }
}
