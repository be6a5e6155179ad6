//! The language files (`assets/i18n/<code>.ftl`, compiled into the game,
//! deflated, so it speaks offline and from anywhere), read once into Fluent bundles, and
//! a message said in one of them. A message a file lacks is said in
//! English, the language every file is translated from; `cargo test`
//! makes sure no shipped file lacks one.

use std::sync::LazyLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

use super::Language;
use super::fluent::{Arg, Text};

/// One language's messages.
struct Catalogue {
    bundle: FluentBundle<FluentResource>,
    /// The language's name in itself (`language-name`).
    name: String,
}

/// Every language's catalogue, in the order of [`Language::ALL`].
static CATALOGUES: LazyLock<Vec<Catalogue>> =
    LazyLock::new(|| Language::ALL.iter().map(|l| catalogue(l.code(), l.file())).collect());

/// A language file read into a bundle. What does not parse is left out
/// (and said in English instead); the tests fail on it first.
fn catalogue(code: &str, source: String) -> Catalogue {
    let resource = FluentResource::try_new(source).unwrap_or_else(|(partial, _)| partial);
    let locale = code.parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![locale]);
    // The game's texts run left to right: no isolation marks around arguments
    // (the font has no glyph for them).
    bundle.set_use_isolating(false);
    // A message given twice keeps the first; the tests fail on it.
    let _ = bundle.add_resource(resource);
    let name = format_message(&bundle, "language-name", None).unwrap_or_else(|| code.to_string());
    Catalogue { bundle, name }
}

/// Reads every language file into a bundle afresh, as the game does once
/// when it first speaks; the length of the names read (for the benchmark).
pub(super) fn read_every_file() -> usize {
    Language::ALL.iter().map(|l| catalogue(l.code(), l.file()).name.len()).sum()
}

/// A message of a bundle with its arguments, if the bundle has it.
fn format_message(
    bundle: &FluentBundle<FluentResource>,
    id: &str,
    args: Option<&FluentArgs>,
) -> Option<String> {
    let pattern = bundle.get_message(id)?.value()?;
    let mut errors = Vec::new();
    Some(bundle.format_pattern(pattern, args, &mut errors).into_owned())
}

/// The catalogue of a language.
fn of(language: Language) -> &'static Catalogue {
    &CATALOGUES[language as usize]
}

/// A language's name in itself.
pub(super) fn name(language: Language) -> &'static str {
    &of(language).name
}

/// Says a text in a language.
pub(super) fn say(language: Language, text: &Text) -> String {
    match text {
        Text::Plain(words) => words.to_string(),
        Text::Joined(parts, between) => {
            parts.iter().map(|t| say(language, t)).collect::<Vec<_>>().join(between)
        }
        Text::Message(id, args) => {
            let mut values = FluentArgs::new();
            for (name, arg) in args {
                let value = match arg {
                    Arg::Number(n) => FluentValue::from(*n),
                    Arg::Text(t) => FluentValue::from(say(language, t)),
                };
                values.set(*name, value);
            }
            format_message(&of(language).bundle, id, Some(&values))
                .or_else(|| format_message(&of(Language::default()).bundle, id, Some(&values)))
                .unwrap_or_else(|| id.to_string())
        }
    }
}

/// Says a text in a language and returns what Fluent could not resolve
/// (a variable not given, a message referred to that is missing).
#[cfg(test)]
pub(super) fn say_checked(language: Language, text: &Text) -> Result<String, String> {
    match text {
        Text::Plain(words) => Ok(words.to_string()),
        Text::Joined(parts, between) => {
            let said: Result<Vec<_>, _> = parts.iter().map(|t| say_checked(language, t)).collect();
            Ok(said?.join(between))
        }
        Text::Message(id, args) => {
            let bundle = &of(language).bundle;
            let pattern = bundle
                .get_message(id)
                .and_then(|m| m.value())
                .ok_or_else(|| format!("{}: no message {id}", language.code()))?;
            let mut values = FluentArgs::new();
            for (name, arg) in args {
                let value = match arg {
                    Arg::Number(n) => FluentValue::from(*n),
                    Arg::Text(t) => FluentValue::from(say_checked(language, t)?),
                };
                values.set(*name, value);
            }
            let mut errors = Vec::new();
            let said = bundle.format_pattern(pattern, Some(&values), &mut errors).into_owned();
            if errors.is_empty() { Ok(said) } else { Err(format!("{}: {id}: {errors:?}", language.code())) }
        }
    }
}
