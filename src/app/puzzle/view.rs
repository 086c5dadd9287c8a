//! What the puzzle screen shows: the prompt, the board, the buttons, the
//! hints and what the learner's answer earned.

use iced::widget::{Column, button, column, row, text};
use iced::{Element, Fill, Left};

use super::words::{miss, side_name};
use super::{Message, Mode, PuzzleScreen, Status};
use crate::app::keys_line;
use crate::app::play::BoardSize;
use crate::app::theme;
use crate::content::explain;
use crate::engine::Side;
use crate::i18n::{FluentValue, Localizer};

impl PuzzleScreen {
    /// `size`: how big the board and the main texts are drawn.
    pub fn view<'a>(&'a self, i18n: &Localizer, size: BoardSize) -> Element<'a, Message> {
        let small = |label: String| text(label).size(16);
        let finished = self.finished();
        let toolbar = row![
            button(small(i18n.tr("puzzle-back")))
                .style(button::secondary)
                .on_press(Message::Back),
            button(small(i18n.tr("puzzle-hint"))).on_press_maybe(
                (self.hints < self.hint_count() && !finished).then_some(Message::Hint)
            ),
            button(small(i18n.tr("puzzle-show-solution")))
                .style(button::secondary)
                .on_press_maybe((!finished).then_some(Message::ShowSolution)),
            button(small(i18n.tr("puzzle-retry")))
                .style(button::secondary)
                .on_press(Message::Retry),
            button(small(i18n.tr("puzzle-next"))).on_press(Message::Next),
        ]
        .spacing(10)
        .wrap();

        let mut heading = format!(
            "{} · {}",
            i18n.tr(self.puzzle.theme.message_id()),
            i18n.tr(self.puzzle.tier().message_id())
        );
        let (played, moves) = self.progress();
        if moves > 1 {
            let step = (played + 1).min(moves);
            heading.push_str(" · ");
            heading.push_str(&i18n.tr_with(
                "puzzle-step",
                &[("move", step.into()), ("moves", moves.into())],
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
        let names = [side_name(i18n, Side::South), side_name(i18n, Side::North)];
        let quiet = self.takes_moves();
        let board = self.stage.view(names, quiet, &[]).map(Message::Board);
        let mover = self.puzzle_start().to_move();
        let first = self.solutions().first().copied();

        let mut said = Column::new().spacing(8);
        if let Some(e) = &self.refusal {
            said = said.push(size.text_box(vec![i18n.play_error(e)], theme::notice));
        }
        match &self.status {
            // No verdict while the learner's move is still being sown.
            Status::Asking => {}
            Status::Solved { .. } | Status::Wrong { .. } if !self.told => {}
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
                said = said.push(size.text_box(lines, theme::panel));
            }
            Status::Solved { alternative } => {
                let mut lines = vec![i18n.tr("puzzle-solved")];
                if *alternative && let Some(h) = self.intended.first() {
                    lines.push(
                        i18n.tr_with("puzzle-alternative", &[("house", h.own_number().into())]),
                    );
                }
                lines.push(self.explanation(i18n));
                said = said.push(size.text_box(lines, theme::panel));
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
                said = said.push(size.text_box(lines, theme::notice));
            }
            Status::Shown => {
                let mut lines = Vec::new();
                if let Some(h) = self.shown_first {
                    lines
                        .push(i18n.tr_with("puzzle-solution", &[("house", h.own_number().into())]));
                }
                lines.push(self.explanation(i18n));
                said = said.push(size.text_box(lines, theme::panel));
            }
        }
        // Progressive hints: the puzzle's own, then the house itself.
        let args = explain::hint_args(self.puzzle.goal, &self.stage.start);
        let args: Vec<(&str, FluentValue<'_>)> = i18n.fact_args(&args);
        for i in 0..self.hints {
            let hint = match (self.puzzle.hints.get(i), first) {
                (Some(id), _) => i18n.tr_with(id, &args),
                (None, Some(h)) => {
                    i18n.tr_with("puzzle-hint-house", &[("house", h.own_number().into())])
                }
                (None, None) => continue,
            };
            said = said.push(text(hint).size(size.text(17)));
        }

        let mut heading = row![text(heading).size(16)].spacing(24);
        if let Some(mode) = mode {
            heading = heading.push(text(mode).size(16));
        }
        column![
            toolbar,
            heading,
            text(i18n.puzzle_prompt(self.puzzle.goal, &self.puzzle_start())).size(size.text(26)),
            size.frame(board, 320.0),
            said,
            // Once it is over, only the keys that still do something.
            keys_line::view(
                &i18n.tr(if self.finished() {
                    "puzzle-keys-done"
                } else {
                    "puzzle-keys"
                }),
                Left
            ),
        ]
        .spacing(12)
        .padding(20)
        .width(Fill)
        .into()
    }

    /// Why the answer works: the author's words, or the engine's facts.
    fn explanation(&self, i18n: &Localizer) -> String {
        if let Some(id) = &self.puzzle.explanation {
            return i18n.tr(id);
        }
        let start = self.puzzle_start();
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
