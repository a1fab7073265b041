/// What sending the changes made here at once did: how many reached TMDb and how many still wait
/// (TMDb could not be reached, or the session is no longer valid), and why.
public struct PushReportModel: Equatable, Sendable {
    public let sent: Int
    public let pending: Int
    /// Why the pending ones were not sent; `nil` when all were.
    public let failure: AccountError?

    public init(sent: Int, pending: Int, failure: AccountError?) {
        self.sent = sent
        self.pending = pending
        self.failure = failure
    }

    /// Not signed in: nothing to send.
    public static let notSignedIn = PushReportModel(sent: 0, pending: 0, failure: nil)
}
