//! Copying: the browser's clipboard on the web (`web::copy_text`), natively
//! the system's (on Linux, X11's, which Wayland desktops share through XWayland).

/// Puts `text` on the system's clipboard; `false` where there is none.
#[cfg(not(target_arch = "wasm32"))]
pub fn copy(text: &str) -> bool {
    use std::sync::Mutex;
    // Kept for the life of the game: on X11 what was copied is served while its clipboard lives.
    static CLIPBOARD: Mutex<Option<arboard::Clipboard>> = Mutex::new(None);
    let Ok(mut held) = CLIPBOARD.lock() else { return false };
    if held.is_none() {
        *held = arboard::Clipboard::new().ok();
    }
    held.as_mut().is_some_and(|c| c.set_text(text).is_ok())
}

/// Puts `text` on the browser's clipboard; `false` where the browser refuses.
#[cfg(target_arch = "wasm32")]
pub fn copy(text: &str) -> bool {
    crate::shell::platform::web::copy_text(text)
}
