extension StringProtocol {
    /// The text without the whitespace and line breaks at either end.
    ///
    /// Foundation's `trimmingCharacters(in:)` goes through `NSString` on Linux, whose first use in a
    /// process cost a cached `movie 550` about 2% of its instructions (callgrind); every command
    /// trims its `<ref>` and its settings.
    func trimmingWhitespace() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
            let last = lastIndex(where: { !$0.isWhitespace })
        else {
            return ""
        }
        return String(self[first...last])
    }
}
