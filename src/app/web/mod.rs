//! The app in a web page (`wasm32-unknown-unknown`): the entry points the
//! page's scripts call, and what only the browser has. How the site is
//! built and hosted: docs/web.md.

pub mod a11y;
pub mod clock;
pub mod fetch;
pub mod files;
mod focused;
pub mod folder;
pub mod font;
pub mod page;
mod picker;
pub mod storage;
pub mod typing;
pub mod worker;

use std::sync::Arc;

use wasm_bindgen::prelude::wasm_bindgen;

use super::App;
use crate::i18n::Lang;
use storage::Browser;

/// The app as the page starts it: the class in the browser's storage (one
/// that remembers nothing when the browser forbids storing), the
/// languages from the browser's, the teacher's folder if one was picked,
/// and the page's own server as the class server (used once it answers
/// as one: on a plain static server the app works alone, as before); a
/// join link's code (`/?join=K7QD3M`) joins its class at once.
pub fn boot() -> App {
    let system = Lang::from_system();
    let app = if Browser::available() {
        App::with_storage(Arc::new(Browser), system)
    } else {
        App::new(system)
    };
    let mut app = app
        .with_folders(&[])
        .settling()
        .with_transport(Arc::new(fetch::Fetch))
        .with_server("");
    if let Some(code) = fetch::take_join_code() {
        app.join_when_ready(code);
    }
    app
}

/// Starts the app in the page (`index.html` calls it once the module is
/// loaded): it draws into the element `#wahree`.
#[wasm_bindgen]
pub fn start() {
    std::panic::set_hook(Box::new(|info| {
        web_sys::console::error_1(&format!("wahree: {info}").into());
    }));
    // The coach's worker loads while the first screen is drawn, so the
    // computer's first move does not wait for it.
    worker::warm_up();
    if let Err(e) = super::run(None, Vec::new(), None) {
        web_sys::console::error_1(&format!("wahree: the app could not start: {e}").into());
    }
}

/// The coach's side of the Web Worker (`worker.js` calls it for each
/// message): a job as JSON in, its answer as JSON out, or an empty string
/// for text that is no job.
#[wasm_bindgen]
pub fn worker_job(text: &str) -> String {
    use crate::wire;
    use std::sync::Arc;
    use std::sync::atomic::AtomicBool;
    // Nothing can set the flag here: the page stops a job by ending the
    // worker (`worker.rs`).
    let flag = Arc::new(AtomicBool::new(false));
    wire::job_from_text(text).map_or_else(String::new, |job| wire::done_to_text(&job.run(flag)))
}
