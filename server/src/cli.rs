//! pegs-server's command line, defined once with clap: every flag, its
//! help, its environment variable (`PEGS_SERVER_…`, for systemd units,
//! containers and hosting dashboards), and the refusals, each one line.
//! The TURN secret comes only from a file or the environment, never from
//! a flag (a flag's value shows in every process list).

use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

use clap::{Args as ClapArgs, CommandFactory, Parser, Subcommand};
use pegs_server::Config;
use pegs_server::proxy::Cidr;

/// The environment variable that holds the TURN secret itself (the other
/// way to give it is `--turn-secret-file`).
pub const TURN_SECRET_ENV: &str = "PEGS_SERVER_TURN_SECRET";

/// Hosts Pegs & Stones on one port: the web game and the signalling that
/// lets two games meet (https and wss with a certificate), its own STUN,
/// and `/metrics` on a port of its own where asked.
#[derive(Parser, Debug)]
#[command(
    name = "pegs-server",
    version,
    after_help = "Every option can also come from the environment variable named beside it.\n\
                  The TURN secret comes from --turn-secret-file or PEGS_SERVER_TURN_SECRET, never from a flag.\n\
                  docs/hosting.md has the whole story: limits, proxies, TLS, STUN and TURN."
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Sub>,
    #[command(flatten)]
    pub serve: Serve,
}

/// What else pegs-server does.
#[derive(Subcommand, Debug)]
pub enum Sub {
    /// Measures how many players one server holds and how fast they meet
    /// (on 127.0.0.1, against this program or a stock matchbox_server).
    Bench(crate::bench::Plan),
    /// Prints a shell's completions for pegs-server (bash, zsh, fish, elvish, powershell).
    Completions {
        /// The shell.
        shell: clap_complete::Shell,
    },
    /// Prints pegs-server's man page (roff), for `man -l -` or /usr/share/man/man1.
    Man,
}

/// How to serve: where, what, whom to trust, and the limits.
#[derive(ClapArgs, Debug)]
pub struct Serve {
    /// Where to listen (TCP; also UDP for the server's own STUN).
    #[arg(long, env = "PEGS_SERVER_LISTEN", value_name = "ADDR:PORT", default_value = "0.0.0.0:8080")]
    pub listen: SocketAddr,
    /// The web game's folder (default: `web` beside the program, or its own folder).
    #[arg(long, env = "PEGS_SERVER_WEB", value_name = "DIR")]
    pub web: Option<PathBuf>,
    /// The certificate chain for https and wss (PEM); with --tls-key.
    #[arg(long, env = "PEGS_SERVER_TLS_CERT", value_name = "PEM", requires = "tls_key")]
    pub tls_cert: Option<PathBuf>,
    /// The certificate's private key (PEM); with --tls-cert.
    #[arg(long, env = "PEGS_SERVER_TLS_KEY", value_name = "PEM", requires = "tls_cert")]
    pub tls_key: Option<PathBuf>,
    /// Serves Prometheus's /metrics on this address and port, apart from the game.
    #[arg(long, env = "PEGS_SERVER_METRICS", value_name = "ADDR:PORT")]
    pub metrics: Option<SocketAddr>,
    /// A proxy whose connections begin with a PROXY header naming the client (repeat, or commas).
    #[arg(
        long = "trusted-proxy",
        env = "PEGS_SERVER_TRUSTED_PROXY",
        value_name = "CIDR",
        value_delimiter = ','
    )]
    pub trusted_proxies: Vec<Cidr>,
    /// An origin whose pages may use the signalling (repeat, or commas; none: every page may).
    #[arg(long = "allow-origin", env = "PEGS_SERVER_ALLOW_ORIGIN", value_name = "ORIGIN", value_delimiter = ',', value_parser = origin)]
    pub allowed_origins: Vec<String>,
    /// A STUN server to hand out instead of the server's own (repeat, or commas).
    #[arg(long, env = "PEGS_SERVER_STUN", value_name = "URL", value_delimiter = ',', value_parser = stun_url)]
    pub stun: Vec<String>,
    /// Where the server answers STUN itself (UDP; default: the --listen address).
    #[arg(long, env = "PEGS_SERVER_STUN_LISTEN", value_name = "ADDR:PORT", conflicts_with_all = ["stun", "no_stun"])]
    pub stun_listen: Option<SocketAddr>,
    /// The server answers no STUN, and hands none out unless --stun names one.
    #[arg(long, env = "PEGS_SERVER_NO_STUN", value_parser = clap::builder::BoolishValueParser::new(), action = clap::ArgAction::SetTrue)]
    pub no_stun: bool,
    /// A TURN server to hand out, with credentials from the shared secret (repeat, or commas).
    #[arg(long, env = "PEGS_SERVER_TURN", value_name = "URL", value_delimiter = ',', value_parser = turn_url)]
    pub turn: Vec<String>,
    /// The file holding the secret the TURN server shares (or PEGS_SERVER_TURN_SECRET holds it).
    #[arg(long, env = "PEGS_SERVER_TURN_SECRET_FILE", value_name = "FILE")]
    pub turn_secret_file: Option<PathBuf>,
    /// Connections held at once (default: below the open-file limit).
    #[arg(long, env = "PEGS_SERVER_MAX_CONNECTIONS", value_name = "N", value_parser = at_least_one)]
    pub max_connections: Option<usize>,
    /// Connections of any kind one address may hold at once [default: 128].
    #[arg(long, env = "PEGS_SERVER_MAX_CONNECTIONS_PER_ADDRESS", value_name = "N", value_parser = at_least_one)]
    pub max_connections_per_address: Option<usize>,
    /// Signalling connections one address may hold at once [default: 16].
    #[arg(long, env = "PEGS_SERVER_MAX_PER_ADDRESS", value_name = "N", value_parser = at_least_one)]
    pub max_per_address: Option<usize>,
    /// Signalling connections one address may open in a minute [default: 120].
    #[arg(long, env = "PEGS_SERVER_CONNECTS_PER_MINUTE", value_name = "N", value_parser = at_least_one)]
    pub connects_per_minute: Option<usize>,
    /// Players one address may have waiting to be paired [default: 2].
    #[arg(long, env = "PEGS_SERVER_MAX_WAITING_PER_ADDRESS", value_name = "N", value_parser = at_least_one)]
    pub max_waiting_per_address: Option<usize>,
    /// A socket that says nothing this long is closed [default: 45].
    #[arg(long, env = "PEGS_SERVER_IDLE_SECONDS", value_name = "S", value_parser = at_least_one)]
    pub idle_seconds: Option<usize>,
    /// A request's head must arrive within this time [default: 10].
    #[arg(long, env = "PEGS_SERVER_REQUEST_SECONDS", value_name = "S", value_parser = at_least_one)]
    pub request_seconds: Option<usize>,
    /// A connection whose writes make no progress this long is closed [default: 30].
    #[arg(long, env = "PEGS_SERVER_STALL_SECONDS", value_name = "S", value_parser = at_least_one)]
    pub stall_seconds: Option<usize>,
    /// On stopping, how long /healthz says 503 while serving on, 0 to 4 [default: 2].
    #[arg(long, env = "PEGS_SERVER_DRAIN_SECONDS", value_name = "S", value_parser = drain_seconds)]
    pub drain_seconds: Option<u64>,
    /// On stopping, how long downloads have to finish, 0 to 5 [default: 5].
    #[arg(long, env = "PEGS_SERVER_GRACE_SECONDS", value_name = "S", value_parser = grace_seconds)]
    pub grace_seconds: Option<u64>,
}

/// What the server runs with, once the command line is read and checked.
#[derive(Debug)]
pub struct Args {
    pub listen: SocketAddr,
    pub config: Config,
    /// The certificate chain and key for https, both PEM files.
    pub tls: Option<(PathBuf, PathBuf)>,
    /// Where `/metrics` is served, if anywhere.
    pub metrics: Option<SocketAddr>,
    /// Whether the most connections were named (else they follow the open-file limit).
    pub max_connections_given: bool,
}

fn ice_url(given: &str, schemes: &[&str]) -> Result<String, String> {
    let fine = given.split_once(':').is_some_and(|(scheme, rest)| {
        schemes.contains(&scheme) && !rest.is_empty() && !rest.contains(char::is_whitespace)
    });
    if fine {
        Ok(given.to_string())
    } else {
        Err(format!(
            "not a {} server's address (such as {}:host:3478)",
            schemes[0].to_uppercase(),
            schemes[0]
        ))
    }
}

fn stun_url(given: &str) -> Result<String, String> {
    ice_url(given, &["stun", "stuns"])
}

fn turn_url(given: &str) -> Result<String, String> {
    ice_url(given, &["turn", "turns"])
}

fn origin(given: &str) -> Result<String, String> {
    let origin = given.trim_end_matches('/').to_string();
    let (scheme, host) = origin.split_once("://").unwrap_or(("", ""));
    if !matches!(scheme, "http" | "https") || host.is_empty() || host.contains('/') {
        return Err("not an origin (such as https://games.example.org)".into());
    }
    Ok(origin)
}

fn at_least_one(given: &str) -> Result<usize, String> {
    given.parse().ok().filter(|&n| n >= 1).ok_or_else(|| "not a whole number of at least 1".into())
}

/// `--drain-seconds` and `--grace-seconds` together are at most 9 s: the
/// server is gone within 10 s of SIGTERM, whatever clients do.
fn seconds_up_to(given: &str, most: u64) -> Result<u64, String> {
    match given.parse::<u64>() {
        Ok(s) if s <= most => Ok(s),
        Ok(_) => Err(format!("at most {most} (the server stops within 10 seconds)")),
        Err(_) => Err("not a number of seconds".into()),
    }
}

fn drain_seconds(given: &str) -> Result<u64, String> {
    seconds_up_to(given, 4)
}

fn grace_seconds(given: &str) -> Result<u64, String> {
    seconds_up_to(given, 5)
}

/// A clap error as the one line pegs-server prints: what is wrong and, where
/// clap has one, its suggestion (`--lisen` → "a similar argument exists: '--listen'").
pub fn one_line(error: &clap::Error) -> String {
    let text = error.render().to_string();
    let said: Vec<&str> = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with("Usage:") && !l.starts_with("For more information"))
        .map(|l| l.strip_prefix("error: ").unwrap_or(l))
        .collect();
    said.join("; ")
}

impl Serve {
    /// The server's configuration from what was given, and the checks
    /// that need more than one flag: `None` in `turn_secret` reads the
    /// environment (see [`TURN_SECRET_ENV`]).
    pub fn resolve(self, turn_secret: Option<String>) -> Result<Args, String> {
        let mut config = Config::new(PathBuf::new());
        config.trusted_proxies = self.trusted_proxies;
        config.allowed_origins = self.allowed_origins;
        let max_connections_given = self.max_connections.is_some();
        let seconds =
            |s: Option<usize>, default: Duration| s.map_or(default, |s| Duration::from_secs(s as u64));
        config.max_connections = self.max_connections.unwrap_or(config.max_connections);
        config.max_connections_per_address =
            self.max_connections_per_address.unwrap_or(config.max_connections_per_address);
        config.max_per_address = self.max_per_address.unwrap_or(config.max_per_address);
        config.connects_per_minute =
            self.connects_per_minute.map_or(config.connects_per_minute, |n| n.min(u32::MAX as usize) as u32);
        config.waiting_per_address = self.max_waiting_per_address.unwrap_or(config.waiting_per_address);
        config.idle = seconds(self.idle_seconds, config.idle);
        config.request_time = seconds(self.request_seconds, config.request_time);
        config.stall_time = seconds(self.stall_seconds, config.stall_time);
        config.drain = self.drain_seconds.map_or(config.drain, Duration::from_secs);
        config.grace = self.grace_seconds.map_or(config.grace, Duration::from_secs);
        config.ice.stun = self.stun;
        config.ice.turn = self.turn;
        config.ice.turn_secret = match (&self.turn_secret_file, turn_secret) {
            (Some(file), _) => {
                let secret = std::fs::read_to_string(file)
                    .map_err(|e| format!("--turn-secret-file {}: {e}", file.display()))?;
                let secret = secret.trim();
                if secret.is_empty() {
                    return Err(format!("--turn-secret-file {}: the file is empty", file.display()));
                }
                Some(secret.as_bytes().to_vec())
            }
            (None, Some(secret)) if !secret.trim().is_empty() => Some(secret.trim().as_bytes().to_vec()),
            (None, Some(_)) => return Err(format!("{TURN_SECRET_ENV} is empty")),
            (None, None) => None,
        };
        if config.ice.turn.is_empty() != config.ice.turn_secret.is_none() {
            return Err("--turn and --turn-secret-file (or PEGS_SERVER_TURN_SECRET) go together: \
                        the TURN server and the secret it shares"
                .into());
        }
        // The server's own STUN: on the port it listens on (UDP), unless told otherwise.
        if !self.no_stun && config.ice.stun.is_empty() {
            config.ice.own_stun = Some(self.stun_listen.unwrap_or(self.listen));
        }
        let tls = self.tls_cert.zip(self.tls_key);
        let web = match self.web {
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
        Ok(Args { listen: self.listen, config, tls, metrics: self.metrics, max_connections_given })
    }
}

/// The web game of an unpacked release: `web/` beside the program, or the program's own folder.
fn beside_me() -> Option<PathBuf> {
    let folder = std::env::current_exe().ok()?.parent()?.to_path_buf();
    [folder.join("web"), folder].into_iter().find(|f| f.join("index.html").is_file())
}

/// The completions for `shell`, as `pegs-server completions SHELL` prints them.
pub fn completions(shell: clap_complete::Shell, out: &mut impl std::io::Write) {
    clap_complete::generate(shell, &mut Cli::command(), "pegs-server", out);
}

/// The man page, as `pegs-server man` prints it.
pub fn man_page(out: &mut impl std::io::Write) -> std::io::Result<()> {
    clap_mangen::Man::new(Cli::command()).render(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The command line `line` read as pegs-server reads it, with no TURN secret in the environment.
    fn parse(line: &str) -> Result<Option<Args>, String> {
        let words = std::iter::once("pegs-server").chain(line.split_whitespace());
        match Cli::try_parse_from(words) {
            Ok(Cli { command: None, serve }) => serve.resolve(None).map(Some),
            Ok(_) => Ok(None),
            Err(e) if e.kind() == clap::error::ErrorKind::DisplayHelp => Ok(None),
            Err(e) => Err(one_line(&e)),
        }
    }

    #[test]
    fn the_definition_is_sound() {
        Cli::command().debug_assert();
    }

    #[test]
    fn bad_words_are_one_clear_line() {
        let problem = parse("--listen nowhere").err().unwrap();
        assert!(problem.contains("'nowhere' for '--listen <ADDR:PORT>'"), "{problem}");
        assert!(!problem.contains('\n'));
        let problem = parse("--lisen 1").err().unwrap();
        assert!(problem.contains("unexpected argument '--lisen'"), "{problem}");
        assert!(problem.contains("'--listen'"), "a suggestion: {problem}");
        assert!(parse("--max-per-address 0 --web .").err().unwrap().contains("at least 1"));
        assert!(parse("--web").err().unwrap().contains("a value is required"));
        assert!(parse("--web /nonexistent").err().unwrap().contains("no index.html"));
        assert!(parse("--help").unwrap().is_none());
        assert!(parse("--tls-cert cert.pem --web .").err().unwrap().contains("--tls-key"));
        assert!(
            parse("--trusted-proxy 10.0.0.0/33")
                .err()
                .unwrap()
                .contains("10.0.0.0/33: not an address or a block of addresses (such as 10.0.0.0/8)")
        );
        assert!(parse("--allow-origin games.example.org").err().unwrap().contains("not an origin"));
        assert!(parse("--drain-seconds 30").err().unwrap().contains("at most 4"));
        assert!(parse("--grace-seconds 6").err().unwrap().contains("at most 5"));
        assert!(parse("--metrics 9100").err().unwrap().contains("--metrics"));
        assert!(parse("--request-seconds 0").err().unwrap().contains("at least 1"));
        assert!(parse("--stun stun.example.org").err().unwrap().contains("not a STUN server's address"));
        assert!(parse("--turn turn:t.example.org:3478 --web .").err().unwrap().contains("go together"));
        assert!(parse("--stun-listen 0.0.0.0:3478 --no-stun").err().unwrap().contains("cannot be used with"));
        assert!(
            parse("--turn-secret-file /nonexistent --web .")
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
        let args = parse(&line).unwrap().unwrap();
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
        // Lists also come comma-separated (as one environment variable holds them).
        let line = format!("--web {} --trusted-proxy 10.0.0.0/8,192.168.0.0/16", web.display());
        assert_eq!(parse(&line).unwrap().unwrap().config.trusted_proxies.len(), 2);

        let secret = web.join("turn-secret");
        std::fs::write(&secret, "shared-with-coturn\n").unwrap();
        let line = format!(
            "--web {} --stun stun:stun.example.net:3478 --turn turn:turn.example.org:3478?transport=udp \
             --turn-secret-file {}",
            web.display(),
            secret.display()
        );
        let config = parse(&line).unwrap().unwrap().config;
        assert_eq!(config.ice.stun, ["stun:stun.example.net:3478"]);
        assert_eq!(config.ice.own_stun, None, "named STUN servers stand instead of its own");
        assert_eq!(config.ice.turn_secret.as_deref(), Some(&b"shared-with-coturn"[..]));
        // The secret itself from the environment, never from a flag.
        let words = ["pegs-server", "--web", &web.display().to_string(), "--turn", "turn:t.example.org:3478"]
            .map(String::from);
        let serve = Cli::try_parse_from(words).unwrap().serve;
        let config = serve.resolve(Some("from-the-environment".into())).unwrap().config;
        assert_eq!(config.ice.turn_secret.as_deref(), Some(&b"from-the-environment"[..]));
        assert!(parse("--turn-secret abc").is_err(), "no flag takes the secret itself");
        let line = format!("--web {} --stun-listen 0.0.0.0:3478", web.display());
        assert_eq!(parse(&line).unwrap().unwrap().config.ice.own_stun, Some("0.0.0.0:3478".parse().unwrap()));
        let line = format!("--web {} --no-stun", web.display());
        assert_eq!(parse(&line).unwrap().unwrap().config.ice.own_stun, None);
    }

    #[test]
    fn completions_and_the_man_page_name_every_option() {
        let mut bash = Vec::new();
        completions(clap_complete::Shell::Bash, &mut bash);
        let mut man = Vec::new();
        man_page(&mut man).unwrap();
        let (bash, man) = (String::from_utf8(bash).unwrap(), String::from_utf8(man).unwrap());
        for flag in ["--listen", "--turn-secret-file", "--trusted-proxy", "--drain-seconds"] {
            assert!(bash.contains(flag), "bash completions lack {flag}");
            assert!(man.contains(&flag.replace('-', "\\-")), "the man page lacks {flag}");
        }
        assert!(man.contains("PEGS_SERVER_LISTEN"), "the man page names the environment variables");
    }

    #[test]
    fn every_option_is_in_the_hosting_guide_and_its_variable_follows_from_its_name() {
        let guide = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/hosting.md"))
            .expect("docs/hosting.md");
        let command = Cli::command();
        let mut missing = Vec::new();
        let mut checked = 0;
        for arg in command.get_arguments() {
            let Some(long) = arg.get_long() else { continue };
            if ["help", "version"].contains(&long) {
                continue;
            }
            checked += 1;
            if !guide.contains(&format!("--{long}")) {
                missing.push(format!("--{long} is not in docs/hosting.md"));
            }
            // A host who knows the flag knows its variable: the rule is held here.
            let env = arg.get_env().and_then(|e| e.to_str()).unwrap_or_default();
            let expected = format!("PEGS_SERVER_{}", long.to_uppercase().replace('-', "_"));
            if env != expected {
                missing.push(format!("--{long} reads {env:?}, not {expected}"));
            }
        }
        assert!(checked >= 10, "the server's options are read: {checked}");
        assert!(missing.is_empty(), "{missing:#?}");
    }
}
