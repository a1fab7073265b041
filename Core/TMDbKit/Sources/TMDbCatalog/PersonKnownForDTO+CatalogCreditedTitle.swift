import TMDbKit

extension PersonKnownForDTO {
    /// The `known_for` entry TMDb would show for a title.
    init(title: CatalogCreditedTitle) {
        self.init(
            adult: title.adult,
            backdropPath: title.backdropPath,
            genreIDs: title.genreIDs,
            id: title.id,
            mediaType: title.mediaType,
            originCountry: title.originCountry,
            originalLanguage: title.originalLanguage,
            originalName: title.originalName,
            originalTitle: title.originalTitle,
            overview: title.overview,
            popularity: title.popularity,
            posterPath: title.posterPath,
            firstAirDate: title.firstAirDate,
            releaseDate: title.releaseDate,
            name: title.name,
            title: title.title,
            video: title.video,
            voteAverage: title.voteAverage,
            voteCount: title.voteCount
        )
    }
}
