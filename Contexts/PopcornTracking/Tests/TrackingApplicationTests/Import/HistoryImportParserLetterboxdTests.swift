import Foundation
import Testing
import TrackingApplication
import TrackingDomain
import TrackingTestHelpers

@Suite("HistoryImportParser, Letterboxd's files")
struct HistoryImportParserLetterboxdTests {
    let parser = HistoryImportParser(today: .mock(day: 26))

    static func midnight(_ day: Int) -> Date {
        Date(timeIntervalSince1970: 1_793_491_200 + Double(day - 1) * 86_400)
    }

    static func rating(_ value: Double) -> RatingValue? {
        RatingValue(value)
    }

    @Test(
        "diary.csv: a watch on the Watched Date, logged on the Date, its stars doubled; the same watch twice stays two")
    func diary() throws {
        let films = try parser.contents(of: LetterboxdExports.diary, fileName: "diary.csv").films

        #expect(
            films == [
                NamedFilmEntry(
                    line: 2, name: "Crouching Tiger, Hidden Dragon", year: 2000,
                    record: .watch(on: .mock(day: 1), loggedAt: Self.midnight(2), rating: Self.rating(9))),
                NamedFilmEntry(
                    line: 3, name: "Se7en", year: 1995,
                    record: .watch(on: .mock(day: 2), loggedAt: Self.midnight(2), rating: nil)),
                NamedFilmEntry(
                    line: 4, name: "Se7en", year: 1995,
                    record: .watch(
                        on: .mock(day: 2), loggedAt: Self.midnight(2).addingTimeInterval(1), rating: Self.rating(1))),
                NamedFilmEntry(
                    line: 5, name: "Untitled", year: nil,
                    record: .watch(on: .mock(day: 3), loggedAt: Self.midnight(3), rating: nil)),
            ])
    }

    @Test("ratings.csv: a rating given on the Date, doubled; watched.csv: a film watched, marked on the Date")
    func ratingsAndWatched() throws {
        #expect(
            try parser.contents(of: LetterboxdExports.ratings).films == [
                NamedFilmEntry(
                    line: 2, name: "Se7en", year: 1995,
                    record: .rating(try #require(Self.rating(10)), ratedAt: Self.midnight(4))),
                NamedFilmEntry(
                    line: 3, name: "Fight Club", year: 1999,
                    record: .rating(try #require(Self.rating(7)), ratedAt: Self.midnight(5))),
            ])
        #expect(
            try parser.contents(of: LetterboxdExports.watched, fileName: "exports/Watched.CSV").films == [
                NamedFilmEntry(
                    line: 2, name: "Fight Club", year: 1999,
                    record: .watched(markedOn: .mock(day: 6), loggedAt: Self.midnight(6)))
            ])
    }

    @Test(
        "a Letterboxd row that cannot be imported is refused on its line, saying why",
        arguments: LetterboxdExports.refusals)
    func refusals(text: String, line: Int, reason: String) {
        let error = #expect(throws: TrackingError.self) { try parser.contents(of: text, fileName: "diary.csv") }
        guard case .malformedImport(let refusedLine, let refusal)? = error else {
            Issue.record("expected malformedImport, got \(String(describing: error))")
            return
        }
        #expect(refusedLine == line)
        #expect(refusal.contains(reason), "\(refusal)")
    }

    @Test("a file with watched.csv's columns is refused unless it is named watched.csv: watchlist.csv has them too")
    func watchlistIsNotWatched() {
        for name in ["watchlist.csv", "list.csv", nil] {
            let error = #expect(throws: TrackingError.self) {
                try parser.contents(of: LetterboxdExports.watched, fileName: name)
            }
            guard case .malformedImport(1, let reason)? = error else {
                Issue.record("expected malformedImport on line 1, got \(String(describing: error))")
                continue
            }
            #expect(reason.contains("only from a file named watched.csv"), "\(reason)")
        }
    }
}
