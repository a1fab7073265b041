import Foundation
import TVSeriesDomain

/// Maps a series, with its nested lists and its last and next episode to air, between the domain
/// and its cached records.
///
/// A `nil` list is stored as no rows and so reads back empty, as in the movies context.
struct TVSeriesMapper {
    private let seasonSummaryMapper = SeasonSummaryMapper()
    private let creatorMapper = CreatorMapper()
    private let genreMapper = GenreMapper()
    private let networkMapper = NetworkMapper()
    private let companyMapper = ProductionCompanyMapper()
    private let countryMapper = ProductionCountryMapper()
    private let spokenLanguageMapper = SpokenLanguageMapper()
    private let airDateMapper = EpisodeAirDateMapper()

    func map(_ entity: TVSeriesEntity) -> TVSeries {
        TVSeries(
            id: entity.tvSeriesID,
            name: entity.name,
            tagline: entity.tagline,
            originalName: entity.originalName,
            originalLanguage: entity.originalLanguage,
            overview: entity.overview,
            episodeRunTime: entity.episodeRunTime,
            numberOfSeasons: entity.numberOfSeasons,
            numberOfEpisodes: entity.numberOfEpisodes,
            seasons: entity.seasons.map { $0.map(seasonSummaryMapper.map) },
            createdBy: entity.createdBy.map { $0.map(creatorMapper.map) },
            genres: entity.genres.map { $0.map(genreMapper.map) },
            firstAirDate: entity.firstAirDate,
            originCountry: entity.originCountry,
            posterPath: entity.posterPath.flatMap { URL(string: $0) },
            backdropPath: entity.backdropPath.flatMap { URL(string: $0) },
            homepageURL: entity.homepageURL.flatMap { URL(string: $0) },
            isInProduction: entity.isInProduction,
            languages: entity.languages,
            lastAirDate: entity.lastAirDate,
            lastEpisodeToAir: entity.lastEpisodeToAir.map(airDateMapper.map),
            nextEpisodeToAir: entity.nextEpisodeToAir.map(airDateMapper.map),
            networks: entity.networks.map { $0.map(networkMapper.map) },
            productionCompanies: entity.productionCompanies.map { $0.map(companyMapper.map) },
            productionCountries: entity.productionCountries.map { $0.map(countryMapper.map) },
            spokenLanguages: entity.spokenLanguages.map { $0.map(spokenLanguageMapper.map) },
            status: entity.status,
            type: entity.type,
            popularity: entity.popularity,
            voteAverage: entity.voteAverage,
            voteCount: entity.voteCount,
            isAdultOnly: entity.isAdultOnly
        )
    }

    func map(_ tvSeries: TVSeries, language: String, cachedAt: Date) -> TVSeriesEntity {
        var entity = TVSeriesEntity(
            tvSeriesID: tvSeries.id, name: tvSeries.name, language: language, cachedAt: cachedAt)
        map(tvSeries, to: &entity, language: language, cachedAt: cachedAt)
        return entity
    }

    /// Overwrites every field and child except the key, and refreshes `cachedAt`.
    func map(_ tvSeries: TVSeries, to entity: inout TVSeriesEntity, language: String, cachedAt: Date) {
        let tvSeriesID = entity.tvSeriesID
        entity.name = tvSeries.name
        entity.tagline = tvSeries.tagline
        entity.originalName = tvSeries.originalName
        entity.originalLanguage = tvSeries.originalLanguage
        entity.overview = tvSeries.overview
        entity.episodeRunTime = tvSeries.episodeRunTime
        entity.numberOfSeasons = tvSeries.numberOfSeasons
        entity.numberOfEpisodes = tvSeries.numberOfEpisodes
        entity.firstAirDate = tvSeries.firstAirDate
        entity.originCountry = tvSeries.originCountry
        entity.posterPath = tvSeries.posterPath?.relativeString
        entity.backdropPath = tvSeries.backdropPath?.relativeString
        entity.homepageURL = tvSeries.homepageURL?.relativeString
        entity.isInProduction = tvSeries.isInProduction
        entity.languages = tvSeries.languages
        entity.lastAirDate = tvSeries.lastAirDate
        entity.status = tvSeries.status
        entity.type = tvSeries.type
        entity.popularity = tvSeries.popularity
        entity.voteAverage = tvSeries.voteAverage
        entity.voteCount = tvSeries.voteCount
        entity.isAdultOnly = tvSeries.isAdultOnly
        entity.language = language
        entity.cachedAt = cachedAt
        entity.seasons = tvSeries.seasons?.enumerated()
            .map { seasonSummaryMapper.map($1, tvSeriesID: tvSeriesID, position: $0) }
        entity.createdBy = tvSeries.createdBy?.enumerated()
            .map { creatorMapper.map($1, tvSeriesID: tvSeriesID, position: $0) }
        entity.genres = tvSeries.genres?.enumerated().map { genreMapper.map($1, tvSeriesID: tvSeriesID, position: $0) }
        entity.networks = tvSeries.networks?.enumerated()
            .map { networkMapper.map($1, tvSeriesID: tvSeriesID, position: $0) }
        entity.productionCompanies = tvSeries.productionCompanies?.enumerated()
            .map { companyMapper.map($1, tvSeriesID: tvSeriesID, position: $0) }
        entity.productionCountries = tvSeries.productionCountries?.enumerated()
            .map { countryMapper.map($1, tvSeriesID: tvSeriesID, position: $0) }
        entity.spokenLanguages = tvSeries.spokenLanguages?.enumerated()
            .map { spokenLanguageMapper.map($1, tvSeriesID: tvSeriesID, position: $0) }
        entity.lastEpisodeToAir = tvSeries.lastEpisodeToAir
            .map { airDateMapper.map($0, tvSeriesID: tvSeriesID, kind: .last) }
        entity.nextEpisodeToAir = tvSeries.nextEpisodeToAir
            .map { airDateMapper.map($0, tvSeriesID: tvSeriesID, kind: .next) }
    }
}
