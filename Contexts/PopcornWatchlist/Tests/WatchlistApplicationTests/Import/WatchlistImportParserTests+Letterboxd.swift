import CoreDomainTestHelpers
import Foundation
import Testing
import WatchlistDomain

@testable import WatchlistApplication

/// Letterboxd's watchlist export: `Date,Name,Year,Letterboxd URI`.
extension WatchlistImportParserTests {
    @Test("Each Letterboxd row names a movie by name and year, added on its day; a quoted name keeps its commas")
    func readsLetterboxdRows() throws {
        let text = """
            Date,Name,Year,Letterboxd URI
            2024-03-01,"Crouching Tiger, Hidden Dragon",2000,https://boxd.it/1Ji2
            2024-03-02,Untitled Project,,https://boxd.it/xyz

            """

        let rows = try parser.rows(in: text)

        #expect(
            rows == [
                .named(
                    name: "Crouching Tiger, Hidden Dragon", year: 2000, addedAt: .mockDay(year: 2024, month: 3, day: 1),
                    line: 2),
                .named(name: "Untitled Project", year: nil, addedAt: .mockDay(year: 2024, month: 3, day: 2), line: 3),
            ])
    }

    @Test("Letterboxd's other exports, with more columns (Rating, Rewatch, Tags), are read by the four they share")
    func readsLetterboxdWithMoreColumns() throws {
        let rows = try parser.rows(
            in: "Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n"
                + "2024-03-01,Heat,1995,https://boxd.it/2a,4.5,,\"crime, la\",2024-02-28\n")

        #expect(rows == [.named(name: "Heat", year: 1995, addedAt: .mockDay(year: 2024, month: 3, day: 1), line: 2)])
    }

    @Test("Letterboxd's header is read in any case and any order, after a byte order mark, with CRLF line ends")
    func readsLetterboxdHeaderLoosely() throws {
        let rows = try parser.rows(in: "\u{FEFF}name, LETTERBOXD URI ,date,YEAR\r\nHeat,https://boxd.it/2a,,1995\r\n")

        #expect(rows == [.named(name: "Heat", year: 1995, addedAt: nil, line: 2)])
    }

    @Test(
        "A Letterboxd row with no name, a year that is not four digits or a date that is not a day is refused",
        arguments: [
            ("2024-03-01,,1999,x", "Name: the field is empty"),
            ("2024-03-01,Fight Club,99,x", #"Year: "99" is not a year like 1999"#),
            ("2024-03-01,Fight Club,+999,x", #"Year: "+999" is not a year like 1999"#),
            ("2024-03-01,Fight Club,nineteen,x", #"Year: "nineteen" is not a year like 1999"#),
            ("01/03/2024,Fight Club,1999,x", #"Date: "01/03/2024" is not a day written YYYY-MM-DD"#),
        ])
    func refusesMalformedLetterboxdRows(row: String, reason: String) {
        #expect(throws: WatchlistError.malformedImport(line: 3, reason: reason)) {
            try parser.rows(in: "Date,Name,Year,Letterboxd URI\n2024-03-01,Heat,1995,y\n" + row + "\n")
        }
    }
}
