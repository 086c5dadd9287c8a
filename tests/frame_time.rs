//! A measurement, not a test: how long the play screen takes to render
//! each frame of a sowing with the tiny-skia renderer, headless. Ignored by
//! default; run it with
//! `ICED_TEST_BACKEND=tiny-skia cargo test --test frame_time -- --ignored --nocapture`
//! and see docs/performance.md for the figures.
#![cfg(feature = "gui-tests")]

use std::time::{Duration, Instant};

use iced::Size;
use iced_test::Simulator;
use wahree::app::play::Message as PlayMessage;
use wahree::app::{App, Message, Screen, home};
use wahree::i18n::Lang;

/// The app's window size (`wahree::app::run`).
const WINDOW: Size = Size::new(1180.0, 720.0);
/// The frame clock of a 60 Hz screen.
const TICK: Duration = Duration::from_micros(16_667);

/// Builds the screen (view and layout) and renders it once; returns the
/// time of each half.
fn render(app: &App, settings: iced::Settings) -> (Duration, Duration) {
    let t0 = Instant::now();
    let mut ui = Simulator::with_size(settings, WINDOW, app.view());
    let built = t0.elapsed();
    let t1 = Instant::now();
    ui.snapshot(&app.theme()).expect("a tiny-skia snapshot");
    (built, t1.elapsed())
}

fn animating(app: &App) -> bool {
    matches!(app.screen(), Screen::Play(p) if p.is_animating())
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn summary(name: &str, mut samples: Vec<Duration>) {
    samples.sort();
    let at = |q: f64| samples[((samples.len() - 1) as f64 * q).round() as usize];
    println!(
        "{name}: {} frames, median {:.1} ms, p95 {:.1} ms, max {:.1} ms",
        samples.len(),
        ms(at(0.5)),
        ms(at(0.95)),
        ms(at(1.0))
    );
}

#[test]
#[ignore = "a measurement; run with --ignored --nocapture"]
fn frame_time_during_a_sowing_with_tiny_skia() {
    // SAFETY: set before anything reads it; this file holds one test.
    unsafe { std::env::set_var("ICED_TEST_BACKEND", "tiny-skia") };
    let mut app = App::new(Lang::En);
    let _ = app.update(Message::Home(home::Message::Play));
    // The first render loads the fonts; later ones find them loaded.
    render(&app, wahree::app::settings());
    let warm = iced::Settings {
        fonts: Vec::new(),
        ..wahree::app::settings()
    };
    let idle: Vec<Duration> = (0..20)
        .map(|_| {
            let (a, b) = render(&app, warm.clone());
            a + b
        })
        .collect();

    let (mut built, mut drawn, mut total) = (Vec::new(), Vec::new(), Vec::new());
    // Four-seed sowings from the start, then a capture.
    for house in [3, 3, 6, 2] {
        let _ = app.update(Message::Play(PlayMessage::PlayOwn(house)));
        let mut now = Instant::now();
        while animating(&app) {
            let _ = app.update(Message::Play(PlayMessage::Frame(now)));
            let (b, d) = render(&app, warm.clone());
            built.push(b);
            drawn.push(d);
            total.push(b + d);
            now += TICK;
        }
    }
    println!(
        "window {}x{} at scale 2 (the simulator's)",
        WINDOW.width, WINDOW.height
    );
    summary("idle play screen, whole frame", idle);
    summary("sowing, view and layout", built);
    summary("sowing, draw and rasterize", drawn);
    summary("sowing, whole frame", total);
}
