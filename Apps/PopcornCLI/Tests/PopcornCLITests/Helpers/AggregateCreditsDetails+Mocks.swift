import CoreDomain
import TVSeriesApplication

extension AggregateCreditsDetails {
    /// Breaking Bad's aggregate credits, trimmed, in the application model's order: three cast members
    /// in billing order (one with two roles) and the crew with the most episodes first.
    static func mock() -> AggregateCreditsDetails {
        AggregateCreditsDetails(
            id: 1396,
            cast: [
                AggregateCastMemberDetails(
                    id: 17419, name: "Bryan Cranston", gender: .male,
                    roles: [TVRoleDetails(creditID: "r-walt", character: "Walter White", episodeCount: 62)],
                    totalEpisodeCount: 62, order: 0),
                AggregateCastMemberDetails(
                    id: 84497, name: "Aaron Paul", gender: .male,
                    roles: [TVRoleDetails(creditID: "r-jesse", character: "Jesse Pinkman", episodeCount: 62)],
                    totalEpisodeCount: 62, order: 1),
                AggregateCastMemberDetails(
                    id: 14329, name: "Krysten Ritter", gender: .female,
                    roles: [
                        TVRoleDetails(creditID: "r-jane", character: "Jane Margolis", episodeCount: 10),
                        TVRoleDetails(
                            creditID: "r-jane-2", character: "Jane Margolis (archive footage, uncredited, voice)",
                            episodeCount: 1),
                    ],
                    totalEpisodeCount: 11, order: 2),
            ],
            crew: [
                AggregateCrewMemberDetails(
                    id: 5162, name: "Mark Johnson", gender: .male, department: "Production",
                    jobs: [TVJobDetails(creditID: "j-mark", job: "Executive Producer", episodeCount: 62)],
                    totalEpisodeCount: 62),
                AggregateCrewMemberDetails(
                    id: 1_223_199, name: "Michelle MacLaren", gender: .female, department: "Directing",
                    jobs: [TVJobDetails(creditID: "j-michelle", job: "Director", episodeCount: 11)],
                    totalEpisodeCount: 11),
                AggregateCrewMemberDetails(
                    id: 66633, name: "Vince Gilligan", gender: .male, department: "Directing",
                    jobs: [TVJobDetails(creditID: "j-vince", job: "Director", episodeCount: 5)],
                    totalEpisodeCount: 5),
                AggregateCrewMemberDetails(
                    id: 66634, name: "Sam Writer", gender: .unknown, department: "Writing",
                    jobs: [
                        TVJobDetails(creditID: "j-sam-1", job: "Writer", episodeCount: 4),
                        TVJobDetails(creditID: "j-sam-2", job: "Story Editor", episodeCount: 13),
                    ],
                    totalEpisodeCount: 17),
            ]
        )
    }
}
