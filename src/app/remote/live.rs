//! The live class's routes (docs/server.md, "The live class") as typed
//! calls: the teacher's (the session cookie, as for the class's other
//! teacher routes) and a device's (its class's token).

use serde::Deserialize;
use serde::de::DeserializeOwned;

use super::api::Failure;
use super::{Call, Remote, Reply};
use crate::classroom::LearnerId;
use crate::live::wire::{Close, Report, Start, View};
use crate::live::{AnswerIn, VoteIn};

#[derive(Deserialize)]
struct ErrorBody {
    error: String,
}

/// The answer's failure if its status is one: a refusal of the live
/// core keeps its id (`live-tie`, `live-running`, …), which the app words.
fn checked(reply: Reply) -> Result<Reply, Failure> {
    match reply.status {
        200..=299 => Ok(reply),
        401 => Err(Failure::Unauthorized),
        404 => Err(Failure::NotFound),
        400 | 409 => Err(
            match serde_json::from_slice::<ErrorBody>(&reply.body).map(|b| b.error) {
                Ok(id) if id.starts_with("live-") => Failure::Live(id),
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

#[derive(Deserialize)]
struct Overview {
    running: Option<View>,
}

/// The teacher's class's running session, if one runs.
pub async fn running(remote: Remote) -> Result<Option<View>, Failure> {
    let o: Overview = json(&remote, Call::get("/api/teacher/live")).await?;
    Ok(o.running)
}

/// The teacher starts a challenge or a game against the computer.
pub async fn start(remote: Remote, start: Start) -> Result<View, Failure> {
    json(&remote, Call::post("/api/teacher/live", body(&start)?)).await
}

/// The teacher's view of session `id`.
pub async fn teacher_view(remote: Remote, id: String) -> Result<View, Failure> {
    json(&remote, Call::get(&format!("/api/teacher/live/{id}"))).await
}

/// What the projector's buttons ask of the server.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    Next,
    Reveal,
    /// Close the vote, with the teacher's pick for a tie.
    Close(Option<u8>),
    End,
}

/// The teacher's `action` on session `id`; answers the view after it.
pub async fn act(remote: Remote, id: String, action: Action) -> Result<View, Failure> {
    let path = |what: &str| format!("/api/teacher/live/{id}/{what}");
    match action {
        Action::Next => json(&remote, Call::post(&path("next"), "{}".into())).await,
        Action::Reveal => json(&remote, Call::post(&path("reveal"), "{}".into())).await,
        Action::Close(pick) => {
            let close = body(&Close { pick })?;
            json(&remote, Call::post(&path("close"), close)).await
        }
        Action::End => {
            let _: Report = json(&remote, Call::post(&path("end"), "{}".into())).await?;
            teacher_view(remote, id).await
        }
    }
}

/// The session's summary for the teacher.
pub async fn report(remote: Remote, id: String) -> Result<Report, Failure> {
    json(
        &remote,
        Call::get(&format!("/api/teacher/live/{id}/report")),
    )
    .await
}

#[derive(Deserialize)]
struct Current {
    live: Option<View>,
}

/// The device's class's running session, with `learners`' own answers.
pub async fn current(
    remote: Remote,
    token: String,
    learners: Vec<LearnerId>,
) -> Result<Option<View>, Failure> {
    let ids: Vec<String> = learners.iter().map(ToString::to_string).collect();
    let path = if ids.is_empty() {
        "/api/live".to_owned()
    } else {
        format!("/api/live?learners={}", ids.join(","))
    };
    let c: Current = json(&remote, Call::get(&path).bearer(&token)).await?;
    Ok(c.live)
}

#[derive(Deserialize)]
struct Recorded {
    #[allow(dead_code)]
    recorded: String,
}

/// A child's answer; the same answer sent again (a lost reply) counts once.
pub async fn answer(
    remote: Remote,
    token: String,
    session: String,
    answer: AnswerIn,
) -> Result<(), Failure> {
    let call = Call::post(&format!("/api/live/{session}/answers"), body(&answer)?).bearer(&token);
    json::<Recorded>(&remote, call).await.map(|_| ())
}

/// A child joined the session on this device (the projector's card says
/// so); sent again, it changes nothing.
pub async fn join(
    remote: Remote,
    token: String,
    session: String,
    learner: LearnerId,
) -> Result<(), Failure> {
    let join = crate::live::wire::JoinIn { learner };
    let call = Call::post(&format!("/api/live/{session}/join"), body(&join)?).bearer(&token);
    json::<serde_json::Value>(&remote, call).await.map(|_| ())
}

/// A child's vote for the class's move.
pub async fn vote(
    remote: Remote,
    token: String,
    session: String,
    vote: VoteIn,
) -> Result<(), Failure> {
    let call = Call::post(&format!("/api/live/{session}/votes"), body(&vote)?).bearer(&token);
    json::<Recorded>(&remote, call).await.map(|_| ())
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
    fn the_live_cores_refusals_keep_their_id() {
        assert_eq!(
            checked(reply(409, r#"{"error":"live-tie"}"#)),
            Err(Failure::Live("live-tie".into()))
        );
        assert_eq!(
            checked(reply(400, r#"{"error":"bad-json"}"#)),
            Err(Failure::Server(400))
        );
        assert_eq!(checked(reply(404, "")), Err(Failure::NotFound));
        assert!(checked(reply(200, "{}")).is_ok());
    }
}
