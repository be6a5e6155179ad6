//! Recorded compositions: the WGSL that WESL made of a shader for one set of
//! shader defs, kept so that a build without the WESL compiler (the `wesl`
//! feature off) can replay it.
//!
//! A build with the `wesl` feature records every composition it makes once
//! [`record_shaders`] has been called ([`take_recorded_shaders`] hands them
//! out). A build that has been given a table with [`replay_recorded_shaders`]
//! composes nothing: it looks each shader and set of defs up, checks that
//! every module the recording read still has the same source and defs, and
//! hands the recorded WGSL to the renderer. A variant that was not recorded,
//! or whose modules changed since, is a [`ShaderCacheError::ProcessShaderError`]
//! naming it.
//!
//! [`ShaderCacheError::ProcessShaderError`]: crate::ShaderCacheError::ProcessShaderError

use crate::{Shader, ShaderDefVal, ShaderImport};
use alloc::{
    string::{String, ToString},
    sync::Arc,
    vec::Vec,
};
use bevy_platform::collections::HashMap;
use core::{
    fmt::Write,
    sync::atomic::{AtomicBool, Ordering},
};
use std::sync::{Mutex, OnceLock};

/// One composition: a shader, the shader defs it was asked for, the modules
/// it read and the WGSL it became.
#[derive(serde::Serialize, serde::Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct RecordedShader {
    /// The shader's import path, as [`import_name`] writes it.
    pub shader: String,
    /// The shader defs the composition was asked for, in their order, as
    /// [`shader_defs_key`] writes them.
    pub shader_defs: String,
    /// Every module the composition read, the shader itself first.
    pub modules: Vec<RecordedModule>,
    /// The composed WGSL.
    pub wgsl: String,
}

/// A module a composition read, and what it was then.
#[derive(serde::Serialize, serde::Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct RecordedModule {
    /// The module's import path, as [`import_name`] writes it.
    pub import: String,
    /// [`shader_digest`] of the module as it was read.
    pub digest: String,
}

/// Recorded compositions, found by shader and shader defs.
#[derive(Debug, Default)]
pub struct RecordedShaders {
    by_variant: HashMap<(String, String), RecordedShader>,
}

impl RecordedShaders {
    /// A table of the given compositions (a later one of the same variant
    /// replaces an earlier one).
    pub fn new(shaders: impl IntoIterator<Item = RecordedShader>) -> Self {
        let by_variant = shaders
            .into_iter()
            .map(|shader| ((shader.shader.clone(), shader.shader_defs.clone()), shader))
            .collect();
        Self { by_variant }
    }

    /// How many compositions the table holds.
    pub fn len(&self) -> usize {
        self.by_variant.len()
    }

    /// Whether the table holds none.
    pub fn is_empty(&self) -> bool {
        self.by_variant.is_empty()
    }

    /// The composition of `shader` for `shader_defs`, if it was recorded.
    pub fn get(&self, shader: &ShaderImport, shader_defs: &str) -> Option<&RecordedShader> {
        self.by_variant
            .get(&(import_name(shader).to_string(), shader_defs.to_string()))
    }
}

static REPLAY: OnceLock<Arc<RecordedShaders>> = OnceLock::new();
static RECORDING: AtomicBool = AtomicBool::new(false);
static RECORDED: Mutex<Vec<RecordedShader>> = Mutex::new(Vec::new());

/// Makes every shader cache created from now on replay `shaders` instead of
/// composing WESL. Call it before the renderer starts. Returns `false` (and
/// changes nothing) if a table was given before.
pub fn replay_recorded_shaders(shaders: impl IntoIterator<Item = RecordedShader>) -> bool {
    REPLAY.set(Arc::new(RecordedShaders::new(shaders))).is_ok()
}

/// The table given to [`replay_recorded_shaders`], if any.
pub(crate) fn replay_table() -> Option<Arc<RecordedShaders>> {
    REPLAY.get().cloned()
}

/// Makes every composition from now on be recorded, for
/// [`take_recorded_shaders`] (with the `wesl` feature; without it nothing is
/// composed, so nothing is recorded).
pub fn record_shaders() {
    RECORDING.store(true, Ordering::Relaxed);
}

/// The compositions recorded since the last call.
pub fn take_recorded_shaders() -> Vec<RecordedShader> {
    core::mem::take(&mut *RECORDED.lock().unwrap_or_else(std::sync::PoisonError::into_inner))
}

#[cfg(feature = "wesl")]
pub(crate) fn recording() -> bool {
    RECORDING.load(Ordering::Relaxed)
}

#[cfg(feature = "wesl")]
pub(crate) fn record(shader: RecordedShader) {
    RECORDED
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
        .push(shader);
}

/// A shader import as text: `package::module` for a custom import, the
/// asset path (starting with `/`) for an asset import.
pub fn import_name(import: &ShaderImport) -> &str {
    match import {
        ShaderImport::AssetPath(path) | ShaderImport::Custom(path) => path,
    }
}

/// The import [`import_name`] wrote.
pub(crate) fn import_from_name(name: &str) -> ShaderImport {
    if name.starts_with('/') {
        ShaderImport::AssetPath(name.to_string())
    } else {
        ShaderImport::Custom(name.to_string())
    }
}

/// Shader defs as text, in their order: `NAME` for a true flag, `NAME=false`,
/// `NAME=-1` for an `i32`, `NAME=1u` for a `u32`; separated by commas.
pub fn shader_defs_key(shader_defs: &[ShaderDefVal]) -> String {
    let mut key = String::new();
    for (i, def) in shader_defs.iter().enumerate() {
        if i > 0 {
            key.push(',');
        }
        let _ = match def {
            ShaderDefVal::Bool(name, true) => write!(key, "{name}"),
            ShaderDefVal::Bool(name, false) => write!(key, "{name}=false"),
            ShaderDefVal::Int(name, value) => write!(key, "{name}={value}"),
            ShaderDefVal::UInt(name, value) => write!(key, "{name}={value}u"),
        };
    }
    key
}

/// A digest of what a module contributes to a composition: its source and
/// its own shader defs (64-bit FNV-1a, as hexadecimal).
pub fn shader_digest(shader: &Shader) -> String {
    let source: &[u8] = match &shader.source {
        crate::Source::Wgsl(text) | crate::Source::Wesl(text) => text.as_bytes(),
        crate::Source::SpirV(words) => words,
    };
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    let defs = shader_defs_key(&shader.shader_defs);
    for &byte in source.iter().chain([0xff].iter()).chain(defs.as_bytes()) {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
    }
    alloc::format!("{hash:016x}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shader_defs_as_text() {
        let defs = [
            ShaderDefVal::Bool("A".into(), true),
            ShaderDefVal::Bool("B".into(), false),
            ShaderDefVal::Int("C".into(), -1),
            ShaderDefVal::UInt("D".into(), 1),
        ];
        assert_eq!(shader_defs_key(&defs), "A,B=false,C=-1,D=1u");
        assert_eq!(shader_defs_key(&[]), "");
    }

    #[test]
    fn import_names_go_both_ways() {
        for import in [
            ShaderImport::AssetPath("/shaders/board".into()),
            ShaderImport::Custom("bevy_render::view".into()),
        ] {
            assert_eq!(import_from_name(import_name(&import)), import);
        }
    }

    #[test]
    fn digest_follows_source_and_own_defs() {
        let a = Shader::from_wgsl("fn a() {}", "a.wgsl");
        let mut b = a.clone();
        assert_eq!(shader_digest(&a), shader_digest(&b));
        b.shader_defs.push("X".into());
        assert_ne!(shader_digest(&a), shader_digest(&b));
        let c = Shader::from_wgsl("fn a() { }", "a.wgsl");
        assert_ne!(shader_digest(&a), shader_digest(&c));
    }
}
