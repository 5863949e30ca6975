import HitLintCode
import HitLintCore

/// Buttons nothing acts on (docs/code.md, "Buttons nothing acts on"): a `UIButton` with no
/// action, segue, gesture recognizer or menu in the file, whose class handles no taps of its own
/// and whose outlets the app's code only styles, takes touches but does nothing with them. It is
/// not a target: an indicator (a radio mark in a row the row's tap selects), an anchor for a
/// popover, an icon in a banner whose own gesture acts.
extension InterfaceBuilderReader {
    /// Why nothing acts on the button `element`, or nil when something may.
    func inertButton(_ element: Int, id: String, customClass: String?) -> String? {
        guard let code = request.code, code.filesRead > 0, let index = code.index else { return nil }
        for connections in tree.children(of: element, named: "connections") {
            guard tree[connections].children.allSatisfy({ tree[$0].name == "outlet" }) else { return nil }
        }
        guard tree.children(of: element, named: "menu").isEmpty else { return nil }
        // A tagged view may be found by its tag and given a target.
        if let tag = tree[element].attributes["tag"], tag != "0", index.mentionsOutsideStrings("viewWithTag") {
            return nil
        }
        if let customClass, code.actsOnOwnTaps(customClass) != false { return nil }
        let properties = outletProperties[id] ?? []
        // Each outlet is seen in the code read (its declaration at least), and no use does more
        // than style it; with a source file unread, a use may be in it.
        guard code.unread.isEmpty,
            properties.allSatisfy({
                !$0.isEmpty && index.mentionsOutsideStrings($0) && !StylingUses.mayAct(on: $0, acted: index.actedNames)
            })
        else { return nil }
        let outlets =
            properties.isEmpty
            ? "no outlet points at it"
            : "the code only styles its outlet\(properties.count > 1 ? "s" : "") (\(properties.joined(separator: ", ")))"
        return "nothing acts on its taps: no action, segue, gesture or menu in the file, and \(outlets) (docs/code.md)"
    }
}
