import CoreDomain
import CoreDomainTestHelpers
import Foundation
import Testing

@Suite("MediaPreview")
struct MediaPreviewTests {
    @Test("a movie answers with its id, title, original title, release date and popularity")
    func movie() {
        let preview = MediaPreview.movie(.mock(originalTitle: "Le Fight Club"))

        #expect(preview.id == 550)
        #expect(preview.kind == .movie)
        #expect(preview.title == "Fight Club")
        #expect(preview.originalTitle == "Le Fight Club")
        #expect(preview.date == .mockDay(year: 1999, month: 10, day: 15))
        #expect(preview.popularity == 61.4)
    }

    @Test("a series answers with its name, original name and first air date")
    func tvSeries() {
        let preview = MediaPreview.tvSeries(.mock(originalName: "Breaking Bad (US)"))

        #expect(preview.id == 1396)
        #expect(preview.kind == .tvSeries)
        #expect(preview.title == "Breaking Bad")
        #expect(preview.originalTitle == "Breaking Bad (US)")
        #expect(preview.date == .mockDay(year: 2008, month: 1, day: 20))
        #expect(preview.popularity == 300.5)
    }

    @Test("a person answers with their name and original name, and has no date")
    func person() {
        let preview = MediaPreview.person(.mock(originalName: "William Bradley Pitt"))

        #expect(preview.id == 287)
        #expect(preview.kind == .person)
        #expect(preview.title == "Brad Pitt")
        #expect(preview.originalTitle == "William Bradley Pitt")
        #expect(preview.date == nil)
        #expect(preview.popularity == 21.5)
    }

    @Test("absent optional fields read as nil for every kind")
    func absentFields() {
        let previews: [MediaPreview] = [
            .movie(MovieMediaPreview(id: 1, title: "A")),
            .tvSeries(TVSeriesMediaPreview(id: 2, name: "B")),
            .person(PersonMediaPreview(id: 3, name: "C")),
        ]

        #expect(previews.map(\.originalTitle) == [nil, nil, nil])
        #expect(previews.map(\.date) == [nil, nil, nil])
        #expect(previews.map(\.popularity) == [nil, nil, nil])
    }

    @Test("the same id in two kinds is two different results")
    func idsAreUniqueWithinAKindOnly() {
        let movie = MediaPreview.movie(.mock(id: 550))
        let person = MediaPreview.person(.mock(id: 550))

        #expect(movie.id == person.id)
        #expect(movie != person)
    }
}
