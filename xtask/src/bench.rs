//! Figures for docs/performance.md, measured in headless Chromium.
pub fn run(
    _root: &std::path::Path,
    _site: &std::path::Path,
    _tools: &crate::browser::Tools,
    _url: &str,
) -> Result<(), String> {
    Err("not yet".into())
}
