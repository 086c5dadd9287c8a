//! The list of puzzles, grouped by theme and difficulty, with how many of
//! each theme the learner has solved.

use std::collections::BTreeMap;

use iced::widget::{Column, Row, button, column, container, row, scrollable};
use iced::{Center, Element, Fill, Left};

use super::keys_line;
use super::{chosen, theme};
use crate::app::furigana::text;
use crate::classroom::{PuzzleRating, PuzzleRecord, PuzzleResult};
use crate::content::{self, Puzzle, Theme};
use crate::i18n::Localizer;

#[derive(Debug, Default)]
pub struct Puzzles;

/// The widget id of the list's scroll area.
pub const LIST_ID: &str = "puzzle-list";

/// The widget id of the puzzle at `index` in the list, so that the list
/// can be scrolled to it (`reveal`) when the learner comes back from it.
pub fn entry_id(index: usize) -> iced::widget::Id {
    iced::widget::Id::from(format!("puzzle-{index}"))
}

/// The list, scrolled to show the puzzle at `index` (the one the learner
/// comes back from), not back at its top.
pub fn back_to<T>(index: usize) -> iced::Task<T> {
    super::reveal::reveal(LIST_ID, entry_id(index))
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Message {
    /// Open the puzzle at this place in the list.
    Open(usize),
    /// Open the first puzzle not solved yet.
    Continue,
    /// "Puzzles for me": one near the learner's puzzle rating.
    ForMe,
    /// Start a streak: puzzles of rising rating until the first miss.
    Streak,
    Home,
}

/// One puzzle in the list: its number, green once solved, and "tried"
/// under the number when the learner has had a go without solving it, so
/// a puzzle to come back to stands out from one not opened yet.
fn puzzle_button<'a>(
    number: usize,
    result: Option<PuzzleResult>,
    tried: &str,
    open: Message,
) -> Element<'a, Message> {
    let mut label = column![text(number.to_string()).size(16)].align_x(Center);
    match result {
        Some(PuzzleResult::Failed) => label = label.push(text(tried.to_owned()).size(13)),
        // Solved says so by a tick too, not by its colour alone.
        Some(PuzzleResult::Solved) => {
            label = label.push(chosen::alone(chosen::Mark::Tick, true, 13))
        }
        _ => {}
    }
    button(container(label).center(Fill))
        .width(96)
        .height(52)
        .padding(2)
        .style(theme::choice(result == Some(PuzzleResult::Solved)))
        .on_press(open)
        .into()
}

impl Puzzles {
    pub fn view<'a>(
        &'a self,
        i18n: &Localizer,
        puzzles: &[Puzzle],
        results: &BTreeMap<String, PuzzleRecord>,
        rating: &PuzzleRating,
    ) -> Element<'a, Message> {
        let solved = |p: &Puzzle| results.get(&p.id).is_some_and(|r| r.solved);
        let tried = i18n.tr("puzzles-tried");
        let top = row![
            button(text(i18n.tr("nav-home")).size(16))
                .style(theme::secondary)
                .on_press(Message::Home),
            text(i18n.tr("puzzles-title")).size(36),
            button(text(i18n.tr("puzzles-continue")).size(18)).on_press(Message::Continue),
        ]
        .spacing(24)
        .align_y(Center)
        // On a phone "Next puzzle to solve" goes under the title.
        .wrap()
        .vertical_spacing(10);
        // The learner's rating once something rated it, and their streak.
        let standing = if rating.tries > 0 || rating.best_streak > 0 {
            i18n.tr_with(
                "puzzles-rating",
                &[
                    ("rating", rating.shown().into()),
                    ("streak", rating.best_streak.into()),
                ],
            )
        } else {
            i18n.tr("puzzles-rating-none")
        };
        let choose = row![
            button(text(i18n.tr("puzzles-for-me")).size(18)).on_press(Message::ForMe),
            button(text(i18n.tr("puzzles-streak")).size(18)).on_press(Message::Streak),
            text(standing).size(16),
        ]
        .spacing(16)
        .align_y(Center)
        .wrap();

        let mut themes = Column::new().spacing(18).width(Fill);
        for th in Theme::ALL {
            let of_theme: Vec<(usize, &Puzzle)> = puzzles
                .iter()
                .enumerate()
                .filter(|(_, p)| p.theme == th)
                .collect();
            if of_theme.is_empty() {
                continue;
            }
            let done = of_theme.iter().filter(|(_, p)| solved(p)).count();
            let count = i18n.tr_with(
                "puzzles-solved-count",
                &[("solved", done.into()), ("total", of_theme.len().into())],
            );
            let mut tiers = Column::new().spacing(6);
            for d in content::Difficulty::ALL {
                let mut buttons = Row::new().spacing(6);
                let mut any = false;
                for &(i, p) in of_theme.iter().filter(|(_, p)| p.tier() == d) {
                    let number = crate::classroom::resume::puzzle_number(puzzles, i);
                    any = true;
                    buttons = buttons.push(
                        container(puzzle_button(
                            number,
                            results.get(&p.id).and_then(PuzzleRecord::result),
                            &tried,
                            Message::Open(i),
                        ))
                        .id(entry_id(i)),
                    );
                }
                if any {
                    // Many puzzles to a tier: the buttons wrap.
                    tiers = tiers.push(row![
                        text(i18n.tr(d.message_id())).size(16).width(140),
                        buttons.wrap()
                    ]);
                }
            }
            let heading = row![
                text(i18n.tr(th.message_id())).size(24),
                text(count).size(16)
            ]
            .spacing(16)
            .align_y(Center);
            themes = themes.push(
                container(column![heading, tiers].spacing(8))
                    .padding(12)
                    .width(Fill)
                    .style(theme::panel),
            );
        }
        let content = column![
            top,
            choose,
            keys_line::view(&i18n.tr("puzzles-keys"), Left),
            scrollable(themes.padding([0, 16])).id(LIST_ID).height(Fill)
        ]
        .spacing(14)
        .padding(20);
        container(content).width(Fill).height(Fill).into()
    }
}
