import SearchDomain

/// An imdb.com URL as a `<ref>`: `https://www.imdb.com/title/tt0137523/` (with or without scheme,
/// `www.` or `m.`, a language segment such as `/de/`, a query or a fragment), or `/name/nm0000093/`
/// for a person.
enum IMDbReference {
    /// The IMDb id an imdb.com URL names; `nil` when `text` is not an imdb.com URL.
    /// - Throws: when it is one but names no title or person.
    static func parseURL(_ text: String) throws(ReferenceError) -> IMDbID? {
        var rest = Substring(text)
        for scheme in ["https://", "http://"] where rest.lowercased().hasPrefix(scheme) {
            rest = rest.dropFirst(scheme.count)
        }
        if let end = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) {
            rest = rest[..<end]
        }
        let components = rest.split(separator: "/").map { $0.lowercased() }
        guard let host = components.first, ["imdb.com", "www.imdb.com", "m.imdb.com"].contains(host) else {
            return nil
        }
        let path = components.dropFirst()
        for (segment, next) in zip(path, path.dropFirst()) where segment == "title" || segment == "name" {
            if let id = IMDbID(next), (id.kind == .title) == (segment == "title") {
                return id
            }
        }
        throw ReferenceError(
            description:
                "an IMDb URL looks like https://www.imdb.com/title/tt0137523/ (or /name/nm0000093/ for a person)")
    }
}
