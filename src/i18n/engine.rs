//! Words for the engine's message ids (`i18n/*/engine.ftl`).
//!
//! House numbers are shown as their owner sees them, 1..6 from their own
//! left; sides are passed as `south` / `north` for the messages to select on.

use crate::engine::{EndReason, PlayError, SetupProblem, Side};

use super::{FluentValue, Localizer};

/// The fluent selector value of a side.
pub fn side_arg(side: Side) -> FluentValue<'static> {
    FluentValue::from(side.name())
}

impl Localizer {
    /// Why a move was refused.
    pub fn play_error(&self, error: &PlayError) -> String {
        match error.house() {
            Some(house) => self.tr_with(
                error.message_id(),
                &[
                    ("house", house.own_number().into()),
                    ("owner", side_arg(house.owner())),
                ],
            ),
            None => self.tr(error.message_id()),
        }
    }

    /// Why a game ended.
    pub fn end_reason(&self, reason: EndReason) -> String {
        self.tr(reason.message_id())
    }

    /// One thing wrong with a position someone wrote down.
    pub fn setup_problem(&self, problem: &SetupProblem) -> String {
        let id = problem.message_id();
        match *problem {
            SetupProblem::NegativeHouse { house, seeds } => self.tr_with(
                id,
                &[
                    ("side", side_arg(house.owner())),
                    ("house", house.own_number().into()),
                    ("seeds", seeds.into()),
                ],
            ),
            SetupProblem::NegativeStore { side, seeds } => {
                self.tr_with(id, &[("side", side_arg(side)), ("seeds", seeds.into())])
            }
            SetupProblem::WrongTotal { total } => {
                // Only hostile input overflows i64; saturating keeps it readable.
                let total = i64::try_from(total).unwrap_or(i64::MAX);
                self.tr_with(id, &[("total", total.into())])
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::engine::{EndReason, House, PlayError, Position, SetupProblem, Side};
    use crate::i18n::{Lang, Localizer};

    /// Every id the engine can hand out, with a value that reaches each branch.
    fn all_engine_texts(l: &Localizer) -> Vec<(&'static str, String)> {
        let h = House::from_own(Side::North, 3).unwrap();
        let errors = [
            PlayError::NotYourHouse { house: h },
            PlayError::EmptyHouse { house: h },
            PlayError::MustFeed { house: h },
            PlayError::GameOver,
        ];
        let problems = [
            SetupProblem::NegativeHouse {
                house: h,
                seeds: -2,
            },
            SetupProblem::NegativeStore {
                side: Side::South,
                seeds: -1,
            },
            SetupProblem::WrongTotal { total: 47 },
        ];
        let ends = [
            EndReason::WipeOut,
            EndReason::NoMoves,
            EndReason::Repetition,
        ];
        let mut out = Vec::new();
        out.extend(errors.iter().map(|e| (e.message_id(), l.play_error(e))));
        out.extend(
            problems
                .iter()
                .map(|p| (p.message_id(), l.setup_problem(p))),
        );
        out.extend(ends.iter().map(|&r| (r.message_id(), l.end_reason(r))));
        out
    }

    #[test]
    fn every_engine_message_exists_in_every_language() {
        for lang in Lang::ALL {
            let l = Localizer::new(lang);
            for (id, text) in all_engine_texts(&l) {
                assert!(l.has(id), "{lang:?} lacks {id}");
                assert_ne!(text, id, "{lang:?}: {id} not translated");
                assert!(!text.contains("{$"), "{lang:?}: {id}: {text}");
            }
        }
    }

    #[test]
    fn house_numbers_are_the_learners_own() {
        let l = Localizer::new(Lang::En);
        // North's house 3 is absolute house 8: the learner must read 3.
        let e = Position::START
            .check_move(House::new(8).unwrap())
            .unwrap_err();
        let text = l.play_error(&e);
        assert!(text.contains('3') && !text.contains('8'), "{text}");
    }

    /// A negative count is said as it is: in English, Italian and
    /// Spanish -1 takes the singular's words, which must not print "1".
    #[test]
    fn a_negative_count_keeps_its_sign() {
        let h = House::from_own(Side::South, 2).unwrap();
        for lang in Lang::ALL {
            let l = Localizer::new(lang);
            for seeds in [-1, -2] {
                let problems = [
                    SetupProblem::NegativeHouse { house: h, seeds },
                    SetupProblem::NegativeStore {
                        side: Side::North,
                        seeds,
                    },
                ];
                for p in &problems {
                    let text = l.setup_problem(p);
                    let sign = format!("{seeds}");
                    let minus = format!("\u{2212}{}", -seeds);
                    assert!(
                        text.contains(&sign) || text.contains(&minus),
                        "{lang:?} {}: {text}",
                        p.message_id()
                    );
                }
            }
        }
    }
}
