import CoreDomain
import Foundation
import SearchApplication
import Testing

@Suite("MediaSearchHistoryError")
struct MediaSearchHistoryErrorTests {
    @Test(
        "a storage or unknown failure keeps its message",
        arguments: [
            DataAccessError.storage("the search history /data/search-history.sqlite is damaged"),
            .unknown("the search history /data/search-history.sqlite is damaged"),
        ])
    func keepsMessage(error: DataAccessError) {
        let converted = MediaSearchHistoryError(error)

        #expect(converted == .unavailable("the search history /data/search-history.sqlite is damaged"))
        #expect(converted.description == "the search history /data/search-history.sqlite is damaged")
    }

    @Test("any other failure says the history could not be used, and why")
    func otherFailures() {
        #expect(
            MediaSearchHistoryError(.storage(nil))
                == .unavailable("the search history could not be used (storage(nil))"))
        #expect(
            MediaSearchHistoryError(.notFound).description == "the search history could not be used (notFound)")
    }
}
