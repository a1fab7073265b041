extension Array where Element: Sendable {
    /// `transform` applied to every element, at most `maximumInFlight` at a time, the results in the
    /// array's order: how a use case overlaps one TMDb request per item without being rate limited
    /// on a long list. The first failure cancels the transforms still running and is thrown.
    public func boundedConcurrentMap<Value: Sendable, Failure: Error>(
        maximumInFlight: Int,
        _ transform: @escaping @Sendable (Element) async throws(Failure) -> Value
    ) async throws(Failure) -> [Value] {
        let results = await withTaskGroup(of: (Int, Result<Value, Failure>).self) { group in
            var results = [Result<Value, Failure>?](repeating: nil, count: count)
            var pending = enumerated().makeIterator()
            func startNext() {
                guard let (index, element) = pending.next() else {
                    return
                }
                group.addTask {
                    do throws(Failure) {
                        return (index, .success(try await transform(element)))
                    } catch {
                        return (index, .failure(error))
                    }
                }
            }
            for _ in 0..<Swift.max(1, maximumInFlight) {
                startNext()
            }
            while let (index, result) = await group.next() {
                results[index] = result
                if case .failure = result {
                    group.cancelAll()
                    return results
                }
                startNext()
            }
            return results
        }
        var values: [Value] = []
        values.reserveCapacity(count)
        for result in results {
            guard let result else {
                continue
            }
            values.append(try result.get())
        }
        return values
    }
}
