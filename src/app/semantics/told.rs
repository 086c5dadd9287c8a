//! What a widget that draws for itself (the board's canvas) tells screen
//! readers of the things it draws, in its own bounds: iced's operations
//! carry it to [`super::layer`] as a custom state; and the size of a text
//! iced draws, which its own text does not tell.

use iced_core::layout::{Layout, Limits, Node};
use iced_core::widget::{Operation, Tree};
use iced_core::{Element, Length, Point, Rectangle, Size, Widget};

use super::harvest::TextSize;
use crate::engine::{House, Side};

/// One thing drawn, with where it is.
#[derive(Clone, Debug, PartialEq)]
pub struct Told {
    pub what: Thing,
    pub rect: Rectangle,
}

/// A drawn thing a screen reader names (the names are worded by the
/// layer, in the app's language).
#[derive(Clone, Debug, PartialEq)]
pub enum Thing {
    /// A board: the houses and stores told after it are its own.
    Board,
    House {
        house: House,
        /// Its owner as the board names them (a child, "You", "South").
        owner: String,
        seeds: u8,
        /// Ringed or lit by a lesson, a hint or the last move.
        marked: bool,
        /// Where a click plays it (told only if the pointer there says
        /// it can be clicked).
        at: Point,
    },
    Store {
        side: Side,
        owner: String,
        seeds: u8,
    },
    /// The name of the button a drawn icon stands in (the speaker's
    /// "Listen (V)", otherwise only in its tooltip).
    Label(String),
}

/// What [`Told`] things a widget reports: its bounds in, its things out.
type Places<'a> = Box<dyn Fn(Rectangle) -> Vec<Told> + 'a>;

/// The list handed through iced's `custom` operation.
pub struct Telling(pub Vec<Told>);

/// `content`, which draws the things `things` places in its bounds.
pub fn told<'a, Message: 'a, Theme: 'a, Renderer: iced_core::Renderer + 'a>(
    content: impl Into<Element<'a, Message, Theme, Renderer>>,
    things: impl Fn(Rectangle) -> Vec<Told> + 'a,
) -> Element<'a, Message, Theme, Renderer> {
    Element::new(Teller {
        content: content.into(),
        tells: Tells::Things(Box::new(things)),
    })
}

/// `content`, a text drawn at `size` (iced's own text does not say).
pub fn sized<'a, Message: 'a, Theme: 'a, Renderer: iced_core::Renderer + 'a>(
    content: impl Into<Element<'a, Message, Theme, Renderer>>,
    size: f32,
) -> Element<'a, Message, Theme, Renderer> {
    Element::new(Teller {
        content: content.into(),
        tells: Tells::Size(size),
    })
}

enum Tells<'a> {
    Things(Places<'a>),
    Size(f32),
}

struct Teller<'a, Message, Theme, Renderer> {
    content: Element<'a, Message, Theme, Renderer>,
    tells: Tells<'a>,
}

impl<Message, Theme, Renderer> Widget<Message, Theme, Renderer>
    for Teller<'_, Message, Theme, Renderer>
where
    Renderer: iced_core::Renderer,
{
    fn size(&self) -> Size<Length> {
        self.content.as_widget().size()
    }

    fn size_hint(&self) -> Size<Length> {
        self.content.as_widget().size_hint()
    }

    fn layout(&mut self, tree: &mut Tree, renderer: &Renderer, limits: &Limits) -> Node {
        self.content
            .as_widget_mut()
            .layout(&mut tree.children[0], renderer, limits)
    }

    crate::app::pass_on::draw_and_tree!(content, Theme, Renderer);

    fn operate(
        &mut self,
        tree: &mut Tree,
        layout: Layout<'_>,
        renderer: &Renderer,
        operation: &mut dyn Operation,
    ) {
        let bounds = layout.bounds();
        match &self.tells {
            Tells::Things(things) => operation.custom(None, bounds, &mut Telling(things(bounds))),
            Tells::Size(size) => operation.custom(None, bounds, &mut TextSize(*size)),
        }
        self.content
            .as_widget_mut()
            .operate(&mut tree.children[0], layout, renderer, operation);
    }

    crate::app::pass_on::update!(content, Message, Theme, Renderer);
    crate::app::pass_on::pointer_and_overlay!(content, Message, Theme, Renderer);
}
