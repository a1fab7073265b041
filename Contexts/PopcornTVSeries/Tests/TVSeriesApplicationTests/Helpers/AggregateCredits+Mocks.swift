import Foundation
import TVSeriesDomain

extension AggregateCredits {
    /// Billing out of order on purpose (Bryan Cranston is order 0); crew in TMDb's order.
    static func mock(
        id: Int = 1396,
        cast: [AggregateCastMember] = [
            .mock(id: 84497, name: "Aaron Paul", order: 1),
            .mock(),
        ],
        crew: [AggregateCrewMember] = [
            .mock(),
            .mock(id: 29779, name: "Michelle MacLaren", department: "Directing"),
        ]
    ) -> AggregateCredits {
        AggregateCredits(id: id, cast: cast, crew: crew)
    }
}
