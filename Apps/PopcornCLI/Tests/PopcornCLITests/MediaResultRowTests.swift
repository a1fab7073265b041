import Foundation
import SearchApplication
import Testing

@testable import PopcornCLI

@Suite("MediaResultRow")
struct MediaResultRowTests {
    /// The row's fields, in order: kind, title, year, command.
    func fields(_ row: MediaResultRow) -> [String?] {
        [row.kind, row.title, row.year, row.command]
    }

    @Test("A movie row has its kind, year and the movie command")
    func movie() {
        let row = MediaResultRow(.mockMovie())
        #expect(fields(row) == ["movie", "Fight Club", "1999", "popcorn movie 550"])
        #expect(row.titleWithYear == "Fight Club (1999)")
    }

    @Test("A series row is of kind tv, with its first-air year and the tv command")
    func tvSeries() {
        let row = MediaResultRow(.mockTVSeries())
        #expect(fields(row) == ["tv", "Breaking Bad", "2008", "popcorn tv 1396"])
        #expect(row.titleWithYear == "Breaking Bad (2008)")
    }

    @Test("A person row has no year, and the person command")
    func person() {
        let row = MediaResultRow(.mockPerson())
        #expect(fields(row) == ["person", "Brad Pitt", nil, "popcorn person 287"])
        #expect(row.titleWithYear == "Brad Pitt")
    }

    @Test("A title without a date has no year")
    func noDate() {
        let row = MediaResultRow(.mockMovie(id: 7, title: "Untitled", releaseDate: nil))
        #expect(fields(row) == ["movie", "Untitled", nil, "popcorn movie 7"])
        #expect(row.titleWithYear == "Untitled")
    }
}
