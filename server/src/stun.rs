//! The server's own STUN (RFC 8489 Binding, on UDP): a game asks what its
//! address looks like from the internet, and is told, so that two games
//! behind ordinary home routers find a way to each other with no third
//! party. Only well-formed Binding requests are answered, each with no
//! more than it asked in bytes beyond the address, and one address is
//! answered a few dozen times a second at most (a STUN server must not be
//! a tool to flood someone whose address is forged).

use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};

use rtc_stun::fingerprint::FINGERPRINT;
use rtc_stun::message::{BINDING_REQUEST, BINDING_SUCCESS, Message, Setter};
use rtc_stun::xoraddr::XorMappedAddress;
use tokio::net::UdpSocket;
use tracing::{info, warn};

use crate::hub::{Hub, Stage};
use crate::proxy::counted_as;

/// The largest request read (a Binding request is 20 bytes and a few attributes).
const LARGEST: usize = 548;
/// Answers one address gets in a second, at most.
const ANSWERS_PER_SECOND: u32 = 40;
/// Addresses remembered for their rate, at most (forgotten each second anyway).
const REMEMBERED: usize = 65_536;

/// The answer to `request` from `from`, if it is a Binding request.
pub fn answer(request: &[u8], from: SocketAddr) -> Option<Vec<u8>> {
    if request.len() > LARGEST || !rtc_stun::message::is_stun_message(request) {
        return None;
    }
    let mut asked = Message::new();
    asked.unmarshal_binary(request).ok()?;
    if asked.typ != BINDING_REQUEST {
        return None;
    }
    let mut told = Message::new();
    let parts: [Box<dyn Setter>; 4] = [
        Box::new(BINDING_SUCCESS),
        Box::new(asked.transaction_id),
        Box::new(XorMappedAddress { ip: from.ip(), port: from.port() }),
        Box::new(FINGERPRINT),
    ];
    told.build(&parts).ok()?;
    Some(told.raw)
}

/// Answers STUN on `socket` until the server stops.
pub async fn serve(socket: UdpSocket, hub: Arc<Hub>) {
    if let Ok(at) = socket.local_addr() {
        info!(stun = %at, "answering STUN");
    }
    let mut buffer = vec![0u8; LARGEST + 1];
    let mut answered: HashMap<std::net::IpAddr, u32> = HashMap::new();
    let mut second = Instant::now();
    loop {
        let received = tokio::select! {
            received = socket.recv_from(&mut buffer) => received,
            () = hub.reached(Stage::Closing) => return,
        };
        let (length, from) = match received {
            Ok(received) => received,
            Err(e) => {
                // An ICMP error for an earlier answer, for one: go on.
                warn!("STUN: {e}");
                tokio::time::sleep(Duration::from_millis(10)).await;
                continue;
            }
        };
        if second.elapsed() >= Duration::from_secs(1) || answered.len() >= REMEMBERED {
            answered.clear();
            second = Instant::now();
        }
        let count = answered.entry(counted_as(from.ip())).or_default();
        if *count >= ANSWERS_PER_SECOND {
            continue;
        }
        if let Some(reply) = answer(&buffer[..length], from) {
            *count += 1;
            hub.stun_answers.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            let _ = socket.send_to(&reply, from).await;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rtc_stun::message::Getter;

    fn binding_request() -> Vec<u8> {
        let mut request = Message::new();
        let parts: [Box<dyn Setter>; 2] =
            [Box::new(BINDING_REQUEST), Box::new(rtc_stun::message::TransactionId::new())];
        request.build(&parts).unwrap();
        request.raw
    }

    #[test]
    fn a_binding_request_is_told_its_address_and_nothing_else_is_answered() {
        let request = binding_request();
        let from: SocketAddr = "203.0.113.7:40123".parse().unwrap();
        let reply = answer(&request, from).expect("an answer");
        let mut told = Message::new();
        told.unmarshal_binary(&reply).unwrap();
        assert_eq!(told.typ, BINDING_SUCCESS);
        assert_eq!(told.transaction_id.0, request[8..20], "the same transaction");
        let mut address = XorMappedAddress::default();
        address.get_from(&told).unwrap();
        assert_eq!((address.ip, address.port), (from.ip(), from.port()));
        assert!(reply.len() <= request.len() + 32, "little more than it asked: {}", reply.len());
        for junk in [&b""[..], b"GET / HTTP/1.1\r\n\r\n", &[0u8; 20], &vec![0u8; 2000]] {
            assert_eq!(answer(junk, from), None);
        }
        // A success (as a reflected answer would be) is not answered.
        assert_eq!(answer(&reply, from), None);
        let mut cut = request.clone();
        cut.truncate(19);
        assert_eq!(answer(&cut, from), None);
    }
}
