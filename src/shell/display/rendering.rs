//! What the board's drawing asks of Bevy's renderer at start: a whole
//! first frame, and the first frame's shaders early.
//!
//! The first frame is whole: egui lays out a floating area unseen the first
//! time it shows, to learn its size, so the menu's texts would wait for the
//! second frame; the first egui pass is run twice instead. (The two other
//! parts of that: egui's pass runs after this frame's places and visibility,
//! `theme`, so board texts are painted in the frame their entities appear;
//! the menu's corner areas do not fade in, `menu`.)
//!
//! It also asks for the shaders of the first frame's pipelines while the
//! app is built ([`EarlyShaders`]). Bevy asks for them when the renderer
//! starts, in the same turn of the browser's event loop as the first frame,
//! so in the browser they could only arrive after it: the first frame drew
//! nothing and the menu waited for the second.
//!
//! (Up to Bevy 0.19 this part also replaced Bevy's core pipeline with its
//! 2D half, because the 3D half prepared a downsampling shader for 40
//! texture formats at every start; Bevy 0.20 prepares one shader with
//! defines, so the game uses Bevy's core pipeline as it is.)

use bevy::app::PluginGroupBuilder;
use bevy::diagnostic::FrameCount;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, measure_first_frame);
}

/// In the very first frame, asks egui for a second pass (once the floating
/// areas know their sizes, they show).
fn measure_first_frame(mut contexts: EguiContexts, frames: Res<FrameCount>) -> Result {
    if frames.0 == 0 {
        let ctx = contexts.ctx_mut()?;
        if ctx.current_pass_index() == 0 {
            ctx.request_discard("the first frame's floating areas learn their sizes");
        }
    }
    Ok(())
}

/// Bevy's plugins with the first frame's shaders asked for early.
pub fn board_pipeline(plugins: PluginGroupBuilder) -> PluginGroupBuilder {
    plugins.add(EarlyShadersPlugin)
}

/// The main shaders of the pipelines the first frame draws with (sprites
/// and the copy onto the window; egui's is built in), by the paths Bevy's
/// plugins load them from. The libraries they import are loaded while the
/// plugins are built.
pub const EARLY_SHADERS: [&str; 2] = [
    "embedded://bevy_sprite_render/sprite_mesh/sprite_material.wesl",
    "embedded://bevy_core_pipeline/blit/blit.wesl",
];

/// The [`EARLY_SHADERS`], asked for while the app is built and kept, so the
/// loads the renderer starts later find them ready.
#[derive(Resource)]
pub struct EarlyShaders(pub Vec<Handle<bevy::shader::Shader>>);

/// Asks for the [`EARLY_SHADERS`]; it comes after Bevy's plugins, which
/// put those shaders where the paths lead.
struct EarlyShadersPlugin;

impl Plugin for EarlyShadersPlugin {
    fn build(&self, app: &mut App) {
        let Some(server) = app.world().get_resource::<AssetServer>() else { return };
        let handles = EARLY_SHADERS.iter().map(|path| server.load(*path)).collect();
        app.insert_resource(EarlyShaders(handles));
    }
}
