import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// POSIX file operations for the stores: atomic replace, bounded read, move aside.
///
/// The atomic write is the classic sequence: write a temporary file in the same directory,
/// `fsync` it, `rename` it over the target (atomic within one file system), then `fsync` the
/// directory so the rename itself is durable. A crash at any point leaves either the old file
/// or the new one, never a torn one.
enum AtomicFile {
  /// Files larger than this are treated as corrupt rather than read into memory.
  static let maximumReadSize = 16 << 20

  enum ReadOutcome {
    case missing
    case contents([UInt8])
    case unreadable(String)
  }

  /// The prefix of this store's temporary files for `fileName`.
  static func temporaryPrefix(for fileName: String) -> String { ".\(fileName).tmp-" }

  /// Replaces `directory/fileName` with `bytes` atomically.
  static func write(_ bytes: [UInt8], directory: String, fileName: String) throws(StoreError) {
    try ensureDirectory(directory)
    removeOrphanedTemporaryFiles(directory: directory, fileName: fileName)
    let target = directory + "/" + fileName
    let temporary =
      directory + "/" + temporaryPrefix(for: fileName)
      + "\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
    func failure(_ step: String, _ code: Int32) -> StoreError {
      .writeFailed(fileName: fileName, step: step, errno: code)
    }

    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw failure("create temporary file", errno) }
    var renamed = false
    defer { if !renamed { unlink(temporary) } }

    if let code = writeAll(bytes, to: descriptor) {
      close(descriptor)
      throw failure("write temporary file", code)
    }
    if fsync(descriptor) != 0 {
      let code = errno
      close(descriptor)
      throw failure("fsync temporary file", code)
    }
    if close(descriptor) != 0 { throw failure("close temporary file", errno) }
    if rename(temporary, target) != 0 { throw failure("rename over \(fileName)", errno) }
    renamed = true
    syncDirectory(directory)
  }

  /// Reads `directory/fileName`, refusing files over ``maximumReadSize``.
  static func read(directory: String, fileName: String) -> ReadOutcome {
    switch read(path: directory + "/" + fileName, limit: maximumReadSize) {
    case .contents(let bytes): return .contents(bytes)
    case .cannotOpen(let code):
      return code == ENOENT ? .missing : .unreadable(StoreError.describe(errno: code))
    case .notARegularFile: return .unreadable("not a regular file")
    case .tooLarge(_, whileReading: true): return .unreadable("grew past the size limit")
    case .tooLarge(let bytes, whileReading: false):
      return .unreadable("\(bytes) bytes, more than the \(maximumReadSize)-byte limit")
    case .failed(let code): return .unreadable(StoreError.describe(errno: code))
    }
  }

  /// What reading a file with a size limit found.
  enum BoundedRead: Equatable {
    /// The file's bytes.
    case contents([UInt8])
    /// It could not be opened (`ENOENT` when it is missing).
    case cannotOpen(errno: Int32)
    /// It is a directory, or another thing that is not a regular file.
    case notARegularFile
    /// It is larger than the limit: its size, or the bytes read when it grew while it was read.
    case tooLarge(bytes: Int, whileReading: Bool)
    /// `fstat` or `read` failed.
    case failed(errno: Int32)
  }

  /// Reads the regular file at `path`, refusing one larger than `limit` bytes: checked before
  /// reading and again while reading, so a file that grows is refused too. The stores and the
  /// theme editor's file import both read through it.
  static func read(path: String, limit: Int) -> BoundedRead {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return .cannotOpen(errno: errno) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return .failed(errno: errno) }
    guard (info.st_mode & S_IFMT) == S_IFREG else { return .notARegularFile }
    guard info.st_size <= limit else {
      return .tooLarge(bytes: Int(info.st_size), whileReading: false)
    }
    var result: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = buffer.withUnsafeMutableBytes { raw in
        Foundation.read(descriptor, raw.baseAddress, raw.count)
      }
      if count < 0 {
        if errno == EINTR { continue }
        return .failed(errno: errno)
      }
      if count == 0 { break }
      result.append(contentsOf: buffer[0..<count])
      if result.count > limit { return .tooLarge(bytes: result.count, whileReading: true) }
    }
    return .contents(result)
  }

  /// Moves `directory/fileName` to the first free `fileName.corrupt-N`, never overwriting and
  /// never deleting; returns the new name or the `errno` of the failure.
  static func moveAside(directory: String, fileName: String) -> Result<String, StoreErrno> {
    let path = directory + "/" + fileName
    for number in 1...10_000 {
      let name = "\(fileName).corrupt-\(number)"
      let candidate = directory + "/" + name
      // link() fails with EEXIST instead of replacing, so an older corrupt copy survives.
      if link(path, candidate) == 0 {
        unlink(path)
        syncDirectory(directory)
        return .success(name)
      }
      let code = errno
      if code == EEXIST { continue }
      // File systems without hard links: rename, after checking the name is free.
      var info = stat()
      if stat(candidate, &info) == 0 { continue }
      if rename(path, candidate) == 0 {
        syncDirectory(directory)
        return .success(name)
      }
      return .failure(StoreErrno(code: errno))
    }
    return .failure(StoreErrno(code: EEXIST))
  }

  /// Deletes temporary files left by writers that died mid-save (their process is gone).
  /// Only the store's own `.fileName.tmp-PID-*` files are touched, never a theme file.
  static func removeOrphanedTemporaryFiles(directory: String, fileName: String) {
    let prefix = temporaryPrefix(for: fileName)
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
      return
    }
    for name in names where name.hasPrefix(prefix) {
      let rest = name.dropFirst(prefix.count)
      guard let pidText = rest.split(separator: "-").first, let pid = Int32(pidText) else {
        continue
      }
      if pid != getpid(), kill(pid, 0) != 0, errno == ESRCH {
        unlink(directory + "/" + name)
      }
    }
  }

  private static func ensureDirectory(_ directory: String) throws(StoreError) {
    var info = stat()
    if stat(directory, &info) == 0 {
      guard (info.st_mode & S_IFMT) == S_IFDIR else {
        throw .directoryUnavailable(path: directory, errno: ENOTDIR)
      }
      return
    }
    do {
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true)
    } catch {
      throw .directoryUnavailable(path: directory, errno: errno == 0 ? EACCES : errno)
    }
  }

  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
    bytes.withUnsafeBytes { raw -> Int32? in
      guard let base = raw.baseAddress else { return nil }
      var offset = 0
      while offset < raw.count {
        let written = Foundation.write(descriptor, base + offset, raw.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return errno
        }
        offset += written
      }
      return nil
    }
  }

  private static func syncDirectory(_ directory: String) {
    let descriptor = open(directory, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    // Some file systems refuse fsync on directories (EINVAL); the rename is still atomic.
    _ = fsync(descriptor)
    close(descriptor)
  }
}

/// An `errno` value carried through a `Result`.
struct StoreErrno: Error {
  var code: Int32
}
