//! Where content comes from: the lessons embedded in the binary, or a
//! folder on disk (a teacher's own), each with its translations.

use std::path::{Path, PathBuf};

use include_dir::{Dir, include_dir};

use super::problem::{Arg, Detail};
use super::safe_read::{MAX_CONTENT, Refused, read_text};

/// The shipped lessons and puzzles, embedded at build time.
static LESSONS: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/lessons");
/// The shipped translations (only `lessons*.ftl` and `puzzles*.ftl` are read here).
static I18N: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/i18n");

/// The locales every message must exist in; English is the reference.
pub const LOCALES: [&str; 4] = ["en", "it", "es", "ja"];

/// One text file, named the way problems should name it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SourceFile {
    pub name: String,
    pub text: String,
}

/// What one `.ron` file holds, decided by where it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileKind {
    /// `*.ron` at the top of the folder: one lesson.
    Lesson,
    /// `puzzles/*.ron`: a list of puzzles.
    Puzzles,
}

/// A folder of content: lesson and puzzle files, and the `lessons*.ftl` /
/// `puzzles*.ftl` translation files of each locale.
#[derive(Clone, Debug, Default)]
pub struct Folder {
    pub ron: Vec<(FileKind, SourceFile)>,
    /// (locale, file) pairs.
    pub ftl: Vec<(String, SourceFile)>,
    /// Files and folders that could not be read, and why.
    pub unreadable: Vec<(String, Detail)>,
}

fn is_content_ftl(name: &str) -> bool {
    (name.starts_with("lessons") || name.starts_with("puzzles")) && name.ends_with(".ftl")
}

fn kind_of(rel: &Path) -> Option<FileKind> {
    if rel.extension().and_then(|e| e.to_str()) != Some("ron") {
        return None;
    }
    let parts: Vec<_> = rel.components().collect();
    match parts.len() {
        1 => Some(FileKind::Lesson),
        2 if rel.starts_with("puzzles") => Some(FileKind::Puzzles),
        _ => None,
    }
}

fn sort(folder: &mut Folder) {
    folder.ron.sort_by(|a, b| a.1.name.cmp(&b.1.name));
    folder.ftl.sort_by(|a, b| a.1.name.cmp(&b.1.name));
}

impl Folder {
    /// The shipped content, named `lessons/...` and `i18n/...`.
    pub fn embedded() -> Folder {
        let mut folder = Folder::default();
        for file in all_files(&LESSONS) {
            let rel = file.path();
            let name = format!("lessons/{}", rel.display());
            match (kind_of(rel), file.contents_utf8()) {
                (Some(kind), Some(text)) => folder.ron.push((
                    kind,
                    SourceFile {
                        name,
                        text: text.to_owned(),
                    },
                )),
                (Some(_), None) => folder
                    .unreadable
                    .push((name, Detail::new("problem-not-utf8"))),
                (None, _) => {}
            }
        }
        for lang in LOCALES {
            let Some(dir) = I18N.get_dir(lang) else {
                continue;
            };
            for file in dir.files() {
                let rel = file.path();
                let base = rel.file_name().and_then(|n| n.to_str()).unwrap_or("");
                if !is_content_ftl(base) {
                    continue;
                }
                let name = format!("i18n/{}", rel.display());
                match file.contents_utf8() {
                    Some(text) => folder.ftl.push((
                        lang.to_owned(),
                        SourceFile {
                            name,
                            text: text.to_owned(),
                        },
                    )),
                    None => folder
                        .unreadable
                        .push((name, Detail::new("problem-not-utf8"))),
                }
            }
        }
        sort(&mut folder);
        folder
    }

    /// A folder on disk. Its translations are read from `DIR/i18n/`, or if
    /// there is none, from `i18n/` beside it (as in the source tree, where
    /// `lessons/` and `i18n/` are siblings). Only regular files of the
    /// folder are read, each up to [`MAX_CONTENT`] bytes
    /// ([`super::safe_read`]); a link, a pipe or a device named like a
    /// content file is listed as unreadable, and so is a file too big.
    pub fn read(dir: &Path) -> Folder {
        // A teacher may name the folder that holds `lessons/` and `i18n/`
        // rather than `lessons/` itself; read what they meant.
        let nested = dir.join("lessons");
        if is_real_dir(&nested) && is_real_dir(&dir.join("i18n")) {
            return Folder::read(&nested);
        }
        let mut folder = Folder::default();
        let mut files = Vec::new();
        walk(dir, dir, &mut files, &mut folder.unreadable);
        for rel in files {
            let Some(kind) = kind_of(&rel) else {
                continue;
            };
            let path = dir.join(&rel);
            let name = path.display().to_string();
            match read_text(&path, MAX_CONTENT) {
                Ok(text) => folder.ron.push((kind, SourceFile { name, text })),
                Err(why) => folder.unreadable.push((name, refused(&why))),
            }
        }
        if let Some(i18n) = i18n_dir(dir) {
            for lang in LOCALES {
                let lang_dir = i18n.join(lang);
                if !is_real_dir(&lang_dir) {
                    continue;
                }
                let Ok(entries) = std::fs::read_dir(&lang_dir) else {
                    continue;
                };
                for entry in entries.flatten() {
                    let path = entry.path();
                    let base = entry.file_name().to_string_lossy().into_owned();
                    if !is_content_ftl(&base) {
                        continue;
                    }
                    let name = path.display().to_string();
                    match read_text(&path, MAX_CONTENT) {
                        Ok(text) => folder
                            .ftl
                            .push((lang.to_owned(), SourceFile { name, text })),
                        Err(why) => folder.unreadable.push((name, refused(&why))),
                    }
                }
            }
        }
        sort(&mut folder);
        folder
    }
}

/// A folder itself, not a link to one: the folders inside a teacher's
/// folder are read only where they really are.
fn is_real_dir(path: &Path) -> bool {
    std::fs::symlink_metadata(path).is_ok_and(|m| m.is_dir())
}

/// Why [`super::safe_read`] did not read a file, as a problem's words.
pub fn refused(why: &Refused) -> Detail {
    match why {
        Refused::Link => Detail::new("problem-file-link"),
        Refused::NotAFile { folder: true } => Detail::new("problem-is-folder"),
        Refused::NotAFile { folder: false } => Detail::new("problem-not-a-file"),
        Refused::TooBig { .. } => Detail::new("problem-file-too-big"),
        Refused::Io(e) => unreadable(e),
    }
}

/// A file of a folder a browser handed over: its path, `/`-separated with
/// the folder's name first, and its text or why it could not be read.
pub type PickedFile = (String, Result<String, Detail>);

impl Folder {
    /// A folder a browser handed over as files (a folder picked or
    /// dropped, `app::web::folder`): each file's path, `/`-separated and
    /// starting with the folder's own name, and its text or why it could
    /// not be read. Sorted out as [`Folder::read`] does a folder on disk:
    /// lessons at the top, `puzzles/*.ron`, translations in
    /// `i18n/<locale>/`; a folder that holds `lessons/` and `i18n/` is read
    /// as its `lessons/` with those translations.
    pub fn from_files(files: &[PickedFile]) -> Folder {
        let inside = |path: &str| path.split_once('/').map_or("", |(_, rest)| rest).to_owned();
        let nested = files.iter().any(|(p, _)| inside(p).starts_with("lessons/"))
            && files.iter().any(|(p, _)| inside(p).starts_with("i18n/"));
        let mut folder = Folder::default();
        for (name, text) in files {
            let rel = inside(name);
            let rel = match rel.strip_prefix("lessons/") {
                Some(lesson) if nested => lesson,
                _ if nested && !rel.starts_with("i18n/") => continue,
                _ => &rel,
            };
            if let Some(ftl) = rel.strip_prefix("i18n/") {
                let Some((lang, base)) = ftl.split_once('/') else {
                    continue;
                };
                if !LOCALES.contains(&lang) || !is_content_ftl(base) || base.contains('/') {
                    continue;
                }
                let file = |text: &String| SourceFile {
                    name: name.clone(),
                    text: text.clone(),
                };
                match text {
                    Ok(t) => folder.ftl.push((lang.to_owned(), file(t))),
                    Err(why) => folder.unreadable.push((name.clone(), why.clone())),
                }
                continue;
            }
            let Some(kind) = kind_of(Path::new(rel)) else {
                continue;
            };
            match text {
                Ok(t) => folder.ron.push((
                    kind,
                    SourceFile {
                        name: name.clone(),
                        text: t.clone(),
                    },
                )),
                Err(why) => folder.unreadable.push((name.clone(), why.clone())),
            }
        }
        sort(&mut folder);
        folder
    }
}

/// The translations folder that goes with a content folder, if any.
pub fn i18n_dir(dir: &Path) -> Option<PathBuf> {
    let inside = dir.join("i18n");
    if is_real_dir(&inside) {
        return Some(inside);
    }
    let beside = dir.parent()?.join("i18n");
    is_real_dir(&beside).then_some(beside)
}

/// The program's folder in the user's data directory, where the app keeps
/// its settings and looks for a teacher's lessons (one place for both).
pub fn data_dir() -> Option<PathBuf> {
    let dirs = directories::ProjectDirs::from("org", "Wahree", "wahree")?;
    Some(dirs.data_dir().to_path_buf())
}

fn all_files<'a>(dir: &'a Dir<'a>) -> Vec<&'a include_dir::File<'a>> {
    let mut out: Vec<_> = dir.files().collect();
    for sub in dir.dirs() {
        out.extend(all_files(sub));
    }
    out
}

/// Relative paths of the files a folder's content can be in: its own
/// files and those of its `puzzles/` folder, nothing deeper (a lesson file
/// anywhere else would not be read anyway). Symbolic links are not
/// followed, so `--lessons ~` reads a few files of the home folder, never
/// the whole of it or a loop; a link, pipe or device named like a content
/// file is listed too, for [`Folder::read`] to say why it is not read.
fn walk(root: &Path, dir: &Path, out: &mut Vec<PathBuf>, bad: &mut Vec<(String, Detail)>) {
    let entries = match std::fs::read_dir(dir) {
        Ok(e) => e,
        Err(e) => {
            bad.push((dir.display().to_string(), unreadable(&e)));
            return;
        }
    };
    for entry in entries.flatten() {
        // The entry itself, not what a link points to.
        let Ok(kind) = entry.file_type() else {
            continue;
        };
        let path = entry.path();
        if kind.is_dir() && dir == root && entry.file_name() == "puzzles" {
            walk(root, &path, out, bad);
        } else if !kind.is_dir()
            && let Ok(rel) = path.strip_prefix(root)
        {
            out.push(rel.to_path_buf());
        }
    }
}

/// Why a file could not be read. A file can vanish between listing the
/// folder and reading it (a teacher saving or moving it): that is a
/// message too, never a panic. The system's own words stay out (they are
/// in its language, not the teacher's); the error number is kept for
/// whoever looks after the computer.
pub fn unreadable(e: &std::io::Error) -> Detail {
    use std::io::ErrorKind as K;
    match e.kind() {
        K::NotFound => Detail::new("problem-file-gone"),
        K::PermissionDenied => Detail::new("problem-file-denied"),
        K::InvalidData => Detail::new("problem-not-utf8"),
        // A folder named like a lesson or translation file.
        K::IsADirectory => Detail::new("problem-is-folder"),
        // `--lessons` given a file, or a path through one.
        K::NotADirectory => Detail::new("problem-not-folder"),
        K::FileTooLarge | K::OutOfMemory => Detail::new("problem-file-too-big"),
        // Worth trying again: a shared or slow drive, a file held open.
        K::Interrupted | K::TimedOut | K::WouldBlock | K::ResourceBusy => {
            Detail::new("problem-file-busy")
        }
        K::StaleNetworkFileHandle
        | K::NetworkDown
        | K::NetworkUnreachable
        | K::HostUnreachable
        | K::ConnectionRefused
        | K::ConnectionReset
        | K::ConnectionAborted
        | K::NotConnected
        | K::BrokenPipe => Detail::new("problem-file-network"),
        K::InvalidFilename => Detail::new("problem-file-name"),
        _ => Detail::new("problem-unreadable").with(
            "code",
            e.raw_os_error()
                .map_or(Arg::Text("none".into()), |n| Arg::Number(n.into())),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every file under `dir`, named as a browser names a picked folder's.
    fn as_picked(dir: &Path) -> Vec<PickedFile> {
        fn walk_all(root: &Path, dir: &Path, out: &mut Vec<PickedFile>) {
            for entry in std::fs::read_dir(dir).unwrap().flatten() {
                let path = entry.path();
                if path.is_dir() {
                    walk_all(root, &path, out);
                } else {
                    let rel = path.strip_prefix(root).unwrap().to_string_lossy();
                    let name = format!("picked/{}", rel.replace('\\', "/"));
                    out.push((
                        name,
                        std::fs::read_to_string(&path).map_err(|e| unreadable(&e)),
                    ));
                }
            }
        }
        let mut out = Vec::new();
        walk_all(dir, dir, &mut out);
        out
    }

    /// What a folder holds, without the names it gives its files.
    type Texts = (Vec<(FileKind, String)>, Vec<(String, String)>);

    fn texts(f: &Folder) -> Texts {
        (
            f.ron.iter().map(|(k, s)| (*k, s.text.clone())).collect(),
            f.ftl
                .iter()
                .map(|(l, s)| (l.clone(), s.text.clone()))
                .collect(),
        )
    }

    #[test]
    fn a_picked_folder_is_read_as_the_same_folder_on_disk() {
        let fixtures = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
        let mut compared = 0;
        // Folders holding lessons/ and i18n/, folders of lessons with
        // i18n/ inside, and one with lessons/ alone (nothing to read).
        for entry in std::fs::read_dir(&fixtures).unwrap().flatten() {
            let dir = entry.path();
            // Other fixtures are files (the Berger tables).
            if !dir.is_dir() {
                continue;
            }
            let disk = Folder::read(&dir);
            let picked = Folder::from_files(&as_picked(&dir));
            assert_eq!(texts(&picked), texts(&disk), "{}", dir.display());
            compared += usize::from(!picked.ron.is_empty() && !picked.ftl.is_empty());
        }
        assert!(
            compared >= 5,
            "fixtures with lessons and translations: {compared}"
        );
    }

    #[test]
    fn only_content_files_are_taken_from_a_picked_folder() {
        let ok = |t: &str| Ok(t.to_owned());
        let files = vec![
            ("mine/one.ron".to_owned(), ok("lesson")),
            ("mine/puzzles/p.ron".to_owned(), ok("puzzles")),
            ("mine/deep/er/x.ron".to_owned(), ok("ignored")),
            ("mine/notes.txt".to_owned(), ok("ignored")),
            ("mine/i18n/it/lessons-one.ftl".to_owned(), ok("ftl")),
            (
                "mine/i18n/fr/lessons-one.ftl".to_owned(),
                ok("not a locale"),
            ),
            ("mine/i18n/it/app.ftl".to_owned(), ok("not content")),
            (
                "mine/two.ron".to_owned(),
                Err(Detail::new("problem-not-utf8")),
            ),
        ];
        let f = Folder::from_files(&files);
        let names: Vec<&str> = f.ron.iter().map(|(_, s)| s.name.as_str()).collect();
        assert_eq!(names, ["mine/one.ron", "mine/puzzles/p.ron"]);
        assert_eq!(f.ron[1].0, FileKind::Puzzles);
        assert_eq!(f.ftl.len(), 1);
        assert_eq!(f.ftl[0].0, "it");
        assert_eq!(f.unreadable.len(), 1);
        assert_eq!(f.unreadable[0].0, "mine/two.ron");
    }
}
