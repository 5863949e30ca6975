/// The edit that sets a number among a view's user-defined runtime attributes in a storyboard or
/// XIB (Interface Builder's Identity inspector): `<userDefinedRuntimeAttribute type="number"
/// keyPath="KEY">` with its `<real key="value">`. The value is replaced where the view has the
/// attribute; else the attribute is added, in the view's list or in a new list after its frame.
package enum InterfaceBuilderAttribute {
    /// `text` as an XML attribute value.
    package static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    package static func edits(
        setting keyPath: String, to value: Double, onViewWithID id: String, in scanner: XMLTagScanner
    ) -> [TextEdit]? {
        let tags = scanner.tags
        let matches = scanner.elements(withID: id)
        guard matches.count == 1, let view = matches.first else { return nil }
        let text = FixBackends.number(value)
        let children = scanner.children(of: view)
        let list = children.first { tags[$0].name == "userDefinedRuntimeAttributes" }
        if let list {
            for attribute in scanner.children(of: list)
            where tags[attribute].name == "userDefinedRuntimeAttribute"
                && scanner.value(tags[attribute], "keyPath") == keyPath
            {
                if let range = tags[attribute].values["value"] {
                    return [TextEdit(start: range.lowerBound, end: range.upperBound, text: text)]
                }
                guard
                    let number = scanner.children(of: attribute).first(where: {
                        scanner.value(tags[$0], "key") == "value"
                    }),
                    let range = tags[number].values["value"]
                else { return nil }
                // An integer attribute written as a fraction becomes a real one, as Interface Builder writes it.
                var edits = [TextEdit(start: range.lowerBound, end: range.upperBound, text: text)]
                if tags[number].name != "real", value != value.rounded() {
                    let nameStart = tags[number].range.lowerBound + 1
                    edits.append(
                        TextEdit(start: nameStart, end: nameStart + tags[number].name.utf8.count, text: "real"))
                }
                return edits
            }
        }
        // Added: indented one step (4 spaces, Interface Builder's) inside the list or the view.
        let anchor = list ?? scanner.frameTag(of: view)
        guard let anchor else { return nil }
        let start = tags[anchor].range.lowerBound
        let (indent, newline) = scanner.line(at: start)
        let inner = indent + "    "
        let attribute =
            "\(inner)<userDefinedRuntimeAttribute type=\"number\" keyPath=\"\(escaped(keyPath))\">\(newline)\(inner)    <real key=\"value\" value=\"\(text)\"/>\(newline)\(inner)</userDefinedRuntimeAttribute>"
        if let list, !tags[list].isEmpty {
            let end = tags[list].range.upperBound
            return [TextEdit(start: end, end: end, text: newline + attribute)]
        }
        let end = tags[anchor].range.upperBound
        return [
            TextEdit(
                start: end, end: end,
                text:
                    "\(newline)\(indent)<userDefinedRuntimeAttributes>\(newline)\(attribute)\(newline)\(indent)</userDefinedRuntimeAttributes>"
            )
        ]
    }
}
