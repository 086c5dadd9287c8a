//! The focused text field of the window, found and acted on through
//! iced's widget operations (`typing.rs`): a text field tells its text and
//! then its focus, so the fields are told apart by their order.

use iced::Rectangle;
use iced_core::widget::operation::{Focusable, TextInput};
use iced_core::widget::{Id, Operation};

/// The focused text field, found by iced's operations: which text field
/// it is in the order they are visited, its bounds and its text (its
/// placeholder when empty).
#[derive(Default)]
pub struct Find {
    seen: usize,
    last: Option<(Rectangle, String)>,
    pub found: Option<(usize, Rectangle, String)>,
}

impl Operation for Find {
    fn traverse(&mut self, operate: &mut dyn FnMut(&mut dyn Operation)) {
        operate(self);
    }

    fn text_input(&mut self, _id: Option<&Id>, bounds: Rectangle, state: &mut dyn TextInput) {
        self.seen += 1;
        self.last = Some((bounds, state.text().to_owned()));
    }

    fn focusable(&mut self, _id: Option<&Id>, _bounds: Rectangle, state: &mut dyn Focusable) {
        // A text field tells its text, then its focus (a text editor only
        // its focus).
        let last = self.last.take();
        if state.is_focused()
            && self.found.is_none()
            && let Some((bounds, text)) = last
        {
            self.found = Some((self.seen, bounds, text));
        }
    }
}

/// Something done to the text field number `at` (as [`Find`] counts).
pub struct Act<F> {
    at: usize,
    seen: usize,
    /// The field's focus was reached (it comes once, after its text).
    done: bool,
    act: F,
}

impl<F> Act<F> {
    /// `act` on the text, then on the focus, of text field number `at`.
    pub fn new(at: usize, act: F) -> Self {
        Act {
            at,
            seen: 0,
            done: false,
            act,
        }
    }
}

impl<F: FnMut(&mut dyn TextInput, Option<&mut dyn Focusable>) + Send> Operation for Act<F> {
    fn traverse(&mut self, operate: &mut dyn FnMut(&mut dyn Operation)) {
        operate(self);
    }

    fn text_input(&mut self, _id: Option<&Id>, _bounds: Rectangle, state: &mut dyn TextInput) {
        self.seen += 1;
        if self.seen == self.at {
            (self.act)(state, None);
        }
    }

    fn focusable(&mut self, _id: Option<&Id>, _bounds: Rectangle, state: &mut dyn Focusable) {
        if self.seen == self.at && !self.done {
            self.done = true;
            let mut none = NoText;
            (self.act)(&mut none, Some(state));
        }
    }
}

/// Stands for the text when only the focus is acted on.
struct NoText;

impl TextInput for NoText {
    fn text(&self) -> &str {
        ""
    }
    fn move_cursor_to_front(&mut self) {}
    fn move_cursor_to_end(&mut self) {}
    fn move_cursor_to(&mut self, _: usize) {}
    fn select_all(&mut self) {}
    fn select_range(&mut self, _: usize, _: usize) {}
}
