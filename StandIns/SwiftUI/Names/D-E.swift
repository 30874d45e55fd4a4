// SwiftUI's other top-level names beginning with D–E (scripts/swiftui/swiftui-names.json), declared
// empty so that a public name of ours equal to one collides here as on a Mac. Written by
// scripts/swiftui/check.py --write-names.

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

/// /documentation/swiftui/emptyvisualeffect
public struct EmptyVisualEffect {}

/// /documentation/swiftui/emptywidgetconfiguration
public struct EmptyWidgetConfiguration {}

/// /documentation/swiftui/enabledtextselectability
public struct EnabledTextSelectability {}

/// /documentation/swiftui/environmentkey
public struct EnvironmentKey {}

/// /documentation/swiftui/environmentobject
public struct EnvironmentObject {}

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
