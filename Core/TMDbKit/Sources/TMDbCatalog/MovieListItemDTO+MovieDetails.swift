import TMDbKit

extension MovieListItemDTO {
    /// The list entry TMDb would show for a movie, built from its details file
    /// (genre ids come from the genre objects).
    init(details: MovieDetailsDTO) {
        self.init(
            adult: details.adult,
            backdropPath: details.backdropPath,
            genreIDs: details.genres?.map(\.id) ?? [],
            id: details.id,
            originalLanguage: details.originalLanguage,
            originalTitle: details.originalTitle,
            overview: details.overview,
            popularity: details.popularity,
            posterPath: details.posterPath,
            releaseDate: details.releaseDate,
            title: details.title,
            video: details.video,
            voteAverage: details.voteAverage,
            voteCount: details.voteCount
        )
    }
}
