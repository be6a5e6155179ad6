//! What the TicTacToe screen says: whose turn it is or how the game ended,
//! and the control panel (egui) with modes, levels, hints and the scoreboard.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::Level;
use super::board::BOARD_CENTRE;
use super::play::{Match, MatchSettings, Mode, Scoreboard, Starter, TttAction};
use super::rules::{Player, RuleSet, Status};
use super::thinking::PerfectPlay;
use crate::Screen;
use crate::save::records::{RecordBook, Tally};
use crate::theme::{self, ui_panel};

/// The line above the board.
#[derive(Component, Debug)]
pub struct StatusText;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::TicTacToe), spawn_status)
        .add_systems(
            Update,
            show_status.in_set(super::TttSystems::Mirror).run_if(in_state(Screen::TicTacToe)),
        )
        .add_systems(EguiPrimaryContextPass, panel.run_if(in_state(Screen::TicTacToe)));
}

fn spawn_status(mut commands: Commands) {
    commands.spawn((
        StatusText,
        theme::title("", 30.0, theme::TEXT),
        Transform::from_translation((BOARD_CENTRE + Vec2::new(0.0, 312.0)).extend(6.0)),
        DespawnOnExit(Screen::TicTacToe),
    ));
}

/// The status line: whose turn, or the result.
pub fn status_line(board: &Match, settings: &MatchSettings) -> String {
    let game = &board.game;
    let name = |p: Player| match settings.mode {
        Mode::VsComputer if p == settings.human => "You".to_string(),
        Mode::VsComputer => "The computer".to_string(),
        Mode::TwoPlayers => p.to_string(),
        Mode::ComputerVsComputer => format!("{p} ({})", settings.level),
    };
    match game.status() {
        Status::Won { winner, .. } => match settings.mode {
            Mode::VsComputer if winner == settings.human => "You win!".to_string(),
            Mode::VsComputer => "The computer wins".to_string(),
            _ => format!("{winner} wins!"),
        },
        Status::Draw => "Draw: sixty half-moves without a line".to_string(),
        Status::Running => {
            let p = game.turn();
            if settings.is_computer(p) {
                // The search itself is quick; the pause after it is thinking time all the same.
                format!("{} is thinking…", name(p))
            } else if settings.mode == Mode::VsComputer {
                format!("Your turn ({p})")
            } else {
                format!("{p} to play")
            }
        }
    }
}

fn show_status(
    board: Res<Match>,
    settings: Res<MatchSettings>,
    mut text: Query<&mut theme::WorldText, With<StatusText>>,
) {
    let line = status_line(&board, &settings);
    let colour = match board.game.status() {
        Status::Won { winner: Player::X, .. } => theme::X_COLOUR,
        Status::Won { winner: Player::O, .. } => theme::O_COLOUR,
        _ => theme::TEXT,
    };
    for mut t in &mut text {
        t.set(&line);
        t.colour = colour;
    }
}

#[allow(clippy::too_many_arguments)]
fn panel(
    mut contexts: EguiContexts,
    board: Res<Match>,
    mut settings: ResMut<MatchSettings>,
    score: Res<Scoreboard>,
    mut book: ResMut<RecordBook>,
    mut records: Local<theme::RecordsWindow>,
    perfect: Res<PerfectPlay>,
    mut actions: MessageWriter<TttAction>,
    mut next: ResMut<NextState<Screen>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let before = settings.clone();
    ui_panel(ctx, "ttt_panel", |ui| {
        ui.heading("Infinity TicTacToe");
        ui.label("Three in a row wins. Each side keeps three stones: the faded one vanishes on its owner's next move.");
        ui.separator();

        for mode in Mode::ALL {
            ui.radio_value(&mut settings.mode, mode, mode.name());
        }
        if settings.mode == Mode::VsComputer {
            ui.horizontal(|ui| {
                ui.label("You play");
                ui.selectable_value(&mut settings.human, Player::X, "X");
                ui.selectable_value(&mut settings.human, Player::O, "O");
            });
        }
        ui.horizontal(|ui| {
            ui.label("First move");
            ui.selectable_value(&mut settings.starter, Starter::Random, "Random");
            ui.selectable_value(&mut settings.starter, Starter::X, "X");
            ui.selectable_value(&mut settings.starter, Starter::O, "O");
        });
        if settings.mode != Mode::TwoPlayers {
            ui.horizontal(|ui| {
                ui.label("Computer");
                egui::ComboBox::from_id_salt("level").selected_text(settings.level.name()).show_ui(
                    ui,
                    |ui| {
                        for level in Level::ALL {
                            ui.selectable_value(&mut settings.level, level, level.name());
                        }
                    },
                );
            });
            if settings.level == Level::Perfect && !perfect.is_ready(settings.rules) {
                ui.small("Solving the game…");
            }
        }
        ui.horizontal(|ui| {
            ui.label("Rules");
            egui::ComboBox::from_id_salt("rules").selected_text(rules_name(settings.rules)).show_ui(
                ui,
                |ui| {
                    for rules in RuleSet::ALL {
                        ui.selectable_value(&mut settings.rules, rules, rules_name(rules));
                    }
                },
            );
        });
        ui.small(rules_summary(settings.rules));
        ui.horizontal_wrapped(|ui| {
            if ui.button("New game  (N)").clicked() {
                actions.write(TttAction::NewGame);
            }
            let can_undo = board.history_len() > 0 && settings.mode != Mode::ComputerVsComputer;
            if ui.add_enabled(can_undo, egui::Button::new("Undo  (U)")).clicked() {
                actions.write(TttAction::Undo);
            }
        });
        let mut hints = settings.hints;
        if ui.checkbox(&mut hints, "Show exact values  (H)").changed() {
            actions.write(TttAction::ToggleHints);
        }
        ui.separator();

        ui.strong("This session");
        egui::Grid::new("score").num_columns(2).spacing([16.0, 4.0]).show(ui, |ui| {
            let rows: [(&str, u32); 3] = if settings.mode == Mode::VsComputer {
                [("You won", score.won), ("The computer won", score.lost), ("Drawn", score.drawn)]
            } else {
                [("X won", score.x_wins), ("O won", score.o_wins), ("Drawn", score.other_draws)]
            };
            for (label, count) in rows {
                ui.label(label);
                ui.strong(count.to_string());
                ui.end_row();
            }
        });
        match settings.mode {
            Mode::VsComputer => {
                let t = book.all_time.against(settings.rules, settings.level);
                ui.small(format!(
                    "All time against {}: {} won, {} lost, {} drawn",
                    settings.level.name(),
                    t.wins,
                    t.losses,
                    t.draws
                ));
            }
            Mode::TwoPlayers => {
                let t = book.all_time.between_players(settings.rules);
                ui.small(format!("All time: X {} won, O {} won, {} drawn", t.x_wins, t.o_wins, t.draws));
            }
            Mode::ComputerVsComputer => {}
        }
        ui.separator();
        ui.small("Click a cell or press 1–9 (rows from the top). Esc: menu.");
        ui.horizontal(|ui| {
            if ui.button("◀ Menu  (Esc)").clicked() {
                next.set(Screen::Menu);
            }
            if ui.button("Records").clicked() {
                records.open = true;
            }
        });
    });
    if records.show(ctx, "Records: Infinity TicTacToe", |ui| records_table(ui, &book)) {
        book.all_time.forget_tictactoe();
        book.session.forget_tictactoe();
    }
    // A different mode, side or rule set starts a new game; a new level applies from the next move.
    if settings.mode != before.mode || settings.human != before.human || settings.rules != before.rules {
        actions.write(TttAction::NewGame);
    }
    Ok(())
}

/// The name of a rule set in the panel.
pub fn rules_name(rules: RuleSet) -> &'static str {
    match rules {
        RuleSet::Seed => "Oldest counts",
        RuleSet::RemoveFirst => "Oldest goes first",
        RuleSet::Four => "Four stones",
    }
}

/// One line on what a rule set does.
pub fn rules_summary(rules: RuleSet) -> &'static str {
    match rules {
        RuleSet::Seed => "Three stones each. A line may use the stone about to vanish; then the oldest goes.",
        RuleSet::RemoveFirst => {
            "Three stones each. The oldest goes first; only the three left can make a line."
        }
        RuleSet::Four => "Four stones each. The oldest goes first and its cell is free for the new stone.",
    }
}

/// Results against each level and between two players, per rule set, this session and all time.
fn records_table(ui: &mut egui::Ui, book: &RecordBook) {
    let mut any = false;
    for rules in RuleSet::ALL {
        let levels: Vec<Level> = Level::ALL
            .into_iter()
            .filter(|&l| {
                book.all_time.against(rules, l).games() > 0 || book.session.against(rules, l).games() > 0
            })
            .collect();
        let players = book.all_time.between_players(rules);
        if levels.is_empty() && players == Default::default() {
            continue;
        }
        any = true;
        ui.strong(rules_name(rules));
        egui::Grid::new(("ttt_records", rules)).striped(true).num_columns(3).spacing([14.0, 4.0]).show(
            ui,
            |ui| {
                ui.label("");
                ui.label("This session");
                ui.label("All time");
                ui.end_row();
                let tally = |t: Tally| format!("{} won · {} lost · {} drawn", t.wins, t.losses, t.draws);
                for level in levels {
                    ui.label(format!("Computer: {}", level.name()));
                    ui.label(tally(book.session.against(rules, level)));
                    ui.label(tally(book.all_time.against(rules, level)));
                    ui.end_row();
                }
                if players != Default::default() {
                    let session = book.session.between_players(rules);
                    ui.label("Two players");
                    ui.label(format!(
                        "X {} · O {} · {} drawn",
                        session.x_wins, session.o_wins, session.draws
                    ));
                    ui.label(format!(
                        "X {} · O {} · {} drawn",
                        players.x_wins, players.o_wins, players.draws
                    ));
                    ui.end_row();
                }
            },
        );
        ui.add_space(6.0);
    }
    if !any {
        ui.label("No games yet. Games against the computer and between two players are counted here.");
    }
}
