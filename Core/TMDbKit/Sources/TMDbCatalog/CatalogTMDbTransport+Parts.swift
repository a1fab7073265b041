import Foundation
import TMDbKit

/// The parts of a title's details (release dates, content ratings, images, recommendations, similar
/// titles, watch providers, keywords) and `append_to_response`, which composes them into the details.
extension CatalogTMDbTransport {
    /// `/movie/{id}/<part>` or `/tv/{id}/<part>`: the part's file next to the title's, images
    /// filtered by language, recommendations and similar titles derived from the catalog's titles.
    func titlePart<Entry: CatalogDiscoverable>(
        _ part: CatalogTitlePart, of entry: Entry.Type, id: Int, _ request: TMDbRequest
    ) async -> TMDbResponse {
        switch part {
        case .recommendations, .similar:
            return await relatedPage(entry, id: id, request)
        case .images:
            return await images("\(Entry.folder)/\(id).images.json", request)
        case .translations:
            return CatalogLanguage.translations(of: await file("\(Entry.folder)/\(id).json"), id: id)
        case .releaseDates, .contentRatings, .watchProviders, .keywords:
            return await file("\(Entry.folder)/\(id).\(part.fileName ?? part.rawValue).json")
        }
    }

    /// `/person/{id}/images`: the person's photos, which TMDb does not filter by language.
    func personPart(_ part: CatalogTitlePart, id: Int, _ request: TMDbRequest) async -> TMDbResponse {
        guard let fileName = part.fileName else {
            return CatalogAnswer.notFound
        }
        return await file("\(CatalogStore.peopleFolder)/\(id).\(fileName).json")
    }

    /// `details` with each part `request`'s `append_to_response` names for `kind` added under its
    /// name, as TMDb nests them: the part's own endpoint answered with the request's other query
    /// items (so `language` and `include_image_language` apply), without its `id` (but for a series'
    /// `season/{n}`, whose id is the season's own). A part the catalog
    /// does not hold (its endpoint answers 404) is left out; a details answer that is not a 200
    /// is returned as it is.
    ///
    /// With `language`, the details are also answered in it, read once with the parts (see
    /// ``CatalogLanguage``).
    func appending(
        to details: TMDbResponse, kind: CatalogTitleKind, _ request: TMDbRequest, language: CatalogLanguage? = nil
    ) async -> TMDbResponse {
        let names = CatalogAppendRequest(request, kind: kind).names
        let rewritesText = language?.isOtherThanEnglish == true
        guard details.statusCode == 200, !names.isEmpty || rewritesText, var object = CatalogJSONObject(details.body)
        else {
            return details
        }
        language?.blankEnglishOnlyText(in: &object)
        let path = request.path.hasSuffix("/") ? String(request.path.dropLast()) : request.path
        let queryItems = request.queryItems.filter { $0.name != "append_to_response" }
        for name in names {
            let answer = try? await send(TMDbRequest(path: "\(path)/\(name)", queryItems: queryItems))
            guard let answer, answer.statusCode == 200, var part = CatalogJSONObject(answer.body) else {
                continue
            }
            // A season keeps its id, which is its own; the other parts' is the title's.
            if !CatalogAppendRequest.isSeasonName(name) {
                part.members["id"] = nil
            }
            object.members[name] = part.members
        }
        return object.data.map(CatalogAnswer.ok) ?? details
    }

    /// One page of the titles related to title `id`, 20 a page; 404 for an unknown title.
    private func relatedPage<Entry: CatalogDiscoverable>(_ entry: Entry.Type, id: Int, _ request: TMDbRequest)
        async -> TMDbResponse
    {
        guard let page = Self.page(of: request) else {
            return CatalogAnswer.invalidPage
        }
        guard let related = await store.related(entry, id: id) else {
            return CatalogAnswer.notFound
        }
        return CatalogAnswer.page(page, of: Self.slice(related, page: page), total: related.count)
    }

    /// The image collection in `relativePath`, with only the images in the languages `request` asks
    /// for (see ``CatalogImageLanguages``).
    private func images(_ relativePath: String, _ request: TMDbRequest) async -> TMDbResponse {
        guard let data = await store.file(relativePath) else {
            return CatalogAnswer.notFound
        }
        guard let languages = CatalogImageLanguages(request: request), let filtered = languages.filter(data) else {
            return CatalogAnswer.ok(data)
        }
        return CatalogAnswer.ok(filtered)
    }
}
