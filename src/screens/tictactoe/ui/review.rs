//! The review's part of the TicTacToe panel, and the last games on the records.

use bevy::prelude::*;
use bevy_egui::egui;
use pegs_engine::tictactoe::Player;
use pegs_engine::tictactoe::review::{GameReview, Verdict};

use super::super::review::{ReviewAction, Reviewing, judged, side_char};
use crate::base::i18n::{Key, Msg, ReviewMsg};
use crate::base::save::games::{Against, GameShelf, KeptGame};
use crate::shell::display::theme;
use crate::shell::language::Lang;
use crate::shell::ui::value_strip::Bar;
use crate::shell::ui::widgets;

/// The review's part of the panel: where it stands, what the move shown did,
/// each side's first mistake, the moves, and its buttons.
pub fn panel(
    ui: &mut egui::Ui,
    lang: &Lang,
    reviewing: &Reviewing,
    actions: &mut MessageWriter<ReviewAction>,
) {
    let say = |m: ReviewMsg| lang.say(&Msg::Review(m));
    let key = |k: Key| lang.say(&Msg::KeyHint(k));
    ui.heading(say(ReviewMsg::Heading));
    let Some(review) = &reviewing.review else {
        ui.label(say(ReviewMsg::Preparing));
        leave_button(ui, lang, actions);
        return;
    };
    if let Some(trying) = reviewing.trying {
        if let Some(words) = judged(reviewing) {
            ui.strong(lang.say(&words));
        }
        ui.horizontal_wrapped(|ui| {
            if trying.tried.is_some() && ui.button(say(ReviewMsg::TryAgain)).clicked() {
                actions.write(ReviewAction::TryAgain);
            }
            if ui.button(say(ReviewMsg::BackToReview)).clicked() {
                actions.write(ReviewAction::BackToReview);
            }
        });
        leave_button(ui, lang, actions);
        return;
    }
    // How each side played (only the player's side, where the device played one).
    for side in sides(reviewing) {
        let report = review.side(side);
        ui.label(say(ReviewMsg::Accuracy {
            side: side_char(side),
            yours: reviewing.kept.you == Some(side),
            tenths: (report.accuracy * 10.0).round() as u32,
            mistakes: report.mistakes,
            only: report.only,
        }));
    }
    value_strip(ui, lang, review, reviewing.at, actions);
    ui.strong(say(ReviewMsg::At { shown: reviewing.at, of: reviewing.len() }));
    if let Some(words) = judged(reviewing) {
        let m = reviewing.shown();
        let text = egui::RichText::new(lang.say(&words));
        ui.label(if m.is_some_and(|m| m.verdict == Verdict::Mistake) {
            text.color(theme::egui_colour(theme::palette_of(ui.ctx()).warning))
        } else {
            text
        });
        match m {
            Some(m) if m.only => {
                ui.label(egui::RichText::new(say(ReviewMsg::OnlyMove)).strong());
            }
            Some(m) if m.missed_win => {
                ui.label(say(ReviewMsg::MissedWin));
            }
            _ => {}
        }
    }
    ui.horizontal_wrapped(|ui| {
        if widgets::key_button(ui, reviewing.at > 0, "◀".into(), key(Key::Char('←'))) {
            actions.write(ReviewAction::Earlier);
        }
        if widgets::key_button(ui, reviewing.at < reviewing.len(), "▶".into(), key(Key::Char('→'))) {
            actions.write(ReviewAction::Later);
        }
        if reviewing.at > 0 && ui.button(say(ReviewMsg::TryAgain)).clicked() {
            actions.write(ReviewAction::TryAgain);
        }
    });
    for side in sides(reviewing) {
        let yours = reviewing.kept.you == Some(side);
        let ply = review.first_mistake(side).map(|i| review.moves[i].ply);
        ui.small(say(ReviewMsg::FirstMistake { side: side_char(side), yours, ply }));
    }
    ui.separator();
    egui::ScrollArea::vertical().max_height(220.0).show(ui, |ui| {
        ui.horizontal_wrapped(|ui| {
            for (i, m) in review.moves.iter().enumerate() {
                let entry = say(ReviewMsg::Entry {
                    ply: m.ply,
                    side: side_char(m.side),
                    cell: m.cell,
                    verdict: m.verdict,
                });
                let text = egui::RichText::new(entry);
                let text = if m.verdict == Verdict::Mistake {
                    text.color(theme::egui_colour(theme::palette_of(ui.ctx()).warning))
                } else {
                    text
                };
                if ui.selectable_label(reviewing.at == i + 1, text).clicked() {
                    actions.write(ReviewAction::To(i + 1));
                }
            }
        });
    });
    ui.separator();
    ui.horizontal_wrapped(|ui| {
        if ui.button(say(ReviewMsg::CopyLink)).clicked() {
            actions.write(ReviewAction::CopyLink);
        }
        if reviewing.copied {
            ui.small(say(ReviewMsg::LinkCopied));
        }
    });
    leave_button(ui, lang, actions);
}

/// The whole game at a glance: X's exact value at the start and after
/// every half-move (above the line X wins, below O, the sooner the
/// farther; a draw on the line), mistakes ringed; a click goes to that move.
fn value_strip(
    ui: &mut egui::Ui,
    lang: &Lang,
    review: &GameReview,
    at: usize,
    actions: &mut MessageWriter<ReviewAction>,
) {
    let palette = theme::palette_of(ui.ctx());
    let bars: Vec<Bar> = review
        .curve()
        .into_iter()
        .enumerate()
        .map(|(i, height)| Bar {
            height,
            fill: if height > 0.0 {
                palette.x
            } else if height < 0.0 {
                palette.o
            } else {
                palette.text_dim
            },
            marked: i > 0 && review.moves[i - 1].verdict == Verdict::Mistake,
        })
        .collect();
    let words = lang.say(&Msg::Review(ReviewMsg::Strip));
    if let Some(i) = crate::shell::ui::value_strip::value_strip(ui, &words, &bars, at, true) {
        actions.write(ReviewAction::To(i));
    }
}

/// The sides the review speaks of: the player's, where this device played
/// one side, or both.
fn sides(reviewing: &Reviewing) -> Vec<Player> {
    match reviewing.kept.you {
        Some(side) => vec![side],
        None => vec![Player::X, Player::O],
    }
}

fn leave_button(ui: &mut egui::Ui, lang: &Lang, actions: &mut MessageWriter<ReviewAction>) {
    if ui.button(lang.say(&Msg::Review(ReviewMsg::Leave))).clicked() {
        actions.write(ReviewAction::Leave);
    }
}

/// How a kept game is named in the list of last games: its opponent and, for the player, how it ended.
fn entry(game: &KeptGame) -> ReviewMsg {
    let against = match game.against {
        Against::Computer(level) => Msg::AgainstLevel(level),
        Against::TwoPlayers => Msg::TwoPlayersRow,
        Against::Friend => Msg::OnlineRow { strangers: false },
        Against::Stranger => Msg::OnlineRow { strangers: true },
        Against::Puzzle => Msg::Review(ReviewMsg::Puzzle),
        Against::Watched => Msg::ModeComputers,
    };
    let end = game.end();
    let result = game.you.filter(|_| !end.is_running()).map(|side| match end.winner() {
        Some(winner) if winner == side => std::cmp::Ordering::Greater,
        Some(_) => std::cmp::Ordering::Less,
        None => std::cmp::Ordering::Equal,
    });
    ReviewMsg::GameEntry {
        day: game.day,
        against: Box::new(against),
        result,
        moves: game.cells.len() - game.setup,
    }
}

/// The last games in the records, newest first, each with a button that opens its review;
/// whether one was opened.
pub fn last_games(
    ui: &mut egui::Ui,
    lang: &Lang,
    shelf: &GameShelf,
    actions: &mut MessageWriter<ReviewAction>,
) -> bool {
    let say = |m: ReviewMsg| lang.say(&Msg::Review(m));
    ui.separator();
    ui.strong(say(ReviewMsg::LastGames));
    if shelf.tictactoe.is_empty() {
        ui.small(say(ReviewMsg::NoGames));
    }
    let mut opened = false;
    for (i, game) in shelf.tictactoe.iter().enumerate() {
        ui.horizontal_wrapped(|ui| {
            let button = ui.button(say(ReviewMsg::Open));
            let label = ui.label(say(entry(game)));
            crate::shell::labels::name_after_label(&button, label.id, &say(ReviewMsg::Open));
            if button.clicked() {
                actions.write(ReviewAction::Open(shelf.tictactoe[i].clone()));
                opened = true;
            }
        });
    }
    opened
}
