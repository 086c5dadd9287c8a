//! Two children of the class with one name or one card, on the teacher's
//! view from the class server: a line for each group that says so, and
//! in a child's detail the offer to merge another record of them into
//! this one (asked once: nothing is lost, both records' work is kept).
//! What is a duplicate and how two records merge is the classroom's
//! (`classroom::duplicates`), the merge itself the server's.

use iced::Element;
use iced::widget::{Column, button, column, container, row};
// The app's text: it tells screen readers its size (headings).
use crate::app::furigana::text;

use super::learners;
use super::teacher::{Message, Online};
use super::theme;
use crate::classroom::LearnerId;
use crate::classroom::duplicates::Shared;
use crate::i18n::Localizer;

/// The names of `ids` as the class shows them, with commas.
fn names(i18n: &Localizer, online: &Online, ids: &[LearnerId]) -> String {
    ids.iter()
        .filter_map(|id| online.class.roster().get(id))
        .map(|l| learners::display_name(i18n, l))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A line for each group of children who share a name or a card.
pub fn warnings<'a>(i18n: &Localizer, online: &Online, size: f32) -> Column<'a, Message> {
    let mut out = Column::new().spacing(4);
    for d in &online.duplicates {
        let id = match d.shared {
            Shared::Name => "teacher-duplicate-name",
            Shared::Card => "teacher-duplicate-card",
        };
        let names = names(i18n, online, &d.learners);
        out = out.push(
            text(i18n.tr_with(id, &[("names", names.into())]))
                .size(size)
                .style(text::danger),
        );
    }
    out
}

/// The other records that share a name or a card with `id`, each once.
pub fn others(online: &Online, id: &LearnerId) -> Vec<LearnerId> {
    let mut out: Vec<LearnerId> = Vec::new();
    for d in online.duplicates.iter().filter(|d| d.learners.contains(id)) {
        for other in d.learners.iter().filter(|o| *o != id) {
            if !out.contains(other) {
                out.push(other.clone());
            }
        }
    }
    out
}

/// In `id`'s detail: a "merge" button for each other record that shares
/// their name or card, and the question once one was pressed.
pub fn offers<'a>(
    i18n: &Localizer,
    online: &Online,
    id: &LearnerId,
    merging: Option<&LearnerId>,
    size: f32,
) -> Option<Element<'a, Message>> {
    let others = others(online, id);
    if others.is_empty() {
        return None;
    }
    let name_of = |id: &LearnerId| names(i18n, online, std::slice::from_ref(id));
    let mut out = Column::new().spacing(8);
    for other in &others {
        out = out.push(
            button(
                text(i18n.tr_with("teacher-merge", &[("other", name_of(other).into())])).size(size),
            )
            .padding([6, 14])
            .style(theme::secondary)
            .on_press(Message::MergeAsk(other.clone())),
        );
    }
    if let Some(other) = merging.filter(|o| others.contains(o)) {
        let ask = i18n.tr_with(
            "teacher-merge-ask",
            &[
                ("name", name_of(id).into()),
                ("other", name_of(other).into()),
            ],
        );
        out = out.push(
            container(
                column![
                    text(ask).size(size),
                    row![
                        button(text(i18n.tr("teacher-merge-yes")).size(size))
                            .style(theme::primary)
                            .on_press(Message::MergeYes),
                        button(text(i18n.tr("learners-remove-no")).size(size))
                            .style(theme::secondary)
                            .on_press(Message::MergeNo),
                    ]
                    .spacing(10),
                ]
                .spacing(8),
            )
            .padding(10)
            .style(theme::notice),
        );
    }
    Some(out.into())
}
