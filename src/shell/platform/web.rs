//! The page around the game on the web: once the first frames are drawn
//! the loading message goes, and the page learns the window as the game
//! sees it and how many frames were drawn. Natively there is no page and
//! this part does nothing.

use bevy::prelude::*;

pub(crate) fn plugin(_app: &mut App) {
    #[cfg(target_arch = "wasm32")]
    _app.add_systems(PreStartup, |_: Commands| mark("pegs: startup"))
        .add_systems(First, (mark_first_frames, hide_loading_message))
        .add_systems(Last, mark_first_updates.after(bevy::diagnostic::update_frame_count))
        .add_systems(Last, (note_window_on_page, count_frames.after(crate::base::frames::PaceFrames)));
}

/// Whether the system asks for less motion (on the web the browser's
/// `prefers-reduced-motion: reduce`); natively no.
pub fn prefers_reduced_motion() -> bool {
    #[cfg(target_arch = "wasm32")]
    if let Some(list) =
        web_sys::window().and_then(|w| w.match_media("(prefers-reduced-motion: reduce)").ok().flatten())
    {
        return list.matches();
    }
    false
}

/// Whether the system asks for more contrast (on the web the browser's
/// `prefers-contrast: more` or `forced-colors: active`); natively no.
pub fn prefers_more_contrast() -> bool {
    #[cfg(target_arch = "wasm32")]
    for query in ["(prefers-contrast: more)", "(forced-colors: active)"] {
        if web_sys::window().and_then(|w| w.match_media(query).ok().flatten()).is_some_and(|l| l.matches()) {
            return true;
        }
    }
    false
}

/// A mark on the page's performance timeline (`performance.mark`), for the
/// browser test to see where the time to the first frame goes; natively nothing.
pub fn mark(_name: &str) {
    #[cfg(target_arch = "wasm32")]
    if let Some(performance) = web_sys::window().and_then(|w| w.performance()) {
        let _ = performance.mark(_name);
    }
}

/// The end of start-up, and the first frames once drawn (the frame before
/// this one has been rendered).
#[cfg(target_arch = "wasm32")]
fn mark_first_frames(frames: Res<bevy::diagnostic::FrameCount>) {
    match frames.0 {
        0 => mark("pegs: start-up done"),
        1 => mark("pegs: frame 0 drawn"),
        2 => mark("pegs: frame 1 drawn"),
        3 => mark("pegs: frame 2 drawn"),
        _ => {}
    }
}

/// The end of the game's own work in the first frames (their drawing
/// follows); the frame count has just gone up.
#[cfg(target_arch = "wasm32")]
fn mark_first_updates(frames: Res<bevy::diagnostic::FrameCount>) {
    match frames.0 {
        1 => mark("pegs: update 0 done"),
        2 => mark("pegs: update 1 done"),
        _ => {}
    }
}

/// Once the first frame is drawn (at the start of the update after it; it
/// shows the whole screen, see `drawing`), the page's loading message goes,
/// and the time since page load is noted on `<body data-first-frame>`.
#[cfg(target_arch = "wasm32")]
fn hide_loading_message(frames: Res<bevy::diagnostic::FrameCount>, mut done: Local<bool>) {
    if *done || frames.0 < 1 {
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

/// Frames drawn so far, on `<body data-frames>`, and what the game stayed
/// awake for after the last one (`data-awake`, empty when it sleeps until
/// input): the browser test counts them to see the page rest when nothing moves.
#[cfg(target_arch = "wasm32")]
fn count_frames(frames: Res<bevy::diagnostic::FrameCount>, wake: Res<crate::base::frames::Wake>) {
    let Some(body) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.body()) else { return };
    let _ = body.dataset().set("frames", &frames.0.to_string());
    let _ = body.dataset().set("awake", wake.last_reason().unwrap_or(""));
}

/// Whether the page is https, and its host (with its port, if it names
/// one); natively `None`.
pub fn page_host() -> Option<(bool, String)> {
    #[cfg(target_arch = "wasm32")]
    let found = (|| -> Option<(bool, String)> {
        let location = web_sys::window()?.location();
        let host = location.host().ok().filter(|h| !h.is_empty())?;
        let secure = location.protocol().is_ok_and(|p| p == "https:");
        Some((secure, host))
    })();
    #[cfg(not(target_arch = "wasm32"))]
    let found = None;
    found
}

/// Whether the browser can make the direct connections online play needs
/// (WebRTC: `RTCPeerConnection`). Debian's WebKitGTK (GNOME Web) is built
/// without it, and a player can turn it off (Firefox's
/// `media.peerconnection.enabled`). Natively always `true`.
pub fn can_play_online() -> bool {
    #[cfg(target_arch = "wasm32")]
    {
        static CAN: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
        *CAN.get_or_init(|| {
            web_sys::window().is_some_and(|window| {
                js_sys::Reflect::get(&window, &"RTCPeerConnection".into()).is_ok_and(|v| v.is_function())
            })
        })
    }
    #[cfg(not(target_arch = "wasm32"))]
    true
}

/// A parameter of the page's address (`?join=CODE`); natively `None`.
pub fn page_parameter(_name: &str) -> Option<String> {
    #[cfg(target_arch = "wasm32")]
    let found = (|| -> Option<String> {
        let search = web_sys::window()?.location().search().ok()?;
        web_sys::UrlSearchParams::new_with_str(&search).ok()?.get(_name).filter(|v| !v.is_empty())
    })();
    #[cfg(not(target_arch = "wasm32"))]
    let found = None;
    found
}

/// The page's address with `?join=CODE` (and the server, if the page named
/// one), for a friend to open; natively `None`.
pub fn join_link(code: &str) -> Option<String> {
    link_to_room("join", code)
}

/// The page's address with `?race=CODE` (and the server, if the page named
/// one), for a friend to open and race; natively `None`.
pub fn race_link(code: &str) -> Option<String> {
    link_to_room("race", code)
}

/// The page's address with `?KEY=CODE`, and the server if the page named one.
fn link_to_room(_key: &str, _code: &str) -> Option<String> {
    #[cfg(target_arch = "wasm32")]
    let found = (|| -> Option<String> {
        let location = web_sys::window()?.location();
        let base = format!("{}{}", location.origin().ok()?, location.pathname().ok()?);
        let server = page_parameter("server")
            .map(|s| format!("&server={}", String::from(js_sys::encode_uri_component(&s))));
        Some(format!("{base}?{_key}={_code}{}", server.unwrap_or_default()))
    })();
    #[cfg(not(target_arch = "wasm32"))]
    let found = None;
    found
}

/// The page's address with `?review=TEXT`, for a friend to open; natively `None`.
pub fn review_link(_text: &str) -> Option<String> {
    #[cfg(target_arch = "wasm32")]
    let found = (|| -> Option<String> {
        let location = web_sys::window()?.location();
        let base = format!("{}{}", location.origin().ok()?, location.pathname().ok()?);
        Some(format!("{base}?review={}", String::from(js_sys::encode_uri_component(_text))))
    })();
    #[cfg(not(target_arch = "wasm32"))]
    let found = None;
    found
}

/// The browser's Back closes an open sheet: opening it adds an entry to the
/// page's history (unless the last one is still there), Back takes it away
/// again and says so through [`back_pressed`]. `work` wakes the game when
/// Back is pressed. Natively nothing happens.
pub fn follow_sheet(_open: bool, _work: &crate::shell::platform::tasks::Work) {
    #[cfg(target_arch = "wasm32")]
    {
        use std::sync::atomic::Ordering;
        use wasm_bindgen::JsCast;
        let Some(window) = web_sys::window() else { return };
        let Ok(history) = window.history() else { return };
        if !LISTENING.swap(true, Ordering::Relaxed) {
            let work = _work.clone();
            let on_back = wasm_bindgen::closure::Closure::<dyn FnMut()>::new(move || {
                if PUSHED.swap(false, Ordering::Relaxed) {
                    BACK.store(true, Ordering::Relaxed);
                    work.wake();
                }
            });
            let _ = window.add_event_listener_with_callback("popstate", on_back.as_ref().unchecked_ref());
            // The listener lives as long as the page.
            on_back.forget();
        }
        // One entry at a time; a sheet closed otherwise leaves it (taking it back
        // with `history.back()` races the next opening), and Back then just takes it.
        if _open
            && !PUSHED.load(Ordering::Relaxed)
            && history.push_state(&wasm_bindgen::JsValue::NULL, "").is_ok()
        {
            PUSHED.store(true, Ordering::Relaxed);
        }
    }
}

/// Whether Back was pressed while a sheet was open (once).
pub fn back_pressed() -> bool {
    #[cfg(target_arch = "wasm32")]
    return BACK.swap(false, std::sync::atomic::Ordering::Relaxed);
    #[cfg(not(target_arch = "wasm32"))]
    false
}

#[cfg(target_arch = "wasm32")]
static LISTENING: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);
#[cfg(target_arch = "wasm32")]
static PUSHED: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);
#[cfg(target_arch = "wasm32")]
static BACK: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// The page's address with `?daily=YYYY-MM-DD` (and the server, if the
/// page named one), which opens that day's puzzles; natively `None`.
pub fn daily_link(_date: &str) -> Option<String> {
    #[cfg(target_arch = "wasm32")]
    let found = (|| -> Option<String> {
        let location = web_sys::window()?.location();
        let base = format!("{}{}", location.origin().ok()?, location.pathname().ok()?);
        Some(format!("{base}?daily={_date}"))
    })();
    #[cfg(not(target_arch = "wasm32"))]
    let found = None;
    found
}

/// Puts `text` on the clipboard (the browser's); natively, and where the
/// browser refuses, `false`.
pub fn copy_text(_text: &str) -> bool {
    #[cfg(target_arch = "wasm32")]
    if let Some(window) = web_sys::window() {
        let _ = window.navigator().clipboard().write_text(_text);
        return true;
    }
    false
}

/// Whether the device is a touch screen whose browser can vibrate it
/// (`navigator.vibrate`, and a coarse pointer: desktop browsers have the
/// call but nothing to vibrate); natively `false`.
/// Asked once: the panel's footer asks in every frame it is drawn.
pub fn can_vibrate() -> bool {
    #[cfg(target_arch = "wasm32")]
    {
        static CAN: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
        *CAN.get_or_init(|| {
            web_sys::window().is_some_and(|window| {
                let touch =
                    window.match_media("(pointer: coarse)").ok().flatten().is_some_and(|m| m.matches());
                touch && js_sys::Reflect::has(&window.navigator(), &"vibrate".into()).unwrap_or(false)
            })
        })
    }
    #[cfg(not(target_arch = "wasm32"))]
    false
}

/// Vibrates the device in `pattern` (milliseconds on, off, on, …) where the
/// browser can; natively nothing. The page counts them (`data-vibrations`) for the browser test.
pub fn vibrate(_pattern: &[u32]) {
    #[cfg(target_arch = "wasm32")]
    if can_vibrate()
        && let Some(window) = web_sys::window()
    {
        let pattern: js_sys::Array = _pattern.iter().map(|&ms| wasm_bindgen::JsValue::from(ms)).collect();
        let _ = window.navigator().vibrate_with_pattern(&pattern);
        if let Some(body) = window.document().and_then(|d| d.body()) {
            let count = body.dataset().get("vibrations").and_then(|c| c.parse::<u32>().ok()).unwrap_or(0);
            let _ = body.dataset().set("vibrations", &(count + 1).to_string());
        }
    }
}

/// Notes `value` on the page's `<body data-KEY>` (camelCase key), for the
/// browser test; natively nothing.
pub fn note(_key: &str, _value: &str) {
    #[cfg(target_arch = "wasm32")]
    if let Some(body) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.body()) {
        let _ = body.dataset().set(_key, _value);
    }
}
