//! How a wrong answer misses its goal (`content::miss`): the numbers the
//! puzzle screen tells the learner, checked on positions counted by hand.

use wahree::content::{Folder, Goal, Miss, answers, load, miss};
use wahree::engine::{House, Position};

fn pos(text: &str) -> Position {
    text.parse().expect("a legal test position")
}

fn h(n: usize) -> House {
    House::new(n).expect("a house")
}

// "capture-five-or-two": South's house 6 (index 5) ends in North's house 3
// and takes 3 + 2 = 5; house 5 (index 4) ends in North's house 2 and takes
// 2; house 4 (index 3) drops its seed in South's own house 5.
const FIVE_OR_TWO: &str = "0,0,0,1,3,3/0,1,2,2,2,0 19-15 S";

#[test]
fn capture_goals_say_what_the_move_took_and_what_was_possible() {
    let p = pos(FIVE_OR_TWO);
    assert_eq!(
        miss(Goal::MostSeeds, &p, h(4)),
        Some(Miss::FewerSeeds { got: 2, best: 5 })
    );
    assert_eq!(
        miss(Goal::MostSeeds, &p, h(3)),
        Some(Miss::FewerSeeds { got: 0, best: 5 })
    );
    assert_eq!(miss(Goal::MostSeeds, &p, h(5)), None, "the right move");
    assert_eq!(
        miss(Goal::Capture { at_least: 5 }, &p, h(4)),
        Some(Miss::TooFew { got: 2, needed: 5 })
    );
    // House 6 takes two houses in a row, house 5 one, house 4 none.
    assert_eq!(miss(Goal::LongestChain, &p, h(5)), None);
    assert_eq!(
        miss(Goal::LongestChain, &p, h(4)),
        Some(Miss::ShorterChain { got: 1, best: 2 })
    );
    assert_eq!(
        miss(Goal::LongestChain, &p, h(3)),
        Some(Miss::ShorterChain { got: 0, best: 2 })
    );
}

#[test]
fn a_longer_chain_is_counted_in_houses() {
    // "chain-three-beats-two": house 6 (index 5) makes 2 and 3 in North's
    // houses 1 and 2; house 5 (index 4) goes one further: three houses.
    let p = pos("1,0,0,0,4,2/1,2,1,0,0,7 8-22 S");
    assert_eq!(
        miss(Goal::LongestChain, &p, h(5)),
        Some(Miss::ShorterChain { got: 2, best: 3 })
    );
}

#[test]
fn a_missed_wipe_out_says_what_is_left_in_the_row() {
    // "wipe-two-houses": house 5 (index 4) takes North's house 1 (2 seeds)
    // and leaves the 1 seed in North's house 2.
    let p = pos("0,0,0,1,2,2/1,1,0,0,0,0 20-21 S");
    assert_eq!(
        miss(Goal::WipeOut, &p, h(4)),
        Some(Miss::NoWipeOut { got: 2, left: 1 })
    );
    assert_eq!(miss(Goal::WipeOut, &p, h(5)), None);
}

#[test]
fn last_in_and_play_name_the_houses() {
    let p = pos(FIVE_OR_TWO);
    assert_eq!(
        miss(Goal::LastIn { house: 8 }, &p, h(4)),
        Some(Miss::LandedElsewhere {
            landed: h(7),
            asked: h(8)
        })
    );
    assert_eq!(
        miss(Goal::Play { house: 5 }, &p, h(4)),
        Some(Miss::OtherHouse { asked: h(5) })
    );
}

#[test]
fn defence_goals_name_the_reply_and_its_cost() {
    // North's house 12 (index 11) sows into South's houses 1 and 2. After
    // South's house 1 (index 0), South's house 2 holds 2 and becomes a 3:
    // captured. After house 2 (index 1) nothing is captured.
    let p = pos("1,1,0,0,0,1/0,0,0,0,0,2 22-21 S");
    let lost = miss(Goal::Defend, &p, h(0));
    assert_eq!(
        lost,
        Some(Miss::LosesMore {
            by: h(11),
            lost: 3,
            best: 0
        })
    );
    assert_eq!(lost.and_then(|m| m.reply()), Some(h(11)));
    assert_eq!(miss(Goal::Defend, &p, h(1)), None);
    // Playing house 6 (index 5) leaves two 1s for North's seeds: wipe-out.
    assert_eq!(
        miss(Goal::AvoidWipeOut, &p, h(5)),
        Some(Miss::AllowsWipeOut { by: h(11) })
    );
}

#[test]
fn search_goals_name_the_reply_that_stops_them_and_feeding_cannot_miss() {
    // South captures North's house 1, then starves North: the win in two.
    let starve = pos("0,1,0,0,1,1/1,0,0,0,0,1 21-22 S");
    let Some(Miss::NotForced { by: Some(by) }) = miss(Goal::Win { moves: 2 }, &starve, h(1)) else {
        panic!("house 2 should be stopped by a reply of North's");
    };
    // After it, South has no winning move left.
    let (after, _) = starve.play(h(1)).expect("legal");
    let (answered, _) = after.play(by).expect("North's reply is legal");
    assert_eq!(answers(Goal::Win { moves: 1 }, &answered), Ok(vec![]));
    assert_eq!(miss(Goal::Win { moves: 2 }, &starve, h(5)), None);
    // North's row is empty: every legal move feeds it.
    let feed = pos("0,0,0,2,1,3/0,0,0,0,0,0 20-22 S");
    for m in feed.legal_moves() {
        assert_eq!(miss(Goal::Feed, &feed, m), None);
    }
}

#[test]
fn every_wrong_answer_to_a_shipped_puzzle_is_explained_by_its_goal() {
    let lib = load(&[Folder::embedded()]);
    for p in lib.puzzles.iter().map(|l| &l.item) {
        let start = p.position.to_position().expect("a legal position");
        let right = answers(p.goal, &start).expect("a checkable goal");
        for m in start.legal_moves() {
            let said = miss(p.goal, &start, m);
            if right.contains(&m) {
                assert_eq!(said, None, "{} move {m:?}", p.id);
                continue;
            }
            let said = said.unwrap_or_else(|| panic!("{} move {m:?} unexplained", p.id));
            match said {
                Miss::FewerSeeds { got, best } => assert!(got < best, "{}", p.id),
                Miss::ShorterChain { got, best } => assert!(got < best, "{}", p.id),
                Miss::TooFew { got, needed } => assert!(got < needed, "{}", p.id),
                Miss::LosesMore { lost, best, .. } => assert!(lost > best, "{}", p.id),
                Miss::NoWipeOut { left, .. } => assert!(left > 0, "{}", p.id),
                Miss::LandedElsewhere { landed, asked } => assert_ne!(landed, asked),
                _ => {}
            }
        }
    }
}
