import Foundation
import PeopleDomain
import Testing

@testable import PeopleApplication

@Suite("PersonCreditMediaType+Codable")
struct PersonCreditMediaTypeCodableTests {
    @Test("every media type encodes as its raw value and decodes back", arguments: PersonCreditMediaType.allCases)
    func roundTrip(mediaType: PersonCreditMediaType) throws {
        let data = try JSONEncoder().encode([mediaType])
        #expect(String(decoding: data, as: UTF8.self) == "[\"\(mediaType.rawValue)\"]")
        #expect(try JSONDecoder().decode([PersonCreditMediaType].self, from: data) == [mediaType])
    }

    @Test("a media type the domain does not know fails to decode")
    func unknownValue() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([PersonCreditMediaType].self, from: Data("[\"podcast\"]".utf8))
        }
    }
}
