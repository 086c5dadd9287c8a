//! Scrolls a scroll area just enough that one widget in it is in sight:
//! the puzzle a learner comes back from in the puzzle list, the hint just
//! asked for under a board. iced can snap a scroll area to an offset, but
//! knows nothing of where a widget in it lies; this operation finds both
//! in one walk of the widgets, then scrolls.

use iced::Task;
use iced_core::widget::operation::scrollable::AbsoluteOffset;
use iced_core::widget::operation::{Operation, Outcome, Scrollable};
use iced_core::widget::{Id, operation};
use iced_core::{Rectangle, Vector};

/// Scrolls the area `area` so that the widget `target` (a container with
/// that id) is in sight; nothing moves if it already is, or if either is
/// not on screen.
pub fn reveal<T>(area: impl Into<Id>, target: impl Into<Id>) -> Task<T> {
    iced_runtime::task::effect(iced_runtime::Action::widget(Find {
        area: area.into(),
        target: target.into(),
        found: None,
        target_bounds: None,
    }))
}

/// The area's bounds, its content's and where it is scrolled to, and the
/// target's bounds (before scrolling, as the content's).
struct Find {
    area: Id,
    target: Id,
    found: Option<(Rectangle, Rectangle, Vector)>,
    target_bounds: Option<Rectangle>,
}

impl Operation for Find {
    fn traverse(&mut self, operate: &mut dyn FnMut(&mut dyn Operation)) {
        operate(self);
    }

    fn container(&mut self, id: Option<&Id>, bounds: Rectangle) {
        if id == Some(&self.target) {
            self.target_bounds = Some(bounds);
        }
    }

    fn scrollable(
        &mut self,
        id: Option<&Id>,
        bounds: Rectangle,
        content: Rectangle,
        translation: Vector,
        _state: &mut dyn Scrollable,
    ) {
        if id == Some(&self.area) {
            self.found = Some((bounds, content, translation));
        }
    }

    fn finish(&self) -> Outcome<()> {
        let (Some((area, content, now)), Some(target)) = (self.found, self.target_bounds) else {
            return Outcome::None;
        };
        match offset(area, content, now.y, target) {
            Some(y) => Outcome::Chain(Box::new(operation::scrollable::scroll_to(
                self.area.clone(),
                AbsoluteOffset {
                    x: None,
                    y: Some(y),
                },
            ))),
            None => Outcome::None,
        }
    }
}

/// The offset that brings `target` into sight in a scroll area of bounds
/// `area` whose content (laid out unscrolled) is `content`, scrolled by
/// `now`: none when it is in sight already; else the least scrolling that
/// shows it whole (its top, when it is taller than the area).
pub fn offset(area: Rectangle, content: Rectangle, now: f32, target: Rectangle) -> Option<f32> {
    let top = target.y - content.y;
    let bottom = top + target.height;
    let max = (content.height - area.height).max(0.0);
    let y = if top < now {
        top
    } else if bottom > now + area.height {
        (bottom - area.height).min(top)
    } else {
        return None;
    };
    Some(y.clamp(0.0, max))
}

#[cfg(test)]
mod tests {
    use super::offset;
    use iced::{Point, Rectangle, Size};

    fn r(y: f32, h: f32) -> Rectangle {
        Rectangle::new(Point::new(0.0, y), Size::new(100.0, h))
    }

    #[test]
    fn scrolls_only_as_far_as_needed_to_show_the_target_whole() {
        // An area 100 px tall at y 50 over content 400 px tall.
        let (area, content) = (r(50.0, 100.0), r(50.0, 400.0));
        assert_eq!(offset(area, content, 0.0, r(60.0, 30.0)), None, "in sight");
        // Below: its bottom comes to the area's bottom.
        assert_eq!(offset(area, content, 0.0, r(250.0, 40.0)), Some(140.0));
        // Above, once scrolled down: its top comes to the area's top.
        assert_eq!(offset(area, content, 200.0, r(100.0, 40.0)), Some(50.0));
        // Taller than the area: its top.
        assert_eq!(offset(area, content, 0.0, r(250.0, 150.0)), Some(200.0));
        // Never past the end.
        assert_eq!(offset(area, content, 0.0, r(430.0, 20.0)), Some(300.0));
    }
}
