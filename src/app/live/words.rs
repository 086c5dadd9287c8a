//! The live core's refusals (`live-…` ids from the server) in the app's
//! words: the few a teacher or a child can meet by doing what the screens
//! offer have their own sentence; the rest share one.

/// The fluent id of the app's sentence for the server's refusal `id`.
pub fn refusal(id: &str) -> &'static str {
    match id {
        "live-running" => "live-failure-running",
        "live-no-puzzles" => "live-failure-no-puzzles",
        "live-too-late" | "live-not-open" => "live-failure-too-late",
        "live-answered" | "live-voted" => "live-failure-answered",
        "live-tie" => "live-failure-tie",
        "live-no-votes" => "live-failure-no-votes",
        "live-ended" => "live-failure-ended",
        _ => "live-failure-other",
    }
}
