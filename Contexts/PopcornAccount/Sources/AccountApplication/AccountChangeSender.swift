import AccountDomain
import CoreDomain

/// Sends changes to the TMDb account a few at a time, and stops starting new ones at the first
/// failure (TMDb unreachable, the session revoked): what was sent and why the rest was not.
struct AccountChangeSender: Sendable {
    /// Requests in flight at once (the transport allows as many, and paces them).
    static let width = 4

    let service: any AccountService

    /// The changes sent, in the order given, and the first failure.
    struct Outcome: Sendable {
        var sent: [SyncChange]
        var failure: AccountError?
    }

    func send(
        _ changes: [SyncChange], for session: AccountSession, progress: @escaping @Sendable (Int, Int) -> Void
    ) async -> Outcome {
        guard !changes.isEmpty else {
            return Outcome(sent: [], failure: nil)
        }
        var done = Set<Int>()
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
                if let error {
                    if failure == nil {
                        if case .unauthorised = error {
                            failure = .sessionRevoked
                        } else {
                            failure = AccountError(error)
                        }
                    }
                    continue
                }
                done.insert(index)
                progress(done.count, changes.count)
                if failure == nil {
                    startNext()
                }
            }
        }
        let sent = changes.indices.filter { done.contains($0) }.map { changes[$0] }
        return Outcome(sent: sent, failure: failure)
    }
}
