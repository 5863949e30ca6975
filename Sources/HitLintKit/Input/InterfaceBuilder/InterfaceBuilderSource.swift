/// Storyboards and XIBs as a screen source: each view controller's root view (storyboard) or
/// top-level view (XIB) is a screen (`InterfaceBuilderReader`, docs/interface-builder.md).
struct InterfaceBuilderSource: ScreenSource {
    static let fileTypes = ["storyboard", "xib"]
    static let summary = "storyboards and XIBs"

    func screens(_ request: ScreenRequest) throws(InputError) -> SourceScreens {
        try InterfaceBuilderReader.read(request)
    }
}
