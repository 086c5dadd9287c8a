//! The class server's routes (src/server/api.rs) as typed calls, and
//! what can go wrong with each in a form the app words
//! (`server-failure-…` in `server.ftl`).

use serde::Deserialize;
use serde::de::DeserializeOwned;

use super::{Call, Remote, Reply};
use crate::classroom::sync::{self, ClassInfo, Refusal};
use crate::classroom::{Learner, LearnerId};

/// Why a call did not do what it asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Failure {
    /// No answer: the network is gone, nothing listens there, or it took
    /// too long.
    Unreachable,
    /// No server's address was given (the desktop's Settings).
    NoAddress,
    /// Something answered that is no Wahree class server (a plain web
    /// server, a router's page).
    NotWahree,
    /// The records' format is not the server's: nothing is sent until one
    /// of the two is updated.
    Refused(Refusal),
    /// A token or session the server does not know (any more), or a wrong
    /// password.
    Unauthorized,
    /// No class has that code, or no such learner.
    NotFound,
    /// Too many wrong passwords: wait this many seconds.
    Slowed(u64),
    /// The live class refused what was asked, with the core's id
    /// (`live-tie`, `live-running`, …).
    Live(String),
    /// A game between two devices refused what was asked, with the duel
    /// core's id (`duel-not-your-turn`, `duel-twice`, …). The screens
    /// that word these come later: meanwhile the server's general words.
    Duel(String),
    /// Any other answer, by its status.
    Server(u16),
}

impl Failure {
    /// The app's words for it.
    pub fn message_id(&self) -> &'static str {
        match self {
            Failure::Unreachable => "server-failure-unreachable",
            Failure::NoAddress => "server-failure-no-address",
            Failure::NotWahree => "server-failure-not-wahree",
            Failure::Refused(r) => r.message_id(),
            Failure::Unauthorized => "server-failure-unauthorized",
            Failure::NotFound => "server-failure-not-found",
            Failure::Slowed(_) => "server-failure-slowed",
            Failure::Live(id) => crate::app::live::words::refusal(id),
            Failure::Server(_) | Failure::Duel(_) => "server-failure-server",
        }
    }
}

/// What `GET /api/hello` says.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct Hello {
    pub server: String,
    #[serde(default)]
    pub version: String,
    pub format: u32,
}

/// A device's place in a class, from `POST /api/join`.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct Joined {
    pub token: String,
    pub class: ClassInfo,
}

/// A class for its teacher: its name and code.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
pub struct ClassCard {
    pub id: String,
    pub name: String,
    pub code: String,
}

/// A device of the class, for its teacher (`GET /api/teacher/devices`):
/// when it joined and was last used, seconds since 1970.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
pub struct DeviceCard {
    pub id: String,
    #[serde(default)]
    pub joined: u64,
    #[serde(default)]
    pub seen: u64,
}

#[derive(Deserialize)]
struct Devices {
    devices: Vec<DeviceCard>,
}

/// The whole class for its teacher, from `GET /api/teacher/class`.
#[derive(Clone, Debug, PartialEq, Deserialize)]
pub struct ServerClass {
    #[serde(default)]
    pub format: u32,
    pub class: ClassCard,
    #[serde(default)]
    pub learners: Vec<Learner>,
    /// Children who share a name or a card (a server before it sent
    /// them: none).
    #[serde(default)]
    pub duplicates: Vec<crate::classroom::duplicates::Duplicate>,
}

#[derive(Deserialize)]
struct ErrorBody {
    error: String,
}

/// The answer's failure if its status is one, else the answer.
fn checked(reply: Reply) -> Result<Reply, Failure> {
    match reply.status {
        200..=299 => Ok(reply),
        401 => Err(Failure::Unauthorized),
        404 => Err(Failure::NotFound),
        409 => {
            let id = serde_json::from_slice::<ErrorBody>(&reply.body).map(|b| b.error);
            Err(match id.as_deref() {
                Ok("device-older") => Failure::Refused(Refusal::DeviceOlder),
                // The only other refusal there is; a newer server's own
                // words still mean "not the same Wahree".
                _ => Failure::Refused(Refusal::DeviceNewer),
            })
        }
        429 => Err(Failure::Slowed(reply.retry_after.unwrap_or(1).max(1))),
        s => Err(Failure::Server(s)),
    }
}

pub(super) async fn call(remote: &Remote, c: Call) -> Result<Reply, Failure> {
    let reply = remote.send(c).await.map_err(|_| Failure::Unreachable)?;
    checked(reply)
}

pub(super) async fn json<T: DeserializeOwned>(remote: &Remote, c: Call) -> Result<T, Failure> {
    let reply = call(remote, c).await?;
    serde_json::from_slice(&reply.body).map_err(|_| Failure::NotWahree)
}

/// Whether a Wahree class server answers there, and the format it speaks.
pub async fn hello(remote: Remote) -> Result<Hello, Failure> {
    let h: Hello = json(&remote, Call::get("/api/hello"))
        .await
        .map_err(|f| match f {
            // A plain web server has no such page.
            Failure::NotFound => Failure::NotWahree,
            f => f,
        })?;
    if h.server != "wahree" {
        return Err(Failure::NotWahree);
    }
    if let Some(r) = Refusal::of(h.format) {
        // The server's format is out of this app's range: the other way
        // round from the device's point of view.
        return Err(Failure::Refused(match r {
            Refusal::DeviceNewer => Refusal::DeviceOlder,
            Refusal::DeviceOlder => Refusal::DeviceNewer,
        }));
    }
    Ok(h)
}

/// This device joins the class with `code`.
pub async fn join(remote: Remote, code: String) -> Result<Joined, Failure> {
    let body = serde_json::json!({ "code": code }).to_string();
    json(&remote, Call::post("/api/join", body)).await
}

/// One sync: what changed here, and the class's changes back.
pub async fn sync(
    remote: Remote,
    token: String,
    request: sync::Request,
) -> Result<sync::Response, Failure> {
    let body = serde_json::to_string(&request).map_err(|_| Failure::Server(0))?;
    let answer: sync::Response =
        json(&remote, Call::post("/api/sync", body).bearer(&token)).await?;
    if let Some(r) = Refusal::of(answer.format) {
        return Err(Failure::Refused(match r {
            Refusal::DeviceNewer => Refusal::DeviceOlder,
            Refusal::DeviceOlder => Refusal::DeviceNewer,
        }));
    }
    Ok(answer)
}

/// The teacher signs in with the class's code and password (the session
/// is a cookie: the browser keeps it, the desktop's transport too).
pub async fn sign_in(remote: Remote, code: String, password: String) -> Result<ClassCard, Failure> {
    let body = serde_json::json!({ "code": code, "password": password }).to_string();
    json(&remote, Call::post("/api/teacher/sign-in", body)).await
}

pub async fn sign_out(remote: Remote) -> Result<(), Failure> {
    call(&remote, Call::post("/api/teacher/sign-out", "{}".into()))
        .await
        .map(|_| ())
}

/// The whole class, each learner whole and settled (their journal read
/// into their progress).
pub async fn class(remote: Remote) -> Result<ServerClass, Failure> {
    let mut c: ServerClass = json(&remote, Call::get("/api/teacher/class")).await?;
    if let Some(r) = Refusal::of(c.format.max(sync::OLDEST)) {
        return Err(Failure::Refused(match r {
            Refusal::DeviceNewer => Refusal::DeviceOlder,
            Refusal::DeviceOlder => Refusal::DeviceNewer,
        }));
    }
    for l in &mut c.learners {
        l.settle();
    }
    Ok(c)
}

/// Two records of one child made one on the server: `gone` into `keep`.
pub async fn merge(remote: Remote, keep: LearnerId, gone: LearnerId) -> Result<(), Failure> {
    let body = serde_json::json!({ "gone": gone.as_str() }).to_string();
    call(
        &remote,
        Call::post(&format!("/api/teacher/learners/{keep}/merge"), body),
    )
    .await
    .map(|_| ())
}

/// The class's progress as CSV (the server's export).
pub async fn export_csv(remote: Remote) -> Result<String, Failure> {
    let reply = call(&remote, Call::get("/api/teacher/export.csv")).await?;
    String::from_utf8(reply.body).map_err(|_| Failure::NotWahree)
}

/// One child's data, whole, as the server keeps it (JSON).
pub async fn learner(remote: Remote, id: LearnerId) -> Result<String, Failure> {
    let reply = call(&remote, Call::get(&format!("/api/teacher/learners/{id}"))).await?;
    let text = String::from_utf8(reply.body).map_err(|_| Failure::NotWahree)?;
    // Pretty, for whoever opens the file.
    Ok(serde_json::from_str::<serde_json::Value>(&text)
        .and_then(|v| serde_json::to_string_pretty(&v))
        .unwrap_or(text))
}

/// Renames a child of the class (the teacher's, signed in).
pub async fn rename(remote: Remote, id: LearnerId, name: String) -> Result<(), Failure> {
    let body = serde_json::json!({ "name": name }).to_string();
    call(
        &remote,
        Call::post(&format!("/api/teacher/learners/{id}/name"), body),
    )
    .await
    .map(|_| ())
}

/// Gives several children of the class their languages at once (the
/// teacher's, signed in): `lang` is `own`, `class` or a language's code.
pub async fn langs(remote: Remote, apply: crate::app::teacher_langs::Apply) -> Result<(), Failure> {
    use crate::app::teacher_langs::First;
    let lang = match apply.lang {
        First::Own => "own",
        First::Class => "class",
        First::Lang(l) => l.code(),
    };
    let who: Vec<&str> = apply.who.iter().map(|id| id.as_str()).collect();
    let body = serde_json::json!({
        "learners": who,
        "lang": lang,
        "second": apply.second.map(|l| l.code()),
    })
    .to_string();
    call(&remote, Call::post("/api/teacher/langs", body))
        .await
        .map(|_| ())
}

/// Removes a child and everything the server keeps about them.
pub async fn remove(remote: Remote, id: LearnerId) -> Result<(), Failure> {
    call(
        &remote,
        Call::delete(&format!("/api/teacher/learners/{id}")),
    )
    .await
    .map(|_| ())
}

/// The class's devices, most recently used first.
pub async fn devices(remote: Remote) -> Result<Vec<DeviceCard>, Failure> {
    json::<Devices>(&remote, Call::get("/api/teacher/devices"))
        .await
        .map(|d| d.devices)
}

/// Forgets a device of the class: it must join again with the code.
pub async fn forget_device(remote: Remote, id: String) -> Result<(), Failure> {
    call(&remote, Call::delete(&format!("/api/teacher/devices/{id}")))
        .await
        .map(|_| ())
}

/// A new code for the class (devices that joined stay): the class's card.
pub async fn new_code(remote: Remote) -> Result<ClassCard, Failure> {
    json(&remote, Call::post("/api/teacher/class/code", "{}".into())).await
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
    fn statuses_become_failures_a_teacher_can_be_told() {
        assert_eq!(
            checked(reply(409, r#"{"error":"device-older"}"#)),
            Err(Failure::Refused(Refusal::DeviceOlder))
        );
        assert_eq!(
            checked(reply(409, r#"{"error":"device-newer"}"#)),
            Err(Failure::Refused(Refusal::DeviceNewer))
        );
        assert_eq!(checked(reply(401, "")), Err(Failure::Unauthorized));
        assert_eq!(checked(reply(404, "")), Err(Failure::NotFound));
        let slowed = Reply {
            retry_after: Some(30),
            ..reply(429, "")
        };
        assert_eq!(checked(slowed), Err(Failure::Slowed(30)));
        assert_eq!(checked(reply(502, "")), Err(Failure::Server(502)));
        assert!(checked(reply(200, "{}")).is_ok());
    }
}
