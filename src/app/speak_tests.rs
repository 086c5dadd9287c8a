//! Reading aloud through the app's messages, with the fake speaker: the V
//! key and the buttons read the text on show in the language on screen,
//! a text that leaves the screen stops, a missing voice reads nothing.

use std::sync::Arc;

use iced::keyboard::{Key, Modifiers};

use super::speak::Said;
use super::{App, Message, Screen, lessons, puzzles};
use crate::classroom::Speed;
use crate::content::Step;
use crate::i18n::Lang;
use crate::speech::{Fake, Heard, Voices, spoken};

fn app(lang: Lang, fake: &Fake) -> App {
    let mut app = App::new(lang).with_speaker(Arc::new(fake.clone()));
    app.set_speed(Speed::Off);
    app
}

fn press(app: &mut App, c: &str) {
    let _ = app.update(super::tests::press_with(
        Key::Character(c.into()),
        Modifiers::empty(),
    ));
}

fn open_lesson(app: &mut App) {
    let _ = app.update(Message::Home(super::home::Message::Lessons));
    let _ = app.update(Message::Lessons(lessons::Message::Open(0)));
}

/// The lesson step's text as the speaker gets it.
fn lesson_words(app: &App) -> String {
    let Screen::Lesson(s) = app.screen() else {
        panic!("not on a lesson")
    };
    spoken(&app.i18n().tr(s.current().text()))
}

#[test]
fn v_reads_the_lesson_step_in_the_language_on_screen_and_stops_when_it_goes() {
    for lang in [Lang::En, Lang::Ja] {
        let fake = Fake::with(&Lang::ALL);
        let mut app = app(lang, &fake);
        open_lesson(&mut app);
        let first = lesson_words(&app);
        press(&mut app, "v");
        assert_eq!(fake.said(), [(first.clone(), lang)]);
        // The next step: what was being read is gone from the screen.
        let _ = app.update(Message::Lesson(super::lesson::Message::Next));
        assert_eq!(fake.heard().last(), Some(&Heard::Stopped));
        fake.finish();
        let _ = app.update(Message::Quiet);
        press(&mut app, "V");
        assert_eq!(fake.said().last(), Some(&(lesson_words(&app), lang)));
        assert_ne!(lesson_words(&app), first);
    }
}

#[test]
fn on_a_try_v_reads_the_newest_hint_then_the_verdict() {
    let fake = Fake::with(&Lang::ALL);
    let mut app = app(Lang::It, &fake);
    let _ = app.update(Message::Home(super::home::Message::Lessons));
    let _ = app.update(Message::Lessons(lessons::Message::Open(1)));
    // The lesson's first try with a hint and words for a wrong move.
    let wanted = |s: &Step| matches!(s, Step::Try(t) if !t.hints.is_empty() && !t.wrong.is_empty());
    for _ in 0..20 {
        let (here, skip) = match app.screen() {
            Screen::Lesson(s) => (wanted(s.current()), s.skip_open()),
            _ => panic!("left the lesson"),
        };
        if here {
            break;
        }
        let m = if skip {
            super::lesson::Message::Skip
        } else {
            super::lesson::Message::Next
        };
        let _ = app.update(Message::Lesson(m));
    }
    let Screen::Lesson(s) = app.screen() else {
        panic!("left the lesson")
    };
    let Step::Try(t) = s.current().clone() else {
        panic!("no try step")
    };
    press(&mut app, "h");
    let hint = app.aloud()[0].clone();
    // Labelled with its number, as on screen.
    let labelled = app.i18n().tr_with(
        "lesson-hint-line",
        &[
            ("number", 1.into()),
            ("hint", app.i18n().tr(&t.hints[0]).into()),
        ],
    );
    assert_eq!(hint, labelled);
    press(&mut app, "v");
    assert_eq!(fake.said().last(), Some(&(spoken(&hint), Lang::It)));
    // A house that is not the answer.
    let wrong = crate::engine::House::new(usize::from(t.wrong[0].moves[0]))
        .expect("a house")
        .own_number();
    press(&mut app, &wrong.to_string());
    let verdict = app.aloud()[0].clone();
    assert!(
        verdict.starts_with(&app.i18n().tr(&t.wrong[0].text)),
        "{verdict:?}"
    );
    // The hint, still on show, was read to its end.
    fake.finish();
    let _ = app.update(Message::Quiet);
    press(&mut app, "v");
    assert_eq!(fake.said().last(), Some(&(spoken(&verdict), Lang::It)));
}

#[test]
fn a_puzzle_reads_its_prompt_its_hint_and_the_verdict_on_a_button_press() {
    let fake = Fake::with(&Lang::ALL);
    let mut app = app(Lang::Es, &fake);
    let _ = app.update(Message::Home(super::home::Message::Puzzles));
    let _ = app.update(Message::Puzzles(puzzles::Message::Open(0)));
    let prompt = app.aloud()[0].clone();
    press(&mut app, "v");
    press(&mut app, "h");
    let hint = app.aloud()[0].clone();
    // The hint's own button sends its text, as the key does (V would
    // stop the prompt, still being read).
    let _ = app.update(Message::Puzzle(super::puzzle::Message::Speak(Said::new(
        hint.clone(),
        Lang::Es,
    ))));
    assert_eq!(
        fake.said(),
        [(spoken(&prompt), Lang::Es), (spoken(&hint), Lang::Es)]
    );
    press(&mut app, "s");
    let solution = app.aloud()[0].clone();
    assert!(
        matches!(app.screen(), Screen::Puzzle(p) if *p.status() == super::puzzle::Status::Shown)
    );
    assert!(!fake.said().iter().any(|(t, _)| *t == spoken(&solution)));
    fake.finish();
    let _ = app.update(Message::Quiet);
    press(&mut app, "v");
    assert_eq!(fake.said().last(), Some(&(spoken(&solution), Lang::Es)));
}

#[test]
fn without_a_voice_for_the_language_or_a_service_nothing_is_read() {
    let fake = Fake::with(&[Lang::En]);
    let mut app = app(Lang::Ja, &fake);
    let _ = app.update(Message::Voices(Voices::ready([true, false, false, false])));
    let _ = app.update(Message::Home(super::home::Message::Puzzles));
    let _ = app.update(Message::Puzzles(puzzles::Message::Open(0)));
    press(&mut app, "v");
    let _ = app.update(Message::Puzzle(super::puzzle::Message::Speak(Said::new(
        "テスト".into(),
        Lang::Ja,
    ))));
    assert!(fake.heard().is_empty(), "{:?}", fake.heard());
    // No service at all: the same.
    let _ = app.update(Message::Voices(Voices::NoService));
    press(&mut app, "v");
    assert!(fake.heard().is_empty());
}

#[test]
fn the_end_of_a_game_is_read_with_its_count() {
    let fake = Fake::with(&Lang::ALL);
    let mut app = app(Lang::En, &fake);
    let _ = app.update(Message::Home(super::home::Message::Play));
    press(&mut app, "v");
    assert!(fake.heard().is_empty(), "nothing to read during a game");
    loop {
        let Screen::Play(p) = app.screen() else {
            panic!()
        };
        let Some(h) = p.game().position().legal_moves().next() else {
            break;
        };
        let _ = app.update(Message::Play(super::play::Message::PlayOwn(h.own_number())));
    }
    press(&mut app, "v");
    let said = fake.said();
    let (text, lang) = said.last().expect("the end read");
    assert_eq!(*lang, Lang::En);
    assert!(text.contains("seeds"), "{text}");
    assert_eq!(*text, spoken(&app.aloud()[0]));
}

#[test]
fn the_same_key_stops_the_text_it_reads_and_the_end_frees_it() {
    let fake = Fake::with(&Lang::ALL);
    let mut app = app(Lang::En, &fake);
    open_lesson(&mut app);
    press(&mut app, "v");
    let first = Said::new(app.aloud()[0].clone(), Lang::En);
    assert_eq!(app.speech().saying(), Some(&first), "shown as read");
    // The keys line says V stops now.
    press(&mut app, "v");
    assert_eq!(fake.heard().last(), Some(&Heard::Stopped));
    assert_eq!(fake.said().len(), 1, "stopped, not read again");
    assert_eq!(app.speech().saying(), None);
    // Read to its end: the button is a speaker again, and V reads again.
    press(&mut app, "v");
    fake.finish();
    let _ = app.update(Message::Quiet);
    assert_eq!(app.speech().saying(), None);
    press(&mut app, "v");
    assert_eq!(fake.said().len(), 3);
}

#[test]
fn the_second_language_under_a_text_is_read_by_its_own_button() {
    let fake = Fake::with(&Lang::ALL);
    let mut app = app(Lang::It, &fake);
    app.set_second_language(Some(Lang::Ja));
    open_lesson(&mut app);
    let second = app.i18n().second().expect("a second language");
    let Screen::Lesson(s) = app.screen() else {
        panic!()
    };
    let twin = second.tr(s.current().text());
    assert_ne!(twin, app.i18n().tr(s.current().text()));
    // Its button sends the Japanese text in Japanese.
    let said = Said::new(twin.clone(), Lang::Ja);
    let _ = app.update(Message::Lesson(super::lesson::Message::Speak(said.clone())));
    assert_eq!(fake.said(), [(spoken(&twin), Lang::Ja)]);
    assert_eq!(app.speech().saying(), Some(&said));
    // It is on screen, so a message does not stop it; its button again does.
    let _ = app.update(Message::Voices(Voices::ready([true; 4])));
    assert_eq!(
        fake.heard().last().map(|h| *h == Heard::Stopped),
        Some(false)
    );
    let _ = app.update(Message::Lesson(super::lesson::Message::Speak(said)));
    assert_eq!(fake.heard().last(), Some(&Heard::Stopped));
    assert_eq!(fake.said().len(), 1);
}

#[test]
fn every_japanese_lesson_step_reaches_the_speaker_by_its_readings() {
    let fake = Fake::with(&Lang::ALL);
    let mut app = app(Lang::Ja, &fake);
    let texts: Vec<String> = app
        .lesson_list()
        .iter()
        .flat_map(|l| l.steps.iter().map(|s| app.i18n().tr(s.text())))
        .collect();
    assert!(texts.len() > 50, "every step of every lesson");
    for text in texts {
        let _ = app.update(Message::Lesson(super::lesson::Message::Speak(Said::new(
            text.clone(),
            Lang::Ja,
        ))));
        let (sent, _) = fake.said().pop().expect("read");
        assert!(!sent.contains(['《', '》', '｜']), "{sent:?}");
        // Each reading is said where its base was (a kanji may also be
        // written without one elsewhere: Open JTalk reads it, espeak-ng
        // cannot).
        let mut rest = sent.as_str();
        for seg in crate::i18n::ruby::segments(&text) {
            if let Some(reading) = seg.reading {
                let at = rest.find(reading).expect("the reading said");
                rest = &rest[at + reading.len()..];
            }
        }
        let _ = app.update(Message::StopReading);
    }
}

#[test]
fn where_the_keyboard_lands_is_read_aloud_only_when_asked_for() {
    let fake = Fake::with(&Lang::ALL);
    let mut app = app(Lang::Es, &fake);
    open_lesson(&mut app);
    let _ = app.update(Message::Focused("Siguiente".into()));
    assert!(
        fake.said().is_empty(),
        "read aloud without being asked: {:?}",
        fake.said()
    );
    app.set_look(|look| look.speak_focus = true);
    let _ = app.update(Message::Focused("Siguiente".into()));
    assert_eq!(fake.said(), [("Siguiente".to_owned(), Lang::Es)]);
}
