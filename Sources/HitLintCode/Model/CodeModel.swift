import HitLintCore

/// What one source file declares, in the same terms for Swift and Objective-C.
package struct CodeFile: Sendable {
    /// The path as the run names it (relative to the folder read).
    package var path: String
    package var types: [CodeType] = []
    /// File-level constants: `#define NAME value`, `static const CGFloat NAME = value;`, a
    /// top-level or `static` `let NAME = value`; the tokens of the value.
    package var constants: [String: CodeValue] = [:]
    /// Every identifier and string literal of the file: what names a XIB or a storyboard
    /// identifier (`UINib(nibName: "Cell")`, a class named as its XIB).
    package var identifiers: Set<String> = []
    package var strings: Set<String> = []
    /// Identifiers used as values: called or reached through (`Cell(`, `Cell.nib`), or sent a
    /// message (`[Cell alloc]`): a class named so is created, not only named as a type.
    package var valueUses: Set<String> = []
    /// Names the file does more with than style (`StylingUses`).
    package var actedNames: Set<String> = []
    /// What a SwiftUI file shows where, for the other files' targets (`SwiftUIReader.uses`).
    package var swiftUI = SwiftUIFileUses()
    /// The Swift types the file declares, for what the app's code reaches (`CodeBase.reaches`);
    /// nil for an Objective-C file.
    package var swiftTypes: SwiftTypeNames? = nil

    package init(path: String) { self.path = path }

    /// Whether the file starts the app (`@main`, `UIApplicationMain`): code without such a file is
    /// a part of an app (a package, a folder), whose other parts may name anything.
    package var startsTheApp: Bool { swiftTypes?.entryPoint ?? identifiers.contains("UIApplicationMain") }
}

/// A value written in the code, with where.
package struct CodeValue: Sendable {
    package var tokens: [CodeToken]
    package var line: Int

    package init(tokens: [CodeToken], line: Int) { (self.tokens, self.line) = (tokens, line) }
}

/// A class, or an extension or category of one.
package struct CodeType: Sendable {
    package enum Kind: Sendable, Equatable {
        case declaration
        /// A Swift extension or an Objective-C category or class extension: adds to `name`.
        case addition
    }

    package var name: String
    package var kind: Kind
    /// The superclass a declaration names (the first inherited type of a Swift class).
    package var superclass: String?
    package var line: Int
    package var methods: [CodeMethod] = []
    package var properties: [CodeProperty] = []
    /// A Swift class declared `public` or `open`, or given an Objective-C name (`@objc(Name)`):
    /// code hitlint does not read, or a name it does not see, may make it.
    package var exported = false

    package init(name: String, kind: Kind, superclass: String?, line: Int) {
        (self.name, self.kind, self.superclass, self.line) = (name, kind, superclass, line)
    }
}

/// A method, function or computed property with a body.
package struct CodeMethod: Sendable {
    /// The Swift base name or the Objective-C selector's first piece (`point`, `pointInside`,
    /// `hitTest`, `isAlphaVisibleAtPoint`, `intrinsicContentSize`).
    package var name: String
    /// The Swift argument labels or the Objective-C selector's pieces after the first
    /// (`["inside", "with"]` for `point(inside:with:)`, `["withEvent"]` for `pointInside:withEvent:`).
    package var labels: [String]
    package var line: Int
    package var body: [CodeToken]

    package init(name: String, labels: [String], line: Int, body: [CodeToken]) {
        (self.name, self.labels, self.line, self.body) = (name, labels, line, body)
    }

    /// `point(inside:with:)`, Swift 2's `pointInside(_:withEvent:)`, `pointInside:withEvent:`.
    package var isPointInside: Bool {
        (name == "point" && labels.first == "inside") || name == "pointInside"
    }

    /// `point(inside:with:)` in Swift, `pointInside:withEvent:` in Objective-C.
    package func signature(swift: Bool) -> String {
        swift
            ? "\(name)(\(labels.map { $0 + ":" }.joined()))"
            : ([name] + labels).map { $0 + (labels.isEmpty && $0 == name ? "" : ":") }.joined()
    }

    /// `hitTest(_:with:)`, `hitTest:withEvent:`.
    package var isHitTest: Bool { name == "hitTest" }
}

/// A stored property: its initial value, if any, and whether Interface Builder can set it.
package struct CodeProperty: Sendable {
    package var name: String
    package var initialValue: CodeValue?
    /// `@IBInspectable` (Swift) or `IBInspectable` (Objective-C).
    package var inspectable: Bool
    package var line: Int

    package init(name: String, initialValue: CodeValue?, inspectable: Bool, line: Int) {
        (self.name, self.initialValue, self.inspectable, self.line) = (name, initialValue, inspectable, line)
    }
}

/// A source file hitlint did not read, with why (listed in the report, never an error).
package struct UnreadSource: Error, Sendable, Equatable {
    package var path: String
    package var why: String

    package init(path: String, why: String) { (self.path, self.why) = (path, why) }
}

/// The names a Swift file declares types by, read from its tokens: what tells a type the app's
/// code reaches from one nothing names (`CodeBase.reaches`).
package struct SwiftTypeNames: Sendable, Equatable {
    /// `struct`, `class`, `enum` and `actor` names.
    package var types: Set<String> = []
    package var protocols: Set<String> = []
    /// The file starts the app (`@main`, `UIApplicationMain`): what it names is reached.
    package var entryPoint = false

    package init() {}

    /// Notes `name` when the token before it declares a type.
    package mutating func note(_ name: String, after keyword: String) {
        switch keyword {
        case "struct", "class", "enum", "actor": types.insert(name)
        case "protocol": protocols.insert(name)
        default: break
        }
    }

    /// `@main` on an app, an application delegate or a widget bundle (not a macro or a tool's
    /// entry), or `UIApplicationMain`.
    package static func isEntryPoint(_ text: String) -> Bool {
        if text.containsBytes(of: "UIApplicationMain") { return true }
        guard text.containsBytes(of: "@main") else { return false }
        return [": App", "UIApplicationDelegate", "UIResponder", "WidgetBundle", ": Widget"].contains {
            text.containsBytes(of: $0)
        }
    }
}
