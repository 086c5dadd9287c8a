//! The list of lessons in curriculum order, each with its title, summary
//! and how far the learner got.

use std::collections::BTreeMap;
use std::sync::OnceLock;

use iced::widget::{Column, button, column, container, row, scrollable, text};
use iced::{Center, Element, Fill};

use super::store::LessonProgress;
use super::theme;
use crate::content::{self, Folder, Lesson, Problem, Step};
use crate::i18n::Localizer;

/// The shipped lessons that passed their checks, sorted by `order`.
pub fn shipped() -> &'static [Lesson] {
    static SHIPPED: OnceLock<Vec<Lesson>> = OnceLock::new();
    SHIPPED.get_or_init(|| {
        content::load(&[Folder::embedded()])
            .lessons
            .into_iter()
            .map(|l| l.item)
            .collect()
    })
}

/// How far a learner got with a lesson.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum State {
    New,
    InProgress,
    Done,
}

impl State {
    /// Done when every try and question was answered right (a lesson with
    /// none is done once every step was seen).
    pub fn of(lesson: &Lesson, progress: Option<&LessonProgress>) -> State {
        let Some(p) = progress.filter(|p| !p.completed.is_empty()) else {
            return State::New;
        };
        let asks: Vec<usize> = (0..lesson.steps.len())
            .filter(|&i| matches!(lesson.steps[i], Step::Try(_) | Step::Question(_)))
            .collect();
        let needed = if asks.is_empty() {
            (0..lesson.steps.len()).collect()
        } else {
            asks
        };
        if needed.iter().all(|i| p.completed.contains(i)) {
            State::Done
        } else {
            State::InProgress
        }
    }

    pub fn message_id(self) -> &'static str {
        match self {
            State::New => "lessons-new",
            State::InProgress => "lessons-in-progress",
            State::Done => "lessons-done",
        }
    }
}

/// The place of the first lesson not done yet (the first lesson when all
/// are): where Enter on the list goes.
pub fn next_to_do(lessons: &[Lesson], progress: &BTreeMap<String, LessonProgress>) -> usize {
    lessons
        .iter()
        .position(|l| State::of(l, progress.get(&l.id)) != State::Done)
        .unwrap_or(0)
}

#[derive(Debug, Default)]
pub struct Lessons;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Message {
    /// Open the lesson at this place in the list.
    Open(usize),
    Home,
}

impl Lessons {
    pub fn view<'a>(
        &'a self,
        i18n: &Localizer,
        lessons: &[Lesson],
        problems: &[Problem],
        progress: &BTreeMap<String, LessonProgress>,
    ) -> Element<'a, Message> {
        let top = row![
            button(text(i18n.tr("nav-home")).size(16))
                .style(button::secondary)
                .on_press(Message::Home),
            text(i18n.tr("lessons-title")).size(36),
        ]
        .spacing(24)
        .align_y(Center);
        let mut list = Column::new().spacing(10).width(Fill);
        // First, so a teacher sees it without scrolling past every lesson.
        if !problems.is_empty() {
            list = list.push(problem_list(i18n, problems));
        }
        for (i, lesson) in lessons.iter().enumerate() {
            let state = State::of(lesson, progress.get(&lesson.id));
            let title = format!("{}. {}", i + 1, i18n.tr(&lesson.title));
            let entry = row![
                column![
                    text(title).size(22),
                    text(i18n.tr(&lesson.summary)).size(16)
                ]
                .spacing(4)
                .width(Fill),
                text(i18n.tr(state.message_id())).size(16),
            ]
            .spacing(16)
            .align_y(Center);
            list = list.push(
                button(entry)
                    .width(Fill)
                    .padding(12)
                    .style(theme::choice(state == State::Done))
                    .on_press(Message::Open(i)),
            );
        }
        let content = column![
            top,
            text(i18n.tr("lessons-keys")).size(14),
            scrollable(list.padding([0, 16])).height(Fill)
        ]
        .spacing(14)
        .padding(20);
        container(content).width(Fill).height(Fill).into()
    }
}

/// The teacher's files that could not be read, each line as `wahree check`
/// prints it (file:line:col), so the two agree and editors can jump there.
fn problem_list<'a>(i18n: &Localizer, problems: &[Problem]) -> Element<'a, Message> {
    let mut col = column![
        text(i18n.tr_with(
            "lessons-problems-title",
            &[("count", problems.len().into())]
        ))
        .size(20)
        .style(text::danger),
        text(i18n.tr("lessons-problems-hint")).size(15),
    ]
    .spacing(6);
    for p in problems {
        col = col.push(text(p.to_string()).size(14));
    }
    container(col)
        .padding(12)
        .width(Fill)
        .style(container::bordered_box)
        .into()
}
