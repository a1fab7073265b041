import CoreDomain
import Foundation
import TMDbKit
import TerminalImages

/// Where a poster or photo comes from: the smallest TMDb size that fills the room, from the image
/// cache, else (unless `--offline`) from the image host TMDb's `/configuration` names, decoded,
/// and kept in the cache once it decoded. Whatever goes wrong (no poster, the demo catalog,
/// nothing cached under `--offline`, a 404, an HTML page, a truncated or huge file, no decoding
/// library) gives `nil` and one `debug` line saying why.
struct PictureSource: Sendable {
    let isCatalog: Bool
    let isOffline: Bool
    let cache: ImageFileCache
    let downloader: any ImageDownloading
    let decoder: ImageDecoder
    /// TMDb's image host and sizes (the cached `/configuration`).
    let configuration: @Sendable () async throws(DataAccessError) -> ImagesConfiguration
    let debug: @Sendable (String) -> Void

    /// The decoded picture at `path` and the file it came from, fetched at least `width` pixels wide
    /// (up to TMDb's `w500`); `subject` names the title or person in the debug line (`movie 550`).
    func picture(of subject: String, path: URL?, kind: ImageKind, fillingWidth width: Int) async -> (
        image: RasterImage, file: [UInt8]
    )? {
        let noun = Self.noun(for: kind)
        if let reason = absence(of: path, kind: kind, subject: subject) {
            debug(reason)
            return nil
        }
        guard let path else {
            return nil
        }
        let imagesConfiguration: ImagesConfiguration
        do {
            imagesConfiguration = try await configuration()
        } catch {
            debug("no \(noun) drawn: TMDb's image configuration could not be had (\(error))")
            return nil
        }
        guard let (size, sizeWidth) = imagesConfiguration.size(of: kind, fillingWidth: width) else {
            debug("no \(noun) drawn: TMDb's configuration lists no size to draw it at")
            return nil
        }
        let url = imagesConfiguration.url(for: path, size: size)
        // A copy kept at least as wide will do, and offline a narrower one too: better than none.
        if let kept = cache.bestKept(path: path.path, width: sizeWidth),
            ImageFileCache.width(of: kept).map({ $0 >= sizeWidth || isOffline }) == true,
            let bytes = cache.read(kept)
        {
            do {
                let image = try decoder.decode(bytes)
                debug("\(noun) from the image cache (\(kept))")
                return (image, bytes)
            } catch {
                // Kept but no longer readable (a disk error, a file cut short): fetched again.
                cache.remove(kept)
                debug("the kept \(noun) \(kept) does not decode (\(error.reason)); it is removed")
            }
        }
        guard !isOffline else {
            debug("no \(noun) drawn: it is not in the image cache, and --offline draws only what is")
            return nil
        }
        guard let bytes = await download(url, noun: noun) else {
            return nil
        }
        let image: RasterImage
        do {
            image = try decoder.decode(bytes)
        } catch {
            debug("no \(noun) drawn: \(error.reason) (\(url.absoluteString))")
            return nil
        }
        do {
            try cache.store(bytes, as: ImageFileCache.fileName(width: sizeWidth, path: path.path))
        } catch {
            debug("the \(noun) is drawn but not kept: \(error.reason)")
        }
        return (image, bytes)
    }

    /// Why there is nothing to fetch, known before asking the terminal or the network anything:
    /// TMDb has no picture for the subject, or the demo catalog answers (it holds no images).
    func absence(of path: URL?, kind: ImageKind, subject: String) -> String? {
        if path == nil {
            return "no \(Self.noun(for: kind)) drawn: TMDb has none for \(subject)"
        }
        if isCatalog {
            return "no \(Self.noun(for: kind)) drawn: the demo catalog has no images"
        }
        return nil
    }

    /// What the debug lines call a picture of `kind`.
    static func noun(for kind: ImageKind) -> String {
        kind == .profile ? "photo" : "poster"
    }

    /// The file from the image host; `nil`, with a debug line saying why, when it could not be had.
    private func download(_ url: URL, noun: String) async -> [UInt8]? {
        switch await downloader.download(url) {
        case .file(let bytes, _):
            debug("GET \(url.absoluteString) -> \(bytes.count) bytes")
            return bytes
        case .refused(let status):
            debug("no \(noun) drawn: the image host answered \(status) for \(url.absoluteString)")
        case .failed(let cause):
            debug("no \(noun) drawn: \(url.absoluteString) could not be fetched (\(cause))")
        }
        return nil
    }
}
