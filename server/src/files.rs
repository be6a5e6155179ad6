//! The web files: served precompressed as the browser takes them, tagged
//! by their content (a browser revalidates and gets "304 Not Modified"
//! while the bytes are the same, whatever their date), nothing outside the
//! web folder, and a Content-Security-Policy that fits the page.

use std::collections::HashMap;
use std::path::{Path as FilePath, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::SystemTime;

use axum::extract::{Request, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

/// Whether a path is one of the server's own, not a web file.
pub(crate) fn is_servers_own(path: &str) -> bool {
    path.starts_with("/signal/") || path == "/healthz" || path == "/ice"
}

/// The web files' content tags (ETags): a digest of the bytes served, so a
/// browser revalidates a file (`Cache-Control: no-cache`) and gets "304 Not
/// Modified" as long as its content is the same, whatever its date (a new
/// copy of the same release costs players nothing). A tag is computed once
/// and kept while the file's size and time stay the same.
pub(crate) struct ContentTags {
    web: PathBuf,
    /// By file: its size and time when its tag was computed, and the tag.
    known: Mutex<HashMap<PathBuf, (u64, SystemTime, HeaderValue)>>,
}

impl ContentTags {
    /// No tags yet for the files under `web`.
    pub(crate) fn new(web: PathBuf) -> Self {
        Self { web, known: Mutex::default() }
    }

    /// The tag of the file `relative` (a request's decoded path) as served
    /// with `encoding` (`br`, `gzip`, or none), if it is a file.
    async fn of(&self, relative: &str, encoding: Option<&str>) -> Option<HeaderValue> {
        let mut file = self.web.clone();
        file.extend(relative.split('/').filter(|p| !p.is_empty()));
        if relative.is_empty() || relative.ends_with('/') || file.is_dir() {
            file.push("index.html");
        }
        let suffix = match encoding {
            None => "",
            Some("br") => ".br",
            Some("gzip") => ".gz",
            Some(_) => return None,
        };
        let file = PathBuf::from(format!("{}{suffix}", file.display()));
        let meta = tokio::fs::metadata(&file).await.ok().filter(|m| m.is_file())?;
        let (size, time) = (meta.len(), meta.modified().ok()?);
        if let Some((s, t, tag)) = self.known.lock().unwrap_or_else(|e| e.into_inner()).get(&file)
            && (*s, *t) == (size, time)
        {
            return Some(tag.clone());
        }
        let read = file.clone();
        let bytes = tokio::task::spawn_blocking(move || std::fs::read(read)).await.ok()?.ok()?;
        let digest = ring::digest::digest(&ring::digest::SHA256, &bytes);
        let hex: String = digest.as_ref()[..16].iter().map(|b| format!("{b:02x}")).collect();
        let tag = format!("\"{hex}\"");
        let tag = HeaderValue::from_str(&tag).ok()?;
        self.known.lock().unwrap_or_else(|e| e.into_inner()).insert(file, (size, time, tag.clone()));
        Some(tag)
    }
}

/// How long a browser may keep a file named by its content: a year, with
/// no revalidation (its name changes with its bytes). Other files are
/// revalidated on every visit (`no-cache`, see [`crate::router`]).
const FOR_GOOD: &str = "public, max-age=31536000, immutable";

/// Whether a web file's name carries a digest of its content, as the web
/// build names the wasm: `NAME-DIGEST.EXT`, the digest 16 or more
/// lower-case hex digits.
fn named_by_content(relative: &str) -> bool {
    let name = relative.rsplit('/').next().unwrap_or(relative);
    let Some((stem, _extension)) = name.split_once('.') else { return false };
    let Some((_, digest)) = stem.rsplit_once('-') else { return false };
    digest.len() >= 16 && digest.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
}

/// Whether an `If-None-Match` list names `tag` (weakly, as RFC 9110 compares for GET).
fn names_tag(list: &HeaderValue, tag: &HeaderValue) -> bool {
    let (Ok(list), Ok(tag)) = (list.to_str(), tag.to_str()) else { return false };
    list.split(',').map(str::trim).any(|t| t == "*" || t.trim_start_matches("W/") == tag)
}

/// Tags every web file served whole by its content, and answers "304 Not
/// Modified" to a browser that names that tag (its date then counts for nothing).
pub(crate) async fn tag_by_content(
    State(tags): State<Arc<ContentTags>>,
    mut request: Request,
    next: Next,
) -> Response {
    let path = request.uri().path().to_string();
    if is_servers_own(&path) {
        return next.run(request).await;
    }
    let asked = request.headers().get(header::IF_NONE_MATCH).cloned();
    if asked.is_some() {
        request.headers_mut().remove(header::IF_MODIFIED_SINCE);
    }
    let mut response = next.run(request).await;
    if response.status() != StatusCode::OK {
        return response;
    }
    let headers = response.headers_mut();
    headers.entry(header::VARY).or_insert(HeaderValue::from_static("accept-encoding"));
    let encoding = headers.get(header::CONTENT_ENCODING).and_then(|e| e.to_str().ok()).map(str::to_string);
    let Some(relative) = percent_decode(path.trim_start_matches('/')) else { return response };
    if named_by_content(&relative) {
        response.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static(FOR_GOOD));
    }
    let Some(tag) = tags.of(&relative, encoding.as_deref()).await else { return response };
    if asked.is_some_and(|asked| names_tag(&asked, &tag)) {
        let mut unchanged = StatusCode::NOT_MODIFIED.into_response();
        for name in [header::CACHE_CONTROL, header::VARY, header::CONTENT_LOCATION, header::LAST_MODIFIED] {
            if let Some(value) = response.headers().get(&name) {
                unchanged.headers_mut().insert(name, value.clone());
            }
        }
        unchanged.headers_mut().insert(header::ETAG, tag);
        return unchanged;
    }
    response.headers_mut().insert(header::ETAG, tag);
    response
}

/// The longest name of one file or folder the web folder can hold (bytes):
/// what no file system takes, no file here is called.
const LONGEST_NAME: usize = 255;
/// The longest path under the web folder the file service is asked about (bytes).
const LONGEST_PATH: usize = 1024;

/// Refuses any path that leads out of the web folder through a link (`..`
/// is refused by the file service itself), and answers 404 at once for a
/// name longer than a file system takes: any stranger may ask for one, and
/// the file system's refusal is no error of the server's.
pub(crate) async fn inside_web(State(web): State<PathBuf>, request: Request, next: Next) -> Response {
    let path = request.uri().path();
    if !is_servers_own(path) {
        let decoded = percent_decode(path.trim_start_matches('/'));
        let Some(relative) = decoded else { return StatusCode::BAD_REQUEST.into_response() };
        if !could_be_a_file(&relative) || !stays_inside(&web, &relative) {
            return StatusCode::NOT_FOUND.into_response();
        }
    }
    next.run(request).await
}

/// Whether a path under the web folder could name a file at all: no part
/// longer than [`LONGEST_NAME`], the whole no longer than [`LONGEST_PATH`].
pub fn could_be_a_file(relative: &str) -> bool {
    relative.len() <= LONGEST_PATH && relative.split('/').all(|part| part.len() <= LONGEST_NAME)
}

/// Whether `relative` under `root`, links followed, is still under `root`
/// (a path that does not exist is: the file service answers 404 for it).
pub fn stays_inside(root: &FilePath, relative: &str) -> bool {
    let Ok(root) = root.canonicalize() else { return false };
    let mut path = root.clone();
    for part in relative.split('/') {
        match part {
            "" | "." => continue,
            ".." => return false,
            part => path.push(part),
        }
        match path.canonicalize() {
            Ok(real) if real.starts_with(&root) => path = real,
            Ok(_) => return false,
            Err(_) => return true,
        }
    }
    true
}

fn percent_decode(path: &str) -> Option<String> {
    let bytes = path.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = std::str::from_utf8(bytes.get(i + 1..i + 3)?).ok()?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}

/// A Content-Security-Policy that fits the page: its own scripts and the
/// inline start-up script of its `index.html` (by hash), WebAssembly,
/// connections to signalling servers and their `/ice` (any host: `?server=`), nothing framed or embedded.
pub fn content_security_policy(web: &FilePath) -> HeaderValue {
    let page = std::fs::read_to_string(web.join("index.html")).unwrap_or_default();
    let hashes: String = inline_scripts(&page)
        .map(|script| {
            let digest = ring::digest::digest(&ring::digest::SHA256, script.as_bytes());
            use base64::Engine;
            format!(" 'sha256-{}'", base64::engine::general_purpose::STANDARD.encode(digest.as_ref()))
        })
        .collect();
    let policy = format!(
        "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'{hashes}; style-src 'self' 'unsafe-inline'; \
         img-src 'self' data: blob:; connect-src 'self' https: http: ws: wss:; worker-src 'self'; manifest-src 'self'; \
         object-src 'none'; base-uri 'none'; frame-ancestors 'none'"
    );
    HeaderValue::from_str(&policy).unwrap_or_else(|_| HeaderValue::from_static("default-src 'self'"))
}

/// The bodies of a page's inline `<script>` elements.
fn inline_scripts(page: &str) -> impl Iterator<Item = &str> {
    page.split("<script").skip(1).filter_map(|rest| {
        let (attributes, body) = rest.split_once('>')?;
        if attributes.contains("src=") {
            return None;
        }
        Some(body.split_once("</script>")?.0)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_policy_names_the_pages_inline_script_by_its_hash() {
        let page = "<script type=\"module\">go()</script><script src=\"x.js\"></script>";
        assert_eq!(inline_scripts(page).collect::<Vec<_>>(), ["go()"]);
    }

    #[test]
    fn names_with_a_digest_are_named_by_content() {
        assert!(named_by_content("game_bg-0123456789abcdef.wasm"));
        assert!(named_by_content("sub/game_bg-0123456789abcdef0123.wasm.br"));
        for plain in [
            "game_bg.wasm",
            "index.html",
            "game_bg-0123.wasm",
            "x-0123456789ABCDEF.wasm",
            "noext-0123456789abcdef",
        ] {
            assert!(!named_by_content(plain), "{plain}");
        }
    }

    #[test]
    fn paths_are_decoded_or_refused() {
        assert_eq!(percent_decode("a%20b").as_deref(), Some("a b"));
        assert_eq!(percent_decode("%2e%2e/x").as_deref(), Some("../x"));
        assert_eq!(percent_decode("bad%zz"), None);
        assert_eq!(percent_decode("cut%2"), None);
    }
}
