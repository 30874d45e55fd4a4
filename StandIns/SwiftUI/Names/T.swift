// SwiftUI's other top-level names beginning with T (scripts/swiftui/swiftui-names.json), declared
// empty so that a public name of ours equal to one collides here as on a Mac. Written by
// scripts/swiftui/check.py --write-names.

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
