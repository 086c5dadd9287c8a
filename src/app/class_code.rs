//! The class code on the teacher's screen, big enough to read from the
//! back of the room, with the link that joins a device at once and that
//! link as a QR code (drawn on a canvas, black on white whatever the
//! theme, with its quiet zone, so a tablet's camera reads it).

use iced::widget::canvas::{Frame, Geometry, Path, Program};
use iced::widget::{Canvas, column, container, row};
use iced::{Center, Color, Element, Fill, Point, Rectangle, Renderer, Size, Theme, mouse};

use super::play::BoardSize;
use super::theme;
use crate::i18n::Localizer;
use iced::widget::text;

/// A QR code's modules, row by row (true: dark).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Qr {
    width: usize,
    dark: Vec<bool>,
}

/// The light border a reader needs around the code, in modules.
const QUIET: usize = 4;

impl Qr {
    /// The QR code of `text`, if one can hold it (a link always fits).
    pub fn of(text: &str) -> Option<Qr> {
        let code = qrcode::QrCode::new(text.as_bytes()).ok()?;
        Some(Qr {
            width: code.width(),
            dark: code
                .to_colors()
                .into_iter()
                .map(|c| c == qrcode::Color::Dark)
                .collect(),
        })
    }

    /// Modules per side, without the quiet zone.
    pub fn width(&self) -> usize {
        self.width
    }

    pub fn is_dark(&self, x: usize, y: usize) -> bool {
        x < self.width && y < self.width && self.dark[y * self.width + x]
    }
}

/// The code, its link and the QR code, `size`'s texts.
pub fn view<'a, M: 'a>(
    i18n: &Localizer,
    code: &str,
    link: &str,
    qr: Option<&Qr>,
    size: BoardSize,
) -> Element<'a, M> {
    let t = |n: u16| size.text(n);
    let words = column![
        text(i18n.tr("class-code-title")).size(t(14)),
        text(spaced(code)).size(t(40)),
        text(link.to_owned()).size(t(14)),
        text(i18n.tr("class-code-hint")).size(t(13)),
    ]
    .spacing(2);
    let mut r = row![].spacing(14).align_y(Center);
    if let Some(qr) = qr {
        let side = t(112);
        r = r.push(
            Canvas::new(Code { qr: qr.clone() })
                .width(side)
                .height(side),
        );
    }
    container(r.push(words))
        .padding([6, 12])
        .style(theme::panel)
        .into()
}

/// A QR code alone, `side` px square (a tournament's hall link).
pub fn canvas<'a, M: 'a>(qr: &Qr, side: f32) -> Element<'a, M> {
    Canvas::new(Code { qr: qr.clone() })
        .width(side)
        .height(side)
        .into()
}

/// The code alone, under its title: a phone's line (its QR code is
/// [`big`], behind a button).
pub fn line<'a, M: 'a>(i18n: &Localizer, code: &str, size: BoardSize) -> Element<'a, M> {
    let t = |n: u16| size.text(n);
    column![
        text(i18n.tr("class-code-title")).size(t(14)),
        text(spaced(code)).size(t(32)),
    ]
    .into()
}

/// The QR code as big as a phone's width allows, the code, its link
/// and how to use them, one under the other.
pub fn big<'a, M: 'a>(
    i18n: &Localizer,
    code: &str,
    link: &str,
    qr: Option<&Qr>,
    size: BoardSize,
) -> Element<'a, M> {
    let t = |n: u16| size.text(n);
    let mut c = column![
        text(i18n.tr("class-code-title")).size(t(16)),
        text(spaced(code)).size(t(40)),
    ]
    .spacing(8)
    .align_x(Center)
    .width(Fill);
    if let Some(qr) = qr {
        c = c.push(
            Canvas::new(Code { qr: qr.clone() })
                .width(QR_ON_PHONE)
                .height(QR_ON_PHONE),
        );
    }
    c = c
        .push(
            text(link.to_owned())
                .size(t(15))
                .wrapping(text::Wrapping::WordOrGlyph)
                .center(),
        )
        .push(text(i18n.tr("class-code-hint")).size(t(14)).center());
    container(c).padding(12).style(theme::panel).into()
}

/// The QR code's side on a phone: a camera reads it from across a table.
const QR_ON_PHONE: f32 = 240.0;

/// `K7QD3M` as `K7Q D3M`: two halves are easier to read out and copy.
pub fn spaced(code: &str) -> String {
    let n = code.chars().count();
    if n < 6 {
        return code.to_owned();
    }
    let half = n / 2;
    let (a, b): (String, String) = (
        code.chars().take(half).collect(),
        code.chars().skip(half).collect(),
    );
    format!("{a} {b}")
}

struct Code {
    qr: Qr,
}

impl<M> Program<M> for Code {
    type State = ();

    fn draw(
        &self,
        _state: &(),
        renderer: &Renderer,
        _theme: &Theme,
        bounds: Rectangle,
        _cursor: mouse::Cursor,
    ) -> Vec<Geometry> {
        let mut frame = Frame::new(renderer, bounds.size());
        let side = bounds.width.min(bounds.height);
        frame.fill_rectangle(Point::ORIGIN, Size::new(side, side), Color::WHITE);
        let all = self.qr.width + 2 * QUIET;
        // Whole pixels per module, so no seam shows between two of them.
        let module = (side / all as f32).floor().max(1.0);
        let offset = ((side - module * all as f32) / 2.0).max(0.0) + module * QUIET as f32;
        let dark = Path::new(|p| {
            for y in 0..self.qr.width {
                for x in 0..self.qr.width {
                    if self.qr.is_dark(x, y) {
                        p.rectangle(
                            Point::new(offset + x as f32 * module, offset + y as f32 * module),
                            Size::new(module, module),
                        );
                    }
                }
            }
        });
        frame.fill(&dark, Color::BLACK);
        vec![frame.into_geometry()]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_join_link_makes_a_qr_code_with_its_finder_squares() {
        let qr = Qr::of("http://10.0.0.5:8080/?join=K7QD3M").unwrap();
        assert!(qr.width() >= 21 && (qr.width() - 21).is_multiple_of(4));
        // Each corner's finder: a dark ring with a dark centre.
        let w = qr.width();
        for (x0, y0) in [(0, 0), (w - 7, 0), (0, w - 7)] {
            assert!(qr.is_dark(x0, y0) && qr.is_dark(x0 + 6, y0 + 6));
            assert!(!qr.is_dark(x0 + 1, y0 + 1), "the light ring");
            assert!(qr.is_dark(x0 + 3, y0 + 3), "the centre");
        }
        assert_eq!(spaced("K7QD3M"), "K7Q D3M");
        assert_eq!(spaced("AB"), "AB");
    }
}
