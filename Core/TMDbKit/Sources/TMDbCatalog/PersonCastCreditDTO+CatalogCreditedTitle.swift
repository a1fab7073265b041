import TMDbKit

extension PersonCastCreditDTO {
    /// A combined-credits cast item: the title's summary, then the role.
    init(title: CatalogCreditedTitle, character: String?, creditID: String, order: Int?, episodeCount: Int?) {
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
            voteCount: title.voteCount,
            character: character,
            creditID: creditID,
            order: order,
            episodeCount: episodeCount
        )
    }
}
