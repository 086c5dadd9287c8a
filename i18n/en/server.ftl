# The class server on the devices: joining a class, the sign that says
# whether work waits to be sent, the teacher's sign-in and the class's code.

## Why something asked of the class server did not happen.
server-failure-unreachable = The class server cannot be reached. Check that this device is on the school's network and that the server is running.
server-failure-no-address = Type the class server's address first (for example http://10.0.0.5:8080).
server-failure-not-wahree = Something answered at that address, but it is not a Wahree class server. Check the address.
server-failure-unauthorized = The class server did not accept this device or this password.
server-failure-not-found = The class server has no such class or learner.
server-failure-slowed = The class server is asking to wait before trying again.
server-failure-server = The class server had a problem. Try again in a moment; nothing on this device is lost.
# The server and this device speak different versions of the records.
sync-refused-device-newer = This device has a newer Wahree than the class server. Please update the server; nothing is lost meanwhile.
sync-refused-device-older = This device has an older Wahree than the class server. Please update Wahree on this device; nothing is lost meanwhile.

## The sign on "Who is playing?" and Home ($learners: how many children's work waits).
sync-sign-waiting = { $learners ->
        [one] One child's work is waiting to be sent.
       *[other] The work of { $learners } children is waiting to be sent.
    }
sync-sign-unreachable = The class server cannot be reached right now; it will be sent when it is back.
sync-sign-offline = The class server cannot be reached right now; everything done on this device is already on it.
sync-sign-forgotten = The class server no longer knows this device. Ask the teacher to join the class again in Settings; nothing is lost.
# Home's sign in a few words (the whole of it is said in Settings).
sync-sign-short-unreachable = Not sent yet: the class server cannot be reached.
sync-sign-short-offline = The class server cannot be reached; nothing waits to be sent.
sync-sign-short-refused = Not sent: Wahree needs updating. More in Settings.
sync-sign-short-forgotten = The class server no longer knows this device. More in Settings.

## "Join your class": the class code from the teacher's screen.
picker-join = Join your class
picker-class = Class: { $class }
picker-keys-join = Keys: arrows choose a card, Enter picks it · N add my name · J join your class · T teacher
picker-keys-back-join = Keys: arrows choose a card, Enter picks it · N add my name · J join your class · T teacher · Esc home
join-title = Join your class
join-hint = Type the class code your teacher shows on the big screen.
join-button = Join
join-later = Not now
join-joining = Joining…
join-wrong-code = There is no class with that code. Look at the code again and type it once more.
join-keys = Keys: Enter joins · Esc not now

## The teacher signs in on a device that is in a class ($class: the class's name).
sign-in-title = Teacher's sign-in
sign-in-hint = Type the password of class { $class } to see the whole class from the class server.
sign-in-placeholder = Class password
sign-in-button = Sign in
sign-in-waiting = Checking…
sign-in-wrong = That password is not right. Please try again.
sign-in-no-class = The class server no longer has this class.
sign-in-slowed = Too many wrong passwords: wait { $seconds } { $seconds ->
        [one] second
       *[other] seconds
    }, then try again.
sign-in-forgotten = Forgotten password? On the class server, run: wahree serve class password { $code }
sign-in-keys = Keys: Enter signs in · Esc cancels

## The class code, with its link and QR code, on the teacher's view.
class-code-title = Class code
class-code-hint = Type the code on a device, or open the link, or scan the QR code.
class-code-show = Show the QR code
teacher-server-class = Class { $class }, from the class server
teacher-export-learner = Export their data
teacher-export-learner-title = Save this learner's data
teacher-export-learner-hint = Everything the class server keeps about this learner, in a JSON file (for a parent who asks).
teacher-remove-all = Remove with all their data
teacher-remove-all-ask = Remove { $name } and everything the class server keeps about { $name }?
teacher-remove-all-again = Are you sure? { $name }'s lessons, stars, puzzles and games will be deleted from the class server and from every device of the class. This cannot be undone.
teacher-remove-type = To remove { $name } for good, type the name { $name } here:
teacher-remove-for-good = Remove { $name } for good
teacher-remove-failed = The learner could not be removed: { $why }
teacher-rename-failed = The name could not be changed: { $why }

## The class's devices and its code, on the teacher's view ($number: the
## device's place in the list; $joined: a date; $used: "Today", "3 days
## ago" or a date; $why: what went wrong).
teacher-devices = Devices
teacher-devices-title = The class's devices
teacher-devices-hint = Every computer and tablet that joined the class with its code. Forget one that is lost or no longer used: it can only come back by typing the code again. A new class code stops anyone from joining with the old one; the devices already in the class keep working.
teacher-devices-asking = Asking the class server…
teacher-devices-none = No device has joined the class yet.
teacher-device-line = Device { $number }: joined { $joined }, last used: { $used }
teacher-device-forget = Forget this device
teacher-new-code = New class code
teacher-server-failed = The class server could not do it: { $why }

## Two children of the class with one name or one card, on the teacher's
## view from the class server ($names: their names, with commas; $name:
## the child whose detail is open; $other: the other record of them).
teacher-duplicate-name = These children have the same name: { $names }. Give one of them another name, or, if they are one child, open one of them and merge the other into it.
teacher-duplicate-card = These children have the same card: { $names }. Give one of them another card, or, if they are one child, open one of them and merge the other into it.
teacher-merge = Merge { $other } into this record
teacher-merge-ask = Are { $name } and { $other } the same child? Everything { $other } did will move to { $name }, and { $other } will leave the class list.
teacher-merge-yes = Yes, one child: merge
teacher-merge-failed = The two records could not be merged: { $why }

## Settings' "Class server" ($class: the class's name, $address: the server's).
server-title = Class server
server-hint = Join this computer to a class on the school's class server: type the server's address and the class code shown on the teacher's screen.
server-code-placeholder = Class code
server-joined = This computer is in class { $class } on { $address }.
server-leave = Leave the class
server-leave-ask = Leave the class? The learners stay on this computer as they are, but nothing more is sent or received.
server-leave-yes = Yes, leave
