//! The desktop's storage: one file per key under a data folder. Every
//! write holds a lock on `DIR/.lock` while it reads, merges and replaces a
//! file, and writes through a temporary file with a name of its own (the
//! process and a counter) renamed over the old one: two windows or two
//! computers on one class folder never write half a file or each other's
//! temporary file, and a crash never leaves half a file behind (a
//! temporary file a killed writer left is removed by the next writer).
//! Files hold children's names, so they are written readable by their
//! owner only; only regular files of the folder, of a sane size, are read
//! (`content::safe_read`).

use std::cell::RefCell;
use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

use super::storage::{Storage, StorageError};
use crate::content::safe_read::{MAX_RECORD, Refused, read_text};

/// A data folder (`--data-dir`, or the user's data directory).
#[derive(Clone, Debug)]
pub struct Files {
    root: PathBuf,
}

thread_local! {
    /// The folders whose lock this thread holds through
    /// [`Files::exclusive`]: a write inside it must not wait for itself.
    static HELD: RefCell<Vec<PathBuf>> = const { RefCell::new(Vec::new()) };
}

/// The lock of a folder, or nothing when this thread holds it already.
struct Lock(Option<File>);

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
    fn lock(&self) -> io::Result<Lock> {
        if HELD.with(|h| h.borrow().contains(&self.root)) {
            return Ok(Lock(None));
        }
        private_dir(&self.root)?;
        let mut options = OpenOptions::new();
        options.create(true).truncate(false).write(true);
        owner_only(&mut options);
        let file = options.open(self.root.join(".lock"))?;
        file.lock()?;
        Ok(Lock(Some(file)))
    }

    /// Runs `f` holding the folder's lock, so that what it reads, decides
    /// and writes is one step no other window, command or computer comes
    /// between: two imports of the same list at once never make two
    /// learners of one name. Writes inside `f` take no lock of their own.
    pub fn exclusive<T>(&self, f: impl FnOnce() -> T) -> Result<T, StorageError> {
        let lock = self.lock().map_err(|e| storage_error(&e))?;
        let fresh = lock.0.is_some();
        if fresh {
            HELD.with(|h| h.borrow_mut().push(self.root.clone()));
        }
        // Let go even if `f` panics.
        struct Release<'a>(&'a Path, bool);
        impl Drop for Release<'_> {
            fn drop(&mut self) {
                if self.1 {
                    HELD.with(|h| h.borrow_mut().retain(|p| p != self.0));
                }
            }
        }
        let _release = Release(&self.root, fresh);
        let out = f();
        drop(lock);
        Ok(out)
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
        // `learners` made a file, or a file in the way of a folder.
        K::NotADirectory | K::IsADirectory => StorageError::NotAFolder,
        _ => StorageError::Other(e.raw_os_error()),
    }
}

fn read(path: &Path) -> Result<Option<String>, StorageError> {
    match read_text(path, MAX_RECORD) {
        Ok(t) => Ok(Some(t)),
        Err(Refused::Io(e)) if e.kind() == io::ErrorKind::NotFound => Ok(None),
        Err(Refused::Io(e)) => Err(storage_error(&e)),
        Err(Refused::Link) => Err(StorageError::Link),
        Err(Refused::NotAFile { .. }) => Err(StorageError::NotAFile),
        Err(Refused::TooBig { .. }) => Err(StorageError::TooBig),
    }
}

/// New files readable and writable by their owner only (a class's files
/// hold children's names); elsewhere than Unix the folder's own rights.
fn owner_only(options: &mut OpenOptions) {
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(options, 0o600);
    #[cfg(not(unix))]
    let _ = options;
}

/// Makes `dir` and the folders above it, the new ones for their owner only.
fn private_dir(dir: &Path) -> io::Result<()> {
    let mut builder = fs::DirBuilder::new();
    builder.recursive(true);
    #[cfg(unix)]
    std::os::unix::fs::DirBuilderExt::mode(&mut builder, 0o700);
    builder.create(dir)
}

/// Writes `bytes` to a new file at `path` (replacing one there), readable
/// by its owner only: a class list or export chosen by the teacher.
pub fn write_private(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let mut options = OpenOptions::new();
    options.write(true).create(true).truncate(true);
    owner_only(&mut options);
    let mut file = options.open(path)?;
    // A file that was there keeps its old rights through `open`.
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        file.set_permissions(fs::Permissions::from_mode(0o600))?;
    }
    file.write_all(bytes)?;
    file.sync_all()
}

/// The mark of this module's temporary files: `NAME.tmp-PID-N`.
const TMP: &str = ".tmp-";

/// Whether `name` is one of this module's temporary files.
fn is_temporary(name: &str) -> bool {
    name.rsplit_once(TMP).is_some_and(|(_, tail)| {
        tail.split_once('-').is_some_and(|(pid, n)| {
            !pid.is_empty()
                && !n.is_empty()
                && pid.bytes().chain(n.bytes()).all(|b| b.is_ascii_digit())
        })
    })
}

/// Removes the temporary files left in `dir` by a writer that was killed
/// or lost its power mid-write. Called with the folder's lock held, when
/// no temporary file can be in use: each is written and renamed under it.
fn clear_leftovers(dir: &Path) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let is_file = entry.file_type().is_ok_and(|t| t.is_file());
        if is_file && entry.file_name().to_str().is_some_and(is_temporary) {
            let _ = fs::remove_file(entry.path());
        }
    }
}

/// Writes `text` to `path` through a temporary file of this process's own.
fn replace(path: &Path, text: &str) -> io::Result<()> {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    if let Some(dir) = path.parent() {
        private_dir(dir)?;
        clear_leftovers(dir);
    }
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    let mut tmp = path.as_os_str().to_owned();
    tmp.push(format!("{TMP}{}-{n}", std::process::id()));
    let tmp = PathBuf::from(tmp);
    let written = (|| {
        let mut options = OpenOptions::new();
        options.write(true).create_new(true);
        owner_only(&mut options);
        let mut file = options.open(&tmp)?;
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
        let path = self.path(dir.trim_end_matches('/'));
        match fs::symlink_metadata(&path) {
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(Vec::new()),
            Err(e) => return Err(storage_error(&e)),
            // A link to a folder elsewhere is not the class's folder.
            Ok(m) if m.file_type().is_symlink() => return Err(StorageError::Link),
            Ok(m) if !m.is_dir() => return Err(StorageError::NotAFolder),
            Ok(_) => {}
        }
        let entries = fs::read_dir(&path).map_err(|e| storage_error(&e))?;
        // Links and pipes too, so that reading them says why they are not
        // loaded instead of leaving a learner out without a word.
        let mut keys: Vec<String> = entries
            .flatten()
            .filter(|e| e.file_type().is_ok_and(|t| !t.is_dir()))
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

    /// Deletes it: a learner an import has just created, and nothing
    /// else (a removed learner is set aside). Works on a full disk.
    fn remove_new(&self, key: &str) -> Result<(), StorageError> {
        let _lock = self.lock().map_err(|e| storage_error(&e))?;
        match fs::remove_file(self.path(key)) {
            Err(e) if e.kind() != io::ErrorKind::NotFound => Err(storage_error(&e)),
            _ => Ok(()),
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

    /// The class's files hold children's names: 644 let every account on
    /// the computer read them.
    #[cfg(unix)]
    #[test]
    fn files_and_folders_are_the_owners_only() {
        use std::os::unix::fs::PermissionsExt;
        let dir = scratch("modes");
        let files = Files::new(&dir);
        files
            .update("learners/a.ron", &mut |_| Some("(name: \"Aiko\")".into()))
            .unwrap();
        let mode = |p: &Path| fs::metadata(p).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode(&dir.join("learners/a.ron")), 0o600);
        assert_eq!(mode(&dir.join("learners")), 0o700);
        assert_eq!(mode(&dir), 0o700);
        // A file written before, with the umask's rights, is rewritten
        // with the owner's only.
        fs::set_permissions(
            dir.join("learners/a.ron"),
            fs::Permissions::from_mode(0o644),
        )
        .unwrap();
        files
            .update("learners/a.ron", &mut |old| old.map(str::to_owned))
            .unwrap();
        assert_eq!(mode(&dir.join("learners/a.ron")), 0o600);
        let export = dir.join("class.csv");
        fs::write(&export, "old").unwrap();
        write_private(&export, b"name\r\n").unwrap();
        assert_eq!(mode(&export), 0o600);
        assert_eq!(fs::read(&export).unwrap(), b"name\r\n");
        fs::remove_dir_all(dir).unwrap();
    }

    /// A writer killed between creating its temporary file and renaming
    /// it left a 0-byte file for ever.
    #[test]
    fn a_temporary_file_left_by_a_killed_writer_is_cleared_by_the_next() {
        let dir = scratch("leftover");
        fs::create_dir_all(dir.join("learners")).unwrap();
        let left = dir.join("learners/a.ron.tmp-4242-0");
        fs::write(&left, "").unwrap();
        fs::write(dir.join("learners/notes.tmp-x"), "mine").unwrap();
        let files = Files::new(&dir);
        files
            .update("learners/b.ron", &mut |_| Some("(name: \"Ben\")".into()))
            .unwrap();
        assert!(!left.exists());
        assert!(dir.join("learners/notes.tmp-x").exists(), "not ours");
        assert!(is_temporary("a.ron.tmp-1-22") && !is_temporary("a.ron.tmp-x-1"));
        fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn a_learners_file_in_place_of_the_folder_is_named_as_such() {
        let dir = scratch("not-folder");
        fs::create_dir_all(&dir).unwrap();
        fs::write(dir.join("learners"), "").unwrap();
        let files = Files::new(&dir);
        assert_eq!(files.list("learners/"), Err(StorageError::NotAFolder));
        let write = files.update("learners/a.ron", &mut |_| Some(String::new()));
        assert_eq!(write, Err(StorageError::NotAFolder));
        fs::remove_dir_all(dir).unwrap();
    }

    /// A linked learner's file was left out without a word.
    #[cfg(unix)]
    #[test]
    fn a_linked_or_piped_learner_file_is_listed_and_refused_by_name() {
        let dir = scratch("link");
        fs::create_dir_all(dir.join("learners")).unwrap();
        fs::write(dir.join("elsewhere.ron"), "(format: 3, data: ())").unwrap();
        std::os::unix::fs::symlink(dir.join("elsewhere.ron"), dir.join("learners/a.ron")).unwrap();
        let files = Files::new(&dir);
        assert_eq!(files.list("learners/").unwrap(), ["learners/a.ron"]);
        assert_eq!(files.read("learners/a.ron"), Err(StorageError::Link));
        let fifo = dir.join("learners/b.ron");
        if std::process::Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .is_ok_and(|s| s.success())
        {
            assert_eq!(files.read("learners/b.ron"), Err(StorageError::NotAFile));
        }
        fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn writes_inside_exclusive_take_no_lock_of_their_own() {
        let dir = scratch("exclusive");
        let files = Files::new(&dir);
        let n = files
            .exclusive(|| {
                files
                    .update("class.ron", &mut |_| Some("x".into()))
                    .unwrap();
                files.set_aside("class.ron", ".old").unwrap();
                7
            })
            .unwrap();
        assert_eq!(n, 7);
        // And the lock is free again afterwards.
        files
            .update("class.ron", &mut |_| Some("y".into()))
            .unwrap();
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
