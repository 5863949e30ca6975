/// A label 'title' at (20, y), 60 pt wide, whose two required widths (60 and 90 pt, `w` and
/// `wide`) contradict each other.
func conflictingTitleXML(y: Int) -> String {
    """
    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title">
        <rect key="frame" x="20" y="\(y)" width="60" height="20"/>
        <constraints>
            <constraint firstAttribute="width" constant="60" id="w"/>
            <constraint firstAttribute="width" constant="90" id="wide"/>
        </constraints>
        <fontDescription key="fontDescription" type="system" pointSize="17"/>
    </label>
    """
}
