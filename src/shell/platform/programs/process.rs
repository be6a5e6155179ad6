//! A program of the player's own as a native process: a command line run
//! through the system's shell, spoken to over its stdin and stdout.

use std::collections::VecDeque;
use std::io::{self, BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, SyncSender, channel, sync_channel};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use pegs_engine::engines::uci::{self, Info, LONGEST_LINE, Said};
use pegs_engine::tictactoe::RuleSet;

use super::{Fault, GRACE, MOST_LINES_A_MOVE, START_WITHIN};

/// Lines waiting to be read, at most.
const QUEUE: usize = 1024;
/// Lines of stderr kept, and the longest kept of each.
const STDERR_KEPT: usize = 5;
const STDERR_LONGEST: usize = 300;
/// How long a stopped program's last words on stderr are waited for (a
/// child of its own may hold stderr open).
const LAST_WORDS_WITHIN: Duration = Duration::from_millis(500);

/// One line a program wrote, as its reader hands it on.
enum Line {
    Text(String),
    TooLong,
    Closed,
}

/// A running program: its input, its lines, its last words on stderr.
struct Process {
    child: Child,
    input: Option<ChildStdin>,
    lines: Receiver<Line>,
    stderr: Arc<Mutex<VecDeque<String>>>,
    /// Says when stderr has ended.
    stderr_ended: Receiver<()>,
}

impl Process {
    fn start(command: &str) -> Result<Self, Fault> {
        let mut child = shell(command)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| Fault::NotStarted(e.to_string()))?;
        let (sender, lines) = sync_channel(QUEUE);
        let stdout = child.stdout.take().ok_or(Fault::Crash)?;
        std::thread::spawn(move || read_lines(stdout, &sender));
        let stderr = Arc::new(Mutex::new(VecDeque::new()));
        let (ended, stderr_ended) = channel();
        if let Some(err) = child.stderr.take() {
            let kept = stderr.clone();
            std::thread::spawn(move || {
                keep_stderr(err, &kept);
                let _ = ended.send(());
            });
        }
        Ok(Self { input: child.stdin.take(), child, lines, stderr, stderr_ended })
    }

    fn send(&mut self, line: &str) -> Result<(), Fault> {
        let input = self.input.as_mut().ok_or(Fault::Crash)?;
        writeln!(input, "{line}").and_then(|()| input.flush()).map_err(|_| Fault::Crash)
    }

    /// The next line, by `deadline`.
    fn next(&mut self, deadline: Instant, late: Fault) -> Result<String, Fault> {
        let wait = deadline.saturating_duration_since(Instant::now());
        match self.lines.recv_timeout(wait) {
            Ok(Line::Text(text)) => Ok(text),
            Ok(Line::TooLong) => Err(Fault::LongLine),
            Ok(Line::Closed) | Err(RecvTimeoutError::Disconnected) => Err(Fault::Crash),
            Err(RecvTimeoutError::Timeout) => Err(late),
        }
    }

    /// Stops it, and says the last lines it wrote to stderr (all of them
    /// read, unless a child of its own keeps stderr open), joined.
    fn stop(&mut self) -> String {
        self.input.take();
        let _ = self.child.kill();
        let _ = self.stderr_ended.recv_timeout(LAST_WORDS_WITHIN);
        self.stderr.lock().map(|k| k.iter().cloned().collect::<Vec<_>>().join(" | ")).unwrap_or_default()
    }
}

impl Drop for Process {
    fn drop(&mut self) {
        // Its input closed asks it to end; it is killed all the same (it may not listen), and reaped.
        self.input.take();
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// `command` through the system's shell.
fn shell(command: &str) -> Command {
    #[cfg(windows)]
    let mut shell = {
        let mut c = Command::new("cmd");
        c.arg("/C");
        c
    };
    #[cfg(not(windows))]
    let mut shell = {
        let mut c = Command::new("sh");
        c.arg("-c");
        c
    };
    shell.arg(command);
    shell
}

/// Reads a program's output line by line, keeping at most
/// [`LONGEST_LINE`] bytes of each, and hands the lines on until it ends
/// (or nobody reads them any more).
fn read_lines(out: impl Read, lines: &SyncSender<Line>) {
    let mut reader = BufReader::new(out);
    let mut line = Vec::new();
    let mut too_long = false;
    loop {
        let (used, ended) = match reader.fill_buf() {
            Ok([]) | Err(_) => break,
            Ok(buf) => {
                let end = buf.iter().position(|&b| b == b'\n');
                let chunk = &buf[..end.unwrap_or(buf.len())];
                if line.len() + chunk.len() > LONGEST_LINE {
                    too_long = true;
                } else {
                    line.extend_from_slice(chunk);
                }
                (end.map_or(buf.len(), |e| e + 1), end.is_some())
            }
        };
        reader.consume(used);
        if ended {
            let text = String::from_utf8_lossy(&line).trim_end_matches('\r').to_string();
            if lines.send(if too_long { Line::TooLong } else { Line::Text(text) }).is_err() {
                return;
            }
            line.clear();
            too_long = false;
        }
    }
    let _ = lines.send(Line::Closed);
}

/// Keeps the last [`STDERR_KEPT`] lines a program writes to stderr.
fn keep_stderr(err: impl Read, kept: &Mutex<VecDeque<String>>) {
    for line in BufReader::new(err).split(b'\n').map_while(Result::ok) {
        let mut text = String::from_utf8_lossy(&line).trim_end().to_string();
        if let Some((cut, _)) = text.char_indices().nth(STDERR_LONGEST) {
            text.truncate(cut);
        }
        if let Ok(mut kept) = kept.lock() {
            if kept.len() == STDERR_KEPT {
                kept.pop_front();
            }
            kept.push_back(text);
        }
    }
}

/// A TicTacToe engine that said `uciok`: its name, and the process.
pub struct Engine {
    /// Its `id name`, or its command line when it gave none.
    pub name: String,
    process: Process,
}

impl Engine {
    /// Starts `command` and greets it (`uci`, then the rules).
    pub fn open(command: &str, rules: RuleSet) -> Result<Self, (Fault, String)> {
        let mut process = Process::start(command).map_err(|f| (f, String::new()))?;
        match greet(&mut process, rules) {
            Ok(name) => Ok(Self { name: name.unwrap_or_else(|| command.to_string()), process }),
            Err(fault) => Err((fault, process.stop())),
        }
    }

    /// A new game: `ucinewgame`, then `isready` until `readyok`.
    pub fn new_game(&mut self) -> Result<(), Fault> {
        self.process.send("ucinewgame")?;
        self.process.send("isready")?;
        let deadline = Instant::now() + START_WITHIN;
        while uci::read(&self.process.next(deadline, Fault::NoAnswer)?) != Said::ReadyOk {}
        Ok(())
    }

    /// Its move in the position after `cells`, within `movetime` and the
    /// grace: the cell read strictly (legality is the rules' to judge), or
    /// what it said instead; and what its `info` lines said, each part as
    /// it last said it.
    pub fn best_move(
        &mut self,
        cells: &[u8],
        movetime: Duration,
    ) -> Result<(Result<u8, String>, Info), Fault> {
        self.process.send(&uci::position(cells))?;
        self.process.send(&uci::go(movetime.as_millis() as u64))?;
        let deadline = Instant::now() + movetime + GRACE;
        let mut said = Info::default();
        for _ in 0..MOST_LINES_A_MOVE {
            match uci::read(&self.process.next(deadline, Fault::Timeout)?) {
                Said::BestMove(cell) => return Ok((cell, said)),
                Said::Info(info) => said.merge(info),
                _ => {}
            }
        }
        Err(Fault::Flood)
    }

    /// Stops it: the last lines it wrote to stderr.
    pub fn stop(mut self) -> String {
        self.process.stop()
    }
}

/// `uci` until `uciok`, then the rules: the name it gave, if it gave one.
fn greet(process: &mut Process, rules: RuleSet) -> Result<Option<String>, Fault> {
    let deadline = Instant::now() + START_WITHIN;
    let mut name = None;
    process.send("uci")?;
    loop {
        match uci::read(&process.next(deadline, Fault::NoAnswer)?) {
            Said::UciOk => break,
            Said::Name(n) => name = Some(n),
            _ => {}
        }
    }
    process.send(&uci::set_rules(rules))?;
    Ok(name)
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = self.process.send("quit");
    }
}

/// What a solver printed, line by line, to the question it was asked:
/// until it ended, `most` lines, or `within` passed; whether it ended by
/// itself; and the last lines it wrote to stderr.
pub fn solve(
    command: &str,
    question: &str,
    most: usize,
    within: Duration,
) -> io::Result<(Vec<String>, bool, String)> {
    let mut process = Process::start(command).map_err(|f| io::Error::other(format!("the solver {f}")))?;
    // A solver that reads nothing may be gone before it is asked.
    let _ = process.send(question);
    process.input.take();
    let deadline = Instant::now() + within;
    let mut lines = Vec::new();
    let mut ended = false;
    while lines.len() < most {
        match process.next(deadline, Fault::Timeout) {
            Ok(line) => lines.push(line),
            Err(Fault::Crash) => {
                ended = true;
                break;
            }
            Err(Fault::LongLine) => {
                return Err(io::Error::other(format!("the solver {}", Fault::LongLine)));
            }
            Err(_) => break,
        }
    }
    let words = process.stop();
    Ok((lines, ended, words))
}
