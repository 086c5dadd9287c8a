//! The line of keys under a screen ("Keys: 1 to 6 play a house · …").
//! It wraps between keys, never inside one ("Esc" at the end of a line and
//! "home" at the start of the next read as two keys, and Japanese text may
//! break between any two characters), and a "·" stands only between two
//! keys on the same line: never at the start or the end of one. In less
//! than [`NARROWEST`] px (a phone held upright, which has no keyboard) it
//! is not shown at all.

use iced::{Element, alignment};
use iced_core::layout::{Layout, Limits, Node};
use iced_core::widget::{Operation, Tree};
use iced_core::{Length, Rectangle, Size, Widget, mouse, renderer};

use crate::app::furigana::text;

/// Between two keys in every locale's keys lines.
pub const SEPARATOR: &str = " · ";

/// The keys of a line, each with its words ("Keys:" stays on the first).
pub fn parts(line: &str) -> Vec<String> {
    line.split(SEPARATOR).map(str::to_owned).collect()
}

const SIZE: u32 = 14;
/// The narrowest room a line is shown in: a screen's column on a phone is
/// narrower (at most 410 px); elsewhere the narrowest is the teacher's
/// board's beside the puzzle form in the desktop's smallest window (900
/// px wide), 420.
pub const NARROWEST: f32 = 420.0;
/// Room on each side of a "·".
const GAP: f32 = 5.0;
const LINE_GAP: f32 = 2.0;

/// The height of `lines` lines of keys (iced's text is 1.3 times its size
/// tall, and a band for readings over it when the keys carry readings
/// for young readers, `readings`): a screen whose keys change with what
/// the learner does keeps this much room, so that nothing above moves when
/// the line grows.
pub fn room(lines: u16, readings: bool) -> f32 {
    let band = if readings {
        super::furigana::band(SIZE as f32)
    } else {
        0.0
    };
    let line = (SIZE as f32 * 1.3 + band).ceil();
    f32::from(lines) * line + f32::from(lines.saturating_sub(1)) * LINE_GAP
}

/// The line, 14 px, wrapping between keys and aligned as `align`.
pub fn view<'a, M: 'a>(line: &str, align: impl Into<alignment::Horizontal>) -> Element<'a, M> {
    sized(line, align, SIZE as f32)
}

/// The line at `size` px (the projector's, read from the back of a room).
pub fn sized<'a, M: 'a>(
    line: &str,
    align: impl Into<alignment::Horizontal>,
    size: f32,
) -> Element<'a, M> {
    let mut children = Vec::new();
    for (i, p) in parts(line).into_iter().enumerate() {
        if i > 0 {
            children.push(text("·").size(size).into());
        }
        children.push(text(p).size(size).into());
    }
    Element::new(KeysLine {
        children,
        align: align.into(),
    })
}

/// Keys and the dots between them (keys at even places, dots at odd).
struct KeysLine<'a, M> {
    children: Vec<Element<'a, M>>,
    align: alignment::Horizontal,
}

/// Where each key goes, given each child's size: the lines (first and
/// last child of each), and the total size. A key that does not fit after
/// the last on a line starts the next; its dot is left out.
fn flow(sizes: &[Size], width: f32) -> Vec<(usize, usize)> {
    let mut lines = Vec::new();
    let mut start = 0;
    let mut x = sizes.first().map_or(0.0, |s| s.width);
    let mut k = 2;
    while k < sizes.len() {
        let next = GAP + sizes[k - 1].width + GAP + sizes[k].width;
        if x + next <= width {
            x += next;
        } else {
            lines.push((start, k - 2));
            start = k;
            x = sizes[k].width;
        }
        k += 2;
    }
    if !sizes.is_empty() {
        lines.push((start, sizes.len() - 1));
    }
    lines
}

impl<M> Widget<M, iced::Theme, iced::Renderer> for KeysLine<'_, M> {
    fn size(&self) -> Size<Length> {
        let width = if self.align == alignment::Horizontal::Left {
            Length::Shrink
        } else {
            Length::Fill
        };
        Size::new(width, Length::Shrink)
    }

    fn layout(&mut self, tree: &mut Tree, renderer: &iced::Renderer, limits: &Limits) -> Node {
        let max = limits.max();
        if max.width < NARROWEST {
            // No key is drawn or found: each has no size.
            let nodes = self.children.iter().map(|_| Node::new(Size::ZERO));
            return Node::with_children(Size::ZERO, nodes.collect());
        }
        let each = Limits::new(Size::ZERO, Size::new(max.width, f32::INFINITY));
        let mut nodes: Vec<Node> = self
            .children
            .iter_mut()
            .zip(&mut tree.children)
            .map(|(c, t)| c.as_widget_mut().layout(t, renderer, &each))
            .collect();
        let sizes: Vec<Size> = nodes.iter().map(Node::size).collect();
        let lines = flow(&sizes, max.width);
        let mut placed = vec![false; nodes.len()];
        let (mut y, mut widest) = (0.0_f32, 0.0_f32);
        let mut rows = Vec::new();
        for &(first, last) in &lines {
            let height = sizes[first..=last]
                .iter()
                .map(|s| s.height)
                .fold(0.0, f32::max);
            let mut x = 0.0;
            let mut row = Vec::new();
            for i in first..=last {
                if i > first {
                    x += GAP;
                }
                row.push((i, x, y + (height - sizes[i].height) / 2.0));
                placed[i] = true;
                x += sizes[i].width;
            }
            widest = widest.max(x);
            rows.push((row, x));
            y += height + LINE_GAP;
        }
        let width = match self.align {
            alignment::Horizontal::Left => widest,
            _ => max.width,
        };
        for (row, line_width) in rows {
            let shift = match self.align {
                alignment::Horizontal::Left => 0.0,
                alignment::Horizontal::Center => (width - line_width) / 2.0,
                alignment::Horizontal::Right => width - line_width,
            };
            for (i, x, y) in row {
                nodes[i] = std::mem::take(&mut nodes[i]).move_to((x + shift, y));
            }
        }
        // A dot between two lines is left out: no size, not drawn.
        for (node, placed) in nodes.iter_mut().zip(placed) {
            if !placed {
                *node = Node::new(Size::ZERO);
            }
        }
        Node::with_children(Size::new(width, (y - LINE_GAP).max(0.0)), nodes)
    }

    fn draw(
        &self,
        tree: &Tree,
        renderer: &mut iced::Renderer,
        theme: &iced::Theme,
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
            if layout.bounds().width > 0.0 {
                child
                    .as_widget()
                    .draw(state, renderer, theme, style, layout, cursor, viewport);
            }
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
        renderer: &iced::Renderer,
        operation: &mut dyn Operation,
    ) {
        for ((child, state), layout) in self
            .children
            .iter_mut()
            .zip(&mut tree.children)
            .zip(layout.children())
        {
            if layout.bounds().width > 0.0 {
                child
                    .as_widget_mut()
                    .operate(state, layout, renderer, operation);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_line_is_cut_between_keys_only() {
        assert_eq!(
            parts("キー：H でヒント · Esc でホーム"),
            ["キー：H でヒント", "Esc でホーム"]
        );
        assert_eq!(parts("Keys: Esc home"), ["Keys: Esc home"]);
    }

    #[test]
    fn a_line_breaks_before_a_key_and_leaves_its_dot_out() {
        // Keys of 100 px, dots of 4: two keys and their dot take 214.
        let key = Size::new(100.0, 14.0);
        let dot = Size::new(4.0, 14.0);
        let sizes = [key, dot, key, dot, key];
        assert_eq!(flow(&sizes, 400.0), [(0, 4)]);
        // Room for two: the third key starts the next line, alone; the dot
        // before it (child 3) is on neither line.
        assert_eq!(flow(&sizes, 250.0), [(0, 2), (4, 4)]);
        assert_eq!(flow(&sizes, 120.0), [(0, 0), (2, 2), (4, 4)]);
        assert_eq!(flow(&[key], 50.0), [(0, 0)]);
        assert!(flow(&[], 50.0).is_empty());
    }
}
