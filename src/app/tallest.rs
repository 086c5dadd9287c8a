//! Room for the tallest of several contents, one of them shown.
//!
//! A text that changes with a choice (the computer's level and what it
//! plays like) is as tall as its words: one line for one level, two for
//! the next, and everything under it, the board first, jumps as the
//! choice changes. `Tallest` shows one content and takes the height of the
//! tallest of them all at the width it is given, so what follows keeps
//! its place whatever is chosen. The others are laid out only to be
//! measured: never drawn, never found by an operation, never given events.

use iced_core::layout::{Layout, Limits, Node};
use iced_core::widget::{Operation, Tree};
use iced_core::{
    Clipboard, Element, Event, Length, Rectangle, Shell, Size, Vector, Widget, mouse, overlay,
    renderer,
};

pub struct Tallest<'a, Message, Theme, Renderer> {
    /// The content shown, then the others it keeps room for.
    children: Vec<Element<'a, Message, Theme, Renderer>>,
}

impl<'a, Message, Theme, Renderer> Tallest<'a, Message, Theme, Renderer> {
    pub fn new(
        shown: impl Into<Element<'a, Message, Theme, Renderer>>,
        others: impl IntoIterator<Item = Element<'a, Message, Theme, Renderer>>,
    ) -> Self {
        let mut children = vec![shown.into()];
        children.extend(others);
        Tallest { children }
    }
}

impl<Message, Theme, Renderer> Widget<Message, Theme, Renderer>
    for Tallest<'_, Message, Theme, Renderer>
where
    Renderer: iced_core::Renderer,
{
    fn size(&self) -> Size<Length> {
        self.children[0].as_widget().size()
    }

    fn layout(&mut self, tree: &mut Tree, renderer: &Renderer, limits: &Limits) -> Node {
        let mut nodes = self
            .children
            .iter_mut()
            .zip(&mut tree.children)
            .map(|(child, tree)| child.as_widget_mut().layout(tree, renderer, limits));
        let shown = nodes.next().expect("a content shown");
        let height = nodes.fold(shown.size().height, |h, n| h.max(n.size().height));
        Node::with_children(Size::new(shown.size().width, height), vec![shown])
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
        if let Some(l) = layout.children().next() {
            self.children[0].as_widget().draw(
                &tree.children[0],
                renderer,
                theme,
                style,
                l,
                cursor,
                viewport,
            );
        }
    }

    fn children(&self) -> Vec<Tree> {
        self.children.iter().map(Tree::new).collect()
    }

    fn diff(&self, tree: &mut Tree) {
        tree.diff_children(&self.children);
    }

    fn operate(
        &mut self,
        tree: &mut Tree,
        layout: Layout<'_>,
        renderer: &Renderer,
        operation: &mut dyn Operation,
    ) {
        if let Some(l) = layout.children().next() {
            self.children[0]
                .as_widget_mut()
                .operate(&mut tree.children[0], l, renderer, operation);
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
        if let Some(l) = layout.children().next() {
            self.children[0].as_widget_mut().update(
                &mut tree.children[0],
                event,
                l,
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
        layout.children().next().map_or_else(Default::default, |l| {
            self.children[0].as_widget().mouse_interaction(
                &tree.children[0],
                l,
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
        let l = layout.children().next()?;
        self.children[0].as_widget_mut().overlay(
            &mut tree.children[0],
            l,
            renderer,
            viewport,
            translation,
        )
    }
}

impl<'a, Message, Theme, Renderer> From<Tallest<'a, Message, Theme, Renderer>>
    for Element<'a, Message, Theme, Renderer>
where
    Message: 'a,
    Theme: 'a,
    Renderer: iced_core::Renderer + 'a,
{
    fn from(t: Tallest<'a, Message, Theme, Renderer>) -> Self {
        Element::new(t)
    }
}
