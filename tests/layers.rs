//! The game's source runs one way: a folder per layer (`base` → `shell` →
//! `screens` → `app`), and a file uses only its own layer and those below
//! it; a screen never uses another screen. This test reads every `.rs`
//! file under `src/`, resolves each `crate::…` and `super::…` path in its
//! code (comments left out), and names every file and path that points up.
//!
//! Run it alone with `cargo test --test layers`.

use std::fs;
use std::path::{Path, PathBuf};

/// The layers, lowest first: a file may use its own layer and those before it.
const LAYERS: [&str; 4] = ["base", "shell", "screens", "app"];

/// Where a file sits: its layer (an index into [`LAYERS`]; the crate root
/// and `main.rs` sit above them all) and its module path.
#[derive(Debug)]
struct Place {
    layer: usize,
    module: Vec<String>,
}

/// The crate root's rank: above every layer (it puts their plugins together).
const ROOT: usize = LAYERS.len();

fn place_of(src: &Path, file: &Path) -> Place {
    let relative = file.strip_prefix(src).expect("a file under src");
    let mut module: Vec<String> =
        relative.iter().map(|part| part.to_string_lossy().trim_end_matches(".rs").to_string()).collect();
    if matches!(module.last().map(String::as_str), Some("mod" | "lib" | "main")) {
        module.pop();
    }
    let layer = match module.first() {
        None => ROOT,
        Some(top) => LAYERS
            .iter()
            .position(|l| l == top)
            .unwrap_or_else(|| panic!("{}: a file outside the layer folders {LAYERS:?}", relative.display())),
    };
    Place { layer, module }
}

/// The file's code without its comments (doc comments name paths in prose)
/// and without the insides of strings and characters.
fn code_of(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut code = String::with_capacity(text.len());
    let mut i = 0;
    let at = |i: usize| chars.get(i).copied().unwrap_or('\0');
    while i < chars.len() {
        let c = chars[i];
        if c == '/' && at(i + 1) == '/' {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && at(i + 1) == '*' {
            let mut depth = 0;
            while i < chars.len() {
                if chars[i] == '/' && at(i + 1) == '*' {
                    depth += 1;
                    i += 2;
                } else if chars[i] == '*' && at(i + 1) == '/' {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
            code.push(' ');
        } else if c == 'r' && (at(i + 1) == '"' || (at(i + 1) == '#' && matches!(at(i + 2), '"' | '#'))) {
            // A raw string: r"…", r#"…"#.
            let hashes = chars[i + 1..].iter().take_while(|&&h| h == '#').count();
            i += 2 + hashes;
            while i < chars.len() && !(chars[i] == '"' && (1..=hashes).all(|k| at(i + k) == '#')) {
                i += 1;
            }
            i += 1 + hashes;
            code.push_str("\"\"");
        } else if c == '"' {
            i += 1;
            while i < chars.len() && chars[i] != '"' {
                i += if chars[i] == '\\' { 2 } else { 1 };
            }
            i += 1;
            code.push_str("\"\"");
        } else if c == '\'' && (at(i + 1) == '\\' || at(i + 2) == '\'') {
            // A character ('"', '\''); a lifetime has no closing quote.
            i += if at(i + 1) == '\\' { 2 } else { 1 };
            while i < chars.len() && chars[i] != '\'' {
                i += 1;
            }
            i += 1;
            code.push_str("' '");
        } else {
            code.push(c);
            i += 1;
        }
    }
    code
}

/// Every path in `code` that starts at `crate::` or `super::`, as written
/// (`use a::{b, c}` lists count once, by their common start).
fn paths_in(code: &str) -> Vec<String> {
    let bytes = code.as_bytes();
    let mut found = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let at_word =
            i == 0 || !(bytes[i - 1].is_ascii_alphanumeric() || bytes[i - 1] == b'_' || bytes[i - 1] == b':');
        let starts = code[i..].starts_with("crate::") || code[i..].starts_with("super::");
        if at_word && starts {
            let end = code[i..]
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == ':'))
                .map_or(code.len(), |n| i + n);
            found.push(code[i..end].trim_end_matches(':').to_string());
            i = end;
        } else {
            i += 1;
        }
    }
    found
}

/// The module a path names, from the crate root (`super` resolved against `module`).
fn resolve(module: &[String], path: &str) -> Option<Vec<String>> {
    let mut parts = path.split("::").filter(|p| !p.is_empty());
    let mut at: Vec<String> = match parts.next()? {
        "crate" => Vec::new(),
        "super" => module[..module.len().checked_sub(1)?].to_vec(),
        _ => return None,
    };
    for part in parts {
        if part == "super" {
            at.pop()?;
        } else {
            at.push(part.to_string());
        }
    }
    Some(at)
}

fn rust_files(dir: &Path, into: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).expect("a readable folder") {
        let path = entry.expect("a folder entry").path();
        if path.is_dir() {
            rust_files(&path, into);
        } else if path.extension().is_some_and(|e| e == "rs") {
            into.push(path);
        }
    }
}

/// Why `path`, used in a file at `from`, points the wrong way; `None` if it may be used.
fn wrong_way(from: &Place, path: &str) -> Option<String> {
    let target = resolve(&from.module, path)?;
    let Some(top) = target.first() else {
        // The crate root itself (`crate::plugin`): only the app assembles the game.
        return (from.layer < LAYERS.len() - 1).then(|| "uses the crate root, which only the app may".into());
    };
    let Some(layer) = LAYERS.iter().position(|l| l == top) else {
        // Something of the crate root's own (`crate::plugin`).
        return (from.layer < LAYERS.len() - 1).then(|| "uses the crate root, which only the app may".into());
    };
    if layer > from.layer {
        return Some(format!("a {} file uses the {} layer above it", LAYERS[from.layer], LAYERS[layer]));
    }
    let screens = LAYERS.iter().position(|&l| l == "screens");
    if Some(layer) == screens && from.layer == layer && target.get(1) != from.module.get(1) {
        return Some("one screen uses another".into());
    }
    None
}

#[test]
fn layers_point_down_in_every_file() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    files.sort();
    assert!(files.len() > 50, "the sources were not found under {}", src.display());
    let mut wrong = Vec::new();
    for file in &files {
        let place = place_of(&src, file);
        let text = fs::read_to_string(file).expect("a readable source");
        for path in paths_in(&code_of(&text)) {
            if let Some(why) = wrong_way(&place, &path) {
                let shown = file.strip_prefix(&src).unwrap_or(file).display();
                wrong.push(format!("src/{shown}: `{path}`: {why}"));
            }
        }
    }
    assert!(wrong.is_empty(), "imports that point up:\n{}", wrong.join("\n"));
}

/// The parts of one layer each file uses (`shell::ui` → `shell::display`), as (from, to) pairs.
fn part_imports(src: &Path) -> Vec<(String, String)> {
    let mut files = Vec::new();
    rust_files(src, &mut files);
    let mut edges = Vec::new();
    for file in &files {
        let place = place_of(src, file);
        let (Some(layer), Some(part)) = (place.module.first(), place.module.get(1)) else { continue };
        let text = fs::read_to_string(file).expect("a readable source");
        for path in paths_in(&code_of(&text)) {
            let Some(target) = resolve(&place.module, &path) else { continue };
            if target.first() == Some(layer)
                && let Some(to) = target.get(1)
                && to != part
            {
                let edge = (format!("{layer}::{part}"), format!("{layer}::{to}"));
                if !edges.contains(&edge) {
                    edges.push(edge);
                }
            }
        }
    }
    edges
}

/// A circle among `edges`, if there is one (as the parts around it).
fn circle_in(edges: &[(String, String)]) -> Option<Vec<String>> {
    fn visit(
        node: &str,
        edges: &[(String, String)],
        path: &mut Vec<String>,
        done: &mut Vec<String>,
    ) -> Option<Vec<String>> {
        if let Some(start) = path.iter().position(|p| p == node) {
            return Some(path[start..].to_vec());
        }
        if done.iter().any(|d| d == node) {
            return None;
        }
        path.push(node.to_string());
        for (_, to) in edges.iter().filter(|(from, _)| from == node) {
            if let Some(circle) = visit(to, edges, path, done) {
                return Some(circle);
            }
        }
        path.pop();
        done.push(node.to_string());
        None
    }
    let mut done = Vec::new();
    edges.iter().find_map(|(from, _)| visit(from, edges, &mut Vec::new(), &mut done))
}

#[test]
fn layers_parts_within_a_layer_run_one_way() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let edges = part_imports(&src);
    assert!(edges.len() > 10, "too few imports between parts were found: {edges:?}");
    if let Some(circle) = circle_in(&edges) {
        panic!("parts of a layer use each other in a circle: {}", circle.join(" → "));
    }
}

#[test]
fn layers_are_the_only_folders_and_files_at_the_top() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut tops: Vec<String> = fs::read_dir(&src)
        .expect("src")
        .map(|e| e.expect("an entry").file_name().to_string_lossy().into_owned())
        .collect();
    tops.sort();
    let mut expected: Vec<String> = LAYERS.iter().map(|l| l.to_string()).collect();
    expected.extend(["lib.rs".into(), "main.rs".into()]);
    expected.sort();
    assert_eq!(tops, expected, "src/ holds a folder per layer, lib.rs and main.rs");
}

#[test]
fn layers_check_finds_what_points_up() {
    // The check itself: each kind of wrong import is caught, and the right ones pass.
    let src = Path::new("/s");
    let at = |file: &str| place_of(src, &src.join(file));
    let base = at("base/save/records.rs");
    assert!(wrong_way(&base, "crate::shell::display::theme::Palette").is_some());
    assert!(wrong_way(&base, "crate::base::i18n::Msg").is_none());
    assert!(wrong_way(&base, "super::data::Saved").is_none());
    let theme = at("shell/display/theme/panel.rs");
    assert!(wrong_way(&theme, "super::super::camera::View").is_none());
    assert!(wrong_way(&theme, "super::super::super::super::screens::menu").is_some());
    assert!(wrong_way(&theme, "crate::plugin").is_some());
    let hanoi = at("screens/hanoi/ui/mod.rs");
    assert!(wrong_way(&hanoi, "crate::screens::tictactoe::play::Match").is_some());
    assert!(wrong_way(&hanoi, "crate::screens::hanoi::state::Board").is_none());
    assert!(wrong_way(&hanoi, "crate::app::testing").is_some());
    let window = at("app/window.rs");
    assert!(wrong_way(&window, "crate::plugin").is_none());
    assert!(wrong_way(&window, "crate::screens::menu").is_none());
    // A circle between parts is found, a line is not.
    let edge = |a: &str, b: &str| (a.to_string(), b.to_string());
    assert!(circle_in(&[edge("a", "b"), edge("b", "c")]).is_none());
    assert_eq!(circle_in(&[edge("a", "b"), edge("b", "c"), edge("c", "a")]).map(|c| c.len()), Some(3));
    // Comments are prose, not imports; paths are read whole.
    let code = code_of(
        "use crate::base::x; // crate::app::y\n/* crate::app::z */ let a = super::b::c;\n\
         let s = \"image/*\"; let q = '\"'; use crate::shell::w;",
    );
    assert_eq!(paths_in(&code), ["crate::base::x", "super::b::c", "crate::shell::w"]);
}

/// Lines a source file may have: past this, it is split along its seams.
const MOST_LINES: usize = 600;

/// Files that may be longer, and why: the catalogue says every message in
/// one exhaustive `match` per language (a translator reads one file), and
/// tests of a whole part stand together.
const LONG_BY_DESIGN: [&str; 7] = [
    "src/base/i18n/msg.rs",
    "src/base/i18n/en.rs",
    "src/base/i18n/de.rs",
    "src/base/i18n/es.rs",
    "src/base/i18n/tests.rs",
    "engine/src/tictactoe/tests.rs",
    "engine/src/online/tests.rs",
];

#[test]
fn layers_no_source_file_passes_six_hundred_lines() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for dir in ["src", "engine/src", "server/src"] {
        rust_files(&root.join(dir), &mut files);
    }
    assert!(files.len() > 100, "the source files are found");
    let long: Vec<String> = files
        .iter()
        .filter_map(|file| {
            let name = file.strip_prefix(root).expect("under the crate").to_string_lossy().replace('\\', "/");
            let lines = fs::read_to_string(file).expect("readable").lines().count();
            (lines > MOST_LINES && !LONG_BY_DESIGN.contains(&name.as_str()))
                .then(|| format!("{name}: {lines}"))
        })
        .collect();
    assert!(long.is_empty(), "split these along their seams: {long:?}");
}

/// Lines a function may have (its signature to its closing brace): past
/// this, it is split into parts a reader takes in one at a time.
const MOST_FUNCTION_LINES: usize = 150;

/// Functions that may be longer: an exhaustive `match` that is only a
/// table from one enum to another (every message to its Fluent id).
const TABLES: [&str; 1] = ["src/base/i18n/fluent/mod.rs: text"];

/// The functions of `code` (with `code_of`'s comments and strings blanked)
/// and their lengths in lines: from a line that starts `fn` to the line
/// of the brace that closes its body; a module of tests ends the search.
fn function_lengths(code: &str) -> Vec<(String, usize)> {
    let lines: Vec<&str> = code.lines().collect();
    let mut found = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i].trim_start();
        if line.starts_with("#[cfg(test)]") {
            break;
        }
        let signature = ["pub fn ", "pub(super) fn ", "pub(crate) fn ", "fn ", "const fn ", "pub const fn "]
            .iter()
            .find_map(|p| line.strip_prefix(p));
        if let Some(rest) = signature {
            let name: String = rest.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
            let (mut depth, mut opened, mut end) = (0i32, false, None);
            for (j, body) in lines.iter().enumerate().skip(i) {
                for c in body.chars() {
                    match c {
                        '{' => (depth, opened) = (depth + 1, true),
                        '}' => depth -= 1,
                        _ => {}
                    }
                }
                if opened && depth == 0 {
                    end = Some(j);
                    break;
                }
                if !opened && body.trim_end().ends_with(';') {
                    break;
                }
            }
            if let Some(end) = end {
                found.push((name, end - i + 1));
            }
        }
        i += 1;
    }
    found
}

#[test]
fn layers_no_function_passes_a_hundred_and_fifty_lines() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for dir in ["src", "engine/src", "server/src"] {
        rust_files(&root.join(dir), &mut files);
    }
    let mut long = Vec::new();
    for file in &files {
        let name = file.strip_prefix(root).expect("under the crate").to_string_lossy().replace('\\', "/");
        // Tests aside: a test tells a whole story.
        if name.contains("/tests") || name.ends_with("tests.rs") {
            continue;
        }
        let code = code_of(&fs::read_to_string(file).expect("readable"));
        for (function, lines) in function_lengths(&code) {
            let at = format!("{name}: {function}");
            if lines > MOST_FUNCTION_LINES && !TABLES.contains(&at.as_str()) {
                long.push(format!("{at} ({lines} lines)"));
            }
        }
    }
    assert!(long.is_empty(), "split these into parts: {long:?}");
    // And the count works: a function of 151 lines is found.
    let made = format!("fn long() {{\n{}}}\n", "    let a = 1;\n".repeat(149));
    assert_eq!(function_lengths(&made), [("long".to_string(), 151)]);
}
