//! https and wss on the server's own port (`--tls-cert`, `--tls-key`):
//! rustls with the certificate chain and key of PEM files (what Let's
//! Encrypt's clients write). Each handshake runs on its connection's own
//! task, within a few seconds, and an address may have only a few under
//! way at once (the listener sees to both), so a client that opens
//! connections and says nothing holds up no one else.

use std::io;
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

pub use futures_rustls::rustls::ServerConfig;
use futures_rustls::rustls::pki_types::pem::PemObject;
use futures_rustls::rustls::pki_types::{CertificateDer, PrivateKeyDer};
use tokio_util::compat::{Compat, FuturesAsyncReadCompatExt, TokioAsyncReadCompatExt};

/// What an encrypted connection is to the server: a TLS stream over the connection's own.
pub type TlsIo<S> = Compat<futures_rustls::server::TlsStream<Compat<S>>>;

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

/// What makes a connection's TLS handshake with the server's certificate.
pub type TlsAcceptor = futures_rustls::TlsAcceptor;

/// The acceptor for `config`.
pub fn acceptor(config: Arc<ServerConfig>) -> TlsAcceptor {
    TlsAcceptor::from(config)
}

/// An encrypted stream over `stream` once its handshake is done, within `time`.
pub async fn accept<S>(acceptor: &TlsAcceptor, stream: S, time: Duration) -> io::Result<TlsIo<S>>
where
    S: tokio::io::AsyncRead + tokio::io::AsyncWrite + Unpin,
{
    match tokio::time::timeout(time, acceptor.accept(stream.compat())).await {
        Ok(Ok(tls)) => Ok(tls.compat()),
        Ok(Err(e)) => Err(e),
        Err(_) => Err(io::Error::new(io::ErrorKind::TimedOut, "no handshake in time")),
    }
}
