/// Sends TMDb the changes made here since the last sync, right after each change while signed in:
/// best effort, so a change made offline waits as pending for the next change or sync.
public protocol PushPendingChangesUseCase: Sendable {
    /// Sends what is pending; never throws for TMDb's sake (the report says why some still wait).
    func execute() async -> PushReportModel
}
