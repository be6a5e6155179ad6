//! What `pegs-server` tells games about reaching each other across
//! networks: `/ice` (its own STUN, named STUN servers, TURN with credentials
//! of their own) and its STUN answers on UDP.

use std::time::{Duration, SystemTime, UNIX_EPOCH};

use base64::Engine;
use pegs_server::Config;
use pegs_server::iceservers::Ice;
use rtc_stun::message::{BINDING_REQUEST, BINDING_SUCCESS, Getter, Message, Setter, TransactionId};
use rtc_stun::xoraddr::XorMappedAddress;

mod support;
use support::*;

fn with_ice(name: &str, ice: Ice) -> Config {
    let mut config = Config::new(web_folder(name));
    config.ice = Ice { ttl: Duration::from_secs(3600), ..ice };
    config.drain = Duration::ZERO;
    config
}

#[tokio::test]
async fn ice_names_the_servers_own_stun_and_a_relay_with_a_credential_of_its_own() {
    let secret = b"shared with coturn".to_vec();
    let ice = Ice {
        own_stun: Some("0.0.0.0:3478".parse().unwrap()),
        turn: vec!["turn:relay.example.org:3478?transport=udp".into()],
        turn_secret: Some(secret.clone()),
        ..Ice::default()
    };
    let server = start(with_ice("ice", ice)).await;
    let asked = "GET /ice HTTP/1.1\r\nHost: games.example.org:8080\r\nOrigin: https://elsewhere.example\r\n\
                 Connection: close\r\n\r\n";
    let (status, head, body) = get_raw(server.address, asked).await;
    assert_eq!(status, 200, "{head}");
    assert_eq!(header(&head, "content-type"), Some("application/json"));
    assert_eq!(header(&head, "cache-control"), Some("no-store"));
    assert_eq!(header(&head, "access-control-allow-origin"), Some("*"), "a page on another host may read it");
    let servers: serde_json::Value = serde_json::from_slice(&body).unwrap();
    assert_eq!(servers[0]["urls"][0], "stun:games.example.org:3478", "its own STUN, at the host asked");
    assert_eq!(servers[1]["urls"][0], "turn:relay.example.org:3478?transport=udp");
    let user = servers[1]["username"].as_str().unwrap();
    let (expiry, _id) = user.split_once(':').unwrap();
    let now = SystemTime::now().duration_since(UNIX_EPOCH).unwrap().as_secs();
    let expiry: u64 = expiry.parse().unwrap();
    assert!((now + 3500..=now + 3700).contains(&expiry), "good for about an hour: {expiry} vs {now}");
    // coturn checks the password the same way: HMAC-SHA1 of the user name under the secret.
    let key = ring::hmac::Key::new(ring::hmac::HMAC_SHA1_FOR_LEGACY_USE_ONLY, &secret);
    let password =
        base64::engine::general_purpose::STANDARD.decode(servers[1]["credential"].as_str().unwrap()).unwrap();
    assert!(ring::hmac::verify(&key, user.as_bytes(), &password).is_ok());
    assert!(!String::from_utf8_lossy(&body).contains("shared with coturn"), "the secret stays here");
    // Every question a credential of its own.
    let (_, _, again) = get_raw(server.address, asked).await;
    let again: serde_json::Value = serde_json::from_slice(&again).unwrap();
    assert_ne!(again[1]["username"], servers[1]["username"]);
}

#[tokio::test]
async fn ice_is_asked_at_a_rate_and_pages_of_other_sites_are_not_told_where_origins_are_named() {
    let mut config = with_ice("ice-rate", Ice::default());
    config.ice_per_minute = 3;
    config.allowed_origins = vec!["https://games.example.org".into()];
    let server = start(config).await;
    let ask = |origin: &'static str| {
        let address = server.address;
        async move { get_with(address, "/ice", &format!("Origin: {origin}\r\n")).await }
    };
    let (status, head, body) = ask("https://games.example.org").await;
    assert_eq!((status, body.as_slice()), (200, b"[]".as_slice()), "nothing set: nothing handed out");
    assert_eq!(header(&head, "access-control-allow-origin"), Some("https://games.example.org"));
    let (_, head, _) = ask("https://evil.example.com").await;
    assert_eq!(header(&head, "access-control-allow-origin"), None, "another site's page may not read it");
    ask("https://games.example.org").await;
    assert_eq!(ask("https://games.example.org").await.0, 429, "three a minute here");
}

#[tokio::test]
async fn the_servers_stun_tells_a_game_how_it_looks_from_outside() {
    let hub = pegs_server::Hub::new(with_ice("stun", Ice::default()));
    let socket = tokio::net::UdpSocket::bind("127.0.0.1:0").await.unwrap();
    let at = socket.local_addr().unwrap();
    tokio::spawn(pegs_server::stun::serve(socket, hub.clone()));
    let game = tokio::net::UdpSocket::bind("127.0.0.3:0").await.unwrap();
    let mut request = Message::new();
    let parts: [Box<dyn Setter>; 2] = [Box::new(BINDING_REQUEST), Box::new(TransactionId::new())];
    request.build(&parts).unwrap();
    game.send_to(&request.raw, at).await.unwrap();
    let mut answer = [0u8; 600];
    let (n, _) =
        tokio::time::timeout(Duration::from_secs(2), game.recv_from(&mut answer)).await.unwrap().unwrap();
    let mut told = Message::new();
    told.unmarshal_binary(&answer[..n]).unwrap();
    assert_eq!(told.typ, BINDING_SUCCESS);
    let mut mapped = XorMappedAddress::default();
    mapped.get_from(&told).unwrap();
    assert_eq!(std::net::SocketAddr::new(mapped.ip, mapped.port), game.local_addr().unwrap());
    // Junk gets no answer at all.
    game.send_to(b"GET / HTTP/1.1\r\n\r\n", at).await.unwrap();
    assert!(tokio::time::timeout(Duration::from_millis(300), game.recv_from(&mut answer)).await.is_err());
    // One address is answered a few dozen times a second, not more (no tool to flood someone forged).
    let mut answered = 0;
    for _ in 0..100 {
        game.send_to(&request.raw, at).await.unwrap();
    }
    while tokio::time::timeout(Duration::from_millis(300), game.recv_from(&mut answer)).await.is_ok() {
        answered += 1;
    }
    assert!((20..=45).contains(&answered), "{answered} answers to 100 in a moment");
}
