import CoreApplication
import CoreDomain
import DiscoverAdapters
import DiscoverDomain
import Foundation
import SearchApplication
import SearchTestHelpers
import Testing

@Suite("DiscoverPersonProvider")
struct DiscoverPersonProviderTests {
    @Test("a name is looked up as a person, with no year, and its one clear match is the person")
    func match() async throws {
        let resolve = MockResolveMediaTitleUseCase(.success(.match(.init(kind: .person, id: 287, title: "Brad Pitt"))))

        let match = try await DiscoverPersonProvider(resolveTitle: resolve).person(named: "brad pitt")

        #expect(match == .match(id: 287))
        #expect(resolve.calledWith == [.init(text: "brad pitt", kind: .person, year: nil)])
    }

    @Test("several people keep their ids and names, in the order Search gives them; nobody is no match")
    func ambiguousOrNone() async throws {
        let candidates: [MediaTitleCandidate] = [
            .init(kind: .person, id: 287, title: "Brad Pitt"), .init(kind: .person, id: 1, title: "Michael Pitt"),
        ]
        let several = MockResolveMediaTitleUseCase(.success(.ambiguous(candidates)))
        let nobody = MockResolveMediaTitleUseCase(.success(.noMatch))

        #expect(
            try await DiscoverPersonProvider(resolveTitle: several).person(named: "pitt")
                == .ambiguous([.init(id: 287, name: "Brad Pitt"), .init(id: 1, name: "Michael Pitt")]))
        #expect(try await DiscoverPersonProvider(resolveTitle: nobody).person(named: "nobody") == .noMatch)
    }

    @Test("a search that cannot be made throws its cause")
    func failure() async {
        let resolve = MockResolveMediaTitleUseCase(.failure(.unauthorised("Invalid API key")))

        await #expect(throws: DataAccessError.unauthorised("Invalid API key")) {
            try await DiscoverPersonProvider(resolveTitle: resolve).person(named: "brad pitt")
        }
    }
}
