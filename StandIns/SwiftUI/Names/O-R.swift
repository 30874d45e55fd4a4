// SwiftUI's other top-level names beginning with O–R (scripts/swiftui/swiftui-names.json), declared
// empty so that a public name of ours equal to one collides here as on a Mac. Written by
// scripts/swiftui/check.py --write-names.

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
