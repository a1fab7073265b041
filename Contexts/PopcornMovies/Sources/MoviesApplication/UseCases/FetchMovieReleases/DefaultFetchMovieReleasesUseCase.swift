import CoreApplication
import CoreDomain
import Foundation
import MoviesDomain

/// Reads each movie with its release dates, a few at a time, and keeps the region's dated ones.
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
        return await withTaskGroup(of: (Movie.ID, Result<MovieReleases, FetchError>).self) { group in
            var pending = ids.sorted()[...]
            var results: [Movie.ID: Result<MovieReleases, FetchError>] = [:]
            func startNext() {
                guard let id = pending.popFirst() else {
                    return
                }
                group.addTask { (id, await releases(of: id, region: code)) }
            }
            for _ in 0..<Self.maxConcurrentRequests {
                startNext()
            }
            while let (id, result) = await group.next() {
                results[id] = result
                progress(results.count)
                startNext()
            }
            return results
        }
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
