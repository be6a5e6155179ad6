//! The page around the game on the web: once the first frames are drawn
//! the loading message goes, and the page learns the window as the game
//! sees it. Natively there is no page and this part does nothing.

use bevy::prelude::*;

pub(crate) fn plugin(_app: &mut App) {
    #[cfg(target_arch = "wasm32")]
    _app.add_systems(Last, (hide_loading_message, note_window_on_page));
}

/// Once the first frames are drawn, the page's loading message goes, and
/// the time since page load is noted on `<body data-first-frame>`.
#[cfg(target_arch = "wasm32")]
fn hide_loading_message(frames: Res<bevy::diagnostic::FrameCount>, mut done: Local<bool>) {
    if *done || frames.0 < 2 {
        return;
    }
    *done = true;
    let Some(window) = web_sys::window() else { return };
    let Some(document) = window.document() else { return };
    if let Some(loading) = document.get_element_by_id("loading") {
        loading.remove();
    }
    if let (Some(body), Some(performance)) = (document.body(), window.performance()) {
        let _ = body.dataset().set("firstFrame", &format!("{:.0}", performance.now()));
    }
}

/// The window as the game sees it, on `<body data-window>` ("logical width
/// × height @ scale factor"), for the browser test and for anyone comparing
/// it with the page's own measures.
#[cfg(target_arch = "wasm32")]
fn note_window_on_page(window: Single<&Window, Changed<Window>>) {
    let Some(body) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.body()) else { return };
    let noted = format!("{:.1}x{:.1}@{}", window.width(), window.height(), window.scale_factor());
    let _ = body.dataset().set("window", &noted);
}
