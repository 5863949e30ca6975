/// The five seed patterns hitlint was made for, written as their write-ups write them, once in
/// Swift and once in Objective-C, each with the `classes:` entry that describes the same hit
/// area by hand (its twin). `CodeInferenceTests` reads them.
enum SeedSources {
    struct Seed {
        let name: String
        /// File name -> source text.
        let swift: [String: String]
        let objectiveC: [String: String]
        /// The `classes:` entry of the same hit area, as YAML flow mapping.
        let twin: String
        /// The same entry as the inference gives it: hit test, threshold, comparison, enlarge
        /// (top, right, bottom, left), threshold attribute (scaled by 1/255).
        let expected: Expected
    }

    struct Expected {
        var hitTest: String? = nil
        var threshold: Double? = nil
        var compare: String? = nil
        var enlarge: [Double]? = nil
        var attribute: String? = nil
    }

    static let all: [Seed] = [nonRect, gestureContainer, enlarged, soxShaped, irregular]

    /// NonRectButton: its background image resized to the bounds, hit where alpha >= 0.1.
    static let nonRect = Seed(
        name: "NonRectButton",
        swift: [
            "NonRectButton.swift": """
            import UIKit

            class NonRectButton: UIButton {
                override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                    guard let image = backgroundImage(for: .normal) else { return super.point(inside: point, with: event) }
                    let renderer = UIGraphicsImageRenderer(size: bounds.size)
                    let resized = renderer.image { _ in image.draw(in: bounds) }
                    let alpha = resized.alpha(at: point)
                    return alpha >= 0.1
                }
            }

            extension UIImage {
                func alpha(at point: CGPoint) -> CGFloat {
                    guard let cgImage = cgImage, let data = cgImage.dataProvider?.data,
                          let bytes = CFDataGetBytePtr(data) else { return 0 }
                    let x = Int(point.x * scale), y = Int(point.y * scale)
                    let offset = y * cgImage.bytesPerRow + x * 4
                    return CGFloat(bytes[offset + 3]) / 255.0
                }
            }
            """
        ],
        objectiveC: [
            "NonRectButton.h": """
            #import <UIKit/UIKit.h>

            @interface NonRectButton : UIButton
            @end
            """,
            "NonRectButton.m": """
            #import "NonRectButton.h"
            #import "UIImage+Alpha.h"

            @implementation NonRectButton

            - (BOOL)pointInside:(CGPoint)point withEvent:(UIEvent *)event {
                UIImage *image = [self backgroundImageForState:UIControlStateNormal];
                if (image == nil) {
                    return [super pointInside:point withEvent:event];
                }
                UIGraphicsBeginImageContextWithOptions(self.bounds.size, NO, 0.0);
                [image drawInRect:self.bounds];
                UIImage *resized = UIGraphicsGetImageFromCurrentImageContext();
                UIGraphicsEndImageContext();
                CGFloat alpha = [resized alphaAtPoint:point];
                return alpha >= 0.1;
            }

            @end
            """,
            "UIImage+Alpha.m": """
            #import "UIImage+Alpha.h"

            @implementation UIImage (Alpha)

            - (CGFloat)alphaAtPoint:(CGPoint)point {
                unsigned char pixel[4] = {0};
                CGContextRef context = CGBitmapContextCreate(pixel, 1, 1, 8, 4, NULL, kCGImageAlphaOnly);
                CGContextDrawImage(context, CGRectMake(-point.x, -point.y, self.size.width, self.size.height), self.CGImage);
                CGContextRelease(context);
                return pixel[0] / 255.0;
            }

            @end
            """,
        ],
        twin: "{hitTest: alpha, threshold: 0.1, compare: \">=\"}",
        expected: Expected(hitTest: "alpha", threshold: 0.1, compare: ">="))

    /// MyGestureContainerView: a container that lets taps through where its rendered layer's
    /// alpha is 0.5 or less.
    static let gestureContainer = Seed(
        name: "MyGestureContainerView",
        swift: [
            "MyGestureContainerView.swift": """
            import UIKit

            class MyGestureContainerView: UIView {
                override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                    return alphaOfLayer(at: point) > 0.5
                }

                private func alphaOfLayer(at point: CGPoint) -> CGFloat {
                    var pixel: [UInt8] = [0, 0, 0, 0]
                    let context = CGContext(data: &pixel, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
                                            space: CGColorSpaceCreateDeviceRGB(),
                                            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
                    context.translateBy(x: -point.x, y: -point.y)
                    layer.render(in: context)
                    return CGFloat(pixel[3]) / 255.0
                }
            }
            """
        ],
        objectiveC: [
            "MyGestureContainerView.m": """
            #import <UIKit/UIKit.h>

            @interface MyGestureContainerView : UIView
            @end

            @implementation MyGestureContainerView

            - (BOOL)pointInside:(CGPoint)point withEvent:(UIEvent *)event {
                unsigned char pixel[4] = {0};
                CGColorSpaceRef colorSpace = CGColorSpaceCreateDeviceRGB();
                CGContextRef context = CGBitmapContextCreate(pixel, 1, 1, 8, 4, colorSpace, kCGImageAlphaPremultipliedLast);
                CGContextTranslateCTM(context, -point.x, -point.y);
                [self.layer renderInContext:context];
                CGContextRelease(context);
                CGColorSpaceRelease(colorSpace);
                CGFloat alpha = pixel[3] / 255.0;
                return alpha > 0.5;
            }

            @end
            """
        ],
        twin: "{hitTest: layer, threshold: 0.5, compare: \">\"}",
        expected: Expected(hitTest: "layer", threshold: 0.5, compare: ">"))

    /// UIButton+EnlargeTouchArea, and a button class that grows its own hit area with it.
    static let enlarged = Seed(
        name: "CloseButton",
        swift: [
            "UIButton+EnlargeTouchArea.swift": """
            import ObjectiveC
            import UIKit

            private var topNameKey: UInt8 = 0
            private var rightNameKey: UInt8 = 0
            private var bottomNameKey: UInt8 = 0
            private var leftNameKey: UInt8 = 0

            extension UIButton {
                func setEnlargeEdge(withTop top: CGFloat, right: CGFloat, bottom: CGFloat, left: CGFloat) {
                    objc_setAssociatedObject(self, &topNameKey, top, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
                    objc_setAssociatedObject(self, &rightNameKey, right, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
                    objc_setAssociatedObject(self, &bottomNameKey, bottom, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
                    objc_setAssociatedObject(self, &leftNameKey, left, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
                }

                private func enlargedRect() -> CGRect {
                    guard let top = objc_getAssociatedObject(self, &topNameKey) as? CGFloat,
                          let right = objc_getAssociatedObject(self, &rightNameKey) as? CGFloat,
                          let bottom = objc_getAssociatedObject(self, &bottomNameKey) as? CGFloat,
                          let left = objc_getAssociatedObject(self, &leftNameKey) as? CGFloat else { return bounds }
                    return CGRect(x: bounds.origin.x - left, y: bounds.origin.y - top,
                                  width: bounds.width + left + right, height: bounds.height + top + bottom)
                }

                open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                    let rect = enlargedRect()
                    if rect.equalTo(bounds) { return super.hitTest(point, with: event) }
                    return rect.contains(point) && !isHidden && isUserInteractionEnabled ? self : nil
                }
            }
            """,
            "CloseButton.swift": """
            import UIKit

            class CloseButton: UIButton {
                override func awakeFromNib() {
                    super.awakeFromNib()
                    setEnlargeEdge(withTop: 10, right: 20, bottom: 10, left: 20)
                }
            }
            """,
        ],
        objectiveC: [
            "UIButton+EnlargeTouchArea.m": """
            #import "UIButton+EnlargeTouchArea.h"
            #import <objc/runtime.h>

            @implementation UIButton (EnlargeTouchArea)

            static char topNameKey;
            static char rightNameKey;
            static char bottomNameKey;
            static char leftNameKey;

            - (void)setEnlargeEdgeWithTop:(CGFloat)top right:(CGFloat)right bottom:(CGFloat)bottom left:(CGFloat)left {
                objc_setAssociatedObject(self, &topNameKey, [NSNumber numberWithFloat:top], OBJC_ASSOCIATION_COPY_NONATOMIC);
                objc_setAssociatedObject(self, &rightNameKey, [NSNumber numberWithFloat:right], OBJC_ASSOCIATION_COPY_NONATOMIC);
                objc_setAssociatedObject(self, &bottomNameKey, [NSNumber numberWithFloat:bottom], OBJC_ASSOCIATION_COPY_NONATOMIC);
                objc_setAssociatedObject(self, &leftNameKey, [NSNumber numberWithFloat:left], OBJC_ASSOCIATION_COPY_NONATOMIC);
            }

            - (CGRect)enlargedRect {
                NSNumber *topEdge = objc_getAssociatedObject(self, &topNameKey);
                NSNumber *rightEdge = objc_getAssociatedObject(self, &rightNameKey);
                NSNumber *bottomEdge = objc_getAssociatedObject(self, &bottomNameKey);
                NSNumber *leftEdge = objc_getAssociatedObject(self, &leftNameKey);
                if (topEdge && rightEdge && bottomEdge && leftEdge) {
                    return CGRectMake(self.bounds.origin.x - leftEdge.floatValue,
                                      self.bounds.origin.y - topEdge.floatValue,
                                      self.bounds.size.width + leftEdge.floatValue + rightEdge.floatValue,
                                      self.bounds.size.height + topEdge.floatValue + bottomEdge.floatValue);
                } else {
                    return self.bounds;
                }
            }

            - (UIView *)hitTest:(CGPoint)point withEvent:(UIEvent *)event {
                CGRect rect = [self enlargedRect];
                if (CGRectEqualToRect(rect, self.bounds)) {
                    return [super hitTest:point withEvent:event];
                }
                return CGRectContainsPoint(rect, point) ? self : nil;
            }

            @end
            """,
            "CloseButton.m": """
            #import "CloseButton.h"
            #import "UIButton+EnlargeTouchArea.h"

            @implementation CloseButton

            - (void)awakeFromNib {
                [super awakeFromNib];
                [self setEnlargeEdgeWithTop:10 right:20 bottom:10 left:20];
            }

            @end
            """,
            "CloseButton.h": """
            #import <UIKit/UIKit.h>

            @interface CloseButton : UIButton
            @end
            """,
        ],
        twin: "{enlarge: [10, 20, 10, 20]}", expected: Expected(enlarge: [10, 20, 10, 20]))

    /// SOXShapedTapButton: the layer rendered at the point, its alpha byte compared with the
    /// inspectable `treshold` (1.0 by default) as if both were bytes.
    static let soxShaped = Seed(
        name: "SOXShapedTapButton",
        swift: [
            "SOXShapedTapView.swift": """
            import UIKit

            extension UIView {
                func alphaFromPoint(point: CGPoint) -> CGFloat {
                    var pixel: [UInt8] = [0, 0, 0, 0]
                    let colorSpace = CGColorSpaceCreateDeviceRGB();
                    let alphaInfo = CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue)
                    let context = CGContext(data: &pixel, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4, space: colorSpace, bitmapInfo: alphaInfo.rawValue)
                    context?.translateBy(x: -point.x, y: -point.y)
                    layer.render(in: context!)
                    let floatAlpha = CGFloat(pixel[3])
                    return floatAlpha
                }
            }

            @IBDesignable
            class SOXShapedTapButton: UIButton {
                @IBInspectable var treshold: CGFloat = 1.0 {
                    didSet {
                        if treshold > 1.0 { treshold = 1.0 }
                        if treshold < 0.0 { treshold = 0.0 }
                    }
                }

                override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                    return self.alphaFromPoint(point: point) > treshold
                }
            }
            """
        ],
        objectiveC: [
            "SOXShapedTapButton.h": """
            #import <UIKit/UIKit.h>

            IB_DESIGNABLE
            @interface SOXShapedTapButton : UIButton
            @property (nonatomic, assign) IBInspectable CGFloat treshold;
            @end
            """,
            "SOXShapedTapButton.m": """
            #import "SOXShapedTapButton.h"

            @implementation SOXShapedTapButton

            - (instancetype)initWithCoder:(NSCoder *)coder {
                self = [super initWithCoder:coder];
                if (self) {
                    _treshold = 1.0;
                }
                return self;
            }

            - (CGFloat)alphaFromPoint:(CGPoint)point {
                uint8_t pixel[4] = {0, 0, 0, 0};
                CGColorSpaceRef colorSpace = CGColorSpaceCreateDeviceRGB();
                CGContextRef context = CGBitmapContextCreate(pixel, 1, 1, 8, 4, colorSpace, kCGImageAlphaPremultipliedLast);
                CGContextTranslateCTM(context, -point.x, -point.y);
                [self.layer renderInContext:context];
                CGContextRelease(context);
                CGColorSpaceRelease(colorSpace);
                return (CGFloat)pixel[3];
            }

            - (BOOL)pointInside:(CGPoint)point withEvent:(UIEvent *)event {
                return [self alphaFromPoint:point] > self.treshold;
            }

            @end
            """,
        ],
        twin:
            "{hitTest: layer, threshold: 0.00392156862745098, compare: \">\", thresholdAttribute: treshold, attributeScale: 0.00392156862745098}",
        expected: Expected(hitTest: "layer", threshold: 1.0 / 255, compare: ">", attribute: "treshold"))

    /// IrregularShapedButton: transparent only where the image's alpha is exactly 0.
    static let irregular = Seed(
        name: "IrregularShapedButton",
        swift: [
            "IrregularShapedButton.swift": """
            import UIKit

            class IrregularShapedButton: UIButton {
                override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                    guard super.point(inside: point, with: event), let image = self.image(for: .normal) else { return false }
                    let alpha = alphaValue(of: image, at: point)
                    if alpha == 0 {
                        return false
                    }
                    return true
                }

                private func alphaValue(of image: UIImage, at point: CGPoint) -> CGFloat {
                    var pixel: [UInt8] = [0, 0, 0, 0]
                    let context = CGContext(data: &pixel, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
                                            space: CGColorSpaceCreateDeviceRGB(),
                                            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
                    UIGraphicsPushContext(context)
                    image.draw(at: CGPoint(x: -point.x, y: -point.y))
                    UIGraphicsPopContext()
                    return CGFloat(pixel[3]) / 255.0
                }
            }
            """
        ],
        objectiveC: [
            "IrregularShapedButton.m": """
            #import "IrregularShapedButton.h"

            @implementation IrregularShapedButton

            - (BOOL)pointInside:(CGPoint)point withEvent:(UIEvent *)event {
                if (![super pointInside:point withEvent:event]) {
                    return NO;
                }
                UIImage *image = [self imageForState:UIControlStateNormal];
                CGFloat alpha = [self alphaOfImage:image atPoint:point];
                if (alpha == 0) {
                    return NO;
                }
                return YES;
            }

            - (CGFloat)alphaOfImage:(UIImage *)image atPoint:(CGPoint)point {
                unsigned char pixel[4] = {0};
                CGColorSpaceRef colorSpace = CGColorSpaceCreateDeviceRGB();
                CGContextRef context = CGBitmapContextCreate(pixel, 1, 1, 8, 4, colorSpace, kCGImageAlphaPremultipliedLast);
                UIGraphicsPushContext(context);
                [image drawAtPoint:CGPointMake(-point.x, -point.y)];
                UIGraphicsPopContext();
                CGContextRelease(context);
                CGColorSpaceRelease(colorSpace);
                return pixel[3] / 255.0;
            }

            @end
            """,
            "IrregularShapedButton.h": """
            #import <UIKit/UIKit.h>

            @interface IrregularShapedButton : UIButton
            @end
            """,
        ],
        twin: "{hitTest: alpha, threshold: 0, compare: \">\"}",
        expected: Expected(hitTest: "alpha", threshold: 0, compare: ">"))
}
