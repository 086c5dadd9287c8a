//! The class on disk: two writers on one data folder, and the class
//! commands (`wahree class`, `wahree teacher`) as a school's IT person
//! runs them.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::{Arc, Barrier};

use wahree::classroom::files::Files;
use wahree::classroom::{Classroom, Fact, Library, Pin, save};

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("wahree-class-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn open(dir: &Path) -> Classroom {
    Classroom::new(save::load(&Files::new(dir), 1), Library::shipped())
}

fn save_all(class: &mut Classroom, files: &Files) {
    for job in class.take_jobs() {
        job.run(files).unwrap();
    }
}

/// Two windows on one class folder, each adding a learner and both
/// recording the same learner's progress, saving after every step: every
/// learner and every step and puzzle survives.
#[test]
fn two_writers_on_one_folder_keep_each_others_progress() {
    let dir = scratch("two-writers");
    let start = Arc::new(Barrier::new(2));
    let writer = |who: usize| {
        let dir = dir.clone();
        let start = Arc::clone(&start);
        std::thread::spawn(move || {
            let files = Files::new(&dir);
            let mut class = open(&dir);
            start.wait();
            class
                .add(["Aiko", "Ben"][who], None, 1000 + who as u64)
                .unwrap();
            save_all(&mut class, &files);
            for step in 0..40 {
                let fact = if who == 0 {
                    Fact::StepCompleted {
                        lesson: "board".into(),
                        step,
                    }
                } else {
                    Fact::PuzzleSolved {
                        id: format!("p{step}"),
                    }
                };
                class.record(fact, 10 + step as u64);
                save_all(&mut class, &files);
            }
        })
    };
    let a = writer(0);
    let b = writer(1);
    a.join().unwrap();
    b.join().unwrap();
    let class = open(&dir);
    let mut names = class.roster().names();
    names.sort();
    assert_eq!(names, ["", "Aiko", "Ben"]);
    let guest = class.learner();
    assert_eq!(guest.lessons["board"].completed.len(), 40);
    assert_eq!(guest.puzzles.len(), 40);
    assert!(guest.puzzles.values().all(|r| r.solved));
    // No temporary file is left behind.
    let stray: Vec<_> = std::fs::read_dir(dir.join("learners"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| !n.ends_with(".ron"))
        .collect();
    assert!(stray.is_empty(), "{stray:?}");
    std::fs::remove_dir_all(dir).unwrap();
}

fn wahree(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_wahree"))
        .arg("--data-dir")
        .arg(dir)
        .args(args)
        .output()
        .expect("run wahree")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).unwrap()
}

#[test]
fn a_class_list_is_imported_listed_and_exported() {
    let dir = scratch("import");
    let list = dir.join("class.csv");
    std::fs::write(&list, "\u{feff}name;language\nAiko;ja\nLucía;es\nKofi\n").unwrap();
    let out = wahree(&dir, &["class", "import", list.to_str().unwrap()]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).contains("Added 3 learners"),
        "{}",
        text(&out.stdout)
    );

    let out = wahree(&dir, &["class", "list"]);
    let listed = text(&out.stdout);
    for name in ["Aiko", "Lucía", "Kofi"] {
        assert!(listed.contains(name), "{listed}");
    }
    assert!(
        listed
            .lines()
            .any(|l| l.starts_with("Aiko") && l.contains(" ja ")),
        "{listed}"
    );

    // Imported again: nothing new, nothing doubled.
    let out = wahree(&dir, &["class", "import", list.to_str().unwrap()]);
    assert!(out.status.success());
    assert!(text(&out.stdout).contains("Added 0 learners (3 already in the class)"));
    let one = dir.join("one.csv");
    std::fs::write(&one, "name\nKofi\nMele\n").unwrap();
    let out = wahree(&dir, &["class", "import", one.to_str().unwrap()]);
    assert!(
        text(&out.stdout).contains("Added 1 learner (1 already in the class)."),
        "{}",
        text(&out.stdout)
    );

    let out = wahree(&dir, &["class", "export"]);
    assert!(out.status.success());
    let csv = text(&out.stdout);
    assert!(csv.starts_with('\u{feff}'), "a byte-order mark first");
    let rows: Vec<&str> = csv.trim_start_matches('\u{feff}').lines().collect();
    assert!(rows[0].starts_with("Name,Language,"), "{}", rows[0]);
    assert_eq!(rows.len(), 5, "a header and four learners: {rows:?}");
    assert!(rows.iter().any(|r| r.starts_with("Lucía,es,")), "{rows:?}");
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_bad_class_list_adds_nobody_and_names_every_bad_line() {
    let dir = scratch("bad-import");
    let list = dir.join("class.txt");
    let mut bytes = b"Aiko,ja\nMateo,fr\naiko,ja\n".to_vec();
    bytes.extend_from_slice(b"Ren\xe9,es\n");
    std::fs::write(&list, bytes).unwrap();
    let out = wahree(&dir, &["class", "import", list.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    assert!(
        err.contains("class.txt:2: “fr” is not a language Wahree speaks"),
        "{err}"
    );
    assert!(
        err.contains("class.txt:3: this name is on line 1 already"),
        "{err}"
    );
    assert!(
        err.contains("class.txt:4: this line is not UTF-8 text"),
        "{err}"
    );
    assert!(!dir.join("learners").exists(), "nothing was written");
    // A file that is not there is said so.
    let out = wahree(&dir, &["class", "import", "/no/such/list.csv"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(!text(&out.stderr).is_empty());
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_forgotten_pin_is_reset_from_the_command_line() {
    let dir = scratch("pin");
    let files = Files::new(&dir);
    let mut class = open(&dir);
    class.set_pin(Some(Pin::new("4321", "4321", 7).unwrap()), 7);
    save_all(&mut class, &files);
    assert!(open(&dir).settings().pin.is_some());
    let out = wahree(&dir, &["teacher", "reset-pin"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(open(&dir).settings().pin.is_none());
    let out = wahree(&dir, &["teacher", "reset-pin"]);
    assert!(text(&out.stdout).contains("no teacher's PIN"));
    std::fs::remove_dir_all(dir).unwrap();
}
