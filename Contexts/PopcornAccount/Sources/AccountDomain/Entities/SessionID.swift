import Foundation

/// A TMDb session: the credential that lets popcorn read and change the person's account. Its
/// descriptions and its mirror are redacted, so a stray `print`, `dump`, log line or error can never show it.
public struct SessionID: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The session as TMDb issued it; send it to TMDb and write it to the session file, nowhere else.
    public let value: String

    /// A session, or `nil` for an empty or blank one.
    public init?(_ value: String) {
        let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else {
            return nil
        }
        self.value = trimmed
    }

    public var description: String { "SessionID(<redacted>)" }

    public var debugDescription: String { description }

    /// No children: `dump` and mirrors show the redacted description, never the value.
    public var customMirror: Mirror { Mirror(self, children: [:]) }
}
