import Foundation
import TMDbAdapterKit
import TMDbKit
import TVSeriesDomain

/// Maps TMDb's `/tv/{id}` DTO to the domain `TVSeries`, every field of it.
///
/// `status` and `type` stay TMDb's raw strings; `""` in any optional string becomes `nil`.
struct TVSeriesMapper {
    private let seasonMapper = TVSeasonMapper()
    private let creatorMapper = CreatorMapper()
    private let genreMapper = GenreMapper()
    private let airDateMapper = TVEpisodeAirDateMapper()
    private let networkMapper = NetworkMapper()
    private let companyMapper = ProductionCompanyMapper()
    private let countryMapper = ProductionCountryMapper()
    private let languageMapper = SpokenLanguageMapper()

    func map(_ dto: TVSeriesDetailsDTO) -> TVSeries {
        TVSeries(
            id: dto.id,
            name: dto.name,
            tagline: dto.tagline.nonEmpty,
            originalName: dto.originalName.nonEmpty,
            originalLanguage: dto.originalLanguage.nonEmpty,
            overview: dto.overview.nonEmpty,
            episodeRunTime: dto.episodeRunTime,
            numberOfSeasons: dto.numberOfSeasons,
            numberOfEpisodes: dto.numberOfEpisodes,
            seasons: dto.seasons?.map(seasonMapper.map),
            createdBy: dto.createdBy?.map(creatorMapper.map),
            genres: dto.genres?.map(genreMapper.map),
            firstAirDate: dto.firstAirDate.tmdbDate,
            originCountry: dto.originCountry,
            posterPath: dto.posterPath.tmdbURL,
            backdropPath: dto.backdropPath.tmdbURL,
            homepageURL: dto.homepage.tmdbURL,
            isInProduction: dto.inProduction,
            languages: dto.languages,
            lastAirDate: dto.lastAirDate.tmdbDate,
            lastEpisodeToAir: dto.lastEpisodeToAir.map(airDateMapper.map),
            nextEpisodeToAir: dto.nextEpisodeToAir.map(airDateMapper.map),
            networks: dto.networks?.map(networkMapper.map),
            productionCompanies: dto.productionCompanies?.map(companyMapper.map),
            productionCountries: dto.productionCountries?.map(countryMapper.map),
            spokenLanguages: dto.spokenLanguages?.map(languageMapper.map),
            status: dto.status.nonEmpty,
            type: dto.type.nonEmpty,
            popularity: dto.popularity,
            voteAverage: dto.voteAverage,
            voteCount: dto.voteCount,
            isAdultOnly: dto.adult
        )
    }
}
