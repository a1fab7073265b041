import CoreDomain
import CoreDomainTestHelpers
import DataPersistence
import Foundation
import Testing

@Suite("MediaPreviewRowMapper")
struct MediaPreviewRowMapperTests {
    let mapper = MediaPreviewRowMapper()

    @Test(
        "every kind round-trips through a row with every field",
        arguments: [
            MediaPreview.movie(.mock(isAdultOnly: true, hasVideo: true)),
            .movie(.mock()),
            .tvSeries(.mock(isAdultOnly: true)),
            .person(.mock(gender: .female, isAdultOnly: true)),
            .person(.mock(knownFor: [])),
        ])
    func roundTrip(preview: MediaPreview) {
        #expect(mapper.map(mapper.map(preview)) == preview)
    }

    @Test("previews without optional fields round-trip with nil, not empty, values")
    func sparseRoundTrip() {
        let previews: [MediaPreview] = [
            .movie(MovieMediaPreview(id: 1, title: "A")),
            .tvSeries(TVSeriesMediaPreview(id: 2, name: "B")),
            .person(PersonMediaPreview(id: 3, name: "C")),
        ]

        #expect(previews.map { mapper.map(mapper.map($0)) } == previews)
    }

    @Test("a movie's row holds its poster as the image and its backdrop, and no person fields")
    func movieRow() {
        let row = mapper.map(.movie(.mock()))

        #expect(row.kind == "movie")
        #expect(row.mediaID == 550)
        #expect(row.title == "Fight Club")
        #expect(row.imagePath == "/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg")
        #expect(row.backdropPath == "/hZkgoQYus5vegHoetLkCJzb17zJ.jpg")
        #expect(row.date == .mockDay(year: 1999, month: 10, day: 15))
        #expect(row.genreIDs == [18, 53])
        #expect(row.gender == nil)
        #expect(row.knownForDepartment == nil)
        #expect(row.knownFor.isEmpty)
    }

    @Test("a series' row holds its name as the title, its first air date and origin countries")
    func seriesRow() {
        let row = mapper.map(.tvSeries(.mock()))

        #expect(row.kind == "tv")
        #expect(row.title == "Breaking Bad")
        #expect(row.date == .mockDay(year: 2008, month: 1, day: 20))
        #expect(row.originCountries == ["US"])
        #expect(row.hasVideo == false)
    }

    @Test("a person's row holds their photo as the image, their gender, and known-for rows of each kind")
    func personRow() {
        let row = mapper.map(.person(.mock()))

        #expect(row.kind == "person")
        #expect(row.title == "Brad Pitt")
        #expect(row.imagePath == "/cckcYc2v0yh1tc9QjRelptcOBko.jpg")
        #expect(row.backdropPath == nil)
        #expect(row.gender == 2)
        #expect(row.knownForDepartment == "Acting")
        #expect(row.date == nil)
        #expect(row.knownFor.map(\.kind) == ["movie", "tv"])
        #expect(row.knownFor.map(\.mediaID) == [550, 1396])
    }

    @Test("a person known for a movie and a series reads back with both, mapped by kind")
    func personKnownFor() {
        let person = mapper.map(mapper.map(.person(.mock())))

        guard case .person(let read) = person else {
            Issue.record("expected a person, got \(person)")
            return
        }
        #expect(read.knownFor == [.movie(.mock()), .tvSeries(.mock())])
    }

    @Test("a row of a kind this build does not know reads as a movie")
    func unknownKind() {
        var row = mapper.map(.movie(.mock()))
        row.kind = "collection"

        #expect(mapper.map(row) == .movie(.mock()))
    }

    @Test("a stored gender this build does not know reads as unknown")
    func unknownGender() {
        var row = mapper.map(.person(.mock()))
        row.gender = 9

        #expect(mapper.map(row) == .person(.mock(gender: .unknown)))
    }
}
