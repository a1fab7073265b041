import Foundation
import TMDbKit
import Testing

@testable import TMDbCatalog

/// The parts of the real catalog's titles: every release dates, content ratings, images and watch
/// providers file has TMDb's shape and the id of the title it sits next to, the facts the catalog
/// documents are there, and recommendations and appended details are served from them.
extension BundledCatalogTests {
    /// The bundled catalog's transport, to read the parts whose DTOs live elsewhere as plain JSON.
    private var transport: CatalogTMDbTransport {
        CatalogTMDbTransport(directory: directory)
    }

    /// The ids of the details files in `folder`.
    private func titleIDs(_ folder: String) throws -> [Int] {
        try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent(folder).path)
            .compactMap { $0.hasSuffix(".json") ? Int($0.dropLast(".json".count)) : nil }
            .sorted()
    }

    /// `(folder, id, part)` of every part file in `movies`, `tv` and `people`.
    private func partFiles() throws -> [(folder: String, id: Int, part: CatalogTitlePart)] {
        try ["movies", "tv", "people"].flatMap { folder in
            try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent(folder).path)
                .compactMap { name -> (String, Int, CatalogTitlePart)? in
                    let pieces = name.split(separator: ".")
                    guard pieces.count == 3, pieces[2] == "json", let id = Int(pieces[0]),
                        let part = CatalogTitlePart.allCases.first(where: { $0.fileName == String(pieces[1]) })
                    else {
                        return nil
                    }
                    return (folder, id, part)
                }
        }
    }

    private func file(_ folder: String, _ id: Int, _ part: CatalogTitlePart) throws -> [String: Any] {
        try CatalogJSON.object(inFile: "\(folder)/\(id).\(part.fileName ?? "").json", below: directory)
    }

    private func isCountryCode(_ value: Any?) -> Bool {
        guard let code = value as? String else {
            return false
        }
        return code.count == 2 && code.allSatisfy { $0.isASCII && $0.isUppercase }
    }

    @Test func holdsPartFilesOnlyForCataloguedTitlesEachWithItsID() throws {
        let files = try partFiles()

        #expect(files.count >= 39)
        for (folder, id, part) in files {
            let path = "\(folder)/\(id).json"
            #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent(path).path), "\(path)")
            #expect(try file(folder, id, part)["id"] as? Int == id, "\(folder)/\(id) \(part.rawValue)")
            let kind: CatalogTitleKind = folder == "movies" ? .movie : folder == "tv" ? .tvSeries : .person
            #expect(kind.ownParts.contains(part), "\(folder)/\(id) has a \(part.rawValue) file")
        }
    }

    @Test func givesEveryReleaseDateTMDbsFields() throws {
        let timestamp = /\d{4}-\d{2}-\d{2}T00:00:00\.000Z/
        for (folder, id, part) in try partFiles() where part == .releaseDates {
            let countries = try #require(file(folder, id, part)["results"] as? [[String: Any]])
            #expect(!countries.isEmpty, "movie \(id)")
            for country in countries {
                #expect(isCountryCode(country["iso_3166_1"]), "movie \(id)")
                let dates = try #require(country["release_dates"] as? [[String: Any]], "movie \(id)")
                for date in dates {
                    let type = try #require(date["type"] as? Int, "movie \(id)")
                    #expect((1...6).contains(type), "movie \(id)")
                    #expect(date["certification"] is String && date["iso_639_1"] is String && date["note"] is String)
                    #expect(date["descriptors"] is [Any], "movie \(id)")
                    let released = try #require(date["release_date"] as? String, "movie \(id)")
                    #expect(released.wholeMatch(of: timestamp) != nil, "movie \(id): \(released)")
                }
            }
        }
    }

    @Test func ratesEveryCataloguedMovieForItsUSTheatricalRelease() async throws {
        for id in try titleIDs("movies") {
            let response = try await transport.send(TMDbRequest(path: "/movie/\(id)/release_dates"))
            let countries = try CatalogJSON.object(response)["results"] as? [[String: Any]] ?? []
            let us = countries.first { $0["iso_3166_1"] as? String == "US" }?["release_dates"] as? [[String: Any]]
            let theatrical = (us ?? []).filter { $0["type"] as? Int == 3 }.compactMap { $0["certification"] as? String }

            #expect(["G", "PG", "PG-13", "R"].contains(theatrical.first ?? ""), "movie \(id): \(theatrical)")
        }
    }

    @Test func knowsFightClubsCertificationsInTheUSAndBritain() async throws {
        let response = try await transport.send(TMDbRequest(path: "/movie/550/release_dates"))
        let countries = try #require(CatalogJSON.object(response)["results"] as? [[String: Any]])
        let byCountry = Dictionary(
            uniqueKeysWithValues: countries.compactMap { country -> (String, [[String: Any]])? in
                guard let code = country["iso_3166_1"] as? String,
                    let dates = country["release_dates"] as? [[String: Any]]
                else {
                    return nil
                }
                return (code, dates)
            })

        let theatricalUS = try #require(byCountry["US"]?.first { $0["type"] as? Int == 3 })
        #expect(theatricalUS["certification"] as? String == "R")
        #expect(theatricalUS["release_date"] as? String == "1999-10-15T00:00:00.000Z")
        #expect(byCountry["GB"]?.first?["certification"] as? String == "18")
        #expect(byCountry["US"]?.first?["certification"] as? String == "")
    }

    @Test func givesEveryContentRatingTMDbsFields() throws {
        for (folder, id, part) in try partFiles() where part == .contentRatings {
            let ratings = try #require(file(folder, id, part)["results"] as? [[String: Any]], "series \(id)")
            #expect(!ratings.isEmpty, "series \(id)")
            for rating in ratings {
                #expect(isCountryCode(rating["iso_3166_1"]), "series \(id)")
                #expect((rating["rating"] as? String)?.isEmpty == false, "series \(id)")
                #expect(rating["descriptors"] is [Any], "series \(id)")
            }
        }
    }

    @Test(arguments: [(1396, "TV-MA"), (1399, "TV-MA"), (87108, "TV-MA"), (66732, "TV-14")])
    func ratesTheSeriesItIsSureOfInTheUS(seriesID: Int, rating: String) async throws {
        let response = try await transport.send(TMDbRequest(path: "/tv/\(seriesID)/content_ratings"))
        let ratings = try #require(CatalogJSON.object(response)["results"] as? [[String: Any]])

        #expect(ratings.first { $0["iso_3166_1"] as? String == "US" }?["rating"] as? String == rating)
    }

    @Test func holdsGameOfThronesRatingsInSixteenCountries() throws {
        let ratings = try #require(file("tv", 1399, .contentRatings)["results"] as? [[String: Any]])

        #expect(ratings.count == 16)
        #expect(ratings.first { $0["iso_3166_1"] as? String == "GB" }?["rating"] as? String == "18")
    }

    @Test func givesEveryImageTMDbsFields() throws {
        for (folder, id, part) in try partFiles() where part == .images {
            let images = try file(folder, id, part)
            let keys = folder == "people" ? ["profiles"] : CatalogImageLanguages.filteredKeys
            for key in keys {
                let list = try #require(images[key] as? [[String: Any]], "\(folder)/\(id) \(key)")
                for image in list {
                    #expect((image["file_path"] as? String)?.hasPrefix("/") == true, "\(folder)/\(id) \(key)")
                    #expect((image["width"] as? Int ?? 0) > 0 && (image["height"] as? Int ?? 0) > 0)
                    #expect(image["aspect_ratio"] is Double && image["vote_average"] is Double)
                    #expect(image["vote_count"] is Int, "\(folder)/\(id) \(key)")
                    #expect(image["iso_639_1"] is String || image["iso_639_1"] is NSNull, "\(folder)/\(id) \(key)")
                }
            }
        }
    }

    @Test func servesFightClubsBackdropsInEnglishAndWithoutText() async throws {
        let all = try await transport.send(TMDbRequest(path: "/movie/550/images"))
        let english = try await transport.send(
            TMDbRequest(path: "/movie/550/images", queryItems: [URLQueryItem(name: "language", value: "en-US")]))

        #expect(CatalogJSON.filePaths(try CatalogJSON.object(all), "backdrops").count == 9)
        #expect(
            CatalogJSON.filePaths(try CatalogJSON.object(english), "backdrops") == [
                "/fygeMr16EcxJiYhdiO1LEr7iHtI.jpg", "/b9HyPoxwxjxkWEUL5ErZdhApQe2.jpg",
            ])
    }

    @Test func relatesEveryTitleOnlyToOthersOfItsKindSharingAGenre() async throws {
        for (path, folder) in [("movie", "movies"), ("tv", "tv")] {
            for id in try titleIDs(folder) {
                let genres = try genreIDs(folder, id)
                let response = try await transport.send(TMDbRequest(path: "/\(path)/\(id)/recommendations"))
                let page = try JSONDecoder().decode(PagedResponseDTO<IdentifiedRow>.self, from: response.body)
                let shared = try page.results.map { try genres.intersection(genreIDs(folder, $0.id)).count }

                #expect(!page.results.contains { $0.id == id }, "\(path) \(id)")
                #expect(shared.allSatisfy { $0 > 0 }, "\(path) \(id)")
                #expect(shared == shared.sorted(by: >), "\(path) \(id)")
            }
        }
    }

    private func genreIDs(_ folder: String, _ id: Int) throws -> Set<Int> {
        let details = try CatalogJSON.object(inFile: "\(folder)/\(id).json", below: directory)
        return Set(((details["genres"] as? [[String: Any]]) ?? []).compactMap { $0["id"] as? Int })
    }

    @Test func appendsFightClubsKnownPartsAndLeavesOutItsProviders() async throws {
        let response = try await transport.send(
            TMDbRequest(
                path: "/movie/550",
                queryItems: [
                    URLQueryItem(
                        name: "append_to_response",
                        value: "credits,release_dates,images,recommendations,similar,watch/providers")
                ]))
        let body = try CatalogJSON.object(response)

        #expect(Set(["credits", "release_dates", "images", "recommendations", "similar"]).isSubset(of: body.keys))
        #expect(!body.keys.contains("watch/providers"))
        #expect(try JSONDecoder().decode(MovieDetailsDTO.self, from: response.body).title == "Fight Club")
    }
}
