/// Why an image could not be kept on disk: one line for `--debug`, since a poster that is drawn but
/// not kept costs only a download next time.
public struct ImageCacheError: Error, Equatable, Sendable {
    public let reason: String

    public init(reason: String) {
        self.reason = reason
    }
}
