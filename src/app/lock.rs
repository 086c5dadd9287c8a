//! The teacher's PIN asked before Settings or the teacher's view open,
//! when the class has one. The digits typed are hidden; a wrong PIN says
//! so and keeps the door shut; a forgotten one is removed with `wahree
//! teacher reset-pin` (the screen says so). After a few wrong tries each
//! next one waits longer ([`Tries`]), so a child cannot try every PIN.

use std::time::Duration;

use iced::time::Instant;
use iced::widget::{button, column, container, row, text_input};
// The app's text: it tells screen readers its size (headings).
use crate::app::furigana::text;
use iced::{Center, Element, Fill};

use super::keys_line;
use super::theme;
use crate::classroom::Pin;
use crate::i18n::Localizer;

/// The widget id of the PIN field, given the keyboard when it opens.
pub const PIN_ID: &str = "teacher-pin";

/// What opens once the PIN is right.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Door {
    Settings,
    Teacher,
}

/// Wrong PINs typed, kept by the app for as long as it runs (on every
/// door that asks for the PIN): the first few are free, then each waits
/// twice as long as the one before, up to five minutes.
#[derive(Debug, Default)]
pub struct Tries {
    wrong: u32,
    until: Option<Instant>,
}

/// Wrong tries allowed before the first wait.
const FREE: u32 = 3;
/// The first wait, then doubled each time.
const FIRST_WAIT: Duration = Duration::from_secs(5);
const LONGEST_WAIT: Duration = Duration::from_secs(300);

impl Tries {
    /// How long until the PIN may be tried again, if it must wait.
    pub fn wait(&self, now: Instant) -> Option<Duration> {
        let until = self.until?;
        (until > now).then(|| until - now)
    }

    /// Whether `typed` is the PIN, if it may be tried now (None while it
    /// must wait). A wrong one counts.
    pub fn check(&mut self, pin: &Pin, typed: &str, now: Instant) -> Option<bool> {
        if self.wait(now).is_some() {
            return None;
        }
        if pin.matches(typed) {
            *self = Tries::default();
            return Some(true);
        }
        self.wrong += 1;
        if self.wrong >= FREE {
            let doublings = (self.wrong - FREE).min(16);
            let wait = (FIRST_WAIT * 2u32.pow(doublings)).min(LONGEST_WAIT);
            self.until = Some(now + wait);
        }
        Some(false)
    }

    /// The wait, said to the teacher ("Wait 12 seconds, then try again."),
    /// if there is one.
    pub fn say(&self, i18n: &Localizer, now: Instant) -> Option<String> {
        let left = self.wait(now)?;
        // Rounded up: never "0 seconds" while it still waits.
        let seconds = left.as_millis().div_ceil(1000) as u64;
        Some(i18n.tr_with("lock-wait", &[("seconds", seconds.into())]))
    }
}

/// A tick every second, for the countdown (only while the PIN waits).
#[cfg(not(target_arch = "wasm32"))]
pub fn seconds() -> iced::Subscription<()> {
    use iced_futures::futures::SinkExt;
    fn ticks() -> impl iced_futures::futures::Stream<Item = ()> {
        iced::stream::channel(1, async |mut out| {
            // The thread pool has no timer: one of its threads sleeps,
            // while nothing else runs on this screen.
            loop {
                std::thread::sleep(Duration::from_secs(1));
                if out.send(()).await.is_err() {
                    break;
                }
            }
        })
    }
    iced::Subscription::run(ticks)
}

/// A tick every second, for the countdown (only while the PIN waits).
#[cfg(target_arch = "wasm32")]
pub fn seconds() -> iced::Subscription<()> {
    iced::time::every(Duration::from_secs(1)).map(|_| ())
}

#[derive(Debug)]
pub struct Lock {
    pub door: Door,
    typed: String,
    wrong: bool,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message {
    Typed(String),
    Open,
    Cancel,
    /// A second of the wait has passed: the countdown is drawn again.
    Tick,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    Opened(Door),
    Cancelled,
}

impl Lock {
    pub fn new(door: Door) -> Lock {
        Lock {
            door,
            typed: String::new(),
            wrong: false,
        }
    }

    pub fn update(
        &mut self,
        message: Message,
        pin: &Pin,
        tries: &mut Tries,
        now: Instant,
    ) -> Option<Event> {
        match message {
            Message::Typed(t) => {
                // Digits only, as a PIN is; a letter typed is no PIN.
                self.typed = t.chars().filter(char::is_ascii_digit).take(8).collect();
                self.wrong = false;
                None
            }
            Message::Open => match tries.check(pin, &self.typed, now) {
                Some(true) => Some(Event::Opened(self.door)),
                Some(false) => {
                    self.wrong = true;
                    self.typed.clear();
                    None
                }
                // Still waiting: what was typed stays for when it may.
                None => None,
            },
            Message::Cancel => Some(Event::Cancelled),
            Message::Tick => None,
        }
    }

    pub fn is_wrong(&self) -> bool {
        self.wrong
    }

    /// `wait`: the countdown while the PIN may not be tried, in words.
    pub fn view<'a>(&'a self, i18n: &Localizer, wait: Option<String>) -> Element<'a, Message> {
        let waiting = wait.is_some();
        let field = text_input(&i18n.tr("lock-placeholder"), &self.typed)
            .id(PIN_ID)
            .secure(true)
            .on_input(Message::Typed)
            .on_submit(Message::Open)
            .size(24)
            .padding(10)
            .width(220);
        let mut body = column![
            text(i18n.tr("lock-title")).size(30),
            text(i18n.tr("lock-hint")).size(16),
            row![
                field,
                button(text(i18n.tr("lock-open")).size(20))
                    .padding([10, 20])
                    .style(theme::primary)
                    .on_press_maybe((!waiting).then_some(Message::Open)),
                button(text(i18n.tr("learners-cancel")).size(20))
                    .padding([10, 20])
                    .style(theme::secondary)
                    .on_press(Message::Cancel),
            ]
            .spacing(12)
            .align_y(Center)
            // On a phone the buttons go under the field.
            .wrap()
            .vertical_spacing(12)
            .align_x(Center),
        ]
        .spacing(16)
        .align_x(Center)
        .max_width(720);
        let refusal = match (self.wrong, wait) {
            (true, Some(wait)) => Some(format!("{} {wait}", i18n.tr("lock-wrong"))),
            (false, Some(wait)) => Some(wait),
            (true, None) => Some(i18n.tr("lock-wrong")),
            (false, None) => None,
        };
        if let Some(words) = refusal {
            body = body.push(
                container(text(words).size(16))
                    .padding(10)
                    .style(theme::notice),
            );
        }
        body = body
            .push(text(i18n.tr("lock-forgotten")).size(14))
            .push(keys_line::view(&i18n.tr("lock-keys"), Center));
        container(body).padding(20).center(Fill).into()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_right_pin_opens_and_a_wrong_one_is_cleared() {
        let pin = Pin::new("2468", "2468", 3).unwrap();
        let (mut tries, now) = (Tries::default(), Instant::now());
        let mut lock = Lock::new(Door::Teacher);
        let mut send = |lock: &mut Lock, m| lock.update(m, &pin, &mut tries, now);
        send(&mut lock, Message::Typed("24a69".into()));
        assert_eq!(send(&mut lock, Message::Open), None);
        assert!(lock.is_wrong());
        send(&mut lock, Message::Typed("2468".into()));
        assert!(!lock.is_wrong(), "typing again clears the refusal");
        assert_eq!(
            send(&mut lock, Message::Open),
            Some(Event::Opened(Door::Teacher))
        );
        assert_eq!(send(&mut lock, Message::Cancel), Some(Event::Cancelled));
    }

    #[test]
    fn wrong_pins_wait_longer_and_longer_and_even_the_right_one_waits() {
        let pin = Pin::new("2468", "2468", 3).unwrap();
        let mut tries = Tries::default();
        let t0 = Instant::now();
        let s = Duration::from_secs;
        // Three wrong tries go at once...
        for _ in 0..FREE - 1 {
            assert_eq!(tries.check(&pin, "1111", t0), Some(false));
            assert_eq!(tries.wait(t0), None);
        }
        assert_eq!(tries.check(&pin, "1111", t0), Some(false));
        // ...then the PIN waits 5 s, even the right one.
        assert_eq!(tries.wait(t0), Some(s(5)));
        assert_eq!(tries.check(&pin, "2468", t0 + s(4)), None);
        let i18n = Localizer::new(crate::i18n::Lang::En);
        let said = tries.say(&i18n, t0 + s(1)).expect("the wait in words");
        assert!(said.contains('4'), "{said}");
        // Each wrong try after it waits twice as long as the one before.
        assert_eq!(tries.check(&pin, "1111", t0 + s(5)), Some(false));
        assert_eq!(tries.wait(t0 + s(5)), Some(s(10)));
        assert_eq!(tries.check(&pin, "1111", t0 + s(15)), Some(false));
        assert_eq!(tries.wait(t0 + s(15)), Some(s(20)));
        // Never more than five minutes.
        let mut t = t0 + s(35);
        for _ in 0..20 {
            tries.check(&pin, "1111", t);
            assert!(tries.wait(t).unwrap() <= LONGEST_WAIT);
            t += LONGEST_WAIT;
        }
        // The right PIN, once it may be tried, opens and forgets them.
        assert_eq!(tries.check(&pin, "2468", t), Some(true));
        assert_eq!(tries.check(&pin, "1111", t), Some(false));
        assert_eq!(tries.wait(t), None);
    }
}
