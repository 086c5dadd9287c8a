//! The desktop's storage: one file per key under a data folder. Every
//! write holds a lock on `DIR/.lock` while it reads, merges and replaces a
//! file, and writes through a temporary file with a name of its own (the
//! process and a counter) renamed over the old one: two windows or two
//! computers on one class folder never write half a file or each other's
//! temporary file, and a crash never leaves half a file behind.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

use super::storage::{Storage, StorageError};

/// A data folder (`--data-dir`, or the user's data directory).
#[derive(Clone, Debug)]
pub struct Files {
    root: PathBuf,
}

impl Files {
    pub fn new(root: impl Into<PathBuf>) -> Files {
        Files { root: root.into() }
    }

    pub fn root(&self) -> &Path {
        &self.root
    }

    fn path(&self, key: &str) -> PathBuf {
        // Keys are ours (`class.ron`, `learners/<id>.ron`), never typed.
        key.split('/')
            .fold(self.root.clone(), |p, part| p.join(part))
    }

    /// Holds the folder's lock until dropped (the OS lets go of it if the
    /// process dies, so a crash never leaves the class locked).
    fn lock(&self) -> io::Result<File> {
        fs::create_dir_all(&self.root)?;
        let file = OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(self.root.join(".lock"))?;
        file.lock()?;
        Ok(file)
    }
}

/// How an I/O error reads to a teacher.
pub fn storage_error(e: &io::Error) -> StorageError {
    use io::ErrorKind as K;
    match e.kind() {
        K::PermissionDenied | K::ReadOnlyFilesystem => StorageError::Denied,
        K::StorageFull | K::QuotaExceeded | K::FileTooLarge => StorageError::Full,
        K::Interrupted | K::TimedOut | K::WouldBlock | K::ResourceBusy => StorageError::Busy,
        K::InvalidData => StorageError::NotText,
        _ => StorageError::Other(e.raw_os_error()),
    }
}

fn read(path: &Path) -> Result<Option<String>, StorageError> {
    match fs::read_to_string(path) {
        Ok(t) => Ok(Some(t)),
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(storage_error(&e)),
    }
}

/// Writes `text` to `path` through a temporary file of this process's own.
fn replace(path: &Path, text: &str) -> io::Result<()> {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    if let Some(dir) = path.parent() {
        fs::create_dir_all(dir)?;
    }
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    let mut tmp = path.as_os_str().to_owned();
    tmp.push(format!(".tmp-{}-{n}", std::process::id()));
    let tmp = PathBuf::from(tmp);
    let written = (|| {
        let mut file = File::create(&tmp)?;
        file.write_all(text.as_bytes())?;
        // Off the window's thread (the app saves in the background), so a
        // slow disk never freezes a child's click.
        file.sync_all()?;
        fs::rename(&tmp, path)
    })();
    if written.is_err() {
        let _ = fs::remove_file(&tmp);
    }
    written
}

impl Storage for Files {
    fn read(&self, key: &str) -> Result<Option<String>, StorageError> {
        read(&self.path(key))
    }

    fn list(&self, dir: &str) -> Result<Vec<String>, StorageError> {
        let entries = match fs::read_dir(self.path(dir.trim_end_matches('/'))) {
            Ok(e) => e,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(Vec::new()),
            Err(e) => return Err(storage_error(&e)),
        };
        let mut keys: Vec<String> = entries
            .flatten()
            .filter(|e| e.file_type().is_ok_and(|t| t.is_file()))
            .filter_map(|e| e.file_name().into_string().ok())
            .filter(|n| n.ends_with(".ron"))
            .map(|n| format!("{dir}{n}"))
            .collect();
        keys.sort();
        Ok(keys)
    }

    fn update(
        &self,
        key: &str,
        f: &mut dyn FnMut(Option<&str>) -> Option<String>,
    ) -> Result<(), StorageError> {
        let _lock = self.lock().map_err(|e| storage_error(&e))?;
        let path = self.path(key);
        let now = read(&path)?;
        match f(now.as_deref()) {
            Some(text) => replace(&path, &text).map_err(|e| storage_error(&e)),
            None => Ok(()),
        }
    }

    fn set_aside(&self, key: &str, suffix: &str) -> Result<String, StorageError> {
        let _lock = self.lock().map_err(|e| storage_error(&e))?;
        let to = format!("{key}{suffix}");
        match fs::rename(self.path(key), self.path(&to)) {
            Ok(()) => Ok(to),
            Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(to),
            Err(e) => Err(storage_error(&e)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("wahree-files-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        dir
    }

    #[test]
    fn writes_read_back_and_leave_no_temporary_file() {
        let dir = scratch("basic");
        let files = Files::new(&dir);
        assert_eq!(files.read("class.ron"), Ok(None));
        assert_eq!(files.list("learners/"), Ok(Vec::new()));
        files
            .update("learners/a.ron", &mut |old| {
                assert_eq!(old, None);
                Some("(name: \"Aiko\")".into())
            })
            .unwrap();
        files
            .update("learners/a.ron", &mut |old| {
                Some(format!("{}!", old.unwrap()))
            })
            .unwrap();
        assert_eq!(
            files.read("learners/a.ron").unwrap().as_deref(),
            Some("(name: \"Aiko\")!")
        );
        assert_eq!(files.list("learners/").unwrap(), ["learners/a.ron"]);
        let names: Vec<_> = fs::read_dir(dir.join("learners"))
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names, ["a.ron"]);
        let kept = files.set_aside("learners/a.ron", ".removed-7").unwrap();
        assert_eq!(kept, "learners/a.ron.removed-7");
        assert!(dir.join("learners/a.ron.removed-7").exists());
        assert_eq!(files.list("learners/"), Ok(Vec::new()));
        fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn text_that_is_not_utf8_is_an_error_not_a_panic() {
        let dir = scratch("binary");
        fs::create_dir_all(&dir).unwrap();
        fs::write(dir.join("class.ron"), [0xff, 0xfe, 0]).unwrap();
        assert_eq!(
            Files::new(&dir).read("class.ron"),
            Err(StorageError::NotText)
        );
        fs::remove_dir_all(dir).unwrap();
    }
}
