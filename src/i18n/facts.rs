//! Words for the engine's facts about a puzzle (`content::explain`:
//! `puzzles-facts.ftl`, and the hints that use its numbers). The app shows
//! them to the learner; `wahree puzzles show` prints them for an author.

use crate::content::{Arg, Detail, Goal};
use crate::engine::{House, Position, Side};

use super::{FluentValue, Localizer, side_arg};

impl Localizer {
    /// "It's South's turn. Find the wipe-out …", from the goal's `puzzles.ftl` id.
    pub fn puzzle_prompt(&self, goal: Goal, start: &Position) -> String {
        let mut args: Vec<(&str, FluentValue<'_>)> = Vec::new();
        let house = |n: u8, args: &mut Vec<(&str, FluentValue<'_>)>| {
            if let Some(h) = House::new(usize::from(n)) {
                args.push(("house", h.own_number().into()));
                args.push(("owner", side_arg(h.owner())));
            }
        };
        match goal {
            Goal::Play { house: n } | Goal::LastIn { house: n } => house(n, &mut args),
            Goal::Capture { at_least } => args.push(("seeds", at_least.into())),
            Goal::Secure { seeds, moves } => {
                args.push(("seeds", seeds.into()));
                args.push(("moves", moves.into()));
            }
            Goal::Win { moves } | Goal::WipeOutWithin { moves } => {
                args.push(("moves", moves.into()));
            }
            Goal::Guard { moves, at_most } => {
                args.push(("seeds", at_most.into()));
                args.push(("moves", moves.into()));
            }
            _ => {}
        }
        let goal = self.tr_with(goal.message_id(), &args);
        self.tr_with(
            "puzzle-prompt",
            &[
                ("player", self.side_name(start.to_move()).into()),
                ("goal", goal.into()),
            ],
        )
    }

    /// A side's name in this language.
    pub fn side_name(&self, side: Side) -> String {
        self.tr(match side {
            Side::South => "side-south",
            Side::North => "side-north",
        })
    }

    /// Sentences one after another, as this language writes them:
    /// separated by a space, or run together in Japanese.
    pub fn sentences(&self, parts: &[String]) -> String {
        parts.join(if self.lang() == super::Lang::Ja {
            ""
        } else {
            " "
        })
    }

    /// A fact as a sentence.
    pub fn fact(&self, detail: &Detail) -> String {
        self.tr_with(detail.id, &self.fact_args(&detail.args))
    }

    /// A fact's arguments for fluent: numbers as they are, and an
    /// `opponent` (a side, `south` or `north`) as that side's name in this
    /// language.
    pub fn fact_args<'a>(
        &self,
        args: &'a [(&'static str, Arg)],
    ) -> Vec<(&'a str, FluentValue<'a>)> {
        args.iter()
            .map(|(name, arg)| {
                let value = match arg {
                    Arg::Number(n) => FluentValue::from(*n),
                    Arg::Text(t) if *name == "opponent" => {
                        let north = t.as_str() == Side::North.name();
                        FluentValue::from(self.side_name(if north {
                            Side::North
                        } else {
                            Side::South
                        }))
                    }
                    Arg::Text(t) => FluentValue::from(t.as_str()),
                };
                (*name, value)
            })
            .collect()
    }
}
