/// Why a tmux step failed.
struct TmuxError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
