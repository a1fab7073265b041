import Foundation

/// A series' cast and crew over all its episodes, each person with their roles or jobs and episode counts.
public struct AggregateCredits: Identifiable, Equatable, Sendable {
    /// The series' TMDb id.
    public let id: Int
    public let cast: [AggregateCastMember]
    public let crew: [AggregateCrewMember]

    public init(id: Int, cast: [AggregateCastMember], crew: [AggregateCrewMember]) {
        self.id = id
        self.cast = cast
        self.crew = crew
    }
}
