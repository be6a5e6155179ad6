// One triangle that covers the whole target: the vertex stage every
// full-screen pass of the 2D pipeline shares (the copy onto the window).
// Bevy's passes import it by this path and these names.
#define_import_path bevy_core_pipeline::fullscreen_vertex_shader

struct FullscreenVertexOutput {
    @builtin(position)
    position: vec4<f32>,
    @location(0)
    uv: vec2<f32>,
};

// Vertices 0, 1, 2 land at clip (-1, 1), (-1, -3), (3, 1): the triangle holds
// the visible square, whose corners get uv 0..1 (top left 0,0).
@vertex
fn fullscreen_vertex_shader(@builtin(vertex_index) vertex_index: u32) -> FullscreenVertexOutput {
    let uv = vec2<f32>(f32(vertex_index >> 1u), f32(vertex_index & 1u)) * 2.0;
    let clip_position = vec4<f32>(uv * vec2<f32>(2.0, -2.0) + vec2<f32>(-1.0, 1.0), 0.0, 1.0);
    return FullscreenVertexOutput(clip_position, uv);
}
