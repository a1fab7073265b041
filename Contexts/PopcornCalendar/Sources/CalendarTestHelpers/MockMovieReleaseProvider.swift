import CalendarDomain
import CoreDomain
import Synchronization

/// Release dates for tests: each movie's releases (or failure) as stubbed, whatever the span (so a
/// test sees the use case keep to it); a movie not stubbed fails. Records each call's movies and span.
public final class MockMovieReleaseProvider: MovieReleaseProviding {
    private let answers: [Int: Result<[CalendarRelease], DataAccessError>]
    private let calls = Mutex<[(movies: [Int: String], span: CalendarSpan)]>([])

    /// - Parameter answers: by movie id; none stubbed answers every movie with a failure.
    public init(_ answers: [Int: Result<[CalendarRelease], DataAccessError>] = [:]) {
        self.answers = answers
    }

    /// Each call's movies and span, in order.
    public var recorded: [(movies: [Int: String], span: CalendarSpan)] { calls.withLock { $0 } }

    public func releases(
        ofMovies movies: [Int: String], in span: CalendarSpan, progress: @escaping @Sendable (Int) -> Void
    ) async -> [Int: Result<[CalendarRelease], DataAccessError>] {
        calls.withLock { $0.append((movies, span)) }
        var result: [Int: Result<[CalendarRelease], DataAccessError>] = [:]
        for (index, id) in movies.keys.sorted().enumerated() {
            result[id] = answers[id] ?? .failure(.unknown("no stub for movie \(id)"))
            progress(index + 1)
        }
        return result
    }
}
