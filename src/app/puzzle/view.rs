//! What the puzzle screen shows: the prompt, the board, the buttons, the
//! hints and what the learner's answer earned.

use iced::widget::{Column, button, column, container, row};
use iced::{Element, Fill, Left};

use super::words::{miss, side_name};
use super::{Message, Mode, PuzzleScreen, Status};
use crate::app::even::even;
use crate::app::furigana::text;
use crate::app::keys_line;
use crate::app::play::BoardSize;
use crate::app::shape::Shape;
use crate::app::speak::{self, Aloud};
use crate::app::theme;
use crate::content::explain;
use crate::engine::Side;
use crate::i18n::{FluentValue, Localizer};

impl PuzzleScreen {
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
        let small = |label: String| text(label).size(16);
        let finished = self.finished();
        let toolbar = row![
            button(small(i18n.tr("puzzle-back")))
                .style(theme::secondary)
                .on_press(Message::Back),
            button(small(i18n.tr("puzzle-hint")))
                .style(theme::primary)
                .on_press_maybe(
                    (self.hints < self.hint_count() && !finished).then_some(Message::Hint)
                ),
            button(small(i18n.tr("puzzle-show-solution")))
                .style(theme::secondary)
                .on_press_maybe((!finished).then_some(Message::ShowSolution)),
            button(small(i18n.tr("puzzle-retry")))
                .style(theme::secondary)
                .on_press(Message::Retry),
            button(small(i18n.tr("puzzle-next"))).on_press(Message::Next),
        ]
        .spacing(10)
        .wrap();

        let mut heading = i18n.tr(self.puzzle.theme.message_id());
        if let Some(n) = self.number() {
            heading.push_str(" · ");
            heading.push_str(&i18n.tr_with("puzzle-number", &[("number", n.into())]));
        }
        heading.push_str(" · ");
        heading.push_str(&i18n.tr(self.puzzle.tier().message_id()));
        if let Some((step, moves)) = self.step() {
            heading.push_str(" · ");
            heading.push_str(&i18n.tr_with(
                "puzzle-step",
                &[("move", step.into()), ("moves", moves.into())],
            ));
        }
        // A teacher's puzzle written in another language is shown in it,
        // with a note of which.
        let written = self
            .puzzle
            .explanation
            .as_deref()
            .or(self.puzzle.prompt.as_deref());
        if let Some(lang) = written.and_then(|id| i18n.fallback_lang(id)) {
            heading.push_str(" · ");
            heading.push_str(&i18n.tr_with(
                "puzzle-written-in",
                &[("language", i18n.autonym(lang).into())],
            ));
        }
        let mode = match self.mode {
            Mode::List => None,
            Mode::ForMe { rating } => {
                Some(i18n.tr_with("puzzle-mode-for-me", &[("rating", rating.into())]))
            }
            Mode::Streak { solved } => {
                Some(i18n.tr_with("puzzle-mode-streak", &[("solved", solved.into())]))
            }
            Mode::StreakOver { solved, best } => Some(i18n.tr_with(
                "puzzle-mode-streak-over",
                &[("solved", solved.into()), ("best", best.into())],
            )),
        };
        let own_words = self
            .puzzle
            .prompt
            .as_ref()
            .map(|id| text(i18n.tr(id)).size(texts.text(20)));
        let names = [side_name(i18n, Side::South), side_name(i18n, Side::North)];
        let quiet = self.takes_moves();
        let board = self.stage.view(names, quiet, &[]).map(Message::Board);

        let mut said = Column::new().spacing(8);
        if let Some(e) = &self.refusal {
            said = said.push(texts.text_box(vec![i18n.play_error(e)], theme::notice));
        }
        if let Some((_, style)) = self.verdict(i18n) {
            let lines = |l: &Localizer| self.verdict(l).map_or_else(Vec::new, |(lines, _)| lines);
            said = said.push(speak::text_box(aloud, texts, lines, style, Message::Speak));
        }
        let hints = self.hints_on_show(i18n).len();
        for i in 0..hints {
            let hint = |l: &Localizer| self.hints_on_show(l).swap_remove(i);
            let words = speak::words(aloud, hint, texts.text(17), Message::Speak);
            said = said.push(crate::app::play::layout::hint_box(words, i + 1 == hints));
        }

        let heading =
            crate::app::board::heading_with_board(heading, i18n, Message::OpenBoard, shape);
        let mode = mode.map(|mode| text(mode).size(16).width(Fill));
        // The mode's words share the line with the heading (both wrap),
        // rather than squeeze it to a word a line; on a phone they go
        // under it.
        let top: Element<'a, Message> = if shape.is_phone() {
            column![heading].push(mode).spacing(6).into()
        } else {
            row![heading].push(mode).spacing(24).into()
        };
        column![
            even(toolbar),
            top,
            // The prompt scrolls over the board rather than leave it a
            // strip (a teacher's long question, two languages).
            size.frame_between(
                column![
                    own_words,
                    speak::words(aloud, |l| self.prompt(l), texts.text(26), Message::Speak),
                ]
                .spacing(12)
                .into(),
                board,
                320.0,
                // Hints asked for take room from the board rather than
                // push the verdict out of sight.
                (said.into(), texts.verdict_room(), hints > 0)
            ),
            // Once it is over, only the keys that still do something.
            keys_line::view(
                &aloud.keys(&i18n.tr(if self.finished() {
                    "puzzle-keys-done"
                } else {
                    "puzzle-keys"
                })),
                Left
            ),
        ]
        .spacing(12)
        .padding(shape.padding())
        .width(Fill)
        .into()
    }
}

impl PuzzleScreen {
    /// The texts on show that can be read aloud, the one the V key reads
    /// first: what the learner's answer earned, else the newest hint, else
    /// the prompt.
    pub fn aloud(&self, i18n: &Localizer) -> Vec<String> {
        let verdict = self.verdict(i18n).map(|(lines, _)| lines);
        speak::newest_first(
            verdict.as_deref(),
            self.hints_on_show(i18n),
            self.prompt(i18n),
        )
    }

    /// Whose turn it is and the puzzle's goal.
    fn prompt(&self, i18n: &Localizer) -> String {
        i18n.puzzle_prompt(self.puzzle.goal, &self.puzzle_start())
    }

    /// Progressive hints, oldest first: the puzzle's own, then the house.
    fn hints_on_show(&self, i18n: &Localizer) -> Vec<String> {
        let first = self.solutions().first().copied();
        let args = explain::hint_args(self.puzzle.goal, &self.stage.start);
        let args: Vec<(&str, FluentValue<'_>)> = i18n.fact_args(&args);
        (0..self.hints)
            .filter_map(|i| match (self.puzzle.hints.get(i), first) {
                (Some(id), _) => Some(i18n.tr_with(id, &args)),
                (None, Some(h)) => {
                    Some(i18n.tr_with("puzzle-hint-house", &[("house", h.own_number().into())]))
                }
                (None, None) => None,
            })
            .collect()
    }

    /// What the learner's answer earned, in a box of this style, once the
    /// move has been sown.
    #[allow(clippy::type_complexity)]
    fn verdict(
        &self,
        i18n: &Localizer,
    ) -> Option<(Vec<String>, fn(&iced::Theme) -> container::Style)> {
        let mover = self.puzzle_start().to_move();
        match &self.status {
            // No verdict while the learner's move is still being sown.
            Status::Asking => None,
            Status::Solved { .. } | Status::Wrong { .. } if !self.told => None,
            Status::Going { reply, .. } => {
                let mut lines = vec![i18n.tr("puzzle-going")];
                if let Some(r) = reply.filter(|_| !self.is_animating()) {
                    lines.push(i18n.tr_with(
                        "puzzle-going-reply",
                        &[
                            ("opponent", side_name(i18n, !mover).into()),
                            ("house", r.own_number().into()),
                        ],
                    ));
                }
                Some((lines, theme::panel))
            }
            Status::Solved { alternative } => {
                let mut lines = vec![i18n.tr("puzzle-solved")];
                if *alternative && let Some(h) = self.intended.first() {
                    lines.push(
                        i18n.tr_with("puzzle-alternative", &[("house", h.own_number().into())]),
                    );
                }
                lines.push(self.explanation(i18n));
                Some((lines, theme::panel))
            }
            Status::Wrong {
                played,
                miss: missed,
            } => {
                let mut lines =
                    vec![i18n.tr_with("puzzle-wrong", &[("house", played.own_number().into())])];
                lines.extend(missed.map(|m| miss(i18n, &m, mover)));
                // Said once the board is back where the learner was.
                if !self.is_animating() {
                    lines.push(i18n.tr("puzzle-try-again"));
                }
                Some((lines, theme::notice))
            }
            Status::Shown => {
                let mut lines = Vec::new();
                if let Some(h) = self.shown_first {
                    lines
                        .push(i18n.tr_with("puzzle-solution", &[("house", h.own_number().into())]));
                }
                lines.push(self.explanation(i18n));
                Some((lines, theme::panel))
            }
        }
    }

    /// Why the answer works: the author's words, or the engine's facts.
    pub(super) fn explanation(&self, i18n: &Localizer) -> String {
        if let Some(id) = &self.puzzle.explanation {
            return i18n.tr(id);
        }
        let start = self.puzzle_start();
        // Solved over several moves: the line the learner played, which
        // is the one on the board.
        if matches!(self.status, Status::Solved { .. }) && self.run.is_deep() {
            let facts: Vec<String> =
                explain::line_played(self.puzzle.goal, &start, self.run.moves())
                    .iter()
                    .map(|d| i18n.fact(d))
                    .collect();
            return i18n.sentences(&facts);
        }
        let Some(first) = self.intended.first().copied().or_else(|| {
            crate::content::answers(self.puzzle.goal, &start)
                .ok()?
                .first()
                .copied()
        }) else {
            return String::new();
        };
        let facts: Vec<String> = explain::explanation(self.puzzle.goal, &start, first)
            .iter()
            .map(|d| i18n.fact(d))
            .collect();
        i18n.sentences(&facts)
    }
}
