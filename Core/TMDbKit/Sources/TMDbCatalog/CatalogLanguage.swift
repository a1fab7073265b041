import Foundation
import TMDbKit

/// The catalog's text is American English, one file a title: asked for in another language, a
/// title's details answer as TMDb answers for a language it has no translation in (the overview and
/// tagline empty, the rest as it is), and its `translations` list that one English text, so a screen
/// falls back to it exactly as it does on live TMDb, and marks it as English.
struct CatalogLanguage {
    /// Whether the request asks for another language than English (`language=fr-FR`).
    let isOtherThanEnglish: Bool

    /// The language `request` asks for (its `language` parameter; none is English, TMDb's default).
    init(request: TMDbRequest) {
        let primary = request.queryValue("language").flatMap(CatalogImageLanguages.primarySubtag)
        isOtherThanEnglish = primary != nil && primary != "en"
    }

    /// `details` as TMDb would send them in the requested language: in another language than
    /// English, without the overview and tagline the catalog has only in English.
    func details(_ details: TMDbResponse) -> TMDbResponse {
        guard isOtherThanEnglish, details.statusCode == 200, var object = CatalogJSONObject(details.body) else {
            return details
        }
        blankEnglishOnlyText(in: &object)
        return object.data.map(CatalogAnswer.ok) ?? details
    }

    /// Empties the overview and tagline of a details object already read, in another language than
    /// English; leaves it as it is in English.
    func blankEnglishOnlyText(in object: inout CatalogJSONObject) {
        guard isOtherThanEnglish else {
            return
        }
        for key in Self.englishOnlyFields where object.members[key] != nil {
            object.members[key] = ""
        }
    }

    /// `/movie/{id}/translations` or `/tv/{id}/translations`: the one American English translation
    /// the title's file is, with its title (a movie's `title`, a series' `name`), overview, tagline,
    /// homepage and (a movie's) runtime; 404 for an unknown title.
    static func translations(of details: TMDbResponse, id: Int) -> TMDbResponse {
        guard details.statusCode == 200, let object = CatalogJSONObject(details.body) else {
            return CatalogAnswer.notFound
        }
        var data: [String: Any] = [:]
        for key in ["title", "name", "overview", "tagline", "homepage", "runtime"] {
            data[key] = object.members[key]
        }
        let english: [String: Any] = [
            "iso_3166_1": "US", "iso_639_1": "en", "name": "English", "english_name": "English", "data": data,
        ]
        let answer = CatalogJSONObject(members: ["id": id, "translations": [english]])
        return answer.data.map(CatalogAnswer.ok) ?? CatalogAnswer.notFound
    }

    /// The fields TMDb leaves empty in a language it has no translation in, of those the catalog holds.
    private static let englishOnlyFields = ["overview", "tagline"]
}
