//! What the race says happened ([`RaceNews`]), shown, heard, read out and
//! counted: the friend's moves every few, a finish, the result (counted
//! once in the records, apart from solo solves; a race that failed counts
//! nothing and says why), and the count-down on the message line.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use pegs_engine::race::{Event, Placing, Race};

use super::{ANNOUNCE_EVERY, RaceClock, Racing, race_clock, result_line, seconds_left};
use crate::base::i18n::{Msg, RaceMsg};
use crate::base::save::records::{RaceEnding, RecordBook};
use crate::base::screen::Screen;
use crate::screens::hanoi::state::Notice;
use crate::shell::access::Announce;
use crate::shell::feedback::sound::Sound;

/// Something the race says happened, for the screen to show.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub struct RaceNews(pub Event);

pub(super) fn plugin(app: &mut App) {
    use crate::screens::hanoi::HanoiSystems;
    app.add_message::<RaceNews>().add_systems(
        Update,
        (take_news, count_down)
            .chain()
            .after(super::BoardFollowed)
            .in_set(HanoiSystems::Solver)
            .run_if(in_state(Screen::Hanoi)),
    );
}

/// What the news touches: the message line, sounds, screen readers, records.
#[derive(SystemParam)]
struct Shown<'w> {
    notice: ResMut<'w, Notice>,
    sounds: MessageWriter<'w, Sound>,
    announce: MessageWriter<'w, Announce>,
    book: ResMut<'w, RecordBook>,
}

/// What the race says happened: the friend's moves read out every few, a
/// finish, the result (counted once in the records, apart from solo
/// solves), the friend coming back or leaving.
fn take_news(time: RaceClock, mut news: MessageReader<RaceNews>, mut racing: ResMut<Racing>, shown: Shown) {
    let Shown { mut notice, mut sounds, mut announce, mut book } = shown;
    let (seconds, now) = time.both();
    if let Some(race) = racing.race.as_ref()
        && (race.outcome().is_some() || race.fault().is_some())
        && racing.stopped.is_none()
    {
        racing.stopped = Some(racing.clock_millis(now));
    }
    let rival = racing.rival();
    for RaceNews(event) in news.read() {
        match event {
            Event::Connected => {
                racing.away_since = None;
                racing.full = false;
                racing.met = true;
            }
            Event::TowerSet { .. } => {
                racing.asked_again = false;
                racing.offered_again = false;
                racing.next = None;
            }
            Event::CountdownStarted { .. } => {
                if let Some(start) = racing.race.as_ref().and_then(Race::start) {
                    let tower = RaceMsg::Tower { disks: start.disks(), pegs: start.pegs() };
                    announce.write(Announce::assertive(Msg::Race(tower)));
                }
            }
            Event::FriendMoved { moves, .. } => {
                if moves / ANNOUNCE_EVERY > racing.announced / ANNOUNCE_EVERY {
                    let optimum = racing.optimum;
                    announce.write(Announce::polite(Msg::Race(RaceMsg::RivalMoves {
                        rival,
                        moves: *moves,
                        optimum,
                    })));
                }
                racing.announced = *moves;
            }
            Event::FriendFinished(finish) => {
                let home =
                    RaceMsg::RivalHome { rival, moves: finish.moves, clock: race_clock(finish.millis) };
                announce.write(Announce::assertive(Msg::Race(home)));
            }
            Event::Decided(outcome) => {
                let Some(race) = racing.race.as_ref() else { continue };
                let number = race.number();
                let result = result_line(outcome, rival);
                let mut lines = vec![Msg::Race(result.clone())];
                for (who, finish, moves) in [
                    (None, outcome.mine, race.mine().map_or(0, |t| t.moves() as u32)),
                    (Some(rival), outcome.theirs, race.theirs().map_or(0, |t| t.moves() as u32)),
                ] {
                    let (moves, clock) =
                        finish.map_or((moves, None), |f| (f.moves, Some(race_clock(f.millis))));
                    lines.push(Msg::Race(RaceMsg::Finish { rival: who, moves, clock }));
                }
                notice.race_result(lines.clone());
                announce.write(Announce::assertive(Msg::Lines(lines)));
                if racing.counted != number {
                    let tower = race.start().map_or((3, 0), |s| (s.pegs(), s.disks()));
                    racing.counted = number;
                    let won = match outcome.placing {
                        Placing::Won => Some(true),
                        Placing::Lost => Some(false),
                        Placing::Tie => None,
                    };
                    let ending = RaceEnding { won, millis: outcome.mine.map(|f| f.millis) };
                    book.race_finished(tower, racing.stranger, ending);
                }
                sounds.write(match outcome.placing {
                    Placing::Won => Sound::Win,
                    Placing::Lost => Sound::Loss,
                    Placing::Tie => Sound::Draw,
                });
            }
            Event::AgainOffered => racing.offered_again = true,
            Event::Left => {
                racing.away_since.get_or_insert(seconds);
            }
            Event::Stranger => {
                let said = Msg::Race(RaceMsg::StrangerTurnedAway(rival));
                notice.warn(said.clone());
                announce.write(Announce::assertive(said));
            }
            Event::Failed(fault) => {
                // Said in the line above the board; nothing goes into the records.
                let said = Msg::Race(RaceMsg::Failed(fault.clone()));
                notice.warn(said.clone());
                announce.write(Announce::assertive(said));
                sounds.write(Sound::Refused);
            }
        }
    }
}

/// How long after the count-down's end *Go!* is still said (a frame may come late).
const GO_LATE_MILLIS: i64 = 1_000;

/// The count-down on the message line, a second at a time, then *Go!*;
/// this side's tower home before the race is decided says so.
fn count_down(
    time: RaceClock,
    mut racing: ResMut<Racing>,
    mut notice: ResMut<Notice>,
    mut announce: MessageWriter<Announce>,
) {
    let (_, now) = time.both();
    let Some(race) = racing.race.as_ref() else { return };
    let Some(clock) = race.clock(now) else { return };
    if race.outcome().is_some() || race.fault().is_some() {
        return;
    }
    // Home, and waiting for the other racer's clock to pass this finish.
    if let Some(finish) = race.finish() {
        if !racing.said_home {
            let rival = racing.rival();
            let home = RaceMsg::YouHome { rival, moves: finish.moves, clock: race_clock(finish.millis) };
            notice.puzzle_solved(Msg::Race(home));
            racing.said_home = true;
        }
        return;
    }
    let left = if clock < 0 { seconds_left(clock) } else { 0 };
    if racing.counted_down == Some(left) {
        return;
    }
    racing.counted_down = Some(left);
    // Come back to a race long under way (after a restart): no Go! now.
    if left == 0 && clock > GO_LATE_MILLIS {
        return;
    }
    let said = if left > 0 { RaceMsg::Starting(left) } else { RaceMsg::Go };
    notice.info(Msg::Race(said.clone()));
    announce.write(Announce::assertive(Msg::Race(said)));
}
