//! The browser's storage for the class (`classroom::Storage`): one
//! `localStorage` entry per key, under `wahree/`, holding the text the
//! desktop keeps in a file of the same relative path. The classroom's
//! saving keeps the desktop's format, versions and corrupt-data handling;
//! this only moves text. A full storage is `StorageError::Full`, which the
//! app tells the teacher: nothing is dropped silently.
//!
//! `localStorage` is read and written in one go on the page's one thread,
//! so a reading-then-writing `update` has no other writer of this page
//! between its two steps. (Two tabs of the same site could still come
//! between each other; a class is used in one tab.)

use wasm_bindgen::{JsCast, JsValue};

use crate::classroom::{Storage, StorageError};

const PREFIX: &str = "wahree/";

/// The page's `localStorage`, looked up at each call (so that it holds
/// nothing of the page and can be shared as the trait asks).
#[derive(Clone, Copy, Debug, Default)]
pub struct Browser;

fn local() -> Result<web_sys::Storage, StorageError> {
    let window = web_sys::window().ok_or(StorageError::Other(None))?;
    match window.local_storage() {
        Ok(Some(s)) => Ok(s),
        // The browser forbids storing for this page (a privacy setting).
        _ => Err(StorageError::Denied),
    }
}

fn failed(e: JsValue) -> StorageError {
    let name = e
        .dyn_ref::<web_sys::DomException>()
        .map(web_sys::DomException::name)
        .unwrap_or_default();
    match name.as_str() {
        "QuotaExceededError" => StorageError::Full,
        "SecurityError" => StorageError::Denied,
        _ => StorageError::Other(None),
    }
}

impl Browser {
    /// Whether this page may store anything at all.
    pub fn available() -> bool {
        local().is_ok()
    }

    /// Removes what is stored at `key`, if anything (a teacher's folder
    /// the teacher removed; the class itself is never deleted).
    pub fn remove(&self, key: &str) -> Result<(), StorageError> {
        local()?
            .remove_item(&format!("{PREFIX}{key}"))
            .map_err(failed)
    }

    fn write(&self, key: &str, text: &str) -> Result<(), StorageError> {
        local()?
            .set_item(&format!("{PREFIX}{key}"), text)
            .map_err(failed)
    }
}

impl Storage for Browser {
    fn read(&self, key: &str) -> Result<Option<String>, StorageError> {
        local()?.get_item(&format!("{PREFIX}{key}")).map_err(failed)
    }

    fn list(&self, dir: &str) -> Result<Vec<String>, StorageError> {
        let storage = local()?;
        let len = storage.length().map_err(failed)?;
        let mut keys = Vec::new();
        for i in 0..len {
            let Some(key) = storage.key(i).map_err(failed)? else {
                continue;
            };
            let Some(key) = key.strip_prefix(PREFIX) else {
                continue;
            };
            let direct = key
                .strip_prefix(dir)
                .is_some_and(|rest| !rest.contains('/') && rest.ends_with(".ron"));
            if direct {
                keys.push(key.to_owned());
            }
        }
        keys.sort();
        Ok(keys)
    }

    fn update(
        &self,
        key: &str,
        f: &mut dyn FnMut(Option<&str>) -> Option<String>,
    ) -> Result<(), StorageError> {
        let now = self.read(key)?;
        match f(now.as_deref()) {
            // One `setItem`: the whole text or, when it does not fit,
            // nothing (the old text stays).
            Some(text) => self.write(key, &text),
            None => Ok(()),
        }
    }

    fn set_aside(&self, key: &str, suffix: &str) -> Result<String, StorageError> {
        let to = format!("{key}{suffix}");
        if let Some(text) = self.read(key)? {
            self.write(&to, &text)?;
            self.remove(key)?;
        }
        Ok(to)
    }
}
