import Foundation
import Testing

extension TrackingEndToEndTests {
    /// Whether the watchlist lists `id` as watched, as `watchlist --json` says.
    func isWatchedOnWatchlist(_ id: Int) async throws -> Bool? {
        let run = try await succeed(["watchlist", "--json"])
        let results = try #require(try JSONDocument.object(run.stdout)["results"] as? [[String: Any]], "\(run)")
        return results.first { $0["id"] as? Int == id }?["isWatched"] as? Bool
    }

    @Test("One meaning of watched: the diary's watches show on the watchlist, and marking there logs in the diary")
    func oneMeaningOfWatched() async throws {
        try await succeed(["watchlist", "add", "movie", "550"])
        try await succeed(["watchlist", "add", "movie", "603"])
        try await succeed(["watched", "movie", "550", "--on", "2026-11-20"])

        #expect(try await isWatchedOnWatchlist(550) == true)
        #expect(try await isWatchedOnWatchlist(603) == false)
        try await succeed(["unwatch", "movie", "550"])
        #expect(try await isWatchedOnWatchlist(550) == false)

        let marked = try await succeed(["watchlist", "mark-watched", "movie", "603"])
        let again = try await succeed(["watchlist", "mark-watched", "movie", "603"])
        #expect(marked.stdout.hasPrefix("Marked watched: The Matrix (1999) (logged in your diary on "), "\(marked)")
        #expect(again.stdout.hasPrefix("Marked watched: The Matrix (1999) (your diary has it, last "), "\(again)")
        #expect(try await history().count == 1)
        #expect(try await isWatchedOnWatchlist(603) == true)

        try await succeed(["watched", "movie", "603", "--on", "2026-11-01"])
        let unmarked = try await succeed(["watchlist", "unmark-watched", "movie", "603"])
        #expect(
            unmarked.stdout == "Marked to watch: The Matrix (1999) (2 watches removed from your diary)\n", "\(unmarked)"
        )
        #expect(try await history().isEmpty)
        #expect(try await isWatchedOnWatchlist(603) == false)
    }

    @Test("Marking a series watched logs its every aired episode; unmarking takes them all out")
    func seriesMarkedWatched() async throws {
        try await succeed(["watchlist", "add", "tv", "1396"])

        let marked = try await succeed(["watchlist", "mark-watched", "tv", "1396"])
        let progress = try await succeed(["progress", "--all"])
        let unmarked = try await succeed(["watchlist", "unmark-watched", "tv", "1396"])

        #expect(marked.stdout.contains("(62 episodes logged in your diary on "), "\(marked)")
        #expect(progress.stdout.contains("62 of 62 watched · 100%"), "\(progress)")
        #expect(unmarked.stdout.contains("(62 watches removed from your diary)"), "\(unmarked)")
        #expect(try await isWatchedOnWatchlist(1396) == false)
    }
}
