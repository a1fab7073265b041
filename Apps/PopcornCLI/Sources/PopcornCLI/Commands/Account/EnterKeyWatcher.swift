import Foundation
import Synchronization

/// Notices each Enter on standard input while sign-in waits for TMDb's approval, so the person
/// who just approved need not wait for the next try. Reads lines on a thread of its own (a read
/// blocks); at the end of input it stops, and waiting falls back to the clock alone.
final class EnterKeyWatcher: Sendable {
    private let pressed = Atomic<Int>(0)

    /// Starts reading standard input.
    func start() {
        Thread { [self] in
            while readLine(strippingNewline: true) != nil {
                pressed.add(1, ordering: .releasing)
            }
        }
        .start()
    }

    /// Waits `seconds`, or less when Enter is pressed meanwhile (checked every 50 ms).
    func wait(upTo seconds: Double) async {
        let seen = pressed.load(ordering: .acquiring)
        var waited = 0.0
        while waited < seconds, pressed.load(ordering: .acquiring) == seen {
            try? await Task.sleep(for: .milliseconds(50))
            waited += 0.05
        }
    }
}
