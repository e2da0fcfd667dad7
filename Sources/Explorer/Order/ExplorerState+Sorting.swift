/// Each list's own order (F3), and the lists' items in it, for the lists and for the previews of them.
extension ExplorerState {
    /// The order the front screen's list is in; nil on a country's own screen, whose facts keep their order.
    var sortOrder: SortOrder? {
        sortOrder(of: screen.kind)
    }

    /// The order the list of `kind` is in, in the tab in front: each kind of list has its own in each tab, so
    /// that sorting one never reorders another.
    func sortOrder(of kind: ScreenKind) -> SortOrder? {
        guard let list = SortedList(kind) else { return nil }
        return sortOrders[tab]?[list] ?? list.orders[0]
    }

    /// The items of the list of `kind` in its order, as its screen shows them with no search; nil while its
    /// data is not here. A preview shows the first of them.
    func listItems(of kind: ScreenKind) -> [RowItem]? {
        items(for: kind).map { ordered($0, kind: kind) }
    }

    /// `items` in the order of the list of `kind`.
    func ordered(_ items: [RowItem], kind: ScreenKind) -> [RowItem] {
        sortOrder(of: kind).map { ListOrdering.sorted(items, by: $0, facts: facts ?? .none, collation: collation) } ?? items
    }

    /// F3: the front list moves to the next order it offers; where it offers one or none, the bar says so.
    mutating func cycleSort() {
        guard let list = SortedList(screen.kind) else {
            notice = "\(options.keymap.keyName(for: .cycleSort)) sorts lists; a country's facts keep their order"
            return
        }
        guard list.orders.count > 1, let current = sortOrder else {
            notice = "the \(list.noun) have one order: \(list.orders[0].title)"
            return
        }
        sortOrders[tab, default: [:]][list] = list.order(after: current)
    }
}
