//! The board drawn with iced's canvas: two rows of six houses, two stores,
//! the seeds as seeds, every count visible, and the reach of a hovered move.

use std::cell::Cell;
use std::hash::{DefaultHasher, Hash, Hasher};

use iced::widget::canvas::{
    Action, Cache, Event, Frame, Geometry, LineDash, Path, Program, Stroke, Text,
};
use iced::{Color, Pixels, Point, Rectangle, Renderer, Theme, Vector, alignment};
use iced::{mouse, touch};

use super::layout::Layout;
use super::sowing::Frame as SowingFrame;
use crate::app::fonts;
use crate::app::theme::{self, BoardColors};
use crate::engine::{House, MoveReport, Position, Side, SowStep};

/// Up to this many seeds are drawn one by one in a house; beyond it the
/// pile stays and the count tells the rest.
const DRAWN_IN_HOUSE: u8 = 12;

/// A store draws every seed, in rows of five and blocks of ten (two rows),
/// from the top: 23 and 25 look different, and a child can count them by
/// fives and tens. Where seed `k` (from 0) sits, in cells from the store's
/// top left corner; 48 seeds fill the space above the count.
pub fn store_seed_at(k: u8) -> (f32, f32) {
    const ROW: f32 = 0.092;
    const GAP: f32 = 0.05;
    let (block, within) = (k / 10, k % 10);
    let (row, col) = (within / 5, within % 5);
    let x = 0.18 + 0.16 * f32::from(col);
    let y = 0.14 + f32::from(block) * (2.0 * ROW + GAP) + f32::from(row) * ROW;
    (x, y)
}

/// The radius of a seed in a store, in cells.
const STORE_SEED: f32 = 0.044;

/// What the board reports to its screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Message {
    Clicked(House),
    Hovered(Option<House>),
}

/// The drawn board, kept until something on it changes: a sowing asks for
/// a frame at every screen refresh, and redrawing every circle and glyph
/// each time would keep a core busy with the software renderer.
#[derive(Debug, Default)]
pub struct BoardCache {
    geometry: Cache,
    /// A hash of everything the geometry shows.
    key: Cell<u64>,
}

/// One frame of the board.
pub struct Board<'a> {
    pub cache: &'a BoardCache,
    pub position: Position,
    /// The move that led here, to mark it.
    pub last: Option<&'a MoveReport>,
    /// A house whose sowing to preview (hovered or chosen with the keys).
    pub preview: Option<House>,
    /// The player whose row is highlighted, if the game goes on.
    pub turn: Option<Side>,
    /// Player names, South then North, already localized.
    pub names: [String; 2],
    /// A move being shown seed by seed, or counts with no move
    /// (`Frame::still`): drawn instead of `position`.
    pub sowing: Option<SowingFrame>,
    /// Houses a lesson points out, ringed.
    pub highlight: &'a [House],
    /// Turned round: North's row at the bottom (`Layout::turned`).
    pub turned: bool,
}

/// The canvas's memory: the house last reported as hovered, so that
/// moving within one house does not send a message per pixel.
#[derive(Default)]
pub struct Hover(Option<House>);

impl Program<Message> for Board<'_> {
    type State = Hover;

    fn update(
        &self,
        hover: &mut Hover,
        event: &Event,
        bounds: Rectangle,
        cursor: mouse::Cursor,
    ) -> Option<Action<Message>> {
        let layout = Layout::new(bounds.size()).turned(self.turned);
        let under = cursor.position_in(bounds).and_then(|p| layout.house_at(p));
        match event {
            // A finger on a touch screen (a tablet's browser) plays as a
            // click does; the cursor is where the finger is.
            Event::Mouse(mouse::Event::ButtonPressed(mouse::Button::Left))
            | Event::Touch(touch::Event::FingerPressed { .. }) => {
                under.map(|h| Action::publish(Message::Clicked(h)).and_capture())
            }
            Event::Mouse(_) if under != hover.0 => {
                hover.0 = under;
                Some(Action::publish(Message::Hovered(under)))
            }
            _ => None,
        }
    }

    fn draw(
        &self,
        _hover: &Hover,
        renderer: &Renderer,
        theme: &Theme,
        bounds: Rectangle,
        _cursor: mouse::Cursor,
    ) -> Vec<Geometry> {
        let key = self.key(theme);
        if self.cache.key.replace(key) != key {
            self.cache.geometry.clear();
        }
        // The cache also redraws by itself when the size changes.
        let geometry = self.cache.geometry.draw(renderer, bounds.size(), |frame| {
            let layout = Layout::new(bounds.size()).turned(self.turned);
            let colors = theme::board(theme);
            let preview = self.preview.and_then(|h| Preview::of(&self.position, h));
            self.draw_board(frame, &layout, &colors);
            for side in Side::BOTH {
                self.draw_store(frame, &layout, &colors, side);
            }
            // Under the houses, so the seed counts stay on top of the rings.
            for &house in self.highlight {
                let r = layout.house_radius();
                ring(
                    frame,
                    colors.ring_edge,
                    layout.house_center(house),
                    r * 1.1,
                    colors.last_seed,
                    r * 0.14,
                );
            }
            for house in House::ALL {
                self.draw_house(frame, &layout, &colors, house, preview.as_ref());
            }
        });
        vec![geometry]
    }

    fn mouse_interaction(
        &self,
        _hover: &Hover,
        bounds: Rectangle,
        cursor: mouse::Cursor,
    ) -> mouse::Interaction {
        let layout = Layout::new(bounds.size()).turned(self.turned);
        let playable = cursor
            .position_in(bounds)
            .and_then(|p| layout.house_at(p))
            .is_some_and(|h| self.turn.is_some() && self.position.legal_moves().contains(h));
        if playable {
            mouse::Interaction::Pointer
        } else {
            mouse::Interaction::default()
        }
    }
}

impl Board<'_> {
    /// Everything that decides what is drawn, hashed.
    fn key(&self, theme: &Theme) -> u64 {
        let mut h = DefaultHasher::new();
        self.position.hash(&mut h);
        self.last
            .map(|r| {
                (
                    r.from,
                    r.captures.iter().map(|c| c.house).collect::<Vec<_>>(),
                )
            })
            .hash(&mut h);
        self.preview.hash(&mut h);
        self.highlight.hash(&mut h);
        self.turned.hash(&mut h);
        self.turn.hash(&mut h);
        self.names.hash(&mut h);
        self.sowing.hash(&mut h);
        theme.extended_palette().is_dark.hash(&mut h);
        h.finish()
    }

    /// The origin ringed, the house just sown ringed boldly (crossed when
    /// the sowing passes over its own origin), captures lit in chain order.
    fn draw_sowing_marks(
        &self,
        frame: &mut Frame,
        layout: &Layout,
        colors: &BoardColors,
        house: House,
        f: &SowingFrame,
    ) {
        let c = layout.cell;
        let center = layout.house_center(house);
        let r = layout.house_radius();
        if f.origin == Some(house) {
            ring(
                frame,
                colors.ring_edge,
                center,
                r,
                colors.last_move,
                c * 0.06,
            );
        }
        if f.captured.contains(&house) {
            frame.fill(
                &Path::circle(center, r),
                Color {
                    a: 0.35,
                    ..colors.capture
                },
            );
            dashed_ring(
                frame,
                colors.ring_edge,
                center,
                r * 0.88,
                colors.capture,
                c * 0.05,
            );
        }
        if f.current == Some(house) {
            if f.skipping {
                let d = r * 0.6;
                let cross = Path::new(|p| {
                    p.move_to(center - Vector::new(d, d));
                    p.line_to(center + Vector::new(d, d));
                    p.move_to(center - Vector::new(d, -d));
                    p.line_to(center + Vector::new(d, -d));
                });
                frame.stroke(
                    &cross,
                    Stroke::default()
                        .with_color(colors.capture)
                        .with_width(c * 0.06),
                );
            } else {
                ring(
                    frame,
                    colors.ring_edge,
                    center,
                    r * 1.06,
                    colors.last_seed,
                    c * 0.07,
                );
            }
        }
    }
}

/// Where a move's seeds would go, from the engine's own report.
struct Preview {
    from: House,
    /// Seeds each house would receive.
    drops: [u8; 12],
    last: House,
    captured: Vec<House>,
}

impl Preview {
    fn of(position: &Position, house: House) -> Option<Preview> {
        let (_, report) = position.play_report(house).ok()?;
        let mut drops = [0; 12];
        for step in &report.steps {
            if let SowStep::Drop { house, .. } = step {
                drops[house.index()] += 1;
            }
        }
        Some(Preview {
            from: house,
            drops,
            last: report.last,
            captured: report.captures.iter().map(|c| c.house).collect(),
        })
    }
}

/// A centred text at `at` in the board's font (other board layers use it),
/// plain: a canvas has no room for readings over a name.
pub(crate) fn label(content: String, at: Point, size: f32, color: Color) -> Text {
    Text {
        content: crate::i18n::ruby::plain(&content),
        position: at,
        color,
        size: Pixels(size),
        font: fonts::UI,
        align_x: alignment::Horizontal::Center.into(),
        align_y: alignment::Vertical::Center,
        ..Text::default()
    }
}

/// Text drawn as filled glyph outlines. iced 0.14's tiny-skia renderer
/// takes a canvas text's redraw area to start at its anchor point, so
/// centred text came out half cut in a real window; outlines have exact
/// bounds.
pub(crate) fn fill_text(frame: &mut Frame, text: Text) {
    text.draw_with(|path, color| frame.fill(&path, color));
}

/// A ring in `color` on a thin `edge` (one pixel each side), so that it
/// stands out from the wood and the hole whatever its colour.
pub(crate) fn ring(
    frame: &mut Frame,
    edge: Color,
    center: Point,
    radius: f32,
    color: Color,
    width: f32,
) {
    let circle = Path::circle(center, radius);
    frame.stroke(
        &circle,
        Stroke::default().with_color(edge).with_width(width + 2.0),
    );
    frame.stroke(
        &circle,
        Stroke::default().with_color(color).with_width(width),
    );
}

/// A captured house's ring: dashed, so it differs from the last move's
/// ring by its shape too, not by its colour alone (WCAG 1.4.1).
pub(crate) fn dashed_ring(
    frame: &mut Frame,
    edge: Color,
    center: Point,
    radius: f32,
    color: Color,
    width: f32,
) {
    let circle = Path::circle(center, radius);
    // Ten dashes round the ring, whatever its size.
    let dash = std::f32::consts::TAU * radius / 20.0;
    let segments = [dash, dash];
    for (c, w) in [(edge, width + 2.0), (color, width)] {
        frame.stroke(
            &circle,
            Stroke {
                line_dash: LineDash {
                    segments: &segments,
                    offset: 0,
                },
                ..Stroke::default().with_color(c).with_width(w)
            },
        );
    }
}

/// A seed: a grey nut with a light spot, like a polished nickernut.
fn seed(frame: &mut Frame, colors: &BoardColors, at: Point, r: f32) {
    frame.fill(&Path::circle(at, r), colors.seed);
    frame.fill(
        &Path::circle(at - Vector::new(r * 0.35, r * 0.35), r * 0.35),
        colors.seed_shine,
    );
}

impl Board<'_> {
    fn draw_board(&self, frame: &mut Frame, layout: &Layout, colors: &BoardColors) {
        let board = layout.board();
        let path =
            Path::rounded_rectangle(board.position(), board.size(), (layout.cell * 0.3).into());
        frame.fill(&path, colors.wood);
        frame.stroke(
            &path,
            Stroke::default()
                .with_color(colors.wood_edge)
                .with_width(layout.cell * 0.04),
        );
        if let Some(side) = self.turn {
            let band = layout.row_band(side);
            frame.fill(
                &Path::rounded_rectangle(band.position(), band.size(), (layout.cell * 0.5).into()),
                colors.turn,
            );
        }
        for side in Side::BOTH {
            fill_text(
                frame,
                label(
                    self.names[side.index()].clone(),
                    layout.name_at(side),
                    layout.label_size(0.22),
                    colors.label,
                ),
            );
        }
    }

    fn draw_store(&self, frame: &mut Frame, layout: &Layout, colors: &BoardColors, side: Side) {
        let rect = layout.store(side);
        let c = layout.cell;
        frame.fill(
            &Path::rounded_rectangle(rect.position(), rect.size(), (c * 0.45).into()),
            colors.hole,
        );
        let n = match &self.sowing {
            Some(f) => f.stores[side.index()],
            None => self.position.store(side),
        };
        // Every seed, by fives and tens from the top, above the count.
        for k in 0..n.min(48) {
            let (x, y) = store_seed_at(k);
            seed(
                frame,
                colors,
                rect.position() + Vector::new(c * x, c * y),
                c * STORE_SEED,
            );
        }
        let badge = Point::new(rect.center_x(), rect.y + rect.height - c * 0.28);
        let size = layout.label_size(0.26);
        frame.fill(
            &Path::circle(badge, (c * 0.22).max(0.8 * size)),
            colors.badge,
        );
        fill_text(frame, label(n.to_string(), badge, size, colors.badge_text));
    }

    fn draw_house(
        &self,
        frame: &mut Frame,
        layout: &Layout,
        colors: &BoardColors,
        house: House,
        preview: Option<&Preview>,
    ) {
        let c = layout.cell;
        let center = layout.house_center(house);
        let r = layout.house_radius();
        frame.fill(&Path::circle(center, r), colors.hole);
        if let Some(p) = preview
            && p.drops[house.index()] > 0
        {
            frame.fill(&Path::circle(center, r), colors.reach);
        }

        let n = match &self.sowing {
            Some(f) => f.houses[house.index()],
            None => self.position.seeds(house),
        };
        for k in 0..n.min(DRAWN_IN_HOUSE) {
            // A sunflower spiral packs any number of seeds evenly.
            let t = f32::from(k);
            let dist = 0.27 * c * ((t + 0.5) / f32::from(DRAWN_IN_HOUSE)).sqrt();
            let angle = t * 2.399_963;
            let at = center + Vector::new(dist * angle.cos(), dist * angle.sin());
            seed(frame, colors, at, c * 0.065);
        }

        if let Some(f) = &self.sowing {
            self.draw_sowing_marks(frame, layout, colors, house, f);
        } else if let Some(last) = self.last {
            if last.from == house {
                ring(
                    frame,
                    colors.ring_edge,
                    center,
                    r,
                    colors.last_move,
                    c * 0.06,
                );
            }
            if last.captures.iter().any(|cap| cap.house == house) {
                dashed_ring(
                    frame,
                    colors.ring_edge,
                    center,
                    r * 0.88,
                    colors.capture,
                    c * 0.05,
                );
            }
        }
        if let Some(p) = preview {
            if p.from == house {
                ring(
                    frame,
                    colors.ring_edge,
                    center,
                    r * 1.06,
                    colors.last_seed,
                    c * 0.03,
                );
            }
            if p.last == house {
                ring(
                    frame,
                    colors.ring_edge,
                    center,
                    r * 1.06,
                    colors.last_seed,
                    c * 0.07,
                );
            }
            if p.captured.contains(&house) {
                dashed_ring(
                    frame,
                    colors.ring_edge,
                    center,
                    r * 0.88,
                    colors.capture,
                    c * 0.05,
                );
            }
        }

        // Badges last, so no ring ever hides a count: how many seeds the
        // previewed move would drop here (upper left), and the count now
        // (lower right, always).
        if let Some(p) = preview
            && p.drops[house.index()] > 0
        {
            let at = center - Vector::new(r * 0.78, r * 0.78);
            let size = layout.label_size(0.17);
            frame.fill(
                &Path::circle(at, (c * 0.15).max(0.8 * size)),
                colors.last_seed,
            );
            let text = format!("+{}", p.drops[house.index()]);
            fill_text(frame, label(text, at, size, colors.badge_text));
        }
        let badge = center + Vector::new(r * 0.78, r * 0.78);
        let (size, radius) = layout.count();
        frame.fill(&Path::circle(badge, radius), colors.badge);
        fill_text(frame, label(n.to_string(), badge, size, colors.badge_text));

        fill_text(
            frame,
            label(
                house.own_number().to_string(),
                layout.number_at(house),
                layout.label_size(0.24),
                colors.label,
            ),
        );
    }
}

impl Board<'_> {
    /// What a screen reader is told of this board drawn in some bounds:
    /// the board, then each house and store with its owner and seeds (the
    /// counts as drawn, mid-sowing too).
    pub fn told(&self) -> impl Fn(Rectangle) -> Vec<crate::app::semantics::Told> + 'static {
        use crate::app::semantics::{Thing, Told};
        let (houses, stores) = match &self.sowing {
            Some(f) => (f.houses, f.stores),
            None => (*self.position.houses(), self.position.stores()),
        };
        let names = self.names.clone();
        let marked: Vec<House> = self.highlight.to_vec();
        let turned = self.turned;
        move |bounds: Rectangle| {
            let at = |p: Point| Point::new(p.x + bounds.x, p.y + bounds.y);
            let layout = super::layout::Layout::new(bounds.size()).turned(turned);
            let mut told = vec![Told {
                what: Thing::Board,
                rect: layout.board() + iced::Vector::new(bounds.x, bounds.y),
            }];
            let r = layout.house_radius();
            for house in (0..12).filter_map(House::new) {
                let c = at(layout.house_center(house));
                told.push(Told {
                    what: Thing::House {
                        house,
                        owner: names[house.owner().index()].clone(),
                        seeds: houses[house.index()],
                        marked: marked.contains(&house),
                        at: c,
                    },
                    rect: Rectangle::new(
                        Point::new(c.x - r, c.y - r),
                        iced::Size::new(2.0 * r, 2.0 * r),
                    ),
                });
            }
            for side in [Side::North, Side::South] {
                told.push(Told {
                    what: Thing::Store {
                        side,
                        owner: names[side.index()].clone(),
                        seeds: stores[side.index()],
                    },
                    rect: layout.store(side) + iced::Vector::new(bounds.x, bounds.y),
                });
            }
            told
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(cache: &BoardCache, preview: Option<House>) -> Board<'_> {
        Board {
            cache,
            position: Position::START,
            last: None,
            preview,
            turn: Some(Side::South),
            names: ["S".into(), "N".into()],
            sowing: None,
            highlight: &[],
            turned: false,
        }
    }

    #[test]
    fn a_store_draws_every_seed_by_fives_and_tens_above_its_count() {
        let store = Layout::new(iced::Size::new(900.0, 300.0)).store(Side::South);
        let c = 100.0;
        // The count's badge: a circle of 0.22 cells, 0.28 above the bottom.
        let badge_top = store.height / c - 0.28 - 0.22;
        let at: Vec<(f32, f32)> = (0..48).map(store_seed_at).collect();
        for &(x, y) in &at {
            assert!(
                x - STORE_SEED > 0.0 && x + STORE_SEED < store.width / c,
                "{x}"
            );
            assert!(
                y - STORE_SEED > 0.0 && y + STORE_SEED < badge_top,
                "{y} {badge_top}"
            );
        }
        // No two seeds overlap.
        for (i, a) in at.iter().enumerate() {
            for b in &at[i + 1..] {
                let d = ((a.0 - b.0).powi(2) + (a.1 - b.1).powi(2)).sqrt();
                assert!(d > 2.0 * STORE_SEED, "{a:?} {b:?}");
            }
        }
        // Rows of five: seeds 0-4 share a row, 5 starts the next; a block
        // of ten is set off from the next by a wider gap.
        assert!(at[..5].iter().all(|p| p.1 == at[0].1));
        let row = at[5].1 - at[0].1;
        assert!(at[10].1 - at[5].1 > row * 1.3);
        // 23 and 25 differ by a row's end: 25 fills its row, 23 does not.
        assert_eq!(at[24].1, at[20].1);
        assert_ne!(at[22].0, at[24].0);
    }

    #[test]
    fn the_cached_drawing_is_redone_exactly_when_what_it_shows_changes() {
        let cache = BoardCache::default();
        let light = Theme::Light;
        let a = board(&cache, None).key(&light);
        assert_eq!(a, board(&cache, None).key(&light));
        assert_ne!(a, board(&cache, House::new(2)).key(&light));
        assert_ne!(a, board(&cache, None).key(&Theme::Dark));
        let (after, report) = Position::START.play_report(House::new(2).unwrap()).unwrap();
        let mut moved = board(&cache, None);
        moved.position = after;
        moved.last = Some(&report);
        assert_ne!(a, moved.key(&light));
    }
}
