//! speech-dispatcher, the speech service of Linux desktops, over its Unix
//! socket with `ssip-client` (pure Rust: no libspeechd, nothing needed at
//! build time). Runs on the speech thread (`worker.rs`).

use std::os::unix::net::UnixStream;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use ssip_client::{
    Client, ClientName, ClientScope, MessageScope, OK_CANCELED, OK_LANGUAGE_SET,
    OK_PUNCTUATION_SET, OK_VOICE_SET, PunctuationMode, fifo,
};

use super::VoiceInfo;
use super::worker::Engine;
use crate::i18n::Lang;

struct Dispatcher(Client<UnixStream>);

/// How long an answer from the service may take before the connection is
/// given up (and tried again at the next request).
const ANSWER_WAIT: Duration = Duration::from_secs(3);

/// The socket speech-dispatcher listens on: `SPEECHD_ADDRESS` when it
/// names a Unix socket (as libspeechd reads it), else the standard place
/// under `$XDG_RUNTIME_DIR`.
fn socket() -> Option<PathBuf> {
    let address = std::env::var("SPEECHD_ADDRESS").ok()?;
    address.strip_prefix("unix_socket:").map(PathBuf::from)
}

fn open() -> Option<Client<UnixStream>> {
    let mut builder = fifo::Builder::new();
    if let Some(path) = socket() {
        builder.path(path);
    }
    builder.timeout(ANSWER_WAIT).build().ok()
}

/// Starts the service as libspeechd does when no one has (`--spawn` starts
/// it only if it is not running, and it quits by itself when unused);
/// once per run, as it is the same answer each time. speech-dispatcher
/// refuses to start when the locale in `LANG` is not installed (seen with
/// `LANG=en_US.UTF-8` on a minimal Debian): it is then tried with the
/// locale every system has, which changes nothing of what it says.
fn spawn() -> bool {
    static TRIED: AtomicBool = AtomicBool::new(false);
    if TRIED.swap(true, Ordering::Relaxed) {
        return false;
    }
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
    let mut client = open().or_else(|| {
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
    client
        .set_client_name(ClientName::new(&user, "wahree"))
        .ok()?
        .check_client_name_set()
        .ok()?
        // Symbols are not read out as words: a child hears the sentence.
        .set_punctuation_mode(ClientScope::Current, PunctuationMode::None)
        .ok()?
        .check_status(OK_PUNCTUATION_SET)
        .ok()?;
    Some(Box::new(Dispatcher(client)))
}

/// A line of text as the protocol sends it: one starting with a dot gets
/// another (a lone dot would end the text).
fn escape(line: &str) -> String {
    if line.starts_with('.') {
        format!(".{line}")
    } else {
        line.to_owned()
    }
}

impl Engine for Dispatcher {
    fn voices(&mut self) -> Result<Option<Vec<VoiceInfo>>, ()> {
        let list = self
            .0
            .list_synthesis_voices()
            .and_then(|c| c.receive_synthesis_voices())
            .map_err(|_| ())?;
        Ok(Some(
            list.into_iter()
                .filter_map(|v| {
                    Some(VoiceInfo {
                        language: v.language?,
                        // Base voices have no variant ("none" in the list).
                        variant: v.dialect.is_some_and(|d| d != "none"),
                        id: v.name,
                    })
                })
                .collect(),
        ))
    }

    fn speak(&mut self, text: &str, lang: Lang, voice: Option<&VoiceInfo>) -> Result<(), ()> {
        let c = &mut self.0;
        let said = (|| {
            c.cancel(MessageScope::Last)?.check_status(OK_CANCELED)?;
            c.set_language(ClientScope::Current, lang.code())?
                .check_status(OK_LANGUAGE_SET)?;
            if let Some(v) = voice {
                c.set_synthesis_voice(ClientScope::Current, &v.id)?
                    .check_status(OK_VOICE_SET)?;
            }
            c.speak()?
                .check_receiving_data()?
                .send_line(&escape(text))?
                .receive_message_id()
        })();
        said.map(|_| ()).map_err(|_| ())
    }

    fn stop(&mut self) -> Result<(), ()> {
        self.0
            .cancel(MessageScope::Last)
            .and_then(|c| c.check_status(OK_CANCELED))
            .map(|_| ())
            .map_err(|_| ())
    }
}

#[cfg(test)]
mod tests {
    use super::escape;

    #[test]
    fn a_line_starting_with_a_dot_is_not_taken_for_the_end() {
        assert_eq!(escape("."), "..");
        assert_eq!(escape("...e poi?"), "....e poi?");
        assert_eq!(escape("Ciao."), "Ciao.");
    }
}
