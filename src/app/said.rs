//! Texts a widget draws itself (a canvas's labels), told to screen readers
//! and tests as iced's texts are ([`Widget::operate`]): the review graph's
//! "South ahead" is otherwise invisible to both, so a label drawn with its
//! reading marks as written (`有利《ゆうり》`) went unseen by the layout
//! walk. Everything else goes to the content as it is.

use iced_core::layout::{Layout, Limits, Node};
use iced_core::widget::{Operation, Tree};
use iced_core::{Element, Length, Rectangle, Size, Widget};

/// Where each text lies, worked out from the content's bounds.
type Places<'a> = Box<dyn Fn(Rectangle) -> Vec<(String, Rectangle)> + 'a>;

pub struct Said<'a, Message, Theme, Renderer> {
    content: Element<'a, Message, Theme, Renderer>,
    texts: Places<'a>,
}

impl<'a, Message, Theme, Renderer> Said<'a, Message, Theme, Renderer> {
    /// `content`, which draws the texts `texts` places in its bounds.
    pub fn new(
        content: impl Into<Element<'a, Message, Theme, Renderer>>,
        texts: impl Fn(Rectangle) -> Vec<(String, Rectangle)> + 'a,
    ) -> Self {
        Said {
            content: content.into(),
            texts: Box::new(texts),
        }
    }
}

impl<Message, Theme, Renderer> Widget<Message, Theme, Renderer>
    for Said<'_, Message, Theme, Renderer>
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

    super::pass_on::draw_and_tree!(content, Theme, Renderer);

    fn operate(
        &mut self,
        tree: &mut Tree,
        layout: Layout<'_>,
        renderer: &Renderer,
        operation: &mut dyn Operation,
    ) {
        self.content
            .as_widget_mut()
            .operate(&mut tree.children[0], layout, renderer, operation);
        for (words, bounds) in (self.texts)(layout.bounds()) {
            operation.text(None, bounds, &words);
        }
    }

    super::pass_on::update!(content, Message, Theme, Renderer);

    super::pass_on::pointer_and_overlay!(content, Message, Theme, Renderer);
}

impl<'a, Message, Theme, Renderer> From<Said<'a, Message, Theme, Renderer>>
    for Element<'a, Message, Theme, Renderer>
where
    Message: 'a,
    Theme: 'a,
    Renderer: iced_core::Renderer + 'a,
{
    fn from(s: Said<'a, Message, Theme, Renderer>) -> Self {
        Element::new(s)
    }
}
