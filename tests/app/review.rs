//! A finished game reviewed on its own board: a TicTacToe game lost to the
//! perfect computer, opened at the player's first mistake, tried again and
//! fixed; a tower with a detour, opened at the detour; both kept for later,
//! and a link that opens a review (or says why it cannot).

use bevy::prelude::*;
use pegs_and_stones::app::testing::{headless_app, run_frames, screen, tap_key, update_with_work_done};
use pegs_and_stones::base::i18n::{Msg, ReviewMsg};
use pegs_and_stones::base::save::SaveNotes;
use pegs_and_stones::base::save::games::{Against, GameShelf, KeptText};
use pegs_and_stones::base::screen::Screen;
use pegs_and_stones::base::settings::{Mode, Starter};
use pegs_and_stones::screens::hanoi::review::{OnReview as TowerReview, ReviewAction as TowerAction};
use pegs_and_stones::screens::hanoi::state::{Board, HanoiAction};
use pegs_and_stones::screens::tictactoe::play::{Match, MatchSettings, TttAction};
use pegs_and_stones::screens::tictactoe::review::{self, OnReview, ReviewAction};
use pegs_and_stones::screens::tictactoe::thinking::PerfectPlay;
use pegs_and_stones::shell::modes::review::AskedReview;
use pegs_engine::hanoi::review::Step;
use pegs_engine::tictactoe::review::Verdict;
use pegs_engine::tictactoe::{Level, Outcome, Player, RuleSet};

fn perfect_opponent() -> App {
    let mut app = headless_app();
    app.insert_resource(MatchSettings {
        mode: Mode::VsComputer,
        human: Player::X,
        starter: Starter::X,
        level: Level::Perfect,
        delay: (0.0, 0.0),
        ..default()
    });
    tap_key(&mut app, KeyCode::Digit2);
    assert_eq!(screen(&app), Screen::TicTacToe);
    for _ in 0..400 {
        if app.world().resource::<PerfectPlay>().is_ready(RuleSet::Seed) {
            break;
        }
        update_with_work_done(&mut app);
    }
    assert!(app.world().resource::<PerfectPlay>().is_ready(RuleSet::Seed), "the perfect table is built");
    app
}

fn board(app: &App) -> &Match {
    app.world().resource::<Match>()
}

fn reviewing(app: &App) -> &review::Reviewing {
    app.world().resource::<OnReview>().0.as_ref().expect("a review is open")
}

#[test]
fn a_lost_game_opens_at_the_first_mistake_and_trying_again_finds_the_win() {
    let mut app = perfect_opponent();
    // A corner first is a loss for X under the seed rules (the centre wins): the player's mistake.
    app.world_mut().write_message(TttAction::Play(0));
    for _ in 0..600 {
        let game = board(&app).game;
        if !game.is_running() {
            break;
        }
        if game.turn() == Player::X {
            let cell = game.legal_cells().next().expect("a move");
            app.world_mut().write_message(TttAction::Play(cell));
        }
        update_with_work_done(&mut app);
    }
    let finished = board(&app).clone();
    assert_eq!(finished.game.winner(), Some(Player::O), "the perfect computer wins");
    run_frames(&mut app, 2);
    let kept = app.world().resource::<GameShelf>().tictactoe.front().cloned().expect("the game is kept");
    assert_eq!(
        (kept.against, kept.you, kept.cells.as_slice()),
        (Against::Computer(Level::Perfect), Some(Player::X), finished.moves())
    );

    // V opens the review; it opens at the player's first mistake: the corner.
    tap_key(&mut app, KeyCode::KeyV);
    update_with_work_done(&mut app);
    run_frames(&mut app, 2);
    let open = reviewing(&app);
    let review = open.review.as_ref().expect("worked out");
    assert_eq!(open.at, 1, "the board shows the first mistake");
    let first = &review.moves[0];
    assert_eq!((first.side, first.cell, first.verdict), (Player::X, 0, Verdict::Mistake));
    assert!(matches!(first.before, Outcome::Win(_)) && matches!(first.after, Outcome::Loss(_)));
    assert!(first.best.contains(&4), "the centre was best: {:?}", first.best);
    assert_eq!(board(&app).moves(), &[0], "the board shows the game up to that move");
    assert!(matches!(
        review::judged(open),
        Some(Msg::Review(ReviewMsg::Judged { verdict: Verdict::Mistake, .. }))
    ));
    // A stone placed on the review's board changes nothing.
    app.world_mut().write_message(TttAction::Play(4));
    run_frames(&mut app, 2);
    assert_eq!(board(&app).moves(), &[0]);

    // The move after, and back.
    app.world_mut().write_message(ReviewAction::Later);
    run_frames(&mut app, 1);
    assert_eq!((reviewing(&app).at, board(&app).moves().len()), (2, 2));
    tap_key(&mut app, KeyCode::ArrowLeft);
    assert_eq!(reviewing(&app).at, 1);

    // Try again from here: the empty board, X to move; the centre keeps the win.
    app.world_mut().write_message(ReviewAction::TryAgain);
    run_frames(&mut app, 1);
    assert!(board(&app).moves().is_empty(), "the position before the mistake");
    app.world_mut().write_message(TttAction::Play(2));
    update_with_work_done(&mut app);
    let tried = reviewing(&app).trying.expect("trying").tried;
    assert!(matches!(tried, Some(Outcome::Loss(_))), "another corner still loses: {tried:?}");
    assert!(matches!(
        review::judged(reviewing(&app)),
        Some(Msg::Review(ReviewMsg::Tried { kept: false, .. }))
    ));
    app.world_mut().write_message(ReviewAction::TryAgain);
    run_frames(&mut app, 1);
    app.world_mut().write_message(TttAction::Play(4));
    update_with_work_done(&mut app);
    let tried = reviewing(&app).trying.expect("trying").tried;
    assert!(matches!(tried, Some(Outcome::Win(_))), "the centre keeps the win: {tried:?}");
    assert!(matches!(
        review::judged(reviewing(&app)),
        Some(Msg::Review(ReviewMsg::Tried { kept: true, .. }))
    ));

    // Leaving the review brings the game back as it was.
    app.world_mut().write_message(ReviewAction::Leave);
    run_frames(&mut app, 1);
    assert!(!app.world().resource::<OnReview>().is_on());
    assert_eq!(board(&app).moves(), finished.moves());
    assert_eq!(app.world().resource::<MatchSettings>().level, Level::Perfect);
    assert!(!app.world().resource::<MatchSettings>().review);
}

#[test]
fn a_tower_with_a_detour_opens_at_it_and_is_kept() {
    let mut app = headless_app();
    tap_key(&mut app, KeyCode::Digit1);
    assert_eq!(screen(&app), Screen::Hanoi);
    app.world_mut().write_message(HanoiAction::SetDisks(3));
    run_frames(&mut app, 1);
    // A step aside and back, then the seven moves home.
    for (from, to) in [(0, 1), (1, 0), (0, 2), (0, 1), (2, 1), (0, 2), (1, 0), (1, 2), (0, 2)] {
        app.world_mut().write_message(HanoiAction::KeyPeg(from));
        app.world_mut().write_message(HanoiAction::KeyPeg(to));
        run_frames(&mut app, 1);
    }
    assert!(app.world().resource::<Board>().is_solved());
    run_frames(&mut app, 1);
    let kept = app.world().resource::<GameShelf>().hanoi.front().cloned().expect("the tower is kept");
    assert_eq!(kept.moves.len(), 9);

    tap_key(&mut app, KeyCode::KeyV);
    run_frames(&mut app, 2);
    let open = app.world().resource::<TowerReview>().0.clone().expect("a review is open");
    let review = open.review.expect("worked out");
    assert_eq!((review.optimum, review.made(), review.wasted()), (7, 9, 2));
    assert_eq!(open.at, 1, "it opens at the first detour");
    assert_eq!(review.moves[0].step, Step::Detour);
    assert_eq!(app.world().resource::<Board>().moves(), 1, "the board after the detour");
    // Moves on the review's board change nothing.
    app.world_mut().write_message(HanoiAction::KeyPeg(0));
    app.world_mut().write_message(HanoiAction::KeyPeg(2));
    run_frames(&mut app, 1);
    assert_eq!(app.world().resource::<Board>().moves(), 1);

    // Playing on from before the detour: the start, the player's to move.
    app.world_mut().write_message(TowerAction::TryAgain);
    run_frames(&mut app, 1);
    assert_eq!(app.world().resource::<Board>().moves(), 0);
    app.world_mut().write_message(HanoiAction::KeyPeg(0));
    app.world_mut().write_message(HanoiAction::KeyPeg(2));
    run_frames(&mut app, 1);
    assert_eq!(app.world().resource::<Board>().moves(), 1, "the player moves again");

    app.world_mut().write_message(TowerAction::Leave);
    run_frames(&mut app, 1);
    assert!(app.world().resource::<Board>().is_solved(), "the solved tower is back");
    assert_eq!(app.world().resource::<Board>().moves(), 9);
}

#[test]
fn a_link_opens_its_review_and_a_broken_one_says_why() {
    let mut app = headless_app();
    run_frames(&mut app, 1);
    let Ok(game) = KeptText::parse("ttt.seed.x.-.two.0.40812") else { panic!("a game") };
    app.world_mut().resource_mut::<AskedReview>().0 = Some(game);
    run_frames(&mut app, 3);
    assert_eq!(screen(&app), Screen::TicTacToe, "the link takes the player to its game");
    for _ in 0..400 {
        if reviewing(&app).review.is_some() {
            break;
        }
        update_with_work_done(&mut app);
    }
    run_frames(&mut app, 1);
    let open = reviewing(&app);
    assert_eq!(open.kept.cells, vec![4, 0, 8, 1, 2]);
    assert_eq!(open.kept.you, None);
    // Nobody played at this device: it opens at either side's first mistake, or the end.
    let review = open.review.as_ref().expect("worked out");
    let first = [Player::X, Player::O].into_iter().filter_map(|s| review.first_mistake(s)).min();
    assert_eq!(open.at, first.map_or(review.moves.len(), |i| i + 1));

    let mut notes = SaveNotes::default();
    let mut asked = AskedReview::default();
    asked.ask("ttt.seed.x.-.two.0.44", &mut notes);
    assert_eq!(asked.0, None);
    let said: Vec<_> = notes.notes.iter().map(|n| n.msg.clone()).collect();
    assert!(
        matches!(&said[..], [Msg::Review(ReviewMsg::NotAGame(why))] if why.contains("move 2 (4)")),
        "{said:?}"
    );
}
