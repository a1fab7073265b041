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
        guard let url = imagesConfiguration.url(for: path, kind: kind, fillingWidth: width) else {
            debug("no \(noun) drawn: TMDb's configuration lists no size to draw it at")
            return nil
        }
        let name = ImageFileCache.fileName(size: url.deletingLastPathComponent().lastPathComponent, path: path.path)
        guard let file = await file(named: name, at: url, noun: noun) else {
            return nil
        }
        let image: RasterImage
        do {
            image = try decoder.decode(file.bytes)
        } catch {
            debug("no \(noun) drawn: \(error.reason) (\(url.absoluteString))")
            return nil
        }
        if file.downloaded {
            do {
                try cache.store(file.bytes, as: name)
            } catch {
                debug("the \(noun) is drawn but not kept: \(error.reason)")
            }
        }
        return (image, file.bytes)
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

    /// The file from the cache, else (unless offline) from the image host; `nil`, with a debug
    /// line, when neither has it.
    private func file(named name: String, at url: URL, noun: String) async -> (bytes: [UInt8], downloaded: Bool)? {
        if let cached = cache.read(name) {
            debug("\(noun) from the image cache (\(name))")
            return (cached, false)
        }
        guard !isOffline else {
            debug("no \(noun) drawn: it is not in the image cache, and --offline draws only what is")
            return nil
        }
        switch await downloader.download(url) {
        case .file(let bytes, _):
            debug("GET \(url.absoluteString) -> \(bytes.count) bytes")
            return (bytes, true)
        case .refused(let status):
            debug("no \(noun) drawn: the image host answered \(status) for \(url.absoluteString)")
        case .failed(let cause):
            debug("no \(noun) drawn: \(url.absoluteString) could not be had (\(cause))")
        }
        return nil
    }
}
