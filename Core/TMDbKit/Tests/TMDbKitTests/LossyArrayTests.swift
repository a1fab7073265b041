import Foundation
import Testing

@testable import TMDbKit

@Suite struct LossyArrayTests {
    /// A DTO-like probe whose only field is a lenient optional array, with the synthesized `Codable`.
    private struct Probe: Codable, Equatable {
        @LossyArray var numbers: [Int]?
    }

    @Test(arguments: ["{}", #"{"numbers": null}"#, #"{"numbers": ""}"#, #"{"numbers": {"a": 1}}"#])
    func readsAnAbsentNullOrNonArrayFieldAsNil(json: String) throws {
        #expect(try TMDbJSON.decode(Probe.self, json: json).numbers == nil)
    }

    @Test
    func dropsOnlyTheMalformedElements() throws {
        let probe = try TMDbJSON.decode(Probe.self, json: #"{"numbers": [1, "two", 3, null, [4], 5]}"#)
        #expect(probe.numbers == [1, 3, 5])
    }

    @Test
    func leavesANilArrayOutWhenEncoding() throws {
        let data = try JSONEncoder().encode(Probe(numbers: nil))
        #expect(String(decoding: data, as: UTF8.self) == "{}")
    }

    @Test
    func writesAnEmptyArrayAsAnEmptyArray() throws {
        let data = try JSONEncoder().encode(Probe(numbers: []))
        #expect(String(decoding: data, as: UTF8.self) == #"{"numbers":[]}"#)
    }
}
