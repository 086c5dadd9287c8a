//! Reading a file someone else put in a folder: a teacher's lessons and
//! translations, a class list, a learner's file. Only a regular file of
//! the folder itself is read, and only up to a size no real one reaches:
//! a named pipe would wait for a writer for ever (the app would never
//! open), a device such as `/dev/zero` never ends, a link may lead
//! anywhere (outside the folder, to another user's file, to a device),
//! and a file of hundreds of megabytes is not a lesson.
//!
//! Links are not followed at all, rather than followed when they stay
//! inside the folder: a class folder is copied to USB sticks and shared
//! drives, where a link breaks or points elsewhere, and one rule (copy the
//! file itself) is easier to say to a teacher than where a link may lead.

use std::fs::File;
use std::io::{self, Read};
use std::path::Path;

/// The largest lesson, puzzle or translation file read: about 25,000
/// puzzles in one file (the shipped ones are under 40 KB each).
pub const MAX_CONTENT: u64 = 8 << 20;
/// The largest class list read: some 10,000 names, a whole school's
/// (each is added against every other: a class is 20 to 30).
pub const MAX_CLASS_LIST: u64 = 256 << 10;
/// The largest learner or class file read. A learner's file holds their
/// lessons, puzzles and last games, a few hundred kilobytes after years
/// of daily use.
pub const MAX_RECORD: u64 = 4 << 20;

/// Why a file was not read.
#[derive(Debug)]
pub enum Refused {
    /// A symbolic link.
    Link,
    /// Not a regular file: a named pipe, a device, a socket, a folder.
    NotAFile { folder: bool },
    /// Bigger than the limit (bytes).
    TooBig { max: u64 },
    /// The system could not read it.
    Io(io::Error),
}

impl From<io::Error> for Refused {
    fn from(e: io::Error) -> Refused {
        Refused::Io(e)
    }
}

/// The bytes of the regular file at `path`, at most `max` of them.
pub fn read_bytes(path: &Path, max: u64) -> Result<Vec<u8>, Refused> {
    // Looked at before opening: opening a named pipe would wait.
    let meta = std::fs::symlink_metadata(path)?;
    if meta.file_type().is_symlink() {
        return Err(Refused::Link);
    }
    if !meta.is_file() {
        return Err(Refused::NotAFile {
            folder: meta.is_dir(),
        });
    }
    let file = open(path)?;
    // Looked at again on what was opened: the name may have been given
    // to something else in between.
    let meta = file.metadata()?;
    if !meta.is_file() {
        return Err(Refused::NotAFile {
            folder: meta.is_dir(),
        });
    }
    if meta.len() > max {
        return Err(Refused::TooBig { max });
    }
    let mut bytes = Vec::with_capacity(meta.len() as usize);
    // A file still growing stops at the limit too.
    file.take(max + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > max {
        return Err(Refused::TooBig { max });
    }
    Ok(bytes)
}

/// [`read_bytes`] as UTF-8 text (a byte-order mark is the text's own).
pub fn read_text(path: &Path, max: u64) -> Result<String, Refused> {
    let bytes = read_bytes(path, max)?;
    String::from_utf8(bytes)
        .map_err(|_| Refused::Io(io::Error::new(io::ErrorKind::InvalidData, "not UTF-8")))
}

/// Opens for reading without following a link put there since it was
/// looked at, and without waiting on a pipe.
#[cfg(unix)]
fn open(path: &Path) -> Result<File, Refused> {
    use std::os::unix::fs::OpenOptionsExt;
    std::fs::OpenOptions::new()
        .read(true)
        .custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK)
        .open(path)
        .map_err(|e| match e.raw_os_error() {
            Some(libc::ELOOP) => Refused::Link,
            _ => Refused::Io(e),
        })
}

#[cfg(not(unix))]
fn open(path: &Path) -> Result<File, Refused> {
    Ok(File::open(path)?)
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;

    fn scratch(name: &str) -> std::path::PathBuf {
        let dir = std::env::temp_dir().join(format!("wahree-read-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn a_regular_file_is_read_and_nothing_else() {
        let dir = scratch("kinds");
        std::fs::write(dir.join("ok.ftl"), "a = A\n").unwrap();
        assert_eq!(read_text(&dir.join("ok.ftl"), 100).unwrap(), "a = A\n");
        std::os::unix::fs::symlink("/dev/zero", dir.join("zero.ftl")).unwrap();
        assert!(matches!(
            read_bytes(&dir.join("zero.ftl"), 100),
            Err(Refused::Link)
        ));
        std::os::unix::fs::symlink(dir.join("ok.ftl"), dir.join("near.ftl")).unwrap();
        assert!(matches!(
            read_bytes(&dir.join("near.ftl"), 100),
            Err(Refused::Link)
        ));
        let fifo = dir.join("pipe.ftl");
        let made = std::process::Command::new("mkfifo").arg(&fifo).status();
        if made.is_ok_and(|s| s.success()) {
            // Would wait for a writer for ever if it were opened.
            assert!(matches!(
                read_bytes(&fifo, 100),
                Err(Refused::NotAFile { folder: false })
            ));
        }
        assert!(matches!(
            read_bytes(Path::new("/dev/null"), 100),
            Err(Refused::NotAFile { folder: false })
        ));
        assert!(matches!(
            read_bytes(&dir, 100),
            Err(Refused::NotAFile { folder: true })
        ));
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn a_file_over_the_limit_is_refused_without_reading_it() {
        let dir = scratch("big");
        let path = dir.join("big.ron");
        // Sparse: 200 MB that take no room on the disk.
        let file = File::create(&path).unwrap();
        file.set_len(200 << 20).unwrap();
        assert!(matches!(
            read_bytes(&path, MAX_CONTENT),
            Err(Refused::TooBig { max: MAX_CONTENT })
        ));
        file.set_len(10).unwrap();
        assert_eq!(read_bytes(&path, 10).unwrap().len(), 10);
        assert!(matches!(
            read_bytes(&path, 9),
            Err(Refused::TooBig { max: 9 })
        ));
        std::fs::remove_dir_all(dir).unwrap();
    }
}
