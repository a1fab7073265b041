import CoreDomain
import DataPersistence
import MoviesDomain
import MoviesInfrastructure

extension GRDBMovieLocalDataSource {
    /// Caches a movie alone, as a bundle without parts.
    func save(_ movie: Movie) async throws(DataAccessError) {
        try await save(MovieBundle(movie: movie))
    }

    /// Caches credits with a bare movie of their id (a bundle always holds its movie).
    func save(_ credits: Credits) async throws(DataAccessError) {
        try await save(MovieBundle(movie: Movie(id: credits.id, title: "Movie \(credits.id)"), credits: credits))
    }

    /// The cached movie alone, with the date it was written.
    func movie(withID id: Int) async throws(DataAccessError) -> Cached<Movie>? {
        guard let cached = try await bundle(forMovie: id, including: []), let date = cached.cachedAt[.details] else {
            return nil
        }
        return Cached(value: cached.bundle.movie, cachedAt: date)
    }

    /// The cached credits, with the date they were written.
    func credits(forMovie id: Int) async throws(DataAccessError) -> Cached<Credits>? {
        try await part(\.credits, .credits, ofMovie: id)
    }

    /// One cached part, with the date it was written; `nil` when it (or the movie) is not cached.
    func part<Value>(
        _ path: KeyPath<MovieBundle, Value?>,
        _ part: MoviePart,
        ofMovie id: Int
    ) async throws(DataAccessError) -> Cached<Value>? {
        guard let cached = try await bundle(forMovie: id, including: [part]),
            let value = cached.bundle[keyPath: path], let date = cached.cachedAt[.part(part)]
        else {
            return nil
        }
        return Cached(value: value, cachedAt: date)
    }
}
