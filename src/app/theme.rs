//! Every colour and widget style of the app, in one place.

use iced::widget::{button, container};
use iced::{Border, Color, Theme, border, color, theme::Palette};

pub use crate::classroom::ThemeChoice;

impl ThemeChoice {
    /// Warm, wood-and-leaf colours rather than iced's stock blue.
    pub fn theme(self) -> Theme {
        match self {
            ThemeChoice::Light => Theme::custom(
                "Wahree light",
                Palette {
                    background: color!(0xfbf6ec),
                    text: color!(0x2b2118),
                    // Dark enough for 4.5:1 on a panel too
                    // (docs/accessibility-contrast.md).
                    primary: color!(0x246647),
                    success: color!(0x246647),
                    warning: color!(0xc77c1e),
                    danger: color!(0xa3302a),
                },
            ),
            ThemeChoice::Dark => Theme::custom(
                "Wahree dark",
                Palette {
                    background: color!(0x1f1b17),
                    text: color!(0xefe6d8),
                    primary: color!(0x4fb286),
                    success: color!(0x4fb286),
                    warning: color!(0xe0a040),
                    danger: color!(0xee8478),
                },
            ),
        }
    }
}

/// The board's colours for a theme.
#[derive(Clone, Copy, Debug)]
pub struct BoardColors {
    pub wood: Color,
    pub wood_edge: Color,
    pub hole: Color,
    pub seed: Color,
    pub seed_shine: Color,
    pub label: Color,
    pub badge: Color,
    pub badge_text: Color,
    /// The row of the player to move.
    pub turn: Color,
    /// Houses a hovered move would sow into.
    pub reach: Color,
    /// Where the hovered move's last seed lands.
    pub last_seed: Color,
    /// The house the last move started from.
    pub last_move: Color,
    /// Houses captured by the last move (or by the previewed one).
    pub capture: Color,
    /// The thin edge round every ring: dark on light wood, light on dark
    /// wood, so a ring stands out from the board whatever its colour
    /// (WCAG 1.4.11, 3:1: the yellow and red rings alone did not).
    pub ring_edge: Color,
}

pub fn board(theme: &Theme) -> BoardColors {
    let p = theme.extended_palette();
    let (wood, wood_edge, hole) = if p.is_dark {
        (color!(0x5a3d24), color!(0x3b2615), color!(0x3a2716))
    } else {
        (color!(0xc8955c), color!(0x8a5a2b), color!(0x9c6a38))
    };
    BoardColors {
        wood,
        wood_edge,
        hole,
        seed: color!(0xa9a59c),
        seed_shine: color!(0xe4e1da),
        label: p.background.base.text,
        // Counts stay readable on dark wood: light badges in the dark theme.
        badge: if p.is_dark {
            color!(0xefe6d8)
        } else {
            color!(0x2b2118, 0.9)
        },
        badge_text: if p.is_dark {
            color!(0x2b2118)
        } else {
            Color::WHITE
        },
        turn: Color {
            a: 0.35,
            ..p.primary.base.color
        },
        reach: color!(0x7fd1ff, 0.45),
        // Each dark enough under white counts, light enough under dark
        // ones (4.5:1).
        last_seed: if p.is_dark {
            color!(0x42a5f5)
        } else {
            color!(0x1976d2)
        },
        last_move: color!(0xffd54f),
        capture: color!(0xd32f2f),
        ring_edge: if p.is_dark {
            color!(0xefe6d8)
        } else {
            color!(0x2b2118)
        },
    }
}

/// A box that tells why a move was refused.
pub fn notice(theme: &Theme) -> container::Style {
    let p = theme.extended_palette();
    container::Style {
        background: Some(p.warning.weak.color.into()),
        text_color: Some(p.warning.weak.text),
        border: border::rounded(8),
        ..container::Style::default()
    }
}

/// A raised panel, e.g. the end of a game.
pub fn panel(theme: &Theme) -> container::Style {
    let p = theme.extended_palette();
    container::Style {
        background: Some(p.background.weak.color.into()),
        text_color: Some(p.background.weak.text),
        border: Border {
            width: 2.0,
            radius: 12.0.into(),
            color: p.primary.base.color,
        },
        ..container::Style::default()
    }
}

/// A calm box for what is still to do (not a mistake): the panel's look
/// with a thin border.
pub fn reminder(theme: &Theme) -> container::Style {
    let p = theme.extended_palette();
    container::Style {
        background: Some(p.background.weak.color.into()),
        text_color: Some(p.background.weak.text),
        border: Border {
            width: 1.0,
            radius: 8.0.into(),
            color: p.background.strong.color,
        },
        ..container::Style::default()
    }
}

/// Where a step is in a lesson, for its dot in the progress row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dot {
    /// Completed.
    Done,
    /// On show.
    Here,
    /// Still to come.
    Ahead,
}

/// A progress dot: filled once done, lit in the primary colour where
/// the learner is, hollow ahead.
pub fn dot(dot: Dot) -> impl Fn(&Theme) -> container::Style {
    move |theme: &Theme| {
        let p = theme.extended_palette();
        let (fill, edge) = match dot {
            Dot::Done => (Some(p.success.base.color), p.success.strong.color),
            Dot::Here => (Some(p.primary.base.color), p.primary.strong.color),
            // The page's words, faded: a hollow ring still seen (3:1).
            Dot::Ahead => (None, p.background.base.text.scale_alpha(0.6)),
        };
        container::Style {
            background: fill.map(Into::into),
            border: Border {
                width: 2.0,
                radius: 50.0.into(),
                color: edge,
            },
            ..container::Style::default()
        }
    }
}

/// The chosen option among several (language, theme) stands out; the
/// others are outlined in the accent colour, clearly buttons to press
/// (iced's grey secondary looked switched off).
pub fn choice(selected: bool) -> fn(&Theme, button::Status) -> button::Style {
    if selected { primary } else { unselected }
}

/// An option not chosen: the page's colour, ringed in the accent colour.
pub fn unselected(theme: &Theme, status: button::Status) -> button::Style {
    let p = theme.extended_palette();
    let (background, text) = match status {
        button::Status::Hovered | button::Status::Pressed => (tint(theme), p.background.base.text),
        button::Status::Disabled => return disabled(theme),
        button::Status::Active => (p.background.base.color, p.background.base.text),
    };
    button::Style {
        background: Some(background.into()),
        text_color: text,
        border: Border {
            color: p.primary.base.color,
            width: 1.5,
            radius: 4.0.into(),
        },
        ..button::Style::default()
    }
}

/// The main buttons: iced's primary, but switched off in grey (iced's
/// own disabled look is a pale green that still looks like a choice).
pub fn primary(theme: &Theme, status: button::Status) -> button::Style {
    filled(theme, status, button::primary)
}

/// iced's success button, hovered as [`primary`] is.
pub fn success(theme: &Theme, status: button::Status) -> button::Style {
    filled(theme, status, button::success)
}

/// iced's danger button, hovered as [`primary`] is.
pub fn danger(theme: &Theme, status: button::Status) -> button::Style {
    filled(theme, status, button::danger)
}

/// A filled button: iced's look, but hovered a shade further from its
/// words (iced's hover colour is lighter, and white words on it fell
/// below 4.5:1), and switched off in grey.
fn filled(
    theme: &Theme,
    status: button::Status,
    iced: fn(&Theme, button::Status) -> button::Style,
) -> button::Style {
    let mut style = iced(theme, button::Status::Active);
    match status {
        button::Status::Disabled => return disabled(theme),
        button::Status::Hovered => {
            if let Some(iced::Background::Color(c)) = style.background {
                style.background = Some(shade(theme, c).into());
            }
        }
        button::Status::Active | button::Status::Pressed => {}
    }
    style
}

/// `c` moved 15 % away from the theme's button words: darker in the
/// light theme (white words), lighter in the dark one (dark words).
fn shade(theme: &Theme, c: Color) -> Color {
    let to = if theme.extended_palette().is_dark {
        1.0
    } else {
        0.0
    };
    let mix = |v: f32| v * 0.85 + to * 0.15;
    Color::from_rgb(mix(c.r), mix(c.g), mix(c.b))
}

/// The page lightly tinted with the accent colour: a hovered outlined
/// button, whose words stay the page's.
fn tint(theme: &Theme) -> Color {
    let p = theme.extended_palette();
    let (a, b) = (p.primary.base.color, p.background.base.color);
    let mix = |x: f32, y: f32| x * 0.3 + y * 0.7;
    Color::from_rgb(mix(a.r, b.r), mix(a.g, b.g), mix(a.b, b.b))
}

/// The quieter buttons (back, home, rename, remove): the page's colour
/// ringed in the accent colour, words in full, clearly a button to press
/// (iced's grey secondary looked switched off); switched off in the same
/// flat grey as every other button.
pub fn secondary(theme: &Theme, status: button::Status) -> button::Style {
    unselected(theme, status)
}

/// A button that does nothing now: flat, its words faded.
fn disabled(theme: &Theme) -> button::Style {
    let p = theme.extended_palette();
    button::Style {
        background: Some(p.background.weak.color.into()),
        text_color: p.background.strongest.color.scale_alpha(0.55),
        border: border::rounded(4),
        ..button::Style::default()
    }
}

/// A learner's card on the picker: a light tile, the one learning (or
/// chosen with the keys) framed in the accent colour.
pub fn card(lit: bool) -> impl Fn(&Theme, button::Status) -> button::Style {
    move |theme, status| {
        let p = theme.extended_palette();
        let hovered = matches!(status, button::Status::Hovered | button::Status::Pressed);
        button::Style {
            background: Some(
                if hovered {
                    p.background.strong.color
                } else {
                    p.background.weak.color
                }
                .into(),
            ),
            text_color: p.background.base.text,
            border: Border {
                width: if lit { 4.0 } else { 1.0 },
                radius: 14.0.into(),
                color: if lit {
                    p.primary.base.color
                } else {
                    p.background.strong.color
                },
            },
            ..button::Style::default()
        }
    }
}

/// A learner's second language, under the first: the same words in a
/// quieter colour, so the eye goes to the first line first.
pub fn second_language(theme: &Theme) -> iced::widget::text::Style {
    let p = theme.extended_palette();
    iced::widget::text::Style {
        color: Some(if p.is_dark {
            color!(0x9fc7e8)
        } else {
            color!(0x2f5d8a)
        }),
    }
}

/// A row of the teacher's table: plain until the pointer is on it.
pub fn row(theme: &Theme, status: button::Status) -> button::Style {
    let p = theme.extended_palette();
    let hovered = matches!(status, button::Status::Hovered | button::Status::Pressed);
    button::Style {
        background: hovered.then(|| p.background.weak.color.into()),
        text_color: p.background.base.text,
        border: Border {
            width: 0.0,
            radius: 6.0.into(),
            color: Color::TRANSPARENT,
        },
        ..button::Style::default()
    }
}

/// The entry chosen with the arrow keys in a list: an option not chosen,
/// with a thick border in the primary colour, so it stands out.
pub fn focused_choice(theme: &Theme, status: button::Status) -> button::Style {
    let mut style = unselected(theme, status);
    style.border = Border {
        width: 3.0,
        radius: 4.0.into(),
        color: theme.extended_palette().primary.strong.color,
    };
    style
}

/// The keyboard's focus ring on the desktop (`semantics::layer`): the
/// colour of a list's keyboard choice, so focus looks the same everywhere.
pub fn focus_ring(theme: &Theme) -> Color {
    theme.extended_palette().primary.strong.color
}

/// The move-list entry on show in a review: the page lightly tinted in
/// the accent colour, its words the page's (iced's grey secondary fell
/// just below 4.5:1).
pub fn chosen_entry(theme: &Theme, _status: button::Status) -> button::Style {
    button::Style {
        background: Some(tint(theme).into()),
        text_color: theme.extended_palette().background.base.text,
        border: border::rounded(4),
        ..button::Style::default()
    }
}

/// The colour of the newest entry in the move list.
pub fn last_entry(theme: &Theme) -> Color {
    theme.extended_palette().primary.base.color
}

/// A question's right answer once found: lit in full. It takes no more
/// presses, but iced's disabled look would make it the palest button of
/// the row, hard to tell from the wrong picks.
pub fn right_choice(theme: &Theme, _status: button::Status) -> button::Style {
    primary(theme, button::Status::Active)
}

/// The letter a choice is picked with, on its button: a small outlined
/// box that shows on the light and the lit buttons, its text the button's
/// own on the button's own colour (a lighter fill under white words fell
/// below 4.5:1).
pub fn key_badge(_theme: &Theme) -> container::Style {
    container::Style {
        border: Border {
            color: Color::from_rgba(0.0, 0.0, 0.0, 0.35),
            width: 1.0,
            radius: 4.0.into(),
        },
        ..container::Style::default()
    }
}

/// The speaker button beside a text: light, ringed in the accent colour,
/// so it reads as a button without outshining the text it reads.
pub fn speaker(theme: &Theme, status: button::Status) -> button::Style {
    let p = theme.extended_palette();
    let background = match status {
        button::Status::Hovered | button::Status::Pressed => tint(theme),
        _ => p.background.base.color,
    };
    let border = match status {
        button::Status::Disabled => p.background.strong.color,
        _ => p.primary.base.color,
    };
    button::Style {
        background: Some(background.into()),
        text_color: p.background.base.text,
        border: Border {
            color: border,
            width: 1.5,
            radius: 8.0.into(),
        },
        ..button::Style::default()
    }
}

/// The speaker button while its text is read: filled with the accent
/// colour, so the reading shows from across the room.
pub fn speaker_on(theme: &Theme, status: button::Status) -> button::Style {
    let p = theme.extended_palette();
    let background = match status {
        button::Status::Hovered | button::Status::Pressed => shade(theme, p.primary.base.color),
        _ => p.primary.base.color,
    };
    button::Style {
        background: Some(background.into()),
        text_color: p.primary.base.text,
        border: Border {
            color: p.primary.strong.color,
            width: 1.5,
            radius: 8.0.into(),
        },
        ..button::Style::default()
    }
}

/// The stop sign drawn on it.
pub fn speaker_icon_on(theme: &Theme) -> Color {
    theme.extended_palette().primary.base.text
}

/// The loudspeaker drawn on that button: the accent colour, grey when
/// nothing can be read.
pub fn speaker_icon(theme: &Theme, ready: bool) -> Color {
    let p = theme.extended_palette();
    if ready {
        p.primary.base.color
    } else {
        p.background.strong.color
    }
}

/// The words shown when the pointer rests on a button.
pub fn tip(theme: &Theme) -> container::Style {
    let p = theme.extended_palette();
    container::Style {
        background: Some(p.background.strong.color.into()),
        text_color: Some(p.background.strong.text),
        border: border::rounded(6),
        ..container::Style::default()
    }
}

/// The window's colours, with a workaround: iced 0.14's software renderer
/// (tiny-skia) repaints only the areas it finds changed, and sometimes
/// leaves pieces of the screen before (a line of new text half drawn, old
/// marks under a keys line: docs/app.md, "Known limits"). It repaints
/// everything when the background colour changes, so the colour moves by a
/// millionth after each update: invisible (far below one step of 1/255),
/// and every change of screen is drawn whole. The GPU renderer repaints
/// everything anyway.
pub fn window_style(theme: &Theme) -> iced::theme::Style {
    use std::sync::atomic::{AtomicU32, Ordering};
    static UPDATES: AtomicU32 = AtomicU32::new(0);
    let n = UPDATES.fetch_add(1, Ordering::Relaxed) % 1000;
    let mut style = iced::theme::Base::base(theme);
    let c = &mut style.background_color;
    // Towards the middle, so the colour stays within 0..=1.
    let step = if c.b > 0.5 { -1e-6 } else { 1e-6 };
    c.b += step * n as f32;
    style
}

#[cfg(test)]
#[path = "theme_contrast.rs"]
mod contrast;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_update_moves_the_background_by_an_invisible_amount() {
        for theme in [ThemeChoice::Light.theme(), ThemeChoice::Dark.theme()] {
            let base = iced::theme::Base::base(&theme).background_color;
            let a = window_style(&theme).background_color;
            let b = window_style(&theme).background_color;
            // Different, so the renderer repaints the whole window...
            assert_ne!(a, b);
            // ...and the same colour on screen.
            for c in [a, b] {
                assert_eq!(c.into_rgba8(), base.into_rgba8(), "{c:?} {base:?}");
                assert!((0.0..=1.0).contains(&c.b));
            }
        }
    }
}

#[cfg(test)]
mod button_tests {
    use super::*;

    /// One look for a button that can be pressed, one for a button that
    /// cannot: the quieter buttons (Rename, Remove, Teacher) are outlined
    /// in the accent colour with their words in full, and every switched-
    /// off button is the same flat grey with faded words (the teacher's
    /// board's were iced's pale green).
    #[test]
    fn enabled_buttons_are_outlined_and_disabled_ones_are_flat_and_faded() {
        for theme in [ThemeChoice::Light.theme(), ThemeChoice::Dark.theme()] {
            let accent = theme.extended_palette().primary.base.color;
            let on = secondary(&theme, button::Status::Active);
            let off = secondary(&theme, button::Status::Disabled);
            assert_eq!(on.border.color, accent);
            assert!(on.border.width >= 1.0);
            assert_eq!(on.text_color.a, 1.0, "words in full");
            assert!(off.border.width == 0.0 && off.text_color.a < 0.7);
            // Every style a button can have is switched off alike.
            for style in [primary, secondary, unselected] {
                assert_eq!(style(&theme, button::Status::Disabled), off);
            }
        }
    }
}
