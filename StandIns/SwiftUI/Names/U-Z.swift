// SwiftUI's other top-level names beginning with U–Z (scripts/swiftui/swiftui-names.json), declared
// empty so that a public name of ours equal to one collides here as on a Mac. Written by
// scripts/swiftui/check.py --write-names.

/// /documentation/swiftui/uiapplicationdelegateadaptor
public struct UIApplicationDelegateAdaptor {}

/// /documentation/swiftui/uigesturerecognizerrepresentable
public struct UIGestureRecognizerRepresentable {}

/// /documentation/swiftui/uigesturerecognizerrepresentablecontext
public struct UIGestureRecognizerRepresentableContext {}

/// /documentation/swiftui/uigesturerecognizerrepresentablecoordinatespaceconverter
public struct UIGestureRecognizerRepresentableCoordinateSpaceConverter {}

/// /documentation/swiftui/uihostingconfiguration
public struct UIHostingConfiguration {}

/// /documentation/swiftui/uihostingcontroller
public struct UIHostingController {}

/// /documentation/swiftui/uihostingcontrollersizingoptions
public struct UIHostingControllerSizingOptions {}

/// /documentation/swiftui/uihostingornament
public struct UIHostingOrnament {}

/// /documentation/swiftui/uihostingscenedelegate
public struct UIHostingSceneDelegate {}

/// /documentation/swiftui/uiornament
public struct UIOrnament {}

/// /documentation/swiftui/uitraitbridgedenvironmentkey
public struct UITraitBridgedEnvironmentKey {}

/// /documentation/swiftui/uiviewcontrollerrepresentable
public struct UIViewControllerRepresentable {}

/// /documentation/swiftui/uiviewcontrollerrepresentablecontext
public struct UIViewControllerRepresentableContext {}

/// /documentation/swiftui/uiviewrepresentable
public struct UIViewRepresentable {}

/// /documentation/swiftui/uiviewrepresentablecontext
public struct UIViewRepresentableContext {}

/// /documentation/swiftui/urldocumentconfiguration
public struct URLDocumentConfiguration {}

/// /documentation/swiftui/unevenroundedrectangle
public struct UnevenRoundedRectangle {}

/// /documentation/swiftui/unifiedcompactwindowtoolbarstyle
public struct UnifiedCompactWindowToolbarStyle {}

/// /documentation/swiftui/unifiedwindowtoolbarstyle
public struct UnifiedWindowToolbarStyle {}

/// /documentation/swiftui/unitcurve
public struct UnitCurve {}

/// /documentation/swiftui/unitpoint
public struct UnitPoint {}

/// /documentation/swiftui/unitpoint3d
public struct UnitPoint3D {}

/// /documentation/swiftui/userinterfacesizeclass
public struct UserInterfaceSizeClass {}

/// /documentation/swiftui/utilitywindow
public struct UtilityWindow {}

/// /documentation/swiftui/vsplitview
public struct VSplitView {}

/// /documentation/swiftui/vstacklayout
public struct VStackLayout {}

/// /documentation/swiftui/vectorarithmetic
public struct VectorArithmetic {}

/// /documentation/swiftui/verticalalignment
public struct VerticalAlignment {}

/// /documentation/swiftui/verticaldirection
public struct VerticalDirection {}

/// /documentation/swiftui/verticaledge
public struct VerticalEdge {}

/// /documentation/swiftui/verticalpagetabviewstyle
public struct VerticalPageTabViewStyle {}

/// /documentation/swiftui/viewalignedscrolltargetbehavior
public struct ViewAlignedScrollTargetBehavior {}

/// /documentation/swiftui/viewdimensions
public struct ViewDimensions {}

/// /documentation/swiftui/viewdimensions3d
public struct ViewDimensions3D {}

/// /documentation/swiftui/viewmodifier
public struct ViewModifier {}

/// /documentation/swiftui/viewspacing
public struct ViewSpacing {}

/// /documentation/swiftui/viewthatfits
public struct ViewThatFits {}

/// /documentation/swiftui/viewpoint3d
public struct Viewpoint3D {}

/// /documentation/swiftui/visibility
public struct Visibility {}

/// /documentation/swiftui/visualeffect
public struct VisualEffect {}

/// /documentation/swiftui/volumeviewpointupdatestrategy
public struct VolumeViewpointUpdateStrategy {}

/// /documentation/swiftui/volumetricwindowstyle
public struct VolumetricWindowStyle {}

/// /documentation/swiftui/wkapplicationdelegateadaptor
public struct WKApplicationDelegateAdaptor {}

/// /documentation/swiftui/wkextensiondelegateadaptor
public struct WKExtensionDelegateAdaptor {}

/// /documentation/swiftui/wkhostingcontroller
public struct WKHostingController {}

/// /documentation/swiftui/wkinterfaceobjectrepresentable
public struct WKInterfaceObjectRepresentable {}

/// /documentation/swiftui/wkinterfaceobjectrepresentablecontext
public struct WKInterfaceObjectRepresentableContext {}

/// /documentation/swiftui/wknotificationscene
public struct WKNotificationScene {}

/// /documentation/swiftui/wkusernotificationhostingcontroller
public struct WKUserNotificationHostingController {}

/// /documentation/swiftui/wheeldatepickerstyle
public struct WheelDatePickerStyle {}

/// /documentation/swiftui/wheelpickerstyle
public struct WheelPickerStyle {}

/// /documentation/swiftui/widget
public struct Widget {}

/// /documentation/swiftui/widgetbundle
public struct WidgetBundle {}

/// /documentation/swiftui/widgetbundlebuilder
public struct WidgetBundleBuilder {}

/// /documentation/swiftui/widgetconfiguration
public struct WidgetConfiguration {}

/// /documentation/swiftui/window
public struct Window {}

/// /documentation/swiftui/windowbackgroundshapestyle
public struct WindowBackgroundShapeStyle {}

/// /documentation/swiftui/windowdraggesture
public struct WindowDragGesture {}

/// /documentation/swiftui/windowidealsize
public struct WindowIdealSize {}

/// /documentation/swiftui/windowinteractionbehavior
public struct WindowInteractionBehavior {}

/// /documentation/swiftui/windowlayoutroot
public struct WindowLayoutRoot {}

/// /documentation/swiftui/windowlevel
public struct WindowLevel {}

/// /documentation/swiftui/windowmanagerrole
public struct WindowManagerRole {}

/// /documentation/swiftui/windowmenubarextrastyle
public struct WindowMenuBarExtraStyle {}

/// /documentation/swiftui/windowplacement
public struct WindowPlacement {}

/// /documentation/swiftui/windowplacementcontext
public struct WindowPlacementContext {}

/// /documentation/swiftui/windowproxy
public struct WindowProxy {}

/// /documentation/swiftui/windowresizability
public struct WindowResizability {}

/// /documentation/swiftui/windowstyle
public struct WindowStyle {}

/// /documentation/swiftui/windowtoolbarfullscreenvisibility
public struct WindowToolbarFullScreenVisibility {}

/// /documentation/swiftui/windowtoolbarstyle
public struct WindowToolbarStyle {}

/// /documentation/swiftui/windowvisibilitytoggle
public struct WindowVisibilityToggle {}

/// /documentation/swiftui/worldalignmentbehavior
public struct WorldAlignmentBehavior {}

/// /documentation/swiftui/worldrecenterphase
public struct WorldRecenterPhase {}

/// /documentation/swiftui/worldscalingbehavior
public struct WorldScalingBehavior {}

/// /documentation/swiftui/worldscalingcompensation
public struct WorldScalingCompensation {}

/// /documentation/swiftui/worldtrackinglimitation
public struct WorldTrackingLimitation {}

/// /documentation/swiftui/writabledocument
public struct WritableDocument {}

/// /documentation/swiftui/writingtoolsbehavior
public struct WritingToolsBehavior {}

/// /documentation/swiftui/zstack
public struct ZStack {}

/// /documentation/swiftui/zstackcontent3d
public struct ZStackContent3D {}

/// /documentation/swiftui/zstacklayout
public struct ZStackLayout {}

/// /documentation/swiftui/zoomnavigationtransition
public struct ZoomNavigationTransition {}
