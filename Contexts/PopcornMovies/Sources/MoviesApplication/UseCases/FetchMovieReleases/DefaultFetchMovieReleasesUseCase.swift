import CoreApplication
import CoreDomain
import Foundation
import MoviesDomain
import Synchronization

/// Reads each movie with its release dates, a few at a time, and keeps the region's dated ones.
/// After a failure that says TMDb cannot be had (unreachable, refused, rate limited), the movies
/// not started yet are left out, as the series of a calendar are.
struct DefaultFetchMovieReleasesUseCase: FetchMovieReleasesUseCase {
    /// How many movies are read at once (the client paces what reaches TMDb).
    static let maxConcurrentRequests = 4

    private let movieRepository: any MovieRepository

    init(movieRepository: some MovieRepository) {
        self.movieRepository = movieRepository
    }

    func execute(ids: Set<Movie.ID>, region: String, progress: @escaping @Sendable (Int) -> Void) async
        -> [Movie.ID: Result<MovieReleases, FetchError>]
    {
        let code = region.uppercased()
        let stopped = Atomic(false)
        let done = Atomic(0)
        let use = self
        let answers = await ids.sorted().boundedConcurrentMap(maximumInFlight: Self.maxConcurrentRequests) {
            (id: Movie.ID) async -> (Movie.ID, Result<MovieReleases, FetchError>)? in
            guard !stopped.load(ordering: .relaxed) else {
                return nil
            }
            let answer = await use.releases(of: id, region: code)
            if case .failure(let error) = answer, error.cause.isSourceWide {
                stopped.store(true, ordering: .relaxed)
            }
            progress(done.add(1, ordering: .relaxed).newValue)
            return (id, answer)
        }
        return Dictionary(uniqueKeysWithValues: answers.compactMap { $0 })
    }

    private func releases(of id: Movie.ID, region: String) async -> Result<MovieReleases, FetchError> {
        let bundle: MovieBundle
        do {
            bundle = try await movieRepository.movie(withID: id, including: [.releaseDates])
        } catch {
            return .failure(FetchError(error))
        }
        let country = bundle.releaseDates?.first { $0.countryCode.uppercased() == region }
        let dated = (country?.releaseDates ?? []).compactMap { release in
            release.releaseDate.map { MovieRegionalRelease(date: $0, type: release.type, note: release.note) }
        }
        let overview = bundle.movie.overview.flatMap { $0.isEmpty ? nil : $0 }
        return .success(
            MovieReleases(
                id: bundle.movie.id, title: bundle.movie.title, overview: overview, region: region,
                releases: dated.enumerated().sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }
                    .map(\.element)))
    }
}
