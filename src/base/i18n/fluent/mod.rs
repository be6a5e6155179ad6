//! The one place where a message becomes text of the language files: each
//! [`Msg`] is a Fluent message id with its arguments (numbers for plurals,
//! names, other messages said first). The files (`assets/i18n/*.ftl`) say
//! what each id reads as; nothing here is English, German or any language.

use std::borrow::Cow;

use pegs_engine::hanoi::MoveError;
use pegs_engine::hanoi::plan::Step;
use pegs_engine::puzzle::Day;
use pegs_engine::tictactoe::{Level, Outcome, RuleSet};

use super::{Key, Msg, Side};

mod lessons;
mod online;
mod pages;
mod programs;
mod puzzles;
mod race;
mod review;

#[cfg(test)]
pub(super) use lessons::has_task_text;
#[cfg(test)]
pub(super) use pages::{PageBlock, PageText};
pub(super) use pages::{hanoi_page, tictactoe_page};

/// What a message is made of, to be said in a language.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum Text {
    /// A message of the language files, with its arguments.
    Message(Cow<'static, str>, Vec<(&'static str, Arg)>),
    /// Texts said one after the other, with this between them.
    Joined(Vec<Text>, &'static str),
    /// Words that read the same in every language (a code, a clock, 'X').
    Plain(Cow<'static, str>),
}

/// An argument of a message.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum Arg {
    /// A number: a message chooses its plural form by it.
    Number(f64),
    /// A text, said in the same language before it is put in.
    Text(Text),
}

/// A message without arguments.
fn id(id: &'static str) -> Text {
    Text::Message(Cow::Borrowed(id), Vec::new())
}

/// A message with arguments.
fn with(id: &'static str, args: Vec<(&'static str, Arg)>) -> Text {
    Text::Message(Cow::Borrowed(id), args)
}

/// A number argument.
fn n(value: impl Into<f64>) -> Arg {
    Arg::Number(value.into())
}

/// A number argument from a count too large for `f64`'s `From` (exact below 2⁵³).
fn count(value: u64) -> Arg {
    Arg::Number(value as f64)
}

/// An argument that reads the same in every language.
fn plain(value: impl Into<String>) -> Arg {
    Arg::Text(Text::Plain(Cow::Owned(value.into())))
}

/// An argument that is another message.
fn say(text: Text) -> Arg {
    Arg::Text(text)
}

/// A choice the message's translations select on (`[yes]`, `[computer]`…).
fn key(value: &'static str) -> Arg {
    Arg::Text(Text::Plain(Cow::Borrowed(value)))
}

/// A peg as players count them, from 1.
fn peg(index: usize) -> Arg {
    n(index as u32 + 1)
}

/// A puzzle's stars: ★ to ★★★.
fn stars(stars: u8) -> Arg {
    plain("★".repeat(stars.min(3) as usize))
}

/// A cell, as a language names where it is.
fn cell(cell: u8) -> Text {
    with("cell", vec![("row", n(cell / 3 + 1)), ("column", n(cell % 3 + 1))])
}

/// Cells in order, joined by arrows.
fn cells(cells: &[u8]) -> Text {
    Text::Joined(cells.iter().map(|&c| cell(c)).collect(), " → ")
}

/// A line of play as the players' cell numbers (1–9, the keys): "5 → 1 → 9".
fn line(cells: &[u8]) -> String {
    cells.iter().map(|c| (c + 1).to_string()).collect::<Vec<_>>().join(" → ")
}

/// Numbers in a list: "5, 3, 1".
fn list(items: &[u8]) -> String {
    items.iter().map(u8::to_string).collect::<Vec<_>>().join(", ")
}

/// An exact value as a hint says it.
fn outcome(value: Outcome) -> Text {
    match value {
        Outcome::Win(moves) => with("win-in", vec![("moves", n(moves))]),
        Outcome::Loss(moves) => with("lose-in", vec![("moves", n(moves))]),
        Outcome::Draw => id("draw-hint"),
    }
}

fn level(level: Level) -> Text {
    id(match level {
        Level::Relaxed => "level-relaxed",
        Level::Easy => "level-easy",
        Level::Medium => "level-medium",
        Level::Hard => "level-hard",
        Level::Impossible => "level-impossible",
        Level::Perfect => "level-perfect",
    })
}

/// A side's name, and the key its translations may select on (`you`,
/// `computer`, `x`, `o`) where a sentence agrees with who it is.
fn side(side: Side) -> [(&'static str, Arg); 2] {
    let (name, who) = match side {
        Side::You => (id("side-you"), "you"),
        Side::Computer => (id("side-computer"), "computer"),
        Side::X => (Text::Plain("X".into()), "x"),
        Side::O => (Text::Plain("O".into()), "o"),
        Side::ComputerX(l) => (with("side-computer-x", vec![("level", say(level(l)))]), "x"),
        Side::ComputerO(l) => (with("side-computer-o", vec![("level", say(level(l)))]), "o"),
    };
    [("side", say(name)), ("who", key(who))]
}

/// "disk 4" or "disks 1–4".
fn group(smallest: u8, largest: u8) -> Text {
    if smallest == largest {
        with("disk-group-one", vec![("disk", n(smallest))])
    } else {
        with("disk-group", vec![("smallest", n(smallest)), ("largest", n(largest))])
    }
}

/// A day, written the language's way.
fn date(day: Day) -> Text {
    const WEEKDAYS: [&str; 7] = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];
    const MONTHS: [&str; 12] =
        ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
    with(
        "date",
        vec![
            ("weekday", key(WEEKDAYS[day.weekday() % 7])),
            ("day", n(day.day())),
            ("month", key(MONTHS[(day.month() as usize).clamp(1, 12) - 1])),
            ("year", n(day.year())),
        ],
    )
}

/// Seconds as a clock: "1:05".
fn minutes(seconds: u32) -> Arg {
    plain(format!("{}:{:02}", seconds / 60, seconds % 60))
}

/// A search score's forced result, if it is one: `(wins, half-moves)` from
/// the seed's scores ±(1000 + plies left) of a search of `depth` plies.
pub(super) fn forced(score: i32, depth: u8) -> Option<(bool, u8)> {
    let left = score.abs() - pegs_engine::tictactoe::ai::WIN_SCORE;
    (left >= 0).then(|| (score > 0, (depth as i32 - left).max(1) as u8))
}

/// A message as the language files say it.
pub(super) fn text(msg: &Msg) -> Text {
    match msg {
        Msg::Tagline => id("tagline"),
        Msg::HanoiTitle => id("hanoi-title"),
        Msg::TicTacToeTitle => id("tictactoe-title"),
        Msg::HanoiBlurb => id("hanoi-blurb"),
        Msg::TicTacToeBlurb => id("tictactoe-blurb"),
        Msg::PressKey(k) => with("press-key", vec![("key", n(*k))]),
        Msg::MenuHelp => id("menu-help"),
        Msg::LanguageLabel => id("language-label"),
        Msg::HowToPlayButton => id("how-to-play-button"),

        Msg::MenuButton => id("menu-button"),
        Msg::RecordsButton => id("records-button"),
        Msg::HelpButton => id("help-button"),
        Msg::ClosePage => id("close-page"),
        Msg::KeyHint(k) => match k {
            Key::Char(c) => with("key-hint", vec![("key", plain(c.to_string()))]),
            Key::Space => id("key-hint-space"),
            Key::Redo => id("key-hint-redo"),
            Key::Esc => with("key-hint", vec![("key", plain("Esc"))]),
            Key::F1 => with("key-hint", vec![("key", plain("F1"))]),
        },
        Msg::Volume => id("volume"),
        Msg::Mute => id("mute"),

        Msg::StartPeg => id("start-peg"),
        Msg::GoalPeg(p) => with("goal-peg", vec![("peg", n(*p as u32))]),
        Msg::HanoiCounter { moves, clock, optimum, left, exact } => with(
            if *exact { "hanoi-counter" } else { "hanoi-counter-short-plan" },
            vec![
                ("moves", count(*moves)),
                ("clock", plain(clock.clone())),
                ("optimum", count(*optimum)),
                ("left", count(*left)),
            ],
        ),
        Msg::Refused(r) => match r {
            MoveError::SamePeg => id("refused-same-peg"),
            MoveError::NoSuchPeg(p) => with("refused-no-such-peg", vec![("peg", peg(*p))]),
            MoveError::EmptyPeg(p) => with("refused-empty-peg", vec![("peg", peg(*p))]),
            MoveError::LargerOnSmaller { .. } => id("refused-larger-on-smaller"),
        },
        Msg::OnlyTopDisk => id("only-top-disk"),
        Msg::NothingToPickUp(p) => with("nothing-to-pick-up", vec![("peg", n(*p as u32))]),
        Msg::NothingToUndo => id("nothing-to-undo"),
        Msg::NothingToRedo => id("nothing-to-redo"),
        Msg::AlreadySolved => id("already-solved"),
        Msg::SolvingFromHere { moves, optimal } => with(
            if *optimal { "solving-from-here" } else { "solving-from-here-short-plan" },
            vec![("moves", count(*moves))],
        ),
        Msg::SolverPaused => id("solver-paused"),
        Msg::Hint { from, to, left, optimal } => with(
            if *optimal { "hint" } else { "hint-short-plan" },
            vec![("from", n(*from as u32)), ("to", n(*to as u32)), ("left", count(*left))],
        ),
        Msg::NothingLeftToDo => id("nothing-left-to-do"),
        Msg::Solved { moves, clock, optimum } if moves == optimum => {
            with("solved-optimum", vec![("moves", count(*moves)), ("clock", plain(clock.clone()))])
        }
        Msg::Solved { moves, clock, optimum } => with(
            "solved",
            vec![("moves", count(*moves)), ("clock", plain(clock.clone())), ("optimum", count(*optimum))],
        ),
        Msg::SolvedWithHelp(moves) => with("solved-with-help", vec![("moves", count(*moves))]),
        Msg::FirstSolve => id("first-solve"),
        Msg::FewestMovesYet => id("fewest-moves-yet"),
        Msg::BestTimeYet => id("best-time-yet"),
        Msg::NoRefusedMove => id("no-refused-move"),

        Msg::HanoiLead(goal) => with("hanoi-lead", vec![("goal", n(*goal as u32))]),
        Msg::Disks => id("disks"),
        Msg::Pegs => id("pegs"),
        Msg::Restart => id("restart"),
        Msg::Undo => id("undo"),
        Msg::Redo => id("redo"),
        Msg::Solver => id("solver"),
        Msg::Solve => id("solve"),
        Msg::Pause => id("pause"),
        Msg::Resume => id("resume"),
        Msg::Step => id("step"),
        Msg::Speed => id("speed"),
        Msg::SpeedMax => id("speed-max"),
        Msg::PerSecond(moves) => with("per-second", vec![("moves", n(*moves))]),
        Msg::PlanLeft { moves, optimal } => {
            with(if *optimal { "plan-left" } else { "plan-left-short-plan" }, vec![("moves", count(*moves))])
        }
        Msg::MovesMade => id("moves-made"),
        Msg::Time => id("time"),
        Msg::OptimalFromStart => id("optimal-from-start"),
        Msg::MovesLeft { exact } => id(if *exact { "moves-left" } else { "moves-left-short-plan" }),
        Msg::BestForTower { moves, clock } => {
            with("best-for-tower", vec![("moves", count(*moves)), ("clock", plain(clock.clone()))])
        }
        Msg::NotSolvedYet => id("not-solved-yet"),
        Msg::WithHelp => id("with-help"),
        Msg::PanelSolved { moves, optimal } => with(
            if *optimal { "panel-solved-optimal" } else { "panel-solved" },
            vec![("moves", count(*moves))],
        ),
        Msg::HintButton => id("hint-button"),

        Msg::HanoiRecordsTitle => id("hanoi-records-title"),
        Msg::TicTacToeRecordsTitle => id("tictactoe-records-title"),
        Msg::NoHanoiRecords => id("no-hanoi-records"),
        Msg::ColumnPegs => id("column-pegs"),
        Msg::ColumnDisks => id("column-disks"),
        Msg::ColumnFewestMoves => id("column-fewest-moves"),
        Msg::ColumnBestTime => id("column-best-time"),
        Msg::ColumnSolves => id("column-solves"),
        Msg::OptimumMark => id("optimum-mark"),
        Msg::NoTicTacToeRecords => id("no-tictactoe-records"),
        Msg::ThisSession => id("this-session"),
        Msg::AllTime => id("all-time"),
        Msg::AgainstLevel(l) => with("against-level", vec![("level", say(level(*l)))]),
        Msg::TwoPlayersRow => id("two-players-row"),
        Msg::OnlineRow { strangers } => {
            id(if *strangers { "online-row-strangers" } else { "online-row-friends" })
        }
        Msg::Tally { won, lost, drawn } => {
            with("tally", vec![("won", n(*won)), ("lost", n(*lost)), ("drawn", n(*drawn))])
        }
        Msg::PlayersTally { x, o, drawn } => {
            with("players-tally", vec![("x", n(*x)), ("o", n(*o)), ("drawn", n(*drawn))])
        }
        Msg::ForgetRecords => id("forget-records"),
        Msg::ForgetQuestion => id("forget-question"),
        Msg::ForgetYes => id("forget-yes"),
        Msg::ForgetNo => id("forget-no"),

        Msg::YourTurn(c) => with("your-turn-as", vec![("side", plain(c.to_string()))]),
        Msg::Turn(Side::You) => id("your-turn"),
        Msg::Turn(s) => with("turn", side(*s).into()),
        Msg::Thinking(s) => with("thinking", side(*s).into()),
        Msg::Wins(Side::You) => id("wins-you"),
        Msg::Wins(Side::Computer) => id("wins-computer"),
        Msg::Wins(s) => with("wins", side(*s).into()),
        Msg::DrawByMoves => id("draw-by-moves"),
        Msg::WinIn(moves) => outcome(Outcome::Win(*moves)),
        Msg::LoseIn(moves) => outcome(Outcome::Loss(*moves)),
        Msg::DrawHint => outcome(Outcome::Draw),
        Msg::TicTacToeLead(stones) => with("tictactoe-lead", vec![("stones", n(*stones as u32))]),
        Msg::ModeVsComputer => id("mode-vs-computer"),
        Msg::ModeTwoPlayers => id("mode-two-players"),
        Msg::ModeComputers => id("mode-computers"),
        Msg::ModeLabel => id("mode-label"),
        Msg::Vibration => id("vibration"),
        Msg::YouPlay => id("you-play"),
        Msg::FirstMove => id("first-move"),
        Msg::Random => id("random"),
        Msg::ComputerLevel => id("computer-level"),
        Msg::Level(l) => level(*l),
        Msg::SolvingTheGame => id("solving-the-game"),
        Msg::Program(m) => programs::program(m),
        Msg::Rules => id("rules"),
        Msg::RulesTitle(r) => id(match r {
            RuleSet::Seed => "rules-title-seed",
            RuleSet::RemoveFirst => "rules-title-remove-first",
            RuleSet::Four => "rules-title-four",
        }),
        Msg::RulesSummary(r) => id(match r {
            RuleSet::Seed => "rules-summary-seed",
            RuleSet::RemoveFirst => "rules-summary-remove-first",
            RuleSet::Four => "rules-summary-four",
        }),
        Msg::NewGame => id("new-game"),
        Msg::ShowExactValues => id("show-exact-values"),
        Msg::SessionHeading => id("session-heading"),
        Msg::YouWon => id("you-won"),
        Msg::ComputerWon => id("computer-won"),
        Msg::Drawn => id("drawn"),
        Msg::XWon => id("x-won"),
        Msg::OWon => id("o-won"),
        Msg::AllTimeAgainst { level: l, won, lost, drawn } => with(
            "all-time-against",
            vec![("level", say(level(*l))), ("won", n(*won)), ("lost", n(*lost)), ("drawn", n(*drawn))],
        ),
        Msg::AllTimePlayers { x, o, drawn } => {
            with("all-time-players", vec![("x", n(*x)), ("o", n(*o)), ("drawn", n(*drawn))])
        }

        Msg::ShowPlan => id("show-plan"),
        Msg::ShowMap => id("show-map"),
        Msg::PlanHeading => id("plan-heading"),
        Msg::PlanFromHere => id("plan-from-here"),
        Msg::PlanStep(step) => plan_step(step),
        Msg::PlanProgress { done, total } => {
            with("plan-progress", vec![("done", count(*done)), ("total", count(*total))])
        }
        Msg::SplitWhy { aside, moves, fewer, more } => {
            let mut args = vec![("aside", n(*aside)), ("moves", count(*moves))];
            if let Some(f) = fewer {
                args.push(("fewer-aside", n(aside.saturating_sub(1))));
                args.push(("fewer", count(*f)));
            }
            if let Some(m) = more {
                args.push(("more-aside", n(aside.saturating_add(1))));
                args.push(("more", count(*m)));
            }
            let which = match (fewer, more) {
                (Some(_), Some(_)) => "split-why-fewer-more",
                (Some(_), None) => "split-why-fewer",
                (None, Some(_)) => "split-why-more",
                (None, None) => "split-why",
            };
            with(which, args)
        }
        Msg::MapHeading => id("map-heading"),
        Msg::MapNotShown { pegs, disks } if *pegs > 3 => {
            with("map-not-shown-pegs", vec![("pegs", n(*pegs as u32)), ("disks", n(*disks as u32))])
        }
        Msg::MapNotShown { disks, .. } => with(
            "map-not-shown-disks",
            vec![("disks", n(*disks as u32)), ("positions", count(3u64.saturating_pow(*disks as u32)))],
        ),
        Msg::MapLegend => id("map-legend"),
        Msg::MapDistance { moves } => with("map-distance", vec![("moves", count(*moves))]),
        Msg::ShowThinking => id("show-thinking"),
        Msg::ThinkingHeading => id("thinking-heading"),
        Msg::ThinkForMe => id("think-for-me"),
        Msg::SearchStats { depth, nodes, cutoffs, millis } => with(
            "search-stats",
            vec![
                ("depth", n(*depth)),
                ("nodes", count(*nodes)),
                ("cutoffs", count(*cutoffs)),
                ("millis", n(*millis)),
            ],
        ),
        Msg::PerfectStats => id("perfect-stats"),
        Msg::ScoreWords { score, depth } => {
            let shown = plain(format!("{score:+}"));
            match forced(*score, *depth) {
                Some((true, moves)) => with("score-wins", vec![("score", shown), ("moves", n(moves))]),
                Some((false, moves)) => with("score-loses", vec![("score", shown), ("moves", n(moves))]),
                None if score.abs() <= 5 => with("score-even", vec![("score", shown)]),
                None if *score > 0 => with("score-good", vec![("score", shown)]),
                None => with("score-bad", vec![("score", shown)]),
            }
        }
        Msg::Chosen => id("chosen"),
        Msg::RandomMove => id("random-move"),
        Msg::SearchDepth => id("search-depth"),
        Msg::ExpectedLine(played) => with("expected-line", vec![("line", plain(line(played)))]),

        Msg::VanishesNext => id("vanishes-next"),
        Msg::ReducedMotion => id("reduced-motion"),
        Msg::TextSize => id("text-size"),
        Msg::Percent(p) => with("percent", vec![("percent", n(*p))]),
        Msg::HighContrast => id("high-contrast"),
        Msg::Settings => id("settings"),
        Msg::Close => id("close"),

        Msg::Online(m) => online::online(m),
        Msg::Puzzle(m) => puzzles::puzzle(m),
        Msg::Lesson(m) => lessons::lesson(m),
        Msg::Review(m) => review::review(m),
        Msg::Race(m) => race::race(m),

        Msg::Lines(lines) => Text::Joined(lines.iter().map(text).collect(), " "),
        Msg::CellName { cell: at, stone, vanishes, value } => {
            let stone = match stone {
                Some(c) => plain(c.to_string()),
                None => say(id("cell-empty")),
            };
            let mut args = vec![("cell", say(cell(*at))), ("stone", stone)];
            if let Some(v) = value {
                args.push(("value", say(outcome(*v))));
            }
            let which = match (vanishes, value.is_some()) {
                (false, false) => "cell-name",
                (true, false) => "cell-name-vanishes",
                (false, true) => "cell-name-value",
                (true, true) => "cell-name-vanishes-value",
            };
            with(which, args)
        }
        Msg::PegName { peg: p, disks } => match disks.as_slice() {
            [] => with("peg-name-empty", vec![("peg", peg(*p))]),
            [disk] => with("peg-name-one", vec![("peg", peg(*p)), ("disk", n(*disk))]),
            all => with(
                "peg-name",
                vec![("peg", peg(*p)), ("disks", plain(list(all))), ("top", n(all[all.len() - 1]))],
            ),
        },
        Msg::Holding(disk) => with("holding", vec![("disk", n(*disk))]),
        Msg::DiskMoved { disk, from, to } => {
            with("disk-moved", vec![("disk", n(*disk)), ("from", peg(*from)), ("to", peg(*to))])
        }
        Msg::StonePlaced { side: s, cell: at, vanished } => {
            let mut args = vec![("side", plain(s.to_string())), ("cell", say(cell(*at)))];
            match vanished {
                Some(v) => {
                    args.push(("vanished", say(cell(*v))));
                    with("stone-placed-vanished", args)
                }
                None => with("stone-placed", args),
            }
        }
        Msg::SolverProgress { left } => with("solver-progress", vec![("moves", count(*left))]),

        Msg::NoDataFolder => id("no-data-folder"),
        Msg::DataUnreadableProtected(e) => with("data-unreadable", vec![("error", plain(e.clone()))]),
        Msg::DataKeptAside(at) => with("data-kept-aside", vec![("file", plain(at.clone()))]),
        Msg::DataNotMovable(e) => with("data-not-movable", vec![("error", plain(e.clone()))]),
        Msg::NotSaving(e) => with("not-saving", vec![("error", plain(e.clone()))]),
    }
}

/// One open sub-task of the solver's plan (pegs from 0, as in the engine).
fn plan_step(step: &Step) -> Text {
    match *step {
        Step::Tower { smallest: 1, largest, from, to, via } => with(
            "plan-step-tower",
            vec![("disks", n(largest)), ("from", peg(from)), ("to", peg(to)), ("via", peg(via))],
        ),
        Step::Tower { smallest, largest, from, to, via } => with(
            "plan-step-tower-part",
            vec![
                ("smallest", n(smallest)),
                ("largest", n(largest)),
                ("from", peg(from)),
                ("to", peg(to)),
                ("via", peg(via)),
            ],
        ),
        Step::Bring { smallest, disk, to, aside, .. } => with(
            "plan-step-bring",
            vec![
                ("disk", n(disk)),
                ("to", peg(to)),
                ("above", say(group(smallest, disk.saturating_sub(1).max(smallest)))),
                ("aside", peg(aside)),
            ],
        ),
        Step::Split { smallest, largest, to, aside, spare, .. } => with(
            "plan-step-split",
            vec![
                ("disks", say(group(smallest, largest))),
                ("to", peg(to)),
                ("aside", n(aside)),
                ("spare", peg(spare)),
                ("rest", n((largest + 1).saturating_sub(smallest).saturating_sub(aside))),
            ],
        ),
        Step::Searched { .. } => id("plan-step-searched"),
        Step::Move { disk, from, to } => {
            with("plan-step-move", vec![("disk", n(disk)), ("from", peg(from)), ("to", peg(to))])
        }
    }
}
