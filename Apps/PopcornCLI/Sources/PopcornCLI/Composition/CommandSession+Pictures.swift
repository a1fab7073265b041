import CoreDomain
import Foundation
import TMDbKit
import TerminalImages

extension CommandSession {
    /// Draws the poster (or photo) at `path` above a details screen when `options` ask for one and
    /// standard output is a terminal that can show it; otherwise writes nothing. Only a
    /// `POPCORN_IMAGES` naming no protocol (64) or a failed write (74) stops the command: a
    /// picture that cannot be had is left out with one `--debug` line.
    func drawPicture(
        _ options: PictureOptions, of subject: String, path: URL?, kind: ImageKind,
        environment: [String: String] = ProcessEnvironment.variables
    ) async throws {
        guard options.asksForPicture else {
            return
        }
        let source = pictureSource
        let absence = source.absence(of: path, kind: kind, subject: subject)
        // The terminal is asked only when there is something to draw.
        let choice = try PictureProtocolChoice.resolve(
            environment: environment, outputIsTerminal: terminal.isInteractive,
            outputsJSON: configuration.outputsJSON, noImages: options.noImages, usesColour: configuration.usesColour,
            ask: { absence == nil ? TerminalImageQuery.ask() : nil })
        if choice.imageProtocol != .off, let absence {
            source.debug(absence)
            return
        }
        let window =
            TerminalWindowSize.current(environment: environment)
            ?? TerminalWindowSize(columns: terminal.width, rows: 24, pixelWidth: 0, pixelHeight: 0)
        let drawer = PictureDrawer(
            choice: choice, window: window, maximumRows: options.posterRows, source: source)
        guard let picture = await drawer.picture(of: subject, path: path, kind: kind) else {
            return
        }
        try console.writePicture(picture)
    }

    /// Posters and photos as this command's source, cache and `--offline` have them, with the
    /// `--debug` lines that say why one is not drawn.
    var pictureSource: PictureSource {
        let provider = dependencies.imagesConfigurationProvider
        return PictureSource(
            isCatalog: configuration.source.isCatalog, isOffline: configuration.cachePolicy == .offline,
            cache: imageCache, downloader: imageDownloader, decoder: ImageDecoder(),
            configuration: { () async throws(DataAccessError) -> ImagesConfiguration in
                try await provider.imagesConfiguration()
            },
            debug: { [console, configuration] line in
                if configuration.isDebug {
                    console.debug(line)
                }
            })
    }

    /// The disk cache of posters and photos, beside the cache databases.
    var imageCache: ImageFileCache {
        ImageFileCache(directory: configuration.imageCacheDirectory)
    }

    /// The longest a poster is waited for, in seconds: it is decoration, and the details wait for it.
    static let imageTimeout: TimeInterval = 3

    /// The image host's client: libcurl with the API's user agent and certificate authorities, and
    /// its timeout up to ``imageTimeout``.
    var imageDownloader: CurlImageDownloader {
        CurlImageDownloader(
            timeout: min(configuration.httpTimeout, Self.imageTimeout), userAgent: PopcornCommand.userAgent,
            certificateAuthorities: configuration.certificateAuthorities)
    }
}
