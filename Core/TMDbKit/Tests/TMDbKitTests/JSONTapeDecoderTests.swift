import Foundation
import Testing

@testable import TMDbKit

@Suite struct JSONTapeDecoderTests {
    private func tape<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
        try JSONTapeDecoder.decode(type, from: Data(json.utf8))
    }

    /// Both decoders must agree: the same value, or both fail.
    private func expectSameAsFoundation<T: Decodable & Equatable>(
        _ type: T.Type, _ json: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let data = Data(json.utf8)
        let foundation = Result { try JSONDecoder().decode(type, from: data) }
        let tape = Result { try JSONTapeDecoder.decode(type, from: data) }
        switch (foundation, tape) {
        case (.success(let expected), .success(let actual)):
            #expect(actual == expected, "\(json)", sourceLocation: sourceLocation)
        case (.failure, .failure):
            break
        default:
            Issue.record("decoders disagree on \(json): \(foundation) vs \(tape)", sourceLocation: sourceLocation)
        }
    }

    @Test func decodesEveryFixtureExactlyLikeJSONDecoder() throws {
        let detailsFixtures = ["movie-details-550", "movie-details-quirky"]
        for name in detailsFixtures {
            let data = try Fixture.data(name)
            #expect(
                try JSONTapeDecoder.decode(MovieDetailsDTO.self, from: data)
                    == JSONDecoder().decode(MovieDetailsDTO.self, from: data))
        }
        for name in ["movie-list-popular", "movie-list-upcoming", "search-movie-matrix"] {
            let data = try Fixture.data(name)
            typealias Page = PagedResponseDTO<MovieListItemDTO>
            #expect(try JSONTapeDecoder.decode(Page.self, from: data) == JSONDecoder().decode(Page.self, from: data))
        }
        let credits = try Fixture.data("movie-credits-550")
        #expect(
            try JSONTapeDecoder.decode(MovieCreditsDTO.self, from: credits)
                == JSONDecoder().decode(MovieCreditsDTO.self, from: credits))
        let configuration = try Fixture.data("configuration")
        #expect(
            try JSONTapeDecoder.decode(ConfigurationDTO.self, from: configuration)
                == JSONDecoder().decode(ConfigurationDTO.self, from: configuration))
        for name in ["error-401", "error-404"] {
            let data = try Fixture.data(name)
            #expect(
                try JSONTapeDecoder.decode(TMDbErrorBodyDTO.self, from: data)
                    == JSONDecoder().decode(TMDbErrorBodyDTO.self, from: data))
        }
    }

    @Test func decodesEveryTVFixtureExactlyLikeJSONDecoder() throws {
        try expectFixtureSameAsFoundation(TVSeriesDetailsDTO.self, "tv-details-1396")
        try expectFixtureSameAsFoundation(TVSeriesDetailsDTO.self, "tv-details-quirky")
        try expectFixtureSameAsFoundation(TVSeasonDetailsDTO.self, "tv-season-1396-1")
        try expectFixtureSameAsFoundation(TVEpisodeDTO.self, "tv-episode-1396-1-1")
        try expectFixtureSameAsFoundation(TVSeriesCreditsDTO.self, "tv-credits-1396")
        try expectFixtureSameAsFoundation(TVSeriesAggregateCreditsDTO.self, "tv-aggregate-credits-1396")
        try expectFixtureSameAsFoundation(PagedResponseDTO<TVSeriesListItemDTO>.self, "tv-list-popular")
        try expectFixtureSameAsFoundation(PagedResponseDTO<TVSeriesListItemDTO>.self, "search-tv-breaking")
    }

    @Test func decodesEveryPersonFixtureExactlyLikeJSONDecoder() throws {
        try expectFixtureSameAsFoundation(PersonDetailsDTO.self, "person-details-287")
        try expectFixtureSameAsFoundation(PersonDetailsDTO.self, "person-details-quirky")
        try expectFixtureSameAsFoundation(PersonCombinedCreditsDTO.self, "person-combined-credits-287")
        try expectFixtureSameAsFoundation(PagedResponseDTO<PersonListItemDTO>.self, "person-list-popular")
        try expectFixtureSameAsFoundation(PagedResponseDTO<PersonListItemDTO>.self, "search-person-brad")
    }

    /// The fixture `name` decodes to the same value under both decoders.
    private func expectFixtureSameAsFoundation<T: Decodable & Equatable>(
        _ type: T.Type, _ name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let data = try Fixture.data(name)
        #expect(
            try JSONTapeDecoder.decode(type, from: data) == JSONDecoder().decode(type, from: data), "\(name)",
            sourceLocation: sourceLocation)
    }

    @Test func unescapesStringsLikeJSONDecoder() throws {
        let json =
            #"["plain", "a\"b\\c\/d", "\b\f\n\r\t", "caf\u00e9 \u00C9", "clapper \ud83c\udfac", "nul\u0000", "Amélie 🎬", ""]"#

        expectSameAsFoundation([String].self, json)
        #expect(try tape([String].self, json)[4] == "clapper 🎬")
    }

    @Test func replacesALoneSurrogateWithTheReplacementCharacter() throws {
        #expect(try tape(String.self, #""x\ud83cy""#) == "x\u{FFFD}y")
        #expect(try tape(String.self, #""\udc00""#) == "\u{FFFD}")
    }

    @Test(arguments: [
        "0", "42", "-7", "9223372036854775807", "-9223372036854775808", "9223372036854775808", "-9223372036854775809",
        "1.0", "1e3", "1E+2", "-2.0e0", "1.5", "1e-2", "1e400",
    ])
    func readsIntegersLikeJSONDecoder(number: String) {
        expectSameAsFoundation(Int.self, number)
        expectSameAsFoundation(Int8.self, number)
        expectSameAsFoundation(UInt64.self, number)
    }

    @Test(arguments: [
        "0", "-0", "8.433", "61.416", "-0.5", "0.1", "0.30000000000000004", "1e-7", "6.02214076e23",
        "1.7976931348623157e308",
        "5e-324", "2.2250738585072014e-308", "123456789012345678901234567890", "9007199254740993",
        "0.000001234567890123456789",
        "100853753", "4.35E+2", "1e22", "1e23",
    ])
    func readsDoublesExactlyLikeJSONDecoder(number: String) throws {
        expectSameAsFoundation(Double.self, number)
        #expect(try tape(Double.self, number) == Double(number))
    }

    @Test func readsTwentyThousandPseudoRandomNumbersExactlyAsDoubleParsesThem() throws {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return state
        }
        var texts: [String] = []
        for round in 0..<20_000 {
            switch round % 4 {
            case 0: texts.append(String(Double(bitPattern: next() & 0x7FEF_FFFF_FFFF_FFFF)))
            case 1: texts.append("\(next() % 100_000).\(next() % 1_000_000)")
            case 2: texts.append("-\(next() % 10_000_000_000_000_000)e\(Int(next() % 60) - 30)")
            default: texts.append(String(Double(next() % 1_000_000) / 1000))
            }
        }
        let json = "[" + texts.joined(separator: ",") + "]"

        let decoded = try tape([Double].self, json)

        #expect(decoded.count == texts.count)
        let mismatches = zip(texts, decoded).filter { Double($0.0) != $0.1 }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    @Test func readsFloatsAndDecimals() throws {
        #expect(try tape(Float.self, "1.25") == 1.25)
        #expect(try tape(Decimal.self, "8.433") == Decimal(string: "8.433"))
    }

    @Test func readsURLsAndBase64DataLikeJSONDecoder() throws {
        expectSameAsFoundation(URL.self, #""https://image.tmdb.org/t/p/w500/x.jpg""#)
        expectSameAsFoundation(Data.self, #""aGVsbG8=""#)
        #expect(try tape(Data.self, #""aGVsbG8=""#) == Data("hello".utf8))
    }

    @Test func readsTopLevelScalarsAndNull() throws {
        #expect(try tape(Bool.self, " true ") == true)
        #expect(try tape(String.self, #""s""#) == "s")
        #expect(try tape(Int?.self, "null") == nil)
    }

    @Test func readsNestedCollectionsAndDictionaries() throws {
        expectSameAsFoundation([String: [Int]].self, #"{"popular": [1, 2], "top_rated": [], "upcoming": [3]}"#)
        expectSameAsFoundation([[Int?]].self, "[[1, null], [], [2]]")
        expectSameAsFoundation([String: Bool].self, "{}")
    }

    @Test func letsTheFirstOfDuplicateKeysWinLikeJSONDecoder() {
        expectSameAsFoundation(GenreDTO.self, #"{"id": 1, "name": "first", "name": "second"}"#)
    }

    @Test func findsKeysWrittenWithEscapes() throws {
        expectSameAsFoundation(GenreDTO.self, #"{"\u0069d": 18, "n\u0061me": "Drama"}"#)
        #expect(try tape(GenreDTO.self, #"{"\u0069d": 18, "name": "Drama"}"#) == GenreDTO(id: 18, name: "Drama"))
    }

    @Test(arguments: [
        "", " ", "{", "}", "[1,]", "{'a':1}", "01", "-01", "1.", ".5", "-", "+1", "tru", "nul", "truex",
        #""unterminated"#, "\"tab\there\"", "[1 2]", #"{"a" 1}"#, #"{"a":1 "b":2}"#, "{} {}", #""\x""#, #""\u12G4""#,
        #""\u12""#, "NaN", "Infinity", "[", "[1", #"{"a":"#, #"{1:2}"#, "1e", "1e+", "\u{FEFF}",
    ])
    func rejectsInvalidJSONLikeJSONDecoder(json: String) {
        let data = Data(json.utf8)
        #expect(throws: DecodingError.self) { try JSONTapeDecoder.decode([String: Int].self, from: data) }
        #expect(throws: (any Error).self) { try JSONDecoder().decode([String: Int].self, from: data) }
    }

    @Test func refusesATrailingCommaInAnObject() {
        #expect(throws: DecodingError.self) { try tape([String: Int].self, #"{"a":1,}"#) }
    }

    @Test func skipsAByteOrderMark() throws {
        expectSameAsFoundation([String: Int].self, "\u{FEFF}{\"a\": 1}")
        #expect(try tape([String: Int].self, "\u{FEFF}{\"a\": 1}") == ["a": 1])
    }

    @Test func refusesNestingDeeperThanTheLimitWithoutCrashing() throws {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let fine = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)

        #expect(throws: DecodingError.self) { try JSONTapeDecoder.decode(DiscardedValue.self, from: Data(deep.utf8)) }
        _ = try JSONTapeDecoder.decode(DiscardedValue.self, from: Data(fine.utf8))
    }

    @Test func reportsCodingPathsLikeJSONDecoder() {
        let json = #"{"page": 1, "results": [{"id": 1, "title": "A"}, {"id": "2", "title": "B"}], "total_pages": 1}"#
        struct StrictPage: Decodable {
            let results: [GenreLike]
            struct GenreLike: Decodable {
                let id: Int
                let title: String
            }
        }

        for decoder in DecoderKind.allCases {
            #expect {
                try decoder.decode(StrictPage.self, json: json)
            } throws: { error in
                guard case .typeMismatch(_, let context) = error as? DecodingError else {
                    return false
                }
                return context.codingPath.map(\.stringValue) == ["results", "Index 1", "id"]
            }
        }
    }

    @Test func reportsAMissingKeyWithItsContainersPath() {
        let json = #"{"images": {"base_url": "x"}, "nested": {"inner": {}}}"#
        struct Outer: Decodable {
            let nested: Middle
            struct Middle: Decodable { let inner: Inner }
            struct Inner: Decodable { let required: String }
        }

        for decoder in DecoderKind.allCases {
            #expect {
                try decoder.decode(Outer.self, json: json)
            } throws: { error in
                guard case .keyNotFound(let key, let context) = error as? DecodingError else {
                    return false
                }
                return key.stringValue == "required" && context.codingPath.map(\.stringValue) == ["nested", "inner"]
            }
        }
    }

    @Test func reportsNullForARequiredValueAsValueNotFound() {
        #expect {
            try tape(GenreDTO.self, #"{"id": null, "name": "x"}"#)
        } throws: { error in
            guard case .valueNotFound = error as? DecodingError else {
                return false
            }
            return true
        }
    }

    @Test func givesASuperDecoderForAKey() throws {
        struct Wrapper: Decodable, Equatable {
            let genre: GenreDTO
            enum CodingKeys: String, CodingKey { case genre }
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                genre = try GenreDTO(from: container.superDecoder(forKey: .genre))
            }
        }

        #expect(try tape(Wrapper.self, #"{"genre": {"id": 1, "name": "A"}}"#).genre == GenreDTO(id: 1, name: "A"))
    }

    @Test func listsAnObjectsKeys() throws {
        let dictionary = try tape([String: Int].self, #"{"b": 2, "a": 1, "\u00e9": 3}"#)

        #expect(dictionary == ["a": 1, "b": 2, "é": 3])
    }
}
