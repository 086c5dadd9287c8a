//! The puzzle's sentences: its goal with the side to move and how a wrong
//! answer misses that goal (the coach's messages are `Localizer::coach`).

use crate::content::{Goal, Miss};
use crate::engine::{House, Position, Side};
use crate::i18n::{FluentValue, Localizer, side_arg};

/// "It's South's turn. Find the wipe-out …", from the goal's `puzzles.ftl` id.
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

/// How a wrong answer by `mover` misses the goal, in numbers the learner
/// can check on the board (`app.ftl`, `puzzle-miss-*`).
pub fn miss(i18n: &Localizer, miss: &Miss, mover: Side) -> String {
    let whose = |h: House| FluentValue::from(if h.owner() == mover { "own" } else { "other" });
    let opponent = || FluentValue::from(side_name(i18n, !mover));
    let (id, args): (&str, Vec<(&str, FluentValue<'_>)>) = match *miss {
        Miss::OtherHouse { asked } => (
            "puzzle-miss-other-house",
            vec![("asked", asked.own_number().into())],
        ),
        Miss::LandedElsewhere { landed, asked } => (
            "puzzle-miss-landed",
            vec![
                ("landed", landed.own_number().into()),
                ("whose", whose(landed)),
                ("asked", asked.own_number().into()),
                ("asked-whose", whose(asked)),
            ],
        ),
        Miss::TooFew { got, needed } => (
            "puzzle-miss-too-few",
            vec![("got", got.into()), ("needed", needed.into())],
        ),
        Miss::FewerSeeds { got, best } => (
            "puzzle-miss-fewer-seeds",
            vec![("got", got.into()), ("best", best.into())],
        ),
        Miss::ShorterChain { got, best } => (
            "puzzle-miss-shorter-chain",
            vec![("got", got.into()), ("best", best.into())],
        ),
        Miss::NoWipeOut { got, left } => (
            "puzzle-miss-no-wipe-out",
            vec![
                ("got", got.into()),
                ("left", left.into()),
                ("opponent", opponent()),
            ],
        ),
        Miss::AllowsWipeOut { by } => (
            "puzzle-miss-allows-wipe-out",
            vec![("by", by.own_number().into()), ("opponent", opponent())],
        ),
        Miss::LosesMore { by, lost, best } => (
            "puzzle-miss-loses-more",
            vec![
                ("by", by.own_number().into()),
                ("lost", lost.into()),
                ("best", best.into()),
                ("opponent", opponent()),
            ],
        ),
        Miss::NotForced => ("puzzle-miss-not-forced", vec![("opponent", opponent())]),
    };
    i18n.tr_with(id, &args)
}

pub fn side_name(i18n: &Localizer, side: Side) -> String {
    match side {
        Side::South => i18n.tr("side-south"),
        Side::North => i18n.tr("side-north"),
    }
}
