//! A match of Infinity TicTacToe: who plays which side, the game in a
//! resource with its history, the player's actions, the computer's turns and
//! the session's scoreboard.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use rand::RngExt;
use tracing::warn;

use pegs_engine::tictactoe::Level;
use pegs_engine::tictactoe::rules::{CELLS, Game, Placed, Player, RuleSet};

use super::engines::EngineSeat;
use super::thinking::{AiRng, PerfectPlay, Thinking};
use crate::base::save::records::{Ending, RecordBook, Tally};
use crate::base::screen::Screen;
use crate::base::settings::{Mode, OwnEngine, Starter};
use crate::shell::feedback::sound::Sound;
use crate::shell::platform::tasks::Work;

/// How the next games are set up.
#[derive(Resource, Debug, Clone, PartialEq)]
pub struct MatchSettings {
    /// Who is at the board.
    pub mode: Mode,
    /// The side you play against the computer.
    pub human: Player,
    /// Who starts.
    pub starter: Starter,
    /// How strong the computer plays.
    pub level: Level,
    /// The rules played by.
    pub rules: RuleSet,
    /// Show the exact value of every playable cell.
    pub hints: bool,
    /// The computer's pause before its stone appears, in seconds (least, most).
    pub delay: (f32, f32),
    /// Seconds a finished game between computers stays before the next begins.
    pub watch_pause: f32,
    /// Online: whether the game against the friend lets you move now
    /// (connected, a game on, your turn); kept up by the online part.
    pub online_turn: bool,
    /// A daily puzzle (or a lesson) is on the board: no help, no undo, nothing on the scoreboard.
    pub puzzle: bool,
    /// A lesson is on the board: it judges the player's stones before they are placed (see `lesson`).
    pub lesson: bool,
    /// A finished game is reviewed on the board: nobody moves (see `review`).
    pub review: bool,
    /// Engines of the player's own (natively; see `engines`).
    pub engines: Vec<OwnEngine>,
    /// The engine of the player's own that plays the computer's side, by
    /// name; none: the computer plays at its `level`.
    pub engine: Option<String>,
}

impl Default for MatchSettings {
    fn default() -> Self {
        Self {
            mode: Mode::VsComputer,
            human: Player::X,
            starter: Starter::Random,
            level: Level::Medium,
            rules: RuleSet::Seed,
            hints: false,
            delay: (0.4, 1.5),
            watch_pause: 2.5,
            online_turn: false,
            puzzle: false,
            lesson: false,
            review: false,
            engines: Vec::new(),
            engine: None,
        }
    }
}

impl MatchSettings {
    /// Whether `player` is played by the computer.
    pub fn is_computer(&self, player: Player) -> bool {
        if self.review {
            return false;
        }
        match self.mode {
            Mode::VsComputer => player != self.human,
            Mode::TwoPlayers | Mode::Online => false,
            Mode::ComputerVsComputer => true,
        }
    }

    /// Whether the computer's help (exact values, its thinking) is offered:
    /// not in a game against a friend online, nor in a puzzle.
    pub fn helps(&self) -> bool {
        self.mode != Mode::Online && !self.puzzle && !self.review
    }

    /// The engine of the player's own chosen to play the computer's side,
    /// (not in a puzzle, a lesson or a review).
    pub fn own_engine(&self) -> Option<&OwnEngine> {
        if self.puzzle || self.lesson || self.review {
            return None;
        }
        let name = self.engine.as_ref()?;
        self.engines.iter().find(|e| &e.name == name)
    }

    /// Whether changing from `before` to these settings starts a new game:
    /// another mode, side or rule set does (a new level applies from the next move).
    pub fn starts_anew(&self, before: &Self) -> bool {
        self.mode != before.mode || self.human != before.human || self.rules != before.rules
    }

    /// Whether `player` is played by a person at this device (online, the
    /// friend plays the other side elsewhere).
    pub fn plays_here(&self, player: Player) -> bool {
        if self.review {
            return false;
        }
        match self.mode {
            Mode::Online => player == self.human && self.online_turn,
            _ => !self.is_computer(player),
        }
    }
}

/// The game being played, the moves that led to it and the positions
/// before each of them.
#[derive(Resource, Debug, Clone)]
pub struct Match {
    /// The engine's game.
    pub game: Game,
    starter: Player,
    moves: Vec<u8>,
    history: Vec<Game>,
    /// Whether this game's result is on the scoreboard.
    scored: bool,
    /// Game-clock second at which the game ended.
    ended_at: Option<f64>,
}

impl Default for Match {
    fn default() -> Self {
        Self::new(RuleSet::Seed, Player::X)
    }
}

impl Match {
    /// A new game under `rules` with `starter` to move.
    pub fn new(rules: RuleSet, starter: Player) -> Self {
        Self {
            game: Game::with_rules(rules, starter),
            starter,
            moves: Vec::new(),
            history: Vec::new(),
            scored: false,
            ended_at: None,
        }
    }

    /// The game after `moves` from the empty board; `None` if they break the rules.
    /// `scored` says whether its result, if it has one, is counted already.
    pub fn replay(rules: RuleSet, starter: Player, moves: &[u8], scored: bool) -> Option<Self> {
        let mut m = Self::new(rules, starter);
        for &cell in moves {
            m.play(cell)?;
        }
        m.scored = scored;
        Some(m)
    }

    /// Who started.
    pub fn starter(&self) -> Player {
        self.starter
    }

    /// The cells played, in order (the moves that were taken back are gone).
    pub fn moves(&self) -> &[u8] {
        &self.moves
    }

    /// Game-clock second at which the game ended.
    pub fn ended_at(&self) -> Option<f64> {
        self.ended_at
    }

    /// The same game as if it had ended an hour before the game's clock
    /// began, longer ago than anything an ending sets off lasts: its
    /// winning stones rest, and its result is not counted again (the
    /// pictures' finished game).
    pub fn at_rest(mut self) -> Self {
        if !self.game.is_running() {
            self.ended_at = Some(-3600.0);
        }
        self
    }

    /// Whether the game's result is counted already.
    pub fn is_scored(&self) -> bool {
        self.scored
    }

    /// Positions that can be taken back.
    pub fn history_len(&self) -> usize {
        self.history.len()
    }

    pub(super) fn play(&mut self, cell: u8) -> Option<Placed> {
        let before = self.game;
        let placed = self.game.play(cell as usize).ok()?;
        self.history.push(before);
        self.moves.push(cell);
        Some(placed)
    }

    fn take_back(&mut self) -> Option<Game> {
        let previous = self.history.pop()?;
        self.moves.pop();
        self.game = previous;
        Some(previous)
    }
}

/// Results of this session.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Scoreboard {
    /// Games you won against the computer.
    pub won: u32,
    /// Games the computer won against you.
    pub lost: u32,
    /// Drawn games against the computer.
    pub drawn: u32,
    /// Games won by X in the other modes.
    pub x_wins: u32,
    /// Games won by O in the other modes.
    pub o_wins: u32,
    /// Drawn games in the other modes.
    pub other_draws: u32,
    /// Your games against friends online.
    pub friends: Tally,
    /// Your games against strangers online.
    pub strangers: Tally,
}

/// Everything the player can ask of the TicTacToe screen.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub enum TttAction {
    /// Place a stone (when it is a person's turn).
    Play(u8),
    /// Start a new game with the current settings.
    NewGame,
    /// Take back the last move of a person (and the computer's reply to it).
    Undo,
    /// Show or hide the exact values.
    ToggleHints,
    /// Score the player's moves the way the computer would (see `insight`).
    ThinkForMe,
    /// Leave the puzzle on the board for the game put aside (see `puzzle`).
    LeavePuzzle,
    /// The ladder's next puzzle (see `puzzle`).
    NextPuzzle,
}

/// The computer placed a stone: the position it moved from and its cell.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ComputerMoved {
    /// The position before its move.
    pub before: Game,
    /// Where it played.
    pub cell: u8,
}

/// The cell under the pointer.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct HoveredCell(pub Option<u8>);

/// A cell a finger is on: its stone shows as a ghost, and is placed when
/// the finger lifts on the same cell (the touch screen's hover).
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct TouchedCell(pub Option<(u8, u64)>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<MatchSettings>()
        .init_resource::<Match>()
        .init_resource::<Scoreboard>()
        .init_resource::<HoveredCell>()
        .init_resource::<TouchedCell>()
        .add_message::<TttAction>()
        .add_message::<ComputerMoved>()
        .add_systems(OnEnter(Screen::TicTacToe), enter_game)
        .add_systems(OnExit(Screen::TicTacToe), |mut thinking: ResMut<Thinking>| thinking.cancel())
        .add_systems(
            Update,
            (
                keyboard.in_set(super::TttSystems::Input),
                apply_actions.in_set(super::TttSystems::Actions),
                (build_needed_table, engine_choice, computer_turn, record_result, next_game_when_watching)
                    .chain()
                    .in_set(super::TttSystems::Turns),
            )
                .run_if(in_state(Screen::TicTacToe)),
        );
}

/// Whether a person at this device may place a stone now.
pub fn persons_turn(game: &Game, settings: &MatchSettings) -> bool {
    game.is_running() && settings.plays_here(game.turn())
}

/// Coming to the screen: a game in progress (or just finished) stays as it
/// was; a board without moves gets its starter from the settings.
fn enter_game(
    mut board: ResMut<Match>,
    settings: Res<MatchSettings>,
    mut thinking: ResMut<Thinking>,
    mut rng: ResMut<AiRng>,
) {
    if board.moves.is_empty() || board.game.rules() != settings.rules {
        start_new_game(&mut board, &settings, &mut thinking, &mut rng);
    }
}

/// A fresh board with the starter the settings ask for; any thinking stops.
fn start_new_game(board: &mut Match, settings: &MatchSettings, thinking: &mut Thinking, rng: &mut AiRng) {
    thinking.cancel();
    *board = Match::new(settings.rules, first_player(settings.starter, rng));
}

/// Who places the first stone, as chosen (a coin toss for `Random`).
pub(super) fn first_player(choice: Starter, rng: &mut AiRng) -> Player {
    match choice {
        Starter::X => Player::X,
        Starter::O => Player::O,
        Starter::Random if rng.0.random_bool(0.5) => Player::X,
        Starter::Random => Player::O,
    }
}

/// The perfect table of the rules being played is built the first time it is needed.
fn build_needed_table(mut perfect: ResMut<PerfectPlay>, settings: Res<MatchSettings>, work: Res<Work>) {
    perfect.collect();
    perfect.request(settings.rules, &work);
}

fn keyboard(keys: Res<ButtonInput<KeyCode>>, mut actions: MessageWriter<TttAction>) {
    const CELL_KEYS: [[KeyCode; 2]; CELLS] = [
        [KeyCode::Digit1, KeyCode::Numpad7],
        [KeyCode::Digit2, KeyCode::Numpad8],
        [KeyCode::Digit3, KeyCode::Numpad9],
        [KeyCode::Digit4, KeyCode::Numpad4],
        [KeyCode::Digit5, KeyCode::Numpad5],
        [KeyCode::Digit6, KeyCode::Numpad6],
        [KeyCode::Digit7, KeyCode::Numpad1],
        [KeyCode::Digit8, KeyCode::Numpad2],
        [KeyCode::Digit9, KeyCode::Numpad3],
    ];
    for (cell, keys_for_cell) in CELL_KEYS.into_iter().enumerate() {
        if keys.any_just_pressed(keys_for_cell) {
            actions.write(TttAction::Play(cell as u8));
        }
    }
    if keys.just_pressed(KeyCode::KeyN) {
        actions.write(TttAction::NewGame);
    }
    if keys.just_pressed(KeyCode::KeyU) {
        actions.write(TttAction::Undo);
    }
    if keys.just_pressed(KeyCode::KeyH) {
        actions.write(TttAction::ToggleHints);
    }
    if keys.just_pressed(KeyCode::KeyT) {
        actions.write(TttAction::ThinkForMe);
    }
}

pub(super) fn apply_actions(
    mut actions: MessageReader<TttAction>,
    mut board: ResMut<Match>,
    mut settings: ResMut<MatchSettings>,
    mut thinking: ResMut<Thinking>,
    mut rng: ResMut<AiRng>,
    mut sounds: MessageWriter<Sound>,
) {
    for &action in actions.read() {
        match action {
            // Online, the game follows the session (see `online`).
            TttAction::Play(_) | TttAction::NewGame | TttAction::Undo if settings.mode == Mode::Online => {}
            // A lesson places the player's stones itself, once it has judged them (see `lesson`).
            TttAction::Play(_) if settings.lesson => {}
            // A puzzle starts again from its position (see `puzzle`), and has no taking back;
            // a review shows a game played (see `review`).
            TttAction::NewGame | TttAction::Undo | TttAction::ToggleHints if settings.puzzle => {}
            TttAction::Play(_) if settings.review => {}
            TttAction::Play(cell) => {
                // A click during the computer's turn or after the end changes nothing.
                if persons_turn(&board.game, &settings)
                    && let Some(placed) = board.play(cell)
                {
                    sounds.write(Sound::StonePlaced);
                    if placed.vanished.is_some() {
                        sounds.write(Sound::StoneVanished);
                    }
                }
            }
            TttAction::NewGame => {
                start_new_game(&mut board, &settings, &mut thinking, &mut rng);
            }
            TttAction::Undo => {
                if settings.mode == Mode::ComputerVsComputer {
                    continue;
                }
                thinking.cancel();
                // Back to the last position where a person was to move, at least one move back.
                let mut undone = false;
                while let Some(previous) = board.take_back() {
                    undone = true;
                    if !settings.is_computer(previous.turn()) {
                        break;
                    }
                }
                if undone {
                    board.ended_at = None;
                }
            }
            TttAction::ToggleHints => settings.hints = !settings.hints,
            // The thinking shown is the insight's business, the puzzle the puzzle's.
            TttAction::ThinkForMe | TttAction::LeavePuzzle | TttAction::NextPuzzle => {}
        }
    }
}

/// What the computer thinks with: its search in the making, the perfect
/// tables, the work off the frame, and its random numbers.
#[derive(SystemParam)]
struct Computer<'w> {
    thinking: ResMut<'w, Thinking>,
    perfect: Res<'w, PerfectPlay>,
    work: Res<'w, Work>,
    rng: ResMut<'w, AiRng>,
    seat: Res<'w, EngineSeat>,
}

/// A fault of an engine of the player's own stands until the player
/// chooses the computer (or the mode) again or a new game begins; an
/// engine no longer chosen is stopped.
fn engine_choice(
    settings: Res<MatchSettings>,
    board: Res<Match>,
    seat: Res<EngineSeat>,
    mut chosen: Local<Option<(Option<OwnEngine>, Level, Mode)>>,
) {
    let now = (settings.own_engine().cloned(), settings.level, settings.mode);
    let changed = chosen.as_ref() != Some(&now);
    if changed || board.is_changed() && board.moves().is_empty() {
        seat.clear_fault();
    }
    if changed && now.0.is_none() {
        seat.stop();
    }
    *chosen = Some(now);
}

/// When it is the computer's turn: start thinking, then place the stone
/// once the search is done and the pause is over.
fn computer_turn(
    time: Res<Time>,
    mut board: ResMut<Match>,
    settings: Res<MatchSettings>,
    computer: Computer,
    mut sounds: MessageWriter<Sound>,
    mut moved: MessageWriter<ComputerMoved>,
) {
    let Computer { mut thinking, perfect, work, mut rng, seat } = computer;
    let game = board.game;
    if !game.is_running() || !settings.is_computer(game.turn()) {
        if thinking.is_busy() {
            thinking.cancel();
        }
        return;
    }
    let now = time.elapsed_secs_f64();
    if !thinking.is_busy() {
        let (least, most) = settings.delay;
        let pause = if most > least { rng.0.random_range(least..most) } else { least };
        let seed = rng.seed();
        let ready_at = now + pause as f64;
        match settings.own_engine() {
            // A fault stands until the player chooses again: the game waits.
            Some(_) if seat.fault().is_some() => {}
            #[cfg(not(target_arch = "wasm32"))]
            Some(engine) => {
                let job = seat.ask(engine, game, board.moves().to_vec());
                thinking.start_job(game, job, &work, ready_at);
            }
            #[cfg(target_arch = "wasm32")]
            Some(engine) => {
                let task = work.spawn_local(seat.ask(engine, game, board.moves().to_vec()));
                thinking.start_task(game, task, ready_at);
            }
            _ => {
                let table = perfect.table(game.rules()).cloned();
                thinking.start(game, settings.level, seed, table, &work, ready_at);
            }
        }
        return;
    }
    if let Some(cell) = thinking.poll(&game, now) {
        match board.play(cell) {
            Some(placed) => {
                moved.write(ComputerMoved { before: game, cell });
                sounds.write(Sound::ComputerMove);
                if placed.vanished.is_some() {
                    sounds.write(Sound::StoneVanished);
                }
            }
            None => warn!("the computer chose an unplayable cell {cell}"),
        }
    }
}

fn record_result(
    time: Res<Time>,
    mut board: ResMut<Match>,
    settings: Res<MatchSettings>,
    mut score: ResMut<Scoreboard>,
    mut book: ResMut<RecordBook>,
    mut sounds: MessageWriter<Sound>,
) {
    if board.game.is_running() || board.ended_at.is_some() {
        return;
    }
    board.ended_at = Some(time.elapsed_secs_f64());
    if settings.mode == Mode::Online {
        // Online results (resignations too) are the session's to record.
        return;
    }
    if board.scored {
        return;
    }
    board.scored = true;
    let winner = board.game.winner();
    let rules = board.game.rules();
    sounds.write(match (settings.mode, winner) {
        (_, None) => Sound::Draw,
        (Mode::VsComputer, Some(p)) if p != settings.human => Sound::Loss,
        _ => Sound::Win,
    });
    match settings.mode {
        // An engine's games are not the player's records against the computer.
        Mode::VsComputer if settings.own_engine().is_some() => {}
        Mode::VsComputer => {
            let won = winner.map(|p| p == settings.human);
            book.ttt_finished(rules, Ending::AgainstComputer { level: settings.level, won });
        }
        Mode::TwoPlayers => book.ttt_finished(rules, Ending::TwoPlayers(winner)),
        // Games the computer plays against itself are watched, not recorded.
        Mode::ComputerVsComputer | Mode::Online => {}
    }
    if settings.mode == Mode::VsComputer {
        match winner {
            Some(p) if p == settings.human => score.won += 1,
            Some(_) => score.lost += 1,
            None => score.drawn += 1,
        }
    } else {
        match winner {
            Some(Player::X) => score.x_wins += 1,
            Some(Player::O) => score.o_wins += 1,
            None => score.other_draws += 1,
        }
    }
}

fn next_game_when_watching(
    time: Res<Time>,
    board: Res<Match>,
    settings: Res<MatchSettings>,
    mut actions: MessageWriter<TttAction>,
) {
    if settings.mode == Mode::ComputerVsComputer
        && let Some(ended) = board.ended_at
        && time.elapsed_secs_f64() - ended >= settings.watch_pause as f64
    {
        actions.write(TttAction::NewGame);
    }
}
