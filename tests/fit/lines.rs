//! Japanese lines in the layout walk (issue 32): readings never shown as
//! written, anywhere a text is drawn (the review graph's labels, drawn on
//! a canvas, showed `有利《ゆうり》`); and texts side by side with readings
//! over one of them and none over the other keep one line: Home's two
//! descriptions under "Lessons" and "Puzzles" sat at different heights,
//! and a toolbar's button with readings stood taller than the others.

use iced::Rectangle;
use wahree::app::Message;
use wahree::app::home::Message as H;
use wahree::app::play::BoardSize;
use wahree::i18n::{Lang, Localizer, ruby};

use super::{Seen, WINDOWS, Window, app};

/// What the walk finds on every screen: a text with a reading mark as it
/// is written, whole or not (`《` or `》` alone, as a cut text has it);
/// what scrolls under a board with a scrollbar though every text in it
/// is in sight (a puzzle's verdict whose box's last pixels did not fit).
pub fn problems(seen: &Seen) -> Vec<String> {
    let mut found: Vec<String> = seen
        .texts
        .iter()
        .filter(|t| t.words.contains(['《', '》', '｜']))
        .map(|t| format!("{:?} shows a reading's mark", t.words))
        .collect();
    // Whether area `i` is `a` or in it.
    let within = |mut i: usize, a: usize| loop {
        if i == a {
            return true;
        }
        match seen.areas[i].parent {
            Some(p) => i = p,
            None => return false,
        }
    };
    for (a, area) in seen.areas.iter().enumerate() {
        if !area.below || !area.scrolls_down() {
            continue;
        }
        let b = area.bounds;
        let mut texts = seen
            .texts
            .iter()
            .filter(|t| !t.words.trim().is_empty())
            .filter(|t| t.area.is_some_and(|i| within(i, a)))
            .peekable();
        if texts.peek().is_none() {
            continue;
        }
        let hidden = area.content.height - b.height;
        if texts.all(|t| {
            t.bounds.y >= b.y - 0.5 && t.bounds.y + t.bounds.height <= b.y + b.height + 0.5
        }) {
            found.push(format!(
                "a scrollbar with every text in sight ({hidden} px more): {b:?}"
            ));
        }
    }
    found
}

/// The words of `id` as a screen shows them (without the marks).
fn words(i18n: &Localizer, id: &str) -> String {
    ruby::plain(&i18n.tr(id))
}

#[test]
fn home_s_two_descriptions_share_a_line_in_japanese() {
    let i18n = Localizer::new(Lang::Ja);
    let lessons = words(&i18n, "home-lessons-hint");
    let puzzles = words(&i18n, "home-puzzles-hint");
    let mut window = Window::new();
    for size in BoardSize::ALL {
        let a = app(Lang::Ja, size);
        for w in WINDOWS {
            let seen = window.lay_out(&a, w);
            let find = |words: &str| {
                seen.texts
                    .iter()
                    .find(|t| t.words == words)
                    .map(|t| t.bounds)
                    .unwrap_or_else(|| panic!("{size:?} {w:?}: {words:?} not on Home"))
            };
            let (l, p) = (find(&lessons), find(&puzzles));
            // Side by side (a phone has them one under the other).
            if (l.y - p.y).abs() > l.height.max(p.height) {
                continue;
            }
            assert!(
                (l.y - p.y).abs() < 0.5 && (l.height - p.height).abs() < 0.5,
                "{size:?} {w:?}: {l:?} {p:?}"
            );
        }
    }
}

/// The box (a button) right around the text `words` on a screen seen.
fn button_of(seen: &Seen, words: &str) -> Rectangle {
    let t = seen
        .texts
        .iter()
        .find(|t| t.words == words)
        .unwrap_or_else(|| panic!("{words:?} not on the screen"))
        .bounds;
    seen.boxes
        .iter()
        .map(|(b, _)| *b)
        .filter(|b| {
            b.x <= t.x + 0.5
                && b.y <= t.y + 0.5
                && b.x + b.width >= t.x + t.width - 0.5
                && b.y + b.height >= t.y + t.height - 0.5
                && (b.width > t.width + 1.0 || b.height > t.height + 1.0)
        })
        .min_by(|a, b| (a.width * a.height).total_cmp(&(b.width * b.height)))
        .unwrap_or_else(|| panic!("{words:?} in no box"))
}

#[test]
fn a_toolbar_s_buttons_are_one_height_in_japanese() {
    let i18n = Localizer::new(Lang::Ja);
    // "先生用の盤で開く" has a reading over 盤, "ホーム" none.
    let ids = ["nav-home", "play-new-game", "play-undo", "board-open"];
    let mut window = Window::new();
    for size in BoardSize::ALL {
        let mut a = app(Lang::Ja, size);
        let _ = a.update(Message::Home(H::Play));
        for w in WINDOWS {
            let seen = window.lay_out(&a, w);
            let buttons: Vec<Rectangle> = ids
                .iter()
                .map(|id| button_of(&seen, &words(&i18n, id)))
                .collect();
            // Those on one line (a narrow window wraps the toolbar).
            for b in &buttons {
                for c in buttons.iter().filter(|c| (c.y - b.y).abs() < 0.5) {
                    assert!(
                        (c.height - b.height).abs() < 0.5,
                        "{size:?} {w:?}: {buttons:?}"
                    );
                }
            }
        }
    }
}
