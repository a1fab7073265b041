import Foundation
import Testing

/// A screen read in another language than English, against live-TMDb semantics over loopback: the
/// translations come appended to the same one request, an overview TMDb has none of in German is
/// shown in English and marked so (in `--json` too), and text TMDb has in German stays German.
@Suite("English stand-ins on screens in another language, end to end")
struct LanguageFallbackEndToEndTests {
    /// The fixture movie and series as TMDb answers them in German: a German tagline, no overview.
    static func german(_ details: String) -> String {
        var object = (try? JSONSerialization.jsonObject(with: Data(details.utf8)) as? [String: Any]) ?? [:]
        object["overview"] = ""
        object["tagline"] = "Jede Anfrage, verbucht."
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    /// `translations`: German with no text, and American English with the overview and tagline.
    static let translations = """
        {"id":1,"translations":[
        {"iso_3166_1":"DE","iso_639_1":"de","name":"Deutsch","english_name":"German",
        "data":{"homepage":"","overview":"","runtime":0,"tagline":"","title":"","name":""}},
        {"iso_3166_1":"US","iso_639_1":"en","name":"English","english_name":"English",
        "data":{"homepage":"","overview":"Told in English because German has none.","runtime":97,
        "tagline":"Every request, accounted for.","title":"","name":""}}]}
        """

    static let tmdb: LoopbackTMDbServer.Router = { request in
        let isGerman = request.query["language"] == "de-DE"
        switch request.path {
        case "/3/configuration": return .json(TMDbFixtures.configuration)
        case "/3/movie/4242":
            let details = isGerman ? german(TMDbFixtures.movieDetails) : TMDbFixtures.movieDetails
            let parts = TMDbMovieScreenFixtures.parts.merging(["translations": translations]) { $1 }
            return .json(AppendedTMDbBody.body(details, parts: parts, for: request))
        case "/3/tv/1396":
            let details = isGerman ? german(TMDbTVFixtures.seriesDetails) : TMDbTVFixtures.seriesDetails
            let parts = TMDbTVScreenFixtures.parts.merging(["translations": translations]) { $1 }
            return .json(AppendedTMDbBody.body(details, parts: parts, for: request))
        default: return .notFound
        }
    }

    let runner: PopcornRunner
    let server: LoopbackTMDbServer

    init() throws {
        runner = try PopcornRunner()
        server = try LoopbackTMDbServer(router: Self.tmdb)
    }

    func run(_ arguments: [String]) async throws -> PopcornRun {
        try await runner.run(arguments, environment: ["TMDB_API_KEY": "k", "TMDB_API_BASE_URL": server.baseURL])
    }

    @Test("A German movie screen is one request with the translations appended; the English overview is marked")
    func germanMovie() async throws {
        let screen = try await self.run(["movie", "4242", "--language", "de-DE"])

        #expect(screen.status == 0, "\(screen)")
        server.expectCalls(
            [
                TMDbCall("/configuration"),
                TMDbCall(
                    "/movie/4242",
                    [
                        "language": "de-DE",
                        "append_to_response":
                            "credits,release_dates,images,recommendations,watch/providers,videos,keywords,translations",
                    ]),
            ], keeping: ["language", "append_to_response"], "movie 4242 in German:")
        let note = try #require(
            screen.stdoutLines.firstIndex(of: "In English: TMDb has no overview in this language."), "\(screen)")
        #expect(screen.stdoutLines[note + 1] == "Told in English because German has none.", "\(screen)")
        #expect(screen.stdoutLines[1] == "Jede Anfrage, verbucht.", "the German tagline stays: \(screen)")

        let json = try await self.run(["movie", "4242", "--language", "de-DE", "--json"])
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any], "\(json)")
        #expect(object["overview"] as? String == "Told in English because German has none.")
        #expect(object["overviewLanguage"] as? String == "en")
        #expect(object["overviewIsFallback"] as? Bool == true)
        #expect(object["taglineLanguage"] as? String == "de")
        #expect(object["taglineIsFallback"] as? Bool == false)
    }

    @Test("An English screen asks for no translations and marks nothing")
    func englishMovie() async throws {
        let screen = try await self.run(["movie", "4242"])

        #expect(screen.status == 0, "\(screen)")
        server.expectCalls(
            [
                TMDbCall("/configuration"),
                TMDbCall(
                    "/movie/4242",
                    [
                        "append_to_response":
                            "credits,release_dates,images,recommendations,watch/providers,videos,keywords"
                    ]),
            ], keeping: ["append_to_response"], "movie 4242 in English:")
        #expect(!screen.stdout.contains("In English:"), "\(screen)")
    }

    @Test("On the demo catalog, whose text is English, a French screen is marked as English the same way")
    func catalogInFrench() async throws {
        let screen = try await runner.run(["movie", "550", "--language", "fr-FR", "--source", "catalog"])
        let json = try await runner.run(["movie", "550", "--language", "fr-FR", "--source", "catalog", "--json"])

        #expect(screen.status == 0, "\(screen)")
        #expect(screen.stdoutLines[1] == "Mischief. Mayhem. Soap. (in English)", "\(screen)")
        #expect(screen.stdoutLines.contains("In English: TMDb has no overview in this language."), "\(screen)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any], "\(json)")
        #expect(object["overviewLanguage"] as? String == "en" && object["overviewIsFallback"] as? Bool == true)
        #expect(object["taglineIsFallback"] as? Bool == true)
    }

    @Test("A German series screen fills its overview from the appended translations the same way")
    func germanSeries() async throws {
        let screen = try await self.run(["tv", "1396", "--language", "de-DE"])

        #expect(screen.status == 0, "\(screen)")
        let calls = server.requests.filter { $0.path == "/3/tv/1396" }
        #expect(calls.count == 1, "\(calls)")
        #expect(calls.first?.query["append_to_response"]?.hasSuffix(",translations") == true, "\(calls)")
        let note = try #require(
            screen.stdoutLines.firstIndex(of: "In English: TMDb has no overview in this language."), "\(screen)")
        #expect(screen.stdoutLines[note + 1] == "Told in English because German has none.", "\(screen)")
    }
}
