import CoreDomain

/// Remembers the day `whats-new` was asked, once its news has been shown: a run whose output could
/// not be written (a full disk) leaves the day as it was, so nothing is missed.
public protocol RememberWhatsNewUseCase: Sendable {
    /// Remembers the model's `to` day when the model says it is to be (``WhatsNewModel/remembersToday``);
    /// does nothing otherwise. Throws the calendar file's failure (read-only, say).
    func execute(_ news: WhatsNewModel) async throws(DataAccessError)
}
