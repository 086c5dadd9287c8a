//! The window's widgets as iced's operations report them: a tree of
//! containers holding texts, text fields and what drawn widgets tell,
//! placed where they are drawn (a scrolled list's rows moved by its
//! scroll, and those scrolled out of sight left out).

use std::any::Any;

use iced::{Rectangle, Vector};
use iced_core::widget::operation::{Focusable, Scrollable, TextInput};
use iced_core::widget::{Id, Operation};

use super::told::{Telling, Thing, Told};

/// A text's size, told by the app's texts just before the text itself
/// (`furigana::Text`), so that headings can be told from the rest.
pub struct TextSize(pub f32);

#[derive(Debug, PartialEq)]
pub enum Item {
    /// A widget holding others (a row, a column, a button...).
    Container {
        bounds: Rectangle,
        children: Vec<Item>,
    },
    Text {
        bounds: Rectangle,
        text: String,
        size: Option<f32>,
    },
    Field {
        bounds: Rectangle,
        text: String,
        focused: bool,
    },
    Told(Vec<Told>),
}

impl Item {
    /// Where it is drawn (what a drawn widget tells has no one place).
    pub fn bounds(&self) -> Option<Rectangle> {
        match self {
            Item::Container { bounds, .. }
            | Item::Text { bounds, .. }
            | Item::Field { bounds, .. } => Some(*bounds),
            Item::Told(_) => None,
        }
    }
}

/// A scrollable about to be entered: how far its content is moved, and
/// what of it is in sight.
struct Scroll {
    shift: Vector,
    sight: Rectangle,
}

#[derive(Default)]
pub struct Harvest {
    /// The items of each container being filled, the window's first.
    open: Vec<Vec<Item>>,
    /// A container reported, whose children come with the next traverse.
    pending: Option<Rectangle>,
    scroll: Option<Scroll>,
    /// The scrolls entered, innermost last.
    scrolls: Vec<Scroll>,
    size: Option<f32>,
}

impl Harvest {
    pub fn items(mut self) -> Vec<Item> {
        self.close_pending();
        self.open.drain(..).flatten().collect()
    }

    /// `bounds` where they are drawn, or `None` when scrolled out of sight.
    fn place(&self, bounds: Rectangle) -> Option<Rectangle> {
        let mut b = bounds;
        for s in self.scrolls.iter().rev() {
            b = b - s.shift;
        }
        let seen = self.scrolls.iter().all(|s| {
            s.sight
                .intersection(&b)
                .is_some_and(|i| i.height >= b.height.min(8.0))
        });
        seen.then_some(b)
    }

    fn push(&mut self, item: Item) {
        if self.open.is_empty() {
            self.open.push(Vec::new());
        }
        if let Some(last) = self.open.last_mut() {
            last.push(item);
        }
    }

    fn close_pending(&mut self) {
        if let Some(bounds) = self.pending.take() {
            self.push(Item::Container {
                bounds,
                children: Vec::new(),
            });
        }
    }
}

impl Operation for Harvest {
    fn traverse(&mut self, operate: &mut dyn FnMut(&mut dyn Operation)) {
        let opened = self.pending.take();
        let scroll = self.scroll.take();
        let scrolled = scroll.is_some();
        if let Some(s) = scroll {
            self.scrolls.push(s);
        }
        if opened.is_some() {
            self.open.push(Vec::new());
        }
        operate(self);
        self.close_pending();
        if let Some(bounds) = opened {
            let children = self.open.pop().unwrap_or_default();
            self.push(Item::Container { bounds, children });
        }
        if scrolled {
            self.scrolls.pop();
        }
    }

    fn container(&mut self, _id: Option<&Id>, bounds: Rectangle) {
        self.close_pending();
        // A container out of sight still opens (its children are left
        // out one by one); an empty rectangle stands for it.
        self.pending = Some(self.place(bounds).unwrap_or_default());
    }

    fn scrollable(
        &mut self,
        _id: Option<&Id>,
        bounds: Rectangle,
        _content_bounds: Rectangle,
        translation: Vector,
        _state: &mut dyn Scrollable,
    ) {
        self.close_pending();
        let sight = self.place(bounds).unwrap_or_default();
        self.scroll = Some(Scroll {
            shift: translation,
            sight,
        });
    }

    fn text(&mut self, _id: Option<&Id>, bounds: Rectangle, text: &str) {
        self.close_pending();
        let size = self.size.take();
        if let Some(bounds) = self.place(bounds)
            && !text.trim().is_empty()
        {
            self.push(Item::Text {
                bounds,
                text: text.to_owned(),
                size,
            });
        }
    }

    fn text_input(&mut self, _id: Option<&Id>, bounds: Rectangle, state: &mut dyn TextInput) {
        self.close_pending();
        if let Some(bounds) = self.place(bounds) {
            self.push(Item::Field {
                bounds,
                text: state.text().to_owned(),
                focused: false,
            });
        }
    }

    fn focusable(&mut self, _id: Option<&Id>, _bounds: Rectangle, state: &mut dyn Focusable) {
        // A text field tells its text, then its focus.
        if let Some(Item::Field { focused, .. }) = self.open.last_mut().and_then(|l| l.last_mut()) {
            *focused = state.is_focused();
        }
    }

    fn custom(&mut self, _id: Option<&Id>, _bounds: Rectangle, state: &mut dyn Any) {
        if let Some(TextSize(size)) = state.downcast_ref::<TextSize>() {
            self.size = Some(*size);
        } else if let Some(Telling(things)) = state.downcast_mut::<Telling>() {
            self.close_pending();
            let shown: Vec<Told> = std::mem::take(things)
                .into_iter()
                .filter_map(|mut t| {
                    let placed = self.place(t.rect)?;
                    let moved = placed.position() - t.rect.position();
                    if let Thing::House { at, .. } = &mut t.what {
                        *at += moved;
                    }
                    t.rect = placed;
                    Some(t)
                })
                .collect();
            if !shown.is_empty() {
                self.push(Item::Told(shown));
            }
        }
    }
}
