import Foundation

/// A XIB button `id` named `label`, whose frame is `x`, `y`, `width` x `height` pt and whose own
/// width and height constraints (`<id>-w`, `<id>-h`) hold that size; positioned by constraints
/// the caller writes.
func sizedButtonXML(id: String, label: String, x: String, y: String, width: Int, height: Int) -> String {
    """
                <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" userLabel="\(label)">
                    <rect key="frame" x="\(x)" y="\(y)" width="\(width)" height="\(height)"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="\(width)" id="\(id)-w"/>
                        <constraint firstAttribute="height" constant="\(height)" id="\(id)-h"/>
                    </constraints>
                </button>

    """
}
