//! No double press does two things. A child double-clicks what needs one
//! click, holds a key down, or taps an arrow twice: the first press moves
//! the app on (a card picked, the next puzzle, the next step), and the
//! second would act on what came next (Home's board under the card's
//! place started a game; "Next puzzle" skipped one; → rang a house on the
//! try after a question). A press that repeats the last one (the same key,
//! or a click about the same spot) within [`DOUBLE`] of it, once the
//! place has changed since, is dropped; so are the repeats of a key held
//! down after it moved the app on. Presses on a place that did not change
//! (seeds added one click at a time, the review's moves with an arrow
//! held) all count.

use std::hash::{Hash, Hasher};
use std::sync::Mutex;
use std::time::Duration;

use iced::keyboard::Key;
use iced::time::Instant;
use iced::{Point, mouse, touch};
use iced_core::layout::{Layout, Limits, Node};
use iced_core::widget::{Operation, Tree};
use iced_core::{Clipboard, Element, Event, Length, Rectangle, Shell, Size, Widget};

/// A second press sooner than this after the first is its double.
pub const DOUBLE: Duration = Duration::from_millis(500);
/// How far apart two clicks may be and still be one spot, in pixels.
const SPOT: f32 = 12.0;

/// Where the app is, as far as a second press is concerned: the screen
/// and what it shows (a puzzle, a lesson's step, a game's move).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Place(u64);

impl Place {
    pub fn of(what: impl Hash) -> Place {
        let mut h = std::hash::DefaultHasher::new();
        what.hash(&mut h);
        Place(h.finish())
    }
}

/// A press: a key (letters in any case) or a click at a point.
#[derive(Clone, Debug, PartialEq)]
pub enum Input {
    Key(Key),
    Point(Point),
}

impl Input {
    pub fn key(key: &Key) -> Input {
        Input::Key(match key.as_ref() {
            Key::Character(c) => Key::Character(c.to_lowercase().into()),
            _ => key.clone(),
        })
    }

    fn same(&self, other: &Input) -> bool {
        match (self, other) {
            (Input::Point(a), Input::Point(b)) => a.distance(*b) <= SPOT,
            (a, b) => a == b,
        }
    }
}

#[derive(Debug)]
struct Press {
    input: Input,
    at: Instant,
    /// Where the app was when it came.
    place: Place,
}

/// The last press, kept by the app (behind a lock: the window's guard
/// widget reads it while the view is borrowed).
#[derive(Debug, Default)]
pub struct Settle {
    last: Mutex<Option<Press>>,
    /// Off until the window's app turns it on (`App::settling`).
    on: std::sync::atomic::AtomicBool,
}

impl Settle {
    /// Whether `input`, coming `now` with the app at `place`, is to be
    /// dropped: the double of the last press, which has moved the app on.
    /// A press that counts is kept as the last one; a dropped one keeps
    /// the double going (a key held down stays dropped).
    pub fn drops(&self, input: Input, place: Place, now: Instant) -> bool {
        self.doubles(input, place, now, Some(DOUBLE))
    }

    /// Whether a key press is to be dropped. A key held down (`repeat`)
    /// never acts again once its first press moved the app on, however
    /// late its repeats start (a held N skipped a puzzle when the system's
    /// repeat began after [`DOUBLE`]); held where it moved nothing (an
    /// arrow in the review), it counts. Esc pressed twice on purpose goes
    /// back twice: only its repeats are dropped.
    pub fn drops_key(&self, key: &Key, repeat: bool, place: Place, now: Instant) -> bool {
        let escape = matches!(key, Key::Named(iced::keyboard::key::Named::Escape));
        let within = match (repeat, escape) {
            (true, _) => None,
            (false, false) => Some(DOUBLE),
            // Esc pressed again on purpose: never a double.
            (false, true) => Some(Duration::ZERO),
        };
        self.doubles(Input::key(key), place, now, within)
    }

    /// Whether `input` doubles the last press after the place changed,
    /// coming within `within` of it (`None`: however late).
    fn doubles(&self, input: Input, place: Place, now: Instant, within: Option<Duration>) -> bool {
        if !self.on.load(std::sync::atomic::Ordering::Relaxed) {
            return false;
        }
        let mut last = self.last.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(l) = last.as_mut()
            && l.input.same(&input)
            && within.is_none_or(|w| now.saturating_duration_since(l.at) < w)
            && l.place != place
        {
            l.at = now;
            return true;
        }
        *last = Some(Press {
            input,
            at: now,
            place,
        });
        false
    }

    pub fn turn_on(&self) {
        self.on.store(true, std::sync::atomic::Ordering::Relaxed);
    }

    /// Forgets the last press, as if the pause between two presses had
    /// passed (tests that press the same key on purpose).
    pub fn forget(&self) {
        *self.last.lock().unwrap_or_else(|e| e.into_inner()) = None;
    }
}

/// The whole window's widgets under a guard that drops a click (and its
/// release) which doubles the last one after the place changed.
pub fn guard<'a, Message: 'a>(
    content: impl Into<iced::Element<'a, Message>>,
    settle: &'a Settle,
    place: Place,
) -> iced::Element<'a, Message> {
    Element::new(Guard {
        content: content.into(),
        settle,
        place,
    })
}

struct Guard<'a, Message> {
    content: iced::Element<'a, Message>,
    settle: &'a Settle,
    place: Place,
}

/// A press dropped: its release is dropped too.
#[derive(Default)]
struct Dropped(bool);

impl<Message> Widget<Message, iced::Theme, iced::Renderer> for Guard<'_, Message> {
    fn size(&self) -> Size<Length> {
        self.content.as_widget().size()
    }

    fn size_hint(&self) -> Size<Length> {
        self.content.as_widget().size_hint()
    }

    fn layout(&mut self, tree: &mut Tree, renderer: &iced::Renderer, limits: &Limits) -> Node {
        self.content
            .as_widget_mut()
            .layout(&mut tree.children[0], renderer, limits)
    }

    super::pass_on::draw_and_tree!(content, iced::Theme, iced::Renderer);

    fn tag(&self) -> iced_core::widget::tree::Tag {
        iced_core::widget::tree::Tag::of::<Dropped>()
    }

    fn state(&self) -> iced_core::widget::tree::State {
        iced_core::widget::tree::State::new(Dropped::default())
    }

    fn operate(
        &mut self,
        tree: &mut Tree,
        layout: Layout<'_>,
        renderer: &iced::Renderer,
        operation: &mut dyn Operation,
    ) {
        self.content
            .as_widget_mut()
            .operate(&mut tree.children[0], layout, renderer, operation);
    }

    fn update(
        &mut self,
        tree: &mut Tree,
        event: &Event,
        layout: Layout<'_>,
        cursor: mouse::Cursor,
        renderer: &iced::Renderer,
        clipboard: &mut dyn Clipboard,
        shell: &mut Shell<'_, Message>,
        viewport: &Rectangle,
    ) {
        let dropped = tree.state.downcast_mut::<Dropped>();
        let press = match event {
            Event::Mouse(mouse::Event::ButtonPressed(mouse::Button::Left)) => cursor.position(),
            Event::Touch(touch::Event::FingerPressed { position, .. }) => Some(*position),
            _ => None,
        };
        let release = matches!(
            event,
            Event::Mouse(mouse::Event::ButtonReleased(mouse::Button::Left))
                | Event::Touch(touch::Event::FingerLifted { .. })
        );
        if let Some(at) = press {
            dropped.0 = self
                .settle
                .drops(Input::Point(at), self.place, Instant::now());
            if dropped.0 {
                shell.capture_event();
                return;
            }
        } else if release && std::mem::take(&mut dropped.0) {
            shell.capture_event();
            return;
        }
        self.content.as_widget_mut().update(
            &mut tree.children[0],
            event,
            layout,
            cursor,
            renderer,
            clipboard,
            shell,
            viewport,
        );
    }

    super::pass_on::pointer_and_overlay!(content, Message, iced::Theme, iced::Renderer);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_press_doubling_the_last_after_the_place_changed_is_dropped() {
        let s = Settle::default();
        s.turn_on();
        let t0 = Instant::now();
        let ms = Duration::from_millis;
        let (home, next) = (Place::of("home"), Place::of(("puzzle", 2)));
        let spot = || Input::Point(Point::new(100.0, 100.0));
        assert!(!s.drops(spot(), home, t0));
        // The click moved the app on: its double is dropped...
        assert!(s.drops(Input::Point(Point::new(104.0, 98.0)), next, t0 + ms(200)));
        // ...and so is a third, while the presses come fast.
        assert!(s.drops(spot(), next, t0 + ms(600)));
        // After a pause it counts.
        assert!(!s.drops(spot(), next, t0 + ms(1200)));
        // Elsewhere, or another key, counts at once.
        assert!(!s.drops(Input::Point(Point::new(300.0, 100.0)), home, t0 + ms(1300)));
        let right = || Input::key(&Key::Named(iced::keyboard::key::Named::ArrowRight));
        assert!(!s.drops(right(), home, t0 + ms(1400)));
        // The same place: seeds added click by click, an arrow held in
        // the review.
        assert!(!s.drops(right(), home, t0 + ms(1450)));
        assert!(s.drops(right(), next, t0 + ms(1500)));
        // A letter in either case is one key.
        let n = |c: &str| Input::key(&Key::Character(c.into()));
        assert!(!s.drops(n("n"), next, t0 + ms(3000)));
        assert!(s.drops(n("N"), home, t0 + ms(3100)));
        s.forget();
        assert!(!s.drops(n("n"), next, t0 + ms(3200)));
    }

    #[test]
    fn a_held_key_acts_once_and_esc_pressed_twice_goes_back_twice() {
        let s = Settle::default();
        s.turn_on();
        let t0 = Instant::now();
        let ms = Duration::from_millis;
        let n = Key::Character("n".into());
        let (one, two) = (Place::of(("puzzle", 1)), Place::of(("puzzle", 2)));
        // N moves to the next puzzle; the system's repeat starts late, past
        // the double's pause, and still does nothing.
        assert!(!s.drops_key(&n, false, one, t0));
        assert!(s.drops_key(&n, true, two, t0 + ms(660)));
        assert!(s.drops_key(&n, true, two, t0 + ms(2000)));
        // Let go and pressed again: it counts.
        assert!(!s.drops_key(&n, false, two, t0 + ms(3000)));
        // An arrow held where it moves nothing counts at every repeat.
        let right = Key::Named(iced::keyboard::key::Named::ArrowRight);
        assert!(!s.drops_key(&right, false, one, t0 + ms(4000)));
        assert!(!s.drops_key(&right, true, one, t0 + ms(4600)));
        // Esc twice, quickly, on purpose: both count; held, it goes once.
        let esc = Key::Named(iced::keyboard::key::Named::Escape);
        assert!(!s.drops_key(&esc, false, two, t0 + ms(5000)));
        assert!(!s.drops_key(&esc, false, one, t0 + ms(5200)));
        assert!(s.drops_key(&esc, true, Place::of("home"), t0 + ms(5700)));
    }
}
