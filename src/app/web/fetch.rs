//! The browser's way to the class server: `fetch`, to the page's own
//! origin (the page `wahree serve` served), with the page's cookies (the
//! teacher's session) and a time limit, so a request the network lost
//! ends as one that could not reach the server.

use iced_futures::BoxFuture;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

use crate::app::remote::{Call, Method, Reply, Transport, Unreachable};

/// How long a request may take before it counts as lost.
const TIME_LIMIT_MS: u32 = 20_000;

#[derive(Clone, Copy, Debug, Default)]
pub struct Fetch;

impl Transport for Fetch {
    fn send(&self, base: &str, call: Call) -> BoxFuture<Result<Reply, Unreachable>> {
        let url = format!("{base}{}", call.path);
        Box::pin(async move { fetch(&url, &call).await.map_err(|_| Unreachable) })
    }
}

async fn fetch(url: &str, call: &Call) -> Result<Reply, JsValue> {
    let init = web_sys::RequestInit::new();
    init.set_method(match call.method {
        Method::Get => "GET",
        Method::Post => "POST",
        Method::Delete => "DELETE",
    });
    init.set_credentials(web_sys::RequestCredentials::SameOrigin);
    init.set_cache(web_sys::RequestCache::NoStore);
    init.set_signal(Some(&web_sys::AbortSignal::timeout_with_u32(TIME_LIMIT_MS)));
    let headers = web_sys::Headers::new()?;
    if let Some(token) = &call.bearer {
        headers.set("Authorization", &format!("Bearer {token}"))?;
    }
    if let Some(body) = &call.json {
        headers.set("Content-Type", "application/json")?;
        init.set_body(&JsValue::from_str(body));
    }
    init.set_headers(&headers);
    let request = web_sys::Request::new_with_str_and_init(url, &init)?;
    let window = web_sys::window().ok_or(JsValue::NULL)?;
    let answer: web_sys::Response = JsFuture::from(window.fetch_with_request(&request))
        .await?
        .dyn_into()?;
    let retry_after = answer
        .headers()
        .get("Retry-After")
        .ok()
        .flatten()
        .and_then(|v| v.trim().parse().ok());
    let status = answer.status();
    let buffer = JsFuture::from(answer.array_buffer()?).await?;
    Ok(Reply {
        status,
        body: js_sys::Uint8Array::new(&buffer).to_vec(),
        retry_after,
    })
}

/// The page's address (`http://10.0.0.5:8080`), for the class's join
/// link.
pub fn origin() -> String {
    web_sys::window()
        .and_then(|w| w.location().origin().ok())
        .unwrap_or_default()
}

/// The class code of a join link the page was opened with
/// (`/?join=K7QD3M`), taken off the address so that reloading the page
/// does not join again.
pub fn take_join_code() -> Option<String> {
    let window = web_sys::window()?;
    let search = window.location().search().ok()?;
    let code = crate::app::remote::join_code(&search)?;
    let path = window.location().pathname().unwrap_or_else(|_| "/".into());
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(&path));
    }
    Some(code)
}
