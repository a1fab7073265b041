import CoreApplication
import PeopleApplication
import TerminalLayout

/// The human view of `popcorn person images <ref>`: one entry per photo, best voted first, with its
/// size, language and votes on one line and its full-size URL on the next (URLs are long, so they
/// get a line of their own and are never cut).
struct PersonImagesRenderer: Sendable {
    let style: TextStyle
    let width: Int

    /// The whole view, ending with a newline. Without photos it is one line saying so; `fromCatalog`
    /// says whether the offline catalog (which knows few people's photos) answered.
    func render(_ images: PersonImagesDetails, fromCatalog: Bool) -> String {
        guard let photos = images.photos, !photos.isEmpty else {
            return Self.noPhotos(images, known: images.photos != nil, fromCatalog: fromCatalog) + "\n"
        }
        var lines = TextWrapper(width: width).lines("\(images.name) — photos").map(style.title)
        lines += ["", style.heading("Photos (\(photos.count))")]
        let numberWidth = String(photos.count).count
        for (index, photo) in photos.enumerated() {
            let number = String(index + 1).leftPadding(toLength: numberWidth)
            lines.append("  \(number). " + Self.summary(photo))
            lines.append("  " + String(repeating: " ", count: numberWidth + 2) + photo.urlSet.full.absoluteString)
        }
        lines += ["", "Details: " + style.command("popcorn person \(images.id)")]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `1000x1500, no text, 5.3/10 (4 votes)`: the size, the language of the text in the photo
    /// (most have none), and the votes when anyone voted.
    static func summary(_ photo: ImageDetails) -> String {
        let language = photo.languageCode.map { "text in \($0)" } ?? "no text"
        let votes = DisplayFormat.rating(average: photo.voteAverage, count: photo.voteCount) ?? "no votes"
        return "\(photo.width)x\(photo.height), \(language), \(votes)"
    }

    /// The one line shown when there is no photo to list.
    static func noPhotos(_ images: PersonImagesDetails, known: Bool, fromCatalog: Bool) -> String {
        if fromCatalog {
            return "The offline catalog has no photos of \(images.name); "
                + "set \(EnvironmentKey.apiKey) to see TMDb's."
        }
        return known ? "TMDb has no photos of \(images.name)." : "TMDb sent no photos of \(images.name)."
    }
}
