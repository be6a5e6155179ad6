//! What one client may hold and open, and what everyone together may. A
//! client is counted by its address (an IPv6 address by its /64, see
//! [`crate::proxy::counted_as`]); behind a trusted proxy, by the address
//! in the proxy's header. Everything held is a [`Slot`], given back when it
//! is dropped, on whatever path its holder ends.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use crate::config::Config;
use crate::proxy::counted_as;
use crate::refusal::Refusal;

/// Addresses kept before the first sweep of those that hold nothing.
const SWEEP_AT: usize = 4096;
/// The window a connection rate is counted over.
const RATE_WINDOW: Duration = Duration::from_secs(60);

/// What a slot holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Hold {
    /// A place among every connection the server holds (not counted by address).
    Place,
    /// A connection of any kind from an address.
    Connection,
    /// A TLS handshake under way.
    Handshake,
    /// A signalling connection (a WebSocket at `/signal/`).
    Signalling,
    /// A player waiting to be paired.
    Waiting,
}

/// What one address holds and has opened lately.
#[derive(Default)]
struct Held {
    connections: usize,
    handshakes: usize,
    signalling: usize,
    waiting: usize,
    /// When the minute of the signalling rate began, and how many it has opened in it.
    window: Option<(Instant, u32)>,
    /// The same for its questions to `/ice`.
    ice_window: Option<(Instant, u32)>,
}

impl Held {
    fn count(&mut self, hold: Hold) -> &mut usize {
        match hold {
            Hold::Connection | Hold::Place => &mut self.connections,
            Hold::Handshake => &mut self.handshakes,
            Hold::Signalling => &mut self.signalling,
            Hold::Waiting => &mut self.waiting,
        }
    }

    fn holds_nothing(&self) -> bool {
        self.connections + self.handshakes + self.signalling + self.waiting == 0
    }

    fn rate_forgotten(&self, now: Instant) -> bool {
        let gone = |window: Option<(Instant, u32)>| {
            window.is_none_or(|(start, _)| now.duration_since(start) >= RATE_WINDOW)
        };
        gone(self.window) && gone(self.ice_window)
    }
}

/// Counts one more in a minute's `window`; false when `most` were counted in it already.
fn counted(window: &mut Option<(Instant, u32)>, most: u32, now: Instant) -> bool {
    let (start, seen) = match *window {
        Some((start, seen)) if now.duration_since(start) < RATE_WINDOW => (start, seen),
        _ => (now, 0),
    };
    if seen >= most {
        return false;
    }
    *window = Some((start, seen + 1));
    true
}

#[derive(Default)]
struct Addresses {
    held: HashMap<IpAddr, Held>,
    /// The size at which the next sweep runs: twice what a sweep left, so
    /// that sweeping costs each address a constant share.
    sweep_at: usize,
}

/// The caps, and what is held against them.
pub struct Limits {
    max_connections: usize,
    per_address: [usize; 4],
    connects_per_minute: u32,
    ice_per_minute: u32,
    places: AtomicUsize,
    addresses: Mutex<Addresses>,
}

impl Limits {
    /// The caps of `config`, with nothing held.
    pub fn new(config: &Config) -> Arc<Self> {
        Arc::new(Self {
            max_connections: config.max_connections,
            per_address: [
                config.max_connections_per_address,
                config.handshakes_per_address,
                config.max_per_address,
                config.waiting_per_address,
            ],
            connects_per_minute: config.connects_per_minute,
            ice_per_minute: config.ice_per_minute,
            places: AtomicUsize::new(0),
            addresses: Mutex::new(Addresses { held: HashMap::new(), sweep_at: SWEEP_AT }),
        })
    }

    fn lock(&self) -> MutexGuard<'_, Addresses> {
        self.addresses.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    fn cap(&self, hold: Hold) -> usize {
        match hold {
            Hold::Place => self.max_connections,
            Hold::Connection => self.per_address[0],
            Hold::Handshake => self.per_address[1],
            Hold::Signalling => self.per_address[2],
            Hold::Waiting => self.per_address[3],
        }
    }

    /// A place among all connections, if the server has one free.
    pub fn place(self: &Arc<Self>) -> Result<Slot, Refusal> {
        let taken = self.places.fetch_add(1, Ordering::AcqRel);
        if taken >= self.max_connections {
            self.places.fetch_sub(1, Ordering::AcqRel);
            return Err(Refusal::ServerFull);
        }
        Ok(Slot { limits: self.clone(), address: None, hold: Hold::Place })
    }

    /// Something an address holds ([`Hold::Place`] aside), if it may hold one
    /// more; a signalling connection also counts against its rate.
    pub fn hold(self: &Arc<Self>, ip: IpAddr, hold: Hold) -> Result<Slot, Refusal> {
        if hold == Hold::Place {
            return self.place();
        }
        let address = counted_as(ip);
        let now = Instant::now();
        let cap = self.cap(hold);
        let mut addresses = self.lock();
        if addresses.held.len() >= addresses.sweep_at {
            addresses.held.retain(|_, held| !held.holds_nothing() || !held.rate_forgotten(now));
            addresses.sweep_at = (addresses.held.len() * 2).max(SWEEP_AT);
        }
        let held = addresses.held.entry(address).or_default();
        if *held.count(hold) >= cap {
            let refusal = match hold {
                Hold::Connection => Refusal::ConnectionsFromAddress,
                Hold::Handshake => Refusal::HandshakesFromAddress,
                Hold::Waiting => Refusal::WaitingFromAddress,
                _ => Refusal::TooManyFromAddress,
            };
            forget_if_empty(&mut addresses, address, now);
            return Err(refusal);
        }
        if hold == Hold::Signalling && !counted(&mut held.window, self.connects_per_minute, now) {
            return Err(Refusal::TooFast);
        }
        *held.count(hold) += 1;
        Ok(Slot { limits: self.clone(), address: Some(address), hold })
    }

    /// Counts a question to `/ice` from `ip`, if it has not asked too often in the last minute.
    pub fn ask_ice(&self, ip: IpAddr) -> Result<(), Refusal> {
        let now = Instant::now();
        let mut addresses = self.lock();
        let held = addresses.held.entry(counted_as(ip)).or_default();
        if counted(&mut held.ice_window, self.ice_per_minute, now) { Ok(()) } else { Err(Refusal::TooFast) }
    }

    /// Connections held now, of every kind.
    pub fn places_held(&self) -> usize {
        self.places.load(Ordering::Acquire)
    }

    /// The most connections the server holds at once.
    pub fn max_connections(&self) -> usize {
        self.max_connections
    }

    /// Addresses kept now (for what they hold, or for their rate).
    pub fn addresses(&self) -> usize {
        self.lock().held.len()
    }

    /// What `ip` holds of `hold` now.
    pub fn held_by(&self, ip: IpAddr, hold: Hold) -> usize {
        if hold == Hold::Place {
            return self.places_held();
        }
        self.lock().held.get_mut(&counted_as(ip)).map_or(0, |held| *held.count(hold))
    }

    fn give_back(&self, address: Option<IpAddr>, hold: Hold) {
        let Some(address) = address else {
            self.places.fetch_sub(1, Ordering::AcqRel);
            return;
        };
        let now = Instant::now();
        let mut addresses = self.lock();
        if let Some(held) = addresses.held.get_mut(&address) {
            let count = held.count(hold);
            *count = count.saturating_sub(1);
        }
        forget_if_empty(&mut addresses, address, now);
    }
}

/// An address that holds nothing and whose rate no longer counts is forgotten.
fn forget_if_empty(addresses: &mut Addresses, address: IpAddr, now: Instant) {
    if addresses.held.get(&address).is_some_and(|held| held.holds_nothing() && held.rate_forgotten(now)) {
        addresses.held.remove(&address);
    }
}

/// Something held against a limit, given back when dropped.
pub struct Slot {
    limits: Arc<Limits>,
    address: Option<IpAddr>,
    hold: Hold,
}

impl Drop for Slot {
    fn drop(&mut self) {
        self.limits.give_back(self.address, self.hold);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn limits(config: Config) -> Arc<Limits> {
        Limits::new(&config)
    }

    #[test]
    fn an_address_is_held_to_its_limits_and_forgotten_when_gone() {
        let limits = limits(Config { max_per_address: 2, connects_per_minute: 3, ..Config::new(".") });
        let ip: IpAddr = "192.0.2.1".parse().unwrap();
        let a = limits.hold(ip, Hold::Signalling).unwrap();
        let b = limits.hold(ip, Hold::Signalling).unwrap();
        assert_eq!(limits.hold(ip, Hold::Signalling).err(), Some(Refusal::TooManyFromAddress));
        drop(a);
        let c = limits.hold(ip, Hold::Signalling).unwrap();
        drop((b, c));
        assert_eq!(limits.hold(ip, Hold::Signalling).err(), Some(Refusal::TooFast), "three in a minute");
        assert_eq!(limits.held_by(ip, Hold::Signalling), 0, "every slot was given back");
        // Other kinds have their own caps; the rate is the signalling's alone.
        let kept: Vec<Slot> = (0..5).map(|_| limits.hold(ip, Hold::Connection).unwrap()).collect();
        assert_eq!(limits.held_by(ip, Hold::Connection), 5);
        drop(kept);
        assert_eq!(limits.held_by(ip, Hold::Connection), 0);
        // Questions to /ice have a rate of their own.
        let limits = Limits::new(&Config { ice_per_minute: 2, ..Config::new(".") });
        assert!(limits.ask_ice(ip).is_ok() && limits.ask_ice(ip).is_ok());
        assert_eq!(limits.ask_ice(ip), Err(Refusal::TooFast));
        assert!(limits.ask_ice("192.0.2.2".parse().unwrap()).is_ok());
    }

    #[test]
    fn a_home_on_ipv6_is_one_address_and_the_server_has_a_ceiling() {
        let limits =
            limits(Config { max_connections_per_address: 2, max_connections: 3, ..Config::new(".") });
        let a = limits.hold("2001:db8:5:6::1".parse().unwrap(), Hold::Connection).unwrap();
        let b = limits.hold("2001:db8:5:6:ffff::2".parse().unwrap(), Hold::Connection).unwrap();
        assert_eq!(
            limits.hold("2001:db8:5:6:1234::9".parse().unwrap(), Hold::Connection).err(),
            Some(Refusal::ConnectionsFromAddress),
            "one /64"
        );
        let c = limits.hold("2001:db8:5:7::1".parse().unwrap(), Hold::Connection).unwrap();
        drop((a, b, c));
        let places: Vec<Slot> = (0..3).map(|_| limits.place().unwrap()).collect();
        assert_eq!(limits.place().err(), Some(Refusal::ServerFull));
        drop(places);
        assert_eq!(limits.places_held(), 0);
        assert!(limits.place().is_ok());
    }

    #[test]
    fn sweeping_keeps_what_is_held_and_rates_that_still_count() {
        let limits = limits(Config { connects_per_minute: 1000, ..Config::new(".") });
        let held = limits.hold("198.51.100.1".parse().unwrap(), Hold::Signalling).unwrap();
        // Many addresses that each opened one signalling connection and left: kept for their rate.
        for i in 0..(SWEEP_AT as u32 * 3) {
            let ip = IpAddr::from(std::net::Ipv4Addr::from(0x0a00_0000 + i));
            drop(limits.hold(ip, Hold::Signalling).unwrap());
        }
        assert!(limits.addresses() > SWEEP_AT, "their rates still count");
        assert_eq!(limits.held_by("198.51.100.1".parse().unwrap(), Hold::Signalling), 1);
        drop(held);
        // Without a rate (connections only), an address that holds nothing is forgotten at once.
        let before = limits.addresses();
        drop(limits.hold("203.0.113.5".parse().unwrap(), Hold::Connection).unwrap());
        assert_eq!(limits.addresses(), before);
    }
}
