//! A frame that takes at most a given height of what a column gives it.
//!
//! An iced column hands a `Fill` child all of its share of the height, and
//! every built-in widget takes all of it, whatever its maximum; what comes
//! after it then sits below that whole share. `AtMost` takes the share's
//! height up to its limit and reports only that, so the column places the
//! next widgets right under it: a board as big as its size allows, with its
//! texts under it, and smaller when the window is short.

use iced_core::layout::{Layout, Limits, Node};

/// The most the content gives up so that what sits under it needs no
/// scrollbar (less than a line of text: a board does not visibly jump).
/// A box's padding and border at least: a puzzle's verdict in two
/// languages at 1280x720 had every line in sight and a scrollbar for the
/// last 12 px of its box.
pub const SLACK: f32 = 12.0;
use iced_core::widget::{Operation, Tree};
use iced_core::{
    Clipboard, Element, Event, Length, Rectangle, Shell, Size, Vector, Widget, mouse, overlay,
    renderer,
};

pub struct AtMost<'a, Message, Theme, Renderer> {
    /// The content, then what sits under it, if anything, then what sits
    /// over it, if anything.
    children: Vec<Element<'a, Message, Theme, Renderer>>,
    /// Whether `children[1]` is `below`.
    has_below: bool,
    /// The height the content keeps whatever sits over it (which then
    /// gets less than it needs: give it a scroll area), if something does.
    above: Option<f32>,
    max_height: f32,
    /// Width over height of what the content draws, if fixed: no taller
    /// than that is useful.
    ratio: Option<f32>,
    /// The room kept under the content for `below`, whatever it holds now.
    reserve: f32,
    /// `below` is given all the height it needs first, whatever is left
    /// going to the content (instead of `reserve`).
    below_first: bool,
    /// `below` may take from the content all the height it needs as long
    /// as the content keeps this much (hints asked for under a verdict).
    grows: Option<f32>,
    spacing: f32,
    above_spacing: f32,
}

impl<'a, Message, Theme, Renderer> AtMost<'a, Message, Theme, Renderer> {
    pub fn new(content: impl Into<Element<'a, Message, Theme, Renderer>>, max_height: f32) -> Self {
        AtMost {
            children: vec![content.into()],
            has_below: false,
            above: None,
            max_height,
            ratio: None,
            reserve: 0.0,
            below_first: false,
            grows: None,
            spacing: 0.0,
            above_spacing: 0.0,
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
        if self.has_below {
            self.children[1] = below.into();
        } else {
            self.children.insert(1, below.into());
        }
        self.has_below = true;
        self.reserve = reserve;
        self.below_first = false;
        self.spacing = spacing;
        self
    }

    /// `below` sits under the content, `spacing` apart, with all the
    /// height it needs: the content gets what is left, up to its maximum
    /// (Home's board above its buttons). In a column of `Shrink` height,
    /// the frame is then no taller than what it holds, so the column can
    /// be centred; put it last there, as the column gives its children
    /// their heights in order.
    pub fn over(
        mut self,
        below: impl Into<Element<'a, Message, Theme, Renderer>>,
        spacing: f32,
    ) -> Self {
        self = self.below(below, 0.0, spacing);
        self.below_first = true;
        self
    }

    /// `below` (see [`below`](Self::below)) takes from the content the
    /// height it needs beyond its reserve, as long as the content keeps
    /// `keep` px (or what it has, if less): asked-for hints under a
    /// puzzle's verdict, which pushed the verdict's first lines out of
    /// sight. The board shrinks when the child asks, not on its own.
    pub fn below_grows(mut self, keep: f32) -> Self {
        self.grows = Some(keep);
        self
    }

    /// `above` sits over the content, `spacing` apart, with the height it
    /// needs as long as the content keeps `keep` px (or its maximum, if
    /// less): a lesson's words over its board, which scroll rather than
    /// leave the board a strip in a small window.
    pub fn above(
        mut self,
        above: impl Into<Element<'a, Message, Theme, Renderer>>,
        keep: f32,
        spacing: f32,
    ) -> Self {
        if self.above.is_some() {
            self.children.pop();
        }
        self.children.push(above.into());
        self.above = Some(keep);
        self.above_spacing = spacing;
        self
    }
}

impl<Message, Theme, Renderer> AtMost<'_, Message, Theme, Renderer>
where
    Renderer: iced_core::Renderer,
{
    /// The height child `i` needs at the width it is given, with no limit
    /// on its height (what sits over or under the content).
    fn need(&mut self, i: usize, tree: &mut Tree, renderer: &Renderer, limits: &Limits) -> f32 {
        let unlimited = Limits::new(
            Size::new(limits.min().width, 0.0),
            Size::new(limits.max().width, f32::INFINITY),
        );
        self.children[i]
            .as_widget_mut()
            .layout(&mut tree.children[i], renderer, &unlimited)
            .size()
            .height
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
        let has_below = self.has_below;
        let below_node = (has_below && self.below_first).then(|| {
            let room = Limits::new(Size::new(limits.min().width, 0.0), max);
            self.children[1]
                .as_widget_mut()
                .layout(&mut tree.children[1], renderer, &room)
        });
        let kept = match &below_node {
            Some(node) => node.size().height + self.spacing,
            None if has_below => self.reserve + self.spacing,
            None => 0.0,
        };
        // The most the content can use, whatever sits over it.
        let mut most = self.max_height;
        if let Some(r) = self.ratio {
            most = most.min(max.width / r);
        }
        let above_node = self.above.map(|keep| {
            let last = self.children.len() - 1;
            let mut room = (max.height - kept - keep.min(most) - self.above_spacing).max(0.0);
            // What sits over the content and needs a few pixels more than
            // its room takes them from the content, as below does (a
            // puzzle's verdict in two languages on a phone by 2.3 px).
            let need = self.need(last, tree, renderer, limits);
            // Only when the content is smaller than what it keeps already
            // (a phone's board): otherwise the board keeps its cells.
            if most < keep && need > room && need - room <= SLACK {
                room = need;
            }
            let room = Limits::new(
                Size::new(limits.min().width, 0.0),
                Size::new(max.width, room),
            );
            self.children[last]
                .as_widget_mut()
                .layout(&mut tree.children[last], renderer, &room)
        });
        let over = above_node
            .as_ref()
            .map_or(0.0, |n| n.size().height + self.above_spacing);
        let height = (max.height - kept - over).max(0.0).min(most);
        // The share's minimum height is deliberately not passed on.
        let inner = |height: f32| {
            Limits::new(
                Size::new(limits.min().width, 0.0),
                Size::new(max.width, height),
            )
        };
        let mut node = self.children[0].as_widget_mut().layout(
            &mut tree.children[0],
            renderer,
            &inner(height),
        );
        // What sits under the content and needs a few pixels more than
        // is left for it takes them from the content, rather than show a
        // scrollbar for a pixel (a verdict in two languages at 1280x720
        // was 1.1 px taller than its room). What is left is measured from
        // the content as laid out, which may be taller than its share (a
        // board keeps its smallest cells on a phone).
        if has_below && below_node.is_none() {
            let need = self.need(1, tree, renderer, limits);
            let laid = node.size().height;
            let left = max.height - over - laid - self.spacing;
            // Never below the height the content keeps whatever sits
            // over it (a board's cells of 60 px), unless it is smaller
            // than that already (a phone's board, narrower than that):
            // then the few pixels are given.
            let grows = self.grows.filter(|_| need - left > SLACK);
            if need > left && (need - left <= SLACK || grows.is_some()) {
                let keep = grows.or(self.above).unwrap_or(0.0);
                let floor = match grows {
                    Some(_) => keep.min(laid),
                    None if laid < keep => laid - SLACK,
                    None => keep,
                };
                let smaller = (laid - (need - left)).max(floor);
                node = self.children[0].as_widget_mut().layout(
                    &mut tree.children[0],
                    renderer,
                    &inner(smaller),
                );
            }
        }
        let node = node.move_to((0.0, over));
        let (_, rest) = self.children.split_at_mut(1);
        let mut size = Size::new(node.size().width, over + node.size().height);
        let mut nodes = vec![node];
        if let Some(below) = rest.first_mut().filter(|_| has_below) {
            let top = size.height + self.spacing;
            let node = match below_node {
                Some(node) => node,
                None => {
                    let room = Limits::new(
                        Size::new(limits.min().width, 0.0),
                        Size::new(max.width, (max.height - top).max(0.0)),
                    );
                    below
                        .as_widget_mut()
                        .layout(&mut tree.children[1], renderer, &room)
                }
            }
            .move_to((0.0, top));
            size = Size::new(size.width.max(node.size().width), top + node.size().height);
            nodes.push(node);
        }
        if let Some(node) = above_node {
            size.width = size.width.max(node.size().width);
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
