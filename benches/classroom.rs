//! How long the classroom's screens take to open for a class of thirty
//! with weeks of progress (`examples/demo_class.rs`): "Who is playing?"
//! and the teacher's view, from the click to a laid-out, drawn frame
//! (iced's software renderer, as on a classroom computer without a GPU),
//! and loading the class from its files. `cargo bench --bench classroom`.

use std::sync::Arc;

use iced_test::Simulator;
use wahree::app::{App, Message, home, picker};
use wahree::classroom::files::Files;
use wahree::classroom::{Library, save};
use wahree::i18n::Lang;

#[path = "../examples/demo_class.rs"]
mod demo;

fn main() {
    // SAFETY: before any thread starts.
    unsafe { std::env::set_var("ICED_TEST_BACKEND", "tiny-skia") };
    divan::main();
}

/// Seconds since 1970 for the made-up class: a fixed day, so every run
/// measures the same class.
const NOW: u64 = 1_796_000_000;

/// The demo class written to a fresh folder.
fn class_dir() -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("wahree-bench-class-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let files = Files::new(&dir);
    let mut class = demo::class(Library::shipped(), NOW);
    for job in class.take_jobs() {
        job.run(&files).expect("written");
    }
    dir
}

fn app(dir: &std::path::Path) -> App {
    App::with_storage(Arc::new(Files::new(dir)), Lang::En)
}

/// One frame of the app's view drawn in a 1280x720 window.
fn draw(app: &App) {
    let mut ui = Simulator::with_size(wahree::app::settings(), (1280.0, 720.0), app.view());
    divan::black_box(ui.snapshot(&app.theme()).expect("drawn"));
}

#[divan::bench(sample_count = 20)]
fn load_the_class_of_thirty(bencher: divan::Bencher) {
    let dir = class_dir();
    bencher.bench(|| divan::black_box(save::load(&Files::new(&dir), NOW)));
}

#[divan::bench(sample_count = 20)]
fn open_who_is_playing(bencher: divan::Bencher) {
    let dir = class_dir();
    let mut app = app(&dir);
    let _ = app.update(Message::Picker(picker::Message::Back));
    bencher.bench_local(|| {
        // From Home, "Change learner", to the picker drawn.
        let _ = app.update(Message::Home(home::Message::Learner));
        draw(&app);
        let _ = app.update(Message::Picker(picker::Message::Back));
    });
}

#[divan::bench(sample_count = 20)]
fn open_the_teachers_view(bencher: divan::Bencher) {
    let dir = class_dir();
    let mut app = app(&dir);
    bencher.bench_local(|| {
        let _ = app.update(Message::Picker(picker::Message::Teacher));
        draw(&app);
        // Back to "Who is playing?", where it was opened.
        let _ = app.update(Message::Teacher(wahree::app::teacher::Message::Back));
    });
}
