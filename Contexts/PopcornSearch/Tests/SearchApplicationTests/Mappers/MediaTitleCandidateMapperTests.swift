import CoreDomain
import CoreDomainTestHelpers
import Foundation
import SearchDomain
import SearchTestHelpers
import Testing

@testable import SearchApplication

@Suite("MediaTitleCandidateMapper")
struct MediaTitleCandidateMapperTests {
    let mapper = MediaTitleCandidateMapper()

    @Test("a movie keeps its kind, id, title and release date")
    func movie() {
        let movie = MediaPreview.movie(.mock(id: 550, title: "Fight Club", releaseDate: .mockDay(year: 1999)))

        #expect(
            mapper.map(movie)
                == MediaTitleCandidate(kind: .movie, id: 550, title: "Fight Club", date: .mockDay(year: 1999)))
    }

    @Test("a series keeps its name and first-air date")
    func series() {
        let series = MediaPreview.tvSeries(.mock(id: 1396, name: "Breaking Bad", firstAirDate: .mockDay(year: 2008)))

        #expect(
            mapper.map(series)
                == MediaTitleCandidate(kind: .tvSeries, id: 1396, title: "Breaking Bad", date: .mockDay(year: 2008)))
    }

    @Test("a person keeps their name and has no date")
    func person() {
        let person = MediaPreview.person(.mock(id: 287, name: "Brad Pitt"))

        #expect(mapper.map(person) == MediaTitleCandidate(kind: .person, id: 287, title: "Brad Pitt", date: nil))
    }
}
