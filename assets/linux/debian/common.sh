# Shared by postinst and postrm (`cargo xtask dist` pastes it into each in
# place of the line "#COMMON#"): the `wahree` system user of the class
# server, looked up and changed under $DPKG_ROOT, so that the scripts work
# the same on a real system and in the throwaway root that
# `cargo xtask dist --check` installs into (dpkg --root DIR
# --force-script-chrootless, which sets DPKG_ROOT and runs no chroot).
root="${DPKG_ROOT:-}"

# The line of the user (or group with `group`) named wahree, if any.
entry() {
    if [ -n "$root" ]; then
        grep "^wahree:" "$root/etc/$1" || true
    else
        getent "$1" wahree || true
    fi
}

# useradd, userdel, groupdel, on the root's files.
in_root() {
    cmd=$1
    shift
    if [ -n "$root" ]; then
        "$cmd" --prefix "$root" "$@"
    else
        "$cmd" "$@"
    fi
}

# Whether systemd runs this system (never in a throwaway root).
systemd_here() {
    [ -z "$root" ] && [ -d /run/systemd/system ]
}
