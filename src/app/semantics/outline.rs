//! An [`Outline`]: what a screen reader is told of a screen, in reading
//! order, made from what the widgets reported ([`Item`]s) and where the
//! pointer says a click lands.

use iced::{Point, Rectangle};
use serde::Serialize;

use super::harvest::Item;
use super::told::{Thing, Told};
use crate::i18n::{Lang, Localizer};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    Heading,
    Text,
    Button,
    Field,
    /// The board, a grid: the houses and stores after it are its cells.
    Board,
    House,
    Store,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Node {
    pub role: Role,
    pub name: String,
    /// The language of a text in the second language (the window's
    /// language otherwise).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lang: Option<&'static str>,
    /// Stays the same while the thing stays (a house keeps its key as its
    /// seeds change), so the page keeps its focus.
    pub key: String,
    /// Where it is drawn: x, y, width, height in the app's pixels.
    pub rect: [f32; 4],
    /// A text field with the keyboard's focus.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub focused: bool,
    /// A text's size (0 when the text did not say).
    #[serde(skip)]
    pub size: f32,
    /// A button or a house to play: where the click goes (the page is
    /// told only that it can be pressed).
    #[serde(serialize_with = "pressable", skip_serializing_if = "Option::is_none")]
    pub press: Option<Point>,
}

fn pressable<S: serde::Serializer>(press: &Option<Point>, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_bool(press.is_some())
}

/// A screen's outline, and the sentence last said in the live region.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Outline {
    pub lang: &'static str,
    pub nodes: Vec<Node>,
}

impl Outline {
    /// `items` as a screen reader gets them. `clickable` says whether a
    /// click at a point lands on something that takes it; `second` holds
    /// the texts on show in the second language.
    pub fn new(
        items: &[Item],
        clickable: &dyn Fn(Point) -> bool,
        i18n: &Localizer,
        second: &[(String, Lang)],
    ) -> Outline {
        let mut nodes = Vec::new();
        let made = Making {
            clickable,
            i18n,
            second,
        };
        for item in items {
            made.item(item, &mut nodes);
        }
        headings(&mut nodes);
        keys(&mut nodes);
        Outline {
            lang: i18n.lang().code(),
            nodes,
        }
    }

    pub fn find(&self, key: &str) -> Option<&Node> {
        self.nodes.iter().find(|n| n.key == key)
    }
}

struct Making<'a> {
    clickable: &'a dyn Fn(Point) -> bool,
    i18n: &'a Localizer,
    second: &'a [(String, Lang)],
}

impl Making<'_> {
    fn lang(&self, text: &str) -> Option<&'static str> {
        let text = text.trim();
        self.second
            .iter()
            .find(|(t, _)| t.trim() == text || (text.len() > 12 && t.contains(text)))
            .map(|(_, l)| l.code())
    }

    /// A container is one button when a click lands on something at its
    /// centre, at each of its corners and between its children: a row or
    /// a column of buttons has gaps.
    fn is_button(&self, b: Rectangle, children: &[Item]) -> bool {
        self.covered(b)
            && children
                .iter()
                .filter_map(Item::bounds)
                .collect::<Vec<_>>()
                .windows(2)
                .filter_map(|w| gap(w[0], w[1]))
                .all(|p| (self.clickable)(p))
    }

    fn covered(&self, b: Rectangle) -> bool {
        if b.width < 8.0 || b.height < 8.0 {
            return false;
        }
        let inset = 3.0_f32.min(b.width / 4.0).min(b.height / 4.0);
        [
            b.center(),
            Point::new(b.x + inset, b.y + inset),
            Point::new(b.x + b.width - inset, b.y + inset),
            Point::new(b.x + inset, b.y + b.height - inset),
            Point::new(b.x + b.width - inset, b.y + b.height - inset),
        ]
        .into_iter()
        .all(|p| (self.clickable)(p))
    }

    fn item(&self, item: &Item, out: &mut Vec<Node>) {
        match item {
            Item::Container { bounds, children } => {
                if self.is_button(*bounds, children) {
                    let mut words = Vec::new();
                    texts(children, &mut words);
                    let name = words.join(" ");
                    let lang = self.lang(&name);
                    out.push(node(
                        Role::Button,
                        name,
                        lang,
                        *bounds,
                        Some(bounds.center()),
                    ));
                } else {
                    for child in children {
                        self.item(child, out);
                    }
                }
            }
            Item::Text { bounds, text, size } => {
                let mut n = node(Role::Text, text.clone(), self.lang(text), *bounds, None);
                // iced's default size when the text did not say.
                n.size = size.unwrap_or(16.0);
                out.push(n);
            }
            Item::Field {
                bounds,
                text,
                focused,
            } => {
                let mut n = node(
                    Role::Field,
                    text.clone(),
                    None,
                    *bounds,
                    Some(bounds.center()),
                );
                n.focused = *focused;
                out.push(n);
            }
            Item::Told(things) => {
                // A label names its button; alone it says nothing.
                for t in things.iter().filter(|t| !matches!(t.what, Thing::Label(_))) {
                    out.push(self.thing(t));
                }
            }
        }
    }

    fn thing(&self, t: &Told) -> Node {
        let i18n = self.i18n;
        match &t.what {
            Thing::Board => node(
                Role::Board,
                plain(i18n.tr("a11y-board")),
                None,
                t.rect,
                None,
            ),
            Thing::House {
                house,
                owner,
                seeds,
                marked,
                at,
            } => {
                let mut name = i18n.tr_with(
                    "a11y-house",
                    &[
                        ("owner", owner.clone().into()),
                        ("house", house.own_number().into()),
                        ("seeds", (*seeds).into()),
                    ],
                );
                if *marked {
                    name = i18n.tr_with("a11y-marked", &[("thing", name.into())]);
                }
                let press = (self.clickable)(*at).then_some(*at);
                let mut n = node(Role::House, plain(name), None, t.rect, press);
                n.key = format!("house-{}", house.index());
                n
            }
            Thing::Store { side, owner, seeds } => {
                let name = i18n.tr_with(
                    "a11y-store",
                    &[("owner", owner.clone().into()), ("seeds", (*seeds).into())],
                );
                let mut n = node(Role::Store, plain(name), None, t.rect, None);
                n.key = format!("store-{}", side.index());
                n
            }
            Thing::Label(name) => node(Role::Text, plain(name.clone()), None, t.rect, None),
        }
    }
}

fn node(
    role: Role,
    name: String,
    lang: Option<&'static str>,
    b: Rectangle,
    press: Option<Point>,
) -> Node {
    Node {
        role,
        name: name.split_whitespace().collect::<Vec<_>>().join(" "),
        lang,
        key: String::new(),
        rect: [b.x, b.y, b.width, b.height],
        focused: false,
        size: 0.0,
        press,
    }
}

/// The middle of the space between two things side by side or one above
/// the other, if there is one.
fn gap(a: Rectangle, b: Rectangle) -> Option<Point> {
    let (ra, rb) = (a.x + a.width, b.x + b.width);
    let (la, lb) = (a.y + a.height, b.y + b.height);
    if ra < b.x || rb < a.x {
        let (left, right) = if ra < b.x { (ra, b.x) } else { (rb, a.x) };
        let top = a.y.max(b.y);
        let bottom = la.min(lb);
        (bottom > top).then(|| Point::new((left + right) / 2.0, (top + bottom) / 2.0))
    } else if la < b.y || lb < a.y {
        let (upper, lower) = if la < b.y { (la, b.y) } else { (lb, a.y) };
        let left = a.x.max(b.x);
        let right = ra.min(rb);
        (right > left).then(|| Point::new((left + right) / 2.0, (upper + lower) / 2.0))
    } else {
        None
    }
}

/// A text as said: no reading marks (a reader says the kanji itself).
fn plain(text: String) -> String {
    crate::i18n::ruby::plain(&text)
}

/// Every text of `items`, in order (a button's name).
fn texts(items: &[Item], out: &mut Vec<String>) {
    for item in items {
        match item {
            Item::Container { children, .. } => texts(children, out),
            Item::Text { text, .. } | Item::Field { text, .. } => out.push(text.clone()),
            Item::Told(things) => out.extend(things.iter().filter_map(|t| match &t.what {
                Thing::Label(name) => Some(name.clone()),
                _ => None,
            })),
        }
    }
}

/// Texts drawn a quarter bigger than most of the screen's, and short, are
/// its headings.
fn headings(nodes: &mut [Node]) {
    let mut sizes: Vec<f32> = nodes
        .iter()
        .filter(|n| n.role == Role::Text && n.size > 0.0)
        .map(|n| n.size)
        .collect();
    sizes.sort_by(f32::total_cmp);
    let Some(&usual) = sizes.get(sizes.len() / 2) else {
        return;
    };
    for n in nodes.iter_mut().filter(|n| n.role == Role::Text) {
        if n.size >= usual * 1.25 && n.name.chars().count() <= 80 {
            n.role = Role::Heading;
        }
    }
}

/// Each node's key: its own (houses, stores), else its role and name with
/// how many the same came before it.
fn keys(nodes: &mut [Node]) {
    let mut seen = std::collections::HashMap::new();
    for n in nodes.iter_mut() {
        if n.key.starts_with("house-") || n.key.starts_with("store-") {
            continue;
        }
        let base = format!("{:?}:{}", n.role, n.name);
        let count = seen.entry(base.clone()).or_insert(0u32);
        n.key = format!("{base}#{count}");
        *count += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_page_is_told_what_can_be_pressed_but_not_where() {
        let mut n = node(
            Role::House,
            "South, house 1: 4 seeds".into(),
            None,
            Rectangle::default(),
            None,
        );
        n.key = "house-0".into();
        let quiet = serde_json::to_value(&n).unwrap();
        assert!(quiet.get("press").is_none(), "{quiet}");
        n.press = Some(Point::new(3.0, 4.0));
        let pressed = serde_json::to_value(&n).unwrap();
        assert_eq!(pressed["press"], true, "{pressed}");
        assert_eq!(pressed["role"], "house");
    }

    #[test]
    fn a_gap_is_found_between_things_side_by_side_or_stacked() {
        let a = Rectangle::new(Point::new(0.0, 0.0), iced::Size::new(10.0, 10.0));
        let b = Rectangle::new(Point::new(20.0, 0.0), iced::Size::new(10.0, 10.0));
        assert_eq!(gap(a, b), Some(Point::new(15.0, 5.0)));
        assert_eq!(gap(b, a), Some(Point::new(15.0, 5.0)));
        let c = Rectangle::new(Point::new(0.0, 30.0), iced::Size::new(10.0, 10.0));
        assert_eq!(gap(a, c), Some(Point::new(5.0, 20.0)));
        // Overlapping things have no gap between them.
        let d = Rectangle::new(Point::new(5.0, 5.0), iced::Size::new(10.0, 10.0));
        assert_eq!(gap(a, d), None);
    }
}
