//! What the puzzle screen shows: the prompt, the board, the buttons, the
//! hints and what the learner's answer earned.

use iced::widget::{Column, button, column, container, row, text};
use iced::{Element, Fill, Left};

use super::words::{miss, prompt, side_name};
use super::{Message, PuzzleScreen, Status};
use crate::app::keys_line;
use crate::app::play::BoardSize;
use crate::app::speak::{self, Aloud};
use crate::app::theme;
use crate::engine::Side;
use crate::i18n::Localizer;

impl PuzzleScreen {
    /// `size`: how big the board and the main texts are drawn; `aloud`:
    /// the speaker buttons beside the texts.
    pub fn view<'a>(
        &'a self,
        i18n: &'a Localizer,
        size: BoardSize,
        aloud: Aloud<'a>,
    ) -> Element<'a, Message> {
        size.fitted(move |texts, _| self.laid_out(i18n, size, texts, aloud))
    }

    /// The screen with its board at `size` and its texts at `texts`.
    fn laid_out<'a>(
        &'a self,
        i18n: &Localizer,
        size: BoardSize,
        texts: BoardSize,
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

        let mut heading = format!(
            "{} · {}",
            i18n.tr(self.puzzle.theme.message_id()),
            i18n.tr(self.puzzle.difficulty.message_id())
        );
        // A teacher's puzzle written in another language is shown in it,
        // with a note of which (the explanation is the one text every
        // puzzle has).
        if let Some(lang) = i18n.fallback_lang(&self.puzzle.explanation) {
            heading.push_str(" · ");
            heading.push_str(&i18n.tr_with(
                "puzzle-written-in",
                &[("language", i18n.autonym(lang).into())],
            ));
        }
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
        if let Some((lines, style)) = self.verdict(i18n) {
            said = said.push(speak::text_box(aloud, texts, lines, style, Message::Speak));
        }
        for hint in self.hints_on_show(i18n) {
            said = said.push(speak::words(aloud, hint, texts.text(17), Message::Speak));
        }

        column![
            toolbar,
            crate::app::board::heading_with_board(heading, i18n, Message::OpenBoard),
            own_words,
            speak::words(aloud, self.prompt(i18n), texts.text(26), Message::Speak),
            size.frame_with(board, 320.0, said.into(), texts.verdict_room()),
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
        .padding(20)
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
        prompt(i18n, self.puzzle.goal, &self.stage.start)
    }

    /// Progressive hints, oldest first: the puzzle's own, then the house.
    fn hints_on_show(&self, i18n: &Localizer) -> Vec<String> {
        (0..self.hints)
            .map(|i| match self.puzzle.hints.get(i) {
                Some(id) => i18n.tr(id),
                None => i18n.tr_with(
                    "puzzle-hint-house",
                    &[("house", self.solutions[0].own_number().into())],
                ),
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
        match &self.status {
            // No verdict while the learner's move is still being sown.
            Status::Asking => None,
            Status::Solved { .. } | Status::Wrong { .. } if !self.told => None,
            Status::Solved { alternative } => {
                let mut lines = vec![i18n.tr("puzzle-solved")];
                if *alternative {
                    lines.push(i18n.tr_with(
                        "puzzle-alternative",
                        &[("house", self.solutions[0].own_number().into())],
                    ));
                }
                lines.push(i18n.tr(&self.puzzle.explanation));
                Some((lines, theme::panel))
            }
            Status::Wrong {
                played,
                miss: missed,
                said: words,
            } => {
                let mut lines =
                    vec![i18n.tr_with("puzzle-wrong", &[("house", played.own_number().into())])];
                lines.extend(missed.map(|m| miss(i18n, &m, self.stage.start.to_move())));
                lines.extend(words.iter().map(|m| i18n.coach(m)));
                // Said once the board is back on the puzzle.
                if !self.is_animating() {
                    lines.push(i18n.tr("puzzle-try-again"));
                }
                Some((lines, theme::notice))
            }
            Status::Shown => Some((
                vec![
                    i18n.tr_with(
                        "puzzle-solution",
                        &[("house", self.solutions[0].own_number().into())],
                    ),
                    i18n.tr(&self.puzzle.explanation),
                ],
                theme::panel,
            )),
        }
    }
}
