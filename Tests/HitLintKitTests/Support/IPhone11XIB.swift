import Foundation

/// A XIB whose root view (`root`, 414 x 896 unless said, a safe-area guide `safe`) holds
/// `subviews` and `constraints`; saved by Xcode 15 (`tools`) on an iPhone 11 (`retina6_1`: 414 x
/// 896 pt at 2x, safe area 48 above and 34 below in portrait) in `orientation`. Without
/// `safeAreas`, the document uses no safe-area guides (`useSafeAreas` absent, no `safe`).
func iPhone11XIB(
    _ subviews: String, constraints: String, tools: String = "22505", orientation: String = "portrait",
    width: Int = 414,
    height: Int = 896, safeAreas: Bool = true
) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES"\(safeAreas ? " useSafeAreas=\"YES\"" : "")>
        <device id="retina6_1" orientation="\(orientation)" appearance="light"/>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
    \(subviews)
                </subviews>
    \(safeAreas ? "            <viewLayoutGuide key=\"safeArea\" id=\"safe\"/>" : "")
                <constraints>
    \(constraints)
                </constraints>
            </view>
        </objects>
    </document>
    """
}

/// A XIB saved on an iPhone 11 in portrait whose objects are the File's Owner and `top` (a cell,
/// a header: a view of the app's placing).
func iPhone11Document(_ top: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            \(top)
        </objects>
    </document>
    """
}

/// `xib` with an action on every button (`tap:`, to the File's Owner): a button nothing acts on
/// is not a target when the app's code is read (docs/code.md, "Buttons nothing acts on").
func withActions(_ xib: String) -> String {
    guard let pattern = try? NSRegularExpression(pattern: #"(<button [^>]*id="([^"]+)"[^>]*)(?<!/)>"#) else {
        return xib
    }
    return pattern.stringByReplacingMatches(
        in: xib, range: NSRange(xib.startIndex..., in: xib),
        withTemplate:
            #"$1><connections><action selector="tap:" destination="-1" eventType="touchUpInside" id="tap-$2"/></connections>"#
    )
}

/// `xib` (an `iPhone11XIB`) with a File's Owner of class `owner`, its `outlets` (property,
/// destination) connected in order: the app's code reads what it does to those views.
func owned(_ xib: String, by owner: String, outlets: [(property: String, destination: String)]) -> String {
    let connections = outlets.map { "<outlet property=\"\($0.property)\" destination=\"\($0.destination)\"/>" }
    return xib.replacingOccurrences(
        of: #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>"#,
        with: """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="\(owner)">
                <connections>\(connections.joined())</connections>
            </placeholder>
            """)
}
