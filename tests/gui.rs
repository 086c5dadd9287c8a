//! The app driven headless through iced_test's simulator: clicks by label
//! and on the board, then what the screen shows.
#![cfg(feature = "gui-tests")]

mod common;

use iced::{Element, Vector};
use iced_test::{Simulator, selector};
use wahree::app::play::opponent::think;
use wahree::app::play::{BOARD_ID, Layout};
use wahree::app::{App, Message, Screen, keys_line};
use wahree::engine::{Game, House, PlayError, Position, Side};
use wahree::i18n::Lang;

fn ui(app: &App) -> Simulator<'_, Message> {
    common::pin_software_renderer();
    let view: Element<'_, Message> = app.view();
    Simulator::with_settings(wahree::app::settings(), view)
}

/// Clicks the widget showing `label` and lets the app handle what it sent.
fn click(app: &mut App, label: &str) {
    let messages: Vec<Message> = {
        let mut ui = ui(app);
        ui.click(label)
            .unwrap_or_else(|e| panic!("no {label:?} to click: {e}"));
        ui.into_messages().collect()
    };
    assert!(!messages.is_empty(), "clicking {label:?} did nothing");
    for m in messages {
        let _ = app.update(m);
    }
}

/// Clicks the centre of a house on the drawn board.
fn click_house(app: &mut App, house: House) {
    let messages: Vec<Message> = {
        let mut ui = ui(app);
        let bounds = ui.find(selector::id(BOARD_ID)).expect("the board").bounds();
        let center = Layout::new(bounds.size()).house_center(house);
        ui.point_at(bounds.position() + Vector::new(center.x, center.y));
        ui.simulate(iced_test::simulator::click());
        ui.into_messages().collect()
    };
    for m in messages {
        let _ = app.update(m);
    }
}

/// On to the next step of the lesson on show: "Skip" past an exercise
/// not answered ("Next" waits for an answer there), "Next" otherwise.
fn go_on(app: &mut App) {
    let skip = matches!(app.screen(), Screen::Lesson(l) if l.skip_open());
    click(app, if skip { "Skip" } else { "Next" });
}

fn shows(app: &App, text: &str) -> bool {
    ui(app).find(text).is_ok()
}

/// The keys line is laid out a key at a time (it wraps between keys).
fn shows_keys(app: &App, line: &str) -> bool {
    keys_line::parts(line).iter().all(|p| shows(app, p))
}

fn game(app: &App) -> &Game {
    match app.screen() {
        Screen::Play(play) => play.game(),
        _ => panic!("not on the play screen"),
    }
}

fn own(side: Side, n: u8) -> House {
    House::from_own(side, n).unwrap()
}

#[test]
fn play_a_few_moves_on_the_board_then_undo() {
    let mut app = App::new(Lang::En);
    click(&mut app, "Play with a friend");
    click_house(&mut app, own(Side::South, 3));
    click_house(&mut app, own(Side::North, 1));
    click_house(&mut app, own(Side::South, 4));
    let moves: Vec<_> = game(&app).moves().collect();
    assert_eq!(
        moves,
        [
            own(Side::South, 3),
            own(Side::North, 1),
            own(Side::South, 4)
        ]
    );
    // Nothing is announced before the seeds have moved on screen.
    assert!(shows(&app, "South is sowing…"));
    assert!(!shows(&app, "3. South: house 4"));
    assert!(shows(&app, "2. North: house 1"));
    finish_sowing(&mut app);
    assert!(shows(&app, "3. South: house 4"));
    assert!(shows(&app, "North, it's your turn!"));
    assert!(shows_keys(&app, &app.i18n().tr("play-keys-friend")));
    assert!(!shows_keys(&app, &app.i18n().tr("play-keys")));

    let after_two = game(&app).plies()[1].after;
    click(&mut app, "Undo");
    assert_eq!(game(&app).position(), after_two);
    assert!(!shows(&app, "3. South: house 4"));
    assert!(shows(&app, "South, it's your turn!"));

    click(&mut app, "Redo");
    assert_eq!(game(&app).plies().len(), 3);
}

#[test]
fn a_click_on_the_other_players_house_changes_nothing_and_says_why() {
    let mut app = App::new(Lang::En);
    click(&mut app, "Play with a friend");
    click_house(&mut app, own(Side::North, 3));
    assert_eq!(game(&app).position(), Position::START);
    let Screen::Play(play) = app.screen() else {
        unreachable!()
    };
    assert!(matches!(
        play.refusal(),
        Some(PlayError::NotYourHouse { .. })
    ));
    assert!(shows(
        &app,
        "House 3 belongs to North. Pick one of your own houses!"
    ));
}

#[test]
fn switching_to_japanese_shows_japanese_at_once() {
    let mut app = App::new(Lang::En);
    click(&mut app, "Settings");
    click(&mut app, "日本語");
    assert_eq!(app.i18n().lang(), Lang::Ja);
    assert!(shows(&app, "設定"));
    assert!(shows(&app, "ことば"));
    click(&mut app, "ホーム");
    assert!(shows(&app, "友だちと遊ぶ"));
    // The Japanese screen renders with the bundled font.
    let mut ui = ui(&app);
    ui.snapshot(&app.theme()).expect("a tiny-skia snapshot");
}

#[test]
fn a_game_played_to_the_end_shows_why_and_the_count() {
    let mut app = App::new(Lang::It);
    let _ = app.update(Message::Home(wahree::app::home::Message::Play));
    // Both players always take their leftmost legal house.
    for _ in 0..1000 {
        let position = game(&app).position();
        let Some(house) = position.legal_moves().next() else {
            break;
        };
        if game(&app).is_over() {
            break;
        }
        let _ = app.update(Message::Play(wahree::app::play::Message::PlayOwn(
            house.own_number(),
        )));
    }
    let end = game(&app).end().expect("the game ended");
    // The end is told once the last sowing has been shown, and the board
    // then shows the final count: every house emptied into the stores.
    assert!(!shows(&app, "Partita finita!"));
    finish_sowing(&mut app);
    assert!(shows(&app, "Partita finita!"));
    let finals = game(&app).final_position().unwrap();
    assert!(finals.houses().iter().all(|&n| n == 0));
    assert_eq!(finals.stores(), end.stores);
    assert!(shows(&app, &app.i18n().end_reason(end.reason)));
    let noun = if end.stores[0] == 1 { "seme" } else { "semi" };
    let south = format!("Sud: {} {noun}", end.stores[0]);
    assert!(shows(&app, &south), "{south}");
    // Clicking the board after the end plays nothing.
    let plies = game(&app).plies().len();
    click_house(&mut app, own(Side::South, 1));
    assert_eq!(game(&app).plies().len(), plies);
}

/// Shows the rest of the sowing on screen, as the frame clock would.
fn finish_sowing(app: &mut App) {
    let t0 = std::time::Instant::now();
    for t in [t0, t0 + std::time::Duration::from_secs(3600)] {
        let _ = app.update(Message::Play(wahree::app::play::Message::Frame(t)));
    }
}

#[test]
fn a_whole_game_against_level_one_reaches_the_end_screen() {
    let mut app = App::new(Lang::Es);
    click(&mut app, "Jugar contra la computadora");
    // The levels are numbered buttons; the line under them names the one
    // chosen.
    let chosen = |app: &App, n: u8| {
        let name = app.i18n().tr(&format!("level-{n}-name"));
        let line = app.i18n().tr_with(
            "play-level-chosen",
            &[("level", n.into()), ("name", name.into())],
        );
        assert!(line.contains(&format!("Nivel {n} · ")), "{line}");
        let description = app.i18n().tr(&format!("level-{n}-description"));
        app.i18n().tr_with(
            "play-level-about",
            &[("line", line.into()), ("description", description.into())],
        )
    };
    click(&mut app, "2");
    assert!(shows(&app, &chosen(&app, 2)));
    click(&mut app, "1");
    assert!(shows(&app, &chosen(&app, 1)));
    for _ in 0..400 {
        if game(&app).is_over() {
            break;
        }
        let Screen::Play(play) = app.screen() else {
            unreachable!()
        };
        if let Some(request) = play.request() {
            // What the background task does, done here in the test.
            let house = think(&request);
            let _ = app.update(Message::Play(wahree::app::play::Message::Computer {
                generation: request.generation,
                house,
            }));
        } else {
            // The learner (South) clicks their leftmost legal house.
            let house = game(&app).position().legal_moves().next().unwrap();
            assert_eq!(house.owner(), Side::South);
            click_house(&mut app, house);
        }
        finish_sowing(&mut app);
    }
    let end = game(&app).end().expect("the game ended");
    assert!(shows(&app, "¡Fin de la partida!"));
    assert!(shows(&app, &app.i18n().end_reason(end.reason)));
    let movers: Vec<Side> = game(&app).plies().iter().map(|p| p.report.mover).collect();
    assert!(movers.contains(&Side::North) && movers.contains(&Side::South));
}

#[test]
fn a_puzzle_answered_wrong_first_then_solved() {
    use wahree::app::puzzle;
    use wahree::content::{Miss, answers, miss};
    let mut app = App::new(Lang::En);
    click(&mut app, "Puzzles");
    assert!(!shows(&app, "tried"), "nothing tried yet");
    click(&mut app, "Next puzzle to solve");
    let Screen::Puzzle(p) = app.screen() else {
        panic!("a puzzle should be open");
    };
    // The first puzzle in the list: the easiest capture.
    assert_eq!(p.puzzle().id, app.puzzle_list()[0].id);
    let start = p.start();
    let goal = p.puzzle().goal;
    assert!(shows(
        &app,
        "It's South's turn. Capture as many seeds as you can with one move."
    ));
    let right = answers(goal, &start).unwrap();
    let wrong = start.legal_moves().find(|h| !right.contains(h)).unwrap();
    let Some(Miss::FewerSeeds { got, best }) = miss(goal, &start, wrong) else {
        panic!("a capture puzzle misses by seeds");
    };
    assert!(shows(&app, "Hint"));

    click_house(&mut app, wrong);
    let wrong_said = format!("House {} doesn't do it.", wrong.own_number());
    // The verdict waits until the seeds have been sown.
    assert!(!shows(&app, &wrong_said));
    // The simulator runs no subscriptions: the frames are sent here.
    let t0 = std::time::Instant::now();
    for s in 0..10 {
        let _ = app.update(Message::Puzzle(puzzle::Message::Frame(
            t0 + std::time::Duration::from_secs(10 * s),
        )));
    }
    assert!(shows(&app, &wrong_said));
    // Said in the puzzle's own terms: what the best move takes.
    let got = match got {
        0 => "nothing".to_owned(),
        1 => "1 seed".to_owned(),
        n => format!("{n} seeds"),
    };
    assert!(shows(
        &app,
        &format!("Your move captured {got}, but the best move captures {best}!")
    ));
    let Screen::Puzzle(p) = app.screen() else {
        unreachable!()
    };
    assert!(!p.is_animating());
    assert_eq!(p.shown(), start, "the board is back on the puzzle");
    assert!(shows(
        &app,
        "The seeds are back where they were: have another go!"
    ));
    // In the list, a puzzle tried but not solved is marked.
    let id = p_id(&app);
    click(&mut app, "All puzzles");
    assert!(shows(&app, "tried"));
    click(&mut app, "Next puzzle to solve");
    assert_eq!(p_id(&app), id);

    click_house(&mut app, right[0]);
    for s in 0..3 {
        let _ = app.update(Message::Puzzle(puzzle::Message::Frame(
            t0 + std::time::Duration::from_secs(10 * s),
        )));
    }
    assert!(shows(&app, "Well done, you found it!"));
    assert!(app.puzzle_results()[&id].solved);
    click(&mut app, "All puzzles");
    assert!(!shows(&app, "tried"), "solved now");
}

/// Plays the right first move of the puzzle on screen, and its sowing.
fn solve_puzzle(app: &mut App) {
    use wahree::app::puzzle;
    let Screen::Puzzle(p) = app.screen() else {
        panic!("a puzzle should be open");
    };
    let right = p.solutions()[0];
    click_house(app, right);
    let t0 = std::time::Instant::now();
    for s in 0..40 {
        let _ = app.update(Message::Puzzle(puzzle::Message::Frame(
            t0 + std::time::Duration::from_secs(10 * s),
        )));
    }
}

#[test]
fn puzzles_for_me_follow_the_rating_and_a_streak_ends_at_the_first_miss() {
    let mut app = App::new(Lang::En);
    click(&mut app, "Puzzles");
    assert!(shows(
        &app,
        "Solve puzzles to get a puzzle rating of your own."
    ));
    // For me: a new learner's 1000, so one near it.
    click(&mut app, "Puzzles for me");
    let first = p_id(&app);
    let rating = |app: &App| {
        app.puzzle_list()
            .iter()
            .find(|p| p.id == p_id(app))
            .unwrap()
            .rating()
    };
    assert!(rating(&app).abs_diff(1000) < 300, "{}", rating(&app));
    assert!(shows(&app, "Puzzles for me · your rating 1000"));
    // Solved cleanly (one move at a time until it is done): the rating
    // goes up.
    while !matches!(app.screen(), Screen::Puzzle(p) if p.finished()) {
        solve_puzzle(&mut app);
    }
    let now = app.classroom().learner().rating.shown();
    assert!(now > 1000, "{now}");
    assert!(shows(&app, &format!("Puzzles for me · your rating {now}")));
    click(&mut app, "Next puzzle");
    assert_ne!(p_id(&app), first, "never one tried lately");

    // A streak: the easiest puzzle first, then rising.
    click(&mut app, "All puzzles");
    click(&mut app, "Streak");
    assert!(shows(&app, "Streak: 0 in a row"));
    let easiest = app.puzzle_list().iter().map(|p| p.rating()).min().unwrap();
    assert!(
        rating(&app) <= easiest + 100,
        "{} against {easiest}",
        rating(&app)
    );
    while !matches!(app.screen(), Screen::Puzzle(p) if p.finished()) {
        solve_puzzle(&mut app);
    }
    assert!(shows(&app, "Streak: 1 in a row"));
    let before = rating(&app);
    click(&mut app, "Next puzzle");
    assert!(rating(&app) >= before, "the streak climbs");
    // Skipping a puzzle before answering gives it up: the streak ends
    // there, and "Next" then starts a new one.
    let skipped = p_id(&app);
    click(&mut app, "Next puzzle");
    assert_eq!(p_id(&app), skipped, "still on the puzzle given up");
    assert!(shows(
        &app,
        "The streak ends here: 1 in a row. Your best: 1. \"Next puzzle\" starts a new one."
    ));
    click(&mut app, "Next puzzle");
    assert!(shows(&app, "Streak: 0 in a row"));
    while !matches!(app.screen(), Screen::Puzzle(p) if p.finished()) {
        solve_puzzle(&mut app);
    }
    click(&mut app, "Next puzzle");
    // The answer shown is a miss: the streak ends, and the best is kept.
    click(&mut app, "Show me the answer");
    assert!(shows(
        &app,
        "The streak ends here: 1 in a row. Your best: 1. \"Next puzzle\" starts a new one."
    ));
    assert_eq!(app.classroom().learner().rating.best_streak, 1);
    // Home says it too.
    click(&mut app, "All puzzles");
    click(&mut app, "Home");
    let shown = app.classroom().learner().rating.shown();
    assert!(shows(
        &app,
        &format!("Puzzle rating {shown} · best streak 1")
    ));
}

fn p_id(app: &App) -> String {
    match app.screen() {
        Screen::Puzzle(p) => p.puzzle().id.clone(),
        _ => panic!("not on a puzzle"),
    }
}

#[test]
fn the_first_lesson_opened_and_a_try_step_completed() {
    use wahree::content::Step;
    let mut app = App::new(Lang::En);
    click(&mut app, "Lessons");
    assert!(shows(&app, "New"));
    click(&mut app, "1. The board and the goal");
    let lesson = |app: &App| match app.screen() {
        Screen::Lesson(l) => (l.lesson().clone(), l.step_index()),
        _ => panic!("the lesson should be open"),
    };
    let (first, _) = lesson(&app);
    // The first try with a hint of its own (the very first is guided).
    let at = first
        .steps
        .iter()
        .position(|s| matches!(s, Step::Try(t) if !t.hints.is_empty()))
        .expect("the first lesson has a try step with a hint");
    for _ in 0..at {
        go_on(&mut app);
    }
    let (_, step) = lesson(&app);
    assert_eq!(step, at);
    let Step::Try(t) = &first.steps[at] else {
        unreachable!()
    };
    let house = House::new(usize::from(t.answer.as_ref().unwrap()[0])).unwrap();
    click(&mut app, "Hint");
    // Labelled with its number.
    let hint = app.i18n().tr_with(
        "lesson-hint-line",
        &[
            ("number", 1.into()),
            ("hint", app.i18n().tr(&t.hints[0]).into()),
        ],
    );
    assert!(hint.starts_with("Hint 1: "), "{hint}");
    assert!(shows(&app, &hint));
    click_house(&mut app, house);
    // Recorded at once, but said only when the seeds have stopped moving,
    // as the learner sees them go.
    assert!(app.lesson_progress()[&first.id].is_done(&first, at));
    let success = app.i18n().tr(&t.success);
    assert!(!shows(&app, &success), "said before the sowing");
    let t0 = std::time::Instant::now();
    for t in [t0, t0 + std::time::Duration::from_millis(400)] {
        let _ = app.update(Message::Lesson(wahree::app::lesson::Message::Frame(t)));
    }
    assert!(!shows(&app, &success), "said in the middle of the sowing");
    let _ = app.update(Message::Lesson(wahree::app::lesson::Message::Frame(
        t0 + std::time::Duration::from_secs(3600),
    )));
    assert!(shows(&app, &success));
    // Right: the hints have done their work and go.
    assert!(!shows(&app, &hint));
    click(&mut app, "All lessons");
    assert!(shows(&app, "Started"));
    assert!(shows(&app, &format!("Carry on at step {}", at + 1)));
}

#[test]
fn a_question_shows_a_letter_on_each_answer_and_lights_the_right_one() {
    let mut app = App::new(Lang::En);
    click(&mut app, "Lessons");
    click(&mut app, "1. The board and the goal");
    // Past the four first words and the guided try (skipped): "how many
    // moves?", with the choices 1, 6 and 12.
    for _ in 0..5 {
        go_on(&mut app);
    }
    for label in ["A", "B", "C", "1", "6", "12"] {
        assert!(shows(&app, label), "{label}");
    }
    assert!(shows_keys(
        &app,
        "Keys: A to C pick an answer · S skip · ← or Backspace back · Esc all lessons"
    ));
    click(&mut app, "6");
    assert!(shows(&app, "Yes, that's right!"));
}

#[test]
fn a_house_answer_names_the_side_as_the_lessons_do() {
    use wahree::content::{Ask, Step};
    let mut app = App::new(Lang::En);
    click(&mut app, "Lessons");
    click(&mut app, "2. Sowing");
    let Screen::Lesson(l) = app.screen() else {
        panic!("the lesson should be open")
    };
    let at = l
        .lesson()
        .steps
        .iter()
        .position(|s| matches!(s, Step::Question(q) if matches!(q.ask, Ask::LastIn { .. })))
        .expect("the sowing lesson asks where a last seed lands");
    for _ in 0..at {
        go_on(&mut app);
    }
    // North's houses are called what the texts and the board call them.
    assert!(shows(&app, "North's house 3"));
    assert!(!shows(&app, "Their house 3"));
}

#[test]
fn a_teachers_broken_file_is_listed_under_the_lessons_and_the_rest_open() {
    let fixtures = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
    let mut app =
        App::new(Lang::En).with_folders(&[fixtures.join("teacher"), fixtures.join("syntax")]);
    click(&mut app, "Lessons");
    assert!(shows(&app, "1 problem in your lesson files"));
    let place = app.content_problems()[0].place();
    assert!(place.ends_with("broken.ron:6:5"), "{place}");
    assert!(shows(&app, &place));
    // What is wrong, in words (the English is the same as `wahree check`'s).
    let words = app.i18n().detail(&app.content_problems()[0].detail);
    assert!(words.starts_with("A comma is missing here"), "{words}");
    assert!(shows(&app, &words));
    // Reloading reads the same folders again: the same list.
    click(&mut app, "Reload lessons");
    assert!(shows(&app, "1 problem in your lesson files"));
    // The teacher's lesson comes last (order 500), below the fold.
    let at = app.lesson_list().iter().position(|l| l.id == "my-first");
    let open = wahree::app::lessons::Message::Open(at.unwrap());
    let _ = app.update(Message::Lessons(open));
    assert!(shows(&app, "Try en"));
}

/// The learner (South) plays against level 1 with the coach on, always
/// from the leftmost house it can, until the coach offers to take a move
/// back. The background tasks' work is done here, as the app would.
fn play_until_the_coach_offers(app: &mut App) -> (Position, House) {
    use wahree::app::play::{Message as PlayMessage, teaching};
    for _ in 0..80 {
        let Screen::Play(play) = app.screen() else {
            panic!("not on the play screen")
        };
        if play.offer().is_some() {
            let last = game(app).plies().last().expect("a move was played");
            return (last.before, last.report.from);
        }
        assert!(!game(app).is_over(), "the coach never spoke up");
        if let Some(review) = play.review_request() {
            let answer = teaching::review(review);
            let _ = app.update(Message::Play(PlayMessage::Reviewed(Box::new(answer))));
        } else if let Some(request) = play.request() {
            let house = think(&request);
            let _ = app.update(Message::Play(PlayMessage::Computer {
                generation: request.generation,
                house,
            }));
        } else {
            let house = game(app).position().legal_moves().next().unwrap();
            click_house(app, house);
        }
        finish_sowing(app);
    }
    panic!("no offer in 80 steps");
}

#[test]
fn teaching_mode_offers_to_take_back_a_move_that_gives_seeds_away() {
    use wahree::app::play::Message as PlayMessage;
    let mut app = App::new(Lang::En);
    click(&mut app, "Play against the computer");
    click(&mut app, "On");
    let (before, house) = play_until_the_coach_offers(&mut app);
    let Screen::Play(play) = app.screen() else {
        unreachable!()
    };
    let offer = play.offer().unwrap().clone();
    assert_eq!(offer.played, house);
    let (after, _) = before.play(house).unwrap();
    let (_, answer) = after.play_report(offer.answer).unwrap();
    let headline = format!(
        "After your move from house {}, North can answer with house {} and take {} of your seeds right away. Look at the red rings.",
        house.own_number(),
        offer.answer.own_number(),
        answer.captured(),
    );
    assert!(shows(&app, &headline), "{headline}");
    assert!(shows(&app, "Do you want to take it back?"));
    assert!(shows(&app, "Wait a moment!"));

    // Taking it back: the board is as before the move, South to play.
    click(&mut app, "Take it back (U)");
    assert_eq!(game(&app).position(), before);
    assert!(!shows(&app, "Do you want to take it back?"));

    // The same move again, kept this time: the computer answers it.
    click_house(&mut app, house);
    let Screen::Play(play) = app.screen() else {
        unreachable!()
    };
    let review = play
        .review_request()
        .expect("the coach looks again")
        .clone();
    let _ = app.update(Message::Play(PlayMessage::Reviewed(Box::new(
        wahree::app::play::teaching::review(&review),
    ))));
    finish_sowing(&mut app);
    // The coach's verdict does not depend on the clock: the same offer.
    let Screen::Play(play) = app.screen() else {
        unreachable!()
    };
    assert_eq!(play.offer(), Some(&offer));
    click(&mut app, "Keep my move (Enter)");
    let Screen::Play(play) = app.screen() else {
        unreachable!()
    };
    let request = play.request().expect("the computer answers now");
    let _ = app.update(Message::Play(PlayMessage::Computer {
        generation: request.generation,
        house: think(&request),
    }));
    finish_sowing(&mut app);
    assert_eq!(game(&app).position().to_move(), Side::South);
    assert_eq!(
        game(&app).plies().iter().rev().nth(1).unwrap().before,
        before
    );
}

/// Types `text` into the text field `id`, one key at a time: each key is
/// a new view, as in the running app.
fn type_into(app: &mut App, id: &'static str, text: &str) {
    for c in text.chars() {
        let messages: Vec<Message> = {
            let mut ui = ui(app);
            ui.click(selector::id(id))
                .unwrap_or_else(|e| panic!("no field {id}: {e}"));
            ui.typewrite(&c.to_string());
            ui.into_messages().collect()
        };
        for m in messages {
            let _ = app.update(m);
        }
    }
}

#[test]
fn a_learner_added_in_settings_is_greeted_on_the_home_screen() {
    use wahree::app::settings::NEW_LEARNER_ID;
    let mut app = App::new(Lang::En);
    assert!(shows(&app, "Who is playing?"));
    click(&mut app, "Settings");
    assert!(shows(&app, "Playing as Guest"));
    // An empty name is refused, and said why.
    click(&mut app, "Add a learner");
    click(&mut app, "Add");
    assert!(shows(&app, "Type a name first."));
    type_into(&mut app, NEW_LEARNER_ID, "Aiko");
    click(&mut app, "Add");
    assert!(shows(&app, "Playing as Guest"), "adding never switches");
    assert!(shows(&app, "Aiko"), "in the list of learners");
    click(&mut app, "Aiko");
    assert!(shows(&app, "Playing as Aiko"));
    // The same name again is refused.
    click(&mut app, "Add a learner");
    type_into(&mut app, NEW_LEARNER_ID, "aiko");
    click(&mut app, "Add");
    assert!(shows(
        &app,
        "There is already a learner called Aiko. Add something to tell them apart, like the first letter of a last name."
    ));
    click(&mut app, "Home");
    assert!(shows(&app, "Playing as Aiko"));
    assert!(shows(&app, "Change learner"));
    // The course's lessons: the story is no lesson.
    let lessons = app.lesson_list().iter().filter(|l| !l.interlude).count();
    let puzzles = app.puzzle_list().len();
    // Each item of the learner's bar whole, on its own.
    assert!(shows(&app, &format!("Lessons done: 0 of {lessons}")));
    assert!(shows(&app, &format!("Puzzles solved: 0 of {puzzles}")));
    // Back to the guest on "Who is playing?": one click on the card, and
    // Home greets the guest.
    click(&mut app, "Change learner");
    assert!(matches!(app.screen(), Screen::Picker(..)));
    click(&mut app, "Guest");
    assert!(matches!(app.screen(), Screen::Home(_)));
    assert!(shows(&app, "Who is playing?"));
}

#[test]
fn removing_a_learner_on_screen_asks_first() {
    let mut app = App::new(Lang::En);
    click(&mut app, "Settings");
    click(&mut app, "Add a learner");
    type_into(&mut app, wahree::app::settings::NEW_LEARNER_ID, "Mateo");
    click(&mut app, "Add");
    click(&mut app, "Mateo");
    // The guest's row has no Remove: the guest is always there.
    click(&mut app, "Remove");
    assert!(shows(
        &app,
        "Remove Mateo? Everything Mateo did in the lessons and puzzles will be forgotten."
    ));
    assert_eq!(app.learners().all().len(), 2);
    click(&mut app, "No, keep");
    assert_eq!(app.learners().all().len(), 2);
    click(&mut app, "Remove");
    click(&mut app, "Yes, remove");
    assert_eq!(app.learners().all().len(), 1);
    assert!(!shows(&app, "Mateo"));
    assert!(shows(&app, "Playing as Guest"), "the guest takes over");
}

/// The app's view in a window of `width` x `height`.
fn sized(app: &App, width: f32, height: f32) -> Simulator<'_, Message> {
    common::pin_software_renderer();
    Simulator::with_size(wahree::app::settings(), (width, height), app.view())
}

/// The board's bounds on the current screen, and whether the keys line
/// under it is whole inside the window and close under the board (the
/// board's frame leaves no empty band between them).
fn board_and_keys(app: &App, width: f32, height: f32, keys: &str) -> (iced::Rectangle, bool) {
    let mut ui = sized(app, width, height);
    let board = ui.find(selector::id(BOARD_ID)).expect("the board").bounds();
    // The line's last key, the lowest piece of it.
    let last = keys_line::parts(keys).pop().expect("a key");
    let keys = ui.find(last.as_str()).expect("the keys line");
    // Visible and as tall as laid out (a cut text is clipped shorter).
    let whole = keys
        .visible_bounds()
        .is_some_and(|v| (v.height - keys.bounds().height).abs() < 0.5 && v.y + v.height <= height);
    let below = keys.bounds().y - (board.y + board.height);
    // An end panel may sit in between; a preview line and spacing at least.
    assert!(
        below > 0.0 && below < 300.0,
        "{below} px from board to keys"
    );
    (board, whole)
}

#[test]
fn the_projector_size_grows_the_board_and_still_fits_the_window() {
    use wahree::app::play::BoardSize;
    use wahree::app::settings::Message as S;
    let mut app = App::new(Lang::En);
    let keys = &app.i18n().tr("play-keys-friend");
    let _ = app.update(Message::Home(wahree::app::home::Message::Play));
    let (normal, fits) = board_and_keys(&app, 1920.0, 1080.0, keys);
    assert!(fits);
    assert_eq!(normal.height, 320.0, "the normal size on a big screen");
    let _ = app.update(Message::Play(wahree::app::play::Message::Home));
    let _ = app.update(Message::Home(wahree::app::home::Message::Settings));
    let _ = app.update(Message::Settings(S::Size(BoardSize::Projector)));
    let _ = app.update(Message::Settings(S::Home));
    let _ = app.update(Message::Home(wahree::app::home::Message::Play));
    let (projector, fits) = board_and_keys(&app, 1920.0, 1080.0, keys);
    assert!(fits);
    let cell = |r: iced::Rectangle| Layout::new(r.size()).cell;
    assert!(
        cell(projector) > 1.5 * cell(normal),
        "{normal:?} {projector:?}"
    );
    // On a 1280x800 screen, at the end of a game (the tallest panel), the
    // board shrinks so the panel and the keys stay whole on screen.
    for _ in 0..1000 {
        let Some(house) = game(&app).position().legal_moves().next() else {
            break;
        };
        let _ = app.update(Message::Play(wahree::app::play::Message::PlayOwn(
            house.own_number(),
        )));
    }
    assert!(game(&app).is_over());
    finish_sowing(&mut app);
    let (small, fits) = board_and_keys(&app, 1280.0, 800.0, keys);
    assert!(fits, "the keys line is cut at 1280x800");
    assert!(small.y + small.height <= 800.0);
    assert!(cell(small) > 40.0, "still a board to see: {small:?}");
}

/// The drawn board's cell at each of the three windows (the app's default,
/// a classroom laptop, a projector), with the keys line whole on screen.
fn cells_at_the_three_windows(app: &App, keys: &str) -> Vec<f32> {
    [(1180.0, 720.0), (1280.0, 800.0), (1920.0, 1080.0)]
        .iter()
        .map(|&(w, h)| {
            let (board, fits) = board_and_keys(app, w, h, keys);
            assert!(fits, "{w}x{h}: the keys line is cut");
            Layout::new(board.size()).cell
        })
        .collect()
}

#[test]
fn a_bigger_size_setting_never_draws_a_smaller_play_board() {
    use wahree::app::home::Message as H;
    use wahree::app::play::BoardSize;
    use wahree::app::settings::Message as S;
    for lang in [Lang::En, Lang::It, Lang::Es, Lang::Ja] {
        // Against the computer (the level bar makes the most chrome), and at
        // the end of a game with a friend (the tallest panel).
        let cells: Vec<[Vec<f32>; 2]> = BoardSize::ALL
            .iter()
            .map(|&size| {
                let mut app = App::new(lang);
                let _ = app.update(Message::Home(H::Settings));
                let _ = app.update(Message::Settings(S::Size(size)));
                let _ = app.update(Message::Settings(S::Home));
                let _ = app.update(Message::Home(H::PlayComputer));
                let keys = app.i18n().tr("play-keys");
                let start = cells_at_the_three_windows(&app, &keys);
                let _ = app.update(Message::Play(wahree::app::play::Message::Home));
                let _ = app.update(Message::Home(H::Play));
                while !game(&app).is_over() {
                    let house = game(&app).position().legal_moves().next().unwrap();
                    let _ = app.update(Message::Play(wahree::app::play::Message::PlayOwn(
                        house.own_number(),
                    )));
                }
                finish_sowing(&mut app);
                let keys = app.i18n().tr("play-keys-friend");
                [start, cells_at_the_three_windows(&app, &keys)]
            })
            .collect();
        for state in [0, 1] {
            let [normal, large, projector] = [0, 1, 2].map(|i| &cells[i][state]);
            for window in 0..3 {
                assert!(
                    large[window] > normal[window] && projector[window] >= large[window],
                    "{lang:?}, state {state}, window {window}: cells {normal:?} {large:?} {projector:?}"
                );
            }
            // On a big screen the projector board is much bigger.
            assert!(projector[2] > 1.5 * normal[2], "{projector:?} {normal:?}");
        }
    }
}

#[test]
fn settings_with_a_class_of_learners_and_a_refusal_fit_the_window() {
    use wahree::app::settings::Message as S;
    for lang in [Lang::En, Lang::It, Lang::Es, Lang::Ja] {
        let mut app = App::new(lang);
        let _ = app.update(Message::Home(wahree::app::home::Message::Settings));
        for n in 1..=12 {
            let _ = app.update(Message::Settings(S::NewName(format!("Learner {n}"))));
            let _ = app.update(Message::Settings(S::Add));
        }
        // A removal asked about, then a name refused: both on screen.
        let third = app.learners().all()[3].id.clone();
        let _ = app.update(Message::Settings(S::Remove(third)));
        let _ = app.update(Message::Settings(S::NewName("learner 3".into())));
        let _ = app.update(Message::Settings(S::Add));
        // The app's default window.
        let mut ui = sized(&app, 1180.0, 720.0);
        let refusal = app
            .i18n()
            .tr_with("learner-name-taken", &[("name", "Learner 3".into())]);
        for text in [app.i18n().tr("nav-home"), refusal] {
            let found = ui.find(text.as_str()).expect("on screen");
            let v = found.visible_bounds().expect("visible");
            assert!(
                (v.height - found.bounds().height).abs() < 0.5 && v.y + v.height <= 720.0,
                "{lang:?}: {text:?} cut: {v:?}"
            );
        }
    }
}

/// Whether each of `texts` is on screen whole in a `width` x `height` window
/// (a text with readings is found by its plain words, as a reader sees it).
fn all_whole(app: &App, width: f32, height: f32, texts: &[String]) -> Result<(), String> {
    let mut ui = sized(app, width, height);
    for text in texts {
        let text = &wahree::i18n::ruby::plain(text);
        let found = ui
            .find(text.as_str())
            .map_err(|e| format!("{text:?}: {e}"))?;
        let whole = found.visible_bounds().is_some_and(|v| {
            (v.height - found.bounds().height).abs() < 0.5 && v.y >= 0.0 && v.y + v.height <= height
        });
        if !whole {
            return Err(format!("{text:?} cut: {:?}", found.visible_bounds()));
        }
    }
    Ok(())
}

#[test]
fn home_with_a_learner_or_a_notice_fits_the_window_at_every_size() {
    use wahree::app::play::BoardSize;
    use wahree::app::settings::Message as S;
    // A corrupt file: the home screen has its notice to show.
    let dir = std::env::temp_dir().join(format!("wahree-gui-home-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("settings.ron");
    std::fs::write(&path, "(theme: Purple").unwrap();
    let app = App::with_storage(
        std::sync::Arc::new(wahree::classroom::files::Files::new(&dir)),
        Lang::En,
    );
    let texts = [
        app.i18n().tr("settings-corrupt"),
        app.i18n().tr("home-settings"),
    ];
    all_whole(&app, 1180.0, 720.0, &texts).unwrap();
    std::fs::remove_dir_all(&dir).unwrap();

    for lang in [Lang::En, Lang::It, Lang::Es, Lang::Ja] {
        for size in BoardSize::ALL {
            let mut app = App::new(lang);
            let _ = app.update(Message::Home(wahree::app::home::Message::Settings));
            let _ = app.update(Message::Settings(S::NewName("Aiko".into())));
            let _ = app.update(Message::Settings(S::Add));
            let aiko = app.learners().all()[1].id.clone();
            let _ = app.update(Message::Settings(S::Choose(aiko)));
            let _ = app.update(Message::Settings(S::Size(size)));
            let _ = app.update(Message::Settings(S::Home));
            let texts = [
                app.i18n()
                    .tr_with("home-learner", &[("name", "Aiko".into())]),
                app.i18n().tr("home-learner-change"),
                app.i18n().tr("home-settings"),
            ];
            for (w, h) in [(1180.0, 720.0), (1280.0, 800.0), (1920.0, 1080.0)] {
                if let Err(e) = all_whole(&app, w, h, &texts) {
                    panic!("{lang:?} {size:?} {w}x{h}: {e}");
                }
            }
        }
    }
}

#[test]
fn a_game_left_for_home_comes_back_from_the_continue_card() {
    let mut app = App::new(Lang::En);
    // A fresh learner is offered the first lesson.
    assert!(shows(
        &app,
        "Start with lesson 1: The board and the\u{a0}goal"
    ));
    click(&mut app, "Play with a friend");
    click_house(&mut app, own(Side::South, 3));
    click_house(&mut app, own(Side::North, 1));
    click_house(&mut app, own(Side::South, 4));
    click_house(&mut app, own(Side::North, 6));
    let before = game(&app).clone();
    click(&mut app, "Home");
    assert!(matches!(app.screen(), Screen::Home(_)));
    assert!(!shows(
        &app,
        "Start with lesson 1: The board and the\u{a0}goal"
    ));
    click(
        &mut app,
        "Continue your game with a friend (4 moves\u{a0}played)",
    );
    assert_eq!(game(&app).position(), before.position());
    assert_eq!(game(&app).plies(), before.plies());
    assert!(shows(&app, "4. North: house 6"));
    assert!(shows(&app, "South, it's your turn!"));
}

#[test]
fn settings_say_how_to_keep_the_guests_work_once_there_is_some() {
    use wahree::app::home::Message as H;
    let mut app = App::new(Lang::En);
    let hint = app.i18n().tr("learners-guest-keeps");
    let _ = app.update(Message::Home(H::Settings));
    assert!(!shows(&app, &hint), "nothing done yet: nothing to keep");
    let _ = app.update(Message::Settings(wahree::app::settings::Message::Home));
    let _ = app.update(Message::Home(H::Lessons));
    let _ = app.update(Message::Lessons(wahree::app::lessons::Message::Open(0)));
    click(&mut app, "Next");
    click(&mut app, "All lessons");
    let _ = app.update(Message::Lessons(wahree::app::lessons::Message::Home));
    let _ = app.update(Message::Home(H::Settings));
    assert!(shows(&app, &hint));
}

#[test]
fn a_shown_solution_leaves_only_the_keys_that_still_work() {
    let mut app = App::new(Lang::En);
    click(&mut app, "Puzzles");
    click(&mut app, "Next puzzle to solve");
    let open = app.i18n().tr("puzzle-keys");
    let done = app.i18n().tr("puzzle-keys-done");
    assert!(shows_keys(&app, &open) && !shows_keys(&app, &done));
    click(&mut app, "Show me the answer");
    assert!(shows_keys(&app, &done));
    assert!(!shows(&app, "H hint"), "H does nothing now");
}

/// Clicks the widget showing `label` and checks that nothing happens (a
/// button switched off).
fn click_does_nothing(app: &mut App, label: &str) {
    let mut ui = ui(app);
    ui.click(label)
        .unwrap_or_else(|e| panic!("no {label:?} to click: {e}"));
    assert_eq!(ui.into_messages().count(), 0, "{label:?} did something");
}

fn bounds_of(app: &App, label: &str) -> iced::Rectangle {
    ui(app)
        .find(label)
        .unwrap_or_else(|e| panic!("no {label:?}: {e}"))
        .bounds()
}

/// Lets the lesson's sowing on show run to its end.
fn settle(app: &mut App) {
    let now = std::time::Instant::now();
    for t in [now, now + std::time::Duration::from_secs(3600)] {
        let _ = app.update(Message::Lesson(wahree::app::lesson::Message::Frame(t)));
    }
}

/// Within half a pixel: where a button is drawn.
fn same_place(a: iced::Rectangle, b: iced::Rectangle) -> bool {
    (a.x - b.x).abs() < 0.5 && (a.y - b.y).abs() < 0.5
}

fn lesson_step(app: &App) -> usize {
    match app.screen() {
        Screen::Lesson(l) => l.step_index(),
        _ => panic!("the lesson should be open"),
    }
}

#[test]
fn lesson_buttons_keep_their_places_and_next_waits_for_an_answer() {
    let mut app = App::new(Lang::En);
    click(&mut app, "Lessons");
    click(&mut app, "1. The board and the goal");
    let next = bounds_of(&app, "Next");
    for _ in 0..4 {
        click(&mut app, "Next");
        // Next stays where it was, whatever the step shows.
        assert!(same_place(bounds_of(&app, "Next"), next));
    }
    // The guided try, the first exercise, not answered yet: Next does
    // nothing (two clicks on it never skip it); Skip, at the other end,
    // would.
    assert_eq!(lesson_step(&app), 4);
    click_does_nothing(&mut app, "Next");
    assert_eq!(lesson_step(&app), 4);
    let skip = bounds_of(&app, "Skip");
    assert!(skip.x + skip.width < next.x - 100.0, "{skip:?} {next:?}");
    // The wrong house first.
    let retry = bounds_of(&app, "Try again");
    assert!(!retry.intersects(&next), "{retry:?} {next:?}");
    assert!(same_place(bounds_of(&app, "Next"), next));
    click_does_nothing(&mut app, "Try again");
    click_house(&mut app, House::new(0).unwrap());
    settle(&mut app);
    assert!(shows(
        &app,
        "That is not your house 3: count again from the left end of your row."
    ));
    click_does_nothing(&mut app, "Next");
    // A double click on "Try again": the second does nothing, and the
    // step is still waiting for its answer.
    click(&mut app, "Try again");
    click_does_nothing(&mut app, "Try again");
    assert_eq!(lesson_step(&app), 4);
    assert!(same_place(bounds_of(&app, "Next"), next));
    // The ringed house, then the question: Next waits for its answer
    // too, and a wrong answer says why it is wrong.
    click_house(&mut app, House::new(2).unwrap());
    settle(&mut app);
    click(&mut app, "Next");
    assert_eq!(lesson_step(&app), 5);
    click_does_nothing(&mut app, "Next");
    assert_eq!(lesson_step(&app), 5);
    click(&mut app, "12");
    assert!(shows(
        &app,
        "Twelve is every house on the board, but North's six houses are North's to play, not yours."
    ));
    click(&mut app, "6");
    click(&mut app, "Next");
    assert_eq!(lesson_step(&app), 6);
    assert!(same_place(bounds_of(&app, "Next"), next));
}

#[test]
fn a_finished_lesson_shows_its_stars_and_opens_the_next_lesson_or_its_puzzles() {
    let mut app = App::new(Lang::En);
    click(&mut app, "Lessons");
    click(&mut app, "3. Capturing twos and threes");
    let last = match app.screen() {
        Screen::Lesson(l) => l.lesson().steps.len() - 1,
        _ => panic!("the lesson should be open"),
    };
    let _ = app.update(Message::Lesson(wahree::app::lesson::Message::GoTo(last)));
    click(&mut app, "Next");
    assert!(matches!(app.screen(), Screen::Lesson(l) if l.is_finished()));
    assert!(shows(
        &app,
        "You have finished the lesson “Capturing twos and threes”."
    ));
    // Exercises were skipped: no stars yet, and the first one is named.
    assert!(shows(&app, "Nearly there!"));
    assert!(shows(&app, "Go to step 3"));
    assert!(shows(&app, "Next lesson: Chains of captures"));
    let capture = wahree::content::load(&[wahree::content::Folder::embedded()])
        .puzzles
        .iter()
        .filter(|p| p.item.theme == wahree::content::Theme::Capture)
        .count();
    click(
        &mut app,
        &format!("Practise: {capture} puzzles on this theme"),
    );
    let Screen::Puzzle(p) = app.screen() else {
        panic!("a puzzle should be open");
    };
    assert_eq!(p.puzzle().theme, wahree::content::Theme::Capture);
}
