//! Threads for the server's heavy work (password hashes, big sync bodies
//! parsed), set aside from the threads that answer. They run at a lower
//! priority, so that while a flood keeps them busy the answering threads
//! still get the cores at once: everyone else is answered while it lasts.
//! Their own threads, not the runtime's blocking pool: each keeps the
//! memory it worked (the allocator's arena), so a pool that grew to many
//! threads under a flood held that memory for each of them.

use std::sync::mpsc::Sender;
use std::sync::{Arc, Mutex};

type Job = Box<dyn FnOnce() + Send>;

/// A fixed number of low-priority threads fed in order.
pub struct Pool(Mutex<Sender<Job>>);

/// How much less the heavy threads weigh (Linux's nice value: at 10 a
/// thread gets about a tenth of what a thread at 0 gets from a busy core).
const NICE: i32 = 10;

impl Pool {
    pub fn new(name: &str, threads: usize) -> Pool {
        let (tx, rx) = std::sync::mpsc::channel::<Job>();
        let rx = Arc::new(Mutex::new(rx));
        for i in 0..threads {
            let rx = rx.clone();
            let _ = std::thread::Builder::new()
                .name(format!("wahree-{name}-{i}"))
                .spawn(move || {
                    lower_priority();
                    loop {
                        let job = rx.lock().unwrap_or_else(|e| e.into_inner()).recv();
                        match job {
                            Ok(job) => job(),
                            Err(_) => return,
                        }
                    }
                });
        }
        Pool(Mutex::new(tx))
    }

    /// Runs `work` on one of the pool's threads: its result, or `None` if
    /// the pool's threads are gone.
    pub async fn run<T: Send + 'static>(
        &self,
        work: impl FnOnce() -> T + Send + 'static,
    ) -> Option<T> {
        let (tx, rx) = tokio::sync::oneshot::channel();
        let job: Job = Box::new(move || {
            let _ = tx.send(work());
        });
        self.0
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .send(job)
            .ok()?;
        rx.await.ok()
    }
}

/// This thread yields a busy core to the answering threads.
fn lower_priority() {
    #[cfg(target_os = "linux")]
    // SAFETY: plain system calls on this thread's own id; a failure only
    // leaves the priority as it was.
    // A new thread starts at its process's nice value: ours is relative
    // to that (a server started with `nice` keeps the order).
    unsafe {
        let tid = libc::syscall(libc::SYS_gettid) as libc::id_t;
        let now = libc::getpriority(libc::PRIO_PROCESS, tid);
        libc::setpriority(libc::PRIO_PROCESS, tid, now + NICE);
    }
}

/// This thread's nice value (Linux), for the tests.
#[cfg(all(test, target_os = "linux"))]
fn priority() -> i32 {
    // SAFETY: as above.
    unsafe {
        let tid = libc::syscall(libc::SYS_gettid) as libc::id_t;
        libc::getpriority(libc::PRIO_PROCESS, tid)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn work_is_done_aside_in_order_and_answered() {
        let pool = Pool::new("test", 1);
        let mut got = Vec::new();
        for i in 0..5u32 {
            got.push(pool.run(move || i * i).await);
        }
        assert_eq!(got, [Some(0), Some(1), Some(4), Some(9), Some(16)]);
    }

    #[cfg(target_os = "linux")]
    #[tokio::test]
    async fn the_pools_threads_yield_to_the_answering_ones() {
        let pool = Pool::new("test", 1);
        let here = priority();
        let there = pool.run(priority).await.unwrap();
        assert_eq!(there, (here + NICE).min(19), "here {here}, there {there}");
    }
}
