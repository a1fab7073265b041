import CalendarDomain
import CoreDomain

/// Writes the model's `to` day to the calendar's memory in one transaction.
struct DefaultRememberWhatsNewUseCase: RememberWhatsNewUseCase {
    let repository: any WhatsNewRepository

    func execute(_ news: WhatsNewModel) async throws(DataAccessError) {
        guard news.remembersToday else {
            return
        }
        guard let day = CalendarDay(text: news.to) else {
            throw .unknown("\(news.to) is not a day")
        }
        try await repository.record(day)
    }
}
