//! The wall clock: milliseconds since 1970 (UTC), from the browser's
//! clock on the web and the system's elsewhere. It may jump when the
//! device's time is set; what must not jump counts on Bevy's real clock
//! from a moment read here.

/// Milliseconds since 1970 now; 0 if the clock is set before it.
pub fn wall_millis() -> u64 {
    #[cfg(target_arch = "wasm32")]
    let millis = js_sys::Date::now().max(0.0) as u64;
    #[cfg(not(target_arch = "wasm32"))]
    let millis = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as u64);
    millis
}
