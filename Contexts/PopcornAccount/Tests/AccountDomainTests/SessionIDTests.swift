import AccountDomain
import AccountTestHelpers
import Testing

/// The session is a credential: however it is printed, its value never shows.
@Suite("SessionID")
struct SessionIDTests {
    let session = SessionID.mock

    @Test("its description, debug description and interpolation are redacted")
    func redacted() {
        #expect(session.description == "SessionID(<redacted>)")
        #expect(session.debugDescription == "SessionID(<redacted>)")
        #expect("\(session)" == "SessionID(<redacted>)")
        #expect(String(describing: session) == "SessionID(<redacted>)")
        #expect(String(reflecting: session) == "SessionID(<redacted>)")
    }

    @Test("printed inside an optional, a collection or the account session, it stays redacted")
    func redactedInside() {
        let optional: SessionID? = session

        #expect(String(describing: optional) == "Optional(SessionID(<redacted>))")
        #expect("\([session])" == "[SessionID(<redacted>)]")
        #expect(!String(describing: AccountSession.mock).contains(session.value))
        #expect(!String(reflecting: AccountSession.mock).contains(session.value))
        #expect(!"\(AccountSession.mock)".contains(session.value))
    }

    @Test("the value is kept trimmed, for TMDb and the session file alone")
    func value() {
        #expect(SessionID("  mock-session-4f1c2a9e \n")?.value == "mock-session-4f1c2a9e")
        #expect(SessionID(" mock-session-4f1c2a9e") == session)
    }

    @Test("an empty or blank session is no session", arguments: ["", " ", "\n", " \t\n "])
    func blank(text: String) {
        #expect(SessionID(text) == nil)
    }
}
