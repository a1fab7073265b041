/// Why bytes did not become a ``RasterImage``: the poster is then left out, and `reason` says why in
/// one line for `--debug`.
public enum ImageDecodingError: Error, Equatable, Sendable {
    /// No bytes at all (an empty answer or cache file).
    case empty
    /// Bytes that are not a JPEG or PNG; the value says what they look like instead ("an HTML page").
    case notAnImage(String)
    /// libturbojpeg or libpng could not be loaded; the value is one line naming the library, why, and
    /// the Debian package to install.
    case libraryMissing(String)
    /// The header promises more pixels than `limit`, so nothing was decoded.
    case tooLarge(width: Int, height: Int, limit: Int)
    /// More bytes than the decoder reads at most, so they were not even looked at.
    case tooManyBytes(Int, limit: Int)
    /// The library refused the bytes (cut short, a bad checksum); the value is its message.
    case corrupt(String)

    /// One lowercase line, without a trailing period, for a `--debug` message.
    public var reason: String {
        switch self {
        case .empty:
            "the image is empty"
        case .notAnImage(let what):
            "the image data is \(what), not a JPEG or PNG"
        case .libraryMissing(let line):
            line
        case .tooLarge(let width, let height, let limit):
            "the image is \(width)×\(height) pixels, more than decoded at most (\(limit) pixels, 8192 a side)"
        case .tooManyBytes(let count, let limit):
            "the image is \(count) bytes, more than the \(limit) read at most"
        case .corrupt(let message):
            "the image could not be decoded: \(message)"
        }
    }
}
