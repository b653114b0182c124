// The View protocol, the view builder and the structural views, with the declarations of
// Tools/SwiftUIStandIn/Frameworks/SwiftUI/View.swift and bodies the renderer executes.
// ViewBuilder: https://developer.apple.com/documentation/swiftui/viewbuilder
@_exported import Foundation

/// A type that represents part of your app's user interface.
/// - Apple: `@MainActor @preconcurrency protocol View`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@MainActor @preconcurrency public protocol View {
  /// The type of view representing the body of this view.
  /// - Apple: `associatedtype Body : View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  associatedtype Body: View
  /// The content and behavior of the view.
  /// - Apple: `@ContentBuilder @MainActor @preconcurrency var body: Self.Body { get }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// - Stand-in: `extension Never: View`
extension Never: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// A custom parameter attribute that constructs views from closures.
/// - Apple: `@resultBuilder struct ViewBuilder`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@resultBuilder public struct ViewBuilder {
  /// - Apple: `static func buildExpression<Content>(_ content: Content) -> Content where Content : View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  /// - Apple: `static func buildBlock() -> EmptyView`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static func buildBlock() -> EmptyView { EmptyView() }
  /// - Apple: `static func buildBlock<Content>(_ content: Content) -> Content where Content : View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  /// - Apple: `@export(implementation) static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)> where repeat each Content : View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  public static func buildBlock<each Content: View>(_ content: repeat each Content)
    -> TupleView<(repeat each Content)>
  { TupleView((repeat each content)) }
  /// - Apple: `static func buildIf<Content>(_ content: Content?) -> Content? where Content : View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  /// - Apple: `static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent : View, FalseContent : View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { _ConditionalContent(storage: .trueContent(first)) }
  /// - Apple: `static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent : View, FalseContent : View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { _ConditionalContent(storage: .falseContent(second)) }
  /// - Apple: `static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content : View`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}

/// A view created from a Swift tuple of view values.
/// - Apple: `@frozen nonisolated struct TupleView<T>`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
nonisolated public struct TupleView<T>: View {
  /// - Apple: `var value: T`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public var value: T
  /// - Apple: `nonisolated init(_ value: T)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public init(_ value: T) { self.value = value }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// A view that doesn't contain any content.
/// - Apple: `@frozen nonisolated struct EmptyView`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
nonisolated public struct EmptyView: View {
  nonisolated public init() {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}

extension Optional: View where Wrapped: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// Content that shows one of two views, built by `if`/`else` in a view builder.
public struct _ConditionalContent<TrueContent, FalseContent> {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  let storage: Storage
  init(storage: Storage) { self.storage = storage }
}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// A type-erased view.
/// - Apple: `@frozen nonisolated struct AnyView`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
nonisolated public struct AnyView: View {
  let typeName: String
  let renderer: (RenderContext) throws -> [Node]
  /// - Apple: `nonisolated init<V>(_ view: V) where V : View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public init<V: View>(_ view: V) {
    if let erased = view as? AnyView {
      self = erased
      return
    }
    self.typeName = String(reflecting: V.self)
    self.renderer = { context in try MainActor.assumeIsolated { try render(view, context) } }
  }
  /// - Apple: `@export(implementation) nonisolated init<V>(erasing view: V) where V : View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public init<V: View>(erasing view: V) { self.init(view) }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// A type that collects multiple instances of a content type into a single unit.
/// - Apple: `@frozen struct Group<Content>`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
public struct Group<Content> {
  public typealias Body = Never
  let content: Content
}

extension Group: View where Content: View {
  /// - Apple: `@export(implementation) nonisolated init(@ContentBuilder content: () -> Content)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public var body: Never { fatalError() }
}

/// A structure that computes views on demand from an underlying collection of identified data.
/// - Apple: `struct ForEach<Data, ID, Content> where Data : RandomAccessCollection, ID : Hashable`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  /// - Apple: `var data: Data`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public var data: Data
  /// - Apple: `var content: (Data.Element) -> Content`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public var content: (Data.Element) -> Content
  let identify: (Data.Element) -> AnyHashable
  init(data: Data, content: @escaping (Data.Element) -> Content) {
    self.init(data: data, content: content, identify: { AnyHashable(String(describing: $0)) })
  }
  init(
    data: Data, content: @escaping (Data.Element) -> Content,
    identify: @escaping (Data.Element) -> AnyHashable
  ) {
    self.data = data
    self.content = content
    self.identify = identify
  }
}

extension ForEach: View where Content: View {
  public typealias Body = Never
  public var body: Never { fatalError() }

  nonisolated public init(
    _ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content
  ) where ID == Data.Element.ID, Data.Element: Identifiable {
    self.init(data: data, content: content, identify: { AnyHashable($0.id) })
  }

  nonisolated public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.init(data: data, content: content, identify: { AnyHashable($0[keyPath: id]) })
  }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
  /// Creates an instance that computes views on demand over a given constant range.
  /// - Apple: `@export(implementation) init(_ data: Range<Int>, @ContentBuilder content: @escaping (Int) -> Content)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(data: data, content: content, identify: { AnyHashable($0) })
  }
}

/// A modifier that you apply to a view or another view modifier.
/// - Apple: `@MainActor @preconcurrency protocol ViewModifier`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@MainActor @preconcurrency public protocol ViewModifier {
  /// The type of view representing the body.
  /// - Apple: `associatedtype Body : View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  associatedtype Body: View
  /// The content view type passed to `body()`.
  typealias Content = _ViewModifier_Content<Self>
  /// Gets the current body of the caller.
  /// - Apple: `@ContentBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

/// The content view passed to a view modifier's `body(content:)`.
nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  let renderContent: (RenderContext) throws -> [Node]
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// A value with a modifier applied to it.
/// - Apple: `@frozen struct ModifiedContent<Content, Modifier>`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
public struct ModifiedContent<Content, Modifier> {
  /// - Apple: `var content: Content`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public var content: Content
  /// - Apple: `var modifier: Modifier`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public var modifier: Modifier
  /// - Apple: `nonisolated init(content: Content, modifier: Modifier)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
  public func body(content: _ViewModifier_Content<Self>) -> Never { fatalError() }
}

extension View {
  /// Applies a modifier to a view and returns a new view.
  /// - Apple: `nonisolated func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T>`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// An interface for a stored variable that updates an external property of a view.
/// - Apple: `protocol DynamicProperty`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
public protocol DynamicProperty {
  /// Updates the underlying value of the stored value.
  /// - Apple: `mutating func update()`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  mutating func update()
}

extension DynamicProperty {
  /// - Apple: `mutating func update()`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public mutating func update() {}
}
