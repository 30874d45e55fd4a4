// SwiftUI's other top-level names beginning with K–N (scripts/swiftui/swiftui-names.json), declared
// empty so that a public name of ours equal to one collides here as on a Mac. Written by
// scripts/swiftui/check.py --write-names.

/// /documentation/swiftui/keyequivalent
public struct KeyEquivalent {}

/// /documentation/swiftui/keypress
public struct KeyPress {}

/// /documentation/swiftui/keyboardshortcut
public struct KeyboardShortcut {}

/// /documentation/swiftui/keyframeanimator
public struct KeyframeAnimator {}

/// /documentation/swiftui/keyframetimeline
public struct KeyframeTimeline {}

/// /documentation/swiftui/keyframetrack
public struct KeyframeTrack {}

/// /documentation/swiftui/keyframetrackcontent
public struct KeyframeTrackContent {}

/// /documentation/swiftui/keyframetrackcontentbuilder
public struct KeyframeTrackContentBuilder {}

/// /documentation/swiftui/keyframes
public struct Keyframes {}

/// /documentation/swiftui/keyframesbuilder
public struct KeyframesBuilder {}

/// /documentation/swiftui/label
public struct Label {}

/// /documentation/swiftui/labelstyle
public struct LabelStyle {}

/// /documentation/swiftui/labelstyleconfiguration
public struct LabelStyleConfiguration {}

/// /documentation/swiftui/labeledcontent
public struct LabeledContent {}

/// /documentation/swiftui/labeledcontentstyle
public struct LabeledContentStyle {}

/// /documentation/swiftui/labeledcontentstyleconfiguration
public struct LabeledContentStyleConfiguration {}

/// /documentation/swiftui/labeledcontrolgroupcontent
public struct LabeledControlGroupContent {}

/// /documentation/swiftui/labeledtoolbaritemgroupcontent
public struct LabeledToolbarItemGroupContent {}

/// /documentation/swiftui/layout
public struct Layout {}

/// /documentation/swiftui/layoutdirection
public struct LayoutDirection {}

/// /documentation/swiftui/layoutdirectionbehavior
public struct LayoutDirectionBehavior {}

/// /documentation/swiftui/layoutproperties
public struct LayoutProperties {}

/// /documentation/swiftui/layoutrotationunarylayout
public struct LayoutRotationUnaryLayout {}

/// /documentation/swiftui/layoutsubview
public struct LayoutSubview {}

/// /documentation/swiftui/layoutsubviews
public struct LayoutSubviews {}

/// /documentation/swiftui/layoutvaluekey
public struct LayoutValueKey {}

/// /documentation/swiftui/lazyhgrid
public struct LazyHGrid {}

/// /documentation/swiftui/lazyhstack
public struct LazyHStack {}

/// /documentation/swiftui/lazyvgrid
public struct LazyVGrid {}

/// /documentation/swiftui/lazyvstack
public struct LazyVStack {}

/// /documentation/swiftui/legibilityweight
public struct LegibilityWeight {}

/// /documentation/swiftui/lifthovereffect
public struct LiftHoverEffect {}

/// /documentation/swiftui/limitedavailabilityconfiguration
public struct LimitedAvailabilityConfiguration {}

/// /documentation/swiftui/linearcapacitygaugestyle
public struct LinearCapacityGaugeStyle {}

/// /documentation/swiftui/lineargaugestyle
public struct LinearGaugeStyle {}

/// /documentation/swiftui/lineargradient
public struct LinearGradient {}

/// /documentation/swiftui/linearkeyframe
public struct LinearKeyframe {}

/// /documentation/swiftui/linearprogressviewstyle
public struct LinearProgressViewStyle {}

/// /documentation/swiftui/link
public struct Link {}

/// /documentation/swiftui/linkbuttonstyle
public struct LinkButtonStyle {}

/// /documentation/swiftui/linkshapestyle
public struct LinkShapeStyle {}

/// /documentation/swiftui/listitemtint
public struct ListItemTint {}

/// /documentation/swiftui/listsectionspacing
public struct ListSectionSpacing {}

/// /documentation/swiftui/liststyle
public struct ListStyle {}

/// /documentation/swiftui/localcoordinatespace
public struct LocalCoordinateSpace {}

/// /documentation/swiftui/localizedstringkey
public struct LocalizedStringKey {}

/// /documentation/swiftui/longpressgesture
public struct LongPressGesture {}

/// /documentation/swiftui/magnificationgesture
public struct MagnificationGesture {}

/// /documentation/swiftui/magnifygesture
public struct MagnifyGesture {}

/// /documentation/swiftui/manipulable
public struct Manipulable {}

/// /documentation/swiftui/manipulablemodifier
public struct ManipulableModifier {}

/// /documentation/swiftui/manipulablerespondermodifier
public struct ManipulableResponderModifier {}

/// /documentation/swiftui/manipulabletransformbindingmodifier
public struct ManipulableTransformBindingModifier {}

/// /documentation/swiftui/manipulationgeometrymodifier
public struct ManipulationGeometryModifier {}

/// /documentation/swiftui/manipulationgesturemodifier
public struct ManipulationGestureModifier {}

/// /documentation/swiftui/manipulationusinggesturestatemodifier
public struct ManipulationUsingGestureStateModifier {}

/// /documentation/swiftui/matchedgeometryproperties
public struct MatchedGeometryProperties {}

/// /documentation/swiftui/matchedtransitionsourceconfiguration
public struct MatchedTransitionSourceConfiguration {}

/// /documentation/swiftui/material
public struct Material {}

/// /documentation/swiftui/materialactiveappearance
public struct MaterialActiveAppearance {}

/// /documentation/swiftui/menu
public struct Menu {}

/// /documentation/swiftui/menuactiondismissbehavior
public struct MenuActionDismissBehavior {}

/// /documentation/swiftui/menubarextra
public struct MenuBarExtra {}

/// /documentation/swiftui/menubarextrastyle
public struct MenuBarExtraStyle {}

/// /documentation/swiftui/menubutton
public struct MenuButton {}

/// /documentation/swiftui/menubuttonstyle
public struct MenuButtonStyle {}

/// /documentation/swiftui/menucontrolgroupstyle
public struct MenuControlGroupStyle {}

/// /documentation/swiftui/menuorder
public struct MenuOrder {}

/// /documentation/swiftui/menupickerstyle
public struct MenuPickerStyle {}

/// /documentation/swiftui/menustyle
public struct MenuStyle {}

/// /documentation/swiftui/menustyleconfiguration
public struct MenuStyleConfiguration {}

/// /documentation/swiftui/meshgradient
public struct MeshGradient {}

/// /documentation/swiftui/mixedimmersionstyle
public struct MixedImmersionStyle {}

/// /documentation/swiftui/movecommanddirection
public struct MoveCommandDirection {}

/// /documentation/swiftui/movekeyframe
public struct MoveKeyframe {}

/// /documentation/swiftui/movetransition
public struct MoveTransition {}

/// /documentation/swiftui/multidatepicker
public struct MultiDatePicker {}

/// /documentation/swiftui/nsapplicationdelegateadaptor
public struct NSApplicationDelegateAdaptor {}

/// /documentation/swiftui/nsgesturerecognizerrepresentable
public struct NSGestureRecognizerRepresentable {}

/// /documentation/swiftui/nsgesturerecognizerrepresentablecontext
public struct NSGestureRecognizerRepresentableContext {}

/// /documentation/swiftui/nsgesturerecognizerrepresentablecoordinatespaceconverter
public struct NSGestureRecognizerRepresentableCoordinateSpaceConverter {}

/// /documentation/swiftui/nshostingcontroller
public struct NSHostingController {}

/// /documentation/swiftui/nshostingmenu
public struct NSHostingMenu {}

/// /documentation/swiftui/nshostingscenebridgingoptions
public struct NSHostingSceneBridgingOptions {}

/// /documentation/swiftui/nshostingscenerepresentation
public struct NSHostingSceneRepresentation {}

/// /documentation/swiftui/nshostingsizingoptions
public struct NSHostingSizingOptions {}

/// /documentation/swiftui/nshostingview
public struct NSHostingView {}

/// /documentation/swiftui/nsviewcontrollerrepresentable
public struct NSViewControllerRepresentable {}

/// /documentation/swiftui/nsviewcontrollerrepresentablecontext
public struct NSViewControllerRepresentableContext {}

/// /documentation/swiftui/nsviewrepresentable
public struct NSViewRepresentable {}

/// /documentation/swiftui/nsviewrepresentablecontext
public struct NSViewRepresentableContext {}

/// /documentation/swiftui/namedcoordinatespace
public struct NamedCoordinateSpace {}

/// /documentation/swiftui/namespace
public struct Namespace {}

/// /documentation/swiftui/navigationbaritem
public struct NavigationBarItem {}

/// /documentation/swiftui/navigationcontrolgroupstyle
public struct NavigationControlGroupStyle {}

/// /documentation/swiftui/navigationlink
public struct NavigationLink {}

/// /documentation/swiftui/navigationlinkpickerstyle
public struct NavigationLinkPickerStyle {}

/// /documentation/swiftui/navigationpath
public struct NavigationPath {}

/// /documentation/swiftui/navigationsplitview
public struct NavigationSplitView {}

/// /documentation/swiftui/navigationsplitviewcolumn
public struct NavigationSplitViewColumn {}

/// /documentation/swiftui/navigationsplitviewstyle
public struct NavigationSplitViewStyle {}

/// /documentation/swiftui/navigationsplitviewstyleconfiguration
public struct NavigationSplitViewStyleConfiguration {}

/// /documentation/swiftui/navigationsplitviewvisibility
public struct NavigationSplitViewVisibility {}

/// /documentation/swiftui/navigationstack
public struct NavigationStack {}

/// /documentation/swiftui/navigationtransition
public struct NavigationTransition {}

/// /documentation/swiftui/navigationview
public struct NavigationView {}

/// /documentation/swiftui/navigationviewstyle
public struct NavigationViewStyle {}

/// /documentation/swiftui/newdocumentaction
public struct NewDocumentAction {}

/// /documentation/swiftui/newdocumentbutton
public struct NewDocumentButton {}

/// /documentation/swiftui/newdocumentbuttondatasource
public struct NewDocumentButtonDataSource {}
