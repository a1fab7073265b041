import Foundation
import Synchronization
import TMDbKit

/// An image host stand-in: answers each URL from `files` by its last path component (a 404 for
/// any other) and records every URL asked for.
final class RecordingImageDownloader: ImageDownloading {
    private let files: [String: ImageDownload]
    private let asked = Mutex<[URL]>([])

    init(_ files: [String: ImageDownload]) {
        self.files = files
    }

    /// Every URL asked for, oldest first.
    var calledWith: [URL] {
        asked.withLock { $0 }
    }

    func download(_ url: URL) async -> ImageDownload {
        asked.withLock { $0.append(url) }
        return files[url.lastPathComponent] ?? .refused(status: 404)
    }
}
