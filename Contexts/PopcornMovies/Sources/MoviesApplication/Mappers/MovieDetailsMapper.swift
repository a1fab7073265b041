import CoreApplication
import CoreDomain
import Foundation
import MoviesDomain

/// Turns a domain `Movie` into `MovieDetails`, resolving every image path with its own kind's sizes.
struct MovieDetailsMapper {
    private let genreMapper = GenreDetailsMapper()
    private let companyMapper = ProductionCompanyDetailsMapper()
    private let countryMapper = ProductionCountryDetailsMapper()
    private let languageMapper = SpokenLanguageDetailsMapper()
    private let collectionMapper = MovieCollectionDetailsMapper()

    func map(_ entity: Movie, imagesConfiguration: ImagesConfiguration) -> MovieDetails {
        MovieDetails(
            id: entity.id,
            title: entity.title,
            tagline: entity.tagline,
            originalTitle: entity.originalTitle,
            originalLanguage: entity.originalLanguage,
            originCountry: entity.originCountry,
            overview: entity.overview,
            runtime: entity.runtime,
            genres: entity.genres?.map(genreMapper.map),
            releaseDate: entity.releaseDate,
            posterURLSet: imagesConfiguration.posterURLSet(for: entity.posterPath),
            backdropURLSet: imagesConfiguration.backdropURLSet(for: entity.backdropPath),
            budget: entity.budget,
            revenue: entity.revenue,
            homepageURL: entity.homepageURL,
            imdbID: entity.imdbID,
            status: entity.status,
            productionCompanies: entity.productionCompanies?.map {
                companyMapper.map($0, imagesConfiguration: imagesConfiguration)
            },
            productionCountries: entity.productionCountries?.map(countryMapper.map),
            spokenLanguages: entity.spokenLanguages?.map(languageMapper.map),
            belongsToCollection: entity.belongsToCollection.map {
                collectionMapper.map($0, imagesConfiguration: imagesConfiguration)
            },
            popularity: entity.popularity,
            voteAverage: entity.voteAverage,
            voteCount: entity.voteCount,
            hasVideo: entity.hasVideo,
            isAdultOnly: entity.isAdultOnly
        )
    }
}
