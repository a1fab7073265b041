import Foundation

extension Endpoint {
    /// `[append_to_response=a,b,…]` with `parts` in their type's case order (so the same parts
    /// always make the same URL), or nothing when `parts` is empty.
    static func appendItems<Part: RawRepresentable & CaseIterable & Hashable>(_ parts: Set<Part>) -> [URLQueryItem]
    where Part.RawValue == String {
        let names = Part.allCases.filter(parts.contains).map(\.rawValue)
        guard !names.isEmpty else {
            return []
        }
        return [URLQueryItem(name: "append_to_response", value: names.joined(separator: ","))]
    }

    /// `[include_image_language=<primary subtag>,en,null]`: the images in the language's own
    /// language, in English, and without text (`null`), which is every image a details screen
    /// can choose a logo or poster from. `nil` or an empty language asks for `en,null`.
    static func imageLanguageItems(_ language: String?) -> [URLQueryItem] {
        includedLanguageItems("include_image_language", language, then: ["en", "null"])
    }

    /// `[include_video_language=<primary subtag>,en]`: the videos in the language's own language and
    /// in English, since TMDb would otherwise keep only the language's videos and most trailers are
    /// filed in English. `nil`, an empty or an English language asks for `en`.
    static func videoLanguageItems(_ language: String?) -> [URLQueryItem] {
        includedLanguageItems("include_video_language", language, then: ["en"])
    }

    /// `[<name>=<primary subtag>,<then...>]`, the language's primary subtag left out when it is
    /// empty or already the first of `then` (`en`).
    private static func includedLanguageItems(_ name: String, _ language: String?, then: [String]) -> [URLQueryItem] {
        let primary = language?.split(separator: "-", maxSplits: 1).first.map { $0.lowercased() } ?? ""
        let languages = primary.isEmpty || primary == then.first ? then : [primary] + then
        return [URLQueryItem(name: name, value: languages.joined(separator: ","))]
    }
}
