//! WCAG 2.1 contrast, computed from the theme: every text colour against
//! the background it is drawn on (1.4.3), and the marks and rings that
//! carry a meaning against their neighbours (1.4.11), in both themes.
//! The table of ratios is docs/accessibility-contrast.md; this test fails
//! when the table is out of date (`WAHREE_WRITE_CONTRAST=1` rewrites it).

use iced::widget::{button, text};
use iced::{Background, Color, Theme};

use super::*;

/// WCAG 2.1 relative luminance of an opaque sRGB colour.
pub fn luminance(c: Color) -> f32 {
    let lin = |v: f32| {
        if v <= 0.04045 {
            v / 12.92
        } else {
            ((v + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * lin(c.r) + 0.7152 * lin(c.g) + 0.0722 * lin(c.b)
}

/// The contrast ratio of two opaque colours, 1..=21.
pub fn ratio(a: Color, b: Color) -> f32 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// `top` drawn over the opaque `under`, as the screen shows it.
fn over(top: Color, under: Color) -> Color {
    let mix = |t: f32, u: f32| t * top.a + u * (1.0 - top.a);
    Color::from_rgb(
        mix(top.r, under.r),
        mix(top.g, under.g),
        mix(top.b, under.b),
    )
}

fn hex(c: Color) -> String {
    let [r, g, b, _] = c.into_rgba8();
    format!("#{r:02x}{g:02x}{b:02x}")
}

/// What WCAG asks of a pair.
#[derive(Clone, Copy, PartialEq)]
enum Need {
    /// Text under 24 px (or 18.66 px bold): 4.5:1.
    Text,
    /// A mark, ring or edge that carries a meaning: 3:1.
    Mark,
    /// A switched-off control: exempt, shown for the record.
    Exempt,
}

impl Need {
    fn min(self) -> f32 {
        match self {
            Need::Text => 4.5,
            Need::Mark => 3.0,
            Need::Exempt => 0.0,
        }
    }
    fn name(self) -> &'static str {
        match self {
            Need::Text => "text ≥ 4.5",
            Need::Mark => "mark ≥ 3",
            Need::Exempt => "disabled (exempt)",
        }
    }
}

struct Pair {
    what: String,
    fore: Color,
    back: Color,
    need: Need,
}

const STATUSES: [(button::Status, &str); 4] = [
    (button::Status::Active, "active"),
    (button::Status::Hovered, "hovered"),
    (button::Status::Pressed, "pressed"),
    (button::Status::Disabled, "disabled"),
];

/// Every pair one theme draws.
fn pairs(theme: &Theme) -> Vec<Pair> {
    let p = theme.extended_palette();
    let page = p.background.base.color;
    let mut out = Vec::new();
    let mut add = |what: String, fore: Color, back: Color, need: Need| {
        let back = over(back, page);
        out.push(Pair {
            what,
            fore: over(fore, back),
            back,
            need,
        })
    };
    add("page text".into(), p.background.base.text, page, Need::Text);

    type ButtonStyle = fn(&Theme, button::Status) -> button::Style;
    let buttons: [(&str, ButtonStyle); 12] = [
        ("iced text (move list)", button::text),
        ("chosen_entry (move list, the one chosen)", chosen_entry),
        ("success", success),
        ("danger", danger),
        ("primary (choice chosen)", primary),
        ("secondary / unselected (choice not chosen)", secondary),
        ("right_choice", right_choice),
        ("row", row),
        ("focused_choice", focused_choice),
        ("speaker", speaker),
        ("speaker_on", speaker_on),
        ("card", |t, s| card(false)(t, s)),
    ];
    for (name, style) in buttons {
        for (status, status_name) in STATUSES {
            let s = style(theme, status);
            let back = match s.background {
                Some(Background::Color(c)) => c,
                _ => page,
            };
            let need = if status == button::Status::Disabled && name != "right_choice" {
                Need::Exempt
            } else {
                Need::Text
            };
            add(
                format!("button {name}, {status_name}: words"),
                s.text_color,
                back,
                need,
            );
            // The letter badge on a choice: the button's words on a
            // lighter box over the button.
            if matches!(
                name,
                "primary (choice chosen)" | "secondary / unselected (choice not chosen)"
            ) && need == Need::Text
            {
                // No fill: the button's own colour (transparent).
                let b = match key_badge(theme).background {
                    Some(Background::Color(b)) => b,
                    _ => Color::TRANSPARENT,
                };
                add(
                    format!("button {name}, {status_name}: key letter"),
                    s.text_color,
                    over(b, over(back, page)),
                    Need::Text,
                );
            }
        }
    }

    // The drawn marks (`app::chosen`): a tick on a chosen (filled)
    // choice, a cross on a lesson's wrong pick (switched off).
    add(
        "tick on a chosen choice".into(),
        p.primary.base.text,
        p.primary.base.color,
        Need::Mark,
    );
    let off = primary(theme, button::Status::Disabled);
    let Some(Background::Color(off_back)) = off.background else {
        panic!("a switched-off button has a colour")
    };
    add(
        "cross on a wrong pick (switched off)".into(),
        p.background.base.text,
        off_back,
        Need::Mark,
    );

    // Where the keyboard is (1.4.11 and 2.4.7): the thick ring of the
    // entry chosen with the keys, the learner's card framed.
    let focused = focused_choice(theme, button::Status::Active);
    add(
        "focused_choice ring vs page".into(),
        focused.border.color,
        page,
        Need::Mark,
    );
    let lit = card(true)(theme, button::Status::Active);
    add(
        "card frame (the one learning) vs page".into(),
        lit.border.color,
        page,
        Need::Mark,
    );
    let Some(Background::Color(card_back)) = lit.background else {
        panic!("a card has a colour")
    };
    add(
        "card frame (the one learning) vs card".into(),
        lit.border.color,
        card_back,
        Need::Mark,
    );

    for (name, style) in [
        (
            "notice",
            notice as fn(&Theme) -> iced::widget::container::Style,
        ),
        ("panel", panel),
        ("reminder", reminder),
        ("tip", tip),
    ] {
        let s = style(theme);
        let Some(Background::Color(back)) = s.background else {
            panic!("{name} has a colour")
        };
        let fore = s.text_color.unwrap_or(p.background.base.text);
        add(format!("box {name}: words"), fore, back, Need::Text);
    }

    // Coloured words, on the page and on a panel.
    let panel_back = p.background.weak.color;
    for (name, fore) in [
        ("danger words (errors)", text::danger(theme).color),
        ("success words", text::success(theme).color),
        ("primary words (whose turn)", text::primary(theme).color),
        ("second language", second_language(theme).color),
        ("newest move in the list", Some(last_entry(theme))),
    ] {
        let fore = fore.expect("a colour");
        add(format!("{name} on page"), fore, page, Need::Text);
        add(format!("{name} on panel"), fore, panel_back, Need::Text);
    }

    // A review's move list: a marked move's words in its verdict's colour.
    for v in [
        crate::coach::review::Verdict::Inaccuracy,
        crate::coach::review::Verdict::Mistake,
        crate::coach::review::Verdict::Blunder,
    ] {
        let fore = crate::app::review::graph::mark_color(v, theme).expect("a colour");
        add(format!("review move list, {v:?}"), fore, page, Need::Text);
    }

    add(
        "speaker icon vs its button".into(),
        speaker_icon(theme, true),
        page,
        Need::Mark,
    );
    add(
        "speaker icon (reading) vs its button".into(),
        speaker_icon_on(theme),
        p.primary.base.color,
        Need::Mark,
    );

    // Progress dots: the edge tells done, here and ahead apart.
    for (name, d) in [
        ("done", Dot::Done),
        ("here", Dot::Here),
        ("ahead", Dot::Ahead),
    ] {
        add(
            format!("progress dot {name}: edge vs page"),
            dot(d)(theme).border.color,
            page,
            Need::Mark,
        );
    }

    // The board.
    let b = board(theme);
    add(
        "board names and house numbers".into(),
        b.label,
        page,
        Need::Text,
    );
    for (under, back) in [("hole", b.hole), ("wood", b.wood)] {
        let badge = over(b.badge, back);
        add(
            format!("board count on its badge (over {under})"),
            b.badge_text,
            badge,
            Need::Text,
        );
        add(
            format!("board count badge vs {under}"),
            b.badge,
            back,
            Need::Mark,
        );
        // A ring's dark (or light) edge carries it against the board;
        // the colour inside tells which ring it is.
        add(
            format!("board ring edge vs {under}"),
            b.ring_edge,
            back,
            Need::Mark,
        );
    }
    // White counts on coloured discs: captures on the coach's labels,
    // the live class's answers (played, right, wrong).
    for (name, disc) in [
        ("capture disc", b.capture),
        ("live answers disc", crate::app::live::counts::PLAYED),
        ("live right disc", crate::app::live::counts::RIGHT),
    ] {
        add(
            format!("white count on {name}"),
            Color::WHITE,
            disc,
            Need::Text,
        );
    }
    add(
        "board preview count (+n) on its badge".into(),
        b.badge_text,
        b.last_seed,
        Need::Text,
    );
    out
}

fn table() -> (String, Vec<String>) {
    let mut doc = String::from(
        "# Contrast of the app's colours (WCAG 2.1 AA)\n\n\
         Generated by `src/app/theme_contrast.rs` from the themes in `src/app/theme.rs`:\n\
         `WAHREE_WRITE_CONTRAST=1 cargo test --lib theme_contrast` rewrites it, and\n\
         `cargo test --lib theme_contrast` fails when a colour changes without it or when a\n\
         pair is below its minimum. Colours with transparency are composed over what\n\
         they are drawn on first. Every text of the app is normal text here (the\n\
         buttons' words are 15–20 px, not bold): 4.5:1. Marks, rings and edges that\n\
         carry a meaning need 3:1 (1.4.11). Switched-off buttons are exempt (1.4.3)\n\
         and shown for the record.\n\n\
         Not computed here: the symbols' colours (`src/app/symbols.rs`: each symbol\n\
         also has its own shape), the review graph's verdict dots (`src/app/review/\n\
         graph.rs`: the verdict is also written in the move list), the sync sign's\n\
         dot (`src/app/sync_sign.rs`: its tip says the state in words), the stars and\n\
         the live class's counts.\n",
    );
    let mut failures = Vec::new();
    for choice in ThemeChoice::ALL {
        let theme = choice.theme();
        doc.push_str(&format!(
            "\n## {}\n\n| What | Fore | Back | Ratio | Needs |\n|---|---|---|---|---|\n",
            theme
        ));
        for pair in pairs(&theme) {
            let r = ratio(pair.fore, pair.back);
            doc.push_str(&format!(
                "| {} | {} | {} | {:.2} | {} |\n",
                pair.what,
                hex(pair.fore),
                hex(pair.back),
                r,
                pair.need.name()
            ));
            if r < pair.need.min() {
                failures.push(format!(
                    "{theme}: {} {r:.2} < {}",
                    pair.what,
                    pair.need.min()
                ));
            }
        }
    }
    (doc, failures)
}

#[test]
fn luminance_and_ratio_follow_wcag() {
    assert!((ratio(Color::BLACK, Color::WHITE) - 21.0).abs() < 1e-4);
    assert!((ratio(Color::WHITE, Color::WHITE) - 1.0).abs() < 1e-6);
    // WCAG's own example: #777 on white is just under 4.5.
    let grey = Color::from_rgb8(0x77, 0x77, 0x77);
    let r = ratio(grey, Color::WHITE);
    assert!((4.47..4.49).contains(&r), "{r}");
    // Half-transparent black over white is a mid grey.
    let mid = over(Color::from_rgba(0.0, 0.0, 0.0, 0.5), Color::WHITE);
    assert!((mid.r - 0.5).abs() < 1e-6);
}

#[test]
fn every_text_and_mark_has_enough_contrast_and_the_table_is_current() {
    let (doc, failures) = table();
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/docs/accessibility-contrast.md"
    );
    if std::env::var_os("WAHREE_WRITE_CONTRAST").is_some() {
        std::fs::write(path, &doc).expect("write the table");
    }
    assert!(
        failures.is_empty(),
        "too little contrast:\n{}",
        failures.join("\n")
    );
    let on_disk = std::fs::read_to_string(path).unwrap_or_default();
    assert!(
        on_disk == doc,
        "docs/accessibility-contrast.md is out of date: run WAHREE_WRITE_CONTRAST=1 cargo test --lib theme_contrast"
    );
}
