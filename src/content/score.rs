//! How well a learner did: a score for each exercise of a lesson and the
//! lesson's stars, as pure rules the app (and the classroom, which keeps
//! them) apply. Answering right at the first go without a hint is best.

/// How one exercise (a try, a question or a game) went, once answered.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Score {
    /// Answered in the end, after several wrong tries or hints.
    Done,
    /// Answered after one or two slips or hints.
    Good,
    /// Right at the first go, without a hint.
    Best,
}

impl Score {
    /// The score of an exercise answered right after `wrong` wrong answers
    /// (a game lost counts as one) with `hints` hints on show.
    pub fn of(wrong: u32, hints: u32) -> Score {
        match wrong.saturating_add(hints) {
            0 => Score::Best,
            1 | 2 => Score::Good,
            _ => Score::Done,
        }
    }

    /// The score worth these points, as kept in a learner's file (3 best,
    /// 2 good, anything else answered in the end).
    pub fn from_points(points: u8) -> Score {
        match points {
            3.. => Score::Best,
            2 => Score::Good,
            _ => Score::Done,
        }
    }

    /// Points towards the lesson's stars: 3, 2 or 1.
    pub fn points(self) -> u32 {
        match self {
            Score::Best => 3,
            Score::Good => 2,
            Score::Done => 1,
        }
    }
}

/// The stars a lesson earns from its exercises' scores (`None` for one not
/// answered yet): none until every exercise is answered, then one to three
/// by the share of the best possible points: three from 85 %, two from
/// 60 %, one below. A lesson without exercises earns none.
pub fn stars<I: IntoIterator<Item = Option<Score>>>(scores: I) -> u8 {
    let (mut points, mut exercises) = (0u32, 0u32);
    for score in scores {
        let Some(score) = score else {
            return 0;
        };
        points += score.points();
        exercises += 1;
    }
    if exercises == 0 {
        return 0;
    }
    let best = 3 * exercises;
    if points * 100 >= best * 85 {
        3
    } else if points * 100 >= best * 60 {
        2
    } else {
        1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_first_go_without_a_hint_is_best_and_each_slip_or_hint_counts() {
        assert_eq!(Score::of(0, 0), Score::Best);
        assert_eq!(Score::of(1, 0), Score::Good);
        assert_eq!(Score::of(0, 1), Score::Good);
        assert_eq!(Score::of(1, 1), Score::Good);
        assert_eq!(Score::of(2, 1), Score::Done);
        assert_eq!(Score::of(0, 3), Score::Done);
        assert_eq!(Score::of(u32::MAX, u32::MAX), Score::Done);
    }

    #[test]
    fn points_round_trip() {
        for s in [Score::Best, Score::Good, Score::Done] {
            assert_eq!(Score::from_points(s.points() as u8), s);
        }
        assert_eq!(Score::from_points(0), Score::Done);
        assert_eq!(Score::from_points(9), Score::Best);
    }

    #[test]
    fn stars_need_every_exercise_and_grow_with_the_points() {
        use Score::*;
        assert_eq!(stars([]), 0);
        assert_eq!(stars([Some(Best), None]), 0);
        assert_eq!(stars([Some(Best); 6]), 3);
        // Two slips in six exercises still earn three stars (16 of 18).
        assert_eq!(stars([Best, Best, Best, Best, Good, Good].map(Some)), 3);
        // Three slips: 15 of 18 is below 85 %.
        assert_eq!(stars([Best, Best, Best, Good, Good, Good].map(Some)), 2);
        assert_eq!(stars([Some(Good); 6]), 2);
        assert_eq!(stars([Good, Done, Done].map(Some)), 1);
        assert_eq!(stars([Some(Done); 4]), 1);
    }
}
