import CoreDomain
import Foundation
import TMDbKit
import TVSeriesDomain
import Testing

@testable import TVSeriesAdapters

@Suite("TVSeriesMapper")
struct TVSeriesMapperTests {
    let mapper = TVSeriesMapper()

    private func breakingBad() throws -> TVSeries {
        mapper.map(try Fixture.decode(TVSeriesDetailsDTO.self, "tv-details-1396"))
    }

    @Test("a full TMDb response maps its scalar fields")
    func mapsScalars() throws {
        let series = try breakingBad()
        #expect(series.id == 1396)
        #expect(series.name == "Breaking Bad")
        #expect(series.tagline == "Remember my name")
        #expect(series.originalName == "Breaking Bad")
        #expect(series.originalLanguage == "en")
        #expect(series.overview?.hasPrefix("Walter White, a New Mexico chemistry teacher") == true)
        #expect(series.episodeRunTime == [45, 47])
        #expect(series.numberOfSeasons == 5)
        #expect(series.numberOfEpisodes == 62)
        #expect(series.firstAirDate == TMDbDate.parse("2008-01-20"))
        #expect(series.originCountry == ["US"])
        #expect(series.posterPath == URL(string: "/ztkUQFLlC19CCMYHW9o1zWhJRNq.jpg"))
        #expect(series.backdropPath == URL(string: "/tsRy63Mu5cu8etL1X7ZLyf7UP1M.jpg"))
        #expect(series.homepageURL == URL(string: "https://www.sonypictures.com/tv/breakingbad"))
        #expect(series.isInProduction == true)
        #expect(series.languages == ["en"])
        #expect(series.lastAirDate == TMDbDate.parse("2013-09-22"))
        #expect(series.status == "Returning Series")
        #expect(series.type == "Scripted")
        #expect(series.popularity == 288.278)
        #expect(series.voteAverage == 8.9)
        #expect(series.voteCount == 13_122)
        #expect(series.isAdultOnly == false)
    }

    @Test("a full TMDb response maps its seasons, creators and latest and next episodes")
    func mapsSeriesParts() throws {
        let series = try breakingBad()
        #expect(series.seasons?.map(\.seasonNumber) == [0, 1, 5])
        #expect(series.seasons?.map(\.episodeCount) == [9, 7, 16])
        #expect(series.seasons?.allSatisfy { $0.episodes == nil } == true)
        #expect(
            series.createdBy == [
                Creator(
                    id: 66633, creditID: "52542286760ee31328001a7b", name: "Vince Gilligan",
                    originalName: "Vince Gilligan", gender: .male,
                    profilePath: URL(string: "/z3E0DhBg1V1PZVEtS9vfFPzOWYB.jpg"))
            ])
        #expect(series.lastEpisodeToAir?.id == 62160)
        #expect(series.lastEpisodeToAir?.name == "Granite State")
        #expect(series.nextEpisodeToAir?.id == 62161)
        #expect(series.nextEpisodeToAir?.name == "Felina")
        #expect(series.nextEpisodeToAir?.episodeType == "finale")
    }

    @Test("a full TMDb response maps genres, networks, companies, countries and languages")
    func mapsSharedParts() throws {
        let series = try breakingBad()
        #expect(series.genres == [Genre(id: 18, name: "Drama"), Genre(id: 80, name: "Crime")])
        #expect(
            series.networks == [
                Network(
                    id: 174, name: "AMC", logoPath: URL(string: "/alqLicR1ZMHMaZGP3xRQxn9sq7p.png"), originCountry: "US"
                )
            ])
        #expect(
            series.productionCompanies == [
                ProductionCompany(
                    id: 11073, name: "Sony Pictures Television Studios", originCountry: "US",
                    logoPath: URL(string: "/aCbASRcI1MI7DXjPbSW9Fcv9uGR.png")),
                ProductionCompany(id: 33742, name: "High Bridge Productions", originCountry: "US", logoPath: nil),
            ])
        #expect(series.productionCountries == [ProductionCountry(countryCode: "US", name: "United States of America")])
        #expect(
            series.spokenLanguages == [
                SpokenLanguage(languageCode: "en", name: "English"),
                SpokenLanguage(languageCode: "es", name: "Español"),
            ])
    }

    @Test("empty strings and nulls become nil, and an unknown status string stays as sent")
    func mapsQuirks() throws {
        let series = mapper.map(try Fixture.decode(TVSeriesDetailsDTO.self, "tv-details-quirks"))
        #expect(series.id == 99001)
        #expect(series.name == "Untitled Pilot Project")
        #expect(series.firstAirDate == nil)
        #expect(series.lastAirDate == nil)
        #expect(series.lastEpisodeToAir == nil)
        #expect(series.nextEpisodeToAir == nil)
        #expect(series.posterPath == nil)
        #expect(series.backdropPath == nil)
        #expect(series.homepageURL == nil)
        #expect(series.tagline == nil)
        #expect(series.overview == nil)
        #expect(series.originalName == nil)
        #expect(series.originalLanguage == nil)
        #expect(series.type == nil)
        #expect(series.isInProduction == nil)
        #expect(series.status == "Pilot Commissioned")
        #expect(series.episodeRunTime == [])
        #expect(series.genres == [])
        #expect(series.seasons?.first?.airDate == nil)
        #expect(series.networks?.first?.originCountry == nil)
        #expect(series.createdBy?.first?.originalName == "Anonymous Showrunner")
    }

    @Test("missing arrays stay nil rather than becoming empty")
    func mapsMissingArrays() {
        let series = mapper.map(TVSeriesDetailsDTO(id: 7, name: "Bare"))
        #expect(series == TVSeries(id: 7, name: "Bare"))
    }
}
