//! Words for the problems found in lesson, puzzle and translation files
//! (`i18n/*/problems.ftl`, and the engine's `setup-*` messages for wrong
//! positions). The app shows them in the learner's language; `wahree
//! check` uses the English localizer, so the English lives in one place.

use crate::content::{Arg, Detail, Problem, Severity};

use super::{FluentValue, Localizer};

impl Localizer {
    /// What is wrong, as a sentence.
    pub fn detail(&self, detail: &Detail) -> String {
        let args: Vec<(&str, FluentValue<'_>)> = detail
            .args
            .iter()
            .map(|(name, value)| {
                let v = match value {
                    Arg::Number(n) => FluentValue::from(*n),
                    Arg::Text(t) => FluentValue::from(t.as_str()),
                };
                (*name, v)
            })
            .collect();
        self.tr_with(detail.id, &args)
    }

    /// `file:line:col: error: sentence`, as `wahree check` prints it (the
    /// words `error` and `warning` are the form editors and tools read).
    pub fn problem_line(&self, p: &Problem) -> String {
        let kind = match p.severity {
            Severity::Error => "error",
            Severity::Warning => "warning",
        };
        format!("{}: {kind}: {}", p.place(), self.detail(&p.detail))
    }
}
