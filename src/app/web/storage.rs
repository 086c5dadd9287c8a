//! The browser's storage, for what the desktop keeps in files: one
//! `localStorage` entry per file name, under `wahree/`, holding the same
//! text the file would. What reads and writes it (the settings' store)
//! keeps the desktop's format, versions and corrupt-data handling; this
//! only moves text. A full storage is an error of its own kind
//! (`StorageFull`), for the app to tell the learner: nothing is dropped
//! silently.

use std::io;

use wasm_bindgen::JsCast;

const PREFIX: &str = "wahree/";

fn storage() -> io::Result<web_sys::Storage> {
    web_sys::window()
        .and_then(|w| w.local_storage().ok().flatten())
        .ok_or_else(|| io::Error::new(io::ErrorKind::Unsupported, "no browser storage"))
}

/// Whether this page may store anything (a browser can forbid it).
pub fn available() -> bool {
    storage().is_ok()
}

fn failed(e: wasm_bindgen::JsValue) -> io::Error {
    let name = e
        .dyn_ref::<web_sys::DomException>()
        .map(web_sys::DomException::name)
        .unwrap_or_default();
    if name == "QuotaExceededError" {
        io::Error::new(io::ErrorKind::StorageFull, "the browser's storage is full")
    } else {
        io::Error::other(format!("browser storage: {name}"))
    }
}

/// The text stored as `name`; `NotFound` if there is none.
pub fn read(name: &str) -> io::Result<String> {
    storage()?
        .get_item(&format!("{PREFIX}{name}"))
        .map_err(failed)?
        .ok_or_else(|| io::ErrorKind::NotFound.into())
}

/// Stores `text` as `name`, whole or not at all (the browser writes an
/// entry in one step, like the desktop's write-then-rename).
pub fn write(name: &str, text: &str) -> io::Result<()> {
    storage()?
        .set_item(&format!("{PREFIX}{name}"), text)
        .map_err(failed)
}

/// Moves the text stored as `from` to `to`.
pub fn rename(from: &str, to: &str) -> io::Result<()> {
    let text = read(from)?;
    write(to, &text)?;
    remove(from)
}

/// Removes what is stored as `name`, if anything.
pub fn remove(name: &str) -> io::Result<()> {
    storage()?
        .remove_item(&format!("{PREFIX}{name}"))
        .map_err(failed)
}
