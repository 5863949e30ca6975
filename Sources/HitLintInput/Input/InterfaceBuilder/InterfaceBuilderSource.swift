import HitLintCore

/// Storyboards and XIBs as a screen source: each view controller's root view (storyboard) or
/// top-level view (XIB) is a screen (`InterfaceBuilderReader`, docs/interface-builder.md).
package struct InterfaceBuilderSource: ScreenSource {
    package init() {}

    package static let fileTypes = ["storyboard", "xib"]
    package static let summary = "storyboards and XIBs"

    package func screens(_ request: ScreenRequest) throws(InputError) -> SourceScreens {
        try InterfaceBuilderReader.read(request)
    }
}
