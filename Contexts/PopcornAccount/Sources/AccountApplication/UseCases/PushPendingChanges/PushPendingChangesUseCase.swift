import Foundation

/// Sends TMDb the changes made here since the last sync, right after each change while signed in:
/// best effort, so a change made offline waits as pending for the next change or sync.
public protocol PushPendingChangesUseCase: Sendable {
    /// Sends what is pending: every watchlist change, and the ratings given or taken back from
    /// `changedSince` on (the command's own; an older pending rating waits for `popcorn sync`, which
    /// can tell whether the account changed it later). Never throws for TMDb's sake (the report says
    /// why some still wait). Sends nothing before the first sync of the account on this machine.
    func execute(changedSince: Date) async -> PushReportModel
}
