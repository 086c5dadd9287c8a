//! Files a teacher takes out of the page or brings in, where the desktop
//! names a path: the class's CSV goes to the browser's downloads, and a
//! class list comes from the browser's file picker
//! (`<input id="wahree-file">` in `index.html`).

use std::cell::RefCell;

use iced::futures::channel::mpsc;
use iced::futures::stream::Stream;
use wasm_bindgen::prelude::Closure;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

use crate::app::Message;

/// The file picker's element id in `index.html`.
const PICKER: &str = "wahree-file";

/// Hands `text` to the browser as a download named `name` (the browser
/// puts it in its downloads); the name, or why not.
pub fn download(name: &str, text: &str, kind: &str) -> Result<String, String> {
    let fail = |_: JsValue| "the browser refused the download".to_owned();
    let document = web_sys::window()
        .and_then(|w| w.document())
        .ok_or("no page")?;
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(kind);
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).map_err(fail)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(fail)?;
    let link: web_sys::HtmlAnchorElement = document
        .create_element("a")
        .map_err(fail)?
        .dyn_into()
        .map_err(|_| "no link".to_owned())?;
    link.set_href(&url);
    link.set_download(name);
    link.click();
    let _ = web_sys::Url::revoke_object_url(&url);
    Ok(name.to_owned())
}

/// Opens the browser's file picker (from a button press: browsers open
/// it only for one). The file picked arrives through [`picked`].
pub fn open() {
    if let Some(input) = picker() {
        // Picking the same file again must count as a change.
        input.set_value("");
        input.click();
    }
}

fn picker() -> Option<web_sys::HtmlInputElement> {
    web_sys::window()?
        .document()?
        .get_element_by_id(PICKER)?
        .dyn_into()
        .ok()
}

thread_local! {
    static SENDER: RefCell<Option<mpsc::UnboundedSender<Message>>> = RefCell::default();
}

/// The files picked, as [`Message::Imported`]: the picker is listened to
/// for as long as the page lives, so a file chosen at any time arrives.
pub fn picked() -> impl Stream<Item = Message> {
    let (sender, receiver) = mpsc::unbounded();
    SENDER.set(Some(sender));
    thread_local! {
        static LISTENING: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    }
    if !LISTENING.replace(true)
        && let Some(input) = picker()
    {
        let on_change = Closure::<dyn FnMut(web_sys::Event)>::new(|_| {
            wasm_bindgen_futures::spawn_local(read_picked());
        });
        input.set_onchange(Some(on_change.as_ref().unchecked_ref()));
        on_change.forget();
    }
    receiver
}

async fn read_picked() {
    let Some(file) = picker().and_then(|i| i.files()).and_then(|f| f.get(0)) else {
        return;
    };
    let Ok(buffer) = JsFuture::from(file.array_buffer()).await else {
        return;
    };
    let bytes = js_sys::Uint8Array::new(&buffer).to_vec();
    SENDER.with_borrow(|sender| {
        if let Some(sender) = sender {
            let _ = sender.unbounded_send(Message::Imported(bytes));
        }
    });
}
