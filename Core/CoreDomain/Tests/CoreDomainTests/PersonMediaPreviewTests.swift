import CoreDomain
import CoreDomainTestHelpers
import Foundation
import Testing

@Suite("PersonMediaPreview")
struct PersonMediaPreviewTests {
    @Test("known-for keeps movies and series in TMDb's order and drops people")
    func knownForDropsPeople() {
        let person = PersonMediaPreview.mock(knownFor: [
            .tvSeries(.mock()),
            .person(.mock(id: 819, name: "Edward Norton", knownFor: [])),
            .movie(.mock()),
        ])

        #expect(person.knownFor == [.tvSeries(.mock()), .movie(.mock())])
    }

    @Test("a person known only for people is known for nothing")
    func knownForOnlyPeople() {
        let person = PersonMediaPreview.mock(knownFor: [.person(.mock(id: 819, knownFor: []))])

        #expect(person.knownFor.isEmpty)
    }

    @Test("the defaults are an unknown gender, no flags and nothing known for")
    func defaults() {
        let person = PersonMediaPreview(id: 1, name: "Someone")

        #expect(person.gender == .unknown)
        #expect(person.isAdultOnly == false)
        #expect(person.knownFor.isEmpty)
        #expect(person.profilePath == nil)
    }
}
