//! A teacher's lesson folder is read without wandering: its own files and
//! its `puzzles/` folder only, no symbolic link followed, so `--lessons ~`
//! (a home folder, links and all) reads a few files and returns; a link
//! named like a lesson is listed as unreadable, with the reason.

use std::path::Path;

use wahree::content::Folder;

fn scratch(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("wahree-walk-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn names(folder: &Folder) -> Vec<String> {
    let mut n: Vec<String> = folder
        .ron
        .iter()
        .map(|(_, f)| {
            Path::new(&f.name)
                .file_name()
                .unwrap()
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    n.sort();
    n
}

#[test]
fn only_the_folder_and_its_puzzles_are_read_and_links_are_not_followed() {
    let dir = scratch("home");
    std::fs::write(dir.join("mine.ron"), "Lesson()").unwrap();
    std::fs::create_dir_all(dir.join("puzzles")).unwrap();
    std::fs::write(dir.join("puzzles/p.ron"), "[]").unwrap();
    // Deep folders full of lesson-looking files: never read.
    let mut deep = dir.join("Documents");
    for i in 0..30 {
        deep = deep.join(format!("d{i}"));
    }
    std::fs::create_dir_all(&deep).unwrap();
    std::fs::write(deep.join("deep.ron"), "Lesson()").unwrap();
    std::fs::write(dir.join("Documents/shallow.ron"), "Lesson()").unwrap();
    #[cfg(unix)]
    {
        // A link back to the folder itself (a loop), a linked puzzles
        // folder elsewhere, and a linked lesson file.
        std::os::unix::fs::symlink(&dir, dir.join("loop")).unwrap();
        std::os::unix::fs::symlink(dir.join("mine.ron"), dir.join("linked.ron")).unwrap();
        let other = scratch("other");
        std::fs::write(other.join("far.ron"), "[]").unwrap();
        std::fs::create_dir_all(dir.join("elsewhere")).unwrap();
        std::os::unix::fs::symlink(&other, dir.join("elsewhere/puzzles")).unwrap();
    }
    let folder = Folder::read(&dir);
    assert_eq!(names(&folder), ["mine.ron", "p.ron"]);
    // The linked lesson is not read, and the teacher is told why.
    let unread: Vec<(String, &str)> = folder
        .unreadable
        .iter()
        .map(|(name, why)| {
            let base = Path::new(name).file_name().unwrap().to_string_lossy();
            (base.into_owned(), why.id)
        })
        .collect();
    #[cfg(unix)]
    assert_eq!(unread, [("linked.ron".to_owned(), "problem-file-link")]);
    #[cfg(not(unix))]
    assert!(unread.is_empty(), "{unread:?}");
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_linked_puzzles_folder_is_not_entered() {
    let dir = scratch("linked-puzzles");
    let real = scratch("real-puzzles");
    std::fs::write(real.join("p.ron"), "[]").unwrap();
    #[cfg(unix)]
    std::os::unix::fs::symlink(&real, dir.join("puzzles")).unwrap();
    std::fs::write(dir.join("mine.ron"), "Lesson()").unwrap();
    assert_eq!(names(&Folder::read(&dir)), ["mine.ron"]);
    std::fs::remove_dir_all(dir).unwrap();
    std::fs::remove_dir_all(real).unwrap();
}
