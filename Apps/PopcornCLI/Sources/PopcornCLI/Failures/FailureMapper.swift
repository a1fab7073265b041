import CoreDomain
import Foundation

/// The one place that turns a data-access failure (every use-case error's `cause`) into an
/// exit status and a message that says what happened and what to do.
enum FailureMapper {
    /// The exit status for each kind of data-access failure.
    static func status(for cause: DataAccessError) -> PopcornExitStatus {
        switch cause {
        case .notFound: .notFound
        case .unauthorised: .credentials
        case .rateLimited: .rateLimited
        case .unreachable: .unavailable
        case .invalidResponse: .dataError
        case .storage, .unknown: .failure
        }
    }

    /// The failure for `error`, whatever use case threw it.
    static func failure(
        for error: some UseCaseError,
        subject: FailureSubject,
        source: DataSource,
        isOffline: Bool
    ) -> CLIFailure {
        failure(for: error.cause, subject: subject, source: source, isOffline: isOffline)
    }

    /// The failure for a data-access cause.
    static func failure(
        for cause: DataAccessError,
        subject: FailureSubject,
        source: DataSource,
        isOffline: Bool
    ) -> CLIFailure {
        CLIFailure(status(for: cause), message(for: cause, subject: subject, source: source, isOffline: isOffline))
    }

    private static func message(
        for cause: DataAccessError,
        subject: FailureSubject,
        source: DataSource,
        isOffline: Bool
    ) -> String {
        switch cause {
        case .notFound:
            return notFoundMessage(subject: subject, source: source)
        case .unauthorised(let detail):
            return "TMDb refused the credentials\(colon(detail)); check \(EnvironmentKey.apiKey) "
                + "or \(EnvironmentKey.readAccessToken)"
        case .rateLimited(let detail):
            return "TMDb is rate limiting requests\(parenthesised(detail)); wait a minute and try again"
        case .unreachable where isOffline:
            // The cache's own words name its key (`movie:550`): the subject says it for people.
            return "\(subject.phrase) \(subject.isPlural ? "are" : "is") not in the cache; "
                + "run the command once without --offline to fetch it"
        case .unreachable(let detail):
            return "could not get \(subject.phrase)\(colon(detail)); check the network (or \(EnvironmentKey.baseURL)), "
                + "or add --offline to read the cache"
        case .invalidResponse(let detail):
            return "TMDb answered with something that could not be read for \(subject.phrase)\(colon(detail)); "
                + "try again later, or add --debug for details"
        case .storage(let detail):
            return "the local cache failed for \(subject.phrase)\(colon(detail)); try --refresh, "
                + "or delete the cache directory"
        case .unknown(let detail):
            return "could not get \(subject.phrase)\(colon(detail)); add --debug for details"
        }
    }

    private static func notFoundMessage(subject: FailureSubject, source: DataSource) -> String {
        let what: String
        switch subject {
        case .list, .search, .imdbID, .named:
            what = " does not exist"
        case .moviePart, .tvSeriesPart, .personPart, .namedPlural:
            what = source.isCatalog ? " are not in the offline catalog" : " were not found on TMDb"
        case .movie, .movieCredits, .tvSeries, .tvSeason, .tvEpisode, .person, .personCredits,
            .genres, .collection:
            what = source.isCatalog ? " was not found: it is not in the offline catalog" : " was not found on TMDb"
        }
        return subject.phrase + what + "; " + notFoundAdvice(subject: subject, source: source)
    }

    /// Where to look instead: the list or search that finds the thing, or the series or season
    /// that lists what exists.
    private static func notFoundAdvice(subject: FailureSubject, source: DataSource) -> String {
        let liveHint = source.isCatalog ? ", or set \(EnvironmentKey.apiKey) to use live TMDb" : ""
        // What the catalog compiled into the binary lacks, only live TMDb has.
        let liveOnly = "set \(EnvironmentKey.apiKey) to use live TMDb"
        switch subject {
        case .moviePart(let id, _) where source.isCatalog:
            return "see what it knows of the movie with 'popcorn movie \(id)'" + liveHint
        case .movie, .movieCredits, .moviePart:
            return source.isCatalog
                ? "list what is with 'popcorn movie popular'" + liveHint
                : "check the id, or find the movie with 'popcorn movie search <title>'"
        case .tvSeriesPart(let id, _) where source.isCatalog:
            return "see what it knows of the series with 'popcorn tv \(id)'" + liveHint
        case .tvSeries, .tvSeriesPart:
            return source.isCatalog
                ? "list what is with 'popcorn tv popular'" + liveHint
                : "check the id, or find the series with 'popcorn tv search <name>'"
        case .person, .personCredits, .personPart:
            return source.isCatalog
                ? "list who is with 'popcorn person popular' or 'popcorn person search <name>'" + liveHint
                : "check the id, or find the person with 'popcorn person search <name>'"
        case .tvSeason(let series, _):
            return "see which seasons exist with 'popcorn tv \(series)'" + liveHint
        case .collection:
            // The catalog's collections are those its movies name; a movie's screen names its own.
            return source.isCatalog
                ? "its collections are those of its movies, each named on the movie's screen" + liveHint
                : "check the id, or find the collection by its name with 'popcorn collection <name>'"
        case .tvEpisode(let series, let season, _):
            return "see the season's episodes with 'popcorn tv season \(series) \(season)'" + liveHint
        case .list(_, let page), .search(_, let page):
            guard page == 1 else {
                return "try a lower --page"
            }
            // A first page that does not exist is not the person's mistake: the endpoint is missing.
            return source.isCatalog ? liveOnly : "check \(EnvironmentKey.baseURL)"
        case .genres, .imdbID, .named, .namedPlural:
            return source.isCatalog ? liveOnly : "check \(EnvironmentKey.baseURL)"
        }
    }

    private static func colon(_ detail: String?) -> String {
        guard let detail = sentence(detail) else {
            return ""
        }
        return ": " + detail
    }

    private static func parenthesised(_ detail: String?) -> String {
        guard let detail = sentence(detail) else {
            return ""
        }
        return " (" + detail + ")"
    }

    /// A detail set inside the line: trimmed, without the full stop that would stand before `;`.
    private static func sentence(_ detail: String?) -> String? {
        var text = detail?.trimmingWhitespace() ?? ""
        while text.hasSuffix(".") {
            text.removeLast()
        }
        return text.isEmpty ? nil : text
    }
}
