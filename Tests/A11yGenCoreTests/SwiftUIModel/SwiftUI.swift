// A model of the SwiftUI API surface a11y-gen emits, for type-checking generated code on Linux.
// Shapes follow ../shared/reference/swiftui-api.md: argument labels, generic constraints,
// optionality and return types as Apple declares them (Picker, Toggle, Stepper and their styles, which the
// reference lacks, follow CHOICE-APIS.md next to this file). Availability is modelled by absence:
// the harness defines IOS / MACOS and IOS_<v> / MACOS_<v> up to the configuration's minimum OS,
// and a declaration newer than that minimum is simply not compiled in. Bodies are placeholders;
// only the declarations matter.
@_exported import Foundation

#if IOS
    @_exported import UIKit
#endif
#if MACOS
    @_exported import AppKit
#endif

// MARK: - Core protocols and builders

@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    nonisolated public var body: Never { fatalError() }
}

/// Leaf views of the model: no body of their own.
public protocol _PrimitiveView: View where Body == Never {}
extension _PrimitiveView {
    nonisolated public var body: Never { fatalError("model only") }
}

@MainActor @preconcurrency public protocol ViewModifier {
    associatedtype Body: View
}

public protocol DynamicProperty {}

@resultBuilder public struct ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    // The variadic buildBlock needs the runtime's parameter packs: iOS 17 / macOS 14. Before them,
    // SDKs declare one overload per count up to ten, so an eleventh view in a block does not build.
    #if (IOS && IOS_17) || (MACOS && MACOS_14)
        public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
            (repeat each Content)
        > {
            TupleView((repeat each content))
        }
    #else
        public static func buildBlock<C0: View, C1: View>(
            _ c0: C0, _ c1: C1
        ) -> TupleView<(C0, C1)> { TupleView((c0, c1)) }
        public static func buildBlock<C0: View, C1: View, C2: View>(
            _ c0: C0, _ c1: C1, _ c2: C2
        ) -> TupleView<(C0, C1, C2)> { TupleView((c0, c1, c2)) }
        public static func buildBlock<C0: View, C1: View, C2: View, C3: View>(
            _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
        ) -> TupleView<(C0, C1, C2, C3)> { TupleView((c0, c1, c2, c3)) }
        public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View>(
            _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
        ) -> TupleView<(C0, C1, C2, C3, C4)> { TupleView((c0, c1, c2, c3, c4)) }
        public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View>(
            _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
        ) -> TupleView<(C0, C1, C2, C3, C4, C5)> { TupleView((c0, c1, c2, c3, c4, c5)) }
        public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View>(
            _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
        ) -> TupleView<(C0, C1, C2, C3, C4, C5, C6)> { TupleView((c0, c1, c2, c3, c4, c5, c6)) }
        public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View>(
            _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
        ) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7)> { TupleView((c0, c1, c2, c3, c4, c5, c6, c7)) }
        public static func buildBlock<
            C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View
        >(
            _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
        ) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7, C8)> { TupleView((c0, c1, c2, c3, c4, c5, c6, c7, c8)) }
        public static func buildBlock<
            C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View, C9: View
        >(
            _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9
        ) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)> { TupleView((c0, c1, c2, c3, c4, c5, c6, c7, c8, c9)) }
    #endif
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<
        TrueContent, FalseContent
    > {
        _ConditionalContent()
    }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<
        TrueContent, FalseContent
    > {
        _ConditionalContent()
    }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    nonisolated public var body: Never { fatalError() }
}

public struct EmptyView: _PrimitiveView {
    nonisolated public init() {}
}

public struct TupleView<T>: _PrimitiveView {
    public var value: T
    nonisolated public init(_ value: T) { self.value = value }
}

public struct _ConditionalContent<TrueContent, FalseContent>: _PrimitiveView {
    nonisolated init() {}
}

public struct AnyView: _PrimitiveView {
    nonisolated public init<V: View>(_ view: V) {}
}

/// What `some View`-returning modifiers return in the model.
public struct _ModifiedView<Content>: _PrimitiveView {
    nonisolated init() {}
}

public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    nonisolated public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    nonisolated public var body: Never { fatalError() }
}

public struct AccessibilityAttachmentModifier: ViewModifier {
    public typealias Body = Never
    nonisolated init() {}
}

// MARK: - State and bindings

@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { self }
    // Apple's closures are `@Sendable` (Xcode 16 and later): a generated binding that captures
    // something not Sendable fails there in Swift 6, and here too.
    @preconcurrency public init(
        get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void
    ) {}
    @preconcurrency public init(
        get: @escaping @isolated(any) @Sendable () -> Value,
        set: @escaping @isolated(any) @Sendable (Value, Transaction) -> Void
    ) {}
    public static func constant(_ value: Value) -> Binding<Value> { fatalError() }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError()
    }
}
// Apple's: a binding of a Sendable value is Sendable, so a @Sendable get/set may capture another.
extension Binding: @unchecked Sendable where Value: Sendable {}
/// The context of a state change (its animation); only its name is modelled.
public struct Transaction: Sendable {
    public init() {}
}

@propertyWrapper public struct State<Value>: DynamicProperty {
    public init(wrappedValue value: Value) {}
    public init(initialValue value: Value) {}
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { fatalError() }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() {}
}

#if IOS_15 || MACOS_12
    @propertyWrapper public struct FocusState<Value: Hashable>: DynamicProperty {
        @propertyWrapper public struct Binding {
            init(_model: Void) {}
            public var wrappedValue: Value {
                get { fatalError() }
                nonmutating set {}
            }
            public var projectedValue: FocusState<Value>.Binding { self }
        }
        public init() where Value == Bool {}
        public init<T: Hashable>() where Value == T? {}
        public var wrappedValue: Value {
            get { fatalError() }
            nonmutating set {}
        }
        public var projectedValue: FocusState<Value>.Binding { fatalError() }
    }

    public struct AccessibilityTechnologies: OptionSet, Sendable {
        public var rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let voiceOver = AccessibilityTechnologies(rawValue: 1)
        public static let switchControl = AccessibilityTechnologies(rawValue: 2)
    }

    @propertyWrapper public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
        @propertyWrapper public struct Binding {
            init(_model: Void) {}
            public var wrappedValue: Value {
                get { fatalError() }
                nonmutating set {}
            }
            public var projectedValue: AccessibilityFocusState<Value>.Binding { self }
        }
        public init() where Value == Bool {}
        public init(for technologies: AccessibilityTechnologies) where Value == Bool {}
        public init<T: Hashable>() where Value == T? {}
        public init<T: Hashable>(for technologies: AccessibilityTechnologies) where Value == T? {}
        public var wrappedValue: Value {
            get { fatalError() }
            nonmutating set {}
        }
        public var projectedValue: AccessibilityFocusState<Value>.Binding { fatalError() }
    }
#endif

public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
}

#if IOS_14 || MACOS_11
    // Apple's: iOS 14, macOS 11; the proxy is not Sendable, and is used in the reader's actions.
    public struct ScrollViewProxy {
        public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
    }

    public struct ScrollViewReader<Content: View>: _PrimitiveView {
        nonisolated public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {}
    }

    @propertyWrapper public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
        public init(wrappedValue: Value) {}
        public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {}
        public var wrappedValue: Value { fatalError() }
    }
#endif

// MARK: - Text, strings, fonts, colors

public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    public init(_ value: String) {}
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: StringInterpolation) {}
    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        public mutating func appendInterpolation(_ string: String) {}
        public mutating func appendInterpolation(_ text: Text) {}
    }
}

public struct Text: _PrimitiveView, Equatable {
    nonisolated public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) {}
    @_disfavoredOverload nonisolated public init<S: StringProtocol>(_ content: S) {}
    nonisolated public init(verbatim content: String) {}
    nonisolated public func font(_ font: Font?) -> Text { self }
    nonisolated public func bold() -> Text { self }
    nonisolated public static func + (lhs: Text, rhs: Text) -> Text { lhs }
}

public struct Font: Hashable, Sendable {
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title, headline, subheadline, body, callout, footnote, caption
        #if IOS_14 || MACOS_11
            case title2, title3, caption2
        #endif
    }
    public static let largeTitle = Font()
    public static let title = Font()
    public static let headline = Font()
    public static let subheadline = Font()
    public static let body = Font()
    public static let callout = Font()
    public static let footnote = Font()
    public static let caption = Font()
    #if IOS_14 || MACOS_11
        public static let title2 = Font()
        public static let title3 = Font()
        public static let caption2 = Font()
    #endif
    public static func system(size: CGFloat) -> Font { Font() }
    public func weight(_ weight: Weight) -> Font { self }
    public struct Weight: Hashable, Sendable {
        public static let regular = Weight()
        public static let semibold = Weight()
        public static let bold = Weight()
    }
}

public protocol ShapeStyle: Sendable {}

public struct Color: _PrimitiveView, ShapeStyle, Hashable {
    nonisolated public init(white: Double, opacity: Double = 1) {}
    nonisolated public static let red = Color(white: 0)
    nonisolated public static let orange = Color(white: 0)
    nonisolated public static let green = Color(white: 0)
    nonisolated public static let blue = Color(white: 0)
    nonisolated public static let primary = Color(white: 0)
    nonisolated public static let secondary = Color(white: 0)
    nonisolated public static let accentColor = Color(white: 0)
    nonisolated public static let black = Color(white: 0)
    nonisolated public static let white = Color(white: 1)
}

extension ShapeStyle where Self == Color {
    public static var red: Color { .red }
    public static var orange: Color { .orange }
    public static var green: Color { .green }
    public static var blue: Color { .blue }
    public static var black: Color { .black }
    public static var white: Color { .white }
}

#if IOS_15 || MACOS_12
    public struct HierarchicalShapeStyle: ShapeStyle {
        public static let primary = HierarchicalShapeStyle()
        public static let secondary = HierarchicalShapeStyle()
        public static let tertiary = HierarchicalShapeStyle()
    }
    extension ShapeStyle where Self == HierarchicalShapeStyle {
        public static var primary: HierarchicalShapeStyle { .primary }
        public static var secondary: HierarchicalShapeStyle { .secondary }
        public static var tertiary: HierarchicalShapeStyle { .tertiary }
    }
    public struct TintShapeStyle: ShapeStyle {}
    extension ShapeStyle where Self == TintShapeStyle {
        public static var tint: TintShapeStyle { TintShapeStyle() }
    }
#endif

public struct Image: _PrimitiveView {
    nonisolated public init(_ name: String) {}
    #if IOS_13 || MACOS_11
        nonisolated public init(systemName: String) {}
    #endif
}

// MARK: - Layout containers

public enum HorizontalAlignment: Sendable { case leading, center, trailing }
public enum VerticalAlignment: Sendable { case top, center, bottom, firstTextBaseline }
public struct Alignment: Sendable {
    public static let leading = Alignment()
    public static let center = Alignment()
    public static let trailing = Alignment()
}
public enum Axis: Int8, CaseIterable, Sendable { case horizontal, vertical }
public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let leading = Set(rawValue: 2)
        public static let bottom = Set(rawValue: 4)
        public static let trailing = Set(rawValue: 8)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }
    }
}
public struct EdgeInsets: Sendable, Equatable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}
public enum TextAlignment: Sendable { case leading, center, trailing }

public struct VStack<Content: View>: _PrimitiveView {
    nonisolated public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {}
}

public struct HStack<Content: View>: _PrimitiveView {
    nonisolated public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {}
}

public struct Group<Content: View>: _PrimitiveView {
    nonisolated public init(@ViewBuilder content: () -> Content) {}
}

public struct Spacer: _PrimitiveView {
    nonisolated public init(minLength: CGFloat? = nil) {}
}

public struct ScrollView<Content: View>: _PrimitiveView {
    nonisolated public init(
        _ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content
    ) {}
}

extension Axis {
    public struct Set: OptionSet, Sendable {
        public var rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

public struct Form<Content: View>: _PrimitiveView {
    nonisolated public init(@ViewBuilder content: () -> Content) {}
}

public struct Section<Parent, Content, Footer>: _PrimitiveView {
    nonisolated init() {}
}
extension Section where Parent == Text, Content: View, Footer == EmptyView {
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    @_disfavoredOverload nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
}
extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    nonisolated public init(@ViewBuilder content: () -> Content) {}
}

#if IOS_16 || MACOS_13
    public struct NavigationStack<Root: View>: _PrimitiveView {
        nonisolated public init(@ViewBuilder root: () -> Root) {}
    }
#endif

public struct NavigationView<Content: View>: _PrimitiveView {
    nonisolated public init(@ViewBuilder content: () -> Content) {}
}

#if IOS_14 || MACOS_11
    public struct Label<Title: View, Icon: View>: _PrimitiveView {
        nonisolated public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {}
    }
    extension Label where Title == Text, Icon == Image {
        nonisolated public init(_ titleKey: LocalizedStringKey, systemImage name: String) {}
        @_disfavoredOverload nonisolated public init<S: StringProtocol>(_ title: S, systemImage name: String) {}
    }
#endif

#if IOS_16 || MACOS_13
    public struct LabeledContent<Label, Content> {
        nonisolated init() {}
    }
    extension LabeledContent: View where Label: View, Content: View {
        public typealias Body = Never
        nonisolated public var body: Never { fatalError() }
    }
    extension LabeledContent where Label: View, Content: View {
        nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
    }
    extension LabeledContent where Label == Text, Content: View {
        nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
        @_disfavoredOverload nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content)
        {}
    }
    extension LabeledContent where Label == Text, Content == Text {
        nonisolated public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {}
        @_disfavoredOverload nonisolated public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {}
    }
#endif

// MARK: - Controls

// Apple declares the action @MainActor; a closure written in a view body is main-actor either way.
public struct Button<Label: View>: _PrimitiveView {
    @preconcurrency nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
}
extension Button where Label == Text {
    @preconcurrency nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}
    @_disfavoredOverload @preconcurrency nonisolated public init<S: StringProtocol>(
        _ title: S, action: @escaping @MainActor () -> Void
    ) {}
}

public struct TextField<Label: View>: _PrimitiveView {
    nonisolated init() {}
}

extension TextField where Label == Text {
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
    @_disfavoredOverload nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>) {}
    nonisolated public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {}
    @_disfavoredOverload nonisolated public init<S: StringProtocol, V>(
        _ title: S, value: Binding<V>, formatter: Formatter
    ) {}
    #if IOS_15 || MACOS_12
        nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {}
        @_disfavoredOverload nonisolated public init<S: StringProtocol>(
            _ title: S, text: Binding<String>, prompt: Text?
        ) {}
        nonisolated public init<F: ParseableFormatStyle>(
            _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
        ) where F.FormatOutput == String {}
        @_disfavoredOverload nonisolated public init<S: StringProtocol, F: ParseableFormatStyle>(
            _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
        ) where F.FormatOutput == String {}
        nonisolated public init<F: ParseableFormatStyle>(
            _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
        ) where F.FormatOutput == String {}
        @_disfavoredOverload nonisolated public init<S: StringProtocol, F: ParseableFormatStyle>(
            _ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
        ) where F.FormatOutput == String {}
    #endif
    #if IOS_16 || MACOS_13
        nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {}
        @_disfavoredOverload nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        }
        nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {}
        @_disfavoredOverload nonisolated public init<S: StringProtocol>(
            _ title: S, text: Binding<String>, prompt: Text?, axis: Axis
        ) {}
    #endif
}

extension TextField {
    #if IOS_15 || MACOS_12
        nonisolated public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {}
        nonisolated public init<F: ParseableFormatStyle>(
            value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
        ) where F.FormatOutput == String {}
        nonisolated public init<F: ParseableFormatStyle>(
            value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
        ) where F.FormatOutput == String {}
    #endif
    #if IOS_16 || MACOS_13
        nonisolated public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label)
        {}
    #endif
}

public struct SecureField<Label: View>: _PrimitiveView {
    nonisolated init() {}
}

extension SecureField where Label == Text {
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
    @_disfavoredOverload nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>) {}
    #if IOS_15 || MACOS_12
        nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {}
        @_disfavoredOverload nonisolated public init<S: StringProtocol>(
            _ title: S, text: Binding<String>, prompt: Text?
        ) {}
    #endif
}

extension SecureField {
    #if IOS_15 || MACOS_12
        nonisolated public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {}
    #endif
}

// MARK: - Styles and options

@MainActor @preconcurrency public protocol TextFieldStyle {}
public struct DefaultTextFieldStyle: TextFieldStyle { nonisolated public init() {} }
public struct PlainTextFieldStyle: TextFieldStyle { nonisolated public init() {} }
public struct RoundedBorderTextFieldStyle: TextFieldStyle { nonisolated public init() {} }
extension TextFieldStyle where Self == DefaultTextFieldStyle {
    @MainActor @preconcurrency public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle {
    @MainActor @preconcurrency public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    @MainActor @preconcurrency public static var roundedBorder: RoundedBorderTextFieldStyle {
        RoundedBorderTextFieldStyle()
    }
}
#if MACOS
    public struct SquareBorderTextFieldStyle: TextFieldStyle { nonisolated public init() {} }
    extension TextFieldStyle where Self == SquareBorderTextFieldStyle {
        @MainActor @preconcurrency public static var squareBorder: SquareBorderTextFieldStyle {
            SquareBorderTextFieldStyle()
        }
    }
#endif

// The 27 SDK's replacement for .roundedBorder: .bordered plus a border shape (reference §3.1, 27.0 beta).
#if IOS_27 || MACOS_27
    public struct BorderedTextFieldStyle: TextFieldStyle { nonisolated public init() {} }
    extension TextFieldStyle where Self == BorderedTextFieldStyle {
        @MainActor @preconcurrency public static var bordered: BorderedTextFieldStyle { BorderedTextFieldStyle() }
    }

    /// Apple's type also conforms to Shape, which the model does not declare; only the three members are used.
    public struct TextInputBorderShape: Equatable, Sendable {
        public static var automatic: TextInputBorderShape { TextInputBorderShape() }
        public static var capsule: TextInputBorderShape { TextInputBorderShape() }
        public static var roundedRectangle: TextInputBorderShape { TextInputBorderShape() }
    }

    extension View {
        nonisolated public func textInputBorderShape(_ shape: TextInputBorderShape) -> some View {
            _ModifiedView<Self>()
        }
    }
#endif

// ControlSize (Apple's documentation pages; not in the reference): iOS 15, macOS 10.15; .large is
// macOS 11, .extraLarge iOS 17 / macOS 14.
#if IOS_15 || MACOS_10_15
    public enum ControlSize: CaseIterable, Hashable, Sendable {
        case mini, small, regular
        #if IOS_15 || MACOS_11
            case large
        #endif
        #if IOS_17 || MACOS_14
            case extraLarge
        #endif
    }

    extension View {
        nonisolated public func controlSize(_ controlSize: ControlSize) -> some View { _ModifiedView<Self>() }
    }
#endif

#if IOS_15
    public struct TextInputAutocapitalization: Sendable {
        public static var never: TextInputAutocapitalization { TextInputAutocapitalization() }
        public static var words: TextInputAutocapitalization { TextInputAutocapitalization() }
        public static var sentences: TextInputAutocapitalization { TextInputAutocapitalization() }
        public static var characters: TextInputAutocapitalization { TextInputAutocapitalization() }
        public init?(_ type: UITextAutocapitalizationType) {}
        init() {}
    }
#endif

#if IOS_15 || MACOS_12
    public struct SubmitLabel: Sendable {
        public static var done: SubmitLabel { SubmitLabel() }
        public static var go: SubmitLabel { SubmitLabel() }
        public static var send: SubmitLabel { SubmitLabel() }
        public static var join: SubmitLabel { SubmitLabel() }
        public static var route: SubmitLabel { SubmitLabel() }
        public static var search: SubmitLabel { SubmitLabel() }
        public static var `return`: SubmitLabel { SubmitLabel() }
        public static var next: SubmitLabel { SubmitLabel() }
        public static var `continue`: SubmitLabel { SubmitLabel() }
    }

    public struct SubmitTriggers: OptionSet, Sendable {
        public var rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let text = SubmitTriggers(rawValue: 1)
        public static let search = SubmitTriggers(rawValue: 2)
    }
#endif

public struct AccessibilityTraits: SetAlgebra, Sendable {
    public init() {}
    public static let isButton = AccessibilityTraits()
    public static let isHeader = AccessibilityTraits()
    public static let isStaticText = AccessibilityTraits()
    public static let isSearchField = AccessibilityTraits()
    public static let isSelected = AccessibilityTraits()
    public static let isModal = AccessibilityTraits()
    public static let updatesFrequently = AccessibilityTraits()
    public static let allowsDirectInteraction = AccessibilityTraits()
    #if IOS_17 || MACOS_14
        public static let isToggle = AccessibilityTraits()
    #endif
    // SetAlgebra requirements (placeholders).
    public func contains(_ member: AccessibilityTraits) -> Bool { false }
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { self }
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { self }
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits { self }
    public mutating func insert(_ newMember: AccessibilityTraits) -> (
        inserted: Bool, memberAfterInsert: AccessibilityTraits
    ) { (false, self) }
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? { nil }
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? { nil }
    public mutating func formUnion(_ other: AccessibilityTraits) {}
    public mutating func formIntersection(_ other: AccessibilityTraits) {}
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) {}
    public static func == (a: AccessibilityTraits, b: AccessibilityTraits) -> Bool { true }
}

public enum AccessibilityChildBehavior: Sendable { case ignore, contain, combine }

// MARK: - View modifiers

extension View {
    nonisolated public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { _ModifiedView<Self>() }
    #if IOS
        nonisolated public func keyboardType(_ type: UIKeyboardType) -> some View { _ModifiedView<Self>() }
        nonisolated public func textContentType(_ textContentType: UITextContentType?) -> some View {
            _ModifiedView<Self>()
        }
    #endif
    #if MACOS_11
        nonisolated public func textContentType(_ textContentType: NSTextContentType?) -> some View {
            _ModifiedView<Self>()
        }
    #endif
    #if IOS_15
        nonisolated public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?)
            -> some View
        { _ModifiedView<Self>() }
    #endif
    nonisolated public func autocorrectionDisabled(_ disable: Bool = true) -> some View { _ModifiedView<Self>() }
    #if IOS_15 || MACOS_12
        nonisolated public func submitLabel(_ submitLabel: SubmitLabel) -> some View { _ModifiedView<Self>() }
        nonisolated public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void)
            -> some View
        { _ModifiedView<Self>() }
        nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View { _ModifiedView<Self>() }
        nonisolated public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value)
            -> some View
        { _ModifiedView<Self>() }
        nonisolated public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View {
            _ModifiedView<Self>()
        }
        nonisolated public func accessibilityFocused<Value: Hashable>(
            _ binding: AccessibilityFocusState<Value>.Binding, equals value: Value
        ) -> some View { _ModifiedView<Self>() }
        nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { _ModifiedView<Self>() }
        nonisolated public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View
        { _ModifiedView<Self>() }
    #endif
    // onChange(of:perform:) is deprecated from iOS 17 / macOS 14: absent there, as a build with warnings
    // as errors refuses it; onChange(of:initial:_:) replaces it there.
    #if (IOS_14 && !IOS_17) || (MACOS_11 && !MACOS_14)
        nonisolated public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void)
            -> some View
        { _ModifiedView<Self>() }
    #endif
    #if IOS_17 || MACOS_14
        nonisolated public func onChange<V: Equatable>(
            of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
        ) -> some View { _ModifiedView<Self>() }
        nonisolated public func onChange<V: Equatable>(
            of value: V, initial: Bool = false, _ action: @escaping () -> Void
        ) -> some View { _ModifiedView<Self>() }
    #endif
    nonisolated public func labelsHidden() -> some View { _ModifiedView<Self>() }
    nonisolated public func lineLimit(_ number: Int?) -> some View { _ModifiedView<Self>() }
    #if IOS_16 || MACOS_13
        nonisolated public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View { _ModifiedView<Self>() }
        nonisolated public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View { _ModifiedView<Self>() }
        nonisolated public func lineLimit(_ limit: ClosedRange<Int>) -> some View { _ModifiedView<Self>() }
        nonisolated public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View { _ModifiedView<Self>() }
    #endif
    nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { _ModifiedView<Self>() }
    nonisolated public func font(_ font: Font?) -> some View { _ModifiedView<Self>() }
    nonisolated public func foregroundColor(_ color: Color?) -> some View { _ModifiedView<Self>() }
    nonisolated public func disabled(_ disabled: Bool) -> some View { _ModifiedView<Self>() }
    // Apple's three: a length that is not optional, edges with an optional length, or insets.
    nonisolated public func padding(_ length: CGFloat) -> some View { _ModifiedView<Self>() }
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        _ModifiedView<Self>()
    }
    nonisolated public func padding(_ insets: EdgeInsets) -> some View { _ModifiedView<Self>() }
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
        -> some View
    { _ModifiedView<Self>() }
    nonisolated public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View { _ModifiedView<Self>() }
    nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { _ModifiedView<Self>() }
    // Apple's `id(_:)`: iOS 13, macOS 10.15 (CHOICE-APIS.md, "Scrolling to a row").
    nonisolated public func id<ID: Hashable>(_ id: ID) -> some View { _ModifiedView<Self>() }
    nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        _ModifiedView<Self>()
    }
    #if IOS_14 || MACOS_11
        nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { _ModifiedView<Self>() }
        @_disfavoredOverload nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
            _ModifiedView<Self>()
        }
        nonisolated public func navigationTitle(_ title: Text) -> some View { _ModifiedView<Self>() }
    #endif
}

// The accessibility attachment family returns ModifiedContent<Self, AccessibilityAttachmentModifier>.
#if IOS_14 || MACOS_11
    extension View {
        nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedContent<
            Self, AccessibilityAttachmentModifier
        > { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
        nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<
            Self, AccessibilityAttachmentModifier
        > { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
        @_disfavoredOverload nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S)
            -> ModifiedContent<Self, AccessibilityAttachmentModifier>
        { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
        nonisolated public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<
            Self, AccessibilityAttachmentModifier
        > { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
        nonisolated public func accessibilityValue(_ valueKey: LocalizedStringKey) -> ModifiedContent<
            Self, AccessibilityAttachmentModifier
        > { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
        @_disfavoredOverload nonisolated public func accessibilityValue<S: StringProtocol>(_ value: S)
            -> ModifiedContent<Self, AccessibilityAttachmentModifier>
        { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
        nonisolated public func accessibilityHint(_ hint: Text) -> ModifiedContent<
            Self, AccessibilityAttachmentModifier
        > { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
        nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<
            Self, AccessibilityAttachmentModifier
        > { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
        @_disfavoredOverload nonisolated public func accessibilityHint<S: StringProtocol>(_ hint: S) -> ModifiedContent<
            Self, AccessibilityAttachmentModifier
        > { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
        nonisolated public func accessibilityInputLabels(_ inputLabels: [Text]) -> ModifiedContent<
            Self, AccessibilityAttachmentModifier
        > { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
        nonisolated public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> ModifiedContent<
            Self, AccessibilityAttachmentModifier
        > { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
        @_disfavoredOverload nonisolated public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S])
            -> ModifiedContent<Self, AccessibilityAttachmentModifier>
        { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
        nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<
            Self, AccessibilityAttachmentModifier
        > { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
        nonisolated public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<
            Self, AccessibilityAttachmentModifier
        > { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
        nonisolated public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<
            Self, AccessibilityAttachmentModifier
        > { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
    }
#endif

// MARK: - DatePicker (reference §2): iOS 13, macOS 10.15, no tvOS

public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let date = DatePickerComponents(rawValue: 1)
    public static let hourAndMinute = DatePickerComponents(rawValue: 2)
    // .hourMinuteAndSecond is watchOS-only: absent from every iOS and macOS configuration.
}

public struct DatePicker<Label: View>: _PrimitiveView {
    public typealias Components = DatePickerComponents
    nonisolated init() {}
}

extension DatePicker {
    nonisolated public init(
        selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {}
    nonisolated public init(
        selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {}
    nonisolated public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {}
    nonisolated public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {}
}

extension DatePicker where Label == Text {
    nonisolated public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) {}
    nonisolated public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) {}
    nonisolated public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) {}
    nonisolated public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) {}
    @_disfavoredOverload nonisolated public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) {}
    @_disfavoredOverload nonisolated public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) {}
    @_disfavoredOverload nonisolated public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) {}
    @_disfavoredOverload nonisolated public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) {}
}

@MainActor @preconcurrency public protocol DatePickerStyle {}
public struct DefaultDatePickerStyle: DatePickerStyle { nonisolated public init() {} }
extension DatePickerStyle where Self == DefaultDatePickerStyle {
    @MainActor @preconcurrency public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}
#if IOS_14 || MACOS_10_15_4
    public struct CompactDatePickerStyle: DatePickerStyle { nonisolated public init() {} }
    extension DatePickerStyle where Self == CompactDatePickerStyle {
        @MainActor @preconcurrency public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
    }
#endif
#if IOS_14 || MACOS_10_15
    public struct GraphicalDatePickerStyle: DatePickerStyle { nonisolated public init() {} }
    extension DatePickerStyle where Self == GraphicalDatePickerStyle {
        @MainActor @preconcurrency public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
    }
#endif
#if IOS
    public struct WheelDatePickerStyle: DatePickerStyle { nonisolated public init() {} }
    extension DatePickerStyle where Self == WheelDatePickerStyle {
        @MainActor @preconcurrency public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
    }
#endif
#if MACOS
    public struct FieldDatePickerStyle: DatePickerStyle { nonisolated public init() {} }
    extension DatePickerStyle where Self == FieldDatePickerStyle {
        @MainActor @preconcurrency public static var field: FieldDatePickerStyle { FieldDatePickerStyle() }
    }
    public struct StepperFieldDatePickerStyle: DatePickerStyle { nonisolated public init() {} }
    extension DatePickerStyle where Self == StepperFieldDatePickerStyle {
        @MainActor @preconcurrency public static var stepperField: StepperFieldDatePickerStyle {
            StepperFieldDatePickerStyle()
        }
    }
#endif

extension View {
    nonisolated public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { _ModifiedView<Self>() }
}

// MARK: - Choices and switches: Picker, Toggle, Stepper (issue 13; CHOICE-APIS.md next to this file)
//
// Sources, per declaration below: [A] theAppLaunchers/apple-docs-for-rag @ d54297af (Apple's pages,
// Xcode 16.3 era), path SwiftUI/md/swiftui-<symbol>.md; [B] developer.apple.com/documentation/swiftui/
// <symbol>.md as stored in the docs corpus (27 beta SDK); [C] skiptools/skip-ui
// Sources/SkipUI/SkipUI/Controls/Stepper.swift (a copy of the iOS 17 interface, for generic clauses and
// the soft deprecations). The 27 SDK's `@ContentBuilder` is written `@ViewBuilder` here, as elsewhere.

// Picker: iOS 13, macOS 10.15 ([A] swiftui-picker.md; [B] picker.md). All three generic parameters are
// constrained on the type itself, so a non-Hashable selection fails at `Picker` before any initializer.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: _PrimitiveView {
    nonisolated init() {}
}

extension Picker {
    /// [B] picker/init(selection:content:label:): iOS 13, macOS 10.15.
    nonisolated public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {}
    /// [A] swiftui-picker.md lists it under "Deprecated initializers"; [B] shows "13.0 - 27.2", Apple's way
    /// of rendering a soft deprecation (no warning in Xcode). Prefer init(selection:content:label:).
    @available(iOS, deprecated: 100000.0, renamed: "Picker(selection:content:label:)")
    @available(macOS, deprecated: 100000.0, renamed: "Picker(selection:content:label:)")
    nonisolated public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {}
    #if IOS_18 || MACOS_15
        /// [B] picker/init(selection:content:label:currentvaluelabel:): iOS 18, macOS 15.
        nonisolated public init(
            selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
            @ViewBuilder currentValueLabel: () -> some View
        ) {}
    #endif
}

extension Picker where Label == Text {
    /// [B] picker/init(_:selection:content:)-6lwfn (key) and -5njtq (StringProtocol): iOS 13, macOS 10.15.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {}
    @_disfavoredOverload nonisolated public init<S: StringProtocol>(
        _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {}
    #if IOS_18 || MACOS_15
        /// [A] swiftui-picker-init(_:selection:content:currentvaluelabel:).md: iOS 18, macOS 15 (an overload
        /// group: key, string and LocalizedStringResource; the resource form is not modelled).
        nonisolated public init(
            _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
            @ViewBuilder currentValueLabel: () -> some View
        ) {}
        @_disfavoredOverload nonisolated public init<S: StringProtocol>(
            _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
            @ViewBuilder currentValueLabel: () -> some View
        ) {}
    #endif
}

// PickerStyle: iOS 13, macOS 10.15. Unlike DatePickerStyle and ToggleStyle, Apple's page shows no
// @MainActor on the protocol or its members ([A] swiftui-pickerstyle.md, swiftui-pickerstyle-<member>.md).
// Each member exists exactly where its style type does; the platforms below are Apple's lists.
public protocol PickerStyle {}

/// .automatic: iOS 13, macOS 10.15 ([A] swiftui-pickerstyle-automatic.md, swiftui-defaultpickerstyle.md).
public struct DefaultPickerStyle: PickerStyle { public init() {} }
extension PickerStyle where Self == DefaultPickerStyle {
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

/// .segmented: iOS 13, macOS 10.15 ([A] swiftui-pickerstyle-segmented.md; [B] segmentedpickerstyle.md).
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
extension PickerStyle where Self == SegmentedPickerStyle {
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

#if IOS_14 || MACOS_11
    /// .menu and .inline: iOS 14, macOS 11 ([A] swiftui-pickerstyle-menu.md, -inline.md, swiftui-menupickerstyle.md,
    /// swiftui-inlinepickerstyle.md).
    public struct MenuPickerStyle: PickerStyle { public init() {} }
    extension PickerStyle where Self == MenuPickerStyle {
        public static var menu: MenuPickerStyle { MenuPickerStyle() }
    }
    public struct InlinePickerStyle: PickerStyle { public init() {} }
    extension PickerStyle where Self == InlinePickerStyle {
        public static var inline: InlinePickerStyle { InlinePickerStyle() }
    }
#endif

#if IOS
    /// .wheel: iOS 13 (and Catalyst, watchOS, visionOS); no macOS ([A] swiftui-pickerstyle-wheel.md,
    /// swiftui-wheelpickerstyle.md).
    public struct WheelPickerStyle: PickerStyle { public init() {} }
    extension PickerStyle where Self == WheelPickerStyle {
        public static var wheel: WheelPickerStyle { WheelPickerStyle() }
    }
#endif

#if IOS_16
    /// .navigationLink: iOS 16 (Catalyst 16, tvOS 16, watchOS 9, visionOS 1) and no macOS at all: both [A]
    /// swiftui-pickerstyle-navigationlink.md and [B] pickerstyle/navigationlink.md and navigationlinkpickerstyle.md
    /// list no macOS availability.
    public struct NavigationLinkPickerStyle: PickerStyle { public init() {} }
    extension PickerStyle where Self == NavigationLinkPickerStyle {
        public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
    }
#endif

#if IOS_17 || MACOS_14
    /// .palette: iOS 17, macOS 14 ([A] swiftui-pickerstyle-palette.md, swiftui-palettepickerstyle.md).
    public struct PalettePickerStyle: PickerStyle { public init() {} }
    extension PickerStyle where Self == PalettePickerStyle {
        public static var palette: PalettePickerStyle { PalettePickerStyle() }
    }
#endif

#if MACOS
    /// .radioGroup: macOS 10.15 only ([A] swiftui-pickerstyle-radiogroup.md; [B] radiogrouppickerstyle.md).
    public struct RadioGroupPickerStyle: PickerStyle { public init() {} }
    extension PickerStyle where Self == RadioGroupPickerStyle {
        public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
    }

    extension View {
        /// macOS 10.15 only ([B] view/horizontalradiogrouplayout().md).
        nonisolated public func horizontalRadioGroupLayout() -> some View { _ModifiedView<Self>() }
    }
#endif

extension View {
    /// iOS 13, macOS 10.15 ([A] swiftui-view-pickerstyle(_:).md).
    nonisolated public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { _ModifiedView<Self>() }

    /// The only `tag` declaration in the Xcode 16 and later SDKs, documented iOS 13 / macOS 10.15 because it is
    /// emitted into the client ([A] swiftui-view-tag(_:includeoptional:).md; [B] view/tag(_:includeoptional:).md).
    /// SDKs before Xcode 16 declared `tag<V: Hashable>(_ tag: V)` alone, which does not also tag `Optional<V>`:
    /// code that must build with both writes `.tag(Optional(value))` for an optional selection and never
    /// passes `includeOptional:`.
    nonisolated public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
        _ModifiedView<Self>()
    }
}

// ForEach: iOS 13, macOS 10.15 ([B] foreach.md, foreach/init(_:content:)-ktgx.md; the View-content overloads of
// init(_:id:content:) and init(_:content:) as in the iOS 17 interface). The View conformance is conditional,
// as Apple declares it, so the initializers carry no actor isolation.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    init() {}
}

extension ForEach: View where Content: View {
    public typealias Body = Never
    nonisolated public var body: Never { fatalError() }
}

extension ForEach where Content: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {}
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {}
}

// Toggle: iOS 13, macOS 10.15 ([A] swiftui-toggle.md, swiftui-toggle-init(_:ison:).md,
// swiftui-toggle-init(ison:label:).md; [B] toggle/init(ison:label:).md shows it nonisolated). The
// systemImage:/image: (iOS 17 / macOS 14) and sources: (iOS 16 / macOS 13) variants are not modelled.
public struct Toggle<Label: View>: _PrimitiveView {
    nonisolated init() {}
}

extension Toggle {
    nonisolated public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {}
}

extension Toggle where Label == Text {
    nonisolated public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {}
    @_disfavoredOverload nonisolated public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {}
}

// ToggleStyle: @MainActor @preconcurrency, iOS 13, macOS 10.15; members as [A] swiftui-togglestyle-<member>.md.
@MainActor @preconcurrency public protocol ToggleStyle {}

/// .automatic: iOS 13, macOS 10.15 (a switch on iOS, a checkbox on macOS).
public struct DefaultToggleStyle: ToggleStyle { nonisolated public init() {} }
extension ToggleStyle where Self == DefaultToggleStyle {
    @MainActor @preconcurrency public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

/// .switch: iOS 13, macOS 10.15.
public struct SwitchToggleStyle: ToggleStyle { nonisolated public init() {} }
extension ToggleStyle where Self == SwitchToggleStyle {
    @MainActor @preconcurrency public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

#if IOS_15 || MACOS_12
    /// .button: iOS 15, macOS 12.
    public struct ButtonToggleStyle: ToggleStyle { nonisolated public init() {} }
    extension ToggleStyle where Self == ButtonToggleStyle {
        @MainActor @preconcurrency public static var button: ButtonToggleStyle { ButtonToggleStyle() }
    }
#endif

#if MACOS
    /// .checkbox: macOS 10.15 only.
    public struct CheckboxToggleStyle: ToggleStyle { nonisolated public init() {} }
    extension ToggleStyle where Self == CheckboxToggleStyle {
        @MainActor @preconcurrency public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
    }
#endif

extension View {
    /// iOS 13, macOS 10.15 ([A] swiftui-view-togglestyle(_:).md).
    nonisolated public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View { _ModifiedView<Self>() }
}

// Stepper: iOS 13, macOS 10.15, no tvOS ([A] swiftui-stepper.md; [C] for every generic clause). Values are
// Strideable; the format: variants (iOS 16 / macOS 13) take a BinaryFloatingPoint input only.
public struct Stepper<Label: View>: _PrimitiveView {
    nonisolated init() {}
}

extension Stepper {
    /// [B] stepper/init(label:onincrement:ondecrement:oneditingchanged:).
    nonisolated public init(
        @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {}
    /// [B] stepper/init(value:step:label:oneditingchanged:).
    nonisolated public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {}
    /// [A] swiftui-stepper-init(value:in:step:label:oneditingchanged:).md.
    nonisolated public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {}

    // The label-last spellings are soft-deprecated ([C]: `deprecated: 100000.0, renamed:`; [A] lists them under
    // "Deprecated initializers"; [B] shows "13.0 - 27.2"). Xcode does not warn; generated code uses the forms above.
    // With a trailing label closure both spellings match the same call, yet Apple's own example
    // `Stepper(value: $value, in: range, step: step) { Text(...) }` ([A] swiftui-stepper.md) builds in Xcode, so the
    // deprecated ones lose there; @_disfavoredOverload reproduces that here (how Apple's interface spells it is
    // not confirmed by the sources).
    @available(iOS, deprecated: 100000.0, renamed: "Stepper(label:onIncrement:onDecrement:onEditingChanged:)")
    @available(macOS, deprecated: 100000.0, renamed: "Stepper(label:onIncrement:onDecrement:onEditingChanged:)")
    @_disfavoredOverload nonisolated public init(
        onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {}
    @available(iOS, deprecated: 100000.0, renamed: "Stepper(value:step:label:onEditingChanged:)")
    @available(macOS, deprecated: 100000.0, renamed: "Stepper(value:step:label:onEditingChanged:)")
    @_disfavoredOverload nonisolated public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {}
    @available(iOS, deprecated: 100000.0, renamed: "Stepper(value:in:step:label:onEditingChanged:)")
    @available(macOS, deprecated: 100000.0, renamed: "Stepper(value:in:step:label:onEditingChanged:)")
    @_disfavoredOverload nonisolated public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {}

    #if IOS_16 || MACOS_13
        /// [B] stepper/init(value:step:format:label:oneditingchanged:), init(value:in:step:format:label:oneditingchanged:).
        nonisolated public init<F: ParseableFormatStyle>(
            value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F, @ViewBuilder label: () -> Label,
            onEditingChanged: @escaping (Bool) -> Void = { _ in }
        ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {}
        nonisolated public init<F: ParseableFormatStyle>(
            value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1,
            format: F, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
        ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {}
    #endif
}

extension Stepper where Label == Text {
    /// [A] swiftui-stepper-init(_:onincrement:ondecrement:oneditingchanged:).md.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {}
    @_disfavoredOverload nonisolated public init<S: StringProtocol>(
        _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {}
    /// [C] (the iOS 13 overloads; [B] now heads this group with a LocalizedStringResource form, not modelled).
    nonisolated public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {}
    @_disfavoredOverload nonisolated public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {}
    /// [A] swiftui-stepper-init(_:value:in:step:oneditingchanged:).md.
    nonisolated public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {}
    @_disfavoredOverload nonisolated public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {}

    #if IOS_16 || MACOS_13
        /// [A] swiftui-stepper-init(_:value:in:step:format:oneditingchanged:).md; [C] for all four.
        nonisolated public init<F: ParseableFormatStyle>(
            _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
            onEditingChanged: @escaping (Bool) -> Void = { _ in }
        ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {}
        @_disfavoredOverload nonisolated public init<S: StringProtocol, F: ParseableFormatStyle>(
            _ title: S, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
            onEditingChanged: @escaping (Bool) -> Void = { _ in }
        ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {}
        nonisolated public init<F: ParseableFormatStyle>(
            _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
            step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }
        ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {}
        @_disfavoredOverload nonisolated public init<S: StringProtocol, F: ParseableFormatStyle>(
            _ title: S, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
            step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }
        ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {}
    #endif
}

// MARK: - Buttons and previews

@MainActor @preconcurrency public protocol PrimitiveButtonStyle {}
public struct BorderedButtonStyle: PrimitiveButtonStyle { nonisolated public init() {} }
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle { nonisolated public init() {} }
#if IOS_15 || MACOS_12
    extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
        @MainActor @preconcurrency public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
    }
    extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
        @MainActor @preconcurrency public static var borderedProminent: BorderedProminentButtonStyle {
            BorderedProminentButtonStyle()
        }
    }
#endif

extension View {
    nonisolated public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { _ModifiedView<Self>() }
}

// MARK: - Toolbars and keyboard shortcuts: iOS 14, macOS 11 (Apple's documentation pages; not in the reference)

#if IOS_14 || MACOS_11
    @MainActor @preconcurrency public protocol ToolbarContent {
        associatedtype Body: ToolbarContent
        @ToolbarContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
    }

    extension Never: ToolbarContent {}

    /// Leaf toolbar content of the model: no body of its own.
    public protocol _PrimitiveToolbarContent: ToolbarContent where Body == Never {}
    extension _PrimitiveToolbarContent {
        nonisolated public var body: Never { fatalError("model only") }
    }

    public struct TupleToolbarContent<T>: _PrimitiveToolbarContent {
        nonisolated init(_ value: T) {}
    }

    /// Blocks of one or more toolbar items; Apple's builder also has conditionals, which the model leaves out.
    @resultBuilder public struct ToolbarContentBuilder {
        public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }
        public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content)
            -> TupleToolbarContent<(repeat each Content)>
        { TupleToolbarContent((repeat each content)) }
    }

    public struct ToolbarItemPlacement: Sendable {
        public static let automatic = ToolbarItemPlacement()
        #if IOS_15 || MACOS_12
            public static let keyboard = ToolbarItemPlacement()
        #endif
    }

    public struct ToolbarItemGroup<Content: View>: _PrimitiveToolbarContent {
        nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
    }

    /// No tvOS or watchOS in Apple's SDK; iOS 14 and macOS 11 here.
    public struct KeyboardShortcut: Hashable, Sendable {
        public static let defaultAction = KeyboardShortcut()
    }

    extension View {
        nonisolated public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content)
            -> some View
        { _ModifiedView<Self>() }
        nonisolated public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { _ModifiedView<Self>() }
    }
#endif

/// The pre-macro preview protocol (reference §3.6 covers #Preview; PreviewProvider is iOS 13 / macOS 10.15).
@MainActor @preconcurrency public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor @preconcurrency static var previews: Previews { get }
}

// MARK: - Foundation's localization (issue 15)

// Linux Foundation lacks these; generated code reaches them through `import SwiftUI`, which
// re-exports Foundation on Apple platforms. [F] String.init(localized:table:bundle:locale:comment:)
// and String.LocalizationValue: iOS 15, macOS 12. `comment` is a StaticString, so only a literal
// compiles there; an interpolation takes strings and numbers (Foundation's _FormatSpecifiable), not
// arbitrary values.
#if IOS_15 || MACOS_12
    extension String {
        public struct LocalizationValue: Equatable, ExpressibleByStringInterpolation, Sendable {
            public init(_ value: String) {}
            public init(stringLiteral value: String) {}
            public init(stringInterpolation: StringInterpolation) {}

            public struct StringInterpolation: StringInterpolationProtocol, Sendable {
                public init(literalCapacity: Int, interpolationCount: Int) {}
                public mutating func appendLiteral(_ literal: String) {}
                public mutating func appendInterpolation(_ string: String) {}
                public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {}
                public mutating func appendInterpolation(_ value: Double) {}
            }
        }

        public init(
            localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
            locale: Locale = .current, comment: StaticString? = nil
        ) {
            self.init()
        }

        public init(
            localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
            bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil
        ) {
            self.init()
        }
    }
#endif
