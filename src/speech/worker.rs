//! A desktop speech service, talked to on a thread of its own.
//!
//! The thread starts at the first request and connects then (a missing
//! service costs nothing at start-up); `speak` and `stop` only send it a
//! command, so the window never waits for the service. A connection that
//! fails, or breaks, is tried again at the next request.

use std::sync::Mutex;
use std::sync::mpsc::{self, Receiver, Sender};
use std::time::Duration;

use super::{Speaker, VoiceInfo, Voices, choose};
use crate::i18n::Lang;

/// What a backend does once connected; any error drops the connection.
pub trait Engine {
    /// The voices listed, or none if the service does not list them.
    fn voices(&mut self) -> Result<Option<Vec<VoiceInfo>>, ()>;
    /// Cuts off what is being said and says `text` (one line, not empty)
    /// in `lang`, with `voice` if the service listed one for it.
    fn speak(&mut self, text: &str, lang: Lang, voice: Option<&VoiceInfo>) -> Result<(), ()>;
    fn stop(&mut self) -> Result<(), ()>;
}

/// Connects to the service, or says it is not there.
pub type Connect = fn() -> Option<Box<dyn Engine>>;

enum Command {
    Speak(String, Lang),
    Stop,
    Voices(Sender<Voices>),
}

pub struct Worker {
    connect: Connect,
    /// Commands for the thread, once started.
    tx: Mutex<Option<Sender<Command>>>,
}

/// How long `voices` waits for the thread's answer: connecting may start
/// the service (speech-dispatcher is started on demand).
const VOICES_WAIT: Duration = Duration::from_secs(20);

impl Worker {
    pub fn new(connect: Connect) -> Worker {
        Worker {
            connect,
            tx: Mutex::new(None),
        }
    }

    /// Hands `command` to the thread, starting it first if needed; false
    /// if there is no thread to take it (it could not start, or died).
    fn send(&self, command: Command) -> bool {
        let Ok(mut tx) = self.tx.lock() else {
            return false;
        };
        if tx.is_none() {
            let (sender, receiver) = mpsc::channel();
            let connect = self.connect;
            let started = std::thread::Builder::new()
                .name("wahree-speech".into())
                .spawn(move || run(connect, receiver));
            if started.is_err() {
                return false;
            }
            *tx = Some(sender);
        }
        let sent = tx.as_ref().is_some_and(|t| t.send(command).is_ok());
        if !sent {
            // The thread is gone (a panic in the service's client): the
            // next request starts another.
            *tx = None;
        }
        sent
    }
}

impl Speaker for Worker {
    fn speak(&self, text: &str, lang: Lang) {
        let text = super::spoken(text);
        if !text.is_empty() {
            self.send(Command::Speak(text, lang));
        }
    }

    fn stop(&self) {
        self.send(Command::Stop);
    }

    fn voices(&self) -> Voices {
        let (reply, answer) = mpsc::channel();
        if !self.send(Command::Voices(reply)) {
            return Voices::NoService;
        }
        answer
            .recv_timeout(VOICES_WAIT)
            .unwrap_or(Voices::NoService)
    }
}

/// The thread: connects when a command comes, keeps the service's voice
/// list, and carries out the newest of the waiting speak and stop
/// commands (a child pressing the button five times hears it once).
fn run(connect: Connect, commands: Receiver<Command>) {
    let mut engine: Option<Box<dyn Engine>> = None;
    let mut voices: Option<Vec<VoiceInfo>> = None;
    while let Ok(first) = commands.recv() {
        let mut waiting = vec![first];
        waiting.extend(commands.try_iter());
        let mut replies = Vec::new();
        let mut last = None;
        for c in waiting {
            match c {
                Command::Voices(reply) => replies.push(reply),
                c => last = Some(c),
            }
        }
        if engine.is_none() {
            engine = connect();
            voices = match engine.as_mut().map(|e| e.voices()) {
                Some(Ok(v)) => v,
                Some(Err(())) => {
                    engine = None;
                    None
                }
                None => None,
            };
        }
        if let Some(e) = engine.as_mut() {
            let done = match last {
                Some(Command::Speak(text, lang)) => {
                    let voice = voices.as_deref().and_then(|v| choose(v, lang));
                    e.speak(&text, lang, voice)
                }
                Some(Command::Stop) => e.stop(),
                _ => Ok(()),
            };
            if done.is_err() {
                engine = None;
            }
        }
        // Answered last: whoever asks knows the commands before were done.
        let answer = match (&engine, &voices) {
            (None, _) => Voices::NoService,
            (Some(_), Some(list)) => Voices::of(list),
            (Some(_), None) => Voices::Unlisted,
        };
        for reply in replies {
            let _ = reply.send(answer.clone());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::{Arc, Mutex};

    type Log = Arc<Mutex<Vec<String>>>;

    fn log() -> &'static Log {
        static LOG: std::sync::OnceLock<Log> = std::sync::OnceLock::new();
        LOG.get_or_init(Log::default)
    }

    /// A service with Italian only, writing what it does to `log()`.
    struct Italian;

    impl Engine for Italian {
        fn voices(&mut self) -> Result<Option<Vec<VoiceInfo>>, ()> {
            Ok(Some(vec![VoiceInfo::new("Italian", "it")]))
        }
        fn speak(&mut self, text: &str, lang: Lang, voice: Option<&VoiceInfo>) -> Result<(), ()> {
            let voice = voice.map_or("-", |v| v.id.as_str());
            log()
                .lock()
                .unwrap()
                .push(format!("{}:{voice}:{text}", lang.code()));
            Ok(())
        }
        fn stop(&mut self) -> Result<(), ()> {
            log().lock().unwrap().push("stop".into());
            Ok(())
        }
    }

    #[test]
    fn the_thread_connects_at_the_first_request_and_says_texts_with_the_voice() {
        let w = Worker::new(|| Some(Box::new(Italian)));
        assert!(w.tx.lock().unwrap().is_none(), "nothing started yet");
        let v = w.voices();
        assert_eq!(v.voice(Lang::It), super::super::Voice::Ready);
        assert_eq!(v.voice(Lang::Ja), super::super::Voice::Missing);
        w.speak("Ciao,\n  bambini", Lang::It);
        let _ = w.voices();
        w.speak("  \n", Lang::It);
        w.speak("konnichiwa", Lang::Ja);
        let _ = w.voices();
        w.stop();
        let _ = w.voices();
        // No Japanese voice listed: the language is still asked for (the
        // service may have one it does not list).
        assert_eq!(
            *log().lock().unwrap(),
            ["it:Italian:Ciao, bambini", "ja:-:konnichiwa", "stop"],
            "an empty text is not said"
        );
    }

    #[test]
    fn a_service_that_is_not_there_gives_no_voices_and_takes_commands_quietly() {
        let w = Worker::new(|| None);
        w.speak("hello", Lang::En);
        w.stop();
        assert_eq!(w.voices(), Voices::NoService);
    }
}
