//! The player's records: best Hanoi solves per board size, and TicTacToe
//! results against each level of the computer and between two players, per
//! rule set. Plain Rust; the screens update them, the save keeps them.

use std::collections::BTreeMap;

use bevy::prelude::Resource;

use pegs_engine::tictactoe::{Level, Player, RuleSet};

/// The records of all time (kept) and of this session (forgotten on exit).
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct RecordBook {
    /// Since the player began (or last chose to forget).
    pub all_time: Records,
    /// Since the game was started.
    pub session: Records,
}

impl RecordBook {
    /// Counts a tower solved without help in both books; returns what the
    /// solve earned against all-time records.
    pub fn hanoi_solved(
        &mut self,
        pegs: usize,
        disks: usize,
        moves: u64,
        seconds: f64,
        optimal: u64,
        refused: u32,
    ) -> Earned {
        self.session.hanoi_solved(pegs, disks, moves, seconds, optimal, refused);
        self.all_time.hanoi_solved(pegs, disks, moves, seconds, optimal, refused)
    }

    /// Forgets the Hanoi records, all time and of this session.
    pub fn forget_hanoi(&mut self) {
        self.all_time.forget_hanoi();
        self.session.forget_hanoi();
    }

    /// Forgets the TicTacToe records, all time and of this session.
    pub fn forget_tictactoe(&mut self) {
        self.all_time.forget_tictactoe();
        self.session.forget_tictactoe();
    }

    /// Counts a decided race in both books; says whether its time is the
    /// best of all time for the tower (and against whom).
    pub fn race_finished(&mut self, tower: (usize, usize), stranger: bool, race: RaceEnding) -> bool {
        self.session.race_finished(tower, stranger, race);
        self.all_time.race_finished(tower, stranger, race)
    }

    /// Counts a finished TicTacToe game in both books.
    pub fn ttt_finished(&mut self, rules: RuleSet, ending: Ending) {
        self.session.ttt_finished(rules, ending);
        self.all_time.ttt_finished(rules, ending);
    }
}

/// The best of the solves of one board size (pegs and disks).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct HanoiRecord {
    /// Fewest moves of a solve.
    pub best_moves: u64,
    /// Fastest solve, in seconds.
    pub best_time: f64,
    /// Solves without help.
    pub solves: u32,
    /// Whether the fewest moves were the optimum.
    pub best_optimal: bool,
}

/// What a solve earned, for the player to see.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Earned {
    /// Solved in the optimal number of moves.
    pub optimal: bool,
    /// Not one move was refused on the way.
    pub no_refused_move: bool,
    /// Fewer moves than any earlier solve of this size.
    pub best_moves: bool,
    /// Faster than any earlier solve of this size.
    pub best_time: bool,
    /// The first solve of this size.
    pub first: bool,
}

/// Wins, losses and draws.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Games won.
    pub wins: u32,
    /// Games lost.
    pub losses: u32,
    /// Games drawn.
    pub draws: u32,
}

impl Tally {
    /// Games in all.
    pub fn games(&self) -> u32 {
        self.wins + self.losses + self.draws
    }
}

/// Races on one tower (pegs and disks) against friends, or against strangers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RaceRecord {
    /// Races won.
    pub won: u32,
    /// Races lost.
    pub lost: u32,
    /// Races tied.
    pub tied: u32,
    /// The fastest tower home in a race, in milliseconds.
    pub best_millis: Option<u32>,
}

/// A decided race, for this side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RaceEnding {
    /// Won (`Some(true)`), lost, or tied (`None`).
    pub won: Option<bool>,
    /// This side's time home, if its tower got there.
    pub millis: Option<u32>,
}

/// Results of games between two people at one board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TwoPlayerTally {
    /// Games X won.
    pub x_wins: u32,
    /// Games O won.
    pub o_wins: u32,
    /// Games drawn.
    pub draws: u32,
}

/// How a TicTacToe game ended, for the side that counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// Against the computer: you won, lost or drew.
    AgainstComputer {
        /// The computer's level.
        level: Level,
        /// Your result: `Some(true)` won, `Some(false)` lost, `None` drawn.
        won: Option<bool>,
    },
    /// Two people: who won, `None` for a draw.
    TwoPlayers(Option<Player>),
    /// You against a friend online: you won, lost or drew (as `AgainstComputer`).
    Online {
        /// Your result.
        won: Option<bool>,
    },
    /// You against a stranger met through *Play someone now* (kept apart from friends).
    Stranger {
        /// Your result.
        won: Option<bool>,
    },
}

/// Every record, all time or for one session.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Records {
    /// Best Hanoi solves by (pegs, disks).
    pub hanoi: BTreeMap<(usize, usize), HanoiRecord>,
    /// Results against the computer by rule set and level.
    pub against_computer: BTreeMap<(RuleSet, Level), Tally>,
    /// Results between two players by rule set.
    pub two_players: BTreeMap<RuleSet, TwoPlayerTally>,
    /// Your results against friends online by rule set.
    pub online: BTreeMap<RuleSet, Tally>,
    /// Your results against strangers online by rule set.
    pub strangers: BTreeMap<RuleSet, Tally>,
    /// Hanoi races against friends by (pegs, disks), apart from solo solves.
    pub races: BTreeMap<(usize, usize), RaceRecord>,
    /// Hanoi races against strangers by (pegs, disks).
    pub stranger_races: BTreeMap<(usize, usize), RaceRecord>,
}

impl Records {
    /// Counts a tower solved without help in `moves` moves and `seconds`,
    /// the optimum being `optimal`; says what the solve earned.
    pub fn hanoi_solved(
        &mut self,
        pegs: usize,
        disks: usize,
        moves: u64,
        seconds: f64,
        optimal: u64,
        refused: u32,
    ) -> Earned {
        let mut earned =
            Earned { optimal: moves == optimal, no_refused_move: refused == 0, ..Earned::default() };
        match self.hanoi.get_mut(&(pegs, disks)) {
            None => {
                earned.first = true;
                self.hanoi.insert(
                    (pegs, disks),
                    HanoiRecord {
                        best_moves: moves,
                        best_time: seconds,
                        solves: 1,
                        best_optimal: moves == optimal,
                    },
                );
            }
            Some(record) => {
                record.solves = record.solves.saturating_add(1);
                if moves < record.best_moves {
                    earned.best_moves = true;
                    record.best_moves = moves;
                    record.best_optimal = moves == optimal;
                }
                if seconds < record.best_time {
                    earned.best_time = true;
                    record.best_time = seconds;
                }
            }
        }
        earned
    }

    /// Counts a finished TicTacToe game.
    pub fn ttt_finished(&mut self, rules: RuleSet, ending: Ending) {
        match ending {
            Ending::AgainstComputer { level, won } => {
                let tally = self.against_computer.entry((rules, level)).or_default();
                match won {
                    Some(true) => tally.wins += 1,
                    Some(false) => tally.losses += 1,
                    None => tally.draws += 1,
                }
            }
            Ending::Online { won } | Ending::Stranger { won } => {
                let kept = if matches!(ending, Ending::Online { .. }) {
                    &mut self.online
                } else {
                    &mut self.strangers
                };
                let tally = kept.entry(rules).or_default();
                match won {
                    Some(true) => tally.wins += 1,
                    Some(false) => tally.losses += 1,
                    None => tally.draws += 1,
                }
            }
            Ending::TwoPlayers(winner) => {
                let tally = self.two_players.entry(rules).or_default();
                match winner {
                    Some(Player::X) => tally.x_wins += 1,
                    Some(Player::O) => tally.o_wins += 1,
                    None => tally.draws += 1,
                }
            }
        }
    }

    /// Results against the computer at `level` under `rules`.
    pub fn against(&self, rules: RuleSet, level: Level) -> Tally {
        self.against_computer.get(&(rules, level)).copied().unwrap_or_default()
    }

    /// Results between two players under `rules`.
    pub fn between_players(&self, rules: RuleSet) -> TwoPlayerTally {
        self.two_players.get(&rules).copied().unwrap_or_default()
    }

    /// Forgets the Hanoi records, races included.
    pub fn forget_hanoi(&mut self) {
        self.hanoi.clear();
        self.races.clear();
        self.stranger_races.clear();
    }

    /// Counts a decided race on `tower` (pegs, disks); says whether its
    /// time is the best yet for the tower against friends (or strangers).
    pub fn race_finished(&mut self, tower: (usize, usize), stranger: bool, race: RaceEnding) -> bool {
        let kept = if stranger { &mut self.stranger_races } else { &mut self.races };
        let record = kept.entry(tower).or_default();
        match race.won {
            Some(true) => record.won = record.won.saturating_add(1),
            Some(false) => record.lost = record.lost.saturating_add(1),
            None => record.tied = record.tied.saturating_add(1),
        }
        let best = race.millis.is_some_and(|m| record.best_millis.is_none_or(|b| m < b));
        if best {
            record.best_millis = race.millis;
        }
        best
    }

    /// Forgets the TicTacToe records.
    pub fn forget_tictactoe(&mut self) {
        self.against_computer.clear();
        self.two_players.clear();
        self.online.clear();
        self.strangers.clear();
    }

    /// Your results against friends online under `rules`.
    pub fn online(&self, rules: RuleSet) -> Tally {
        self.online.get(&rules).copied().unwrap_or_default()
    }

    /// Your results against strangers online under `rules`.
    pub fn strangers(&self, rules: RuleSet) -> Tally {
        self.strangers.get(&rules).copied().unwrap_or_default()
    }

    /// One line per record, in words that stay the same from version to
    /// version (the command line prints these).
    pub fn lines(&self) -> Vec<String> {
        let mut lines = Vec::new();
        for (&(pegs, disks), r) in &self.hanoi {
            lines.push(format!(
                "hanoi {pegs} pegs {disks} disks: best {} moves{}, best time {:.1} s, {} solve{}",
                r.best_moves,
                if r.best_optimal { " (optimal)" } else { "" },
                r.best_time,
                r.solves,
                if r.solves == 1 { "" } else { "s" },
            ));
        }
        for (&(rules, level), t) in &self.against_computer {
            lines.push(format!(
                "tictactoe {rules} rules, computer {}: {} won, {} lost, {} drawn",
                level.key(),
                t.wins,
                t.losses,
                t.draws
            ));
        }
        for (&rules, t) in &self.two_players {
            lines.push(format!(
                "tictactoe {rules} rules, two players: X {} won, O {} won, {} drawn",
                t.x_wins, t.o_wins, t.draws
            ));
        }
        for (&rules, t) in &self.online {
            lines.push(format!(
                "tictactoe {rules} rules, online: {} won, {} lost, {} drawn",
                t.wins, t.losses, t.draws
            ));
        }
        for (&rules, t) in &self.strangers {
            lines.push(format!(
                "tictactoe {rules} rules, online against strangers: {} won, {} lost, {} drawn",
                t.wins, t.losses, t.draws
            ));
        }
        for (kept, against) in [(&self.races, "friends"), (&self.stranger_races, "strangers")] {
            for (&(pegs, disks), r) in kept {
                let best = r
                    .best_millis
                    .map_or(String::new(), |m| format!(", best time {:.1} s", m as f64 / 1000.0));
                lines.push(format!(
                    "hanoi {pegs} pegs {disks} disks, races against {against}: {} won, {} lost, {} tied{best}",
                    r.won, r.lost, r.tied
                ));
            }
        }
        lines
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_solve_earns_what_it_beats() {
        let mut records = Records::default();
        let first = records.hanoi_solved(3, 4, 17, 30.0, 15, 2);
        assert_eq!(first, Earned { first: true, ..Earned::default() });
        let better = records.hanoi_solved(3, 4, 15, 40.0, 15, 0);
        assert_eq!(
            better,
            Earned { optimal: true, no_refused_move: true, best_moves: true, ..Earned::default() }
        );
        let faster = records.hanoi_solved(3, 4, 21, 12.5, 15, 0);
        assert!(faster.best_time && !faster.best_moves && !faster.optimal);
        let r = records.hanoi[&(3, 4)];
        assert_eq!(r, HanoiRecord { best_moves: 15, best_time: 12.5, solves: 3, best_optimal: true });
        // Other sizes keep their own records.
        assert!(records.hanoi_solved(4, 4, 9, 20.0, 9, 0).first);
    }

    #[test]
    fn races_are_kept_apart_from_solves_and_by_rival() {
        let mut records = Records::default();
        let won = RaceEnding { won: Some(true), millis: Some(41_300) };
        assert!(records.race_finished((3, 5), false, won));
        // A slower finish is no best; a loss without a finish counts as a loss.
        assert!(!records.race_finished((3, 5), false, RaceEnding { won: Some(false), millis: Some(50_000) }));
        assert!(!records.race_finished((3, 5), false, RaceEnding { won: Some(false), millis: None }));
        assert!(records.race_finished((3, 5), false, RaceEnding { won: None, millis: Some(39_000) }));
        assert_eq!(
            records.races[&(3, 5)],
            RaceRecord { won: 1, lost: 2, tied: 1, best_millis: Some(39_000) }
        );
        // Strangers' races and solo solves are counted apart.
        assert!(records.stranger_races.is_empty() && records.hanoi.is_empty());
        assert!(records.race_finished((3, 5), true, won));
        assert_eq!(records.stranger_races[&(3, 5)].won, 1);
        assert!(
            records.lines().iter().any(|l| l
                == "hanoi 3 pegs 5 disks, races against strangers: 1 won, 0 lost, 0 tied, best time 41.3 s")
        );
        records.forget_hanoi();
        assert!(records.races.is_empty() && records.stranger_races.is_empty());
    }

    #[test]
    fn games_are_counted_by_rules_and_level() {
        let mut records = Records::default();
        let medium = Ending::AgainstComputer { level: Level::Medium, won: Some(true) };
        records.ttt_finished(RuleSet::Seed, medium);
        records.ttt_finished(RuleSet::Seed, medium);
        records.ttt_finished(RuleSet::Four, Ending::AgainstComputer { level: Level::Medium, won: None });
        records.ttt_finished(RuleSet::Seed, Ending::TwoPlayers(Some(Player::O)));
        records.ttt_finished(RuleSet::Seed, Ending::Online { won: Some(false) });
        assert_eq!(records.online(RuleSet::Seed), Tally { wins: 0, losses: 1, draws: 0 });
        // Strangers are counted apart from friends.
        records.ttt_finished(RuleSet::Seed, Ending::Stranger { won: Some(true) });
        assert_eq!(records.strangers(RuleSet::Seed), Tally { wins: 1, losses: 0, draws: 0 });
        assert_eq!(records.online(RuleSet::Seed), Tally { wins: 0, losses: 1, draws: 0 });
        assert_eq!(records.against(RuleSet::Seed, Level::Medium), Tally { wins: 2, losses: 0, draws: 0 });
        assert_eq!(records.against(RuleSet::Four, Level::Medium), Tally { wins: 0, losses: 0, draws: 1 });
        assert_eq!(records.against(RuleSet::Seed, Level::Hard), Tally::default());
        assert_eq!(records.between_players(RuleSet::Seed).o_wins, 1);
        assert_eq!(
            records.lines(),
            vec![
                "tictactoe seed rules, computer medium: 2 won, 0 lost, 0 drawn",
                "tictactoe four rules, computer medium: 0 won, 0 lost, 1 drawn",
                "tictactoe seed rules, two players: X 0 won, O 1 won, 0 drawn",
                "tictactoe seed rules, online: 0 won, 1 lost, 0 drawn",
                "tictactoe seed rules, online against strangers: 1 won, 0 lost, 0 drawn",
            ]
        );
        records.forget_tictactoe();
        assert_eq!(records, Records::default());
    }
}
