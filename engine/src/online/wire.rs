//! The messages two games exchange online, and their text form: one short
//! line of words and numbers, read strictly (anything else is refused, and
//! nothing longer than [`MOST_BYTES`] is read at all).

use std::fmt;

use crate::tictactoe::{Player, RuleSet};

/// The protocol's version: games speaking another cannot play each other.
/// Version 2: each side is the authority for its own moves and resignation
/// (see [`Session`](super::Session)), and a full room says so (`full`).
/// Version 3: the host gives the game a key when the two first meet
/// (`key`), and a game that comes back proves it holds it (`ask`, `proof`).
pub const PROTOCOL: u16 = 3;
/// The longest message read, in bytes (a whole game's moves fit many times over).
pub const MOST_BYTES: usize = 512;
/// The most moves a synchronisation may carry: more than any game can have.
const MOST_MOVES: usize = crate::tictactoe::rules::MOVE_LIMIT as usize;

/// One message between the two games.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message {
    /// The first message of each side once connected.
    Hello {
        /// [`PROTOCOL`] of the sender.
        protocol: u16,
        /// The sender's game version, to name it when the protocols differ.
        version: String,
        /// Whether the sender created the game (the host plays X, the guest O).
        host: bool,
    },
    /// The whole game as the sender has it: to start a game, and to agree
    /// again after a drop or a doubt.
    Sync {
        /// The game's number in the series (1 for the first).
        game: u32,
        /// The rules played by (the host's choice).
        rules: RuleSet,
        /// Who moves first in this game.
        starter: Player,
        /// Every move of the game so far, as cells 0–8.
        moves: Vec<u8>,
        /// The side that resigned this game, if one did.
        resigned: Option<Player>,
    },
    /// A stone placed: the `number`th half-move of game `game`, on `cell`.
    Move {
        /// The game's number.
        game: u32,
        /// The half-move's number, from 1.
        number: u8,
        /// The cell, 0–8.
        cell: u8,
    },
    /// The sender gives up game `game`.
    Resign {
        /// The game's number.
        game: u32,
    },
    /// The sender would play again after game `game`.
    Rematch {
        /// The game that ended.
        game: u32,
    },
    /// The game's key, from the host to the game it first met: a game that
    /// comes back later proves with it that it is that game.
    Key(u128),
    /// Asks the game that came back to prove it holds the key: the number to prove it with.
    Ask(u64),
    /// The proof (see [`super::proof`]).
    Proof(u64),
    /// The sender leaves the game for good.
    Bye,
    /// The sender plays with someone else already: the room is full.
    Full,
}

/// Why a message could not be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BadMessage {
    /// Longer than [`MOST_BYTES`].
    TooLong(usize),
    /// Not UTF-8 text, an unknown word, or numbers out of range.
    Malformed,
}

impl fmt::Display for BadMessage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::TooLong(n) => write!(f, "a message of {n} bytes (at most {MOST_BYTES})"),
            Self::Malformed => write!(f, "a message that is not one of the game's"),
        }
    }
}

impl std::error::Error for BadMessage {}

/// Reads a hello's protocol, game version and side (`host` or `guest`),
/// strictly: the version is 1 to 32 letters, digits and `.-+`. A race's
/// hello reads the same words.
pub(crate) fn read_hello(protocol: &str, version: &str, role: &str) -> Option<(u16, String, bool)> {
    let version_ok = !version.is_empty()
        && version.len() <= 32
        && version.chars().all(|c| c.is_ascii_alphanumeric() || ".-+".contains(c));
    let host = match role {
        "host" => true,
        "guest" => false,
        _ => return None,
    };
    version_ok.then_some(())?;
    Some((protocol.parse().ok()?, version.to_string(), host))
}

fn side(player: Player) -> &'static str {
    match player {
        Player::X => "x",
        Player::O => "o",
    }
}

fn side_named(word: &str) -> Option<Player> {
    match word {
        "x" => Some(Player::X),
        "o" => Some(Player::O),
        _ => None,
    }
}

impl Message {
    /// The message's text form.
    pub fn encode(&self) -> String {
        match self {
            Self::Hello { protocol, version, host } => {
                format!("hello {protocol} {version} {}", if *host { "host" } else { "guest" })
            }
            Self::Sync { game, rules, starter, moves, resigned } => {
                let cells: String = moves.iter().map(|c| char::from(b'0' + c)).collect();
                let cells = if cells.is_empty() { "-".to_string() } else { cells };
                let resigned = resigned.map_or("-", side);
                format!("sync {game} {} {} {cells} {resigned}", rules.name(), side(*starter))
            }
            Self::Move { game, number, cell } => format!("move {game} {number} {cell}"),
            Self::Resign { game } => format!("resign {game}"),
            Self::Rematch { game } => format!("rematch {game}"),
            Self::Key(key) => format!("key {key:032x}"),
            Self::Ask(nonce) => format!("ask {nonce:016x}"),
            Self::Proof(proof) => format!("proof {proof:016x}"),
            Self::Bye => "bye".to_string(),
            Self::Full => "full".to_string(),
        }
    }

    /// Reads a message, strictly: every word in its place, numbers in range.
    pub fn decode(bytes: &[u8]) -> Result<Self, BadMessage> {
        if bytes.len() > MOST_BYTES {
            return Err(BadMessage::TooLong(bytes.len()));
        }
        let text = std::str::from_utf8(bytes).map_err(|_| BadMessage::Malformed)?;
        Self::parse(text).ok_or(BadMessage::Malformed)
    }

    fn parse(text: &str) -> Option<Self> {
        let words: Vec<&str> = text.split(' ').collect();
        let game = |w: &str| w.parse::<u32>().ok().filter(|&g| g >= 1);
        let message = match words.as_slice() {
            ["hello", protocol, version, role] => {
                let (protocol, version, host) = read_hello(protocol, version, role)?;
                Self::Hello { protocol, version, host }
            }
            ["sync", g, rules, starter, cells, resigned] => {
                let moves: Vec<u8> = if *cells == "-" {
                    Vec::new()
                } else {
                    let moves: Option<Vec<u8>> =
                        cells.bytes().map(|b| (b'0'..=b'8').contains(&b).then(|| b - b'0')).collect();
                    moves?
                };
                if moves.len() > MOST_MOVES {
                    return None;
                }
                let resigned = match *resigned {
                    "-" => None,
                    w => Some(side_named(w)?),
                };
                Self::Sync {
                    game: game(g)?,
                    rules: RuleSet::from_name(rules)?,
                    starter: side_named(starter)?,
                    moves,
                    resigned,
                }
            }
            ["move", g, number, cell] => {
                let number: u8 = number.parse().ok().filter(|n| (1..=MOST_MOVES as u8).contains(n))?;
                let cell: u8 = cell.parse().ok().filter(|&c| c < 9)?;
                Self::Move { game: game(g)?, number, cell }
            }
            ["resign", g] => Self::Resign { game: game(g)? },
            ["rematch", g] => Self::Rematch { game: game(g)? },
            ["key", k] if k.len() == 32 => Self::Key(u128::from_str_radix(k, 16).ok()?),
            ["ask", n] if n.len() == 16 => Self::Ask(u64::from_str_radix(n, 16).ok()?),
            ["proof", p] if p.len() == 16 => Self::Proof(u64::from_str_radix(p, 16).ok()?),
            ["bye"] => Self::Bye,
            ["full"] => Self::Full,
            _ => return None,
        };
        // Only the one spelling: what is read back writes the same text.
        (message.encode() == text).then_some(message)
    }
}
