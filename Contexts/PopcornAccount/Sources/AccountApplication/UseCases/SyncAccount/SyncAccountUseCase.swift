/// Two-way sync of the watchlist and the ratings with the TMDb account: behind `popcorn sync`.
public protocol SyncAccountUseCase: Sendable {
    /// Reads both sides, then (unless `dryRun`) makes each side's changes and keeps the new base.
    /// `progress` is told of each request done, with the number of requests known so far.
    func execute(dryRun: Bool, progress: @escaping @Sendable (_ done: Int, _ total: Int) -> Void)
        async throws(AccountError) -> SyncReportModel
}
