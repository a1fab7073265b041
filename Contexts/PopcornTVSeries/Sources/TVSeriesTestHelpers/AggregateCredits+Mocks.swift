import TVSeriesDomain

extension AggregateCredits {
    /// Breaking Bad's aggregate credits: Bryan Cranston then Aaron Paul, Vince Gilligan then Dave Porter.
    public static func mock(
        id: Int = 1396,
        cast: [AggregateCastMember] = [
            .mock(),
            .mock(
                id: 84_497, name: "Aaron Paul", roles: [.mock(creditID: "r3", character: "Jesse Pinkman")],
                order: 1),
        ],
        crew: [AggregateCrewMember] = [
            .mock(),
            .mock(
                id: 1_223_202, name: "Dave Porter", department: "Sound",
                jobs: [.mock(creditID: "j3", job: "Original Music Composer")], totalEpisodeCount: 61),
        ]
    ) -> AggregateCredits {
        AggregateCredits(id: id, cast: cast, crew: crew)
    }
}
