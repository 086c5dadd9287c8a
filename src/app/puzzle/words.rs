//! The puzzle's sentences: its goal with the side to move, and the coach's
//! message ids with their arguments.

use crate::coach::{self, Arg};
use crate::content::Goal;
use crate::engine::{House, Position, Side};
use crate::i18n::{FluentValue, Localizer, side_arg};

/// "South to move: find the wipe-out …", from the goal's `puzzles.ftl` id.
pub fn prompt(i18n: &Localizer, goal: Goal, start: &Position) -> String {
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
        Goal::Win { moves } => args.push(("moves", moves.into())),
        _ => {}
    }
    let goal = i18n.tr_with(goal.message_id(), &args);
    i18n.tr_with(
        "puzzle-prompt",
        &[
            ("player", side_name(i18n, start.to_move()).into()),
            ("goal", goal.into()),
        ],
    )
}

pub fn side_name(i18n: &Localizer, side: Side) -> String {
    match side {
        Side::South => i18n.tr("side-south"),
        Side::North => i18n.tr("side-north"),
    }
}

/// A coach message (`coach.ftl`) in words.
pub fn coach(i18n: &Localizer, message: &coach::Message) -> String {
    let args: Vec<(&str, FluentValue<'_>)> = message
        .args
        .iter()
        .map(|(name, arg)| {
            let value = match *arg {
                Arg::Number(n) => FluentValue::from(n),
                Arg::Word(w) => FluentValue::from(w),
            };
            (*name, value)
        })
        .collect();
    i18n.tr_with(message.id, &args)
}
