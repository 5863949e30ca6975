import HitLintCode
import HitLintCore

/// What the app's code does to the views of one Interface Builder file, through the outlets its
/// `<connections>` name (docs/code.md, "What code does to a view"): the owner's class (a view
/// controller's, the File's Owner's, a custom view's) and its property, for each destination.
struct OutletFacts {
    /// Destination IB id -> the owners' classes and properties that point at it, with the IB id
    /// of the owner's object (the File's Owner's `-1`, a scene's view controller).
    private var outlets: [String: [(owner: String, property: String, holder: String)]] = [:]
    /// Constraint IB id -> the views it ties (its first and second items, or the view that holds it).
    private var constraintItems: [String: [String]] = [:]
    let code: AppCode

    init(tree: XMLTree, code: AppCode) {
        self.code = code
        guard !code.members.isEmpty else { return }
        for element in tree.elements {
            if element.name == "outlet", let property = element.attributes["property"],
                let destination = element.attributes["destination"], element.parent > 0,
                case let ownerElement = tree[tree[element.parent].parent],
                let owner = ownerElement.attributes["customClass"], code.members[owner]?[property] != nil
            {
                outlets[destination, default: []].append((owner, property, ownerElement.attributes["id"] ?? ""))
            } else if element.name == "constraint", let id = element.attributes["id"] {
                // Without a first item, a constraint belongs to the view whose <constraints> hold it.
                let holder = element.parent > 0 ? tree[tree[element.parent].parent].attributes["id"] : nil
                let items = [element.attributes["firstItem"] ?? holder, element.attributes["secondItem"]]
                constraintItems[id] = items.compactMap { $0 }
            }
        }
    }

    /// Whether no outlet of the file has facts.
    var isEmpty: Bool { outlets.isEmpty }

    /// The facts of the outlets pointing at `id`, with the property's name.
    func summaries(for id: String) -> [(property: String, summary: MemberSummary)] {
        (outlets[id] ?? []).flatMap { owner, property, _ in
            (code.members[owner]?[property] ?? []).map { (property, $0) }
        }
    }

    /// The actions that tap recognizers the code adds to the view `id` call on the object
    /// `holder` (an IB id), with the outlet's property and where the recognizer is added.
    func tapActions(on id: String, calling holder: String) -> [(property: String, action: String, at: CodeLocation)] {
        (outlets[id] ?? []).filter { $0.holder == holder && !holder.isEmpty }.flatMap { owner, property, _ in
            (code.members[owner]?[property] ?? []).filter { $0.kind == .gesture }.flatMap { summary in
                summary.tapActions.sorted { $0.key < $1.key }.map { (property, $0.key, $0.value) }
            }
        }
    }

    /// The views whose layout a constraint set in code changes, with the summary: by view id.
    func constraintChanges() -> [String: [MemberSummary]] {
        var out: [String: [MemberSummary]] = [:]
        // In id order: which caveat a view shows first must not depend on a dictionary's order.
        for id in constraintItems.keys.sorted() {
            guard let items = constraintItems[id] else { continue }
            let changes = summaries(for: id).map(\.summary).filter { $0.kind == .constant }
            guard !changes.isEmpty else { continue }
            for item in items { out[item, default: []] += changes }
        }
        return out
    }
}
