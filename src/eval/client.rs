//! An OpenAI-compatible endpoint: `POST {URL}/chat/completions` and `POST {URL}/embeddings`.
//!
//! Every answer is cached under `DIR/cache/<sha256 of the request>.json` as soon as it arrives
//! (written through a temporary file, so a kill leaves no half answer), and a rerun asks only
//! what the cache lacks. 429 and 5xx answers, time-outs and dropped connections are retried
//! with exponential back-off, honouring `Retry-After`. The API key goes into the
//! `Authorization` header only: never into the cache, the results or a message.

use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;

use serde_json::Value;
use tokio::sync::Semaphore;

/// How to talk to the endpoint.
#[derive(Debug, Clone)]
pub struct Settings {
    pub url: String,
    pub api_key: Option<String>,
    pub timeout: Duration,
    pub concurrency: usize,
    /// Attempts after the first one.
    pub retries: u32,
    /// The first back-off; each retry doubles it (a `Retry-After` answer overrides it).
    pub backoff: Duration,
    pub cache_dir: PathBuf,
    /// The model name sent to `/embeddings`.
    pub embedding_model: Option<String>,
}

/// The answers of [`Client::chat_stream`] as they come: (index of the request, reply and where
/// it came from, or why there is none).
pub type Answers = tokio::sync::mpsc::UnboundedReceiver<(usize, Result<(String, &'static str), String>)>;

/// The requests of [`Client::chat_stream`]: dropped, it starts no more of them (the permits
/// are closed first, so that no waiting request takes the place of an aborted one) and aborts
/// those in flight.
pub struct InFlight {
    set: tokio::task::JoinSet<()>,
    semaphore: Arc<Semaphore>,
}

impl Drop for InFlight {
    fn drop(&mut self) {
        self.semaphore.close();
        self.set.abort_all();
    }
}

pub struct Client {
    settings: Settings,
    http: reqwest::Client,
    /// Requests sent over the network (retries included).
    pub requests: AtomicUsize,
}

/// The cache key of a request: sha256 of its JSON (object keys sorted, so the same request
/// always has the same key).
pub fn cache_key(body: &Value) -> String {
    super::sha256_hex(body.to_string().as_bytes())
}

/// Why a request failed, and whether trying again may help.
#[derive(Debug)]
struct Failure {
    message: String,
    retry: bool,
    retry_after: Option<Duration>,
}

impl Client {
    pub fn new(settings: Settings) -> Result<Client, String> {
        let http = reqwest::Client::builder()
            .timeout(settings.timeout)
            .build()
            .map_err(|e| format!("cannot set up the HTTP client: {e}"))?;
        std::fs::create_dir_all(&settings.cache_dir).map_err(|e| format!("{}: {e}", settings.cache_dir.display()))?;
        Ok(Client { settings, http, requests: AtomicUsize::new(0) })
    }

    fn cached(&self, key: &str) -> Option<Value> {
        let text = std::fs::read_to_string(self.settings.cache_dir.join(format!("{key}.json"))).ok()?;
        let v: Value = serde_json::from_str(&text).ok()?;
        v.get("response").cloned()
    }

    fn store(&self, key: &str, request: &Value, response: &Value) -> Result<(), String> {
        let entry = serde_json::json!({"request": request, "response": response});
        super::write_atomic(&self.settings.cache_dir.join(format!("{key}.json")), &entry.to_string())
    }

    /// One POST with retries; the parsed JSON answer.
    async fn post(&self, path: &str, body: &Value) -> Result<Value, String> {
        let url = format!("{}/{path}", self.settings.url.trim_end_matches('/'));
        let mut attempt = 0;
        loop {
            let failure = match self.post_once(&url, body).await {
                Ok(v) => return Ok(v),
                Err(f) => f,
            };
            if !failure.retry || attempt >= self.settings.retries {
                let tries = if attempt > 0 { format!(" (after {} attempts)", attempt + 1) } else { String::new() };
                return Err(format!("{}{tries}", failure.message));
            }
            let wait = failure.retry_after.unwrap_or(self.settings.backoff * 2u32.saturating_pow(attempt));
            tokio::time::sleep(wait.min(Duration::from_secs(300))).await;
            attempt += 1;
        }
    }

    async fn post_once(&self, url: &str, body: &Value) -> Result<Value, Failure> {
        self.requests.fetch_add(1, Ordering::SeqCst);
        let mut request = self.http.post(url).json(body);
        if let Some(key) = &self.settings.api_key {
            request = request.bearer_auth(key);
        }
        let fail = |message: String, retry: bool| Failure { message, retry, retry_after: None };
        let response = request.send().await.map_err(|e| {
            if e.is_timeout() {
                fail(format!("no answer within {:?} (--timeout)", self.settings.timeout), true)
            } else {
                // Without the URL's query or the error's source chain: nothing secret in it.
                fail(format!("request failed: {}", without_url(&e)), true)
            }
        })?;
        let status = response.status();
        let retry_after = response
            .headers()
            .get(reqwest::header::RETRY_AFTER)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| retry_after(v, std::time::SystemTime::now()));
        let text = response.text().await.map_err(|e| {
            let timeout = e.is_timeout();
            fail(
                if timeout {
                    "the answer did not arrive in time (--timeout)".into()
                } else {
                    format!("reading the answer: {}", without_url(&e))
                },
                true,
            )
        })?;
        if status.as_u16() == 429 || status.is_server_error() {
            return Err(Failure { message: format!("HTTP {status}: {}", snippet(&text)), retry: true, retry_after });
        }
        if !status.is_success() {
            return Err(fail(format!("HTTP {status}: {}", snippet(&text)), false));
        }
        serde_json::from_str(&text)
            .map_err(|e| fail(format!("malformed JSON in the answer ({e}): {}", snippet(&text)), true))
    }

    /// One chat completion: from the cache, or asked and cached. The body's `cfb_sample`
    /// (which sample of a prompt) is part of the cache key, not of the request sent.
    pub async fn chat(&self, body: &Value) -> Result<(String, &'static str), String> {
        let key = cache_key(body);
        if let Some(answer) = self.cached(&key) {
            return reply_text(&answer).map(|t| (t, "cache"));
        }
        let mut sent = body.clone();
        if let Some(o) = sent.as_object_mut() {
            o.remove("cfb_sample");
        }
        let answer = self.post("chat/completions", &sent).await?;
        // Only an answer that holds a reply is cached: an empty one is asked again next time.
        let text = reply_text(&answer)?;
        self.store(&key, body, &answer)?;
        Ok((text, "endpoint"))
    }

    /// Many chat completions, at most `concurrency` at a time: each answer (with the index of
    /// its body) is sent on the channel as soon as it is there, so that the caller can finish
    /// and write it while the others are still asked. Dropping the returned [`InFlight`] starts
    /// no more requests and aborts those in flight (their answers were not cached, a rerun asks
    /// them again).
    pub fn chat_stream(self: &Arc<Self>, bodies: Vec<Value>) -> (InFlight, Answers) {
        let (send, receive) = tokio::sync::mpsc::unbounded_channel();
        let semaphore = Arc::new(Semaphore::new(self.settings.concurrency.max(1)));
        let mut set = tokio::task::JoinSet::new();
        for (i, body) in bodies.into_iter().enumerate() {
            let (client, semaphore, send) = (self.clone(), semaphore.clone(), send.clone());
            set.spawn(async move {
                let Ok(_permit) = semaphore.acquire_owned().await else { return };
                let _ = send.send((i, client.chat(&body).await));
            });
        }
        (InFlight { set, semaphore }, receive)
    }

    /// Cosine similarity of the embeddings of `a` and `b` (`/embeddings`, cached).
    pub async fn similarity(&self, a: &str, b: &str) -> Result<f64, String> {
        let model = self.settings.embedding_model.clone().ok_or("--embedding-model is not set")?;
        let body = serde_json::json!({"model": model, "input": [a, b]});
        let key = cache_key(&body);
        let answer = match self.cached(&key) {
            Some(a) => a,
            None => {
                let a = self.post("embeddings", &body).await?;
                self.store(&key, &body, &a)?;
                a
            }
        };
        let vector = |i: usize| -> Result<Vec<f64>, String> {
            let v = answer
                .get("data")
                .and_then(|d| d.get(i))
                .and_then(|d| d.get("embedding"))
                .and_then(Value::as_array)
                .ok_or_else(|| format!("the embeddings answer has no data[{i}].embedding"))?;
            Ok(v.iter().filter_map(Value::as_f64).collect())
        };
        Ok(cosine(&vector(0)?, &vector(1)?))
    }
}

/// The cosine of two vectors; 0 when either is zero or their lengths differ.
pub fn cosine(a: &[f64], b: &[f64]) -> f64 {
    if a.len() != b.len() || a.is_empty() {
        return 0.0;
    }
    let dot: f64 = a.iter().zip(b).map(|(x, y)| x * y).sum();
    let norm = |v: &[f64]| v.iter().map(|x| x * x).sum::<f64>().sqrt();
    let d = norm(a) * norm(b);
    if d == 0.0 {
        0.0
    } else {
        dot / d
    }
}

/// The reply text of a chat-completions answer: `choices[0].message.content`.
pub fn reply_text(answer: &Value) -> Result<String, String> {
    let choices = answer.get("choices").and_then(Value::as_array).ok_or("the answer has no `choices` list")?;
    let first = choices.first().ok_or("the answer's `choices` list is empty")?;
    first
        .get("message")
        .and_then(|m| m.get("content"))
        .and_then(Value::as_str)
        .map(str::to_string)
        .ok_or_else(|| "the answer's first choice has no message content".to_string())
}

/// The wait a `Retry-After` value asks for: delay-seconds, or an HTTP date (IMF-fixdate,
/// RFC 9110 §5.6.7, `Sun, 06 Nov 1994 08:49:37 GMT`) to wait until (none when it has passed).
fn retry_after(value: &str, now: std::time::SystemTime) -> Option<Duration> {
    let value = value.trim();
    if let Ok(secs) = value.parse::<f64>() {
        return (secs.is_finite() && secs >= 0.0).then(|| Duration::from_secs_f64(secs));
    }
    Some(http_date(value)?.duration_since(now).unwrap_or(Duration::ZERO))
}

/// An IMF-fixdate as a time.
fn http_date(value: &str) -> Option<std::time::SystemTime> {
    const MONTHS: [&str; 12] = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
    let parts: Vec<&str> = value.split_whitespace().collect();
    let [_, day, month, year, time, "GMT"] = parts[..] else { return None };
    let month = MONTHS.iter().position(|m| *m == month)? as i64 + 1;
    let (day, year): (i64, i64) = (day.parse().ok()?, year.parse().ok()?);
    let hms: Vec<i64> = time.split(':').map(|x| x.parse().ok()).collect::<Option<_>>()?;
    let [h, m, s] = hms[..] else { return None };
    // Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's `days_from_civil`).
    let y = if month <= 2 { year - 1 } else { year };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let doy = (153 * ((month + 9) % 12) + 2) / 5 + day - 1;
    let days = era * 146_097 + yoe * 365 + yoe / 4 - yoe / 100 + doy - 719_468;
    let secs = u64::try_from(days * 86_400 + h * 3600 + m * 60 + s).ok()?;
    Some(std::time::UNIX_EPOCH + Duration::from_secs(secs))
}

fn without_url(e: &reqwest::Error) -> String {
    let mut s = e.to_string();
    if let Some(url) = e.url() {
        s = s.replace(url.as_str(), "the endpoint");
    }
    s
}

fn snippet(text: &str) -> String {
    let t: String = text.chars().take(200).collect();
    if t.len() < text.len() {
        format!("{t}…")
    } else {
        t
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reply_shapes() {
        let ok = serde_json::json!({"choices": [{"message": {"role": "assistant", "content": "hi"}}]});
        assert_eq!(reply_text(&ok).unwrap(), "hi");
        assert!(reply_text(&serde_json::json!({"choices": []})).unwrap_err().contains("empty"));
        assert!(reply_text(&serde_json::json!({})).unwrap_err().contains("no `choices`"));
    }

    #[test]
    fn retry_after_in_seconds_or_as_a_date() {
        let now = std::time::UNIX_EPOCH + Duration::from_secs(784_111_777 - 30);
        assert_eq!(retry_after(" 2 ", now), Some(Duration::from_secs(2)));
        assert_eq!(retry_after("0.5", now), Some(Duration::from_millis(500)));
        assert_eq!(retry_after("-1", now), None);
        // RFC 9110's example date is 784111777 s after the epoch: 30 s from `now`.
        assert_eq!(retry_after("Sun, 06 Nov 1994 08:49:37 GMT", now), Some(Duration::from_secs(30)));
        assert_eq!(retry_after("Sun, 06 Nov 1994 08:49:07 GMT", now), Some(Duration::ZERO));
        assert_eq!(
            retry_after("Thu, 29 Feb 2024 00:00:00 GMT", std::time::UNIX_EPOCH),
            Some(Duration::from_secs(1_709_164_800))
        );
        assert_eq!(retry_after("Sunday, 06-Nov-94 08:49:37 GMT", now), None);
        assert_eq!(retry_after("soon", now), None);
    }

    #[test]
    fn cosine_of_vectors() {
        assert!((cosine(&[1.0, 0.0], &[1.0, 0.0]) - 1.0).abs() < 1e-12);
        assert_eq!(cosine(&[1.0, 0.0], &[0.0, 2.0]), 0.0);
        assert_eq!(cosine(&[0.0], &[1.0]), 0.0);
        assert_eq!(cosine(&[1.0], &[1.0, 2.0]), 0.0);
    }

    #[test]
    fn cache_keys_ignore_key_order() {
        let a: Value = serde_json::from_str(r#"{"model":"m","messages":[],"cfb_sample":0}"#).unwrap();
        let b: Value = serde_json::from_str(r#"{"cfb_sample":0,"messages":[],"model":"m"}"#).unwrap();
        assert_eq!(cache_key(&a), cache_key(&b));
        let c: Value = serde_json::from_str(r#"{"cfb_sample":1,"messages":[],"model":"m"}"#).unwrap();
        assert_ne!(cache_key(&a), cache_key(&c));
    }
}
