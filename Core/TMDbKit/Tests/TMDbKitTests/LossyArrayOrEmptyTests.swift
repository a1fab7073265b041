import Foundation
import Testing

@testable import TMDbKit

@Suite struct LossyArrayOrEmptyTests {
    /// A DTO-like probe whose only field is an array read as `[]` when missing, with the
    /// synthesized `Codable`.
    private struct Probe: Codable, Equatable {
        @LossyArrayOrEmpty var names: [String]
    }

    @Test(arguments: ["{}", #"{"names": null}"#, #"{"names": 3}"#])
    func readsAnAbsentNullOrNonArrayFieldAsEmpty(json: String) throws {
        #expect(try TMDbJSON.decode(Probe.self, json: json).names == [])
    }

    @Test
    func dropsOnlyTheMalformedElements() throws {
        let probe = try TMDbJSON.decode(Probe.self, json: #"{"names": ["a", 2, "b", null]}"#)
        #expect(probe.names == ["a", "b"])
    }

    @Test
    func writesAnEmptyArrayRatherThanLeavingTheKeyOut() throws {
        let data = try JSONEncoder().encode(Probe(names: []))
        #expect(String(decoding: data, as: UTF8.self) == #"{"names":[]}"#)
    }
}
