/// How a table fits a terminal: its one flexible column (a title, a name) takes the room its fixed
/// columns (an id, a command: never cut, never wrapped) leave, and when that room falls below a
/// readable minimum the optional columns (a year, a rating) are given up one at a time, so a row
/// stays one line down to 40 columns.
public struct TableFit: Sendable, Equatable {
    /// A fit given as it is: the flexible column's width and which optional columns show.
    public init(flexible: Int, keeps: [Bool]) {
        self.flexible = flexible
        self.keeps = keeps
    }

    /// The flexible column's width: at most its longest cell, at least one column.
    public let flexible: Int
    /// For each optional column, in the order given, whether the row still shows it.
    public let keeps: [Bool]

    /// - Parameters:
    ///   - width: the terminal's columns.
    ///   - fixed: the columns the row always takes, separators and indent included.
    ///   - optional: each optional column's width with its separator, the first given up first.
    ///   - longest: the widest cell of the flexible column.
    ///   - minimum: the narrowest the flexible column may become before an optional column goes.
    ///   - maximum: the widest the flexible column may become however wide the terminal.
    public init(width: Int, fixed: Int, optional: [Int] = [], longest: Int, minimum: Int = 12, maximum: Int = .max) {
        var keeps = Array(repeating: true, count: optional.count)
        var room = width - fixed - optional.reduce(0, +)
        var next = 0
        while room < min(minimum, longest), next < optional.count {
            keeps[next] = false
            room += optional[next]
            next += 1
        }
        self.keeps = keeps
        self.flexible = max(min(longest, maximum, room), 1)
    }

    /// Whether the optional column at `index` is shown.
    public func shows(_ index: Int) -> Bool {
        keeps[index]
    }
}
