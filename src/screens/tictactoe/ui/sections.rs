//! The panel's sections: the online game (its fields and buttons), the
//! computer's thinking, and the records.

use bevy::prelude::*;
use bevy_egui::egui;

use pegs_engine::tictactoe::perfect::Outcome;
use pegs_engine::tictactoe::{Level, RuleSet};

use super::super::insight::{DEPTHS, Insight, InsightAction, Shown, Worth};
use super::super::online::{Online, OnlineAction, offered_actions};
use super::super::play::TttAction;
use crate::base::i18n::{Key, Msg, OnlineMsg, ProgramMsg};
use crate::base::save::records::{RecordBook, Records, Tally};
use crate::shell::language::Lang;
use crate::shell::modes::online::{self as line, Connection, read_code};
use crate::shell::{display::theme, ui::widgets};

/// What the player types for an online game: the friend's code and the server.
#[derive(Default)]
pub(super) struct OnlineFields {
    code: String,
    server: Option<String>,
    wrong_code: bool,
    copied: bool,
}

/// The online game: create or join; then the code (and on the web the
/// link), where the game stands, and resign, play again, claim or leave.
pub(super) fn online_section(
    ui: &mut egui::Ui,
    lang: &Lang,
    online_game: &Online,
    friend_line: &Connection,
    now: f64,
    actions: &mut MessageWriter<OnlineAction>,
    fields: &mut OnlineFields,
) {
    let say = |m: OnlineMsg| lang.say(&Msg::Online(m));
    if let Some(looking) = online_game.looking_message(friend_line, now) {
        ui.label(say(looking));
        offered_buttons(ui, lang, online_game, now, actions);
        return;
    }
    if online_game.session.is_none() && !crate::shell::platform::web::can_play_online() {
        ui.label(say(OnlineMsg::NoWebRtc));
        ui.label(say(OnlineMsg::NoWebRtcInstead));
        return;
    }
    if online_game.session.is_none() {
        let server = fields.server.get_or_insert_with(|| online_game.settings.server.clone());
        ui.horizontal_wrapped(|ui| {
            let label = ui.label(say(OnlineMsg::Server)).id;
            let field = ui.add(egui::TextEdit::singleline(server).desired_width(200.0));
            widgets::name_after_label(&field, label, &say(OnlineMsg::Server));
            if field.changed() {
                actions.write(OnlineAction::Server(server.trim().to_string()));
            }
        });
        offered_buttons(ui, lang, online_game, now, actions);
        ui.horizontal_wrapped(|ui| {
            let field = ui.add(
                egui::TextEdit::singleline(&mut fields.code)
                    .hint_text(say(OnlineMsg::CodeField))
                    .char_limit(line::CODE_FIELD_LETTERS)
                    .desired_width(170.0),
            );
            widgets::name_for_readers(&field, &say(OnlineMsg::CodeField));
            let entered = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            if ui.button(say(OnlineMsg::Join)).clicked() || entered {
                match read_code(&fields.code) {
                    Some(code) => {
                        fields.wrong_code = false;
                        actions.write(OnlineAction::Join(code));
                    }
                    None => fields.wrong_code = true,
                }
            }
        });
        if fields.wrong_code {
            ui.colored_label(
                theme::egui_colour(theme::palette_of(ui.ctx()).warning),
                say(OnlineMsg::NotACode),
            );
        }
        return;
    }
    if let Some(code) = &online_game.code {
        ui.strong(say(OnlineMsg::Code(code.clone())));
        if let Some(link) = crate::shell::platform::web::join_link(code) {
            ui.horizontal_wrapped(|ui| {
                ui.add(egui::Label::new(egui::RichText::new(&link).small()).selectable(true));
                if ui.button(say(OnlineMsg::CopyLink)).clicked() {
                    fields.copied = crate::shell::platform::clipboard::copy(&link);
                }
                if fields.copied {
                    ui.small(say(OnlineMsg::LinkCopied));
                }
            });
        }
    }
    if let Some(state) = online_game.state_message(friend_line, now) {
        ui.label(say(state));
    }
    if let Some(note) = online_game.turned_away_message() {
        ui.small(say(note));
    }
    if let Some(note) = online_game.connection_message(friend_line) {
        ui.small(say(note));
    }
    if let Some(rematch) = online_game.rematch_message() {
        ui.label(say(rematch));
    }
    offered_buttons(ui, lang, online_game, now, actions);
}

/// What the player may do in the online game now, as a row of buttons
/// (the web page's mirror offers the same, `offered_actions`).
fn offered_buttons(
    ui: &mut egui::Ui,
    lang: &Lang,
    online_game: &Online,
    now: f64,
    actions: &mut MessageWriter<OnlineAction>,
) {
    ui.horizontal_wrapped(|ui| {
        for (_, action, name) in offered_actions(online_game, now) {
            if ui.button(lang.say(&Msg::Online(name))).clicked() {
                actions.write(action);
            }
        }
    });
}

/// The switch for the computer's thinking and, while it is shown, what the
/// search did: depth (a slider that scores the same position again), the
/// positions searched, cut-offs and time, and the line it expects.
pub(super) fn thinking_section(
    ui: &mut egui::Ui,
    lang: &Lang,
    insight: &Insight,
    asked: &mut MessageWriter<InsightAction>,
    actions: &mut MessageWriter<TttAction>,
) {
    let say = |m: Msg| lang.say(&m);
    let mut show = insight.show;
    if ui.checkbox(&mut show, say(Msg::ShowThinking)).changed() {
        asked.write(InsightAction::Toggle);
    }
    if !insight.show {
        return;
    }
    if widgets::key_button(ui, true, say(Msg::ThinkForMe), say(Msg::KeyHint(Key::Char('T')))) {
        actions.write(TttAction::ThinkForMe);
    }
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().slider_width = 140.0;
        let mut depth = insight.depth;
        if widgets::named_slider(ui, &say(Msg::SearchDepth), &mut depth, DEPTHS, false, None) {
            asked.write(InsightAction::Depth(depth));
        }
    });
    let Some(shown) = insight.shown() else {
        if insight.is_busy() {
            ui.spinner();
        }
        return;
    };
    if let Some(name) = &shown.engine {
        ui.small(say(Msg::Program(ProgramMsg::EngineThought(name.clone()))));
        ui.small(egui::RichText::new(engine_words(shown)).monospace());
        return;
    }
    match shown.subject.depth {
        Some(depth) => ui.small(say(Msg::SearchStats {
            depth,
            nodes: shown.nodes,
            cutoffs: shown.cutoffs,
            millis: shown.millis,
        })),
        None => ui.small(say(Msg::PerfectStats)),
    };
    if shown.random {
        ui.small(say(Msg::RandomMove));
    }
    if !shown.line.is_empty() {
        ui.small(say(Msg::ExpectedLine(shown.line.clone())));
    }
}

/// Results against each level and between two players, per rule set, this session and all time.
pub(super) fn records_table(ui: &mut egui::Ui, book: &RecordBook, lang: &Lang) {
    let say = |m: Msg| lang.say(&m);
    let mut any = false;
    for rules in RuleSet::ALL {
        let levels: Vec<Level> = Level::ALL
            .into_iter()
            .filter(|&l| {
                book.all_time.against(rules, l).games() > 0 || book.session.against(rules, l).games() > 0
            })
            .collect();
        let players = book.all_time.between_players(rules);
        // Online, friends and strangers apart.
        let online: Vec<(bool, Tally, Tally)> = [false, true]
            .into_iter()
            .map(|strangers| {
                let of = |r: &Records| if strangers { r.strangers(rules) } else { r.online(rules) };
                (strangers, of(&book.session), of(&book.all_time))
            })
            .filter(|(_, session, all)| session.games() + all.games() > 0)
            .collect();
        if levels.is_empty() && players == Default::default() && online.is_empty() {
            continue;
        }
        any = true;
        ui.strong(say(Msg::RulesTitle(rules)));
        egui::Grid::new(("ttt_records", rules)).striped(true).num_columns(3).spacing([14.0, 4.0]).show(
            ui,
            |ui| {
                ui.label("");
                ui.label(say(Msg::ThisSession));
                ui.label(say(Msg::AllTime));
                ui.end_row();
                let tally = |t: Tally| say(Msg::Tally { won: t.wins, lost: t.losses, drawn: t.draws });
                for level in levels {
                    ui.label(say(Msg::AgainstLevel(level)));
                    ui.label(tally(book.session.against(rules, level)));
                    ui.label(tally(book.all_time.against(rules, level)));
                    ui.end_row();
                }
                if players != Default::default() {
                    let session = book.session.between_players(rules);
                    ui.label(say(Msg::TwoPlayersRow));
                    ui.label(say(Msg::PlayersTally {
                        x: session.x_wins,
                        o: session.o_wins,
                        drawn: session.draws,
                    }));
                    ui.label(say(Msg::PlayersTally {
                        x: players.x_wins,
                        o: players.o_wins,
                        drawn: players.draws,
                    }));
                    ui.end_row();
                }
                for (strangers, session, all) in online {
                    ui.label(say(Msg::OnlineRow { strangers }));
                    ui.label(tally(session));
                    ui.label(tally(all));
                    ui.end_row();
                }
            },
        );
        ui.add_space(6.0);
    }
    if !any {
        ui.label(say(Msg::NoTicTacToeRecords));
    }
}

/// An engine's move and what it said of it, in the protocol's words:
/// `bestmove 4 · depth 9 · nodes 1200 · score win 7 · pv 4 0 8 · 35 ms`.
fn engine_words(shown: &Shown) -> String {
    let mut words = Vec::new();
    if let Some(cell) = shown.subject.chosen {
        words.push(format!("bestmove {cell}"));
    }
    if shown.subject.depth.is_some_and(|d| d > 0) {
        words.push(format!("depth {}", shown.subject.depth.unwrap_or(0)));
    }
    if shown.nodes > 0 {
        words.push(format!("nodes {}", shown.nodes));
    }
    let worth = shown.subject.chosen.and_then(|c| shown.worth[usize::from(c)]);
    match worth {
        Some(Worth::Exact(Outcome::Win(n))) => words.push(format!("score win {n}")),
        Some(Worth::Exact(Outcome::Loss(n))) => words.push(format!("score loss {n}")),
        Some(Worth::Exact(Outcome::Draw)) => words.push("score draw".into()),
        Some(Worth::Score(n)) => words.push(format!("score cp {n}")),
        None => {}
    }
    if shown.line.len() > 1 {
        let line: Vec<String> = shown.line.iter().map(u8::to_string).collect();
        words.push(format!("pv {}", line.join(" ")));
    }
    words.push(format!("{} ms", shown.millis));
    words.join(" · ")
}
