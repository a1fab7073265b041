import CoreDomain
import CoreDomainTestHelpers
import Foundation
import Testing
import __Context__Domain

@testable import __Context__Application

@Suite("__Entity__DetailsMapper")
struct __Entity__DetailsMapperTests {
    let mapper = __Entity__DetailsMapper()

    @Test("every domain field reaches the details")
    func passesEveryField() {
        let details = mapper.map(.mock(id: 7, name: "Named", overview: "Told"), imagesConfiguration: .mock())
        #expect(details.id == 7)
        #expect(details.name == "Named")
        #expect(details.overview == "Told")
    }

    @Test("the poster resolves with the poster sizes")
    func posterSizes() throws {
        let details = mapper.map(.mock(), imagesConfiguration: .mock())
        let poster = try #require(details.posterURLSet)
        #expect(poster.thumbnail.absoluteString == "https://image.tmdb.org/t/p/w185/poster.jpg")
        #expect(poster.card.absoluteString == "https://image.tmdb.org/t/p/w342/poster.jpg")
        #expect(poster.detail.absoluteString == "https://image.tmdb.org/t/p/w780/poster.jpg")
        #expect(poster.full.absoluteString == "https://image.tmdb.org/t/p/original/poster.jpg")
    }

    @Test("no poster path gives no URL set")
    func noPoster() {
        #expect(mapper.map(.mock(posterPath: nil), imagesConfiguration: .mock()).posterURLSet == nil)
    }
}
