//! Text that draws readings for young readers (furigana): each reading
//! small, centred above its kanji, as in a children's book. A screen shows
//! a localized text with [`text`] instead of iced's: a text with reading
//! marks (`穴《あな》`, `crate::i18n::ruby`; the localizer keeps them only
//! while the learner's readings are on) becomes a [`Ruby`], any other is
//! iced's own text, with the same size, width, alignment and style.
//!
//! A `Ruby` lays out its lines itself: every line has a band for readings
//! over it, Japanese may break between any two characters (but not before
//! 。 or っ, nor after 「), a word of Latin letters or digits stays whole,
//! and a kanji never parts from its reading. Tests and screen readers see
//! the plain text ([`Widget::operate`]).

use std::borrow::Cow;

use iced::widget::text::{self as iced_text, IntoFragment};
use iced::{Element, Font, Length, Pixels, Theme};
use iced_core::alignment::Vertical;
use iced_core::layout::{self, Layout, Limits, Node};
use iced_core::text::paragraph::Paragraph;
use iced_core::text::{Alignment, LineHeight, Shaping, Wrapping};
use iced_core::widget::{Operation, Tree, tree};
use iced_core::{Point, Rectangle, Size, Widget, mouse, renderer};

use crate::i18n::ruby;

/// A reading's size next to its kanji's.
const READING_SCALE: f32 = 0.5;
/// The band over each line that holds its readings, as a share of the
/// text's size, and how far into the line below a reading may reach
/// (the line's own room above its glyphs).
const BAND: f32 = 0.34;
const INTO_LINE: f32 = 0.16;
/// The smallest reading drawn, in pixels: smaller would not be read.
const MIN_READING: f32 = 8.0;

type StyleFn<'a> = Box<dyn Fn(&Theme) -> iced_text::Style + 'a>;

/// iced's text styles (`text::danger`, `text::Style`), so that a screen
/// that takes [`text`] from here, as `use …::furigana::text`, has them as
/// it had with iced's `text`.
pub mod text {
    pub use iced::widget::text::*;
}

/// The band a line of text at `size` gets over it for its readings.
pub fn band(size: f32) -> f32 {
    size * BAND
}

/// Whether the texts `i18n` gives carry readings (Japanese, with the
/// learner's readings on): what a screen keeps room for.
pub fn shows_readings(i18n: &crate::i18n::Localizer) -> bool {
    i18n.readings() && i18n.lang() == crate::i18n::Lang::Ja
}

/// A text that may carry reading marks; see the module's words.
pub fn text<'a>(content: impl IntoFragment<'a>) -> Text<'a> {
    Text {
        content: content.into_fragment(),
        size: None,
        line_height: LineHeight::default(),
        font: None,
        width: Length::Shrink,
        height: Length::Shrink,
        align_x: Alignment::Default,
        align_y: Vertical::Top,
        shaping: Shaping::default(),
        wrapping: Wrapping::default(),
        style: None,
        phrases: false,
        band: false,
    }
}

/// iced's text builder, for a text that may carry reading marks.
pub struct Text<'a> {
    content: Cow<'a, str>,
    size: Option<Pixels>,
    line_height: LineHeight,
    font: Option<Font>,
    width: Length,
    height: Length,
    align_x: Alignment,
    align_y: Vertical,
    shaping: Shaping,
    wrapping: Wrapping,
    style: Option<StyleFn<'a>>,
    /// Lines break only between phrases (see [`Text::phrases`]).
    phrases: bool,
    /// The readings' band over every line even with no reading in it
    /// (see [`Text::band`]).
    band: bool,
}

impl<'a> Text<'a> {
    pub fn size(mut self, size: impl Into<Pixels>) -> Self {
        self.size = Some(size.into());
        self
    }

    pub fn line_height(mut self, line_height: impl Into<LineHeight>) -> Self {
        self.line_height = line_height.into();
        self
    }

    pub fn font(mut self, font: impl Into<Font>) -> Self {
        self.font = Some(font.into());
        self
    }

    pub fn width(mut self, width: impl Into<Length>) -> Self {
        self.width = width.into();
        self
    }

    pub fn height(mut self, height: impl Into<Length>) -> Self {
        self.height = height.into();
        self
    }

    pub fn align_x(mut self, alignment: impl Into<Alignment>) -> Self {
        self.align_x = alignment.into();
        self
    }

    pub fn align_y(mut self, alignment: impl Into<Vertical>) -> Self {
        self.align_y = alignment.into();
        self
    }

    /// Centred both ways, as iced's `center`.
    pub fn center(self) -> Self {
        self.align_x(iced::alignment::Horizontal::Center)
            .align_y(Vertical::Center)
    }

    pub fn shaping(mut self, shaping: Shaping) -> Self {
        self.shaping = shaping;
        self
    }

    pub fn wrapping(mut self, wrapping: Wrapping) -> Self {
        self.wrapping = wrapping;
        self
    }

    pub fn style(mut self, style: impl Fn(&Theme) -> iced_text::Style + 'a) -> Self {
        self.style = Some(Box::new(style));
        self
    }

    /// Japanese lines break only between phrases: at a space or after a
    /// mark that ends one (、。：), never inside a word ("取っ/た" in the
    /// move list). For short texts of a few phrases, whose phrases fit a
    /// line.
    pub fn phrases(mut self) -> Self {
        self.phrases = true;
        self
    }

    /// With `on` (`shows_readings`), the band for readings over every
    /// line even when no word of it has one: a text beside another with
    /// readings then starts its words on the same line (Home's two
    /// descriptions sat at different heights).
    pub fn band(mut self, on: bool) -> Self {
        self.band = on;
        self
    }

    pub fn color(self, color: impl Into<iced::Color>) -> Self {
        let color = Some(color.into());
        self.style(move |_| iced_text::Style { color })
    }
}

impl<'a, M: 'a> From<Text<'a>> for Element<'a, M> {
    fn from(t: Text<'a>) -> Element<'a, M> {
        let marked = ruby::has_marks(&t.content)
            && ruby::segments(&t.content)
                .iter()
                .any(|s| s.reading.is_some());
        // Phrases of wide scripts are kept whole here, not by iced.
        let kept = t.phrases
            && t.content
                .chars()
                .any(|c| !is_latin(c) && !c.is_whitespace());
        if marked || kept || t.band {
            return Element::new(Ruby::from(t));
        }
        let mut plain = iced::widget::Text::new(t.content)
            .line_height(t.line_height)
            .width(t.width)
            .height(t.height)
            .align_x(t.align_x)
            .align_y(t.align_y)
            .shaping(t.shaping)
            .wrapping(t.wrapping);
        if let Some(size) = t.size {
            plain = plain.size(size);
        }
        if let Some(font) = t.font {
            plain = plain.font(font);
        }
        if let Some(style) = t.style {
            plain = plain.style(style);
        }
        match t.size {
            // Told to screen readers, which make headings of big texts.
            Some(size) => crate::app::semantics::told::sized(plain, size.0),
            None => plain.into(),
        }
    }
}

/// A text with readings drawn above their kanji.
pub struct Ruby<'a> {
    content: Cow<'a, str>,
    size: Option<Pixels>,
    line_height: LineHeight,
    font: Option<Font>,
    width: Length,
    height: Length,
    align_x: Alignment,
    align_y: Vertical,
    shaping: Shaping,
    wrapping: Wrapping,
    style: Option<StyleFn<'a>>,
    /// Lines break only between phrases (see [`Text::phrases`]).
    phrases: bool,
}

impl<'a> From<Text<'a>> for Ruby<'a> {
    fn from(t: Text<'a>) -> Ruby<'a> {
        Ruby {
            content: t.content,
            size: t.size,
            line_height: t.line_height,
            font: t.font,
            width: t.width,
            height: t.height,
            align_x: t.align_x,
            align_y: t.align_y,
            shaping: t.shaping,
            wrapping: t.wrapping,
            style: t.style,
            phrases: t.phrases,
        }
    }
}

/// One piece of the text: a run that never breaks inside (a kana, a
/// kanji, a Latin word, a kanji word with its reading), a space, or the
/// end of a line.
#[derive(Clone, Debug, PartialEq)]
pub enum Piece {
    Word {
        base: String,
        reading: Option<String>,
        /// No line may start with this piece.
        glued: bool,
    },
    Space,
    Newline,
}

/// The text cut into pieces, in order.
pub fn pieces(content: &str) -> Vec<Piece> {
    pieces_in(content, false)
}

/// The marks after which a line may break when it breaks only between
/// phrases.
const PHRASE_END: &str = "、。，：！？」』）";

/// The text cut into pieces; with `phrases`, a line breaks only at a
/// space or after a mark that ends a phrase ([`Text::phrases`]).
pub fn pieces_in(content: &str, phrases: bool) -> Vec<Piece> {
    let mut out: Vec<Piece> = Vec::new();
    let push_word = |out: &mut Vec<Piece>, base: String, reading: Option<String>| {
        let glued = match out.last() {
            Some(Piece::Word { base: before, .. }) => {
                let last = before.chars().last().unwrap_or(' ');
                let first = base.chars().next().unwrap_or(' ');
                NO_BREAK_BEFORE.contains(first)
                    || NO_BREAK_AFTER.contains(last)
                    || (is_latin(last) && is_latin(first))
                    || (phrases && !PHRASE_END.contains(last))
            }
            _ => false,
        };
        out.push(Piece::Word {
            base,
            reading,
            glued,
        });
    };
    for segment in ruby::segments(content) {
        if let Some(reading) = segment.reading {
            push_word(&mut out, segment.base.to_owned(), Some(reading.to_owned()));
            continue;
        }
        let mut latin = String::new();
        for c in segment.base.chars() {
            if is_latin(c) {
                latin.push(c);
                continue;
            }
            if !latin.is_empty() {
                push_word(&mut out, std::mem::take(&mut latin), None);
            }
            match c {
                '\n' => out.push(Piece::Newline),
                c if c.is_whitespace() => out.push(Piece::Space),
                c => push_word(&mut out, c.to_string(), None),
            }
        }
        if !latin.is_empty() {
            push_word(&mut out, latin, None);
        }
    }
    out
}

/// Characters no line starts with (closing marks, small kana, the long
/// vowel mark) and none ends with (opening marks), after JIS X 4051.
const NO_BREAK_BEFORE: &str = "、。，．・：；？！ー）」』】〕］｝〉》ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ々ゝゞヽヾ…‥〜～)]},.!?:;%’”";
const NO_BREAK_AFTER: &str = "（「『【〔［｛〈《([{‘“";

/// A character of a Latin word or number: not a space, not of the wide
/// scripts (where a line may break between any two characters).
fn is_latin(c: char) -> bool {
    !c.is_whitespace() && (c as u32) < 0x2E80
}

/// Where the lines break: each line as the range of pieces it shows (no
/// space at its start, nor a newline), given each piece's width and the
/// width of a line. A piece glued to the one before moves with it; a run
/// wider than a line gets a line of its own.
pub fn break_lines(pieces: &[Piece], widths: &[f32], max: f32) -> Vec<std::ops::Range<usize>> {
    let mut lines = Vec::new();
    let mut start = 0;
    let mut width = 0.0;
    let mut i = 0;
    while i < pieces.len() {
        match pieces[i] {
            Piece::Newline => {
                lines.push(start..i);
                i += 1;
                start = i;
                width = 0.0;
                continue;
            }
            Piece::Space if start == i => {
                // No line starts with a space.
                i += 1;
                start = i;
                continue;
            }
            _ => {}
        }
        // The run from `i` that may not be broken: the piece and those
        // glued after it.
        let mut end = i + 1;
        while matches!(pieces.get(end), Some(Piece::Word { glued: true, .. })) {
            end += 1;
        }
        let run: f32 = widths[i..end].iter().sum();
        let is_space = matches!(pieces[i], Piece::Space);
        if width + run > max + 0.01 && start < i && !is_space {
            lines.push(start..i);
            start = i;
            width = 0.0;
        }
        width += run;
        i = end;
    }
    if start < pieces.len() || lines.is_empty() {
        lines.push(start..pieces.len());
    }
    // Spaces at the end of a line are not shown.
    for line in &mut lines {
        while line.end > line.start && matches!(pieces[line.end - 1], Piece::Space) {
            line.end -= 1;
        }
    }
    lines
}

/// A piece measured: its base and reading laid out, the width it takes,
/// and where each starts in it (a reading wider than its base may reach
/// over a kana beside it, by up to one reading's character on each side,
/// as Japanese books set it (JIS X 4051): "ゲーム終了《しゅうりょう》！"
/// keeps its words together, with no gaps around 終了).
struct Measured<P> {
    base: Option<P>,
    reading: Option<P>,
    width: f32,
    base_x: f32,
    reading_x: f32,
}

/// The gaps left and right of a base `base_w` wide under a reading
/// `reading_w` wide: a reading wider than its base reaches over a plain
/// neighbour (`plain`: left, right) by up to one reading character of
/// `reading_size`, and past that the base keeps a gap.
pub fn gaps(base_w: f32, reading_w: f32, reading_size: f32, plain: [bool; 2]) -> (f32, f32) {
    let half = ((reading_w - base_w) / 2.0).max(0.0);
    let gap = |ok: bool| {
        if ok {
            half - half.min(reading_size)
        } else {
            half
        }
    };
    (gap(plain[0]), gap(plain[1]))
}

/// What a layout worked out, kept for drawing.
struct State<P> {
    /// What the pieces were measured for: the text, its size and font.
    key: Option<(String, u32, Font)>,
    pieces: Vec<Piece>,
    measured: Vec<Measured<P>>,
    /// Each line's pieces and width.
    lines: Vec<(std::ops::Range<usize>, f32)>,
    /// The band over each line, and each line's height with it.
    band: f32,
    line: f32,
    /// Where the reading sits over the band's bottom.
    reading_up: f32,
}

impl<P> Default for State<P> {
    fn default() -> Self {
        State {
            key: None,
            pieces: Vec::new(),
            measured: Vec::new(),
            lines: Vec::new(),
            band: 0.0,
            line: 0.0,
            reading_up: 0.0,
        }
    }
}

impl Ruby<'_> {
    /// A paragraph of one line of `content`.
    fn paragraph<P: Paragraph<Font = Font>>(
        &self,
        content: &str,
        size: Pixels,
        line_height: LineHeight,
        font: Font,
    ) -> P {
        P::with_text(iced_core::text::Text {
            content,
            bounds: Size::INFINITE,
            size,
            line_height,
            font,
            align_x: Alignment::Left,
            align_y: Vertical::Top,
            shaping: self.shaping,
            wrapping: Wrapping::None,
        })
    }

    fn measure<P: Paragraph<Font = Font>>(&self, state: &mut State<P>, size: Pixels, font: Font) {
        let key = (self.content.to_string(), size.0.to_bits(), font);
        if state.key.as_ref() == Some(&key) {
            return;
        }
        let reading_size = Pixels((size.0 * READING_SCALE).max(MIN_READING));
        state.pieces = pieces_in(&self.content, self.phrases);
        let reading_size = reading_size.0;
        // Whether the piece at `i` lets a reading reach over it.
        let plain_word = |i: Option<usize>| {
            i.and_then(|i| state.pieces.get(i))
                .is_some_and(|p| matches!(p, Piece::Word { reading: None, .. }))
        };
        let mut measured = Vec::with_capacity(state.pieces.len());
        for (i, piece) in state.pieces.iter().enumerate() {
            let m = match piece {
                Piece::Word { base, reading, .. } => {
                    let b: P = self.paragraph(base, size, self.line_height, font);
                    let base_w = b.min_bounds().width;
                    let r: Option<P> = reading.as_ref().map(|r| {
                        self.paragraph(r, Pixels(reading_size), LineHeight::Relative(1.0), font)
                    });
                    let reading_w = r.as_ref().map_or(0.0, |r| r.min_bounds().width);
                    let (left, right) = gaps(
                        base_w,
                        reading_w,
                        reading_size,
                        [plain_word(i.checked_sub(1)), plain_word(Some(i + 1))],
                    );
                    Measured {
                        base: Some(b),
                        reading: r,
                        width: left + base_w + right,
                        base_x: left,
                        reading_x: left + (base_w - reading_w) / 2.0,
                    }
                }
                Piece::Space => {
                    let b: P = self.paragraph(" ", size, self.line_height, font);
                    Measured {
                        base: None,
                        reading: None,
                        width: b.min_bounds().width,
                        base_x: 0.0,
                        reading_x: 0.0,
                    }
                }
                Piece::Newline => Measured {
                    base: None,
                    reading: None,
                    width: 0.0,
                    base_x: 0.0,
                    reading_x: 0.0,
                },
            };
            measured.push(m);
        }
        state.measured = measured;
        state.band = band(size.0);
        state.line = state.band + self.line_height.to_absolute(size).0;
        state.reading_up = reading_size - size.0 * INTO_LINE;
        state.key = Some(key);
    }
}

impl<M, Renderer> Widget<M, Theme, Renderer> for Ruby<'_>
where
    Renderer: iced_core::text::Renderer<Font = Font>,
{
    fn tag(&self) -> tree::Tag {
        tree::Tag::of::<State<Renderer::Paragraph>>()
    }

    fn state(&self) -> tree::State {
        tree::State::new(State::<Renderer::Paragraph>::default())
    }

    fn size(&self) -> Size<Length> {
        Size::new(self.width, self.height)
    }

    fn layout(&mut self, tree: &mut Tree, renderer: &Renderer, limits: &Limits) -> Node {
        let state = tree.state.downcast_mut::<State<Renderer::Paragraph>>();
        let size = self.size.unwrap_or_else(|| renderer.default_size());
        let font = self.font.unwrap_or_else(|| renderer.default_font());
        self.measure(state, size, font);
        layout::sized(limits, self.width, self.height, |limits| {
            let max = match self.wrapping {
                Wrapping::None => f32::INFINITY,
                _ => limits.max().width,
            };
            let widths: Vec<f32> = state.measured.iter().map(|m| m.width).collect();
            state.lines = break_lines(&state.pieces, &widths, max)
                .into_iter()
                .map(|r| {
                    let w = widths[r.clone()].iter().sum();
                    (r, w)
                })
                .collect();
            let widest = state.lines.iter().map(|(_, w)| *w).fold(0.0, f32::max);
            Size::new(widest, state.line * state.lines.len() as f32)
        })
    }

    fn draw(
        &self,
        tree: &Tree,
        renderer: &mut Renderer,
        theme: &Theme,
        defaults: &renderer::Style,
        layout: Layout<'_>,
        _cursor: mouse::Cursor,
        viewport: &Rectangle,
    ) {
        let state = tree.state.downcast_ref::<State<Renderer::Paragraph>>();
        let bounds = layout.bounds();
        let color = self
            .style
            .as_ref()
            .and_then(|s| s(theme).color)
            .unwrap_or(defaults.text_color);
        let height = state.line * state.lines.len() as f32;
        let top = bounds.y
            + match self.align_y {
                Vertical::Top => 0.0,
                Vertical::Center => (bounds.height - height) / 2.0,
                Vertical::Bottom => bounds.height - height,
            };
        for (n, (range, width)) in state.lines.iter().enumerate() {
            let mut x = bounds.x
                + match self.align_x {
                    Alignment::Center => (bounds.width - width) / 2.0,
                    Alignment::Right => bounds.width - width,
                    _ => 0.0,
                };
            let y = top + state.line * n as f32;
            for m in &state.measured[range.clone()] {
                if let Some(base) = &m.base {
                    let at = Point::new(x + m.base_x, y + state.band);
                    renderer.fill_paragraph(base, at, color, *viewport);
                }
                if let Some(reading) = &m.reading {
                    let at = Point::new(x + m.reading_x, y + state.band - state.reading_up);
                    renderer.fill_paragraph(reading, at, color, *viewport);
                }
                x += m.width;
            }
        }
    }

    fn operate(
        &mut self,
        _tree: &mut Tree,
        layout: Layout<'_>,
        renderer: &Renderer,
        operation: &mut dyn Operation,
    ) {
        // Its size first, so that a screen reader is told its headings.
        let size = self.size.unwrap_or_else(|| renderer.default_size()).0;
        operation.custom(
            None,
            layout.bounds(),
            &mut crate::app::semantics::TextSize(size),
        );
        operation.text(None, layout.bounds(), &ruby::plain(&self.content));
    }
}

impl<'a, M: 'a> From<Ruby<'a>> for Element<'a, M> {
    fn from(r: Ruby<'a>) -> Element<'a, M> {
        Element::new(r)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn word(base: &str, reading: Option<&str>, glued: bool) -> Piece {
        Piece::Word {
            base: base.into(),
            reading: reading.map(Into::into),
            glued,
        }
    }

    #[test]
    fn a_kanji_keeps_its_reading_and_punctuation_its_word() {
        assert_eq!(
            pieces("穴《あな》に「石」。"),
            [
                word("穴", Some("あな"), false),
                word("に", None, false),
                word("「", None, false),
                word("石", None, true),
                word("」", None, true),
                word("。", None, true),
            ]
        );
        assert_eq!(
            pieces("Enter で｜総取り《そうどり》\nA"),
            [
                word("Enter", None, false),
                Piece::Space,
                word("で", None, false),
                word("総取り", Some("そうどり"), false),
                Piece::Newline,
                word("A", None, false),
            ]
        );
    }

    /// The lines as text, each piece one wide.
    fn lines(text: &str, max: f32) -> Vec<String> {
        let p = pieces(text);
        let widths: Vec<f32> = p
            .iter()
            .map(|p| match p {
                Piece::Word { base, .. } => base.chars().count() as f32,
                Piece::Space => 1.0,
                Piece::Newline => 0.0,
            })
            .collect();
        break_lines(&p, &widths, max)
            .into_iter()
            .map(|r| {
                p[r].iter()
                    .map(|p| match p {
                        Piece::Word { base, .. } => base.as_str(),
                        Piece::Space => " ",
                        Piece::Newline => "/",
                    })
                    .collect()
            })
            .collect()
    }

    #[test]
    fn japanese_breaks_anywhere_but_before_a_closing_mark() {
        assert_eq!(lines("きみの穴《あな》だよ。", 4.0), ["きみの穴", "だよ。"]);
        // "よ。" moves together rather than start a line with "。".
        assert_eq!(lines("きみのだよ。", 4.0), ["きみのだ", "よ。"]);
        assert_eq!(lines("きみのだ。」", 4.0), ["きみの", "だ。」"]);
        // A reading's base never parts.
        assert_eq!(
            lines("の｜総取り《そうどり》だ", 3.0),
            ["の", "総取り", "だ"]
        );
    }

    #[test]
    fn a_reading_reaches_over_kana_so_a_heading_keeps_together() {
        // ゲーム終了《しゅうりょう》！ at 32 px: six readings of 16 px over two
        // kanji of 32, between kana: no gaps, the words stay together.
        assert_eq!(gaps(64.0, 96.0, 16.0, [true, true]), (0.0, 0.0));
        // Beside another reading's kanji, or at the text's edge, the base
        // keeps its gap: no two readings overlap.
        assert_eq!(gaps(64.0, 96.0, 16.0, [false, true]), (16.0, 0.0));
        // A reading wider still reaches one character, no more.
        assert_eq!(gaps(32.0, 96.0, 16.0, [true, true]), (16.0, 16.0));
        // A reading no wider than its base: no gaps.
        assert_eq!(gaps(64.0, 32.0, 16.0, [false, false]), (0.0, 0.0));
    }

    #[test]
    fn phrases_keep_their_words_together() {
        let lines = |text: &str, max: f32| {
            let p = pieces_in(text, true);
            let widths: Vec<f32> = p
                .iter()
                .map(|p| match p {
                    Piece::Word { base, .. } => base.chars().count() as f32,
                    Piece::Space => 1.0,
                    Piece::Newline => 0.0,
                })
                .collect();
            break_lines(&p, &widths, max)
                .into_iter()
                .map(|r| {
                    p[r].iter()
                        .map(|p| match p {
                            Piece::Word { base, .. } => base.as_str(),
                            _ => " ",
                        })
                        .collect::<String>()
                })
                .collect::<Vec<_>>()
        };
        // The move list's "取っ/た": the line breaks after 、 instead.
        assert_eq!(
            lines("12. 南：3番の穴《あな》、4こ取った", 12.0),
            ["12. 南：3番の穴、", "4こ取った"]
        );
        assert_eq!(
            lines("南：3番の穴、4こ取った", 6.0),
            ["南：", "3番の穴、", "4こ取った"]
        );
        // Without phrases, any two characters may part.
        assert_eq!(pieces("取った").len(), 3);
        assert_eq!(pieces_in("取った", true).len(), 3);
        assert!(
            pieces_in("取った", true)[1..]
                .iter()
                .all(|p| matches!(p, Piece::Word { glued: true, .. }))
        );
    }

    #[test]
    fn latin_words_stay_whole_and_spaces_vanish_at_a_break() {
        assert_eq!(
            lines("Caesalpinia bonduc という", 12.0),
            ["Caesalpinia", "bonduc という"]
        );
        // Too long for any line: a line of its own, not a lost word.
        assert_eq!(lines("あWahreeあ", 3.0), ["あ", "Wahree", "あ"]);
        assert_eq!(lines("一\n二", 10.0), ["一", "二"]);
        assert_eq!(lines("", 10.0), [""]);
    }
}
