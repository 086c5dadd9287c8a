//! A teacher's first day, driven headless through iced_test's simulator at
//! 1024x640: from an empty class to children with their languages, a
//! lesson, a puzzle, a game, the teacher's view, a CSV and a puzzle of the
//! teacher's own, every click counted (typing and playing moves are not
//! clicks a teacher has to find). Issue 32 §1.
#![cfg(feature = "gui-tests")]

mod common;

use std::sync::Arc;

use iced::widget::text_editor::{Action, Edit as EditorEdit};
use iced_test::Simulator;
use wahree::app::teacher_add::Edit;
use wahree::app::{App, Message, Screen, teacher};
use wahree::i18n::Lang;

const WINDOW: (f32, f32) = (1024.0, 640.0);

/// The app, and the clicks the teacher made in it.
struct Day {
    app: App,
    clicks: usize,
}

impl Day {
    fn new(app: App) -> Day {
        Day { app, clicks: 0 }
    }

    fn ui(&self) -> Simulator<'_, Message> {
        common::pin_software_renderer();
        Simulator::with_size(wahree::app::settings(), WINDOW, self.app.view())
    }

    /// Clicks the widget showing `label`, counted, and lets the app handle
    /// what it sent (and the tasks that come back at once).
    fn click(&mut self, label: &str) {
        let messages: Vec<Message> = {
            let mut ui = self.ui();
            ui.click(label)
                .unwrap_or_else(|e| panic!("no {label:?} to click: {e}"));
            ui.into_messages().collect()
        };
        assert!(!messages.is_empty(), "clicking {label:?} did nothing");
        self.clicks += 1;
        for m in messages {
            let _ = self.app.update(m);
        }
    }

    /// Clicks the last widget showing `label` (a box's button, when the
    /// table above it names the same child or language), counted.
    fn click_last(&mut self, label: &str) {
        use iced_test::core::Rectangle;
        use std::sync::Mutex;
        let found: Arc<Mutex<Vec<Rectangle>>> = Arc::default();
        let messages: Vec<Message> = {
            let mut ui = self.ui();
            let seen = found.clone();
            let _ = ui.find(move |c: iced_test::selector::Candidate<'_>| {
                if let iced_test::selector::Candidate::Text {
                    content,
                    visible_bounds: Some(b),
                    ..
                } = c
                    && content == label
                {
                    seen.lock().unwrap().push(b);
                }
                None::<()>
            });
            let last = *found
                .lock()
                .unwrap()
                .last()
                .unwrap_or_else(|| panic!("no {label:?} to click"));
            ui.point_at(last.center());
            ui.simulate(iced_test::simulator::click());
            ui.into_messages().collect()
        };
        assert!(!messages.is_empty(), "clicking {label:?} did nothing");
        self.clicks += 1;
        for m in messages {
            let _ = self.app.update(m);
        }
    }

    /// Scrolls down (the mouse's wheel, not a click) over the point
    /// `over`, then clicks `label`, counted: a button under the fold of a
    /// scrolled part.
    fn scroll_and_click(&mut self, over: (f32, f32), label: &str) {
        use iced::mouse::{self, ScrollDelta};
        let messages: Vec<Message> = {
            let mut ui = self.ui();
            ui.point_at(iced::Point::new(over.0, over.1));
            let wheel = iced::Event::Mouse(mouse::Event::WheelScrolled {
                delta: ScrollDelta::Lines { x: 0.0, y: -30.0 },
            });
            let _ = ui.simulate([wheel]);
            ui.click(label)
                .unwrap_or_else(|e| panic!("no {label:?} to click: {e}"));
            ui.into_messages().collect()
        };
        assert!(!messages.is_empty(), "clicking {label:?} did nothing");
        self.clicks += 1;
        for m in messages {
            let _ = self.app.update(m);
        }
    }

    /// Typing (or pasting): not a click.
    fn send(&mut self, m: Message) {
        let _ = self.app.update(m);
    }

    /// A picture of the window, when WAHREE_FIRST_DAY_SHOTS names a
    /// folder (to look at what the test clicked through).
    fn shot(&self, name: &str) {
        let Some(dir) = std::env::var_os("WAHREE_FIRST_DAY_SHOTS") else {
            return;
        };
        let path = std::path::PathBuf::from(dir).join(name);
        let _ = std::fs::remove_file(path.with_extension("png"));
        let shot = self.ui().snapshot(&self.app.theme()).expect("a snapshot");
        shot.matches_image(&path).expect("the PNG written");
    }

    fn shows(&self, text: &str) -> bool {
        self.ui().find(text).is_ok()
    }

    /// Pastes `names` into "Add children".
    fn paste_names(&mut self, names: &str) {
        self.send(Message::Teacher(teacher::Message::AddEdit(Edit(
            Action::Edit(EditorEdit::Paste(Arc::new(names.to_owned()))),
        ))));
    }
}

fn names(app: &App) -> Vec<(String, Option<Lang>, Option<Lang>)> {
    app.learners()
        .named()
        .map(|l| (l.name.clone(), l.lang, l.second))
        .collect()
}

#[test]
fn an_empty_class_s_home_offers_to_add_the_children_and_a_pasted_list_adds_them() {
    let mut d = Day::new(App::new(Lang::En));
    assert!(matches!(d.app.screen(), Screen::Home(_)));
    d.click("Add the children");
    let Screen::Teacher(t) = d.app.screen() else {
        panic!("not on the teacher's view")
    };
    assert!(t.is_adding(), "the box is open at once");
    assert!(d.shows("Add the children of your class"));
    // A bad line adds nobody and says which.
    d.paste_names("Aiko, ja\nKofi\n\naiko\n");
    d.click("Add them");
    assert!(names(&d.app).is_empty());
    assert!(
        d.shows("Line 4: this name is on line 1 already"),
        "the bad line is named"
    );
    // Fixed, the list is added at once, languages with it.
    d.send(Message::Teacher(teacher::Message::AddEdit(Edit(
        Action::SelectAll,
    ))));
    d.paste_names("Aiko, ja\nKofi\n\nLucía, es\n");
    d.click("Add them");
    let mut added = names(&d.app);
    added.sort();
    assert_eq!(
        added,
        [
            ("Aiko".to_owned(), Some(Lang::Ja), None),
            ("Kofi".to_owned(), None, None),
            ("Lucía".to_owned(), Some(Lang::Es), None),
        ]
    );
    assert!(d.shows("3 learners added to the class."));
    assert!(d.shows("Kofi"), "in the table at once");
    assert!(
        !d.shows("No names yet: import a class list, or let the children add their names on “Who is playing?”.")
    );
    // The notice goes with the next thing done, and a class with names
    // no longer offers the box first, nor Home the button.
    d.click("Kofi");
    assert!(!d.shows("3 learners added to the class."));
    assert_eq!(d.clicks, 4);
}

#[test]
fn the_teacher_s_view_of_a_class_with_names_opens_on_the_table_with_add_children_in_its_bar() {
    let mut d = Day::new(App::new(Lang::En));
    d.click("Add the children");
    d.paste_names("Aiko\nKofi");
    d.click("Add them");
    d.click("Home");
    assert!(!d.shows("Add the children"), "a class with names: no offer");
    d.click("Change learner");
    d.click("Teacher");
    let Screen::Teacher(t) = d.app.screen() else {
        panic!("not on the teacher's view")
    };
    assert!(!t.is_adding());
    d.click("Add children");
    d.paste_names("Luca, it");
    d.click("Add them");
    assert_eq!(names(&d.app).len(), 3);
}

#[test]
fn languages_are_set_for_several_children_at_once_and_shown_in_the_table() {
    let mut d = Day::new(App::new(Lang::En));
    d.click("Add the children");
    d.paste_names("Aiko\nKofi\nLuca\nMina");
    d.click("Add them");
    d.click("Languages");
    d.click_last("Aiko");
    d.click_last("Mina");
    d.click("日本語");
    assert!(d.shows("Second language:"));
    d.click_last("English");
    d.shot("langs");
    d.click("Give 2 children these languages");
    assert!(d.shows("Languages set for 2 children."));
    let langs = |name: &str| {
        let l = d.app.learners().named().find(|l| l.name == name).unwrap();
        (l.lang, l.second)
    };
    assert_eq!(langs("Aiko"), (Some(Lang::Ja), Some(Lang::En)));
    assert_eq!(langs("Mina"), (Some(Lang::Ja), Some(Lang::En)));
    assert_eq!(langs("Kofi"), (None, None));
    assert!(
        d.shows("日本語 + English"),
        "under their names in the table"
    );
    // All of them, to Italian alone.
    d.click("Languages");
    d.click("All");
    d.click("Italiano");
    d.click("Give 4 children these languages");
    assert!(
        d.app
            .learners()
            .named()
            .all(|l| (l.lang, l.second) == (Some(Lang::It), None))
    );
}

#[test]
fn the_teacher_s_board_opens_from_the_teacher_s_view_in_the_teacher_s_language_and_goes_back_there()
{
    let mut d = Day::new(App::new(Lang::En));
    d.click("Add the children");
    d.paste_names("Aiko, ja");
    d.click("Add them");
    // Aiko plays in Japanese: the board from her Home would speak it.
    d.click("Home");
    d.click("Change learner");
    d.click("Aiko");
    assert_eq!(d.app.i18n().lang(), Lang::Ja);
    d.send(Message::Home(wahree::app::home::Message::Learner));
    d.click("Teacher");
    d.click("Teacher's board");
    assert!(matches!(d.app.screen(), Screen::Board(_)));
    assert_eq!(d.app.i18n().lang(), Lang::En, "the teacher's language");
    assert!(d.shows("Save as a puzzle"));
    d.click("Home");
    assert!(
        matches!(d.app.screen(), Screen::Teacher(_)),
        "back to the teacher's view"
    );
}

/// Clicks the centre of `house` on Home's board: a move played, not a
/// click to find (a game with a friend starts with it).
fn play_on_home(d: &mut Day, house: wahree::engine::House) {
    use iced::Vector;
    use iced_test::selector;
    let messages: Vec<Message> = {
        let mut ui = d.ui();
        let bounds = ui
            .find(selector::id(wahree::app::home::BOARD_ID))
            .expect("Home's board")
            .bounds();
        let c = wahree::app::play::Layout::new(bounds.size()).house_center(house);
        ui.point_at(bounds.position() + Vector::new(c.x, c.y));
        ui.simulate(iced_test::simulator::click());
        ui.into_messages().collect()
    };
    for m in messages {
        d.send(m);
    }
}

/// Moves from the start to a position where some moves capture most and
/// others do not: the form's first goal has a real answer there.
fn worth_a_puzzle() -> Vec<wahree::engine::House> {
    use wahree::content::{Goal, answers};
    use wahree::engine::Position;
    fn search(p: Position, depth: usize, line: &mut Vec<wahree::engine::House>) -> bool {
        let legal = p.legal_moves().count();
        if let Ok(a) = answers(Goal::MostSeeds, &p)
            && !a.is_empty()
            && a.len() < legal
        {
            return true;
        }
        if depth == 0 {
            return false;
        }
        for h in p.legal_moves() {
            let (next, _) = p.play(h).unwrap();
            line.push(h);
            if search(next, depth - 1, line) {
                return true;
            }
            line.pop();
        }
        false
    }
    let mut line = Vec::new();
    assert!(search(Position::START, 6, &mut line), "no such position");
    line
}

/// A folder of its own for one test, emptied first.
fn folder(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("wahree-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("lessons")).unwrap();
    dir
}

#[test]
fn first_day_from_an_empty_class_to_a_puzzle_of_the_teachers_own_in_at_most_20_clicks() {
    use wahree::app::board::{Message as B, form};
    use wahree::app::puzzle::Status;
    let dir = folder("first-day");
    let app = App::with_storage(Arc::new(wahree::classroom::Memory::new()), Lang::En)
        .with_teacher_dir(dir.join("lessons"));
    let mut d = Day::new(app);
    // No sowing shown: moves land at once, as a teacher who waits for
    // the seeds sees them (no click of the day).
    {
        use wahree::app::settings::Message as S;
        d.send(Message::Home(wahree::app::home::Message::Settings));
        d.send(Message::Settings(S::Speed(wahree::classroom::Speed::Off)));
        d.send(Message::Settings(S::Home));
    }
    let shipped = d.app.puzzle_list().len();

    // Three children with their languages, where an empty class starts.
    d.click("Add the children");
    d.paste_names("Aiko, ja\nKofi, en\nLucía, es\n");
    d.click("Add them");
    let mut added = names(&d.app);
    added.sort();
    assert_eq!(
        added,
        [
            ("Aiko".to_owned(), Some(Lang::Ja), None),
            ("Kofi".to_owned(), Some(Lang::En), None),
            ("Lucía".to_owned(), Some(Lang::Es), None),
        ]
    );

    // A puzzle of the teacher's own, from the teacher's view's board, in
    // the teacher's language.
    d.click("Teacher's board");
    assert_eq!(d.app.i18n().lang(), Lang::En);
    // A few moves from the start (played, not clicks), to a position
    // worth a puzzle.
    d.click("Play");
    for h in worth_a_puzzle() {
        d.send(Message::Board(B::PlayOwn(h.own_number())));
    }
    d.click("Save as a puzzle");
    assert!(!d.shows("No move reaches this goal: choose another goal."));
    d.send(Message::Board(B::Form(form::Message::Explanation(
        "Sow from the house that reaches the most.".into(),
    ))));
    d.shot("form");
    // The form scrolls in its column, right of the board.
    d.scroll_and_click((850.0, 400.0), "Save the puzzle");
    assert_eq!(d.app.puzzle_list().len(), shipped + 1, "in the puzzle list");
    d.click("Home");
    assert!(matches!(d.app.screen(), Screen::Teacher(_)));

    // The class's CSV, where the teacher says.
    let csv = dir.join("class.csv");
    d.click("Save as a spreadsheet (CSV)");
    d.send(Message::Teacher(teacher::Message::ExportPath(
        csv.display().to_string(),
    )));
    d.click("Save");
    let written = std::fs::read_to_string(&csv).expect("the CSV written");
    assert!(written.contains("Lucía") && written.contains("Kofi"));
    assert!(d.shows(&format!("Saved in {}.", csv.display())));

    // As a child: a lesson, a puzzle, a game.
    d.click("Home");
    d.click("Change learner");
    d.click("Kofi");
    assert!(matches!(d.app.screen(), Screen::Home(_)));
    d.click("Start with lesson 1: The board and the\u{a0}goal");
    assert!(matches!(d.app.screen(), Screen::Lesson(_)));
    d.click("All lessons");
    d.click("Home");
    d.click("Puzzles");
    d.click("Next puzzle to solve");
    for n in 1..=6 {
        let Screen::Puzzle(p) = d.app.screen() else {
            panic!("not on a puzzle")
        };
        if !matches!(p.status(), Status::Asking) {
            break;
        }
        d.send(Message::Puzzle(wahree::app::puzzle::Message::PlayOwn(n)));
    }
    let Screen::Puzzle(p) = d.app.screen() else {
        panic!("not on a puzzle")
    };
    assert!(!matches!(p.status(), Status::Asking), "a move was answered");
    d.click("All puzzles");
    d.click("Home");
    play_on_home(&mut d, wahree::engine::House::new(2).unwrap());
    assert!(matches!(d.app.screen(), Screen::Play(_)), "a game begun");
    let kofi = d.app.learners().named().find(|l| l.name == "Kofi").unwrap();
    assert!(!kofi.lessons.is_empty() && !kofi.puzzles.is_empty());

    println!("first day: {} clicks", d.clicks);
    assert!(d.clicks <= 20, "first day: {} clicks", d.clicks);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_puzzle_form_keeps_its_lines_in_place_while_typing_and_says_no_move_once() {
    use wahree::app::board::{Message as B, form};
    let mut d = Day::new(App::new(Lang::En));
    d.click("Teacher's board");
    d.click("Save as a puzzle");
    // The start: no wipe-out, said by the answers' line alone.
    assert!(d.shows("No move reaches this goal: choose another goal."));
    assert!(!d.shows("No move reaches this goal in this position."));
    let at = |d: &Day, label: &str| {
        let mut ui = d.ui();
        let found = ui
            .find(label)
            .unwrap_or_else(|e| panic!("no {label:?}: {e}"));
        iced_test::selector::Bounded::bounds(&found)
    };
    assert!(d.shows("A puzzle should have at least one hint."));
    let save = at(&d, "Save the puzzle");
    let written = at(&d, "You write in:");
    for typed in ["S", "Sow", "", "Sow the fourth house."] {
        d.send(Message::Board(B::Form(form::Message::Explanation(
            typed.into(),
        ))));
        d.send(Message::Board(B::Form(form::Message::Prompt(typed.into()))));
        // The first hint takes "A puzzle should have at least one hint"
        // away.
        d.send(Message::Board(B::Form(form::Message::Hint(
            0,
            typed.into(),
        ))));
        assert_eq!(at(&d, "Save the puzzle"), save, "typed {typed:?}");
        assert_eq!(at(&d, "You write in:"), written, "typed {typed:?}");
    }
}

#[test]
fn the_save_dialog_and_the_file_chooser_say_what_to_do_when_nothing_was_chosen() {
    let mut d = Day::new(App::new(Lang::En));
    d.click("Add the children");
    d.paste_names("Aiko");
    d.click("Add them");
    d.click("Save as a spreadsheet (CSV)");
    assert!(d.shows("Choose where…"));
    // The dialog closed with no place (or none could open).
    d.send(Message::Teacher(teacher::Message::ExportChosen(None)));
    assert!(d.shows("No place was chosen there: Save puts the file at the path in the field."));
    // A place chosen saves at once, and says where the file went.
    let dir = folder("export-chosen");
    let file = dir.join("class.csv");
    d.send(Message::Teacher(teacher::Message::ExportChosen(Some(
        file.clone(),
    ))));
    assert!(file.exists());
    assert!(d.shows(&format!("Saved in {}.", file.display())));
    d.send(Message::Teacher(teacher::Message::CloseDialog));
    d.send(Message::Teacher(teacher::Message::ImportOpen));
    d.send(Message::Teacher(teacher::Message::ImportChosen(None)));
    assert!(d.shows(
        "No file was chosen (this computer may have no file chooser): type the list's path in the field, then Read the list."
    ));
    let _ = std::fs::remove_dir_all(&dir);
}
