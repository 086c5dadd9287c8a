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
    /// The content, then what sits under it, if anything.
    children: Vec<Element<'a, Message, Theme, Renderer>>,
    max_height: f32,
    /// Width over height of what the content draws, if fixed: no taller
    /// than that is useful.
    ratio: Option<f32>,
    /// The room kept under the content for `below`, whatever it holds now.
    reserve: f32,
    spacing: f32,
}

impl<'a, Message, Theme, Renderer> AtMost<'a, Message, Theme, Renderer> {
    pub fn new(content: impl Into<Element<'a, Message, Theme, Renderer>>, max_height: f32) -> Self {
        AtMost {
            children: vec![content.into()],
            max_height,
            ratio: None,
            reserve: 0.0,
            spacing: 0.0,
        }
    }

    /// The content draws `ratio` times as wide as it is tall (a board is
    /// 3): it is given no more height than its width calls for.
    pub fn ratio(mut self, ratio: f32) -> Self {
        self.ratio = Some(ratio);
        self
    }

    /// `below` sits under the content, `spacing` apart, and the content
    /// leaves it `reserve` px whatever it holds: a board keeps its size
    /// when a verdict appears under it (and `below` scrolls if it needs
    /// more than it gets).
    pub fn below(
        mut self,
        below: impl Into<Element<'a, Message, Theme, Renderer>>,
        reserve: f32,
        spacing: f32,
    ) -> Self {
        self.children.truncate(1);
        self.children.push(below.into());
        self.reserve = reserve;
        self.spacing = spacing;
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
        let has_below = self.children.len() > 1;
        let kept = if has_below {
            self.reserve + self.spacing
        } else {
            0.0
        };
        let mut height = (max.height - kept).max(0.0).min(self.max_height);
        if let Some(r) = self.ratio {
            height = height.min(max.width / r);
        }
        // The share's minimum height is deliberately not passed on.
        let inner = Limits::new(
            Size::new(limits.min().width, 0.0),
            Size::new(max.width, height),
        );
        let (first, rest) = self.children.split_at_mut(1);
        let node = first[0]
            .as_widget_mut()
            .layout(&mut tree.children[0], renderer, &inner);
        let mut size = node.size();
        let mut nodes = vec![node];
        if let Some(below) = rest.first_mut() {
            let top = size.height + self.spacing;
            let room = Limits::new(
                Size::new(limits.min().width, 0.0),
                Size::new(max.width, (max.height - top).max(0.0)),
            );
            let node = below
                .as_widget_mut()
                .layout(&mut tree.children[1], renderer, &room)
                .move_to((0.0, top));
            size = Size::new(size.width.max(node.size().width), top + node.size().height);
            nodes.push(node);
        }
        Node::with_children(size, nodes)
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
        for ((child, state), layout) in self
            .children
            .iter()
            .zip(&tree.children)
            .zip(layout.children())
        {
            child
                .as_widget()
                .draw(state, renderer, theme, style, layout, cursor, viewport);
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
        for ((child, state), layout) in self
            .children
            .iter_mut()
            .zip(&mut tree.children)
            .zip(layout.children())
        {
            child
                .as_widget_mut()
                .operate(state, layout, renderer, operation);
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
        for ((child, state), layout) in self
            .children
            .iter_mut()
            .zip(&mut tree.children)
            .zip(layout.children())
        {
            child.as_widget_mut().update(
                state, event, layout, cursor, renderer, clipboard, shell, viewport,
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
        self.children
            .iter()
            .zip(&tree.children)
            .zip(layout.children())
            .map(|((child, state), layout)| {
                child
                    .as_widget()
                    .mouse_interaction(state, layout, cursor, viewport, renderer)
            })
            .max()
            .unwrap_or_default()
    }

    fn overlay<'b>(
        &'b mut self,
        tree: &'b mut Tree,
        layout: Layout<'b>,
        renderer: &Renderer,
        viewport: &Rectangle,
        translation: Vector,
    ) -> Option<overlay::Element<'b, Message, Theme, Renderer>> {
        overlay::from_children(
            &mut self.children,
            tree,
            layout,
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
