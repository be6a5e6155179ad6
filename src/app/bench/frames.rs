//! The game itself, headless, through computer-against-computer games.

use std::io::{self, Write};
use std::time::{Duration, Instant};

use bevy::prelude::KeyCode;
use pegs_engine::tictactoe::{Level, RuleSet};

use super::ms;
use crate::app::testing::{headless_app, tap_key};
use crate::base::settings::Mode;
use crate::screens::tictactoe::play::{Match, MatchSettings, Scoreboard};
use crate::screens::tictactoe::thinking::PerfectPlay;

/// Games per level in the frame benchmark.
const FRAME_BENCH_GAMES: u32 = 8;

/// Frame times of the real app through computer-against-computer games at every level.
pub(super) fn bench_frames(out: &mut impl Write) -> io::Result<()> {
    let mut all = Vec::new();
    for (rules, level) in RuleSet::ALL.into_iter().flat_map(|r| Level::ALL.map(|l| (r, l))) {
        // A fresh app for each level: opening the game builds the rule set's perfect table again.
        let mut app = headless_app();
        app.insert_resource(MatchSettings {
            mode: Mode::ComputerVsComputer,
            level,
            rules,
            watch_pause: 0.5,
            ..Default::default()
        });
        tap_key(&mut app, KeyCode::Digit2);
        let mut times = Vec::new();
        let mut table_frames = None;
        let start = Instant::now();
        loop {
            let t = Instant::now();
            app.update();
            times.push(t.elapsed());
            if table_frames.is_none() && app.world().resource::<PerfectPlay>().is_ready(rules) {
                table_frames = Some(times.len());
            }
            let s = app.world().resource::<Scoreboard>();
            if s.x_wins + s.o_wins + s.other_draws >= FRAME_BENCH_GAMES
                && !app.world().resource::<Match>().game.is_running()
            {
                break;
            }
        }
        let wall = start.elapsed();
        all.extend_from_slice(&times);
        let (worst, p99) = worst_and_p99(&mut times);
        writeln!(
            out,
            "frames: {:<12} {:<10} {} games, {:>6} frames in {:.2} s: worst {:.2} ms, p99 {:.2} ms (table ready after {} frames)",
            rules.name(),
            level.name(),
            FRAME_BENCH_GAMES,
            times.len(),
            wall.as_secs_f64(),
            ms(worst),
            ms(p99),
            table_frames.map_or("-".to_string(), |f| f.to_string()),
        )?;
    }
    let (worst, p99) = worst_and_p99(&mut all);
    writeln!(
        out,
        "frames: all rule sets and levels: {} frames, worst {:.2} ms, p99 {:.2} ms (goal: worst < 16.7 ms)",
        all.len(),
        ms(worst),
        ms(p99)
    )?;
    Ok(())
}

fn worst_and_p99(times: &mut [Duration]) -> (Duration, Duration) {
    times.sort();
    let worst = times.last().copied().unwrap_or_default();
    let p99 = times.get(times.len().saturating_sub(1) * 99 / 100).copied().unwrap_or_default();
    (worst, p99)
}
