// Stand-in: sharing and importing files, the share link and the file importer, as
// developer.apple.com/documentation/swiftui declares them (neither exists on tvOS; the file
// importer does not exist on watchOS).
import CoreTransferable
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
  /// Creates an instance that presents the share interface.
  /// - Apple: `nonisolated init<I>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>, @ContentBuilder label: () -> Label) where Data == CollectionOfOne<I>, I : Transferable`
  /// - Apple availability: iOS 16.0, macOS 13.0, watchOS 9.0, visionOS 1.0
  nonisolated public init<I>(
    item: I, subject: Text? = nil, message: Text? = nil,
    preview: SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label
  ) where Data == CollectionOfOne<I>, I: Transferable {}
  /// The type of the view's content: this stand-in has none of its own.
  public typealias Body = Never
  /// The stand-in's body: only its declaration is type-checked; it never runs.
  public var body: Never { fatalError() }
}

/// A representation of a type to display in a share preview.
/// - Apple: `struct SharePreview<Image, Icon> where Image : Transferable, Icon : Transferable`
/// - Apple availability: iOS 16.0, macOS 13.0, watchOS 9.0, visionOS 1.0
@available(iOS 16.0, macOS 13.0, watchOS 9.0, visionOS 1.0, *)
@available(tvOS, unavailable)
public struct SharePreview<Image, Icon> where Image: Transferable, Icon: Transferable {
  /// What the public initializers delegate to (a stand-in keeps nothing).
  @usableFromInline init() {}
}

@available(iOS 16.0, macOS 13.0, watchOS 9.0, visionOS 1.0, *)
@available(tvOS, unavailable)
extension SharePreview where Image == Never, Icon == Never {
  /// Creates a preview representation.
  /// - Apple: `@export(implementation) init(_ titleResource: LocalizedStringResource)`
  /// - Apple availability: iOS 16.0, macOS 13.0, watchOS 9.0, visionOS 1.0
  @export(implementation)
  public init(_ titleResource: LocalizedStringResource) { self.init() }
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
  ) -> some View { self }
}
