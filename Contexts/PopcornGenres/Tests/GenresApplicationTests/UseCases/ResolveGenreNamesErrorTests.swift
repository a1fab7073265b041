import CoreDomain
import Testing

@testable import GenresApplication

@Suite("ResolveGenreNamesError")
struct ResolveGenreNamesErrorTests {
    @Test("each case stands for its data-access cause; an unknown name for not found")
    func causes() {
        #expect(ResolveGenreNamesError.notFound.cause == .notFound)
        #expect(ResolveGenreNamesError.unauthorised("no").cause == .unauthorised("no"))
        #expect(ResolveGenreNamesError.unknown(.rateLimited(nil)).cause == .rateLimited(nil))
        #expect(ResolveGenreNamesError.unknown(nil).cause == .unknown(nil))
        #expect(ResolveGenreNamesError.noSuchGenre("x", validNames: ["Drama"]).cause == .notFound)
    }

    @Test("a data-access failure converts to the matching case")
    func conversion() {
        #expect(ResolveGenreNamesError(DataAccessError.notFound) == .notFound)
        #expect(ResolveGenreNamesError(DataAccessError.unreachable("down")) == .unknown(.unreachable("down")))
    }
}
