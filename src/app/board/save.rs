//! Writing a puzzle saved on the teacher's board into the teacher's lesson
//! folder (the data folder's `lessons/` unless the app was given another):
//! its RON file and its `.ftl` file, each written whole or not at all.

use std::io::{self, Write};
use std::path::Path;

use crate::content::author::{Draft, ID_PREFIX, free_id};

/// The first free id among the puzzles already loaded and the files
/// already in the folder (a broken one is not loaded, but has its name).
pub fn next_id<'a>(dir: &Path, loaded: impl IntoIterator<Item = &'a str>) -> String {
    let in_folder: Vec<String> = std::fs::read_dir(dir.join("puzzles"))
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|e| {
            let name = e.file_name().to_string_lossy().into_owned();
            let stem = name.strip_suffix(".ron")?;
            stem.starts_with(ID_PREFIX).then(|| stem.to_owned())
        })
        .collect();
    let mut taken: Vec<String> = loaded.into_iter().map(str::to_owned).collect();
    taken.extend(in_folder);
    free_id(taken.iter().map(String::as_str))
}

/// Writes the draft's files under `dir`; on failure, the message id (in
/// `board.ftl`) of what to tell the teacher. A file is written beside its
/// place and then renamed, so a failure never leaves half a file that
/// `wahree check` would then report.
pub fn write(dir: &Path, draft: &Draft) -> Result<(), &'static str> {
    for file in draft.files() {
        let path = dir.join(&file.path);
        write_whole(&path, &file.text).map_err(|e| match e.kind() {
            io::ErrorKind::PermissionDenied | io::ErrorKind::ReadOnlyFilesystem => {
                "board-save-denied"
            }
            io::ErrorKind::StorageFull | io::ErrorKind::QuotaExceeded => "board-save-full",
            _ => "board-save-failed",
        })?;
    }
    Ok(())
}

fn write_whole(path: &Path, text: &str) -> io::Result<()> {
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent)?;
    }
    let tmp = path.with_extension("tmp");
    let mut f = std::fs::File::create(&tmp)?;
    f.write_all(text.as_bytes())?;
    f.sync_all()?;
    std::fs::rename(&tmp, path)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::{Difficulty, Folder, Goal, Theme, load};

    #[test]
    fn a_saved_puzzle_loads_from_the_folder_with_its_texts() {
        let dir = std::env::temp_dir().join(format!("wahree-save-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let mut draft = Draft {
            id: String::new(),
            theme: Theme::WipeOut,
            difficulty: Difficulty::Medium,
            position: "1,0,0,0,0,1/1,0,0,0,0,0 22-23 S".parse().unwrap(),
            goal: Goal::WipeOut,
            lang: "es".into(),
            prompt: String::new(),
            hints: vec!["Mira la casa 6".into()],
            explanation: "La casa 6 se lleva todo.".into(),
        };
        draft.id = next_id(&dir, ["board-1"]);
        assert_eq!(draft.id, "board-2");
        write(&dir, &draft).unwrap();
        // The next one does not take its name.
        assert_eq!(next_id(&dir, ["board-1"]), "board-3");
        let lib = load(&[Folder::read(&dir)]);
        std::fs::remove_dir_all(&dir).ok();
        assert_eq!(lib.errors(), 0, "{:#?}", lib.problems);
        assert_eq!(lib.puzzles.len(), 1);
        assert_eq!(lib.puzzles[0].item.id, "board-2");
    }
}
