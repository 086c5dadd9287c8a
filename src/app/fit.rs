//! A frame that takes at most a given height of what a column gives it.
//!
//! An iced column hands a `Fill` child all of its share of the height, and
//! every built-in widget takes all of it, whatever its maximum; what comes
//! after it then sits below that whole share. `AtMost` takes the share's
//! height up to its limit and reports only that, so the column places the
//! next widgets right under it: a board as big as its size allows, with its
//! texts under it, and smaller when the window is short.

use iced_core::layout::{Layout, Limits, Node};
use iced_core::widget::{Operation, Tree};
use iced_core::{
    Clipboard, Element, Event, Length, Rectangle, Shell, Size, Vector, Widget, mouse, overlay,
    renderer,
};

pub struct AtMost<'a, Message, Theme, Renderer> {
    content: Element<'a, Message, Theme, Renderer>,
    max_height: f32,
    /// Width over height of what the content draws, if fixed: no taller
    /// than that is useful.
    ratio: Option<f32>,
}

impl<'a, Message, Theme, Renderer> AtMost<'a, Message, Theme, Renderer> {
    pub fn new(content: impl Into<Element<'a, Message, Theme, Renderer>>, max_height: f32) -> Self {
        AtMost {
            content: content.into(),
            max_height,
            ratio: None,
        }
    }

    /// The content draws `ratio` times as wide as it is tall (a board is
    /// 3): it is given no more height than its width calls for.
    pub fn ratio(mut self, ratio: f32) -> Self {
        self.ratio = Some(ratio);
        self
    }
}

impl<Message, Theme, Renderer> Widget<Message, Theme, Renderer>
    for AtMost<'_, Message, Theme, Renderer>
where
    Renderer: iced_core::Renderer,
{
    fn size(&self) -> Size<Length> {
        Size::new(Length::Fill, Length::Fill)
    }

    fn layout(&mut self, tree: &mut Tree, renderer: &Renderer, limits: &Limits) -> Node {
        let max = limits.max();
        let mut height = max.height.min(self.max_height);
        if let Some(r) = self.ratio {
            height = height.min(max.width / r);
        }
        // The share's minimum height is deliberately not passed on.
        let inner = Limits::new(
            Size::new(limits.min().width, 0.0),
            Size::new(max.width, height),
        );
        let node = self
            .content
            .as_widget_mut()
            .layout(&mut tree.children[0], renderer, &inner);
        Node::with_children(node.size(), vec![node])
    }

    fn draw(
        &self,
        tree: &Tree,
        renderer: &mut Renderer,
        theme: &Theme,
        style: &renderer::Style,
        layout: Layout<'_>,
        cursor: mouse::Cursor,
        viewport: &Rectangle,
    ) {
        if let Some(child) = layout.children().next() {
            self.content.as_widget().draw(
                &tree.children[0],
                renderer,
                theme,
                style,
                child,
                cursor,
                viewport,
            );
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
        renderer: &Renderer,
        operation: &mut dyn Operation,
    ) {
        if let Some(child) = layout.children().next() {
            self.content
                .as_widget_mut()
                .operate(&mut tree.children[0], child, renderer, operation);
        }
    }

    fn update(
        &mut self,
        tree: &mut Tree,
        event: &Event,
        layout: Layout<'_>,
        cursor: mouse::Cursor,
        renderer: &Renderer,
        clipboard: &mut dyn Clipboard,
        shell: &mut Shell<'_, Message>,
        viewport: &Rectangle,
    ) {
        if let Some(child) = layout.children().next() {
            self.content.as_widget_mut().update(
                &mut tree.children[0],
                event,
                child,
                cursor,
                renderer,
                clipboard,
                shell,
                viewport,
            );
        }
    }

    fn mouse_interaction(
        &self,
        tree: &Tree,
        layout: Layout<'_>,
        cursor: mouse::Cursor,
        viewport: &Rectangle,
        renderer: &Renderer,
    ) -> mouse::Interaction {
        layout
            .children()
            .next()
            .map_or_else(mouse::Interaction::default, |child| {
                self.content.as_widget().mouse_interaction(
                    &tree.children[0],
                    child,
                    cursor,
                    viewport,
                    renderer,
                )
            })
    }

    fn overlay<'b>(
        &'b mut self,
        tree: &'b mut Tree,
        layout: Layout<'b>,
        renderer: &Renderer,
        viewport: &Rectangle,
        translation: Vector,
    ) -> Option<overlay::Element<'b, Message, Theme, Renderer>> {
        let child = layout.children().next()?;
        self.content.as_widget_mut().overlay(
            &mut tree.children[0],
            child,
            renderer,
            viewport,
            translation,
        )
    }
}

impl<'a, Message, Theme, Renderer> From<AtMost<'a, Message, Theme, Renderer>>
    for Element<'a, Message, Theme, Renderer>
where
    Message: 'a,
    Theme: 'a,
    Renderer: iced_core::Renderer + 'a,
{
    fn from(frame: AtMost<'a, Message, Theme, Renderer>) -> Self {
        Element::new(frame)
    }
}
