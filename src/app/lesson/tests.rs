//! The lesson screen's logic, on a lesson written for the tests (so every
//! kind of step and answer is there) and on the shipped lessons.

use std::time::{Duration, Instant};

use iced::keyboard::{Key, key::Named};

use super::{After, Event, LessonScreen, Message, Status};
use crate::app::play::opponent::think;
use crate::app::play::sowing::Speed;
use crate::app::{self, App, Screen};
use crate::classroom::{LessonProgress, State, progress};
use crate::content::{self, Lesson, Miss, Score, Step, Theme};
use crate::engine::{House, Position};
use crate::i18n::{Lang, Localizer};

fn shipped() -> Vec<Lesson> {
    crate::classroom::Library::shipped().lessons
}

/// Step 2: South's house 1 (2 seeds) and house 2 (1 seed) both end in
/// house 3; houses 5 and 6 (1 seed each) do not; the try's wrong text is
/// for 6. Step 4 is guided (house 3 of the start reaches North's house 1);
/// step 5 a defence whose reply is played out; step 6 the closing game.
const LESSON: &str = r#"Lesson(
    id: "test",
    order: 1,
    title: "lesson-board-title",
    summary: "lesson-board-summary",
    practice: Capture,
    steps: [
        Explain(id: "s0", text: "lesson-board-rows", position: "4,4,4,4,4,4/4,4,4,4,4,4 0-0 S", highlight: [0, 1]),
        Watch(id: "s1", text: "lesson-board-rows", position: "4,4,4,4,4,4/4,4,4,4,4,4 0-0 S", moves: [2, 8], after: "lesson-board-rows"),
        Try(id: "s2",
            text: "lesson-board-rows",
            position: "2,1,0,0,1,1/4,4,4,4,4,4 19-0 S",
            goal: LastIn(house: 2),
            answer: [0],
            hints: ["lesson-board-hint-count-left"],
            success: "lesson-board-try-third-ok",
            wrong: [(moves: [5], text: "lesson-board-wrong-count")],
        ),
        Question(id: "s3",
            text: "lesson-board-rows",
            position: "2,1,0,0,1,1/4,4,4,4,4,4 19-0 S",
            ask: LegalMoves,
            choices: [1, 4, 6],
            explanation: "lesson-board-rows",
            hints: ["lesson-board-hint-count-left"],
            wrong: [(answers: [6], text: "lesson-board-wrong-count")],
        ),
        Try(id: "s4",
            text: "lesson-board-rows",
            position: "4,4,4,4,4,4/4,4,4,4,4,4 0-0 S",
            goal: LastIn(house: 6),
            answer: [2],
            guided: true,
            success: "lesson-board-try-third-ok",
        ),
        Try(id: "s5",
            text: "lesson-board-rows",
            position: "1,1,0,0,0,1/0,0,0,0,0,2 22-21 S",
            goal: Defend,
            answer: [1],
            success: "lesson-board-try-third-ok",
        ),
        Game(id: "s6",
            text: "lesson-board-rows",
            position: "0,1,0,2,0,1/1,0,0,0,0,1 20-22 S",
            level: 1,
            aim: Win,
            hints: ["lesson-board-hint-count-left"],
            success: "lesson-board-try-third-ok",
            failure: "lesson-board-wrong-count",
        ),
    ],
)"#;

const TRY: usize = 2;
const QUESTION: usize = 3;
const GUIDED: usize = 4;
const DEFEND: usize = 5;
const GAME: usize = 6;

fn lesson() -> Lesson {
    crate::content::validate::ron_options()
        .from_str(LESSON)
        .expect("the test lesson parses")
}

fn screen(speed: Speed) -> LessonScreen {
    LessonScreen::new(lesson(), speed).expect("a lesson with steps")
}

/// The screen at `step`, the exercises on the way skipped.
fn at_step(step: usize, speed: Speed) -> LessonScreen {
    let mut s = screen(speed);
    for _ in 0..step {
        let m = if s.skip_open() {
            Message::Skip
        } else {
            Message::Next
        };
        s.update(m);
    }
    assert_eq!(s.step_index(), step);
    s
}

fn done(step: usize) -> Vec<Event> {
    vec![Event::Completed("test".into(), step)]
}

/// Completed and scored.
fn right(step: usize, score: Score) -> Vec<Event> {
    vec![
        Event::Completed("test".into(), step),
        Event::Scored {
            lesson: "test".into(),
            step,
            score,
        },
    ]
}

fn h(n: usize) -> House {
    House::new(n).unwrap()
}

fn ch(c: &str) -> Key {
    Key::Character(c.into())
}

/// Frames far apart until the board is still.
fn finish(s: &mut LessonScreen) -> Vec<Event> {
    let mut events = Vec::new();
    let mut now = Instant::now();
    for _ in 0..200 {
        if !s.is_animating() {
            break;
        }
        now += Duration::from_millis(500);
        events.extend(s.update(Message::Frame(now)));
    }
    events
}

/// Plays the closing game on show to its end: the learner's moves are the
/// ones the exact search proves, the coach's come from `think`.
fn play_game(s: &mut LessonScreen) -> Vec<Event> {
    let Step::Game(g) = s.current().clone() else {
        panic!("a game step");
    };
    let mut events = Vec::new();
    for _ in 0..60 {
        events.extend(finish(s));
        if let Some(request) = s.thinking().cloned() {
            let house = think(&request);
            events.extend(s.update(Message::Computer {
                generation: request.generation,
                house,
            }));
            continue;
        }
        if !matches!(s.status(), Status::Playing) {
            return events;
        }
        let (_, moves) = content::aim::forced(g.aim, &s.shown()).expect("a proven aim");
        events.extend(s.update(Message::Board(super::BoardMessage::Clicked(moves[0]))));
    }
    panic!("the game did not end");
}

/// Answers the exercise on show the way its author meant (or the engine
/// proves), at the first go.
fn answer(s: &mut LessonScreen) -> Vec<Event> {
    match s.current().clone() {
        Step::Try(t) => {
            let house = t
                .answer
                .as_ref()
                .map(|a| h(usize::from(a[0])))
                .unwrap_or_else(|| content::answers(t.goal, &s.shown()).unwrap()[0]);
            let mut events = s.update(Message::Board(super::BoardMessage::Clicked(house)));
            events.extend(finish(s));
            events
        }
        Step::Question(_) => {
            let a = s.right_answer().expect("an answer");
            s.update(Message::Choose(a))
        }
        Step::Game(_) => play_game(s),
        _ => Vec::new(),
    }
}

#[test]
fn every_shipped_lesson_can_be_answered_to_its_finish_screen_with_three_stars() {
    assert!(!shipped().is_empty());
    for l in shipped() {
        let mut s = LessonScreen::new(l.clone(), Speed::Off).expect(&l.id);
        let mut finished = false;
        for _ in 0..l.steps.len() {
            if s.current().is_exercise() {
                let events = answer(&mut s);
                assert!(
                    events.iter().any(|e| matches!(e, Event::Scored { .. })),
                    "{} step {}: {events:?} {:?}",
                    l.id,
                    s.step_index() + 1,
                    s.status()
                );
            }
            assert!(s.next_open(), "{} step {}", l.id, s.step_index() + 1);
            let events = s.update(Message::Next);
            finished = events.contains(&Event::Finished(l.id.clone()));
        }
        assert!(finished && s.is_finished(), "{}", l.id);
        assert_eq!(s.stars(), 3, "{}", l.id);
        assert_eq!(s.missing(), None, "{}", l.id);
        assert_eq!(s.update(Message::Back), [Event::Back]);
    }
}

#[test]
fn steps_go_forward_and_back_and_an_explanation_is_completed_on_sight() {
    let mut s = screen(Speed::Off);
    assert_eq!(s.entered(), done(0));
    assert_eq!(s.highlight, [h(0), h(1)]);
    assert_eq!(s.update(Message::Previous), []);
    assert_eq!(s.step_index(), 0);
    // Without animation a watch step is over as soon as it is entered.
    assert_eq!(s.update(Message::Next), done(1));
    assert_eq!(s.status(), &Status::Watched);
    assert_eq!(s.update(Message::Previous), done(0));
    assert_eq!(s.step_index(), 0);
    assert_eq!(s.key(&Key::Named(Named::ArrowRight)), Some(Message::Next));
}

#[test]
fn a_watch_step_plays_its_moves_then_says_what_follows() {
    let mut s = at_step(1, Speed::Normal);
    assert!(s.is_animating());
    assert_eq!(s.status(), &Status::Asking);
    let events = finish(&mut s);
    assert_eq!(events, done(1));
    assert_eq!(s.status(), &Status::Watched);
    // Both moves were played: South's house 3, then North's house 3.
    let after = Position::START
        .play(h(2))
        .and_then(|(p, _)| p.play(h(8)))
        .unwrap()
        .0;
    assert_eq!(s.shown(), after);
    assert_eq!(s.update(Message::WatchAgain), []);
    assert!(s.is_animating());
    assert_eq!(s.status(), &Status::Asking);
}

#[test]
fn a_try_answered_right_at_the_first_go_scores_best() {
    let mut s = at_step(TRY, Speed::Normal);
    assert_eq!(s.update(Message::PlayOwn(1)), right(TRY, Score::Best));
    assert_eq!(s.status(), &Status::Right { alternative: false });
    assert!(s.is_animating());
    // No second answer once it is right.
    finish(&mut s);
    assert_eq!(s.update(Message::PlayOwn(2)), []);
    assert_eq!(s.scores()[&TRY], Score::Best);
}

#[test]
fn a_try_answered_with_another_move_that_works() {
    let mut s = at_step(TRY, Speed::Off);
    assert_eq!(s.update(Message::PlayOwn(2)), right(TRY, Score::Best));
    assert_eq!(s.status(), &Status::Right { alternative: true });
}

#[test]
fn a_wrong_try_says_why_and_a_house_played_then_is_a_new_go() {
    let mut s = at_step(TRY, Speed::Off);
    assert_eq!(s.update(Message::PlayOwn(6)), []);
    let asked = h(2);
    assert_eq!(
        s.status(),
        &Status::Wrong {
            played: h(5),
            text: Some("lesson-board-wrong-count".into()),
            miss: Some(Miss::LandedElsewhere {
                landed: h(6),
                asked
            }),
        }
    );
    // The board keeps the wrong move's seeds where they went...
    let start = s.stage.start;
    assert_eq!(s.shown(), start.play(h(5)).unwrap().0);
    // ...until a house is played again: from the exercise's position.
    assert_eq!(s.update(Message::PlayOwn(5)), []);
    assert_eq!(s.shown(), start.play(h(4)).unwrap().0);
    assert_eq!(
        s.status(),
        &Status::Wrong {
            played: h(4),
            text: None,
            miss: Some(Miss::LandedElsewhere {
                landed: h(5),
                asked
            }),
        }
    );
    // "Try again" puts the seeds back; an empty house is refused and
    // changes nothing.
    s.update(Message::Retry);
    assert_eq!(s.shown(), start);
    assert_eq!(s.update(Message::PlayOwn(3)), []);
    assert!(s.refusal.is_some());
    assert_eq!(s.status(), &Status::Asking);
    // Hints: the step's own, then the house; no more after that.
    for _ in 0..5 {
        s.update(Message::Hint);
    }
    assert_eq!(s.hints_shown(), 2);
    // Two slips and two hints: answered in the end.
    assert_eq!(s.update(Message::PlayOwn(1)), right(TRY, Score::Done));
}

#[test]
fn try_again_twice_stays_on_the_step_and_next_waits_for_an_answer() {
    let mut s = at_step(TRY, Speed::Off);
    // Not answered: Next (button, Enter, →) does not go on; Skip does.
    assert!(!s.next_open());
    assert!(s.skip_open());
    assert_eq!(s.update(Message::Next), []);
    assert_eq!(s.step_index(), TRY);
    assert_eq!(s.key(&Key::Named(Named::Enter)), None);
    s.update(Message::PlayOwn(6));
    assert!(s.retry_open());
    // A double click on "Try again": the second does nothing.
    s.update(Message::Retry);
    assert!(!s.retry_open());
    assert_eq!(s.update(Message::Retry), []);
    assert_eq!((s.step_index(), s.status()), (TRY, &Status::Asking));
    assert!(!s.next_open());
    // Answered: Next goes on, Skip is no more.
    s.update(Message::PlayOwn(1));
    assert!(s.next_open() && !s.skip_open());
    assert_eq!(s.update(Message::Skip), []);
    assert_eq!(s.step_index(), TRY);
    // A step answered on an earlier visit may be passed with Next.
    let mut again = at_step(QUESTION, Speed::Off);
    again.set_completed([QUESTION].into());
    assert!(again.next_open());
}

#[test]
fn a_question_answered_wrong_says_why_then_right() {
    let mut s = at_step(QUESTION, Speed::Off);
    assert_eq!(s.right_answer(), Some(4));
    assert_eq!(s.update(Message::Choose(6)), []);
    assert_eq!(
        s.status(),
        &Status::Answered {
            choice: 6,
            right: false
        }
    );
    // The letters pick a choice by its badge: B is the second, 4. The
    // numbers are no keys here: "4" would be read as the answer 4.
    assert_eq!(s.key(&ch("4")), None);
    assert_eq!(s.key(&ch("6")), None);
    assert_eq!(s.key(&ch("b")), Some(Message::Choose(4)));
    assert_eq!(s.key(&ch("C")), Some(Message::Choose(6)));
    assert_eq!(s.key(&ch("d")), None, "three choices: A to C");
    assert_eq!(s.update(Message::Choose(4)), right(QUESTION, Score::Good));
    assert_eq!(s.update(Message::Choose(1)), []);
    // Answered right: no more hints, by the button or by H.
    assert!(s.hint_count() > 0 && s.hints_shown() < s.hint_count());
    assert!(!s.hint_open());
    s.update(Message::Hint);
    assert_eq!(s.hints_shown(), 0);
}

#[test]
fn a_guided_try_rings_its_house_and_shows_its_path_until_played() {
    let mut s = at_step(GUIDED, Speed::Off);
    assert_eq!(s.stage.guide, Some(h(2)));
    // No "try your house 3" hint: the board shows it already.
    assert_eq!(s.hint_count(), 0);
    s.update(Message::PlayOwn(1));
    assert!(matches!(s.status(), Status::Wrong { .. }));
    assert_eq!(s.stage.guide, None, "not over the wrong move's board");
    s.update(Message::Retry);
    assert_eq!(s.stage.guide, Some(h(2)));
    assert_eq!(s.update(Message::PlayOwn(3)), right(GUIDED, Score::Good));
}

#[test]
fn a_defence_plays_norths_reply_out_before_its_verdict() {
    // Right: North's best reply (its house 6) captures nothing.
    let mut s = at_step(DEFEND, Speed::Normal);
    let start = s.stage.start;
    s.update(Message::PlayOwn(2));
    assert!(!s.verdict_shown());
    finish(&mut s);
    let after = start.play(h(1)).unwrap().0;
    assert_eq!(s.shown(), after.play(h(11)).unwrap().0);
    assert!(s.verdict_shown());
    // Wrong: the reply that shows the capture is played.
    let mut s = at_step(DEFEND, Speed::Off);
    s.update(Message::PlayOwn(1));
    let Status::Wrong {
        miss: Some(Miss::LosesMore { by, lost, .. }),
        ..
    } = s.status().clone()
    else {
        panic!("{:?}", s.status());
    };
    assert_eq!(lost, 3);
    let after = start.play(h(0)).unwrap().0;
    let (replied, _) = after.play(by).unwrap();
    assert_eq!(s.shown(), replied);
    assert_eq!(replied.store(crate::engine::Side::North), 21 + lost);
}

#[test]
fn the_closing_game_is_played_against_the_coach_and_judged_on_its_aim() {
    let mut s = at_step(GAME, Speed::Off);
    assert_eq!(s.status(), &Status::Playing);
    assert!(!s.retry_open(), "nothing to start again yet");
    assert!(!s.next_open() && s.skip_open());
    let events = play_game(&mut s);
    assert!(events.iter().any(|e| matches!(e, Event::Think(_))));
    let Status::GameOver { met, totals } = s.status().clone() else {
        panic!("{:?}", s.status());
    };
    assert!(met && totals[0] > totals[1], "{totals:?}");
    assert!(events.ends_with(&right(GAME, Score::Best)), "{events:?}");
    assert!(s.next_open());
    // Started again, a game lost counts as a slip.
    s.update(Message::Retry);
    assert_eq!(s.status(), &Status::Playing);
    // A poor first move: North is fed and the game goes on.
    let before = s.shown();
    s.update(Message::PlayOwn(2));
    assert!(s.retry_open());
    assert_ne!(s.shown(), before);
    // The coach's answer to a game since given up is dropped.
    let old = s.thinking().cloned();
    s.update(Message::Retry);
    if let Some(old) = old {
        assert_eq!(
            s.update(Message::Computer {
                generation: old.generation,
                house: h(6),
            }),
            []
        );
        assert_eq!(s.shown(), s.stage.start);
    }
    // The won game before it was no slip; the game given up is one.
    assert_eq!(s.slips, 1);
}

#[test]
fn the_finish_screen_shows_the_stars_and_offers_the_next_lesson_and_practice() {
    let mut s = screen(Speed::Off);
    s.set_after(After {
        next: Some("lesson-sowing-title".into()),
        puzzles: 12,
    });
    for _ in 0..s.lesson().steps.len() {
        if s.current().is_exercise() {
            answer(&mut s);
        }
        s.update(Message::Next);
    }
    assert!(s.is_finished());
    // Every exercise right at the first go.
    assert_eq!(s.stars(), 3);
    assert_eq!(s.key(&Key::Named(Named::Enter)), Some(Message::NextLesson));
    assert_eq!(s.update(Message::NextLesson), [Event::NextLesson]);
    assert_eq!(s.key(&ch("p")), Some(Message::Practise));
    assert_eq!(
        s.update(Message::Practise),
        [Event::Practise(Theme::Capture)]
    );
    let en = Localizer::new(Lang::En);
    let keys = s.keys_line(&en);
    assert!(
        keys.contains("Enter next lesson") && keys.contains("P practise"),
        "{keys}"
    );
    // Back to the last step, and forward again.
    s.update(Message::Previous);
    assert!(!s.is_finished());
    assert_eq!(s.step_index(), GAME);
    // No next lesson, no puzzles: Enter goes back to the list.
    s.set_after(After::default());
    s.update(Message::Next);
    assert_eq!(s.key(&Key::Named(Named::Enter)), Some(Message::Back));
    assert_eq!(s.key(&ch("p")), None);
    assert_eq!(s.update(Message::Practise), []);
}

#[test]
fn stars_count_every_exercise_and_a_skipped_one_keeps_them_back() {
    let mut s = screen(Speed::Off);
    for _ in 0..s.lesson().steps.len() {
        if s.current().is_exercise() && s.step_index() != QUESTION {
            answer(&mut s);
        }
        let m = if s.skip_open() {
            Message::Skip
        } else {
            Message::Next
        };
        s.update(m);
    }
    assert!(s.is_finished());
    assert_eq!(s.stars(), 0);
    assert_eq!(s.missing(), Some(QUESTION));
    assert_eq!(s.key(&ch("g")), Some(Message::GoTo(QUESTION)));
    s.update(Message::GoTo(QUESTION));
    s.update(Message::Choose(1));
    s.update(Message::Choose(4));
    // Five best and one good: 17 of 18 points.
    assert_eq!(s.stars(), 3);
    // Completed on an earlier visit without a known score: answered in
    // the end.
    let mut before = screen(Speed::Off);
    before.set_completed(progress::needed(&lesson()).into_iter().collect());
    assert_eq!(before.stars(), 1);
}

#[test]
fn the_choice_letters_are_a_to_f_and_no_other_lesson_key() {
    let letters: Vec<char> = (0..8).filter_map(LessonScreen::choice_letter).collect();
    assert_eq!(letters, ['A', 'B', 'C', 'D', 'E', 'F']);
    // On a question every other letter keeps its own meaning.
    let s = at_step(QUESTION, Speed::Off);
    assert_eq!(s.key(&ch("h")), Some(Message::Hint));
    assert_eq!(s.key(&ch("r")), Some(Message::Retry));
    assert_eq!(s.key(&ch("w")), Some(Message::WatchAgain));
    assert_eq!(s.key(&ch("s")), Some(Message::Skip));
    // And on a try the letters pick nothing.
    let s = at_step(TRY, Speed::Off);
    assert_eq!(s.key(&ch("a")), None);
    assert_eq!(s.key(&ch("1")), Some(Message::PlayOwn(1)));
}

#[test]
fn a_lesson_is_done_when_its_exercises_were_answered_right() {
    let l = lesson();
    let mut p = LessonProgress::default();
    assert_eq!(State::of(&l, None), State::New);
    assert_eq!(State::of(&l, Some(&p)), State::New);
    for i in 0..6 {
        p.complete(&l, i);
    }
    assert_eq!(State::of(&l, Some(&p)), State::InProgress);
    p.complete(&l, GAME);
    assert_eq!(State::of(&l, Some(&p)), State::Done);
}

#[test]
fn the_app_records_the_steps_completed() {
    let mut app = App::new(Lang::En);
    let _ = app.update(app::Message::Home(app::home::Message::Lessons));
    let _ = app.update(app::Message::Lessons(app::lessons::Message::Open(0)));
    let Screen::Lesson(s) = app.screen() else {
        panic!("the lesson is open");
    };
    let id = s.lesson().id.clone();
    let first_try = s
        .lesson()
        .steps
        .iter()
        .position(|st| matches!(st, Step::Try(_)))
        .expect("lesson 1 has a try");
    for _ in 0..first_try {
        let _ = app.update(app::Message::Lesson(Message::Skip));
        let _ = app.update(app::Message::Lesson(Message::Next));
    }
    let Screen::Lesson(s) = app.screen() else {
        panic!("still the lesson");
    };
    assert_eq!(s.step_index(), first_try);
    let Step::Try(t) = s.current() else {
        panic!("a try step");
    };
    let house = t.answer.as_ref().expect("an intended move")[0];
    let own = House::new(usize::from(house)).unwrap().own_number();
    let _ = app.update(app::Message::Lesson(Message::PlayOwn(own)));
    let progress = app.lesson_progress()[&id].clone();
    assert!(progress.is_done(&shipped()[0], first_try));
    let _ = app.update(app::Message::Lesson(Message::Back));
    assert!(matches!(app.screen(), Screen::Lessons(_)));
    assert_eq!(State::of(&shipped()[0], Some(&progress)), State::InProgress);
}

#[test]
fn the_finish_screen_opens_the_next_lesson_and_the_themes_puzzles() {
    let mut app = App::new(Lang::En);
    app.set_speed(Speed::Off);
    let list = app.lesson_list().to_vec();
    let (at, l) = list
        .iter()
        .enumerate()
        .find(|(_, l)| l.practice.is_some() && !l.interlude)
        .expect("a lesson with puzzles to practise");
    let _ = app.update(app::Message::Home(app::home::Message::Lessons));
    let _ = app.update(app::Message::Lessons(app::lessons::Message::Open(at)));
    let walk = |app: &mut App| {
        for _ in 0..l.steps.len() {
            let skip = matches!(app.screen(), Screen::Lesson(s) if s.skip_open());
            let m = if skip { Message::Skip } else { Message::Next };
            let _ = app.update(app::Message::Lesson(m));
        }
    };
    walk(&mut app);
    let Screen::Lesson(s) = app.screen() else {
        panic!("the finish screen");
    };
    assert!(s.is_finished());
    let _ = app.update(app::Message::Lesson(Message::NextLesson));
    let next = progress::after(&list, &l.id).unwrap();
    assert!(matches!(app.screen(), Screen::Lesson(s) if s.lesson().id == list[next].id));
    let _ = app.update(app::Message::Lessons(app::lessons::Message::Open(at)));
    let _ = app.update(app::Message::Lesson(Message::Back));
    let _ = app.update(app::Message::Lessons(app::lessons::Message::Open(at)));
    walk(&mut app);
    let _ = app.update(app::Message::Lesson(Message::Practise));
    let Screen::Puzzle(p) = app.screen() else {
        panic!("a puzzle on the lesson's theme");
    };
    assert_eq!(Some(p.puzzle().theme), l.practice);
}

#[test]
fn on_a_try_step_the_arrows_choose_a_house_and_enter_plays_it() {
    let mut s = at_step(TRY, Speed::Off);
    // Enter with nothing chosen does nothing: the step waits for a move.
    assert_eq!(s.key(&Key::Named(Named::Enter)), None);
    assert_eq!(
        s.key(&Key::Named(Named::ArrowRight)),
        Some(Message::Focus(1))
    );
    for _ in 0..3 {
        s.update(Message::Focus(1));
    }
    s.update(Message::Focus(-1));
    assert_eq!(s.stage.preview(), House::new(1));
    assert_eq!(s.key(&Key::Named(Named::Enter)), Some(Message::PlayFocused));
    // South's house 2 ends in house 3: right (another move that works).
    assert_eq!(s.update(Message::PlayFocused), right(TRY, Score::Best));
    // Answered: the arrows go to the steps again.
    assert!(matches!(s.status(), Status::Right { .. }));
    assert_eq!(s.key(&Key::Named(Named::ArrowRight)), Some(Message::Next));
    assert_eq!(
        s.key(&Key::Named(Named::ArrowLeft)),
        Some(Message::Previous)
    );
    assert_eq!(s.key(&ch("w")), Some(Message::WatchAgain));
}

#[test]
fn after_a_wrong_try_enter_tries_again_and_the_choice_is_cleared() {
    let mut s = at_step(TRY, Speed::Off);
    for _ in 0..6 {
        s.update(Message::Focus(1));
    }
    s.update(Message::PlayFocused); // house 6: wrong
    assert!(matches!(s.status(), Status::Wrong { .. }));
    assert_eq!(s.key(&Key::Named(Named::Enter)), Some(Message::Retry));
    // The arrows neither choose (unseen on the wrong move's board) nor
    // leave the step.
    assert_eq!(s.key(&Key::Named(Named::ArrowLeft)), None);
    assert_eq!(s.key(&Key::Named(Named::ArrowRight)), None);
    s.update(Message::Retry);
    assert_eq!(s.status(), &Status::Asking);
    // "Try again" clears the board, the house chosen too: no house is
    // shown as if the lesson picked it, and Enter does not replay it.
    assert_eq!(s.stage.focused, None);
    assert_eq!(s.stage.preview(), None);
    assert_eq!(s.key(&Key::Named(Named::Enter)), None);
    s.update(Message::Focus(-1)); // from the right end: house 6
    s.update(Message::Focus(-1));
    assert_eq!(s.key(&Key::Named(Named::Enter)), Some(Message::PlayFocused));
    s.update(Message::PlayFocused); // house 5: wrong again, judged afresh
    assert!(matches!(s.status(), Status::Wrong { played, .. } if played.index() == 4));
}

#[test]
fn a_tries_verdict_waits_for_its_seeds_to_stop() {
    // Wrong: judged at the click, said once the sowing is over.
    let mut s = at_step(TRY, Speed::Normal);
    assert_eq!(s.update(Message::PlayOwn(6)), []);
    assert!(matches!(s.status(), Status::Wrong { .. }));
    assert!(s.is_animating());
    assert!(!s.verdict_shown());
    let en = Localizer::new(Lang::En);
    assert!(
        !s.keys_line(&en).contains("try again"),
        "{}",
        s.keys_line(&en)
    );
    // Meanwhile Enter and the arrows wait (a second Enter must not skip
    // the step or undo the move unseen), and a house is not judged.
    assert_eq!(s.key(&Key::Named(Named::Enter)), None);
    assert_eq!(s.key(&Key::Named(Named::ArrowRight)), None);
    assert_eq!(s.update(Message::PlayOwn(1)), []);
    assert!(matches!(s.status(), Status::Wrong { played, .. } if played.index() == 5));
    // Part of the way: still nothing said.
    let t0 = Instant::now();
    s.update(Message::Frame(t0));
    s.update(Message::Frame(t0 + Duration::from_millis(300)));
    assert!(s.is_animating());
    assert!(!s.verdict_shown());
    finish(&mut s);
    assert!(s.verdict_shown());
    assert_eq!(s.key(&Key::Named(Named::Enter)), Some(Message::Retry));
    assert!(s.keys_line(&en).contains("R or Enter try again"));

    // Right: recorded at the click, its words after the sowing.
    s.update(Message::Retry);
    assert_eq!(s.update(Message::PlayOwn(1)), right(TRY, Score::Good));
    assert!(s.is_animating());
    assert!(!s.verdict_shown());
    assert_eq!(s.key(&Key::Named(Named::Enter)), None);
    finish(&mut s);
    assert!(s.verdict_shown());
    assert_eq!(s.key(&Key::Named(Named::Enter)), Some(Message::Next));
}

#[test]
fn each_kind_of_step_lists_only_its_own_keys() {
    let en = Localizer::new(Lang::En);
    let line = |s: &LessonScreen| s.keys_line(&en);
    let explain = line(&screen(Speed::Off));
    assert!(explain.starts_with("Keys: → or Enter next"), "{explain}");
    for other in [
        "W watch",
        "H hint",
        "R or Enter",
        "1 to 6",
        "pick an answer",
        "S skip",
    ] {
        assert!(!explain.contains(other), "{explain}");
    }
    let watch = line(&at_step(1, Speed::Off));
    assert!(watch.contains("W watch again"), "{watch}");
    let mut t = at_step(TRY, Speed::Off);
    let try_line = line(&t);
    assert!(try_line.contains("1 to 6 play a house"), "{try_line}");
    assert!(try_line.contains("H hint"), "{try_line}");
    assert!(try_line.contains("S skip"), "{try_line}");
    // → chooses a house here, and the step waits for a move.
    assert!(!try_line.contains("→ or Enter next"), "{try_line}");
    t.update(Message::PlayOwn(1));
    let right = line(&t);
    assert!(right.contains("→ or Enter"), "{right}");
    assert!(
        !right.contains("1 to 6") && !right.contains("S skip"),
        "{right}"
    );
    let q = line(&at_step(QUESTION, Speed::Off));
    assert!(q.contains("A to C pick an answer"), "{q}");
    assert!(!q.contains("1 to 6") && !q.contains("Enter next"), "{q}");
    // The game: houses while it goes on; once over, no house to play.
    let mut g = at_step(GAME, Speed::Off);
    assert!(line(&g).contains("1 to 6 play a house"));
    play_game(&mut g);
    let over = line(&g);
    assert!(
        !over.contains("1 to 6") && over.contains("R start again"),
        "{over}"
    );
    // In every language the line is filled in.
    for lang in Lang::ALL {
        let l = at_step(QUESTION, Speed::Off).keys_line(&Localizer::new(lang));
        assert!(
            !l.contains("lesson-key") && !l.contains("{"),
            "{lang:?}: {l}"
        );
        assert!(l.contains('C'), "{lang:?}: {l}");
    }
}

#[test]
fn the_last_step_names_a_needed_step_left_behind_and_goes_there() {
    // Through the lesson without answering the try.
    let mut s = at_step(GAME, Speed::Off);
    assert_eq!(s.missing(), Some(TRY));
    assert_eq!(s.key(&ch("g")), Some(Message::GoTo(TRY)));
    let en = Localizer::new(Lang::En);
    assert!(s.keys_line(&en).contains("G go to step 3"));
    assert_eq!(s.update(Message::GoTo(TRY)), []);
    assert_eq!(s.step_index(), TRY);
    // Not the last step: G means nothing.
    assert_eq!(s.key(&ch("g")), None);
    assert_eq!(s.update(Message::PlayOwn(1)), right(TRY, Score::Best));
    // What was done on an earlier visit counts too.
    let mut again = screen(Speed::Off);
    again.set_completed([0, 1, 3, 4, 5].into());
    assert!(again.go_to(GAME));
    assert_eq!(again.missing(), Some(TRY));
    again.set_completed([0, 1, 2, 3, 4, 5].into());
    assert_eq!(again.missing(), None);
}

#[test]
fn a_started_lesson_reopens_where_it_goes_on() {
    use crate::classroom::progress::{Resume, resume};
    let l = lesson();
    let p = |steps: &[usize]| LessonProgress::of_places(&l, steps.iter().copied());
    // New and done lessons open at their start.
    assert_eq!(resume(&l, None, Some(2)), None);
    assert_eq!(resume(&l, Some(&p(&[2, 3, 4, 5, 6])), Some(2)), None);
    // Started: where the learner left it, as Home's card does.
    assert_eq!(
        resume(&l, Some(&p(&[0, 1])), Some(1)),
        Some(Resume::GoOn(1))
    );
    // Else the first step not reached.
    assert_eq!(resume(&l, Some(&p(&[0, 1])), None), Some(Resume::GoOn(2)));
    // A step past the lesson's end is no place to go on.
    assert_eq!(
        resume(&l, Some(&p(&[0, 1])), Some(99)),
        Some(Resume::GoOn(2))
    );
    // The try skipped on the way to the end keeps it from being done.
    assert_eq!(
        resume(&l, Some(&p(&[0, 1, 3, 4, 5, 6])), None),
        Some(Resume::Missing(2))
    );
    // The watch step (not needed) left unfinished is passed over.
    assert_eq!(resume(&l, Some(&p(&[0, 2])), None), Some(Resume::GoOn(3)));
}

#[test]
fn the_list_reopens_a_started_lesson_at_its_step_and_says_which() {
    let mut app = App::new(Lang::En);
    app.set_speed(Speed::Off);
    let go_on = |app: &mut App| {
        let skip = matches!(app.screen(), Screen::Lesson(s) if s.skip_open());
        let m = if skip { Message::Skip } else { Message::Next };
        let _ = app.update(app::Message::Lesson(m));
    };
    let _ = app.update(app::Message::Home(app::home::Message::Lessons));
    let _ = app.update(app::Message::Lessons(app::lessons::Message::Open(0)));
    for _ in 0..3 {
        go_on(&mut app);
    }
    let _ = app.update(app::Message::Lesson(Message::Back));
    assert!(matches!(app.screen(), Screen::Lessons(_)));
    let step = |app: &App| match app.screen() {
        Screen::Lesson(s) => s.step_index(),
        _ => panic!("a lesson should be open"),
    };
    let _ = app.update(app::Message::Lessons(app::lessons::Message::Open(0)));
    assert_eq!(step(&app), 3, "where the learner left it");
    // Walk to the end, skipping the exercises, and finish.
    let l = app.lesson_list()[0].clone();
    let skipped = (0..l.steps.len())
        .find(|&i| l.steps[i].is_exercise())
        .unwrap();
    assert!(skipped <= 4, "lesson 1 asks something early");
    for _ in 3..l.steps.len() {
        go_on(&mut app);
    }
    // The finish screen names it (what was done before this visit counts).
    let Screen::Lesson(s) = app.screen() else {
        panic!("on the finish screen");
    };
    assert!(s.is_finished());
    assert_eq!(s.missing(), Some(skipped));
    let _ = app.update(app::Message::Lesson(Message::Back));
    assert!(matches!(app.screen(), Screen::Lessons(_)));
    assert_eq!(
        State::of(&l, app.lesson_progress().get(&l.id)),
        State::InProgress
    );
    // Opened again, it is at the step left behind.
    let _ = app.update(app::Message::Lessons(app::lessons::Message::Open(0)));
    assert_eq!(step(&app), skipped);
}

#[test]
fn scores_are_recorded_through_the_classroom_and_the_lesson_earns_its_stars() {
    let mut app = App::new(Lang::En);
    app.set_speed(Speed::Off);
    let _ = app.update(app::Message::Home(app::home::Message::Lessons));
    let _ = app.update(app::Message::Lessons(app::lessons::Message::Open(0)));
    let l = app.lesson_list()[0].clone();
    assert!(!l.steps.iter().any(|s| matches!(s, Step::Game(_))));
    for _ in 0..l.steps.len() {
        let Screen::Lesson(s) = app.screen() else {
            panic!("in the lesson");
        };
        let m = match s.current() {
            Step::Try(t) => {
                let h = House::new(usize::from(t.answer.as_ref().unwrap()[0])).unwrap();
                Some(Message::PlayOwn(h.own_number()))
            }
            Step::Question(_) => s.right_answer().map(Message::Choose),
            _ => None,
        };
        if let Some(m) = m {
            let _ = app.update(app::Message::Lesson(m));
        }
        let _ = app.update(app::Message::Lesson(Message::Next));
    }
    assert!(matches!(app.screen(), Screen::Lesson(s) if s.is_finished() && s.stars() == 3));
    let p = &app.lesson_progress()[&l.id];
    let asks: Vec<usize> = progress::exercises(&l).collect();
    assert!(asks.iter().all(|&i| p.score(&l, i) == Some(3)), "{p:?}");
    assert_eq!(progress::stars(&l, Some(p)), Some(3));
    // Opened again, the finish screen counts the stars kept.
    let _ = app.update(app::Message::Lesson(Message::Back));
    let _ = app.update(app::Message::Lessons(app::lessons::Message::Open(0)));
    let Screen::Lesson(s) = app.screen() else {
        panic!("the lesson again");
    };
    assert_eq!(s.stars(), 3);
}

/// Progress is kept by step number: scores saved before a lesson changed
/// may sit on steps that are no exercise now, or are gone. The finish
/// screen counts only the exercises' own.
#[test]
fn the_finish_screen_counts_only_the_exercises_own_scores() {
    let mut s = screen(Speed::Off);
    let steps = s.lesson().steps.len();
    assert!(!s.lesson().steps[0].is_exercise());
    s.set_scores(
        [
            (0, Score::Best),
            (TRY, Score::Best),
            (steps + 3, Score::Best),
        ]
        .into(),
    );
    s.set_completed((0..steps).collect());
    s.update(Message::GoTo(steps - 1));
    s.update(Message::Next);
    assert!(s.is_finished());
    let exercises = progress::exercises(s.lesson()).count();
    let words = s.finish_words(&Localizer::new(Lang::En));
    assert!(
        words.contains(&format!(
            "1 of {exercises} exercises right at the first go, without a hint."
        )),
        "{words:?}"
    );
}
