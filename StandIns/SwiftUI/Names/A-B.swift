// SwiftUI's other top-level names beginning with A–B (scripts/swiftui/swiftui-names.json), declared
// empty so that a public name of ours equal to one collides here as on a Mac. Written by
// scripts/swiftui/check.py --write-names.

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
