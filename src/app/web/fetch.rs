//! The browser's way to the class server: `fetch`, to the page's own
//! origin (the page `wahree serve` served), with the page's cookies (the
//! teacher's session) and a time limit, so a request the network lost
//! ends as one that could not reach the server.

use iced_futures::futures::channel::mpsc;
use iced_futures::{BoxFuture, BoxStream};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

use crate::app::remote::push::{self, Push};
use crate::app::remote::{Call, Method, Reply, Transport, Unreachable};

/// How long a request may take before it counts as lost.
const TIME_LIMIT_MS: u32 = 20_000;
/// How long a pushed stream is held before it is opened again (which also
/// ends one a dead network left hanging).
const STREAM_LIFE_MS: u32 = 90_000;

#[derive(Clone, Copy, Debug, Default)]
pub struct Fetch;

impl Transport for Fetch {
    fn send(&self, base: &str, call: Call) -> BoxFuture<Result<Reply, Unreachable>> {
        let url = format!("{base}{}", call.path);
        Box::pin(async move { fetch(&url, &call).await.map_err(|_| Unreachable) })
    }

    fn listen(&self, base: &str, call: Call) -> BoxStream<Push> {
        let (tx, rx) = mpsc::unbounded();
        let base = base.to_owned();
        wasm_bindgen_futures::spawn_local(async move {
            let mut reader = push::Reader::default();
            // Until the app stops listening (the receiver is dropped).
            while !tx.is_closed() {
                let call = push::resumed(&call, reader.last);
                let url = format!("{base}{}", call.path);
                let _ = follow(&url, &call, &mut reader, &tx).await;
                if tx.unbounded_send(Push::Lost).is_err() {
                    break;
                }
                let _ = sleep(push::RETRY.as_millis() as i32).await;
            }
        });
        Box::pin(rx)
    }
}

/// Holds one stream open, telling `tx` of what comes, until it ends,
/// breaks, or nobody listens.
async fn follow(
    url: &str,
    call: &Call,
    reader: &mut push::Reader,
    tx: &mpsc::UnboundedSender<Push>,
) -> Result<(), JsValue> {
    let request = request(url, call, STREAM_LIFE_MS)?;
    let window = web_sys::window().ok_or(JsValue::NULL)?;
    let answer: web_sys::Response = JsFuture::from(window.fetch_with_request(&request))
        .await?
        .dyn_into()?;
    if answer.status() != 200 || tx.unbounded_send(Push::Open).is_err() {
        return Ok(());
    }
    let body = answer.body().ok_or(JsValue::NULL)?;
    let chunks: web_sys::ReadableStreamDefaultReader = body.get_reader().dyn_into()?;
    loop {
        let next = JsFuture::from(chunks.read()).await?;
        let done = js_sys::Reflect::get(&next, &"done".into())?;
        if done.as_bool() != Some(false) {
            return Ok(());
        }
        let value = js_sys::Reflect::get(&next, &"value".into())?;
        let bytes = js_sys::Uint8Array::new(&value).to_vec();
        let heard = reader
            .feed(&bytes)
            .is_none_or(|id| tx.unbounded_send(Push::Event(id)).is_ok());
        // The server's keep-alive every 15 s wakes this read, so a stream
        // nobody listens to any more ends within that.
        if !heard || tx.is_closed() {
            let _ = chunks.cancel();
            return Ok(());
        }
    }
}

/// Waits `ms` milliseconds.
async fn sleep(ms: i32) -> Result<JsValue, JsValue> {
    let promise = js_sys::Promise::new(&mut |done, _| {
        if let Some(w) = web_sys::window() {
            let _ = w.set_timeout_with_callback_and_timeout_and_arguments_0(&done, ms);
        }
    });
    JsFuture::from(promise).await
}

/// The request for `call`, ended if it takes more than `limit_ms`.
fn request(url: &str, call: &Call, limit_ms: u32) -> Result<web_sys::Request, JsValue> {
    let init = web_sys::RequestInit::new();
    init.set_method(match call.method {
        Method::Get => "GET",
        Method::Post => "POST",
        Method::Delete => "DELETE",
    });
    init.set_credentials(web_sys::RequestCredentials::SameOrigin);
    init.set_cache(web_sys::RequestCache::NoStore);
    init.set_signal(Some(&web_sys::AbortSignal::timeout_with_u32(limit_ms)));
    let headers = web_sys::Headers::new()?;
    if let Some(token) = &call.bearer {
        headers.set("Authorization", &format!("Bearer {token}"))?;
    }
    if let Some(body) = &call.json {
        headers.set("Content-Type", "application/json")?;
        init.set_body(&JsValue::from_str(body));
    }
    init.set_headers(&headers);
    web_sys::Request::new_with_str_and_init(url, &init)
}

async fn fetch(url: &str, call: &Call) -> Result<Reply, JsValue> {
    let request = request(url, call, TIME_LIMIT_MS)?;
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
