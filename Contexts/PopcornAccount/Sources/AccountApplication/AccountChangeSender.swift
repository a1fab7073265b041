import AccountDomain
import CoreDomain

/// Sends changes to the TMDb account a few at a time. A change TMDb refuses for itself (a title it no
/// longer has, a value it will not take) is set aside and the others go on; a failure that would
/// fail every change (TMDb unreachable or rate limiting after retries, the session revoked) stops
/// new ones from starting. Says what was sent, what TMDb refused, and why the rest was not sent.
struct AccountChangeSender: Sendable {
    /// Requests in flight at once (the transport allows as many, and paces them).
    static let width = 4

    let service: any AccountService

    /// The changes sent, in the order given, and the first failure.
    struct Outcome: Sendable {
        var sent: [SyncChange]
        /// Changes TMDb refused one by one, with why; they stay pending.
        var refused: [SyncChange: DataAccessError] = [:]
        var failure: AccountError?
    }

    func send(
        _ changes: [SyncChange], for session: AccountSession, progress: @escaping @Sendable (Int, Int) -> Void
    ) async -> Outcome {
        guard !changes.isEmpty else {
            return Outcome(sent: [], failure: nil)
        }
        var done = Set<Int>()
        var refused: [SyncChange: DataAccessError] = [:]
        var failure: AccountError?
        await withTaskGroup(of: (Int, DataAccessError?).self) { group in
            var next = 0
            func startNext() {
                guard next < changes.count else {
                    return
                }
                let index = next
                let change = changes[index]
                next += 1
                group.addTask {
                    do throws(DataAccessError) {
                        try await service.send(change, for: session)
                        return (index, nil)
                    } catch {
                        return (index, error)
                    }
                }
            }
            for _ in 0..<Self.width {
                startNext()
            }
            while let (index, error) = await group.next() {
                switch error {
                case nil:
                    done.insert(index)
                    progress(done.count + refused.count, changes.count)
                case .unauthorised?:
                    failure = failure ?? .sessionRevoked
                case .unreachable?, .rateLimited?, .storage?:
                    failure = failure ?? AccountError(error ?? .unknown(nil))
                case let refusal?:
                    refused[changes[index]] = refusal
                    progress(done.count + refused.count, changes.count)
                }
                if failure == nil {
                    startNext()
                }
            }
        }
        let sent = changes.indices.filter { done.contains($0) }.map { changes[$0] }
        return Outcome(sent: sent, refused: refused, failure: failure)
    }
}
