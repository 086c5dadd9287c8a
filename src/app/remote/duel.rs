//! Games between two devices (docs/server.md, "Games between two
//! devices") as typed calls: a device's (its class's token; it acts for
//! the children whose cards are picked on it) and the teacher's (the
//! session cookie). The screens that use them are `app::duel`.

use serde::Deserialize;
use serde::de::DeserializeOwned;

use super::api::Failure;
use super::{Call, Remote, Reply};
use crate::classroom::LearnerId;
use crate::duel::wire::{ChallengeIn, EndIn, PairIn, TimerIn};
use crate::duel::{ActIn, Event, Verdict, View};

#[derive(Deserialize)]
struct ErrorBody {
    error: String,
}

/// The answer's failure if its status is one: a refusal of the duel core
/// keeps its id (`duel-not-your-turn`, `duel-twice`, …).
fn checked(reply: Reply) -> Result<Reply, Failure> {
    match reply.status {
        200..=299 => Ok(reply),
        401 => Err(Failure::Unauthorized),
        404 => Err(Failure::NotFound),
        400 | 403 | 409 => Err(
            match serde_json::from_slice::<ErrorBody>(&reply.body).map(|b| b.error) {
                Ok(id) if id.starts_with("duel-") => Failure::Duel(id),
                _ => Failure::Server(reply.status),
            },
        ),
        s => Err(Failure::Server(s)),
    }
}

async fn json<T: DeserializeOwned>(remote: &Remote, c: Call) -> Result<T, Failure> {
    let reply = remote.send(c).await.map_err(|_| Failure::Unreachable)?;
    let reply = checked(reply)?;
    serde_json::from_slice(&reply.body).map_err(|_| Failure::NotWahree)
}

fn body<T: serde::Serialize>(value: &T) -> Result<String, Failure> {
    serde_json::to_string(value).map_err(|_| Failure::Server(0))
}

/// Who of the class is on a device now, and whose cards this device holds.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
pub struct Here {
    pub here: Vec<LearnerId>,
    #[serde(default)]
    pub mine: Vec<LearnerId>,
}

/// The cards picked on this device now (it acts for them); who is here.
pub async fn here(
    remote: Remote,
    token: String,
    learners: Vec<LearnerId>,
) -> Result<Here, Failure> {
    let b = body(&serde_json::json!({ "learners": learners }))?;
    json(&remote, Call::post("/api/duels/here", b).bearer(&token)).await
}

/// Who is here, and whose cards this device holds, changing nothing.
pub async fn who(remote: Remote, token: String) -> Result<Here, Failure> {
    json(&remote, Call::get("/api/duels/here").bearer(&token)).await
}

/// A child challenges a classmate who is here.
pub async fn challenge(remote: Remote, token: String, c: ChallengeIn) -> Result<View, Failure> {
    json(&remote, Call::post("/api/duels", body(&c)?).bearer(&token)).await
}

#[derive(Deserialize)]
struct Games {
    games: Vec<View>,
}

/// The games and invitations, not finished, of this device's children
/// ("Continue").
pub async fn games(remote: Remote, token: String) -> Result<Vec<View>, Failure> {
    let g: Games = json(&remote, Call::get("/api/duels").bearer(&token)).await?;
    Ok(g.games)
}

/// One game of this device's children.
pub async fn view(remote: Remote, token: String, id: String) -> Result<View, Failure> {
    json(
        &remote,
        Call::get(&format!("/api/duels/{id}")).bearer(&token),
    )
    .await
}

/// What a child does in a game (a move, an answer, …); the view after it.
pub async fn act(remote: Remote, token: String, id: String, a: ActIn) -> Result<View, Failure> {
    let call = Call::post(&format!("/api/duels/{id}"), body(&a)?).bearer(&token);
    json(&remote, call).await
}

#[derive(Deserialize)]
struct Events {
    events: Vec<Event>,
}

/// This device's children's game events after number `after`.
pub async fn events(remote: Remote, token: String, after: u64) -> Result<Vec<Event>, Failure> {
    let path = format!("/api/duels/events?after={after}");
    let e: Events = json(&remote, Call::get(&path).bearer(&token)).await?;
    Ok(e.events)
}

/// The device's stream of its children's game events, for
/// `Transport::listen`.
pub fn stream(token: &str) -> Call {
    Call::get("/api/duels/stream").bearer(token)
}

#[derive(Deserialize)]
struct TeacherGames {
    games: Vec<View>,
    here: Vec<LearnerId>,
}

/// The teacher's: the class's latest games, and who is on a device now.
pub async fn class_games(remote: Remote) -> Result<(Vec<View>, Vec<LearnerId>), Failure> {
    let g: TeacherGames = json(&remote, Call::get("/api/teacher/duels")).await?;
    Ok((g.games, g.here))
}

/// The teacher pairs two children: the game begins at once.
pub async fn pair(remote: Remote, south: LearnerId, north: LearnerId) -> Result<View, Failure> {
    let p = body(&PairIn { south, north })?;
    json(&remote, Call::post("/api/teacher/duels", p)).await
}

/// The teacher's move timer for the class's new games (none: off).
pub async fn class_timer(remote: Remote, seconds: Option<u32>) -> Result<(), Failure> {
    let t = body(&TimerIn { seconds })?;
    let _: serde_json::Value = json(&remote, Call::post("/api/teacher/duels/timer", t)).await?;
    Ok(())
}

/// What the teacher does to a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Teach {
    /// End it, with a result or none.
    End(Option<Verdict>),
    Adjourn,
    Resume,
    /// Its move timer (none: off).
    Timer(Option<u32>),
}

/// The teacher's `t` on game `id`; the view after it.
pub async fn teach(remote: Remote, id: String, t: Teach) -> Result<View, Failure> {
    let path = |what: &str| format!("/api/teacher/duels/{id}/{what}");
    let call = match t {
        Teach::End(result) => Call::post(&path("end"), body(&EndIn { result })?),
        Teach::Adjourn => Call::post(&path("adjourn"), "{}".into()),
        Teach::Resume => Call::post(&path("resume"), "{}".into()),
        Teach::Timer(seconds) => Call::post(&path("timer"), body(&TimerIn { seconds })?),
    };
    json(&remote, call).await
}

/// The teacher's view of game `id`.
pub async fn teacher_view(remote: Remote, id: String) -> Result<View, Failure> {
    json(&remote, Call::get(&format!("/api/teacher/duels/{id}"))).await
}

/// The teacher's: the class's game events after number `after` (at
/// most 500), every game's or one game's.
pub async fn class_events(
    remote: Remote,
    after: u64,
    game: Option<String>,
) -> Result<Vec<Event>, Failure> {
    let mut path = format!("/api/teacher/duels/events?after={after}");
    if let Some(g) = game {
        path.push_str(&format!("&game={g}"));
    }
    let e: Events = json(&remote, Call::get(&path)).await?;
    Ok(e.events)
}

/// The teacher's stream of the class's game events, or one game's (the
/// projector's), for `Transport::listen`.
pub fn class_stream(game: Option<&str>) -> Call {
    match game {
        Some(g) => Call::get(&format!("/api/teacher/duels/stream?game={g}")),
        None => Call::get("/api/teacher/duels/stream"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reply(status: u16, body: &str) -> Reply {
        Reply {
            status,
            body: body.as_bytes().to_vec(),
            retry_after: None,
        }
    }

    #[test]
    fn the_duel_cores_refusals_keep_their_id() {
        assert_eq!(
            checked(reply(409, r#"{"error":"duel-twice"}"#)),
            Err(Failure::Duel("duel-twice".into()))
        );
        assert_eq!(
            checked(reply(403, r#"{"error":"duel-not-on-this-device"}"#)),
            Err(Failure::Duel("duel-not-on-this-device".into()))
        );
        assert_eq!(
            checked(reply(400, r#"{"error":"bad-json"}"#)),
            Err(Failure::Server(400))
        );
        assert_eq!(checked(reply(401, "")), Err(Failure::Unauthorized));
        assert!(checked(reply(200, "{}")).is_ok());
    }
}
