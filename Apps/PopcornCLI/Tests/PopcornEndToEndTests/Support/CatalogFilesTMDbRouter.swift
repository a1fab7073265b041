import Foundation

/// A loopback router that answers like TMDb from the offline catalog's own files in this checkout
/// (`Core/TMDbKit/Sources/TMDbCatalogFiles/Catalog`), so live-TMDb runs can be measured on the
/// catalog's well-known ids (movie 550, series 1396, person 287) without the catalog transport.
///
/// It serves what the catalog keeps as files, as the catalog transport does: the configuration,
/// details and credits, seasons, an episode (out of its season file, without `show_id`) and an
/// episode's credits (its guest stars and crew, the series' regulars as its cast). A person's
/// combined credits, which the catalog derives from every title, are answered with empty lists: the
/// screen still opens, with nothing to list. Details answer `append_to_response` with the parts
/// there are files for. Anything else is TMDb's 404.
enum CatalogFilesTMDbRouter {
    /// The catalog directory of this checkout.
    static let directory = PopcornBinary.repositoryRoot()
        .appendingPathComponent("Core/TMDbKit/Sources/TMDbCatalogFiles/Catalog", isDirectory: true)

    /// The router to give a ``LoopbackTMDbServer``.
    static let router: LoopbackTMDbServer.Router = { request in answer(request) }

    /// The answer to one request.
    static func answer(_ request: RecordedRequest) -> StubResponse {
        guard request.path.hasPrefix(LoopbackTMDbServer.apiRoot) else {
            return .notFound
        }
        let segments = request.path.dropFirst(LoopbackTMDbServer.apiRoot.count).split(separator: "/").map(String.init)
        let body: String?
        switch segments.count {
        case 1 where segments[0] == "configuration":
            body = file("configuration.json")
        case 2:
            body = file(folder(segments[0]).map { "\($0)/\(segments[1]).json" })
                .flatMap { appending(request, to: $0, resource: segments[0], id: segments[1]) }
        case 3 where segments[2] == "combined_credits" && segments[0] == "person":
            body = file("people/\(segments[1]).json").map { _ in #"{"id":\#(segments[1]),"cast":[],"crew":[]}"# }
        case 3:
            body = file(folder(segments[0]).map { "\($0)/\(segments[1]).\(segments[2]).json" })
        case 4 where segments[0] == "tv" && segments[2] == "season":
            body = file("tv/\(segments[1]).season-\(segments[3]).json")
        case 6 where segments[0] == "tv" && segments[2] == "season" && segments[4] == "episode":
            body = episode(Int(segments[5]), seasonFile: "tv/\(segments[1]).season-\(segments[3]).json").flatMap(json)
        case 7
        where segments[0] == "tv" && segments[2] == "season" && segments[4] == "episode"
            && segments[6] == "credits":
            body = episodeCredits(
                Int(segments[5]), seasonFile: "tv/\(segments[1]).season-\(segments[3]).json",
                seriesCreditsFile: "tv/\(segments[1]).credits.json")
        default:
            body = nil
        }
        return body.map(StubResponse.json) ?? .notFound
    }

    /// The catalog folder of a TMDb resource (`movie` -> `movies`), or `nil` for one it does not keep.
    private static func folder(_ resource: String) -> String? {
        ["movie": "movies", "tv": "tv", "person": "people"][resource]
    }

    /// The text of a catalog file, or `nil` when there is none.
    private static func file(_ relativePath: String?) -> String? {
        guard let relativePath, !relativePath.contains("..") else {
            return nil
        }
        return try? String(contentsOf: directory.appendingPathComponent(relativePath), encoding: .utf8)
    }

    /// The episode numbered `number` in a season file, as the episode endpoint sends it (no `show_id`).
    private static func episode(_ number: Int?, seasonFile: String) -> [String: Any]? {
        guard let number, let text = file(seasonFile),
            let season = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
            var episode = (season["episodes"] as? [[String: Any]])?.first(where: {
                $0["episode_number"] as? Int == number
            })
        else {
            return nil
        }
        episode["show_id"] = nil
        return episode
    }

    /// An episode's credits: its guest stars and crew, and the series' regulars as its cast.
    private static func episodeCredits(_ number: Int?, seasonFile: String, seriesCreditsFile: String) -> String? {
        guard let episode = episode(number, seasonFile: seasonFile) else {
            return nil
        }
        let regulars = file(seriesCreditsFile).flatMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        return json([
            "id": episode["id"] ?? NSNull(), "cast": regulars?["cast"] ?? [],
            "guest_stars": episode["guest_stars"] ?? [],
            "crew": episode["crew"] ?? [],
        ])
    }

    /// The details with each part `append_to_response` names nested under its name, without its own
    /// id, as TMDb nests them: the part's file next to the details' (`people/287.images.json`), a
    /// series' `season/1` from its season file (keeping the season's id), a person's combined
    /// credits as empty lists as above; a part with no file is left out, as the catalog transport
    /// leaves out a part it does not know.
    private static func appending(_ request: RecordedRequest, to details: String, resource: String, id: String)
        -> String?
    {
        let parts = (request.query["append_to_response"] ?? "").split(separator: ",").map(String.init)
        guard !parts.isEmpty,
            var object = (try? JSONSerialization.jsonObject(with: Data(details.utf8))) as? [String: Any]
        else {
            return details
        }
        for part in parts {
            let season = resource == "tv" && part.hasPrefix("season/") ? part.dropFirst("season/".count) : nil
            let text =
                if resource == "person" && part == "combined_credits" {
                    #"{"cast":[],"crew":[]}"#
                } else if let season {
                    file("tv/\(id).season-\(season).json")
                } else {
                    file(folder(resource).map { "\($0)/\(id).\(part.replacingOccurrences(of: "/", with: ".")).json" })
                }
            guard let text, var value = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any]
            else {
                continue
            }
            // A season keeps its id, which is its own; the other parts' is the title's.
            if season == nil {
                value["id"] = nil
            }
            object[part] = value
        }
        return json(object)
    }

    /// A JSON object's text, keys sorted.
    private static func json(_ object: [String: Any]) -> String? {
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else {
            return nil
        }
        return String(decoding: data, as: UTF8.self)
    }
}
