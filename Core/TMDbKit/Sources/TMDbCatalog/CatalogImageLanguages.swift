import Foundation
import TMDbKit

/// Which images an `/images` request keeps, as TMDb filters them: the `language` parameter keeps
/// only images in that language (its primary subtag: TMDb has no regional images), and
/// `include_image_language=en,null` adds more languages, `null` meaning images without text.
/// Without either parameter every image is kept.
struct CatalogImageLanguages: Equatable {
    /// The image arrays the languages apply to; a person's `profiles` take no language.
    static let filteredKeys = ["backdrops", "logos", "posters"]

    /// The `iso_639_1` values kept, lower-cased; `nil` stands for images without a language.
    let kept: Set<String?>

    /// The languages `request` asks for, or `nil` when it asks for none (every image is kept).
    init?(request: TMDbRequest) {
        var kept = Set<String?>()
        if let language = request.queryValue("language"), let primary = Self.primarySubtag(language) {
            kept.insert(primary)
        }
        for value in (request.queryValue("include_image_language") ?? "").split(separator: ",") {
            let code = value.trimmingCharacters(in: .whitespaces).lowercased()
            if code == "null" {
                kept.insert(nil)
            } else if let primary = Self.primarySubtag(code) {
                kept.insert(primary)
            }
        }
        if kept.isEmpty {
            return nil
        }
        self.kept = kept
    }

    /// `images` with only the kept images in each of ``filteredKeys``; `nil` when `images` is not
    /// a JSON object.
    func filter(_ images: Data) -> Data? {
        guard var object = CatalogJSONObject(images) else {
            return nil
        }
        for key in Self.filteredKeys {
            guard let list = object.members[key] as? [Any] else {
                continue
            }
            object.members[key] = list.filter { image in
                let language = (image as? [String: Any])?["iso_639_1"] as? String
                return kept.contains(language.flatMap { $0.isEmpty ? nil : $0.lowercased() })
            }
        }
        return object.data
    }

    /// `en` for `en-US` or `en`; `nil` for an empty value.
    static func primarySubtag(_ code: String) -> String? {
        let primary = code.split(separator: "-").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        return primary?.isEmpty == false ? primary : nil
    }
}
