//! The list of lessons in curriculum order, each with its title, summary
//! and how far the learner got.

use std::collections::BTreeMap;

use iced::widget::{Column, Row, button, column, container, row, scrollable};
use iced::{Center, Element, Fill, Left, Task};

use super::keys_line;
use super::shape::{self, Shape};
use super::theme;
use crate::app::furigana::text;
use crate::classroom::progress::{Resume, State, last_step, resume, stars};
use crate::classroom::{Last, LessonProgress};
use crate::content::{Lesson, Problem};
use crate::i18n::Localizer;

/// The course's lesson a digit key opens on the list, by its number from
/// 0: 1 to 9 the first nine, 0 the tenth (the key after 9).
pub fn by_key(c: &str) -> Option<usize> {
    let [d] = c.as_bytes() else {
        return None;
    };
    match d {
        b'0' => Some(9),
        b'1'..=b'9' => Some(usize::from(d - b'1')),
        _ => None,
    }
}

/// The places in `lessons` of the course (numbered 1, 2, ... on the list),
/// then of the interludes (listed apart, unnumbered).
pub fn order(lessons: &[Lesson]) -> (Vec<usize>, Vec<usize>) {
    (0..lessons.len()).partition(|&i| !lessons[i].interlude)
}

/// The list's places in the order the arrow keys go through them: the
/// course, then the interludes.
pub fn shown(lessons: &[Lesson]) -> Vec<usize> {
    let (course, interludes) = order(lessons);
    course.into_iter().chain(interludes).collect()
}

/// The list's scrollable, for scrolling the chosen lesson into sight.
pub const LIST_ID: &str = "lesson-list";

#[derive(Debug, Default)]
pub struct Lessons {
    /// The lesson chosen with the arrow keys (a place in the list), opened
    /// by Enter.
    focused: Option<usize>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Message {
    /// Open the lesson at this place in the list.
    Open(usize),
    /// Move the keyboard's choice down (+1) or up (-1) the list.
    Focus(i8),
    Home,
    /// Read the teacher's files again.
    Reload,
    /// In the browser: pick a teacher's folder to add its lessons.
    OpenFolder,
    /// In the browser: remove the teacher's folder's lessons.
    ForgetFolder,
}

impl Lessons {
    pub fn focused(&self) -> Option<usize> {
        self.focused
    }

    /// Moves the keyboard's choice along the list as it is shown (the
    /// first press starts at the lesson Enter would open, `start`), and
    /// scrolls the list so that the chosen lesson is in sight.
    pub fn focus<M: 'static>(&mut self, lessons: &[Lesson], start: usize, step: i8) -> Task<M> {
        let shown = shown(lessons);
        let at = match self
            .focused
            .and_then(|f| shown.iter().position(|&i| i == f))
        {
            Some(at) => at as i64 + i64::from(step),
            None => shown.iter().position(|&i| i == start).unwrap_or(0) as i64,
        };
        let at = at.clamp(0, shown.len() as i64 - 1).max(0) as usize;
        self.focused = shown.get(at).copied();
        // As far down the list as the lesson is down the order.
        let y = at as f32 / shown.len().saturating_sub(1).max(1) as f32;
        iced::widget::operation::snap_to(
            LIST_ID,
            iced::widget::operation::RelativeOffset {
                x: None,
                y: Some(y),
            },
        )
    }
}

impl Lessons {
    pub fn view<'a>(
        &'a self,
        i18n: &'a Localizer,
        lessons: &'a [Lesson],
        problems: &'a [Problem],
        progress: &'a BTreeMap<String, LessonProgress>,
        last: Option<&'a Last>,
        teacher: bool,
    ) -> Element<'a, Message> {
        shape::shaped(move |shape| {
            self.laid_out(i18n, lessons, problems, progress, last, teacher, shape)
        })
    }

    /// In a tall window the teacher's buttons go under the title.
    #[allow(clippy::too_many_arguments)]
    fn laid_out<'a>(
        &'a self,
        i18n: &Localizer,
        lessons: &[Lesson],
        problems: &[Problem],
        progress: &BTreeMap<String, LessonProgress>,
        last: Option<&Last>,
        teacher: bool,
        shape: Shape,
    ) -> Element<'a, Message> {
        let heading = row![
            button(text(i18n.tr("nav-home")).size(16))
                .style(theme::secondary)
                .on_press(Message::Home),
            text(i18n.tr("lessons-title")).size(36).width(Fill),
        ]
        .spacing(24)
        .align_y(Center);
        let mut tools = Row::new().spacing(24).align_y(Center);
        // Only for a teacher's own files: the shipped ones never change.
        if teacher && !cfg!(target_arch = "wasm32") {
            tools = tools.push(
                button(text(i18n.tr("lessons-reload")).size(16))
                    .style(theme::secondary)
                    .on_press(Message::Reload),
            );
        }
        // A web page reads no folder by itself: the teacher picks one (it
        // is remembered), and can remove it again.
        if cfg!(target_arch = "wasm32") {
            tools = tools.push(
                button(text(i18n.tr("lessons-open-folder")).size(16))
                    .style(theme::secondary)
                    .on_press(Message::OpenFolder),
            );
            if teacher {
                tools = tools.push(
                    button(text(i18n.tr("lessons-forget-folder")).size(16))
                        .style(theme::secondary)
                        .on_press(Message::ForgetFolder),
                );
            }
        }
        let top: Element<'a, Message> = if shape.is_tall() {
            column![heading, tools.spacing(10).wrap().vertical_spacing(10)]
                .spacing(10)
                .into()
        } else {
            heading.push(tools).into()
        };
        let mut list = Column::new().spacing(10).width(Fill);
        // First, so a teacher sees it without scrolling past every lesson.
        if !problems.is_empty() {
            list = list.push(problem_list(i18n, problems));
        }
        let (course, interludes) = order(lessons);
        let entry = |i: usize, number: Option<usize>| {
            let lesson = &lessons[i];
            let p = progress.get(&lesson.id);
            let state = State::of(lesson, p);
            let title = match number {
                Some(n) => format!("{n}. {}", i18n.tr(&lesson.title)),
                None => i18n.tr(&lesson.title),
            };
            // A started lesson says where it goes on: the step it reopens
            // at, or the step left behind that keeps it from being done.
            let mut status = column![text(i18n.tr(state.message_id())).size(16)]
                .spacing(2)
                .align_x(iced::Right);
            if let Some(r) = resume(lesson, p, last_step(last, lesson)) {
                let id = match r {
                    Resume::GoOn(_) => "lessons-go-on",
                    Resume::Missing(_) => "lessons-missing",
                };
                status = status
                    .push(text(i18n.tr_with(id, &[("step", (r.step() + 1).into())])).size(14));
            }
            // The stars earned, once the lesson is done.
            if let Some(n) = stars(lesson, p).filter(|_| state == State::Done) {
                status = status.push(super::stars::view(n, 20.0));
            }
            let entry = row![
                column![
                    text(title).size(22),
                    text(i18n.tr(&lesson.summary)).size(16)
                ]
                .spacing(4)
                .width(Fill),
                status,
            ]
            .spacing(16)
            .align_y(Center);
            let chosen = self.focused == Some(i);
            button(entry)
                .width(Fill)
                .padding(12)
                .style(if chosen {
                    theme::focused_choice
                } else {
                    theme::choice(state == State::Done)
                })
                .on_press(Message::Open(i))
        };
        for (n, &i) in course.iter().enumerate() {
            list = list.push(entry(i, Some(n + 1)));
        }
        // The stories come apart: a teacher opens them at any time.
        if !interludes.is_empty() {
            list = list.push(text(i18n.tr("lessons-interludes")).size(20));
            for &i in &interludes {
                list = list.push(entry(i, None));
            }
        }
        let content = column![
            top,
            keys_line::view(
                &i18n.tr_with(
                    "lessons-keys",
                    &[("ten", if course.len() >= 10 { "yes" } else { "no" }.into())]
                ),
                Left
            ),
            scrollable(list.padding([0, 16])).id(LIST_ID).height(Fill)
        ]
        .spacing(14)
        .padding(shape.padding());
        container(content).width(Fill).height(Fill).into()
    }
}

/// The teacher's files that could not be read: where, as `wahree check`
/// prints it (file:line:col, for editors to jump to), and what is wrong
/// in the learner's language.
fn problem_list<'a>(i18n: &Localizer, problems: &[Problem]) -> Element<'a, Message> {
    let mut col = column![
        text(i18n.tr_with(
            "lessons-problems-title",
            &[("count", problems.len().into())]
        ))
        .size(20)
        .style(text::danger),
        // In the browser the files are picked again rather than reloaded.
        text(i18n.tr(if cfg!(target_arch = "wasm32") {
            "lessons-problems-hint-web"
        } else {
            "lessons-problems-hint"
        }))
        .size(15),
    ]
    .spacing(6);
    for p in problems {
        col = col.push(
            column![
                text(p.place()).size(13).style(text::danger),
                text(i18n.detail(&p.detail)).size(15),
            ]
            .spacing(2),
        );
    }
    container(col)
        .padding(12)
        .width(Fill)
        .style(container::bordered_box)
        .into()
}

#[cfg(test)]
mod tests {
    use std::fs;
    use std::path::Path;

    use super::super::{App, Message as AppMessage, Screen, home};
    use super::*;
    use crate::classroom::Fact;
    use crate::content::{self, Folder};
    use crate::i18n::Lang;

    const LESSON: &str = "Lesson(\n    id: \"mine\",\n    order: 50,\n    title: \"mine-title\",\n    summary: \"mine-summary\",\n    steps: [Explain(text: \"mine-text\")],\n)\n";

    fn write_translations(dir: &Path) {
        for lang in content::LOCALES {
            let sub = dir.join("i18n").join(lang);
            fs::create_dir_all(&sub).unwrap();
            let ftl = format!(
                "mine-title = Mine {lang}\nmine-summary = Summary {lang}\nmine-text = Text {lang}\n"
            );
            fs::write(sub.join("lessons-mine.ftl"), ftl).unwrap();
        }
    }

    fn reload(app: &mut App) {
        let _ = app.update(AppMessage::Lessons(Message::Reload));
    }

    /// The problems in the test's own folder (the user's data folder may
    /// hold others on a developer's machine).
    fn problems_in<'a>(app: &'a App, dir: &Path) -> Vec<&'a Problem> {
        let dir = dir.display().to_string();
        app.content_problems()
            .iter()
            .filter(|p| p.file.starts_with(&dir))
            .collect()
    }

    fn has_mine(app: &App) -> bool {
        app.lesson_list().iter().any(|l| l.id == "mine")
    }

    #[test]
    fn reloading_picks_up_a_broken_file_then_its_fix_and_keeps_progress() {
        let dir = std::env::temp_dir().join(format!("wahree-reload-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        let mut app = App::new(Lang::En).with_folders(std::slice::from_ref(&dir));
        let _ = app.update(AppMessage::Home(home::Message::Lessons));
        assert!(matches!(app.screen(), Screen::Lessons(_)));
        assert!(problems_in(&app, &dir).is_empty());
        assert!(!has_mine(&app));
        app.class.record(
            Fact::StepCompleted {
                lesson: "lesson-board".into(),
                step: 0,
            },
            1,
        );

        // A broken file (no comma after the title) is listed where it is.
        write_translations(&dir);
        let broken = LESSON.replace("\"mine-title\",", "\"mine-title\"");
        fs::write(dir.join("mine.ron"), broken).unwrap();
        reload(&mut app);
        let problems = problems_in(&app, &dir);
        assert_eq!(problems.len(), 1, "{problems:#?}");
        assert!(
            problems[0].place().ends_with("mine.ron:5:5"),
            "{problems:?}"
        );
        assert_eq!(problems[0].detail.id, "ron-expected-comma");
        assert!(!has_mine(&app));
        let _ = app.view();

        // Fixed, it is listed with its translations, in the current language.
        fs::write(dir.join("mine.ron"), LESSON).unwrap();
        app.class.set_language(Lang::Ja, 2);
        reload(&mut app);
        assert!(
            problems_in(&app, &dir).is_empty(),
            "{:#?}",
            app.content_problems()
        );
        let mine = app.lesson_list().iter().find(|l| l.id == "mine").unwrap();
        assert_eq!(app.i18n().tr(&mine.title), "Mine ja");
        // No such lesson: the step is kept by its place until there is.
        assert!(
            app.lesson_progress()["lesson-board"]
                .completed
                .contains("#0")
        );

        // Gone again: the lesson leaves the list; a vanished folder is a
        // problem, not a panic.
        fs::remove_dir_all(&dir).unwrap();
        reload(&mut app);
        assert!(!has_mine(&app));
        let problems = problems_in(&app, &dir);
        assert_eq!(problems.len(), 1, "{problems:#?}");
        assert_eq!(problems[0].detail.id, "problem-file-gone");
        let _ = app.view();
    }

    #[test]
    fn opening_the_list_reads_the_folders_again() {
        let dir = std::env::temp_dir().join(format!("wahree-reopen-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        let mut app = App::new(Lang::En).with_folders(std::slice::from_ref(&dir));
        write_translations(&dir);
        fs::write(dir.join("mine.ron"), LESSON).unwrap();
        assert!(!has_mine(&app));
        let _ = app.update(AppMessage::Home(home::Message::Lessons));
        assert!(has_mine(&app));
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn every_problem_reads_as_a_sentence_in_every_language() {
        let lib = content::load(&[Folder::read(
            &Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/syntax/lessons"),
        )]);
        let [p] = lib.problems.as_slice() else {
            panic!("{:?}", lib.problems);
        };
        for lang in Lang::ALL {
            let text = Localizer::new(lang).detail(&p.detail);
            assert_ne!(text, p.detail.id, "{lang:?}");
            assert!(!text.contains("{$"), "{lang:?}: {text}");
        }
    }
}
