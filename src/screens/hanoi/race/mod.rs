//! A Hanoi race against a friend or a stranger: the engine's race
//! (`pegs_engine::race::Race`) on the line to the other game
//! (`crate::shell::modes::online`), the same line TicTacToe's games online
//! use. Whoever creates the race chooses the first tower; the friend joins
//! with the code (or the link `?race=CODE`); *Race someone now* pairs the
//! player with the next one who asks the same server for a race on the
//! same tower. The chooser's go starts a count-down on both boards; from
//! its end each side times itself, and every move of the other side's is
//! checked by the engine against its copy of their board before it is
//! shown. The loser of a race chooses the next tower.
//!
//! While a race holds the board, the player's own tower is put aside and
//! the board is the race's: the player moves as always (pointer, keys,
//! touch), the solver, hints, undo and other towers wait, and the board
//! follows the race's copy of it. `turns` takes the player's actions, what
//! the line brings and the board's moves to the race; `rival` draws the
//! other racer's board beside the player's (above it on a phone held
//! upright).

mod kept;
mod news;
pub mod panel;
pub mod rival;
mod turns;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use pegs_engine::hanoi::Tower;
use pegs_engine::online::Admission;
use pegs_engine::race::{Message, Race};

use super::insight::Insight;
use super::state::{HanoiClock, HanoiRun};
use crate::base::i18n::{OnlineMsg, RaceMsg, Rival};
use crate::base::save::data::HanoiRace;
use crate::shell::modes::online::{Connection, ConnectionSettings, ConnectionState, Peer};

/// The game's version, told to the other game in the hello.
const VERSION: &str = env!("CARGO_PKG_VERSION");
/// Seconds a racer whose game dropped out has to come back before the
/// player is told it has not.
pub const COME_BACK_WITHIN: f64 = 60.0;
/// The other racer's progress is read out every this many of their moves.
pub const ANNOUNCE_EVERY: u32 = 5;

/// Looking for someone to race (*Race someone now*).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Looking {
    /// The tower asked for: the other racer asked for the same.
    pub pegs: usize,
    /// Its disks.
    pub disks: usize,
    /// Since when (the real clock's seconds).
    pub since: f64,
}

/// The race: the engine's side of it, the way to the other game, and what
/// the board put aside for it.
#[derive(Resource, Debug, Default)]
pub struct Racing {
    /// The race, once created, joined or paired.
    pub race: Option<Race>,
    /// The race's code (none for a stranger's).
    pub code: Option<String>,
    /// How the other game is reached (the settings TicTacToe's online panel keeps).
    pub settings: ConnectionSettings,
    /// Which game in the room is the other racer (the first with a valid hello).
    pub admission: Option<Admission<Peer, Message>>,
    /// Looking for someone to race, until the two are paired.
    pub looking: Option<Looking>,
    /// What was looked for, while the stranger paired with is not met yet
    /// (if their networks cannot be joined, another is looked for).
    sought: Option<Looking>,
    /// The race is against a stranger met through *Race someone now*.
    pub stranger: bool,
    /// The tower chosen for the next race, while this side chooses it.
    pub next: Option<TowerChoice>,
    /// When the other racer's game dropped out, while it is away.
    away_since: Option<f64>,
    /// The last race whose result is counted.
    counted: u32,
    /// The race whose tower is on the board.
    shown: u32,
    /// The player's own tower, its run and clock, and the explanations they
    /// asked for (a race hides them), while a race holds the board.
    aside: Option<(Tower, HanoiRun, HanoiClock, Insight)>,
    /// The other racer's moves last read out.
    announced: u32,
    /// This side asked to race again.
    asked_again: bool,
    /// The other side would race again.
    offered_again: bool,
    /// The other game said the race has two racers already.
    full: bool,
    /// The other racer's game has said hello (the code is given no more).
    met: bool,
    /// The last whole second of the count-down said.
    counted_down: Option<u32>,
    /// This side's tower home was said.
    said_home: bool,
    /// The race clock when the race was decided or failed, this side's tower not home.
    stopped: Option<u32>,
    /// The fewest moves home from the race's start (exact on four pegs once
    /// the distance table for the tower is built; see `turns`).
    optimum: u64,
}

/// Which tower a race is on, besides its size.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum TowerKind {
    /// The usual start: every disk on the first peg.
    #[default]
    FromStart,
    /// Today's Hanoi puzzle (of its own size).
    Today,
    /// A scrambled tower, the same for both racers.
    Scrambled,
}

impl TowerKind {
    /// Every kind, as the panel offers them.
    pub const ALL: [TowerKind; 3] = [Self::FromStart, Self::Today, Self::Scrambled];

    /// What the panel calls it.
    pub fn name(self) -> RaceMsg {
        match self {
            Self::FromStart => RaceMsg::FromStart,
            Self::Today => RaceMsg::TodaysPuzzle,
            Self::Scrambled => RaceMsg::Scrambled,
        }
    }
}

/// A race's tower as its chooser asks for it: the size, and which tower.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TowerChoice {
    /// Pegs.
    pub pegs: usize,
    /// Disks.
    pub disks: usize,
    /// Which tower (today's puzzle has a size of its own).
    pub kind: TowerKind,
}

/// What the player asks of a race.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub enum RaceAction {
    /// Create a race on this tower, with a new code.
    Create(TowerChoice),
    /// Join the friend's race of this code.
    Join(String),
    /// Race the next player who asks the server for a race on this tower.
    Someone(usize, usize),
    /// Race again once the race is decided.
    Again,
    /// The next race's tower, once this side chooses it.
    Choose(TowerChoice),
    /// Start the next race on the tower chosen.
    Start,
    /// Leave the race.
    Leave,
    /// Come back to a friend's race kept before the game restarted.
    Rejoin(Box<HanoiRace>),
}

impl Racing {
    /// A race whose other side is played in this same process, with no
    /// line between them (the render check's picture of a race): the other
    /// game has said hello, and no line is waited for.
    pub fn in_process(race: Race) -> Self {
        Self { race: Some(race), met: true, ..Self::default() }
    }

    /// Whether a race was created or joined, or someone to race is being looked for.
    pub fn is_on(&self) -> bool {
        self.race.is_some() || self.looking.is_some()
    }

    /// Whether the board is the race's: a race's tower is known.
    pub fn holds_the_board(&self) -> bool {
        self.race.as_ref().is_some_and(|r| r.start().is_some())
    }

    /// Whether the player may move at `now` (milliseconds of the real clock).
    pub fn may_move(&self, now: u64) -> bool {
        self.race.as_ref().is_some_and(|r| r.is_racing(now))
    }

    /// Whether no race has begun yet at `now` (none set, no go yet, or the
    /// count-down runs), while nothing ended it.
    pub fn counting_down(&self, now: u64) -> bool {
        self.race.as_ref().is_some_and(|r| {
            r.outcome().is_none() && r.fault().is_none() && r.clock(now).is_none_or(|c| c < 0)
        })
    }

    /// Who the other racer is.
    pub fn rival(&self) -> Rival {
        if self.stranger || self.looking.is_some() { Rival::Stranger } else { Rival::Friend }
    }

    /// What to keep of a friend's race to come back to it after a restart
    /// (a stranger's is not kept): while one is under way.
    pub fn kept(&self) -> Option<HanoiRace> {
        let code = self.code.clone().filter(|_| !self.stranger)?;
        Some(HanoiRace { code, race: self.race.as_ref()?.kept()? })
    }

    /// The player's own tower, its run and clock, while a race holds the board.
    pub fn aside(&self) -> Option<(&Tower, &HanoiRun, &HanoiClock)> {
        self.aside.as_ref().map(|(tower, run, clock, _)| (tower, run, clock))
    }

    /// The explanations the player asked for, while a race hides them.
    pub fn explain_aside(&self) -> Option<Insight> {
        self.aside.as_ref().map(|aside| aside.3)
    }

    /// This side's race clock in milliseconds as the board shows it at
    /// `now`: its finish once home, the clock when the race ended, else the
    /// running clock (0 during the count-down).
    pub fn clock_millis(&self, now: u64) -> u32 {
        let Some(race) = &self.race else { return 0 };
        match (race.finish(), self.stopped) {
            (Some(finish), _) => finish.millis,
            (None, Some(stopped)) => stopped,
            (None, None) => race.clock(now).unwrap_or(0).clamp(0, u32::MAX as i64) as u32,
        }
    }

    /// The move line during a race at `now`: moves, the optimum, the race
    /// clock (its finish once home); `None` while no race holds the board.
    pub fn counter(&self, now: u64) -> Option<RaceMsg> {
        let race = self.race.as_ref().filter(|_| self.holds_the_board())?;
        let moves = race.mine().map_or(0, |t| t.moves() as u32);
        Some(RaceMsg::Counter { moves, optimum: self.optimum, clock: race_clock(self.clock_millis(now)) })
    }

    /// The other racer's progress, once met: their moves, or their finish.
    pub fn rival_progress(&self) -> Option<RaceMsg> {
        let race = self.race.as_ref().filter(|_| self.met)?;
        let tower = race.theirs()?;
        let rival = self.rival();
        Some(match race.outcome().and_then(|o| o.theirs) {
            Some(f) => RaceMsg::RivalHome { rival, moves: f.moves, clock: race_clock(f.millis) },
            None => RaceMsg::RivalMoves { rival, moves: tower.moves() as u32, optimum: self.optimum },
        })
    }

    /// What the player may do about races on the tower `(pegs, disks)`
    /// now, each with a stable id: during one what [`Racing::offered`]
    /// offers; before one, creating one and racing someone now (joining
    /// takes a code: the panel's field, or the link).
    pub fn ways(&self, tower: (usize, usize)) -> Vec<(&'static str, RaceAction, RaceMsg)> {
        if self.is_on() {
            return self.offered();
        }
        if !crate::shell::platform::web::can_play_online() {
            return Vec::new();
        }
        let (pegs, disks) = tower;
        vec![
            (
                "race:create",
                RaceAction::Create(TowerChoice { pegs, disks, kind: TowerKind::FromStart }),
                RaceMsg::Create,
            ),
            ("race:someone", RaceAction::Someone(pegs, disks), RaceMsg::Someone),
        ]
    }

    /// The tower chosen for the next race, or one of the last one's size.
    pub fn next_tower(&self) -> TowerChoice {
        let last = self.race.as_ref().and_then(Race::start).map(|s| (s.pegs(), s.disks()));
        let (pegs, disks) = last.unwrap_or((3, crate::base::settings::DEFAULT_DISKS));
        self.next.unwrap_or(TowerChoice { pegs, disks, kind: TowerKind::FromStart })
    }

    /// Seconds left of the wait for a racer whose game dropped out (`None` while it is here).
    pub fn away_left(&self, now: f64) -> Option<f64> {
        self.away_since.map(|since| (since + COME_BACK_WITHIN - now).max(0.0))
    }

    /// Whether the other racer's game has said hello in this race (it may have left since).
    pub fn met(&self) -> bool {
        self.met
    }

    /// The other racer's game, once it said a valid hello.
    pub fn friend(&self) -> Option<Peer> {
        self.admission.as_ref().and_then(Admission::friend)
    }

    /// What to say of the race now: the line under the panel's heading.
    /// `seconds` is the real clock's, `now` the same in milliseconds.
    pub fn status(&self, line: &Connection, seconds: f64, now: u64) -> Option<crate::base::i18n::Msg> {
        use crate::base::i18n::Msg;
        let rival = self.rival();
        // Paired but not met yet: still, for the player, looking.
        if let Some(looking) = self.looking.or(self.sought.filter(|_| !self.met)) {
            return Some(match line.state() {
                ConnectionState::Unreachable => {
                    Msg::Online(OnlineMsg::Unreachable(self.settings.server.clone()))
                }
                ConnectionState::Closed | ConnectionState::Connecting => Msg::Online(OnlineMsg::Connecting),
                ConnectionState::Open => Msg::Race(RaceMsg::Looking {
                    disks: looking.disks,
                    pegs: looking.pegs,
                    seconds: (seconds - looking.since).max(0.0) as u32,
                }),
            });
        }
        let race = self.race.as_ref()?;
        if let Some(fault) = race.fault() {
            return Some(Msg::Race(RaceMsg::Failed(fault.clone())));
        }
        if self.full || self.admission.as_ref().is_some_and(Admission::is_full) {
            return Some(Msg::Race(RaceMsg::Full));
        }
        // A race with no admission for the other game (see `in_process`) has no line to wait for.
        let state = if self.admission.is_some() { line.state() } else { ConnectionState::Open };
        match state {
            ConnectionState::Unreachable
                if line
                    .closed_by_server()
                    .is_some_and(|c| c.code == crate::shell::modes::online::ROOM_FULL) =>
            {
                return Some(Msg::Race(RaceMsg::Full));
            }
            ConnectionState::Unreachable => {
                return Some(Msg::Online(OnlineMsg::Unreachable(self.settings.server.clone())));
            }
            ConnectionState::Connecting | ConnectionState::Closed => {
                return Some(Msg::Online(OnlineMsg::Connecting));
            }
            ConnectionState::Open => {}
        }
        // After the race, a racer who left is not waited for.
        if self.away_since.is_some() && race.outcome().is_some() {
            return Some(Msg::Race(RaceMsg::RivalLeft(rival)));
        }
        if let Some(left) = self.away_left(seconds) {
            return Some(Msg::Race(if left > 0.0 {
                RaceMsg::RivalAway { rival, seconds: left.ceil() as u32 }
            } else {
                RaceMsg::RivalGone(rival)
            }));
        }
        if self.friend().is_none() && !self.met {
            let code = self.code.clone().unwrap_or_default();
            if !line.seen().is_empty() {
                return Some(Msg::Online(OnlineMsg::FriendHere));
            }
            // Back in a race under way after a restart: its count-down began before.
            return Some(Msg::Race(if race.clock(now).is_some() {
                RaceMsg::ComingBack(code)
            } else if race.is_host() {
                RaceMsg::Waiting(code)
            } else {
                RaceMsg::Joining(code)
            }));
        }
        if let Some(outcome) = race.outcome() {
            if race.both_want_again() {
                return Some(Msg::Race(if race.chooses_next() {
                    RaceMsg::YouChoose
                } else {
                    RaceMsg::RivalChooses(rival)
                }));
            }
            if self.offered_again {
                return Some(Msg::Race(RaceMsg::AgainOffered(rival)));
            }
            if self.asked_again {
                return Some(Msg::Race(RaceMsg::AgainAsked(rival)));
            }
            return Some(Msg::Race(result_line(outcome, rival)));
        }
        // Racing: the counts under the status say the rest.
        match race.clock(now) {
            Some(clock) if clock < 0 => Some(Msg::Race(RaceMsg::Starting(seconds_left(clock)))),
            _ => None,
        }
    }

    /// What the player may do in the race now, each with a stable id (the
    /// panel's buttons, and the web page's mirror).
    pub fn offered(&self) -> Vec<(&'static str, RaceAction, RaceMsg)> {
        let mut list = Vec::new();
        if let Some(race) = &self.race {
            let connected = self.friend().is_some();
            let decided = race.outcome().is_some() && race.fault().is_none();
            if decided && connected && !self.asked_again {
                list.push(("race:again", RaceAction::Again, RaceMsg::Again));
            }
            if decided && race.both_want_again() && race.chooses_next() {
                list.push(("race:start", RaceAction::Start, RaceMsg::Start));
            }
        }
        if self.is_on() {
            list.push(("race:leave", RaceAction::Leave, RaceMsg::Leave));
        }
        list
    }
}

/// Whole seconds left of a count-down at `clock` (negative) milliseconds.
pub fn seconds_left(clock: i64) -> u32 {
    ((-clock).max(0) as u64).div_ceil(1000) as u32
}

/// A race clock in milliseconds as the board's clock reads: `0:41.3`.
pub fn race_clock(millis: u32) -> String {
    super::state::clock_text(millis as f64 / 1000.0)
}

/// The result line of a decided race: by how much time and how the moves
/// compare when both towers are home, else who was home first.
pub fn result_line(outcome: &pegs_engine::race::Outcome, rival: Rival) -> RaceMsg {
    use crate::base::i18n::Compare;
    use pegs_engine::race::Placing;
    let (Some(mine), Some(theirs)) = (outcome.mine, outcome.theirs) else {
        return RaceMsg::First { won: outcome.placing == Placing::Won, rival };
    };
    let (winner, loser) = if outcome.placing == Placing::Lost { (theirs, mine) } else { (mine, theirs) };
    let (compare, moves) = match winner.moves.cmp(&loser.moves) {
        std::cmp::Ordering::Less => (Compare::Fewer, loser.moves - winner.moves),
        std::cmp::Ordering::Greater => (Compare::More, winner.moves - loser.moves),
        std::cmp::Ordering::Equal => (Compare::Same, 0),
    };
    // A tie says the margin the two finishes were within; a win, the gap.
    let gap = if outcome.placing == Placing::Tie {
        outcome.margin
    } else {
        loser.millis.saturating_sub(winner.millis)
    };
    let seconds = format!("{:.1}", gap as f64 / 1000.0);
    RaceMsg::Result { placing: outcome.placing, rival, seconds, compare, moves }
}

/// Where the race's clock starts: the wall clock's milliseconds at the
/// real clock's zero (see [`RaceClock`]); 0 until the first frame sets it.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct RaceClockStart(pub u64);

/// Sets the race clock's start once, in the first frame, from the wall
/// clock less the real clock's time so far, both read in the same frame:
/// the real clock counts from the app's making, which on the web may be
/// seconds before this part of it is built, and a clock ahead by those
/// seconds after a reload would send times the other game cannot believe.
fn start_the_race_clock(real: Res<Time<Real>>, mut start: ResMut<RaceClockStart>) {
    let wall = crate::shell::platform::clock::wall_millis();
    start.0 = wall.saturating_sub(real.elapsed().as_millis() as u64).max(1);
}

/// The race's clock: the wall clock's milliseconds at start-up, run on by
/// Bevy's real clock (which neither jumps nor stalls with the frames), so
/// that a race kept before a restart goes on after it on the same clock.
/// Its seconds are the real clock's (for the line's waits).
#[derive(SystemParam)]
pub struct RaceClock<'w> {
    real: Res<'w, Time<Real>>,
    start: Res<'w, RaceClockStart>,
}

impl RaceClock<'_> {
    /// Milliseconds, for the race.
    pub fn millis(&self) -> u64 {
        race_millis(&self.real, *self.start)
    }

    /// The real clock's seconds, for the line and the waits.
    pub fn seconds(&self) -> f64 {
        self.real.elapsed_secs_f64()
    }

    /// Both: seconds (for the admission and the waits) and milliseconds (for the race).
    pub fn both(&self) -> (f64, u64) {
        (self.seconds(), self.millis())
    }
}

/// The player's moves have gone to the race (what the race then says is shown after).
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
struct BoardFollowed;

/// The race's clock in milliseconds (see [`RaceClock`]).
pub fn race_millis(real: &Time<Real>, start: RaceClockStart) -> u64 {
    start.0 + real.elapsed().as_millis() as u64
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Racing>()
        .init_resource::<RaceClockStart>()
        .add_systems(
            First,
            start_the_race_clock
                .after(bevy::time::TimeSystems)
                .run_if(|start: Res<RaceClockStart>| start.0 == 0),
        )
        .add_message::<RaceAction>()
        .add_plugins((turns::plugin, news::plugin, rival::plugin, kept::plugin))
        .add_systems(Last, note_on_page.run_if(resource_changed::<Racing>));
}

/// The race on the web page's `<body>`, for the browser test:
/// `data-race-code`, `data-race-state` (`waiting`, `counting`, `racing`,
/// `home`, `won`, `lost`, `tie` or `failed`), `data-race-moves` and
/// `data-race-theirs` (each side's moves so far).
fn note_on_page(racing: Res<Racing>, clock: RaceClock) {
    use crate::shell::platform::web::note;
    let Some(race) = &racing.race else { return };
    let now = clock.millis();
    let state = match (race.fault(), race.outcome(), race.clock(now)) {
        (Some(_), ..) => "failed",
        (None, Some(o), _) => match o.placing {
            pegs_engine::race::Placing::Won => "won",
            pegs_engine::race::Placing::Lost => "lost",
            pegs_engine::race::Placing::Tie => "tie",
        },
        _ if race.finish().is_some() => "home",
        (None, None, Some(c)) if c < 0 => "counting",
        (None, None, Some(_)) => "racing",
        (None, None, None) => "waiting",
    };
    note("raceCode", racing.code.as_deref().unwrap_or(""));
    note("raceState", state);
    note("raceMoves", &race.mine().map_or(0, Tower::moves).to_string());
    note("raceTheirs", &race.theirs().map_or(0, Tower::moves).to_string());
}

#[cfg(test)]
mod tests {
    use pegs_engine::race::{Finish, Outcome, Placing};

    use super::*;
    use crate::base::i18n::Compare;

    fn outcome(placing: Placing, mine: Option<(u32, u32)>, theirs: Option<(u32, u32)>) -> Outcome {
        let finish = |f: Option<(u32, u32)>| f.map(|(moves, millis)| Finish { moves, millis });
        Outcome { placing, mine: finish(mine), theirs: finish(theirs), margin: 120, confirmed: true }
    }

    #[test]
    fn the_result_says_by_how_much_time_and_how_the_moves_compare() {
        let won = outcome(Placing::Won, Some((15, 9_800)), Some((19, 13_050)));
        assert_eq!(
            result_line(&won, Rival::Friend),
            RaceMsg::Result {
                placing: Placing::Won,
                rival: Rival::Friend,
                seconds: "3.2".into(),
                compare: Compare::Fewer,
                moves: 4
            }
        );
        // The winner's moves against the loser's, whichever side won.
        let lost = outcome(Placing::Lost, Some((15, 12_000)), Some((17, 11_000)));
        let RaceMsg::Result { compare, moves, seconds, .. } = result_line(&lost, Rival::Stranger) else {
            panic!("both towers are home")
        };
        assert_eq!((compare, moves, seconds.as_str()), (Compare::More, 2, "1.0"));
        let even = outcome(Placing::Won, Some((15, 1_000)), Some((15, 1_100)));
        assert!(matches!(result_line(&even, Rival::Friend), RaceMsg::Result { compare: Compare::Same, .. }));
        // A tie says the margin the two finishes were within.
        let tie = outcome(Placing::Tie, Some((15, 9_800)), Some((15, 9_750)));
        let RaceMsg::Result { seconds, .. } = result_line(&tie, Rival::Friend) else { panic!("both home") };
        assert_eq!(seconds, "0.1", "the margin, 120 ms");
        // A loser not home: who was home first, no times to compare.
        let first = outcome(Placing::Lost, None, Some((15, 7_000)));
        assert_eq!(result_line(&first, Rival::Friend), RaceMsg::First { won: false, rival: Rival::Friend });
    }

    #[test]
    fn the_count_down_counts_whole_seconds_up() {
        assert_eq!(seconds_left(-3_000), 3);
        assert_eq!(seconds_left(-2_001), 3);
        assert_eq!(seconds_left(-1), 1);
        assert_eq!(seconds_left(0), 0);
        assert_eq!(race_clock(41_350), "0:41.3");
    }

    #[test]
    fn the_ways_into_a_race_and_out_of_one() {
        let mut racing = Racing::default();
        let ids = |racing: &Racing| racing.ways((3, 5)).into_iter().map(|(id, ..)| id).collect::<Vec<_>>();
        assert_eq!(ids(&racing), ["race:create", "race:someone"]);
        let fresh = TowerChoice { pegs: 4, disks: 6, kind: TowerKind::FromStart };
        assert_eq!(racing.ways((4, 6))[0].1, RaceAction::Create(fresh));
        racing.looking = Some(Looking { pegs: 3, disks: 5, since: 0.0 });
        assert_eq!(ids(&racing), ["race:leave"]);
        assert_eq!(racing.rival(), Rival::Stranger);
        assert!(!racing.holds_the_board() && !racing.may_move(0));
    }
}
