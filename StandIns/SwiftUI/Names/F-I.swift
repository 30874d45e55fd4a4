// SwiftUI's other top-level names beginning with F–I (scripts/swiftui/swiftui-names.json), declared
// empty so that a public name of ours equal to one collides here as on a Mac. Written by
// scripts/swiftui/check.py --write-names.

/// /documentation/swiftui/featheredglassbackgroundeffect
public struct FeatheredGlassBackgroundEffect {}

/// /documentation/swiftui/fetchrequest
public struct FetchRequest {}

/// /documentation/swiftui/fetchedresults
public struct FetchedResults {}

/// /documentation/swiftui/fielddatepickerstyle
public struct FieldDatePickerStyle {}

/// /documentation/swiftui/filedialogbrowseroptions
public struct FileDialogBrowserOptions {}

/// /documentation/swiftui/filedocument
public struct FileDocument {}

/// /documentation/swiftui/filedocumentconfiguration
public struct FileDocumentConfiguration {}

/// /documentation/swiftui/filedocumentreadconfiguration
public struct FileDocumentReadConfiguration {}

/// /documentation/swiftui/filedocumentwriteconfiguration
public struct FileDocumentWriteConfiguration {}

/// /documentation/swiftui/filewrapperdocumentreader
public struct FileWrapperDocumentReader {}

/// /documentation/swiftui/filewrapperdocumentwriter
public struct FileWrapperDocumentWriter {}

/// /documentation/swiftui/fillshapestyle
public struct FillShapeStyle {}

/// /documentation/swiftui/fillshapeview
public struct FillShapeView {}

/// /documentation/swiftui/fillstyle
public struct FillStyle {}

/// /documentation/swiftui/findcontext
public struct FindContext {}

/// /documentation/swiftui/fittedpresentationsizing
public struct FittedPresentationSizing {}

/// /documentation/swiftui/fixedtextvariant
public struct FixedTextVariant {}

/// /documentation/swiftui/focusinteractions
public struct FocusInteractions {}

/// /documentation/swiftui/focusstate
public struct FocusState {}

/// /documentation/swiftui/focusedbinding
public struct FocusedBinding {}

/// /documentation/swiftui/focusedobject
public struct FocusedObject {}

/// /documentation/swiftui/focusedvalue
public struct FocusedValue {}

/// /documentation/swiftui/focusedvaluekey
public struct FocusedValueKey {}

/// /documentation/swiftui/focusedvalues
public struct FocusedValues {}

/// /documentation/swiftui/font
public struct Font {}

/// /documentation/swiftui/foreachsectioncollection
public struct ForEachSectionCollection {}

/// /documentation/swiftui/foreachsubviewcollection
public struct ForEachSubviewCollection {}

/// /documentation/swiftui/foregroundstyle
public struct ForegroundStyle {}

/// /documentation/swiftui/form
public struct Form {}

/// /documentation/swiftui/formpresentationsizing
public struct FormPresentationSizing {}

/// /documentation/swiftui/formstyle
public struct FormStyle {}

/// /documentation/swiftui/formstyleconfiguration
public struct FormStyleConfiguration {}

/// /documentation/swiftui/frameresizedirection
public struct FrameResizeDirection {}

/// /documentation/swiftui/frameresizeposition
public struct FrameResizePosition {}

/// /documentation/swiftui/fullimmersionstyle
public struct FullImmersionStyle {}

/// /documentation/swiftui/gauge
public struct Gauge {}

/// /documentation/swiftui/gaugestyle
public struct GaugeStyle {}

/// /documentation/swiftui/gaugestyleconfiguration
public struct GaugeStyleConfiguration {}

/// /documentation/swiftui/geometryeffect
public struct GeometryEffect {}

/// /documentation/swiftui/geometryproxy
public struct GeometryProxy {}

/// /documentation/swiftui/geometryproxy3d
public struct GeometryProxy3D {}

/// /documentation/swiftui/geometryproxycoordinatespace3d
public struct GeometryProxyCoordinateSpace3D {}

/// /documentation/swiftui/geometryreader
public struct GeometryReader {}

/// /documentation/swiftui/geometryreader3d
public struct GeometryReader3D {}

/// /documentation/swiftui/gesture
public struct Gesture {}

/// /documentation/swiftui/gestureinputkinds
public struct GestureInputKinds {}

/// /documentation/swiftui/gesturemask
public struct GestureMask {}

/// /documentation/swiftui/gesturestate
public struct GestureState {}

/// /documentation/swiftui/gesturestategesture
public struct GestureStateGesture {}

/// /documentation/swiftui/glass
public struct Glass {}

/// /documentation/swiftui/glassbackgrounddisplaymode
public struct GlassBackgroundDisplayMode {}

/// /documentation/swiftui/glassbackgroundeffect
public struct GlassBackgroundEffect {}

/// /documentation/swiftui/glassbackgroundeffectconfiguration
public struct GlassBackgroundEffectConfiguration {}

/// /documentation/swiftui/glassbuttonstyle
public struct GlassButtonStyle {}

/// /documentation/swiftui/glasseffectcontainer
public struct GlassEffectContainer {}

/// /documentation/swiftui/glasseffecttransition
public struct GlassEffectTransition {}

/// /documentation/swiftui/glassprominentbuttonstyle
public struct GlassProminentButtonStyle {}

/// /documentation/swiftui/globalcoordinatespace
public struct GlobalCoordinateSpace {}

/// /documentation/swiftui/gradient
public struct Gradient {}

/// /documentation/swiftui/graphicaldatepickerstyle
public struct GraphicalDatePickerStyle {}

/// /documentation/swiftui/graphicscontext
public struct GraphicsContext {}

/// /documentation/swiftui/grid
public struct Grid {}

/// /documentation/swiftui/griditem
public struct GridItem {}

/// /documentation/swiftui/gridlayout
public struct GridLayout {}

/// /documentation/swiftui/gridrow
public struct GridRow {}

/// /documentation/swiftui/group
public struct Group {}

/// /documentation/swiftui/groupbox
public struct GroupBox {}

/// /documentation/swiftui/groupboxstyle
public struct GroupBoxStyle {}

/// /documentation/swiftui/groupboxstyleconfiguration
public struct GroupBoxStyleConfiguration {}

/// /documentation/swiftui/groupelementsofcontent
public struct GroupElementsOfContent {}

/// /documentation/swiftui/grouphovereffect
public struct GroupHoverEffect {}

/// /documentation/swiftui/groupsectionsofcontent
public struct GroupSectionsOfContent {}

/// /documentation/swiftui/groupedformstyle
public struct GroupedFormStyle {}

/// /documentation/swiftui/groupedliststyle
public struct GroupedListStyle {}

/// /documentation/swiftui/groupedtabviewstyle
public struct GroupedTabViewStyle {}

/// /documentation/swiftui/hsplitview
public struct HSplitView {}

/// /documentation/swiftui/hstack
public struct HStack {}

/// /documentation/swiftui/hstacklayout
public struct HStackLayout {}

/// /documentation/swiftui/handactivationbehavior
public struct HandActivationBehavior {}

/// /documentation/swiftui/handgestureshortcut
public struct HandGestureShortcut {}

/// /documentation/swiftui/handpointerbehavior
public struct HandPointerBehavior {}

/// /documentation/swiftui/helplink
public struct HelpLink {}

/// /documentation/swiftui/hiddentitlebarwindowstyle
public struct HiddenTitleBarWindowStyle {}

/// /documentation/swiftui/hierarchicalshapestyle
public struct HierarchicalShapeStyle {}

/// /documentation/swiftui/hierarchicalshapestylemodifier
public struct HierarchicalShapeStyleModifier {}

/// /documentation/swiftui/highlighthovereffect
public struct HighlightHoverEffect {}

/// /documentation/swiftui/horizontaldirection
public struct HorizontalDirection {}

/// /documentation/swiftui/horizontaledge
public struct HorizontalEdge {}

/// /documentation/swiftui/hovereffect
public struct HoverEffect {}

/// /documentation/swiftui/hovereffectcontent
public struct HoverEffectContent {}

/// /documentation/swiftui/hovereffectgroup
public struct HoverEffectGroup {}

/// /documentation/swiftui/hovereffectphaseoverride
public struct HoverEffectPhaseOverride {}

/// /documentation/swiftui/hoverphase
public struct HoverPhase {}

/// /documentation/swiftui/icononlylabelstyle
public struct IconOnlyLabelStyle {}

/// /documentation/swiftui/identitytransition
public struct IdentityTransition {}

/// /documentation/swiftui/image
public struct Image {}

/// /documentation/swiftui/imagepaint
public struct ImagePaint {}

/// /documentation/swiftui/imagerenderer
public struct ImageRenderer {}

/// /documentation/swiftui/immersionchangecontext
public struct ImmersionChangeContext {}

/// /documentation/swiftui/immersionstyle
public struct ImmersionStyle {}

/// /documentation/swiftui/immersivecontentbrightness
public struct ImmersiveContentBrightness {}

/// /documentation/swiftui/immersiveenvironmentbehavior
public struct ImmersiveEnvironmentBehavior {}

/// /documentation/swiftui/immersivespace
public struct ImmersiveSpace {}

/// /documentation/swiftui/immersivespacecontent
public struct ImmersiveSpaceContent {}

/// /documentation/swiftui/immersivespacecontentbuilder
public struct ImmersiveSpaceContentBuilder {}

/// /documentation/swiftui/immersivespaceviewcontent
public struct ImmersiveSpaceViewContent {}

/// /documentation/swiftui/importfromdevicescommands
public struct ImportFromDevicesCommands {}

/// /documentation/swiftui/indexviewstyle
public struct IndexViewStyle {}

/// /documentation/swiftui/indexedidentifiercollection
public struct IndexedIdentifierCollection {}

/// /documentation/swiftui/inlinepickerstyle
public struct InlinePickerStyle {}

/// /documentation/swiftui/insetgroupedliststyle
public struct InsetGroupedListStyle {}

/// /documentation/swiftui/insetliststyle
public struct InsetListStyle {}

/// /documentation/swiftui/insettablestyle
public struct InsetTableStyle {}

/// /documentation/swiftui/insettableshape
public struct InsettableShape {}

/// /documentation/swiftui/inspectorcommands
public struct InspectorCommands {}

/// /documentation/swiftui/interfaceorientation
public struct InterfaceOrientation {}

/// /documentation/swiftui/itemprovidertablerowmodifier
public struct ItemProviderTableRowModifier {}
