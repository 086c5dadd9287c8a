//! speech-dispatcher, the speech service of Linux desktops, over its Unix
//! socket (`ssip.rs`: no libspeechd, nothing needed at build time). Runs
//! on the speech thread (`worker.rs`).

use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::Duration;

use super::VoiceInfo;
use super::ssip::{self, Ssip};
use super::worker::Engine;
use crate::i18n::Lang;

struct Dispatcher {
    ssip: Ssip,
    /// The message said last, until its end or cancel is heard.
    saying: Option<u64>,
}

/// How long an answer from the service may take before the connection is
/// given up (and made again at the next request).
const ANSWER_WAIT: Duration = Duration::from_secs(3);

/// The socket speech-dispatcher listens on, as libspeechd and the daemon
/// itself find it: `SPEECHD_ADDRESS` when it names a Unix socket
/// (`unix_socket:PATH`); else `speech-dispatcher/speechd.sock` under the
/// user's runtime directory, which is glib's `g_get_user_runtime_dir`:
/// `$XDG_RUNTIME_DIR`, or where that is unset the user's cache directory,
/// `$XDG_CACHE_HOME` or `$HOME/.cache` (the daemon puts its socket there
/// then, so looking only under `$XDG_RUNTIME_DIR` never finds it). `env`
/// reads a variable (empty counts as unset).
pub fn socket(env: impl Fn(&str) -> Option<String>) -> Option<PathBuf> {
    let env = |name: &str| env(name).filter(|v| !v.is_empty());
    if let Some(address) = env("SPEECHD_ADDRESS") {
        // Only the Unix socket is spoken here; `unix_socket` alone is the
        // standard place.
        let path = address.strip_prefix("unix_socket")?;
        if let Some(p) = path.strip_prefix(':').filter(|p| !p.is_empty()) {
            return Some(PathBuf::from(p));
        }
    }
    let runtime = env("XDG_RUNTIME_DIR")
        .map(PathBuf::from)
        .or_else(|| env("XDG_CACHE_HOME").map(PathBuf::from))
        .or_else(|| env("HOME").map(|h| PathBuf::from(h).join(".cache")))?;
    Some(runtime.join("speech-dispatcher").join("speechd.sock"))
}

fn open() -> Option<Ssip> {
    let path = socket(|name| std::env::var(name).ok())?;
    Ssip::open(&path, ANSWER_WAIT).ok()
}

/// Starts the service as libspeechd does when no one has (`--spawn` starts
/// it only if it is not running, and it quits by itself when unused);
/// tried at every connection that finds no service, so one that died is
/// started again. speech-dispatcher refuses to start when the locale in
/// `LANG` is not installed (seen with `LANG=en_US.UTF-8` on a minimal
/// Debian): it is then tried with the locale every system has, which
/// changes nothing of what it says.
fn spawn() -> bool {
    let run = |locale: Option<&str>| {
        let mut c = Command::new("speech-dispatcher");
        c.arg("--spawn")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null());
        if let Some(l) = locale {
            c.env("LC_ALL", l);
        }
        c.status().is_ok_and(|s| s.success())
    };
    run(None) || run(Some("C.UTF-8"))
}

pub fn connect() -> Option<Box<dyn Engine>> {
    let ssip = open().or_else(|| {
        if !spawn() {
            return None;
        }
        // The daemon has forked; its socket appears shortly.
        (0..20).find_map(|_| {
            std::thread::sleep(Duration::from_millis(100));
            open()
        })
    })?;
    let user = std::env::var("USER").unwrap_or_else(|_| "user".into());
    let user: String = user.chars().filter(|c| c.is_alphanumeric()).collect();
    Dispatcher::greet(ssip, &user).map(|d| Box::new(d) as Box<dyn Engine>)
}

impl Dispatcher {
    /// Names us, keeps symbols from being read out as words (a child hears
    /// the sentence), and asks to be told when a text ends.
    fn greet(mut ssip: Ssip, user: &str) -> Option<Dispatcher> {
        for command in [
            format!("SET self CLIENT_NAME {user}:wahree:main"),
            "SET self PUNCTUATION none".into(),
            "SET self NOTIFICATION end on".into(),
            "SET self NOTIFICATION cancel on".into(),
        ] {
            ssip.ask(&command).ok()?;
        }
        Some(Dispatcher { ssip, saying: None })
    }
}

impl Engine for Dispatcher {
    fn voices(&mut self) -> Result<Option<Vec<VoiceInfo>>, ()> {
        let list = self.ssip.ask("LIST SYNTHESIS_VOICES").map_err(|_| ())?;
        Ok(Some(
            list.lines
                .iter()
                .filter_map(|line| {
                    // name, language, variant ("none" for a base voice),
                    // separated by tabs.
                    let mut fields = line.split('\t');
                    let id = fields.next()?.to_owned();
                    let language = fields.next().filter(|l| *l != "none")?.to_owned();
                    let variant = fields.next().is_some_and(|d| d != "none");
                    Some(VoiceInfo {
                        id,
                        language,
                        variant,
                    })
                })
                .collect(),
        ))
    }

    fn speak(&mut self, text: &str, lang: Lang, voice: Option<&VoiceInfo>) -> Result<(), ()> {
        let s = &mut self.ssip;
        let said = (|| {
            s.ask("CANCEL self")?;
            s.ask(&format!("SET self LANGUAGE {}", lang.code()))?;
            if let Some(v) = voice {
                s.ask(&format!("SET self SYNTHESIS_VOICE {}", v.id))?;
            }
            s.ask("SPEAK")?;
            s.data(text)
        })();
        let queued = said.map_err(|_| ())?;
        self.saying = queued.lines.first().and_then(|id| id.parse().ok());
        Ok(())
    }

    fn stop(&mut self) -> Result<(), ()> {
        self.saying = None;
        self.ssip.ask("CANCEL self").map(|_| ()).map_err(|_| ())
    }

    fn busy(&mut self, wait: Duration) -> Result<bool, ()> {
        let Some(id) = self.saying else {
            return Ok(false);
        };
        while let Some(e) = self.ssip.event(wait).map_err(|_| ())? {
            if e.message == id && matches!(e.code, ssip::END | ssip::CANCELED) {
                self.saying = None;
                return Ok(false);
            }
        }
        Ok(true)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::{BufRead, BufReader, Write};
    use std::os::unix::net::{UnixListener, UnixStream};
    use std::sync::{Arc, Mutex};

    fn env<'a>(vars: &'a [(&'a str, &'a str)]) -> impl Fn(&str) -> Option<String> + 'a {
        move |name| {
            vars.iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| v.to_string())
        }
    }

    #[test]
    fn the_socket_is_where_speech_dispatcher_puts_it() {
        let sock = |vars: &[(&str, &str)]| socket(env(vars));
        let home = ("HOME", "/home/ana");
        assert_eq!(
            sock(&[("XDG_RUNTIME_DIR", "/run/user/1000"), home]),
            Some("/run/user/1000/speech-dispatcher/speechd.sock".into())
        );
        // No runtime directory: glib's fallback, the cache directory.
        assert_eq!(
            sock(&[home]),
            Some("/home/ana/.cache/speech-dispatcher/speechd.sock".into())
        );
        assert_eq!(
            sock(&[("XDG_RUNTIME_DIR", ""), ("XDG_CACHE_HOME", "/tmp/c"), home]),
            Some("/tmp/c/speech-dispatcher/speechd.sock".into())
        );
        assert_eq!(
            sock(&[("SPEECHD_ADDRESS", "unix_socket:/tmp/s.sock"), home]),
            Some("/tmp/s.sock".into())
        );
        assert_eq!(
            sock(&[("SPEECHD_ADDRESS", "unix_socket"), home]),
            Some("/home/ana/.cache/speech-dispatcher/speechd.sock".into())
        );
        assert_eq!(sock(&[("SPEECHD_ADDRESS", "inet_socket:127.0.0.1")]), None);
        assert_eq!(sock(&[]), None);
    }

    /// A speech-dispatcher that answers every command, lists two voices,
    /// and says each text until told to end it; what it was sent goes to
    /// `heard`.
    fn fake_daemon(stream: UnixStream, heard: Arc<Mutex<Vec<String>>>) {
        let mut out = stream.try_clone().unwrap();
        let mut lines = BufReader::new(stream).lines();
        let mut id = 40;
        while let Some(Ok(line)) = lines.next() {
            heard.lock().unwrap().push(line.clone());
            let answer = match line.as_str() {
                "LIST SYNTHESIS_VOICES" => {
                    "249-Italian\tit\tnone\r\n249-Japanese\tja\tnone\r\n249 OK VOICE LIST SENT\r\n"
                        .to_owned()
                }
                "SPEAK" => {
                    out.write_all(b"230 OK RECEIVING DATA\r\n").unwrap();
                    let text = lines.next().unwrap().unwrap();
                    assert_eq!(lines.next().unwrap().unwrap(), ".");
                    heard.lock().unwrap().push(text);
                    id += 1;
                    // The text begins at once and ends when the test
                    // sends "end".
                    format!(
                        "225-{id}\r\n225 OK MESSAGE QUEUED\r\n701-{id}\r\n701-1\r\n701 BEGIN\r\n"
                    )
                }
                // The text ends (the event comes before the answer).
                "end" => format!("702-{id}\r\n702-1\r\n702 END\r\n200 OK\r\n"),
                "QUIT" => {
                    let _ = out.write_all(b"231 HAPPY HACKING\r\n");
                    return;
                }
                l if l.starts_with("CANCEL") => "213 OK CANCELED\r\n".to_owned(),
                _ => "200 OK\r\n".to_owned(),
            };
            out.write_all(answer.as_bytes()).unwrap();
        }
    }

    #[test]
    fn a_text_is_said_with_its_voice_and_is_over_at_its_end_event() {
        let (ours, theirs) = UnixStream::pair().unwrap();
        let heard = Arc::new(Mutex::new(Vec::new()));
        let h = Arc::clone(&heard);
        std::thread::spawn(move || fake_daemon(theirs, h));
        let ssip = Ssip::on(ours, ANSWER_WAIT).unwrap();
        let mut d = Dispatcher::greet(ssip, "ana").expect("greeted");
        let voices = d.voices().unwrap().unwrap();
        let ja = super::super::choose(&voices, Lang::Ja).cloned();
        assert_eq!(ja.as_ref().map(|v| v.id.as_str()), Some("Japanese"));
        d.speak("このあなから", Lang::Ja, ja.as_ref()).unwrap();
        assert_eq!(d.busy(Duration::from_millis(20)), Ok(true));
        // The fake's "end" makes it send the END event.
        d.ssip.ask("end").unwrap();
        let start = std::time::Instant::now();
        while d.busy(Duration::from_millis(20)) == Ok(true) {
            assert!(start.elapsed() < Duration::from_secs(3), "no end heard");
        }
        assert_eq!(d.busy(Duration::from_millis(1)), Ok(false));
        let heard = heard.lock().unwrap().clone();
        assert_eq!(
            heard[..4],
            [
                "SET self CLIENT_NAME ana:wahree:main",
                "SET self PUNCTUATION none",
                "SET self NOTIFICATION end on",
                "SET self NOTIFICATION cancel on"
            ]
        );
        let said = heard.iter().position(|l| l == "このあなから").unwrap();
        assert_eq!(
            heard[said - 4..said],
            [
                "CANCEL self",
                "SET self LANGUAGE ja",
                "SET self SYNTHESIS_VOICE Japanese",
                "SPEAK"
            ]
        );
    }

    #[test]
    fn a_daemon_that_dies_breaks_the_connection_and_a_new_one_is_found_at_the_same_place() {
        let dir = std::env::temp_dir().join(format!("wahree-ssip-{}", std::process::id()));
        let _ = std::fs::create_dir_all(&dir);
        let path = dir.join("speechd.sock");
        let heard = Arc::new(Mutex::new(Vec::new()));
        let start = |path: &std::path::Path| {
            let _ = std::fs::remove_file(path);
            let listener = UnixListener::bind(path).unwrap();
            let h = Arc::clone(&heard);
            std::thread::spawn(move || {
                // One client, then the daemon is gone.
                if let Ok((s, _)) = listener.accept() {
                    fake_daemon(s, h);
                }
            })
        };
        let first = start(&path);
        let mut d = Dispatcher::greet(Ssip::open(&path, ANSWER_WAIT).unwrap(), "ana").unwrap();
        d.speak("uno", Lang::It, None).unwrap();
        // It dies: its end of the socket closes.
        d.ssip.ask("QUIT").ok();
        first.join().unwrap();
        assert!(d.speak("due", Lang::It, None).is_err());
        // Started again: a new connection at the same place works.
        let _second = start(&path);
        let mut d = Dispatcher::greet(Ssip::open(&path, ANSWER_WAIT).unwrap(), "ana").unwrap();
        d.speak("tre", Lang::It, None).unwrap();
        let heard = heard.lock().unwrap().clone();
        assert!(heard.contains(&"uno".to_owned()) && heard.contains(&"tre".to_owned()));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
