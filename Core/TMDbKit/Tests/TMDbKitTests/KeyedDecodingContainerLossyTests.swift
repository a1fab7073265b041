import Foundation
import Testing

@testable import TMDbKit

@Suite struct KeyedDecodingContainerLossyTests {
    /// A probe that decodes one optional number and one optional array the lossy way.
    private struct Probe: Decodable {
        let number: Int?
        let numbers: [Int]?
        let names: [String]

        enum CodingKeys: String, CodingKey {
            case number
            case numbers
            case names
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            number = container.decodeLossy(Int.self, forKey: .number)
            numbers = container.decodeLossyArray(Int.self, forKey: .numbers)
            names = container.decodeLossyArrayOrEmpty(String.self, forKey: .names)
        }
    }

    private func probe(_ json: String) throws -> Probe {
        try TMDbJSON.decode(Probe.self, json: json)
    }

    @Test
    func decodeLossyReadsAPresentValue() throws {
        #expect(try probe(#"{"number": 42}"#).number == 42)
    }

    @Test
    func decodeLossyReadsAnAbsentKeyAsNil() throws {
        #expect(try probe("{}").number == nil)
    }

    @Test
    func decodeLossyReadsNullAsNil() throws {
        #expect(try probe(#"{"number": null}"#).number == nil)
    }

    @Test(
        arguments: [#""""#, #""42""#, "true", "4.5", "[]", "{}", "1e400", "99999999999999999999"])
    func decodeLossyReadsAWrongTypeAsNil(value: String) throws {
        #expect(try probe(#"{"number": \#(value)}"#).number == nil)
    }

    @Test
    func decodeLossyArrayKeepsEveryGoodElement() throws {
        #expect(try probe(#"{"numbers": [1, 2, 3]}"#).numbers == [1, 2, 3])
    }

    @Test
    func decodeLossyArrayDropsOnlyTheMalformedElements() throws {
        let probe = try probe(#"{"numbers": [1, "two", 3, null, {"x": 4}, [5], 6]}"#)

        #expect(probe.numbers == [1, 3, 6])
    }

    @Test
    func decodeLossyArrayDropsAMalformedLastElement() throws {
        #expect(try probe(#"{"numbers": [1, "two"]}"#).numbers == [1])
    }

    @Test
    func decodeLossyArrayReadsAbsentNullAndNonArraysAsNil() throws {
        #expect(try probe("{}").numbers == nil)
        #expect(try probe(#"{"numbers": null}"#).numbers == nil)
        #expect(try probe(#"{"numbers": ""}"#).numbers == nil)
        #expect(try probe(#"{"numbers": {"0": 1}}"#).numbers == nil)
    }

    @Test
    func decodeLossyArrayReadsAnEmptyArrayAsEmpty() throws {
        #expect(try probe(#"{"numbers": []}"#).numbers == [])
    }

    @Test
    func decodeLossyArrayOrEmptyReadsAMissingArrayAsEmpty() throws {
        #expect(try probe("{}").names == [])
        #expect(try probe(#"{"names": null}"#).names == [])
        #expect(try probe(#"{"names": ["a", 1, "b"]}"#).names == ["a", "b"])
    }
}
