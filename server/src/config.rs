//! How the server is run: where the game is, whom it trusts, and every
//! limit, each with its default (docs/hosting.md, "Limits: what a stranger can hold").

use std::path::PathBuf;
use std::time::Duration;

use crate::proxy::Cidr;

/// How long a peer may owe its first signal (told of the other, or offered a
/// connection) before its seat may go to a newcomer (the rooms see to it).
pub const SILENT_SEAT: Duration = Duration::from_secs(3);
/// How long a room's newest seat is on probation: a newcomer who finds the
/// room full waits this long at most for its first peer to let it go.
pub const PROBATION: Duration = Duration::from_secs(8);

/// How the server is run.
#[derive(Debug, Clone)]
pub struct Config {
    /// The web game's folder (`index.html`, `game_bg.wasm`, …).
    pub web: PathBuf,
    /// Proxies whose connections begin with a PROXY header naming the client (`--trusted-proxy`).
    pub trusted_proxies: Vec<Cidr>,
    /// Origins whose pages may use the signalling (`--allow-origin`; none given: every page may).
    pub allowed_origins: Vec<String>,
    /// Connections held at once, all together (below the open-file limit).
    pub max_connections: usize,
    /// Connections of any kind one address may hold at once.
    pub max_connections_per_address: usize,
    /// Signalling connections one address may hold at once.
    pub max_per_address: usize,
    /// Signalling connections one address may open in a minute.
    pub connects_per_minute: u32,
    /// Questions to `/ice` one address may ask in a minute.
    pub ice_per_minute: u32,
    /// The STUN and TURN servers handed to the games (`/ice`).
    pub ice: crate::iceservers::Ice,
    /// Players one address may have waiting to be paired, over every rule set.
    pub waiting_per_address: usize,
    /// TLS handshakes one address may have under way at once.
    pub handshakes_per_address: usize,
    /// A TLS handshake (or a trusted proxy's header) not done in this time is dropped.
    pub handshake_time: Duration,
    /// A request's head must arrive within this time, and a kept-alive
    /// connection with no request in it is closed after it.
    pub request_time: Duration,
    /// A connection whose writes make no progress for this long (a client
    /// that takes nothing) is closed.
    pub stall_time: Duration,
    /// A socket that says nothing for this long is closed (games keep theirs
    /// alive every 10 seconds).
    pub idle: Duration,
    /// Signals a peer may send at once, and how many a second after that.
    pub signals: (u32, u32),
    /// A peer that owes its first signal this long gives its seat to a newcomer.
    pub silent_seat: Duration,
    /// A newcomer who finds the room full waits this long at most while its newest seat may be let go.
    pub probation: Duration,
    /// On stopping: how long `/healthz` answers 503 while the server still
    /// serves, so that a proxy sends no one new before it stops accepting.
    pub drain: Duration,
    /// On stopping: how long downloads have to finish before every
    /// connection is closed and the server ends.
    pub grace: Duration,
}

impl Config {
    /// The defaults for a web folder.
    pub fn new(web: impl Into<PathBuf>) -> Self {
        Self {
            web: web.into(),
            trusted_proxies: Vec::new(),
            allowed_origins: Vec::new(),
            max_connections: connections_for(open_files()),
            max_connections_per_address: 128,
            max_per_address: 16,
            connects_per_minute: 120,
            ice_per_minute: 30,
            ice: crate::iceservers::Ice {
                ttl: Duration::from_secs(3600),
                ..crate::iceservers::Ice::default()
            },
            waiting_per_address: 2,
            handshakes_per_address: 8,
            handshake_time: Duration::from_secs(5),
            request_time: Duration::from_secs(10),
            stall_time: Duration::from_secs(30),
            idle: Duration::from_secs(45),
            signals: (100, 10),
            silent_seat: SILENT_SEAT,
            probation: PROBATION,
            drain: Duration::from_secs(2),
            grace: Duration::from_secs(5),
        }
    }

    /// Whether connections from `ip` begin with a PROXY header.
    pub fn trusts(&self, ip: std::net::IpAddr) -> bool {
        self.trusted_proxies.iter().any(|block| block.contains(ip))
    }
}

/// The most connections for an open-file limit of `files`: an eighth of it
/// (at least 64) is kept for the files served, the listeners and the log.
pub fn connections_for(files: u64) -> usize {
    let files = usize::try_from(files).unwrap_or(usize::MAX).min(1 << 24);
    files.saturating_sub((files / 8).max(64)).max(1)
}

/// The process's open-file limit (soft), raised to its hard limit first
/// where it can be; both, after the raise.
pub fn raise_open_files() -> std::io::Result<(u64, u64)> {
    #[cfg(unix)]
    {
        rlimit::increase_nofile_limit(u64::MAX)?;
        rlimit::getrlimit(rlimit::Resource::NOFILE)
    }
    #[cfg(not(unix))]
    {
        Ok((8192, 8192))
    }
}

/// The open-file limit (soft) as it stands.
pub fn open_files() -> u64 {
    #[cfg(unix)]
    {
        rlimit::getrlimit(rlimit::Resource::NOFILE).map_or(1024, |(soft, _)| soft)
    }
    #[cfg(not(unix))]
    {
        8192
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_ceiling_stays_below_the_open_files() {
        assert_eq!(connections_for(1024), 896);
        assert_eq!(connections_for(65536), 57344);
        assert_eq!(connections_for(100), 36);
        assert!(connections_for(u64::MAX) > 1_000_000);
    }
}
