import CoreDomain
import CoreDomainTestHelpers
import Foundation
import TVSeriesDomain
import TVSeriesTestHelpers
import Testing

@testable import TVSeriesInfrastructure

@Suite("TVSeriesMapper")
struct TVSeriesMapperTests {
    let mapper = TVSeriesMapper()
    let cachedAt = Date(timeIntervalSince1970: 1_700_000_000)

    @Test("an entity maps to a series with all 32 fields, its lists in order and both episodes to air")
    func entityToDomain() {
        #expect(
            mapper.map(TVSeriesEntity.mock())
                == TVSeries(
                    id: 1396,
                    name: "Breaking Bad",
                    tagline: "Change the equation.",
                    originalName: "Breaking Bad",
                    originalLanguage: "en",
                    overview: "Walter White, a New Mexico chemistry teacher, is diagnosed with Stage III cancer.",
                    episodeRunTime: [45, 47],
                    numberOfSeasons: 5,
                    numberOfEpisodes: 62,
                    seasons: [.summaryMock()],
                    createdBy: [.mock()],
                    genres: [Genre(id: 18, name: "Drama"), Genre(id: 80, name: "Crime")],
                    firstAirDate: Date(timeIntervalSince1970: 1_200_787_200),
                    originCountry: ["US"],
                    posterPath: URL(string: "/ztkUQFLlC19CCMYHW9o1zWhJRNq.jpg"),
                    backdropPath: URL(string: "/tsRy63Mu5cu8etL1X7ZLyf7UP1M.jpg"),
                    homepageURL: URL(string: "https://www.sonypictures.com/tv/breakingbad"),
                    isInProduction: false,
                    languages: ["en", "es"],
                    lastAirDate: Date(timeIntervalSince1970: 1_380_412_800),
                    lastEpisodeToAir: .mock(),
                    nextEpisodeToAir: .mock(id: 62_200, name: "Reunion", episodeNumber: 1, seasonNumber: 6),
                    networks: [.mock()],
                    productionCompanies: [
                        .mock(
                            id: 11_073, name: "Sony Pictures Television Studios",
                            logoPath: URL(string: "/aCbASRcI1MI7DXjPbSW9Fcv9uGR.png"))
                    ],
                    productionCountries: [.mock()],
                    spokenLanguages: [.mock()],
                    status: "Ended",
                    type: "Scripted",
                    popularity: 288.7,
                    voteAverage: 8.9,
                    voteCount: 13_000,
                    isAdultOnly: false
                ))
    }

    @Test("a series maps to an entity with raw values, positions, the language and cachedAt")
    func domainToEntity() {
        let entity = mapper.map(TVSeries.mock(), language: "fr-FR", cachedAt: cachedAt)

        #expect(entity.tvSeriesID == 1396)
        #expect(entity.episodeRunTime == [45, 47])
        #expect(entity.posterPath == "/ztkUQFLlC19CCMYHW9o1zWhJRNq.jpg")
        #expect(entity.homepageURL == "https://www.sonypictures.com/tv/breakingbad")
        #expect(entity.status == "Ended")
        #expect(entity.language == "fr-FR")
        #expect(entity.cachedAt == cachedAt)
        #expect(entity.seasons?.map(\.seasonNumber) == [0, 1, 2])
        #expect(entity.seasons?.map(\.position) == [0, 1, 2])
        #expect(
            entity.genres == [
                TVSeriesGenreEntity(tvSeriesID: 1396, position: 0, genreID: 18, name: "Drama"),
                TVSeriesGenreEntity(tvSeriesID: 1396, position: 1, genreID: 80, name: "Crime"),
            ])
        #expect(entity.createdBy == [.mock()])
        #expect(entity.networks == [.mock()])
        #expect(entity.productionCompanies?.map(\.position) == [0, 1])
        #expect(entity.productionCountries == [.mock()])
        #expect(entity.spokenLanguages?.map(\.languageCode) == ["en", "es"])
        #expect(entity.lastEpisodeToAir == .mock(kind: .last))
        #expect(entity.nextEpisodeToAir?.kind == .next)
        #expect(entity.nextEpisodeToAir?.episodeID == 62_200)
    }

    @Test("a series survives the trip to an entity and back unchanged")
    func roundTrip() {
        #expect(mapper.map(mapper.map(TVSeries.mock(), language: "en-US", cachedAt: cachedAt)) == TVSeries.mock())
    }

    @Test("updating in place overwrites every field and child, keeps the key and refreshes cachedAt")
    func updateInPlace() {
        var entity = TVSeriesEntity.mock(cachedAt: cachedAt)
        let later = cachedAt.addingTimeInterval(3600)
        let tvSeries = TVSeries.mock(
            name: "Breaking Bad (Remastered)",
            seasons: [.summaryMock(id: 3578, name: "Season 5", seasonNumber: 5, episodeCount: 16)],
            genres: [],
            nextEpisodeToAir: nil,
            status: "Returning Series"
        )

        mapper.map(tvSeries, to: &entity, language: "de-DE", cachedAt: later)

        #expect(entity.tvSeriesID == 1396)
        #expect(entity.name == "Breaking Bad (Remastered)")
        #expect(entity.status == "Returning Series")
        #expect(entity.language == "de-DE")
        #expect(entity.cachedAt == later)
        #expect(entity.seasons?.map(\.seasonID) == [3578])
        #expect(entity.genres == [])
        #expect(entity.nextEpisodeToAir == nil)
        #expect(mapper.map(entity) == tvSeries)
    }

    @Test("missing scalars, paths, lists and episodes to air map to nil")
    func nilFields() {
        let tvSeries = TVSeries(id: 1, name: "Untitled")
        let entity = mapper.map(tvSeries, language: "en-US", cachedAt: cachedAt)

        #expect(entity.episodeRunTime == nil)
        #expect(entity.posterPath == nil)
        #expect(entity.genres == nil)
        #expect(entity.lastEpisodeToAir == nil)
        #expect(mapper.map(entity) == tvSeries)
    }
}
