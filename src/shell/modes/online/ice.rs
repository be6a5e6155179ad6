//! The STUN and TURN servers a `pegs-server` hands out (`GET /ice`, JSON in
//! the shape of the browser's `RTCIceServer`), asked afresh for every new
//! line: TURN credentials expire, and a host may change its servers. A
//! server that has no `/ice` (404: an older one, or something else at that
//! address) leaves the game with its own setting; one that answers with
//! something unreadable is said to have failed, and the game goes on with
//! its own setting too.

use serde::Deserialize;

/// A STUN or TURN server, as `RTCIceServer` has it.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct IceServer {
    /// Its addresses (`stun:host:port`, `turn:host:port?transport=udp`, …).
    #[serde(deserialize_with = "one_or_many")]
    pub urls: Vec<String>,
    /// The TURN user name.
    #[serde(default)]
    pub username: Option<String>,
    /// The TURN password.
    #[serde(default)]
    pub credential: Option<String>,
}

/// `urls` is one address or a list of them.
fn one_or_many<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Vec<String>, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Urls {
        One(String),
        Many(Vec<String>),
    }
    Ok(match Urls::deserialize(d)? {
        Urls::One(url) => vec![url],
        Urls::Many(urls) => urls,
    })
}

/// What the server said of its STUN and TURN servers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum IceAnswer {
    /// These (none: direct addresses only).
    Servers(Vec<IceServer>),
    /// It hands out none (no `/ice` there): the game's own setting.
    NotOffered,
    /// It could not be asked, or its answer could not be read: why.
    Failed(String),
}

impl IceAnswer {
    /// Whether a TURN server (a relay) is among those handed out.
    pub fn relay(&self) -> bool {
        matches!(self, Self::Servers(servers) if servers.iter().any(|s| s.urls.iter().any(|u| u.starts_with("turn"))))
    }
}

/// The most bytes of an answer read.
const LONGEST: usize = 64 * 1024;
/// Seconds the question may take.
pub const ASK_WITHIN: f64 = 5.0;

/// What an answer with `status` and `body` says.
pub fn read(status: u16, body: &str) -> IceAnswer {
    match status {
        200 => match serde_json::from_str::<Vec<IceServer>>(body) {
            Ok(servers) => check(servers),
            Err(e) => IceAnswer::Failed(format!("not a list of ICE servers: {e}")),
        },
        404 | 405 | 501 => IceAnswer::NotOffered,
        other => IceAnswer::Failed(format!("the server answered {other}")),
    }
}

/// Servers whose addresses are STUN or TURN ones, and whose TURN servers have credentials.
fn check(servers: Vec<IceServer>) -> IceAnswer {
    for server in &servers {
        let known = |u: &String| ["stun:", "stuns:", "turn:", "turns:"].iter().any(|s| u.starts_with(s));
        if server.urls.is_empty() || !server.urls.iter().all(known) {
            return IceAnswer::Failed(format!("not STUN or TURN addresses: {:?}", server.urls));
        }
        let turn = server.urls.iter().any(|u| u.starts_with("turn"));
        if turn && (server.username.is_none() || server.credential.is_none()) {
            return IceAnswer::Failed("a TURN server without credentials".into());
        }
    }
    IceAnswer::Servers(servers)
}

/// Asks `url` (a `pegs-server`'s `/ice`) for its servers.
pub async fn ask(url: String) -> IceAnswer {
    match get(&url).await {
        Ok((status, body)) => read(status, &body),
        Err(problem) => IceAnswer::Failed(problem),
    }
}

/// The servers a new line uses: those the server at `ask` hands out (if it
/// is asked and hands any out), else `own`; natively with their names
/// looked up once for the line (see [`resolve`]). What the server said, too.
pub async fn prepare(ask_at: Option<String>, own: Vec<IceServer>) -> (Option<IceAnswer>, Vec<IceServer>) {
    let answer = match ask_at {
        Some(url) => Some(ask(url).await),
        None => None,
    };
    let servers = match &answer {
        Some(IceAnswer::Servers(servers)) => servers.clone(),
        _ => own,
    };
    (answer, resolve(servers).await)
}

/// STUN and TURN servers named by host name, with the name looked up once:
/// the connection to each game would otherwise look it up again (natively,
/// each lookup holds a thread, for as long as the system's resolver takes
/// when it cannot answer: a crowd of joins could pile up hundreds). A name
/// that cannot be looked up within [`ASK_WITHIN`] seconds is left out, and
/// `turns:`/`stuns:` addresses keep their names (TLS needs them). The
/// browser looks names up itself.
pub async fn resolve(servers: Vec<IceServer>) -> Vec<IceServer> {
    #[cfg(target_arch = "wasm32")]
    {
        servers
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let mut resolved = Vec::with_capacity(servers.len());
        for mut server in servers {
            let mut urls = Vec::with_capacity(server.urls.len());
            for url in server.urls {
                match looked_up(&url).await {
                    Ok(url) => urls.push(url),
                    Err(problem) => tracing::warn!("{url}: left out ({problem})"),
                }
            }
            if !urls.is_empty() {
                server.urls = urls;
                resolved.push(server);
            }
        }
        resolved
    }
}

/// Whether `url` names its host by a name to look up (natively; never in the browser).
pub fn needs_lookup(url: &str) -> bool {
    if cfg!(target_arch = "wasm32") {
        return false;
    }
    let Some(rest) = url.strip_prefix("stun:").or_else(|| url.strip_prefix("turn:")) else { return false };
    let authority = rest.split('?').next().unwrap_or(rest);
    let host = match authority.strip_prefix('[') {
        Some(v6) => v6.split(']').next().unwrap_or(v6),
        None => authority.rsplit_once(':').map_or(authority, |(host, _)| host),
    };
    host.parse::<std::net::IpAddr>().is_err()
}

/// `url` with its host name replaced by the address it has (an address, or
/// a `turns:`/`stuns:` URL, as it is).
#[cfg(not(target_arch = "wasm32"))]
async fn looked_up(url: &str) -> Result<String, String> {
    use bevy::tasks::futures_lite::FutureExt;
    let Some((scheme, rest)) = url.split_once(':').filter(|(s, _)| matches!(*s, "stun" | "turn")) else {
        return Ok(url.to_string());
    };
    let (authority, query) = rest.split_once('?').map_or((rest, ""), |(a, q)| (a, q));
    let (host, port) = host_and_port(authority, 3478)?;
    if host.parse::<std::net::IpAddr>().is_ok() {
        return Ok(url.to_string());
    }
    let lookup = async { async_net::resolve((host.as_str(), port)).await.map_err(|e| e.to_string()) };
    let too_slow = async {
        async_io::Timer::after(std::time::Duration::from_secs_f64(ASK_WITHIN)).await;
        Err(format!("{host}: not looked up in {ASK_WITHIN} seconds"))
    };
    let addresses = lookup.or(too_slow).await?;
    let address = addresses
        .iter()
        .find(|a| a.is_ipv4())
        .or(addresses.first())
        .ok_or_else(|| format!("{host}: no address"))?;
    let query = if query.is_empty() { String::new() } else { format!("?{query}") };
    Ok(format!("{scheme}:{}{query}", std::net::SocketAddr::new(address.ip(), port)))
}

/// A GET of `url`, natively: HTTP/1.0 (so the answer comes whole, never in
/// chunks), over TLS for `https`, within [`ASK_WITHIN`] seconds.
#[cfg(not(target_arch = "wasm32"))]
async fn get(url: &str) -> Result<(u16, String), String> {
    use bevy::tasks::futures_lite::{AsyncReadExt, AsyncWriteExt, FutureExt};
    let (secure, rest) = match (url.strip_prefix("https://"), url.strip_prefix("http://")) {
        (Some(rest), _) => (true, rest),
        (None, Some(rest)) => (false, rest),
        _ => return Err(format!("{url}: not a web address")),
    };
    let (authority, path) =
        rest.split_once('/').map_or((rest, "/".to_string()), |(a, p)| (a, format!("/{p}")));
    let (host, port) = host_and_port(authority, if secure { 443 } else { 80 })?;
    let request = format!(
        "GET {path} HTTP/1.0\r\nHost: {authority}\r\nAccept: application/json\r\nUser-Agent: pegs-and-stones\r\n\r\n"
    );
    let exchange = async {
        let tcp = async_net::TcpStream::connect((host.as_str(), port))
            .await
            .map_err(|e| format!("{authority}: {e}"))?;
        let mut answer = Vec::new();
        if secure {
            let name = futures_rustls::rustls::pki_types::ServerName::try_from(host.clone())
                .map_err(|e| format!("{host}: {e}"))?;
            let mut tls =
                tls_connector()?.connect(name, tcp).await.map_err(|e| format!("{authority}: {e}"))?;
            tls.write_all(request.as_bytes()).await.map_err(|e| e.to_string())?;
            (&mut tls).take(LONGEST as u64).read_to_end(&mut answer).await.map_err(|e| e.to_string())?;
        } else {
            let mut tcp = tcp;
            tcp.write_all(request.as_bytes()).await.map_err(|e| e.to_string())?;
            (&mut tcp).take(LONGEST as u64).read_to_end(&mut answer).await.map_err(|e| e.to_string())?;
        }
        Ok::<_, String>(answer)
    };
    let too_slow = async {
        async_io::Timer::after(std::time::Duration::from_secs_f64(ASK_WITHIN)).await;
        Err(format!("{authority}: no answer in {ASK_WITHIN} seconds"))
    };
    let answer = exchange.or(too_slow).await?;
    let mut headers = [httparse::EMPTY_HEADER; 32];
    let mut response = httparse::Response::new(&mut headers);
    match response.parse(&answer) {
        Ok(httparse::Status::Complete(length)) => {
            let status = response.code.unwrap_or(0);
            Ok((status, String::from_utf8_lossy(&answer[length..]).into_owned()))
        }
        _ => Err(format!("{authority}: not an HTTP answer")),
    }
}

/// `host` and its port from an authority (`games.example:8443`, `[::1]:8080`, `games.example`).
#[cfg(not(target_arch = "wasm32"))]
fn host_and_port(authority: &str, default: u16) -> Result<(String, u16), String> {
    let bad = || format!("{authority}: not a host and port");
    if let Some(rest) = authority.strip_prefix('[') {
        let (host, after) = rest.split_once(']').ok_or_else(bad)?;
        let port = match after.strip_prefix(':') {
            Some(port) => port.parse().map_err(|_| bad())?,
            None if after.is_empty() => default,
            None => return Err(bad()),
        };
        return Ok((host.to_string(), port));
    }
    match authority.rsplit_once(':') {
        Some((host, port)) => Ok((host.to_string(), port.parse().map_err(|_| bad())?)),
        None => Ok((authority.to_string(), default)),
    }
}

/// TLS as the game's signalling has it: rustls with ring and the Mozilla roots.
#[cfg(not(target_arch = "wasm32"))]
fn tls_connector() -> Result<futures_rustls::TlsConnector, String> {
    use futures_rustls::rustls::{ClientConfig, RootCertStore, crypto::ring::default_provider};
    let roots = RootCertStore { roots: webpki_roots::TLS_SERVER_ROOTS.to_vec() };
    let config = ClientConfig::builder_with_provider(std::sync::Arc::new(default_provider()))
        .with_safe_default_protocol_versions()
        .map_err(|e| format!("TLS: {e}"))?
        .with_root_certificates(roots)
        .with_no_client_auth();
    Ok(futures_rustls::TlsConnector::from(std::sync::Arc::new(config)))
}

/// A GET of `url` in the browser (`fetch`, cross-origin as the page's server allows).
#[cfg(target_arch = "wasm32")]
async fn get(url: &str) -> Result<(u16, String), String> {
    use wasm_bindgen::JsCast;
    use wasm_bindgen_futures::JsFuture;
    let said =
        |e: wasm_bindgen::JsValue| format!("{url}: {}", e.as_string().unwrap_or_else(|| format!("{e:?}")));
    let window = web_sys::window().ok_or("no window")?;
    let asked = window.clone();
    let answer = async move {
        let response = JsFuture::from(asked.fetch_with_str(url)).await.map_err(said)?;
        let response: web_sys::Response = response.dyn_into().map_err(said)?;
        let status = response.status();
        let text = JsFuture::from(response.text().map_err(said)?).await.map_err(said)?;
        let text = text.as_string().unwrap_or_default();
        if text.len() > LONGEST {
            return Err(format!("{url}: an answer of more than {LONGEST} bytes"));
        }
        Ok((status, text))
    };
    let waited = async move {
        let _ = JsFuture::from(js_sys::Promise::new(&mut |resolve, _| {
            let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(
                &resolve,
                (ASK_WITHIN * 1000.0) as i32,
            );
        }))
        .await;
        Err(format!("{url}: no answer in {ASK_WITHIN} seconds"))
    };
    bevy::tasks::futures_lite::future::or(answer, waited).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_servers_answer_is_read_as_the_browser_reads_it() {
        let body = r#"[{"urls":"stun:games.example:8080"},
            {"urls":["turn:relay.example:3478?transport=udp"],"username":"1700:ab","credential":"c2VjcmV0"}]"#;
        let IceAnswer::Servers(servers) = read(200, body) else { panic!("read") };
        assert_eq!(servers[0].urls, ["stun:games.example:8080"]);
        assert_eq!(servers[1].username.as_deref(), Some("1700:ab"));
        assert!(read(200, body).relay());
        assert_eq!(read(200, "[]"), IceAnswer::Servers(Vec::new()), "none: direct addresses only");
        assert!(!read(200, "[]").relay());
        assert_eq!(read(404, "Not Found"), IceAnswer::NotOffered, "no /ice: the game's own setting");
        for (status, bad) in [
            (200, "{}"),
            (200, "<html>"),
            (200, r#"[{"urls":["http://evil.example/"]}]"#),
            (200, r#"[{"urls":["turn:relay.example:3478"]}]"#),
            (500, "oops"),
            (429, "slow down"),
        ] {
            assert!(matches!(read(status, bad), IceAnswer::Failed(_)), "{status} {bad}");
        }
    }

    #[cfg(not(target_arch = "wasm32"))]
    #[test]
    fn names_are_looked_up_once_and_addresses_kept_as_they_are() {
        let look = |url: &str| bevy::tasks::block_on(looked_up(url));
        assert_eq!(look("stun:203.0.113.1:8080").unwrap(), "stun:203.0.113.1:8080");
        assert!(!needs_lookup("stun:203.0.113.1:8080") && !needs_lookup("turn:[::1]:3478?transport=udp"));
        assert!(
            needs_lookup("stun:stun.example.org:3478") && needs_lookup("turn:relay.example?transport=udp")
        );
        assert!(!needs_lookup("turns:relay.example:443"), "TLS keeps its name");
        assert_eq!(
            look("turn:[2001:db8::1]:3478?transport=udp").unwrap(),
            "turn:[2001:db8::1]:3478?transport=udp"
        );
        assert_eq!(look("turns:relay.example:443").unwrap(), "turns:relay.example:443", "TLS keeps its name");
        assert_eq!(look("stun:localhost:3478").unwrap(), "stun:127.0.0.1:3478");
        assert_eq!(look("turn:localhost?transport=udp").unwrap(), "turn:127.0.0.1:3478?transport=udp");
        assert!(look("stun:no-such-host.invalid:3478").is_err());
        let servers = vec![IceServer {
            urls: vec!["stun:no-such-host.invalid".into(), "stun:localhost:9".into()],
            username: None,
            credential: None,
        }];
        let kept = bevy::tasks::block_on(resolve(servers));
        assert_eq!(kept[0].urls, ["stun:127.0.0.1:9"], "what cannot be looked up is left out");
    }

    #[cfg(not(target_arch = "wasm32"))]
    #[test]
    fn hosts_and_ports_are_read_from_an_address() {
        assert_eq!(host_and_port("games.example", 443).unwrap(), ("games.example".into(), 443));
        assert_eq!(host_and_port("10.0.0.5:8080", 80).unwrap(), ("10.0.0.5".into(), 8080));
        assert_eq!(host_and_port("[::1]:8080", 80).unwrap(), ("::1".into(), 8080));
        assert_eq!(host_and_port("[2001:db8::1]", 443).unwrap(), ("2001:db8::1".into(), 443));
        assert!(host_and_port("host:port", 80).is_err());
    }
}
