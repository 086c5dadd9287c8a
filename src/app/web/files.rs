//! Files a teacher takes out of the page or brings in, where the desktop
//! names a path: the class's CSV goes to the browser's downloads, and a
//! class list comes from the browser's file picker
//! (`<input id="wahree-file">` in `index.html`).

use iced::futures::channel::oneshot;
use wasm_bindgen::prelude::Closure;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

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

/// The bytes of a file the teacher picks; none if they cancel.
pub async fn pick() -> Option<Vec<u8>> {
    let input: web_sys::HtmlInputElement = web_sys::window()?
        .document()?
        .get_element_by_id(PICKER)?
        .dyn_into()
        .ok()?;
    let (sender, chosen) = oneshot::channel::<bool>();
    let sender = std::cell::RefCell::new(Some(sender));
    let once = std::rc::Rc::new(sender);
    let (on_change, on_cancel) = {
        let (a, b) = (once.clone(), once);
        (
            Closure::<dyn FnMut()>::new(move || {
                if let Some(s) = a.borrow_mut().take() {
                    let _ = s.send(true);
                }
            }),
            Closure::<dyn FnMut()>::new(move || {
                if let Some(s) = b.borrow_mut().take() {
                    let _ = s.send(false);
                }
            }),
        )
    };
    input.set_value("");
    input.set_onchange(Some(on_change.as_ref().unchecked_ref()));
    // Browsers that know it say when the picker is closed without a file.
    let _ = input.add_event_listener_with_callback("cancel", on_cancel.as_ref().unchecked_ref());
    input.click();
    let picked = chosen.await.unwrap_or(false);
    input.set_onchange(None);
    let _ = input.remove_event_listener_with_callback("cancel", on_cancel.as_ref().unchecked_ref());
    if !picked {
        return None;
    }
    let file = input.files()?.get(0)?;
    let buffer = JsFuture::from(file.array_buffer()).await.ok()?;
    Some(js_sys::Uint8Array::new(&buffer).to_vec())
}
