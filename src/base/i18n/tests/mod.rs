//! Every message in every language: present, translated, in the game's font.
//! `files` checks the language files themselves, as a translator's tools would.

mod files;
mod program_samples;
mod race_samples;
mod review_samples;
mod samples;

use samples::{KINDS, kind, samples};

use pegs_engine::lesson::LessonId;
use pegs_engine::tictactoe::{Level, Outcome, RuleSet};

use super::*;

/// Messages that read the same in every language (names, numbers, keys).
fn same_everywhere(m: &Msg) -> bool {
    matches!(
        m,
        Msg::PerSecond(_)
            | Msg::TicTacToeTitle
            | Msg::SpeedMax
            | Msg::ComputerLevel
            | Msg::Percent(_)
            | Msg::Online(OnlineMsg::Server)
            | Msg::Lesson(LessonMsg::CourseEntry { .. } | LessonMsg::Count(_))
            | Msg::Review(ReviewMsg::Entry { .. } | ReviewMsg::TowerEntry { .. })
    )
}

/// Messages that are the same word in English and in this language.
fn same_word(language: Language, m: &Msg) -> bool {
    match language {
        Language::Fr => {
            matches!(
                m,
                Msg::MenuButton
                    | Msg::RecordsButton
                    | Msg::Volume
                    | Msg::Pause
                    | Msg::Level(Level::Impossible)
            )
        }
        Language::Pl => matches!(m, Msg::MenuButton | Msg::StartPeg),
        Language::De => matches!(m, Msg::Program(ProgramMsg::EngineName)),
        _ => false,
    }
}

#[test]
fn search_scores_read_as_forced_results_or_leanings() {
    let say = |score, depth| Language::En.say(&Msg::ScoreWords { score, depth });
    // A win found with 4 plies left of 9: the move and four more half-moves.
    assert_eq!(say(1004, 9), "+1004\nwins in 5");
    assert_eq!(say(-1000, 8), "-1000\nloses in 8");
    assert_eq!(say(12, 3), "+12\nlooks good");
    assert_eq!(say(-2, 3), "-2\nabout even");
    assert_eq!(Language::En.say(&Msg::ExpectedLine(vec![4, 0, 8])), "Expected play: 5 → 1 → 9");
}

#[test]
fn boards_read_as_a_screen_reader_says_them() {
    let say = |m: Msg| Language::En.say(&m);
    assert_eq!(
        say(Msg::CellName { cell: 5, stone: Some('X'), vanishes: true, value: None }),
        "row 2, column 3: X, vanishes next"
    );
    assert_eq!(
        say(Msg::CellName { cell: 6, stone: None, vanishes: false, value: Some(Outcome::Win(5)) }),
        "row 3, column 1: empty, win in 5"
    );
    assert_eq!(say(Msg::PegName { peg: 0, disks: vec![5, 3, 1] }), "peg 1: disks 5, 3, 1; top 1");
    assert_eq!(say(Msg::PegName { peg: 2, disks: vec![] }), "peg 3: empty");
    assert_eq!(
        say(Msg::StonePlaced { side: 'O', cell: 4, vanished: Some(0) }),
        "O on row 2, column 2. O's stone on row 1, column 1 vanished."
    );
    assert_eq!(
        say(Msg::Lines(vec![Msg::Holding(3), Msg::DiskMoved { disk: 1, from: 0, to: 2 }])),
        "Holding disk 3. Disk 1 from peg 1 to peg 3."
    );
}

pub(super) fn pages(language: Language) -> Vec<Page> {
    let mut pages = Vec::new();
    for pegs in [3, 4] {
        pages.push(language.hanoi_page(&HanoiFacts { pegs, disks: 5, optimum: 31 }));
    }
    for (rules, solved) in [
        (RuleSet::Seed, Solved::FirstPlayerWins { moves: vec![4], by: 9 }),
        (RuleSet::RemoveFirst, Solved::FirstPlayerWins { moves: vec![1, 3, 5, 7], by: 13 }),
        (RuleSet::Four, Solved::Draw),
        (RuleSet::Seed, Solved::NotYetKnown),
        (RuleSet::Seed, Solved::SecondPlayerWins(10)),
    ] {
        let stones = if rules == RuleSet::Four { 4 } else { 3 };
        pages.push(language.tictactoe_page(&TicTacToeFacts { rules, stones, move_limit: 60, solved }));
    }
    pages
}

fn page_texts(page: &Page) -> Vec<String> {
    let mut texts = vec![page.title.clone()];
    for block in page.left.iter().chain(&page.right) {
        match block {
            Block::Heading(t) | Block::Text(t) => texts.push(t.clone()),
            Block::Steps(items) | Block::Points(items) => texts.extend(items.iter().cloned()),
            Block::Picture(_) => {}
        }
    }
    texts
}

#[test]
fn every_message_exists_in_every_language() {
    let samples = samples();
    let mut seen = [false; KINDS];
    for m in &samples {
        seen[kind(m)] = true;
    }
    assert!(seen.iter().all(|&s| s), "a sample of every kind of message");
    let mut untranslated = Vec::new();
    for m in &samples {
        let english = Language::En.say(m);
        for language in Language::ALL {
            let text = language.say(m);
            assert!(!text.trim().is_empty(), "{language:?}: {m:?}");
            assert!(
                !text.contains("{") && !text.contains("}"),
                "{language:?}: a placeholder left in {text:?}"
            );
            if language != Language::En && !same_everywhere(m) && !same_word(language, m) && text == english {
                untranslated.push(format!("{language:?} {m:?}: {text:?}"));
            }
        }
    }
    assert!(untranslated.is_empty(), "the same as in English:\n{}", untranslated.join("\n"));
}

#[test]
fn plurals_are_right() {
    let say = |l: Language, n: u64| l.say(&Msg::SolvedWithHelp(n));
    assert!(say(Language::En, 1).contains("1 move:"), "{}", say(Language::En, 1));
    assert!(say(Language::En, 2).contains("2 moves"));
    assert!(say(Language::De, 1).contains("1 Zug:"), "{}", say(Language::De, 1));
    assert!(say(Language::De, 2).contains("mit 2 Zügen"), "{}", say(Language::De, 2));
    assert!(Language::De.say(&Msg::PanelSolved { moves: 1, optimal: true }).contains("mit 1 Zug:"));
    assert!(say(Language::Es, 1).contains("1 movimiento:"), "{}", say(Language::Es, 1));
    assert!(say(Language::Es, 2).contains("2 movimientos"));
    assert!(say(Language::Fr, 1).contains("1 coup\u{a0}:"), "{}", say(Language::Fr, 1));
    assert!(say(Language::Fr, 2).contains("2 coups"), "{}", say(Language::Fr, 2));
    // Polish has three forms for whole numbers: 1 ruch, 2–4 ruchy (but 12–14 ruchów), 5 ruchów, 22 ruchy.
    let moves_left = |n: u64| Language::Pl.say(&Msg::SolverProgress { left: n });
    for (n, form) in [(1, "1 ruch"), (2, "2 ruchy"), (4, "4 ruchy"), (5, "5 ruchów"), (12, "12 ruchów")] {
        assert!(moves_left(n).contains(&format!("{form}.")), "{n}: {}", moves_left(n));
    }
    for (n, form) in [(22, "22 ruchy"), (25, "25 ruchów"), (101, "101 ruchów")] {
        assert!(moves_left(n).contains(&format!("{form}.")), "{n}: {}", moves_left(n));
    }
}

#[test]
fn the_pages_follow_the_facts() {
    for language in Language::ALL {
        let pages = pages(language);
        // Peg counts and optimum appear where the page says them.
        assert!(page_texts(&pages[0]).iter().any(|t| t.contains("31")), "{language:?}");
        assert!(page_texts(&pages[1]).iter().any(|t| t.contains(" 4")), "{language:?}: four pegs");
        // Four stones under the four-stone rules, three otherwise.
        assert!(page_texts(&pages[4]).iter().any(|t| t.contains('4')), "{language:?}");
        assert_ne!(pages[2], pages[3], "{language:?}: each rule set its own page");
        for page in &pages {
            assert!(!page.left.is_empty() && !page.right.is_empty());
        }
    }
    for language in Language::ALL.into_iter().skip(1) {
        assert_ne!(pages(language), pages(Language::En), "{language:?}");
    }
}

#[test]
fn the_font_draws_every_character_of_every_text() {
    use skrifa::MetadataProvider;
    let mut texts: Vec<String> = Vec::new();
    for language in Language::ALL {
        texts.push(language.name().into());
        texts.extend(samples().iter().map(|m| language.say(m)));
        for page in pages(language) {
            texts.extend(page_texts(&page));
        }
    }
    for (face, bytes) in [
        ("regular", &include_bytes!("../../../../assets/fonts/DejaVuSans-subset.ttf")[..]),
        ("bold", &include_bytes!("../../../../assets/fonts/DejaVuSans-Bold-subset.ttf")[..]),
    ] {
        let font = skrifa::FontRef::new(bytes).expect("a font");
        let charmap = font.charmap();
        for text in &texts {
            for c in text.chars().filter(|c| !c.is_whitespace()) {
                assert!(charmap.map(c).is_some(), "{face}: {c:?} ({:04X}) in {text:?}", c as u32);
            }
        }
    }
}

#[test]
fn languages_come_from_locales() {
    assert_eq!(Language::from_locale("de-AT"), Some(Language::De));
    assert_eq!(Language::from_locale("es_MX.UTF-8"), Some(Language::Es));
    assert_eq!(Language::from_locale("EN"), Some(Language::En));
    assert_eq!(Language::from_locale("fr-CA"), Some(Language::Fr));
    assert_eq!(Language::from_locale("pl_PL.UTF-8"), Some(Language::Pl));
    assert_eq!(Language::from_locale("it-IT"), None);
    assert_eq!(Language::best_of(["it-IT", "es-ES", "de"]), Language::Es);
    assert_eq!(Language::best_of(["ja", "pt-BR"]), Language::En);
    assert_eq!(Language::best_of([]), Language::En);
}

#[test]
fn a_lesson_is_a_few_sentences_in_every_language() {
    for language in Language::ALL {
        for lesson in LessonId::ALL {
            let text = language.say(&Msg::Lesson(LessonMsg::Text(lesson)));
            let words = text.split_whitespace().count();
            assert!(words <= 80, "{language:?} {lesson:?}: {words} words");
            for m in [LessonMsg::Title(lesson), LessonMsg::Hint(lesson)] {
                assert!(!language.say(&Msg::Lesson(m)).is_empty());
            }
        }
    }
}
