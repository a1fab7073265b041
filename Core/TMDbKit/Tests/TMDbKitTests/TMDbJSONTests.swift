import Foundation
import Testing

@testable import TMDbKit

@Suite("TMDbJSON")
struct TMDbJSONTests {
    @Test("half a surrogate pair, alone, reads as the replacement character instead of sinking the body")
    func loneSurrogates() throws {
        let genre = try TMDbJSON.decode(GenreDTO.self, json: #"{"id": 18, "name": "Dr\ud83cama \udfac!"}"#)

        #expect(genre == GenreDTO(id: 18, name: "Dr\u{FFFD}ama \u{FFFD}!"))
    }

    @Test("a whole pair, other escapes and an escaped backslash before a u are left as they are")
    func wholePairs() throws {
        let genre = try TMDbJSON.decode(GenreDTO.self, json: #"{"id": 18, "name": "\ud83c\udfac \"\\ud83c\" \u00e9"}"#)

        #expect(genre.name == "🎬 \"\\ud83c\" é")
        #expect(TMDbJSON.replacingLoneSurrogates(in: Data(#""\ud83c\udfac \\ud83c""#.utf8)) == nil)
    }

    @Test("a body that is not JSON stays a decoding failure")
    func notJSON() {
        #expect(throws: DecodingError.self) { try TMDbJSON.decode(GenreDTO.self, json: #"{"id": 18, "name": "\ud83c"#) }
    }
}
