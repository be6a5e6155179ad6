//! Where a game is: its code, and the addresses of its room and its
//! server's parts (the signalling, and the STUN and TURN servers it hands out).

use rand::RngExt;

/// The letters of a game's code: no 0/O, 1/I/L or other look-alikes.
pub const CODE_LETTERS: &[u8] = b"ABCDEFGHJKMNPQRSTUVWXYZ23456789";
/// Letters in a game's code.
pub const CODE_LENGTH: usize = 6;
/// Characters a field for a typed code takes (the code with spaces and dashes).
pub const CODE_FIELD_LETTERS: usize = 12;
/// The signalling server a native game uses unless told otherwise.
pub const DEFAULT_SERVER: &str = "ws://localhost:3536";

/// A new code for a game.
pub fn new_code(rng: &mut impl rand::Rng) -> String {
    (0..CODE_LENGTH).map(|_| CODE_LETTERS[rng.random_range(0..CODE_LETTERS.len())] as char).collect()
}

/// The code of a room two games met through pairing can come back to,
/// from the ids the server gave them (in either order): both work out the
/// same code, and nobody who does not know both ids can.
pub fn code_for_pair(a: &[u8], b: &[u8]) -> String {
    let (first, second) = if a <= b { (a, b) } else { (b, a) };
    // FNV-1a, 64 bits: the same in every build of the game, on every platform.
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in b"pegs-and-stones pair".iter().chain(first).chain(b"/").chain(second) {
        hash = (hash ^ u64::from(*byte)).wrapping_mul(0x0100_0000_01b3);
    }
    let base = CODE_LETTERS.len() as u64;
    (0..CODE_LENGTH)
        .map(|_| {
            let letter = CODE_LETTERS[(hash % base) as usize] as char;
            hash /= base;
            letter
        })
        .collect()
}

/// A code as a player typed it, tidied (upper case, no spaces or dashes);
/// `None` unless it has the code's length and letters.
pub fn read_code(typed: &str) -> Option<String> {
    let code: String =
        typed.chars().filter(|c| !c.is_whitespace() && *c != '-').map(|c| c.to_ascii_uppercase()).collect();
    (code.len() == CODE_LENGTH && code.bytes().all(|b| CODE_LETTERS.contains(&b))).then_some(code)
}

/// Where `pegs-server` takes signalling, under the address it serves the game from.
pub const SIGNAL_PATH: &str = "/signal";

/// A server as a player names it, as the signalling's address: a web
/// address (`https://host`, `http://host:8080`: a `pegs-server`) is its
/// signalling under [`SIGNAL_PATH`] (`wss://host/signal`); a WebSocket
/// address (`ws://host:3536`, `wss://…`: any matchbox server) is taken as it
/// is; a bare `host:port` is a WebSocket address.
pub fn signalling_address(server: &str) -> String {
    let server = server.trim().trim_end_matches('/');
    let web = |scheme: &str, rest: &str| {
        let path = if rest.contains('/') { "" } else { SIGNAL_PATH };
        format!("{scheme}://{rest}{path}")
    };
    if let Some(rest) = server.strip_prefix("https://") {
        web("wss", rest)
    } else if let Some(rest) = server.strip_prefix("http://") {
        web("ws", rest)
    } else if server.starts_with("ws://") || server.starts_with("wss://") {
        server.to_string()
    } else {
        format!("ws://{server}")
    }
}

/// The room's address on the signalling server for a code.
pub fn room_url(server: &str, code: &str) -> String {
    format!("{}/pegs-and-stones-{code}", signalling_address(server))
}

/// Where players who asked for the same `key` (rules and protocol) are
/// paired two by two (matchbox's `?next=2`, which `pegs-server` and
/// `matchbox_server` both take): each pair gets a room of its own.
pub fn pairing_url(server: &str, key: &str) -> String {
    format!("{}/pegs-and-stones-quick-{key}?next=2", signalling_address(server))
}

/// Where a `pegs-server` hands out the STUN and TURN servers its games
/// should use (`GET /ice`), for a server named by its web address; `None`
/// for a WebSocket address (any matchbox server: the game keeps its own setting).
pub fn ice_address(server: &str) -> Option<String> {
    let server = server.trim().trim_end_matches('/');
    let rest = server.strip_prefix("https://").or_else(|| server.strip_prefix("http://"))?;
    let base = &server[..server.len() - rest.len()];
    let rest = rest.strip_suffix(SIGNAL_PATH).unwrap_or(rest);
    Some(format!("{base}{rest}/ice"))
}

/// The server a game reaches unless told otherwise: on the web, the page's
/// own origin, as `pegs-server` serves the game and its signalling
/// (`https://host` → `wss://host/signal`); natively a matchbox server on this machine.
pub fn default_server() -> String {
    crate::shell::platform::web::page_host()
        .map(|(secure, host)| format!("{}://{host}", if secure { "https" } else { "http" }))
        .unwrap_or_else(|| DEFAULT_SERVER.into())
}

pub fn fresh_code() -> String {
    use rand::SeedableRng;
    new_code(&mut rand::rngs::SmallRng::seed_from_u64(pegs_engine::fresh_seed()))
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;

    use super::*;

    #[test]
    fn codes_are_read_back_and_avoid_look_alikes() {
        let mut rng = rand::rngs::SmallRng::seed_from_u64(7);
        for _ in 0..200 {
            let code = new_code(&mut rng);
            assert_eq!(code.len(), CODE_LENGTH);
            assert!(!code.contains(['0', 'O', '1', 'I', 'L']), "{code}");
            assert_eq!(read_code(&code.to_lowercase()).as_deref(), Some(code.as_str()));
        }
        assert_eq!(read_code(" abc-def ").as_deref(), Some("ABCDEF"));
        assert_eq!(read_code("ABCDE"), None);
        assert_eq!(read_code("ABCDE0"), None, "a zero is never in a code");
        assert_eq!(read_code("ABCDEFG"), None);
    }

    #[test]
    fn two_paired_games_work_out_the_same_code_and_other_pairs_another() {
        let (a, b) = (b"0f3c2a6e-one".as_slice(), b"9b1d77aa-two".as_slice());
        let code = code_for_pair(a, b);
        assert_eq!(code, code_for_pair(b, a), "either game, the same code");
        assert_eq!(read_code(&code).as_deref(), Some(code.as_str()), "a code like any other: {code}");
        assert_ne!(code, code_for_pair(a, b"9b1d77aa-twp"), "another pair, another room");
        let codes: std::collections::HashSet<String> =
            (0..500u32).map(|i| code_for_pair(a, &i.to_le_bytes())).collect();
        assert_eq!(codes.len(), 500, "500 pairs, 500 rooms");
    }

    #[test]
    fn rooms_are_named_by_code_on_the_server() {
        assert_eq!(room_url("ws://h:3536/", "ABCDEF"), "ws://h:3536/pegs-and-stones-ABCDEF");
        assert_eq!(
            room_url("https://games.example", "ABCDEF"),
            "wss://games.example/signal/pegs-and-stones-ABCDEF"
        );
    }

    #[test]
    fn a_server_is_named_as_a_web_address_or_a_websocket_one() {
        assert_eq!(signalling_address("https://games.example/"), "wss://games.example/signal");
        assert_eq!(signalling_address("http://10.0.0.5:8080"), "ws://10.0.0.5:8080/signal");
        assert_eq!(
            signalling_address("https://host/pegs/signal"),
            "wss://host/pegs/signal",
            "a path given is kept"
        );
        assert_eq!(signalling_address("ws://localhost:3536"), "ws://localhost:3536");
        assert_eq!(signalling_address(" wss://relay.example "), "wss://relay.example");
        assert_eq!(signalling_address("localhost:3536"), "ws://localhost:3536");
    }

    #[test]
    fn a_pegs_server_hands_out_its_ice_servers_beside_its_signalling() {
        assert_eq!(ice_address("https://games.example/").as_deref(), Some("https://games.example/ice"));
        assert_eq!(ice_address("http://10.0.0.5:8080").as_deref(), Some("http://10.0.0.5:8080/ice"));
        assert_eq!(ice_address("https://host/pegs/signal").as_deref(), Some("https://host/pegs/ice"));
        assert_eq!(
            ice_address("ws://localhost:3536"),
            None,
            "a plain matchbox server: the game's own setting"
        );
        assert_eq!(ice_address("localhost:3536"), None);
    }
}
