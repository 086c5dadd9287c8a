//! Where a class is kept: a seam the app chooses per target (files in a
//! data folder on the desktop, the browser's storage on the web, memory in
//! tests). Keys are relative paths such as `class.ron` and
//! `learners/l1x-ab.ron`; values are text.

use std::collections::BTreeMap;
use std::sync::Mutex;

/// Why something could not be read or written, in terms a teacher can act
/// on (the app words it; the system's own text never reaches a child).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StorageError {
    /// Not allowed (permissions, a read-only USB stick).
    Denied,
    /// The disk or the browser's quota is full.
    Full,
    /// Held by something else, or a slow drive: worth trying again.
    Busy,
    /// The text is not UTF-8.
    NotText,
    /// Anything else, with the system's error number if there is one.
    Other(Option<i32>),
}

impl StorageError {
    /// The message id of this error in `app.ftl`.
    pub fn message_id(&self) -> &'static str {
        match self {
            StorageError::Denied => "storage-denied",
            StorageError::Full => "storage-full",
            StorageError::Busy => "storage-busy",
            StorageError::NotText => "storage-not-text",
            StorageError::Other(_) => "storage-other",
        }
    }
}

/// Reading and writing texts by key. `update` is the only way to write:
/// it reads what is there now and writes what `f` makes of it, as one step
/// no other writer (another window on the same folder) can come between,
/// so a writer can merge instead of overwrite.
pub trait Storage: Send + Sync {
    /// The text at `key`, or none if there is nothing there.
    fn read(&self, key: &str) -> Result<Option<String>, StorageError>;

    /// The keys of the `.ron` texts directly under `dir` (`learners/`).
    fn list(&self, dir: &str) -> Result<Vec<String>, StorageError>;

    /// Writes `f(current text)` at `key`; `f` returning none leaves it as
    /// it is.
    fn update(
        &self,
        key: &str,
        f: &mut dyn FnMut(Option<&str>) -> Option<String>,
    ) -> Result<(), StorageError>;

    /// Moves the text at `key` to `key` + `suffix`, kept for whoever looks
    /// after the computer (a corrupt or removed learner is never deleted).
    /// Returns where it is now.
    fn set_aside(&self, key: &str, suffix: &str) -> Result<String, StorageError>;
}

/// A storage in memory: tests, and a computer with no data folder (nothing
/// is kept after the app closes).
#[derive(Debug, Default)]
pub struct Memory {
    texts: Mutex<BTreeMap<String, String>>,
}

impl Memory {
    pub fn new() -> Memory {
        Memory::default()
    }

    /// Puts a text in place directly (a test's hand-made file).
    pub fn put(&self, key: &str, text: &str) {
        self.lock().insert(key.to_owned(), text.to_owned());
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, BTreeMap<String, String>> {
        // A test that panicked while holding it leaves good data behind.
        self.texts.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Every key, for tests.
    pub fn keys(&self) -> Vec<String> {
        self.lock().keys().cloned().collect()
    }
}

impl Storage for Memory {
    fn read(&self, key: &str) -> Result<Option<String>, StorageError> {
        Ok(self.lock().get(key).cloned())
    }

    fn list(&self, dir: &str) -> Result<Vec<String>, StorageError> {
        Ok(self
            .lock()
            .keys()
            .filter(|k| {
                k.strip_prefix(dir)
                    .is_some_and(|rest| !rest.contains('/') && rest.ends_with(".ron"))
            })
            .cloned()
            .collect())
    }

    fn update(
        &self,
        key: &str,
        f: &mut dyn FnMut(Option<&str>) -> Option<String>,
    ) -> Result<(), StorageError> {
        let mut texts = self.lock();
        if let Some(new) = f(texts.get(key).map(String::as_str)) {
            texts.insert(key.to_owned(), new);
        }
        Ok(())
    }

    fn set_aside(&self, key: &str, suffix: &str) -> Result<String, StorageError> {
        let mut texts = self.lock();
        let to = format!("{key}{suffix}");
        if let Some(text) = texts.remove(key) {
            texts.insert(to.clone(), text);
        }
        Ok(to)
    }
}
