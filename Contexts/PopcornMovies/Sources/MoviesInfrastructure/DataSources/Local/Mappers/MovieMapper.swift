import Foundation
import GRDB
import MoviesDomain

/// Maps a movie, with its nested lists and collection, between the domain and its cached records.
struct MovieMapper {
    private let genreMapper = GenreMapper()
    private let companyMapper = ProductionCompanyMapper()
    private let countryMapper = ProductionCountryMapper()
    private let spokenLanguageMapper = SpokenLanguageMapper()
    private let collectionMapper = MovieCollectionMapper()

    /// A stored status this version does not know reads as `.unknown`, not as "no status".
    func map(_ entity: MoviesMovieEntity) -> Movie {
        Movie(
            id: entity.movieID,
            title: entity.title,
            tagline: entity.tagline,
            originalTitle: entity.originalTitle,
            originalLanguage: entity.originalLanguage,
            originCountry: entity.originCountry,
            overview: entity.overview,
            runtime: entity.runtime,
            genres: entity.genres.map { $0.map(genreMapper.map) },
            releaseDate: entity.releaseDate,
            posterPath: entity.posterPath.flatMap { URL(string: $0) },
            backdropPath: entity.backdropPath.flatMap { URL(string: $0) },
            budget: entity.budget,
            revenue: entity.revenue,
            homepageURL: entity.homepageURL.flatMap { URL(string: $0) },
            imdbID: entity.imdbID,
            status: entity.status.map { MovieStatus(rawValue: $0) ?? .unknown },
            productionCompanies: entity.productionCompanies.map { $0.map(companyMapper.map) },
            productionCountries: entity.productionCountries.map { $0.map(countryMapper.map) },
            spokenLanguages: entity.spokenLanguages.map { $0.map(spokenLanguageMapper.map) },
            belongsToCollection: entity.belongsToCollection.map(collectionMapper.map),
            popularity: entity.popularity,
            voteAverage: entity.voteAverage,
            voteCount: entity.voteCount,
            hasVideo: entity.hasVideo,
            isAdultOnly: entity.isAdultOnly
        )
    }

    func map(_ movie: Movie, language: String, cachedAt: Date) -> MoviesMovieEntity {
        var entity = MoviesMovieEntity(movieID: movie.id, title: movie.title, language: language, cachedAt: cachedAt)
        map(movie, to: &entity, language: language, cachedAt: cachedAt)
        return entity
    }

    /// Overwrites every field and child list except the key, and refreshes `cachedAt`.
    func map(_ movie: Movie, to entity: inout MoviesMovieEntity, language: String, cachedAt: Date) {
        let movieID = entity.movieID
        entity.title = movie.title
        entity.tagline = movie.tagline
        entity.originalTitle = movie.originalTitle
        entity.originalLanguage = movie.originalLanguage
        entity.originCountry = movie.originCountry
        entity.overview = movie.overview
        entity.runtime = movie.runtime
        entity.releaseDate = movie.releaseDate
        entity.posterPath = movie.posterPath?.relativeString
        entity.backdropPath = movie.backdropPath?.relativeString
        entity.budget = movie.budget
        entity.revenue = movie.revenue
        entity.homepageURL = movie.homepageURL?.relativeString
        entity.imdbID = movie.imdbID
        entity.status = movie.status?.rawValue
        entity.popularity = movie.popularity
        entity.voteAverage = movie.voteAverage
        entity.voteCount = movie.voteCount
        entity.hasVideo = movie.hasVideo
        entity.isAdultOnly = movie.isAdultOnly
        entity.language = language
        entity.cachedAt = cachedAt
        entity.genres = movie.genres?.enumerated().map { genreMapper.map($1, movieID: movieID, position: $0) }
        entity.productionCompanies = movie.productionCompanies?.enumerated()
            .map { companyMapper.map($1, movieID: movieID, position: $0) }
        entity.productionCountries = movie.productionCountries?.enumerated()
            .map { countryMapper.map($1, movieID: movieID, position: $0) }
        entity.spokenLanguages = movie.spokenLanguages?.enumerated()
            .map { spokenLanguageMapper.map($1, movieID: movieID, position: $0) }
        entity.belongsToCollection = movie.belongsToCollection.map { collectionMapper.map($0, movieID: movieID) }
    }
}
