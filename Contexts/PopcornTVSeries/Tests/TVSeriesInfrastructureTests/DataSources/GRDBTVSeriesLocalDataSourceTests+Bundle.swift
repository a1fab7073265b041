import CoreDomain
import CoreDomainTestHelpers
import DataPersistence
import DataPersistenceTestHelpers
import Foundation
import GRDB
import TVSeriesDomain
import TVSeriesInfrastructure
import TVSeriesTestHelpers
import Testing

extension GRDBTVSeriesLocalDataSourceTests {
    /// Every part of a series' screen and its first season.
    static let everyPart = Set(TVSeriesPart.lists + [.season(1)])

    @Test("one appended bundle fills every part's own entry, and each part reads back alone")
    func bundleFillsEveryEntry() async throws {
        let bundle = TVSeriesBundle.mock()
        try await dataSource.save(bundle)

        #expect(try await dataSource.tvSeries(withID: 1396)?.value == bundle.tvSeries)
        #expect(try await dataSource.credits(forTVSeries: 1396)?.value == bundle.credits)
        #expect(try await dataSource.aggregateCredits(forTVSeries: 1396)?.value == bundle.aggregateCredits)
        #expect(
            try await dataSource.part(\.contentRatings, .contentRatings, ofTVSeries: 1396)?.value
                == bundle.contentRatings)
        #expect(try await dataSource.part(\.images, .images, ofTVSeries: 1396)?.value == bundle.images)
        #expect(
            try await dataSource.part(\.watchProviders, .watchProviders, ofTVSeries: 1396)?.value
                == bundle.watchProviders)
        #expect(
            try await dataSource.part(\.recommendations, .recommendations, ofTVSeries: 1396)?.value
                == bundle.recommendations)
        #expect(try await dataSource.part(\.similar, .similar, ofTVSeries: 1396)?.value == bundle.similar)
        #expect(try await dataSource.season(1, inTVSeries: 1396)?.value == bundle.seasons[1])
        for table in [
            "tv_series", "tv_series_credits", "tv_series_aggregate_credits", "tv_series_content_ratings",
            "tv_series_image_collection", "tv_series_watch_providers", "tv_series_season",
        ] {
            #expect(try count(table) == 1, "\(table)")
        }
        #expect(try count("tv_series_content_rating") == 3)
        #expect(try count("tv_series_image") == 4)
        #expect(try count("tv_series_watch_provider") == 4)
        #expect(try count("tv_series_preview_page") == 2)
        #expect(try count("tv_series_episode") == 3)
        #expect(try count("tv_series_unanswered_part") == 0)
    }

    @Test("the first pages of recommendations and similar series are the repository's page 1 entries")
    func pagesUnderTheirKeys() async throws {
        try await dataSource.save(TVSeriesBundle.mock())

        #expect(
            try await dataSource.page(forKey: "tv:1396:recommendations:page:1")?.value.results.map(\.id) == [
                60_059, 1399,
            ])
        #expect(try await dataSource.page(forKey: "tv:1396:similar:page:1")?.value.results.map(\.id) == [1398])
    }

    @Test("a bundle reads back whole, every part with the date it was written")
    func bundleRoundTrip() async throws {
        try await dataSource.save(TVSeriesBundle.mock())

        let cached = try #require(try await dataSource.bundle(forTVSeries: 1396, including: Self.everyPart))

        #expect(cached.bundle == TVSeriesBundle.mock())
        #expect(cached.cachedAt.count == 11)
        #expect(cached.cachedAt.values.allSatisfy { $0 == clock.now() })
    }

    @Test("only the parts asked for are read, and parts never cached are missing, not empty")
    func onlyTheAskedParts() async throws {
        try await dataSource.save(TVSeriesBundle(tvSeries: .mock(), credits: .breakingBad(), images: .mock(id: 1396)))

        let cached = try #require(
            try await dataSource.bundle(forTVSeries: 1396, including: [.images, .watchProviders, .season(1)]))

        #expect(cached.bundle.credits == nil)
        #expect(cached.bundle.images == .mock(id: 1396))
        #expect(cached.bundle.watchProviders == nil)
        #expect(cached.bundle.seasons.isEmpty)
        #expect(Set(cached.cachedAt.keys) == [.details, .part(.images)])
    }

    @Test("a part's tables are not queried unless the part is asked for")
    func partsAreReadOnlyWhenAsked() async throws {
        try await dataSource.save(TVSeriesBundle.mock())
        let log = StatementLog.attached(to: database)

        _ = try await dataSource.bundle(forTVSeries: 1396, including: [.credits])

        for table in [
            "tv_series_aggregate_credits", "tv_series_content_ratings", "tv_series_image_collection",
            "tv_series_watch_providers", "tv_series_preview_page", "tv_series_season", "tv_series_episode",
            "tv_series_unanswered_part",
        ] {
            #expect(log.queries(touching: "\"\(table)\"").isEmpty, "\(table) was read")
        }
        #expect(!log.queries(touching: "\"tv_series_credits\"").isEmpty)
        #expect(!log.queries(touching: "\"tv_series_cast_member\"").isEmpty)
    }

    @Test("known-empty parts read back empty, not missing")
    func emptyParts() async throws {
        try await dataSource.save(
            TVSeriesBundle(
                tvSeries: .mock(), contentRatings: [], images: ImageCollection(id: 1396), watchProviders: [],
                seasons: [0: .mock(id: 3577, name: "Specials", seasonNumber: 0, episodes: [])]))

        let cached = try #require(try await dataSource.bundle(forTVSeries: 1396, including: Self.everyPart))

        #expect(cached.bundle.contentRatings == [])
        #expect(cached.bundle.images == ImageCollection(id: 1396))
        #expect(cached.bundle.watchProviders == [])
        #expect(cached.bundle.seasons.isEmpty)
        #expect(cached.cachedAt[.part(.watchProviders)] == clock.now())
        let specials = try await dataSource.bundle(forTVSeries: 1396, including: [.season(0)])
        #expect(specials?.bundle.seasons[0]?.episodes == [])
    }

    @Test("saving a bundle with some parts refreshes those and leaves the other parts as they were")
    func partialSaveKeepsOtherParts() async throws {
        try await dataSource.save(TVSeriesBundle.mock())
        clock.advance(by: 600)

        try await dataSource.save(
            TVSeriesBundle(
                tvSeries: .mock(name: "Breaking Bad (4K)"), contentRatings: [.mock(rating: "TV-14")],
                images: .mock(id: 1396, logos: [])))

        let cached = try #require(try await dataSource.bundle(forTVSeries: 1396, including: Self.everyPart))
        #expect(cached.bundle.tvSeries.name == "Breaking Bad (4K)")
        #expect(cached.bundle.contentRatings == [.mock(rating: "TV-14")])
        #expect(cached.bundle.images == .mock(id: 1396, logos: []))
        #expect(cached.bundle.credits == TVSeriesBundle.mock().credits)
        #expect(cached.bundle.watchProviders == TVSeriesBundle.mock().watchProviders)
        #expect(cached.bundle.seasons == TVSeriesBundle.mock().seasons)
        #expect(cached.cachedAt[.part(.images)] == clock.now())
        #expect(cached.cachedAt[.part(.season(1))] == clock.now().addingTimeInterval(-600))
        #expect(try count("tv_series_content_rating") == 1)
        #expect(try count("tv_series_image") == 2)
    }

    @Test("a series whose details are not cached reads as nil, whatever parts are")
    func partsWithoutDetails() async throws {
        try await dataSource.save(TVSeriesBundle.mock())
        _ = try await database.write { db in try db.execute(sql: "DELETE FROM tv_series") }

        #expect(try await dataSource.bundle(forTVSeries: 1396, including: Self.everyPart) == nil)
    }

    @Test("parts saved in another language read as missing")
    func otherLanguageParts() async throws {
        try await dataSource(language: "fr-FR").save(TVSeriesBundle.mock())
        try await dataSource.save(TVSeriesBundle(tvSeries: .mock()))

        let cached = try #require(try await dataSource.bundle(forTVSeries: 1396, including: Self.everyPart))

        #expect(Set(cached.cachedAt.keys) == [.details])
        #expect(cached.bundle == TVSeriesBundle(tvSeries: .mock()))
    }

    @Test("ratings are stored one row per country in TMDb's order, descriptors as JSON text, no rating as NULL")
    func contentRatingRows() async throws {
        try await dataSource.save(TVSeriesBundle.mock())

        let rows = try database.read { db in
            try Row.fetchAll(
                db,
                sql: "SELECT countryCode, rating, descriptors FROM tv_series_content_rating ORDER BY position")
        }

        #expect(rows.map { $0["countryCode"] as String? } == ["US", "GB", "DE"])
        #expect(rows.map { $0["rating"] as String? } == ["TV-MA", "18", nil])
        #expect(rows.map { $0["descriptors"] as String? } == ["[]", #"["Drugs","Violence"]"#, "[]"])
    }

    @Test("deleting a series' part rows deletes their children")
    func partsCascade() async throws {
        try await dataSource.save(TVSeriesBundle.mock())

        _ = try await database.write { db in
            try db.execute(sql: "DELETE FROM tv_series_content_ratings")
            try db.execute(sql: "DELETE FROM tv_series_image_collection")
            try db.execute(sql: "DELETE FROM tv_series_watch_providers")
        }

        #expect(try count("tv_series_content_rating") == 0)
        #expect(try count("tv_series_image") == 0)
        #expect(try count("tv_series_watch_provider") == 0)
        #expect(try count("tv_series") == 1)
    }

    @Test("saving a whole bundle is one transaction")
    func bundleSaveIsOneTransaction() async throws {
        try await dataSource.save(TVSeriesBundle.mock())

        try await expectOneTransactionUpdating("tv_series") {
            try await dataSource.save(TVSeriesBundle.mock(tvSeries: .mock(name: "Again")))
        }
    }

    @Test("reading a whole bundle is one transaction with a fixed number of queries, however big its parts")
    func bundleReadIsNotNPlusOne() async throws {
        try await dataSource.save(Self.bundle(of: 1, items: 1))
        try await dataSource.save(Self.bundle(of: 2, items: 30))

        let few = try await queryCount { _ = try await dataSource.bundle(forTVSeries: 1, including: Self.everyPart) }
        let lots = try await queryCount { _ = try await dataSource.bundle(forTVSeries: 2, including: Self.everyPart) }
        let log = StatementLog.attached(to: database)
        let cached = try await dataSource.bundle(forTVSeries: 2, including: Self.everyPart)

        // The series (10), credits (3), aggregate credits (5), ratings, images, watch providers,
        // videos, keywords, translations and two pages (2 each), the season with its episodes, their
        // crew and guest stars (4).
        #expect(few == 38)
        #expect(lots == 38)
        #expect(log.all.filter { $0.hasPrefix("BEGIN") }.count == 1)
        #expect(cached?.bundle.images?.posters.count == 30)
        #expect(cached?.bundle.seasons[1]?.episodes?.count == 30)
    }

    /// A series with every part, each list `items` long (genres, ratings, posters, offers, episodes).
    static func bundle(of id: Int, items: Int) -> TVSeriesBundle {
        TVSeriesBundle.mock(
            tvSeries: .mock(id: id, genres: (1...items).map { Genre.mock(id: $0, name: "Genre \($0)") }),
            credits: .breakingBad(id: id),
            aggregateCredits: .mock(id: id),
            contentRatings: (1...items).map { ContentRating.mock(countryCode: "C\($0)") },
            images: .mock(id: id, posters: (1...items).map { ImageMetadata.mock(filePath: "/poster-\($0).jpg") }),
            watchProviders: (1...items).map { WatchProviderOffers.mock(countryCode: "C\($0)") },
            seasons: [1: .mock(episodes: (1...items).map { .mock(id: $0, episodeNumber: $0) })])
    }
}
