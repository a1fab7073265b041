import CoreApplication

/// The human view of `popcorn movie watch <ref>` and `popcorn tv watch <ref>`: every kind of offer in
/// the reader's region, one line each, then TMDb's page of them.
struct WatchOffersRenderer: Sendable {
    let style: TextStyle
    let width: Int

    /// The whole view, ending with a newline.
    /// - Parameters:
    ///   - title: The title line, e.g. `Fight Club (1999)`.
    ///   - detailsCommand: The command that opens the title, e.g. `popcorn movie 550`.
    func render(_ offers: WatchProviderOffersDetails, title: String, detailsCommand: String) -> String {
        var lines = [style.title("Where to watch \(title) in \(offers.countryCode)"), ""]
        if offers.isEmpty {
            lines.append("No offers in \(offers.countryCode).")
        } else {
            var facts = FactsBlock()
            for kind in WatchOffersLine.kinds(offers) {
                facts.add(kind.label, kind.providers.map(\.name).joined(separator: ", "))
            }
            lines += facts.render(style: style, width: width)
        }
        lines.append("")
        if let link = offers.link {
            lines.append("All offers: " + link.absoluteString)
        }
        lines.append(style.muted("Offers from JustWatch, through TMDb; other regions: --region XX."))
        lines.append("Details: " + style.command(detailsCommand))
        return lines.joined(separator: "\n") + "\n"
    }
}
