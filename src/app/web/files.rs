//! Files a teacher takes out of the page or brings in, where the desktop
//! names a path: the class's CSV goes to the browser's downloads, and a
//! class list (or a tournament's TRF file) comes from the browser's file picker
//! (`<input id="wahree-file">` in `index.html`).

use iced::futures::stream::Stream;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

use super::picker::Picker;
use crate::app::Message;

/// The file picker in `index.html`.
const PICKER: Picker = Picker::new("wahree-file");

/// The page could not hand a file to the browser (the caller says so in
/// the teacher's words).
#[derive(Debug)]
pub struct Refused;

/// Hands `text` to the browser as a download named `name` (the browser
/// puts it in its downloads).
pub fn download(name: &str, text: &str, kind: &str) -> Result<(), Refused> {
    let fail = |_: JsValue| Refused;
    let document = web_sys::window()
        .and_then(|w| w.document())
        .ok_or(Refused)?;
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(kind);
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).map_err(fail)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(fail)?;
    let link: web_sys::HtmlAnchorElement = document
        .create_element("a")
        .map_err(fail)?
        .dyn_into()
        .map_err(|_| Refused)?;
    link.set_href(&url);
    link.set_download(name);
    link.click();
    let _ = web_sys::Url::revoke_object_url(&url);
    Ok(())
}

/// The files a class list may be (as `index.html` says at first).
pub const CLASS_LIST: &str = ".csv,.txt,text/csv,text/plain";
/// A tournament's TRF file.
pub const TRF: &str = ".trf,.txt,text/plain";

/// Opens the browser's file picker for a class list; the file arrives
/// through [`picked`].
pub fn open() {
    open_for(CLASS_LIST);
}

/// Opens the picker offering the files `accept` names (the screen that
/// opened it takes the file that arrives).
pub fn open_for(accept: &str) {
    if let Some(input) = PICKER.input() {
        input.set_accept(accept);
    }
    PICKER.open();
}

/// The files picked, as [`Message::Imported`].
pub fn picked() -> impl Stream<Item = Message> {
    PICKER.messages(read_picked)
}

async fn read_picked() {
    let Some(file) = PICKER
        .input()
        .and_then(|i| i.files())
        .and_then(|f| f.get(0))
    else {
        return;
    };
    let Ok(buffer) = JsFuture::from(file.array_buffer()).await else {
        return;
    };
    let bytes = js_sys::Uint8Array::new(&buffer).to_vec();
    PICKER.send(Message::Imported(bytes));
}
