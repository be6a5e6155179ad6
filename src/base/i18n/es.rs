//! Español. Palabras como en la guía de la que nació el juego: disco,
//! poste, torre; ficha, casilla, jugada. Se tutea al jugador.

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

pub(super) struct Spanish;

/// "1 movimiento", "2 movimientos".
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
    if n == 1 { "1 movimiento".into() } else { format!("{n} movimientos") }
}

/// "1 disco", "2 discos".
fn disks(n: usize) -> String {
    if n == 1 { "1 disco".into() } else { format!("{n} discos") }
}

/// "los discos 1–4", "el disco 1".
fn group(smallest: u8, largest: u8) -> String {
    if smallest == largest {
        format!("el disco {smallest}")
    } else {
        format!("los discos {smallest}–{largest}")
    }
}

fn level(l: Level) -> &'static str {
    match l {
        Level::Relaxed => "Relajado",
        Level::Easy => "Fácil",
        Level::Medium => "Medio",
        Level::Hard => "Difícil",
        Level::Impossible => "Imposible",
        Level::Perfect => "Perfecto",
    }
}

fn side(s: Side) -> String {
    match s {
        Side::You => "Tú".into(),
        Side::Computer => "La computadora".into(),
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
            CellKind::Centre => "en el centro",
            CellKind::Corner => "en una esquina",
            CellKind::Edge => "en el centro de un borde",
        };
        if !kinds.contains(&name) {
            kinds.push(name);
        }
    }
    kinds.join(" o ")
}

const WEEKDAYS: [&str; 7] = ["lun", "mar", "mié", "jue", "vie", "sáb", "dom"];
const MONTHS: [&str; 12] =
    ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sept", "oct", "nov", "dic"];

fn date(day: Day) -> String {
    format!("{} {} {} {}", WEEKDAYS[day.weekday()], day.day(), MONTHS[day.month() as usize - 1], day.year())
}

fn cell_text(cell: u8) -> String {
    format!("fila {}, columna {}", cell / 3 + 1, cell % 3 + 1)
}

fn cells_text(cells: &[u8]) -> String {
    joined(cells, cell_text)
}

/// Lo que se dice de los retos del día.
fn puzzle(m: &PuzzleMsg) -> String {
    match m {
        PuzzleMsg::Daily => "Retos del día".into(),
        PuzzleMsg::Date(day) => date(*day),
        PuzzleMsg::EarlierDay => "Día anterior".into(),
        PuzzleMsg::LaterDay => "Día siguiente".into(),
        PuzzleMsg::Today => "Hoy".into(),
        PuzzleMsg::HanoiEntry { optimum, stars } => match stars {
            Some(s) => format!("Hanói · {optimum} movimientos {}", stars_text(*s)),
            None => format!("Hanói · {optimum} movimientos"),
        },
        PuzzleMsg::TttEntry { win_in, solved } => {
            format!("TicTacToe · victoria en {win_in}{}", if *solved { " ✓" } else { "" })
        }
        PuzzleMsg::Preparing => "Preparando los retos…".into(),
        PuzzleMsg::Streak { now, best } => format!("Racha: {now} · mejor: {best}"),
        PuzzleMsg::Share => "Copiar mi resultado".into(),
        PuzzleMsg::Copied => "Copiado".into(),
        PuzzleMsg::ShareLine { day, hanoi, tictactoe, streak } => {
            let hanoi = match hanoi {
                Some((moves, optimum, stars)) => format!("{moves}/{optimum} {}", stars_text(*stars)),
                None => "–".into(),
            };
            let (win_in, solved) = tictactoe;
            let mark = if *solved { "✓" } else { "–" };
            format!(
                "{GAME_NAME} {day} · Hanói {hanoi} · TicTacToe victoria en {win_in} {mark} · racha {streak}"
            )
        }
        PuzzleMsg::Heading(day) => format!("Reto del {}", date(*day)),
        PuzzleMsg::HanoiGoal { goal, optimum } => {
            format!("Lleva toda la torre a la varilla {goal} en {optimum} movimientos, el mínimo posible.")
        }
        PuzzleMsg::HanoiMoves { moves, optimum } => format!("Movimientos: {moves} de {optimum}"),
        PuzzleMsg::HanoiSolved { moves, optimum, stars } => {
            format!("Resuelto en {moves} movimientos ({optimum} es el mínimo): {}", stars_text(*stars))
        }
        PuzzleMsg::HanoiHelped => "Resuelto con ayuda: sin estrellas. Inténtalo de nuevo tú solo.".into(),
        PuzzleMsg::TttGoal { side, win_in } => {
            format!(
                "Juegas con {side}: gana en {win_in} medios movimientos. Solo una jugada gana; el ordenador se defiende todo lo que puede."
            )
        }
        PuzzleMsg::HalfMovesLeft(n) => format!("Medios movimientos restantes: {n}"),
        PuzzleMsg::TttToWin { side, left } => format!("{side} para ganar: quedan {left} medios movimientos"),
        PuzzleMsg::TttSolved => "¡Resuelto! ✓".into(),
        PuzzleMsg::TttMissed => "Esa jugada no gana a tiempo: reto fallado.".into(),
        PuzzleMsg::WinningLine(cells) => format!("La línea ganadora: {}", cells_text(cells)),
        PuzzleMsg::OtherMoves => "Las otras primeras jugadas:".into(),
        PuzzleMsg::OtherMove { cell, value } => {
            format!("{}: {}", cell_text(*cell), Spanish::say(&outcome(*value)))
        }
        PuzzleMsg::RungHeading { number, of } => format!("Reto {number} de {of}"),
        PuzzleMsg::RungStars(stars) => format!("Ya resuelto: {}", stars_text(*stars)),
        PuzzleMsg::LadderEntry { game, solved, of } => format!("{} · {solved}/{of}", Spanish::say(game)),
        PuzzleMsg::Ladders => "Escaleras de retos".into(),
        PuzzleMsg::AllOpen => "Todos los retos abiertos".into(),
        PuzzleMsg::NextPuzzle => "Siguiente reto".into(),
        PuzzleMsg::TryAgain => "Otra vez".into(),
        PuzzleMsg::Leave => "Salir del reto".into(),
    }
}

/// Lo que se dice de una partida con un amigo en línea.
fn online(m: &OnlineMsg) -> String {
    match m {
        OnlineMsg::Mode => "Tú contra alguien en línea".into(),
        OnlineMsg::Start => {
            "Crea una partida, únete a la de tu amigo con su código o juega ya con alguien".into()
        }
        OnlineMsg::Create => "Crear una partida".into(),
        OnlineMsg::Join => "Unirse".into(),
        OnlineMsg::CodeField => "Código de tu amigo".into(),
        OnlineMsg::Code(code) => format!("Código de la partida: {code}"),
        OnlineMsg::CopyLink => "Copiar el enlace".into(),
        OnlineMsg::LinkCopied => "Enlace copiado".into(),
        OnlineMsg::Server => "Servidor".into(),
        OnlineMsg::NotACode => "Un código tiene seis letras y cifras.".into(),
        OnlineMsg::Connecting => "Conectando con el servidor…".into(),
        OnlineMsg::Waiting(code) => format!("Esperando a tu amigo: dale el código {code}"),
        OnlineMsg::Joining(code) => format!("Entrando en la partida de tu amigo {code}…"),
        OnlineMsg::NobodyThere => "Aún no hay nadie en esta partida. Revisad el código.".into(),
        OnlineMsg::FriendHere => "La partida de tu amigo está aquí: conectando…".into(),
        OnlineMsg::NoRoute { relay: false } => "La partida de tu amigo llegó, pero vuestras dos redes no se pudieron \
             conectar. Un relé (un servidor TURN) en el servidor del juego ayudaría: pregunta a quien lo lleva."
            .into(),
        OnlineMsg::NoRoute { relay: true } => "La partida de tu amigo llegó, pero vuestras dos redes no se pudieron \
             conectar, ni siquiera a través del relé del servidor. Probad otra red (por ejemplo, wifi en vez de \
             datos móviles)."
            .into(),
        OnlineMsg::ConnectedDirectly => "Conectados directamente".into(),
        OnlineMsg::ConnectedThroughRelay => "Conectados a través del relé del servidor".into(),
        OnlineMsg::IceUnavailable => {
            "El servidor no supo decir cómo cruzar entre redes: se intenta sin su ayuda.".into()
        }
        OnlineMsg::FriendAway(s) => format!("Tu amigo se fue. Esperando a que vuelva ({s} s)…"),
        OnlineMsg::FriendGone => "Tu amigo no ha vuelto. Reclama la partida o sal.".into(),
        OnlineMsg::Unreachable(server) => {
            format!("No se puede llegar al servidor {server}. Revisa la dirección y que esté en marcha.")
        }
        OnlineMsg::ReachingAgain => "Se perdió la conexión con el servidor: volviendo a intentarlo…".into(),
        OnlineMsg::MeetingAgain => "El servidor se fue: reencontrando a tu amigo en uno nuevo…".into(),
        OnlineMsg::NoServerHere(host) => format!(
            "{host} no tiene servidor para jugar en línea. Abre la página con ?server=wss://… al final o escribe un servidor en el campo Servidor."
        ),
        OnlineMsg::Full => "Esta partida ya tiene dos jugadores. Revisa el código.".into(),
        OnlineMsg::TurnedAway(why) => match why {
            TurnedAway::NotAGame => "Se rechazó un juego que no saludó. Seguimos esperando.".into(),
            TurnedAway::NotAnOffer => {
                "Se rechazó un juego que envió algo que no es una oferta de conexión. Seguimos esperando."
                    .into()
            }
            TurnedAway::OtherVersion { version, .. } => {
                format!("Se rechazó un juego de otra versión ({version}): necesitáis la misma.")
            }
            TurnedAway::SameSide => "Se rechazó un juego que reclama tu lado. Revisa el código.".into(),
            TurnedAway::OtherGame => "Se rechazó un juego con otra partida. Esperando a tu amigo.".into(),
        },
        OnlineMsg::SetupFailed => {
            "No se pudo establecer una conexión en este dispositivo. Revisa los ajustes de STUN y TURN."
                .into()
        }
        OnlineMsg::Failed(fault) => match fault {
            Fault::OtherVersion { version, .. } => {
                format!("El juego de tu amigo es otra versión ({version}): necesitáis la misma.")
            }
            Fault::SameRole => "Los dos juegos quieren el mismo lado. Revisa el código.".into(),
            Fault::InvalidMove => {
                "El juego de tu amigo envió una jugada no válida. La partida ha terminado.".into()
            }
            Fault::Diverged => {
                "Los dos juegos no coinciden en las jugadas hechas. La partida ha terminado.".into()
            }
        },
        OnlineMsg::FriendsTurn => "Turno de tu amigo".into(),
        OnlineMsg::Starts { game, you: true } => format!("Partida {game}: empiezas tú"),
        OnlineMsg::Starts { game, you: false } => format!("Partida {game}: empieza tu amigo"),
        OnlineMsg::Resigned { you: true } => "Te has rendido".into(),
        OnlineMsg::Resigned { you: false } => "Tu amigo se ha rendido: ¡ganas!".into(),
        OnlineMsg::FriendWins => "Gana tu amigo".into(),
        OnlineMsg::RematchOffered => "Tu amigo quiere jugar otra vez.".into(),
        OnlineMsg::RematchAsked => "Esperando a que tu amigo juegue otra vez…".into(),
        OnlineMsg::Resign => "Rendirse".into(),
        OnlineMsg::Rematch => "Jugar otra vez".into(),
        OnlineMsg::Claim => "Reclamar la partida".into(),
        OnlineMsg::Leave => "Salir".into(),
        OnlineMsg::AllTime { won, lost, drawn } => {
            format!("Contra amigos en línea, en total: {won} ganadas · {lost} perdidas · {drawn} empates")
        }
        OnlineMsg::PlaySomeone => "Jugar ya con alguien".into(),
        OnlineMsg::Looking(s) => format!("Buscando a alguien con quien jugar… {}:{:02}", s / 60, s % 60),
        OnlineMsg::LookingAgain(s) => format!(
            "Se encontró a alguien, pero vuestras redes no se pudieron conectar. Buscando de nuevo… {}:{:02}",
            s / 60,
            s % 60
        ),
        OnlineMsg::NoOneYet => "Aún no ha llegado nadie. Sigue esperando o juega contra el ordenador.".into(),
        OnlineMsg::KeepWaiting => "Seguir esperando".into(),
        OnlineMsg::PlayComputer => "Jugar contra el ordenador".into(),
        OnlineMsg::StopLooking => "Dejar de buscar".into(),
        OnlineMsg::WithStranger(m) => match &**m {
            OnlineMsg::FriendsTurn => "Turno del otro jugador".into(),
            OnlineMsg::Starts { game, you: false } => format!("Partida {game}: empieza el otro jugador"),
            OnlineMsg::Resigned { you: false } => "El otro jugador se ha rendido: ¡ganas!".into(),
            OnlineMsg::FriendWins => "Gana el otro jugador".into(),
            OnlineMsg::RematchOffered => "El otro jugador quiere jugar otra vez.".into(),
            OnlineMsg::RematchAsked => "Esperando a que el otro jugador juegue otra vez…".into(),
            OnlineMsg::FriendAway(s) => format!("El otro jugador se fue. Esperando a que vuelva ({s} s)…"),
            OnlineMsg::FriendGone => "El otro jugador no ha vuelto. Reclama la partida o sal.".into(),
            OnlineMsg::MeetingAgain => {
                "El servidor se fue: reencontrando al otro jugador en uno nuevo…".into()
            }
            OnlineMsg::FriendHere => "La partida del otro jugador está aquí: conectando…".into(),
            OnlineMsg::NoRoute { relay: false } => "La partida del otro jugador llegó, pero vuestras dos redes no \
                 se pudieron conectar. Un relé (un servidor TURN) en el servidor del juego ayudaría."
                .into(),
            OnlineMsg::NoRoute { relay: true } => "La partida del otro jugador llegó, pero vuestras dos redes no \
                 se pudieron conectar, ni siquiera a través del relé del servidor."
                .into(),
            other => online(other),
        },
        OnlineMsg::AllTimeStrangers { won, lost, drawn } => {
            format!(
                "Contra desconocidos en línea, en total: {won} ganadas · {lost} perdidas · {drawn} empates"
            )
        }
    }
}

impl Catalogue for Spanish {
    fn say(msg: &Msg) -> Cow<'static, str> {
        match msg {
            Msg::Tagline => "Dos juegos de mesa clásicos".into(),
            Msg::HanoiTitle => "Las torres de Hanói".into(),
            Msg::TicTacToeTitle => "Tres en raya infinito".into(),
            Msg::HanoiBlurb => {
                "Lleva la torre al poste derecho, un disco a la vez, sin poner nunca uno grande sobre uno pequeño.".into()
            }
            Msg::TicTacToeBlurb => {
                "Tres en raya gana, pero cada jugador conserva pocas fichas: la más antigua desaparece para hacer sitio.".into()
            }
            Msg::PressKey(k) => format!("tecla {k}").into(),
            Msg::MenuHelp => {
                "Haz clic en un juego o elige con ← → y Enter (también con 1 y 2). Esc vuelve aquí.".into()
            }
            Msg::LanguageLabel => "Idioma".into(),
            Msg::HowToPlayButton => "Cómo se juega".into(),

            Msg::MenuButton => "◀ Menú".into(),
            Msg::RecordsButton => "Récords".into(),
            Msg::HelpButton => "?  Cómo se juega".into(),
            Msg::ClosePage => "Esc o un clic cierra esta página.".into(),
            Msg::KeyHint(key) => match key {
                Key::Char(c) => format!("Tecla: {c}").into(),
                Key::Space => "Tecla: Espacio".into(),
                Key::Redo => "Teclas: Ctrl+Y".into(),
                Key::Esc => "Tecla: Esc".into(),
                Key::F1 => "Tecla: F1".into(),
            },
            Msg::Volume => "Volumen".into(),
            Msg::Mute => "Sin sonido".into(),

            Msg::StartPeg => "1 · inicio".into(),
            Msg::GoalPeg(p) => format!("{p} · meta").into(),
            Msg::HanoiCounter { moves: m, clock, optimum, left, exact } => format!(
                "Movimientos {m}  ·  {clock}  ·  óptimo desde el inicio {optimum}  ·  {} desde aquí {left}",
                if *exact { "óptimo" } else { "plan corto" }
            )
            .into(),
            Msg::Refused(r) => match r {
                MoveError::SamePeg => "Movimiento ilegal: el disco ya está en ese poste".into(),
                MoveError::NoSuchPeg(p) => format!("Movimiento ilegal: no existe el poste {}", p + 1).into(),
                MoveError::EmptyPeg(p) => format!("Movimiento ilegal: el poste {} no tiene ningún disco", p + 1).into(),
                MoveError::LargerOnSmaller { .. } => {
                    "Movimiento ilegal: un disco más grande no puede ir sobre uno más pequeño".into()
                }
            },
            Msg::OnlyTopDisk => "Solo se puede mover el disco de arriba de un poste".into(),
            Msg::NothingToPickUp(p) => format!("El poste {p} no tiene ningún disco que tomar").into(),
            Msg::NothingToUndo => "Nada que deshacer".into(),
            Msg::NothingToRedo => "Nada que rehacer".into(),
            Msg::AlreadySolved => "Ya está resuelto. Pulsa R para jugar otra vez.".into(),
            Msg::SolvingFromHere { moves: m, optimal } => if *optimal {
                format!("Resolviendo desde aquí: {} por el camino más corto", moves(*m))
            } else {
                format!("Resolviendo desde aquí: un plan corto de {}", moves(*m))
            }
            .into(),
            Msg::SolverPaused => "En pausa: Espacio sigue, N avanza un paso".into(),
            Msg::Hint { from, to, left, optimal } => format!(
                "Pista: mueve el disco de arriba del poste {from} al poste {to} (quedan {}{})",
                moves(*left),
                if *optimal { "" } else { " en un plan corto" }
            )
            .into(),
            Msg::NothingLeftToDo => "Resuelto: no queda nada por hacer".into(),
            Msg::Solved { moves: m, clock, optimum } => if m == optimum {
                format!("¡Resuelto en {}, {clock}: el óptimo!", moves(*m))
            } else {
                format!("Resuelto en {}, {clock} (el óptimo desde el inicio es {optimum})", moves(*m))
            }
            .into(),
            Msg::SolvedWithHelp(m) => format!("Resuelto con ayuda en {}: no cuenta como récord", moves(*m)).into(),
            Msg::FirstSolve => "Primera vez que resuelves esta torre.".into(),
            Msg::FewestMovesYet => "Menos movimientos que nunca.".into(),
            Msg::BestTimeYet => "¡Mejor tiempo!".into(),
            Msg::NoRefusedMove => "Ni un solo movimiento ilegal.".into(),

            Msg::HanoiLead(goal) => format!(
                "Lleva la torre del poste 1 al poste {goal}. Solo se mueve el disco de arriba, y nunca sobre uno \
                 más pequeño."
            )
            .into(),
            Msg::Disks => "Discos".into(),
            Msg::Pegs => "Postes".into(),
            Msg::Restart => "Reiniciar".into(),
            Msg::Undo => "Deshacer".into(),
            Msg::Redo => "Rehacer".into(),
            Msg::Solver => "Resolver solo".into(),
            Msg::Solve => "Resolver".into(),
            Msg::Pause => "Pausa".into(),
            Msg::Resume => "Seguir".into(),
            Msg::Step => "Paso".into(),
            Msg::Speed => "Velocidad".into(),
            Msg::SpeedMax => "máx".into(),
            Msg::PerSecond(n) => format!("{n}/s").into(),
            Msg::PlanLeft { moves: m, optimal } => format!(
                "Quedan {} en el plan {}",
                moves(*m),
                if *optimal { "óptimo" } else { "corto" }
            )
            .into(),
            Msg::MovesMade => "Movimientos".into(),
            Msg::Time => "Tiempo".into(),
            Msg::OptimalFromStart => "Óptimo desde el inicio".into(),
            Msg::MovesLeft { exact } => if *exact { "Quedan (óptimo)" } else { "Quedan (plan corto)" }.into(),
            Msg::BestForTower { moves: m, clock } => {
                format!("Mejor marca en esta torre: {}, {clock}", moves(*m)).into()
            }
            Msg::NotSolvedYet => "Aún no hay récord para este tamaño (con ayuda no cuenta).".into(),
            Msg::WithHelp => "Con ayuda: esta torre no contará como récord.".into(),
            Msg::PanelSolved { moves: m, optimal } => if *optimal {
                format!("¡Resuelto en {}: óptimo!", moves(*m))
            } else {
                format!("Resuelto en {}.", moves(*m))
            }
            .into(),
            Msg::HintButton => "Pista".into(),

            Msg::HanoiRecordsTitle => "Récords: Las torres de Hanói".into(),
            Msg::TicTacToeRecordsTitle => "Récords: Tres en raya infinito".into(),
            Msg::NoHanoiRecords => {
                "Aún no hay torres resueltas. Aquí aparece cada torre que resuelvas sin la solución automática \
                 ni pistas."
                    .into()
            }
            Msg::ColumnPegs => "Postes".into(),
            Msg::ColumnDisks => "Discos".into(),
            Msg::ColumnFewestMoves => "Menos movimientos".into(),
            Msg::ColumnBestTime => "Mejor tiempo".into(),
            Msg::ColumnSolves => "Resueltas".into(),
            Msg::OptimumMark => "✓ el óptimo".into(),
            Msg::NoTicTacToeRecords => {
                "Aún no hay partidas. Aquí se cuentan las partidas contra la computadora y entre dos jugadores.".into()
            }
            Msg::ThisSession => "Esta sesión".into(),
            Msg::AllTime => "En total".into(),
            Msg::AgainstLevel(l) => format!("Computadora: {}", level(*l)).into(),
            Msg::TwoPlayersRow => "Dos jugadores".into(),
            Msg::OnlineRow { strangers: false } => "Amigos en línea".into(),
            Msg::OnlineRow { strangers: true } => "Desconocidos en línea".into(),
            Msg::Tally { won, lost, drawn } => format!("{won} ganadas · {lost} perdidas · {drawn} empates").into(),
            Msg::PlayersTally { x, o, drawn } => format!("X {x} · O {o} · {drawn} empates").into(),
            Msg::ForgetRecords => "Olvidar récords…".into(),
            Msg::ForgetQuestion => "¿Olvidar estos récords para siempre?".into(),
            Msg::ForgetYes => "Olvidarlos".into(),
            Msg::ForgetNo => "Conservarlos".into(),

            Msg::YourTurn(c) => format!("Tu turno ({c})").into(),
            Msg::Turn(s) => match s {
                Side::You => "Tu turno".into(),
                other => format!("Turno de {}", side(*other)).into(),
            },
            Msg::Thinking(s) => format!("{} está pensando…", side(*s)).into(),
            Msg::Wins(s) => match s {
                Side::You => "¡Ganaste!".into(),
                Side::Computer => "Gana la computadora".into(),
                other => format!("¡Gana {}!", side(*other)).into(),
            },
            Msg::DrawByMoves => "Empate: sesenta jugadas sin tres en raya".into(),
            Msg::WinIn(n) => format!("gana en {n}").into(),
            Msg::LoseIn(n) => format!("pierde en {n}").into(),
            Msg::DrawHint => "empate".into(),
            Msg::TicTacToeLead(stones) => format!(
                "Tres en raya gana. Cada jugador conserva {stones} fichas: la atenuada desaparece en la \
                 siguiente jugada de su dueño."
            )
            .into(),
            Msg::ModeVsComputer => "Tú contra la computadora".into(),
            Msg::ModeTwoPlayers => "Dos jugadores".into(),
            Msg::ModeComputers => "Computadora contra computadora".into(),
            Msg::ModeLabel => "Quién juega".into(),
            Msg::Vibration => "Vibrar".into(),
            Msg::YouPlay => "Juegas con".into(),
            Msg::FirstMove => "Empieza".into(),
            Msg::Random => "Al azar".into(),
            Msg::ComputerLevel => "Computadora".into(),
            Msg::Level(l) => level(*l).into(),
            Msg::SolvingTheGame => "Resolviendo el juego…".into(),
            Msg::Rules => "Reglas".into(),
            Msg::RulesTitle(r) => match r {
                RuleSet::Seed => "La más antigua cuenta",
                RuleSet::RemoveFirst => "La más antigua sale antes",
                RuleSet::Four => "Cuatro fichas",
            }
            .into(),
            Msg::RulesSummary(r) => match r {
                RuleSet::Seed => {
                    "Tres fichas cada uno. La línea puede usar la ficha que está por desaparecer; después se va \
                     la más antigua."
                }
                RuleSet::RemoveFirst => {
                    "Tres fichas cada uno. Primero se va la más antigua; solo las tres que quedan forman línea."
                }
                RuleSet::Four => {
                    "Cuatro fichas cada uno. Primero se va la más antigua, y su casilla queda libre para la nueva."
                }
            }
            .into(),
            Msg::NewGame => "Nueva partida".into(),
            Msg::ShowExactValues => "Mostrar valores exactos".into(),
            Msg::SessionHeading => "Esta sesión".into(),
            Msg::YouWon => "Ganaste".into(),
            Msg::ComputerWon => "Ganó la computadora".into(),
            Msg::Drawn => "Empates".into(),
            Msg::XWon => "Ganó X".into(),
            Msg::OWon => "Ganó O".into(),
            Msg::AllTimeAgainst { level: l, won, lost, drawn } => format!(
                "En total contra {}: {won} ganadas, {lost} perdidas, {drawn} empates",
                level(*l)
            )
            .into(),
            Msg::AllTimePlayers { x, o, drawn } => {
                format!("En total: X ganó {x}, O ganó {o}, {drawn} empates").into()
            }

            Msg::ShowPlan => "Ver el plan".into(),
            Msg::ShowMap => "Ver el mapa".into(),
            Msg::PlanHeading => "El plan del solucionador".into(),
            Msg::PlanFromHere => "Lo que haría el solucionador desde aquí:".into(),
            Msg::PlanStep(step) => match *step {
                Step::Tower { smallest: 1, largest, from, to, via } => {
                    format!("mover {} de {} a {} pasando por {}", disks(largest as usize), from + 1, to + 1, via + 1)
                }
                Step::Tower { smallest, largest, from, to, via } => format!(
                    "mover los discos {smallest}–{largest} de {} a {} pasando por {}",
                    from + 1,
                    to + 1,
                    via + 1
                ),
                Step::Bring { smallest, disk, to, aside, .. } => format!(
                    "el disco {disk} debe ir al poste {}: antes {} al poste {}",
                    to + 1,
                    group(smallest, disk - 1),
                    aside + 1
                ),
                Step::Split { smallest, largest, to, aside, spare, .. } => format!(
                    "{} al poste {}: los {} más pequeños aparte en el poste {} con cuatro postes, los otros {} con tres",
                    group(smallest, largest),
                    to + 1,
                    aside,
                    spare + 1,
                    largest - smallest + 1 - aside
                ),
                Step::Searched { .. } => "el camino más corto desde aquí, hallado buscando en todas las posiciones".into(),
                Step::Move { disk, from, to } => format!("disco {disk}: {} → {}", from + 1, to + 1),
            }
            .into(),
            Msg::PlanProgress { done, total } => format!("{done} de {}", moves(*total)).into(),
            Msg::SplitWhy { aside, moves: m, fewer, more } => {
                let mut text = format!("¿Por qué {aside} aparte? Así son {}", moves(*m));
                match (fewer, more) {
                    (Some(f), Some(g)) => {
                        text += &format!("; con {} aparte serían {f}, con {} {g}.", aside - 1, aside + 1)
                    }
                    (Some(f), None) => text += &format!("; con {} aparte serían {f}.", aside - 1),
                    (None, Some(g)) => text += &format!("; con {} aparte serían {g}.", aside + 1),
                    (None, None) => text += ".",
                }
                text.into()
            }
            Msg::MapHeading => "Todas las posiciones de la torre".into(),
            Msg::MapNotShown { pegs, disks: n } => if *pegs > 3 {
                "El mapa se dibuja con tres postes: con cuatro las posiciones no forman ese triángulo.".to_string()
            } else {
                format!("El mapa se dibuja hasta 6 discos: con {n} tendría {} posiciones.", 3u64.pow(*n as u32))
            }
            .into(),
            Msg::MapLegend => {
                "Cada punto es una posición y cada línea un movimiento. Con anillo: aquí. Esquina dorada: la meta. Claro: el camino más corto. Azul: el camino que hiciste. Haz clic en un punto para ver su distancia.".into()
            }
            Msg::MapDistance { moves: m } => format!("Esa posición está a {} de la meta.", moves(*m)).into(),
            Msg::ShowThinking => "Mostrar el razonamiento".into(),
            Msg::ThinkingHeading => "Cómo puntúan las jugadas".into(),
            Msg::ThinkForMe => "Puntuar mis jugadas".into(),
            Msg::SearchStats { depth, nodes, cutoffs, millis } => format!(
                "Profundidad {depth}: {nodes} posiciones examinadas, {cutoffs} podas, {millis} ms"
            )
            .into(),
            Msg::PerfectStats => "Valores exactos del juego resuelto".into(),
            Msg::ScoreWords { score, depth } => match forced(*score, *depth) {
                Some((true, n)) => format!("{score:+}\ngana en {n}"),
                Some((false, n)) => format!("{score:+}\npierde en {n}"),
                None if score.abs() <= 5 => format!("{score:+}\nmás o menos igual"),
                None if *score > 0 => format!("{score:+}\npinta bien"),
                None => format!("{score:+}\npinta mal"),
            }
            .into(),
            Msg::Chosen => "elegida".into(),
            Msg::RandomMove => "Este nivel juega algunas jugadas al azar; esta fue una.".into(),
            Msg::SearchDepth => "Profundidad".into(),
            Msg::ExpectedLine(cells) => format!("Juego esperado: {}", line(cells)).into(),
            Msg::VanishesNext => "desaparece la próxima".into(),
            Msg::ReducedMotion => "Reducir movimiento".into(),
            Msg::TextSize => "Tamaño del texto".into(),
            Msg::Percent(p) => format!("{p} %").into(),
            Msg::HighContrast => "Alto contraste".into(),
            Msg::Settings => "Ajustes".into(),
            Msg::Close => "Cerrar".into(),
            Msg::Online(m) => online(m).into(),
            Msg::Puzzle(m) => puzzle(m).into(),
            Msg::Lesson(m) => super::lesson::es::say::<Spanish>(m).into(),
            Msg::Lines(lines) => lines.iter().map(|m| Self::say(m)).collect::<Vec<_>>().join(" ").into(),
            Msg::CellName { cell, stone, vanishes, value } => {
                let mut s = format!("{}: ", cell_text(*cell));
                match stone {
                    Some(side) => s.push(*side),
                    None => s.push_str("vacía"),
                }
                if *vanishes {
                    s.push_str(", desaparece la próxima");
                }
                if let Some(v) = value {
                    s.push_str(", ");
                    s.push_str(&Self::say(&outcome(*v)));
                }
                s.into()
            }
            Msg::PegName { peg, disks } => match disks.as_slice() {
                [] => format!("poste {}: vacío", peg + 1),
                [d] => format!("poste {}: disco {d}", peg + 1),
                all => format!("poste {}: discos {}; arriba {}", peg + 1, list(all), all[all.len() - 1]),
            }
            .into(),
            Msg::Holding(d) => format!("Tienes el disco {d}.").into(),
            Msg::DiskMoved { disk, from, to } => {
                format!("Disco {disk} del poste {} al poste {}.", from + 1, to + 1).into()
            }
            Msg::StonePlaced { side, cell, vanished } => {
                let mut s = format!("{side} en {}.", cell_text(*cell));
                if let Some(v) = vanished {
                    s.push_str(&format!(" Desapareció la ficha de {side} en {}.", cell_text(*v)));
                }
                s.into()
            }
            Msg::SolverProgress { left } => format!("Resolviendo: quedan {}.", moves(*left)).into(),

            Msg::NoDataFolder => {
                "No se encontró una carpeta para los datos guardados: tu progreso no se está guardando.".into()
            }
            Msg::DataUnreadableProtected(e) => format!(
                "No se pudieron leer los datos guardados ({e}); para protegerlos, no se guarda nada."
            )
            .into(),
            Msg::DataKeptAside(at) => {
                format!("No se pudieron leer los datos guardados; se conservaron como {at}.").into()
            }
            Msg::DataNotMovable(e) => format!(
                "No se pudieron leer ni apartar los datos guardados ({e}); para protegerlos, no se guarda nada."
            )
            .into(),
            Msg::NotSaving(e) => format!("Tu progreso no se está guardando: {e}.").into(),
        }
    }

    fn hanoi_page(f: &HanoiFacts) -> Page {
        let pegs = f.pegs;
        let left = vec![
            Block::Heading("El objetivo".into()),
            Block::Text(format!(
                "Todos los discos empiezan en el poste 1. Lleva la torre entera al poste {pegs}, la meta, \
                 con los menos movimientos que puedas."
            )),
            Block::Picture(Picture::Tower { pegs }),
            Block::Heading("Las reglas".into()),
            Block::Steps(vec![
                "Solo se mueve el disco de arriba de un poste, uno a la vez.".into(),
                "Un disco va a un poste vacío o sobre un disco más grande.".into(),
                "Todo lo demás se rechaza con su motivo, y nada se mueve.".into(),
            ]),
            Block::Heading("Lo que sabe la solución".into()),
            Block::Text(if pegs == 3 {
                format!(
                    "Con {} el óptimo es 2ⁿ − 1 = {}, y el disco más pequeño se mueve una vez \
                     sí y otra no, siempre en el mismo sentido alrededor de los postes.",
                    disks(f.disks),
                    moves(f.optimum)
                )
            } else {
                format!(
                    "Con cuatro postes, el camino más corto para {} es de {} (el plan de Frame \
                     y Stewart): los discos más pequeños esperan en un poste libre mientras los demás cruzan con \
                     tres postes.",
                    disks(f.disks),
                    moves(f.optimum)
                )
            }),
        ];
        let right = vec![
            Block::Heading("Ratón y pantalla táctil".into()),
            Block::Points(vec![
                "Haz clic o toca un disco de arriba y luego un poste.".into(),
                "O arrastra el disco hasta un poste.".into(),
                "Un clic en el disco que tienes o en la mesa lo devuelve.".into(),
            ]),
            Block::Heading("Teclas".into()),
            Block::Points(vec![
                format!("1 a {pegs}: tomar de un poste, dejar en un poste"),
                "U deshacer · Ctrl+Y rehacer · R reiniciar".into(),
                "Espacio: resolver solo, pausa, seguir · N un paso".into(),
                "H pista · M sonido · F1 esta página · Esc menú".into(),
            ]),
            Block::Heading("Récords".into()),
            Block::Text(
                "El reloj arranca con tu primer movimiento. Una torre resuelta sin la solución automática ni \
                 pistas cuenta como récord."
                    .into(),
            ),
        ];
        Page { title: "Cómo se juega: Las torres de Hanói".into(), left, right }
    }

    fn tictactoe_page(f: &TicTacToeFacts) -> Page {
        let stones = f.stones;
        let mut steps: Vec<String> = match f.rules {
            RuleSet::Seed => vec![
                "Pon una ficha en una casilla sin ficha. La ficha atenuada todavía ocupa su casilla.".into(),
                "La ficha se suma a tus fichas.".into(),
                "Tres en raya entre todas ellas, la atenuada incluida, gana en el acto: no se quita nada."
                    .into(),
                format!("Si no, cuando ya tienes {} fichas, desaparece la más antigua.", stones + 1),
            ],
            RuleSet::RemoveFirst => vec![
                "Pon una ficha en una casilla sin ficha. La ficha atenuada todavía ocupa su casilla.".into(),
                format!("Si ya tienes {stones} fichas, primero desaparece la más antigua."),
                "Después gana tres en raya entre las fichas que quedan.".into(),
            ],
            RuleSet::Four => vec![
                "Pon una ficha en una casilla sin ficha o sobre tu propia ficha atenuada.".into(),
                format!("Si ya tienes {stones} fichas, primero desaparece la más antigua."),
                "Después gana tres en raya entre tus fichas.".into(),
            ],
        };
        steps.push(format!("Tras {} jugadas sin ganador, la partida termina en empate.", f.move_limit));
        let fact = match &f.solved {
            Solved::FirstPlayerWins { moves, by } => format!(
                "Con juego perfecto gana quien empieza: con la primera ficha {}, la partida se gana a más \
                 tardar en la jugada {by}.",
                cell_kinds(moves)
            ),
            Solved::SecondPlayerWins(by) => {
                format!("Con juego perfecto gana el segundo jugador, a más tardar en la jugada {by}.")
            }
            Solved::Draw => "Con juego perfecto nadie gana: cualquier primera jugada lleva al empate.".into(),
            Solved::NotYetKnown => "La computadora todavía está resolviendo estas reglas…".into(),
        };
        let left = vec![
            Block::Heading("El objetivo".into()),
            Block::Text("Tres fichas tuyas en una fila, una columna o una diagonal.".into()),
            Block::Heading("Las reglas, en este orden".into()),
            Block::Steps(steps),
            Block::Picture(Picture::FadedStones),
            Block::Text(format!(
                "Cada jugador conserva {stones} fichas. La ficha atenuada es la que desaparece en la siguiente \
                 jugada de su dueño."
            )),
        ];
        let right = vec![
            Block::Heading("Ratón y pantalla táctil".into()),
            Block::Points(vec![
                "Haz clic o toca una casilla libre.".into(),
                "Una ficha pálida muestra dónde iría la tuya.".into(),
            ]),
            Block::Heading("Teclas".into()),
            Block::Points(vec![
                "1–9: las casillas, fila por fila desde arriba a la izquierda".into(),
                "N nueva partida (en línea: jugar otra vez)".into(),
                "U deshacer · H valores exactos".into(),
                "M sonido · F1 esta página · Esc menú".into(),
            ]),
            Block::Heading("Lo que sabe la solución".into()),
            Block::Text(fact),
        ];
        Page { title: "Cómo se juega: Tres en raya infinito".into(), left, right }
    }
}

impl super::lesson::Words for Spanish {
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
