//! Typing in the browser through a real editable field: the canvas alone
//! gets no on-screen keyboard on a tablet and no composition from an input
//! method (a Japanese IME). While one of the app's text fields has the
//! focus, the page's `#wahree-typing` (`web/index.html`) lies over it,
//! transparent and focused, so a tablet opens its keyboard and an IME its
//! candidate window beside the field. What is typed there reaches the
//! app's field as iced's own input-method commits (`splice.rs`: the change
//! where it happened), so the field shows the text, a composition too, as
//! it is typed; Enter reaches it after that text; a field the app changes
//! itself (a class code in capitals) is copied back to the page's.
//!
//! The whole window's widgets go through [`field`], which finds the
//! focused text field by iced's operations (its bounds, its text) and
//! hands it the page's edits on each redraw; a message from
//! [`edits`] asks for that redraw.

use std::cell::RefCell;

use iced::futures::channel::mpsc;
use iced::futures::stream::Stream;
use iced::keyboard::{self, Key, key};
use iced::{Point, Rectangle, mouse, window};
use iced_core::input_method::{self, InputMethod};
use iced_core::layout::{Layout, Limits, Node};
use iced_core::widget::operation::{Focusable, TextInput};
use iced_core::widget::{Operation, Tree};
use iced_core::{Clipboard, Element, Event, Length, Shell, Size, Widget};
use wasm_bindgen::prelude::wasm_bindgen;

use super::focused::{Act, Find};
use crate::app::Message;
use crate::app::splice;

/// What the page's field did, waiting for the next redraw.
enum Edit {
    /// Its whole value now.
    Value(String),
    /// Enter, after what was typed before it.
    Enter,
    /// It lost the focus to something but the app (the tablet's keyboard
    /// closed): the field it lay over gives the focus up.
    Left(Rect),
}

/// Where the page's field lies, in CSS pixels.
type Rect = [i32; 4];

/// The page's field as it was last placed.
struct Shown {
    rect: Rect,
    secure: bool,
    /// The text both fields hold.
    value: String,
}

thread_local! {
    static EDITS: RefCell<Vec<Edit>> = RefCell::default();
    static SHOWN: RefCell<Option<Shown>> = RefCell::default();
    static WAKE: RefCell<Option<mpsc::UnboundedSender<Message>>> = RefCell::default();
    /// What `<html data-field>` says.
    static EXPOSED: RefCell<String> = RefCell::default();
}

#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(catch, js_namespace = wahreeTyping, js_name = show)]
    fn page_show(
        x: i32,
        y: i32,
        width: i32,
        height: i32,
        secure: bool,
        value: Option<String>,
    ) -> Result<(), wasm_bindgen::JsValue>;
    #[wasm_bindgen(catch, js_namespace = wahreeTyping, js_name = hide)]
    fn page_hide() -> Result<(), wasm_bindgen::JsValue>;
    #[wasm_bindgen(catch, js_namespace = wahreeTyping, js_name = enter)]
    fn page_enter() -> Result<(), wasm_bindgen::JsValue>;
    #[wasm_bindgen(catch, js_namespace = wahreeTyping, js_name = composing)]
    fn page_composing() -> Result<bool, wasm_bindgen::JsValue>;
}

/// The page's field changed (its `input` event, and the end of a
/// composition): `value` is all it holds.
#[wasm_bindgen]
pub fn typed(value: String) {
    push(Edit::Value(value));
}

/// Enter in the page's field.
#[wasm_bindgen]
pub fn typed_enter() {
    push(Edit::Enter);
}

/// The page's field lost the focus to nothing of the page.
#[wasm_bindgen]
pub fn typing_left() {
    if let Some(rect) = SHOWN.with_borrow(|s| s.as_ref().map(|s| s.rect)) {
        push(Edit::Left(rect));
    }
}

fn push(edit: Edit) {
    EDITS.with_borrow_mut(|e| e.push(edit));
    wake();
}

/// A redraw soon, to hand the page's doings to the app (`a11y` too).
pub fn wake() {
    WAKE.with_borrow(|w| {
        if let Some(w) = w {
            let _ = w.unbounded_send(Message::Typed);
        }
    });
}

/// A message after each edit of the page's field: the redraw it brings
/// hands the edit to the app's field.
pub fn edits() -> impl Stream<Item = Message> {
    let (sender, receiver) = mpsc::unbounded();
    WAKE.set(Some(sender));
    receiver
}

/// The window's widgets, with the page's field kept over the focused text
/// field.
pub fn field(content: iced::Element<'_, Message>) -> iced::Element<'_, Message> {
    Element::new(Typing { content })
}

struct Typing<'a> {
    content: iced::Element<'a, Message>,
}

impl Typing<'_> {
    fn find(
        &mut self,
        tree: &mut Tree,
        layout: Layout<'_>,
        renderer: &iced::Renderer,
    ) -> Option<(usize, Rectangle, String)> {
        let mut find = Find::default();
        self.content
            .as_widget_mut()
            .operate(&mut tree.children[0], layout, renderer, &mut find);
        find.found
    }

    fn act(
        &mut self,
        tree: &mut Tree,
        layout: Layout<'_>,
        renderer: &iced::Renderer,
        at: usize,
        act: impl FnMut(&mut dyn TextInput, Option<&mut dyn Focusable>) + Send,
    ) {
        let mut op = Act::new(at, act);
        self.content
            .as_widget_mut()
            .operate(&mut tree.children[0], layout, renderer, &mut op);
    }

    /// Hands `event` to the window's widgets.
    #[allow(clippy::too_many_arguments)]
    fn pass(
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

    /// Where the focused field's caret is drawn, after a redraw of its own
    /// (nothing it asks for is kept).
    #[allow(clippy::too_many_arguments)]
    fn caret(
        &mut self,
        tree: &mut Tree,
        now: iced::time::Instant,
        layout: Layout<'_>,
        renderer: &iced::Renderer,
        clipboard: &mut dyn Clipboard,
        viewport: &Rectangle,
    ) -> Option<f32> {
        let mut dropped = Vec::new();
        let mut shell = Shell::new(&mut dropped);
        let redraw = Event::Window(window::Event::RedrawRequested(now));
        self.content.as_widget_mut().update(
            &mut tree.children[0],
            &redraw,
            layout,
            mouse::Cursor::Unavailable,
            renderer,
            clipboard,
            &mut shell,
            viewport,
        );
        match shell.input_method() {
            InputMethod::Enabled { cursor, .. } => Some(cursor.x),
            InputMethod::Disabled => None,
        }
    }
}

/// A key pressed, as iced's own events have it.
fn press(named: key::Named, code: key::Code) -> Event {
    Event::Keyboard(keyboard::Event::KeyPressed {
        key: Key::Named(named),
        modified_key: Key::Named(named),
        physical_key: key::Physical::Code(code),
        location: keyboard::Location::Standard,
        modifiers: keyboard::Modifiers::default(),
        text: None,
        repeat: false,
    })
}

impl Widget<Message, iced::Theme, iced::Renderer> for Typing<'_> {
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

    crate::app::pass_on::draw_and_tree!(content, iced::Theme, iced::Renderer);

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
        let now = match event {
            // The canvas lost the keyboard to the page's field: the app's
            // field keeps its focus (iced drops it for an unfocused window).
            Event::Window(window::Event::Unfocused) if SHOWN.with_borrow(Option::is_some) => {
                return;
            }
            Event::Window(window::Event::RedrawRequested(now)) => *now,
            _ => {
                return self.pass(
                    tree, event, layout, cursor, renderer, clipboard, shell, viewport,
                );
            }
        };
        for edit in EDITS.take() {
            let Some((at, bounds, _)) = self.find(tree, layout, renderer) else {
                break;
            };
            match edit {
                Edit::Value(new) => {
                    let Some(change) = SHOWN.with_borrow_mut(|s| {
                        let s = s.as_mut()?;
                        let change = splice::between(&s.value, &new);
                        s.value = new;
                        change
                    }) else {
                        continue;
                    };
                    self.act(tree, layout, renderer, at, |text, _| {
                        if change.start == change.end {
                            text.move_cursor_to(change.start);
                        } else {
                            text.select_range(change.start, change.end);
                        }
                    });
                    // A commit replaces the selection; nothing to put in
                    // its place is Backspace over it.
                    let edit = if change.insert.is_empty() {
                        press(key::Named::Backspace, key::Code::Backspace)
                    } else {
                        Event::InputMethod(input_method::Event::Commit(change.insert))
                    };
                    self.pass(
                        tree, &edit, layout, cursor, renderer, clipboard, shell, viewport,
                    );
                }
                Edit::Enter => {
                    let enter = press(key::Named::Enter, key::Code::Enter);
                    let mut sent = Vec::new();
                    let mut own = Shell::new(&mut sent);
                    self.pass(
                        tree, &enter, layout, cursor, renderer, clipboard, &mut own, viewport,
                    );
                    let taken = own.is_event_captured();
                    shell.merge(own, std::convert::identity);
                    // A field that submits nothing leaves Enter to the
                    // app's keys, as on the desktop.
                    if !taken {
                        let _ = page_enter();
                    }
                }
                Edit::Left(rect) => {
                    if rect == css(bounds) {
                        self.act(tree, layout, renderer, at, |_, focus| {
                            if let Some(f) = focus {
                                f.unfocus();
                            }
                        });
                        shell.request_redraw();
                    }
                }
            }
        }
        self.pass(
            tree, event, layout, cursor, renderer, clipboard, shell, viewport,
        );
        // A text field has the focus (a text editor, of many lines, is
        // left to iced's own input-method support).
        let focused = match shell.input_method() {
            InputMethod::Enabled {
                purpose, cursor, ..
            } => Some((*purpose == input_method::Purpose::Secure, cursor.center_y())),
            InputMethod::Disabled => None,
        };
        let Some(((secure, caret_y), (at, bounds, text))) =
            focused.zip(self.find(tree, layout, renderer))
        else {
            if SHOWN.take().is_some() {
                let _ = page_hide();
            }
            expose("");
            return;
        };
        // The bounds iced's operation gives ignore a scrolled list; the
        // caret's do not.
        let bounds = Rectangle {
            y: caret_y - bounds.height / 2.0,
            ..bounds
        };
        let rect = css(bounds);
        let held = SHOWN.with_borrow(|s| s.as_ref().map(|s| (s.rect, s.secure, s.value.clone())));
        let composing = page_composing().unwrap_or(false);
        // The field's text, unless the field is empty and shows its
        // placeholder: an empty field's caret is in one place, at its
        // front and at its end.
        let value = match &held {
            Some((_, _, v)) if *v == text || composing => v.clone(),
            _ => {
                self.act(tree, layout, renderer, at, |t, _| t.move_cursor_to_front());
                let front = self.caret(tree, now, layout, renderer, clipboard, viewport);
                self.act(tree, layout, renderer, at, |t, _| t.move_cursor_to_end());
                let end = self.caret(tree, now, layout, renderer, clipboard, viewport);
                let empty = matches!((front, end), (Some(a), Some(b)) if (a - b).abs() < 0.5);
                if empty { String::new() } else { text }
            }
        };
        let new_value = held.as_ref().is_none_or(|h| h.2 != value);
        if held.as_ref().is_none_or(|h| h.0 != rect || h.1 != secure) || new_value {
            SHOWN.set(Some(Shown {
                rect,
                secure,
                value: value.clone(),
            }));
            let _ = page_show(
                rect[0],
                rect[1],
                rect[2],
                rect[3],
                secure,
                new_value.then(|| value.clone()),
            );
        }
        expose(&if secure {
            "•".repeat(splice::len(&value))
        } else {
            value
        });
    }

    crate::app::pass_on::pointer_and_overlay!(content, Message, iced::Theme, iced::Renderer);
}

/// `bounds` of the app in the page's CSS pixels (the app is scaled to the
/// window, `page::scale`).
fn css(bounds: Rectangle) -> Rect {
    let k = super::page::scale();
    let Point { x, y } = bounds.position();
    [
        (x * k).round() as i32,
        (y * k).round() as i32,
        (bounds.width * k).round() as i32,
        (bounds.height * k).round() as i32,
    ]
}

/// The focused field's text as the app shows it, on `<html data-field>`
/// for the browser checks (dots for a password; empty when no field has
/// the focus).
fn expose(text: &str) {
    if EXPOSED.with_borrow(|e| e == text) {
        return;
    }
    EXPOSED.set(text.to_owned());
    if let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    {
        let _ = root.set_attribute("data-field", text);
    }
}
