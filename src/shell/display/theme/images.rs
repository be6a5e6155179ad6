//! The game's sprite images, compiled into the binary (drawn white, so
//! each use can tint them), and sprites stretched with sharp corners.

use bevy::asset::RenderAssetUsages;
use bevy::image::{CompressedImageFormats, ImageSampler, ImageType};
use bevy::prelude::*;
use bevy::sprite::{BorderRect, SliceScaleMode, SpriteImageMode, TextureSlicer};
use pegs_engine::tictactoe::Player;
use tracing::error;

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
                decode(
                    &mut images,
                    $name,
                    include_bytes!(concat!("../../../../assets/images/", $name, ".png")),
                )
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

/// Decodes the images once, at start.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<GameImages>();
}
