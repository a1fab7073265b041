import CoreDomain
import TMDbKit
import Testing

@testable import TMDbAdapterKit

@Suite("KeywordMapper")
struct KeywordMapperTests {
    @Test("keywords keep their ids and names in TMDb's order")
    func mapsInOrder() {
        let list = KeywordListDTO(
            id: 550, keywords: [KeywordDTO(id: 825, name: "support group"), KeywordDTO(id: 851, name: "dual identity")])

        #expect(
            KeywordMapper().map(list) == [
                Keyword(id: 825, name: "support group"), Keyword(id: 851, name: "dual identity"),
            ])
    }
}
