// Sharing and importing files, with the declarations of
// Tools/SwiftUIStandIn/Frameworks/SwiftUI/Sharing.swift.
//
// ShareLink (https://developer.apple.com/documentation/swiftui/sharelink): "People tap or
// click on a share link to present a share interface"; a link with a label shows that label.
// It renders as a button VoiceOver reads by its label, and a tap presents the share interface
// with the link's items. The share interface is out of process; the runtime records what it
// was given (`ViewGraph.sharedItems`, `ViewHost.share(_:)`), and a test exports an item as a
// receiver would (`export(_:as:)`, CoreTransferable.swift). A disabled link does nothing.
//
// fileImporter(isPresented:allowedContentTypes:onCompletion:)
// (https://developer.apple.com/documentation/swiftui/view/fileimporter(ispresented:allowedcontenttypes:oncompletion:)):
// while the binding is true the system dialog is presented, modally, as the other
// presentations are (Presenting.swift); the dialog is the system's, so it has no content here.
// `ViewHost.completeFileImport(with:)` is the person choosing a file (`.success(url)`) or the
// dialog failing (`.failure(error)`): the dialog goes away (the binding is set to false, as a
// presentation's is when it is dismissed) and onCompletion is called with the result.
// Dismissing it (`dismissPresentation()`) is cancelling: the page documents onCompletion only
// for success and failure, so it is not called.
import CoreTransferable
import Foundation
import UniformTypeIdentifiers

/// A view that controls a sharing presentation.
/// - Apple: `nonisolated struct ShareLink<Data, PreviewImage, PreviewIcon, Label> where Data : RandomAccessCollection, PreviewImage : Transferable, PreviewIcon : Transferable, Label : View, Data.Element : Transferable`
/// - Apple availability: iOS 16.0, macOS 13.0, watchOS 9.0, visionOS 1.0
@available(iOS 16.0, macOS 13.0, watchOS 9.0, visionOS 1.0, *)
@available(tvOS, unavailable)
nonisolated public struct ShareLink<Data, PreviewImage, PreviewIcon, Label>: View
where
  Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable,
  Label: View, Data.Element: Transferable
{
  let items: [any Transferable]
  let label: Label
  /// Creates an instance that presents the share interface.
  /// - Apple: `nonisolated init<I>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>, @ContentBuilder label: () -> Label) where Data == CollectionOfOne<I>, I : Transferable`
  /// - Apple availability: iOS 16.0, macOS 13.0, watchOS 9.0, visionOS 1.0
  nonisolated public init<I>(
    item: I, subject: Text? = nil, message: Text? = nil,
    preview: SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label
  ) where Data == CollectionOfOne<I>, I: Transferable {
    items = [item]
    self.label = label()
  }
  public typealias Body = Never
  public var body: Never { _unmodelled("ShareLink.body") }
}

extension ShareLink: _PrimitiveView {
  @MainActor func _render(_ context: RenderContext) throws -> [Node] {
    let node = Node(.button, context)
    node.shareItems = items
    node.children = try render(label, context.appending("label"))
    if context.environment.isEnabled {
      let items = self.items
      let graph = context.graph
      node.tapAction = { graph.sharedItems.append(items) }
    }
    return [node]
  }
}

/// A representation of a type to display in a share preview.
/// - Apple: `struct SharePreview<Image, Icon> where Image : Transferable, Icon : Transferable`
/// - Apple availability: iOS 16.0, macOS 13.0, watchOS 9.0, visionOS 1.0
@available(iOS 16.0, macOS 13.0, watchOS 9.0, visionOS 1.0, *)
@available(tvOS, unavailable)
public struct SharePreview<Image, Icon> where Image: Transferable, Icon: Transferable {
  /// The preview's title (the runtime does not localize: a resource is its key).
  let title: String
}

@available(iOS 16.0, macOS 13.0, watchOS 9.0, visionOS 1.0, *)
@available(tvOS, unavailable)
extension SharePreview where Image == Never, Icon == Never {
  /// Creates a preview representation.
  /// - Apple: `@export(implementation) init(_ titleResource: LocalizedStringResource)`
  /// - Apple availability: iOS 16.0, macOS 13.0, watchOS 9.0, visionOS 1.0
  public init(_ titleResource: LocalizedStringResource) { title = titleResource.key }
}

extension View {
  /// Presents a system dialog for allowing the user to import an existing file.
  /// - Apple: `nonisolated func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View`
  /// - Apple availability: iOS 14.0, macOS 11.0, visionOS 1.0
  @available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType],
    onCompletion: @escaping (Result<URL, any Error>) -> Void
  ) -> some View {
    modifier(
      FileImporterModifier(
        isPresented: isPresented, allowedContentTypes: allowedContentTypes,
        onCompletion: onCompletion))
  }
}

nonisolated struct FileImporterModifier: ViewModifier, _RenderingModifier {
  let isPresented: Binding<Bool>
  let allowedContentTypes: [UTType]
  let onCompletion: (Result<URL, any Error>) -> Void
  func body(content: Content) -> Never { fatalError("rendered by _render") }
  @MainActor func _render(content: (RenderContext) throws -> [Node], _ context: RenderContext)
    throws -> [Node]
  {
    let node = Node(.modifier("View.fileImporter"), context)
    node.children = try content(context)
    if isPresented.wrappedValue {
      let dialog = Node(.presentation("fileImporter"), context.appending("fileImporter"))
      dialog.dismissBinding = isPresented
      dialog.allowedContentTypes = allowedContentTypes
      dialog.fileImportCompletion = onCompletion
      node.children.append(dialog)
    }
    return [node]
  }
}

extension ViewHost {
  /// Taps the share link labelled `label`, as a person does, and returns the items the share
  /// interface it presented received.
  package func share(_ label: String) throws -> [any Transferable] {
    let count = graph.sharedItems.count
    try tap(label)
    guard graph.sharedItems.count == count + 1, let items = graph.sharedItems.last else {
      throw RuntimeError.notInteractive("\"\(label)\" is not a share link")
    }
    return items
  }

  /// The content types the presented file importer allows, or nil when none is presented.
  package var presentedFileImporter: [UTType]? {
    guard let top = reachableRoots.first, case .presentation("fileImporter") = top.kind else {
      return nil
    }
    return top.allowedContentTypes
  }

  /// Completes the presented file importer with `result` (the person chose a file, or the
  /// dialog failed): the dialog goes away, then onCompletion runs, then the view renders.
  package func completeFileImport(with result: Result<URL, any Error>) throws {
    guard let top = reachableRoots.first, case .presentation("fileImporter") = top.kind,
      let completion = top.fileImportCompletion
    else {
      throw RuntimeError.notInteractive("no file importer is presented")
    }
    top.dismissBinding?.wrappedValue = false
    completion(result)
    graph.needsRender = true
    try render()
  }
}
