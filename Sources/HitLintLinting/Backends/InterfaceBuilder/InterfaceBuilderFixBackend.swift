import HitLintCore

/// The fixes of storyboards and XIBs, as a developer makes them in Interface Builder: a size
/// constraint's constant, a frame or a button's content insets (`InterfaceBuilderSizing`), a
/// user-defined runtime attribute (`InterfaceBuilderAttribute`) and the frames "Update Frames"
/// stores (`InterfaceBuilderFrames`), each an edit of the file's bytes (`XMLTagScanner`).
package struct InterfaceBuilderFixBackend: FixBackend {
    package static let fileTypes = ["storyboard", "xib"]
    package static let editorName = "Interface Builder"

    package init() {}

    package func scan(_ bytes: [UInt8]) -> any SizedFile { XMLTagScanner(bytes) }

    package func edits(making changes: [ViewChange], in bytes: [UInt8]) -> [TextEdit] {
        let scanner = XMLTagScanner(bytes)
        var edits: [TextEdit] = []
        for change in changes {
            if let number = change.number {
                edits +=
                    InterfaceBuilderAttribute.edits(
                        setting: number.keyPath, to: number.value, onViewWithID: change.id, in: scanner) ?? []
            }
            guard let growth = change.growth,
                case .success(let sized) = InterfaceBuilderSizing.of(id: change.id, name: change.id, in: scanner)
            else { continue }
            edits += sized.edits(growing: growth)
        }
        return edits
    }

    package func frameEdits(_ moves: [FrameMove], in bytes: [UInt8]) -> (edits: [TextEdit], rewritten: [Range<Int>]) {
        InterfaceBuilderFrames.edits(moves, in: XMLTagScanner(bytes))
    }

    package static func numberWording(_ number: ClassNumber, of name: String) -> String {
        "set the runtime attribute '\(number.keyPath)' of \(name) to \(FixBackends.number(number.value))"
    }
}

extension XMLTagScanner: SizedFile {
    package func sizing(ofViewWithID id: String, name: String) -> Result<any ViewSizing, ResizeRefusal> {
        InterfaceBuilderSizing.of(id: id, name: name, in: self).map { $0 }
    }
}
