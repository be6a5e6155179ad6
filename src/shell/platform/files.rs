//! A text the player brings from their device in the browser (the
//! JavaScript of a program of their own): a file through the page's file
//! chooser, or what the clipboard holds; read by the browser off the
//! frame, the game woken once it is read, and the text taken in a later
//! frame by the key it was asked for. Natively programs are command
//! lines, and nothing is opened here.

/// A file opened (or the clipboard read: its name is then empty): its
/// name, and its text or why it could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Opened {
    pub name: String,
    pub text: Result<String, FileUnread>,
}

/// Why an opened file's text is not taken.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileUnread {
    /// It is larger than the game keeps.
    TooLarge,
    /// The browser could not read it as text (or would not let the
    /// clipboard be read).
    Unreadable,
}

#[cfg(target_arch = "wasm32")]
thread_local! {
    /// Files read and not yet taken, by the key they were asked for.
    static OPENED: std::cell::RefCell<Vec<(&'static str, Opened)>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// Opens the page's file chooser for a file that `accept` names (the
/// input's `accept`: `.js,text/javascript`); the file, once chosen and
/// read (at most `longest` bytes), waits for [`take`] under `key`, and
/// `work` wakes the game. A chooser closed without a file leaves nothing.
#[cfg(target_arch = "wasm32")]
pub fn choose(key: &'static str, accept: &str, longest: usize, work: &crate::shell::platform::tasks::Work) {
    use wasm_bindgen::JsCast;
    use wasm_bindgen::prelude::*;

    let Some(document) = web_sys::window().and_then(|w| w.document()) else { return };
    let Ok(input) = document.create_element("input") else { return };
    let Ok(input) = input.dyn_into::<web_sys::HtmlInputElement>() else { return };
    input.set_type("file");
    input.set_accept(accept);
    let (chosen, work) = (input.clone(), work.clone());
    let changed = Closure::once_into_js(move || {
        let Some(file) = chosen.files().and_then(|files| files.get(0)) else { return };
        let name = file.name();
        if file.size() > longest as f64 {
            keep(key, Opened { name, text: Err(FileUnread::TooLarge) }, &work);
            return;
        }
        let reading = wasm_bindgen_futures::JsFuture::from(file.text());
        wasm_bindgen_futures::spawn_local(async move {
            let text = reading.await.ok().and_then(|t| t.as_string()).ok_or(FileUnread::Unreadable);
            keep(key, Opened { name, text }, &work);
        });
    });
    input.set_onchange(Some(changed.unchecked_ref()));
    input.click();
}

/// Reads the text on the clipboard (the browser may ask the player
/// first); it waits for [`take`] under `key`, with no name, and `work`
/// wakes the game.
#[cfg(target_arch = "wasm32")]
pub fn paste(key: &'static str, longest: usize, work: &crate::shell::platform::tasks::Work) {
    let Some(window) = web_sys::window() else { return };
    let reading = wasm_bindgen_futures::JsFuture::from(window.navigator().clipboard().read_text());
    let work = work.clone();
    wasm_bindgen_futures::spawn_local(async move {
        let text = reading.await.ok().and_then(|t| t.as_string()).ok_or(FileUnread::Unreadable);
        let text = text.and_then(|t| if t.len() > longest { Err(FileUnread::TooLarge) } else { Ok(t) });
        keep(key, Opened { name: String::new(), text }, &work);
    });
}

/// Keeps what was read for [`take`], one file a key, and wakes the game.
#[cfg(target_arch = "wasm32")]
fn keep(key: &'static str, opened: Opened, work: &crate::shell::platform::tasks::Work) {
    OPENED.with_borrow_mut(|kept| {
        kept.retain(|(k, _)| *k != key);
        kept.push((key, opened));
    });
    work.wake();
}

/// The file opened for `key`, once it is read (taken once).
pub fn take(key: &'static str) -> Option<Opened> {
    #[cfg(target_arch = "wasm32")]
    return OPENED.with_borrow_mut(|kept| {
        let at = kept.iter().position(|(k, _)| *k == key)?;
        Some(kept.remove(at).1)
    });
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = key;
        None
    }
}
