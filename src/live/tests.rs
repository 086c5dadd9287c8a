//! The live core's rules: judging by the engine, tallies, ties, each
//! answer and vote counted once, the phases, the reveal, the summary and
//! the facts a challenge adds to a child's journal.

use std::collections::BTreeMap;

use super::*;
use crate::classroom::LearnerId;
use crate::classroom::journal::Event as Fact;
use crate::content::{Goal, Run};
use crate::engine::Position;

/// MostSeeds: 5 takes most ("capture-five-or-two").
const CAPTURE: &str = "0,0,0,1,3,3/0,1,2,2,2,0 19-15 S";
/// Let the opponent capture at most 2 seeds over two own moves, 3 first
/// (a mined defence puzzle): an answer of two moves.
const DEEP: &str = "0,0,0,1,3,3/0,0,0,6,4,3 20-8 S";

fn capture() -> LivePuzzle {
    let mut p = LivePuzzle::from_board(1, CAPTURE, Goal::MostSeeds, vec![5]).unwrap();
    p.id = "capture-five-or-two".into();
    p.rating = Some(796);
    p
}

fn deep() -> LivePuzzle {
    LivePuzzle::from_board(
        2,
        DEEP,
        Goal::Guard {
            moves: 2,
            at_most: 2,
        },
        vec![3],
    )
    .unwrap()
}

fn kid(n: usize) -> LearnerId {
    LearnerId::try_from(format!("l{n}-kid")).unwrap()
}

fn answer(id: &str, n: usize, index: usize, moves: &[u8]) -> AnswerIn {
    AnswerIn {
        id: id.into(),
        learner: kid(n),
        index,
        moves: moves.to_vec(),
        hints: 0,
    }
}

/// The legal first moves that miss the puzzle's goal.
fn wrong_moves(p: &LivePuzzle) -> Vec<u8> {
    let right = Run::new(p.goal, p.position).unwrap().answers().unwrap();
    p.position
        .legal_moves()
        .filter(|h| !right.contains(h))
        .map(|h| h.index() as u8)
        .collect()
}

fn open_challenge() -> Challenge {
    let mut c = Challenge::new(vec![capture(), deep()], Hints::Counted, Some(60), false).unwrap();
    c.next(1_000).unwrap();
    c
}

#[test]
fn the_engine_judges_a_one_move_answer() {
    let p = capture();
    assert_eq!(
        p.judge(&[5]),
        Ok(Judged {
            solved: true,
            first: 5
        })
    );
    let wrong = wrong_moves(&p);
    assert!(!wrong.is_empty());
    assert_eq!(p.judge(&[wrong[0]]).map(|j| j.solved), Ok(false));
    // An empty house, a house of the other side, not a house at all.
    assert_eq!(p.judge(&[0]), Err(LiveError::IllegalMove));
    assert_eq!(p.judge(&[7]), Err(LiveError::IllegalMove));
    assert_eq!(p.judge(&[12]), Err(LiveError::BadMoves));
    assert_eq!(p.judge(&[]), Err(LiveError::BadMoves));
    assert_eq!(p.judge(&[5, 4]), Err(LiveError::BadMoves), "one move asked");
    assert_eq!(p.line(), vec![5]);
}

#[test]
fn the_engine_judges_an_answer_over_several_moves() {
    let p = deep();
    let line = p.line();
    assert!(line.len() >= 3, "own, reply, own: {line:?}");
    let own = [line[0], line[2]];
    assert!(p.judge(&own).unwrap().solved);
    // The first right move alone is not an answer yet.
    assert_eq!(p.judge(&own[..1]), Err(LiveError::Unfinished));
    // A wrong first move ends the answer; moves after it are refused.
    let wrong = wrong_moves(&p);
    assert_eq!(
        p.judge(&[wrong[0]]),
        Ok(Judged {
            solved: false,
            first: wrong[0]
        })
    );
    assert_eq!(p.judge(&[wrong[0], own[1]]), Err(LiveError::PastTheEnd));
}

#[test]
fn a_teachers_position_is_checked_before_it_is_asked() {
    assert_eq!(
        LivePuzzle::from_board(1, "not a position", Goal::MostSeeds, vec![]),
        Err(LiveError::BadPosition)
    );
    // An intended move that does not reach the goal.
    assert_eq!(
        LivePuzzle::from_board(1, CAPTURE, Goal::MostSeeds, vec![3]),
        Err(LiveError::BadGoal)
    );
    // A goal with no answer here: no wipe-out on this board.
    assert_eq!(
        LivePuzzle::from_board(1, CAPTURE, Goal::WipeOut, vec![]),
        Err(LiveError::BadGoal)
    );
}

#[test]
fn each_answer_counts_once_by_its_id() {
    let mut c = open_challenge();
    let (r, events) = c.answer(answer("a1", 1, 0, &[5]), 2_000).unwrap();
    assert_eq!(r, Recorded::New);
    assert!(matches!(events[0], Body::Answered { answered: 1, .. }));
    assert!(events[1].teacher_only());
    // Sent again (the reply was lost): the same, nothing new.
    assert_eq!(
        c.answer(answer("a1", 1, 0, &[5]), 2_500),
        Ok((Recorded::Again, vec![]))
    );
    // Another answer of the same child: refused.
    let w = wrong_moves(&capture())[0];
    assert_eq!(
        c.answer(answer("a2", 1, 0, &[w]), 2_600),
        Err(LiveError::Answered)
    );
    // The id for something else: refused.
    assert_eq!(
        c.answer(answer("a1", 2, 0, &[5]), 2_700),
        Err(LiveError::IdReused)
    );
    assert_eq!(c.answers.len(), 1);
    assert_eq!(c.answered(0), vec![kid(1)]);
    // A resend still counts as what it was after the reveal.
    c.reveal(&BTreeMap::new()).unwrap();
    assert_eq!(
        c.answer(answer("a1", 1, 0, &[5]), 9_000),
        Ok((Recorded::Again, vec![]))
    );
}

#[test]
fn answers_come_only_while_their_puzzle_is_open() {
    let mut c = Challenge::new(vec![capture(), deep()], Hints::Off, Some(10), false).unwrap();
    assert_eq!(
        c.answer(answer("a", 1, 0, &[5]), 0),
        Err(LiveError::NotOpen),
        "the lobby"
    );
    c.next(1_000).unwrap();
    let line = deep().line();
    assert_eq!(
        c.answer(answer("a", 1, 1, &[line[0], line[2]]), 1_500),
        Err(LiveError::NotOpen),
        "another puzzle"
    );
    assert_eq!(
        c.answer(answer("a", 1, 5, &[5]), 1_500),
        Err(LiveError::NoSuchPuzzle)
    );
    let mut hinted = answer("h", 1, 0, &[5]);
    hinted.hints = 1;
    assert_eq!(c.answer(hinted, 1_500), Err(LiveError::HintsOff));
    assert_eq!(
        c.answer(answer("bad id!", 1, 0, &[5]), 1_500),
        Err(LiveError::BadId)
    );
    // Ten seconds and the grace, then no more.
    assert!(c.answer(answer("ok", 2, 0, &[5]), 12_900).is_ok());
    assert_eq!(
        c.answer(answer("late", 3, 0, &[5]), 13_100),
        Err(LiveError::TooLate)
    );
    c.next(20_000).unwrap();
    assert_eq!(c.next(30_000), Err(LiveError::LastPuzzle));
    c.end().unwrap();
    assert_eq!(
        c.answer(answer("x", 1, 1, &[line[0], line[2]]), 31_000),
        Err(LiveError::Ended)
    );
    assert_eq!(c.end(), Err(LiveError::Ended));
}

#[test]
fn the_tally_counts_first_moves_and_the_reveal_names_the_popular_wrong_one() {
    let mut c = open_challenge();
    let p = capture();
    let wrong = wrong_moves(&p);
    let w = *wrong.last().unwrap();
    c.answer(answer("a", 1, 0, &[5]), 2_000).unwrap();
    c.answer(answer("b", 2, 0, &[w]), 2_000).unwrap();
    c.answer(answer("c", 3, 0, &[w]), 2_000).unwrap();
    if wrong.len() > 1 {
        c.answer(answer("d", 4, 0, &[wrong[0]]), 2_000).unwrap();
    }
    let t = c.tally(0);
    assert_eq!((t[5], t[usize::from(w)]), (1, 2));
    // Devices do not see the counts before the reveal; the teacher does.
    assert_eq!(c.view(false).tally, None);
    assert_eq!(c.view(true).tally, Some(t));
    let events = c.reveal(&BTreeMap::new()).unwrap();
    let Body::Revealed { reveal } = &events[0] else {
        panic!("{events:?}")
    };
    assert_eq!(reveal.line, vec![5]);
    assert_eq!(reveal.solved, 1);
    let wm = reveal.wrong.unwrap();
    assert_eq!((wm.house, wm.count), (w, 2));
    assert_eq!(wm.reply, p.refutation(w));
    if let Some(r) = wm.reply {
        let (after, _) = p
            .position
            .play(crate::engine::House::new(usize::from(w)).unwrap())
            .unwrap();
        assert!(after.legal_moves().any(|h| h.index() == usize::from(r)));
    }
    assert_eq!(c.view(false).tally, Some(t), "everyone's after the reveal");
    assert_eq!(c.reveal(&BTreeMap::new()), Err(LiveError::NotOpen));
    // A refutation found before (by the server) is used as it is.
    let mut d = open_challenge();
    d.answer(answer("b", 2, 0, &[w]), 2_000).unwrap();
    let known = BTreeMap::from([(w, Some(9))]);
    let Body::Revealed { reveal } = &d.reveal(&known).unwrap()[0] else {
        unreachable!()
    };
    assert_eq!(reveal.wrong.unwrap().reply, Some(9));
}

#[test]
fn a_tie_goes_to_the_teachers_pick() {
    use tally::{Decided, decide};
    let legal = [0, 2, 4, 5];
    let mut votes = [0; 12];
    votes[2] = 3;
    votes[4] = 3;
    votes[5] = 1;
    assert_eq!(decide(&votes, None, &legal), Err(LiveError::Tie));
    assert_eq!(
        decide(&votes, Some(5), &legal),
        Err(LiveError::Tie),
        "not tied"
    );
    assert_eq!(decide(&votes, Some(4), &legal), Ok(Decided::Teacher(4)));
    votes[4] = 2;
    assert_eq!(decide(&votes, Some(4), &legal), Ok(Decided::Most(2)));
    let none = [0; 12];
    assert_eq!(decide(&none, None, &legal), Err(LiveError::NoVotes));
    assert_eq!(decide(&none, Some(1), &legal), Err(LiveError::NoVotes));
    assert_eq!(decide(&none, Some(0), &legal), Ok(Decided::Teacher(0)));
}

#[test]
fn the_class_votes_its_moves_and_the_computer_answers() {
    let mut g = VoteGame::new(Position::START, Seat::South, 1, None, 7, 0).unwrap();
    assert_eq!(
        g.phase,
        VotePhase::Voting {
            ply: 0,
            deadline: None
        }
    );
    let vote = |id: &str, n: usize, ply: usize, house: u8| VoteIn {
        id: id.into(),
        learner: kid(n),
        ply,
        house,
    };
    g.vote(vote("v1", 1, 0, 2), 10).unwrap();
    g.vote(vote("v2", 2, 0, 2), 10).unwrap();
    g.vote(vote("v3", 3, 0, 4), 10).unwrap();
    assert_eq!(g.vote(vote("v1", 1, 0, 2), 11).unwrap().0, Recorded::Again);
    assert_eq!(g.vote(vote("v9", 1, 0, 3), 11), Err(LiveError::Voted));
    assert_eq!(g.vote(vote("v8", 4, 0, 7), 11), Err(LiveError::IllegalMove));
    assert_eq!(g.vote(vote("v7", 4, 1, 2), 11), Err(LiveError::NotVoting));
    assert_eq!(g.view(false).tally, None);
    assert_eq!(g.view(true).tally.unwrap()[2], 2);
    let events = g.close(None, 20).unwrap();
    assert!(
        matches!(&events[0], Body::VoteClosed { closed, .. } if closed.house == 2 && !closed.teacher)
    );
    assert_eq!(g.phase, VotePhase::Computer { ply: 1 });
    assert_eq!(g.close(None, 21), Err(LiveError::NotVoting));
    // The computer's move is the same wherever it is computed.
    let job = g.computer_job().unwrap();
    let mut twin = g.clone();
    let events = g.play_computer(30).unwrap();
    let Body::ComputerPlayed { ply: 1, house, .. } = events[0] else {
        panic!("{events:?}")
    };
    assert_eq!(
        job.run(std::sync::Arc::new(Default::default())),
        crate::coach::Done::Chose(crate::engine::House::new(usize::from(house)).unwrap())
    );
    twin.computer_played(1, house, 30).unwrap();
    assert_eq!(twin.moves, g.moves);
    // Played already: a second server's answer is refused.
    assert_eq!(
        g.computer_played(1, house, 31),
        Err(LiveError::NotComputersTurn)
    );
    assert!(matches!(g.phase, VotePhase::Voting { ply: 2, .. }));
    // No votes: the teacher's pick plays.
    let legal: Vec<u8> = g
        .position()
        .legal_moves()
        .map(|h| h.index() as u8)
        .collect();
    assert_eq!(g.close(None, 40), Err(LiveError::NoVotes));
    g.close(Some(legal[0]), 40).unwrap();
    assert!(g.history[1].teacher);
    g.end().unwrap();
    assert_eq!(g.vote(vote("z", 1, 3, 0), 50), Err(LiveError::Ended));
}

#[test]
fn the_computer_moves_first_when_the_class_plays_north() {
    let g = VoteGame::new(Position::START, Seat::North, 2, Some(30), 1, 0).unwrap();
    assert_eq!(g.phase, VotePhase::Computer { ply: 0 });
    assert_eq!(g.started().len(), 1, "no vote yet");
    assert_eq!(
        VoteGame::new(Position::START, Seat::North, 0, None, 1, 0).unwrap_err(),
        LiveError::BadLevel
    );
}

#[test]
fn the_summary_counts_per_puzzle_and_per_child_and_ranks_only_when_asked() {
    let mut c = open_challenge();
    let w = wrong_moves(&capture())[0];
    c.answer(answer("a", 1, 0, &[5]), 3_000).unwrap();
    c.answer(answer("b", 2, 0, &[5]), 2_000).unwrap();
    let mut hinted = answer("c", 3, 0, &[5]);
    hinted.hints = 2;
    c.answer(hinted, 2_500).unwrap();
    c.answer(answer("d", 4, 0, &[w]), 2_000).unwrap();
    c.next(5_000).unwrap();
    let line = deep().line();
    c.answer(answer("e", 1, 1, &[line[0], line[2]]), 6_000)
        .unwrap();
    c.end().unwrap();
    let s = Summary::of(&c);
    let p0 = &s.puzzles[0];
    assert_eq!((p0.answered, p0.solved, p0.clean), (4, 3, 2));
    assert_eq!(p0.wrong, Some(w));
    assert!(p0.fastest.is_empty(), "no ranking by default");
    let one = s.learners.iter().find(|l| l.learner == kid(1)).unwrap();
    assert_eq!((one.answered, one.solved), (2, 2));
    assert_eq!(one.puzzles, vec![Some(true), Some(true)]);
    let four = s.learners.iter().find(|l| l.learner == kid(4)).unwrap();
    assert_eq!(four.puzzles, vec![Some(false), None]);
    c.show_fastest = true;
    assert_eq!(
        Summary::of(&c).puzzles[0].fastest,
        vec![kid(2), kid(3), kid(1)]
    );
}

#[test]
fn an_ended_challenge_gives_each_child_the_facts_of_a_puzzle_try() {
    let mut c = open_challenge();
    let w = wrong_moves(&capture())[0];
    c.answer(answer("a", 1, 0, &[5]), 3_000).unwrap();
    c.answer(answer("b", 2, 0, &[w]), 4_000).unwrap();
    c.next(5_000).unwrap();
    let line = deep().line();
    c.answer(answer("c", 1, 1, &[line[0], line[2]]), 6_000)
        .unwrap();
    let facts = progress::facts("s1", &c);
    // The teacher's own position counts in the challenge only.
    let one: Vec<&Fact> = facts[&kid(1)].iter().map(|(_, e)| e).collect();
    assert_eq!(
        one,
        vec![
            &Fact::Rated {
                puzzle: "capture-five-or-two".into(),
                rating: 796,
                solved: true
            },
            &Fact::Try {
                puzzle: "capture-five-or-two".into(),
                solved: true
            },
        ]
    );
    let two = &facts[&kid(2)];
    assert!(matches!(two[0].1, Fact::Rated { solved: false, .. }));
    // Made again, on any server: the same facts, so they merge as one.
    assert_eq!(progress::facts("s1", &c), facts);
    let mut l = crate::classroom::Learner {
        id: kid(1),
        ..Default::default()
    };
    for _ in 0..2 {
        for (stamp, e) in &facts[&kid(1)] {
            l.journal.add(*stamp, e.clone());
        }
    }
    l.settle();
    assert_eq!(l.puzzles["capture-five-or-two"].solves, 1);
    assert_eq!(l.rating.tries, 1);
}

#[test]
fn the_wire_keeps_what_it_carries() {
    let c = open_challenge();
    let live = Live::Challenge(c);
    let text = serde_json::to_string(&live).unwrap();
    let back: Live = serde_json::from_str(&text).unwrap();
    assert_eq!(back, live);
    let view = live.view("s1", 3, false);
    let puzzle = view.challenge.as_ref().unwrap().puzzle.as_ref().unwrap();
    assert_eq!(puzzle.position, CAPTURE);
    assert!(!serde_json::to_string(&view).unwrap().contains("intended"));
    let e = Event {
        seq: 4,
        at: 9,
        body: Body::Answered {
            index: 0,
            learner: kid(1),
            answered: 1,
        },
    };
    let json = serde_json::to_value(&e).unwrap();
    assert_eq!(json["body"]["kind"], "answered");
    assert_eq!(serde_json::from_value::<Event>(json).unwrap(), e);
    let start: wire::Start =
        serde_json::from_str(r#"{"challenge":{"puzzles":[{"library":"x"},{"board":{"position":"4,4,4,4,4,4/4,4,4,4,4,4 0-0 S","goal":{"Capture":{"at_least":2}}}}],"hints":"counted"}}"#)
            .unwrap();
    let wire::Start::Challenge(s) = start else {
        panic!()
    };
    assert_eq!(s.puzzles.len(), 2);
    assert!(
        serde_json::from_str::<wire::Start>(r#"{"challenge":{"puzzles":[],"what":1}}"#).is_err()
    );
}

#[test]
fn puzzles_are_picked_by_id_theme_and_what_the_class_missed() {
    use wire::Choice;
    let lib = crate::classroom::Library::shipped();
    let some = &lib.puzzles[0].id;
    let got = pick::resolve(
        &[
            Choice::Library(some.clone()),
            Choice::Library(some.clone()),
            Choice::Theme {
                theme: Some(crate::content::Theme::Capture),
                min: 0,
                max: 1200,
                count: 2,
            },
            Choice::MissedMost { count: 1 },
        ],
        &lib,
        || vec![lib.puzzles[3].id.clone()],
    )
    .unwrap();
    assert_eq!(got[0].id, *some);
    assert_eq!(got.iter().filter(|p| p.id == *some).count(), 1, "once");
    assert!(got.iter().any(|p| p.id == lib.puzzles[3].id));
    assert!(got.iter().all(|p| p.rating.is_some()));
    assert_eq!(
        pick::resolve(&[Choice::Library("nope".into())], &lib, Vec::new),
        Err(LiveError::UnknownPuzzle)
    );
    assert_eq!(
        pick::resolve(&[], &lib, Vec::new),
        Err(LiveError::NoPuzzles)
    );
}

#[test]
fn a_child_joins_once_and_only_the_teacher_sees_who_is_here() {
    let c = Challenge::new(vec![capture()], Hints::Off, None, false).unwrap();
    let mut live = Live::Challenge(c);
    let bodies = live.join(kid(1)).unwrap();
    assert_eq!(
        bodies,
        [Body::Joined {
            learner: kid(1),
            joined: 1
        }]
    );
    assert!(bodies[0].teacher_only());
    assert!(live.join(kid(1)).unwrap().is_empty(), "once");
    live.join(kid(2)).unwrap();
    assert_eq!(live.joined(), [kid(1), kid(2)]);
    assert_eq!(live.view("s", 3, true).joined, [kid(1), kid(2)]);
    assert!(live.view("s", 3, false).joined.is_empty());
    // Kept with the state the server writes.
    let kept: Live = serde_json::from_str(&serde_json::to_string(&live).unwrap()).unwrap();
    assert_eq!(kept.joined(), [kid(1), kid(2)]);
    live.end().unwrap();
    assert_eq!(live.join(kid(3)), Err(LiveError::Ended));
}

#[test]
fn a_theme_s_puzzles_the_class_has_not_solved_come_first() {
    use wire::Choice;
    let lib = crate::classroom::Library::shipped();
    let choice = [Choice::Theme {
        theme: Some(crate::content::Theme::Capture),
        min: 0,
        max: 1200,
        count: 2,
    }];
    let ids = |got: Vec<LivePuzzle>| got.into_iter().map(|p| p.id).collect::<Vec<_>>();
    let plain = ids(pick::resolve(&choice, &lib, Vec::new).unwrap());
    assert_eq!(plain.len(), 2);
    // Both solved this morning (one by two children): two others.
    let solved: BTreeMap<String, usize> = [(plain[0].clone(), 2), (plain[1].clone(), 1)].into();
    let fresh = ids(pick::resolve_for(&choice, &lib, Vec::new, || solved.clone()).unwrap());
    assert_eq!(fresh.len(), 2);
    assert!(fresh.iter().all(|id| !plain.contains(id)), "{fresh:?}");
    // Every puzzle of the choice solved: still two, the fewest solved first.
    let all: BTreeMap<String, usize> = lib
        .puzzles
        .iter()
        .map(|p| (p.id.clone(), if p.id == plain[1] { 1 } else { 3 }))
        .collect();
    let back = ids(pick::resolve_for(&choice, &lib, Vec::new, || all).unwrap());
    assert_eq!(back.len(), 2);
    assert_eq!(back[0], plain[1]);
}
