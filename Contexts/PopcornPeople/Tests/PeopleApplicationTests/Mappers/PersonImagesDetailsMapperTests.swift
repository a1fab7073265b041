import CoreDomain
import CoreDomainTestHelpers
import Foundation
import PeopleDomain
import PeopleTestHelpers
import Testing

@testable import PeopleApplication

@Suite("PersonImagesDetailsMapper")
struct PersonImagesDetailsMapperTests {
    let mapper = PersonImagesDetailsMapper()

    @Test("the person's id and name carry over and each photo resolves at the profile sizes, not the poster ones")
    func mapsPhotos() throws {
        let details = mapper.map(.mock(), imagesConfiguration: .mock())
        #expect(details.id == 287)
        #expect(details.name == "Brad Pitt")
        let first = try #require(details.photos?.first)
        #expect(first.urlSet.thumbnail.absoluteString == "https://image.tmdb.org/t/p/w185/face-1.jpg")
        #expect(first.urlSet.full.absoluteString == "https://image.tmdb.org/t/p/original/face-1.jpg")
        #expect(details.photos?.map(\.languageCode) == [nil, "en"])
    }

    @Test("a title's kinds of image are never listed as a person's photos")
    func onlyProfiles() {
        let images = ImageCollection.mock(id: 287, profiles: [.mock(filePath: "/face.jpg")])
        let details = mapper.map(.mock(images: images), imagesConfiguration: .mock())
        #expect(details.photos?.map(\.urlSet.path) == [URL(string: "/face.jpg")!])
    }

    @Test("unknown photos are nil")
    func unknown() {
        #expect(mapper.map(.mock(images: nil), imagesConfiguration: .mock()).photos == nil)
    }
}
