//! The page's own clocks: `setInterval`, for the sync loop's second and
//! the projector's half second. Not `iced::time::every`: in headless
//! Chromium its timers went silent on the projector's page once the first
//! puzzle of a challenge opened (docs/live.md, "How it is tested"), while
//! the page still took keys. Each clock stops when its subscription ends.

use std::cell::Cell;
use std::rc::Rc;

use iced::futures::channel::mpsc;
use iced::futures::stream::Stream;
use iced::time::Instant;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;

/// A tick every `ms` milliseconds, until the receiver is dropped.
fn every(ms: i32) -> impl Stream<Item = Instant> {
    let (tx, rx) = mpsc::unbounded();
    let Some(window) = web_sys::window() else {
        return rx;
    };
    let handle = Rc::new(Cell::new(None::<i32>));
    let own = Rc::clone(&handle);
    let tick = Closure::<dyn FnMut()>::new(move || {
        if tx.unbounded_send(Instant::now()).is_err()
            && let (Some(id), Some(w)) = (own.take(), web_sys::window())
        {
            // Nobody listens any more: the clock stops.
            w.clear_interval_with_handle(id);
        }
    });
    if let Ok(id) = window
        .set_interval_with_callback_and_timeout_and_arguments_0(tick.as_ref().unchecked_ref(), ms)
    {
        handle.set(Some(id));
    }
    // Lives as long as its interval, which clears itself.
    tick.forget();
    rx
}

/// Once a second (the sync loop).
pub fn seconds() -> impl Stream<Item = Instant> {
    every(1000)
}

/// Twice a second (the projector).
pub fn half_seconds() -> impl Stream<Item = Instant> {
    every(500)
}
