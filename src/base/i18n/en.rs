//! English.

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

pub(super) struct English;

/// "1 move", "2 moves".
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
    if n == 1 { "1 move".into() } else { format!("{n} moves") }
}

/// "1 disk", "2 disks".
fn disks(n: usize) -> String {
    if n == 1 { "1 disk".into() } else { format!("{n} disks") }
}

/// "disks 1–4", "disk 1".
fn group(smallest: u8, largest: u8) -> String {
    if smallest == largest { format!("disk {smallest}") } else { format!("disks {smallest}–{largest}") }
}

fn level(l: Level) -> &'static str {
    match l {
        Level::Relaxed => "Relaxed",
        Level::Easy => "Easy",
        Level::Medium => "Medium",
        Level::Hard => "Hard",
        Level::Impossible => "Impossible",
        Level::Perfect => "Perfect",
    }
}

fn side(s: Side) -> String {
    match s {
        Side::You => "You".into(),
        Side::Computer => "The computer".into(),
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
            CellKind::Centre => "the centre",
            CellKind::Corner => "a corner",
            CellKind::Edge => "the middle of an edge",
        };
        if !kinds.contains(&name) {
            kinds.push(name);
        }
    }
    kinds.join(" or ")
}

const WEEKDAYS: [&str; 7] = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
const MONTHS: [&str; 12] =
    ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

fn date(day: Day) -> String {
    format!("{} {} {} {}", WEEKDAYS[day.weekday()], day.day(), MONTHS[day.month() as usize - 1], day.year())
}

fn cell_text(cell: u8) -> String {
    format!("row {}, column {}", cell / 3 + 1, cell % 3 + 1)
}

fn cells_text(cells: &[u8]) -> String {
    joined(cells, cell_text)
}

/// What is said of the daily puzzles.
fn puzzle(m: &PuzzleMsg) -> String {
    match m {
        PuzzleMsg::Daily => "Puzzles of the day".into(),
        PuzzleMsg::Date(day) => date(*day),
        PuzzleMsg::EarlierDay => "Day before".into(),
        PuzzleMsg::LaterDay => "Day after".into(),
        PuzzleMsg::Today => "Today".into(),
        PuzzleMsg::HanoiEntry { optimum, stars } => match stars {
            Some(s) => format!("Hanoi · {optimum} moves {}", stars_text(*s)),
            None => format!("Hanoi · {optimum} moves"),
        },
        PuzzleMsg::TttEntry { win_in, solved } => {
            format!("TicTacToe · win in {win_in}{}", if *solved { " ✓" } else { "" })
        }
        PuzzleMsg::Preparing => "Setting out the puzzles…".into(),
        PuzzleMsg::Streak { now, best } => format!("Streak: {now} · best: {best}"),
        PuzzleMsg::Share => "Copy my result".into(),
        PuzzleMsg::Copied => "Copied".into(),
        PuzzleMsg::ShareLine { day, hanoi, tictactoe, streak } => {
            let hanoi = match hanoi {
                Some((moves, optimum, stars)) => format!("{moves}/{optimum} {}", stars_text(*stars)),
                None => "–".into(),
            };
            let (win_in, solved) = tictactoe;
            let mark = if *solved { "✓" } else { "–" };
            format!("{GAME_NAME} {day} · Hanoi {hanoi} · TicTacToe win in {win_in} {mark} · streak {streak}")
        }
        PuzzleMsg::Heading(day) => format!("Puzzle of {}", date(*day)),
        PuzzleMsg::HanoiGoal { goal, optimum } => {
            format!("Bring the whole tower to peg {goal} in {optimum} moves, the fewest there are.")
        }
        PuzzleMsg::HanoiMoves { moves, optimum } => format!("Moves: {moves} of {optimum}"),
        PuzzleMsg::HanoiSolved { moves, optimum, stars } => {
            format!("Solved in {moves} moves ({optimum} is the fewest): {}", stars_text(*stars))
        }
        PuzzleMsg::HanoiHelped => "Solved with help: no stars. Try again on your own.".into(),
        PuzzleMsg::TttGoal { side, win_in } => {
            format!(
                "You play {side}: win in {win_in} half-moves. Only one move wins; the computer defends as long as it can."
            )
        }
        PuzzleMsg::HalfMovesLeft(n) => format!("Half-moves left: {n}"),
        PuzzleMsg::TttToWin { side, left } => format!("{side} to win: {left} half-moves left"),
        PuzzleMsg::TttSolved => "Solved! ✓".into(),
        PuzzleMsg::TttMissed => "That move does not win in time: puzzle missed.".into(),
        PuzzleMsg::WinningLine(cells) => format!("The winning line: {}", cells_text(cells)),
        PuzzleMsg::OtherMoves => "The other first moves:".into(),
        PuzzleMsg::OtherMove { cell, value } => {
            format!("{}: {}", cell_text(*cell), English::say(&outcome(*value)))
        }
        PuzzleMsg::RungHeading { number, of } => format!("Puzzle {number} of {of}"),
        PuzzleMsg::RungStars(stars) => format!("Solved before: {}", stars_text(*stars)),
        PuzzleMsg::LadderEntry { game, solved, of } => format!("{} · {solved}/{of}", English::say(game)),
        PuzzleMsg::Ladders => "Puzzle ladders".into(),
        PuzzleMsg::AllOpen => "All puzzles open".into(),
        PuzzleMsg::NextPuzzle => "Next puzzle".into(),
        PuzzleMsg::TryAgain => "Try again".into(),
        PuzzleMsg::Leave => "Leave the puzzle".into(),
    }
}

/// What is said of a game with a friend online.
fn online(m: &OnlineMsg) -> String {
    match m {
        OnlineMsg::Mode => "You against someone online".into(),
        OnlineMsg::Start => "Create a game, join your friend's with its code, or play someone now".into(),
        OnlineMsg::Create => "Create a game".into(),
        OnlineMsg::Join => "Join".into(),
        OnlineMsg::CodeField => "Your friend's code".into(),
        OnlineMsg::Code(code) => format!("Game code: {code}"),
        OnlineMsg::CopyLink => "Copy the link".into(),
        OnlineMsg::LinkCopied => "Link copied".into(),
        OnlineMsg::Server => "Server".into(),
        OnlineMsg::NotACode => "A code has six letters and digits.".into(),
        OnlineMsg::Connecting => "Connecting to the server…".into(),
        OnlineMsg::Waiting(code) => format!("Waiting for your friend: give them the code {code}"),
        OnlineMsg::Joining(code) => format!("Joining your friend's game {code}…"),
        OnlineMsg::NobodyThere => "Nobody is in this game yet. Check the code with your friend.".into(),
        OnlineMsg::FriendHere => "Your friend's game is here: connecting…".into(),
        OnlineMsg::NoRoute { relay: false } => {
            "Your friend's game came, but your two networks could not be connected. \
             A relay (a TURN server) on the game's server would help: ask whoever runs it."
                .into()
        }
        OnlineMsg::NoRoute { relay: true } => {
            "Your friend's game came, but your two networks could not be connected, \
             not even through the server's relay. Try another network (say, Wi-Fi instead of mobile data)."
                .into()
        }
        OnlineMsg::ConnectedDirectly => "Connected directly".into(),
        OnlineMsg::ConnectedThroughRelay => "Connected through the server's relay".into(),
        OnlineMsg::IceUnavailable => {
            "The server could not say how to reach across networks: trying without its help.".into()
        }
        OnlineMsg::FriendAway(s) => format!("Your friend left. Waiting for them to come back ({s} s)…"),
        OnlineMsg::FriendGone => "Your friend has not come back. Claim the game, or leave.".into(),
        OnlineMsg::Unreachable(server) => {
            format!("The server {server} cannot be reached. Check its address and that it is running.")
        }
        OnlineMsg::ReachingAgain => "The line to the server broke: reaching it again…".into(),
        OnlineMsg::MeetingAgain => "The server went: meeting your friend again on a new one…".into(),
        OnlineMsg::NoServerHere(host) => format!(
            "{host} has no server for online play. Open the page with ?server=wss://… added, or type a server in the Server field."
        ),
        OnlineMsg::Full => "This game has two players already. Check the code.".into(),
        OnlineMsg::Failed(fault) => match fault {
            Fault::OtherVersion { version, .. } => {
                format!("Your friend's game is another version ({version}): both need the same one.")
            }
            Fault::SameRole => "Both games claim the same side. Check the code.".into(),
            Fault::InvalidMove => "Your friend's game sent an invalid move. The game has ended.".into(),
            Fault::Diverged => "The two games disagree about the moves made. The game has ended.".into(),
        },
        OnlineMsg::TurnedAway(why) => match why {
            TurnedAway::NotAGame => "A game that did not say hello was turned away. Still waiting.".into(),
            TurnedAway::NotAnOffer => {
                "A game sent something that is not a connection offer and was turned away. Still waiting."
                    .into()
            }
            TurnedAway::OtherVersion { version, .. } => {
                format!("A game of another version ({version}) was turned away: both need the same one.")
            }
            TurnedAway::SameSide => "A game that claims your side was turned away. Check the code.".into(),
            TurnedAway::OtherGame => {
                "A game with another game in it was turned away. Waiting for your friend.".into()
            }
        },
        OnlineMsg::SetupFailed => {
            "A connection could not be set up on this device. Check the STUN and TURN settings.".into()
        }
        OnlineMsg::FriendsTurn => "Your friend's turn".into(),
        OnlineMsg::Starts { game, you: true } => format!("Game {game}: you start"),
        OnlineMsg::Starts { game, you: false } => format!("Game {game}: your friend starts"),
        OnlineMsg::Resigned { you: true } => "You resigned".into(),
        OnlineMsg::Resigned { you: false } => "Your friend resigned: you win!".into(),
        OnlineMsg::FriendWins => "Your friend wins".into(),
        OnlineMsg::RematchOffered => "Your friend would play again.".into(),
        OnlineMsg::RematchAsked => "Waiting for your friend to play again…".into(),
        OnlineMsg::Resign => "Resign".into(),
        OnlineMsg::Rematch => "Play again".into(),
        OnlineMsg::Claim => "Claim the game".into(),
        OnlineMsg::Leave => "Leave".into(),
        OnlineMsg::AllTime { won, lost, drawn } => {
            format!("Against friends online, all time: {won} won · {lost} lost · {drawn} drawn")
        }
        OnlineMsg::PlaySomeone => "Play someone now".into(),
        OnlineMsg::Looking(s) => format!("Looking for someone to play… {}:{:02}", s / 60, s % 60),
        OnlineMsg::LookingAgain(s) => format!(
            "Someone was found, but your networks could not be connected. Looking again… {}:{:02}",
            s / 60,
            s % 60
        ),
        OnlineMsg::NoOneYet => "No one has come yet. Keep waiting, or play the computer.".into(),
        OnlineMsg::KeepWaiting => "Keep waiting".into(),
        OnlineMsg::PlayComputer => "Play the computer".into(),
        OnlineMsg::StopLooking => "Stop looking".into(),
        OnlineMsg::WithStranger(m) => match &**m {
            OnlineMsg::FriendsTurn => "The other player's turn".into(),
            OnlineMsg::Starts { game, you: false } => format!("Game {game}: the other player starts"),
            OnlineMsg::Resigned { you: false } => "The other player resigned: you win!".into(),
            OnlineMsg::FriendWins => "The other player wins".into(),
            OnlineMsg::RematchOffered => "The other player would play again.".into(),
            OnlineMsg::RematchAsked => "Waiting for the other player to play again…".into(),
            OnlineMsg::FriendAway(s) => {
                format!("The other player left. Waiting for them to come back ({s} s)…")
            }
            OnlineMsg::FriendGone => "The other player has not come back. Claim the game, or leave.".into(),
            OnlineMsg::MeetingAgain => "The server went: meeting the other player again on a new one…".into(),
            OnlineMsg::FriendHere => "The other player's game is here: connecting…".into(),
            OnlineMsg::NoRoute { relay: false } => {
                "The other player's game came, but your two networks could not \
                 be connected. A relay (a TURN server) on the game's server would help."
                    .into()
            }
            OnlineMsg::NoRoute { relay: true } => {
                "The other player's game came, but your two networks could not \
                 be connected, not even through the server's relay."
                    .into()
            }
            other => online(other),
        },
        OnlineMsg::AllTimeStrangers { won, lost, drawn } => {
            format!("Against strangers online, all time: {won} won · {lost} lost · {drawn} drawn")
        }
    }
}

impl Catalogue for English {
    fn say(msg: &Msg) -> Cow<'static, str> {
        match msg {
            Msg::Tagline => "Two classic board games".into(),
            Msg::HanoiTitle => "Towers of Hanoi".into(),
            Msg::TicTacToeTitle => "Infinity TicTacToe".into(),
            Msg::HanoiBlurb => {
                "Carry the tower to the right peg, one disk at a time, never a larger disk on a smaller one.".into()
            }
            Msg::TicTacToeBlurb => {
                "Three in a row wins, but each player keeps only a few stones: the oldest vanishes to make room.".into()
            }
            Msg::PressKey(k) => format!("press {k}").into(),
            Msg::MenuHelp => "Click a game, or choose with ← → and Enter (1 and 2 work too). Esc comes back here.".into(),
            Msg::LanguageLabel => "Language".into(),
            Msg::HowToPlayButton => "How to play".into(),

            Msg::MenuButton => "◀ Menu".into(),
            Msg::RecordsButton => "Records".into(),
            Msg::HelpButton => "?  How to play".into(),
            Msg::ClosePage => "Esc or a click closes this page.".into(),
            Msg::KeyHint(key) => match key {
                Key::Char(c) => format!("Key: {c}").into(),
                Key::Space => "Key: Space".into(),
                Key::Redo => "Keys: Ctrl+Y".into(),
                Key::Esc => "Key: Esc".into(),
                Key::F1 => "Key: F1".into(),
            },
            Msg::Volume => "Volume".into(),
            Msg::Mute => "Sound off".into(),

            Msg::StartPeg => "1 · start".into(),
            Msg::GoalPeg(p) => format!("{p} · goal").into(),
            Msg::HanoiCounter { moves: m, clock, optimum, left, exact } => format!(
                "Moves {m}  ·  {clock}  ·  optimal from the start {optimum}  ·  {} from here {left}",
                if *exact { "optimal" } else { "short plan" }
            )
            .into(),
            Msg::Refused(r) => match r {
                MoveError::SamePeg => "Illegal move: the disk is already on that peg".into(),
                MoveError::NoSuchPeg(p) => format!("Illegal move: there is no peg {}", p + 1).into(),
                MoveError::EmptyPeg(p) => format!("Illegal move: peg {} has no disk to move", p + 1).into(),
                MoveError::LargerOnSmaller { .. } => "Illegal move: a larger disk cannot go on a smaller one".into(),
            },
            Msg::OnlyTopDisk => "Only the top disk of a peg can move".into(),
            Msg::NothingToPickUp(p) => format!("Peg {p} has no disk to pick up").into(),
            Msg::NothingToUndo => "Nothing to undo".into(),
            Msg::NothingToRedo => "Nothing to redo".into(),
            Msg::AlreadySolved => "Already solved. Press R to play again.".into(),
            Msg::SolvingFromHere { moves: m, optimal } => if *optimal {
                format!("Solving from here: {} on the shortest way", moves(*m))
            } else {
                format!("Solving from here: a short plan of {}", moves(*m))
            }
            .into(),
            Msg::SolverPaused => "Solver paused: Space resumes, N steps".into(),
            Msg::Hint { from, to, left, optimal } => format!(
                "Hint: move the top disk of peg {from} to peg {to} ({} left{})",
                moves(*left),
                if *optimal { "" } else { " in a short plan" }
            )
            .into(),
            Msg::NothingLeftToDo => "Solved: nothing left to do".into(),
            Msg::Solved { moves: m, clock, optimum } => if m == optimum {
                format!("Solved in {}, {clock}: the optimum!", moves(*m))
            } else {
                format!("Solved in {}, {clock} (the optimum from the start is {optimum})", moves(*m))
            }
            .into(),
            Msg::SolvedWithHelp(m) => format!("Solved with help in {}: no record", moves(*m)).into(),
            Msg::FirstSolve => "First solve of this tower.".into(),
            Msg::FewestMovesYet => "Fewest moves yet.".into(),
            Msg::BestTimeYet => "Best time yet!".into(),
            Msg::NoRefusedMove => "Not one refused move.".into(),

            Msg::HanoiLead(goal) => format!(
                "Carry the tower from peg 1 to peg {goal}. Only a top disk moves, and never onto a smaller one."
            )
            .into(),
            Msg::Disks => "Disks".into(),
            Msg::Pegs => "Pegs".into(),
            Msg::Restart => "Restart".into(),
            Msg::Undo => "Undo".into(),
            Msg::Redo => "Redo".into(),
            Msg::Solver => "Solver".into(),
            Msg::Solve => "Solve".into(),
            Msg::Pause => "Pause".into(),
            Msg::Resume => "Resume".into(),
            Msg::Step => "Step".into(),
            Msg::Speed => "Speed".into(),
            Msg::SpeedMax => "max".into(),
            Msg::PerSecond(n) => format!("{n}/s").into(),
            Msg::PlanLeft { moves: m, optimal } => format!(
                "{} left in the {} plan",
                moves(*m),
                if *optimal { "optimal" } else { "short" }
            )
            .into(),
            Msg::MovesMade => "Moves made".into(),
            Msg::Time => "Time".into(),
            Msg::OptimalFromStart => "Optimal from the start".into(),
            Msg::MovesLeft { exact } => if *exact { "Optimal moves left" } else { "Moves left (short plan)" }.into(),
            Msg::BestForTower { moves: m, clock } => format!("Best for this tower: {}, {clock}", moves(*m)).into(),
            Msg::NotSolvedYet => "No solve of this size on your records yet (solves with help do not count).".into(),
            Msg::WithHelp => "With help: this tower will not count as a record.".into(),
            Msg::PanelSolved { moves: m, optimal } => if *optimal {
                format!("Solved in {}: optimal!", moves(*m))
            } else {
                format!("Solved in {}.", moves(*m))
            }
            .into(),
            Msg::HintButton => "Hint".into(),

            Msg::HanoiRecordsTitle => "Records: Towers of Hanoi".into(),
            Msg::TicTacToeRecordsTitle => "Records: Infinity TicTacToe".into(),
            Msg::NoHanoiRecords => "No tower solved yet. A tower solved without the solver or a hint goes here.".into(),
            Msg::ColumnPegs => "Pegs".into(),
            Msg::ColumnDisks => "Disks".into(),
            Msg::ColumnFewestMoves => "Fewest moves".into(),
            Msg::ColumnBestTime => "Best time".into(),
            Msg::ColumnSolves => "Solves".into(),
            Msg::OptimumMark => "✓ the optimum".into(),
            Msg::NoTicTacToeRecords => {
                "No games yet. Games against the computer and between two players are counted here.".into()
            }
            Msg::ThisSession => "This session".into(),
            Msg::AllTime => "All time".into(),
            Msg::AgainstLevel(l) => format!("Computer: {}", level(*l)).into(),
            Msg::TwoPlayersRow => "Two players".into(),
            Msg::OnlineRow { strangers: false } => "Friends online".into(),
            Msg::OnlineRow { strangers: true } => "Strangers online".into(),
            Msg::Tally { won, lost, drawn } => format!("{won} won · {lost} lost · {drawn} drawn").into(),
            Msg::PlayersTally { x, o, drawn } => format!("X {x} · O {o} · {drawn} drawn").into(),
            Msg::ForgetRecords => "Forget records…".into(),
            Msg::ForgetQuestion => "Forget these records for good?".into(),
            Msg::ForgetYes => "Forget them".into(),
            Msg::ForgetNo => "Keep them".into(),

            Msg::YourTurn(c) => format!("Your turn ({c})").into(),
            Msg::Turn(s) => match s {
                Side::You => "Your turn".into(),
                other => format!("{} to play", side(*other)).into(),
            },
            Msg::Thinking(s) => format!("{} is thinking…", side(*s)).into(),
            Msg::Wins(s) => match s {
                Side::You => "You win!".into(),
                Side::Computer => "The computer wins".into(),
                other => format!("{} wins!", side(*other)).into(),
            },
            Msg::DrawByMoves => "Draw: sixty half-moves without a line".into(),
            Msg::WinIn(n) => format!("win in {n}").into(),
            Msg::LoseIn(n) => format!("lose in {n}").into(),
            Msg::DrawHint => "draw".into(),
            Msg::TicTacToeLead(stones) => format!(
                "Three in a row wins. Each side keeps {stones} stones: the faded one vanishes on its owner's next move."
            )
            .into(),
            Msg::ModeVsComputer => "You against the computer".into(),
            Msg::ModeTwoPlayers => "Two players".into(),
            Msg::ModeComputers => "Computer against computer".into(),
            Msg::ModeLabel => "Who plays".into(),
            Msg::Vibration => "Vibrate".into(),
            Msg::YouPlay => "You play".into(),
            Msg::FirstMove => "First move".into(),
            Msg::Random => "Random".into(),
            Msg::ComputerLevel => "Computer".into(),
            Msg::Level(l) => level(*l).into(),
            Msg::SolvingTheGame => "Solving the game…".into(),
            Msg::Rules => "Rules".into(),
            Msg::RulesTitle(r) => match r {
                RuleSet::Seed => "Oldest counts",
                RuleSet::RemoveFirst => "Oldest goes first",
                RuleSet::Four => "Four stones",
            }
            .into(),
            Msg::RulesSummary(r) => match r {
                RuleSet::Seed => "Three stones each. A line may use the stone about to vanish; then the oldest goes.",
                RuleSet::RemoveFirst => {
                    "Three stones each. The oldest goes first; only the three left can make a line."
                }
                RuleSet::Four => "Four stones each. The oldest goes first and its cell is free for the new stone.",
            }
            .into(),
            Msg::NewGame => "New game".into(),
            Msg::ShowExactValues => "Show exact values".into(),
            Msg::SessionHeading => "This session".into(),
            Msg::YouWon => "You won".into(),
            Msg::ComputerWon => "The computer won".into(),
            Msg::Drawn => "Drawn".into(),
            Msg::XWon => "X won".into(),
            Msg::OWon => "O won".into(),
            Msg::AllTimeAgainst { level: l, won, lost, drawn } => {
                format!("All time against {}: {won} won, {lost} lost, {drawn} drawn", level(*l)).into()
            }
            Msg::AllTimePlayers { x, o, drawn } => format!("All time: X {x} won, O {o} won, {drawn} drawn").into(),

            Msg::ShowPlan => "Show plan".into(),
            Msg::ShowMap => "Show map".into(),
            Msg::PlanHeading => "The solver's plan".into(),
            Msg::PlanFromHere => "What the solver would do from here:".into(),
            Msg::PlanStep(step) => match *step {
                Step::Tower { smallest: 1, largest, from, to, via } => {
                    format!("move {} from {} to {} over {}", disks(largest as usize), from + 1, to + 1, via + 1)
                }
                Step::Tower { smallest, largest, from, to, via } => {
                    format!("move disks {smallest}–{largest} from {} to {} over {}", from + 1, to + 1, via + 1)
                }
                Step::Bring { smallest, disk, to, aside, .. } => format!(
                    "disk {disk} must go to peg {}: first {} onto peg {}",
                    to + 1,
                    group(smallest, disk - 1),
                    aside + 1
                ),
                Step::Split { smallest, largest, to, aside, spare, .. } => format!(
                    "{} to peg {}: the {} smallest aside on peg {} with four pegs, the other {} on three",
                    group(smallest, largest),
                    to + 1,
                    aside,
                    spare + 1,
                    largest - smallest + 1 - aside
                ),
                Step::Searched { .. } => "the shortest way from here, found by searching every position".into(),
                Step::Move { disk, from, to } => format!("disk {disk}: {} → {}", from + 1, to + 1),
            }
            .into(),
            Msg::PlanProgress { done, total } => format!("{done} of {}", moves(*total)).into(),
            Msg::SplitWhy { aside, moves: m, fewer, more } => {
                let mut text = format!("Why {aside} aside? That makes {}", moves(*m));
                match (fewer, more) {
                    (Some(f), Some(g)) => text += &format!("; {} aside would make {f}, {} aside {g}.", aside - 1, aside + 1),
                    (Some(f), None) => text += &format!("; {} aside would make {f}.", aside - 1),
                    (None, Some(g)) => text += &format!("; {} aside would make {g}.", aside + 1),
                    (None, None) => text += ".",
                }
                text.into()
            }
            Msg::MapHeading => "Every position of the tower".into(),
            Msg::MapNotShown { pegs, disks: n } => if *pegs > 3 {
                "The map is drawn for three pegs: on four the positions form no such triangle.".to_string()
            } else {
                format!("The map is drawn for up to 6 disks: with {n} it would hold {} positions.", 3u64.pow(*n as u32))
            }
            .into(),
            Msg::MapLegend => {
                "Each dot is a position, each line a move. Ringed: here. Gold corner: the goal. Bright: the shortest way. Blue: the way you came. Click a dot to see its distance.".into()
            }
            Msg::MapDistance { moves: m } => format!("That position is {} from the goal.", moves(*m)).into(),
            Msg::ShowThinking => "Show the thinking".into(),
            Msg::ThinkingHeading => "How the moves score".into(),
            Msg::ThinkForMe => "Score my moves".into(),
            Msg::SearchStats { depth, nodes, cutoffs, millis } => format!(
                "Depth {depth}: {nodes} positions searched, {cutoffs} cut-offs, {millis} ms"
            )
            .into(),
            Msg::PerfectStats => "Exact values from the solved game".into(),
            Msg::ScoreWords { score, depth } => match forced(*score, *depth) {
                Some((true, n)) => format!("{score:+}\nwins in {n}"),
                Some((false, n)) => format!("{score:+}\nloses in {n}"),
                None if score.abs() <= 5 => format!("{score:+}\nabout even"),
                None if *score > 0 => format!("{score:+}\nlooks good"),
                None => format!("{score:+}\nlooks bad"),
            }
            .into(),
            Msg::Chosen => "chosen".into(),
            Msg::RandomMove => "This level plays some moves at random; this was one.".into(),
            Msg::SearchDepth => "Depth".into(),
            Msg::ExpectedLine(cells) => format!("Expected play: {}", line(cells)).into(),
            Msg::VanishesNext => "vanishes next".into(),
            Msg::ReducedMotion => "Reduce motion".into(),
            Msg::TextSize => "Text size".into(),
            Msg::Percent(p) => format!("{p} %").into(),
            Msg::HighContrast => "High contrast".into(),
            Msg::Settings => "Settings".into(),
            Msg::Close => "Close".into(),
            Msg::Online(m) => online(m).into(),
            Msg::Puzzle(m) => puzzle(m).into(),
            Msg::Lesson(m) => super::lesson::en::say::<English>(m).into(),
            Msg::Lines(lines) => lines.iter().map(|m| Self::say(m)).collect::<Vec<_>>().join(" ").into(),
            Msg::CellName { cell, stone, vanishes, value } => {
                let mut s = format!("{}: ", cell_text(*cell));
                match stone {
                    Some(side) => s.push(*side),
                    None => s.push_str("empty"),
                }
                if *vanishes {
                    s.push_str(", vanishes next");
                }
                if let Some(v) = value {
                    s.push_str(", ");
                    s.push_str(&Self::say(&outcome(*v)));
                }
                s.into()
            }
            Msg::PegName { peg, disks } => match disks.as_slice() {
                [] => format!("peg {}: empty", peg + 1),
                [d] => format!("peg {}: disk {d}", peg + 1),
                all => format!("peg {}: disks {}; top {}", peg + 1, list(all), all[all.len() - 1]),
            }
            .into(),
            Msg::Holding(d) => format!("Holding disk {d}.").into(),
            Msg::DiskMoved { disk, from, to } => format!("Disk {disk} from peg {} to peg {}.", from + 1, to + 1).into(),
            Msg::StonePlaced { side, cell, vanished } => {
                let mut s = format!("{side} on {}.", cell_text(*cell));
                if let Some(v) = vanished {
                    s.push_str(&format!(" {side}'s stone on {} vanished.", cell_text(*v)));
                }
                s.into()
            }
            Msg::SolverProgress { left } => format!("Solver: {} left.", moves(*left)).into(),

            Msg::NoDataFolder => "No folder for saved data was found: progress is not being saved.".into(),
            Msg::DataUnreadableProtected(e) => {
                format!("Saved data could not be read ({e}); to keep it safe, progress is not being saved.").into()
            }
            Msg::DataKeptAside(at) => format!("Saved data could not be read; it was kept as {at}.").into(),
            Msg::DataNotMovable(e) => format!(
                "Saved data could not be read and could not be moved aside ({e}); to keep it safe, progress is not being saved."
            )
            .into(),
            Msg::NotSaving(e) => format!("Progress is not being saved: {e}.").into(),
        }
    }

    fn hanoi_page(f: &HanoiFacts) -> Page {
        let pegs = f.pegs;
        let mut left = vec![
            Block::Heading("The goal".into()),
            Block::Text(format!(
                "All disks start on peg 1. Carry the whole tower to peg {pegs}, the goal, in as few moves as you can."
            )),
            Block::Picture(Picture::Tower { pegs }),
            Block::Heading("The rules".into()),
            Block::Steps(vec![
                "Only the top disk of a peg moves, one at a time.".into(),
                "A disk goes on an empty peg or on a larger disk.".into(),
                "Anything else is refused with the reason, and nothing moves.".into(),
            ]),
        ];
        left.push(Block::Heading("What the solver knows".into()));
        left.push(Block::Text(if pegs == 3 {
            format!(
                "With {} the optimum is 2ⁿ − 1 = {}, and the smallest disk moves every other time, \
                 always round the pegs the same way.",
                disks(f.disks),
                moves(f.optimum)
            )
        } else {
            format!(
                "On four pegs the shortest way for {} takes {} (Frame and Stewart's plan): \
                 the smallest disks wait on one spare peg while the others cross on three pegs.",
                disks(f.disks),
                moves(f.optimum)
            )
        }));
        let right = vec![
            Block::Heading("Mouse and touch".into()),
            Block::Points(vec![
                "Click or tap a top disk, then a peg.".into(),
                "Or drag the disk onto a peg.".into(),
                "Click the held disk or the table to put it back.".into(),
            ]),
            Block::Heading("Keys".into()),
            Block::Points(vec![
                format!("1 to {pegs}: pick up from a peg, put down on a peg"),
                "U undo · Ctrl+Y redo · R restart".into(),
                "Space: the solver plays, pauses, resumes · N one step".into(),
                "H hint · M sound · F1 this page · Esc menu".into(),
            ]),
            Block::Heading("Records".into()),
            Block::Text(
                "The clock starts with your first move. A tower solved without the solver or a hint \
                 counts as a record."
                    .into(),
            ),
        ];
        Page { title: "How to play: Towers of Hanoi".into(), left, right }
    }

    fn tictactoe_page(f: &TicTacToeFacts) -> Page {
        let stones = f.stones;
        let order = match f.rules {
            RuleSet::Seed => vec![
                "Put a stone on a cell without a stone. The faded stone still holds its cell.".into(),
                "The stone joins your stones.".into(),
                format!(
                    "Three in a row among all of them, the faded one included, wins at once: nothing is removed."
                ),
                format!("Otherwise, if you now have {} stones, your oldest one vanishes.", stones + 1),
            ],
            RuleSet::RemoveFirst => vec![
                "Put a stone on a cell without a stone. The faded stone still holds its cell.".into(),
                format!("If you already have {stones} stones, your oldest one vanishes first."),
                "Then three in a row among the stones left wins.".into(),
            ],
            RuleSet::Four => vec![
                "Put a stone on a cell without a stone, or on your own faded stone.".into(),
                format!("If you already have {stones} stones, your oldest one vanishes first."),
                "Then three in a row among your stones wins.".into(),
            ],
        };
        let mut steps = order;
        steps.push(format!("After {} half-moves without a winner the game is a draw.", f.move_limit));
        let fact = match &f.solved {
            Solved::FirstPlayerWins { moves, by } => format!(
                "With perfect play the first player wins: starting in {}, the game is won by half-move {by}.",
                cell_kinds(moves)
            ),
            Solved::SecondPlayerWins(by) => {
                format!("With perfect play the second player wins, by half-move {by}.")
            }
            Solved::Draw => "With perfect play nobody wins: every first move leads to a draw.".into(),
            Solved::NotYetKnown => "The computer is still solving these rules…".into(),
        };
        let left = vec![
            Block::Heading("The goal".into()),
            Block::Text("Three of your stones in a row, a column or a diagonal.".into()),
            Block::Heading("The rules, in this order".into()),
            Block::Steps(steps),
            Block::Picture(Picture::FadedStones),
            Block::Text(format!(
                "Each player keeps {stones} stones. The faded stone is the one that vanishes with its owner's next move."
            )),
        ];
        let right = vec![
            Block::Heading("Mouse and touch".into()),
            Block::Points(vec![
                "Click or tap a free cell.".into(),
                "A pale stone shows where yours would go.".into(),
            ]),
            Block::Heading("Keys".into()),
            Block::Points(vec![
                "1–9: the cells, row by row from the top left".into(),
                "N new game (online: play again)".into(),
                "U undo · H exact values".into(),
                "M sound · F1 this page · Esc menu".into(),
            ]),
            Block::Heading("What the solver knows".into()),
            Block::Text(fact),
        ];
        Page { title: "How to play: Infinity TicTacToe".into(), left, right }
    }
}

impl super::lesson::Words for English {
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
