import HitLintCore

/// A tap target a SwiftUI view declares, read from the Swift code (docs/swiftui.md): where it is
/// written, where it sits (a toolbar, a list row, free in a view), and its hit area when every
/// part of its label and every modifier is understood, else why not.
package struct SwiftUITarget: Sendable, Equatable {
    package enum Kind: String, Sendable, CaseIterable {
        case button = "Button"
        case toggle = "Toggle"
        case link = "Link"
        case navigationLink = "NavigationLink"
        case menu = "Menu"
        case stepper = "Stepper"
        case picker = "Picker"
        case shareLink = "ShareLink"
        case tapGesture = "onTapGesture"
        case gesture = "TapGesture"

        /// A control the system draws at its own size (a switch, a stepper): its hit area is
        /// the system's, as a `UISwitch` in a storyboard is (rules that measure buttons skip it).
        package var isControl: Bool { self == .toggle || self == .stepper }
    }

    /// Where the target sits: the system gives targets in bars, rows, menus and dialogs their
    /// hit areas (docs/swiftui.md, "Where a target sits").
    package enum Placement: String, Sendable, Comparable {
        case free = "in a view"
        case listRow = "in a List or Form row"
        case toolbar = "in a toolbar or navigation bar"
        case swipeAction = "a swipe action"
        case contextMenu = "in a context menu"
        case menu = "in a Menu"
        case dialog = "in an alert or confirmation dialog"
        case accessibility = "an accessibility action"
        case preview = "in a preview"
        case otherPlatform = "in code built for another platform"

        package static func < (a: Placement, b: Placement) -> Bool { a.rawValue < b.rawValue }
    }

    package var kind: Kind
    package var line: Int
    package var column: Int
    /// How messages name it: its kind and what its label says ("Button 'Save'", "Button
    /// (systemName: xmark)").
    package var name: String
    /// The hit area, when it is known.
    package var hitArea: Size?
    /// Why the width of `hitArea` is not known although its height is (its `width` is then a
    /// lower bound): a height under the minimum is reported alone.
    package var widthUnknown: String? = nil
    /// Why the hit area is not known (nil when it is), or how it was worked out.
    package var why: String
    package var placement: Placement
    /// The `View` type the target is declared in (its body or a helper of it).
    package var owner: String?
    /// Whether where `owner` is shown decides the placement (the file's own code does not):
    /// a type shown only in other files' Lists is a row there.
    package var placedByOwner = false
    /// The helper properties or methods of `owner` the target is shown through that its own
    /// file does not use: where other files use them decides the placement.
    package var members: [String] = []
    /// The button style its code gives it ("automatic" when none): in a List row, a button of
    /// the automatic style makes the whole row its hit area, a plain or borderless one its label.
    package var buttonStyle = "automatic"
    /// Rules a `// hitlint:disable` comment turns off at the target's line.
    package var disabled: Set<String> = []
    /// The label's laid-out size and the box in it that takes taps, when both are exact (no
    /// axis that fills its container, no width unknown): what places it beside its neighbours.
    package var box: Box? = nil

    package struct Box: Sendable, Equatable {
        package var frame: Size
        package var hit: Rect
    }
}

/// Targets next to each other in an `HStack` or `VStack` whose spacing the code states, with
/// where each one's hit box lies relative to the others (docs/swiftui.md, "Targets side by side").
package struct SwiftUITargetRow: Sendable, Equatable {
    package struct Member: Sendable, Equatable {
        package var line: Int
        package var column: Int
        package var hit: Rect
    }

    /// The stack's name (`HStack`, `VStack`) and where it is written.
    package var stack: String
    package var line: Int
    package var column: Int
    /// In the stack's order, at least two.
    package var members: [Member]
}

/// What the SwiftUI reader found in one Swift file.
package struct SwiftUIFile: Sendable, Equatable {
    package var targets: [SwiftUITarget] = []
    /// Runs of targets side by side in stacks: each target is in at most one.
    package var rows: [SwiftUITargetRow] = []
    /// Why the file was not read in full (too deep, does not parse); nil when it was.
    package var unread: String?

    package init() {}
}

/// What the code reader keeps of a SwiftUI file for the other files' targets: where it shows the
/// types it names, and the bodies of its views without inputs.
package struct SwiftUIFileUses: Sendable, Equatable {
    package var uses: [String: Set<SwiftUITarget.Placement>] = [:]
    package var bodies: [String: String] = [:]

    package init(uses: [String: Set<SwiftUITarget.Placement>] = [:], bodies: [String: String] = [:]) {
        (self.uses, self.bodies) = (uses, bodies)
    }
}
