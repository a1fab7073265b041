import Foundation
import TMDbKit
import Testing

@testable import TMDbCatalog

/// The people part of the real catalog: every person file decodes alike under both decoders,
/// the headliners of every title have one (the top three billed and the directors of every
/// movie, the creators and top three billed of every series), and the derived routes
/// (combined credits, popular people, search) agree with the files.
extension BundledCatalogTests {
    /// One title a person must have a file for, and why.
    private typealias Headliner = (personID: Int, mediaType: String, titleID: Int, role: String)

    private func describe(_ headliner: Headliner) -> String {
        "person \(headliner.personID), \(headliner.role) of \(headliner.mediaType) \(headliner.titleID)"
    }

    private func personIDs() throws -> [Int] {
        try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("people").path)
            .filter { $0.hasSuffix(".json") }
            .compactMap { Int($0.dropLast(".json".count)) }
            .sorted()
    }

    private func readIDs(in folder: String) throws -> [Int] {
        try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent(folder).path)
            .compactMap { $0.hasSuffix(".json") ? Int($0.dropLast(".json".count)) : nil }
            .sorted()
    }

    private func decodeFile<T: Decodable>(_ type: T.Type, _ relativePath: String) throws -> T? {
        let url = directory.appendingPathComponent(relativePath)
        guard FileManager.default.fileExists(atPath: url.path) else {
            return nil
        }
        return try JSONDecoder().decode(type, from: Data(contentsOf: url))
    }

    /// The first three cast members by billing order.
    private func topBilled(_ cast: [CastMemberDTO]) -> [CastMemberDTO] {
        Array(cast.sorted { ($0.order ?? .max, $0.id) < ($1.order ?? .max, $1.id) }.prefix(3))
    }

    private func headliners() throws -> [Headliner] {
        var headliners: [Headliner] = []
        for id in try readIDs(in: "movies") {
            let credits = try decodeFile(MovieCreditsDTO.self, "movies/\(id).credits.json")
            for member in topBilled(credits?.cast ?? []) {
                headliners.append((personID: member.id, mediaType: "movie", titleID: id, role: "top-billed"))
            }
            for member in credits?.crew ?? [] where member.job == "Director" {
                headliners.append((personID: member.id, mediaType: "movie", titleID: id, role: "director"))
            }
        }
        for id in try readIDs(in: "tv") {
            let series = try #require(try decodeFile(TVSeriesDetailsDTO.self, "tv/\(id).json"))
            for creator in series.createdBy ?? [] {
                headliners.append((personID: creator.id, mediaType: "tv", titleID: id, role: "creator"))
            }
            let credits = try decodeFile(TVSeriesCreditsDTO.self, "tv/\(id).credits.json")
            for member in topBilled(credits?.cast ?? []) {
                headliners.append((personID: member.id, mediaType: "tv", titleID: id, role: "top-billed"))
            }
        }
        return headliners
    }

    @Test func holdsPeople() throws {
        #expect(try !personIDs().isEmpty)
    }

    @Test func decodesEveryPersonAlikeUnderBothDecoders() async throws {
        for id in try personIDs() {
            let person = try await client.get(.personDetails(id: id, language: nil))
            #expect(try decodeFile(PersonDetailsDTO.self, "people/\(id).json") == person, "people/\(id).json")
            #expect(person.id == id, "people/\(id).json holds id \(person.id)")
            #expect(!person.name.isEmpty, "people/\(id).json has an empty name")
        }
    }

    @Test func holdsAPersonFileForTheHeadlinersOfEveryTitle() throws {
        let people = Set(try personIDs())
        let headliners = try headliners()

        #expect(!headliners.isEmpty)
        for headliner in headliners where !people.contains(headliner.personID) {
            Issue.record("people/\(headliner.personID).json is missing: \(describe(headliner))")
        }
    }

    @Test func creditsEveryHeadlinerOnTheirTitle() async throws {
        let people = Set(try personIDs())
        for headliner in try headliners() where people.contains(headliner.personID) {
            let credits = try await client.get(.personCombinedCredits(id: headliner.personID, language: nil))
            let titles = credits.cast.map { ($0.mediaType, $0.id) } + credits.crew.map { ($0.mediaType, $0.id) }
            #expect(
                titles.contains { $0 == (headliner.mediaType, headliner.titleID) },
                "the combined credits of \(describe(headliner)) miss that title")
        }
    }

    @Test func derivesCombinedCreditsOfTitlesThatExistForEveryPerson() async throws {
        let movies = Set(try readIDs(in: "movies"))
        let series = Set(try readIDs(in: "tv"))
        for id in try personIDs() {
            let credits = try await client.get(.personCombinedCredits(id: id, language: nil))
            #expect(credits.id == id)
            #expect(!credits.cast.isEmpty || !credits.crew.isEmpty, "person \(id) is credited nowhere")
            let items =
                credits.cast.map { ($0.mediaType, $0.id, $0.creditID, $0.title ?? $0.name) }
                + credits.crew.map { ($0.mediaType, $0.id, $0.creditID, $0.title ?? $0.name) }
            for (mediaType, titleID, creditID, name) in items {
                let known = mediaType == "movie" ? movies.contains(titleID) : series.contains(titleID)
                #expect(known && mediaType != "", "person \(id): \(mediaType) \(titleID) has no details file")
                #expect(name?.isEmpty == false, "person \(id): \(mediaType) \(titleID) has no title or name")
                #expect(!creditID.isEmpty, "person \(id): an item of \(mediaType) \(titleID) has no credit id")
            }
            let creditIDs = items.map(\.2)
            #expect(Set(creditIDs).count == creditIDs.count, "person \(id) has a credit twice")
        }
    }

    @Test func listsEveryPersonOnceMostPopularFirst() async throws {
        let ids = try personIDs()
        var listed: [PersonListItemDTO] = []
        var page = 1
        while true {
            let response = try await client.get(.popularPeople(page: page, language: nil))
            #expect(response.totalResults == ids.count)
            listed += response.results
            guard page < response.totalPages else {
                break
            }
            page += 1
        }

        #expect(listed.map(\.id).sorted() == ids)
        #expect(zip(listed, listed.dropFirst()).allSatisfy { ($0.popularity ?? 0) >= ($1.popularity ?? 0) })
        #expect(listed.allSatisfy { !($0.knownFor ?? []).isEmpty && ($0.knownFor ?? []).count <= 3 })
    }

    @Test func findsEveryPersonByTheirName() async throws {
        for id in try personIDs() {
            let person = try await client.get(.personDetails(id: id, language: nil))
            let found = try await client.get(.searchPeople(query: person.name, page: 1, language: nil))
            #expect(found.results.contains { $0.id == id }, "searching \"\(person.name)\" misses person \(id)")
        }
    }

    @Test func answersAnUnknownPersonWithNotFound() async throws {
        let unknown = (try personIDs().max() ?? 0) + 1

        await #expect(throws: TMDbError.self) { try await client.get(.personDetails(id: unknown, language: nil)) }
        await #expect(throws: TMDbError.self) {
            try await client.get(.personCombinedCredits(id: unknown, language: nil))
        }
    }

    @Test func derivesAPersonsCreditsFromTheWholeCatalogWellWithinASecond() async throws {
        let id = try #require(try personIDs().first)
        let transport = CatalogTMDbTransport.bundled()
        let clock = ContinuousClock()

        let elapsed = try await clock.measure {
            let response = try await transport.send(TMDbRequest(path: "/person/\(id)/combined_credits"))
            #expect(response.statusCode == 200)
        }

        #expect(elapsed < .seconds(1), "the first combined credits took \(elapsed)")
    }
}
