import CoreApplication
import TerminalLayout

/// The human view of `popcorn movie videos <ref>` and `popcorn tv videos <ref>`: one aligned row per
/// video (kind, language, day, site, name), trailers first, with the address that plays it on the
/// line under it, whole, so it can be opened from any terminal width.
struct VideosRenderer: Sendable {
    let style: TextStyle
    /// The terminal's columns.
    let width: Int

    /// The whole view, ending with a newline.
    /// - Parameters:
    ///   - title: The title line, e.g. `Fight Club (1999)`.
    ///   - detailsCommand: The command that opens the title, e.g. `popcorn movie 550`.
    func render(_ videos: VideoListDetails, title: String, detailsCommand: String) -> String {
        var lines = [style.title("Videos of \(title)"), ""]
        if videos.videos.isEmpty {
            lines.append("No trailers, teasers, clips or featurettes for \(title).")
        } else {
            lines.append(style.muted(DisplayFormat.count(videos.videos.count, "video", "videos")))
            lines += table(videos.videos)
        }
        lines += ["", "Details: " + style.command(detailsCommand)]
        return lines.joined(separator: "\n") + "\n"
    }

    private func table(_ videos: [VideoDetails]) -> [String] {
        let cells = videos.map { video in
            (
                kind: video.kind.fitted(to: min(video.kind.displayWidth, 18)),
                language: video.language ?? "-",
                day: video.publishedAt.map(DayFormatter.string(from:)) ?? "",
                site: video.site.fitted(to: min(video.site.displayWidth, 12)),
                name: video.name.isEmpty ? "(untitled)" : video.name,
                url: video.url?.absoluteString ?? "not playable here (\(video.site) \(video.key))"
            )
        }
        let kindWidth = cells.map(\.kind.displayWidth).max() ?? 0
        let languageWidth = max(cells.map(\.language.count).max() ?? 0, 2)
        let dayWidth = cells.map(\.day.count).max() ?? 0
        let siteWidth = cells.map(\.site.displayWidth).max() ?? 0
        let fixed = 2 + kindWidth + 2 + languageWidth + 2 + siteWidth + 2
        let fit = TableFit(
            width: width, fixed: fixed, optional: [dayWidth + 2], longest: cells.map(\.name.displayWidth).max() ?? 0)
        return cells.flatMap { cell in
            var row =
                "  " + cell.kind.padding(toLength: kindWidth) + "  " + cell.language.padding(toLength: languageWidth)
            if fit.shows(0) {
                row += "  " + style.muted(cell.day.padding(toLength: dayWidth))
            }
            // The name is the last column: cut to its room, never padded.
            row +=
                "  " + cell.site.padding(toLength: siteWidth) + "  "
                + String(cell.name.map(TerminalText.shown)).truncated(to: fit.flexible)
            return [row, "    " + style.command(cell.url)]
        }
    }
}
