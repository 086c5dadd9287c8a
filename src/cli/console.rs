//! On Windows, `wahree.exe` is a console program, so that `wahree check`
//! and `wahree serve` print where a teacher typed them. Opened from the
//! Start menu or Explorer, though, Windows gives it a console window of
//! its own, which would stay open behind the app the whole lesson. The
//! app lets go of that window when no other program shares it (a Command
//! Prompt it was typed in does): the window closes a moment after it
//! appeared. Elsewhere there is nothing to do.

#[cfg(windows)]
pub fn let_go_of_own_console() {
    #[link(name = "kernel32")]
    unsafe extern "system" {
        fn GetConsoleProcessList(list: *mut u32, count: u32) -> u32;
        fn FreeConsole() -> i32;
    }
    let mut ids = [0u32; 2];
    // SAFETY: `ids` is valid for writes of the length given, the only
    // pointer passed. The answer is 0 without a console, the count of
    // the processes sharing it otherwise (more than 2: too many to list).
    let sharing = unsafe { GetConsoleProcessList(ids.as_mut_ptr(), ids.len() as u32) };
    if sharing == 1 {
        // SAFETY: no arguments. Writes to the standard streams after it
        // go nowhere (Rust's standard library ignores an invalid handle).
        unsafe {
            FreeConsole();
        }
    }
}

#[cfg(not(windows))]
pub fn let_go_of_own_console() {}
