//! The language files checked the way a translator's tools check them:
//! each parses; each has every message of the English file and no other;
//! a message uses only the variables the game gives it and every variable
//! the English one uses; a plural has every form the language's CLDR rules
//! need; and every message the game can say is in the files and says
//! itself without a Fluent error.

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement, VariantKey};
use intl_pluralrules::{PluralCategory, PluralRuleType, PluralRules};

use super::super::bundles::say_checked;
use super::super::fluent::{self, Arg, Text};
use super::*;

/// What a file's message uses: its variables, and the keys of each plural
/// (a selection on a number by its CLDR category).
#[derive(Default, Debug)]
struct Uses {
    variables: BTreeSet<String>,
    plurals: Vec<BTreeSet<String>>,
}

/// The plural categories CLDR names.
const CATEGORIES: [&str; 6] = ["zero", "one", "two", "few", "many", "other"];

fn pattern_uses(pattern: &Pattern<&str>, uses: &mut Uses) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_uses(expression, uses);
        }
    }
}

fn expression_uses(expression: &Expression<&str>, uses: &mut Uses) {
    match expression {
        Expression::Inline(inline) => inline_uses(inline, uses),
        Expression::Select { selector, variants } => {
            inline_uses(selector, uses);
            let keys: BTreeSet<String> = variants
                .iter()
                .filter_map(|v| match &v.key {
                    VariantKey::Identifier { name } => Some(name.to_string()),
                    VariantKey::NumberLiteral { .. } => None,
                })
                .collect();
            if keys.iter().any(|k| CATEGORIES.contains(&k.as_str()) && k != "other") {
                uses.plurals.push(keys);
            }
            for variant in variants {
                pattern_uses(&variant.value, uses);
            }
        }
    }
}

fn inline_uses(inline: &InlineExpression<&str>, uses: &mut Uses) {
    match inline {
        InlineExpression::VariableReference { id } => {
            uses.variables.insert(id.name.to_string());
        }
        InlineExpression::Placeable { expression } => expression_uses(expression, uses),
        InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                inline_uses(argument, uses);
            }
        }
        _ => {}
    }
}

/// A language file: each message's uses, by id, and what failed to read.
fn read(language: Language) -> (BTreeMap<String, Uses>, Vec<String>) {
    let mut problems = Vec::new();
    let file = language.file();
    let resource = match fluent_syntax::parser::parse(file.as_str()) {
        Ok(resource) => resource,
        Err((resource, errors)) => {
            for error in errors {
                let line = file[..error.pos.start.min(file.len())].lines().count();
                problems.push(format!("{}.ftl:{line}: does not parse: {:?}", language.code(), error.kind));
            }
            resource
        }
    };
    let mut messages = BTreeMap::new();
    for entry in &resource.body {
        match entry {
            Entry::Message(message) => {
                let mut uses = Uses::default();
                match &message.value {
                    Some(value) => pattern_uses(value, &mut uses),
                    None => {
                        problems.push(format!("{}.ftl: {} has no text", language.code(), message.id.name))
                    }
                }
                if messages.insert(message.id.name.to_string(), uses).is_some() {
                    problems.push(format!("{}.ftl: {} is there twice", language.code(), message.id.name));
                }
            }
            Entry::Junk { content } => {
                problems.push(format!("{}.ftl: unreadable: {}", language.code(), content.trim()));
            }
            _ => {}
        }
    }
    (messages, problems)
}

/// Every message id the game says through `text`, with the variables it gives.
fn given(text: &Text, out: &mut BTreeMap<String, BTreeSet<String>>) {
    match text {
        Text::Message(id, args) => {
            let names = out.entry(id.to_string()).or_default();
            names.extend(args.iter().map(|(name, _)| name.to_string()));
            for (_, arg) in args {
                if let Arg::Text(inner) = arg {
                    given(inner, out);
                }
            }
        }
        Text::Joined(parts, _) => parts.iter().for_each(|p| given(p, out)),
        Text::Plain(_) => {}
    }
}

/// Every text the samples and both pages (under every rule set) come to.
fn every_text() -> Vec<Text> {
    let mut texts: Vec<Text> = samples().iter().map(fluent::text).collect();
    for pegs in [3, 4] {
        let page = fluent::hanoi_page(&HanoiFacts { pegs, disks: 5, optimum: 31 });
        texts.extend(page_texts_of(page));
    }
    for (rules, solved) in [
        (RuleSet::Seed, Solved::FirstPlayerWins { moves: vec![4, 0, 1], by: 9 }),
        (RuleSet::RemoveFirst, Solved::SecondPlayerWins(10)),
        (RuleSet::Four, Solved::Draw),
        (RuleSet::Seed, Solved::NotYetKnown),
    ] {
        let stones = if rules == RuleSet::Four { 4 } else { 3 };
        let page = fluent::tictactoe_page(&TicTacToeFacts { rules, stones, move_limit: 60, solved });
        texts.extend(page_texts_of(page));
    }
    texts
}

fn page_texts_of(page: fluent::PageText) -> Vec<Text> {
    let mut texts = vec![page.title];
    for block in page.left.into_iter().chain(page.right) {
        match block {
            fluent::PageBlock::Heading(t) | fluent::PageBlock::Text(t) => texts.push(t),
            fluent::PageBlock::Steps(items) | fluent::PageBlock::Points(items) => texts.extend(items),
            fluent::PageBlock::Picture(_) => {}
        }
    }
    texts
}

/// Messages no Rust code says: the language's name and the web page's own texts.
fn said_elsewhere(id: &str) -> bool {
    id == "language-name" || id.starts_with("page-")
}

#[test]
fn each_file_compiled_in_reads_back_as_written() {
    for language in Language::ALL {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("assets/i18n")
            .join(format!("{}.ftl", language.code()));
        let written = std::fs::read_to_string(&path).expect("the language's file");
        let compiled = language.file();
        assert!(!compiled.is_empty(), "{}: the compiled-in file does not inflate", language.code());
        assert_eq!(compiled, written, "{}: the compiled-in file differs from assets/i18n", language.code());
        assert!(
            language.packed().len() * 2 < written.len(),
            "{}: deflated to {} of {} bytes",
            language.code(),
            language.packed().len(),
            written.len()
        );
    }
}

#[test]
fn every_file_is_a_language_of_the_list_and_back() {
    let folder = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/i18n");
    let mut files: Vec<String> = std::fs::read_dir(&folder)
        .expect("assets/i18n")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter_map(|name| name.strip_suffix(".ftl").map(str::to_string))
        .collect();
    files.sort();
    let mut listed: Vec<String> = Language::ALL.iter().map(|l| l.code().to_string()).collect();
    listed.sort();
    assert_eq!(
        files, listed,
        "a file in assets/i18n for each language of the list in i18n/mod.rs, and only those"
    );
}

#[test]
fn every_file_parses_and_has_every_message_of_the_english_one() {
    let (english, mut problems) = read(Language::En);
    for language in Language::ALL.into_iter().skip(1) {
        let (messages, read_problems) = read(language);
        problems.extend(read_problems);
        for id in english.keys().filter(|id| !messages.contains_key(*id)) {
            problems.push(format!("{}.ftl: {id} is missing", language.code()));
        }
        for id in messages.keys().filter(|id| !english.contains_key(*id)) {
            problems.push(format!(
                "{}.ftl: {id} is not in en.ftl (a message the game no longer says?)",
                language.code()
            ));
        }
    }
    assert!(problems.is_empty(), "\n{}", problems.join("\n"));
}

#[test]
fn every_message_the_game_says_is_in_the_files_and_every_one_is_said() {
    let (english, _) = read(Language::En);
    let mut said = BTreeMap::new();
    for text in every_text() {
        given(&text, &mut said);
    }
    let unknown: Vec<_> = said.keys().filter(|id| !english.contains_key(*id)).collect();
    assert!(unknown.is_empty(), "said by the game but not in en.ftl: {unknown:?}");
    let unsaid: Vec<_> = english.keys().filter(|id| !said_elsewhere(id) && !said.contains_key(*id)).collect();
    assert!(unsaid.is_empty(), "in en.ftl but never said (or no sample in tests/mod.rs says it): {unsaid:?}");
}

#[test]
fn every_message_uses_the_variables_it_is_given() {
    let mut given_by_game = BTreeMap::new();
    for text in every_text() {
        given(&text, &mut given_by_game);
    }
    let (english, _) = read(Language::En);
    let mut problems = Vec::new();
    for language in Language::ALL {
        let (messages, _) = read(language);
        for (id, uses) in &messages {
            let Some(given) = given_by_game.get(id) else { continue };
            for variable in uses.variables.difference(given) {
                problems.push(format!(
                    "{}.ftl: {id} uses ${variable}, which the game does not give",
                    language.code()
                ));
            }
            if let Some(source) = english.get(id) {
                for variable in source.variables.difference(&uses.variables) {
                    problems.push(format!("{}.ftl: {id} leaves out ${variable}", language.code()));
                }
            }
        }
    }
    assert!(problems.is_empty(), "\n{}", problems.join("\n"));
}

#[test]
fn the_web_pages_messages_are_one_line_with_variables_only() {
    // web/page-texts.py reads them line by line, and the page fills in `{ $name }` only.
    let mut problems = Vec::new();
    for language in Language::ALL {
        let file = language.file();
        let lines: Vec<&str> = file.lines().collect();
        for (i, line) in lines.iter().enumerate().filter(|(_, l)| l.starts_with("page-")) {
            let continued = lines.get(i + 1).is_some_and(|next| next.starts_with(' '));
            let text = line.split_once(" = ").map_or("", |(_, text)| text);
            let placeables_plain = text.split('{').skip(1).all(|p| {
                let inner = p.split('}').next().unwrap_or("").trim();
                inner.starts_with('$') && inner[1..].chars().all(|c| c.is_ascii_lowercase() || c == '-')
            });
            if continued || text.is_empty() || !placeables_plain {
                problems.push(format!("{}.ftl:{}: {line}", language.code(), i + 1));
            }
        }
    }
    assert!(
        problems.is_empty(),
        "the web page's own messages must be one line, with {{ $name }} only:\n{}",
        problems.join("\n")
    );
}

#[test]
fn every_plural_has_the_forms_its_language_needs() {
    let mut problems = Vec::new();
    for language in Language::ALL {
        let locale: unic_langid::LanguageIdentifier = language.code().parse().expect("a language code");
        let rules = PluralRules::create(locale, PluralRuleType::CARDINAL).expect("CLDR plural rules");
        // The categories the rules give, found by asking them: whole numbers, large
        // ones and decimals (where Polish, say, has its "other").
        let numbers = (0..=1000u64).map(|n| n.to_string()).chain(
            ["10000", "100000", "1000000", "10000000", "0.5", "1.5", "2.5", "5.5", "1.0", "21.7"]
                .map(String::from),
        );
        let needed: BTreeSet<String> = numbers
            .filter_map(|n| rules.select(n.as_str()).ok())
            .map(|c| {
                match c {
                    PluralCategory::ZERO => "zero",
                    PluralCategory::ONE => "one",
                    PluralCategory::TWO => "two",
                    PluralCategory::FEW => "few",
                    PluralCategory::MANY => "many",
                    PluralCategory::OTHER => "other",
                }
                .to_string()
            })
            .collect();
        let (messages, _) = read(language);
        for (id, uses) in &messages {
            for keys in &uses.plurals {
                let missing: Vec<_> = needed.difference(keys).collect();
                if !missing.is_empty() {
                    problems.push(format!("{}.ftl: {id}: a plural without {missing:?}", language.code()));
                }
            }
        }
    }
    assert!(problems.is_empty(), "\n{}", problems.join("\n"));
}

#[test]
fn every_text_says_itself_in_every_language_without_an_error() {
    let mut problems = Vec::new();
    for language in Language::ALL {
        for text in every_text() {
            if let Err(e) = say_checked(language, &text) {
                problems.push(e);
            }
        }
    }
    assert!(problems.is_empty(), "\n{}", problems.join("\n"));
}
