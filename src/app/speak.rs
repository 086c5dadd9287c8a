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
use crate::speech::{Quiet, Speaker, Voice, Voices};

/// A text to read and its language: what a speaker button (or V) sends.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Said {
    pub text: String,
    pub lang: Lang,
}

impl Said {
    pub fn new(text: String, lang: Lang) -> Said {
        Said { text, lang }
    }
}

/// The app's side of the speech service.
pub struct Speech {
    speaker: Arc<dyn Speaker>,
    /// What the service answered about its voices; until then every
    /// language is taken to have one (the button works, and a missing
    /// service simply says nothing).
    voices: Option<Voices>,
    /// The service was asked and has not answered yet.
    asking: bool,
    /// The text being read (its button shows it, and stops it), until it
    /// is over, stopped, or no longer on screen.
    saying: Option<Said>,
}

impl Speech {
    pub fn new(speaker: Arc<dyn Speaker>) -> Speech {
        Speech {
            speaker,
            voices: None,
            asking: false,
            saying: None,
        }
    }

    pub fn voice(&self, lang: Lang) -> Voice {
        self.voices.as_ref().map_or(Voice::Ready, |v| v.voice(lang))
    }

    /// The service, to ask for its voices off the window's thread
    /// (connecting may take a moment): the first time, and `again` (a
    /// screen with texts opened, V pressed) while the last answer lacked
    /// a voice, for a service started, or given a voice, since. Never
    /// while an answer is awaited.
    pub fn to_ask(&mut self, again: bool) -> Option<Arc<dyn Speaker>> {
        let lacking = match &self.voices {
            None => true,
            Some(v) => again && Lang::ALL.iter().any(|&l| v.voice(l) != Voice::Ready),
        };
        if self.asking || !lacking {
            return None;
        }
        self.asking = true;
        Some(self.speaker.clone())
    }

    /// The service, to ask again after a text was read: one it could not
    /// say may have shown it lacks the voice.
    pub fn to_ask_after_reading(&mut self) -> Option<Arc<dyn Speaker>> {
        if self.asking {
            return None;
        }
        self.asking = true;
        Some(self.speaker.clone())
    }

    pub fn answered(&mut self, voices: Voices) {
        self.asking = false;
        self.voices = Some(voices);
    }

    /// Reads `said`, cutting off what was being read; the same text again
    /// while it is read stops it instead. Nothing happens where its
    /// language has no voice. The wait for its end, when it is read.
    pub fn say(&mut self, said: Said) -> Option<Quiet> {
        if self.saying.as_ref() == Some(&said) {
            self.stop();
            return None;
        }
        if self.voice(said.lang) != Voice::Ready {
            return None;
        }
        let text = crate::speech::spoken(&said.text);
        self.speaker.speak(&text, said.lang);
        self.saying = Some(said);
        Some(self.speaker.quiet())
    }

    /// Stops what is being read.
    pub fn stop(&mut self) {
        if self.saying.take().is_some() {
            self.speaker.stop();
        }
    }

    /// A text read came to its end (or was cut off): the button goes back
    /// unless another is still being read.
    pub fn quieted(&mut self) {
        if !self.speaker.speaking() {
            self.saying = None;
        }
    }

    /// The text being read, if any.
    pub fn saying(&self) -> Option<&Said> {
        self.saying.as_ref()
    }

    /// Stops reading a text that is no longer among `shown` (the step, the
    /// screen or the language changed).
    pub fn keep_to(&mut self, shown: &[Said]) {
        if self.saying.as_ref().is_some_and(|t| !shown.contains(t)) {
            self.stop();
        }
    }
}

/// What a screen needs to draw its speaker buttons.
#[derive(Clone, Copy)]
pub struct Aloud<'a> {
    pub i18n: &'a Localizer,
    pub speech: &'a Speech,
}

impl Aloud<'_> {
    /// The speaker button that reads `said` in the language of `words`
    /// (the app's localizer, or the second language's), sending
    /// `speak(said)`; its words are in that language. While that text is
    /// read it shows a stop sign and a press stops it; with no voice for
    /// the language it is crossed out, off, and says why.
    pub fn button_in<'a, M: Clone + 'a>(
        self,
        words: &Localizer,
        said: String,
        speak: fn(Said) -> M,
        small: bool,
    ) -> Element<'a, M> {
        let lang = words.lang();
        let voice = self.speech.voice(lang);
        let ready = voice == Voice::Ready;
        let said = Said::new(said, lang);
        let reading = self.speech.saying() == Some(&said);
        let tip = words.tr(match voice {
            Voice::Ready if reading => "speak-stop",
            Voice::Ready => "speak-listen",
            Voice::Missing if cfg!(target_arch = "wasm32") => "speak-no-voice-browser",
            Voice::Missing => "speak-no-voice",
            Voice::NoService => "speak-no-service",
            Voice::Unfit => "speak-no-jtalk",
        });
        let look = if reading {
            Look::Stop
        } else if ready {
            Look::Ready
        } else {
            Look::Crossed
        };
        let side = if small { 16 } else { 20 };
        let icon = canvas::Canvas::new(Icon { look }).width(side).height(side);
        // Its name for screen readers: what its tooltip says.
        let name = crate::i18n::ruby::plain(&tip);
        let icon = crate::app::semantics::told(icon, move |rect| {
            vec![crate::app::semantics::Told {
                what: crate::app::semantics::Thing::Label(name.clone()),
                rect,
            }]
        });
        let b = button(icon)
            .padding(if small { 3 } else { 5 })
            .style(if reading {
                theme::speaker_on
            } else {
                theme::speaker
            })
            .on_press_maybe(ready.then(|| speak(said)));
        tooltip(
            b,
            container(text(tip).size(15)).padding(8).max_width(360),
            tooltip::Position::Bottom,
        )
        .style(theme::tip)
        .into()
    }

    /// A screen's keys line with V among its keys, before the last one
    /// (Esc): "V stop" while a text is read, else "V listen" when the
    /// language on screen can be read aloud.
    pub fn keys(self, line: &str) -> String {
        let key = if self.speech.saying().is_some() {
            "speak-key-stop"
        } else if self.speech.voice(self.i18n.lang()) == Voice::Ready {
            "speak-key"
        } else {
            return line.to_owned();
        };
        let key = self.i18n.tr(key);
        match line.rfind(SEPARATOR) {
            Some(i) => format!("{}{SEPARATOR}{key}{}", &line[..i], &line[i..]),
            None => format!("{line}{SEPARATOR}{key}"),
        }
    }
}

/// Sentences one under the other, each followed by its second-language
/// twin (`second`, when the learner has a second language), with the
/// speaker buttons in a margin before them: the one that reads `said` (the
/// sentences, or words that say them more fully) beside the first
/// sentence, and the second language's, smaller, beside its first twin,
/// reading `second`'s text.
pub fn read<'a, M: Clone + 'a>(
    aloud: Aloud<'_>,
    said: String,
    main: Vec<String>,
    second: Option<(String, Vec<String>)>,
    size: f32,
    speak: fn(Said) -> M,
) -> Column<'a, M> {
    let second_words = aloud.i18n.second();
    let (second_said, twins) = match (second, &second_words) {
        (Some((said, twins)), Some(_)) => (Some(said), twins),
        _ => (None, Vec::new()),
    };
    let mut main_button = Some(aloud.button_in(aloud.i18n, said, speak, false));
    let mut second_button = second_said
        .zip(second_words.as_ref())
        .map(|(said, words)| aloud.button_in(words, said, speak, true));
    let margin = |button: Option<Element<'a, M>>| {
        container(button.unwrap_or_else(|| iced::widget::Space::new().into()))
            .width(MARGIN)
            .align_x(iced::Center)
    };
    let mut col = Column::new().spacing(6);
    for (i, line) in main.into_iter().enumerate() {
        let mut pair = Column::new().spacing(2).push(
            row![margin(main_button.take()), text(line).size(size)]
                .spacing(10)
                .align_y(Top),
        );
        if let Some(twin) = twins.get(i) {
            pair = pair.push(
                row![
                    margin(second_button.take()),
                    text(twin.clone())
                        .size((size * 0.8).round())
                        .style(theme::second_language)
                ]
                .spacing(10)
                .align_y(Top),
            );
        }
        col = col.push(pair);
    }
    col
}

/// The width of the margin the speaker buttons stand in.
const MARGIN: f32 = 30.0;

/// A text at `size` with its button, in the learner's language and, when
/// they have one, in their second language under it, smaller and in
/// another colour, with a button of its own. `words` says the text in a
/// given language (the app's localizer, or the same texts in the second
/// language).
pub fn words<'a, M: Clone + 'a>(
    aloud: Aloud<'_>,
    words: impl Fn(&Localizer) -> String,
    size: f32,
    speak: fn(Said) -> M,
) -> Element<'a, M> {
    let said = words(aloud.i18n);
    let second = aloud.i18n.second().map(|l| {
        let w = words(&l);
        (w.clone(), vec![w])
    });
    read(aloud, said.clone(), vec![said], second, size, speak).into()
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
    speak: fn(Said) -> M,
) -> Element<'a, M> {
    let main = lines(aloud.i18n);
    let second = aloud.i18n.second().map(|l| {
        let twins = lines(&l);
        (joined(&twins), twins)
    });
    let said = joined(&main);
    container(read(aloud, said, main, second, size.text(18), speak).width(Fill))
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
/// where nothing can be read; a stop sign while its text is read.
struct Icon {
    look: Look,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Look {
    Ready,
    Crossed,
    Stop,
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
        if self.look == Look::Stop {
            // A square, as on every player's stop button.
            let square = Path::rectangle(at(4.5, 4.5), iced::Size::new(11.0 * u, 11.0 * u));
            frame.fill(&square, theme::speaker_icon_on(theme));
            return vec![frame.into_geometry()];
        }
        let crossed = self.look == Look::Crossed;
        let color = theme::speaker_icon(theme, !crossed);
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
        if crossed {
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

    fn said(text: &str, lang: Lang) -> Said {
        Said::new(text.to_owned(), lang)
    }

    #[test]
    fn the_voices_are_asked_once_and_a_missing_one_says_nothing() {
        let fake = Fake::with(&[Lang::It]);
        let mut s = Speech::new(Arc::new(fake.clone()));
        // Until the service answers, the button is on.
        assert_eq!(s.voice(Lang::Ja), Voice::Ready);
        let asked = s.to_ask(false).expect("asked the first time");
        assert!(s.to_ask(true).is_none(), "not again before the answer");
        s.answered(asked.voices());
        assert!(s.to_ask(false).is_none(), "and only then");
        assert_eq!(s.voice(Lang::Ja), Voice::Missing);
        assert!(s.say(said("こんにちは", Lang::Ja)).is_none());
        assert!(s.say(said("Ciao", Lang::It)).is_some());
        assert_eq!(fake.said(), [("Ciao".to_owned(), Lang::It)]);
    }

    #[test]
    fn a_service_that_answered_none_is_asked_again_when_a_text_screen_opens() {
        let fake = Fake::answering(Voices::NoService);
        let mut s = Speech::new(Arc::new(fake));
        let _ = s.to_ask(false);
        s.answered(Voices::NoService);
        assert!(s.to_ask(false).is_none());
        assert!(s.to_ask(true).is_some(), "asked again");
        s.answered(Voices::ready([true; 4]));
        assert_eq!(s.voice(Lang::Ja), Voice::Ready);
        assert!(s.to_ask(true).is_none(), "every voice is there");
    }

    #[test]
    fn the_same_button_stops_its_text_and_the_end_puts_it_back() {
        let fake = Fake::with(&Lang::ALL);
        let mut s = Speech::new(Arc::new(fake.clone()));
        assert!(s.say(said("Step one", Lang::En)).is_some());
        assert_eq!(s.saying(), Some(&said("Step one", Lang::En)));
        // The same text again: stopped, not started over.
        assert!(s.say(said("Step one", Lang::En)).is_none());
        assert_eq!(s.saying(), None);
        assert_eq!(
            fake.heard(),
            [
                Heard::Said {
                    text: "Step one".into(),
                    lang: Lang::En
                },
                Heard::Stopped
            ]
        );
        // Another text cuts it off; the end of the reading frees the
        // button.
        let _ = s.say(said("Step one", Lang::En));
        let _ = s.say(said("Passo uno", Lang::It));
        assert_eq!(s.saying(), Some(&said("Passo uno", Lang::It)));
        s.quieted();
        assert!(s.saying().is_some(), "still being read");
        fake.finish();
        s.quieted();
        assert_eq!(s.saying(), None);
    }

    #[test]
    fn a_japanese_text_goes_to_the_speaker_by_its_readings() {
        let fake = Fake::with(&Lang::ALL);
        let mut s = Speech::new(Arc::new(fake.clone()));
        // As a lesson text with readings is written.
        let text = "「最後《さいご》の一周《いっしゅう》」で、この穴《あな》から｜種まき《たねまき》するよ。";
        let _ = s.say(said(text, Lang::Ja));
        let (sent, lang) = fake.said().pop().unwrap();
        assert_eq!(lang, Lang::Ja);
        assert_eq!(sent, "さいごのいっしゅうで、このあなからたねまきするよ。");
        let read: Vec<char> = crate::i18n::ruby::segments(text)
            .iter()
            .filter(|seg| seg.reading.is_some())
            .flat_map(|seg| seg.base.chars())
            .filter(|&c| crate::i18n::ruby::is_kanji(c))
            .collect();
        assert!(!read.is_empty());
        assert!(!sent.chars().any(|c| read.contains(&c)), "{sent}");
    }

    #[test]
    fn the_keys_line_names_v_before_its_last_key_only_with_a_voice() {
        let i18n = Localizer::new(Lang::En);
        let line = "Keys: H hint · Esc back to the puzzles";
        let fake = Fake::with(&[Lang::En]);
        let mut speech = Speech::new(Arc::new(fake));
        let ready = Aloud {
            i18n: &i18n,
            speech: &speech,
        };
        assert_eq!(
            ready.keys(line),
            "Keys: H hint · V listen · Esc back to the puzzles"
        );
        let _ = speech.say(said("Hint", Lang::En));
        let reading = Aloud {
            i18n: &i18n,
            speech: &speech,
        };
        assert_eq!(
            reading.keys(line),
            "Keys: H hint · V stop reading · Esc back to the puzzles"
        );
        speech.stop();
        speech.answered(Voices::ready([false; 4]));
        let missing = Aloud {
            i18n: &i18n,
            speech: &speech,
        };
        assert_eq!(missing.keys(line), line);
    }

    #[test]
    fn a_text_read_stops_once_it_is_gone_from_the_screen() {
        let fake = Fake::with(&Lang::ALL);
        let mut s = Speech::new(Arc::new(fake.clone()));
        let _ = s.say(said("Step one", Lang::En));
        s.keep_to(&[said("Step one", Lang::En), said("A hint", Lang::En)]);
        assert!(!fake.heard().contains(&Heard::Stopped));
        s.keep_to(&[said("Step two", Lang::En)]);
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
