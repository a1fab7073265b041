import CoreDomain
import CoreDomainTestHelpers
import Foundation
import PeopleDomain
import PeopleTestHelpers
import Testing

@testable import PeopleApplication

@Suite("PersonPreviewDetailsPageMapper")
struct PersonPreviewDetailsPageMapperTests {
    let mapper = PersonPreviewDetailsPageMapper()

    @Test("paging totals carry over and every result is mapped, in order")
    func mapsPage() {
        let page = mapper.map(
            .mock(page: 2, totalPages: 3, totalResults: 45, results: [.mock(id: 2), .mock(id: 1)]),
            imagesConfiguration: .mock()
        )
        #expect(page.page == 2)
        #expect(page.totalPages == 3)
        #expect(page.totalResults == 45)
        #expect(page.results.map(\.id) == [2, 1])
        #expect(page.results.allSatisfy { $0.profileURLSet != nil })
    }

    @Test("an empty page stays empty")
    func emptyPage() {
        let page = mapper.map(.mock(totalPages: 0, totalResults: 0, results: []), imagesConfiguration: .mock())
        #expect(page.results.isEmpty)
        #expect(page.totalResults == 0)
    }
}
