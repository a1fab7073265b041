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

    @Test("On 40 columns the kind gives way, then the year, and the title is cut; commands stay whole")
    func narrow() {
        #expect(
            table(width: 40).lines(rows) == [
                "  Fight Club    1999  popcorn movie 550",
                "  Breaking Bad  2008  popcorn tv 1396",
                "  Brad Pitt           popcorn person 287",
            ])
        #expect(
            table(width: 30).lines(rows) == [
                "  Fight C…  popcorn movie 550",
                "  Breakin…  popcorn tv 1396",
                "  Brad Pi…  popcorn person 287",
            ])
    }

    @Test("A Japanese title lines up with English ones by display width")
    func wideTitles() {
        let spirited = MediaResultRow(.mockMovie(id: 129, title: "千と千尋の神隠し"))

        #expect(
            table().lines([spirited] + rows.prefix(1), showsKind: false) == [
                "  千と千尋の神隠し  1999  popcorn movie 129",
                "  Fight Club        1999  popcorn movie 550",
            ])
    }

    @Test("No rows make no lines")
    func empty() {
        #expect(table().lines([]).isEmpty)
    }
}
