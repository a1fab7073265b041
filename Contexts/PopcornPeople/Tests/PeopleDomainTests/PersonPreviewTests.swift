import CoreDomain
import Foundation
import PeopleDomain
import Testing

@Suite("PersonPreview")
struct PersonPreviewTests {
    @Test("only the id and name are required; the rest default to nil, unknown gender and no titles")
    func defaults() {
        let preview = PersonPreview(id: 287, name: "Brad Pitt")
        #expect(preview.knownForDepartment == nil)
        #expect(preview.gender == .unknown)
        #expect(preview.profilePath == nil)
        #expect(preview.popularity == nil)
        #expect(preview.knownForTitles.isEmpty)
    }

    @Test("the id identifies it")
    func identity() {
        #expect(PersonPreview(id: 287, name: "Brad Pitt").id == 287)
    }

    @Test("two previews with the same fields are equal, and any differing field makes them differ")
    func equality() {
        let preview = PersonPreview(id: 1, name: "A", knownForTitles: ["X"])
        #expect(preview == PersonPreview(id: 1, name: "A", knownForTitles: ["X"]))
        #expect(preview != PersonPreview(id: 1, name: "A", knownForTitles: ["Y"]))
        #expect(preview != PersonPreview(id: 1, name: "A", gender: .female, knownForTitles: ["X"]))
    }
}
