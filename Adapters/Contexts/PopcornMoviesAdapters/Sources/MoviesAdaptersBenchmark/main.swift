// Measures decoding plus mapping of one TMDb movie-details response, as the real path does it:
// TMDbClient decodes the DTO and TMDbMovieRemoteDataSource maps it to the domain MovieBundle.
// Run in release: swift run -c release MoviesAdaptersBenchmark
import Foundation
import MoviesAdapters
import TMDbKit

/// Answers every request with the same in-memory movie-details body, so only decode + map is timed.
struct InMemoryTransport: TMDbTransport {
    let body: Data

    func send(_ request: TMDbRequest) async throws(TMDbError) -> TMDbResponse {
        TMDbResponse(statusCode: 200, headers: [:], body: body)
    }
}

guard let url = Bundle.module.url(forResource: "movie-details-550", withExtension: "json"),
    let body = try? Data(contentsOf: url)
else {
    FileHandle.standardError.write(Data("benchmark fixture missing\n".utf8))
    exit(1)
}
/// Times `rounds` rounds of `iterations` calls, after one warm-up round; microseconds per call.
///
/// Nonisolated, so the loop runs on one executor instead of hopping off the main actor per call.
nonisolated func measure(_ dataSource: TMDbMovieRemoteDataSource, iterations: Int, rounds: Int) async throws -> [Double]
{
    var perRound: [Double] = []
    let clock = ContinuousClock()
    for round in 0...rounds {
        let start = clock.now
        for _ in 0..<iterations {
            _ = try await dataSource.movie(withID: 550, appending: [])
        }
        let elapsed = start.duration(to: clock.now)
        let microseconds = Double(elapsed.components.seconds) * 1e6 + Double(elapsed.components.attoseconds) / 1e12
        if round > 0 {  // round 0 warms up
            perRound.append(microseconds / Double(iterations))
        }
    }
    return perRound.sorted()
}

let dataSource = TMDbMovieRemoteDataSource(
    client: TMDbClient(transport: InMemoryTransport(body: body)),
    language: "en-US"
)
let iterations = 20_000
let rounds = 7
let perRound = try await measure(dataSource, iterations: iterations, rounds: rounds)
let median = perRound[perRound.count / 2]
print(
    String(
        format: "decode + map of one movie-details response (%d bytes): median %.2f µs, best %.2f µs, worst %.2f µs"
            + " over %d rounds of %d",
        body.count, median, perRound.first!, perRound.last!, rounds, iterations
    )
)
