import Synchronization

/// Answers a prompt reads one after another, as a person would type them; `nil` once they run out.
final class AnswerQueue: Sendable {
    private let answers: Mutex<[String?]>

    init(_ answers: [String?]) {
        self.answers = Mutex(answers)
    }

    /// The next answer, or `nil` (the end of input) when none is left.
    func next() -> String? {
        answers.withLock { remaining -> String? in
            guard !remaining.isEmpty else {
                return nil
            }
            return remaining.removeFirst()
        }
    }
}
