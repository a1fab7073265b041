extension BrowseModel {
    /// Shows `tab` on the start screen, from whatever screen is on show: the tab as it was left
    /// (rows, pages, cursor) when it was seen with rows, read again quietly when it holds your own
    /// data; else (never seen, or it failed) a screen that fills in when it loads, or says why not.
    mutating func switchTab(to tab: BrowseTab) -> BrowseEffect? {
        isProgressMoving = false
        keptTabs[self.tab] = stack[0]
        cancelLoading()
        if let kept = keptTabs[tab], !kept.rows.isEmpty {
            replaceStack(with: [kept])
            guard tab.isUserData else {
                return nil
            }
            refreshing = .home(tab)
            return .load(.home(tab))
        }
        replaceStack(with: [BrowseScreen(target: .home(tab), title: tab.title, rows: [], emptyText: "")])
        return request(.home(tab))
    }

    /// Goes back to the start screen, as it was left.
    mutating func goHome() {
        guard stack.count > 1 else {
            return
        }
        replaceStack(with: [stack[0]])
        cancelLoading()
    }

    /// Forgets the screen or page on its way (it is dropped when it comes) and the keys typed for it.
    mutating func cancelLoading() {
        loading = nil
        pageRequest = nil
        queuedKeys = []
        say(nil)
    }
}
