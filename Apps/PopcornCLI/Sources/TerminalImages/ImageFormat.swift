/// The two kinds of picture TMDb serves posters and logos in, told apart by their first bytes (not by
/// the URL or a `Content-Type`, which a proxy's error page would share).
public enum ImageFormat: Equatable, Sendable {
    /// A photograph's format: what posters, stills and profile pictures come as.
    case jpeg
    /// Lossless with alpha: what logos come as, and what kitty takes without decoding.
    case png

    /// What every JPEG starts with: a start-of-image marker and the next marker's `FF`.
    static let jpegSignature: [UInt8] = [0xFF, 0xD8, 0xFF]

    /// The eight bytes every PNG starts with.
    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The format `bytes` start as, or `nil` when they are neither a JPEG nor a PNG (an HTML error
    /// page, a truncated download), so the caller never hands a library bytes it cannot read.
    public static func sniff(_ bytes: some Collection<UInt8>) -> ImageFormat? {
        if bytes.starts(with: pngSignature) {
            return .png
        }
        if bytes.starts(with: jpegSignature) {
            return .jpeg
        }
        return nil
    }
}
