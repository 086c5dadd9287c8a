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
