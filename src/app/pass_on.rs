//! The `Widget` methods that a widget wrapping one child (a field of it,
//! the first child of its tree, laid out where the wrapper is) passes on
//! unchanged: `Even`, `Said`, `Settle` and the browser's `Typing` change a
//! layout, what tests and screen readers are told or where keys go, not
//! how the child is drawn or takes the mouse.

/// `update`, passed on to `self.$content` (the impl's message, theme and
/// renderer types given, as a macro cannot name the impl's parameters).
macro_rules! update {
    ($content:ident, $message:ty, $theme:ty, $renderer:ty) => {
        fn update(
            &mut self,
            tree: &mut iced_core::widget::Tree,
            event: &iced_core::Event,
            layout: iced_core::Layout<'_>,
            cursor: iced_core::mouse::Cursor,
            renderer: &$renderer,
            clipboard: &mut dyn iced_core::Clipboard,
            shell: &mut iced_core::Shell<'_, $message>,
            viewport: &iced_core::Rectangle,
        ) {
            self.$content.as_widget_mut().update(
                &mut tree.children[0],
                event,
                layout,
                cursor,
                renderer,
                clipboard,
                shell,
                viewport,
            );
        }
    };
}

/// `mouse_interaction` and `overlay`, passed on to `self.$content`.
macro_rules! pointer_and_overlay {
    ($content:ident, $message:ty, $theme:ty, $renderer:ty) => {
        fn mouse_interaction(
            &self,
            tree: &iced_core::widget::Tree,
            layout: iced_core::Layout<'_>,
            cursor: iced_core::mouse::Cursor,
            viewport: &iced_core::Rectangle,
            renderer: &$renderer,
        ) -> iced_core::mouse::Interaction {
            self.$content.as_widget().mouse_interaction(
                &tree.children[0],
                layout,
                cursor,
                viewport,
                renderer,
            )
        }

        fn overlay<'b>(
            &'b mut self,
            tree: &'b mut iced_core::widget::Tree,
            layout: iced_core::Layout<'b>,
            renderer: &$renderer,
            viewport: &iced_core::Rectangle,
            translation: iced_core::Vector,
        ) -> Option<iced_core::overlay::Element<'b, $message, $theme, $renderer>> {
            self.$content.as_widget_mut().overlay(
                &mut tree.children[0],
                layout,
                renderer,
                viewport,
                translation,
            )
        }
    };
}

/// `draw`, `children` and `diff`, passed on to `self.$content`.
macro_rules! draw_and_tree {
    ($content:ident, $theme:ty, $renderer:ty) => {
        fn draw(
            &self,
            tree: &iced_core::widget::Tree,
            renderer: &mut $renderer,
            theme: &$theme,
            style: &iced_core::renderer::Style,
            layout: iced_core::Layout<'_>,
            cursor: iced_core::mouse::Cursor,
            viewport: &iced_core::Rectangle,
        ) {
            self.$content.as_widget().draw(
                &tree.children[0],
                renderer,
                theme,
                style,
                layout,
                cursor,
                viewport,
            );
        }

        fn children(&self) -> Vec<iced_core::widget::Tree> {
            vec![iced_core::widget::Tree::new(&self.$content)]
        }

        fn diff(&self, tree: &mut iced_core::widget::Tree) {
            tree.diff_children(std::slice::from_ref(&self.$content));
        }
    };
}

pub(crate) use {draw_and_tree, pointer_and_overlay, update};
