import TVSeriesDomain

extension TVJob {
    /// Executive producer, over 62 episodes.
    public static func mock(
        creditID: String = "52542287760ee31328001af1",
        job: String = "Executive Producer",
        episodeCount: Int = 62
    ) -> TVJob {
        TVJob(creditID: creditID, job: job, episodeCount: episodeCount)
    }
}
