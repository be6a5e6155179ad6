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

/// The colours of the game, by what they are for. Two exist: the usual
/// one and a high-contrast one (black ground, white text, brighter pieces)
/// for players who need stronger contrast; the player chooses (`look.rs`).
/// Sprites and texts that keep one colour carry a [`Paint`] and are
/// repainted when the palette changes; what changes colour as it is
/// played reads the palette each time.
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
pub struct Palette {
    /// Background behind every screen.
    pub background: Color,
    /// Main text.
    pub text: Color,
    /// Secondary text.
    pub text_dim: Color,
    /// Highlight for what the pointer or keyboard has selected.
    pub accent: Color,
    /// Messages about refused moves.
    pub warning: Color,
    /// Cards and boards.
    pub surface: Color,
    /// A lighter surface: cells, hovered cards.
    pub surface_hover: Color,
    /// The panels' fill.
    pub panel: Color,
    /// Crosses.
    pub x: Color,
    /// Noughts.
    pub o: Color,
    /// Whether this is the high-contrast palette.
    pub high_contrast: bool,
}

impl Palette {
    /// The usual colours.
    pub const NORMAL: Self = Self {
        background: Color::srgb(0.105, 0.125, 0.165),
        text: Color::srgb(0.93, 0.94, 0.96),
        text_dim: Color::srgb(0.66, 0.70, 0.78),
        accent: Color::srgb(1.0, 0.80, 0.30),
        warning: Color::srgb(1.0, 0.58, 0.52),
        surface: Color::srgb(0.17, 0.20, 0.26),
        surface_hover: Color::srgb(0.22, 0.26, 0.34),
        panel: Color::srgb(0.133, 0.157, 0.204),
        x: Color::srgb(0.98, 0.42, 0.38),
        o: Color::srgb(0.30, 0.75, 0.93),
        high_contrast: false,
    };

    /// High contrast: black ground, white text, every text at least 7:1
    /// (WCAG AAA) on what it is drawn on, and brighter pieces.
    pub const HIGH_CONTRAST: Self = Self {
        background: Color::BLACK,
        text: Color::WHITE,
        text_dim: Color::srgb(0.86, 0.88, 0.92),
        accent: Color::srgb(1.0, 0.86, 0.0),
        warning: Color::srgb(1.0, 0.66, 0.60),
        surface: Color::srgb(0.10, 0.11, 0.13),
        surface_hover: Color::srgb(0.17, 0.18, 0.21),
        panel: Color::srgb(0.04, 0.04, 0.05),
        x: Color::srgb(1.0, 0.55, 0.45),
        o: Color::srgb(0.35, 0.85, 1.0),
        high_contrast: true,
    };

    /// The palette for a choice of contrast.
    pub fn for_contrast(high: bool) -> Self {
        if high { Self::HIGH_CONTRAST } else { Self::NORMAL }
    }

    /// The colour of a part of the palette.
    pub fn ink(&self, ink: Ink) -> Color {
        match ink {
            Ink::Text => self.text,
            Ink::TextDim => self.text_dim,
            Ink::Accent => self.accent,
            Ink::Surface => self.surface,
            Ink::SurfaceHover => self.surface_hover,
            Ink::Raised => self.surface_hover.mix(&Color::WHITE, 0.08),
            Ink::Stone(player) => self.stone(player),
        }
    }

    /// The colour of `player`'s stones.
    pub fn stone(&self, player: Player) -> Color {
        match player {
            Player::X => self.x,
            Player::O => self.o,
        }
    }

    /// egui's look for this palette: dark, with the palette's panel, text
    /// and accent, and in high contrast stronger outlines on every control.
    pub fn egui_visuals(&self) -> bevy_egui::egui::Visuals {
        use bevy_egui::egui::{Color32, Stroke, Visuals};
        let mut visuals = Visuals::dark();
        visuals.panel_fill = egui_colour(self.panel);
        visuals.window_fill = egui_colour(self.panel);
        visuals.hyperlink_color = egui_colour(self.accent);
        visuals.warn_fg_color = egui_colour(self.accent);
        visuals.error_fg_color = egui_colour(self.warning);
        if self.high_contrast {
            visuals.override_text_color = Some(Color32::WHITE);
            visuals.extreme_bg_color = Color32::BLACK;
            visuals.window_stroke = Stroke::new(2.0, Color32::WHITE);
            visuals.selection.stroke = Stroke::new(2.0, Color32::BLACK);
            // White on this blue: 7:1.
            visuals.selection.bg_fill = Color32::from_rgb(0, 90, 160);
            let outline = Stroke::new(1.5, Color32::from_gray(230));
            let widgets = &mut visuals.widgets;
            for w in [
                &mut widgets.noninteractive,
                &mut widgets.inactive,
                &mut widgets.hovered,
                &mut widgets.active,
            ] {
                w.fg_stroke.color = Color32::WHITE;
            }
            widgets.noninteractive.bg_stroke = Stroke::new(1.0, Color32::from_gray(170));
            widgets.inactive.bg_stroke = outline;
            widgets.inactive.bg_fill = Color32::from_gray(20);
            widgets.inactive.weak_bg_fill = Color32::from_gray(20);
            widgets.hovered.bg_stroke = Stroke::new(2.0, egui_colour(self.accent));
            widgets.active.bg_stroke = Stroke::new(2.5, egui_colour(self.accent));
        }
        visuals
    }
}

impl Default for Palette {
    fn default() -> Self {
        Self::NORMAL
    }
}

/// A part of the palette, for [`Paint`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ink {
    /// [`Palette::text`].
    Text,
    /// [`Palette::text_dim`].
    TextDim,
    /// [`Palette::accent`].
    Accent,
    /// [`Palette::surface`].
    Surface,
    /// [`Palette::surface_hover`].
    SurfaceHover,
    /// A button on a card: a little lighter than [`Palette::surface_hover`].
    Raised,
    /// A player's stones.
    Stone(Player),
}

/// A sprite or world text drawn in one part of the palette: repainted (its
/// alpha kept) when the palette changes.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Paint(pub Ink);

/// Repaints what carries a [`Paint`], and the background, when the palette changes.
fn repaint(
    palette: Res<Palette>,
    mut clear: ResMut<ClearColor>,
    mut sprites: Query<(&Paint, &mut Sprite)>,
    mut texts: Query<(&Paint, &mut WorldText)>,
) {
    if !palette.is_changed() {
        return;
    }
    clear.0 = palette.background;
    for (paint, mut sprite) in &mut sprites {
        let alpha = sprite.color.alpha();
        sprite.color = palette.ink(paint.0).with_alpha(alpha);
    }
    for (paint, mut text) in &mut texts {
        let alpha = text.colour.alpha();
        text.colour = palette.ink(paint.0).with_alpha(alpha);
    }
}

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
    /// The box, in world units, the text must stay inside (a label in a
    /// cell, a number on a disk): the player's larger text grows it only
    /// as far as it fits, never below its usual size.
    pub fits: Option<Vec2>,
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
    WorldText { text: text.into(), size, colour, bold: false, hangs: false, wrap: None, fits: None }
}

/// Bold text in the world at `size` units.
pub fn title(text: impl Into<String>, size: f32, colour: Color) -> WorldText {
    WorldText { text: text.into(), size, colour, bold: true, hangs: false, wrap: None, fits: None }
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

/// egui's text sizes, in points, at 100 %.
fn text_styles(
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

/// The frame from which [`GLYPHS_IN_USE`] are warmed: the first two
/// frames (the first picture the player sees) lay out only their own texts.
const WARM_FROM_FRAME: u32 = 3;

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

/// Sizes of board texts are kept to steps of this many points: a label
/// that grows or squashes with its piece meets a handful of sizes, not a
/// new one every frame (each new size adds glyphs to egui's atlas, and
/// every change of the atlas sends the whole of it to the GPU again).
const TEXT_SIZE_STEP: f32 = 0.5;

/// What [`paint_world_texts`] knows of the characters warmed: each size,
/// face and scale warmed, and the board's text sizes in the last frame.
#[derive(Default)]
struct Warmth {
    warmed: Vec<(u32, bevy_egui::egui::FontFamily, u32)>,
    last_sizes: Vec<bevy_egui::egui::FontId>,
}

/// Paints every visible [`WorldText`] where its entity is, back to front,
/// under egui's windows and panels. The characters in use are warmed at
/// the panels' sizes and at each board text size that holds for two frames
/// running (a size met only in passing, while a piece lands, is not).
fn paint_world_texts(
    mut contexts: bevy_egui::EguiContexts,
    view: Res<crate::view::View>,
    text_scale: Res<TextScale>,
    camera: Single<(&Camera, &GlobalTransform)>,
    texts: Query<(&WorldText, &GlobalTransform, &InheritedVisibility)>,
    (frames, mut wake): (Res<bevy::diagnostic::FrameCount>, ResMut<crate::frames::Wake>),
    mut warmth: Local<Warmth>,
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
    // In portrait the board is small: its texts keep a readable size.
    let floor = view.text_floor / zoom;
    // The player's text size enlarges them (their wrap widths stay: longer texts wrap sooner).
    let larger = text_scale.0;
    let stepped = |size: f32| (size / TEXT_SIZE_STEP).round() * TEXT_SIZE_STEP;
    let size_of =
        |t: &WorldText, at: &GlobalTransform| stepped((t.size * larger * scale * at.scale().y).max(floor));
    let painter = ctx.layer_painter(egui::LayerId::new(egui::Order::Background, egui::Id::new("world_text")));
    let mut shown: Vec<_> = texts
        .iter()
        .filter(|(t, _, visible)| visible.get() && !t.text.is_empty() && t.colour.alpha() > 0.0)
        .collect();
    shown.sort_by(|a, b| a.1.translation().z.total_cmp(&b.1.translation().z));
    let mut sizes = Vec::new();
    for (text, at, _) in shown {
        let Ok(centre) = camera.world_to_viewport(eye, at.translation()) else { continue };
        let mut size = size_of(text, at);
        if size < 1.0 {
            continue;
        }
        let family = if text.bold { bold_family() } else { egui::FontFamily::Proportional };
        let layout = |size: f32| {
            let mut job = egui::text::LayoutJob::simple(
                text.text.clone(),
                egui::FontId::new(size, family.clone()),
                egui_colour(text.colour),
                text.wrap.map_or(f32::INFINITY, |w| w * scale),
            );
            job.halign = egui::Align::Center;
            painter.layout_job(job)
        };
        let mut galley = layout(size);
        if let Some(room) = text.fits {
            // Larger text shrinks back, in steps, until it fits its box (or
            // is at its usual size; where a readable floor holds, at most a
            // fifth below the floor).
            let room = room * scale * at.scale().y;
            let least = stepped((text.size * scale * at.scale().y).max(floor * 0.8));
            while size > least && (galley.size().x > room.x + 0.5 || galley.size().y > room.y + 0.5) {
                size = stepped(size * 0.9).max(least);
                galley = layout(size);
            }
        }
        let font = egui::FontId::new(size, family);
        if !sizes.contains(&font) {
            sizes.push(font);
        }
        let at = egui::pos2(centre.x / zoom, centre.y / zoom);
        let anchor = if text.hangs { galley.rect.center_top() } else { galley.rect.center() };
        painter.galley(at - anchor.to_vec2(), galley, egui_colour(text.colour));
    }
    // The first frames lay out only what they show; the rest of the
    // characters are warmed once those frames are on screen.
    if frames.0 < WARM_FROM_FRAME {
        wake.now("characters to warm after the first frames");
    } else {
        let styles: Vec<_> = ctx.global_style().text_styles.values().cloned().collect();
        let Warmth { warmed, last_sizes } = &mut *warmth;
        let steady = sizes.iter().filter(|font| last_sizes.contains(font)).cloned();
        warm_glyphs(ctx, styles.into_iter().chain(steady), warmed);
    }
    warmth.last_sizes = sizes;
    Ok(())
}

/// Registers the images and the background colour.
pub(crate) fn plugin(app: &mut App) {
    app.insert_resource(ClearColor(Palette::NORMAL.background))
        .init_resource::<GameImages>()
        .init_resource::<Palette>()
        .add_systems(PostUpdate, repaint)
        .add_systems(
            PreUpdate,
            style_egui_contexts
                .after(bevy_egui::EguiPreUpdateSet::InitContexts)
                .before(bevy_egui::EguiPreUpdateSet::BeginPass),
        )
        .add_systems(bevy_egui::EguiPrimaryContextPass, paint_world_texts)
        // egui's texture changes (new glyphs in its atlas, or a grown atlas)
        // are announced to the renderer in the frame they are made: without
        // this order the image's change event may wait a frame, and letters
        // laid out for the first time would be drawn blank for that frame.
        .configure_sets(
            PostUpdate,
            bevy_egui::EguiPostUpdateSet::PostProcessOutput.before(bevy::asset::AssetEventSystems),
        )
        // egui's pass runs once this frame's places and visibility are known,
        // so a board text is painted where its piece is drawn in the same
        // frame, from the first frame on (before, texts trailed their pieces
        // by a frame and the first frame had none).
        .configure_sets(
            PostUpdate,
            bevy_egui::EguiPostUpdateSet::EndPass
                .after(bevy::transform::TransformSystems::Propagate)
                .after(bevy::camera::visibility::VisibilitySystems::VisibilityPropagate)
                .after(bevy::camera::CameraUpdateSystems),
        );
}

pub use crate::view::{PANEL_WIDTH, TextScale};

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

#[cfg(test)]
mod tests {
    //! Colours every player can read: WCAG contrast of the texts and the
    //! pieces, and pieces that stay apart under simulated colour blindness
    //! (Machado, Oliveira and Fernandes 2009, full severity).

    use super::*;

    const PALETTES: [(&str, Palette); 2] =
        [("usual", Palette::NORMAL), ("high contrast", Palette::HIGH_CONTRAST)];

    #[test]
    fn every_text_reads_on_every_background_it_is_drawn_on() {
        for (look, p) in PALETTES {
            // WCAG AA in the usual palette, AAA (7:1) in high contrast.
            let least = if p.high_contrast { 7.0 } else { 4.5 };
            let texts =
                [("text", p.text), ("dim text", p.text_dim), ("accent", p.accent), ("warning", p.warning)];
            for (name, text) in texts {
                let grounds = [
                    ("background", p.background),
                    ("surface", p.surface),
                    ("cell", p.surface_hover),
                    ("panel", p.panel),
                ];
                for (ground, back) in grounds {
                    let ratio = contrast(text, back);
                    assert!(
                        ratio >= least,
                        "{look}: {name} on the {ground}: {ratio:.2}:1 is under {least}:1"
                    );
                }
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
        for (look, p) in PALETTES {
            for (i, &disk) in DISK_PALETTE.iter().enumerate() {
                let ratio = contrast(disk, p.background);
                assert!(ratio >= 3.0, "{look}: disk colour {i} on the background: {ratio:.2}:1");
            }
            let least = if p.high_contrast { 4.5 } else { 3.0 };
            for (name, stone) in [("X", p.x), ("O", p.o)] {
                let ratio = contrast(stone, p.surface_hover);
                assert!(ratio >= least, "{look}: {name} on its cell: {ratio:.2}:1");
            }
        }
    }

    #[test]
    fn high_contrast_is_stronger_than_the_usual_look() {
        let (n, h) = (Palette::NORMAL, Palette::HIGH_CONTRAST);
        assert!(contrast(h.text, h.background) > contrast(n.text, n.background));
        assert!(contrast(h.text_dim, h.panel) > contrast(n.text_dim, n.panel));
        assert!(contrast(h.x, h.surface_hover) > contrast(n.x, n.surface_hover));
        assert!(contrast(h.o, h.surface_hover) > contrast(n.o, n.surface_hover));
        let visuals = h.egui_visuals();
        assert_eq!(visuals.override_text_color, Some(bevy_egui::egui::Color32::WHITE));
        assert!(
            visuals.widgets.inactive.bg_stroke.width
                > Palette::NORMAL.egui_visuals().widgets.inactive.bg_stroke.width
        );
        assert_eq!(visuals.panel_fill, egui_colour(h.panel));
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
        for (look, p) in PALETTES {
            for (name, m) in &SIMULATIONS {
                let d = difference(seen_as(p.x, m), seen_as(p.o, m));
                assert!(d >= 20.0, "{look}: X and O under {name}: ΔE {d:.1}");
            }
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
