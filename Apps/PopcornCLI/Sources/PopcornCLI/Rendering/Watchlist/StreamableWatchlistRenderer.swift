import TerminalLayout
import WatchlistApplication
import WatchlistDomain

/// The human view of `popcorn watchlist --streamable`: a heading naming the region (and the
/// services asked for) with how many of the watchlist's titles stream there now, then the
/// watchlist's rows of those titles, each with its services below (`Stream: Netflix, Hulu · With
/// ads: Tubi TV`) and its note; or one line saying that none does.
struct StreamableWatchlistRenderer: Sendable {
    let style: TextStyle
    let width: Int

    /// The kinds of offer in the order they are shown, each with its label (as a title's screen
    /// labels them).
    static let offers: [(offer: WatchlistStreamingOffer, label: String)] = [
        (.subscription, "Stream"), (.free, "Free"), (.ads, "With ads"),
    ]

    /// The whole view, ending with a newline.
    /// - Parameter kind: the kind asked for, which names what is counted.
    func render(_ streamable: StreamableWatchlistDetails, kind: WatchlistKind?) -> String {
        guard streamable.watchlistCount > 0 else {
            return WatchlistRenderer.empty(kind: kind, style: style)
        }
        let (singular, plural) = Self.nouns(kind)
        let place = Self.on(streamable.providers) + " in \(streamable.region) now"
        guard !streamable.results.isEmpty else {
            let count = streamable.watchlistCount
            let none =
                (count == 1 ? "Your one \(singular) does not stream" : "None of your \(count) \(plural) stream")
                + place + "."
            return TextWrapper(width: width).wrap(none) + "\n"
        }
        var lines = [
            style.title("Streamable" + place)
                + style.muted(
                    ": \(streamable.totalResults) of "
                        + DisplayFormat.count(streamable.watchlistCount, singular, plural)),
            "",
        ]
        let services = Dictionary(
            streamable.results.map { ($0.entry.itemID, $0.services) }, uniquingKeysWith: { first, _ in first })
        let table = WatchlistEntryTable(style: style, width: width)
        lines += table.lines(streamable.results.map(\.entry)) { entry in
            Self.servicesLines(services[entry.itemID] ?? [], in: table)
                + (entry.note.map { table.wrappedBelow($0, styled: style.muted) } ?? [])
        }
        lines.append("")
        lines += TextWrapper(width: width).lines("Services from JustWatch, through TMDb; other regions: --region XX.")
            .map(style.muted)
        lines.append("Every offer of one: " + style.command("popcorn <movie|tv> watch <id>"))
        return lines.joined(separator: "\n") + "\n"
    }

    /// `Stream: Netflix, Hulu · With ads: Tubi TV` under a row, or, when that does not fit, each kind
    /// of offer on a line of its own (wrapped).
    static func servicesLines(_ services: [WatchlistStreamingServiceDetails], in table: WatchlistEntryTable)
        -> [String]
    {
        let groups = offerGroups(services)
        let line = groups.joined(separator: " · ")
        guard !groups.isEmpty, line.displayWidth > table.belowWidth else {
            return groups.isEmpty ? [] : [WatchlistEntryTable.indent + line]
        }
        return groups.flatMap { table.wrappedBelow($0) }
    }

    /// `Stream: Netflix, Hulu`, `With ads: Tubi TV`: the services of each kind of offer there is,
    /// each name shown on one line whatever it holds.
    static func offerGroups(_ services: [WatchlistStreamingServiceDetails]) -> [String] {
        offers.compactMap { kind -> String? in
            let names = services.filter { $0.offer == kind.offer }.map { String($0.name.map(TerminalText.shown)) }
            return names.isEmpty ? nil : kind.label + ": " + names.joined(separator: ", ")
        }
    }

    /// ` on Netflix`, ` on Netflix or Hulu`, or nothing when any service will do.
    static func on(_ providers: [String]) -> String {
        guard !providers.isEmpty else {
            return ""
        }
        let names = providers.map { String($0.map(TerminalText.shown)) }
        guard let last = names.last, names.count > 1 else {
            return " on " + names[0]
        }
        return " on " + names.dropLast().joined(separator: ", ") + " or " + last
    }

    /// What is counted: titles, movies or series.
    static func nouns(_ kind: WatchlistKind?) -> (singular: String, plural: String) {
        switch kind {
        case .none: ("title", "titles")
        case .some(.movie): ("movie", "movies")
        case .some(.tvSeries): ("series", "series")
        }
    }
}
