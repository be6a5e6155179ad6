//! The documents stay true to the repository: every relative link in
//! README.md, CONTRIBUTING.md and docs/ leads to a file that exists (and to
//! a heading it has), every repository path they name in backticks exists,
//! none points outside the repository, every subcommand docs/cli.md
//! shows is one the binary takes, README stays short, and every list of
//! the languages names them all.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Component, Path, PathBuf};
use std::process::Command;

/// The repository's root.
fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// README.md, CONTRIBUTING.md and every page in docs/, relative to the root.
fn documents() -> Vec<PathBuf> {
    let mut list = vec![PathBuf::from("README.md"), PathBuf::from("CONTRIBUTING.md")];
    let mut pages: Vec<PathBuf> = fs::read_dir(root().join("docs"))
        .expect("docs/ is there")
        .map(|e| e.expect("a docs/ entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .map(|p| p.strip_prefix(root()).expect("under the root").to_path_buf())
        .collect();
    pages.sort();
    list.extend(pages);
    list
}

/// The folders at the top of the repository whose paths a document may name.
const TOP: &[&str] = &[
    "src", "engine", "server", "web", "tests", "tools", "docs", "assets", "release", "vendor", ".ci",
    "benches", ".cargo",
];

/// Paths the build or a run makes, named as such, not kept in the repository.
const MADE: &[&str] = &["release/out", "web/shots", "web/node_modules", "tests/data/out"];

/// A path joined and tidied (`a/./b/../c` is `a/c`); `None` if it climbs above where it started.
fn tidy(path: &Path) -> Option<PathBuf> {
    let mut parts: Vec<_> = Vec::new();
    for part in path.components() {
        match part {
            Component::CurDir => {}
            Component::ParentDir => {
                parts.pop()?;
            }
            Component::Normal(p) => parts.push(p.to_owned()),
            _ => return None,
        }
    }
    Some(parts.iter().collect())
}

/// A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens.
fn anchor(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter(|c| c.is_alphanumeric() || *c == ' ' || *c == '-' || *c == '_')
        .map(|c| if c == ' ' { '-' } else { c })
        .collect()
}

/// The anchors of a Markdown text's headings (outside code blocks).
fn anchors(text: &str) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    let mut in_code = false;
    for line in text.lines() {
        if line.starts_with("```") {
            in_code = !in_code;
        } else if !in_code && line.starts_with('#') {
            found.insert(anchor(line.trim_start_matches('#')));
        }
    }
    found
}

/// The targets of a text's Markdown links (`[words](target)`).
fn links(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut rest = text;
    while let Some(at) = rest.find("](") {
        rest = &rest[at + 2..];
        if let Some(end) = rest.find(')') {
            found.push(rest[..end].to_string());
        }
    }
    found
}

/// The words in backticks of a text.
fn quoted(text: &str) -> Vec<String> {
    text.split('`').skip(1).step_by(2).map(str::to_string).collect()
}

#[test]
fn every_link_and_path_the_documents_name_is_in_the_repository() {
    let mut wrong = Vec::new();
    for doc in documents() {
        let text = fs::read_to_string(root().join(&doc)).expect("the document reads");
        let here = doc.parent().unwrap_or(Path::new(""));
        for target in links(&text) {
            if target.contains("://") || target.starts_with("mailto:") {
                continue;
            }
            let (file, heading) = target.split_once('#').unwrap_or((&target, ""));
            let Some(path) = (if file.is_empty() { Some(doc.clone()) } else { tidy(&here.join(file)) })
            else {
                wrong.push(format!("{}: {target} leads outside the repository", doc.display()));
                continue;
            };
            let full = root().join(&path);
            if !full.exists() {
                wrong.push(format!("{}: {target}: no {}", doc.display(), path.display()));
            } else if !heading.is_empty() {
                let headings = anchors(&fs::read_to_string(&full).unwrap_or_default());
                if !headings.contains(heading) {
                    wrong.push(format!(
                        "{}: {target}: {} has no heading #{heading}",
                        doc.display(),
                        path.display()
                    ));
                }
            }
        }
        for words in quoted(&text) {
            if words.contains("../") {
                wrong.push(format!("{}: `{words}` names a place outside the repository", doc.display()));
            }
            // A path alone: no spaces, no placeholders or wildcards, under a top folder.
            let path = words.trim_end_matches(['.', ',', ':']);
            let placeholder =
                path.contains(['<', '*', '{', '$', '…', ' ', '=', '?']) || path.contains("DIGEST");
            let top = path.split('/').next().unwrap_or_default();
            if placeholder || !path.contains('/') || !TOP.contains(&top) {
                continue;
            }
            if MADE.iter().any(|m| path.starts_with(m)) {
                continue;
            }
            if !root().join(path).exists() {
                wrong.push(format!("{}: `{words}`: no such path", doc.display()));
            }
        }
    }
    assert!(wrong.is_empty(), "documents name what is not there:\n{}", wrong.join("\n"));
}

#[test]
fn the_tidied_paths_and_anchors_read_as_github_makes_them() {
    assert_eq!(tidy(Path::new("docs/../README.md")), Some(PathBuf::from("README.md")));
    assert_eq!(tidy(Path::new("../shared/tools")), None);
    assert_eq!(anchor(" Puzzles: one a day, and ladders to climb"), "puzzles-one-a-day-and-ladders-to-climb");
    assert_eq!(anchor("What `dist/` holds"), "what-dist-holds");
    assert_eq!(links("see [a](b.md#c) and [d](https://e)"), ["b.md#c", "https://e"]);
}

#[test]
fn every_subcommand_docs_cli_shows_is_one_the_binary_takes() {
    let text = fs::read_to_string(root().join("docs/cli.md")).expect("docs/cli.md reads");
    let mut shown = BTreeSet::new();
    for line in text.lines() {
        let Some(rest) = line.trim().strip_prefix("pegs-and-stones ") else { continue };
        let words: Vec<&str> =
            rest.split_whitespace().take_while(|w| w.chars().all(|c| c.is_ascii_lowercase())).collect();
        if !words.is_empty() {
            shown.insert(words.join(" "));
        }
    }
    assert!(shown.len() >= 10, "docs/cli.md shows the subcommands: {shown:?}");
    for command in &shown {
        let mut args: Vec<&str> = command.split(' ').collect();
        args.push("--help");
        let out = Command::new(env!("CARGO_BIN_EXE_pegs-and-stones"))
            .args(&args)
            .output()
            .expect("the binary runs");
        let help = String::from_utf8_lossy(&out.stdout);
        assert!(
            out.status.success() && help.contains("Usage"),
            "docs/cli.md shows `{command}`: {args:?} gave {out:?}"
        );
    }
}

#[test]
fn readme_stays_under_three_hundred_lines() {
    // What does not fit has a page of its own in docs/ (docs/playing.md, docs/cli.md, …).
    let text = fs::read_to_string(root().join("README.md")).expect("README.md reads");
    let lines = text.lines().count();
    assert!(lines <= 300, "README.md has {lines} lines: move the details to a page in docs/");
}

#[test]
fn every_list_of_the_languages_names_every_language() {
    use pegs_and_stones::base::i18n::Language;
    // A language is its file and one line (`languages!`); these places list the languages too.
    let readme = fs::read_to_string(root().join("README.md")).expect("README.md reads");
    let first = readme.split("\n\n").nth(1).expect("README's first paragraph");
    let cli = fs::read_to_string(root().join("docs/cli.md")).expect("docs/cli.md reads");
    let titles = &cli[cli.find("`title` (").expect("docs/cli.md says the lessons' titles")..];
    let titles = &titles[..titles.find(')').expect("the list's end")];
    let contributing = fs::read_to_string(root().join("CONTRIBUTING.md")).expect("CONTRIBUTING.md reads");
    for language in Language::ALL {
        assert!(first.contains(language.name()), "README's first paragraph lacks {}", language.name());
        assert!(
            titles.contains(&format!("`{}`", language.code())),
            "docs/cli.md's lesson titles lack {}",
            language.code()
        );
    }
    // The recipe for a new language names each of these places.
    let recipe = &contributing[contributing.find("## A new language").expect("the recipe")..];
    for place in ["languages!", "README.md", "docs/cli.md"] {
        assert!(recipe.contains(place), "CONTRIBUTING's recipe for a new language lacks {place}");
    }
}
