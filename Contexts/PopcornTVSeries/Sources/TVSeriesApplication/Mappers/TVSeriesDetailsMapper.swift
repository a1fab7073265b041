import CoreApplication
import CoreDomain
import Foundation
import TVSeriesDomain

/// Turns a domain `TVSeries` into `TVSeriesDetails`, resolving every image path with its own kind's sizes.
///
/// Season summaries carry the series' id and name, so each stands on its own in a `--json` document.
struct TVSeriesDetailsMapper {
    private let seasonMapper = TVSeasonDetailsMapper()
    private let creatorMapper = CreatorDetailsMapper()
    private let genreMapper = GenreDetailsMapper()
    private let airDateMapper = TVEpisodeAirDateDetailsMapper()
    private let networkMapper = NetworkDetailsMapper()
    private let companyMapper = ProductionCompanyDetailsMapper()
    private let countryMapper = ProductionCountryDetailsMapper()
    private let languageMapper = SpokenLanguageDetailsMapper()

    func map(_ entity: TVSeries, imagesConfiguration: ImagesConfiguration) -> TVSeriesDetails {
        TVSeriesDetails(
            id: entity.id,
            name: entity.name,
            tagline: entity.tagline,
            originalName: entity.originalName,
            originalLanguage: entity.originalLanguage,
            overview: entity.overview,
            episodeRunTime: entity.episodeRunTime,
            numberOfSeasons: entity.numberOfSeasons,
            numberOfEpisodes: entity.numberOfEpisodes,
            seasons: entity.seasons?.map {
                seasonMapper.map(
                    $0, tvSeriesID: entity.id, tvSeriesName: entity.name, imagesConfiguration: imagesConfiguration)
            },
            createdBy: entity.createdBy?.map { creatorMapper.map($0, imagesConfiguration: imagesConfiguration) },
            genres: entity.genres?.map(genreMapper.map),
            firstAirDate: entity.firstAirDate,
            originCountry: entity.originCountry,
            posterURLSet: imagesConfiguration.posterURLSet(for: entity.posterPath),
            backdropURLSet: imagesConfiguration.backdropURLSet(for: entity.backdropPath),
            homepageURL: entity.homepageURL,
            isInProduction: entity.isInProduction,
            languages: entity.languages,
            lastAirDate: entity.lastAirDate,
            lastEpisodeToAir: entity.lastEpisodeToAir.map {
                airDateMapper.map($0, imagesConfiguration: imagesConfiguration)
            },
            nextEpisodeToAir: entity.nextEpisodeToAir.map {
                airDateMapper.map($0, imagesConfiguration: imagesConfiguration)
            },
            networks: entity.networks?.map { networkMapper.map($0, imagesConfiguration: imagesConfiguration) },
            productionCompanies: entity.productionCompanies?.map {
                companyMapper.map($0, imagesConfiguration: imagesConfiguration)
            },
            productionCountries: entity.productionCountries?.map(countryMapper.map),
            spokenLanguages: entity.spokenLanguages?.map(languageMapper.map),
            status: entity.status,
            type: entity.type,
            popularity: entity.popularity,
            voteAverage: entity.voteAverage,
            voteCount: entity.voteCount,
            isAdultOnly: entity.isAdultOnly
        )
    }
}
