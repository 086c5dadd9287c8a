//! Property tests over random positions and random games.

mod common;

use common::reference::Ref;
use proptest::prelude::*;
use wahree::engine::{Game, House, Position, Setup, Side};

/// A random legal position. Seeds go to the stores or the houses; some
/// positions pile half the board into one house (laps and skipped origins),
/// some leave one row empty (the feeding rule), some are sparse endgames.
fn position() -> impl Strategy<Value = Position> {
    (
        0i64..=48,
        0i64..=48,
        prop::collection::vec(0usize..12, 48),
        0usize..12,
        0u8..3,
        any::<bool>(),
    )
        .prop_map(|(in_stores, south_share, slots, pile, shape, south)| {
            let mut houses = [0i64; 12];
            let south_store = south_share.min(in_stores);
            let stores = [south_store, in_stores - south_store];
            let on_board = (48 - in_stores) as usize;
            for (k, &slot) in slots.iter().take(on_board).enumerate() {
                let h = match shape {
                    1 if k % 2 == 0 => pile,
                    // Everything in the row of `pile`: the other row is empty.
                    2 => pile / 6 * 6 + slot % 6,
                    _ => slot,
                };
                houses[h] += 1;
            }
            let to_move = if south { Side::South } else { Side::North };
            Position::try_from(Setup {
                houses,
                stores,
                to_move,
            })
            .expect("48 seeds")
        })
}

fn total(p: &Position) -> u32 {
    p.houses()
        .iter()
        .chain(&p.stores())
        .map(|&n| u32::from(n))
        .sum()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn every_move_conserves_48_seeds_and_never_lowers_a_store(p in position()) {
        for m in p.legal_moves() {
            let (after, _) = p.play(m).expect("listed moves are legal");
            prop_assert_eq!(total(&after), 48);
            prop_assert!(after.store(Side::South) >= p.store(Side::South));
            prop_assert!(after.store(Side::North) >= p.store(Side::North));
            prop_assert_eq!(after.to_move(), !p.to_move());
        }
    }

    #[test]
    fn listed_moves_play_and_every_other_house_is_refused(p in position()) {
        let legal = p.legal_moves();
        for h in House::ALL {
            prop_assert_eq!(p.play(h).is_ok(), legal.contains(h), "house {}", h);
            prop_assert_eq!(p.check_move(h).is_ok(), legal.contains(h));
        }
    }

    #[test]
    fn engine_agrees_with_the_naive_reference(p in position()) {
        let r = Ref::from(&p);
        let legal: Vec<usize> = p.legal_moves().map(House::index).collect();
        prop_assert_eq!(&legal, &r.legal());
        for m in legal {
            let mut after = p;
            let summary = after.play_unchecked(House::new(m).unwrap());
            let mut r2 = r.clone();
            let (captured, wipe) = r2.play(m);
            prop_assert_eq!(Ref::from(&after), r2);
            prop_assert_eq!(u32::from(summary.captured), captured);
            prop_assert_eq!(summary.wipe_out, wipe);
        }
    }

    #[test]
    fn the_report_tells_the_same_story_as_the_move(p in position()) {
        for m in p.legal_moves() {
            let (fast, summary) = p.play(m).unwrap();
            let (after, report) = p.play_report(m).unwrap();
            prop_assert_eq!(fast, after);
            prop_assert_eq!(report.captured(), summary.captured);
            prop_assert_eq!(report.wipe_out.is_some(), summary.wipe_out);
            let drops = report.steps.iter().filter(|s| matches!(s, wahree::engine::SowStep::Drop { .. })).count();
            prop_assert_eq!(drops, usize::from(p.seeds(m)));
        }
    }

    #[test]
    fn notation_round_trips(p in position()) {
        let text = p.to_string();
        let back: Position = text.parse().expect("own output parses");
        prop_assert_eq!(back, p);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// With the repetition rule every game ends: there are finitely many
    /// positions between captures and at most 48 seeds to capture.
    #[test]
    fn random_games_always_end(choices in prop::collection::vec(0usize..6, 4000)) {
        let mut game = Game::default();
        for c in choices {
            if game.is_over() {
                break;
            }
            let moves: Vec<House> = game.position().legal_moves().collect();
            game.play(moves[c % moves.len()]).expect("legal");
        }
        prop_assert!(game.is_over(), "still going after {} moves", game.plies().len());
        let end = game.end().unwrap();
        prop_assert_eq!(u32::from(end.stores[0]) + u32::from(end.stores[1]), 48);
    }
}
