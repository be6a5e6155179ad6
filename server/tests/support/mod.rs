//! What the server's tests share: a web folder, a server on loopback, and
//! clients as browsers, games and strangers are.
#![allow(dead_code)]

use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use futures_util::StreamExt;
use pegs_server::{Config, Hub};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpSocket, TcpStream};
use tokio::sync::oneshot;
use tokio_tungstenite::tungstenite::{self, Message};

pub type Socket = tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<TcpStream>>;

/// A web folder of its own: a page with an inline script, a precompressed file, and a link out.
pub fn web_folder(name: &str) -> PathBuf {
    let root = std::env::temp_dir().join(format!("pegs-server-test-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&root);
    let web = root.join("web");
    std::fs::create_dir_all(&web).unwrap();
    std::fs::write(web.join("index.html"), "<html><script type=\"module\">start()</script></html>").unwrap();
    std::fs::write(web.join("game_bg.wasm"), b"\0asm plain").unwrap();
    std::fs::write(web.join("game_bg.wasm.br"), b"brotli bytes").unwrap();
    std::fs::write(web.join("game_bg-0123456789abcdef.wasm"), b"\0asm named by its content").unwrap();
    std::fs::write(root.join("secret.txt"), "not for the web").unwrap();
    #[cfg(unix)]
    std::os::unix::fs::symlink(root.join("secret.txt"), web.join("leak.txt")).unwrap();
    web
}

pub struct Running {
    pub address: SocketAddr,
    pub hub: Arc<Hub>,
    pub stop: Option<oneshot::Sender<()>>,
    pub done: tokio::task::JoinHandle<std::io::Result<()>>,
}

pub async fn start(config: Config) -> Running {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    let hub = Hub::new(config);
    let (stop, stopped) = oneshot::channel::<()>();
    let done = tokio::spawn(pegs_server::serve(listener, hub.clone(), async move {
        let _ = stopped.await;
    }));
    Running { address, hub, stop: Some(stop), done }
}

/// A plain HTTP/1.1 request; the whole answer as text (headers lower-cased).
pub async fn get(address: SocketAddr, path: &str, encodings: &str) -> (u16, String, Vec<u8>) {
    get_with(address, path, &format!("Accept-Encoding: {encodings}\r\n")).await
}

/// A plain HTTP/1.1 request with more `headers` (each line ending in CRLF).
pub async fn get_with(address: SocketAddr, path: &str, headers: &str) -> (u16, String, Vec<u8>) {
    get_raw(address, &format!("GET {path} HTTP/1.1\r\nHost: localhost\r\n{headers}Connection: close\r\n\r\n"))
        .await
}

/// A request as written (its head whole); the whole answer (headers lower-cased).
pub async fn get_raw(address: SocketAddr, request: &str) -> (u16, String, Vec<u8>) {
    let mut stream = TcpStream::connect(address).await.unwrap();
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut answer = Vec::new();
    stream.read_to_end(&mut answer).await.unwrap();
    let split = answer.windows(4).position(|w| w == b"\r\n\r\n").expect("headers end");
    let head = String::from_utf8_lossy(&answer[..split]).to_lowercase();
    let status = head[9..12].parse().unwrap();
    (status, head, answer[split + 4..].to_vec())
}

pub async fn connect(address: SocketAddr, room: &str) -> Result<Socket, tungstenite::Error> {
    tokio_tungstenite::connect_async(format!("ws://{address}/signal/{room}")).await.map(|(socket, _)| socket)
}

/// The next text message as JSON, within a second.
pub async fn next<S>(socket: &mut tokio_tungstenite::WebSocketStream<S>) -> serde_json::Value
where
    S: tokio::io::AsyncRead + tokio::io::AsyncWrite + Unpin,
{
    loop {
        let message =
            tokio::time::timeout(Duration::from_secs(1), socket.next()).await.expect("a message in time");
        match message.expect("the socket is open").expect("no error") {
            Message::Text(text) => return serde_json::from_str(&text).unwrap(),
            Message::Ping(_) | Message::Pong(_) => {}
            other => panic!("not a signalling message: {other:?}"),
        }
    }
}

/// Whatever comes within `ms` milliseconds, if anything.
pub async fn quiet(socket: &mut Socket, ms: u64) -> Option<Message> {
    tokio::time::timeout(Duration::from_millis(ms), socket.next()).await.ok().flatten().and_then(Result::ok)
}

pub fn id_of(event: &serde_json::Value) -> String {
    event["IdAssigned"].as_str().expect("an id").to_string()
}

pub fn status_of(error: tungstenite::Error) -> u16 {
    match error {
        tungstenite::Error::Http(response) => response.status().as_u16(),
        other => panic!("refused with a status, not {other:?}"),
    }
}

/// The value of header `name` in a lower-cased head.
pub fn header<'a>(head: &'a str, name: &str) -> Option<&'a str> {
    head.lines().find_map(|l| l.strip_prefix(name)?.strip_prefix(": ")).map(str::trim)
}

/// A self-signed certificate for `localhost`, written as PEM files (chain, key).
pub fn certificate(web: &std::path::Path) -> (PathBuf, PathBuf, rcgen::Certificate) {
    let made = rcgen::generate_simple_self_signed(vec!["localhost".to_string()]).unwrap();
    let (cert, key) = (web.with_file_name("cert.pem"), web.with_file_name("key.pem"));
    std::fs::write(&cert, made.cert.pem()).unwrap();
    std::fs::write(&key, made.signing_key.serialize_pem()).unwrap();
    (cert, key, made.cert)
}

pub type Tls =
    tokio_util::compat::Compat<futures_rustls::client::TlsStream<tokio_util::compat::Compat<TcpStream>>>;

/// A TLS connection to `address` for `localhost`, trusting `trusted` only.
pub async fn tls_connect(address: SocketAddr, trusted: &rcgen::Certificate) -> std::io::Result<Tls> {
    tls_connect_from(machine(1), address, trusted).await
}

/// [`tls_connect`] from the loopback address `from`.
pub async fn tls_connect_from(
    from: IpAddr,
    address: SocketAddr,
    trusted: &rcgen::Certificate,
) -> std::io::Result<Tls> {
    use futures_rustls::rustls::{ClientConfig, RootCertStore, crypto::ring::default_provider};
    use tokio_util::compat::{FuturesAsyncReadCompatExt, TokioAsyncReadCompatExt};
    let mut roots = RootCertStore::empty();
    roots.add(trusted.der().clone()).unwrap();
    let config = ClientConfig::builder_with_provider(Arc::new(default_provider()))
        .with_safe_default_protocol_versions()
        .unwrap()
        .with_root_certificates(roots)
        .with_no_client_auth();
    let connector = futures_rustls::TlsConnector::from(Arc::new(config));
    let tcp = tcp_from(from, address).await?;
    let name = futures_rustls::rustls::pki_types::ServerName::try_from("localhost").unwrap();
    Ok(connector.connect(name, tcp.compat()).await?.compat())
}

/// A TCP connection to `address` from the loopback address `from` (127.0.0.x: as from another machine).
pub async fn tcp_from(from: IpAddr, address: SocketAddr) -> std::io::Result<TcpStream> {
    let socket = TcpSocket::new_v4()?;
    socket.bind(SocketAddr::new(from, 0))?;
    socket.connect(address).await
}

/// The loopback address that stands for machine `n` (1–254).
pub fn machine(n: u8) -> IpAddr {
    IpAddr::from([127, 0, 0, n])
}

/// A signalling WebSocket to `room` over a connection from `from`.
pub async fn connect_from(
    from: IpAddr,
    address: SocketAddr,
    room: &str,
) -> Result<Socket, tungstenite::Error> {
    let stream = tcp_from(from, address).await.map_err(tungstenite::Error::Io)?;
    let url = format!("ws://{address}/signal/{room}");
    tokio_tungstenite::client_async(url, tokio_tungstenite::MaybeTlsStream::Plain(stream))
        .await
        .map(|(s, _)| s)
}

/// A server with TLS (`tls`) on loopback.
pub async fn start_tls(config: Config, tls: Arc<pegs_server::tls::ServerConfig>) -> Running {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    let hub = Hub::new(config);
    let (stop, stopped) = oneshot::channel::<()>();
    let done = tokio::spawn(pegs_server::serve_tls(listener, tls, hub.clone(), async move {
        let _ = stopped.await;
    }));
    Running { address, hub, stop: Some(stop), done }
}

/// Whether the peer closed `stream` within `within` (anything it sent before is read and dropped).
pub async fn closed_within(stream: &mut TcpStream, within: Duration) -> bool {
    let mut sink = [0u8; 4096];
    tokio::time::timeout(within, async {
        loop {
            match stream.read(&mut sink).await {
                Ok(0) | Err(_) => return,
                Ok(_) => {}
            }
        }
    })
    .await
    .is_ok()
}

/// The value of a metric in `metrics` (Prometheus' text), the whole line's name given.
pub fn metric(metrics: &str, name: &str) -> u64 {
    metrics
        .lines()
        .find_map(|l| l.strip_prefix(name)?.strip_prefix(' '))
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no {name} in {metrics}"))
}

/// Sends `bytes` on `stream` (ignoring a peer that closed).
pub async fn say(stream: &mut TcpStream, bytes: &[u8]) {
    let _ = stream.write_all(bytes).await;
}
