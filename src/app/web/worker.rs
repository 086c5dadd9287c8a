//! The page's side of the coach's Web Worker. The page has one thread, and
//! a search of a second would freeze it, so every [`Job`] goes to a worker
//! (`web/worker.js`, an instance of this same module) as a message, one at
//! a time in order. A job stopped while it runs ends its worker (there is
//! no shared memory to set a flag in) and the next job gets a fresh one,
//! made from the module already compiled, so it starts in milliseconds.

use std::cell::RefCell;
use std::collections::VecDeque;

use iced::futures::channel::oneshot;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;
use web_sys::{MessageEvent, Worker, WorkerOptions, WorkerType};

use crate::app::play::opponent::Stop;
use crate::coach::{Done, Job};
use crate::wire;

/// The worker's script, next to `index.html`.
const SCRIPT: &str = "worker.js";

struct Waiting {
    id: u64,
    job: Job,
    reply: oneshot::Sender<Done>,
}

#[derive(Default)]
struct Pool {
    worker: Option<Live>,
    queue: VecDeque<Waiting>,
    running: Option<Waiting>,
    next_id: u64,
    /// The worker could not be made or broke: jobs run on the page itself
    /// (the page waits, but the game goes on).
    broken: bool,
    /// A broken worker, kept because its error handler is what is running
    /// when it breaks (a handler must not be dropped while it runs).
    retired: Option<Live>,
}

/// A worker and the handlers it keeps alive.
struct Live {
    worker: Worker,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(web_sys::Event)>,
}

impl Drop for Live {
    fn drop(&mut self) {
        self.worker.set_onmessage(None);
        self.worker.set_onerror(None);
        self.worker.terminate();
    }
}

thread_local! {
    static POOL: RefCell<Pool> = RefCell::default();
}

/// Makes the worker now, so that it has loaded by the first job.
pub fn warm_up() {
    POOL.with_borrow_mut(|pool| {
        if pool.worker.is_none() && !pool.broken {
            pool.worker = spawn();
            pool.broken = pool.worker.is_none();
        }
    });
}

/// Runs `job` in the worker; the answer, or none if `stop` was set first.
pub fn submit(job: Job, stop: &Stop) -> impl Future<Output = Option<Done>> + 'static {
    let (reply, answer) = oneshot::channel();
    let id = POOL.with_borrow_mut(|pool| {
        let id = pool.next_id;
        pool.next_id += 1;
        pool.queue.push_back(Waiting { id, job, reply });
        id
    });
    // After the borrow: a handle already stopped runs the hook at once.
    stop.on_stop(move || cancel(id));
    pump();
    async move { answer.await.ok() }
}

/// Drops job `id`: from the queue, or from the worker, which is ended.
fn cancel(id: u64) {
    POOL.with_borrow_mut(|pool| {
        pool.queue.retain(|w| w.id != id);
        if pool.running.as_ref().is_some_and(|w| w.id == id) {
            pool.running = None;
            pool.worker = None;
        }
    });
    pump();
}

/// Starts the next job if none is running.
fn pump() {
    loop {
        let inline = POOL.with_borrow_mut(|pool| {
            if pool.running.is_some() {
                return None;
            }
            let next = pool.queue.pop_front()?;
            if !pool.broken && pool.worker.is_none() {
                pool.worker = spawn();
                pool.broken = pool.worker.is_none();
            }
            match &pool.worker {
                Some(live) if !pool.broken => {
                    let text = wire::job_to_text(&next.job);
                    if live.worker.post_message(&text.into()).is_ok() {
                        pool.running = Some(next);
                        return None;
                    }
                    pool.broken = true;
                    Some(next)
                }
                _ => Some(next),
            }
        });
        let Some(waiting) = inline else { return };
        run_here(waiting);
    }
}

/// Without a worker: the job on the page itself.
fn run_here(waiting: Waiting) {
    let flag = std::sync::Arc::default();
    let _ = waiting.reply.send(waiting.job.run(flag));
}

/// The worker's answer to the running job.
fn answered(text: String) {
    POOL.with_borrow_mut(|pool| {
        if let Some(waiting) = pool.running.take() {
            // An answer that is not one is dropped, as a stopped job is.
            if let Some(done) = wire::done_from_text(&waiting.job, &text) {
                let _ = waiting.reply.send(done);
            }
        }
    });
    pump();
}

/// The worker failed (its script did not load, or it trapped): the job it
/// was running, and every later one, runs on the page instead.
fn failed(why: String) {
    web_sys::console::error_1(&format!("wahree: the coach's worker failed: {why}").into());
    let running = POOL.with_borrow_mut(|pool| {
        pool.broken = true;
        if let Some(live) = pool.worker.take() {
            live.worker.terminate();
            pool.retired = Some(live);
        }
        pool.running.take()
    });
    if let Some(waiting) = running {
        run_here(waiting);
    }
    pump();
}

/// A new worker, handed this module's compiled code first.
fn spawn() -> Option<Live> {
    let options = WorkerOptions::new();
    options.set_type(WorkerType::Module);
    let worker = Worker::new_with_options(SCRIPT, &options).ok()?;
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(|event: MessageEvent| {
        answered(event.data().as_string().unwrap_or_default());
    });
    let on_error = Closure::<dyn FnMut(web_sys::Event)>::new(|event: web_sys::Event| {
        let why = event
            .dyn_ref::<web_sys::ErrorEvent>()
            .map_or_else(|| "no detail".to_owned(), |e| e.message());
        failed(why);
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    worker.post_message(&wasm_bindgen::module()).ok()?;
    Some(Live {
        worker,
        _on_message: on_message,
        _on_error: on_error,
    })
}
