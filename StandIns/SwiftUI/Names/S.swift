// SwiftUI's other top-level names beginning with S (scripts/swiftui/swiftui-names.json), declared
// empty so that a public name of ours equal to one collides here as on a Mac. Written by
// scripts/swiftui/check.py --write-names.

/// /documentation/swiftui/safearearegions
public struct SafeAreaRegions {}

/// /documentation/swiftui/scaletransition
public struct ScaleTransition {}

/// /documentation/swiftui/scaledmetric
public struct ScaledMetric {}

/// /documentation/swiftui/scaledshape
public struct ScaledShape {}

/// /documentation/swiftui/sceneaccessorycontent
public struct SceneAccessoryContent {}

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
