import CoreDomain

/// When followed movies come out in the person's region: answered by the Movies context (its
/// release dates, cached like the movie's screen).
public protocol MovieReleaseProviding: Sendable {
    /// The theatrical, digital and physical releases of each movie in `span`, or why they could not
    /// be had; `progress` is told of each movie done.
    func releases(
        ofMovies movies: [Int: String], in span: CalendarSpan, progress: @escaping @Sendable (Int) -> Void
    ) async -> [Int: Result<[CalendarRelease], DataAccessError>]
}
