/// The built-in copy of the project's top-level `rules.yaml` (a test keeps the two identical:
/// after editing rules.yaml, paste it here).
public enum DefaultRules {
    public static let yaml = #"""
# hitlint's default rule set.
#
# hitlint builds this file in: it is what `hitlint lint` uses without --rules. To change it
# for your project, write a rules file with only what you change and pass it with
# `--rules FILE`; every rule you do not name keeps the settings below.
#
#   rules:
#     too-small:
#       minWidth: 48
#       minHeight: 48
#     implicit-scaling:
#       severity: off
#
# severity: error | warning | note | off. Errors fail the run (exit status 1); warnings
# fail it too with --strict; notes never do. A view can also skip rules with `ignore:`.
# Areas are in square points (pt²), lengths in points, as in the manifest.

rules:
  # A button no tap reaches: every point is covered, clipped away or below its threshold.
  unclickable:
    severity: error

  # Another button takes at least minArea pt² of what the user sees of this button.
  overlap-conflict:
    severity: error
    minArea: 4

  # A view that is not a button (an overlay, a container) swallows at least minArea pt².
  # The button's own superviews do not count: they only get the taps it declines.
  blocked-by-view:
    severity: error
    minArea: 4

  # Less than minCoverage of what the user sees of a button responds to taps.
  low-coverage:
    severity: warning
    minCoverage: 0.8

  # The responding area's bounding box is narrower or lower than this (Apple HIG: 44 x 44 pt).
  too-small:
    severity: error
    minWidth: 44
    minHeight: 44

  # At least minArea pt² of a button's hit area lies outside a superview or off the screen.
  clipped-by-parent:
    severity: warning
    minArea: 1

  # A button receives taps but nothing of it is visible.
  invisible-target:
    severity: warning

  # An image is missing, unreadable, not a PNG, or over the size limit.
  image-error:
    severity: error

  # An image has fewer pixels than its drawn rect needs at the screen's scale.
  image-resolution:
    severity: warning

  # scaleToFill (or a background image) changes an image's aspect ratio by more than tolerance.
  aspect-distortion:
    severity: warning
    tolerance: 0.02

  # An image's point size differs from its frame and contentMode was not stated.
  implicit-scaling:
    severity: note

"""#
}
