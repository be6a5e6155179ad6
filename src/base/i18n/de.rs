//! Deutsch. Wörter wie in den Artikeln, aus denen das Spiel entstand:
//! Scheibe, Stab, Turm; Stein, Feld, Halbzug. Der Spieler wird geduzt.

use std::borrow::Cow;

use pegs_engine::hanoi::MoveError;
use pegs_engine::hanoi::plan::Step;
use pegs_engine::online::{Fault, TurnedAway};
use pegs_engine::puzzle::Day;

use crate::base::screen::GAME_NAME;
use pegs_engine::tictactoe::{Level, Outcome, RuleSet};

use super::{
    Block, Catalogue, CellKind, HanoiFacts, Key, Msg, OnlineMsg, Page, Picture, PuzzleMsg, Side, Solved,
    TicTacToeFacts, cell_kind, forced, joined, line, stars_text,
};

pub(super) struct German;

/// "1 Zug", "2 Züge".
/// A list of numbers: "5, 3, 1".
fn list(items: &[u8]) -> String {
    items.iter().map(u8::to_string).collect::<Vec<_>>().join(", ")
}

/// An exact value as a hint says it.
fn outcome(value: Outcome) -> Msg {
    match value {
        Outcome::Win(n) => Msg::WinIn(n),
        Outcome::Loss(n) => Msg::LoseIn(n),
        Outcome::Draw => Msg::DrawHint,
    }
}

fn moves(n: u64) -> String {
    if n == 1 { "1 Zug".into() } else { format!("{n} Züge") }
}

/// "1 Scheibe", "2 Scheiben" (after "mit" and "für" alike).
fn disks(n: usize) -> String {
    if n == 1 { "1 Scheibe".into() } else { format!("{n} Scheiben") }
}

/// After "mit": "mit 1 Zug", "mit 2 Zügen".
fn with_moves(n: u64) -> String {
    if n == 1 { "mit 1 Zug".into() } else { format!("mit {n} Zügen") }
}

/// "Scheiben 1–4", "Scheibe 1".
fn group(smallest: u8, largest: u8) -> String {
    if smallest == largest {
        format!("Scheibe {smallest}")
    } else {
        format!("Scheiben {smallest}–{largest}")
    }
}

fn level(l: Level) -> &'static str {
    match l {
        Level::Relaxed => "Entspannt",
        Level::Easy => "Leicht",
        Level::Medium => "Mittel",
        Level::Hard => "Schwer",
        Level::Impossible => "Unmöglich",
        Level::Perfect => "Perfekt",
    }
}

fn side(s: Side) -> String {
    match s {
        Side::You => "Du".into(),
        Side::Computer => "Der Computer".into(),
        Side::X => "X".into(),
        Side::O => "O".into(),
        Side::ComputerX(l) => format!("X ({})", level(l)),
        Side::ComputerO(l) => format!("O ({})", level(l)),
    }
}

fn cell_kinds(cells: &[u8]) -> String {
    let mut kinds: Vec<&str> = Vec::new();
    for &c in cells {
        let name = match cell_kind(c) {
            CellKind::Centre => "in der Mitte",
            CellKind::Corner => "in einer Ecke",
            CellKind::Edge => "in der Mitte eines Randes",
        };
        if !kinds.contains(&name) {
            kinds.push(name);
        }
    }
    kinds.join(" oder ")
}

const WEEKDAYS: [&str; 7] = ["Mo.", "Di.", "Mi.", "Do.", "Fr.", "Sa.", "So."];
const MONTHS: [&str; 12] =
    ["Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sept.", "Okt.", "Nov.", "Dez."];

fn date(day: Day) -> String {
    format!("{} {}. {} {}", WEEKDAYS[day.weekday()], day.day(), MONTHS[day.month() as usize - 1], day.year())
}

fn cell_text(cell: u8) -> String {
    format!("Reihe {}, Spalte {}", cell / 3 + 1, cell % 3 + 1)
}

fn cells_text(cells: &[u8]) -> String {
    joined(cells, cell_text)
}

/// Was zu den Tagesrätseln gesagt wird.
fn puzzle(m: &PuzzleMsg) -> String {
    match m {
        PuzzleMsg::Daily => "Rätsel des Tages".into(),
        PuzzleMsg::Date(day) => date(*day),
        PuzzleMsg::EarlierDay => "Tag davor".into(),
        PuzzleMsg::LaterDay => "Tag danach".into(),
        PuzzleMsg::Today => "Heute".into(),
        PuzzleMsg::HanoiEntry { optimum, stars } => match stars {
            Some(s) => format!("Hanoi · {optimum} Züge {}", stars_text(*s)),
            None => format!("Hanoi · {optimum} Züge"),
        },
        PuzzleMsg::TttEntry { win_in, solved } => {
            format!("TicTacToe · Sieg in {win_in}{}", if *solved { " ✓" } else { "" })
        }
        PuzzleMsg::Preparing => "Die Rätsel werden aufgestellt …".into(),
        PuzzleMsg::Streak { now, best } => format!("Serie: {now} · beste: {best}"),
        PuzzleMsg::Share => "Ergebnis kopieren".into(),
        PuzzleMsg::Copied => "Kopiert".into(),
        PuzzleMsg::ShareLine { day, hanoi, tictactoe, streak } => {
            let hanoi = match hanoi {
                Some((moves, optimum, stars)) => format!("{moves}/{optimum} {}", stars_text(*stars)),
                None => "–".into(),
            };
            let (win_in, solved) = tictactoe;
            let mark = if *solved { "✓" } else { "–" };
            format!("{GAME_NAME} {day} · Hanoi {hanoi} · TicTacToe Sieg in {win_in} {mark} · Serie {streak}")
        }
        PuzzleMsg::Heading(day) => format!("Rätsel vom {}", date(*day)),
        PuzzleMsg::HanoiGoal { goal, optimum } => {
            format!("Bring den ganzen Turm in {optimum} Zügen auf Stab {goal} – weniger geht nicht.")
        }
        PuzzleMsg::HanoiMoves { moves, optimum } => format!("Züge: {moves} von {optimum}"),
        PuzzleMsg::HanoiSolved { moves, optimum, stars } => {
            format!("Gelöst in {moves} Zügen ({optimum} ist das Minimum): {}", stars_text(*stars))
        }
        PuzzleMsg::HanoiHelped => "Mit Hilfe gelöst: keine Sterne. Versuch es noch einmal allein.".into(),
        PuzzleMsg::TttGoal { side, win_in } => {
            format!(
                "Du spielst {side}: Sieg in {win_in} Halbzügen. Nur ein Zug gewinnt; der Computer wehrt sich, so lange er kann."
            )
        }
        PuzzleMsg::HalfMovesLeft(n) => format!("Halbzüge übrig: {n}"),
        PuzzleMsg::TttToWin { side, left } => format!("{side} zum Sieg: noch {left} Halbzüge"),
        PuzzleMsg::TttSolved => "Gelöst! ✓".into(),
        PuzzleMsg::TttMissed => "Dieser Zug gewinnt nicht rechtzeitig: Rätsel verfehlt.".into(),
        PuzzleMsg::WinningLine(cells) => format!("Der Gewinnweg: {}", cells_text(cells)),
        PuzzleMsg::OtherMoves => "Die anderen ersten Züge:".into(),
        PuzzleMsg::OtherMove { cell, value } => {
            format!("{}: {}", cell_text(*cell), German::say(&outcome(*value)))
        }
        PuzzleMsg::RungHeading { number, of } => format!("Rätsel {number} von {of}"),
        PuzzleMsg::RungStars(stars) => format!("Schon gelöst: {}", stars_text(*stars)),
        PuzzleMsg::LadderEntry { game, solved, of } => format!("{} · {solved}/{of}", German::say(game)),
        PuzzleMsg::Ladders => "Rätselleitern".into(),
        PuzzleMsg::AllOpen => "Alle Rätsel offen".into(),
        PuzzleMsg::NextPuzzle => "Nächstes Rätsel".into(),
        PuzzleMsg::TryAgain => "Noch einmal".into(),
        PuzzleMsg::Leave => "Rätsel verlassen".into(),
    }
}

/// Was zu einem Spiel mit einem Freund online gesagt wird.
fn online(m: &OnlineMsg) -> String {
    match m {
        OnlineMsg::Mode => "Du gegen jemanden online".into(),
        OnlineMsg::Start => "Eröffne ein Spiel, tritt mit dem Code dem deines Freundes bei oder spiele jetzt mit jemandem".into(),
        OnlineMsg::Create => "Spiel eröffnen".into(),
        OnlineMsg::Join => "Beitreten".into(),
        OnlineMsg::CodeField => "Code deines Freundes".into(),
        OnlineMsg::Code(code) => format!("Spielcode: {code}"),
        OnlineMsg::CopyLink => "Link kopieren".into(),
        OnlineMsg::LinkCopied => "Link kopiert".into(),
        OnlineMsg::Server => "Server".into(),
        OnlineMsg::NotACode => "Ein Code hat sechs Buchstaben und Ziffern.".into(),
        OnlineMsg::Connecting => "Verbindung zum Server …".into(),
        OnlineMsg::Waiting(code) => format!("Warte auf deinen Freund: gib ihm den Code {code}"),
        OnlineMsg::Joining(code) => format!("Verbinde mit dem Spiel deines Freundes {code} …"),
        OnlineMsg::NobodyThere => "In diesem Spiel ist noch niemand. Prüft den Code.".into(),
        OnlineMsg::FriendHere => "Das Spiel deines Freundes ist da: verbinde …".into(),
        OnlineMsg::NoRoute { relay: false } => "Das Spiel deines Freundes kam, aber eure beiden Netze ließen sich \
             nicht verbinden. Ein Relais (ein TURN-Server) auf dem Server des Spiels würde helfen: frag, wer ihn betreibt."
            .into(),
        OnlineMsg::NoRoute { relay: true } => "Das Spiel deines Freundes kam, aber eure beiden Netze ließen sich \
             nicht verbinden, nicht einmal über das Relais des Servers. Versucht ein anderes Netz (etwa WLAN statt \
             mobiler Daten)."
            .into(),
        OnlineMsg::ConnectedDirectly => "Direkt verbunden".into(),
        OnlineMsg::ConnectedThroughRelay => "Über das Relais des Servers verbunden".into(),
        OnlineMsg::IceUnavailable => {
            "Der Server konnte nicht sagen, wie es über die Netze hinweg geht: versuche es ohne seine Hilfe.".into()
        }
        OnlineMsg::FriendAway(s) => format!("Dein Freund ist weg. Warte, ob er zurückkommt ({s} s) …"),
        OnlineMsg::FriendGone => "Dein Freund ist nicht zurückgekommen. Nimm den Sieg oder geh.".into(),
        OnlineMsg::Unreachable(server) => {
            format!("Der Server {server} ist nicht erreichbar. Prüfe die Adresse und ob er läuft.")
        }
        OnlineMsg::ReachingAgain => "Die Verbindung zum Server ist abgerissen: neuer Versuch …".into(),
        OnlineMsg::MeetingAgain => "Der Server ist weg: Treffe deinen Freund auf einem neuen wieder …".into(),
        OnlineMsg::NoServerHere(host) => format!(
            "{host} hat keinen Server für das Spiel online. Öffne die Seite mit ?server=wss://… dahinter oder trage einen Server im Feld Server ein."
        ),
        OnlineMsg::Full => "Dieses Spiel hat schon zwei Spieler. Prüfe den Code.".into(),
        OnlineMsg::TurnedAway(why) => match why {
            TurnedAway::NotAGame => "Ein Spiel, das nicht gegrüßt hat, wurde abgewiesen. Warte weiter.".into(),
            TurnedAway::NotAnOffer => {
                "Ein Spiel hat etwas geschickt, das kein Verbindungsangebot ist, und wurde abgewiesen. Warte weiter."
                    .into()
            }
            TurnedAway::OtherVersion { version, .. } => {
                format!("Ein Spiel einer anderen Version ({version}) wurde abgewiesen: ihr braucht dieselbe.")
            }
            TurnedAway::SameSide => {
                "Ein Spiel, das deine Seite beansprucht, wurde abgewiesen. Prüfe den Code.".into()
            }
            TurnedAway::OtherGame => {
                "Ein Spiel mit einer anderen Partie wurde abgewiesen. Warte auf deinen Freund.".into()
            }
        },
        OnlineMsg::SetupFailed => {
            "Auf diesem Gerät ließ sich keine Verbindung aufbauen. Prüfe die STUN- und TURN-Einstellungen.".into()
        }
        OnlineMsg::Failed(fault) => match fault {
            Fault::OtherVersion { version, .. } => {
                format!(
                    "Das Spiel deines Freundes ist eine andere Version ({version}): ihr braucht dieselbe."
                )
            }
            Fault::SameRole => "Beide Spiele wollen dieselbe Seite. Prüfe den Code.".into(),
            Fault::InvalidMove => {
                "Das Spiel deines Freundes hat einen ungültigen Zug geschickt. Das Spiel ist beendet.".into()
            }
            Fault::Diverged => {
                "Die beiden Spiele sind sich über die Züge uneins. Das Spiel ist beendet.".into()
            }
        },
        OnlineMsg::FriendsTurn => "Dein Freund ist am Zug".into(),
        OnlineMsg::Starts { game, you: true } => format!("Spiel {game}: du beginnst"),
        OnlineMsg::Starts { game, you: false } => format!("Spiel {game}: dein Freund beginnt"),
        OnlineMsg::Resigned { you: true } => "Du hast aufgegeben".into(),
        OnlineMsg::Resigned { you: false } => "Dein Freund hat aufgegeben: du gewinnst!".into(),
        OnlineMsg::FriendWins => "Dein Freund gewinnt".into(),
        OnlineMsg::RematchOffered => "Dein Freund möchte noch einmal spielen.".into(),
        OnlineMsg::RematchAsked => "Warte, ob dein Freund noch einmal spielt …".into(),
        OnlineMsg::Resign => "Aufgeben".into(),
        OnlineMsg::Rematch => "Noch einmal".into(),
        OnlineMsg::Claim => "Sieg nehmen".into(),
        OnlineMsg::Leave => "Verlassen".into(),
        OnlineMsg::AllTime { won, lost, drawn } => {
            format!(
                "Gegen Freunde online, insgesamt: {won} gewonnen · {lost} verloren · {drawn} unentschieden"
            )
        }
        OnlineMsg::PlaySomeone => "Jetzt mit jemandem spielen".into(),
        OnlineMsg::Looking(s) => format!("Suche jemanden zum Spielen … {}:{:02}", s / 60, s % 60),
        OnlineMsg::LookingAgain(s) => format!(
            "Jemand war gefunden, aber eure Netze ließen sich nicht verbinden. Suche weiter … {}:{:02}",
            s / 60,
            s % 60
        ),
        OnlineMsg::NoOneYet => "Noch ist niemand gekommen. Warte weiter oder spiele gegen den Computer.".into(),
        OnlineMsg::KeepWaiting => "Weiter warten".into(),
        OnlineMsg::PlayComputer => "Gegen den Computer".into(),
        OnlineMsg::StopLooking => "Suche beenden".into(),
        OnlineMsg::WithStranger(m) => match &**m {
            OnlineMsg::FriendsTurn => "Dein Gegenüber ist am Zug".into(),
            OnlineMsg::Starts { game, you: false } => format!("Spiel {game}: dein Gegenüber beginnt"),
            OnlineMsg::Resigned { you: false } => "Dein Gegenüber hat aufgegeben: du gewinnst!".into(),
            OnlineMsg::FriendWins => "Dein Gegenüber gewinnt".into(),
            OnlineMsg::RematchOffered => "Dein Gegenüber möchte noch einmal spielen.".into(),
            OnlineMsg::RematchAsked => "Warte, ob dein Gegenüber noch einmal spielt …".into(),
            OnlineMsg::FriendAway(s) => format!("Dein Gegenüber ist weg. Warte, ob es zurückkommt ({s} s) …"),
            OnlineMsg::FriendGone => "Dein Gegenüber ist nicht zurückgekommen. Nimm den Sieg oder geh.".into(),
            OnlineMsg::MeetingAgain => "Der Server ist weg: Treffe dein Gegenüber auf einem neuen wieder …".into(),
            OnlineMsg::FriendHere => "Das Spiel deines Gegenübers ist da: verbinde …".into(),
            OnlineMsg::NoRoute { relay: false } => "Das Spiel deines Gegenübers kam, aber eure beiden Netze ließen \
                 sich nicht verbinden. Ein Relais (ein TURN-Server) auf dem Server des Spiels würde helfen."
                .into(),
            OnlineMsg::NoRoute { relay: true } => "Das Spiel deines Gegenübers kam, aber eure beiden Netze ließen \
                 sich nicht verbinden, nicht einmal über das Relais des Servers."
                .into(),
            other => online(other),
        },
        OnlineMsg::AllTimeStrangers { won, lost, drawn } => format!(
            "Gegen Unbekannte online, insgesamt: {won} gewonnen · {lost} verloren · {drawn} unentschieden"
        ),
    }
}

impl Catalogue for German {
    fn say(msg: &Msg) -> Cow<'static, str> {
        match msg {
            Msg::Tagline => "Zwei klassische Brettspiele".into(),
            Msg::HanoiTitle => "Die Türme von Hanoi".into(),
            Msg::TicTacToeTitle => "Infinity TicTacToe".into(),
            Msg::HanoiBlurb => {
                "Trage den Turm auf den rechten Stab, immer nur eine Scheibe, nie eine größere auf eine kleinere.".into()
            }
            Msg::TicTacToeBlurb => {
                "Drei in einer Reihe gewinnen, doch jeder behält nur wenige Steine: Der älteste verschwindet, um Platz zu machen.".into()
            }
            Msg::PressKey(k) => format!("Taste {k}").into(),
            Msg::MenuHelp => {
                "Klicke ein Spiel an oder wähle mit ← → und Enter (auch 1 und 2). Esc führt hierher zurück.".into()
            }
            Msg::LanguageLabel => "Sprache".into(),
            Msg::HowToPlayButton => "So wird gespielt".into(),

            Msg::MenuButton => "◀ Menü".into(),
            Msg::RecordsButton => "Rekorde".into(),
            Msg::HelpButton => "?  So wird gespielt".into(),
            Msg::ClosePage => "Esc oder ein Klick schließt diese Seite.".into(),
            Msg::KeyHint(key) => match key {
                Key::Char(c) => format!("Taste: {c}").into(),
                Key::Space => "Taste: Leertaste".into(),
                Key::Redo => "Tasten: Strg+Y".into(),
                Key::Esc => "Taste: Esc".into(),
                Key::F1 => "Taste: F1".into(),
            },
            Msg::Volume => "Lautstärke".into(),
            Msg::Mute => "Ton aus".into(),

            Msg::StartPeg => "1 · Start".into(),
            Msg::GoalPeg(p) => format!("{p} · Ziel").into(),
            Msg::HanoiCounter { moves: m, clock, optimum, left, exact } => format!(
                "Züge {m}  ·  {clock}  ·  optimal ab Start {optimum}  ·  {} ab hier {left}",
                if *exact { "optimal" } else { "kurzer Plan" }
            )
            .into(),
            Msg::Refused(r) => match r {
                MoveError::SamePeg => "Illegaler Zug: Die Scheibe liegt schon auf diesem Stab".into(),
                MoveError::NoSuchPeg(p) => format!("Illegaler Zug: Es gibt keinen Stab {}", p + 1).into(),
                MoveError::EmptyPeg(p) => format!("Illegaler Zug: Auf Stab {} liegt keine Scheibe", p + 1).into(),
                MoveError::LargerOnSmaller { .. } => {
                    "Illegaler Zug: Eine größere Scheibe darf nicht auf eine kleinere".into()
                }
            },
            Msg::OnlyTopDisk => "Nur die oberste Scheibe eines Stabs darf ziehen".into(),
            Msg::NothingToPickUp(p) => format!("Auf Stab {p} liegt keine Scheibe zum Aufnehmen").into(),
            Msg::NothingToUndo => "Nichts zum Zurücknehmen".into(),
            Msg::NothingToRedo => "Nichts zum Wiederholen".into(),
            Msg::AlreadySolved => "Schon gelöst. R beginnt von vorn.".into(),
            Msg::SolvingFromHere { moves: m, optimal } => if *optimal {
                format!("Lösung von hier: {} auf dem kürzesten Weg", moves(*m))
            } else {
                format!("Lösung von hier: ein kurzer Plan {}", with_moves(*m))
            }
            .into(),
            Msg::SolverPaused => "Angehalten: Leertaste macht weiter, N macht einen Schritt".into(),
            Msg::Hint { from, to, left, optimal } => format!(
                "Tipp: die oberste Scheibe von Stab {from} auf Stab {to} (noch {}{})",
                moves(*left),
                if *optimal { "" } else { " in einem kurzen Plan" }
            )
            .into(),
            Msg::NothingLeftToDo => "Gelöst: Es bleibt nichts zu tun".into(),
            Msg::Solved { moves: m, clock, optimum } => if m == optimum {
                format!("Gelöst {}, {clock}: das Optimum!", with_moves(*m))
            } else {
                format!("Gelöst {}, {clock} (optimal ab Start sind {optimum})", with_moves(*m))
            }
            .into(),
            Msg::SolvedWithHelp(m) => format!("Mit Hilfe gelöst {}: kein Rekord", with_moves(*m)).into(),
            Msg::FirstSolve => "Diesen Turm zum ersten Mal gelöst.".into(),
            Msg::FewestMovesYet => "So wenige Züge wie noch nie.".into(),
            Msg::BestTimeYet => "Neue Bestzeit!".into(),
            Msg::NoRefusedMove => "Kein einziger illegaler Zug.".into(),

            Msg::HanoiLead(goal) => format!(
                "Trage den Turm von Stab 1 auf Stab {goal}. Nur die oberste Scheibe zieht, und nie auf eine kleinere."
            )
            .into(),
            Msg::Disks => "Scheiben".into(),
            Msg::Pegs => "Stäbe".into(),
            Msg::Restart => "Neu".into(),
            Msg::Undo => "Zurück".into(),
            Msg::Redo => "Wiederholen".into(),
            Msg::Solver => "Automatisch lösen".into(),
            Msg::Solve => "Lösen".into(),
            Msg::Pause => "Anhalten".into(),
            Msg::Resume => "Weiter".into(),
            Msg::Step => "Schritt".into(),
            Msg::Speed => "Tempo".into(),
            Msg::SpeedMax => "max".into(),
            Msg::PerSecond(n) => format!("{n}/s").into(),
            Msg::PlanLeft { moves: m, optimal } => format!(
                "Noch {} im {} Plan",
                moves(*m),
                if *optimal { "optimalen" } else { "kurzen" }
            )
            .into(),
            Msg::MovesMade => "Züge".into(),
            Msg::Time => "Zeit".into(),
            Msg::OptimalFromStart => "Optimal ab Start".into(),
            Msg::MovesLeft { exact } => if *exact { "Optimal noch" } else { "Noch (kurzer Plan)" }.into(),
            Msg::BestForTower { moves: m, clock } => format!("Bestwert für diesen Turm: {}, {clock}", moves(*m)).into(),
            Msg::NotSolvedYet => "Für diese Größe noch keine Lösung in deinen Rekorden (mit Hilfe zählt nicht).".into(),
            Msg::WithHelp => "Mit Hilfe: Dieser Turm zählt nicht als Rekord.".into(),
            Msg::PanelSolved { moves: m, optimal } => if *optimal {
                format!("Gelöst {}: optimal!", with_moves(*m))
            } else {
                format!("Gelöst {}.", with_moves(*m))
            }
            .into(),
            Msg::HintButton => "Tipp".into(),

            Msg::HanoiRecordsTitle => "Rekorde: Die Türme von Hanoi".into(),
            Msg::TicTacToeRecordsTitle => "Rekorde: Infinity TicTacToe".into(),
            Msg::NoHanoiRecords => {
                "Noch kein Turm gelöst. Hier steht jeder Turm, den du ohne Automatik und ohne Tipp löst.".into()
            }
            Msg::ColumnPegs => "Stäbe".into(),
            Msg::ColumnDisks => "Scheiben".into(),
            Msg::ColumnFewestMoves => "Wenigste Züge".into(),
            Msg::ColumnBestTime => "Bestzeit".into(),
            Msg::ColumnSolves => "Gelöst".into(),
            Msg::OptimumMark => "✓ das Optimum".into(),
            Msg::NoTicTacToeRecords => {
                "Noch keine Partien. Hier zählen Partien gegen den Computer und zu zweit.".into()
            }
            Msg::ThisSession => "Diese Sitzung".into(),
            Msg::AllTime => "Insgesamt".into(),
            Msg::AgainstLevel(l) => format!("Computer: {}", level(*l)).into(),
            Msg::TwoPlayersRow => "Zu zweit".into(),
            Msg::OnlineRow { strangers: false } => "Freunde online".into(),
            Msg::OnlineRow { strangers: true } => "Unbekannte online".into(),
            Msg::Tally { won, lost, drawn } => {
                format!("{won} gewonnen · {lost} verloren · {drawn} unentschieden").into()
            }
            Msg::PlayersTally { x, o, drawn } => format!("X {x} · O {o} · {drawn} unentschieden").into(),
            Msg::ForgetRecords => "Rekorde vergessen …".into(),
            Msg::ForgetQuestion => "Diese Rekorde endgültig vergessen?".into(),
            Msg::ForgetYes => "Vergessen".into(),
            Msg::ForgetNo => "Behalten".into(),

            Msg::YourTurn(c) => format!("Du bist am Zug ({c})").into(),
            Msg::Turn(s) => match s {
                Side::You => "Du bist am Zug".into(),
                other => format!("{} ist am Zug", side(*other)).into(),
            },
            Msg::Thinking(s) => format!("{} denkt nach …", side(*s)).into(),
            Msg::Wins(s) => match s {
                Side::You => "Du gewinnst!".into(),
                Side::Computer => "Der Computer gewinnt".into(),
                other => format!("{} gewinnt!", side(*other)).into(),
            },
            Msg::DrawByMoves => "Unentschieden: sechzig Halbzüge ohne Reihe".into(),
            Msg::WinIn(n) => format!("Sieg in {n}").into(),
            Msg::LoseIn(n) => format!("Niederlage in {n}").into(),
            Msg::DrawHint => "unentschieden".into(),
            Msg::TicTacToeLead(stones) => format!(
                "Drei in einer Reihe gewinnen. Jede Seite behält {stones} Steine: \
                 Der blasse verschwindet beim nächsten Zug seines Besitzers."
            )
            .into(),
            Msg::ModeVsComputer => "Du gegen den Computer".into(),
            Msg::ModeTwoPlayers => "Zu zweit".into(),
            Msg::ModeComputers => "Computer gegen Computer".into(),
            Msg::ModeLabel => "Wer spielt".into(),
            Msg::Vibration => "Vibrieren".into(),
            Msg::YouPlay => "Du spielst".into(),
            Msg::FirstMove => "Erster Zug".into(),
            Msg::Random => "Zufall".into(),
            Msg::ComputerLevel => "Computer".into(),
            Msg::Level(l) => level(*l).into(),
            Msg::SolvingTheGame => "Das Spiel wird gelöst …".into(),
            Msg::Rules => "Regeln".into(),
            Msg::RulesTitle(r) => match r {
                RuleSet::Seed => "Ältester zählt mit",
                RuleSet::RemoveFirst => "Ältester geht zuerst",
                RuleSet::Four => "Vier Steine",
            }
            .into(),
            Msg::RulesSummary(r) => match r {
                RuleSet::Seed => {
                    "Je drei Steine. Eine Reihe darf den Stein nutzen, der gleich verschwindet; \
                     danach geht der älteste."
                }
                RuleSet::RemoveFirst => {
                    "Je drei Steine. Der älteste geht zuerst; nur die drei übrigen zählen für eine Reihe."
                }
                RuleSet::Four => {
                    "Je vier Steine. Der älteste geht zuerst, und sein Feld ist frei für den neuen Stein."
                }
            }
            .into(),
            Msg::NewGame => "Neues Spiel".into(),
            Msg::ShowExactValues => "Genaue Werte zeigen".into(),
            Msg::SessionHeading => "Diese Sitzung".into(),
            Msg::YouWon => "Du hast gewonnen".into(),
            Msg::ComputerWon => "Der Computer hat gewonnen".into(),
            Msg::Drawn => "Unentschieden".into(),
            Msg::XWon => "X hat gewonnen".into(),
            Msg::OWon => "O hat gewonnen".into(),
            Msg::AllTimeAgainst { level: l, won, lost, drawn } => format!(
                "Insgesamt gegen {}: {won} gewonnen, {lost} verloren, {drawn} unentschieden",
                level(*l)
            )
            .into(),
            Msg::AllTimePlayers { x, o, drawn } => {
                format!("Insgesamt: X {x} gewonnen, O {o} gewonnen, {drawn} unentschieden").into()
            }

            Msg::ShowPlan => "Plan zeigen".into(),
            Msg::ShowMap => "Karte zeigen".into(),
            Msg::PlanHeading => "Der Plan des Lösers".into(),
            Msg::PlanFromHere => "Was der Löser von hier aus täte:".into(),
            Msg::PlanStep(step) => match *step {
                Step::Tower { smallest: 1, largest, from, to, via } => {
                    format!("{} von {} nach {} über {} bewegen", disks(largest as usize), from + 1, to + 1, via + 1)
                }
                Step::Tower { smallest, largest, from, to, via } => format!(
                    "Scheiben {smallest}–{largest} von {} nach {} über {} bewegen",
                    from + 1,
                    to + 1,
                    via + 1
                ),
                Step::Bring { smallest, disk, to, aside, .. } => format!(
                    "Scheibe {disk} muss auf Stab {}: zuerst {} auf Stab {}",
                    to + 1,
                    group(smallest, disk - 1),
                    aside + 1
                ),
                Step::Split { smallest, largest, to, aside, spare, .. } => format!(
                    "{} auf Stab {}: die {} kleinsten mit vier Stäben beiseite auf Stab {}, die übrigen {} mit drei",
                    group(smallest, largest),
                    to + 1,
                    aside,
                    spare + 1,
                    largest - smallest + 1 - aside
                ),
                Step::Searched { .. } => "der kürzeste Weg von hier, gefunden durch Suche in allen Stellungen".into(),
                Step::Move { disk, from, to } => format!("Scheibe {disk}: {} → {}", from + 1, to + 1),
            }
            .into(),
            Msg::PlanProgress { done, total } => format!("{done} von {}", moves(*total)).into(),
            Msg::SplitWhy { aside, moves: m, fewer, more } => {
                let mut text = format!("Warum {aside} beiseite? So sind es {}", moves(*m));
                match (fewer, more) {
                    (Some(f), Some(g)) => {
                        text += &format!("; mit {} beiseite wären es {f}, mit {} {g}.", aside - 1, aside + 1)
                    }
                    (Some(f), None) => text += &format!("; mit {} beiseite wären es {f}.", aside - 1),
                    (None, Some(g)) => text += &format!("; mit {} beiseite wären es {g}.", aside + 1),
                    (None, None) => text += ".",
                }
                text.into()
            }
            Msg::MapHeading => "Alle Stellungen des Turms".into(),
            Msg::MapNotShown { pegs, disks: n } => if *pegs > 3 {
                "Die Karte gibt es für drei Stäbe: mit vier bilden die Stellungen kein solches Dreieck.".to_string()
            } else {
                format!("Die Karte gibt es bis 6 Scheiben: mit {n} hätte sie {} Stellungen.", 3u64.pow(*n as u32))
            }
            .into(),
            Msg::MapLegend => {
                "Jeder Punkt ist eine Stellung, jede Linie ein Zug. Umkreist: hier. Goldene Ecke: das Ziel. Hell: der kürzeste Weg. Blau: dein bisheriger Weg. Klicke auf einen Punkt für seinen Abstand.".into()
            }
            Msg::MapDistance { moves: m } => format!("Diese Stellung ist {} vom Ziel entfernt.", moves(*m)).into(),
            Msg::ShowThinking => "Das Denken zeigen".into(),
            Msg::ThinkingHeading => "Wie die Züge bewertet werden".into(),
            Msg::ThinkForMe => "Meine Züge bewerten".into(),
            Msg::SearchStats { depth, nodes, cutoffs, millis } => format!(
                "Tiefe {depth}: {nodes} Stellungen durchsucht, {cutoffs} Abschneidungen, {millis} ms"
            )
            .into(),
            Msg::PerfectStats => "Genaue Werte aus dem gelösten Spiel".into(),
            Msg::ScoreWords { score, depth } => match forced(*score, *depth) {
                Some((true, n)) => format!("{score:+}\nSieg in {n}"),
                Some((false, n)) => format!("{score:+}\nNiederlage in {n}"),
                None if score.abs() <= 5 => format!("{score:+}\netwa ausgeglichen"),
                None if *score > 0 => format!("{score:+}\nsieht gut aus"),
                None => format!("{score:+}\nsieht schlecht aus"),
            }
            .into(),
            Msg::Chosen => "gewählt".into(),
            Msg::RandomMove => "Diese Stufe spielt manche Züge zufällig; das war einer.".into(),
            Msg::SearchDepth => "Tiefe".into(),
            Msg::ExpectedLine(cells) => format!("Erwartetes Spiel: {}", line(cells)).into(),
            Msg::VanishesNext => "verschwindet als Nächstes".into(),
            Msg::ReducedMotion => "Weniger Bewegung".into(),
            Msg::TextSize => "Textgröße".into(),
            Msg::Percent(p) => format!("{p} %").into(),
            Msg::HighContrast => "Hoher Kontrast".into(),
            Msg::Settings => "Einstellungen".into(),
            Msg::Close => "Schließen".into(),
            Msg::Online(m) => online(m).into(),
            Msg::Puzzle(m) => puzzle(m).into(),
            Msg::Lesson(m) => super::lesson::de::say::<German>(m).into(),
            Msg::Lines(lines) => lines.iter().map(|m| Self::say(m)).collect::<Vec<_>>().join(" ").into(),
            Msg::CellName { cell, stone, vanishes, value } => {
                let mut s = format!("{}: ", cell_text(*cell));
                match stone {
                    Some(side) => s.push(*side),
                    None => s.push_str("leer"),
                }
                if *vanishes {
                    s.push_str(", verschwindet als Nächstes");
                }
                if let Some(v) = value {
                    s.push_str(", ");
                    s.push_str(&Self::say(&outcome(*v)));
                }
                s.into()
            }
            Msg::PegName { peg, disks } => match disks.as_slice() {
                [] => format!("Stab {}: leer", peg + 1),
                [d] => format!("Stab {}: Scheibe {d}", peg + 1),
                all => format!("Stab {}: Scheiben {}; oben {}", peg + 1, list(all), all[all.len() - 1]),
            }
            .into(),
            Msg::Holding(d) => format!("Scheibe {d} in der Hand.").into(),
            Msg::DiskMoved { disk, from, to } => {
                format!("Scheibe {disk} von Stab {} auf Stab {}.", from + 1, to + 1).into()
            }
            Msg::StonePlaced { side, cell, vanished } => {
                let mut s = format!("{side} auf {}.", cell_text(*cell));
                if let Some(v) = vanished {
                    s.push_str(&format!(" Der Stein von {side} auf {} ist verschwunden.", cell_text(*v)));
                }
                s.into()
            }
            Msg::SolverProgress { left } => format!("Automatisch: noch {}.", moves(*left)).into(),

            Msg::NoDataFolder => {
                "Kein Ordner für gespeicherte Daten gefunden: Dein Fortschritt wird nicht gespeichert.".into()
            }
            Msg::DataUnreadableProtected(e) => format!(
                "Gespeicherte Daten ließen sich nicht lesen ({e}); zu ihrem Schutz wird nichts gespeichert."
            )
            .into(),
            Msg::DataKeptAside(at) => {
                format!("Gespeicherte Daten ließen sich nicht lesen; sie wurden als {at} aufbewahrt.").into()
            }
            Msg::DataNotMovable(e) => format!(
                "Gespeicherte Daten ließen sich weder lesen noch beiseitelegen ({e}); \
                 zu ihrem Schutz wird nichts gespeichert."
            )
            .into(),
            Msg::NotSaving(e) => format!("Dein Fortschritt wird nicht gespeichert: {e}.").into(),
        }
    }

    fn hanoi_page(f: &HanoiFacts) -> Page {
        let pegs = f.pegs;
        let left = vec![
            Block::Heading("Das Ziel".into()),
            Block::Text(format!(
                "Alle Scheiben liegen zu Beginn auf Stab 1. Trage den ganzen Turm auf Stab {pegs}, das Ziel, \
                 mit so wenigen Zügen wie möglich."
            )),
            Block::Picture(Picture::Tower { pegs }),
            Block::Heading("Die Regeln".into()),
            Block::Steps(vec![
                "Nur die oberste Scheibe eines Stabs zieht, immer eine auf einmal.".into(),
                "Eine Scheibe kommt auf einen leeren Stab oder auf eine größere Scheibe.".into(),
                "Alles andere wird mit Begründung abgelehnt, und nichts bewegt sich.".into(),
            ]),
            Block::Heading("Was der Löser weiß".into()),
            Block::Text(if pegs == 3 {
                format!(
                    "Mit {} sind es optimal 2ⁿ − 1 = {}, und die kleinste Scheibe zieht \
                     jedes zweite Mal, immer in derselben Richtung um die Stäbe.",
                    disks(f.disks),
                    moves(f.optimum)
                )
            } else {
                format!(
                    "Auf vier Stäben braucht der kürzeste Weg für {} {} (der Plan von Frame \
                     und Stewart): Die kleinsten Scheiben warten auf einem freien Stab, während die übrigen \
                     auf drei Stäben hinüberziehen.",
                    disks(f.disks),
                    moves(f.optimum)
                )
            }),
        ];
        let right = vec![
            Block::Heading("Maus und Touch".into()),
            Block::Points(vec![
                "Klicke oder tippe eine oberste Scheibe an, dann einen Stab.".into(),
                "Oder ziehe die Scheibe auf einen Stab.".into(),
                "Ein Klick auf die gehaltene Scheibe oder den Tisch legt sie zurück.".into(),
            ]),
            Block::Heading("Tasten".into()),
            Block::Points(vec![
                format!("1 bis {pegs}: von einem Stab nehmen, auf einen Stab legen"),
                "U zurück · Strg+Y wiederholen · R neu".into(),
                "Leertaste: automatisch lösen, anhalten, weiter · N ein Schritt".into(),
                "H Tipp · M Ton · F1 diese Seite · Esc Menü".into(),
            ]),
            Block::Heading("Rekorde".into()),
            Block::Text(
                "Die Uhr läuft ab deinem ersten Zug. Ein Turm, den du ohne Automatik und ohne Tipp löst, \
                 zählt als Rekord."
                    .into(),
            ),
        ];
        Page { title: "So wird gespielt: Die Türme von Hanoi".into(), left, right }
    }

    fn tictactoe_page(f: &TicTacToeFacts) -> Page {
        let stones = f.stones;
        let mut steps: Vec<String> = match f.rules {
            RuleSet::Seed => vec![
                "Setze einen Stein auf ein Feld ohne Stein. Der blasse Stein belegt sein Feld noch.".into(),
                "Der Stein kommt zu deinen Steinen.".into(),
                "Drei in einer Reihe unter allen, den blassen eingeschlossen, gewinnen sofort: Nichts wird \
                 entfernt."
                    .into(),
                format!("Sonst verschwindet dein ältester Stein, wenn du jetzt {} Steine hast.", stones + 1),
            ],
            RuleSet::RemoveFirst => vec![
                "Setze einen Stein auf ein Feld ohne Stein. Der blasse Stein belegt sein Feld noch.".into(),
                format!("Hast du schon {stones} Steine, verschwindet zuerst dein ältester."),
                "Dann gewinnen drei in einer Reihe unter den übrigen Steinen.".into(),
            ],
            RuleSet::Four => vec![
                "Setze einen Stein auf ein Feld ohne Stein oder auf deinen eigenen blassen Stein.".into(),
                format!("Hast du schon {stones} Steine, verschwindet zuerst dein ältester."),
                "Dann gewinnen drei deiner Steine in einer Reihe.".into(),
            ],
        };
        steps.push(format!("Nach {} Halbzügen ohne Sieger endet die Partie unentschieden.", f.move_limit));
        let fact = match &f.solved {
            Solved::FirstPlayerWins { moves, by } => format!(
                "Bei perfektem Spiel gewinnt, wer anfängt: Mit dem ersten Stein {} ist die Partie \
                 spätestens im {by}. Halbzug gewonnen.",
                cell_kinds(moves)
            ),
            Solved::SecondPlayerWins(by) => {
                format!("Bei perfektem Spiel gewinnt die zweite Seite, spätestens im {by}. Halbzug.")
            }
            Solved::Draw => {
                "Bei perfektem Spiel gewinnt niemand: Jeder erste Zug führt zu einem Unentschieden.".into()
            }
            Solved::NotYetKnown => "Der Computer löst diese Regeln noch …".into(),
        };
        let left = vec![
            Block::Heading("Das Ziel".into()),
            Block::Text("Drei eigene Steine in einer Zeile, Spalte oder Diagonale.".into()),
            Block::Heading("Die Regeln, in dieser Reihenfolge".into()),
            Block::Steps(steps),
            Block::Picture(Picture::FadedStones),
            Block::Text(format!(
                "Jede Seite behält {stones} Steine. Der blasse Stein ist der, der beim nächsten Zug seines \
                 Besitzers verschwindet."
            )),
        ];
        let right = vec![
            Block::Heading("Maus und Touch".into()),
            Block::Points(vec![
                "Klicke oder tippe auf ein freies Feld.".into(),
                "Ein heller Stein zeigt, wohin deiner käme.".into(),
            ]),
            Block::Heading("Tasten".into()),
            Block::Points(vec![
                "1–9: die Felder, Reihe für Reihe von oben links".into(),
                "N neues Spiel (online: noch einmal)".into(),
                "U zurück · H genaue Werte".into(),
                "M Ton · F1 diese Seite · Esc Menü".into(),
            ]),
            Block::Heading("Was der Löser weiß".into()),
            Block::Text(fact),
        ];
        Page { title: "So wird gespielt: Infinity TicTacToe".into(), left, right }
    }
}

impl super::lesson::Words for German {
    fn cell(cell: u8) -> String {
        cell_text(cell)
    }

    fn cells(cells: &[u8]) -> String {
        cells_text(cells)
    }

    fn value(value: Outcome) -> String {
        Self::say(&outcome(value)).into_owned()
    }
}
