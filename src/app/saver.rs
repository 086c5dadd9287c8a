//! Saving the class in the background: the app hands over the classroom's
//! jobs after each change and goes on; a thread of the saver's own runs
//! them against the storage, a burst of changes to one learner becoming
//! one write (each job is the whole record, so the last one waiting is
//! all that needs writing). A write that fails is reported to the app,
//! which tells the teacher; nothing is lost from memory.

use std::collections::BTreeMap;
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

use crate::classroom::{Job, Storage, StorageError};

enum Order {
    Jobs(Vec<Job>),
    /// Answer once everything before it is written.
    Flush(Sender<()>),
}

/// Where the class is saved, if anywhere.
pub struct Saver {
    inner: Option<Inner>,
}

struct Inner {
    storage: Arc<dyn Storage>,
    /// None where there is no thread (the browser, or the system refused
    /// one): the jobs are then run at once.
    orders: Option<Sender<Order>>,
    thread: Option<JoinHandle<()>>,
    /// The last write that failed, until the app has told it.
    failed: Arc<Mutex<Option<StorageError>>>,
}

impl Saver {
    /// A saver that keeps nothing (tests, or no data folder).
    pub fn none() -> Saver {
        Saver { inner: None }
    }

    /// Saves into `storage` from a thread of its own.
    pub fn new(storage: Arc<dyn Storage>) -> Saver {
        let (tx, rx) = mpsc::channel();
        let failed = Arc::new(Mutex::new(None));
        let report = Arc::clone(&failed);
        let theirs = Arc::clone(&storage);
        let thread = std::thread::Builder::new()
            .name("wahree-saver".into())
            .spawn(move || run(&*theirs, &rx, &report))
            .ok();
        Saver {
            inner: Some(Inner {
                storage,
                orders: thread.is_some().then_some(tx),
                thread,
                failed,
            }),
        }
    }

    pub fn is_saving(&self) -> bool {
        self.inner.is_some()
    }

    /// Where it saves, if anywhere (to read the class again).
    pub fn storage(&self) -> Option<&dyn Storage> {
        self.inner.as_ref().map(|i| &*i.storage)
    }

    pub fn send(&self, jobs: Vec<Job>) {
        if jobs.is_empty() {
            return;
        }
        let Some(inner) = &self.inner else { return };
        match &inner.orders {
            Some(orders) => {
                let _ = orders.send(Order::Jobs(jobs));
            }
            None => {
                for job in &jobs {
                    if let Err(e) = job.run(&*inner.storage)
                        && let Ok(mut f) = inner.failed.lock()
                    {
                        *f = Some(e);
                    }
                }
            }
        }
    }

    /// Waits until everything sent so far is written (closing the window,
    /// and tests that read the files back).
    pub fn flush(&self) {
        let Some(orders) = self.inner.as_ref().and_then(|i| i.orders.as_ref()) else {
            return;
        };
        let (tx, rx) = mpsc::channel();
        if orders.send(Order::Flush(tx)).is_ok() {
            let _ = rx.recv();
        }
    }

    /// The last write that failed since the last call.
    pub fn take_failure(&self) -> Option<StorageError> {
        let inner = self.inner.as_ref()?;
        inner.failed.lock().ok()?.take()
    }
}

impl Drop for Saver {
    /// Everything sent is written before the app goes.
    fn drop(&mut self) {
        if let Some(inner) = &mut self.inner {
            inner.orders = None;
            if let Some(t) = inner.thread.take() {
                let _ = t.join();
            }
        }
    }
}

fn run(storage: &dyn Storage, orders: &Receiver<Order>, failed: &Mutex<Option<StorageError>>) {
    while let Ok(first) = orders.recv() {
        // Everything waiting now, the last job for each key kept.
        let mut waiting: BTreeMap<String, Job> = BTreeMap::new();
        let mut flushes = Vec::new();
        let mut take = |order| match order {
            Order::Jobs(jobs) => {
                for job in jobs {
                    let job = match waiting.remove(&job.key()) {
                        Some(earlier) => job.replacing(&earlier),
                        None => job,
                    };
                    waiting.insert(job.key(), job);
                }
            }
            Order::Flush(done) => flushes.push(done),
        };
        take(first);
        while let Ok(order) = orders.try_recv() {
            take(order);
        }
        for job in waiting.values() {
            if let Err(e) = job.run(storage)
                && let Ok(mut f) = failed.lock()
            {
                *f = Some(e);
            }
        }
        for done in flushes {
            let _ = done.send(());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::classroom::{Learner, LearnerId, Memory};

    #[derive(Default)]
    struct Counting {
        memory: Memory,
        writes: Mutex<usize>,
        /// Held by a test to keep the saver waiting in its first write.
        gate: Mutex<()>,
    }

    impl Storage for Counting {
        fn read(&self, key: &str) -> Result<Option<String>, StorageError> {
            self.memory.read(key)
        }
        fn list(&self, dir: &str) -> Result<Vec<String>, StorageError> {
            self.memory.list(dir)
        }
        fn update(
            &self,
            key: &str,
            f: &mut dyn FnMut(Option<&str>) -> Option<String>,
        ) -> Result<(), StorageError> {
            let _gate = self.gate.lock().unwrap();
            *self.writes.lock().unwrap() += 1;
            if key.contains("full") {
                return Err(StorageError::Full);
            }
            self.memory.update(key, f)
        }
        fn set_aside(&self, key: &str, suffix: &str) -> Result<String, StorageError> {
            self.memory.set_aside(key, suffix)
        }
    }

    /// A learner's whole record; `known`: the storage had them already.
    fn learner(id: &str, coach: bool, known: bool) -> Job {
        Job::learner(
            Learner {
                id: LearnerId::try_from(id.to_owned()).unwrap(),
                name: id.into(),
                coach,
                ..Learner::default()
            },
            known,
        )
    }

    fn job(id: &str, coach: bool) -> Job {
        learner(id, coach, false)
    }

    #[test]
    fn a_new_learner_saved_many_times_at_once_is_still_created() {
        // The classroom sends a new learner once as new, then as known;
        // waiting together, the last must still create the file.
        let storage = Arc::new(Counting::default());
        let saver = Saver::new(storage.clone());
        let gate = storage.gate.lock().unwrap();
        saver.send(vec![learner("zed", false, true)]);
        saver.send(vec![learner("aiko", false, false)]);
        saver.send(vec![learner("aiko", true, true)]);
        drop(gate);
        saver.flush();
        let text = storage.memory.read("learners/aiko.ron").unwrap();
        assert!(text.is_some_and(|t| t.contains("coach: true")));
        // A known learner whose file is gone was set aside elsewhere (a
        // removed one leaves a mark): the good copy here is written back.
        let zed = storage.memory.read("learners/zed.ron").unwrap();
        assert!(zed.is_some_and(|t| t.contains("name: \"zed\"")));
    }

    #[test]
    fn everything_sent_is_written_the_last_version_of_each_record_wins() {
        let storage = Arc::new(Counting::default());
        let saver = Saver::new(storage.clone());
        let gate = storage.gate.lock().unwrap();
        // The first job may be taken alone and wait at the gate; all the
        // others wait behind it and are written once per learner.
        saver.send(vec![job("aiko", false)]);
        for i in 0..50 {
            saver.send(vec![job("aiko", i % 2 == 0), job("ben", true)]);
        }
        saver.send(vec![job("aiko", true)]);
        drop(gate);
        saver.flush();
        let text = storage.memory.read("learners/aiko.ron").unwrap().unwrap();
        assert!(text.contains("coach: true"), "{text}");
        assert!(storage.memory.read("learners/ben.ron").unwrap().is_some());
        let writes = *storage.writes.lock().unwrap();
        assert!(
            writes <= 3,
            "102 jobs for two learners took {writes} writes"
        );
        assert_eq!(saver.take_failure(), None);
    }

    #[test]
    fn a_failed_write_is_reported_once() {
        let storage = Arc::new(Counting::default());
        let saver = Saver::new(storage);
        saver.send(vec![job("full", true)]);
        saver.flush();
        assert_eq!(saver.take_failure(), Some(StorageError::Full));
        assert_eq!(saver.take_failure(), None);
    }

    #[test]
    fn dropping_the_saver_writes_what_was_sent() {
        let storage = Arc::new(Counting::default());
        let saver = Saver::new(storage.clone());
        saver.send(vec![job("aiko", true)]);
        drop(saver);
        assert!(storage.memory.read("learners/aiko.ron").unwrap().is_some());
    }
}
