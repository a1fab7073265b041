import Foundation
import MoviesDomain
import TMDbAdapterKit
import TMDbKit

/// Maps TMDb's movie-details DTO to the domain `Movie`, every field of it.
struct MovieMapper {
    private let genreMapper = GenreMapper()
    private let statusMapper = MovieStatusMapper()
    private let companyMapper = ProductionCompanyMapper()
    private let countryMapper = ProductionCountryMapper()
    private let languageMapper = SpokenLanguageMapper()
    private let collectionMapper = MovieCollectionMapper()

    func map(_ dto: MovieDetailsDTO) -> Movie {
        Movie(
            id: dto.id,
            title: dto.title,
            tagline: dto.tagline.nonEmpty,
            originalTitle: dto.originalTitle.nonEmpty,
            originalLanguage: dto.originalLanguage.nonEmpty,
            originCountry: dto.originCountry,
            overview: dto.overview.nonEmpty,
            runtime: dto.runtime,
            genres: dto.genres?.map(genreMapper.map),
            releaseDate: dto.releaseDate.tmdbDate,
            posterPath: dto.posterPath.tmdbURL,
            backdropPath: dto.backdropPath.tmdbURL,
            budget: dto.budget,
            revenue: dto.revenue,
            homepageURL: dto.homepage.tmdbURL,
            imdbID: dto.imdbID.nonEmpty,
            status: dto.status.map(statusMapper.map),
            productionCompanies: dto.productionCompanies?.map(companyMapper.map),
            productionCountries: dto.productionCountries?.map(countryMapper.map),
            spokenLanguages: dto.spokenLanguages?.map(languageMapper.map),
            belongsToCollection: dto.belongsToCollection.map(collectionMapper.map),
            popularity: dto.popularity,
            voteAverage: dto.voteAverage,
            voteCount: dto.voteCount,
            hasVideo: dto.video,
            isAdultOnly: dto.adult
        )
    }
}
