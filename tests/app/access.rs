//! The screens as a screen reader gets them: egui's AccessKit tree names
//! every cell and peg (and every control), follows the board, and a
//! screen reader's "activate" plays the move; announcements follow play.

use bevy::a11y::ActionRequest;
use bevy::prelude::*;
use bevy_egui::egui::accesskit::{self, Action, Node, NodeId, Role, TreeId};
use bevy_egui::{EguiContext, EguiOutput, PrimaryEguiContext, egui};
use pegs_and_stones::app::testing::{headless_app, run_frames, tap_key};
use pegs_and_stones::base::i18n::Language;
use pegs_and_stones::base::screen::Screen;
use pegs_and_stones::base::settings::{Mode, Starter};
use pegs_and_stones::screens::hanoi::state::{Board, HanoiAction, SolverSpeed};
use pegs_and_stones::screens::tictactoe::play::{Match, MatchSettings, TttAction};
use pegs_and_stones::shell::access::{
    Announcements, BoardText, Chosen, Controls, Form, Labels, OfferedSettings, Pressed, Setting, control_id,
};
use pegs_and_stones::shell::display::appearance::Look;
use pegs_and_stones::shell::display::motion::Motion;
use pegs_and_stones::shell::feedback::sound::Volume;
use pegs_and_stones::shell::language::Lang;
use pegs_and_stones::shell::modes::online::RaceAsked;
use pegs_and_stones::shell::modes::puzzle::{Challenge, PuzzleGame, PuzzleId, PuzzleShelf, Today};
use pegs_engine::hanoi::Tower;
use pegs_engine::tictactoe::{Level, Player, RuleSet};

/// The app with egui's AccessKit output on (a screen reader would turn it on).
fn app_with_screen_reader(language: Language) -> App {
    let mut app = headless_app();
    app.insert_resource(Lang { language, chosen: true });
    let mut contexts = app.world_mut().query_filtered::<&mut EguiContext, With<PrimaryEguiContext>>();
    for mut ctx in contexts.iter_mut(app.world_mut()) {
        ctx.get_mut().enable_accesskit();
    }
    run_frames(&mut app, 2);
    app
}

/// Every node of the last AccessKit update.
fn nodes(app: &mut App) -> Vec<(NodeId, Node)> {
    let mut outputs = app.world_mut().query_filtered::<&EguiOutput, With<PrimaryEguiContext>>();
    let output = outputs.single(app.world()).expect("the primary context");
    output.platform_output.accesskit_update.as_ref().map(|u| u.nodes.clone()).unwrap_or_default()
}

/// Every node's name or, for a text, its words.
fn labels(app: &mut App) -> Vec<String> {
    nodes(app).iter().filter_map(|(_, n)| n.label().or(n.value()).map(str::to_string)).collect()
}

/// A screen reader's "activate" on the node of egui id `id`, as the window would deliver it.
fn activate(app: &mut App, id: egui::Id) {
    let request = accesskit::ActionRequest {
        action: Action::Click,
        target_tree: TreeId::ROOT,
        target_node: id.accesskit_id(),
        data: None,
    };
    app.world_mut().write_message(ActionRequest(request));
    run_frames(app, 3);
}

/// Roles a screen reader lets a player focus or change: each needs a name of its own.
const CONTROLS: [Role; 11] = [
    Role::Button,
    Role::CheckBox,
    Role::ComboBox,
    Role::Slider,
    Role::SpinButton,
    Role::TextInput,
    Role::MultilineTextInput,
    Role::RadioButton,
    Role::Link,
    Role::MenuItem,
    Role::Tab,
];

/// The name a screen reader says for a node: its label, else the words of the nodes that label it.
fn spoken_name(node: &Node, all: &[(NodeId, Node)]) -> Option<String> {
    if let Some(label) = node.label().filter(|l| !l.trim().is_empty()) {
        return Some(label.to_string());
    }
    let words: Vec<&str> = node
        .labelled_by()
        .iter()
        .filter_map(|id| all.iter().find(|(i, _)| i == id))
        .filter_map(|(_, n)| n.label().or(n.value()))
        .filter(|w| !w.trim().is_empty())
        .collect();
    (!words.is_empty()).then(|| words.join(" "))
}

/// Every control named, and no plain text offering an action, on what is shown now.
fn check_names(app: &mut App, what: &str, seen: &mut std::collections::BTreeSet<String>) {
    let nodes = nodes(app);
    assert!(!nodes.is_empty(), "{what}: an AccessKit tree");
    let root = nodes.iter().find(|(id, _)| *id == egui::accesskit_root_id().accesskit_id());
    assert_eq!(root.and_then(|(_, n)| n.label()), Some("Pegs & Stones"), "{what}: the window's name");
    for (id, node) in &nodes {
        let role = node.role();
        if CONTROLS.contains(&role) {
            let name = spoken_name(node, &nodes);
            assert!(name.is_some(), "{what}: a {role:?} ({id:?}) without a name");
            seen.insert(format!("{role:?}"));
        } else if role == Role::Label {
            assert!(
                !node.supports_action(Action::Click),
                "{what}: the text {:?} offers a click",
                node.value().or(node.label())
            );
        } else if node.supports_action(Action::Click) && role != Role::ScrollBar {
            assert!(
                spoken_name(node, &nodes).is_some() || node.value().is_some(),
                "{what}: {role:?} {id:?} acts without a name"
            );
        }
    }
}

#[test]
fn every_control_has_a_name_and_texts_stay_plain_on_every_screen_in_every_language() {
    let mut seen = std::collections::BTreeSet::new();
    for language in Language::ALL {
        let mut app = app_with_screen_reader(language);
        let steps = [
            ("menu", None),
            ("Hanoi", Some(KeyCode::Digit1)),
            ("Hanoi's how-to page", Some(KeyCode::F1)),
            ("Hanoi again", Some(KeyCode::F1)),
            ("menu again", Some(KeyCode::Escape)),
            ("TicTacToe", Some(KeyCode::Digit2)),
            ("TicTacToe's how-to page", Some(KeyCode::F1)),
            ("TicTacToe again", Some(KeyCode::F1)),
        ];
        for (what, key) in steps {
            if let Some(key) = key {
                tap_key(&mut app, key);
                run_frames(&mut app, 2);
            }
            check_names(&mut app, &format!("{language:?}, {what}"), &mut seen);
        }
        // Every mode's panel: two players, online (its server and code fields), the computer against itself.
        for mode in [Mode::TwoPlayers, Mode::Online, Mode::ComputerVsComputer] {
            app.world_mut().resource_mut::<MatchSettings>().mode = mode;
            run_frames(&mut app, 3);
            check_names(&mut app, &format!("{language:?}, TicTacToe {mode:?}"), &mut seen);
        }
        // The menu with the day's puzzles, and each puzzle on its board.
        app.world_mut().resource_mut::<MatchSettings>().mode = Mode::VsComputer;
        app.world_mut().resource_mut::<PuzzleShelf>().make_now();
        tap_key(&mut app, KeyCode::Escape);
        run_frames(&mut app, 3);
        check_names(&mut app, &format!("{language:?}, menu with the day's puzzles"), &mut seen);
        for game in [PuzzleGame::Hanoi, PuzzleGame::TicTacToe] {
            let day = app.world().resource::<Today>().day();
            app.world_mut().resource_scope(|world, mut challenge: Mut<Challenge>| {
                challenge.open(PuzzleId::Daily(day), game, &mut world.resource_mut::<NextState<Screen>>());
            });
            run_frames(&mut app, 3);
            check_names(&mut app, &format!("{language:?}, {game:?} puzzle"), &mut seen);
            tap_key(&mut app, KeyCode::Escape);
            run_frames(&mut app, 2);
        }
    }
    // The walk met the kinds of control the issue names.
    for role in ["Slider", "SpinButton", "ComboBox", "CheckBox", "Button", "TextInput"] {
        assert!(seen.contains(role), "no {role} was met: {seen:?}");
    }
}

#[test]
fn the_tictactoe_cells_are_named_and_a_screen_reader_plays_one() {
    let mut app = app_with_screen_reader(Language::En);
    app.insert_resource(MatchSettings { mode: Mode::TwoPlayers, starter: Starter::X, ..default() });
    tap_key(&mut app, KeyCode::Digit2);
    for cell in [4, 0, 8, 2, 7, 3] {
        app.world_mut().write_message(TttAction::Play(cell));
        run_frames(&mut app, 2);
    }
    let names = labels(&mut app);
    for expected in [
        "row 2, column 2: X, vanishes next",
        "row 1, column 1: O, vanishes next",
        "row 3, column 3: X",
        "row 2, column 3: empty",
    ] {
        assert!(names.iter().any(|n| n == expected), "{expected:?} among {names:?}");
    }
    let buttons = nodes(&mut app)
        .iter()
        .filter(|(_, n)| n.role() == Role::Button && n.label().is_some_and(|l| l.starts_with("row ")))
        .count();
    assert_eq!(buttons, 9, "nine cells to activate");
    // Activate row 2, column 3 (cell 5): X plays there, and it is announced.
    activate(&mut app, control_id("ttt_cell:5"));
    let game = app.world().resource::<Match>().game;
    assert_eq!(game.owner(5), Some(Player::X), "activating a cell plays it");
    let said = app.world().resource::<Announcements>().text.clone();
    assert!(said.starts_with("X on row 2, column 3."), "announced: {said:?}");
    // X's oldest, the centre, went with it.
    assert!(said.contains("X's stone on row 2, column 2 vanished"), "announced: {said:?}");
    // B reads the whole board.
    let board = app.world().resource::<BoardText>().0.clone();
    assert_eq!(board.len(), 10, "the status and nine cells");
    tap_key(&mut app, KeyCode::KeyB);
    run_frames(&mut app, 1);
    let read = app.world().resource::<Announcements>().text.clone();
    assert!(read.contains("row 2, column 3: X") && read.contains("row 2, column 2: empty"), "read: {read:?}");
    // A repeats the last announcement: the same words, read again.
    tap_key(&mut app, KeyCode::KeyA);
    run_frames(&mut app, 1);
    assert_eq!(app.world().resource::<Announcements>().text.trim_end(), read.trim_end());
}

#[test]
fn the_hanoi_pegs_are_named_a_screen_reader_moves_a_disk_and_refusals_are_said_at_once() {
    let mut app = app_with_screen_reader(Language::De);
    tap_key(&mut app, KeyCode::Digit1);
    app.insert_resource(Board(Tower::new(3).expect("a tower")));
    run_frames(&mut app, 3);
    let names = labels(&mut app);
    assert!(names.iter().any(|n| n == "Stab 1: Scheiben 3, 2, 1; oben 1"), "{names:?}");
    assert!(names.iter().any(|n| n == "Stab 3: leer"), "{names:?}");
    activate(&mut app, control_id("hanoi_peg:0"));
    let names = labels(&mut app);
    assert!(names.iter().any(|n| n == "Scheibe 1 in der Hand."), "{names:?}");
    activate(&mut app, control_id("hanoi_peg:2"));
    let board = app.world().resource::<Board>().0.clone();
    assert_eq!(board.top(2), Some(1), "disk 1 went to peg 3");
    assert_eq!(app.world().resource::<Announcements>().text, "Scheibe 1 von Stab 1 auf Stab 3.");
    // Disk 2 onto disk 1 is refused, and said at once.
    app.world_mut().write_message(HanoiAction::KeyPeg(0));
    app.update();
    app.world_mut().write_message(HanoiAction::KeyPeg(2));
    run_frames(&mut app, 2);
    let live = app.world().resource::<Announcements>().clone();
    assert_eq!(live.urgency, pegs_and_stones::shell::access::Urgency::Assertive);
    assert!(!live.text.is_empty() && live.text != "Scheibe 1 von Stab 1 auf Stab 3.", "{:?}", live.text);
}

#[test]
fn the_menu_cards_are_named_and_a_screen_reader_opens_a_game() {
    let mut app = app_with_screen_reader(Language::Es);
    run_frames(&mut app, 2);
    let names = labels(&mut app);
    assert!(names.iter().any(|n| n.starts_with("Tres en raya infinito: ")), "{names:?}");
    assert!(names.iter().any(|n| n.starts_with("Las torres de Hanói: ")), "{names:?}");
    activate(&mut app, control_id("menu_card:1"));
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::TicTacToe);
}

#[test]
fn the_hanoi_cards_race_a_friend_opens_the_race_section_for_a_screen_reader() {
    let mut app = app_with_screen_reader(Language::En);
    let lead = "Both of you get the same tower";
    assert!(labels(&mut app).iter().any(|n| n == "Towers of Hanoi: Race a friend"), "{:?}", labels(&mut app));
    // The card itself opens the board with the race section closed…
    activate(&mut app, control_id("menu_card:0"));
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Hanoi);
    assert!(!labels(&mut app).iter().any(|n| n.starts_with(lead)), "{:?}", labels(&mut app));
    tap_key(&mut app, KeyCode::Escape);
    run_frames(&mut app, 3);
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Menu);
    // …its Race a friend with the section open, once.
    activate(&mut app, control_id("menu_race"));
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Hanoi);
    run_frames(&mut app, 2);
    assert!(labels(&mut app).iter().any(|n| n.starts_with(lead)), "{:?}", labels(&mut app));
    assert!(!app.world().resource::<RaceAsked>().0, "the ask is taken");
}

#[test]
fn a_press_on_the_web_pages_mirror_plays_like_a_click_and_the_controls_follow_the_screen() {
    let mut app = app_with_screen_reader(Language::En);
    let names =
        |app: &App| app.world().resource::<Controls>().0.iter().map(|c| c.name.clone()).collect::<Vec<_>>();
    assert!(names(&app)[0].starts_with("Towers of Hanoi: "), "{:?}", names(&app));
    app.world_mut().write_message(Pressed("menu_card:0".into()));
    run_frames(&mut app, 3);
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Hanoi);
    app.insert_resource(Board(Tower::new(2).expect("a tower")));
    run_frames(&mut app, 2);
    assert_eq!(names(&app)[..3], ["peg 1: disks 2, 1; top 1", "peg 2: empty", "peg 3: empty"]);
    // The panel's main actions follow the pegs, then the ways into a race.
    assert_eq!(
        names(&app)[3..],
        ["Restart", "Undo", "Redo", "Solve", "Step", "Hint", "Create a race", "Race someone now"]
    );
    // The mirror's lines: the disk in hand while one is, and the move line.
    let lines = |app: &App| app.world().resource::<Labels>().0.clone();
    assert!(lines(&app).len() == 1 && lines(&app)[0].starts_with("Moves 0 "), "{:?}", lines(&app));
    app.world_mut().write_message(Pressed("hanoi_peg:0".into()));
    run_frames(&mut app, 3);
    assert_eq!(lines(&app)[0], "Holding disk 1.");
    app.world_mut().write_message(Pressed("hanoi_peg:1".into()));
    run_frames(&mut app, 3);
    assert_eq!(app.world().resource::<Board>().top(1), Some(1), "disk 1 went to peg 2");
    assert_eq!(names(&app)[1], "peg 2: disk 1");
    assert!(lines(&app).len() == 1 && lines(&app)[0].starts_with("Moves 1 "), "{:?}", lines(&app));
    // Undo, pressed on the mirror.
    app.world_mut().write_message(Pressed("hanoi_action:1".into()));
    run_frames(&mut app, 3);
    assert_eq!(app.world().resource::<Board>().moves(), 0, "the mirror's Undo took the move back");
}

/// The ids of the settings the web page's mirror offers now, screen's first.
fn offered(app: &App) -> Vec<&'static str> {
    app.world().resource::<OfferedSettings>().all().map(|s| s.id).collect()
}

/// The mirror's setting `id` as offered now.
fn setting(app: &App, id: &str) -> Setting {
    let settings = app.world().resource::<OfferedSettings>();
    settings.all().find(|s| s.id == id).cloned().unwrap_or_else(|| panic!("{id} is not offered"))
}

/// The page's mirror changes setting `id` to `value`.
fn choose(app: &mut App, id: &str, value: &str) {
    app.world_mut().write_message(Chosen { id: id.into(), value: value.into() });
    run_frames(app, 3);
}

#[test]
fn the_web_pages_mirror_offers_the_panels_settings_and_changes_them_as_the_panel_does() {
    let mut app = app_with_screen_reader(Language::En);
    // On the menu: only what every screen shares.
    assert_eq!(offered(&app), ["language", "text_size", "contrast", "motion", "volume", "mute"]);
    app.world_mut().write_message(Pressed("menu_card:0".into()));
    run_frames(&mut app, 3);
    assert_eq!(offered(&app)[..3], ["hanoi_disks", "hanoi_pegs", "hanoi_speed"]);
    let disks = setting(&app, "hanoi_disks");
    assert_eq!(disks.name, "Disks");
    let Form::Choice { choices, chosen } = &disks.form else { panic!("{disks:?}") };
    assert_eq!((choices.len(), chosen.as_str()), (12, "4"), "{choices:?}");

    // Disks, pegs and speed change as on the panel; what the panel does not offer changes nothing.
    choose(&mut app, "hanoi_disks", "6");
    assert_eq!(app.world().resource::<Board>().disks(), 6);
    choose(&mut app, "hanoi_pegs", "4");
    assert_eq!(app.world().resource::<Board>().peg_count(), 4);
    for (id, wrong) in
        [("hanoi_disks", "13"), ("hanoi_disks", "0"), ("hanoi_pegs", "5"), ("hanoi_disks", "six")]
    {
        choose(&mut app, id, wrong);
    }
    let board = app.world().resource::<Board>();
    assert_eq!((board.disks(), board.peg_count()), (6, 4), "a value the panel does not offer is refused");
    choose(&mut app, "hanoi_speed", "50");
    assert_eq!(app.world().resource::<SolverSpeed>().0, 50.0);
    let Form::Choice { chosen, .. } = setting(&app, "hanoi_speed").form else { panic!() };
    assert_eq!(chosen, "50");

    // The shared ones: the language changes every name the mirror offers.
    choose(&mut app, "language", "de");
    assert_eq!(app.world().resource::<Lang>().language, Language::De);
    assert_eq!(setting(&app, "hanoi_disks").name, "Scheiben");
    assert_eq!(setting(&app, "language").name, "Sprache");
    choose(&mut app, "language", "xx");
    assert_eq!(app.world().resource::<Lang>().language, Language::De, "an unknown language is refused");
    choose(&mut app, "text_size", "150");
    choose(&mut app, "text_size", "160");
    choose(&mut app, "contrast", "true");
    choose(&mut app, "motion", "true");
    choose(&mut app, "volume", "40");
    choose(&mut app, "volume", "140");
    choose(&mut app, "mute", "maybe");
    let look = *app.world().resource::<Look>();
    assert_eq!((look.text_size, look.high_contrast, look.contrast_chosen), (150, true, true));
    assert!(app.world().resource::<Motion>().reduced);
    let volume = *app.world().resource::<Volume>();
    assert_eq!((volume.level, volume.muted), (0.4, false));
    let Form::Number { value, said, .. } = setting(&app, "volume").form else { panic!() };
    assert_eq!((value, said.as_str()), (40.0, "40 %"));

    // TicTacToe: who plays, the side, the level, the rules, the exact values.
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::TicTacToe);
    run_frames(&mut app, 3);
    choose(&mut app, "language", "en");
    assert_eq!(
        offered(&app)[..6],
        ["ttt_mode", "ttt_side", "ttt_first", "ttt_level", "ttt_rules", "ttt_hints"]
    );
    // You start (the next game), and other rules start one now.
    choose(&mut app, "ttt_first", "x");
    assert_eq!(app.world().resource::<MatchSettings>().starter, Starter::X);
    choose(&mut app, "ttt_rules", "four");
    assert_eq!(app.world().resource::<MatchSettings>().rules, RuleSet::Four);
    assert_eq!(app.world().resource::<Match>().game.rules(), RuleSet::Four, "other rules start a new game");
    app.world_mut().write_message(Pressed("ttt_cell:4".into()));
    run_frames(&mut app, 3);
    assert!(app.world().resource::<Match>().history_len() > 0, "a stone is on the board");
    choose(&mut app, "ttt_level", "hard");
    assert_eq!(app.world().resource::<MatchSettings>().level, Level::Hard);
    assert!(app.world().resource::<Match>().history_len() > 0, "a new level plays on in the same game");
    choose(&mut app, "ttt_hints", "true");
    assert!(app.world().resource::<MatchSettings>().hints);
    choose(&mut app, "ttt_mode", "two-players");
    let settings = app.world().resource::<MatchSettings>().clone();
    assert_eq!(settings.mode, Mode::TwoPlayers);
    assert!(!offered(&app).contains(&"ttt_level"), "two players have no computer level: {:?}", offered(&app));
    assert!(!offered(&app).contains(&"ttt_side"), "{:?}", offered(&app));
    let Form::Choice { choices, .. } = setting(&app, "ttt_mode").form else { panic!() };
    let names: Vec<_> = choices.iter().map(|(_, n)| n.as_str()).collect();
    assert_eq!(names.len(), 4, "{names:?}");
    choose(&mut app, "ttt_mode", "chess");
    assert_eq!(app.world().resource::<MatchSettings>().mode, Mode::TwoPlayers);
}

/// The ids and names of the buttons the web page's mirror offers after the cells.
fn mirrored_actions(app: &App) -> Vec<(String, String)> {
    let controls = app.world().resource::<Controls>();
    controls
        .0
        .iter()
        .filter(|c| !c.id.starts_with("ttt_cell"))
        .map(|c| (c.id.clone(), c.name.clone()))
        .collect()
}

#[test]
fn the_web_pages_mirror_offers_the_online_game_as_the_panel_does() {
    use pegs_and_stones::screens::tictactoe::online::Online;
    let mut app = app_with_screen_reader(Language::En);
    // A server nobody answers on: the game only tries to reach it.
    app.world_mut().resource_mut::<Online>().settings.server = "ws://127.0.0.1:9".into();
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::TicTacToe);
    run_frames(&mut app, 3);
    let ids = |app: &App| mirrored_actions(app).into_iter().map(|(id, _)| id).collect::<Vec<_>>();
    assert_eq!(ids(&app), ["ttt_action:new", "ttt_action:undo"]);

    // Online before a game: create one, play someone now, or type a friend's code.
    choose(&mut app, "ttt_mode", "online");
    assert_eq!(
        mirrored_actions(&app),
        [
            ("ttt_online:create".to_string(), "Create a game".to_string()),
            ("ttt_online:someone".to_string(), "Play someone now".to_string())
        ]
    );
    let code = setting(&app, "ttt_join_code");
    assert_eq!((code.name.as_str(), &code.form), ("Your friend's code", &Form::Text { most: 12 }));
    // Not a code: it is said, and nothing is joined.
    choose(&mut app, "ttt_join_code", "hello");
    assert!(!app.world().resource::<Online>().is_on());
    assert_eq!(app.world().resource::<Announcements>().text, "A code has six letters and digits.");
    choose(&mut app, "ttt_join_code", &"A".repeat(40));
    assert!(!app.world().resource::<Online>().is_on(), "longer than the field takes: refused");
    // A code as typed joins that game: then only leaving is offered while the friend is not there.
    choose(&mut app, "ttt_join_code", "abc-234");
    let online = app.world().resource::<Online>();
    assert_eq!(
        (online.code.as_deref(), online.session.as_ref().map(|s| s.is_host())),
        (Some("ABC234"), Some(false))
    );
    assert_eq!(ids(&app), ["ttt_online:leave"]);
    assert!(!offered(&app).contains(&"ttt_join_code"), "no code to type in a game: {:?}", offered(&app));
    app.world_mut().write_message(Pressed("ttt_online:leave".into()));
    run_frames(&mut app, 3);
    assert!(!app.world().resource::<Online>().is_on(), "left");

    // Create a game: this side plays X and waits.
    app.world_mut().write_message(Pressed("ttt_online:create".into()));
    run_frames(&mut app, 3);
    let online = app.world().resource::<Online>();
    assert!(online.session.as_ref().is_some_and(|s| s.is_host()) && online.code.is_some());
    app.world_mut().write_message(Pressed("ttt_online:leave".into()));
    run_frames(&mut app, 3);

    // Play someone now: stop looking, and after a while wait on or play the computer.
    app.world_mut().write_message(Pressed("ttt_online:someone".into()));
    run_frames(&mut app, 3);
    assert!(app.world().resource::<Online>().looking.is_some());
    assert_eq!(ids(&app), ["ttt_online:stop"]);
    // A press meant for a button no longer there does nothing.
    app.world_mut().write_message(Pressed("ttt_online:create".into()));
    run_frames(&mut app, 3);
    assert!(
        app.world().resource::<Online>().looking.is_some()
            && app.world().resource::<Online>().session.is_none()
    );
    let now = app.world().resource::<Time>().elapsed_secs_f64();
    app.world_mut().resource_mut::<Online>().looking.as_mut().expect("looking").since = now - 31.0;
    run_frames(&mut app, 2);
    assert_eq!(ids(&app), ["ttt_online:keep_waiting", "ttt_online:computer", "ttt_online:stop"]);
    app.world_mut().write_message(Pressed("ttt_online:computer".into()));
    run_frames(&mut app, 3);
    assert!(!app.world().resource::<Online>().is_on());
    assert_eq!(app.world().resource::<MatchSettings>().mode, Mode::VsComputer);
    assert_eq!(ids(&app), ["ttt_action:new", "ttt_action:undo"]);
}
