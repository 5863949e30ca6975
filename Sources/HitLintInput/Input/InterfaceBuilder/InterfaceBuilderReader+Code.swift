import HitLintCode
import HitLintCore

/// What the app's code does to an imported view (docs/code.md, "What code does to a view"): a
/// constant set everywhere it is set is applied; one that varies at run time, and what hitlint
/// cannot model (an image or title set in code, a gesture recognizer added), is a caveat that
/// makes the findings it affects notes.
extension InterfaceBuilderReader {
    func applyCode(to view: inout ViewSpec, id: String) {
        guard let codeFacts else { return }
        var caveats: [CodeCaveat] = []
        for (_, summary) in codeFacts.outlets.summaries(for: id) {
            if apply(summary, to: &view) {
                if [.hidden, .removed].contains(summary.kind) { view.imported?.hiddenInCode = view.hidden }
            } else if let caveat = Self.caveat(summary, kind: view.kind) {
                caveats.append(caveat)
            }
        }
        for summary in codeFacts.constraints[id] ?? [] {
            if let caveat = Self.caveat(summary, kind: view.kind) { caveats.append(caveat) }
        }
        guard !caveats.isEmpty else { return }
        view.imported?.codeCaveats = caveats
    }

    /// A button's caveat when a tap beside it does what it does: a view holding it gets, in code,
    /// a tap recognizer whose target is the object the button's action goes to (the File's Owner,
    /// the scene's controller), calling the same action (VLC's donation nag screen dismisses on a
    /// tap anywhere, as its "Not now" button does). UIKit gives a control with an action its own
    /// taps; the rest reach the recognizer.
    func sharedActionCaveat(_ element: Int) -> CodeCaveat? {
        guard let codeFacts else { return nil }
        let actions = tree.children(of: element, named: "connections").flatMap {
            tree.children(of: $0, named: "action")
        }
        for action in actions {
            guard let selector = tree[action].attributes["selector"],
                let holder = tree[action].attributes["destination"]
            else { continue }
            var ancestor = tree[element].parent
            while ancestor > 0 {
                if let id = tree[ancestor].attributes["id"],
                    let found = codeFacts.outlets.tapActions(on: id, calling: holder).first(where: {
                        TapRecognizers.matches($0.action, selector: selector)
                    })
                {
                    return CodeCaveat(
                        scope: .view, topic: .sharedAction,
                        text:
                            "needs no exact tap: a tap beside it calls the same \(selector) through the tap recognizer the code adds to '\(found.property)' (\(id)), which holds it: \(found.at.fileName):\(found.at.line)"
                    )
                }
                ancestor = tree[ancestor].parent
            }
        }
        return nil
    }

    /// The orientations the code of `controllerClass` allows, when it returns a constant mask
    /// (on either idiom).
    func codeOrientations(of controllerClass: String?) -> CodeOrientations? {
        guard let controllerClass, let mask = request.code?.orientationMasks[controllerClass] else { return nil }
        let orientations = { (allowed: OrientationMasks.Allowed?) -> [Orientation]? in
            allowed.map {
                [$0.portrait ? Orientation.portrait : nil, $0.landscape ? .landscape : nil].compactMap { $0 }
            }
        }
        return CodeOrientations(
            phone: orientations(mask.phone), pad: orientations(mask.pad),
            source: "\(mask.location.fileName):\(mask.location.line)")
    }

    /// Sets a constant fact on the view; false when it is not one (it varies, or is not a setting).
    private func apply(_ summary: MemberSummary, to view: inout ViewSpec) -> Bool {
        guard let value = summary.constant else { return false }
        switch summary.kind {
        case .hidden: view.hidden = value != 0
        case .alpha:
            guard value.isFinite else { return false }
            view.alpha = min(1, max(0, value))
        case .enabled: view.enabled = value != 0
        case .interaction: view.userInteractionEnabled = value != 0
        case .removed: view.hidden = true
        case .enlarge:
            // Numbers from the code are held to the limits a manifest's are.
            let limit = request.limits.maxCoordinate
            guard let e = summary.edges, e.count == 4, e.allSatisfy({ $0.isFinite && abs($0) <= limit }) else {
                return false
            }
            view.enlarge = Insets(top: e[0], right: e[1], bottom: e[2], left: e[3])
        case .image, .title, .constant, .target, .gesture, .configuration: return false
        }
        return true
    }

    /// The caveat a fact that is not applied makes, if any: a target added to a button is what
    /// every button has, and being enabled or not is a state the button is checked in.
    static func caveat(_ summary: MemberSummary, kind: ViewKind) -> CodeCaveat? {
        let place = summary.locations.first.map { "\($0.fileName):\($0.line)" } ?? "the code"
        switch summary.kind {
        case .hidden:
            return CodeCaveat(
                scope: .subtree, topic: .visibility, text: "is hidden or shown in code under a condition: \(place)")
        case .alpha:
            return CodeCaveat(
                scope: .subtree, topic: .visibility, text: "has its alpha set in code under a condition: \(place)")
        case .enabled:
            // Enabled or not is a state, as highlighted is: the button is checked as it is enabled.
            return nil
        case .interaction:
            return CodeCaveat(
                scope: .subtree, topic: .visibility,
                text: "has its user interaction turned on or off in code under a condition: \(place)")
        case .removed:
            return CodeCaveat(
                scope: .subtree, topic: .visibility,
                text: "is removed from its superview in code under a condition: \(place)")
        case .enlarge:
            return CodeCaveat(
                scope: .view, topic: .hitArea,
                text: "has its hit area enlarged in code by values set at run time: \(place)")
        case .image: return CodeCaveat(scope: .view, topic: .image, text: "has its image set in code: \(place)")
        case .title: return CodeCaveat(scope: .view, topic: .title, text: "has its title or text set in code: \(place)")
        case .configuration:
            // A button's (`UIButton.Configuration`); a custom view's own `configuration` is no size.
            guard kind == .button else { return nil }
            return CodeCaveat(scope: .view, topic: .configuration, text: "has its configuration set in code: \(place)")
        case .constant:
            return CodeCaveat(
                scope: .subtree, topic: .layout,
                text: "is placed by a constraint whose constant is set in code: \(place)")
        case .target, .gesture:
            guard !kind.isTappable else { return nil }
            let what = summary.kind == .target ? "a target" : "a gesture recognizer"
            return CodeCaveat(
                scope: .asTaker, topic: .handler,
                text: "gets \(what) in code, so it handles the taps it takes: \(place)")
        }
    }
}
