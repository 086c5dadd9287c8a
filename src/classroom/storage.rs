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
    /// A folder Wahree needs (`learners`) is a file, or a file a folder.
    NotAFolder,
    /// A link to another file: only files really in the folder are read.
    Link,
    /// Not a file at all: a named pipe, a device.
    NotAFile,
    /// Far bigger than any class file (`content::safe_read::MAX_RECORD`).
    TooBig,
    /// Left as it is by a command that only reads ([`ReadOnly`]).
    LeftAlone,
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
            StorageError::NotAFolder => "storage-not-folder",
            StorageError::Link => "storage-link",
            StorageError::NotAFile => "storage-not-file",
            StorageError::TooBig => "storage-too-big",
            StorageError::LeftAlone => "storage-left-alone",
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

    /// Takes back a record this process has just created, when the rest
    /// of what it belongs to could not be written (an import stopped by a
    /// full disk adds no one rather than some). A storage that cannot
    /// delete sets it aside.
    fn remove_new(&self, key: &str) -> Result<(), StorageError> {
        self.set_aside(key, ".undone").map(drop)
    }
}

/// A storage that is only read: `wahree class list` and `class export`
/// look at a class without changing its folder. A damaged file is left
/// where it is (the app sets it aside when it next opens the class), and
/// nothing is written.
pub struct ReadOnly<'a>(pub &'a dyn Storage);

impl Storage for ReadOnly<'_> {
    fn read(&self, key: &str) -> Result<Option<String>, StorageError> {
        self.0.read(key)
    }

    fn list(&self, dir: &str) -> Result<Vec<String>, StorageError> {
        self.0.list(dir)
    }

    fn update(
        &self,
        _key: &str,
        _f: &mut dyn FnMut(Option<&str>) -> Option<String>,
    ) -> Result<(), StorageError> {
        Err(StorageError::LeftAlone)
    }

    fn set_aside(&self, _key: &str, _suffix: &str) -> Result<String, StorageError> {
        Err(StorageError::LeftAlone)
    }
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

    fn remove_new(&self, key: &str) -> Result<(), StorageError> {
        self.lock().remove(key);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::classroom::save::{self, LoadProblem};

    /// `wahree class list` renamed a damaged file: a read must not.
    #[test]
    fn a_read_only_load_leaves_damaged_files_where_they_are() {
        let memory = Memory::new();
        memory.put("learners/l1-a.ron", "garbage(");
        memory.put("class.ron", "(format: 3, data: (");
        let loaded = save::load(&ReadOnly(&memory), 9);
        assert_eq!(
            memory.keys(),
            ["class.ron", "learners/l1-a.ron"],
            "nothing renamed"
        );
        assert_eq!(
            loaded.problems,
            [
                LoadProblem::Unreadable {
                    key: "class.ron".into(),
                    error: StorageError::LeftAlone
                },
                LoadProblem::Unreadable {
                    key: "learners/l1-a.ron".into(),
                    error: StorageError::LeftAlone
                },
            ]
        );
        // The same load with writing allowed sets both aside.
        save::load(&memory, 9);
        assert_eq!(
            memory.keys(),
            ["class.ron.corrupt-9", "learners/l1-a.ron.corrupt-9"]
        );
    }
}
