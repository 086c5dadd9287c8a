use super::view::{child, teacher};
use super::*;
use crate::tournament::model::{Format, Outcome, Setup, TieBreak};

fn id(s: &str) -> LearnerId {
    LearnerId::try_from(s.to_owned()).unwrap()
}

fn entrants(names: &[&str]) -> Vec<Entrant> {
    names
        .iter()
        .map(|n| Entrant {
            learner: id(&n.to_lowercase()),
            name: n.to_string(),
        })
        .collect()
}

fn round_robin(names: &[&str]) -> ClassTournament {
    let setup = Setup::new("Class 3B", Format::RoundRobin { cycles: 1 });
    ClassTournament::new(setup, &entrants(names), &[]).unwrap()
}

#[test]
fn an_empty_or_blank_name_is_refused_with_every_other_problem() {
    let e = entrants(&["Ana", "Ben"]);
    for name in ["", "  ", "\u{3000}"] {
        let setup = Setup::new(name, Format::RoundRobin { cycles: 1 });
        let Err(ClassError::Problems(p)) = ClassTournament::new(setup, &e, &[]) else {
            panic!("{name:?} is refused");
        };
        assert_eq!(p.0, [Problem::TournamentName(NameProblem::Empty)]);
    }
    let setup = Setup::new(" ", Format::Swiss { rounds: 0 });
    let Err(ClassError::Problems(p)) = ClassTournament::new(setup, &e, &[]) else {
        panic!("refused");
    };
    assert_eq!(p.0[0], Problem::TournamentName(NameProblem::Empty));
    assert!(p.0.len() > 1, "the rounds too: {p:?}");
}

#[test]
fn a_draft_is_published_only_when_the_teacher_says_so() {
    let mut c = round_robin(&["Ana", "Ben", "Cleo", "Dev"]);
    assert_eq!(c.publish(), Err(ClassError::NoDraft));
    let draft = c.make_draft().unwrap().clone();
    assert!(c.tournament.rounds.is_empty(), "a draft is not a round yet");
    assert!(c.draft_warnings().is_empty(), "the table breaks no rule");
    assert_eq!(c.publish(), Ok(1));
    assert_eq!(c.tournament.rounds[0], draft);
    assert!(c.draft.is_none());
}

#[test]
fn a_round_robin_changed_by_hand_is_told_what_it_breaks() {
    let setup = Setup::new("t", Format::RoundRobin { cycles: 1 });
    let e = entrants(&["Ana", "Ben", "Cleo", "Dev"]);
    let mut c = ClassTournament::new(setup, &e, &[(id("ana"), id("ben"))]).unwrap();
    // Ana meets Ben (siblings), Cleo meets Dev: not the table either.
    let w = c.change_draft(&[(1, 2), (3, 4)], None).unwrap();
    let ids: Vec<&str> = w.iter().map(|w| w.id).collect();
    assert!(ids.contains(&"tournament-warn-forbidden"), "{ids:?}");
    assert!(ids.contains(&"tournament-warn-not-the-table"), "{ids:?}");
    c.publish().unwrap();
    for t in 1..=2 {
        c.record(1, t, Some(Outcome::Draw), None).unwrap();
    }
    // A repeat, and Dev left out.
    let w = c.change_draft(&[(2, 1)], None).unwrap();
    let ids: Vec<&str> = w.iter().map(|w| w.id).collect();
    assert!(ids.contains(&"tournament-warn-met"), "{ids:?}");
    assert!(
        w.iter()
            .any(|w| w.id == "tournament-warn-not-paired" && w.players == [3])
    );
    // A child twice is no round: refused, the draft as it was.
    let before = c.draft.clone();
    match c.change_draft(&[(1, 3), (3, 4)], None) {
        Err(ClassError::NotARound(p)) => assert_eq!(p.0[0].message_id(), "tournament-twice"),
        other => panic!("{other:?}"),
    }
    assert_eq!(c.draft, before);
}

#[test]
fn a_swiss_changed_by_hand_is_checked_by_the_dutch_rules() {
    let setup = Setup::new("s", Format::Swiss { rounds: 3 });
    let mut c = ClassTournament::new(
        setup,
        &entrants(&["A", "B", "C", "D"]),
        &[(id("a"), id("c"))],
    )
    .unwrap();
    c.make_draft().unwrap();
    assert!(c.draft_warnings().is_empty());
    let w = c.change_draft(&[(1, 3), (2, 4)], None).unwrap();
    assert!(
        w.iter().any(|w| w.id == "tournament-warn-forbidden"),
        "{w:?}"
    );
}

#[test]
fn two_reports_that_agree_are_the_result_and_two_that_differ_wait_for_the_teacher() {
    let mut c = round_robin(&["Ana", "Ben", "Cleo", "Dev"]);
    c.make_draft().unwrap();
    c.publish().unwrap();
    let b = c.tournament.rounds[0].boards[0];
    let (first, second) = (
        c.learner(b.first).unwrap().clone(),
        c.learner(b.second).unwrap().clone(),
    );
    assert_eq!(c.claim(&first, 1, 1, Mine::Won), Ok(ClaimState::Waiting));
    assert_eq!(c.claim(&second, 1, 1, Mine::Won), Ok(ClaimState::Conflict));
    assert_eq!(c.tournament.rounds[0].boards[0].outcome, None);
    assert_eq!(c.conflicts(), [(1, 1)]);
    // The second child says again, as the first: agreed.
    assert_eq!(c.claim(&second, 1, 1, Mine::Lost), Ok(ClaimState::Agreed));
    assert_eq!(
        c.tournament.rounds[0].boards[0].outcome,
        Some(Outcome::FirstWins)
    );
    assert!(c.claims.is_empty() && c.conflicts().is_empty());
    assert_eq!(c.claim(&first, 1, 1, Mine::Won), Err(ClassError::ResultIn));
    // Not their board, not in the tournament.
    assert_eq!(c.claim(&first, 1, 2, Mine::Won), Err(ClassError::NoBoard));
    assert_eq!(
        c.claim(&id("zed"), 1, 1, Mine::Won),
        Err(ClassError::NotPlaying)
    );
}

#[test]
fn a_finished_game_between_devices_lands_on_its_board_whichever_side_each_played() {
    let mut c = round_robin(&["Ana", "Ben", "Cleo", "Dev"]);
    c.make_draft().unwrap();
    c.publish().unwrap();
    let b = c.tournament.rounds[0].boards[0];
    let (first, second) = (
        c.learner(b.first).unwrap().clone(),
        c.learner(b.second).unwrap().clone(),
    );
    // They played with the board's second child as South, and South won.
    assert_eq!(
        c.duel_over("g1", &second, &first, Verdict::SouthWon),
        Some((1, 1))
    );
    assert_eq!(
        c.tournament.rounds[0].boards[0].outcome,
        Some(Outcome::SecondWins)
    );
    // Again: no board without a result is left for them.
    assert_eq!(c.duel_over("g2", &first, &second, Verdict::Drawn), None);
    // A board with a game started for it takes that game only.
    let b2 = c.tournament.rounds[0].boards[1];
    let (x, y) = (
        c.learner(b2.first).unwrap().clone(),
        c.learner(b2.second).unwrap().clone(),
    );
    c.link(1, 2, "g3").unwrap();
    assert_eq!(c.duel_over("g4", &x, &y, Verdict::Drawn), None);
    // Ended without a result, it leaves its board to start again.
    assert!(c.unlink("g3"));
    assert_eq!(c.to_start().len(), 1);
    c.link(1, 2, "g5").unwrap();
    assert_eq!(c.duel_over("g5", &x, &y, Verdict::Drawn), Some((1, 2)));
    assert!(c.to_start().is_empty());
    assert!(!c.unlink("g3"));
}

#[test]
fn a_score_sheet_is_played_by_the_engine() {
    let mut c = round_robin(&["Ana", "Ben"]);
    c.make_draft().unwrap();
    c.publish().unwrap();
    c.record(1, 1, Some(Outcome::FirstWins), Some("1. S3 N4\n2. S1 N6\n"))
        .unwrap();
    assert_eq!(c.sheets[0].text, "1. S3 N4\n2. S1 N6\n");
    assert_eq!(c.sheets[0].moves.len(), 4);
    // A move that cannot be played: refused with its place, nothing kept.
    let before = c.clone();
    match c.record(1, 1, Some(Outcome::Draw), Some("1. S3 S4\n")) {
        Err(ClassError::Sheet {
            line: 1, column, ..
        }) => assert_eq!(column, 7),
        other => panic!("{other:?}"),
    }
    assert_eq!(
        c.record(1, 1, Some(Outcome::FirstWinsByForfeit), Some("1. S3")),
        Err(ClassError::SheetResult)
    );
    assert_eq!(c, before);
    assert_eq!(
        c.record(1, 2, Some(Outcome::Draw), None),
        Err(ClassError::NoBoard)
    );
}

#[test]
fn a_child_sees_their_place_and_next_game_and_others_only_when_shown() {
    let mut c = round_robin(&["Ana", "Ben", "Cleo", "Dev"]);
    c.make_draft().unwrap();
    c.publish().unwrap();
    let me = c.number_of(&id("ana")).unwrap();
    let v = child("t1", &c, me);
    let next = v.next.as_ref().unwrap();
    assert_eq!(next.round, 1);
    assert!(!next.opponent.is_empty());
    assert!(v.standings.is_none());
    let json = serde_json::to_string(&v).unwrap();
    assert!(!json.contains("rating"));
    c.standings_shown = true;
    assert_eq!(child("t1", &c, me).standings.unwrap().len(), 4);
    let t = teacher("t1", &c);
    assert_eq!(t.rounds.len(), 1);
    assert_eq!(t.tie_breaks, ["BH-C1", "SB", "DE", "WIN"]);
}

#[test]
fn late_entries_and_withdrawals() {
    let setup = Setup::new("s", Format::Swiss { rounds: 3 });
    let mut c = ClassTournament::new(setup, &entrants(&["A", "B", "C"]), &[]).unwrap();
    c.make_draft().unwrap();
    let e = &entrants(&["D"])[0];
    assert_eq!(c.add_late(e, None), Ok(4));
    assert!(
        c.draft.is_none(),
        "a draft without the new child is dropped"
    );
    assert_eq!(c.add_late(e, None), Err(ClassError::LearnerTwice));
    c.withdraw(&id("b")).unwrap();
    let d = c.make_draft().unwrap().clone();
    assert!(d.seat(2) == crate::tournament::Seat::Out);
    // In a round robin a withdrawn child's games are lost by forfeit.
    let mut rr = round_robin(&["Ana", "Ben", "Cleo", "Dev"]);
    rr.withdraw(&id("dev")).unwrap();
    let d = rr.make_draft().unwrap();
    let b = d
        .boards
        .iter()
        .find(|b| b.first == 4 || b.second == 4)
        .unwrap();
    assert!(b.outcome.is_some_and(|o| !o.played()));
    let _ = TieBreak::ALL;
}

#[test]
fn the_same_child_twice_and_a_stranger_kept_apart_are_refused() {
    let setup = Setup::new("s", Format::Swiss { rounds: 3 });
    assert_eq!(
        ClassTournament::new(setup.clone(), &entrants(&["A", "A"]), &[]),
        Err(ClassError::LearnerTwice)
    );
    assert_eq!(
        ClassTournament::new(setup, &entrants(&["A", "B"]), &[(id("a"), id("q"))]),
        Err(ClassError::NotPlaying)
    );
}
