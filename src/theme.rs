//! Colours, images and text styles shared by every screen.
//!
//! The images are drawn white so each use can tint them; they are compiled
//! into the binary, so the game needs no asset folder at run time (natively
//! or on the web) and they are ready on the first frame.

use bevy::asset::{AssetId, RenderAssetUsages};
use bevy::image::{CompressedImageFormats, ImageSampler, ImageType};
use bevy::prelude::*;
use bevy::sprite::{BorderRect, SliceScaleMode, SpriteImageMode, TextureSlicer};

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
        }
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

/// The bold face, for titles (the regular face is the default font).
pub const BOLD: Handle<Font> = bevy::asset::uuid_handle!("6c1f3d52-58a1-4c47-9d0e-2b7f5e0a9c31");

/// Installs the game's typeface, DejaVu Sans (a subset: Latin, punctuation,
/// arrows), as the default font and as [`BOLD`].
fn install_fonts(app: &mut App) {
    let mut fonts = app.world_mut().resource_mut::<Assets<Font>>();
    let regular = Font::from_bytes(include_bytes!("../assets/fonts/DejaVuSans-subset.ttf").to_vec());
    let bold = Font::from_bytes(include_bytes!("../assets/fonts/DejaVuSans-Bold-subset.ttf").to_vec());
    for (id, font) in [(AssetId::default(), regular), (BOLD.id(), bold)] {
        if let Err(e) = fonts.insert(id, font) {
            error!("font could not be installed: {e}");
        }
    }
}

/// Text in the world at `size` units.
pub fn label(text: impl Into<String>, size: f32, colour: Color) -> impl Bundle {
    (Text2d::new(text), TextFont::from_font_size(size), TextColor(colour), Pickable::IGNORE)
}

/// Bold text in the world at `size` units.
pub fn title(text: impl Into<String>, size: f32, colour: Color) -> impl Bundle {
    (
        Text2d::new(text),
        TextFont { font: BOLD.into(), ..TextFont::from_font_size(size) },
        TextColor(colour),
        Pickable::IGNORE,
    )
}

/// Registers the images and the background colour.
pub(crate) fn plugin(app: &mut App) {
    install_fonts(app);
    app.insert_resource(ClearColor(BACKGROUND))
        .init_resource::<GameImages>()
        .add_systems(bevy_egui::EguiPrimaryContextPass, style_egui);
}

/// Width of the side panel of a game screen, in egui points (world units at any window size).
pub const PANEL_WIDTH: f32 = 300.0;

/// The side panel of a game screen, on the right.
pub fn ui_panel(
    ctx: &bevy_egui::egui::Context,
    id: &'static str,
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
    egui::Panel::right(id)
        .exact_size(PANEL_WIDTH)
        .resizable(false)
        .show_separator_line(false)
        .frame(frame)
        .show(&mut root, |ui| {
            ui.spacing_mut().item_spacing = egui::vec2(8.0, 8.0);
            add_contents(ui);
        });
}

/// Larger text and the game's colours for egui, once.
fn style_egui(mut contexts: bevy_egui::EguiContexts, mut done: Local<bool>) -> Result {
    use bevy_egui::egui::{self, FontId, TextStyle};
    if *done {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    ctx.set_visuals(egui::Visuals::dark());
    ctx.all_styles_mut(|style| {
        style.text_styles = [
            (TextStyle::Heading, FontId::proportional(24.0)),
            (TextStyle::Body, FontId::proportional(16.0)),
            (TextStyle::Button, FontId::proportional(16.0)),
            (TextStyle::Small, FontId::proportional(13.0)),
            (TextStyle::Monospace, FontId::monospace(15.0)),
        ]
        .into();
        style.spacing.button_padding = egui::vec2(10.0, 5.0);
    });
    *done = true;
    Ok(())
}
