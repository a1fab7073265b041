import CoreApplication
import Foundation
import SearchApplication
import Testing

@testable import PopcornCLI

@Suite("MediaResultTable")
struct MediaResultTableTests {
    let rows = [MediaPreviewDetails.mockMovie(), .mockTVSeries(), .mockPerson()].map(MediaResultRow.init)

    func table(width: Int = 80) -> MediaResultTable {
        MediaResultTable(style: .plain, width: width)
    }

    @Test("Kind, title, year and command line up in columns; a person's year is blank")
    func columns() {
        #expect(
            table().lines(rows) == [
                "  movie   Fight Club    1999  popcorn movie 550",
                "  tv      Breaking Bad  2008  popcorn tv 1396",
                "  person  Brad Pitt           popcorn person 287",
            ])
    }

    @Test("Without kinds the title comes first")
    func withoutKinds() {
        #expect(
            table().lines(Array(rows.prefix(2)), showsKind: false) == [
                "  Fight Club    1999  popcorn movie 550",
                "  Breaking Bad  2008  popcorn tv 1396",
            ])
    }

    @Test("Long titles are cut to the width with an ellipsis; the command never is")
    func longTitles() {
        let long = MediaResultRow(.mockMovie(id: 1_234_567, title: String(repeating: "Long title ", count: 12)))
        let lines = table(width: 60).lines([long] + rows)
        #expect(lines.allSatisfy { $0.count <= 60 }, "\(lines)")
        #expect(lines[0].contains("…"), "\(lines)")
        #expect(lines[0].hasSuffix("  1999  popcorn movie 1234567"), "\(lines)")
        #expect(lines[3].hasSuffix("  popcorn person 287"), "\(lines)")
    }

    @Test("On a very narrow terminal titles keep 12 characters and commands stay whole")
    func narrow() {
        let lines = table(width: 20).lines(rows)
        #expect(lines[1] == "  tv      Breaking Bad  2008  popcorn tv 1396")
        let long = MediaResultRow(.mockMovie(title: "The Lord of the Rings"))
        #expect(table(width: 20).lines([long], showsKind: false) == ["  The Lord of…  1999  popcorn movie 550"])
    }

    @Test("No rows make no lines")
    func empty() {
        #expect(table().lines([]).isEmpty)
    }
}
