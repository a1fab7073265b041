import Foundation

/// The `S01E02` way of naming an episode: case-insensitive on input, one or more digits each;
/// written with at least two digits each. Also parses lone season and episode numbers.
struct EpisodeCode: Sendable, Equatable, CustomStringConvertible {
    /// The season number, 0 for specials.
    let seasonNumber: Int
    /// The episode number within the season.
    let episodeNumber: Int

    init(seasonNumber: Int, episodeNumber: Int) {
        self.seasonNumber = seasonNumber
        self.episodeNumber = episodeNumber
    }

    /// `S01E02`, `s1e2`, `S05E16`...; `nil` for anything else, including episode 0.
    init?(parsing text: String) {
        let trimmed = Substring(text.trimmingWhitespace())
        guard trimmed.first == "s" || trimmed.first == "S",
            let separator = trimmed.firstIndex(where: { $0 == "e" || $0 == "E" }),
            let seasonNumber = Self.digits(trimmed[trimmed.index(after: trimmed.startIndex)..<separator]),
            let episodeNumber = Self.digits(trimmed[trimmed.index(after: separator)...]), episodeNumber > 0
        else {
            return nil
        }
        self.init(seasonNumber: seasonNumber, episodeNumber: episodeNumber)
    }

    /// `S01E02`; more digits when the numbers need them (`S01E102`).
    var description: String {
        "S" + Self.twoDigits(seasonNumber) + "E" + Self.twoDigits(episodeNumber)
    }

    /// `S01`: how a season reads next to episode codes.
    static func season(_ seasonNumber: Int) -> String {
        "S" + twoDigits(seasonNumber)
    }

    /// A season number, 0 or more (`1`, or `S01`).
    static func seasonNumber(_ text: String) throws(ReferenceError) -> Int {
        guard let number = number(text, prefix: "s") else {
            throw ReferenceError(description: "a season is a number, 0 (specials) or more, such as 1 or S01")
        }
        return number
    }

    /// An episode number, 1 or more (`2`, or `E02`).
    static func episodeNumber(_ text: String) throws(ReferenceError) -> Int {
        guard let number = number(text, prefix: "e"), number > 0 else {
            throw ReferenceError(description: "an episode is a number, 1 or more, such as 2 or E02")
        }
        return number
    }

    private static func twoDigits(_ value: Int) -> String {
        (0..<10).contains(value) ? "0\(value)" : String(value)
    }

    /// Digits, optionally after a one-letter prefix (either case).
    private static func number(_ text: String, prefix: Character) -> Int? {
        var rest = Substring(text.trimmingWhitespace())
        if let first = rest.first, first.lowercased() == String(prefix) {
            rest = rest.dropFirst()
        }
        return digits(rest)
    }

    /// ASCII digits only, nothing else.
    private static func digits(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            return nil
        }
        return Int(text)
    }
}
