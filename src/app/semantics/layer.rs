//! The window's widgets with their [`Outline`] made after each redraw,
//! kept for the keyboard and tests ([`published`]) and, in the browser,
//! handed to the page (`web::a11y`); a press of one of the page's buttons
//! comes back as a click where the app draws it.

use std::cell::RefCell;
use std::time::Duration;

use iced::time::Instant;
use iced::{Point, Rectangle, mouse, window};
use iced_core::layout::{Layout, Limits, Node};
use iced_core::widget::{Operation, Tree};
use iced_core::{Clipboard, Element, Event, Length, Shell, Size, Widget};

use super::harvest::Harvest;
use super::outline::Outline;
use crate::app::Message;
use crate::i18n::{Lang, Localizer};

/// Outlines are made at most this often: a sowing redraws every frame.
const EVERY: Duration = Duration::from_millis(150);

thread_local! {
    static PUBLISHED: RefCell<Outline> = RefCell::default();
    static SAID: RefCell<Option<(String, Lang)>> = RefCell::default();
    static MADE_AT: RefCell<Option<Instant>> = RefCell::default();
    static PRESSES: RefCell<Vec<String>> = RefCell::default();
    /// The desktop keyboard's focus: a node's key.
    static FOCUS: RefCell<Option<String>> = RefCell::default();
}

/// The node the desktop keyboard's focus is on, if it is on show.
pub fn focus() -> Option<String> {
    focused_node().map(|n| n.key)
}

/// That node itself: read where it is kept, not from a copy of the whole
/// outline (the desktop draws its ring every frame).
pub fn focused_node() -> Option<super::Node> {
    FOCUS.with_borrow(|key| {
        let key = key.as_deref()?;
        PUBLISHED.with_borrow(|p| p.find(key).cloned())
    })
}

/// The outline last made.
pub fn published() -> Outline {
    PUBLISHED.with_borrow(Clone::clone)
}

/// The sentence last given to the live region (a verdict, a move).
pub fn said() -> Option<(String, Lang)> {
    SAID.with_borrow(Clone::clone)
}

/// The next redraw makes an outline, however soon it comes (tests).
pub fn forget() {
    MADE_AT.set(None);
}

/// Press the node `key` of the outline on show, at the next event.
pub fn press(key: String) {
    PRESSES.with_borrow_mut(|p| p.push(key));
}

/// `content` (the whole window), told: `second` holds the texts on show in
/// the second language, `said` the sentence to announce when it changes.
pub fn layer<'a>(
    content: Element<'a, Message, iced::Theme, iced::Renderer>,
    i18n: &'a Localizer,
    second: Vec<(String, Lang)>,
    said: Option<(String, Lang)>,
) -> Element<'a, Message, iced::Theme, iced::Renderer> {
    Element::new(Layer {
        content,
        i18n,
        second,
        said,
    })
}

struct Layer<'a> {
    content: Element<'a, Message, iced::Theme, iced::Renderer>,
    i18n: &'a Localizer,
    second: Vec<(String, Lang)>,
    said: Option<(String, Lang)>,
}

impl Layer<'_> {
    fn outline(
        &mut self,
        tree: &mut Tree,
        layout: Layout<'_>,
        renderer: &iced::Renderer,
        viewport: &Rectangle,
    ) -> Outline {
        let mut harvest = Harvest::default();
        self.content
            .as_widget_mut()
            .operate(&mut tree.children[0], layout, renderer, &mut harvest);
        let items = harvest.items();
        let content = &self.content;
        let tree = &tree.children[0];
        let clickable = |p: Point| {
            content.as_widget().mouse_interaction(
                tree,
                layout,
                mouse::Cursor::Available(p),
                viewport,
                renderer,
            ) == mouse::Interaction::Pointer
        };
        Outline::new(&items, &clickable, self.i18n, &self.second)
    }

    /// Whether a text field has the keyboard now.
    #[cfg(not(target_arch = "wasm32"))]
    fn typing(&mut self, tree: &mut Tree, layout: Layout<'_>, renderer: &iced::Renderer) -> bool {
        let mut typing = Typing(false);
        self.content
            .as_widget_mut()
            .operate(&mut tree.children[0], layout, renderer, &mut typing);
        typing.0
    }
}

/// What a key does to the desktop keyboard's focus.
#[cfg(not(target_arch = "wasm32"))]
enum Key {
    /// Tab (back with Shift): on to the next thing to press, when no text
    /// field has the keys.
    Move(bool),
    /// Enter or Space with the focus on something: press it.
    Press,
}

#[cfg(not(target_arch = "wasm32"))]
fn keyboard(event: &Event, typing: impl FnOnce() -> bool) -> Option<Key> {
    use iced::keyboard::{self, key::Named};
    let Event::Keyboard(keyboard::Event::KeyPressed { key, modifiers, .. }) = event else {
        return None;
    };
    // Asked only for Tab, Enter and Space: the outline may be older than
    // the focus a task just gave a field.
    let typing = matches!(
        key.as_ref(),
        keyboard::Key::Named(Named::Tab | Named::Enter | Named::Space)
    ) && typing();
    match key.as_ref() {
        keyboard::Key::Named(Named::Tab) if !typing => Some(Key::Move(modifiers.shift())),
        keyboard::Key::Named(Named::Enter | Named::Space) if !typing && focus().is_some() => {
            Some(Key::Press)
        }
        _ => None,
    }
}

/// Whether a text field has the keyboard, as iced's operations find it.
#[cfg(not(target_arch = "wasm32"))]
struct Typing(bool);

#[cfg(not(target_arch = "wasm32"))]
impl Operation for Typing {
    fn traverse(&mut self, operate: &mut dyn FnMut(&mut dyn Operation)) {
        operate(self);
    }

    fn focusable(
        &mut self,
        _id: Option<&iced_core::widget::Id>,
        _bounds: Rectangle,
        state: &mut dyn iced_core::widget::operation::Focusable,
    ) {
        self.0 |= state.is_focused();
    }
}

/// A click at `at`, as the mouse would make it.
fn click(at: Point) -> [Event; 3] {
    [
        Event::Mouse(mouse::Event::CursorMoved { position: at }),
        Event::Mouse(mouse::Event::ButtonPressed(mouse::Button::Left)),
        Event::Mouse(mouse::Event::ButtonReleased(mouse::Button::Left)),
    ]
}

impl Widget<Message, iced::Theme, iced::Renderer> for Layer<'_> {
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

    fn draw(
        &self,
        tree: &Tree,
        renderer: &mut iced::Renderer,
        theme: &iced::Theme,
        style: &iced_core::renderer::Style,
        layout: Layout<'_>,
        cursor: mouse::Cursor,
        viewport: &Rectangle,
    ) {
        self.content.as_widget().draw(
            &tree.children[0],
            renderer,
            theme,
            style,
            layout,
            cursor,
            viewport,
        );
        // The keyboard's focus, drawn over everything (the browser's page
        // elements draw their own).
        #[cfg(not(target_arch = "wasm32"))]
        if let Some([x, y, w, h]) = focused_node().map(|n| n.rect) {
            use iced_core::Renderer as _;
            // Two rings, the page's colour round the theme's strong one:
            // seen on the wood, a green button and the page alike.
            let rings = [
                (7.0, 8.0, theme.extended_palette().background.base.color),
                (4.0, 4.0, crate::app::theme::focus_ring(theme)),
            ];
            renderer.with_layer(*viewport, |renderer| {
                for (out, width, color) in rings {
                    let ring = Rectangle::new(
                        Point::new(x - out, y - out),
                        Size::new(w + 2.0 * out, h + 2.0 * out),
                    );
                    renderer.fill_quad(
                        iced_core::renderer::Quad {
                            bounds: ring,
                            border: iced::Border {
                                color,
                                width,
                                radius: (6.0 + out).into(),
                            },
                            ..Default::default()
                        },
                        iced::Color::TRANSPARENT,
                    );
                }
            });
        }
    }

    fn children(&self) -> Vec<Tree> {
        vec![Tree::new(&self.content)]
    }

    fn diff(&self, tree: &mut Tree) {
        tree.diff_children(std::slice::from_ref(&self.content));
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
        // The page's buttons, pressed by a screen reader or the keyboard:
        // one at a time, as the screen may change with each.
        let pressed = PRESSES.with_borrow_mut(|p| (!p.is_empty()).then(|| p.remove(0)));
        let at = pressed.and_then(|key| PUBLISHED.with_borrow(|p| p.find(&key)?.press));
        if let Some(at) = at {
            for e in click(at) {
                self.content.as_widget_mut().update(
                    &mut tree.children[0],
                    &e,
                    layout,
                    mouse::Cursor::Available(at),
                    renderer,
                    clipboard,
                    shell,
                    viewport,
                );
            }
            MADE_AT.set(None);
            shell.request_redraw();
            return;
        }
        #[cfg(not(target_arch = "wasm32"))]
        if let Some(key) = keyboard(event, || self.typing(tree, layout, renderer)) {
            match key {
                Key::Move(back) => {
                    let outline = published();
                    let next = super::focus::next(&outline, focus().as_deref(), back);
                    if let Some(n) = next.as_ref().and_then(|k| outline.find(k)) {
                        shell.publish(Message::Focused(n.name.clone()));
                    }
                    FOCUS.set(next);
                }
                Key::Press => {
                    if let Some(k) = focus() {
                        press(k);
                    }
                }
            }
            shell.capture_event();
            shell.request_redraw();
            return;
        }
        if let Event::Mouse(mouse::Event::ButtonPressed(_)) | Event::Touch(_) = event {
            FOCUS.set(None);
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
        let Event::Window(window::Event::RedrawRequested(now)) = event else {
            return;
        };
        if let Some(at) = MADE_AT.with_borrow(|m| *m)
            && *now < at + EVERY
        {
            shell.request_redraw_at(window::RedrawRequest::At(at + EVERY));
            return;
        }
        MADE_AT.set(Some(*now));
        let outline = self.outline(tree, layout, renderer, viewport);
        if PUBLISHED.with_borrow(|p| *p != outline) {
            #[cfg(target_arch = "wasm32")]
            crate::app::web::a11y::render(&outline);
            PUBLISHED.set(outline);
        }
        if SAID.with_borrow(|s| *s != self.said) {
            #[cfg(target_arch = "wasm32")]
            if let Some((text, lang)) = &self.said {
                crate::app::web::a11y::say(text, *lang);
            }
            SAID.set(self.said.clone());
        }
    }

    crate::app::pass_on::pointer_and_overlay!(content, Message, iced::Theme, iced::Renderer);
}
