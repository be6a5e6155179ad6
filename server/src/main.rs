//! `pegs-server [--listen ADDR:PORT] [--web DIR] [--tls-cert PEM --tls-key PEM] [--metrics ADDR:PORT] …`:
//! the web game and its signalling on one port, https and wss with a
//! certificate, `/metrics` on a port of its own where asked. Without `--web`
//! it serves the `web` folder beside it (or the folder it is in, if that
//! holds the game), so the unpacked release runs with no arguments. Every
//! flag can come from the environment too (`cli`, `--help`).
//! `pegs-server bench [--rooms N] [--rate R] [--waves W] [--matchbox PATH]`
//! measures how many players it holds and how fast they meet.

use std::process::ExitCode;
use std::time::Duration;

use clap::Parser;
use pegs_server::Hub;
use pegs_server::config::{connections_for, open_files, raise_open_files};

mod bench;
mod cli;

use cli::{Cli, Sub};

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e)
            if matches!(
                e.kind(),
                clap::error::ErrorKind::DisplayHelp | clap::error::ErrorKind::DisplayVersion
            ) =>
        {
            let _ = e.print();
            return ExitCode::SUCCESS;
        }
        Err(e) => {
            eprintln!("pegs-server: {}", cli::one_line(&e));
            return ExitCode::from(2);
        }
    };
    let serve = match cli.command {
        Some(Sub::Bench(plan)) => {
            return match bench::run(&plan) {
                Ok(()) => ExitCode::SUCCESS,
                Err(problem) => {
                    eprintln!("pegs-server bench: {problem}");
                    ExitCode::from(2)
                }
            };
        }
        Some(Sub::Completions { shell }) => {
            cli::completions(shell, &mut std::io::stdout());
            return ExitCode::SUCCESS;
        }
        Some(Sub::Man) => {
            return match cli::man_page(&mut std::io::stdout()) {
                Ok(()) => ExitCode::SUCCESS,
                Err(_) => ExitCode::FAILURE,
            };
        }
        None => cli.serve,
    };
    let args = match serve.resolve(std::env::var(cli::TURN_SECRET_ENV).ok()) {
        Ok(args) => args,
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
