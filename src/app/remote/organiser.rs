//! The organiser's side of the class server (docs/server.md, "Organisers"
//! and "Tournaments across classes") as typed calls: signing in and out
//! (the organiser's own cookie, beside a teacher's), their tournaments,
//! a new one, one opened and the acts on it. The acts a class tournament
//! shares take its calls (`tournament::act_at`) at the organiser's
//! addresses.

use serde::{Deserialize, Serialize};

use super::api::{self, Failure};
use super::open_tournament::Open;
use super::tournament::{Act, Fail, Line, Warning, Whose, body, json};
use super::{Call, Remote};

/// The organiser signed in: the name they signed in with.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
pub struct Card {
    pub name: String,
}

/// Signs in with the organiser's name and password: their cookie is kept
/// by the transport (the browser's, or the desktop's jar).
pub async fn sign_in(remote: Remote, name: String, password: String) -> Result<Card, Failure> {
    let b = serde_json::json!({ "name": name, "password": password }).to_string();
    api::json(&remote, Call::post("/api/organiser/sign-in", b)).await
}

pub async fn sign_out(remote: Remote) -> Result<(), Failure> {
    api::call(&remote, Call::post("/api/organiser/sign-out", "{}".into()))
        .await
        .map(|_| ())
}

/// The organiser's tournaments, newest first.
pub async fn list(remote: Remote) -> Result<Vec<Line>, Fail> {
    #[derive(Deserialize)]
    struct List {
        tournaments: Vec<Line>,
    }
    let l: List = json(&remote, Call::get(Whose::Organiser.root())).await?;
    Ok(l.tournaments)
}

/// A new tournament across classes, with no class yet.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct New {
    pub name: String,
    pub format: String,
    pub rounds: u32,
    pub tie_breaks: Vec<String>,
    pub bye_points: String,
}

pub async fn create(remote: Remote, new: New) -> Result<Open, Fail> {
    json(&remote, Call::post(Whose::Organiser.root(), body(&new)?)).await
}

pub async fn one(remote: Remote, id: String) -> Result<Open, Fail> {
    let path = format!("{}/{id}", Whose::Organiser.root());
    json(&remote, Call::get(&path)).await
}

/// The organiser's act and the tournament after it, with the warnings of
/// a draft changed by hand.
pub async fn act(remote: Remote, id: String, a: Act) -> Result<(Open, Vec<Warning>), Fail> {
    super::tournament::act_at(remote, Whose::Organiser, id, a).await
}
