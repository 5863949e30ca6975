/// Which Swift types the app's code reaches, so that a view nothing shows is not linted as if
/// it were (docs/swiftui.md, "Views nothing shows"). Reached are: what a file that starts the
/// app names (`@main`, `UIApplicationMain`), what Objective-C files and property lists name,
/// classes whose ancestry ends in an Objective-C class (`UIViewController`, `NSObject`: a
/// storyboard or the runtime may make them), files that declare no type, and then, until
/// nothing changes, every type a reached type's file or extensions name. A name written twice
/// for two types, or also a variable's, is reached with either: the reading errs towards
/// linting.
enum CodeReach {
    /// Code without a start (a package of views, a folder of the app) reaches everything: what
    /// names its types is elsewhere.
    static func unreached(_ files: [CodeFile], propertyLists: [String]) -> Set<String> {
        let starts = files.contains {
            $0.swiftTypes?.entryPoint ?? $0.identifiers.contains("UIApplicationMain")
        }
        guard starts else { return [] }
        var declaredIn: [String: [Int]] = [:]
        var extendedIn: [String: [Int]] = [:]
        var swiftClasses: [String: String?] = [:]
        var protocols: Set<String> = []
        for (index, file) in files.enumerated() {
            guard let names = file.swiftTypes else { continue }
            for name in names.types { declaredIn[name, default: []].append(index) }
            protocols.formUnion(names.protocols)
            for type in file.types {
                if type.kind == .addition {
                    extendedIn[type.name, default: []].append(index)
                } else {
                    swiftClasses[type.name] = type.superclass
                }
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
            if names.entryPoint || names.types.isEmpty { open(index) }
        }
        // The words of the property lists (`$(PRODUCT_MODULE_NAME).SceneDelegate`), read once.
        var listed: Set<Substring> = []
        for text in propertyLists {
            listed.formUnion(text.split { !($0.isLetter || $0.isNumber || $0 == "_") })
        }
        for name in declaredIn.keys.sorted() {
            if listed.contains(Substring(name)) || endsInObjectiveC(name, swiftClasses, protocols) {
                reach(name)
            }
        }
        while let index = queue.popLast() {
            for name in files[index].identifiers { reach(name) }
            for text in files[index].strings where declaredIn[text] != nil { reach(text) }
        }
        return Set(declaredIn.keys).subtracting(reached)
    }

    /// Whether a Swift class's superclasses end in a class the app does not declare whose name
    /// has an Objective-C prefix (two capitals: `UIView`, `NSObject`, `MXKViewController`). A
    /// first inherited name the app declares as a protocol is one (`class X: Coordinator`), even
    /// where a nested class of the same name exists elsewhere.
    private static func endsInObjectiveC(_ name: String, _ classes: [String: String?], _ protocols: Set<String>)
        -> Bool
    {
        var current = name
        for _ in 0..<64 {
            if current != name, protocols.contains(current) { return false }
            guard let entry = classes[current] else {
                return current != name && current.prefix(2).allSatisfy(\.isUppercase)
            }
            guard let superclass = entry else { return false }
            current = superclass
        }
        return false
    }
}
