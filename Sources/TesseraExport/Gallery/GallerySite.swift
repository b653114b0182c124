import Foundation

/// One file of the gallery: a path relative to the site's root and its text.
public struct GalleryFile: Sendable, Hashable, Codable {
  /// The path relative to the output directory, with `/` separators ("ocean/roles.html").
  public var path: String
  /// The file's text (UTF-8).
  public var contents: String

  /// Creates a file.
  public init(path: String, contents: String) {
    self.path = path
    self.contents = contents
  }

  /// Whether the file is an HTML page.
  public var isPage: Bool { path.hasSuffix(".html") }
}

/// Why the gallery could not be written.
public enum GalleryError: Error, Sendable, Equatable, CustomStringConvertible {
  /// A directory or file could not be created or written.
  case write(path: String, reason: String)

  /// A message naming the path.
  public var description: String {
    switch self {
    case .write(let path, let reason): return "cannot write \(path): \(reason)"
    }
  }
}

/// A generated static site: HTML pages and stylesheets, no scripts, no network references.
public struct GallerySite: Sendable, Hashable {
  /// Every file, the root `index.html` first.
  public var files: [GalleryFile]

  /// Creates a site from files.
  public init(files: [GalleryFile]) { self.files = files }

  /// The HTML pages.
  public var pages: [GalleryFile] { files.filter(\.isPage) }

  /// The file at `path`, if the site has one.
  public func file(_ path: String) -> GalleryFile? { files.first { $0.path == path } }

  /// Writes every file under `directory`, creating folders as needed; existing files with the
  /// same names are replaced, other files are left alone.
  /// - Complexity: O(total size of the files).
  public func write(to directory: URL) throws(GalleryError) {
    let manager = FileManager.default
    for file in files {
      let url = directory.appendingPathComponent(file.path)
      let folder = url.deletingLastPathComponent()
      do {
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
      } catch {
        throw .write(
          path: url.path, reason: FileSystemProblem.creatingFolder(folder.path, error))
      }
      do {
        try Data(file.contents.utf8).write(to: url, options: .atomic)
      } catch {
        throw .write(path: url.path, reason: FileSystemProblem.writing(url.path, error))
      }
    }
  }

  /// Every relative `href` and `src` in the page at `path`, resolved against its folder
  /// ("ocean/roles.html" linking "../index.html" gives "index.html"). Fragments are dropped.
  public func links(in path: String) -> [String] {
    guard let page = file(path) else { return [] }
    var result: [String] = []
    for attribute in ["href=\"", "src=\""] {
      var rest = Substring(page.contents)
      while let start = rest.range(of: attribute) {
        rest = rest[start.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { break }
        var target = String(rest[..<end])
        if let hash = target.firstIndex(of: "#") { target = String(target[..<hash]) }
        if !target.isEmpty { result.append(Self.resolve(target, from: path)) }
        rest = rest[end...]
      }
    }
    return result
  }

  /// `target` (relative, possibly with `..`) resolved against the folder of `page`.
  static func resolve(_ target: String, from page: String) -> String {
    if target.contains("://") || target.hasPrefix("/") { return target }
    var parts = page.split(separator: "/").map(String.init)
    parts.removeLast()
    for component in target.split(separator: "/") {
      if component == ".." {
        if !parts.isEmpty { parts.removeLast() }
      } else if component != "." {
        parts.append(String(component))
      }
    }
    return parts.joined(separator: "/")
  }
}
