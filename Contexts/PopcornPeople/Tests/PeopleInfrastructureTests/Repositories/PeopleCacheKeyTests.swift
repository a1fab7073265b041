import Testing

@testable import PeopleInfrastructure

@Suite("PeopleCacheKey")
struct PeopleCacheKeyTests {
    @Test("a person, their credits and their photos have nested keys")
    func personKeys() {
        #expect(PeopleCacheKey.person(287) == "person:287")
        #expect(PeopleCacheKey.credits(forPerson: 287) == "person:287:credits")
        #expect(PeopleCacheKey.images(forPerson: 287) == "person:287:images")
    }

    @Test("a popular page is keyed by its page")
    func popularKey() {
        #expect(PeopleCacheKey.popular(page: 1) == "people:popular:page:1")
        #expect(PeopleCacheKey.popular(page: 12) == "people:popular:page:12")
    }

    @Test("a search is keyed by its lowercased query and its page")
    func searchKey() {
        #expect(PeopleCacheKey.search(query: "Brad PITT", page: 2) == "people:search:brad pitt:page:2")
    }
}
