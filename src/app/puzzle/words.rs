//! The puzzle's sentences: how a wrong answer misses the goal, and the
//! players' names. (The goal itself is put into words by
//! `Localizer::puzzle_prompt`.)

use crate::content::Miss;
use crate::engine::{House, Side};
use crate::i18n::{FluentValue, Localizer};

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
        Miss::NotForced { by: None } => ("puzzle-miss-not-forced", vec![("opponent", opponent())]),
        Miss::NotForced { by: Some(by) } => (
            "puzzle-miss-stopped",
            vec![("by", by.own_number().into()), ("opponent", opponent())],
        ),
    };
    i18n.tr_with(id, &args)
}

pub fn side_name(i18n: &Localizer, side: Side) -> String {
    i18n.side_name(side)
}
