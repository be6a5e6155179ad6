//! `pegs-server [--listen ADDR:PORT] [--web DIR] [--tls-cert PEM --tls-key PEM] [--metrics ADDR:PORT] …`:
//! the web game and its signalling on one port, https and wss with a
//! certificate, `/metrics` on a port of its own where asked. Without `--web`
//! it serves the `web` folder beside it (or the folder it is in, if that
//! holds the game), so the unpacked release runs with no arguments.
//! `pegs-server bench [--rooms N] [--rate R] [--waves W] [--matchbox PATH]`
//! measures how many players it holds and how fast they meet.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use pegs_server::config::{connections_for, open_files, raise_open_files};
use pegs_server::proxy::Cidr;
use pegs_server::{Config, Hub};

mod bench;

const USAGE: &str = "usage: pegs-server [--listen ADDR:PORT] [--web DIR] [--tls-cert PEM --tls-key PEM]
                   [--metrics ADDR:PORT] [--trusted-proxy CIDR]... [--allow-origin ORIGIN]...
                   [--stun URL]... [--stun-listen ADDR:PORT | --no-stun] [--turn URL... --turn-secret-file FILE]
                   [--max-connections N] [--max-connections-per-address N] [--max-per-address N]
                   [--connects-per-minute N] [--max-waiting-per-address N] [--idle-seconds S]
                   [--request-seconds S] [--stall-seconds S] [--drain-seconds S] [--grace-seconds S]
       pegs-server bench [--rooms N] [--rate R] [--waves W] [--port P] [--matchbox PATH]";

struct Args {
    listen: SocketAddr,
    config: Config,
    /// The certificate chain and key for https, both PEM files.
    tls: Option<(PathBuf, PathBuf)>,
    /// Where `/metrics` is served, if anywhere.
    metrics: Option<SocketAddr>,
    /// Whether the most connections were named (else they follow the open-file limit).
    max_connections_given: bool,
}

/// Whether `url` is a STUN or TURN server's address (`stun:host:port`, `turn:host:port?transport=udp`, …).
fn ice_url(name: &str, given: &str, schemes: &[&str]) -> Result<String, String> {
    let fine = given.split_once(':').is_some_and(|(scheme, rest)| {
        schemes.contains(&scheme) && !rest.is_empty() && !rest.contains(char::is_whitespace)
    });
    if fine {
        Ok(given.to_string())
    } else {
        Err(format!(
            "{name} {given}: not a {} server's address (such as {}:host:3478)",
            schemes[0].to_uppercase(),
            schemes[0]
        ))
    }
}

/// A whole number of at least `least` from an option's value.
fn number<T: std::str::FromStr + PartialOrd>(
    name: &str,
    given: &str,
    least: T,
    what: &str,
) -> Result<T, String> {
    given.parse::<T>().ok().filter(|n| *n >= least).ok_or_else(|| format!("{name} {given}: not {what}"))
}

fn parse(mut words: impl Iterator<Item = String>) -> Result<Option<Args>, String> {
    let mut listen: SocketAddr = "0.0.0.0:8080".parse().map_err(|_| "bad default address")?;
    let mut web = None;
    let mut metrics = None;
    let (mut cert, mut key) = (None, None);
    // The defaults, changed option by option; the web folder is checked last.
    let mut config = Config::new(PathBuf::new());
    let mut max_connections_given = false;
    let (mut stun_listen, mut no_stun) = (None, false);
    while let Some(word) = words.next() {
        let mut value = |name: &str| words.next().ok_or_else(|| format!("{name} needs a value"));
        let address = |name: &str, given: String| -> Result<SocketAddr, String> {
            given.parse().map_err(|_| format!("{name} {given}: not an address and port"))
        };
        let connections = "a number of connections";
        let seconds = "a number of seconds";
        match word.as_str() {
            "--help" | "-h" => return Ok(None),
            "--listen" => listen = address("--listen", value("--listen")?)?,
            "--metrics" => metrics = Some(address("--metrics", value("--metrics")?)?),
            "--web" => web = Some(PathBuf::from(value("--web")?)),
            "--tls-cert" => cert = Some(PathBuf::from(value("--tls-cert")?)),
            "--tls-key" => key = Some(PathBuf::from(value("--tls-key")?)),
            "--trusted-proxy" => {
                let block: Cidr =
                    value("--trusted-proxy")?.parse().map_err(|e| format!("--trusted-proxy {e}"))?;
                config.trusted_proxies.push(block);
            }
            "--allow-origin" => {
                let given = value("--allow-origin")?;
                let origin = given.trim_end_matches('/').to_string();
                let (scheme, host) = origin.split_once("://").unwrap_or(("", ""));
                if !matches!(scheme, "http" | "https") || host.is_empty() || host.contains('/') {
                    return Err(format!(
                        "--allow-origin {given}: not an origin (such as https://games.example.org)"
                    ));
                }
                config.allowed_origins.push(origin);
            }
            "--max-connections" => {
                let n = number(&word, &value(&word)?, 1, connections)?;
                max_connections_given = true;
                config.max_connections = n;
            }
            "--max-connections-per-address" => {
                config.max_connections_per_address = number(&word, &value(&word)?, 1, connections)?
            }
            "--max-per-address" => config.max_per_address = number(&word, &value(&word)?, 1, connections)?,
            "--connects-per-minute" => {
                config.connects_per_minute = number(&word, &value(&word)?, 1, connections)?
            }
            "--max-waiting-per-address" => {
                config.waiting_per_address = number(&word, &value(&word)?, 1, "a number of players")?
            }
            "--idle-seconds" => config.idle = Duration::from_secs(number(&word, &value(&word)?, 1, seconds)?),
            "--request-seconds" => {
                config.request_time = Duration::from_secs(number(&word, &value(&word)?, 1, seconds)?)
            }
            "--stall-seconds" => {
                config.stall_time = Duration::from_secs(number(&word, &value(&word)?, 1, seconds)?)
            }
            // Together at most 9 s: the server is gone within 10 s of SIGTERM, whatever clients do.
            "--drain-seconds" | "--grace-seconds" => {
                let most = if word == "--drain-seconds" { 4 } else { 5 };
                let s: u64 = number(&word, &value(&word)?, 0, seconds)?;
                if s > most {
                    return Err(format!("{word} {s}: at most {most} (the server stops within 10 seconds)"));
                }
                let s = Duration::from_secs(s);
                if word == "--drain-seconds" {
                    config.drain = s;
                } else {
                    config.grace = s;
                }
            }
            "--stun" => config.ice.stun.push(ice_url(&word, &value(&word)?, &["stun", "stuns"])?),
            "--stun-listen" => stun_listen = Some(address("--stun-listen", value("--stun-listen")?)?),
            "--no-stun" => no_stun = true,
            "--turn" => config.ice.turn.push(ice_url(&word, &value(&word)?, &["turn", "turns"])?),
            "--turn-secret-file" => {
                let file = PathBuf::from(value(&word)?);
                let secret = std::fs::read_to_string(&file)
                    .map_err(|e| format!("--turn-secret-file {}: {e}", file.display()))?;
                let secret = secret.trim();
                if secret.is_empty() {
                    return Err(format!("--turn-secret-file {}: the file is empty", file.display()));
                }
                config.ice.turn_secret = Some(secret.as_bytes().to_vec());
            }
            other => return Err(format!("{other}: not an option of pegs-server")),
        }
    }
    if config.ice.turn.is_empty() != config.ice.turn_secret.is_none() {
        return Err(
            "--turn and --turn-secret-file go together: the TURN server and the secret it shares".into()
        );
    }
    // The server's own STUN: on the port it listens on (UDP), unless told otherwise.
    if !no_stun && config.ice.stun.is_empty() {
        config.ice.own_stun = Some(stun_listen.unwrap_or(listen));
    } else if stun_listen.is_some() {
        return Err(
            "--stun-listen is where the server answers STUN itself: not with --stun or --no-stun".into()
        );
    }
    let tls = match (cert, key) {
        (Some(cert), Some(key)) => Some((cert, key)),
        (None, None) => None,
        _ => return Err("--tls-cert and --tls-key go together: the certificate chain and its key".into()),
    };
    let web = match web {
        Some(web) => web,
        None => beside_me().ok_or("no web game beside pegs-server: name its folder with --web DIR")?,
    };
    if !web.join("index.html").is_file() {
        return Err(format!(
            "{}: no index.html there (the folder web/build.sh makes, or the release's web folder)",
            web.display()
        ));
    }
    config.web = web;
    Ok(Some(Args { listen, config, tls, metrics, max_connections_given }))
}

/// The web game of an unpacked release: `web/` beside the program, or the program's own folder.
fn beside_me() -> Option<PathBuf> {
    let folder = std::env::current_exe().ok()?.parent()?.to_path_buf();
    [folder.join("web"), folder].into_iter().find(|f| f.join("index.html").is_file())
}

fn main() -> ExitCode {
    let mut words = std::env::args().skip(1).peekable();
    if words.peek().map(String::as_str) == Some("bench") {
        words.next();
        let outcome = bench::Plan::parse(words).and_then(|plan| bench::run(&plan));
        return match outcome {
            Ok(()) => ExitCode::SUCCESS,
            Err(problem) => {
                eprintln!("pegs-server bench: {problem}");
                ExitCode::from(2)
            }
        };
    }
    let args = match parse(words) {
        Ok(Some(args)) => args,
        Ok(None) => {
            println!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        Err(problem) => {
            eprintln!("pegs-server: {problem}");
            return ExitCode::from(2);
        }
    };
    // The certificate is read before anything starts: a wrong path is one line and an exit.
    let tls = match &args.tls {
        Some((cert, key)) => match pegs_server::tls::tls_config(cert, key) {
            Ok(tls) => Some(tls),
            Err(problem) => {
                eprintln!("pegs-server: {problem}");
                return ExitCode::from(2);
            }
        },
        None => None,
    };
    // Colours only for a person at a terminal: journald and log files get plain lines.
    let colour =
        std::io::IsTerminal::is_terminal(&std::io::stdout()) && std::env::var_os("NO_COLOR").is_none();
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env().unwrap_or_else(|_| "info".into()),
        )
        .with_ansi(colour)
        .init();
    let mut config = args.config;
    match raise_open_files() {
        Ok((soft, hard)) => {
            if !args.max_connections_given {
                config.max_connections = connections_for(soft);
            }
            tracing::info!(soft, hard, connections = config.max_connections, "open files");
        }
        Err(e) => tracing::warn!("the open-file limit: {e}"),
    }
    if config.max_connections as u64 >= open_files() {
        tracing::warn!(
            connections = config.max_connections,
            "--max-connections is not below the open-file limit: raise LimitNOFILE"
        );
    }
    let runtime = match tokio::runtime::Runtime::new() {
        Ok(runtime) => runtime,
        Err(e) => {
            eprintln!("pegs-server: cannot start: {e}");
            return ExitCode::FAILURE;
        }
    };
    let code = runtime.block_on(async {
        let listener = match tokio::net::TcpListener::bind(args.listen).await {
            Ok(listener) => listener,
            Err(e) => {
                eprintln!("pegs-server: cannot listen on {}: {e}", args.listen);
                return ExitCode::FAILURE;
            }
        };
        let metrics = match args.metrics {
            Some(at) => match tokio::net::TcpListener::bind(at).await {
                Ok(listener) => Some(listener),
                Err(e) => {
                    eprintln!("pegs-server: cannot serve the metrics on {at}: {e}");
                    return ExitCode::FAILURE;
                }
            },
            None => None,
        };
        let stun = match config.ice.own_stun {
            Some(at) => match tokio::net::UdpSocket::bind(at).await {
                Ok(socket) => Some(socket),
                Err(e) => {
                    eprintln!("pegs-server: cannot answer STUN on {at} (UDP): {e} (--stun-listen, or --no-stun)");
                    return ExitCode::FAILURE;
                }
            },
            None => None,
        };
        let web = config.web.display().to_string();
        let scheme = if tls.is_some() { "https" } else { "http" };
        tracing::info!(listen = %args.listen, scheme, web, "serving the game at / and the signalling at /signal/<room>");
        let hub = Hub::new(config);
        if let Some(socket) = stun {
            tokio::spawn(pegs_server::stun::serve(socket, hub.clone()));
        }
        if let Some(listener) = metrics {
            tracing::info!(metrics = ?args.metrics, "serving /metrics");
            let closing = hub.clone();
            tokio::spawn(pegs_server::metrics::serve(listener, hub.clone(), async move { closing.closing().await }));
        }
        let served = match tls {
            Some(tls) => pegs_server::serve_tls(listener, tls, hub, stop_signal()).await,
            None => pegs_server::serve(listener, hub, stop_signal()).await,
        };
        match served {
            Ok(()) => {
                tracing::info!("stopped");
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("pegs-server: {e}");
                ExitCode::FAILURE
            }
        }
    });
    // Whatever a client still held was dropped with the server's tasks: no waiting on it.
    runtime.shutdown_timeout(Duration::from_millis(500));
    code
}

/// Ctrl-C, or SIGTERM (systemd's stop).
async fn stop_signal() {
    let interrupt = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut signal) => {
                signal.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        _ = interrupt => {}
        _ = terminate => {}
    }
    tracing::info!("stopping: /healthz says 503, then the connections close");
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(line: &str) -> impl Iterator<Item = String> {
        line.split_whitespace().map(String::from).collect::<Vec<_>>().into_iter()
    }

    #[test]
    fn bad_words_are_one_clear_line() {
        assert_eq!(
            parse(words("--listen nowhere")).err().unwrap(),
            "--listen nowhere: not an address and port"
        );
        assert_eq!(parse(words("--bogus")).err().unwrap(), "--bogus: not an option of pegs-server");
        assert!(parse(words("--max-per-address 0 --web .")).is_err());
        assert!(parse(words("--web")).err().unwrap().contains("needs a value"));
        assert!(parse(words("--web /nonexistent")).err().unwrap().contains("no index.html"));
        assert!(parse(words("--help")).unwrap().is_none());
        assert!(parse(words("--tls-cert cert.pem --web .")).err().unwrap().contains("go together"));
        assert_eq!(
            parse(words("--trusted-proxy 10.0.0.0/33")).err().unwrap(),
            "--trusted-proxy 10.0.0.0/33: not an address or a block of addresses (such as 10.0.0.0/8)"
        );
        assert!(parse(words("--allow-origin games.example.org")).err().unwrap().contains("not an origin"));
        assert!(parse(words("--drain-seconds 30")).err().unwrap().contains("at most 4"));
        assert!(parse(words("--grace-seconds 6")).err().unwrap().contains("at most 5"));
        assert!(parse(words("--metrics 9100")).err().unwrap().contains("not an address and port"));
        assert!(parse(words("--request-seconds 0")).err().unwrap().contains("not a number of seconds"));
        assert!(
            parse(words("--stun stun.example.org")).err().unwrap().contains("not a STUN server's address")
        );
        assert!(parse(words("--turn turn:t.example.org:3478")).err().unwrap().contains("go together"));
        assert!(
            parse(words("--turn-secret-file /nonexistent"))
                .err()
                .unwrap()
                .starts_with("--turn-secret-file /nonexistent: ")
        );
    }

    #[test]
    fn options_set_the_limits_they_name() {
        let web = std::env::temp_dir().join(format!("pegs-server-options-{}", std::process::id()));
        std::fs::create_dir_all(&web).unwrap();
        std::fs::write(web.join("index.html"), "<html></html>").unwrap();
        let line = format!(
            "--web {} --trusted-proxy 10.0.0.0/8 --trusted-proxy ::1 --allow-origin https://games.example.org/ \
             --max-connections 500 --max-connections-per-address 9 --max-waiting-per-address 1 \
             --request-seconds 4 --stall-seconds 7 --drain-seconds 0 --grace-seconds 3 --metrics 127.0.0.1:9100",
            web.display()
        );
        let args = parse(words(&line)).unwrap().unwrap();
        let config = &args.config;
        assert_eq!(config.trusted_proxies.len(), 2);
        assert!(config.trusts("10.9.8.7".parse().unwrap()) && !config.trusts("192.0.2.1".parse().unwrap()));
        assert_eq!(config.allowed_origins, ["https://games.example.org"]);
        assert_eq!((config.max_connections, config.max_connections_per_address), (500, 9));
        assert_eq!(config.waiting_per_address, 1);
        assert_eq!(
            (config.request_time, config.stall_time),
            (Duration::from_secs(4), Duration::from_secs(7))
        );
        assert_eq!((config.drain, config.grace), (Duration::ZERO, Duration::from_secs(3)));
        assert!(args.max_connections_given);
        assert_eq!(args.metrics, Some("127.0.0.1:9100".parse().unwrap()));
        assert_eq!(config.ice.own_stun, Some("0.0.0.0:8080".parse().unwrap()), "its own STUN by default");

        let secret = web.join("turn-secret");
        std::fs::write(&secret, "shared-with-coturn\n").unwrap();
        let line = format!(
            "--web {} --stun stun:stun.example.net:3478 --turn turn:turn.example.org:3478?transport=udp \
             --turn-secret-file {}",
            web.display(),
            secret.display()
        );
        let config = parse(words(&line)).unwrap().unwrap().config;
        assert_eq!(config.ice.stun, ["stun:stun.example.net:3478"]);
        assert_eq!(config.ice.own_stun, None, "named STUN servers stand instead of its own");
        assert_eq!(config.ice.turn_secret.as_deref(), Some(&b"shared-with-coturn"[..]));
        let line = format!("--web {} --stun-listen 0.0.0.0:3478", web.display());
        assert_eq!(
            parse(words(&line)).unwrap().unwrap().config.ice.own_stun,
            Some("0.0.0.0:3478".parse().unwrap())
        );
        let line = format!("--web {} --no-stun", web.display());
        assert_eq!(parse(words(&line)).unwrap().unwrap().config.ice.own_stun, None);
    }
}
