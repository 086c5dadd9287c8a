//! The app in a headless window that keeps one widget tree from view to
//! view, as the real window does: clicks and keys go through the widgets,
//! the app's tasks run (focus, scrolling), and what is on show can be
//! measured.

use iced::keyboard::Key;
use iced::keyboard::key::Named;
use iced::{Element, Event, Pixels, Rectangle, Size, Task, Vector, mouse};
use iced_test::core::InputMethod;
use iced_test::core::renderer::Headless;
use iced_test::core::widget::operation::{Outcome, Scrollable};
use iced_test::core::widget::{Id, Operation};
use iced_test::futures::futures::{StreamExt, executor::block_on};
use iced_test::runtime::user_interface::{self, Cache, UserInterface};
use iced_test::runtime::{Action, task};
use iced_test::{Simulator, simulator};
use wahree::app::{App, Message};

/// A fresh look at the app's view, to find things on it.
pub fn ui(app: &App, size: Size) -> Simulator<'_, Message> {
    super::pin_software_renderer();
    let view: Element<'_, Message> = app.view();
    Simulator::with_size(wahree::app::settings(), size, view)
}

/// The app in a headless window.
pub struct Window {
    pub app: App,
    pub size: Size,
    renderer: iced::Renderer,
    cache: Option<Cache>,
    cursor: mouse::Cursor,
}

impl Window {
    pub fn new(app: App) -> Window {
        Window::sized(app, Size::new(1024.0, 768.0))
    }

    pub fn sized(app: App, size: Size) -> Window {
        // The simulator loads the app's font into the shared font system.
        drop(ui(&app, size));
        let renderer = block_on(<iced::Renderer as Headless>::new(
            wahree::app::fonts::UI,
            Pixels(16.0),
            Some("tiny-skia"),
        ))
        .expect("a headless renderer");
        Window {
            app,
            size,
            renderer,
            cache: Some(Cache::default()),
            cursor: mouse::Cursor::Unavailable,
        }
    }

    pub fn click(&mut self, label: &str) {
        let target = ui(&self.app, self.size)
            .find(label)
            .unwrap_or_else(|e| panic!("no {label:?}: {e}"));
        let bounds = target.visible_bounds().expect("on screen");
        self.cursor = mouse::Cursor::Available(bounds.center());
        self.send(simulator::click().collect());
        // The pointer moves away, as a hand does from the mouse.
        self.cursor = mouse::Cursor::Unavailable;
    }

    pub fn type_text(&mut self, text: &str) {
        for event in simulator::typewrite(text) {
            self.send(vec![event]);
        }
    }

    pub fn tap(&mut self, key: Named) {
        for event in simulator::tap_key(Key::Named(key), None) {
            self.send(vec![event]);
        }
    }

    /// The events reach the widgets; what they send, and the keys they
    /// left (or Esc), reach the app.
    pub fn send(&mut self, events: Vec<Event>) {
        let mut messages = Vec::new();
        let statuses = {
            let mut ui = UserInterface::build(
                self.app.view(),
                self.size,
                self.cache.take().unwrap(),
                &mut self.renderer,
            );
            let (_, statuses) = ui.update(
                &events,
                self.cursor,
                &mut self.renderer,
                &mut iced_test::core::clipboard::Null,
                &mut messages,
            );
            self.cache = Some(ui.into_cache());
            statuses
        };
        for (event, status) in events.into_iter().zip(statuses) {
            messages.extend(App::keys(event, status, iced::window::Id::unique()));
        }
        for m in messages {
            let task = self.app.update(m);
            self.run(task);
        }
    }

    /// Runs a task as the runtime would: widget operations (focus) on the
    /// window's widgets, messages back to the app.
    pub fn run(&mut self, task: Task<Message>) {
        let Some(stream) = task::into_stream(task) else {
            return;
        };
        let actions: Vec<Action<Message>> = block_on(stream.collect());
        for action in actions {
            match action {
                Action::Widget(operation) => {
                    let mut ui = UserInterface::build(
                        self.app.view(),
                        self.size,
                        self.cache.take().unwrap(),
                        &mut self.renderer,
                    );
                    // An operation may chain another, as the runtime runs
                    // them (find a widget, then scroll to it).
                    let mut next = Some(operation);
                    while let Some(mut operation) = next.take() {
                        ui.operate(&self.renderer, operation.as_mut());
                        if let Outcome::Chain(then) = operation.finish() {
                            next = Some(then);
                        }
                    }
                    self.cache = Some(ui.into_cache());
                }
                Action::Output(m) => {
                    let task = self.app.update(m);
                    self.run(task);
                }
                _ => {}
            }
        }
    }

    /// What the widgets ask of the window's input method at a redraw
    /// (the desktop's window opens the IME at the caret, and draws its
    /// composition there, from it).
    #[allow(dead_code)]
    pub fn input_method(&mut self) -> InputMethod {
        let mut messages = Vec::new();
        let mut ui = UserInterface::build(
            self.app.view(),
            self.size,
            self.cache.take().unwrap(),
            &mut self.renderer,
        );
        let redraw = Event::Window(iced::window::Event::RedrawRequested(
            iced::time::Instant::now(),
        ));
        let (state, _) = ui.update(
            &[redraw],
            self.cursor,
            &mut self.renderer,
            &mut iced_test::core::clipboard::Null,
            &mut messages,
        );
        self.cache = Some(ui.into_cache());
        match state {
            user_interface::State::Updated { input_method, .. } => input_method,
            user_interface::State::Outdated => InputMethod::Disabled,
        }
    }

    pub fn shows(&self, text: &str) -> bool {
        ui(&self.app, self.size).find(text).is_ok()
    }
}

impl Window {
    /// Clicks at a point of the window.
    pub fn click_at(&mut self, at: iced::Point) {
        self.cursor = mouse::Cursor::Available(at);
        self.send(simulator::click().collect());
        self.cursor = mouse::Cursor::Unavailable;
    }

    /// Where the widget showing `label` is, as the window draws it.
    pub fn bounds_of(&self, label: &str) -> Option<Rectangle> {
        ui(&self.app, self.size).find(label).ok()?.visible_bounds()
    }

    /// The scroll areas and containers with an id, as laid out now: each
    /// area's bounds and how far it is scrolled, each container's bounds
    /// (unscrolled, as its area's content).
    pub fn survey(&mut self) -> Survey {
        let mut ui = UserInterface::build(
            self.app.view(),
            self.size,
            self.cache.take().unwrap(),
            &mut self.renderer,
        );
        let mut survey = Survey::default();
        ui.operate(&self.renderer, &mut survey);
        self.cache = Some(ui.into_cache());
        survey
    }
}

/// What [`Window::survey`] found.
#[derive(Debug, Default)]
pub struct Survey {
    /// By id: bounds and scroll offset.
    pub areas: Vec<(Id, Rectangle, Vector)>,
    /// By id: the content's bounds.
    pub contents: Vec<(Id, Rectangle)>,
    pub boxes: Vec<(Id, Rectangle)>,
}

impl Survey {
    pub fn area(&self, id: &Id) -> Option<(Rectangle, Vector)> {
        self.areas.iter().find(|a| a.0 == *id).map(|a| (a.1, a.2))
    }

    pub fn boxed(&self, id: &Id) -> Option<Rectangle> {
        self.boxes.iter().find(|b| b.0 == *id).map(|b| b.1)
    }

    /// Whether the container `target`, in the area `area`, is in sight
    /// whole once the area's scrolling is taken into account.
    pub fn in_sight(&self, area: &Id, target: &Id) -> bool {
        let (Some((a, scrolled)), Some(t)) = (self.area(area), self.boxed(target)) else {
            return false;
        };
        let top = t.y - scrolled.y;
        top >= a.y - 0.5 && top + t.height <= a.y + a.height + 0.5
    }
}

impl Operation for Survey {
    fn traverse(&mut self, operate: &mut dyn FnMut(&mut dyn Operation)) {
        operate(self);
    }

    fn container(&mut self, id: Option<&Id>, bounds: Rectangle) {
        if let Some(id) = id {
            self.boxes.push((id.clone(), bounds));
        }
    }

    fn scrollable(
        &mut self,
        id: Option<&Id>,
        bounds: Rectangle,
        content: Rectangle,
        translation: Vector,
        _state: &mut dyn Scrollable,
    ) {
        if let Some(id) = id {
            self.contents.push((id.clone(), content));
            self.areas.push((id.clone(), bounds, translation));
        }
    }
}
