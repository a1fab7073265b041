import Testing
import TrackingDomain

@Suite("EpisodeRange")
struct EpisodeRangeTests {
    @Test("a season holds its own episodes, specials included when it is season 0")
    func season() {
        #expect(EpisodeRange.season(2).contains(SeasonEpisode(2, 9)))
        #expect(!EpisodeRange.season(2).contains(SeasonEpisode(1, 9)))
        #expect(EpisodeRange.season(0).contains(SeasonEpisode(0, 1)))
    }

    @Test("through holds the regular episodes up to and including it, or the specials up to a special")
    func through() {
        let range = EpisodeRange.through(seasonNumber: 2, episodeNumber: 5)
        #expect(range.contains(SeasonEpisode(1, 13)))
        #expect(range.contains(SeasonEpisode(2, 5)))
        #expect(!range.contains(SeasonEpisode(2, 6)))
        #expect(!range.contains(SeasonEpisode(0, 1)))
        #expect(EpisodeRange.through(seasonNumber: 0, episodeNumber: 2).contains(SeasonEpisode(0, 2)))
        #expect(!EpisodeRange.through(seasonNumber: 0, episodeNumber: 2).contains(SeasonEpisode(1, 1)))
    }

    @Test("all holds every regular episode and no special")
    func all() {
        #expect(EpisodeRange.all.contains(SeasonEpisode(9, 99)))
        #expect(!EpisodeRange.all.contains(SeasonEpisode(0, 1)))
    }
}
