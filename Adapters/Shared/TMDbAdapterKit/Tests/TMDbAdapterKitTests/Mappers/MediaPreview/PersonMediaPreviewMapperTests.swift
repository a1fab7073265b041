import CoreDomain
import Foundation
import TMDbAdapterKit
import TMDbKit
import Testing

@Suite("PersonMediaPreviewMapper")
struct PersonMediaPreviewMapperTests {
    let mapper = PersonMediaPreviewMapper()

    private func peopleSearchRow(_ index: Int) throws -> PersonListItemDTO {
        try SearchPage.row(index, of: PersonListItemDTO.self, in: "search-person-pitt")
    }

    @Test("a multi-search person maps every field, known for a movie and a series, the podcast left out")
    func mapsMultiSearchPerson() throws {
        #expect(mapper.map(try SearchPage.multiPerson(2)) == (try ExpectedPreview.bradPitt()))
    }

    @Test("a person without known_for, gender, original name or profile, and with an empty department")
    func mapsMissingFields() throws {
        let expected = PersonMediaPreview(
            id: 999_203, name: "Fight Coordinator", originalName: nil, gender: .unknown, knownForDepartment: nil,
            profilePath: nil, popularity: 0.3, isAdultOnly: false, knownFor: []
        )
        #expect(mapper.map(try SearchPage.multiPerson(6)) == expected)
    }

    @Test("a people search keeps every known-for title in TMDb's order")
    func keepsKnownForOrder() throws {
        let person = mapper.map(try peopleSearchRow(0))
        #expect(person.knownFor.map(\.id) == [550, 807])
        #expect(person.knownFor.map(\.title) == ["Fight Club", "Se7en"])
        #expect(person.knownFor.first == .movie(try ExpectedPreview.fightClub()))
    }

    @Test("known-for entries without the title or name their kind needs are dropped, the rest kept")
    func dropsUntitledKnownFor() throws {
        let expected = PersonMediaPreview(
            id: 999_331, name: "Alex Pitt", originalName: "Alex Pitt", gender: .other, knownForDepartment: "Writing",
            profilePath: nil, popularity: 0.92, isAdultOnly: false,
            knownFor: [
                .tvSeries(
                    TVSeriesMediaPreview(
                        id: 999_334, name: "Pitt Stop", originalName: "Pitt Stop",
                        firstAirDate: try GMTDay.date(2021, 3, 1), originCountries: ["GB"]))
            ]
        )
        #expect(mapper.map(try peopleSearchRow(2)) == expected)
    }

    @Test("an empty profile path and department become nil, an undocumented gender unknown")
    func mapsEmptyStrings() throws {
        let expected = PersonMediaPreview(
            id: 999_335, name: "Sam Pitt", originalName: nil, gender: .unknown, knownForDepartment: nil,
            profilePath: nil, popularity: 0.6, isAdultOnly: false, knownFor: []
        )
        #expect(mapper.map(try peopleSearchRow(3)) == expected)
    }

    @Test("a people search's genders 2, 1, 3 and 7 map to male, female, other and unknown")
    func mapsSearchGenders() throws {
        let page = try Fixture.decode(PagedResponseDTO<PersonListItemDTO>.self, "search-person-pitt")
        #expect(page.results.map(mapper.map).map(\.gender) == [.male, .female, .other, .unknown])
    }

    @Test(
        "TMDb's documented gender codes map to their gender",
        arguments: [(0, Gender.unknown), (1, .female), (2, .male), (3, .other)])
    func mapsDocumentedGender(code: Int, expected: Gender) {
        #expect(mapper.map(PersonListItemDTO(gender: code, id: 1, name: "Someone")).gender == expected)
    }

    @Test("an undocumented or missing gender maps to unknown", arguments: [4, 7, -1, nil] as [Int?])
    func mapsUndocumentedGender(code: Int?) {
        #expect(mapper.map(PersonListItemDTO(gender: code, id: 1, name: "Someone")).gender == .unknown)
    }

    @Test("TMDb's adult flag is kept as sent", arguments: [true, false])
    func keepsAdultFlag(adult: Bool) {
        #expect(mapper.map(PersonListItemDTO(adult: adult, id: 1, name: "Someone")).isAdultOnly == adult)
    }

    @Test("an empty known_for maps to no titles, as a missing one does")
    func mapsEmptyKnownFor() {
        #expect(mapper.map(PersonListItemDTO(id: 1, name: "Someone", knownFor: [])).knownFor == [])
        #expect(mapper.map(PersonListItemDTO(id: 1, name: "Someone")).knownFor == [])
    }
}
