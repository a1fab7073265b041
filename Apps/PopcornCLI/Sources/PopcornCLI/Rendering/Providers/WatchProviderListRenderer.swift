import DiscoverApplication
import TerminalLayout

/// The human view of `popcorn providers movie|tv`: a heading, then one row per service with its id
/// and its name (`   337  Disney Plus`), ids aligned and names cut to the width, then the command
/// that discovers what one of them offers.
struct WatchProviderListRenderer: Sendable {
    let style: TextStyle
    let width: Int

    /// The whole view, ending with a newline.
    func render(_ list: WatchProviderListDetails) -> String {
        let kind = list.mediaType == "movie" ? "Movie" : "Series"
        var lines = [style.title("\(kind) streaming services in \(list.region) (\(list.providers.count))"), ""]
        guard let first = list.providers.first else {
            lines.append(
                "TMDb lists no \(kind.lowercased()) streaming services in \(list.region); try another --region.")
            return lines.joined(separator: "\n") + "\n"
        }
        lines += rows(list)
        lines.append("")
        lines += TextWrapper(width: width).lines("Services from JustWatch, through TMDb; other regions: --region XX.")
            .map(style.muted)
        lines.append(
            "Discover what one offers: "
                + style.command(
                    "popcorn discover \(list.mediaType) --provider \(first.id) --region \(list.region)"))
        return lines.joined(separator: "\n") + "\n"
    }

    /// `     8  Netflix`: each service's id, right-aligned, and its name, cut to what the width leaves.
    func rows(_ list: WatchProviderListDetails) -> [String] {
        let ids = list.providers.map { String($0.id) }
        let names = list.providers.map { String($0.name.map(TerminalText.shown)) }
        let idWidth = ids.map(\.count).max() ?? 0
        let fit = TableFit(width: width, fixed: 2 + idWidth + 2, longest: names.map(\.displayWidth).max() ?? 0)
        return zip(ids, names).map { id, name in
            "  " + style.identifier(id.leftPadding(toLength: idWidth)) + "  " + name.truncated(to: fit.flexible)
        }
    }
}
