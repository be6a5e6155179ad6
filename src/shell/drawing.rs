//! The drawing pipeline of a 2D board: Bevy's core pipeline without its 3D
//! half.
//!
//! Bevy's `CorePipelinePlugin` brings the 2D and the 3D pipelines together.
//! The 3D half costs a 2D game at every start and in every frame: mipmap
//! generation prepares its downsampling shader for 40 texture formats when
//! the app is built (over a tenth of a second in the browser before anything
//! is drawn), deferred lighting compiles a pipeline in the first frames, and
//! the 3D passes' prepare systems run every frame with nothing to do. This
//! plugin takes its place with the parts a 2D camera uses — the 2D passes,
//! tonemapping (sprites read its tables even when it is off), the copy onto
//! the window — and drives the cameras the way Bevy does, except that a
//! window no camera draws on is not cleared (the board's camera always
//! covers the window).
//!
//! The board's camera has no tonemapping, yet Bevy builds a tonemapping
//! pipeline for every camera, a long shader compiled in the first frame;
//! that step is left out. A camera that wants tonemapping needs it back.
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

use bevy::app::PluginGroupBuilder;
use bevy::core_pipeline::blit::BlitPlugin;
use bevy::core_pipeline::core_2d::Core2dPlugin;
use bevy::core_pipeline::schedule::camera_driver;
use bevy::core_pipeline::tonemapping::{TonemappingPlugin, prepare_view_tonemapping_pipelines};
use bevy::core_pipeline::upscaling::UpscalingPlugin;
use bevy::core_pipeline::{CorePipelinePlugin, FullscreenShader};
use bevy::diagnostic::FrameCount;
use bevy::ecs::schedule::ScheduleCleanupPolicy;
use bevy::prelude::*;
use bevy::render::renderer::{PendingCommandBuffers, RenderGraph, RenderGraphSystems, RenderQueue};
use bevy::render::{Render, RenderApp};
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

/// Bevy's plugins with [`BoardPipelinePlugin`] in place of its core pipeline.
pub fn board_pipeline(plugins: PluginGroupBuilder) -> PluginGroupBuilder {
    plugins
        .add_after::<CorePipelinePlugin>(BoardPipelinePlugin)
        .disable::<CorePipelinePlugin>()
        .add(EarlyShadersPlugin)
}

/// The 2D half of Bevy's core pipeline (see the module's notes).
pub struct BoardPipelinePlugin;

/// Where Bevy's passes look for their shared full-screen vertex stage.
const FULLSCREEN_SHADER: &str = "bevy_core_pipeline/fullscreen_vertex_shader/fullscreen.wgsl";

impl Plugin for BoardPipelinePlugin {
    fn build(&self, app: &mut App) {
        app.world_mut().resource_mut::<bevy::asset::io::embedded::EmbeddedAssetRegistry>().insert_asset(
            std::path::PathBuf::from(FULLSCREEN_SHADER),
            std::path::Path::new(FULLSCREEN_SHADER),
            &include_bytes!("../../assets/shaders/fullscreen.wgsl")[..],
        );
        app.add_plugins((Core2dPlugin, BlitPlugin, TonemappingPlugin, UpscalingPlugin));
        let Some(render_app) = app.get_sub_app_mut(RenderApp) else { return };
        render_app
            .remove_systems_in_set(
                Render,
                prepare_view_tonemapping_pipelines,
                ScheduleCleanupPolicy::RemoveSystemsOnly,
            )
            .expect("the tonemapping plugin has just added its pipelines' step");
        render_app.init_resource::<FullscreenShader>().add_systems(
            RenderGraph,
            (
                camera_driver.in_set(RenderGraphSystems::Render),
                submit_pending_command_buffers.in_set(RenderGraphSystems::Submit),
            ),
        );
    }
}

/// Sends the frame's recorded commands to the GPU, after the cameras.
fn submit_pending_command_buffers(mut pending: ResMut<PendingCommandBuffers>, queue: Res<RenderQueue>) {
    let buffers = pending.take();
    if !buffers.is_empty() {
        queue.submit(buffers);
    }
}

/// The main shaders of the pipelines the first frame draws with (sprites
/// and the copy onto the window; egui's is built in), by the paths Bevy's
/// plugins load them from. The libraries they import are loaded while the
/// plugins are built.
pub const EARLY_SHADERS: [&str; 2] =
    ["embedded://bevy_sprite_render/render/sprite.wgsl", "embedded://bevy_core_pipeline/blit/blit.wgsl"];

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
