//! Hostile and damaged files in a data folder or a `--lessons` folder:
//! each of these aborted, hung, filled memory or changed a folder it
//! should only read. The special files (pipes, links, huge sparse files)
//! are made by the tests themselves, never kept in git.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("wahree-hostile-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Runs `wahree ARGS`; a run that hangs is killed and fails the test.
fn wahree(args: &[&str]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_wahree"))
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run wahree");
    let start = Instant::now();
    while child.try_wait().expect("wait").is_none() {
        if start.elapsed() > Duration::from_secs(120) {
            let _ = child.kill();
            panic!("wahree {args:?} hung");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    child.wait_with_output().expect("output")
}

fn with_data(dir: &Path, args: &[&str]) -> Output {
    let mut all = vec!["--data-dir", dir.to_str().unwrap()];
    all.extend_from_slice(args);
    wahree(&all)
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn deep_message(depth: usize) -> String {
    format!("deep = {}$a{}\n", "{ ".repeat(depth), " }".repeat(depth))
}

/// 20,000 `{` inside each other (80 KB) overflowed fluent-syntax's stack:
/// the app and every `class`, `teacher` and `check` command aborted on
/// every computer sharing the folder, without naming the file.
#[test]
fn a_message_nested_20000_deep_is_named_and_the_commands_go_on() {
    let dir = scratch("deep");
    let en = dir.join("lessons/i18n/en");
    std::fs::create_dir_all(&en).unwrap();
    let file = en.join("lessons-deep.ftl");
    std::fs::write(
        &file,
        format!("# A teacher's file\n{}", deep_message(20_000)),
    )
    .unwrap();
    let out = wahree(&["check", dir.join("lessons").to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stderr));
    let expected = format!(
        "{}:2:1: error: This message has more than 100",
        file.display()
    );
    assert!(
        text(&out.stdout).contains(&expected),
        "{}",
        text(&out.stdout)
    );
    for command in [
        &["class", "list"][..],
        &["class", "export"],
        &["teacher", "reset-pin"],
    ] {
        let out = with_data(&dir, command);
        assert_eq!(
            out.status.code(),
            Some(0),
            "{command:?}: {}",
            text(&out.stderr)
        );
    }
    std::fs::remove_dir_all(dir).unwrap();
}

/// A pipe named like a translation hung `check`, `class list` and the app;
/// a link to `/dev/zero` read 2.1 GB; a 200 MB puzzles file aborted on
/// allocation. Each is now named with its reason, and the rest is read.
#[cfg(unix)]
#[test]
fn pipes_links_and_huge_files_in_a_lessons_folder_are_named_and_skipped() {
    let dir = scratch("special");
    let en = dir.join("i18n/en");
    std::fs::create_dir_all(&en).unwrap();
    std::fs::create_dir_all(dir.join("puzzles")).unwrap();
    let made = Command::new("mkfifo")
        .arg(en.join("lessons-pipe.ftl"))
        .status()
        .is_ok_and(|s| s.success());
    assert!(made, "mkfifo");
    std::os::unix::fs::symlink("/dev/zero", en.join("lessons-zero.ftl")).unwrap();
    std::os::unix::fs::symlink("/etc/hostname", dir.join("outside.ron")).unwrap();
    // Sparse: 200 MB that take no room on the disk.
    std::fs::File::create(dir.join("puzzles/huge.ron"))
        .unwrap()
        .set_len(200 << 20)
        .unwrap();
    let out = wahree(&["check", dir.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stderr));
    let lines = text(&out.stdout);
    for (file, why) in [
        (
            "i18n/en/lessons-pipe.ftl",
            "This is not a file that can be read",
        ),
        (
            "i18n/en/lessons-zero.ftl",
            "This is a link to a file somewhere else",
        ),
        ("outside.ron", "This is a link to a file somewhere else"),
        ("puzzles/huge.ron", "This file is too big to read"),
    ] {
        let expected = format!("{}:1:1: error: {why}", dir.join(file).display());
        assert!(lines.contains(&expected), "{expected}\n{lines}");
    }
    // The same folder as a data folder's lessons: the class commands go on.
    let data = scratch("special-data");
    std::fs::rename(&dir, data.join("lessons")).unwrap();
    let out = with_data(&data, &["class", "list"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    std::fs::remove_dir_all(data).unwrap();
}

#[cfg(unix)]
#[test]
fn a_class_list_that_is_a_pipe_is_refused_not_waited_on() {
    let dir = scratch("pipe-list");
    let list = dir.join("class.csv");
    assert!(
        Command::new("mkfifo")
            .arg(&list)
            .status()
            .is_ok_and(|s| s.success())
    );
    let out = with_data(&dir, &["class", "import", list.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stderr).contains("This is not a file that can be read"),
        "{}",
        text(&out.stderr)
    );
    std::fs::remove_dir_all(dir).unwrap();
}

/// Two imports of the same list at once made two learners called Aiko.
#[test]
fn imports_at_the_same_time_add_each_name_once() {
    let dir = scratch("concurrent");
    let list = dir.join("class.csv");
    let names: Vec<String> = (0..15).map(|i| format!("Learner {i}")).collect();
    std::fs::write(&list, format!("Aiko,ja\n{}\n", names.join("\n"))).unwrap();
    let imports: Vec<_> = (0..4)
        .map(|_| {
            let (dir, list) = (dir.clone(), list.clone());
            std::thread::spawn(move || {
                with_data(&dir, &["class", "import", list.to_str().unwrap()])
            })
        })
        .collect();
    let mut added = 0;
    for import in imports {
        let out = import.join().unwrap();
        assert!(out.status.success(), "{}", text(&out.stderr));
        let said = text(&out.stdout);
        if said.contains("Added 16 learners") {
            added += 1;
        } else {
            assert!(said.contains("Added 0 learners (16 already"), "{said}");
        }
    }
    assert_eq!(added, 1, "one import adds, the others find everyone there");
    let listed = text(&with_data(&dir, &["class", "list"]).stdout);
    assert_eq!(
        listed.lines().filter(|l| l.starts_with("Aiko ")).count(),
        1,
        "{listed}"
    );
    assert_eq!(listed.lines().count(), 1 + 16, "a header and 16: {listed}");
    std::fs::remove_dir_all(dir).unwrap();
}

/// Every file of a folder, with its bytes, to see that nothing changed.
fn snapshot(dir: &Path) -> Vec<(PathBuf, Vec<u8>)> {
    let mut out = Vec::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(d) = todo.pop() {
        for entry in std::fs::read_dir(&d).unwrap().flatten() {
            let path = entry.path();
            let kind = entry.file_type().unwrap();
            if kind.is_dir() {
                todo.push(path);
            } else if kind.is_file() {
                out.push((path.clone(), std::fs::read(&path).unwrap()));
            } else {
                out.push((path, Vec::new()));
            }
        }
    }
    out.sort();
    out
}

/// The class of `dir` with one learner, Aiko, and the path of her file.
fn class_with_aiko(dir: &Path) -> PathBuf {
    let list = dir.join("aiko.txt");
    std::fs::write(&list, "Aiko\n").unwrap();
    let out = with_data(dir, &["class", "import", list.to_str().unwrap()]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    std::fs::remove_file(list).unwrap();
    let learners = std::fs::read_dir(dir.join("learners")).unwrap();
    learners.flatten().next().unwrap().path()
}

/// `class list` and `class export` renamed a damaged file: a command that
/// reads changed the folder.
#[test]
fn reading_commands_leave_a_damaged_folder_as_it_is() {
    let dir = scratch("read-only");
    class_with_aiko(&dir);
    std::fs::write(dir.join("learners/l9-x.ron"), "garbage(").unwrap();
    let before = snapshot(&dir);
    for command in [&["class", "list"][..], &["class", "export"]] {
        let out = with_data(&dir, command);
        assert!(out.status.success(), "{}", text(&out.stderr));
        let err = text(&out.stderr);
        assert!(
            err.contains("learners/l9-x.ron could not be read: this command only reads"),
            "{err}"
        );
        assert!(text(&out.stdout).contains("Aiko"));
    }
    assert_eq!(snapshot(&dir), before, "nothing renamed, nothing written");
    std::fs::remove_dir_all(dir).unwrap();
}

/// `learners` made a file gave "Something went wrong (error 20)"; a linked
/// learner's file vanished from the class without a word; a 28 MB
/// learner's file took 8 s and 739 MB.
#[test]
fn a_learners_file_a_linked_learner_and_a_huge_one_are_each_named() {
    let dir = scratch("learners-file");
    std::fs::write(dir.join("learners"), "").unwrap();
    let err = text(&with_data(&dir, &["class", "list"]).stderr);
    assert!(err.contains("“learners” must be a folder"), "{err}");
    assert!(!err.contains("error 20"), "{err}");
    std::fs::remove_dir_all(&dir).unwrap();

    let dir = scratch("learners-odd");
    let aiko = class_with_aiko(&dir);
    #[cfg(unix)]
    {
        let elsewhere = dir.join("elsewhere.ron");
        std::fs::rename(&aiko, &elsewhere).unwrap();
        std::os::unix::fs::symlink(&elsewhere, &aiko).unwrap();
        let err = text(&with_data(&dir, &["class", "list"]).stderr);
        assert!(
            err.contains("The file is a link to a file somewhere else"),
            "{err}"
        );
        std::fs::remove_file(&aiko).unwrap();
    }
    std::fs::File::create(&aiko)
        .unwrap()
        .set_len(28 << 20)
        .unwrap();
    let out = with_data(&dir, &["class", "list"]);
    let err = text(&out.stderr);
    assert!(err.contains("far bigger than any class file"), "{err}");
    std::fs::remove_dir_all(dir).unwrap();
}

/// A name edited into a learner's file skipped the export's formula guard,
/// and `class list` printed its control characters to the terminal.
#[test]
fn a_name_edited_into_a_file_reaches_neither_terminal_nor_formula() {
    let dir = scratch("edited-name");
    let aiko = class_with_aiko(&dir);
    let file = std::fs::read_to_string(&aiko).unwrap();
    // Raw control characters in the RON string, as an editor leaves them.
    let edited = file.replace("\"Aiko\"", "\"\t=HYPERLINK(\\\"x\\\")\u{1b}[2J\u{7}\"");
    assert_ne!(edited, file, "the name is in the file: {file}");
    std::fs::write(&aiko, edited).unwrap();
    let listed = text(&with_data(&dir, &["class", "list"]).stdout);
    assert!(!listed.contains(['\u{1b}', '\u{7}', '\t']), "{listed:?}");
    let csv = text(&with_data(&dir, &["class", "export"]).stdout);
    let row = csv.lines().nth(1).unwrap();
    assert!(row.starts_with("\"'") || row.starts_with('\''), "{row:?}");
    assert!(!row.contains(['\u{1b}', '\u{7}', '\t']), "{row:?}");
    std::fs::remove_dir_all(dir).unwrap();
}
