/// The real ``TMDbSleeper``: `Task.sleep`, returning early when the task is cancelled.
public struct TaskSleeper: TMDbSleeper {
    public init() {}

    public func sleep(for seconds: Double) async {
        guard seconds.isFinite, seconds > 0 else {
            return
        }
        try? await Task.sleep(for: .seconds(seconds))
    }
}
