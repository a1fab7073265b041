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

    private func probe(_ json: String, _ decoder: DecoderKind) throws -> Probe {
        try decoder.decode(Probe.self, json: json)
    }

    @Test(arguments: DecoderKind.allCases)
    func decodeLossyReadsAPresentValue(decoder: DecoderKind) throws {
        #expect(try probe(#"{"number": 42}"#, decoder).number == 42)
    }

    @Test(arguments: DecoderKind.allCases)
    func decodeLossyReadsAnAbsentKeyAsNil(decoder: DecoderKind) throws {
        #expect(try probe("{}", decoder).number == nil)
    }

    @Test(arguments: DecoderKind.allCases)
    func decodeLossyReadsNullAsNil(decoder: DecoderKind) throws {
        #expect(try probe(#"{"number": null}"#, decoder).number == nil)
    }

    @Test(
        arguments: DecoderKind.allCases, [#""""#, #""42""#, "true", "4.5", "[]", "{}", "1e400", "99999999999999999999"])
    func decodeLossyReadsAWrongTypeAsNil(decoder: DecoderKind, value: String) throws {
        #expect(try probe(#"{"number": \#(value)}"#, decoder).number == nil)
    }

    @Test(arguments: DecoderKind.allCases)
    func decodeLossyArrayKeepsEveryGoodElement(decoder: DecoderKind) throws {
        #expect(try probe(#"{"numbers": [1, 2, 3]}"#, decoder).numbers == [1, 2, 3])
    }

    @Test(arguments: DecoderKind.allCases)
    func decodeLossyArrayDropsOnlyTheMalformedElements(decoder: DecoderKind) throws {
        let probe = try probe(#"{"numbers": [1, "two", 3, null, {"x": 4}, [5], 6]}"#, decoder)

        #expect(probe.numbers == [1, 3, 6])
    }

    @Test(arguments: DecoderKind.allCases)
    func decodeLossyArrayDropsAMalformedLastElement(decoder: DecoderKind) throws {
        #expect(try probe(#"{"numbers": [1, "two"]}"#, decoder).numbers == [1])
    }

    @Test(arguments: DecoderKind.allCases)
    func decodeLossyArrayReadsAbsentNullAndNonArraysAsNil(decoder: DecoderKind) throws {
        #expect(try probe("{}", decoder).numbers == nil)
        #expect(try probe(#"{"numbers": null}"#, decoder).numbers == nil)
        #expect(try probe(#"{"numbers": ""}"#, decoder).numbers == nil)
        #expect(try probe(#"{"numbers": {"0": 1}}"#, decoder).numbers == nil)
    }

    @Test(arguments: DecoderKind.allCases)
    func decodeLossyArrayReadsAnEmptyArrayAsEmpty(decoder: DecoderKind) throws {
        #expect(try probe(#"{"numbers": []}"#, decoder).numbers == [])
    }

    @Test(arguments: DecoderKind.allCases)
    func decodeLossyArrayOrEmptyReadsAMissingArrayAsEmpty(decoder: DecoderKind) throws {
        #expect(try probe("{}", decoder).names == [])
        #expect(try probe(#"{"names": null}"#, decoder).names == [])
        #expect(try probe(#"{"names": ["a", 1, "b"]}"#, decoder).names == ["a", "b"])
    }
}
