//! The keyboard's focus on the desktop, over an [`Outline`]: Tab and
//! Shift+Tab move it through what can be pressed (buttons, houses to
//! play, text fields), in reading order, round from the last to the
//! first. The browser's page elements have the browser's own focus.

use super::outline::{Outline, Role};

/// The key after `from` (or before it, `back`) among what can be pressed;
/// from the first (or the last) when `from` is not on show.
pub fn next(outline: &Outline, from: Option<&str>, back: bool) -> Option<String> {
    let keys: Vec<&str> = outline
        .nodes
        .iter()
        .filter(|n| n.press.is_some() && matches!(n.role, Role::Button | Role::House | Role::Field))
        .map(|n| n.key.as_str())
        .collect();
    if keys.is_empty() {
        return None;
    }
    let at = from.and_then(|f| keys.iter().position(|k| *k == f));
    let n = keys.len();
    let i = match (at, back) {
        (None, false) => 0,
        (None, true) => n - 1,
        (Some(i), false) => (i + 1) % n,
        (Some(i), true) => (i + n - 1) % n,
    };
    Some(keys[i].to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::semantics::Node;
    use iced::Point;

    fn node(role: Role, key: &str, pressable: bool) -> Node {
        Node {
            role,
            name: key.to_owned(),
            lang: None,
            key: key.to_owned(),
            rect: [0.0; 4],
            focused: false,
            size: 0.0,
            press: pressable.then_some(Point::ORIGIN),
        }
    }

    fn outline() -> Outline {
        Outline {
            lang: "en",
            nodes: vec![
                node(Role::Heading, "title", false),
                node(Role::Button, "a", true),
                node(Role::Text, "words", false),
                node(Role::House, "house-0", true),
                node(Role::House, "house-6", false),
                node(Role::Button, "b", true),
            ],
        }
    }

    #[test]
    fn tab_goes_through_what_can_be_pressed_and_round() {
        let o = outline();
        assert_eq!(next(&o, None, false).as_deref(), Some("a"));
        assert_eq!(next(&o, Some("a"), false).as_deref(), Some("house-0"));
        assert_eq!(next(&o, Some("house-0"), false).as_deref(), Some("b"));
        assert_eq!(next(&o, Some("b"), false).as_deref(), Some("a"));
    }

    #[test]
    fn shift_tab_goes_back_and_a_gone_focus_starts_again() {
        let o = outline();
        assert_eq!(next(&o, None, true).as_deref(), Some("b"));
        assert_eq!(next(&o, Some("a"), true).as_deref(), Some("b"));
        assert_eq!(next(&o, Some("gone"), false).as_deref(), Some("a"));
        let empty = Outline::default();
        assert_eq!(next(&empty, None, false), None);
    }
}
