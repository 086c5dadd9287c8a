//! A row whose children are all as tall as its tallest, each one's content
//! centred in the height it gains. A Japanese button with readings over
//! its words has a band for them that its neighbours without readings do
//! not: in a toolbar it stood taller than the buttons beside it. `Even`
//! lays the row out as it is, then gives every child of it the tallest
//! child's height (a button draws its background over it) and moves what
//! the child holds down by half of what it gained.

use iced_core::layout::{Layout, Limits, Node};
use iced_core::widget::{Operation, Tree};
use iced_core::{Element, Length, Size, Vector, Widget};

pub struct Even<'a, Message, Theme, Renderer> {
    /// A row (its layout's children side by side).
    row: Element<'a, Message, Theme, Renderer>,
}

/// `row`'s children made one height.
pub fn even<'a, Message, Theme, Renderer>(
    row: impl Into<Element<'a, Message, Theme, Renderer>>,
) -> Even<'a, Message, Theme, Renderer> {
    Even { row: row.into() }
}

/// The node of a row's child grown to `height`, what it holds moved down
/// by half of what it gained.
fn grown(node: &Node, height: f32) -> Node {
    let gained = height - node.size().height;
    if gained <= 0.0 {
        return node.clone();
    }
    let inside = node
        .children()
        .iter()
        .map(|c| c.clone().translate(Vector::new(0.0, gained / 2.0)))
        .collect();
    Node::with_children(Size::new(node.size().width, height), inside)
        .move_to(node.bounds().position())
}

/// A row's node with its children of one height: each line's (a row
/// that wraps has several, its children of one line at one top).
pub fn evened(row: &Node) -> Node {
    let kids = row.children();
    let tallest = |y: f32| {
        kids.iter()
            .filter(|c| (c.bounds().y - y).abs() < 0.5)
            .map(|c| c.size().height)
            .fold(0.0, f32::max)
    };
    let children = kids
        .iter()
        .map(|c| grown(c, tallest(c.bounds().y)))
        .collect();
    Node::with_children(row.size(), children).move_to(row.bounds().position())
}

impl<Message, Theme, Renderer> Widget<Message, Theme, Renderer>
    for Even<'_, Message, Theme, Renderer>
where
    Renderer: iced_core::Renderer,
{
    fn size(&self) -> Size<Length> {
        self.row.as_widget().size()
    }

    fn size_hint(&self) -> Size<Length> {
        self.row.as_widget().size_hint()
    }

    fn layout(&mut self, tree: &mut Tree, renderer: &Renderer, limits: &Limits) -> Node {
        let row = self
            .row
            .as_widget_mut()
            .layout(&mut tree.children[0], renderer, limits);
        evened(&row)
    }

    super::pass_on::draw_and_tree!(row, Theme, Renderer);

    fn operate(
        &mut self,
        tree: &mut Tree,
        layout: Layout<'_>,
        renderer: &Renderer,
        operation: &mut dyn Operation,
    ) {
        self.row
            .as_widget_mut()
            .operate(&mut tree.children[0], layout, renderer, operation);
    }

    super::pass_on::update!(row, Message, Theme, Renderer);

    super::pass_on::pointer_and_overlay!(row, Message, Theme, Renderer);
}

impl<'a, Message, Theme, Renderer> From<Even<'a, Message, Theme, Renderer>>
    for Element<'a, Message, Theme, Renderer>
where
    Message: 'a,
    Theme: 'a,
    Renderer: iced_core::Renderer + 'a,
{
    fn from(e: Even<'a, Message, Theme, Renderer>) -> Self {
        Element::new(e)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use iced_core::Point;

    fn leaf(x: f32, w: f32, h: f32) -> Node {
        Node::new(Size::new(w, h)).move_to(Point::new(x, 0.0))
    }

    #[test]
    fn every_child_gets_the_tallest_height_with_its_content_centred() {
        // A button of 40 px (its text at 8 px down) beside one of 52 (a
        // reading's band over its words).
        let short = Node::with_children(
            Size::new(80.0, 40.0),
            vec![leaf(10.0, 60.0, 24.0).translate(Vector::new(0.0, 8.0))],
        );
        let tall = Node::with_children(
            Size::new(90.0, 52.0),
            vec![leaf(10.0, 70.0, 36.0).translate(Vector::new(0.0, 8.0))],
        )
        .move_to(Point::new(90.0, 0.0));
        let row = Node::with_children(Size::new(180.0, 52.0), vec![short, tall]);
        let even = evened(&row);
        let kids = even.children();
        assert_eq!(kids[0].size(), Size::new(80.0, 52.0));
        assert_eq!(kids[1].size(), Size::new(90.0, 52.0));
        assert_eq!(kids[1].bounds().x, 90.0, "in its place");
        // The short one's text moved down by half of the 12 px it gained.
        assert_eq!(kids[0].children()[0].bounds().y, 14.0);
        assert_eq!(kids[1].children()[0].bounds().y, 8.0);
        assert_eq!(even.size(), row.size());
        // A row that wraps: each line its own height.
        let second = leaf(0.0, 80.0, 30.0).move_to(Point::new(0.0, 60.0));
        let wrapped = Node::with_children(
            Size::new(180.0, 90.0),
            vec![kids[0].clone(), kids[1].clone(), second],
        );
        let even = evened(&wrapped);
        assert_eq!(even.children()[2].size().height, 30.0);
        assert_eq!(even.children()[0].size().height, 52.0);
    }
}
