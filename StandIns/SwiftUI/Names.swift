// SwiftUI's other top-level names (scripts/swiftui/swiftui-names.json), declared empty so that a public name of ours
// equal to one collides here as on a Mac. Written by scripts/swiftui/check.py --write-names.

/// /documentation/swiftui/axchartdescriptorrepresentable
public struct AXChartDescriptorRepresentable {}

/// /documentation/swiftui/accessibilityactioncategory
public struct AccessibilityActionCategory {}

/// /documentation/swiftui/accessibilityactionkind
public struct AccessibilityActionKind {}

/// /documentation/swiftui/accessibilityadjustmentdirection
public struct AccessibilityAdjustmentDirection {}

/// /documentation/swiftui/accessibilitychildbehavior
public struct AccessibilityChildBehavior {}

/// /documentation/swiftui/accessibilitycustomcontentkey
public struct AccessibilityCustomContentKey {}

/// /documentation/swiftui/accessibilitydirecttouchoptions
public struct AccessibilityDirectTouchOptions {}

/// /documentation/swiftui/accessibilityfocusstate
public struct AccessibilityFocusState {}

/// /documentation/swiftui/accessibilityheadinglevel
public struct AccessibilityHeadingLevel {}

/// /documentation/swiftui/accessibilitylabeledpairrole
public struct AccessibilityLabeledPairRole {}

/// /documentation/swiftui/accessibilityquickactionoutlinestyle
public struct AccessibilityQuickActionOutlineStyle {}

/// /documentation/swiftui/accessibilityquickactionpromptstyle
public struct AccessibilityQuickActionPromptStyle {}

/// /documentation/swiftui/accessibilityquickactionstyle
public struct AccessibilityQuickActionStyle {}

/// /documentation/swiftui/accessibilityrotorcontent
public struct AccessibilityRotorContent {}

/// /documentation/swiftui/accessibilityrotorcontentbuilder
public struct AccessibilityRotorContentBuilder {}

/// /documentation/swiftui/accessibilityrotorentry
public struct AccessibilityRotorEntry {}

/// /documentation/swiftui/accessibilitysystemrotor
public struct AccessibilitySystemRotor {}

/// /documentation/swiftui/accessibilitytechnologies
public struct AccessibilityTechnologies {}

/// /documentation/swiftui/accessibilitytextcontenttype
public struct AccessibilityTextContentType {}

/// /documentation/swiftui/accessibilitytraits
public struct AccessibilityTraits {}

/// /documentation/swiftui/accessibilityzoomgestureaction
public struct AccessibilityZoomGestureAction {}

/// /documentation/swiftui/accessorybaractionbuttonstyle
public struct AccessoryBarActionButtonStyle {}

/// /documentation/swiftui/accessorybarbuttonstyle
public struct AccessoryBarButtonStyle {}

/// /documentation/swiftui/accessorycircularcapacitygaugestyle
public struct AccessoryCircularCapacityGaugeStyle {}

/// /documentation/swiftui/accessorycirculargaugestyle
public struct AccessoryCircularGaugeStyle {}

/// /documentation/swiftui/accessorylinearcapacitygaugestyle
public struct AccessoryLinearCapacityGaugeStyle {}

/// /documentation/swiftui/accessorylineargaugestyle
public struct AccessoryLinearGaugeStyle {}

/// /documentation/swiftui/actionsheet
public struct ActionSheet {}

/// /documentation/swiftui/adaptabletabbarplacement
public struct AdaptableTabBarPlacement {}

/// /documentation/swiftui/alert
public struct Alert {}

/// /documentation/swiftui/alertscene
public struct AlertScene {}

/// /documentation/swiftui/alignment
public struct Alignment {}

/// /documentation/swiftui/alignment3d
public struct Alignment3D {}

/// /documentation/swiftui/alignmentid
public struct AlignmentID {}

/// /documentation/swiftui/alternatingrowbackgroundbehavior
public struct AlternatingRowBackgroundBehavior {}

/// /documentation/swiftui/anchor
public struct Anchor {}

/// /documentation/swiftui/angle
public struct Angle {}

/// /documentation/swiftui/angulargradient
public struct AngularGradient {}

/// /documentation/swiftui/animatable
public struct Animatable {}

/// /documentation/swiftui/animatablemodifier
public struct AnimatableModifier {}

/// /documentation/swiftui/animatablepair
public struct AnimatablePair {}

/// /documentation/swiftui/animatablevalues
public struct AnimatableValues {}

/// /documentation/swiftui/animation
public struct Animation {}

/// /documentation/swiftui/animationcompletioncriteria
public struct AnimationCompletionCriteria {}

/// /documentation/swiftui/animationcontext
public struct AnimationContext {}

/// /documentation/swiftui/animationstate
public struct AnimationState {}

/// /documentation/swiftui/animationstatekey
public struct AnimationStateKey {}

/// /documentation/swiftui/animationtimelineschedule
public struct AnimationTimelineSchedule {}

/// /documentation/swiftui/anycompositorcontent
public struct AnyCompositorContent {}

/// /documentation/swiftui/anygesture
public struct AnyGesture {}

/// /documentation/swiftui/anygradient
public struct AnyGradient {}

/// /documentation/swiftui/anylayout
public struct AnyLayout {}

/// /documentation/swiftui/anynavigationtransition
public struct AnyNavigationTransition {}

/// /documentation/swiftui/anyscrolltargetbehavior
public struct AnyScrollTargetBehavior {}

/// /documentation/swiftui/anyshape
public struct AnyShape {}

/// /documentation/swiftui/anyshapestyle
public struct AnyShapeStyle {}

/// /documentation/swiftui/anytabcontent
public struct AnyTabContent {}

/// /documentation/swiftui/anytransition
public struct AnyTransition {}

/// /documentation/swiftui/anyview
public struct AnyView {}

/// /documentation/swiftui/app
public struct App {}

/// /documentation/swiftui/appstorage
public struct AppStorage {}

/// /documentation/swiftui/assistiveaccess
public struct AssistiveAccess {}

/// /documentation/swiftui/asymmetrictransition
public struct AsymmetricTransition {}

/// /documentation/swiftui/asyncimage
public struct AsyncImage {}

/// /documentation/swiftui/asyncimagephase
public struct AsyncImagePhase {}

/// /documentation/swiftui/attributedtextformatting
public struct AttributedTextFormatting {}

/// /documentation/swiftui/attributedtextformattingdefinition
public struct AttributedTextFormattingDefinition {}

/// /documentation/swiftui/attributedtextselection
public struct AttributedTextSelection {}

/// /documentation/swiftui/attributedtextvalueconstraint
public struct AttributedTextValueConstraint {}

/// /documentation/swiftui/automaticcontrolgroupstyle
public struct AutomaticControlGroupStyle {}

/// /documentation/swiftui/automaticdisclosuregroupstyle
public struct AutomaticDisclosureGroupStyle {}

/// /documentation/swiftui/automaticformstyle
public struct AutomaticFormStyle {}

/// /documentation/swiftui/automaticglassbackgroundeffect
public struct AutomaticGlassBackgroundEffect {}

/// /documentation/swiftui/automatichovereffect
public struct AutomaticHoverEffect {}

/// /documentation/swiftui/automaticimmersionstyle
public struct AutomaticImmersionStyle {}

/// /documentation/swiftui/automaticlabeledcontentstyle
public struct AutomaticLabeledContentStyle {}

/// /documentation/swiftui/automaticmenubarextrastyle
public struct AutomaticMenuBarExtraStyle {}

/// /documentation/swiftui/automaticnavigationsplitviewstyle
public struct AutomaticNavigationSplitViewStyle {}

/// /documentation/swiftui/automaticnavigationtransition
public struct AutomaticNavigationTransition {}

/// /documentation/swiftui/automaticpresentationsizing
public struct AutomaticPresentationSizing {}

/// /documentation/swiftui/automatictablestyle
public struct AutomaticTableStyle {}

/// /documentation/swiftui/automatictexteditorstyle
public struct AutomaticTextEditorStyle {}

/// /documentation/swiftui/axis
public struct Axis {}

/// /documentation/swiftui/backgroundprominence
public struct BackgroundProminence {}

/// /documentation/swiftui/backgroundstyle
public struct BackgroundStyle {}

/// /documentation/swiftui/backgroundtask
public struct BackgroundTask {}

/// /documentation/swiftui/badgeprominence
public struct BadgeProminence {}

/// /documentation/swiftui/balancednavigationsplitviewstyle
public struct BalancedNavigationSplitViewStyle {}

/// /documentation/swiftui/bindable
public struct Bindable {}

/// /documentation/swiftui/binding
public struct Binding {}

/// /documentation/swiftui/blendmode
public struct BlendMode {}

/// /documentation/swiftui/blurreplacetransition
public struct BlurReplaceTransition {}

/// /documentation/swiftui/borderedbuttonmenustyle
public struct BorderedButtonMenuStyle {}

/// /documentation/swiftui/borderedbuttonstyle
public struct BorderedButtonStyle {}

/// /documentation/swiftui/borderedliststyle
public struct BorderedListStyle {}

/// /documentation/swiftui/borderedprominentbuttonstyle
public struct BorderedProminentButtonStyle {}

/// /documentation/swiftui/borderedtablestyle
public struct BorderedTableStyle {}

/// /documentation/swiftui/borderedtextfieldstyle
public struct BorderedTextFieldStyle {}

/// /documentation/swiftui/borderlessbuttonmenubuttonstyle
public struct BorderlessButtonMenuButtonStyle {}

/// /documentation/swiftui/borderlessbuttonmenustyle
public struct BorderlessButtonMenuStyle {}

/// /documentation/swiftui/borderlessbuttonstyle
public struct BorderlessButtonStyle {}

/// /documentation/swiftui/borderlesspulldownmenubuttonstyle
public struct BorderlessPullDownMenuButtonStyle {}

/// /documentation/swiftui/breakthrougheffect
public struct BreakthroughEffect {}

/// /documentation/swiftui/buttonbordershape
public struct ButtonBorderShape {}

/// /documentation/swiftui/buttonmenustyle
public struct ButtonMenuStyle {}

/// /documentation/swiftui/buttonrepeatbehavior
public struct ButtonRepeatBehavior {}

/// /documentation/swiftui/buttonrole
public struct ButtonRole {}

/// /documentation/swiftui/buttonsizing
public struct ButtonSizing {}

/// /documentation/swiftui/buttonstyle
public struct ButtonStyle {}

/// /documentation/swiftui/buttonstyleconfiguration
public struct ButtonStyleConfiguration {}

/// /documentation/swiftui/buttontogglestyle
public struct ButtonToggleStyle {}

/// /documentation/swiftui/canvas
public struct Canvas {}

/// /documentation/swiftui/capsule
public struct Capsule {}

/// /documentation/swiftui/cardbuttonstyle
public struct CardButtonStyle {}

/// /documentation/swiftui/carouselliststyle
public struct CarouselListStyle {}

/// /documentation/swiftui/carouseltabviewstyle
public struct CarouselTabViewStyle {}

/// /documentation/swiftui/checkboxtogglestyle
public struct CheckboxToggleStyle {}

/// /documentation/swiftui/chirality
public struct Chirality {}

/// /documentation/swiftui/circle
public struct Circle {}

/// /documentation/swiftui/circulargaugestyle
public struct CircularGaugeStyle {}

/// /documentation/swiftui/circularprogressviewstyle
public struct CircularProgressViewStyle {}

/// /documentation/swiftui/color
public struct Color {}

/// /documentation/swiftui/colormatrix
public struct ColorMatrix {}

/// /documentation/swiftui/colorpicker
public struct ColorPicker {}

/// /documentation/swiftui/colorrenderingmode
public struct ColorRenderingMode {}

/// /documentation/swiftui/colorscheme
public struct ColorScheme {}

/// /documentation/swiftui/colorschemecontrast
public struct ColorSchemeContrast {}

/// /documentation/swiftui/columnnavigationviewstyle
public struct ColumnNavigationViewStyle {}

/// /documentation/swiftui/columnsformstyle
public struct ColumnsFormStyle {}

/// /documentation/swiftui/commandgroup
public struct CommandGroup {}

/// /documentation/swiftui/commandgroupplacement
public struct CommandGroupPlacement {}

/// /documentation/swiftui/commandmenu
public struct CommandMenu {}

/// /documentation/swiftui/commands
public struct Commands {}

/// /documentation/swiftui/commandsbuilder
public struct CommandsBuilder {}

/// /documentation/swiftui/compactdatepickerstyle
public struct CompactDatePickerStyle {}

/// /documentation/swiftui/compactmenucontrolgroupstyle
public struct CompactMenuControlGroupStyle {}

/// /documentation/swiftui/compositorcontent
public struct CompositorContent {}

/// /documentation/swiftui/compositorcontentbuilder
public struct CompositorContentBuilder {}

/// /documentation/swiftui/concentricrectangle
public struct ConcentricRectangle {}

/// /documentation/swiftui/containerbackgroundplacement
public struct ContainerBackgroundPlacement {}

/// /documentation/swiftui/containerrelativeshape
public struct ContainerRelativeShape {}

/// /documentation/swiftui/containervaluekey
public struct ContainerValueKey {}

/// /documentation/swiftui/containervalues
public struct ContainerValues {}

/// /documentation/swiftui/contentbuilder
public struct ContentBuilder {}

/// /documentation/swiftui/contenthovereffect
public struct ContentHoverEffect {}

/// /documentation/swiftui/contentmarginplacement
public struct ContentMarginPlacement {}

/// /documentation/swiftui/contentmode
public struct ContentMode {}

/// /documentation/swiftui/contentshapekinds
public struct ContentShapeKinds {}

/// /documentation/swiftui/contentsizecategory
public struct ContentSizeCategory {}

/// /documentation/swiftui/contenttoolbarplacement
public struct ContentToolbarPlacement {}

/// /documentation/swiftui/contenttransition
public struct ContentTransition {}

/// /documentation/swiftui/contentunavailableview
public struct ContentUnavailableView {}

/// /documentation/swiftui/contextmenu
public struct ContextMenu {}

/// /documentation/swiftui/controlactivestate
public struct ControlActiveState {}

/// /documentation/swiftui/controlgroup
public struct ControlGroup {}

/// /documentation/swiftui/controlgroupstyle
public struct ControlGroupStyle {}

/// /documentation/swiftui/controlgroupstyleconfiguration
public struct ControlGroupStyleConfiguration {}

/// /documentation/swiftui/controlsize
public struct ControlSize {}

/// /documentation/swiftui/controlwidget
public struct ControlWidget {}

/// /documentation/swiftui/controlwidgetconfiguration
public struct ControlWidgetConfiguration {}

/// /documentation/swiftui/controlwidgetconfigurationbuilder
public struct ControlWidgetConfigurationBuilder {}

/// /documentation/swiftui/controlwidgettemplate
public struct ControlWidgetTemplate {}

/// /documentation/swiftui/controlwidgettemplatebuilder
public struct ControlWidgetTemplateBuilder {}

/// /documentation/swiftui/coordinatespace
public struct CoordinateSpace {}

/// /documentation/swiftui/coordinatespaceprotocol
public struct CoordinateSpaceProtocol {}

/// /documentation/swiftui/crossfadenavigationtransition
public struct CrossFadeNavigationTransition {}

/// /documentation/swiftui/cubickeyframe
public struct CubicKeyframe {}

/// /documentation/swiftui/customanimation
public struct CustomAnimation {}

/// /documentation/swiftui/customhovereffect
public struct CustomHoverEffect {}

/// /documentation/swiftui/custompresentationdetent
public struct CustomPresentationDetent {}

/// /documentation/swiftui/customizabletoolbarcontent
public struct CustomizableToolbarContent {}

/// /documentation/swiftui/datepicker
public struct DatePicker {}

/// /documentation/swiftui/datepickercomponents
public struct DatePickerComponents {}

/// /documentation/swiftui/datepickerstyle
public struct DatePickerStyle {}

/// /documentation/swiftui/datepickerstyleconfiguration
public struct DatePickerStyleConfiguration {}

/// /documentation/swiftui/debugreplaceableview
public struct DebugReplaceableView {}

/// /documentation/swiftui/defaultbuttonlabel
public struct DefaultButtonLabel {}

/// /documentation/swiftui/defaultbuttonstyle
public struct DefaultButtonStyle {}

/// /documentation/swiftui/defaultdatepickerstyle
public struct DefaultDatePickerStyle {}

/// /documentation/swiftui/defaultdateprogresslabel
public struct DefaultDateProgressLabel {}

/// /documentation/swiftui/defaultdocumentgrouplaunchactions
public struct DefaultDocumentGroupLaunchActions {}

/// /documentation/swiftui/defaultfocusevaluationpriority
public struct DefaultFocusEvaluationPriority {}

/// /documentation/swiftui/defaultgaugestyle
public struct DefaultGaugeStyle {}

/// /documentation/swiftui/defaultglasseffectshape
public struct DefaultGlassEffectShape {}

/// /documentation/swiftui/defaultgroupboxstyle
public struct DefaultGroupBoxStyle {}

/// /documentation/swiftui/defaultlabelstyle
public struct DefaultLabelStyle {}

/// /documentation/swiftui/defaultliststyle
public struct DefaultListStyle {}

/// /documentation/swiftui/defaultmenubuttonstyle
public struct DefaultMenuButtonStyle {}

/// /documentation/swiftui/defaultmenustyle
public struct DefaultMenuStyle {}

/// /documentation/swiftui/defaultnavigationviewstyle
public struct DefaultNavigationViewStyle {}

/// /documentation/swiftui/defaultnewdocumentbuttonlabel
public struct DefaultNewDocumentButtonLabel {}

/// /documentation/swiftui/defaultpickerstyle
public struct DefaultPickerStyle {}

/// /documentation/swiftui/defaultprogressviewstyle
public struct DefaultProgressViewStyle {}

/// /documentation/swiftui/defaultsettingslinklabel
public struct DefaultSettingsLinkLabel {}

/// /documentation/swiftui/defaultsharelinklabel
public struct DefaultShareLinkLabel {}

/// /documentation/swiftui/defaulttablabel
public struct DefaultTabLabel {}

/// /documentation/swiftui/defaulttabviewstyle
public struct DefaultTabViewStyle {}

/// /documentation/swiftui/defaulttextfieldstyle
public struct DefaultTextFieldStyle {}

/// /documentation/swiftui/defaulttogglestyle
public struct DefaultToggleStyle {}

/// /documentation/swiftui/defaulttoolbaritem
public struct DefaultToolbarItem {}

/// /documentation/swiftui/defaultwindowstyle
public struct DefaultWindowStyle {}

/// /documentation/swiftui/defaultwindowtoolbarstyle
public struct DefaultWindowToolbarStyle {}

/// /documentation/swiftui/defaultwindowvisibilitytogglelabel
public struct DefaultWindowVisibilityToggleLabel {}

/// /documentation/swiftui/depthalignment
public struct DepthAlignment {}

/// /documentation/swiftui/depthalignmentid
public struct DepthAlignmentID {}

/// /documentation/swiftui/dialogseverity
public struct DialogSeverity {}

/// /documentation/swiftui/digitalcrownevent
public struct DigitalCrownEvent {}

/// /documentation/swiftui/digitalcrownrotationalsensitivity
public struct DigitalCrownRotationalSensitivity {}

/// /documentation/swiftui/disabledtextselectability
public struct DisabledTextSelectability {}

/// /documentation/swiftui/disclosuregroup
public struct DisclosureGroup {}

/// /documentation/swiftui/disclosuregroupstyle
public struct DisclosureGroupStyle {}

/// /documentation/swiftui/disclosuregroupstyleconfiguration
public struct DisclosureGroupStyleConfiguration {}

/// /documentation/swiftui/disclosuretablerow
public struct DisclosureTableRow {}

/// /documentation/swiftui/dismissaction
public struct DismissAction {}

/// /documentation/swiftui/dismissbehavior
public struct DismissBehavior {}

/// /documentation/swiftui/dismissimmersivespaceaction
public struct DismissImmersiveSpaceAction {}

/// /documentation/swiftui/dismisssearchaction
public struct DismissSearchAction {}

/// /documentation/swiftui/dismisswindowaction
public struct DismissWindowAction {}

/// /documentation/swiftui/displayproxy
public struct DisplayProxy {}

/// /documentation/swiftui/divider
public struct Divider {}

/// /documentation/swiftui/document
public struct Document {}

/// /documentation/swiftui/documentbasebox
public struct DocumentBaseBox {}

/// /documentation/swiftui/documentconfiguration
public struct DocumentConfiguration {}

/// /documentation/swiftui/documentcreationcontext
public struct DocumentCreationContext {}

/// /documentation/swiftui/documentcreationsource
public struct DocumentCreationSource {}

/// /documentation/swiftui/documentgroup
public struct DocumentGroup {}

/// /documentation/swiftui/documentgrouplaunchscene
public struct DocumentGroupLaunchScene {}

/// /documentation/swiftui/documentlaunchgeometryproxy
public struct DocumentLaunchGeometryProxy {}

/// /documentation/swiftui/documentlaunchview
public struct DocumentLaunchView {}

/// /documentation/swiftui/documentreadconfiguration
public struct DocumentReadConfiguration {}

/// /documentation/swiftui/documentreader
public struct DocumentReader {}

/// /documentation/swiftui/documentwriteconfiguration
public struct DocumentWriteConfiguration {}

/// /documentation/swiftui/documentwriter
public struct DocumentWriter {}

/// /documentation/swiftui/doublecolumnnavigationviewstyle
public struct DoubleColumnNavigationViewStyle {}

/// /documentation/swiftui/dragconfiguration
public struct DragConfiguration {}

/// /documentation/swiftui/dragdroppreviewsformation
public struct DragDropPreviewsFormation {}

/// /documentation/swiftui/draggesture
public struct DragGesture {}

/// /documentation/swiftui/dragsession
public struct DragSession {}

/// /documentation/swiftui/dropconfiguration
public struct DropConfiguration {}

/// /documentation/swiftui/dropdelegate
public struct DropDelegate {}

/// /documentation/swiftui/dropinfo
public struct DropInfo {}

/// /documentation/swiftui/dropoperation
public struct DropOperation {}

/// /documentation/swiftui/dropproposal
public struct DropProposal {}

/// /documentation/swiftui/dropsession
public struct DropSession {}

/// /documentation/swiftui/dynamicproperty
public struct DynamicProperty {}

/// /documentation/swiftui/dynamictablerowcontent
public struct DynamicTableRowContent {}

/// /documentation/swiftui/dynamictypesize
public struct DynamicTypeSize {}

/// /documentation/swiftui/dynamicviewcontent
public struct DynamicViewContent {}

/// /documentation/swiftui/edge
public struct Edge {}

/// /documentation/swiftui/edge3d
public struct Edge3D {}

/// /documentation/swiftui/edgeinsets
public struct EdgeInsets {}

/// /documentation/swiftui/edgeinsets3d
public struct EdgeInsets3D {}

/// /documentation/swiftui/editactions
public struct EditActions {}

/// /documentation/swiftui/editbutton
public struct EditButton {}

/// /documentation/swiftui/editmode
public struct EditMode {}

/// /documentation/swiftui/editablecollectioncontent
public struct EditableCollectionContent {}

/// /documentation/swiftui/ellipse
public struct Ellipse {}

/// /documentation/swiftui/ellipticalgradient
public struct EllipticalGradient {}

/// /documentation/swiftui/ellipticalliststyle
public struct EllipticalListStyle {}

/// /documentation/swiftui/emptyanimatabledata
public struct EmptyAnimatableData {}

/// /documentation/swiftui/emptycommands
public struct EmptyCommands {}

/// /documentation/swiftui/emptycontent
public struct EmptyContent {}

/// /documentation/swiftui/emptycontrolwidgetconfiguration
public struct EmptyControlWidgetConfiguration {}

/// /documentation/swiftui/emptycontrolwidgettemplate
public struct EmptyControlWidgetTemplate {}

/// /documentation/swiftui/emptyhovereffect
public struct EmptyHoverEffect {}

/// /documentation/swiftui/emptyhovereffectcontent
public struct EmptyHoverEffectContent {}

/// /documentation/swiftui/emptymatchedtransitionsourceconfiguration
public struct EmptyMatchedTransitionSourceConfiguration {}

/// /documentation/swiftui/emptymodifier
public struct EmptyModifier {}

/// /documentation/swiftui/emptytablerowcontent
public struct EmptyTableRowContent {}

/// /documentation/swiftui/emptyview
public struct EmptyView {}

/// /documentation/swiftui/emptyvisualeffect
public struct EmptyVisualEffect {}

/// /documentation/swiftui/emptywidgetconfiguration
public struct EmptyWidgetConfiguration {}

/// /documentation/swiftui/enabledtextselectability
public struct EnabledTextSelectability {}

/// /documentation/swiftui/environment
public struct Environment {}

/// /documentation/swiftui/environmentkey
public struct EnvironmentKey {}

/// /documentation/swiftui/environmentobject
public struct EnvironmentObject {}

/// /documentation/swiftui/environmentvalues
public struct EnvironmentValues {}

/// /documentation/swiftui/environmentalmodifier
public struct EnvironmentalModifier {}

/// /documentation/swiftui/equatableview
public struct EquatableView {}

/// /documentation/swiftui/eventmodifiers
public struct EventModifiers {}

/// /documentation/swiftui/everyminutetimelineschedule
public struct EveryMinuteTimelineSchedule {}

/// /documentation/swiftui/exclusivegesture
public struct ExclusiveGesture {}

/// /documentation/swiftui/expandedwindowtoolbarstyle
public struct ExpandedWindowToolbarStyle {}

/// /documentation/swiftui/explicittimelineschedule
public struct ExplicitTimelineSchedule {}

/// /documentation/swiftui/externalnoninteractiveaccessory
public struct ExternalNonInteractiveAccessory {}

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

/// /documentation/swiftui/observedobject
public struct ObservedObject {}

/// /documentation/swiftui/offsetshape
public struct OffsetShape {}

/// /documentation/swiftui/offsettransition
public struct OffsetTransition {}

/// /documentation/swiftui/oninserttablerowmodifier
public struct OnInsertTableRowModifier {}

/// /documentation/swiftui/opacitytransition
public struct OpacityTransition {}

/// /documentation/swiftui/opendocumentaction
public struct OpenDocumentAction {}

/// /documentation/swiftui/openimmersivespaceaction
public struct OpenImmersiveSpaceAction {}

/// /documentation/swiftui/opensettingsaction
public struct OpenSettingsAction {}

/// /documentation/swiftui/openurlaction
public struct OpenURLAction {}

/// /documentation/swiftui/openwindowaction
public struct OpenWindowAction {}

/// /documentation/swiftui/ornamentattachmentanchor
public struct OrnamentAttachmentAnchor {}

/// /documentation/swiftui/ornamenthovercontenteffect
public struct OrnamentHoverContentEffect {}

/// /documentation/swiftui/ornamenthovereffect
public struct OrnamentHoverEffect {}

/// /documentation/swiftui/outlinegroup
public struct OutlineGroup {}

/// /documentation/swiftui/outlinesubgroupchildren
public struct OutlineSubgroupChildren {}

/// /documentation/swiftui/pageindexviewstyle
public struct PageIndexViewStyle {}

/// /documentation/swiftui/pagepresentationsizing
public struct PagePresentationSizing {}

/// /documentation/swiftui/pagetabviewstyle
public struct PageTabViewStyle {}

/// /documentation/swiftui/pagingscrolltargetbehavior
public struct PagingScrollTargetBehavior {}

/// /documentation/swiftui/palettecontrolgroupstyle
public struct PaletteControlGroupStyle {}

/// /documentation/swiftui/palettepickerstyle
public struct PalettePickerStyle {}

/// /documentation/swiftui/paletteselectioneffect
public struct PaletteSelectionEffect {}

/// /documentation/swiftui/pastebutton
public struct PasteButton {}

/// /documentation/swiftui/path
public struct Path {}

/// /documentation/swiftui/pencildoubletapgesturevalue
public struct PencilDoubleTapGestureValue {}

/// /documentation/swiftui/pencilhoverpose
public struct PencilHoverPose {}

/// /documentation/swiftui/pencilpreferredaction
public struct PencilPreferredAction {}

/// /documentation/swiftui/pencilsqueezegesturephase
public struct PencilSqueezeGesturePhase {}

/// /documentation/swiftui/pencilsqueezegesturevalue
public struct PencilSqueezeGestureValue {}

/// /documentation/swiftui/periodictimelineschedule
public struct PeriodicTimelineSchedule {}

/// /documentation/swiftui/phaseanimator
public struct PhaseAnimator {}

/// /documentation/swiftui/physicalmetric
public struct PhysicalMetric {}

/// /documentation/swiftui/physicalmetricsconverter
public struct PhysicalMetricsConverter {}

/// /documentation/swiftui/picker
public struct Picker {}

/// /documentation/swiftui/pickerstyle
public struct PickerStyle {}

/// /documentation/swiftui/pinnedscrollableviews
public struct PinnedScrollableViews {}

/// /documentation/swiftui/placeholdercontentview
public struct PlaceholderContentView {}

/// /documentation/swiftui/placeholdertextshapestyle
public struct PlaceholderTextShapeStyle {}

/// /documentation/swiftui/plainbuttonstyle
public struct PlainButtonStyle {}

/// /documentation/swiftui/plainliststyle
public struct PlainListStyle {}

/// /documentation/swiftui/plaintexteditorstyle
public struct PlainTextEditorStyle {}

/// /documentation/swiftui/plaintextfieldstyle
public struct PlainTextFieldStyle {}

/// /documentation/swiftui/plainwindowstyle
public struct PlainWindowStyle {}

/// /documentation/swiftui/plateglassbackgroundeffect
public struct PlateGlassBackgroundEffect {}

/// /documentation/swiftui/pointerstyle
public struct PointerStyle {}

/// /documentation/swiftui/popupbuttonpickerstyle
public struct PopUpButtonPickerStyle {}

/// /documentation/swiftui/popoverattachmentanchor
public struct PopoverAttachmentAnchor {}

/// /documentation/swiftui/preferencekey
public struct PreferenceKey {}

/// /documentation/swiftui/preferredcolorschemekey
public struct PreferredColorSchemeKey {}

/// /documentation/swiftui/presentationadaptation
public struct PresentationAdaptation {}

/// /documentation/swiftui/presentationbackgroundinteraction
public struct PresentationBackgroundInteraction {}

/// /documentation/swiftui/presentationcontentinteraction
public struct PresentationContentInteraction {}

/// /documentation/swiftui/presentationdetent
public struct PresentationDetent {}

/// /documentation/swiftui/presentationmode
public struct PresentationMode {}

/// /documentation/swiftui/presentationsizing
public struct PresentationSizing {}

/// /documentation/swiftui/presentationsizingcontext
public struct PresentationSizingContext {}

/// /documentation/swiftui/presentationsizingroot
public struct PresentationSizingRoot {}

/// /documentation/swiftui/presentedwindowcontent
public struct PresentedWindowContent {}

/// /documentation/swiftui/previewcontext
public struct PreviewContext {}

/// /documentation/swiftui/previewcontextkey
public struct PreviewContextKey {}

/// /documentation/swiftui/previewdevice
public struct PreviewDevice {}

/// /documentation/swiftui/previewmodifier
public struct PreviewModifier {}

/// /documentation/swiftui/previewmodifiercontent
public struct PreviewModifierContent {}

/// /documentation/swiftui/previewplatform
public struct PreviewPlatform {}

/// /documentation/swiftui/previewprovider
public struct PreviewProvider {}

/// /documentation/swiftui/primitivebuttonstyle
public struct PrimitiveButtonStyle {}

/// /documentation/swiftui/primitivebuttonstyleconfiguration
public struct PrimitiveButtonStyleConfiguration {}

/// /documentation/swiftui/progressview
public struct ProgressView {}

/// /documentation/swiftui/progressviewstyle
public struct ProgressViewStyle {}

/// /documentation/swiftui/progressviewstyleconfiguration
public struct ProgressViewStyleConfiguration {}

/// /documentation/swiftui/progressiveimmersionaspectratio
public struct ProgressiveImmersionAspectRatio {}

/// /documentation/swiftui/progressiveimmersionstyle
public struct ProgressiveImmersionStyle {}

/// /documentation/swiftui/projectiontransform
public struct ProjectionTransform {}

/// /documentation/swiftui/prominence
public struct Prominence {}

/// /documentation/swiftui/prominentdetailnavigationsplitviewstyle
public struct ProminentDetailNavigationSplitViewStyle {}

/// /documentation/swiftui/proposedviewsize
public struct ProposedViewSize {}

/// /documentation/swiftui/pulldownbutton
public struct PullDownButton {}

/// /documentation/swiftui/pulldownmenubarextrastyle
public struct PullDownMenuBarExtraStyle {}

/// /documentation/swiftui/pulldownmenubuttonstyle
public struct PullDownMenuButtonStyle {}

/// /documentation/swiftui/pushtransition
public struct PushTransition {}

/// /documentation/swiftui/pushwindowaction
public struct PushWindowAction {}

/// /documentation/swiftui/radialgradient
public struct RadialGradient {}

/// /documentation/swiftui/radiogrouppickerstyle
public struct RadioGroupPickerStyle {}

/// /documentation/swiftui/readabledocument
public struct ReadableDocument {}

/// /documentation/swiftui/rectangle
public struct Rectangle {}

/// /documentation/swiftui/rectanglecornerinsets
public struct RectangleCornerInsets {}

/// /documentation/swiftui/rectanglecornerradii
public struct RectangleCornerRadii {}

/// /documentation/swiftui/redactionreasons
public struct RedactionReasons {}

/// /documentation/swiftui/referencefiledocument
public struct ReferenceFileDocument {}

/// /documentation/swiftui/referencefiledocumentconfiguration
public struct ReferenceFileDocumentConfiguration {}

/// /documentation/swiftui/refreshaction
public struct RefreshAction {}

/// /documentation/swiftui/remotedeviceidentifier
public struct RemoteDeviceIdentifier {}

/// /documentation/swiftui/remoteimmersivespace
public struct RemoteImmersiveSpace {}

/// /documentation/swiftui/renameaction
public struct RenameAction {}

/// /documentation/swiftui/renamebutton
public struct RenameButton {}

/// /documentation/swiftui/reorderdifference
public struct ReorderDifference {}

/// /documentation/swiftui/reorderablesinglecollectionidentifier
public struct ReorderableSingleCollectionIdentifier {}

/// /documentation/swiftui/resetfocusaction
public struct ResetFocusAction {}

/// /documentation/swiftui/rotategesture
public struct RotateGesture {}

/// /documentation/swiftui/rotategesture3d
public struct RotateGesture3D {}

/// /documentation/swiftui/rotatedshape
public struct RotatedShape {}

/// /documentation/swiftui/rotationgesture
public struct RotationGesture {}

/// /documentation/swiftui/roundedbordertexteditorstyle
public struct RoundedBorderTextEditorStyle {}

/// /documentation/swiftui/roundedbordertextfieldstyle
public struct RoundedBorderTextFieldStyle {}

/// /documentation/swiftui/roundedcornerstyle
public struct RoundedCornerStyle {}

/// /documentation/swiftui/roundedrectangle
public struct RoundedRectangle {}

/// /documentation/swiftui/roundedrectangularshape
public struct RoundedRectangularShape {}

/// /documentation/swiftui/roundedrectangularshapecorners
public struct RoundedRectangularShapeCorners {}

/// /documentation/swiftui/safearearegions
public struct SafeAreaRegions {}

/// /documentation/swiftui/scaletransition
public struct ScaleTransition {}

/// /documentation/swiftui/scaledmetric
public struct ScaledMetric {}

/// /documentation/swiftui/scaledshape
public struct ScaledShape {}

/// /documentation/swiftui/scene
public struct Scene {}

/// /documentation/swiftui/sceneaccessorycontent
public struct SceneAccessoryContent {}

/// /documentation/swiftui/scenebuilder
public struct SceneBuilder {}

/// /documentation/swiftui/scenelaunchbehavior
public struct SceneLaunchBehavior {}

/// /documentation/swiftui/scenepadding
public struct ScenePadding {}

/// /documentation/swiftui/scenephase
public struct ScenePhase {}

/// /documentation/swiftui/scenerestorationbehavior
public struct SceneRestorationBehavior {}

/// /documentation/swiftui/scenestorage
public struct SceneStorage {}

/// /documentation/swiftui/scrollanchorrole
public struct ScrollAnchorRole {}

/// /documentation/swiftui/scrollbouncebehavior
public struct ScrollBounceBehavior {}

/// /documentation/swiftui/scrollcontentoffsetadjustmentbehavior
public struct ScrollContentOffsetAdjustmentBehavior {}

/// /documentation/swiftui/scrolldismisseskeyboardmode
public struct ScrollDismissesKeyboardMode {}

/// /documentation/swiftui/scrolledgeeffectstyle
public struct ScrollEdgeEffectStyle {}

/// /documentation/swiftui/scrollgeometry
public struct ScrollGeometry {}

/// /documentation/swiftui/scrollindicatorvisibility
public struct ScrollIndicatorVisibility {}

/// /documentation/swiftui/scrollinputbehavior
public struct ScrollInputBehavior {}

/// /documentation/swiftui/scrollinputkind
public struct ScrollInputKind {}

/// /documentation/swiftui/scrollphase
public struct ScrollPhase {}

/// /documentation/swiftui/scrollphasechangecontext
public struct ScrollPhaseChangeContext {}

/// /documentation/swiftui/scrollposition
public struct ScrollPosition {}

/// /documentation/swiftui/scrolltarget
public struct ScrollTarget {}

/// /documentation/swiftui/scrolltargetbehavior
public struct ScrollTargetBehavior {}

/// /documentation/swiftui/scrolltargetbehaviorcontext
public struct ScrollTargetBehaviorContext {}

/// /documentation/swiftui/scrolltargetbehaviorproperties
public struct ScrollTargetBehaviorProperties {}

/// /documentation/swiftui/scrolltargetbehaviorpropertiescontext
public struct ScrollTargetBehaviorPropertiesContext {}

/// /documentation/swiftui/scrolltransitionconfiguration
public struct ScrollTransitionConfiguration {}

/// /documentation/swiftui/scrolltransitionphase
public struct ScrollTransitionPhase {}

/// /documentation/swiftui/scrollview
public struct ScrollView {}

/// /documentation/swiftui/scrollviewproxy
public struct ScrollViewProxy {}

/// /documentation/swiftui/scrollviewreader
public struct ScrollViewReader {}

/// /documentation/swiftui/searchfieldplacement
public struct SearchFieldPlacement {}

/// /documentation/swiftui/searchpresentationtoolbarbehavior
public struct SearchPresentationToolbarBehavior {}

/// /documentation/swiftui/searchscopeactivation
public struct SearchScopeActivation {}

/// /documentation/swiftui/searchsuggestionsplacement
public struct SearchSuggestionsPlacement {}

/// /documentation/swiftui/searchtoolbarbehavior
public struct SearchToolbarBehavior {}

/// /documentation/swiftui/searchunavailablecontent
public struct SearchUnavailableContent {}

/// /documentation/swiftui/section
public struct Section {}

/// /documentation/swiftui/sectioncollection
public struct SectionCollection {}

/// /documentation/swiftui/sectionconfiguration
public struct SectionConfiguration {}

/// /documentation/swiftui/sectionedfetchrequest
public struct SectionedFetchRequest {}

/// /documentation/swiftui/sectionedfetchresults
public struct SectionedFetchResults {}

/// /documentation/swiftui/securefield
public struct SecureField {}

/// /documentation/swiftui/segmentedpickerstyle
public struct SegmentedPickerStyle {}

/// /documentation/swiftui/selectionshapestyle
public struct SelectionShapeStyle {}

/// /documentation/swiftui/sensoryfeedback
public struct SensoryFeedback {}

/// /documentation/swiftui/separatorshapestyle
public struct SeparatorShapeStyle {}

/// /documentation/swiftui/sequencegesture
public struct SequenceGesture {}

/// /documentation/swiftui/settings
public struct Settings {}

/// /documentation/swiftui/settingslink
public struct SettingsLink {}

/// /documentation/swiftui/shader
public struct Shader {}

/// /documentation/swiftui/shaderfunction
public struct ShaderFunction {}

/// /documentation/swiftui/shaderlibrary
public struct ShaderLibrary {}

/// /documentation/swiftui/shadowstyle
public struct ShadowStyle {}

/// /documentation/swiftui/shape
public struct Shape {}

/// /documentation/swiftui/shaperole
public struct ShapeRole {}

/// /documentation/swiftui/shapestyle
public struct ShapeStyle {}

/// /documentation/swiftui/shapeview
public struct ShapeView {}

/// /documentation/swiftui/sharelink
public struct ShareLink {}

/// /documentation/swiftui/sharepreview
public struct SharePreview {}

/// /documentation/swiftui/sidebaradaptabletabviewstyle
public struct SidebarAdaptableTabViewStyle {}

/// /documentation/swiftui/sidebarcommands
public struct SidebarCommands {}

/// /documentation/swiftui/sidebarliststyle
public struct SidebarListStyle {}

/// /documentation/swiftui/sidebarrowsize
public struct SidebarRowSize {}

/// /documentation/swiftui/simultaneousgesture
public struct SimultaneousGesture {}

/// /documentation/swiftui/sizedependenttextvariant
public struct SizeDependentTextVariant {}

/// /documentation/swiftui/slidetransition
public struct SlideTransition {}

/// /documentation/swiftui/slider
public struct Slider {}

/// /documentation/swiftui/slidertick
public struct SliderTick {}

/// /documentation/swiftui/slidertickbuilder
public struct SliderTickBuilder {}

/// /documentation/swiftui/slidertickcontent
public struct SliderTickContent {}

/// /documentation/swiftui/slidertickcontentforeach
public struct SliderTickContentForEach {}

/// /documentation/swiftui/snapshotdata
public struct SnapshotData {}

/// /documentation/swiftui/snapshotresponse
public struct SnapshotResponse {}

/// /documentation/swiftui/spacer
public struct Spacer {}

/// /documentation/swiftui/spacersizing
public struct SpacerSizing {}

/// /documentation/swiftui/spatialcontainer
public struct SpatialContainer {}

/// /documentation/swiftui/spatialeventcollection
public struct SpatialEventCollection {}

/// /documentation/swiftui/spatialeventgesture
public struct SpatialEventGesture {}

/// /documentation/swiftui/spatialtapgesture
public struct SpatialTapGesture {}

/// /documentation/swiftui/spring
public struct Spring {}

/// /documentation/swiftui/springkeyframe
public struct SpringKeyframe {}

/// /documentation/swiftui/springloadingbehavior
public struct SpringLoadingBehavior {}

/// /documentation/swiftui/squareazimuth
public struct SquareAzimuth {}

/// /documentation/swiftui/squarebordertextfieldstyle
public struct SquareBorderTextFieldStyle {}

/// /documentation/swiftui/stacknavigationviewstyle
public struct StackNavigationViewStyle {}

/// /documentation/swiftui/stateobject
public struct StateObject {}

/// /documentation/swiftui/stepper
public struct Stepper {}

/// /documentation/swiftui/stepperfielddatepickerstyle
public struct StepperFieldDatePickerStyle {}

/// /documentation/swiftui/strokebordershapeview
public struct StrokeBorderShapeView {}

/// /documentation/swiftui/strokeshapeview
public struct StrokeShapeView {}

/// /documentation/swiftui/strokestyle
public struct StrokeStyle {}

/// /documentation/swiftui/submitlabel
public struct SubmitLabel {}

/// /documentation/swiftui/submittriggers
public struct SubmitTriggers {}

/// /documentation/swiftui/subscriptionview
public struct SubscriptionView {}

/// /documentation/swiftui/subview
public struct Subview {}

/// /documentation/swiftui/subviewscollection
public struct SubviewsCollection {}

/// /documentation/swiftui/subviewscollectionslice
public struct SubviewsCollectionSlice {}

/// /documentation/swiftui/surfacesnappinginfo
public struct SurfaceSnappingInfo {}

/// /documentation/swiftui/surroundingseffect
public struct SurroundingsEffect {}

/// /documentation/swiftui/switchtogglestyle
public struct SwitchToggleStyle {}

/// /documentation/swiftui/symbolcolorrenderingmode
public struct SymbolColorRenderingMode {}

/// /documentation/swiftui/symboleffecttransition
public struct SymbolEffectTransition {}

/// /documentation/swiftui/symbolrenderingmode
public struct SymbolRenderingMode {}

/// /documentation/swiftui/symbolvariablevaluemode
public struct SymbolVariableValueMode {}

/// /documentation/swiftui/symbolvariants
public struct SymbolVariants {}

/// /documentation/swiftui/systemformatstyle
public struct SystemFormatStyle {}

/// /documentation/swiftui/tab
public struct Tab {}

/// /documentation/swiftui/tabbarminimizebehavior
public struct TabBarMinimizeBehavior {}

/// /documentation/swiftui/tabbaronlytabviewstyle
public struct TabBarOnlyTabViewStyle {}

/// /documentation/swiftui/tabbarplacement
public struct TabBarPlacement {}

/// /documentation/swiftui/tabcontent
public struct TabContent {}

/// /documentation/swiftui/tabcontentbuilder
public struct TabContentBuilder {}

/// /documentation/swiftui/tabcustomizationbehavior
public struct TabCustomizationBehavior {}

/// /documentation/swiftui/tabplacement
public struct TabPlacement {}

/// /documentation/swiftui/tabrole
public struct TabRole {}

/// /documentation/swiftui/tabsearchactivation
public struct TabSearchActivation {}

/// /documentation/swiftui/tabsection
public struct TabSection {}

/// /documentation/swiftui/tabsectionexpansion
public struct TabSectionExpansion {}

/// /documentation/swiftui/tabview
public struct TabView {}

/// /documentation/swiftui/tabviewbottomaccessoryplacement
public struct TabViewBottomAccessoryPlacement {}

/// /documentation/swiftui/tabviewcustomization
public struct TabViewCustomization {}

/// /documentation/swiftui/tabviewstyle
public struct TabViewStyle {}

/// /documentation/swiftui/table
public struct Table {}

/// /documentation/swiftui/tablecolumn
public struct TableColumn {}

/// /documentation/swiftui/tablecolumnalignment
public struct TableColumnAlignment {}

/// /documentation/swiftui/tablecolumnbuilder
public struct TableColumnBuilder {}

/// /documentation/swiftui/tablecolumncontent
public struct TableColumnContent {}

/// /documentation/swiftui/tablecolumncustomization
public struct TableColumnCustomization {}

/// /documentation/swiftui/tablecolumncustomizationbehavior
public struct TableColumnCustomizationBehavior {}

/// /documentation/swiftui/tablecolumnforeach
public struct TableColumnForEach {}

/// /documentation/swiftui/tableforeachcontent
public struct TableForEachContent {}

/// /documentation/swiftui/tableheaderrowcontent
public struct TableHeaderRowContent {}

/// /documentation/swiftui/tableoutlinegroupcontent
public struct TableOutlineGroupContent {}

/// /documentation/swiftui/tablerow
public struct TableRow {}

/// /documentation/swiftui/tablerowbuilder
public struct TableRowBuilder {}

/// /documentation/swiftui/tablerowcontent
public struct TableRowContent {}

/// /documentation/swiftui/tablestyle
public struct TableStyle {}

/// /documentation/swiftui/tablestyleconfiguration
public struct TableStyleConfiguration {}

/// /documentation/swiftui/tabspickerstyle
public struct TabsPickerStyle {}

/// /documentation/swiftui/tapgesture
public struct TapGesture {}

/// /documentation/swiftui/textalignment
public struct TextAlignment {}

/// /documentation/swiftui/textattribute
public struct TextAttribute {}

/// /documentation/swiftui/texteditingcommands
public struct TextEditingCommands {}

/// /documentation/swiftui/texteditor
public struct TextEditor {}

/// /documentation/swiftui/texteditorstyle
public struct TextEditorStyle {}

/// /documentation/swiftui/texteditorstyleconfiguration
public struct TextEditorStyleConfiguration {}

/// /documentation/swiftui/textfield
public struct TextField {}

/// /documentation/swiftui/textfieldlink
public struct TextFieldLink {}

/// /documentation/swiftui/textfieldstyle
public struct TextFieldStyle {}

/// /documentation/swiftui/textformattingcommands
public struct TextFormattingCommands {}

/// /documentation/swiftui/textinputautocapitalization
public struct TextInputAutocapitalization {}

/// /documentation/swiftui/textinputbordershape
public struct TextInputBorderShape {}

/// /documentation/swiftui/textinputdictationactivation
public struct TextInputDictationActivation {}

/// /documentation/swiftui/textinputdictationbehavior
public struct TextInputDictationBehavior {}

/// /documentation/swiftui/textinputformattingcontrolplacement
public struct TextInputFormattingControlPlacement {}

/// /documentation/swiftui/textproxy
public struct TextProxy {}

/// /documentation/swiftui/textrenderer
public struct TextRenderer {}

/// /documentation/swiftui/textselectability
public struct TextSelectability {}

/// /documentation/swiftui/textselection
public struct TextSelection {}

/// /documentation/swiftui/textselectionaffinity
public struct TextSelectionAffinity {}

/// /documentation/swiftui/textvariantpreference
public struct TextVariantPreference {}

/// /documentation/swiftui/timedatasource
public struct TimeDataSource {}

/// /documentation/swiftui/timelineschedule
public struct TimelineSchedule {}

/// /documentation/swiftui/timelineschedulemode
public struct TimelineScheduleMode {}

/// /documentation/swiftui/timelineview
public struct TimelineView {}

/// /documentation/swiftui/timelineviewdefaultcontext
public struct TimelineViewDefaultContext {}

/// /documentation/swiftui/tintshapestyle
public struct TintShapeStyle {}

/// /documentation/swiftui/titleandiconlabelstyle
public struct TitleAndIconLabelStyle {}

/// /documentation/swiftui/titlebarwindowstyle
public struct TitleBarWindowStyle {}

/// /documentation/swiftui/titleonlylabelstyle
public struct TitleOnlyLabelStyle {}

/// /documentation/swiftui/toggle
public struct Toggle {}

/// /documentation/swiftui/togglestyle
public struct ToggleStyle {}

/// /documentation/swiftui/togglestyleconfiguration
public struct ToggleStyleConfiguration {}

/// /documentation/swiftui/toolbarcommands
public struct ToolbarCommands {}

/// /documentation/swiftui/toolbarcontent
public struct ToolbarContent {}

/// /documentation/swiftui/toolbarcontentbuilder
public struct ToolbarContentBuilder {}

/// /documentation/swiftui/toolbarcustomizationbehavior
public struct ToolbarCustomizationBehavior {}

/// /documentation/swiftui/toolbarcustomizationoptions
public struct ToolbarCustomizationOptions {}

/// /documentation/swiftui/toolbardefaultitemkind
public struct ToolbarDefaultItemKind {}

/// /documentation/swiftui/toolbaritem
public struct ToolbarItem {}

/// /documentation/swiftui/toolbaritemgroup
public struct ToolbarItemGroup {}

/// /documentation/swiftui/toolbaritemplacement
public struct ToolbarItemPlacement {}

/// /documentation/swiftui/toolbaritemvisibilitypriority
public struct ToolbarItemVisibilityPriority {}

/// /documentation/swiftui/toolbarlabelstyle
public struct ToolbarLabelStyle {}

/// /documentation/swiftui/toolbarminimizationsafeareaadjustment
public struct ToolbarMinimizationSafeAreaAdjustment {}

/// /documentation/swiftui/toolbarminimizebehavior
public struct ToolbarMinimizeBehavior {}

/// /documentation/swiftui/toolbaroverflowmenu
public struct ToolbarOverflowMenu {}

/// /documentation/swiftui/toolbarplacement
public struct ToolbarPlacement {}

/// /documentation/swiftui/toolbarrole
public struct ToolbarRole {}

/// /documentation/swiftui/toolbarspacer
public struct ToolbarSpacer {}

/// /documentation/swiftui/toolbartitledisplaymode
public struct ToolbarTitleDisplayMode {}

/// /documentation/swiftui/toolbartitlemenu
public struct ToolbarTitleMenu {}

/// /documentation/swiftui/touchbar
public struct TouchBar {}

/// /documentation/swiftui/touchbaritempresence
public struct TouchBarItemPresence {}

/// /documentation/swiftui/transaction
public struct Transaction {}

/// /documentation/swiftui/transactionkey
public struct TransactionKey {}

/// /documentation/swiftui/transformedshape
public struct TransformedShape {}

/// /documentation/swiftui/transition
public struct Transition {}

/// /documentation/swiftui/transitionphase
public struct TransitionPhase {}

/// /documentation/swiftui/transitionproperties
public struct TransitionProperties {}

/// /documentation/swiftui/tuplecontent
public struct TupleContent {}

/// /documentation/swiftui/tupleslidertickcontent
public struct TupleSliderTickContent {}

/// /documentation/swiftui/tupletablecolumncontent
public struct TupleTableColumnContent {}

/// /documentation/swiftui/tupletablerowcontent
public struct TupleTableRowContent {}

/// /documentation/swiftui/typesettinglanguage
public struct TypesettingLanguage {}

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

/// /documentation/swiftui/windowgroup
public struct WindowGroup {}

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
