//! The command line's output read by a reader that stops early (`wahree
//! puzzles show … | head`): the command ends quietly, with its own exit
//! code, instead of panicking on the closed pipe.

use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

/// An empty class folder of this test's own.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("wahree-pipe-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Runs `wahree ARGS` with its standard output a pipe whose reading end
/// is already closed, so its very first line meets a closed pipe.
fn closed_pipe(args: &[&str], data: Option<&std::path::Path>) -> Output {
    let (reader, writer) = std::io::pipe().expect("a pipe");
    drop(reader);
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_wahree"));
    cmd.args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::from(writer))
        .stderr(Stdio::piped());
    if let Some(dir) = data {
        cmd.arg("--data-dir").arg(dir);
    }
    cmd.output().expect("wahree runs")
}

fn assert_quiet(args: &[&str], data: Option<&std::path::Path>, code: i32) {
    let out = closed_pipe(args, data);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        !err.contains("panicked") && !err.contains("Broken pipe") && !err.contains("could not"),
        "{args:?}: {err}"
    );
    assert_eq!(out.status.code(), Some(code), "{args:?}: {err}");
}

#[test]
fn a_reader_that_stops_early_ends_every_printing_command_quietly() {
    let pos = "1,1,0,0,0,1/0,0,0,0,3,0 23-19 S";
    assert_quiet(&["puzzles", "show", pos], None, 0);
    assert_quiet(&["puzzles", "texts", "--lang", "ja"], None, 0);
    assert_quiet(&["perft", "3", "--divide"], None, 0);
    assert_quiet(
        &["match", "--a", "level1", "--b", "level1", "--games", "2"],
        None,
        0,
    );
    // `wahree check` keeps its verdict: these fixtures have errors.
    let broken = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/seeds-47");
    assert_quiet(&["check", broken], None, 1);
    let class = scratch("list");
    assert_quiet(&["class", "list"], Some(&class), 0);
    assert_quiet(&["class", "export"], Some(&class), 0);
    assert_quiet(&["teacher", "reset-pin"], Some(&class), 0);
    assert_quiet(&["tournament", "berger", "10"], None, 0);
    let trf = class.join("swiss.trf");
    std::fs::write(
        &trf,
        "XXR 3\n\
         001    1      Ana                                                                1.0    1     2 w 1\n\
         001    2      Ben                                                                0.0    2     1 b 0\n",
    )
    .unwrap();
    assert_quiet(
        &["tournament", "check", "--dutch", trf.to_str().unwrap()],
        None,
        0,
    );
    let _ = std::fs::remove_dir_all(class);
}

#[test]
fn an_import_is_made_even_if_its_report_goes_unread() {
    let class = scratch("import");
    let names = class.join("names.txt");
    std::fs::write(&names, "Ama\nKofi\n").unwrap();
    assert_quiet(
        &["class", "import", names.to_str().unwrap()],
        Some(&class),
        0,
    );
    let listed = Command::new(env!("CARGO_BIN_EXE_wahree"))
        .args(["class", "list", "--data-dir"])
        .arg(&class)
        .output()
        .unwrap();
    let listed = String::from_utf8_lossy(&listed.stdout);
    assert!(
        listed.contains("Ama") && listed.contains("Kofi"),
        "{listed}"
    );
    let _ = std::fs::remove_dir_all(class);
}

#[test]
fn the_engine_ends_quietly_when_its_client_stops_reading() {
    use std::io::Write;
    let (reader, writer) = std::io::pipe().unwrap();
    drop(reader);
    let mut child = Command::new(env!("CARGO_BIN_EXE_wahree"))
        .arg("engine")
        .stdin(Stdio::piped())
        .stdout(Stdio::from(writer))
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    // The engine may end (at its first answer) before the lines are all
    // written: a failed write here is that, not a failure of the test.
    let _ = stdin.write_all(
        b"{\"houses\":[4,4,4,4,4,4,4,4,4,4,4,4],\"stores\":[0,0],\"to_move\":\"south\"}\n",
    );
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.is_empty(), "{err}");
    assert_eq!(out.status.code(), Some(0));
}

/// Runs `wahree ARGS` with its standard error a pipe whose reading end is
/// already closed: its messages are lost, but it must not panic over them.
fn closed_stderr(args: &[&str]) -> Output {
    let (reader, writer) = std::io::pipe().expect("a pipe");
    drop(reader);
    Command::new(env!("CARGO_BIN_EXE_wahree"))
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::from(writer))
        .output()
        .expect("wahree runs")
}

#[test]
fn an_error_told_to_a_closed_standard_error_keeps_its_exit_code() {
    let class = scratch("closed-stderr");
    let missing = class.join("no-such-list.csv");
    let dir = class.to_str().unwrap();
    // Each of these says what is wrong on standard error and fails.
    for args in [
        vec![
            "--data-dir",
            dir,
            "class",
            "import",
            missing.to_str().unwrap(),
        ],
        vec!["puzzles", "show", "not a position"],
        vec!["tournament", "check", "--dutch", missing.to_str().unwrap()],
    ] {
        let out = closed_stderr(&args);
        assert_ne!(out.status.code(), Some(101), "{args:?} panicked");
        assert!(
            matches!(out.status.code(), Some(1 | 2 | 5)),
            "{args:?}: {:?}",
            out.status
        );
    }
    let _ = std::fs::remove_dir_all(class);
}
