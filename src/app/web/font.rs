//! The whole Japanese font, fetched from beside the page once a name or a
//! teacher's text needs a character the module's school font lacks
//! (`app::fonts`).

use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// The font's bytes, or none if the page's server does not have it.
pub async fn full() -> Option<Vec<u8>> {
    let window = web_sys::window()?;
    let answer = JsFuture::from(window.fetch_with_str(crate::app::fonts::FULL_URL))
        .await
        .ok()?;
    let answer: web_sys::Response = answer.dyn_into().ok()?;
    if !answer.ok() {
        return None;
    }
    let bytes = JsFuture::from(answer.array_buffer().ok()?).await.ok()?;
    Some(js_sys::Uint8Array::new(&bytes).to_vec())
}
