import Foundation
import Testing

@testable import TMDbKit

@Suite struct LossyTests {
    /// A DTO-like probe whose only field is lenient, with the synthesized `Codable`.
    private struct Probe: Codable, Equatable {
        @Lossy var number: Int?
    }

    @Test(arguments: ["{}", #"{"number": null}"#, #"{"number": ""}"#, #"{"number": "42"}"#, #"{"number": 4.5}"#])
    func readsAnAbsentNullOrWrongTypedFieldAsNil(json: String) throws {
        #expect(try TMDbJSON.decode(Probe.self, json: json).number == nil)
    }

    @Test
    func readsAPresentValue() throws {
        #expect(try TMDbJSON.decode(Probe.self, json: #"{"number": 42}"#).number == 42)
    }

    @Test
    func leavesANilFieldOutWhenEncoding() throws {
        let data = try JSONEncoder().encode(Probe(number: nil))
        #expect(String(decoding: data, as: UTF8.self) == "{}")
    }

    @Test
    func writesAValueAsThePlainValue() throws {
        let data = try JSONEncoder().encode(Probe(number: 7))
        #expect(String(decoding: data, as: UTF8.self) == #"{"number":7}"#)
    }

    @Test
    func readsAWrongTypedElementOfAnArrayAsNilOutsideAKeyedContainer() throws {
        let values = try TMDbJSON.decode([Lossy<Int>].self, json: #"[1, "two", null]"#)
        #expect(values.map(\.wrappedValue) == [1, nil, nil])
    }
}
