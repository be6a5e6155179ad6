//! Who is on the other end of a connection when a proxy stands between:
//! the proxies the host trusts (`--trusted-proxy CIDR`) begin a connection
//! with a PROXY protocol header (version 1 or 2, as HAProxy's
//! `send-proxy-v2` and nginx's `proxy_protocol on` in its TCP mode send
//! it), and the address in it is the client's. A trusted proxy's connection
//! without one is HTTP from the proxy itself (nginx's HTTP proxy), whose
//! requests name their client in `X-Forwarded-For`. Nobody else's header is
//! believed: from any other address, the bytes are what they are (an HTTP
//! request that starts with a PROXY header is refused as one), and so is
//! `X-Forwarded-For`.

use std::fmt;
use std::io;
use std::net::{IpAddr, Ipv6Addr, SocketAddr};
use std::pin::Pin;
use std::str::FromStr;
use std::task::{Context, Poll};
use std::time::Duration;

use ppp::{HeaderResult, PartialResult, v1, v2};
use tokio::io::{AsyncRead, AsyncReadExt, AsyncWrite, ReadBuf};

/// The longest PROXY header read: a version 1 line is at most 107 bytes; a
/// version 2 header with the few TLVs HAProxy adds stays far below this.
pub const LONGEST_HEADER: usize = 1024;

/// A block of addresses: `10.0.0.0/8`, `2001:db8::/32`, or one address.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cidr {
    network: IpAddr,
    bits: u8,
}

impl Cidr {
    /// Whether `ip` is in the block (an IPv4-mapped IPv6 address counts as its IPv4 address).
    pub fn contains(&self, ip: IpAddr) -> bool {
        match (self.network, plain(ip)) {
            (IpAddr::V4(net), IpAddr::V4(ip)) => {
                let mask = u32::MAX.checked_shl(32 - u32::from(self.bits)).unwrap_or(0);
                u32::from(net) & mask == u32::from(ip) & mask
            }
            (IpAddr::V6(net), IpAddr::V6(ip)) => {
                let mask = u128::MAX.checked_shl(128 - u32::from(self.bits)).unwrap_or(0);
                u128::from(net) & mask == u128::from(ip) & mask
            }
            _ => false,
        }
    }
}

impl FromStr for Cidr {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let bad = || format!("{text}: not an address or a block of addresses (such as 10.0.0.0/8)");
        let (address, bits) = match text.split_once('/') {
            Some((address, bits)) => (address, Some(bits)),
            None => (text, None),
        };
        let network = plain(address.parse::<IpAddr>().map_err(|_| bad())?);
        let most = if network.is_ipv4() { 32 } else { 128 };
        let bits = match bits {
            Some(bits) => bits.parse::<u8>().ok().filter(|&b| b <= most).ok_or_else(bad)?,
            None => most,
        };
        Ok(Self { network, bits })
    }
}

impl fmt::Display for Cidr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.network, self.bits)
    }
}

/// An IPv4-mapped IPv6 address (`::ffff:192.0.2.1`) as the IPv4 address it is.
pub fn plain(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(ip, IpAddr::V4),
        v4 => v4,
    }
}

/// The address the limits count a client by: an IPv4 address as it is, an
/// IPv6 address by its /64 (one home or one phone has a whole /64).
pub fn counted_as(ip: IpAddr) -> IpAddr {
    match plain(ip) {
        IpAddr::V6(v6) => IpAddr::V6(Ipv6Addr::from(u128::from(v6) & !(u128::MAX >> 64))),
        v4 => v4,
    }
}

/// What a trusted proxy's header says of the connection.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Told {
    /// A client's connection, from this address.
    Client(SocketAddr),
    /// The proxy's own (version 2 `LOCAL`, version 1 `UNKNOWN`): its health checks.
    Own,
    /// No PROXY header: HTTP from the proxy, each request naming its client in `X-Forwarded-For`.
    Forwarded,
}

/// The first bytes of a version 2 header.
const V2_SIGNATURE: &[u8] = b"\r\n\r\n\0\r\nQUIT\n";

/// Whether `bytes` may still be the start of a PROXY header of either version.
fn may_be_header(bytes: &[u8]) -> bool {
    let starts = |signature: &[u8]| bytes.iter().zip(signature).all(|(a, b)| a == b);
    starts(b"PROXY ") || starts(V2_SIGNATURE)
}

/// The client a trusted HTTP proxy names: the last address of the last
/// `X-Forwarded-For` header (the one the proxy itself added; those before it
/// are whatever the client said).
pub fn forwarded_for(headers: &axum::http::HeaderMap) -> Option<IpAddr> {
    let last = headers.get_all("x-forwarded-for").iter().next_back()?.to_str().ok()?;
    let address = last.rsplit(',').next()?.trim();
    address.parse().ok().or_else(|| address.parse::<SocketAddr>().ok().map(|a| a.ip()))
}

/// Why a trusted proxy's connection was not taken.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HeaderError {
    /// Closed, or nothing (or no complete header) within the time.
    Missing,
    /// Not a PROXY header, or one that does not parse.
    Malformed,
}

/// Reads the PROXY header at the start of `stream`, within `time`; what it
/// says, and the stream with whatever came after the header still to be read.
pub async fn read_header<S: AsyncRead + Unpin>(
    mut stream: S,
    time: Duration,
) -> Result<(Told, Prefixed<S>), HeaderError> {
    let mut buffer = Vec::with_capacity(256);
    let read = async {
        let mut chunk = [0u8; 256];
        loop {
            let n = stream.read(&mut chunk).await.map_err(|_| HeaderError::Missing)?;
            if n == 0 {
                return Err(HeaderError::Missing);
            }
            buffer.extend_from_slice(&chunk[..n]);
            if !may_be_header(&buffer) {
                return Ok((Told::Forwarded, 0));
            }
            if let Some(parsed) = parse(&buffer)? {
                return Ok(parsed);
            }
            if buffer.len() >= LONGEST_HEADER {
                return Err(HeaderError::Malformed);
            }
        }
    };
    let (told, length) = tokio::time::timeout(time, read).await.map_err(|_| HeaderError::Missing)??;
    buffer.drain(..length);
    Ok((told, Prefixed { prefix: buffer, at: 0, inner: stream }))
}

/// A complete header at the start of `bytes`: what it says and its length;
/// `None` while more bytes may complete it.
pub fn parse(bytes: &[u8]) -> Result<Option<(Told, usize)>, HeaderError> {
    let parsed = HeaderResult::parse(bytes);
    if parsed.is_incomplete() {
        // A version 1 line that has ended and still lacks a part will not get it.
        let line_ended = matches!(parsed, HeaderResult::V1(_)) && bytes.contains(&b'\n');
        return if line_ended { Err(HeaderError::Malformed) } else { Ok(None) };
    }
    let told = match parsed {
        HeaderResult::V2(Ok(header)) => {
            let told = match (header.command, header.addresses) {
                (v2::Command::Local, _) => Told::Own,
                (v2::Command::Proxy, v2::Addresses::IPv4(a)) => {
                    Told::Client(SocketAddr::new(a.source_address.into(), a.source_port))
                }
                (v2::Command::Proxy, v2::Addresses::IPv6(a)) => {
                    Told::Client(SocketAddr::new(a.source_address.into(), a.source_port))
                }
                // A proxy that relays a connection must say whose it is.
                (v2::Command::Proxy, _) => return Err(HeaderError::Malformed),
            };
            (told, header.len())
        }
        HeaderResult::V1(Ok(header)) => {
            let told = match header.addresses {
                v1::Addresses::Tcp4(a) => {
                    Told::Client(SocketAddr::new(a.source_address.into(), a.source_port))
                }
                v1::Addresses::Tcp6(a) => {
                    Told::Client(SocketAddr::new(a.source_address.into(), a.source_port))
                }
                v1::Addresses::Unknown => Told::Own,
            };
            (told, header.header.len())
        }
        _ => return Err(HeaderError::Malformed),
    };
    Ok(Some(told))
}

/// A stream with bytes already read from it put back in front.
pub struct Prefixed<S> {
    prefix: Vec<u8>,
    at: usize,
    inner: S,
}

impl<S> Prefixed<S> {
    /// `stream` with nothing in front.
    pub fn plain(inner: S) -> Self {
        Self { prefix: Vec::new(), at: 0, inner }
    }
}

impl<S: AsyncRead + Unpin> AsyncRead for Prefixed<S> {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let this = &mut *self;
        if this.at < this.prefix.len() {
            let rest = &this.prefix[this.at..];
            let n = rest.len().min(buf.remaining());
            buf.put_slice(&rest[..n]);
            this.at += n;
            if this.at == this.prefix.len() {
                this.prefix = Vec::new();
                this.at = 0;
            }
            return Poll::Ready(Ok(()));
        }
        Pin::new(&mut this.inner).poll_read(cx, buf)
    }
}

impl<S: AsyncWrite + Unpin> AsyncWrite for Prefixed<S> {
    fn poll_write(mut self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &[u8]) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.inner).poll_write(cx, buf)
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_shutdown(cx)
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.inner).poll_write_vectored(cx, bufs)
    }

    fn is_write_vectored(&self) -> bool {
        self.inner.is_write_vectored()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v2(command: u8, family: u8, address: &[u8]) -> Vec<u8> {
        let mut header = b"\r\n\r\n\0\r\nQUIT\n".to_vec();
        header.push(0x20 | command);
        header.push(family);
        header.extend((address.len() as u16).to_be_bytes());
        header.extend(address);
        header
    }

    #[test]
    fn blocks_hold_their_addresses_and_mapped_ones() {
        let block: Cidr = "10.1.0.0/16".parse().unwrap();
        assert!(block.contains("10.1.200.3".parse().unwrap()));
        assert!(!block.contains("10.2.0.1".parse().unwrap()));
        assert!(block.contains("::ffff:10.1.0.9".parse().unwrap()), "IPv4-mapped counts as IPv4");
        let one: Cidr = "127.0.0.1".parse().unwrap();
        assert!(one.contains("127.0.0.1".parse().unwrap()) && !one.contains("127.0.0.2".parse().unwrap()));
        let all: Cidr = "0.0.0.0/0".parse().unwrap();
        assert!(all.contains("192.0.2.1".parse().unwrap()) && !all.contains("2001:db8::1".parse().unwrap()));
        let six: Cidr = "2001:db8::/32".parse().unwrap();
        assert!(six.contains("2001:db8:ffff::1".parse().unwrap()));
        for bad in ["10.0.0.0/33", "nowhere", "10.0.0.0/", "::/129", "10.0.0.0/-1"] {
            assert!(bad.parse::<Cidr>().is_err(), "{bad}");
        }
    }

    #[test]
    fn ipv6_counts_by_its_64_and_mapped_ipv4_as_ipv4() {
        assert_eq!(
            counted_as("2001:db8:1:2:aaaa::1".parse().unwrap()),
            "2001:db8:1:2::".parse::<IpAddr>().unwrap()
        );
        assert_eq!(
            counted_as("2001:db8:1:2:aaaa::1".parse().unwrap()),
            counted_as("2001:db8:1:2:bbbb:cccc:dddd:eeee".parse().unwrap())
        );
        assert_ne!(
            counted_as("2001:db8:1:2::1".parse().unwrap()),
            counted_as("2001:db8:1:3::1".parse().unwrap())
        );
        assert_eq!(counted_as("::ffff:192.0.2.7".parse().unwrap()), "192.0.2.7".parse::<IpAddr>().unwrap());
    }

    #[test]
    fn headers_of_both_versions_say_whose_connection_it_is() {
        let line = b"PROXY TCP4 203.0.113.9 10.0.0.1 51234 8080\r\nGET / HTTP/1.1\r\n";
        let (told, length) = parse(line).unwrap().unwrap();
        assert_eq!(told, Told::Client("203.0.113.9:51234".parse().unwrap()));
        assert_eq!(&line[length..], b"GET / HTTP/1.1\r\n");
        assert_eq!(parse(b"PROXY TCP4 203.0.113.9 10.0.0.1 512").unwrap(), None, "incomplete: more to read");
        assert_eq!(parse(b"PROXY UNKNOWN\r\n").unwrap().unwrap().0, Told::Own);
        let v4 = v2(1, 0x11, &[198, 51, 100, 4, 10, 0, 0, 1, 0x1f, 0x90, 0x1f, 0x90]);
        assert_eq!(
            parse(&v4).unwrap().unwrap(),
            (Told::Client("198.51.100.4:8080".parse().unwrap()), v4.len())
        );
        assert_eq!(parse(&v4[..20]).unwrap(), None);
        let local = v2(0, 0x00, &[]);
        assert_eq!(parse(&local).unwrap().unwrap(), (Told::Own, 16), "HAProxy's health checks");
        let mut six = vec![0x20, 0x01, 0x0d, 0xb8];
        six.extend([0; 11]);
        six.push(5);
        six.extend([0; 16]);
        six.extend([0, 80, 0, 80]);
        let v6 = v2(1, 0x21, &six);
        assert_eq!(parse(&v6).unwrap().unwrap().0, Told::Client("[2001:db8::5]:80".parse().unwrap()));
        for bad in [&b"GET / HTTP/1.1\r\n\r\n"[..], b"PROXY TCP4 nonsense here\r\n", &v2(1, 0x31, &[0; 216])]
        {
            assert_eq!(parse(bad), Err(HeaderError::Malformed), "{bad:?}");
        }
    }

    #[tokio::test]
    async fn what_follows_the_header_is_read_after_it() {
        let (mut client, server) = tokio::io::duplex(64);
        tokio::io::AsyncWriteExt::write_all(&mut client, b"PROXY TCP4 192.0.2.1 192.0.2.2 1000 80\r\nhello")
            .await
            .unwrap();
        let (told, mut rest) = read_header(server, Duration::from_secs(1)).await.unwrap();
        assert_eq!(told, Told::Client("192.0.2.1:1000".parse().unwrap()));
        let mut hello = [0u8; 5];
        rest.read_exact(&mut hello).await.unwrap();
        assert_eq!(&hello, b"hello");
        let (_silent, quiet) = tokio::io::duplex(64);
        let timed_out = read_header(quiet, Duration::from_millis(50)).await.err();
        assert_eq!(timed_out, Some(HeaderError::Missing));
        // No header at all: the proxy's own HTTP, read whole.
        let (mut client, server) = tokio::io::duplex(64);
        tokio::io::AsyncWriteExt::write_all(&mut client, b"GET / HTTP/1.1\r\n").await.unwrap();
        let (told, mut rest) = read_header(server, Duration::from_secs(1)).await.unwrap();
        assert_eq!(told, Told::Forwarded);
        let mut line = [0u8; 16];
        rest.read_exact(&mut line).await.unwrap();
        assert_eq!(&line, b"GET / HTTP/1.1\r\n");
    }

    #[test]
    fn a_trusted_http_proxy_names_the_client_last() {
        use axum::http::{HeaderMap, HeaderValue};
        let mut headers = HeaderMap::new();
        assert_eq!(forwarded_for(&headers), None);
        headers.append("x-forwarded-for", HeaderValue::from_static("6.6.6.6, 203.0.113.4"));
        assert_eq!(forwarded_for(&headers), Some("203.0.113.4".parse().unwrap()));
        headers.append("x-forwarded-for", HeaderValue::from_static("2001:db8::7"));
        assert_eq!(
            forwarded_for(&headers),
            Some("2001:db8::7".parse().unwrap()),
            "the last header: the proxy's own"
        );
        let mut lying = HeaderMap::new();
        lying.append("x-forwarded-for", HeaderValue::from_static("not an address"));
        assert_eq!(forwarded_for(&lying), None);
    }
}
