//! The window's shape, for the screens that lay themselves out for it.
//!
//! The screens were drawn for a wide window (a laptop, a projector, a
//! tablet held sideways). In the browser a window can also be tall: a
//! tablet held upright, a phone. There the board keeps the whole width,
//! and what sits beside it in a wide window (a move list, a panel of
//! buttons) goes under it; on a phone the buttons stack and the keys
//! line, with no keyboard to use it, is left out (`keys_line`).

use iced::widget::responsive;
use iced::{Element, Size};

/// Narrower than this is a phone held upright (the widest are 430 CSS
/// px); a tablet held upright is 600 or more.
pub const PHONE: f32 = 600.0;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// Wider than tall: every desktop window, a tablet held sideways.
    Wide,
    /// Taller than wide, a tablet's width (768x1024).
    Tall,
    /// A phone held upright (375x667).
    Phone,
}

impl Shape {
    pub fn of(window: Size) -> Shape {
        if window.width < PHONE {
            Shape::Phone
        } else if window.width < window.height {
            Shape::Tall
        } else {
            Shape::Wide
        }
    }

    /// What sits beside the board in a wide window goes under it.
    pub fn is_tall(self) -> bool {
        self != Shape::Wide
    }

    pub fn is_phone(self) -> bool {
        self == Shape::Phone
    }

    /// The room around a screen's edge: a phone keeps its width for the
    /// board.
    pub fn padding(self) -> f32 {
        if self.is_phone() { 10.0 } else { 20.0 }
    }
}

/// The smallest wide window the screens are laid out for: a tablet held
/// sideways. (The desktop's smallest window is 900 wide, where the play
/// screen's top row in Spanish already hides the coach's buttons.)
const SMALLEST: Size = Size::new(1024.0, 640.0);

/// The narrowest tall window the screens are laid out for: most phones are
/// 360 to 430 CSS px wide.
const NARROWEST: f32 = 360.0;

/// How much the browser's page draws the app smaller in a window of `w`
/// by `h` CSS px (iced's scale factor; the desktop never scales).
///
/// A tall window (a tablet held upright, a phone) gets screens laid out
/// for it at full size, down to a phone [`NARROWEST`] wide; only a
/// narrower one is drawn smaller. A wide window smaller than a tablet held
/// sideways (a phone held sideways) gets the wide screens, laid out for
/// [`SMALLEST`] and drawn smaller. 1 in bigger windows.
pub fn page_scale(w: f32, h: f32) -> f32 {
    if w <= 0.0 || h <= 0.0 {
        1.0
    } else if w < h {
        (w / NARROWEST).min(1.0)
    } else {
        (w / SMALLEST.width).min(h / SMALLEST.height).min(1.0)
    }
}

/// A screen laid out for the window's shape (the window is what the
/// screen is given: screens fill it).
pub fn shaped<'a, M: 'a>(screen: impl Fn(Shape) -> Element<'a, M> + 'a) -> Element<'a, M> {
    responsive(move |window| screen(Shape::of(window))).into()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn desktop_windows_are_wide_and_upright_ones_tall() {
        for (w, h) in [
            (900.0, 640.0),
            (1024.0, 640.0),
            (1920.0, 1080.0),
            (667.0, 375.0),
        ] {
            assert_eq!(Shape::of(Size::new(w, h)), Shape::Wide, "{w}x{h}");
        }
        assert_eq!(Shape::of(Size::new(768.0, 1024.0)), Shape::Tall);
        assert_eq!(Shape::of(Size::new(375.0, 667.0)), Shape::Phone);
        assert_eq!(Shape::of(Size::new(430.0, 932.0)), Shape::Phone);
    }

    #[test]
    fn a_tall_page_is_laid_out_for_not_drawn_smaller() {
        // A tablet held upright was drawn at 75 %, a phone at 37 % (5 px
        // texts): both now at full size, laid out for their shape.
        assert_eq!(page_scale(768.0, 1024.0), 1.0);
        assert_eq!(page_scale(375.0, 667.0), 1.0);
        assert_eq!(page_scale(360.0, 640.0), 1.0);
        // A phone narrower than any the screens are laid out for.
        assert_eq!(page_scale(320.0, 568.0), 320.0 / 360.0);
        // Wide windows as before: whole size from a tablet held sideways,
        // smaller below it.
        assert_eq!(page_scale(1280.0, 800.0), 1.0);
        assert_eq!(page_scale(1024.0, 640.0), 1.0);
        assert_eq!(page_scale(667.0, 375.0), 375.0 / 640.0);
    }
}
