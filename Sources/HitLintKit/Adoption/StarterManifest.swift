/// The manifest `hitlint init` writes: valid as it is, commented so a new user can fill it in.
package enum StarterManifest {
    package static let yaml = """
        # hitlint manifest: the screens of your app and the buttons on them.
        # Reference: docs/manifest.md in hitlint's repository. Run: hitlint lint
        version: 1
        scale: 3                  # rasterize at @3x (1, 2 or 3)
        # assets: Assets          # folder image paths are relative to (default: this file's folder)
        screens:
          - name: Home
            size: [390, 844]      # points (iPhone 15: 393 x 852)
            views:                # back to front: later views are in front of earlier ones
              - id: play
                frame: [40, 120, 120, 120]   # x, y, width, height in points, in the parent's coordinates
                # image: play@3x.png         # the button's image; @2x/@3x sets its scale
                # threshold: 0.1             # shaped hit-testing: only pixels with alpha >= 0.1 respond
              - id: settings
                frame: [300, 60, 44, 44]
                # enlarge: 10                # grow the tappable area by 10 pt on every side
              - id: toolbar
                kind: view                   # button (default) | view | image | label
                frame: [0, 760, 390, 84]
                fill: 1                      # an opaque background colour
                children:                    # frames relative to 'toolbar'
                  - id: share
                    frame: [24, 20, 44, 44]
                    # ignore: [\(TooSmallRule.identifier)]    # rules not reported for this view

        """
}
