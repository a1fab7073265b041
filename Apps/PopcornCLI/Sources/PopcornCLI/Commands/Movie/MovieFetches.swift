import MoviesApplication

/// What the movie commands share beyond the session: the title line a part's view opens with.
enum MovieFetches {
    /// The movie's title line (`Fight Club (1999)`) for a part's view, read after the part was fetched
    /// (which cached the details): no request of its own. `Movie 550` when it cannot be had.
    static func titleLine(_ session: CommandSession, id: Int) async -> String {
        let details = try? await session.movies.makeFetchMovieDetailsUseCase()
            .execute(id: id, region: session.region, including: [])
        return details.map(MovieDetailsRenderer.titleLine) ?? "Movie \(id)"
    }
}
