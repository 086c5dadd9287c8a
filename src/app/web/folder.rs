//! A teacher's lesson folder in the browser. The page has a folder picker
//! (`<input id="wahree-folder" webkitdirectory>` in `index.html`); the
//! Lessons screen's button opens it. The files picked are checked by the
//! same `content` code as a folder on disk (`Folder::from_files`, then the
//! app's usual loading, so the list and its problems are the same) and
//! remembered in the browser's storage, so the lessons are still there
//! after a reload, until the teacher removes them.

use std::cell::RefCell;

use iced::futures::stream::Stream;
use serde::{Deserialize, Serialize};
use wasm_bindgen_futures::JsFuture;

use super::picker::Picker;
use super::storage::Browser;
use crate::app::{Message, Notice, lessons};
use crate::classroom::Storage;
use crate::content::{Detail, Folder, PickedFile};

/// The folder picker in `index.html`.
const PICKER: Picker = Picker::new("wahree-folder");
/// The storage entry of the folder's files.
const ENTRY: &str = "lessons-folder.json";
/// A lesson or translation file bigger than this is refused, as on disk.
const BIGGEST: f64 = 1_000_000.0;

/// The files of the folder, as they are stored.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Stored {
    /// 1 for this format.
    version: u32,
    /// Each file's path (the folder's name first) and text.
    files: Vec<(String, String)>,
}

thread_local! {
    /// The folder picked in this page, once read (it is also stored).
    static PICKED: RefCell<Option<Vec<PickedFile>>> = RefCell::default();
}

/// The teacher's folder: picked in this page, else remembered from an
/// earlier visit; none if there is neither (or what is stored cannot be
/// understood, in which case it is moved aside, never deleted).
pub fn remembered() -> Option<Folder> {
    if let Some(files) = PICKED.with_borrow(Clone::clone) {
        return Some(Folder::from_files(&files));
    }
    let text = Browser.read(ENTRY).ok()??;
    match serde_json::from_str::<Stored>(&text) {
        Ok(s) if s.version == 1 => {
            let files: Vec<_> = s.files.into_iter().map(|(n, t)| (n, Ok(t))).collect();
            Some(Folder::from_files(&files))
        }
        _ => {
            let stamp = crate::app::clock::seconds();
            let _ = Browser.set_aside(ENTRY, &format!(".corrupt-{stamp}"));
            None
        }
    }
}

/// Opens the browser's folder picker; its files arrive through [`picked`].
pub fn open() {
    PICKER.open();
}

/// Removes the teacher's folder: from this page and from the storage.
pub fn forget() {
    PICKED.set(None);
    let _ = Browser.remove(ENTRY);
}

/// What a folder picked brings to the app: the lessons read again, and a
/// notice when it could not be remembered.
pub fn picked() -> impl Stream<Item = Message> {
    PICKER.messages(read_picked)
}

/// Reads the picked files, keeps and stores them, and tells the app.
async fn read_picked() {
    let Some(list) = PICKER.input().and_then(|input| input.files()) else {
        return;
    };
    let mut files = Vec::new();
    for i in 0..list.length() {
        let Some(file) = list.get(i) else { continue };
        // Where the file is in the folder (web-sys has no binding for it).
        let name = js_sys::Reflect::get(&file, &"webkitRelativePath".into())
            .ok()
            .and_then(|v| v.as_string())
            .filter(|p| !p.is_empty())
            .unwrap_or_else(|| file.name());
        // Only what the checks would read is read (a folder may hold
        // pictures or notes too).
        if !(name.ends_with(".ron") || name.ends_with(".ftl")) {
            continue;
        }
        let text = if file.size() > BIGGEST {
            Err(Detail::new("problem-file-too-big"))
        } else {
            match JsFuture::from(file.text()).await {
                Ok(t) => t.as_string().ok_or_else(|| Detail::new("problem-not-utf8")),
                Err(_) => Err(Detail::new("problem-file-gone")),
            }
        };
        files.push((name, text));
    }
    // The input keeps its files otherwise: picking the same folder again
    // would not count as a change.
    if let Some(input) = PICKER.input() {
        input.set_value("");
    }
    let stored = Stored {
        version: 1,
        files: files
            .iter()
            .filter_map(|(n, t)| Some((n.clone(), t.as_ref().ok()?.clone())))
            .collect(),
    };
    let saved = match serde_json::to_string(&stored) {
        Ok(text) => Browser.update(ENTRY, &mut |_| Some(text.clone())),
        Err(_) => Err(crate::classroom::StorageError::Other(None)),
    };
    PICKED.set(Some(files));
    // Used in this page all the same; the teacher is told it will not be
    // there next time.
    if let Err(why) = saved {
        PICKER.send(Message::Notice(Notice::NotSaved(why)));
    }
    PICKER.send(Message::Lessons(lessons::Message::Reload));
}
