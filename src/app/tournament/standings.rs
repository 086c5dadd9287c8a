//! The standings, by the organiser's tie-breaks: place, name, points and
//! a column per tie-break under its short name (FIDE's code), with a
//! legend under the table that says what each one counts. Big enough to
//! read on the projector (its texts grow with the board size).

use iced::widget::{Column, Row, column, container, tooltip};
// The app's text: it tells screen readers its size (headings).
use crate::app::furigana::text;
use iced::{Element, Fill, Length};

use super::{Message as Top, words};
use crate::app::play::BoardSize;
use crate::app::remote::tournament::{Standing, Tournament};
use crate::app::theme;
use crate::i18n::Localizer;

/// "1", or "2–3" for a shared place.
pub fn place(s: &Standing) -> String {
    if s.place_to > s.place {
        format!("{}–{}", s.place, s.place_to)
    } else {
        s.place.to_string()
    }
}

/// The narrowest window that shows the tie-breaks' columns.
pub const WIDE: f32 = 900.0;

/// The standings; `name` words a line's player (with their class, in a
/// tournament across classes).
pub fn view<'a>(
    t: &'a Tournament,
    i18n: &Localizer,
    size: BoardSize,
    wide: bool,
    name: impl Fn(&Standing) -> String,
) -> Element<'a, Top> {
    let n = |x: u16| size.text(x);
    // A narrow window's names keep their room beside the places and points.
    let big = if wide { 22 } else { 18 };
    let cell = |s: String, w: f32| container(text(s).size(n(big))).width(Length::Fixed(n(big) * w));
    let mut head = Row::new()
        .spacing(12)
        .push(cell(i18n.tr("tournament-col-place"), 4.0))
        .push(container(text(i18n.tr("tournament-col-name")).size(n(big))).width(Fill))
        .push(cell(i18n.tr("tournament-col-points"), 4.0));
    let tie_breaks: &[String] = if wide { &t.tie_breaks } else { &[] };
    for tb in tie_breaks {
        head = head.push(tooltip(
            cell(tb.clone(), 4.0),
            container(text(i18n.tr(words::tie_break_id(tb))).size(n(15)))
                .padding(6)
                .style(theme::tip),
            tooltip::Position::Top,
        ));
    }
    let mut rows = Column::new().spacing(6).push(
        container(head)
            .padding([6, 12])
            .style(theme::panel)
            .width(Fill),
    );
    for s in &t.standings {
        let mut r = Row::new()
            .spacing(12)
            .push(cell(place(s), 4.0))
            .push(container(text(name(s)).size(n(big))).width(Fill))
            .push(cell(words::points(&s.points), 4.0));
        for v in s.tie_breaks.iter().take(tie_breaks.len()) {
            r = r.push(cell(words::points(v), 4.0));
        }
        rows = rows.push(container(r).padding([2, 12]).width(Fill));
    }
    let mut legend = Column::new().spacing(2);
    for tb in &t.tie_breaks {
        legend =
            legend.push(text(format!("{tb}: {}", i18n.tr(words::tie_break_id(tb)))).size(n(17)));
    }
    // Names stay near their points on a projector's width.
    column![rows, legend]
        .spacing(14)
        .max_width(n(big) * 45.0)
        .into()
}
