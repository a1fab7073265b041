import PeopleDomain

extension PersonCredits {
    /// Brad Pitt's credits as TMDb lists them: three cast credits (Fight Club, Friends, Se7en) and two
    /// producer credits (12 Years a Slave, Moneyball), five rows in all.
    public static func fiveCredits(id: Int = 287) -> PersonCredits {
        PersonCredits.mock(
            id: id,
            cast: [
                .mock(job: "Actor", department: "Acting", episodeCount: 1),
                .mock(
                    creditID: "525710bb760ee3776a1b38e4", mediaType: .tvSeries, titleID: 1668, title: "Friends",
                    originalTitle: "Friends", character: "Will Colbert", job: "Actor", department: "Acting",
                    episodeCount: 1),
                .mock(
                    creditID: "52fe4213c3a36847f800226b", titleID: 807, title: "Se7en", character: "David Mills",
                    job: "Actor", department: "Acting", episodeCount: 1),
            ],
            crew: [
                .mock(
                    creditID: "52fe4922c3a368484e11f2a5", titleID: 76_203, title: "12 Years a Slave",
                    originalTitle: "12 Years a Slave", character: nil, job: "Producer", department: "Production"),
                .mock(
                    creditID: "5a5f4b2a0e0a264cc9003c15", titleID: 60_308, title: "Moneyball", character: nil,
                    job: "Producer", department: "Production"),
            ]
        )
    }
}
