//! Lessons and translations are embedded with `include_dir`, which notices
//! edited files but not added or removed ones: watch the folders themselves.
fn main() {
    println!("cargo:rerun-if-changed=lessons");
    println!("cargo:rerun-if-changed=i18n");
}
