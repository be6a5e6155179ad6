//! https and wss on the server's own port (`--tls-cert`, `--tls-key`):
//! rustls with the certificate chain and key of PEM files (what Let's
//! Encrypt's clients write). Handshakes run beside the accepting, each
//! within a few seconds and a few hundred at once, so a client that opens a
//! connection and says nothing holds up no one.

use std::io;
use std::net::SocketAddr;
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

use futures_rustls::TlsAcceptor;
pub use futures_rustls::rustls::ServerConfig;
use futures_rustls::rustls::pki_types::pem::PemObject;
use futures_rustls::rustls::pki_types::{CertificateDer, PrivateKeyDer};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{Semaphore, mpsc};
use tokio_util::compat::{Compat, FuturesAsyncReadCompatExt, TokioAsyncReadCompatExt};
use tracing::{info, warn};

/// A handshake not done in this time is dropped.
const HANDSHAKE_TIME: Duration = Duration::from_secs(10);
/// Handshakes under way at once, at most; connections beyond wait in the kernel's queue.
const HANDSHAKES_AT_ONCE: usize = 256;

/// What an encrypted connection is to the server: a TLS stream over TCP.
pub type TlsIo = Compat<futures_rustls::server::TlsStream<Compat<TcpStream>>>;

/// The TLS settings of a certificate chain and its private key, both PEM
/// files; the problem in one line if they cannot be read or do not fit.
pub fn tls_config(cert: &Path, key: &Path) -> Result<Arc<ServerConfig>, String> {
    let chain: Vec<CertificateDer<'static>> = CertificateDer::pem_file_iter(cert)
        .and_then(|certs| certs.collect::<Result<_, _>>())
        .map_err(|e| format!("{}: not a PEM certificate chain ({e})", cert.display()))?;
    if chain.is_empty() {
        return Err(format!("{}: no certificate in it", cert.display()));
    }
    let secret = PrivateKeyDer::from_pem_file(key)
        .map_err(|e| format!("{}: not a PEM private key ({e})", key.display()))?;
    let provider = Arc::new(futures_rustls::rustls::crypto::ring::default_provider());
    let mut config = ServerConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .map_err(|e| format!("TLS: {e}"))?
        .with_no_client_auth()
        .with_single_cert(chain, secret)
        .map_err(|e| format!("{} and {}: {e}", cert.display(), key.display()))?;
    config.alpn_protocols = vec![b"http/1.1".to_vec()];
    Ok(Arc::new(config))
}

/// A listener whose connections arrive encrypted and through their handshake.
pub struct TlsListener {
    address: SocketAddr,
    ready: mpsc::Receiver<(TlsIo, SocketAddr)>,
    accepting: tokio::task::JoinHandle<()>,
}

impl TlsListener {
    /// Accepts on `tcp` with `config`, each handshake on its own task.
    pub fn new(tcp: TcpListener, config: Arc<ServerConfig>) -> io::Result<Self> {
        let address = tcp.local_addr()?;
        let (done, ready) = mpsc::channel(64);
        let acceptor = TlsAcceptor::from(config);
        let at_once = Arc::new(Semaphore::new(HANDSHAKES_AT_ONCE));
        let accepting = tokio::spawn(async move {
            loop {
                let Ok(permit) = at_once.clone().acquire_owned().await else { return };
                let (stream, from) = match tcp.accept().await {
                    Ok(accepted) => accepted,
                    Err(e) => {
                        // Out of file handles, for one: wait, then go on.
                        warn!("accepting: {e}");
                        tokio::time::sleep(Duration::from_millis(100)).await;
                        continue;
                    }
                };
                let (acceptor, done) = (acceptor.clone(), done.clone());
                tokio::spawn(async move {
                    let handshake =
                        tokio::time::timeout(HANDSHAKE_TIME, acceptor.accept(stream.compat())).await;
                    drop(permit);
                    match handshake {
                        Ok(Ok(tls)) => {
                            let _ = done.send((tls.compat(), from)).await;
                        }
                        Ok(Err(e)) => info!(address = %from.ip(), "no TLS handshake: {e}"),
                        Err(_) => info!(address = %from.ip(), "no TLS handshake in time"),
                    }
                });
            }
        });
        Ok(Self { address, ready, accepting })
    }
}

impl Drop for TlsListener {
    /// The port is free again once the listener is gone.
    fn drop(&mut self) {
        self.accepting.abort();
    }
}

impl axum::serve::Listener for TlsListener {
    type Io = TlsIo;
    type Addr = SocketAddr;

    async fn accept(&mut self) -> (Self::Io, Self::Addr) {
        match self.ready.recv().await {
            Some(connection) => connection,
            // The accepting task is gone (only when the listener is): nothing more comes.
            None => std::future::pending().await,
        }
    }

    fn local_addr(&self) -> io::Result<Self::Addr> {
        Ok(self.address)
    }
}
