//! The race's part of the Hanoi panel: before a race, the invitation
//! (create, race someone now, join by code); during one, where it stands,
//! the code and link to give, both clocks' counts, the next tower's choice
//! and what the player may do.

use bevy::prelude::*;
use bevy_egui::egui;

use super::{RaceAction, Racing, TowerChoice, TowerKind, race_clock};
use crate::base::i18n::{Msg, OnlineMsg, RaceMsg, Rival};
use crate::base::save::records::RecordBook;
use crate::base::settings::{DISK_CHOICES, PEG_CHOICES};
use crate::shell::display::theme;
use crate::shell::language::Lang;
use crate::shell::modes::online::{self as line, Connection, ConnectionState, read_code};
use crate::shell::ui::widgets;

/// What the player types and picks for a race: the friend's code, and which tower.
#[derive(Default)]
pub struct RaceFields {
    code: String,
    wrong_code: bool,
    copied: bool,
    kind: TowerKind,
}

/// The kinds of tower as a row of choices after their label (today's
/// puzzle only once it is made); true when the choice changed.
fn kind_row(ui: &mut egui::Ui, lang: &Lang, kind: &mut TowerKind, today_ready: bool) -> bool {
    let mut changed = false;
    ui.horizontal_wrapped(|ui| {
        ui.label(lang.say(&Msg::Race(RaceMsg::TowerLabel)));
        for choice in TowerKind::ALL {
            if choice == TowerKind::Today && !today_ready {
                continue;
            }
            if ui.selectable_label(*kind == choice, lang.say(&Msg::Race(choice.name()))).clicked() {
                changed |= *kind != choice;
                *kind = choice;
            }
        }
    });
    changed
}

/// Before a race: a section that opens on what a race is and the ways
/// into one on the tower `(pegs, disks)` on the board (closed, it keeps
/// the panel as short as it was; the menu's *Race a friend* opens it and
/// brings it into view).
pub fn invite(
    ui: &mut egui::Ui,
    lang: &Lang,
    offer: Offer,
    actions: &mut MessageWriter<RaceAction>,
    fields: &mut RaceFields,
) {
    let open = offer.open;
    let shown = egui::CollapsingHeader::new(lang.say(&Msg::Race(RaceMsg::Heading)))
        .id_salt("hanoi_race")
        .open(open.then_some(true))
        .show(ui, |ui| ways_in(ui, lang, offer, actions, fields));
    if open {
        shown.header_response.scroll_to_me(Some(egui::Align::Min));
    }
}

/// What the ways into a race start from.
pub struct Offer<'a> {
    /// The size of the tower on the board: (pegs, disks).
    pub tower: (usize, usize),
    /// Whether today's Hanoi puzzle is made (it may be raced on).
    pub today_ready: bool,
    /// The line, free or held by TicTacToe.
    pub line: &'a Connection,
    /// The section is opened now (the menu's *Race a friend* brought the player here).
    pub open: bool,
}

/// What a race is, and the ways into one.
fn ways_in(
    ui: &mut egui::Ui,
    lang: &Lang,
    offer: Offer,
    actions: &mut MessageWriter<RaceAction>,
    fields: &mut RaceFields,
) {
    let Offer { tower, today_ready, line: friend_line, .. } = offer;
    let say = |m: RaceMsg| lang.say(&Msg::Race(m));
    ui.label(say(RaceMsg::Lead));
    if !crate::shell::platform::web::can_play_online() {
        ui.label(lang.say(&Msg::Online(OnlineMsg::NoWebRtc)));
        return;
    }
    // One line serves every game online: an online game of TicTacToe holds it.
    let free = friend_line.state() == ConnectionState::Closed;
    if !free {
        ui.small(say(RaceMsg::LineBusy));
    }
    let (pegs, disks) = tower;
    kind_row(ui, lang, &mut fields.kind, today_ready);
    if !today_ready && fields.kind == TowerKind::Today {
        fields.kind = TowerKind::FromStart;
    }
    ui.horizontal_wrapped(|ui| {
        if ui.add_enabled(free, egui::Button::new(say(RaceMsg::Create))).clicked() {
            actions.write(RaceAction::Create(TowerChoice { pegs, disks, kind: fields.kind }));
        }
        if ui.add_enabled(free, egui::Button::new(say(RaceMsg::Someone))).clicked() {
            actions.write(RaceAction::Someone(pegs, disks));
        }
    });
    ui.horizontal_wrapped(|ui| {
        let field = ui.add(
            egui::TextEdit::singleline(&mut fields.code)
                .hint_text(say(RaceMsg::CodeField))
                .char_limit(line::CODE_FIELD_LETTERS)
                .desired_width(170.0),
        );
        widgets::name_for_readers(&field, &say(RaceMsg::CodeField));
        let entered = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        if ui.add_enabled(free, egui::Button::new(say(RaceMsg::Join))).clicked() || (entered && free) {
            match read_code(&fields.code) {
                Some(code) => {
                    fields.wrong_code = false;
                    actions.write(RaceAction::Join(code));
                }
                None => fields.wrong_code = true,
            }
        }
    });
    if fields.wrong_code {
        ui.colored_label(
            theme::egui_colour(theme::palette_of(ui.ctx()).warning),
            lang.say(&Msg::Online(OnlineMsg::NotACode)),
        );
    }
}

/// What the race shows in the panel, besides the line it runs on.
pub struct RaceView<'a> {
    /// The race.
    pub racing: &'a Racing,
    /// The line to the other game.
    pub line: &'a Connection,
    /// The records, for the best race time on the tower.
    pub book: &'a RecordBook,
    /// The real clock: seconds, and milliseconds.
    pub now: (f64, u64),
    /// Space is short: the other racer's board stands above the board, not here.
    pub cramped: bool,
    /// Whether today's Hanoi puzzle is made (the next race may be on it).
    pub today_ready: bool,
}

/// During a race: where it stands, the code and link, the counts, the next
/// tower's choice for the side that chooses it, and what may be done.
pub fn panel(
    ui: &mut egui::Ui,
    lang: &Lang,
    view: RaceView,
    actions: &mut MessageWriter<RaceAction>,
    fields: &mut RaceFields,
) {
    let RaceView { racing, line: friend_line, book, now: (seconds, now), cramped, today_ready } = view;
    let say = |m: RaceMsg| lang.say(&Msg::Race(m));
    ui.heading(say(if racing.rival() == Rival::Stranger { RaceMsg::Someone } else { RaceMsg::Heading }));
    if let Some(status) = racing.status(friend_line, seconds, now) {
        ui.label(lang.say(&status));
    }
    if let Some(code) = racing.code.as_ref().filter(|_| !racing.met()) {
        ui.strong(lang.say(&Msg::Online(OnlineMsg::Code(code.clone()))));
        if let Some(link) = crate::shell::platform::web::race_link(code) {
            ui.horizontal_wrapped(|ui| {
                ui.add(egui::Label::new(egui::RichText::new(&link).small()).selectable(true));
                if ui.button(lang.say(&Msg::Online(OnlineMsg::CopyLink))).clicked() {
                    fields.copied = crate::shell::platform::clipboard::copy(&link);
                }
                if fields.copied {
                    ui.small(lang.say(&Msg::Online(OnlineMsg::LinkCopied)));
                }
            });
        }
    }
    if let Some(route) = racing.friend().and_then(|f| friend_line.route(f)) {
        ui.small(lang.say(&Msg::Online(match route {
            line::Route::Direct => OnlineMsg::ConnectedDirectly,
            line::Route::Relayed => OnlineMsg::ConnectedThroughRelay,
        })));
    }
    let Some(race) = racing.race.as_ref() else {
        offered_buttons(ui, lang, racing, actions);
        return;
    };
    // Beside the board, the other racer's (where space is short, a strip above the board).
    if racing.met() && !cramped {
        ui.separator();
        let width = ui.available_width();
        super::rival::section(ui, lang, racing, width, (width * 0.4).min(110.0));
    }
    if let Some(start) = race.start() {
        ui.separator();
        ui.label(say(RaceMsg::Tower { disks: start.disks(), pegs: start.pegs() }));
        if let Some(counter) = racing.counter(now) {
            ui.strong(say(counter));
        }
        let kept = if racing.stranger { &book.all_time.stranger_races } else { &book.all_time.races };
        if let Some(best) = kept.get(&(start.pegs(), start.disks())).and_then(|r| r.best_millis) {
            ui.small(format!("{} · {}", say(RaceMsg::ColumnBestTime), race_clock(best)));
        }
    }
    if race.both_want_again() && race.chooses_next() {
        ui.separator();
        let mut next = racing.next_tower();
        let mut changed = kind_row(ui, lang, &mut next.kind, today_ready);
        // Today's puzzle has a size of its own.
        if next.kind != TowerKind::Today {
            ui.horizontal_wrapped(|ui| {
                let disks = &mut next.disks;
                changed |=
                    widgets::named_slider(ui, &lang.say(&Msg::Disks), disks, DISK_CHOICES, false, None);
            });
            ui.horizontal_wrapped(|ui| {
                ui.label(lang.say(&Msg::Pegs));
                for choice in PEG_CHOICES {
                    if ui.selectable_label(next.pegs == choice, choice.to_string()).clicked() {
                        changed |= next.pegs != choice;
                        next.pegs = choice;
                    }
                }
            });
        }
        if changed {
            actions.write(RaceAction::Choose(next));
        }
    }
    offered_buttons(ui, lang, racing, actions);
}

/// What the player may do in the race now, as a row of buttons.
fn offered_buttons(ui: &mut egui::Ui, lang: &Lang, racing: &Racing, actions: &mut MessageWriter<RaceAction>) {
    ui.horizontal_wrapped(|ui| {
        for (_, action, name) in racing.offered() {
            if ui.button(lang.say(&Msg::Race(name))).clicked() {
                actions.write(action);
            }
        }
    });
}

/// The races kept in the records window: against friends, then strangers,
/// each tower with its wins, losses and best time.
pub fn records_table(ui: &mut egui::Ui, book: &RecordBook, lang: &Lang) {
    for (rival, kept) in
        [(Rival::Friend, &book.all_time.races), (Rival::Stranger, &book.all_time.stranger_races)]
    {
        if kept.is_empty() {
            continue;
        }
        ui.separator();
        ui.strong(lang.say(&Msg::Race(RaceMsg::RecordsHeading(rival))));
        let id = if rival == Rival::Friend { "hanoi_races" } else { "hanoi_stranger_races" };
        egui::Grid::new(id).striped(true).num_columns(5).spacing([14.0, 4.0]).show(ui, |ui| {
            for head in [
                Msg::ColumnPegs,
                Msg::ColumnDisks,
                Msg::Race(RaceMsg::ColumnWon),
                Msg::Race(RaceMsg::ColumnLost),
                Msg::Race(RaceMsg::ColumnBestTime),
            ] {
                ui.strong(lang.say(&head));
            }
            ui.end_row();
            for (&(pegs, disks), r) in kept {
                ui.label(pegs.to_string());
                ui.label(disks.to_string());
                ui.label(r.won.to_string());
                ui.label(r.lost.to_string());
                ui.label(r.best_millis.map_or_else(|| "–".to_string(), race_clock));
                ui.end_row();
            }
        });
    }
}
