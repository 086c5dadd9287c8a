//! A desktop speech service, talked to on a thread of its own.
//!
//! The thread starts at the first request and connects then (a missing
//! service costs nothing at start-up); `speak` and `stop` only send it a
//! command, so the window never waits for the service. A service that is
//! not there is looked for again at every request (one started later is
//! found); a connection that breaks (the service died) is made again at
//! once and the request carried out on the new one. While a text is being
//! said the thread asks the service, between commands, whether it is over.

use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use super::turns::Turns;
use super::{Quiet, Speaker, VoiceInfo, Voices, choose};
use crate::i18n::Lang;

/// What a backend does once connected; any error drops the connection.
pub trait Engine {
    /// The voices listed, or none if the service does not list them.
    fn voices(&mut self) -> Result<Option<Vec<VoiceInfo>>, ()>;
    /// Cuts off what is being said and says `text` (one line, not empty)
    /// in `lang`, with `voice` if the service listed one for it.
    fn speak(&mut self, text: &str, lang: Lang, voice: Option<&VoiceInfo>) -> Result<(), ()>;
    fn stop(&mut self) -> Result<(), ()>;
    /// Whether the text said last is still being said, waiting at most
    /// `wait` for news.
    fn busy(&mut self, wait: Duration) -> Result<bool, ()>;
}

/// Connects to the service, or says it is not there.
pub type Connect = Arc<dyn Fn() -> Option<Box<dyn Engine>> + Send + Sync>;

enum Command {
    /// A text and its turn.
    Speak(String, Lang, u64),
    Stop,
    Voices(Sender<Voices>),
}

pub struct Worker {
    connect: Connect,
    /// Commands for the thread, once started.
    tx: Mutex<Option<Sender<Command>>>,
    turns: Arc<Turns>,
}

/// How long `voices` waits for the thread's answer: connecting may start
/// the service (speech-dispatcher is started on demand).
const VOICES_WAIT: Duration = Duration::from_secs(20);

/// How often the thread asks whether a text is over, and how long it then
/// waits for the answer: the speaker button goes back within a moment of
/// the end.
const POLL: Duration = Duration::from_millis(150);
const POLL_WAIT: Duration = Duration::from_millis(50);

impl Worker {
    pub fn new(connect: Connect) -> Worker {
        Worker {
            connect,
            tx: Mutex::new(None),
            turns: Turns::new(),
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
            let connect = Arc::clone(&self.connect);
            let turns = Arc::clone(&self.turns);
            let started = std::thread::Builder::new()
                .name("wahree-speech".into())
                .spawn(move || run(&*connect, &turns, receiver));
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
        if text.is_empty() {
            return;
        }
        // Whatever was being said is cut off.
        self.turns.all_over();
        let turn = self.turns.ask();
        if !self.send(Command::Speak(text, lang, turn)) {
            self.turns.over(turn);
        }
    }

    fn stop(&self) {
        self.turns.all_over();
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

    fn speaking(&self) -> bool {
        self.turns.speaking()
    }

    fn quiet(&self) -> Quiet {
        self.turns.quiet()
    }
}

/// The connection the thread keeps, and the voices its service listed.
struct Link<'a> {
    connect: &'a (dyn Fn() -> Option<Box<dyn Engine>> + Send + Sync),
    engine: Option<Box<dyn Engine>>,
    voices: Option<Vec<VoiceInfo>>,
}

impl Link<'_> {
    /// The engine, connecting first if there is none.
    fn engine(&mut self) -> Option<&mut Box<dyn Engine>> {
        if self.engine.is_none() {
            let mut engine = (self.connect)();
            self.voices = match engine.as_mut().map(|e| e.voices()) {
                Some(Ok(v)) => v,
                Some(Err(())) => {
                    engine = None;
                    None
                }
                None => None,
            };
            self.engine = engine;
        }
        self.engine.as_mut()
    }

    /// Carries out `command` (a speak or a stop); a connection that fails
    /// is made again once and the command tried on the new one. False if
    /// it could not be done.
    fn carry_out(&mut self, command: &Command) -> bool {
        for _ in 0..2 {
            if self.engine().is_none() {
                return false;
            }
            let voice = match command {
                Command::Speak(_, lang, _) => self
                    .voices
                    .as_deref()
                    .and_then(|v| choose(v, *lang))
                    .cloned(),
                _ => None,
            };
            let Some(e) = self.engine.as_mut() else {
                return false;
            };
            let done = match command {
                Command::Speak(text, lang, _) => e.speak(text, *lang, voice.as_ref()),
                Command::Stop => e.stop(),
                Command::Voices(_) => Ok(()),
            };
            if done.is_ok() {
                return true;
            }
            self.engine = None;
        }
        false
    }

    fn answer(&self) -> Voices {
        match (&self.engine, &self.voices) {
            (None, _) => Voices::NoService,
            (Some(_), Some(list)) => Voices::of(list),
            (Some(_), None) => Voices::Unlisted,
        }
    }
}

/// The thread: connects when a command comes, keeps the service's voice
/// list, and carries out the newest of the waiting speak and stop
/// commands (a child pressing the button five times hears it once).
/// While a turn is being said it asks the service whether it is over.
fn run(
    connect: &(dyn Fn() -> Option<Box<dyn Engine>> + Send + Sync),
    turns: &Turns,
    commands: Receiver<Command>,
) {
    let mut link = Link {
        connect,
        engine: None,
        voices: None,
    };
    // The turn being said.
    let mut saying: Option<u64> = None;
    loop {
        let first = match saying {
            None => match commands.recv() {
                Ok(c) => c,
                Err(_) => return,
            },
            Some(turn) => match commands.recv_timeout(POLL) {
                Ok(c) => c,
                Err(RecvTimeoutError::Timeout) => {
                    let busy = match link.engine.as_mut() {
                        Some(e) => e.busy(POLL_WAIT),
                        None => Err(()),
                    };
                    match busy {
                        Ok(true) => {}
                        Ok(false) => {
                            turns.over(turn);
                            saying = None;
                        }
                        Err(()) => {
                            link.engine = None;
                            turns.over(turn);
                            saying = None;
                        }
                    }
                    continue;
                }
                Err(RecvTimeoutError::Disconnected) => return,
            },
        };
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
        match &last {
            Some(c @ Command::Speak(_, _, turn)) => {
                if link.carry_out(c) {
                    saying = Some(*turn);
                    // Stopped while the service made it ready (Open JTalk
                    // takes a moment): not heard beyond that moment.
                    if turns.is_over(*turn) {
                        link.carry_out(&Command::Stop);
                        saying = None;
                    }
                } else {
                    turns.over(*turn);
                    saying = None;
                }
            }
            Some(c @ Command::Stop) => {
                saying = None;
                // Nothing to stop on a service that is not there: it is
                // not started for that.
                if link.engine.is_some() {
                    link.carry_out(c);
                }
            }
            _ => {
                link.engine();
            }
        }
        // Answered last: whoever asks knows the commands before were done.
        let answer = link.answer();
        for reply in replies {
            let _ = reply.send(answer.clone());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::speech::Voice;
    use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

    type Log = Arc<Mutex<Vec<String>>>;

    /// A service with Italian only, writing what it does to its log; it
    /// dies (every call fails) once `dead` is set, and says a text until
    /// `done` is set.
    struct Italian {
        log: Log,
        dead: Arc<AtomicBool>,
        done: Arc<AtomicBool>,
    }

    impl Italian {
        fn check(&self) -> Result<(), ()> {
            if self.dead.load(Ordering::SeqCst) {
                Err(())
            } else {
                Ok(())
            }
        }
    }

    impl Engine for Italian {
        fn voices(&mut self) -> Result<Option<Vec<VoiceInfo>>, ()> {
            self.check()?;
            Ok(Some(vec![VoiceInfo::new("Italian", "it")]))
        }
        fn speak(&mut self, text: &str, lang: Lang, voice: Option<&VoiceInfo>) -> Result<(), ()> {
            self.check()?;
            let voice = voice.map_or("-", |v| v.id.as_str());
            self.log
                .lock()
                .unwrap()
                .push(format!("{}:{voice}:{text}", lang.code()));
            Ok(())
        }
        fn stop(&mut self) -> Result<(), ()> {
            self.check()?;
            self.log.lock().unwrap().push("stop".into());
            Ok(())
        }
        fn busy(&mut self, _: Duration) -> Result<bool, ()> {
            self.check()?;
            Ok(!self.done.load(Ordering::SeqCst))
        }
    }

    /// A service that can be started and killed, counting connections.
    #[derive(Clone, Default)]
    struct Service {
        log: Log,
        running: Arc<AtomicBool>,
        dead: Arc<Mutex<Arc<AtomicBool>>>,
        done: Arc<AtomicBool>,
        connections: Arc<AtomicUsize>,
    }

    impl Service {
        fn running() -> Service {
            let s = Service::default();
            s.running.store(true, Ordering::SeqCst);
            s
        }
        fn connect(&self) -> Connect {
            let s = self.clone();
            Arc::new(move || {
                if !s.running.load(Ordering::SeqCst) {
                    return None;
                }
                s.connections.fetch_add(1, Ordering::SeqCst);
                let dead = Arc::new(AtomicBool::new(false));
                *s.dead.lock().unwrap() = Arc::clone(&dead);
                Some(Box::new(Italian {
                    log: Arc::clone(&s.log),
                    dead,
                    done: Arc::clone(&s.done),
                }))
            })
        }
        /// The service dies, and is started again at the next request (as
        /// the app's spawn does).
        fn dies(&self) {
            self.dead.lock().unwrap().store(true, Ordering::SeqCst);
        }
        fn log(&self) -> Vec<String> {
            self.log.lock().unwrap().clone()
        }
    }

    #[test]
    fn the_thread_connects_at_the_first_request_and_says_texts_with_the_voice() {
        let service = Service::running();
        let w = Worker::new(service.connect());
        assert!(w.tx.lock().unwrap().is_none(), "nothing started yet");
        let v = w.voices();
        assert_eq!(v.voice(Lang::It), Voice::Ready);
        assert_eq!(v.voice(Lang::Ja), Voice::Missing);
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
            service.log(),
            ["it:Italian:Ciao, bambini", "ja:-:konnichiwa", "stop"],
            "an empty text is not said"
        );
    }

    #[test]
    fn a_text_is_being_said_until_the_service_says_it_is_over() {
        let service = Service::running();
        let w = Worker::new(service.connect());
        w.speak("Ciao", Lang::It);
        assert!(w.speaking(), "at once, before the service answers");
        let _ = w.voices();
        assert!(w.speaking());
        service.done.store(true, Ordering::SeqCst);
        // The thread asks every POLL; the wait ends when it hears.
        let quiet = w.quiet();
        let start = std::time::Instant::now();
        while w.speaking() && start.elapsed() < Duration::from_secs(5) {
            std::thread::sleep(Duration::from_millis(20));
        }
        assert!(!w.speaking());
        drop(quiet);
        // A stop ends it at once.
        service.done.store(false, Ordering::SeqCst);
        w.speak("Ancora", Lang::It);
        w.stop();
        assert!(!w.speaking());
    }

    #[test]
    fn a_text_stopped_while_it_was_made_ready_is_stopped_once_it_starts() {
        /// Takes a while to start saying anything, as Open JTalk does.
        struct Slow(Log);
        impl Engine for Slow {
            fn voices(&mut self) -> Result<Option<Vec<VoiceInfo>>, ()> {
                Ok(None)
            }
            fn speak(&mut self, text: &str, _: Lang, _: Option<&VoiceInfo>) -> Result<(), ()> {
                std::thread::sleep(Duration::from_millis(300));
                self.0.lock().unwrap().push(text.to_owned());
                Ok(())
            }
            fn stop(&mut self) -> Result<(), ()> {
                self.0.lock().unwrap().push("stop".into());
                Ok(())
            }
            fn busy(&mut self, _: Duration) -> Result<bool, ()> {
                Ok(true)
            }
        }
        let log = Log::default();
        let l = Arc::clone(&log);
        let w = Worker::new(Arc::new(move || Some(Box::new(Slow(Arc::clone(&l))))));
        let _ = w.voices();
        w.speak("あな", Lang::Ja);
        std::thread::sleep(Duration::from_millis(100));
        w.stop();
        assert!(!w.speaking());
        let _ = w.voices();
        assert_eq!(*log.lock().unwrap(), ["あな", "stop", "stop"]);
    }

    #[test]
    fn a_service_that_died_is_connected_to_again_at_the_next_request() {
        let service = Service::running();
        let w = Worker::new(service.connect());
        w.speak("Uno", Lang::It);
        let _ = w.voices();
        service.dies();
        w.speak("Due", Lang::It);
        let _ = w.voices();
        assert_eq!(service.log(), ["it:Italian:Uno", "it:Italian:Due"]);
        assert_eq!(service.connections.load(Ordering::SeqCst), 2);
    }

    #[test]
    fn a_service_started_later_is_found() {
        let service = Service::default();
        let w = Worker::new(service.connect());
        assert_eq!(w.voices(), Voices::NoService);
        w.speak("Niente", Lang::It);
        assert_eq!(w.voices(), Voices::NoService);
        assert!(!w.speaking(), "a text nobody can say is over");
        service.running.store(true, Ordering::SeqCst);
        assert_eq!(w.voices().voice(Lang::It), Voice::Ready);
        w.speak("Eccomi", Lang::It);
        let _ = w.voices();
        assert_eq!(service.log(), ["it:Italian:Eccomi"]);
    }

    #[test]
    fn a_service_that_is_not_there_gives_no_voices_and_takes_commands_quietly() {
        let w = Worker::new(Arc::new(|| None));
        w.speak("hello", Lang::En);
        w.stop();
        assert_eq!(w.voices(), Voices::NoService);
    }
}
