//! The classroom's problems in words: a class list's bad lines, and what
//! loading a class found.

use super::Localizer;
use crate::classroom::class_list::LineProblem;
use crate::classroom::{LoadProblem, MAX_NAME, NameProblem, StorageError};

impl Localizer {
    /// Why a name was refused.
    pub fn name_problem(&self, problem: &NameProblem) -> String {
        match problem {
            NameProblem::Empty => self.tr("learner-name-empty"),
            NameProblem::TooLong => {
                self.tr_with("learner-name-too-long", &[("max", MAX_NAME.into())])
            }
            NameProblem::Taken(name) => {
                self.tr_with("learner-name-taken", &[("name", name.clone().into())])
            }
            NameProblem::Guest(name) => {
                self.tr_with("learner-name-guest", &[("name", name.clone().into())])
            }
            NameProblem::Invisible => self.tr("learner-name-invisible"),
        }
    }

    /// Why a class list's line cannot be imported.
    pub fn line_problem(&self, p: &LineProblem) -> String {
        match p {
            LineProblem::Duplicate { first } => {
                self.tr_with(p.message_id(), &[("first", (*first).into())])
            }
            LineProblem::TooLong => self.tr_with(p.message_id(), &[("max", MAX_NAME.into())]),
            LineProblem::UnknownLanguage(code) => {
                self.tr_with(p.message_id(), &[("code", code.clone().into())])
            }
            LineProblem::TooManyColumns(count) => {
                self.tr_with(p.message_id(), &[("count", (*count).into())])
            }
            LineProblem::OtherSeparator { found, file } => self.tr_with(
                p.message_id(),
                &[
                    ("found", separator_name(*found).into()),
                    ("file", separator_name(*file).into()),
                ],
            ),
            _ => self.tr(p.message_id()),
        }
    }

    /// Why a storage could not do what was asked.
    pub fn storage_error(&self, e: &StorageError) -> String {
        match e {
            StorageError::Other(Some(code)) => {
                self.tr_with(e.message_id(), &[("code", (*code).into())])
            }
            StorageError::Other(None) => self.tr_with(e.message_id(), &[("code", "none".into())]),
            _ => self.tr(e.message_id()),
        }
    }

    /// What loading a class found, naming the file.
    pub fn load_problem(&self, p: &LoadProblem) -> String {
        match p {
            LoadProblem::Corrupt { key, kept } => self.tr_with(
                "class-file-corrupt",
                &[("file", key.clone().into()), ("kept", kept.clone().into())],
            ),
            LoadProblem::Newer { key } => {
                self.tr_with("class-file-newer", &[("file", key.clone().into())])
            }
            LoadProblem::Unreadable { key, error } => self.tr_with(
                "class-file-unreadable",
                &[
                    ("file", key.clone().into()),
                    ("why", self.storage_error(error).into()),
                ],
            ),
        }
    }
}

/// A separator as a teacher sees it: the tab has no mark of its own.
fn separator_name(c: char) -> String {
    match c {
        '\t' => "tab".to_owned(),
        c => c.to_string(),
    }
}
