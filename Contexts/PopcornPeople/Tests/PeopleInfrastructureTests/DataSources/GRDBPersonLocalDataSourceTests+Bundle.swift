import CoreDomain
import DataPersistence
import DataPersistenceTestHelpers
import Foundation
import GRDB
import PeopleDomain
import PeopleInfrastructure
import PeopleTestHelpers
import Testing

extension GRDBPersonLocalDataSourceTests {
    @Test("a saved screen reads back whole, with when each part was cached")
    func bundleRoundTrip() async throws {
        try await dataSource.save(PersonBundle.mock())

        let cached = try #require(try await dataSource.bundle(forPerson: 287))

        #expect(cached.bundle == .mock())
        #expect(
            cached.cachedAt == [
                .details: clock.now(), .part(.combinedCredits): clock.now(), .part(.images): clock.now(),
            ])
    }

    @Test("each part of a saved screen lands in its own entry: the person's, the credits', the photos'")
    func bundlePartsHaveTheirOwnEntries() async throws {
        try await dataSource.save(PersonBundle.mock())

        #expect(try await dataSource.person(withID: 287)?.value == .mock())
        #expect(try await dataSource.credits(forPerson: 287)?.value == .mock())
        #expect(try count("people_person") == 1)
        #expect(try count("people_credits") == 1)
        #expect(try count("people_image_collection") == 1)
        #expect(try count("people_image") == 2)
    }

    @Test("photos keep their order, sizes, votes and null languages")
    func photosRoundTrip() async throws {
        let images = ImageCollection(
            id: 287,
            profiles: [
                .mock(filePath: "/b.jpg", languageCode: nil, voteAverage: nil, voteCount: nil),
                .mock(filePath: "/a.jpg", width: 800, height: 1200, aspectRatio: 0.667, languageCode: "fr"),
            ])
        try await dataSource.save(PersonBundle.mock(images: images))

        #expect(try await dataSource.bundle(forPerson: 287)?.bundle.images == images)
    }

    @Test("a person with no photos is cached as known and empty, not as missing")
    func noPhotos() async throws {
        try await dataSource.save(PersonBundle.mock(images: ImageCollection(id: 287)))

        let cached = try #require(try await dataSource.bundle(forPerson: 287))
        #expect(cached.bundle.images == ImageCollection(id: 287))
        #expect(cached.cachedAt[.part(.images)] == clock.now())
    }

    @Test("a screen saved without a part leaves that part's cached copy and date alone")
    func absentPartIsKept() async throws {
        try await dataSource.save(PersonBundle.mock())
        let firstSave = clock.now()
        clock.advance(by: 600)

        try await dataSource.save(PersonBundle.mock(person: .mock(name: "Again"), combinedCredits: nil, images: nil))

        let cached = try #require(try await dataSource.bundle(forPerson: 287))
        #expect(cached.bundle == .mock(person: .mock(name: "Again")))
        #expect(cached.cachedAt[.details] == clock.now())
        #expect(cached.cachedAt[.part(.combinedCredits)] == firstSave)
        #expect(cached.cachedAt[.part(.images)] == firstSave)
    }

    @Test("saving photos again replaces them rather than adding to them")
    func photosReplaced() async throws {
        try await dataSource.save(PersonBundle.mock())
        let only = ImageCollection(id: 287, profiles: [.mock(filePath: "/only.jpg")])

        try await dataSource.save(PersonBundle.mock(images: only))

        #expect(try await dataSource.bundle(forPerson: 287)?.bundle.images == only)
        #expect(try count("people_image") == 1)
    }

    @Test("without the person's details cached there is no screen, whatever else is cached")
    func noPersonNoBundle() async throws {
        try await dataSource.save(PersonCredits.mock())

        #expect(try await dataSource.bundle(forPerson: 287) == nil)
    }

    @Test("a person whose parts were never cached reads with the details alone")
    func detailsAlone() async throws {
        try await dataSource.save(Person.mock())

        let cached = try #require(try await dataSource.bundle(forPerson: 287))
        #expect(cached.bundle == PersonBundle(person: .mock()))
        #expect(cached.cachedAt == [.details: clock.now()])
    }

    @Test("parts cached in another language read as not cached")
    func otherLanguageParts() async throws {
        try await dataSource(language: "fr-FR").save(PersonBundle.mock())
        #expect(try await dataSource.bundle(forPerson: 287) == nil)
        #expect(try await dataSource(language: "fr-FR").bundle(forPerson: 287)?.bundle == .mock())

        try await dataSource.save(Person.mock())

        let cached = try #require(try await dataSource.bundle(forPerson: 287))
        #expect(cached.bundle == PersonBundle(person: .mock()))
    }

    @Test("deleting a person's photo collection deletes its photos and no other person's")
    func deletingPhotosCascades() async throws {
        try await dataSource.save(PersonBundle.mock())
        try await dataSource.save(PersonBundle.mock(person: .mock(id: 11_701), images: .personMock(id: 11_701)))

        _ = try await database.write { db in
            try db.execute(sql: "DELETE FROM people_image_collection WHERE personID = 287")
        }

        #expect(try count("people_image") == 2)
        #expect(try await dataSource.bundle(forPerson: 287)?.bundle.images == nil)
    }

    @Test("saving a screen is one transaction, updating each part's row in place")
    func bundleSaveIsOneTransaction() async throws {
        try await dataSource.save(PersonBundle.mock())

        let log = StatementLog.attached(to: database)
        try await dataSource.save(PersonBundle.mock(person: .mock(name: "Again")))

        #expect(log.all.filter { $0.hasPrefix("BEGIN") }.count == 1)
        #expect(log.all.filter { $0.hasPrefix("COMMIT") }.count == 1)
        for table in ["people_person", "people_credits", "people_image_collection"] {
            #expect(log.all.contains { $0.hasPrefix("UPDATE \"\(table)\"") }, "\(table) was not updated in place")
        }
    }

    @Test("reading a screen is six queries however many credits and photos: no N+1")
    func bundleReadQueryCount() async throws {
        try await dataSource.save(PersonBundle.mock())
        let few = try await queryCount { _ = try await dataSource.bundle(forPerson: 287) }
        let manyPhotos = ImageCollection(id: 287, profiles: (1...30).map { .mock(filePath: "/p\($0).jpg") })
        try await dataSource.save(PersonBundle.mock(images: manyPhotos))

        let many = try await queryCount { _ = try await dataSource.bundle(forPerson: 287) }

        // The person; the credits, their cast and their crew; the photo collection and its photos.
        #expect(few == 6)
        #expect(many == 6)
    }

    @Test("reading a screen is one read transaction, so its parts are consistent with each other")
    func bundleReadIsOneTransaction() async throws {
        try await dataSource.save(PersonBundle.mock())
        _ = try await dataSource.bundle(forPerson: 287)
        let log = StatementLog.attached(to: database)

        _ = try await dataSource.bundle(forPerson: 287)

        #expect(log.all.filter { $0.hasPrefix("BEGIN") }.count == 1)
        #expect(log.all.filter { $0.hasPrefix("COMMIT") }.count == 1)
    }

    @Test("a part the source did not have reads as cached without a value, until the source answers it")
    func unansweredParts() async throws {
        try await dataSource.save(PersonBundle.mock(images: nil, unansweredParts: [.images]))

        let cached = try #require(try await dataSource.bundle(forPerson: 287))
        #expect(cached.bundle.unansweredParts == [.images])
        #expect(cached.bundle.images == nil)
        #expect(cached.cachedAt[.part(.images)] == clock.now())
        #expect(try count("people_unanswered_part") == 1)

        try await dataSource.save(PersonBundle.mock())

        let answered = try #require(try await dataSource.bundle(forPerson: 287))
        #expect(answered.bundle == .mock())
        #expect(try count("people_unanswered_part") == 0)
    }

    @Test("a part cached and later not sent reads as unanswered: its old entry goes")
    func answeredThenUnanswered() async throws {
        try await dataSource.save(PersonBundle.mock())

        try await dataSource.save(PersonBundle.mock(combinedCredits: nil, images: nil, unansweredParts: [.images]))

        let cached = try #require(try await dataSource.bundle(forPerson: 287))
        #expect(cached.bundle.images == nil)
        #expect(cached.bundle.unansweredParts == [.images])
        #expect(cached.bundle.combinedCredits == .mock())
        #expect(try count("people_image_collection") == 0)
        #expect(try count("people_image") == 0)
    }
}
