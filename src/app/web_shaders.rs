//! The web build's shaders: Bevy writes them in WESL and composes them at
//! run time; on the web the game hands Bevy the WGSL they became instead
//! (`web/shaders.json`, made by `web/record-shaders.sh`), so the download
//! carries no WESL compiler and the first frame waits for no composing.
//! Bevy's shader cache (patched: `vendor/bevy_shader/PATCH.md`) checks that
//! every module a recording read is unchanged, and names any pipeline
//! variant that was not recorded, as an error in the console (which fails
//! the browser test).
//!
//! With the `shader-record` feature the web build composes as Bevy does and
//! writes each new composition to the console as `pegs-shader-record
//! {json}`, for `web/record-shaders.sh` to collect.
// Natively only its tests use it.
#![cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]

use bevy::prelude::*;

/// What `web/record-shaders.sh` recorded.
#[cfg(any(test, not(feature = "shader-record")))]
const RECORDED: &str = include_str!("../../web/shaders.json");

/// The prefix of a composition's line in the console, in a recording build.
#[cfg(feature = "shader-record")]
const RECORD_PREFIX: &str = "pegs-shader-record ";

/// Replays [`RECORDED`] (or, in a recording build, records). Add it before
/// Bevy's plugins: the renderer's shader cache takes the table when it is made.
pub fn plugin(app: &mut App) {
    #[cfg(not(feature = "shader-record"))]
    {
        let _ = app;
        match recorded() {
            Ok(shaders) => {
                bevy::shader::replay_recorded_shaders(shaders);
            }
            Err(error) => tracing::error!("web/shaders.json could not be read: {error}"),
        }
    }
    #[cfg(feature = "shader-record")]
    {
        bevy::shader::record_shaders();
        app.add_systems(Last, write_recorded);
    }
}

/// The recorded compositions.
#[cfg(any(test, not(feature = "shader-record")))]
fn recorded() -> Result<Vec<bevy::shader::RecordedShader>, serde_json::Error> {
    serde_json::from_str(RECORDED)
}

/// Writes the compositions made since the last frame to the console.
#[cfg(feature = "shader-record")]
fn write_recorded() {
    for mut shader in bevy::shader::take_recorded_shaders() {
        shader.wgsl = canonical_wgsl(&shader.wgsl);
        // The shader's own module first, the others in a fixed order (as they came, they vary).
        if let Some(others) = shader.modules.get_mut(1..) {
            others.sort_by(|a, b| a.import.cmp(&b.import));
        }
        if let Ok(json) = serde_json::to_string(&shader) {
            #[cfg(target_arch = "wasm32")]
            web_sys::console::log_1(&format!("{RECORD_PREFIX}{json}").into());
            #[cfg(not(target_arch = "wasm32"))]
            let _ = json;
        }
    }
}

/// WGSL with its module-scope declarations in a fixed order. WESL writes
/// them in an order that changes from run to run (WGSL takes any order), so
/// two recordings of the same shader would differ; sorted, they are the
/// same. Directives (`enable`, `requires`, `diagnostic`) stay first, in their
/// order; braces and semicolons in comments are not counted.
#[cfg(any(test, feature = "shader-record"))]
fn canonical_wgsl(wgsl: &str) -> String {
    let mut directives = Vec::new();
    let mut declarations = Vec::new();
    let mut keep = |text: &str| {
        let text = text.trim();
        let directive = ["enable ", "requires ", "diagnostic"].iter().any(|word| text.starts_with(word));
        match text {
            "" | ";" => {}
            _ if directive => directives.push(text.to_string()),
            _ => declarations.push(text.to_string()),
        }
    };
    let bytes = wgsl.as_bytes();
    let (mut depth, mut start, mut i) = (0usize, 0, 0);
    while i < bytes.len() {
        match bytes[i] {
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                i = wgsl[i..].find('\n').map_or(bytes.len(), |end| i + end);
                continue;
            }
            b'/' if bytes.get(i + 1) == Some(&b'*') => {
                i = wgsl[i + 2..].find("*/").map_or(bytes.len(), |end| i + 2 + end + 2);
                continue;
            }
            b'{' => depth += 1,
            b'}' => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    keep(&wgsl[start..=i]);
                    start = i + 1;
                }
            }
            b';' if depth == 0 => {
                keep(&wgsl[start..=i]);
                start = i + 1;
            }
            _ => {}
        }
        i += 1;
    }
    keep(&wgsl[start..]);
    declarations.sort();
    let mut out = directives.join("\n");
    for declaration in declarations {
        if !out.is_empty() {
            out.push_str("\n\n");
        }
        out.push_str(&declaration);
    }
    out.push('\n');
    out
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use bevy::asset::AssetId;
    use bevy::asset::uuid::Uuid;
    use bevy::shader::{RecordedShaders, Shader, ShaderCache, ShaderCacheError, ShaderDefVal};

    use super::*;

    /// A cache whose "modules" are the WGSL it is given.
    fn cache() -> ShaderCache<String, ()> {
        ShaderCache::new((), |_, source, _| match source {
            bevy::shader::ShaderCacheSource::Wgsl(wgsl) => Ok(wgsl),
            bevy::shader::ShaderCacheSource::SpirV(_) => {
                Err(ShaderCacheError::CreateShaderModule("SPIR-V".into()))
            }
        })
    }

    fn id(n: u128) -> AssetId<Shader> {
        AssetId::Uuid { uuid: Uuid::from_u128(n) }
    }

    fn library(scale: &str) -> Shader {
        Shader::from_wesl(
            format!("fn scaled(x: f32) -> f32 {{ return x * {scale}; }}"),
            "embedded://pegs_replay/library.wesl",
        )
    }

    fn root() -> Shader {
        Shader::from_wesl(
            r#"
import pegs_replay::library::scaled;

@fragment
fn fragment() -> @location(0) vec4<f32> {
    var value = scaled(0.5);
    @if(BRIGHT) { value = value + 0.25; }
    return vec4<f32>(value);
}
"#,
            "shaders/replay_root.wesl",
        )
    }

    fn bright() -> Vec<ShaderDefVal> {
        vec![ShaderDefVal::Bool("BRIGHT".into(), true)]
    }

    /// The one test that records (recording is for the whole process): what a
    /// composing cache made, a replaying one hands out again, and only while
    /// every module it read is what it was.
    #[test]
    fn a_recording_is_replayed_while_its_modules_are_unchanged() {
        let mut composing = cache();
        composing.set_shader(id(1), library("2.0"));
        composing.set_shader(id(2), root());
        bevy::shader::record_shaders();
        let composed = composing.get(0, id(2), &bright()).expect("composes");
        assert!(composed.contains("0.25") && composed.contains("* 2.0"), "{composed}");
        let recorded: Vec<_> = bevy::shader::take_recorded_shaders()
            .into_iter()
            .filter(|shader| shader.shader == "/shaders/replay_root")
            .collect();
        assert_eq!(recorded.len(), 1);
        assert_eq!(recorded[0].shader_defs, "BRIGHT");
        let modules: Vec<_> = recorded[0].modules.iter().map(|module| module.import.as_str()).collect();
        assert_eq!(modules, ["/shaders/replay_root", "pegs_replay::library"]);
        let table = Arc::new(RecordedShaders::new(recorded));

        // The root alone: its library is not loaded yet, so the cache waits.
        let mut replaying = cache();
        replaying.set_recorded_shaders(Some(table.clone()));
        replaying.set_shader(id(2), root());
        assert!(matches!(
            replaying.get(0, id(2), &bright()),
            Err(ShaderCacheError::ShaderImportNotYetAvailable)
        ));
        replaying.set_shader(id(1), library("2.0"));
        assert_eq!(*replaying.get(0, id(2), &bright()).expect("replays"), *composed);

        // Defs that were not recorded: an error that names the variant.
        let Err(ShaderCacheError::ProcessShaderError(missing)) = replaying.get(1, id(2), &[]) else {
            panic!("a variant that was not recorded must fail");
        };
        assert!(missing.contains("no WGSL was recorded") && missing.contains("replay_root"), "{missing}");

        // A library that changed since: the recording is out of date.
        let mut changed = cache();
        changed.set_recorded_shaders(Some(table));
        changed.set_shader(id(1), library("3.0"));
        changed.set_shader(id(2), root());
        let Err(ShaderCacheError::ProcessShaderError(stale)) = changed.get(0, id(2), &bright()) else {
            panic!("a changed module must fail the replay");
        };
        assert!(stale.contains("out of date") && stale.contains("library.wesl"), "{stale}");
    }

    #[test]
    fn declarations_in_any_order_come_out_the_same() {
        let one = "enable f16;\nstruct A {\n    x: f32,\n}\n\n@group(0) @binding(0)\nvar<uniform> a: A;\n\nfn f() -> f32 {\n    // a } and a ; in a comment\n    if a.x > 0.0 { return 1.0; }\n    return a.x;\n}\n";
        let other = "enable f16;\nfn f() -> f32 {\n    // a } and a ; in a comment\n    if a.x > 0.0 { return 1.0; }\n    return a.x;\n}\n\n@group(0) @binding(0)\nvar<uniform> a: A;\nstruct A {\n    x: f32,\n}\n";
        let canonical = canonical_wgsl(one);
        assert_eq!(canonical, canonical_wgsl(other));
        assert!(canonical.starts_with("enable f16;\n\n"), "{canonical}");
        // Nothing is lost: the same declarations, each whole.
        for part in
            ["struct A {\n    x: f32,\n}", "@group(0) @binding(0)\nvar<uniform> a: A;", "return a.x;\n}"]
        {
            assert!(canonical.contains(part), "{part} in {canonical}");
        }
        assert_eq!(canonical_wgsl(&canonical), canonical);
    }

    #[test]
    fn the_recorded_table_is_whole_and_in_order() {
        let shaders = recorded().expect("web/shaders.json reads");
        assert!(!shaders.is_empty(), "web/shaders.json holds no shaders: run web/record-shaders.sh");
        for shader in &shaders {
            let first = shader.modules.first().map(|module| module.import.as_str());
            assert_eq!(first, Some(shader.shader.as_str()), "{}: its own module comes first", shader.shader);
            assert!(
                shader.wgsl.contains("fn "),
                "{} [{}]: WGSL with functions",
                shader.shader,
                shader.shader_defs
            );
            assert!(shader.modules.iter().all(|module| module.digest.len() == 16));
        }
        let variants: Vec<_> = shaders.iter().map(|shader| (&shader.shader, &shader.shader_defs)).collect();
        assert!(variants.windows(2).all(|pair| pair[0] < pair[1]), "sorted, each variant once");
    }
}
