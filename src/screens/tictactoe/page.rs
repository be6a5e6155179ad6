//! The TicTacToe how-to-play page, written from the rules in effect and
//! what the perfect table found (asked for while the page is open).

use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;
use pegs_engine::tictactoe::rules::MOVE_LIMIT;
use pegs_engine::tictactoe::{Game, Outcome, Player};

use super::play::MatchSettings;
use super::thinking::PerfectPlay;
use crate::base::i18n::{Solved, TicTacToeFacts};
use crate::base::screen::Screen;
use crate::shell::language::Lang;
use crate::shell::platform::tasks::Work;
use crate::shell::ui::howto::{HowToPlay, WritePage, page_open};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        write_page.in_set(WritePage).run_if(page_open(Screen::TicTacToe)),
    );
}

/// The facts of perfect play under the rules in effect, once the table knows them.
fn solved(perfect: &PerfectPlay, settings: &MatchSettings) -> Solved {
    let Some(table) = perfect.table(settings.rules) else { return Solved::NotYetKnown };
    let empty = Game::with_rules(settings.rules, Player::X);
    match table.unlimited(&empty) {
        Some(Outcome::Win(by)) => Solved::FirstPlayerWins { moves: table.best_moves(&empty), by },
        Some(Outcome::Loss(by)) => Solved::SecondPlayerWins(by),
        Some(Outcome::Draw) => Solved::Draw,
        None => Solved::NotYetKnown,
    }
}

/// The page says the rule set, the stones kept, the move limit and the value of the empty board.
fn write_page(
    settings: Res<MatchSettings>,
    lang: Res<Lang>,
    mut perfect: ResMut<PerfectPlay>,
    work: Res<Work>,
    mut page: ResMut<HowToPlay>,
) {
    perfect.collect();
    perfect.request(settings.rules, &work);
    page.write(lang.language.tictactoe_page(&TicTacToeFacts {
        rules: settings.rules,
        stones: settings.rules.stones(),
        move_limit: MOVE_LIMIT,
        solved: solved(&perfect, &settings),
    }));
}
