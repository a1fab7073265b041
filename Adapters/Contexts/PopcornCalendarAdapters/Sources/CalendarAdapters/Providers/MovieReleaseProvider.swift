import CalendarDomain
import CoreApplication
import CoreDomain
import Foundation
import MoviesApplication

/// When the followed movies come out in the person's region, answered by the Movies context's
/// release dates (one request a movie, cached like its screen): its first theatrical (limited or
/// wide), digital and physical release in the span, one of each kind.
public struct MovieReleaseProvider: MovieReleaseProviding {
    private let releases: any FetchMovieReleasesUseCase
    private let region: String

    /// - Parameter region: the ISO 3166-1 region whose releases count (`--region`).
    public init(releases: any FetchMovieReleasesUseCase, region: String) {
        self.releases = releases
        self.region = region
    }

    public func releases(
        ofMovies movies: [Int: String], in span: CalendarSpan, progress: @escaping @Sendable (Int) -> Void
    ) async -> [Int: Result<[CalendarRelease], DataAccessError>] {
        guard !movies.isEmpty else {
            return [:]
        }
        let answers = await releases.execute(ids: Set(movies.keys), region: region, progress: progress)
        var result: [Int: Result<[CalendarRelease], DataAccessError>] = [:]
        for id in movies.keys {
            guard let answer = answers[id] else {
                result[id] = .failure(.unknown("not asked"))
                continue
            }
            result[id] = answer.map { Self.releases(of: $0, title: movies[id] ?? $0.title, in: span) }
                .mapError(\.cause)
        }
        return result
    }

    /// The movie's first release of each listed kind in `span` (a limited release and the wide one
    /// a day later are one time in cinemas; two disc editions, one time on disc).
    static func releases(of movie: MovieReleases, title: String, in span: CalendarSpan) -> [CalendarRelease] {
        var seen = Set<CalendarReleaseKind>()
        return movie.releases.compactMap { release in
            guard let kind = kind(of: release), let day = CalendarDay(containing: release.date), span.contains(day),
                seen.insert(kind).inserted
            else {
                return nil
            }
            return CalendarRelease(movieID: movie.id, title: title, kind: kind, overview: movie.overview, day: day)
        }
    }

    /// The calendar's kind of a TMDb release: a limited theatrical release is a theatrical one;
    /// premieres and TV airings are not listed.
    private static func kind(of release: MovieRegionalRelease) -> CalendarReleaseKind? {
        switch release.type {
        case .theatrical, .theatricalLimited: .theatrical
        case .digital: .digital
        case .physical: .physical
        default: nil
        }
    }
}
