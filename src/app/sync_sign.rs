//! The class server's sign on "Who is playing?", Home and the teacher's
//! view: a cloud with a dot that reads at a glance across a room (green:
//! everything is on the server; amber: work waits to be sent; red: the
//! server refused this device's records, or no longer knows it), and a
//! few words beside it when something waits or is wrong.

use iced::widget::canvas::{Frame, Geometry, Path, Program, Stroke};
use iced::widget::{Canvas, row};
use iced::{Center, Color, Element, Point, Rectangle, Renderer, Theme, mouse};

use super::furigana::text;
use super::sync::Sign;
use crate::i18n::Localizer;

/// The cloud alone, `height` pixels tall.
pub fn icon<'a, M: 'a>(sign: &Sign, height: f32) -> Element<'a, M> {
    Canvas::new(Cloud { dot: dot(sign) })
        .width(height * 1.5)
        .height(height)
        .into()
}

/// The cloud and, unless everything is on the server, what it means.
pub fn view<'a, M: 'a>(i18n: &Localizer, sign: &Sign, size: f32) -> Element<'a, M> {
    let mut r = row![icon(sign, size * 1.7)].spacing(8).align_y(Center);
    if let Some(words) = words(i18n, sign) {
        r = r.push(text(words).size(size));
    }
    r.into()
}

/// The cloud and a short line (Home's, where the board keeps its
/// height): what waits or is wrong in a few words, the whole of it being
/// said in Settings, on "Who is playing?" and in the teacher's view.
pub fn short<'a, M: 'a>(i18n: &Localizer, sign: &Sign, size: f32) -> Element<'a, M> {
    let mut r = row![icon(sign, size * 1.7)].spacing(8).align_y(Center);
    if let Some(words) = short_words(i18n, sign) {
        r = r.push(text(words).size(size));
    }
    r.into()
}

/// [`words`] in a few words.
pub fn short_words(i18n: &Localizer, sign: &Sign) -> Option<String> {
    Some(match sign {
        Sign::Synced => return None,
        Sign::Waiting {
            unreachable: true, ..
        } => i18n.tr("sync-sign-short-unreachable"),
        Sign::Waiting { learners, .. } => {
            i18n.tr_with("sync-sign-waiting", &[("learners", (*learners).into())])
        }
        Sign::Offline => i18n.tr("sync-sign-short-offline"),
        Sign::Refused(_) => i18n.tr("sync-sign-short-refused"),
        Sign::Forgotten => i18n.tr("sync-sign-short-forgotten"),
    })
}

/// What the sign says, if it says anything: nothing when everything is
/// on the server (the green cloud says it).
pub fn words(i18n: &Localizer, sign: &Sign) -> Option<String> {
    Some(match sign {
        Sign::Synced => return None,
        Sign::Waiting {
            learners,
            unreachable,
        } => {
            let waiting = i18n.tr_with("sync-sign-waiting", &[("learners", (*learners).into())]);
            if *unreachable {
                // Japanese sentences follow each other without a space.
                let gap = if i18n.lang() == crate::lang::Lang::Ja {
                    ""
                } else {
                    " "
                };
                format!("{waiting}{gap}{}", i18n.tr("sync-sign-unreachable"))
            } else {
                waiting
            }
        }
        Sign::Offline => i18n.tr("sync-sign-offline"),
        Sign::Refused(r) => i18n.tr(r.message_id()),
        Sign::Forgotten => i18n.tr("sync-sign-forgotten"),
    })
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Dot {
    Green,
    Amber,
    Red,
}

fn dot(sign: &Sign) -> Dot {
    match sign {
        Sign::Synced => Dot::Green,
        Sign::Waiting { .. } | Sign::Offline => Dot::Amber,
        Sign::Refused(_) | Sign::Forgotten => Dot::Red,
    }
}

struct Cloud {
    dot: Dot,
}

impl<M> Program<M> for Cloud {
    type State = ();

    fn draw(
        &self,
        _state: &(),
        renderer: &Renderer,
        theme: &Theme,
        bounds: Rectangle,
        _cursor: mouse::Cursor,
    ) -> Vec<Geometry> {
        let mut frame = Frame::new(renderer, bounds.size());
        let h = bounds.height;
        let w = bounds.width;
        let ink = theme.extended_palette().background.strong.text;
        // Three puffs on a flat base, in the lower part, drawn twice: a
        // little larger in ink for the outline, then in white, so no puff's
        // edge shows inside another.
        let base = h * 0.84;
        let cloud = |grow: f32| {
            Path::new(|p| {
                p.circle(Point::new(w * 0.27, base - h * 0.19), h * 0.19 + grow);
                p.circle(Point::new(w * 0.47, base - h * 0.36), h * 0.30 + grow);
                p.circle(Point::new(w * 0.68, base - h * 0.22), h * 0.22 + grow);
                p.rectangle(
                    Point::new(w * 0.27 - grow, base - h * 0.20 - grow),
                    iced::Size::new(w * 0.41 + 2.0 * grow, h * 0.20 + 2.0 * grow),
                );
            })
        };
        let line = (h / 14.0).max(1.2);
        frame.fill(&cloud(line), ink.scale_alpha(0.8));
        frame.fill(&cloud(0.0), Color::from_rgb8(0xf4, 0xf7, 0xfb));
        let colour = match self.dot {
            Dot::Green => Color::from_rgb8(0x2e, 0x9e, 0x4f),
            Dot::Amber => Color::from_rgb8(0xe8, 0x9a, 0x00),
            Dot::Red => Color::from_rgb8(0xd2, 0x2f, 0x2f),
        };
        let r = h * 0.24;
        let centre = Point::new(w - r - 1.0, h - r - 1.0);
        let spot = Path::circle(centre, r);
        frame.fill(&spot, colour);
        frame.stroke(
            &spot,
            Stroke::default()
                .with_color(theme.palette().background)
                .with_width(1.5),
        );
        vec![frame.into_geometry()]
    }
}
