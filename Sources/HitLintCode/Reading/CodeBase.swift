import HitLintCore

/// The app's code as read: every file's classes and constants, indexed by name for the
/// inference. Files are kept in path order, so the first declaration of a name wins and the
/// result never depends on the order files were read in.
package struct CodeBase: Sendable {
    package private(set) var files: [CodeFile]
    package var unread: [UnreadSource]
    /// The declaring file and type index of each class, and of each extension or category.
    private var declarations: [String: (file: Int, type: Int)] = [:]
    private var additions: [String: [(file: Int, type: Int)]] = [:]
    private var globalConstants: [String: (file: Int, value: CodeValue)] = [:]
    /// Methods by name over every extension, category and free function: where helpers are found.
    private var helpers: [String: [(file: Int, method: CodeMethod)]] = [:]
    /// The identifiers and string literals of every file, and the text of the property lists read.
    private var identifiers: Set<String> = []
    private var strings: [String] = []
    /// The identifiers of the Swift files.
    private var swiftIdentifiers: Set<String> = []
    /// The names some file does more with than style (`StylingUses`).
    package private(set) var actedNames: Set<String> = []
    /// Name -> the files (indices) that use it as a value.
    private var valueUses: [String: [Int]] = [:]
    private var literals: Set<String> = []
    /// SwiftUI `View` type -> where the app's SwiftUI files show it.
    private var viewUses: [String: Set<SwiftUITarget.Placement>] = [:]
    /// SwiftUI `View` type without inputs -> its body's text (the first file in path order).
    private var viewBodies: [String: String] = [:]
    /// Class -> the classes the code declares with it as their superclass.
    private var subclasses: [String: [String]] = [:]
    /// The text of the property lists read (Info.plist names the launch screen and main files).
    package let propertyLists: [String]
    /// The Swift types no code the app runs names (`CodeReach`).
    private let unreached: Set<String>

    /// `readsReach`: work out which Swift types the code reaches (`reaches`), which only the
    /// SwiftUI source asks; without it every type is taken as reached.
    package init(
        files: [CodeFile], unread: [UnreadSource] = [], propertyLists: [String] = [], readsReach: Bool = false
    ) {
        self.propertyLists = propertyLists
        self.files = files.sorted { $0.path < $1.path }
        unreached =
            readsReach ? CodeReach.unreached(self.files, propertyLists: propertyLists, unread: unread.count) : []
        self.unread = unread.sorted { $0.path < $1.path }
        var strings = Set<String>()
        for (index, file) in self.files.enumerated() {
            identifiers.formUnion(file.identifiers)
            strings.formUnion(file.strings)
            for name in file.valueUses { valueUses[name, default: []].append(index) }
            actedNames.formUnion(file.actedNames)
            if file.path.hasSuffix(".swift") { swiftIdentifiers.formUnion(file.identifiers) }
            viewUses.merge(file.swiftUI.uses) { $0.union($1) }
            viewBodies.merge(file.swiftUI.bodies) { first, _ in first }
            for type in file.types where type.kind == .declaration {
                if let superclass = type.superclass { subclasses[superclass, default: []].append(type.name) }
            }
        }
        self.strings = strings.sorted() + propertyLists
        literals = strings
        for (f, file) in self.files.enumerated() {
            for (t, type) in file.types.enumerated() {
                if type.kind == .declaration {
                    if declarations[type.name] == nil { declarations[type.name] = (f, t) }
                } else {
                    additions[type.name, default: []].append((f, t))
                }
                for method in type.methods where type.kind == .addition {
                    helpers[method.name, default: []].append((f, method))
                }
            }
            for (name, value) in file.constants where globalConstants[name] == nil {
                globalConstants[name] = (f, value)
            }
        }
    }

    /// Where the app's SwiftUI code shows the `View` type `name`: empty when no file shows it.
    package func placements(ofView name: String) -> Set<SwiftUITarget.Placement> { viewUses[name] ?? [] }

    /// Whether the app's code reaches the Swift type `name` (`CodeReach`); true for a name it
    /// does not declare.
    package func reaches(_ name: String) -> Bool { !unreached.contains(name) }

    /// The body text of the SwiftUI `View` type `name`, when it is declared without inputs.
    package func body(ofView name: String) -> String? { viewBodies[name] }

    /// Whether any file names `name`: an identifier, a string literal holding it, or a property
    /// list's text holding it.
    package func mentions(_ name: String) -> Bool {
        identifiers.contains(name) || strings.contains { $0.containsBytes(of: name) }
    }

    /// Whether a string literal is `name`, or a property list holds it (a log line that quotes a
    /// class's name does not load its nib).
    package func namesExactly(_ name: String) -> Bool {
        literals.contains(name) || propertyLists.contains { $0.containsBytes(of: name) }
    }

    /// Whether the code uses `name` as a value (creates it, calls it, sends it a message).
    package func usesAsValue(_ name: String) -> Bool { valueUses[name] != nil }

    /// Whether a file other than those of `own` (paths) uses `name` as a value: a class's own
    /// `[Self class]` creates nothing.
    package func usesAsValue(_ name: String, outside own: Set<String>) -> Bool {
        (valueUses[name] ?? []).contains { !own.contains(files[$0].path) }
    }

    /// The paths of the files that use `name` as a value, in path order.
    package func valueUsers(of name: String) -> [String] { (valueUses[name] ?? []).map { files[$0].path } }

    /// The classes the code declares as subclasses of `name`, sorted.
    package func subclasses(of name: String) -> [String] { (subclasses[name] ?? []).sorted() }

    /// Whether `name` is an identifier of the code (a class's name) or in a property list's text:
    /// a mention that no condition on the idiom can hold.
    package func mentionsOutsideStrings(_ name: String) -> Bool {
        identifiers.contains(name) || propertyLists.contains { $0.containsBytes(of: name) }
    }

    /// The names of the classes the code declares, sorted.
    package var classNames: [String] { declarations.keys.sorted() }

    /// The declaration of `name` and its file's path.
    package func declaration(of name: String) -> (path: String, type: CodeType)? {
        declarations[name].map { (files[$0.file].path, files[$0.file].types[$0.type]) }
    }

    /// Whether a Swift file names `name`: Swift may create a class without naming it as a value.
    package func namedInSwift(_ name: String) -> Bool { swiftIdentifiers.contains(name) }

    /// Whether a file that declares or extends `name` writes any of `words` as an identifier.
    package func filesOf(_ name: String, write words: Set<String>) -> Bool {
        let refs = (declarations[name].map { [$0] } ?? []) + (additions[name] ?? [])
        return refs.contains { !files[$0.file].identifiers.isDisjoint(with: words) }
    }

    /// `name`'s declaration and its extensions or categories, each with its file's path.
    package func members(of name: String) -> [(path: String, type: CodeType)] {
        let refs = (declarations[name].map { [$0] } ?? []) + (additions[name] ?? [])
        return refs.map { (files[$0.file].path, files[$0.file].types[$0.type]) }
    }

    /// `name` and the superclasses the code declares, nearest first, then the first class the code
    /// does not declare (a UIKit class, usually); a cycle or a chain of more than 64 stops.
    package func ancestry(of name: String) -> [String] {
        var chain = [name]
        while chain.count < 64, let next = declaration(of: chain[chain.count - 1])?.type.superclass,
            !chain.contains(next)
        {
            chain.append(next)
        }
        return chain
    }

    /// A constant by name: the file's own first, then any file's.
    package func constant(_ name: String, preferring path: String) -> CodeValue? {
        if let file = files.first(where: { $0.path == path }), let value = file.constants[name] { return value }
        return globalConstants[name]?.value
    }

    /// The file that defines a global constant.
    package func constantPath(_ name: String) -> String? { globalConstants[name].map { files[$0.file].path } }

    /// Methods named `name` in extensions, categories and free functions.
    package func helperMethods(named name: String) -> [(path: String, method: CodeMethod)] {
        (helpers[name] ?? []).map { (files[$0.file].path, $0.method) }
    }
}
