import Foundation
import TMDbKit
import Testing

@testable import TMDbCatalog

/// The people routes of ``CatalogTMDbTransport``: person files served as they are, combined
/// credits derived from the movie and series files, popular people and people search.
extension CatalogTMDbTransportTests {
    /// A generated catalog of `count` movies, series and people (see ``CatalogFixture/addPeople(to:count:)``).
    private func withPeopleCatalog(count: Int, _ body: (TMDbClient) async throws -> Void) async throws {
        let directory = try CatalogFixture.generatedCatalog(count: count)
        defer { CatalogFixture.remove(directory) }
        try CatalogFixture.addPeople(to: directory, count: count)
        try await body(TMDbClient(transport: CatalogTMDbTransport(directory: directory)))
    }

    @Test func answersTheDetailsOfAKnownPerson() async throws {
        let person = try await client.get(.personDetails(id: 287, language: "en-US"))

        #expect(person.name == "Brad Pitt")
        #expect(person.birthday == "1963-12-18")
        #expect(person.alsoKnownAs == ["William Bradley Pitt", "Брэд Питт"])
    }

    @Test func servesAPersonWithoutBirthdayDeathdayOrPlaceOfBirth() async throws {
        let person = try await client.get(.personDetails(id: 1_152_803, language: nil))

        #expect(person.birthday == nil)
        #expect(person.deathday == nil)
        #expect(person.placeOfBirth == "")
        #expect(person.gender == 7)
    }

    @Test(arguments: [
        "/person/424242", "/person/424242/combined_credits", "/person/17419/combined_credits",
        "/person/71077/combined_credits",
    ])
    func answersAPersonWithoutAFileWithTMDbsNotFound(path: String) async throws {
        let response = try await transport.send(TMDbRequest(path: path))

        #expect(response.statusCode == 404)
        #expect(
            body(response)
                == #"{"success":false,"status_code":34,"status_message":"The resource you requested could not be found."}"#
        )
    }

    @Test func derivesAMovieRoleFromTheCreditsAndDetailsFiles() async throws {
        let credits = try await client.get(.personCombinedCredits(id: 287, language: nil))

        #expect(credits.id == 287)
        #expect(credits.crew.isEmpty)
        #expect(
            credits.cast == [
                PersonCastCreditDTO(
                    adult: false, backdropPath: "/hZkgoQYus5vegHoetLkCJzb17zJ.jpg", genreIDs: [18, 53], id: 550,
                    mediaType: "movie", originalLanguage: "en", originalTitle: "Fight Club",
                    overview:
                        "A ticking-time-bomb insomniac and a slippery soap salesman channel primal male aggression"
                        + " into a shocking new form of therapy.",
                    popularity: 61.416, posterPath: "/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg", releaseDate: "1999-10-15",
                    title: "Fight Club", video: false, voteAverage: 8.433, voteCount: 26_280, character: "Tyler Durden",
                    creditID: "52fe4250c3a36847f80149f7", order: 1)
            ])
    }

    @Test func derivesSeriesRolesWithTheirEpisodeCountsFromTheAggregateCredits() async throws {
        let credits = try await client.get(.personCombinedCredits(id: 84497, language: nil))
        let first = try #require(credits.cast.first)

        #expect(credits.cast.map(\.creditID) == ["52542282760ee31328001845", "5f3bd1b0a3b5e60035e8a1c2"])
        #expect(credits.cast.map(\.character) == ["Jesse Pinkman", "Jesse Pinkman (voice)"])
        #expect(credits.cast.map(\.episodeCount) == [62, 1])
        #expect(credits.cast.map(\.order) == [1, 1])
        #expect(credits.crew.isEmpty)
        #expect(first.mediaType == "tv")
        #expect(first.id == 1396)
        #expect(first.name == "Breaking Bad")
        #expect(first.originalName == "Breaking Bad")
        #expect(first.firstAirDate == "2008-01-20")
        #expect(first.originCountry == ["US"])
        #expect(first.genreIDs == [18, 80])
        #expect(first.posterPath == "/ztkUQFLlC19CCMYHW9o1zWhJRNq.jpg")
        #expect(first.popularity == 288.141)
        #expect(first.voteAverage == 8.9)
        #expect(first.voteCount == 14_562)
        #expect(first.title == nil)
        #expect(first.releaseDate == nil)
    }

    @Test func derivesASeriesCreatorAndEveryCrewJobWithItsEpisodeCount() async throws {
        let credits = try await client.get(.personCombinedCredits(id: 66633, language: nil))

        #expect(credits.cast.isEmpty)
        #expect(credits.crew.allSatisfy { $0.mediaType == "tv" && $0.id == 1396 && $0.name == "Breaking Bad" })
        #expect(credits.crew.map(\.job) == ["Creator", "Executive Producer", "Writer", "Producer"])
        #expect(credits.crew.map(\.department) == ["Writing", "Production", "Writing", "Production"])
        #expect(
            credits.crew.map(\.creditID) == [
                "52542286760ee31328001a7b", "52542287760ee31328001af1", "52542275760ee313280006e8",
                "5254228d760ee31328001fd9",
            ])
        #expect(credits.crew.map(\.episodeCount) == [nil, 62, 13, 7])
    }

    @Test func answersAPersonWithoutCreditsWithEmptyLists() async throws {
        let response = try await transport.send(TMDbRequest(path: "/person/1152803/combined_credits"))
        let credits = try await client.get(.personCombinedCredits(id: 1_152_803, language: nil))

        #expect(response.statusCode == 200)
        #expect(body(response).contains(#""cast":[]"#))
        #expect(body(response).contains(#""crew":[]"#))
        #expect(credits == PersonCombinedCreditsDTO(id: 1_152_803, cast: [], crew: []))
    }

    @Test func sendsOnlyTheMovieOrSeriesFieldsOfEachCredit() async throws {
        let movie = body(try await transport.send(TMDbRequest(path: "/person/287/combined_credits")))
        let series = body(try await transport.send(TMDbRequest(path: "/person/84497/combined_credits")))

        #expect(movie.contains(#""media_type":"movie""#))
        #expect(movie.contains(#""release_date":"1999-10-15""#))
        #expect(!movie.contains(#""name""#))
        #expect(!movie.contains(#""episode_count""#))
        #expect(series.contains(#""media_type":"tv""#))
        #expect(series.contains(#""episode_count":62"#))
        #expect(!series.contains(#""title""#))
        #expect(!series.contains(#""video""#))
    }

    @Test func derivesCastAndCrewAcrossMoviesAndSeries() async throws {
        try await withPeopleCatalog(count: 5) { client in
            let credits = try await client.get(.personCombinedCredits(id: 1, language: nil))
            let nobody = try await client.get(.personCombinedCredits(id: 2, language: nil))

            #expect(credits.cast.map(\.id) == [2, 3, 4, 5])
            #expect(credits.cast.allSatisfy { $0.mediaType == "movie" && $0.order == 0 })
            #expect(credits.crew.map(\.id) == [1])
            #expect(credits.crew.first?.mediaType == "tv")
            #expect(credits.crew.first?.job == "Creator")
            #expect(nobody.cast.isEmpty && nobody.crew.isEmpty)
        }
    }

    @Test func listsPopularPeopleWithWhatTheyAreKnownFor() async throws {
        let page = try await client.get(.popularPeople(page: 1, language: nil))

        #expect(page.page == 1)
        #expect(page.totalPages == 1)
        #expect(page.totalResults == 4)
        #expect(page.results.map(\.id) == [287, 84497, 66633, 1_152_803])
        #expect(
            page.results[0]
                == PersonListItemDTO(
                    adult: false, gender: 2, id: 287, knownForDepartment: "Acting", name: "Brad Pitt",
                    originalName: "Brad Pitt", popularity: 45.2, profilePath: "/cckcYc2v0yh1tc9QjRelptcOBko.jpg",
                    knownFor: [
                        PersonKnownForDTO(
                            adult: false, backdropPath: "/hZkgoQYus5vegHoetLkCJzb17zJ.jpg", genreIDs: [18, 53],
                            id: 550, mediaType: "movie", originalLanguage: "en", originalTitle: "Fight Club",
                            overview:
                                "A ticking-time-bomb insomniac and a slippery soap salesman channel primal male"
                                + " aggression into a shocking new form of therapy.",
                            popularity: 61.416, posterPath: "/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg",
                            releaseDate: "1999-10-15", title: "Fight Club", video: false, voteAverage: 8.433,
                            voteCount: 26_280)
                    ])
        )
        #expect(page.results[1].knownFor?.map(\.name) == ["Breaking Bad"])
        #expect(page.results[2].knownFor?.map(\.mediaType) == ["tv"])
        #expect(page.results[3].knownFor == [])
    }

    @Test func knowsAPersonForTheirThreeMostPopularTitlesAsCastOrCrew() async throws {
        try await withPeopleCatalog(count: 6) { client in
            let page = try await client.get(.popularPeople(page: 1, language: nil))
            let first = try #require(page.results.last)

            #expect(first.id == 1)
            #expect(first.knownFor?.map(\.mediaType) == ["tv", "movie", "movie"])
            #expect(first.knownFor?.map(\.id) == [1, 2, 3])
            #expect(first.knownFor?.map(\.name) == ["Series 1", nil, nil])
            #expect(first.knownFor?.map(\.title) == [nil, "Movie 2", "Movie 3"])
            #expect(page.results.dropLast().allSatisfy { $0.knownFor == [] })
        }
    }

    @Test func pagesPopularPeopleTwentyAtATimeMostPopularFirst() async throws {
        try await withPeopleCatalog(count: 27) { client in
            let first = try await client.get(.popularPeople(page: 1, language: nil))
            let second = try await client.get(.popularPeople(page: 2, language: nil))
            let third = try await client.get(.popularPeople(page: 3, language: nil))

            #expect(first.results.map(\.id) == Array((8...27).reversed()))
            #expect(second.results.map(\.id) == Array((1...7).reversed()))
            #expect(third.results.isEmpty)
            #expect([first.totalPages, second.totalPages, third.totalPages] == [Int](repeating: 2, count: 3))
            #expect([first.totalResults, second.totalResults, third.totalResults] == [Int](repeating: 27, count: 3))
        }
    }

    @Test(arguments: ["/person/popular", "/search/person"], ["0", "501", "two"])
    func refusesAPeoplePageOutsideOneToFiveHundred(path: String, page: String) async throws {
        let response = try await transport.send(
            TMDbRequest(
                path: path,
                queryItems: [URLQueryItem(name: "query", value: "brad"), URLQueryItem(name: "page", value: page)]))

        #expect(response.statusCode == 400)
    }

    @Test func searchMatchesAPersonsNameOrAnotherNameTheyAreKnownBy() async throws {
        let byName = try await client.get(.searchPeople(query: "PITT", page: 1, language: nil))
        let byOtherName = try await client.get(.searchPeople(query: "william bradley", page: 1, language: nil))
        let byCyrillicName = try await client.get(.searchPeople(query: "брэд", page: 1, language: nil))
        let acrossNames = try await client.get(.searchPeople(query: "brad william", page: 1, language: nil))

        #expect(byName.results.map(\.id) == [287])
        #expect(byOtherName.results.map(\.id) == [287])
        #expect(byCyrillicName.results.map(\.id) == [287])
        #expect(acrossNames.results.map(\.id) == [287])
        #expect(byName.results.first?.knownFor?.map(\.id) == [550])
    }

    @Test func searchPeopleIgnoresCaseAndDiacriticsAndNeedsEveryWord() async throws {
        let plain = try await client.get(.searchPeople(query: "chloe zhao", page: 1, language: nil))
        let oneMissing = try await client.get(.searchPeople(query: "chloe pitt", page: 1, language: nil))

        #expect(plain.results.map(\.name) == ["Chloé Zhao"])
        #expect(oneMissing.results.isEmpty)
        #expect(oneMissing.totalResults == 0)
    }

    @Test func searchOrdersPeopleByPopularity() async throws {
        let page = try await client.get(.searchPeople(query: "a", page: 1, language: nil))

        #expect(page.results.map(\.id) == [287, 84497, 66633, 1_152_803])
        #expect(page.totalResults == 4)
    }

    @Test(arguments: ["", "   ", nil])
    func searchPeopleAnswersAnEmptyQueryWithAnEmptyPage(query: String?) async throws {
        let items = query.map { [URLQueryItem(name: "query", value: $0)] } ?? []
        let response = try await transport.send(TMDbRequest(path: "/search/person", queryItems: items))
        let page = try JSONDecoder().decode(PagedResponseDTO<PersonListItemDTO>.self, from: response.body)

        #expect(response.statusCode == 200)
        #expect(page.results.isEmpty)
        #expect(page.totalResults == 0)
    }

    @Test func searchPagesTwentyPeopleAtATime() async throws {
        try await withPeopleCatalog(count: 23) { client in
            let first = try await client.get(.searchPeople(query: "person", page: 1, language: nil))
            let second = try await client.get(.searchPeople(query: "person", page: 2, language: nil))
            let alias = try await client.get(.searchPeople(query: "alias 12", page: 1, language: nil))

            #expect(first.results.count == 20)
            #expect(first.results.first?.id == 23)
            #expect(second.results.map(\.id) == [3, 2, 1])
            #expect(second.totalPages == 2)
            #expect(second.totalResults == 23)
            #expect(alias.results.map(\.id) == [12])
        }
    }

    @Test func answersConcurrentPeopleRequestsAlike() async throws {
        let transport = self.transport
        let bodies = await withTaskGroup(of: Data.self) { group in
            for _ in 0..<20 {
                group.addTask {
                    (try? await transport.send(TMDbRequest(path: "/person/66633/combined_credits")).body) ?? Data()
                }
            }
            return await group.reduce(into: Set<Data>()) { $0.insert($1) }
        }

        #expect(bodies.count == 1)
        #expect(bodies.first?.isEmpty == false)
    }
}
