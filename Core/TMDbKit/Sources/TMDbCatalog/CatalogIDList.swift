/// The value of a TMDb discover parameter that lists ids (`with_genres`, `with_people`,
/// `without_genres`): commas mean every id (AND), pipes any of them (OR), as TMDb documents.
struct CatalogIDList: Equatable {
    /// The ids, in the order given; entries that are not whole numbers are skipped.
    let ids: [Int]
    /// `true` for `18,53` (all), `false` for `18|53` (any).
    let needsAll: Bool

    /// The list in `text`, or `nil` when it holds no id (TMDb then ignores the parameter).
    init?(_ text: String?) {
        guard let text else {
            return nil
        }
        needsAll = !text.contains("|")
        ids = text.split(whereSeparator: { $0 == "," || $0 == "|" }).compactMap {
            Int($0.trimmingCharacters(in: .whitespaces))
        }
        if ids.isEmpty {
            return nil
        }
    }

    /// Whether `values` satisfies the list: holds every id, or at least one.
    func isSatisfied(by values: Set<Int>) -> Bool {
        needsAll ? ids.allSatisfy(values.contains) : ids.contains(where: values.contains)
    }
}
