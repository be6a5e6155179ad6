//! The STUN and TURN servers a host hands its games (`--stun`, `--turn`),
//! as the browser's `RTCIceServer`s, with TURN credentials made from the
//! secret the host shares with its TURN server (coturn's `use-auth-secret`,
//! the "TURN REST API"): the user name is `expiry:id`, the password
//! base64(HMAC-SHA1(secret, user name)), valid for [`Ice::ttl`]; the secret
//! never leaves the server. Unless the host names STUN servers, the
//! server's own (it answers STUN itself) is named at the host the game asked for.

use std::net::SocketAddr;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use base64::Engine;
use serde_json::{Value, json};

/// The STUN and TURN servers a host hands out.
#[derive(Debug, Clone, Default)]
pub struct Ice {
    /// STUN servers to name instead of the server's own (`--stun`).
    pub stun: Vec<String>,
    /// Where the server answers STUN itself (UDP), when it does.
    pub own_stun: Option<SocketAddr>,
    /// TURN servers (`--turn`), with their shared secret.
    pub turn: Vec<String>,
    /// The secret the TURN server shares (`--turn-secret-file`).
    pub turn_secret: Option<Vec<u8>>,
    /// How long a TURN credential is good for.
    pub ttl: Duration,
}

impl Ice {
    /// The servers for a game that asked at `host` (the request's `Host`), as `RTCIceServer`s.
    pub fn servers(&self, host: Option<&str>, now: SystemTime) -> Value {
        let mut servers = Vec::new();
        if !self.stun.is_empty() {
            servers.push(json!({ "urls": self.stun }));
        } else if let (Some(own), Some(host)) = (self.own_stun, host.and_then(host_name)) {
            servers.push(json!({ "urls": [format!("stun:{host}:{}", own.port())] }));
        }
        if let (false, Some(secret)) = (self.turn.is_empty(), &self.turn_secret) {
            let (username, credential) = credential(secret, now + self.ttl, &random_id());
            servers.push(json!({ "urls": self.turn, "username": username, "credential": credential }));
        }
        Value::Array(servers)
    }
}

/// The host part of a `Host` header (`games.example.org:8080` → `games.example.org`, `[::1]:80` → `[::1]`).
fn host_name(host: &str) -> Option<&str> {
    let host = host.trim();
    let name = if host.starts_with('[') {
        host.split_inclusive(']').next()?
    } else {
        host.rsplit_once(':')
            .map_or(host, |(name, port)| if port.parse::<u16>().is_ok() { name } else { host })
    };
    let fine = !name.is_empty()
        && name.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'-' | b':' | b'[' | b']'));
    fine.then_some(name)
}

/// A TURN REST credential good until `until`: the user name and the password.
pub fn credential(secret: &[u8], until: SystemTime, id: &str) -> (String, String) {
    let expiry = until.duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs());
    let username = format!("{expiry}:{id}");
    let key = ring::hmac::Key::new(ring::hmac::HMAC_SHA1_FOR_LEGACY_USE_ONLY, secret);
    let tag = ring::hmac::sign(&key, username.as_bytes());
    (username, base64::engine::general_purpose::STANDARD.encode(tag.as_ref()))
}

/// A short random id for a credential's user name.
fn random_id() -> String {
    let id = uuid::Uuid::new_v4();
    id.simple().to_string()[..12].to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn credentials_are_the_turn_rest_apis() {
        // The user name says until when; the password is its HMAC-SHA1 under the secret, in base64.
        let until = UNIX_EPOCH + Duration::from_secs(1_700_000_000);
        let (user, password) = credential(b"secret", until, "abc");
        assert_eq!(user, "1700000000:abc");
        let key = ring::hmac::Key::new(ring::hmac::HMAC_SHA1_FOR_LEGACY_USE_ONLY, b"secret");
        let tag = base64::engine::general_purpose::STANDARD.decode(&password).unwrap();
        assert!(ring::hmac::verify(&key, user.as_bytes(), &tag).is_ok());
        assert_eq!(tag.len(), 20, "SHA-1's 20 bytes");
        assert_ne!(credential(b"other", until, "abc").1, password);
    }

    #[test]
    fn the_servers_own_stun_is_named_at_the_host_asked_and_turn_with_fresh_credentials() {
        let ice = Ice {
            own_stun: Some("0.0.0.0:8080".parse().unwrap()),
            turn: vec!["turn:turn.example.org:3478?transport=udp".into()],
            turn_secret: Some(b"s3cret".to_vec()),
            ttl: Duration::from_secs(3600),
            ..Ice::default()
        };
        let now = UNIX_EPOCH + Duration::from_secs(1_000);
        let servers = ice.servers(Some("games.example.org:8080"), now);
        assert_eq!(servers[0]["urls"][0], "stun:games.example.org:8080");
        assert_eq!(servers[1]["urls"][0], "turn:turn.example.org:3478?transport=udp");
        let user = servers[1]["username"].as_str().unwrap();
        assert!(user.starts_with("4600:"), "an hour from now: {user}");
        assert!(!servers.to_string().contains("s3cret"), "the secret never leaves");
        let again = ice.servers(Some("games.example.org"), now);
        assert_ne!(again[1]["username"], servers[1]["username"], "a credential of its own each time");
        assert_eq!(ice.servers(Some("[2001:db8::1]:8080"), now)[0]["urls"][0], "stun:[2001:db8::1]:8080");
        // Named STUN servers stand instead of its own; nothing set is nothing handed out.
        let named = Ice { stun: vec!["stun:stun.example.net:3478".into()], ..ice.clone() };
        assert_eq!(named.servers(Some("h"), now)[0]["urls"][0], "stun:stun.example.net:3478");
        assert_eq!(Ice::default().servers(Some("h"), now), json!([]));
        assert_eq!(host_name("bad host\r\n"), None);
    }
}
