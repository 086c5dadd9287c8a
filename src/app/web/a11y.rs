//! The page's side of the app's outline (`semantics`): the outline handed
//! to `wahreeA11y` in `web/index.html`, which keeps a tree of page
//! elements over the canvas for screen readers and the keyboard, and the
//! presses of its buttons handed back.

use wasm_bindgen::prelude::wasm_bindgen;

use crate::app::semantics::{self, Outline};
use crate::i18n::Lang;

#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(catch, js_namespace = wahreeA11y, js_name = render)]
    fn page_render(outline: String, scale: f32) -> Result<(), wasm_bindgen::JsValue>;
    #[wasm_bindgen(catch, js_namespace = wahreeA11y, js_name = tab)]
    fn page_tab(back: bool) -> Result<(), wasm_bindgen::JsValue>;
    #[wasm_bindgen(catch, js_namespace = wahreeA11y, js_name = say)]
    fn page_say(text: &str, lang: &str) -> Result<(), wasm_bindgen::JsValue>;
}

/// The page's elements made anew from `outline`.
pub fn render(outline: &Outline) {
    if let Ok(json) = serde_json::to_string(outline) {
        let _ = page_render(json, super::page::scale());
    }
}

/// `text` said by the page's live region.
pub fn say(text: &str, lang: Lang) {
    let _ = page_say(text, lang.code());
}

/// Tab on the canvas with no text field focused: the keyboard goes on to
/// the page's elements (the canvas keeps Tab to itself).
pub fn tab(back: bool) {
    let _ = page_tab(back);
}

/// One of the page's buttons (or houses) was pressed: its key.
#[wasm_bindgen]
pub fn a11y_press(key: String) {
    semantics::layer::press(key);
    super::typing::wake();
}
