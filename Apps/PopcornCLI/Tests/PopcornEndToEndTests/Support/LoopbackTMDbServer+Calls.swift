import Foundation
import Testing

extension LoopbackTMDbServer {
    /// The API root's path on this server: what ``baseURL`` adds before every TMDb path.
    static let apiRoot = "/3"

    /// The requests received after the first `mark` ones, as ``TMDbCall``s keeping only the query
    /// items named in `keeping`, sorted (concurrent requests arrive in any order).
    func calls(since mark: Int = 0, keeping names: Set<String> = ["language"]) -> [TMDbCall] {
        requests.dropFirst(mark).map { request in
            let path =
                request.path.hasPrefix(Self.apiRoot) ? String(request.path.dropFirst(Self.apiRoot.count)) : request.path
            return TMDbCall(path, request.query.filter { names.contains($0.key) })
        }.sorted()
    }

    /// Expects that exactly `expected` reached the server after the first `mark` requests: the same
    /// paths, each as many times, with the same values of the query items in `keeping` (and none of
    /// the others in `keeping`), in any order. Returns the request count, the next call's `mark`.
    @discardableResult
    func expectCalls(
        _ expected: [TMDbCall],
        since mark: Int = 0,
        keeping names: Set<String> = ["language"],
        _ comment: @autoclosure () -> String = "",
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Int {
        let received = calls(since: mark, keeping: names)
        #expect(
            received == expected.sorted(),
            "\(comment()) received \(received.count): \(received.map(\.description)); expected \(expected.count)",
            sourceLocation: sourceLocation)
        return requests.count
    }
}
