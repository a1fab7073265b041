import AccountDomain

/// What was read of one of the account's lists: its items, and whether that is all of it.
struct AccountListPages<Item: Sendable>: Sendable {
    let items: [Item]
    /// `false` when TMDb would not page that far, or fewer items came than the first page said.
    let isComplete: Bool

    /// The items, naming `list` in `partial` when they are not the whole list.
    func read(into partial: inout Set<AccountList>, as list: AccountList) -> [Item] {
        if !isComplete {
            partial.insert(list)
        }
        return items
    }
}
