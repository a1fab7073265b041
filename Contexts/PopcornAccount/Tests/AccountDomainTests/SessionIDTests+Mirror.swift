import AccountDomain
import AccountTestHelpers
import Testing

/// `dump` and mirrors walk a value's stored properties: the session's value must not be one they show.
extension SessionIDTests {
    /// What `dump` writes of `value`.
    func dumped<Value>(_ value: Value) -> String {
        var text = ""
        dump(value, to: &text)
        return text
    }

    @Test("dumped, a session shows its redacted description, never its value")
    func dumpRedacted() {
        let text = dumped(session)

        #expect(!text.contains(session.value))
        #expect(text.contains("SessionID(<redacted>)"))
    }

    @Test("dumped, the account session holding it, or an optional or a list of it, never shows the value")
    func dumpRedactedInside() {
        let optional: SessionID? = session

        for text in [dumped(AccountSession.mock), dumped(optional), dumped([session, .mockEnvironment])] {
            #expect(!text.contains(SessionID.mock.value))
            #expect(!text.contains(SessionID.mockEnvironment.value))
            #expect(text.contains("SessionID(<redacted>)"))
        }
    }

    @Test("its mirror has no children to reach the value through")
    func mirror() {
        #expect(Mirror(reflecting: session).children.isEmpty)
    }
}
