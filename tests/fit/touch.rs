//! Touch targets (WCAG 2.5.5, the "44 px on touch screens"): at a
//! tablet's windows every button a child can press is at least 44x44
//! logical px. A button is found by its words: where the pointer over a
//! text's middle becomes a hand, the hand's extent around it (probed a
//! pixel at a time, as the layout reports no buttons as such) is the
//! button's. Buttons without words (the speaker, the board's houses, a
//! card's picture) are not measured here.

use std::collections::BTreeMap;

use iced::{Point, Rectangle, Size, mouse};
use iced_test::core::clipboard;
use iced_test::runtime::user_interface::{Cache, State, UserInterface};
use wahree::app::App;

use super::{Survey, Window};

/// The windows of a tablet and a Chromebook.
pub const TABLETS: [(f32, f32); 3] = [(1024.0, 768.0), (768.0, 1024.0), (1366.0, 768.0)];

/// The side a touch target should have (WCAG 2.5.5, AAA; the issue's).
pub const MIN: f32 = 44.0;

/// The side a touch target must have at least (WCAG 2.2's 2.5.8, AA).
pub const FLOOR: f32 = 24.0;

impl Window {
    /// Every worded button of `app` at `window` smaller than [`MIN`] on a
    /// side: its words and its size.
    pub fn small_buttons(&mut self, app: &App, (w, h): (f32, f32)) -> Vec<(String, Size)> {
        let mut ui = UserInterface::build(
            app.view(),
            Size::new(w, h),
            Cache::default(),
            &mut self.renderer,
        );
        let mut survey = Survey::default();
        ui.operate(&self.renderer, &mut survey);
        let mut hand = |p: Point| {
            if p.x < 0.0 || p.y < 0.0 || p.x >= w || p.y >= h {
                return false;
            }
            let (state, _) = ui.update(
                &[],
                mouse::Cursor::Available(p),
                &mut self.renderer,
                &mut clipboard::Null,
                &mut Vec::new(),
            );
            matches!(
                state,
                State::Updated {
                    mouse_interaction: mouse::Interaction::Pointer,
                    ..
                }
            )
        };
        let mut small = Vec::new();
        for t in &survey.seen.texts {
            // A text scrolled out of sight, or cut by its scroll area, is
            // measured where it shows (its whole button may not).
            if t.words.starts_with(super::FIELD) || t.bounds.width < 1.0 {
                continue;
            }
            let c = t.bounds.center();
            if !hand(c) {
                continue;
            }
            // Only whether a side reaches 44 px matters: each way is
            // probed no further than that takes.
            let mut reach = |dx: f32, dy: f32, most: f32| {
                let mut d = 0.0;
                while d < most && hand(Point::new(c.x + dx * (d + 1.0), c.y + dy * (d + 1.0))) {
                    d += 1.0;
                }
                d
            };
            let left = reach(-1.0, 0.0, MIN);
            let width = left + reach(1.0, 0.0, MIN - left) + 1.0;
            let up = reach(0.0, -1.0, MIN);
            let height = up + reach(0.0, 1.0, MIN - up) + 1.0;
            // A text cut by the window's edge or by its scroll area is not
            // measured: its button goes on out of sight.
            let window = Rectangle::new(Point::ORIGIN, Size::new(w, h));
            let seen_whole = |r: Rectangle| {
                r.contains(t.bounds.position())
                    && r.contains(
                        t.bounds.position() + iced::Vector::new(t.bounds.width, t.bounds.height),
                    )
            };
            let area = t.area.map(|a| survey.seen.areas[a].bounds);
            if (width < MIN || height < MIN) && seen_whole(window) && area.is_none_or(seen_whole) {
                small.push((t.words.clone(), Size::new(width, height)));
            }
        }
        small
    }
}

/// What a walk found too small to touch: by the button's words, the
/// states and windows it was seen in, and its smallest size.
#[derive(Default)]
pub struct Small {
    pub found: BTreeMap<String, (Vec<String>, Size)>,
}

impl Small {
    pub fn note(&mut self, state: &str, (w, h): (f32, f32), words: String, size: Size) {
        let entry = self
            .found
            .entry(words)
            .or_insert_with(|| (Vec::new(), size));
        let at = format!("{state} {w}x{h}");
        if !entry.0.contains(&at) {
            entry.0.push(at);
        }
        entry.1 = Size::new(
            entry.1.width.min(size.width),
            entry.1.height.min(size.height),
        );
    }
}
