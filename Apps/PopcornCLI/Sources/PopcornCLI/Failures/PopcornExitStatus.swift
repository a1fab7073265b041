/// The exit codes of `popcorn` (sysexits.h values, as CLI.md lists them).
enum PopcornExitStatus: Int32, Sendable, Equatable, CaseIterable {
    /// Success.
    case success = 0
    /// An unexpected internal error.
    case failure = 1
    /// Bad arguments (ArgumentParser's own code).
    case usage = 64
    /// TMDb answered with a body that cannot be decoded.
    case dataError = 65
    /// The movie (series, person...) does not exist, or is not in the offline catalog.
    case notFound = 66
    /// User data (the search history, the watchlist) cannot be read or written safely; nothing was overwritten.
    case userData = 74
    /// TMDb unreachable, and nothing cached to fall back on.
    case unavailable = 69
    /// Rate limited after retries.
    case rateLimited = 75
    /// Credentials missing, invalid or refused.
    case credentials = 77
    /// Bad configuration (unparseable base URL, bad environment value).
    case configuration = 78
}
