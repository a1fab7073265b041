import TMDbKit

extension TVSeriesListItemDTO {
    /// The list entry TMDb would show for a series, built from its details file
    /// (genre ids come from the genre objects).
    init(details: TVSeriesDetailsDTO) {
        self.init(
            adult: details.adult,
            backdropPath: details.backdropPath,
            genreIDs: details.genres?.map(\.id) ?? [],
            id: details.id,
            originCountry: details.originCountry,
            originalLanguage: details.originalLanguage,
            originalName: details.originalName,
            overview: details.overview,
            popularity: details.popularity,
            posterPath: details.posterPath,
            firstAirDate: details.firstAirDate,
            name: details.name,
            voteAverage: details.voteAverage,
            voteCount: details.voteCount
        )
    }
}
