import AccountDomain
import Testing

@testable import AccountAdapters

@Suite("AccountListPages")
struct AccountListPagesTests {
    @Test("a complete list gives its items and leaves the partial lists as they were")
    func complete() {
        var partial: Set<AccountList> = [.tvWatchlist]

        let items = AccountListPages(items: [550, 680], isComplete: true).read(into: &partial, as: .movieWatchlist)

        #expect(items == [550, 680])
        #expect(partial == [.tvWatchlist])
    }

    @Test("a list read only in part gives the items read and is named among the partial lists")
    func incomplete() {
        var partial: Set<AccountList> = [.tvWatchlist]

        let items = AccountListPages(items: [550], isComplete: false).read(into: &partial, as: .ratedMovies)

        #expect(items == [550])
        #expect(partial == [.tvWatchlist, .ratedMovies])
    }

    @Test("an empty list read in part is named too")
    func incompleteEmpty() {
        var partial: Set<AccountList> = []

        let items = AccountListPages<Int>(items: [], isComplete: false).read(into: &partial, as: .ratedEpisodes)

        #expect(items == [])
        #expect(partial == [.ratedEpisodes])
    }
}
