import CoreDomain
import Testing

@testable import PopcornCLI

extension FailureMapperTests {
    @Test("A collection TMDb does not have exits 66, saying how to find one by its name")
    func liveCollectionNotFound() {
        let failure = FailureMapper.failure(
            for: .notFound, subject: .collection(id: 999_999), source: Self.live, isOffline: false)
        #expect(failure.status == .notFound)
        #expect(
            failure.message
                == "collection 999999 was not found on TMDb; check the id, or find the collection by its name with "
                + "'popcorn collection <name>'")
    }

    @Test("A collection the catalog does not have says which ones it has, and how to get the rest")
    func catalogCollectionNotFound() {
        let failure = FailureMapper.failure(
            for: .notFound, subject: .collection(id: 10), source: .catalog(announced: false), isOffline: false)
        #expect(failure.status == .notFound)
        #expect(failure.message.hasPrefix("collection 10 was not found: it is not in the offline catalog; "))
        #expect(failure.message.contains("its collections are those of its movies"))
        #expect(failure.message.hasSuffix("set TMDB_API_KEY to use live TMDb"))
    }

    @Test("A collection not in the cache offline says how to fetch it")
    func offlineCollection() {
        let failure = FailureMapper.failure(
            for: .unreachable(nil), subject: .collection(id: 230), source: Self.live, isOffline: true)
        #expect(failure.message.hasPrefix("collection 230 is not in the cache; "))
    }
}
