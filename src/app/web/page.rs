//! What the page shows of the app's state outside its canvas: the
//! language on `<html lang>` (for the browser's own text handling and for
//! screen readers), and for tests a few facts as `data-` attributes on
//! `<html>`: the screen on show, and on the play screen how many moves its
//! game has and its position (the engine's notation). A test of
//! the site (`cargo xtask web-test`) reads them as a learner would read the
//! screen, without knowing how it is drawn.

use std::cell::RefCell;

use crate::app::{App, Screen};

thread_local! {
    /// What was last written, so that an unchanged page is not touched.
    static SHOWN: RefCell<[String; 4]> = RefCell::default();
}

/// Brings the page's attributes up to date with `app` (called after every
/// update, with the title).
pub fn show(app: &App) {
    let lang = app.i18n().lang().code().to_owned();
    let (screen, game) = match app.screen() {
        Screen::Home(_) => ("home", None),
        Screen::Play(p) => ("play", Some(p.game())),
        Screen::Settings(_) => ("settings", None),
        Screen::Puzzles(_) => ("puzzles", None),
        Screen::Puzzle(_) => ("puzzle", None),
        Screen::Lessons(_) => ("lessons", None),
        Screen::Lesson(_) => ("lesson", None),
    };
    let now = [
        lang,
        screen.to_owned(),
        game.map_or_else(String::new, |g| g.plies().len().to_string()),
        game.map_or_else(String::new, |g| g.position().to_string()),
    ];
    let changed = SHOWN.with_borrow_mut(|shown| {
        let changed = *shown != now;
        shown.clone_from(&now);
        changed
    });
    if !changed {
        return;
    }
    let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    else {
        return;
    };
    for (name, value) in ["lang", "data-screen", "data-plies", "data-position"]
        .into_iter()
        .zip(&now)
    {
        let _ = root.set_attribute(name, value);
    }
}
