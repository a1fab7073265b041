import CoreDomain
import CoreDomainTestHelpers
import Foundation
import Testing

@testable import CoreApplication

@Suite("CreditsDetailsMapper")
struct CreditsDetailsMapperTests {
    let mapper = CreditsDetailsMapper()

    @Test("cast comes out in billing order with every field")
    func castInBillingOrder() throws {
        let details = mapper.map(.mock(), imagesConfiguration: .mock())
        #expect(details.id == 550)
        #expect(details.cast.map(\.name) == ["Brad Pitt", "Edward Norton"])
        let pitt = try #require(details.cast.first)
        #expect(pitt.id == 287)
        #expect(pitt.castID == 4)
        #expect(pitt.creditID == "c1")
        #expect(pitt.character == "Tyler Durden")
        #expect(pitt.gender == .male)
        #expect(pitt.order == 0)
    }

    @Test("profile photos resolve with profile sizes")
    func profileSizes() throws {
        let details = mapper.map(.mock(), imagesConfiguration: .mock())
        let profile = try #require(details.cast.first?.profileURLSet)
        #expect(profile.thumbnail.absoluteString == "https://image.tmdb.org/t/p/w185/pitt.jpg")
        #expect(profile.card.absoluteString == "https://image.tmdb.org/t/p/original/pitt.jpg")
    }

    @Test("crew keeps job and department, and no photo gives no URL set")
    func crew() throws {
        let details = mapper.map(.mock(), imagesConfiguration: .mock())
        let director = try #require(details.crew.first)
        #expect(
            director
                == CrewMemberDetails(
                    id: 7467, creditID: "c3", name: "David Fincher", job: "Director",
                    department: "Directing", gender: .male, profileURLSet: nil
                ))
    }
}
