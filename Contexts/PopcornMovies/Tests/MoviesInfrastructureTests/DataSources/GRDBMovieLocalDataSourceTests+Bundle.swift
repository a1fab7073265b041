import CoreDomain
import CoreDomainTestHelpers
import DataPersistence
import DataPersistenceTestHelpers
import Foundation
import GRDB
import MoviesDomain
import MoviesInfrastructure
import MoviesTestHelpers
import Testing

extension GRDBMovieLocalDataSourceTests {
    @Test("one appended bundle fills every part's own entry, and each part reads back alone")
    func bundleFillsEveryEntry() async throws {
        let bundle = MovieBundle.mock()
        try await dataSource.save(bundle)

        #expect(try await dataSource.movie(withID: 550)?.value == bundle.movie)
        #expect(try await dataSource.credits(forMovie: 550)?.value == bundle.credits)
        #expect(try await dataSource.part(\.releaseDates, .releaseDates, ofMovie: 550)?.value == bundle.releaseDates)
        #expect(try await dataSource.part(\.images, .images, ofMovie: 550)?.value == bundle.images)
        #expect(
            try await dataSource.part(\.watchProviders, .watchProviders, ofMovie: 550)?.value == bundle.watchProviders)
        #expect(
            try await dataSource.part(\.recommendations, .recommendations, ofMovie: 550)?.value
                == bundle.recommendations)
        #expect(try await dataSource.part(\.similar, .similar, ofMovie: 550)?.value == bundle.similar)
        for table in [
            "movies_movie", "movies_credits", "movies_release_dates", "movies_image_collection",
            "movies_watch_providers",
        ] {
            #expect(try count(table) == 1, "\(table)")
        }
        #expect(try count("movies_release_date") == 3)
        #expect(try count("movies_image") == 4)
        #expect(try count("movies_watch_provider") == 4)
        #expect(try count("movies_preview_page") == 2)
    }

    @Test("the first pages of recommendations and similar titles are the repository's page 1 entries")
    func pagesUnderTheirKeys() async throws {
        try await dataSource.save(MovieBundle.mock())

        #expect(
            try await dataSource.page(forKey: "movie:550:recommendations:page:1")?.value.results.map(\.id) == [
                807, 680,
            ])
        #expect(try await dataSource.page(forKey: "movie:550:similar:page:1")?.value.results.map(\.id) == [1422])
    }

    @Test("a bundle reads back whole, every part with the date it was written")
    func bundleRoundTrip() async throws {
        try await dataSource.save(MovieBundle.mock())

        let cached = try #require(try await dataSource.bundle(forMovie: 550, including: Set(MoviePart.allCases)))

        #expect(cached.bundle == MovieBundle.mock())
        #expect(cached.cachedAt.count == 9)
        #expect(cached.cachedAt.values.allSatisfy { $0 == clock.now() })
    }

    @Test("only the parts asked for are read, and parts never cached are missing, not empty")
    func onlyTheAskedParts() async throws {
        try await dataSource.save(MovieBundle(movie: .mock(), credits: .mock(), images: .mock()))

        let cached = try #require(try await dataSource.bundle(forMovie: 550, including: [.images, .watchProviders]))

        #expect(cached.bundle.credits == nil)
        #expect(cached.bundle.images == .mock())
        #expect(cached.bundle.watchProviders == nil)
        #expect(Set(cached.cachedAt.keys) == [.details, .part(.images)])
    }

    @Test("known-empty parts read back empty, not missing")
    func emptyParts() async throws {
        try await dataSource.save(
            MovieBundle(movie: .mock(), releaseDates: [], images: ImageCollection(id: 550), watchProviders: []))

        let cached = try #require(try await dataSource.bundle(forMovie: 550, including: Set(MoviePart.allCases)))

        #expect(cached.bundle.releaseDates == [])
        #expect(cached.bundle.images == ImageCollection(id: 550))
        #expect(cached.bundle.watchProviders == [])
        #expect(cached.cachedAt[.part(.watchProviders)] == clock.now())
    }

    @Test("saving a bundle with some parts refreshes those and leaves the other parts as they were")
    func partialSaveKeepsOtherParts() async throws {
        try await dataSource.save(MovieBundle.mock())
        clock.advance(by: 600)

        try await dataSource.save(MovieBundle(movie: .mock(title: "Fight Club (4K)"), images: .mock(logos: [])))

        let cached = try #require(try await dataSource.bundle(forMovie: 550, including: Set(MoviePart.allCases)))
        #expect(cached.bundle.movie.title == "Fight Club (4K)")
        #expect(cached.bundle.images == .mock(logos: []))
        #expect(cached.bundle.credits == MovieBundle.mock().credits)
        #expect(cached.bundle.watchProviders == MovieBundle.mock().watchProviders)
        #expect(cached.cachedAt[.part(.images)] == clock.now())
        #expect(cached.cachedAt[.part(.credits)] == clock.now().addingTimeInterval(-600))
    }

    @Test("a movie whose details are not cached reads as nil, whatever parts are")
    func partsWithoutDetails() async throws {
        try await dataSource.save(MovieBundle.mock())
        _ = try await database.write { db in try db.execute(sql: "DELETE FROM movies_movie") }

        #expect(try await dataSource.bundle(forMovie: 550, including: Set(MoviePart.allCases)) == nil)
    }

    @Test("parts saved in another language read as missing")
    func otherLanguageParts() async throws {
        let french = GRDBMovieLocalDataSource(database: database, language: "fr-FR", clock: clock)
        try await french.save(MovieBundle.mock())
        try await dataSource.save(MovieBundle(movie: .mock()))

        let cached = try #require(try await dataSource.bundle(forMovie: 550, including: Set(MoviePart.allCases)))

        #expect(Set(cached.cachedAt.keys) == [.details])
    }

    @Test("stored release types and descriptors read back, and a type this version does not know reads as unknown")
    func releaseDateRows() async throws {
        try await dataSource.save(MovieBundle.mock())
        _ = try await database.write { db in
            try db.execute(sql: "UPDATE movies_release_date SET type = 9 WHERE position = 0")
        }

        let (descriptors, types) = try await database.read { db in
            (
                try String.fetchAll(db, sql: "SELECT descriptors FROM movies_release_date ORDER BY position"),
                try Int.fetchAll(db, sql: "SELECT type FROM movies_release_date ORDER BY position")
            )
        }
        let countries = try #require(try await dataSource.part(\.releaseDates, .releaseDates, ofMovie: 550)?.value)

        #expect(descriptors == ["[]", #"["Violence"]"#, #"["Violence"]"#])
        #expect(types == [9, 3, 3])
        #expect(countries.first?.releaseDates.first?.type == .unknown)
        #expect(countries.map(\.countryCode) == ["US", "GB"])
    }

    @Test("deleting a movie's part rows deletes their children")
    func partsCascade() async throws {
        try await dataSource.save(MovieBundle.mock())

        _ = try await database.write { db in
            try db.execute(sql: "DELETE FROM movies_release_dates")
            try db.execute(sql: "DELETE FROM movies_image_collection")
            try db.execute(sql: "DELETE FROM movies_watch_providers")
        }

        #expect(try count("movies_release_date") == 0)
        #expect(try count("movies_image") == 0)
        #expect(try count("movies_watch_provider") == 0)
    }

    @Test("saving a whole bundle is one transaction")
    func bundleSaveIsOneTransaction() async throws {
        try await dataSource.save(MovieBundle.mock())
        let log = StatementLog.attached(to: database)

        try await dataSource.save(MovieBundle.mock(movie: .mock(title: "Again")))

        #expect(log.all.filter { $0.hasPrefix("BEGIN") }.count == 1)
        #expect(log.all.filter { $0.hasPrefix("COMMIT") }.count == 1)
    }

    @Test("reading a whole bundle is one transaction with a fixed number of queries, however big its parts")
    func bundleReadIsNotNPlusOne() async throws {
        let images = (1...30).map { ImageMetadata.mock(filePath: "/poster-\($0).jpg") }
        let countries = (1...20).map { MovieReleaseDatesByCountry.mock(countryCode: "C\($0)") }
        try await dataSource.save(
            MovieBundle.mock(
                movie: .mock(genres: (1...25).map { Genre.mock(id: $0, name: "Genre \($0)") }),
                releaseDates: countries, images: .mock(posters: images)))
        let log = StatementLog.attached(to: database)

        let cached = try await dataSource.bundle(forMovie: 550, including: Set(MoviePart.allCases))

        #expect(cached?.bundle.images?.posters.count == 30)
        #expect(log.all.filter { $0.hasPrefix("BEGIN") }.count == 1)
        // The movie (6), credits (3), release dates, images, watch providers, videos, keywords and
        // translations (2 each), two pages (2 each).
        let expected = 25
        #expect(log.queries(touching: "movies_").count == expected)
        #expect(!log.all.contains { $0.hasPrefix("PRAGMA") && !$0.hasPrefix("PRAGMA query_only") }, "\(log.all)")
    }

    @Test("parts the source did not have read back as cached without a value, until they are answered")
    func unansweredParts() async throws {
        try await dataSource.save(
            MovieBundle(movie: .mock(), credits: .mock(), unansweredParts: [.images, .watchProviders]))

        let cached = try #require(try await dataSource.bundle(forMovie: 550, including: [.images, .credits]))
        #expect(cached.bundle.unansweredParts == [.images])
        #expect(cached.bundle.images == nil)
        #expect(cached.cachedAt[.part(.images)] == clock.now())

        clock.advance(by: 60)
        try await dataSource.save(MovieBundle(movie: .mock(), images: .mock()))
        let answered = try #require(try await dataSource.bundle(forMovie: 550, including: [.images, .watchProviders]))
        #expect(answered.bundle.unansweredParts == [.watchProviders])
        #expect(answered.bundle.images == .mock())
        #expect(try count("movies_unanswered_part") == 1)
    }

    @Test("a part cached and later not sent reads as unanswered: its old entry goes")
    func answeredThenUnanswered() async throws {
        try await dataSource.save(MovieBundle(movie: .mock(), images: .mock(), recommendations: .mock()))
        clock.advance(by: 60)

        try await dataSource.save(MovieBundle(movie: .mock(), unansweredParts: [.images, .recommendations]))

        let cached = try #require(
            try await dataSource.bundle(forMovie: 550, including: [.images, .recommendations]))
        #expect(cached.bundle.images == nil)
        #expect(cached.bundle.recommendations == nil)
        #expect(cached.bundle.unansweredParts == [.images, .recommendations])
        #expect(cached.cachedAt[.part(.images)] == clock.now())
        #expect(try count("movies_image_collection") == 0)
        #expect(try count("movies_preview_page") == 0)
    }

    @Test("unanswered parts in another language are not read, and go with the movie's row")
    func unansweredPartsLanguageAndCascade() async throws {
        let french = GRDBMovieLocalDataSource(database: database, language: "fr-FR", clock: clock)
        try await french.save(MovieBundle(movie: .mock(), unansweredParts: [.images]))
        try await dataSource.save(MovieBundle(movie: .mock()))

        let cached = try #require(try await dataSource.bundle(forMovie: 550, including: [.images]))
        #expect(cached.bundle.unansweredParts.isEmpty)
        #expect(cached.cachedAt[.part(.images)] == nil)

        _ = try await database.write { db in try db.execute(sql: "DELETE FROM movies_movie") }
        #expect(try count("movies_unanswered_part") == 0)
    }
}
