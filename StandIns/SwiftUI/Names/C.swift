// SwiftUI's other top-level names beginning with C (scripts/swiftui/swiftui-names.json), declared
// empty so that a public name of ours equal to one collides here as on a Mac. Written by
// scripts/swiftui/check.py --write-names.

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
