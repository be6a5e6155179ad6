//! `pegs-server [--listen ADDR:PORT] [--web DIR] [--tls-cert PEM --tls-key PEM] [--max-per-address N]`:
//! the web game and its signalling on one port, https and wss with a
//! certificate. Without `--web` it serves
//! the `web` folder beside it (or the folder it is in, if that holds the
//! game), so the unpacked release runs with no arguments.
//! `pegs-server bench [--rooms N] [--rate R] [--waves W] [--matchbox PATH]`
//! measures how many players it holds and how fast they meet.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use pegs_server::{Config, Hub};

mod bench;

const USAGE: &str = "usage: pegs-server [--listen ADDR:PORT] [--web DIR] [--tls-cert PEM --tls-key PEM] \
                     [--max-per-address N] [--connects-per-minute N] [--idle-seconds S]\n       \
                     pegs-server bench [--rooms N] [--rate R] [--waves W] [--port P] [--matchbox PATH]";

struct Args {
    listen: SocketAddr,
    config: Config,
    /// The certificate chain and key for https, both PEM files.
    tls: Option<(PathBuf, PathBuf)>,
}

fn parse(mut words: impl Iterator<Item = String>) -> Result<Option<Args>, String> {
    let mut listen: SocketAddr = "0.0.0.0:8080".parse().map_err(|_| "bad default address")?;
    let mut web = None;
    let mut max_per_address = None;
    let mut per_minute = None;
    let mut idle = None;
    let (mut cert, mut key) = (None, None);
    while let Some(word) = words.next() {
        let mut value = |name: &str| words.next().ok_or_else(|| format!("{name} needs a value"));
        match word.as_str() {
            "--help" | "-h" => return Ok(None),
            "--listen" => {
                let given = value("--listen")?;
                listen = given.parse().map_err(|_| format!("--listen {given}: not an address and port"))?;
            }
            "--web" => web = Some(PathBuf::from(value("--web")?)),
            "--tls-cert" => cert = Some(PathBuf::from(value("--tls-cert")?)),
            "--tls-key" => key = Some(PathBuf::from(value("--tls-key")?)),
            "--max-per-address" => {
                let given = value("--max-per-address")?;
                max_per_address =
                    Some(
                        given.parse::<usize>().ok().filter(|&n| n > 0).ok_or_else(|| {
                            format!("--max-per-address {given}: not a number of connections")
                        })?,
                    );
            }
            "--connects-per-minute" => {
                let given = value("--connects-per-minute")?;
                per_minute =
                    Some(given.parse::<u32>().ok().filter(|&n| n > 0).ok_or_else(|| {
                        format!("--connects-per-minute {given}: not a number of connections")
                    })?);
            }
            "--idle-seconds" => {
                let given = value("--idle-seconds")?;
                idle = Some(
                    given
                        .parse::<u64>()
                        .ok()
                        .filter(|&n| n > 0)
                        .ok_or_else(|| format!("--idle-seconds {given}: not a number of seconds"))?,
                );
            }
            other => return Err(format!("{other}: not an option of pegs-server")),
        }
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
    let mut config = Config::new(web);
    if let Some(n) = max_per_address {
        config.max_per_address = n;
    }
    if let Some(n) = per_minute {
        config.connects_per_minute = n;
    }
    if let Some(seconds) = idle {
        config.idle = Duration::from_secs(seconds);
    }
    Ok(Some(Args { listen, config, tls }))
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
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env().unwrap_or_else(|_| "info".into()),
        )
        .init();
    let runtime = match tokio::runtime::Runtime::new() {
        Ok(runtime) => runtime,
        Err(e) => {
            eprintln!("pegs-server: cannot start: {e}");
            return ExitCode::FAILURE;
        }
    };
    runtime.block_on(async {
        let listener = match tokio::net::TcpListener::bind(args.listen).await {
            Ok(listener) => listener,
            Err(e) => {
                eprintln!("pegs-server: cannot listen on {}: {e}", args.listen);
                return ExitCode::FAILURE;
            }
        };
        let web = args.config.web.display().to_string();
        let scheme = if tls.is_some() { "https" } else { "http" };
        tracing::info!(listen = %args.listen, scheme, web, "serving the game at / and the signalling at /signal/<room>");
        let hub = Hub::new(args.config);
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
    })
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
    }
}
