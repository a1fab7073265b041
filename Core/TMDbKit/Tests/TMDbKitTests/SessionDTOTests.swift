import Foundation
import Testing

@testable import TMDbKit

@Suite struct SessionDTOTests {
    @Test func decodesTheNewSessionBody() throws {
        let session = try TMDbJSON.decode(SessionDTO.self, from: Fixture.data("authentication-session-new"))

        #expect(session == SessionDTO(success: true, sessionID: "79191836ddaa0da3df76a5ffef6f07ad6ab0c641"))
    }

    @Test func readsAMissingSuccessAsNil() throws {
        let session = try Fixture.decode(SessionDTO.self, json: #"{"session_id": "s"}"#)

        #expect(session == SessionDTO(success: nil, sessionID: "s"))
    }

    @Test(arguments: [
        #"{"success": true}"#, #"{"success": true, "session_id": 42}"#,
        #"{"success": false, "status_code": 17, "status_message": "Session denied."}"#,
    ])
    func failsWhenTheSessionIDIsMissingOrNotText(json: String) {
        #expect(throws: DecodingError.self) {
            try Fixture.decode(SessionDTO.self, json: json)
        }
    }

    @Test func encodesAsTMDbSendsIt() throws {
        let session = SessionDTO(success: true, sessionID: "s")
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(session)

        #expect(String(decoding: data, as: UTF8.self) == #"{"session_id":"s","success":true}"#)
        #expect(try JSONDecoder().decode(SessionDTO.self, from: data) == session)
    }
}
