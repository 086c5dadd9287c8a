//! What the lesson screen shows: the buttons (each in a place of its own
//! that never moves under the pointer), where the learner is in the
//! lesson, the step's text, the board, what the answer earned and why, and
//! the hints, labelled.

use iced::widget::{Column, Row, Space, button, column, container, row};
use iced::{Center, Element, Fill, Left};

use super::{LessonScreen, Message, Status};
use crate::app::furigana::{self, text};
use crate::app::play::BoardSize;
use crate::app::puzzle::words::{self, side_name};
use crate::app::shape::Shape;
use crate::app::speak::{self, Aloud};
use crate::app::theme::{self, Dot};
use crate::app::{chosen, keys_line};
use crate::content::{Aim, Ask, Step};
use crate::engine::{House, Side};
use crate::i18n::Localizer;

impl LessonScreen {
    /// `size`: how big the board and the main texts are drawn; `aloud`:
    /// the speaker buttons beside the texts.
    pub fn view<'a>(
        &'a self,
        i18n: &'a Localizer,
        size: BoardSize,
        aloud: Aloud<'a>,
    ) -> Element<'a, Message> {
        size.fitted(move |texts, window| self.laid_out(i18n, size, texts, Shape::of(window), aloud))
    }

    /// The screen with its board at `size` and its texts at `texts`.
    fn laid_out<'a>(
        &'a self,
        i18n: &Localizer,
        size: BoardSize,
        texts: BoardSize,
        shape: Shape,
        aloud: Aloud<'_>,
    ) -> Element<'a, Message> {
        if self.finished {
            return self.finish_view(i18n, texts, shape, aloud);
        }
        let step = text(i18n.tr_with(
            "lesson-step",
            &[
                ("title", i18n.tr(&self.lesson.title).into()),
                ("step", (self.step + 1).into()),
                ("steps", self.lesson.steps.len().into()),
            ],
        ))
        .size(16);
        // A phone's narrow row squeezed the dots beside the words to
        // slivers: there they go under the words, whole.
        let heading: Element<'a, Message> = if shape.is_phone() {
            column![step, self.progress()].spacing(6).into()
        } else {
            row![step, self.progress()]
                .spacing(16)
                .align_y(Center)
                .into()
        };

        let names = [side_name(i18n, Side::South), side_name(i18n, Side::North)];
        let quiet = self.takes_moves();
        let board = self
            .stage
            .view(names, quiet, &self.highlight)
            .map(Message::Board);

        let mut said = Column::new().spacing(8);
        if let Some(e) = &self.refusal {
            said = said.push(texts.text_box(vec![i18n.play_error(e)], theme::notice));
        }
        said = said.push(self.answer_view(i18n, texts, aloud));
        // Each hint on a line of its own, labelled "Hint 1: ...".
        let hints = self.hints_on_show(i18n).len();
        for i in 0..hints {
            let hint = |l: &Localizer| self.hints_on_show(l).swap_remove(i);
            let words = speak::words(aloud, hint, texts.text(17), Message::Speak);
            said = said.push(crate::app::play::layout::hint_box(words, i + 1 == hints));
        }
        // The last step says which needed step keeps the lesson from
        // being done (a try skipped on the way), with a way back to it:
        // a reminder, not a mistake. Its button is in the box, not the
        // toolbar, so that no toolbar button moves when it comes.
        if let Some(m) = self
            .missing()
            .filter(|_| self.step + 1 == self.lesson.steps.len())
        {
            let go =
                button(text(i18n.tr_with("lesson-go-to", &[("step", (m + 1).into())])).size(16))
                    .style(theme::secondary)
                    .on_press(Message::GoTo(m));
            let reminder = row![
                text(i18n.tr_with("lesson-missing", &[("step", (m + 1).into())]))
                    .size(texts.text(18))
                    .width(Fill),
                go,
            ]
            .spacing(12)
            .align_y(Center);
            said = said.push(
                container(reminder)
                    .padding(12)
                    .width(Fill)
                    .style(theme::reminder),
            );
        }

        column![
            self.toolbar(i18n, shape),
            crate::app::board::with_board_button(heading, i18n, Message::OpenBoard, shape),
            // The step's words scroll over the board rather than leave it
            // a strip (in two languages, in a small window).
            size.frame_between(
                speak::words(aloud, |l| self.words(l), texts.text(24), Message::Speak),
                board,
                300.0,
                // Unlike a puzzle's, a lesson's hints come before its try:
                // the board keeps its size when the verdict joins them.
                (said.into(), texts.verdict_room(), false)
            ),
            // Two lines kept for the keys, whatever the step's keys are
            // now: the board keeps its size when a wrong answer changes them.
            container(keys_line::view(&aloud.keys(&self.keys_line(i18n)), Left))
                .height(keys_line::room(2, furigana::shows_readings(i18n))),
        ]
        .spacing(12)
        .padding(shape.padding())
        .width(Fill)
        .into()
    }

    /// The texts on show that can be read aloud, the one the V key reads
    /// first: what the learner's answer earned, else the newest hint, else
    /// the step's own words.
    pub fn aloud(&self, i18n: &Localizer) -> Vec<String> {
        if self.finished {
            return vec![speak::joined(&self.finish_words(i18n))];
        }
        let verdict = self.verdict(i18n).map(|(lines, _)| lines);
        speak::newest_first(
            verdict.as_deref(),
            self.hints_on_show(i18n),
            self.words(i18n),
        )
    }

    /// The step's own words, and a game's aim.
    fn words(&self, i18n: &Localizer) -> String {
        let text = i18n.tr(self.current().text());
        match self.current() {
            Step::Game(g) => format!("{text}\n{}", self.aim_line(i18n, g.aim)),
            _ => text,
        }
    }

    /// The buttons. Each has a place of its own for the whole step, and
    /// "Next" sits alone at the right end: a double click on "Try again"
    /// or "Hint" never lands on it, and on an exercise not answered yet it
    /// is switched off, so that two clicks on it never skip the exercise
    /// ("Skip", at the other end, does that on purpose).
    /// On a phone, in two rows: the ways back and Next, then the step's
    /// own buttons (each still in its place for the whole step).
    fn toolbar(&self, i18n: &Localizer, shape: Shape) -> Element<'_, Message> {
        let small = |label: String| text(label).size(16);
        let step = self.current();
        let mut own = Row::new().spacing(10).align_y(Center);
        if step.is_exercise() {
            own = own.push(
                button(small(i18n.tr("lesson-skip")))
                    .style(theme::secondary)
                    .on_press_maybe(self.skip_open().then_some(Message::Skip)),
            );
        }
        if self.hint_count() > 0 {
            own = own.push(
                button(small(i18n.tr("lesson-hint")))
                    .style(theme::primary)
                    .on_press_maybe(self.hint_open().then_some(Message::Hint)),
            );
        }
        let again = match step {
            Step::Try(_) => Some(("lesson-retry", self.retry_open(), Message::Retry)),
            Step::Game(_) => Some(("lesson-restart", self.retry_open(), Message::Retry)),
            Step::Watch(_) => Some((
                "lesson-watch-again",
                !self.is_animating(),
                Message::WatchAgain,
            )),
            Step::Explain(_) | Step::Question(_) => None,
        };
        if let Some((label, open, message)) = again {
            own = own.push(
                button(small(i18n.tr(label)))
                    .style(theme::primary)
                    .on_press_maybe(open.then_some(message)),
            );
        }
        let next = button(small(i18n.tr("lesson-next")))
            .style(theme::primary)
            .on_press_maybe(self.next_open().then_some(Message::Next));
        let back = Self::way_back(i18n, self.step > 0);
        if shape.is_phone() {
            let ends = back.push(Space::new().width(Fill)).push(next);
            return column![ends, own].spacing(8).into();
        }
        back.push(own)
            .push(Space::new().width(Fill))
            .push(next)
            .into()
    }

    /// The toolbar's start, on every step and the finish screen: back to
    /// the list, and back one step (`previous`: whether there is one).
    pub(super) fn way_back<'a>(i18n: &Localizer, previous: bool) -> Row<'a, Message> {
        let small = |label: String| text(label).size(16);
        Row::new()
            .spacing(10)
            .align_y(Center)
            .push(
                button(small(i18n.tr("lesson-back")))
                    .style(theme::secondary)
                    .on_press(Message::Back),
            )
            .push(
                button(small(i18n.tr("lesson-previous")))
                    .style(theme::secondary)
                    .on_press_maybe(previous.then_some(Message::Previous)),
            )
    }

    /// A dot for each step: done, here, or still to come.
    fn progress(&self) -> Element<'_, Message> {
        let mut dots = Row::new().spacing(6).align_y(Center);
        for i in 0..self.lesson.steps.len() {
            let (kind, side) = if i == self.step {
                (Dot::Here, 16)
            } else if self.completed.contains(&i) {
                (Dot::Done, 12)
            } else {
                (Dot::Ahead, 12)
            };
            dots = dots.push(
                container(Space::new())
                    .width(side)
                    .height(side)
                    .style(theme::dot(kind)),
            );
        }
        // Onto a second line rather than squeezed, where they do not fit.
        dots.wrap().vertical_spacing(6).into()
    }

    /// What the closing game is for: "Aim: win against the computer at
    /// level 3".
    fn aim_line(&self, i18n: &Localizer, aim: Aim) -> String {
        let level = self.game.as_ref().map_or(1, |g| g.level().number());
        let mut args = vec![("level", level.into())];
        if let Aim::AtLeast { seeds } = aim {
            args.push(("seeds", seeds.into()));
        }
        i18n.tr_with(aim.message_id(), &args)
    }

    /// The hints asked for, oldest first, each labelled with its number;
    /// once the step is answered right they have done their work and go.
    fn hints_on_show(&self, i18n: &Localizer) -> Vec<String> {
        if self.answered_now() {
            return Vec::new();
        }
        (0..self.hints)
            .map(|i| {
                i18n.tr_with(
                    "lesson-hint-line",
                    &[
                        ("number", (i + 1).into()),
                        ("hint", self.hint(i18n, i).into()),
                    ],
                )
            })
            .collect()
    }

    /// Whether the step on show was answered right in this go.
    fn answered_now(&self) -> bool {
        matches!(
            self.status,
            Status::Right { .. }
                | Status::Answered { right: true, .. }
                | Status::GameOver { met: true, .. }
        )
    }

    /// What the learner's answer earned (or what a watch showed, or how
    /// the game stands), in a box of this style, once it is on show.
    #[allow(clippy::type_complexity)]
    fn verdict(
        &self,
        i18n: &Localizer,
    ) -> Option<(Vec<String>, fn(&iced::Theme) -> container::Style)> {
        match (&self.status, self.current()) {
            (Status::Watched, Step::Watch(w)) => {
                Some((vec![i18n.tr(w.after.as_ref()?)], theme::panel))
            }
            // A try's verdict waits until its seeds (and North's reply)
            // have stopped moving.
            (Status::Right { .. } | Status::Wrong { .. }, Step::Try(_))
                if !self.verdict_shown() =>
            {
                None
            }
            (Status::Right { alternative }, Step::Try(t)) => {
                let mut lines = vec![i18n.tr(&t.success)];
                if *alternative && let Some(h) = self.intended() {
                    lines.push(
                        i18n.tr_with("lesson-alternative", &[("house", h.own_number().into())]),
                    );
                }
                Some((lines, theme::panel))
            }
            (Status::Wrong { played, text, miss }, Step::Try(_)) => {
                // Why it is wrong: the step's own words for this move, else
                // how it misses the goal in numbers seen on the board.
                let line = match (text, miss) {
                    (Some(id), _) => i18n.tr(id),
                    (None, Some(m)) => words::miss(i18n, m, self.stage.start.to_move()),
                    (None, None) => {
                        i18n.tr_with("lesson-wrong", &[("house", played.own_number().into())])
                    }
                };
                Some((vec![line], theme::notice))
            }
            (Status::Answered { right: true, .. }, Step::Question(q)) => Some((
                vec![i18n.tr("lesson-right"), i18n.tr(&q.explanation)],
                theme::panel,
            )),
            (
                Status::Answered {
                    choice,
                    right: false,
                },
                Step::Question(q),
            ) => {
                // Why this answer is wrong, in the step's own words.
                let why = q
                    .wrong
                    .iter()
                    .find(|w| w.answers.contains(choice))
                    .map_or_else(|| i18n.tr("lesson-not-right"), |w| i18n.tr(&w.text));
                Some((vec![why], theme::notice))
            }
            (Status::GameOver { met, totals }, Step::Game(g)) => {
                let me = self.game.as_ref().map_or(Side::South, |g| g.learner());
                let count = i18n.tr_with(
                    "lesson-game-count",
                    &[
                        ("mine", totals[me.index()].into()),
                        ("theirs", totals[(!me).index()].into()),
                    ],
                );
                Some(if *met {
                    (vec![count, i18n.tr(&g.success)], theme::panel)
                } else {
                    (vec![count, i18n.tr(&g.failure)], theme::notice)
                })
            }
            _ => None,
        }
    }

    /// The choices of a question, or what the learner's answer earned.
    fn answer_view<'a>(
        &'a self,
        i18n: &Localizer,
        size: BoardSize,
        aloud: Aloud<'_>,
    ) -> Element<'a, Message> {
        let verdict = self.verdict(i18n).map(|(_, style)| {
            let lines = |l: &Localizer| self.verdict(l).map_or_else(Vec::new, |(lines, _)| lines);
            speak::text_box(aloud, size, lines, style, Message::Speak)
        });
        match (&self.status, self.current()) {
            (_, Step::Question(q)) => Column::new()
                .spacing(10)
                .push(self.choice_buttons(i18n, size, q.ask))
                .push(verdict)
                .into(),
            (Status::Playing, Step::Game(_)) => {
                let id = if self.thinking().is_some() {
                    "lesson-game-thinking"
                } else {
                    "lesson-game-your-turn"
                };
                text(i18n.tr(id)).size(size.text(18)).into()
            }
            _ => verdict.unwrap_or_else(|| Column::new().into()),
        }
    }

    /// A choice of the question on show in words, as its button says it.
    #[cfg(test)]
    pub(crate) fn choice_words(&self, i18n: &Localizer, choice: u8) -> String {
        let Step::Question(q) = self.current() else {
            panic!("no question on show")
        };
        choice_label(i18n, q.ask, self.stage.start.to_move(), choice)
    }

    /// A question's choices as buttons, each with the letter that picks it.
    fn choice_buttons<'a>(&self, i18n: &Localizer, size: BoardSize, ask: Ask) -> Row<'a, Message> {
        let answered = match self.status {
            Status::Answered { choice, right } => Some((choice, right)),
            _ => None,
        };
        let mut buttons = Row::new().spacing(10).align_y(Center);
        for (place, c) in self.choices().into_iter().enumerate() {
            let label = choice_label(i18n, ask, self.stage.start.to_move(), c);
            let picked = answered.is_some_and(|(a, _)| a == c);
            let solved = answered.is_some_and(|(_, right)| right);
            // Each choice wears the letter that picks it: the keys 1-6
            // would be mistaken for the numbers on the buttons.
            let mut face = Row::new().spacing(10).align_y(Center);
            if let Some(letter) = Self::choice_letter(place) {
                face = face.push(
                    container(text(letter.to_string()).size(size.text(15)))
                        .padding([1, 7])
                        .style(theme::key_badge),
                );
            }
            // The answer's mark, not its colour alone: a tick on the
            // right answer once found, a cross on a wrong pick.
            let mark = picked.then_some(if solved {
                chosen::Mark::Tick
            } else {
                chosen::Mark::Cross
            });
            face = face.push(chosen::marked(
                text(label).size(size.text(20)),
                mark,
                solved,
                size.text(20),
            ));
            // The right answer, once found, is lit in full; a wrong pick
            // is switched off, the others stay open.
            let style = if picked && solved {
                theme::right_choice
            } else {
                theme::choice(false)
            };
            buttons = buttons.push(
                button(face)
                    .padding([8, 14])
                    .style(style)
                    .on_press_maybe((!solved && !picked).then_some(Message::Choose(c))),
            );
        }
        buttons
    }

    /// The `i`th hint: the step's own, then for a try the house itself.
    fn hint(&self, i18n: &Localizer, i: usize) -> String {
        let own = match self.current() {
            Step::Try(t) => &t.hints,
            Step::Question(q) => &q.hints,
            Step::Game(g) => &g.hints,
            _ => return String::new(),
        };
        match (own.get(i), self.intended()) {
            (Some(id), _) => i18n.tr(id),
            (None, Some(h)) => {
                i18n.tr_with("lesson-hint-house", &[("house", h.own_number().into())])
            }
            (None, None) => String::new(),
        }
    }
}

/// A choice in words: a house for "where does the last seed fall", else
/// the number itself.
fn choice_label(i18n: &Localizer, ask: Ask, mover: Side, choice: u8) -> String {
    match (ask, House::new(usize::from(choice))) {
        (Ask::LastIn { .. }, Some(h)) => i18n.tr_with(
            "lesson-choice-house",
            &[
                ("house", h.own_number().into()),
                ("mine", if h.owner() == mover { "yes" } else { "no" }.into()),
                ("owner", h.owner().name().into()),
            ],
        ),
        _ => choice.to_string(),
    }
}
