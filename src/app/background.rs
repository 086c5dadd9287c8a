//! Where the coach works while the window stays responsive. On the desktop
//! a job runs in iced's thread pool; in the browser, whose page has one
//! thread that must never block, it runs in a Web Worker (`web/worker.rs`).
//! Both run the same [`Job::run`], so a level plays the same moves and the
//! coach says the same things on both.

use iced::Task;
use iced_futures::MaybeSend;

use super::play::opponent::Stop;
use crate::coach::{Done, Job};

/// A task that answers `job` away from the window and hands the answer to
/// `answer`; it produces nothing when `answer` gives nothing or when the
/// job was stopped before it finished (in the browser a stopped job is
/// dropped with its worker). Stopping `stop` stops the job.
pub fn task<M: MaybeSend + 'static>(
    job: Job,
    stop: &Stop,
    answer: impl FnOnce(Done) -> Option<M> + MaybeSend + 'static,
) -> Task<M> {
    let done = run(job, stop);
    Task::future(async move { done.await.and_then(answer) }).and_then(Task::done)
}

/// On the desktop: in iced's thread pool, which runs the future.
#[cfg(not(target_arch = "wasm32"))]
fn run(job: Job, stop: &Stop) -> impl Future<Output = Option<Done>> + Send + 'static {
    use std::sync::Arc;
    use std::sync::atomic::AtomicBool;
    let flag = Arc::new(AtomicBool::new(false));
    stop.attach(Arc::clone(&flag));
    async move { Some(job.run(flag)) }
}

/// In the browser: in the coach's Web Worker.
#[cfg(target_arch = "wasm32")]
fn run(job: Job, stop: &Stop) -> impl Future<Output = Option<Done>> + 'static {
    super::web::worker::submit(job, stop)
}
