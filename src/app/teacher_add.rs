//! The teacher's "Add children" box: names typed or pasted one a line (a
//! language after a comma, as in a class list), read as a class list is
//! read, and added at once when every line is right; the bad lines are
//! listed otherwise, and nobody is added. The first thing a teacher with
//! an empty class sees (from Home's "Add children", and in the teacher's
//! view while the class has no names).

use iced::widget::{Column, button, column, container, row, text_editor};
// The app's text: it tells screen readers its size (headings).
use crate::app::furigana::text;
use iced::{Center, Element, Fill, Length};

use super::play::BoardSize;
use super::theme;
use crate::classroom::Roster;
use crate::classroom::class_list::{self, Import, LineProblem};
use crate::i18n::Localizer;

/// The widget id of the names' box, given the keyboard when it opens.
pub const ADD_ID: &str = "teacher-add-names";

/// A key or a click in the names' box (iced's action, compared as iced
/// compares it, so the teacher's messages can be `Eq`).
#[derive(Clone, Debug)]
pub struct Edit(pub text_editor::Action);

impl PartialEq for Edit {
    fn eq(&self, other: &Edit) -> bool {
        self.0 == other.0
    }
}

impl Eq for Edit {}

#[derive(Debug, Default)]
pub struct AddBox {
    names: text_editor::Content,
    /// The list as read when it could not all be added: its bad lines, or
    /// only names the class has already.
    refused: Option<Import>,
}

impl AddBox {
    pub fn edit(&mut self, Edit(action): Edit) {
        if action.is_edit() {
            self.refused = None;
        }
        self.names.perform(action);
    }

    /// Replaces what the box holds (a test's typing, or a paste).
    pub fn set(&mut self, names: &str) {
        self.names = text_editor::Content::with_text(names);
        self.refused = None;
    }

    pub fn text(&self) -> String {
        self.names.text()
    }

    /// Whether nothing but spaces is typed.
    pub fn is_empty(&self) -> bool {
        self.names.text().trim().is_empty()
    }

    /// Why the list was not added (`read`'s answer to it).
    pub fn refuse(&mut self, list: Import) {
        self.refused = Some(list);
    }

    pub fn refused(&self) -> Option<&Import> {
        self.refused.as_ref()
    }

    pub fn view<'a, M: Clone + 'a>(
        &'a self,
        i18n: &Localizer,
        size: BoardSize,
        on: Msgs<M>,
        import_view: impl FnOnce(&Import) -> Element<'a, M>,
    ) -> Column<'a, M> {
        let t = |n: u16| size.text(n);
        let edit = on.edit;
        let editor = text_editor(&self.names)
            .id(ADD_ID)
            .placeholder(i18n.tr("teacher-add-placeholder"))
            .on_action(move |a| edit(Edit(a)))
            .size(t(16))
            .padding(8)
            .height(Length::Fixed(t(16) * 1.3 * 4.0 + 16.0));
        let add = button(text(i18n.tr("teacher-add-save")).size(t(16)))
            .padding([8, 16])
            .style(theme::primary)
            .on_press_maybe((!self.is_empty()).then_some(on.save));
        let import = button(text(i18n.tr("teacher-import")).size(t(16)))
            .padding([8, 16])
            .style(theme::secondary)
            .on_press(on.import);
        let close = button(text(i18n.tr("learners-cancel")).size(t(16)))
            .padding([8, 16])
            .style(theme::secondary)
            .on_press(on.close);
        let mut buttons = column![add, import].spacing(6);
        if let Some(langs) = on.langs {
            buttons = buttons.push(
                button(text(i18n.tr("teacher-langs")).size(t(16)))
                    .padding([8, 16])
                    .style(theme::secondary)
                    .on_press(langs),
            );
        }
        let mut c = column![
            text(i18n.tr("teacher-add-title")).size(t(20)),
            text(i18n.tr("teacher-add-hint")).size(t(14)),
            row![container(editor).width(Fill), buttons.push(close)]
                .spacing(10)
                .align_y(Center),
        ];
        if let Some(list) = &self.refused {
            c = c.push(import_view(list));
        }
        c
    }
}

/// The messages the box sends.
pub struct Msgs<M> {
    pub edit: fn(Edit) -> M,
    pub save: M,
    pub import: M,
    /// On a class server's view, whose bar has no room for it, the box
    /// also opens the languages of many children.
    pub langs: Option<M>,
    pub close: M,
}

/// The names typed, read against `roster` as a class list is. A blank
/// line between names is no mistake here (a teacher leaves one), so it
/// is not one of the bad lines.
pub fn read(typed: &str, roster: &Roster) -> Import {
    let mut list = class_list::read(typed.as_bytes(), roster, &crate::classroom::guest_words());
    let lines: Vec<&str> = typed.lines().collect();
    list.problems.retain(|(line, p)| {
        !(*p == LineProblem::Empty
            && lines
                .get(line.wrapping_sub(1))
                .is_some_and(|l| l.trim().is_empty()))
    });
    list
}

/// Whether the names can be added as they are: no bad line, and someone
/// new.
pub fn ready(list: &Import) -> bool {
    list.is_ok() && !list.add.is_empty()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::classroom::Classroom;
    use crate::i18n::Lang;

    #[test]
    fn names_typed_one_a_line_are_read_with_their_languages_and_blank_lines_are_no_fault() {
        let class = Classroom::default();
        let list = read("Aiko, ja\n\nKofi\n  \nLucía,es\n", class.roster());
        assert!(ready(&list), "{list:?}");
        let names: Vec<(&str, Option<Lang>)> =
            list.add.iter().map(|n| (n.name.as_str(), n.lang)).collect();
        assert_eq!(
            names,
            [
                ("Aiko", Some(Lang::Ja)),
                ("Kofi", None),
                ("Lucía", Some(Lang::Es))
            ]
        );
    }

    #[test]
    fn a_bad_line_or_nobody_new_is_not_ready() {
        let mut class = Classroom::default();
        let twice = read("Aiko\nKofi\naiko\n", class.roster());
        assert!(!ready(&twice));
        assert_eq!(twice.problems.len(), 1, "{twice:?}");
        let wrong = read("Aiko,zz\n", class.roster());
        assert!(!ready(&wrong));
        class.add("Aiko", None, 1).unwrap();
        let known = read("Aiko\n", class.roster());
        assert!(known.is_ok() && !ready(&known), "{known:?}");
        assert_eq!(known.already.len(), 1);
    }

    #[test]
    fn typing_clears_a_refusal() {
        let class = Classroom::default();
        let mut b = AddBox::default();
        b.set("Aiko\naiko");
        assert!(!b.is_empty());
        b.refuse(read(&b.text(), class.roster()));
        assert!(b.refused().is_some());
        b.edit(Edit(text_editor::Action::Edit(text_editor::Edit::Insert(
            'x',
        ))));
        assert!(b.refused().is_none());
        b.set("  \n ");
        assert!(b.is_empty());
    }
}
