//! A file input of the page (`index.html`) that the app opens from a button
//! and listens to for as long as the page lives: a file or folder chosen
//! at any time arrives, even after the browser closed the picker by itself
//! (headless Chromium cancels one at once; a test then hands the files).

use std::cell::RefCell;
use std::collections::HashMap;
use std::future::Future;

use iced::futures::channel::mpsc;
use iced::futures::stream::Stream;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;

use crate::app::Message;

thread_local! {
    /// Where each picker's messages go: its subscription's channel.
    static SENDERS: RefCell<HashMap<&'static str, mpsc::UnboundedSender<Message>>> =
        RefCell::default();
}

pub struct Picker {
    id: &'static str,
}

impl Picker {
    pub const fn new(id: &'static str) -> Picker {
        Picker { id }
    }

    pub fn input(&self) -> Option<web_sys::HtmlInputElement> {
        web_sys::window()?
            .document()?
            .get_element_by_id(self.id)?
            .dyn_into()
            .ok()
    }

    /// Opens the browser's picker (from a button press: browsers open it
    /// only for one).
    pub fn open(&self) {
        if let Some(input) = self.input() {
            // Choosing the same files again must count as a change.
            input.set_value("");
            input.click();
        }
    }

    /// The app's messages about this picker's choices, for a subscription:
    /// `read` runs on every choice and tells the app with [`Picker::send`].
    pub fn messages<F: Future<Output = ()> + 'static>(
        &self,
        read: fn() -> F,
    ) -> impl Stream<Item = Message> + use<F> {
        let (sender, receiver) = mpsc::unbounded();
        SENDERS.with_borrow_mut(|s| s.insert(self.id, sender));
        self.listen(read);
        receiver
    }

    /// Hands `message` to the app (through [`Picker::messages`]).
    pub fn send(&self, message: Message) {
        SENDERS.with_borrow(|s| {
            if let Some(sender) = s.get(self.id) {
                let _ = sender.unbounded_send(message);
            }
        });
    }

    /// Runs `read` on every choice from now on; once per page, however
    /// often it is asked (a subscription may start again).
    fn listen<F: Future<Output = ()> + 'static>(&self, read: fn() -> F) {
        if self.input().is_some_and(|i| i.onchange().is_some()) {
            return;
        }
        let Some(input) = self.input() else { return };
        let on_change = Closure::<dyn FnMut(web_sys::Event)>::new(move |_| {
            wasm_bindgen_futures::spawn_local(read());
        });
        input.set_onchange(Some(on_change.as_ref().unchecked_ref()));
        // Listens for as long as the page lives.
        on_change.forget();
    }
}
