//! Where the game keeps what it saves: a folder natively (one file, written
//! atomically), the browser's `localStorage` on the web, or memory (tests,
//! benchmarks, screenshots). Nothing here knows what the data means.
//!
//! Data that could not be read is never deleted or overwritten: it is kept
//! aside as `<name>.unreadable-<unix time>` (with `-2`, `-3`… should that
//! name be taken).

use std::collections::BTreeMap;
use std::fmt;
use std::sync::{Arc, Mutex};

/// The environment variable that replaces the data folder.
pub const DATA_DIR_VARIABLE: &str = "PEGS_AND_STONES_DATA_DIR";
/// The name of the data folder inside the platform's data folder, and the
/// prefix of every key in the browser's storage.
pub const APP_NAME: &str = "pegs-and-stones";

/// Why saved data could not be read or written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoreError(pub String);

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for StoreError {}

impl From<std::io::Error> for StoreError {
    fn from(e: std::io::Error) -> Self {
        Self(e.to_string())
    }
}

/// A place for named pieces of saved data.
#[derive(Clone, Debug)]
pub enum Store {
    /// Files in a folder.
    #[cfg(not(target_arch = "wasm32"))]
    Folder(std::path::PathBuf),
    /// The browser's `localStorage`, keys prefixed with `pegs-and-stones/`.
    #[cfg(target_arch = "wasm32")]
    Browser,
    /// Memory shared by clones of the store, gone when the last one goes.
    Memory(Arc<Mutex<BTreeMap<String, Vec<u8>>>>),
}

impl Store {
    /// A fresh, empty store in memory.
    pub fn memory() -> Self {
        Self::Memory(Arc::default())
    }

    /// The store the game uses: natively the folder named by
    /// `PEGS_AND_STONES_DATA_DIR`, else `pegs-and-stones` in the platform's
    /// data folder (`~/.local/share` on Linux, `%APPDATA%` on Windows,
    /// `~/Library/Application Support` on macOS); on the web, `localStorage`.
    /// `None` when no such folder can be found.
    pub fn for_player() -> Option<Self> {
        #[cfg(not(target_arch = "wasm32"))]
        {
            match std::env::var_os(DATA_DIR_VARIABLE) {
                Some(dir) if !dir.is_empty() => Some(Self::Folder(dir.into())),
                _ => dirs::data_dir().map(|d| Self::Folder(d.join(APP_NAME))),
            }
        }
        #[cfg(target_arch = "wasm32")]
        {
            Some(Self::Browser)
        }
    }

    /// Where an item lives, as a player would look for it.
    pub fn location(&self, name: &str) -> String {
        match self {
            #[cfg(not(target_arch = "wasm32"))]
            Self::Folder(dir) => dir.join(name).display().to_string(),
            #[cfg(target_arch = "wasm32")]
            Self::Browser => format!("{APP_NAME}/{name}"),
            Self::Memory(_) => format!("memory:{name}"),
        }
    }

    /// The item's bytes, `None` if there is no such item.
    pub fn read(&self, name: &str) -> Result<Option<Vec<u8>>, StoreError> {
        match self {
            #[cfg(not(target_arch = "wasm32"))]
            Self::Folder(dir) => match std::fs::read(dir.join(name)) {
                Ok(bytes) => Ok(Some(bytes)),
                // No folder, or a file where the folder should be: nothing saved there.
                Err(e)
                    if matches!(
                        e.kind(),
                        std::io::ErrorKind::NotFound | std::io::ErrorKind::NotADirectory
                    ) =>
                {
                    Ok(None)
                }
                Err(e) => Err(StoreError(format!("{}: {e}", dir.join(name).display()))),
            },
            #[cfg(target_arch = "wasm32")]
            Self::Browser => Ok(browser::get(&browser::key(name))?.map(String::into_bytes)),
            Self::Memory(items) => Ok(lock(items).get(name).cloned()),
        }
    }

    /// Replaces the item, all or nothing: natively a temporary file in the
    /// same folder is written, flushed to disk and renamed over the old one.
    pub fn write(&self, name: &str, text: &str) -> Result<(), StoreError> {
        match self {
            #[cfg(not(target_arch = "wasm32"))]
            Self::Folder(dir) => folder::write_atomic(dir, name, text.as_bytes()),
            #[cfg(target_arch = "wasm32")]
            Self::Browser => browser::set(&browser::key(name), text),
            Self::Memory(items) => {
                lock(items).insert(name.to_string(), text.as_bytes().to_vec());
                Ok(())
            }
        }
    }

    /// Moves the item aside as `<name>.unreadable-<unix_time>`, never over
    /// another item; returns where it went.
    pub fn keep_aside(&self, name: &str, unix_time: u64) -> Result<String, StoreError> {
        let free_name = |taken: &dyn Fn(&str) -> Result<bool, StoreError>| -> Result<String, StoreError> {
            for n in 1..1000 {
                let candidate = if n == 1 {
                    format!("{name}.unreadable-{unix_time}")
                } else {
                    format!("{name}.unreadable-{unix_time}-{n}")
                };
                if !taken(&candidate)? {
                    return Ok(candidate);
                }
            }
            Err(StoreError("no free name to keep the unreadable data under".into()))
        };
        match self {
            #[cfg(not(target_arch = "wasm32"))]
            Self::Folder(dir) => {
                let aside = free_name(&|c| Ok(dir.join(c).symlink_metadata().is_ok()))?;
                std::fs::rename(dir.join(name), dir.join(&aside))?;
                Ok(self.location(&aside))
            }
            #[cfg(target_arch = "wasm32")]
            Self::Browser => {
                let aside = free_name(&|c| Ok(browser::get(&browser::key(c))?.is_some()))?;
                let text = browser::get(&browser::key(name))?.unwrap_or_default();
                browser::set(&browser::key(&aside), &text)?;
                browser::remove(&browser::key(name))?;
                Ok(self.location(&aside))
            }
            Self::Memory(items) => {
                let aside = free_name(&|c| Ok(lock(items).contains_key(c)))?;
                let mut items = lock(items);
                let bytes = items.remove(name).unwrap_or_default();
                items.insert(aside.clone(), bytes);
                Ok(self.location(&aside))
            }
        }
    }

    /// The names of every item, sorted (for tests and the command line).
    pub fn names(&self) -> Result<Vec<String>, StoreError> {
        let mut names = match self {
            #[cfg(not(target_arch = "wasm32"))]
            Self::Folder(dir) => match std::fs::read_dir(dir) {
                Ok(entries) => entries
                    .filter_map(|e| e.ok())
                    .map(|e| e.file_name().to_string_lossy().into_owned())
                    .collect(),
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => Vec::new(),
                Err(e) => return Err(e.into()),
            },
            #[cfg(target_arch = "wasm32")]
            Self::Browser => browser::names()?,
            Self::Memory(items) => lock(items).keys().cloned().collect(),
        };
        names.sort();
        Ok(names)
    }
}

fn lock(items: &Mutex<BTreeMap<String, Vec<u8>>>) -> std::sync::MutexGuard<'_, BTreeMap<String, Vec<u8>>> {
    items.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

#[cfg(not(target_arch = "wasm32"))]
mod folder {
    use std::fs::{self, File};
    use std::io::Write;
    use std::path::Path;

    use super::StoreError;

    /// Writes `bytes` to `dir/name` so that the file is either the old one or
    /// the new one, never a mixture: a temporary file in the same folder,
    /// flushed to disk, then renamed over the old one.
    pub fn write_atomic(dir: &Path, name: &str, bytes: &[u8]) -> Result<(), StoreError> {
        if dir.exists() && !dir.is_dir() {
            return Err(StoreError(format!("{} is a file, not a folder", dir.display())));
        }
        fs::create_dir_all(dir).map_err(|e| StoreError(format!("{}: {e}", dir.display())))?;
        let temporary = dir.join(format!(".{name}.{}.tmp", std::process::id()));
        let result = (|| -> std::io::Result<()> {
            let mut file = File::create(&temporary)?;
            file.write_all(bytes)?;
            file.sync_all()?;
            drop(file);
            fs::rename(&temporary, dir.join(name))?;
            // The rename itself is on disk once the folder is.
            #[cfg(unix)]
            if let Ok(folder) = File::open(dir) {
                let _ = folder.sync_all();
            }
            Ok(())
        })();
        if let Err(e) = result {
            let _ = fs::remove_file(&temporary);
            return Err(StoreError(format!("{}: {e}", dir.join(name).display())));
        }
        Ok(())
    }
}

#[cfg(target_arch = "wasm32")]
mod browser {
    use super::{APP_NAME, StoreError};

    /// The key of an item: `pegs-and-stones/<name>`.
    pub fn key(name: &str) -> String {
        format!("{APP_NAME}/{name}")
    }

    fn storage() -> Result<web_sys::Storage, StoreError> {
        let window = web_sys::window().ok_or_else(|| StoreError("no browser window".into()))?;
        match window.local_storage() {
            Ok(Some(storage)) => Ok(storage),
            _ => Err(StoreError("the browser's storage is turned off for this page".into())),
        }
    }

    fn describe(e: wasm_bindgen::JsValue) -> StoreError {
        let text = e.as_string().or_else(|| js_name(&e)).unwrap_or_else(|| "the browser refused".into());
        if text.contains("Quota") {
            StoreError("the browser's storage for this page is full".into())
        } else {
            StoreError(text)
        }
    }

    fn js_name(e: &wasm_bindgen::JsValue) -> Option<String> {
        let error: &web_sys::DomException = wasm_bindgen::JsCast::dyn_ref(e)?;
        Some(format!("{}: {}", error.name(), error.message()))
    }

    pub fn get(key: &str) -> Result<Option<String>, StoreError> {
        storage()?.get_item(key).map_err(describe)
    }

    pub fn set(key: &str, value: &str) -> Result<(), StoreError> {
        storage()?.set_item(key, value).map_err(describe)
    }

    pub fn remove(key: &str) -> Result<(), StoreError> {
        storage()?.remove_item(key).map_err(describe)
    }

    pub fn names() -> Result<Vec<String>, StoreError> {
        let storage = storage()?;
        let count = storage.length().map_err(describe)?;
        let prefix = format!("{APP_NAME}/");
        Ok((0..count)
            .filter_map(|i| storage.key(i).ok().flatten())
            .filter_map(|k| k.strip_prefix(&prefix).map(str::to_string))
            .collect())
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;

    fn temporary_folder(what: &str) -> std::path::PathBuf {
        let dir = std::env::temp_dir().join(format!("pegs-and-stones-store-{what}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        dir
    }

    #[test]
    fn a_folder_store_writes_reads_and_keeps_aside() {
        let dir = temporary_folder("folder");
        let store = Store::Folder(dir.clone());
        assert_eq!(store.read("save.ron").unwrap(), None, "nothing yet");
        store.write("save.ron", "one").unwrap();
        store.write("save.ron", "two").unwrap();
        assert_eq!(store.read("save.ron").unwrap().as_deref(), Some(&b"two"[..]));
        assert_eq!(store.names().unwrap(), vec!["save.ron"], "no temporary file left behind");
        let aside = store.keep_aside("save.ron", 42).unwrap();
        assert!(aside.ends_with("save.ron.unreadable-42"));
        store.write("save.ron", "three").unwrap();
        let again = store.keep_aside("save.ron", 42).unwrap();
        assert!(again.ends_with("save.ron.unreadable-42-2"), "never over an earlier one: {again}");
        assert_eq!(store.read("save.ron.unreadable-42").unwrap().as_deref(), Some(&b"two"[..]));
        assert_eq!(store.read("save.ron.unreadable-42-2").unwrap().as_deref(), Some(&b"three"[..]));
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn a_folder_that_is_a_file_refuses_cleanly() {
        let file = temporary_folder("file");
        std::fs::write(&file, "I am a file").unwrap();
        let store = Store::Folder(file.clone());
        assert_eq!(
            store.write("save.ron", "x"),
            Err(StoreError(format!("{} is a file, not a folder", file.display())))
        );
        assert_eq!(store.read("save.ron"), Ok(None), "nothing saved there");
        assert_eq!(std::fs::read_to_string(&file).unwrap(), "I am a file", "untouched");
        std::fs::remove_file(file).unwrap();
    }

    #[test]
    fn memory_stores_share_their_items_between_clones() {
        let store = Store::memory();
        let other = store.clone();
        store.write("a", "1").unwrap();
        assert_eq!(other.read("a").unwrap().as_deref(), Some(&b"1"[..]));
        assert_eq!(other.keep_aside("a", 7).unwrap(), "memory:a.unreadable-7");
        assert_eq!(store.names().unwrap(), vec!["a.unreadable-7"]);
    }
}
