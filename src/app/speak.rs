//! Reading aloud in the app: the speaker button beside a text (and its
//! words when the pointer rests on it), and what the app knows of the
//! computer's speech service (`crate::speech`).
//!
//! A screen puts its texts through [`line`] or [`text_box`], which add the
//! button; which text the V key reads is the screen's own `aloud` (testable
//! without a window). Until the shared way of showing a text (the main
//! language with a second one under it) lands, this is where the button
//! lives; it folds into that text block.

use std::sync::Arc;

use iced::mouse;
use iced::widget::canvas::{self, Frame, Geometry, Path, Stroke};
use iced::widget::{Column, button, column, container, row, tooltip};
use iced::{Element, Fill, Point, Rectangle, Renderer, Theme, Top};

use super::furigana::text;
use super::keys_line::SEPARATOR;
use super::play::BoardSize;
use super::theme;
use crate::i18n::{Lang, Localizer};
use crate::speech::{Speaker, Voice, Voices};

/// The app's side of the speech service.
pub struct Speech {
    speaker: Arc<dyn Speaker>,
    /// What the service answered about its voices; until then every
    /// language is taken to have one (the button works, and a missing
    /// service simply says nothing).
    voices: Option<Voices>,
    asked: bool,
    /// The text being read, stopped once it is no longer on screen.
    saying: Option<String>,
}

impl Speech {
    pub fn new(speaker: Arc<dyn Speaker>) -> Speech {
        Speech {
            speaker,
            voices: None,
            asked: false,
            saying: None,
        }
    }

    pub fn voice(&self, lang: Lang) -> Voice {
        self.voices.as_ref().map_or(Voice::Ready, |v| v.voice(lang))
    }

    /// The service, the first time only: the app asks it for its voices
    /// off the window's thread (connecting may take a moment).
    pub fn to_ask(&mut self) -> Option<Arc<dyn Speaker>> {
        (!std::mem::replace(&mut self.asked, true)).then(|| self.speaker.clone())
    }

    pub fn answered(&mut self, voices: Voices) {
        self.voices = Some(voices);
    }

    /// Reads `text` in `lang`, cutting off what was being read; nothing
    /// happens where `lang` has no voice. A text with readings for young
    /// readers is said as they read it (the kana, not the kanji).
    pub fn say(&mut self, text: &str, lang: Lang) {
        if self.voice(lang) == Voice::Ready {
            self.speaker.speak(&crate::i18n::ruby::spoken(text), lang);
            self.saying = Some(text.to_owned());
        }
    }

    /// Whether a text was read and not stopped since (it may be over).
    pub fn is_saying(&self) -> bool {
        self.saying.is_some()
    }

    /// Stops reading a text that is no longer among `shown` (the step, the
    /// screen or the language changed).
    pub fn keep_to(&mut self, shown: &[String]) {
        if self.saying.as_ref().is_some_and(|t| !shown.contains(t)) {
            self.saying = None;
            self.speaker.stop();
        }
    }
}

/// What a screen needs to draw its speaker buttons.
#[derive(Clone, Copy)]
pub struct Aloud<'a> {
    pub i18n: &'a Localizer,
    pub voice: Voice,
}

impl Aloud<'_> {
    /// The speaker button that reads `said`, sending `speak(said)`; with
    /// no voice for the language it is crossed out, off, and says why.
    pub fn button<'a, M: Clone + 'a>(self, said: String, speak: fn(String) -> M) -> Element<'a, M> {
        let ready = self.voice == Voice::Ready;
        let tip = self.i18n.tr(match self.voice {
            Voice::Ready => "speak-listen",
            Voice::Missing => "speak-no-voice",
            Voice::NoService => "speak-no-service",
        });
        let icon = canvas::Canvas::new(Icon { crossed: !ready })
            .width(20)
            .height(20);
        let b = button(icon)
            .padding(5)
            .style(theme::speaker)
            .on_press_maybe(ready.then(|| speak(said)));
        tooltip(
            b,
            container(text(tip).size(15)).padding(8).max_width(360),
            tooltip::Position::Bottom,
        )
        .style(theme::tip)
        .into()
    }
}

impl Aloud<'_> {
    /// A screen's keys line with V among its keys, before the last one
    /// (Esc), when the language on screen can be read aloud.
    pub fn keys(self, line: &str) -> String {
        if self.voice != Voice::Ready {
            return line.to_owned();
        }
        let key = self.i18n.tr("speak-key");
        match line.rfind(SEPARATOR) {
            Some(i) => format!("{}{SEPARATOR}{key}{}", &line[..i], &line[i..]),
            None => format!("{line}{SEPARATOR}{key}"),
        }
    }
}

/// `content`, a text showing `said`, with the button that reads it before it.
pub fn line<'a, M: Clone + 'a>(
    aloud: Aloud<'_>,
    said: String,
    content: impl Into<Element<'a, M>>,
    speak: fn(String) -> M,
) -> Element<'a, M> {
    row![aloud.button(said, speak), content.into()]
        .spacing(10)
        .align_y(Top)
        .into()
}

/// A text at `size` with its button, in the learner's language and, when
/// they have one, in their second language under it, smaller and in
/// another colour. `words` says the text in a given language (the app's
/// localizer, or the same texts in the second language).
pub fn words<'a, M: Clone + 'a>(
    aloud: Aloud<'_>,
    words: impl Fn(&Localizer) -> String,
    size: f32,
    speak: fn(String) -> M,
) -> Element<'a, M> {
    let said = words(aloud.i18n);
    let second = aloud.i18n.second().map(|l| words(&l));
    line(aloud, said.clone(), both(said, second, size), speak)
}

/// A text and, under it, the same in the second language.
pub fn both<'a, M: 'a>(main: String, second: Option<String>, size: f32) -> Element<'a, M> {
    match second {
        None => text(main).size(size).into(),
        Some(s) => column![
            text(main).size(size),
            text(s)
                .size((size * 0.8).round())
                .style(theme::second_language),
        ]
        .spacing(2)
        .into(),
    }
}

/// Sentences one under the other, each followed by its second-language
/// twin (if `second` has them).
pub fn twinned<'a, M: 'a>(
    main: Vec<String>,
    second: Option<Vec<String>>,
    size: f32,
) -> Column<'a, M> {
    let mut col = Column::new().spacing(6);
    for (i, line) in main.into_iter().enumerate() {
        let twin = second.as_ref().and_then(|s| s.get(i).cloned());
        col = col.push(both(line, twin, size));
    }
    col
}

/// Sentences in a box, as `BoardSize::text_box`, with one button that
/// reads them all, one after the other; `lines` says them in a given
/// language, and each is followed by its second-language twin when the
/// learner has a second language.
pub fn text_box<'a, M: Clone + 'a>(
    aloud: Aloud<'_>,
    size: BoardSize,
    lines: impl Fn(&Localizer) -> Vec<String>,
    style: fn(&Theme) -> container::Style,
    speak: fn(String) -> M,
) -> Element<'a, M> {
    let main = lines(aloud.i18n);
    let second = aloud.i18n.second().map(|l| lines(&l));
    let said = joined(&main);
    let col = twinned(main, second, size.text(18));
    container(self::line(aloud, said, column![col].width(Fill), speak))
        .padding(12)
        .width(Fill)
        .style(style)
        .into()
}

/// A screen's texts as its `aloud` lists them, the one V reads first: the
/// verdict's sentences (one text), else the newest hint, else the main
/// text.
pub fn newest_first(verdict: Option<&[String]>, hints: Vec<String>, main: String) -> Vec<String> {
    let mut texts: Vec<String> = verdict.map(joined).into_iter().collect();
    texts.extend(hints.into_iter().rev());
    texts.push(main);
    texts
}

/// The sentences of a box read as one text: what its button reads.
pub fn joined(lines: &[String]) -> String {
    lines.join(" ")
}

/// A loudspeaker with sound waves, drawn (no image file): crossed out
/// where nothing can be read.
struct Icon {
    crossed: bool,
}

impl<M> canvas::Program<M> for Icon {
    type State = ();

    fn draw(
        &self,
        _: &(),
        renderer: &Renderer,
        theme: &Theme,
        bounds: Rectangle,
        _: mouse::Cursor,
    ) -> Vec<Geometry> {
        let mut frame = Frame::new(renderer, bounds.size());
        let u = bounds.width.min(bounds.height) / 20.0;
        let at = |x: f32, y: f32| Point::new(x * u, y * u);
        let color = theme::speaker_icon(theme, !self.crossed);
        let body = Path::new(|p| {
            p.move_to(at(2.0, 7.0));
            p.line_to(at(6.0, 7.0));
            p.line_to(at(11.0, 2.5));
            p.line_to(at(11.0, 17.5));
            p.line_to(at(6.0, 13.0));
            p.line_to(at(2.0, 13.0));
            p.close();
        });
        frame.fill(&body, color);
        let stroke = Stroke::default().with_color(color).with_width(1.8 * u);
        if self.crossed {
            frame.stroke(
                &Path::new(|p| {
                    p.move_to(at(13.5, 6.5));
                    p.line_to(at(19.0, 13.5));
                    p.move_to(at(19.0, 6.5));
                    p.line_to(at(13.5, 13.5));
                }),
                stroke,
            );
        } else {
            for r in [3.5, 6.5] {
                frame.stroke(
                    &Path::new(|p| {
                        p.arc(canvas::path::Arc {
                            center: at(11.5, 10.0),
                            radius: r * u,
                            start_angle: iced::Radians(-0.8),
                            end_angle: iced::Radians(0.8),
                        })
                    }),
                    stroke,
                );
            }
        }
        vec![frame.into_geometry()]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::speech::{Fake, Heard};

    #[test]
    fn the_voices_are_asked_once_and_a_missing_one_says_nothing() {
        let fake = Fake::with(&[Lang::It]);
        let mut s = Speech::new(Arc::new(fake.clone()));
        // Until the service answers, the button is on.
        assert_eq!(s.voice(Lang::Ja), Voice::Ready);
        let asked = s.to_ask().expect("asked the first time");
        assert!(s.to_ask().is_none(), "and only then");
        s.answered(asked.voices());
        assert_eq!(s.voice(Lang::Ja), Voice::Missing);
        s.say("こんにちは", Lang::Ja);
        s.say("Ciao", Lang::It);
        assert_eq!(fake.said(), [("Ciao".to_owned(), Lang::It)]);
    }

    #[test]
    fn a_text_with_readings_is_said_as_read() {
        let fake = Fake::with(&[Lang::Ja]);
        let mut s = Speech::new(Arc::new(fake.clone()));
        s.say("最後《さいご》の穴《あな》", Lang::Ja);
        assert_eq!(fake.said(), [("さいごのあな".to_owned(), Lang::Ja)]);
        // What is on show still counts as the text being read.
        s.keep_to(&["最後《さいご》の穴《あな》".into()]);
        assert!(s.is_saying());
    }

    #[test]
    fn the_keys_line_names_v_before_its_last_key_only_with_a_voice() {
        let i18n = Localizer::new(Lang::En);
        let line = "Keys: H hint · Esc back to the puzzles";
        let ready = Aloud {
            i18n: &i18n,
            voice: Voice::Ready,
        };
        assert_eq!(
            ready.keys(line),
            "Keys: H hint · V listen · Esc back to the puzzles"
        );
        let missing = Aloud {
            voice: Voice::Missing,
            ..ready
        };
        assert_eq!(missing.keys(line), line);
    }

    #[test]
    fn a_text_read_stops_once_it_is_gone_from_the_screen() {
        let fake = Fake::with(&Lang::ALL);
        let mut s = Speech::new(Arc::new(fake.clone()));
        s.say("Step one", Lang::En);
        s.keep_to(&["Step one".into(), "A hint".into()]);
        assert!(!fake.heard().contains(&Heard::Stopped));
        s.keep_to(&["Step two".into()]);
        s.keep_to(&[]);
        assert_eq!(
            fake.heard()
                .iter()
                .filter(|h| **h == Heard::Stopped)
                .count(),
            1,
            "stopped once: {:?}",
            fake.heard()
        );
    }
}
