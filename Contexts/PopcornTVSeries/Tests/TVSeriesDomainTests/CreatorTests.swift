import Foundation
import TVSeriesDomain
import Testing

@Suite("Creator")
struct CreatorTests {
    @Test("the gender defaults to unknown and the profile path to nil")
    func defaults() {
        let creator = Creator(id: 66633, creditID: "c1", name: "Vince Gilligan", originalName: "Vince Gilligan")
        #expect(creator.gender == .unknown)
        #expect(creator.profilePath == nil)
    }

    @Test("two creators with the same fields are equal, and any differing field makes them differ")
    func equality() {
        let creator = Creator(id: 1, creditID: "c1", name: "A", originalName: "A", gender: .male)
        #expect(creator == Creator(id: 1, creditID: "c1", name: "A", originalName: "A", gender: .male))
        #expect(creator != Creator(id: 1, creditID: "c2", name: "A", originalName: "A", gender: .male))
        #expect(creator != Creator(id: 1, creditID: "c1", name: "A", originalName: "A", gender: .female))
    }
}
