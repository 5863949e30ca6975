/// Which Swift types the app's code reaches, so that a view nothing shows is not linted as if
/// it were (docs/swiftui.md, "Views nothing shows"). Reached are: what a file that starts the
/// app names (`@main` on an `App` or an application delegate, `UIApplicationMain`), what
/// Objective-C files and property lists name, classes whose superclasses leave the app's Swift
/// declarations at a class (`UIViewController`, a base class in Objective-C: a storyboard or the
/// runtime may make them), files that declare no type or that extend a type the app does not
/// declare (`extension View`, whose members anyone may call), and then, until nothing changes,
/// every type a reached type's file or extensions name. A name written twice for two types, or
/// also a variable's, is reached with either: the reading errs towards linting.
enum CodeReach {
    /// Code without a start (a package of views, a folder of the app), or with source files
    /// hitlint could not read, reaches everything: what names its types may be elsewhere.
    static func unreached(_ files: [CodeFile], propertyLists: [String], unread: Int) -> Set<String> {
        guard files.contains(where: \.startsTheApp), unread == 0 else { return [] }
        var declaredIn: [String: [Int]] = [:]
        var extendedIn: [String: [Int]] = [:]
        var swiftClasses: [String: String?] = [:]
        var protocols: Set<String> = []
        for (index, file) in files.enumerated() {
            // Objective-C classes too: a Swift class may derive from one.
            for type in file.types where type.kind == .declaration {
                swiftClasses[type.name] = type.superclass.map(simpleName)
            }
            guard let names = file.swiftTypes else { continue }
            for name in names.types { declaredIn[name, default: []].append(index) }
            protocols.formUnion(names.protocols)
            for type in file.types where type.kind == .addition {
                extendedIn[extended(type), default: []].append(index)
            }
        }
        var reached: Set<String> = []
        var live = Set<Int>()
        var queue: [Int] = []
        func open(_ index: Int) {
            if live.insert(index).inserted { queue.append(index) }
        }
        func reach(_ name: String) {
            guard declaredIn[name] != nil, reached.insert(name).inserted else { return }
            for index in (declaredIn[name] ?? []) + (extendedIn[name] ?? []) { open(index) }
        }
        for (index, file) in files.enumerated() {
            guard let names = file.swiftTypes else {
                open(index)
                continue
            }
            let extendsOthers = file.types.contains { $0.kind == .addition && declaredIn[extended($0)] == nil }
            if names.entryPoint || names.types.isEmpty || extendsOthers { open(index) }
        }
        // The words of the property lists (`$(PRODUCT_MODULE_NAME).SceneDelegate`), read once.
        var listed: Set<Substring> = []
        for text in propertyLists {
            listed.formUnion(text.split { !($0.isLetter || $0.isNumber || $0 == "_") })
        }
        for name in declaredIn.keys.sorted() {
            if listed.contains(Substring(name)) || derivesFromAClass(name, swiftClasses, protocols, declaredIn) {
                reach(name)
            }
        }
        while let index = queue.popLast() {
            for name in files[index].identifiers { reach(name) }
            for text in files[index].strings where declaredIn[text] != nil { reach(text) }
        }
        return Set(declaredIn.keys).subtracting(reached)
    }

    /// The type an extension adds to, as its file is keyed: `extension Route.Destination` adds
    /// to what `Route`'s file holds.
    private static func extended(_ type: CodeType) -> String {
        simpleName(String(type.name.split(separator: ".").first ?? ""))
    }

    /// `Kit.BaseController<Model>` -> `BaseController`.
    static func simpleName(_ name: String) -> String {
        let bare = name.split(separator: "<").first.map(String.init) ?? name
        return bare.split(separator: ".").last.map(String.init) ?? bare
    }

    /// Whether a class's superclasses leave the app's Swift declarations at a class: one the
    /// app declares in Objective-C, or one it does not declare at all (`UIView`, a library's
    /// base controller). A first inherited name the app declares as a protocol (`class X:
    /// Coordinator`) or as a Swift struct is no class, even where a nested class of the same name
    /// exists elsewhere; an external protocol cannot be told from a class and counts as one.
    private static func derivesFromAClass(
        _ name: String, _ classes: [String: String?], _ protocols: Set<String>, _ swiftTypes: [String: [Int]]
    ) -> Bool {
        var current = name
        for _ in 0..<64 {
            if current != name, protocols.contains(current) { return false }
            guard let entry = classes[current] else {
                // Not a class of the app's: a struct of the app's is not a superclass.
                return current != name && swiftTypes[current] == nil
            }
            guard let superclass = entry else { return false }
            current = superclass
        }
        return false
    }
}
