// Stand-in for the part of Apple's Darwin module (the C library and libm, as Swift imports them
// with Darwin's overlay) that Tessera uses. Signatures are those of the macOS/iOS SDK headers as
// the Swift importer presents them (`UnsafePointer<CChar>!` for `const char *`, `Int` for
// `ssize_t`/`size_t`, `mode_t` = UInt16). Only type-checked, never run.
@_exported import _DarwinTypes

// MARK: errno
// - Apple group: errno and the error-number constants (C library, documented by the errno(2) and intro(2) man pages, no Swift reference page)
// - Apple availability: iOS, macOS, tvOS, watchOS, visionOS

/// The calling thread's last error number (Darwin's overlay wraps `__error()`).
public var errno: Int32 {
  get { 0 }
  set {}
}

/// Returns a description of an error number.
@discardableResult public func strerror(_ __errnum: Int32) -> UnsafeMutablePointer<CChar>! { nil }

public var EPERM: Int32 { 1 }
public var ENOENT: Int32 { 2 }
public var ESRCH: Int32 { 3 }
public var EINTR: Int32 { 4 }
public var EIO: Int32 { 5 }
public var EBADF: Int32 { 9 }
public var ENOMEM: Int32 { 12 }
public var EACCES: Int32 { 13 }
public var EEXIST: Int32 { 17 }
public var EXDEV: Int32 { 18 }
public var ENOTDIR: Int32 { 20 }
public var EISDIR: Int32 { 21 }
public var EINVAL: Int32 { 22 }
public var ENOSPC: Int32 { 28 }
public var EROFS: Int32 { 30 }
public var ENAMETOOLONG: Int32 { 63 }
public var ENOTEMPTY: Int32 { 66 }
// - Apple group end

// MARK: Files
// - Apple group: POSIX file I/O: open(2), read(2), write(2), stat(2) and their constants (man pages, no Swift reference page)
// - Apple availability: iOS, macOS, tvOS, watchOS, visionOS

public var O_RDONLY: Int32 { 0x0000 }
public var O_WRONLY: Int32 { 0x0001 }
public var O_RDWR: Int32 { 0x0002 }
public var O_APPEND: Int32 { 0x0008 }
public var O_CREAT: Int32 { 0x0200 }
public var O_TRUNC: Int32 { 0x0400 }
public var O_EXCL: Int32 { 0x0800 }
public var O_NOFOLLOW: Int32 { 0x0100 }
public var O_DIRECTORY: Int32 { 0x100000 }
public var O_CLOEXEC: Int32 { 0x1000000 }

/// File type mask and types (Darwin's overlay declares these as `mode_t`).
public var S_IFMT: mode_t { 0o170000 }
public var S_IFDIR: mode_t { 0o040000 }
public var S_IFREG: mode_t { 0o100000 }
public var S_IFLNK: mode_t { 0o120000 }

/// Opens a file (the overlay's non-variadic forms of `open(2)`).
@discardableResult public func open(_ path: UnsafePointer<CChar>, _ oflag: Int32) -> Int32 { -1 }
/// Opens or creates a file with the given mode.
@discardableResult public func open(_ path: UnsafePointer<CChar>, _ oflag: Int32, _ mode: mode_t) -> Int32 { -1 }
@discardableResult public func close(_ fd: Int32) -> Int32 { 0 }
@discardableResult public func read(_ fd: Int32, _ buf: UnsafeMutableRawPointer!, _ nbyte: Int) -> Int { 0 }
@discardableResult public func write(_ fd: Int32, _ buf: UnsafeRawPointer!, _ nbyte: Int) -> Int { 0 }
@discardableResult public func fsync(_ fd: Int32) -> Int32 { 0 }
@discardableResult public func rename(_ old: UnsafePointer<CChar>!, _ new: UnsafePointer<CChar>!) -> Int32 { 0 }
@discardableResult public func unlink(_ path: UnsafePointer<CChar>!) -> Int32 { 0 }
@discardableResult public func link(_ path1: UnsafePointer<CChar>!, _ path2: UnsafePointer<CChar>!) -> Int32 { 0 }
@discardableResult public func mkdir(_ path: UnsafePointer<CChar>!, _ mode: mode_t) -> Int32 { 0 }
@discardableResult public func rmdir(_ path: UnsafePointer<CChar>!) -> Int32 { 0 }
@discardableResult public func stat(_ path: UnsafePointer<CChar>!, _ buf: UnsafeMutablePointer<stat>!) -> Int32 { 0 }
@discardableResult public func lstat(_ path: UnsafePointer<CChar>!, _ buf: UnsafeMutablePointer<stat>!) -> Int32 {
  0
}
@discardableResult public func fstat(_ fd: Int32, _ buf: UnsafeMutablePointer<stat>!) -> Int32 { 0 }
// - Apple group end

// MARK: Clocks
// - Apple group: clock_gettime(2) and its clock identifiers (man page, no Swift reference page; the function's availability is the SDK header's)
// - Apple availability: iOS, macOS, tvOS, watchOS, visionOS

/// The clocks `clock_gettime` reads (Darwin imports the C enum as a struct).
public struct clockid_t: RawRepresentable, Hashable, Sendable {
  public var rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public init(_ rawValue: UInt32) { self.rawValue = rawValue }
}
public var CLOCK_REALTIME: clockid_t { clockid_t(0) }
public var CLOCK_MONOTONIC: clockid_t { clockid_t(6) }
public var CLOCK_MONOTONIC_RAW: clockid_t { clockid_t(4) }
public var CLOCK_UPTIME_RAW: clockid_t { clockid_t(8) }
public var CLOCK_PROCESS_CPUTIME_ID: clockid_t { clockid_t(12) }
public var CLOCK_THREAD_CPUTIME_ID: clockid_t { clockid_t(16) }

/// Reads a clock (macOS 10.12, iOS 10).
@available(macOS 10.12, iOS 10.0, tvOS 10.0, watchOS 3.0, *)
@discardableResult public func clock_gettime(
  _ __clock_id: clockid_t, _ __tp: UnsafeMutablePointer<timespec>!
) -> Int32 { 0 }
// - Apple group end

// MARK: Processes
// - Apple group: process calls and constants: getpid(2), kill(2), exit(3), isatty(3), getenv(3) (man pages, no Swift reference page)
// - Apple availability: iOS, macOS, tvOS, watchOS, visionOS

@discardableResult public func getpid() -> pid_t { 0 }
@discardableResult public func kill(_ pid: pid_t, _ sig: Int32) -> Int32 { 0 }
public func exit(_ status: Int32) -> Never { fatalError() }
public func _exit(_ status: Int32) -> Never { fatalError() }
@discardableResult public func isatty(_ fd: Int32) -> Int32 { 0 }
@discardableResult public func getenv(_ name: UnsafePointer<CChar>!) -> UnsafeMutablePointer<CChar>! { nil }

public var SIGKILL: Int32 { 9 }
public var SIGTERM: Int32 { 15 }
public var STDIN_FILENO: Int32 { 0 }
public var STDOUT_FILENO: Int32 { 1 }
public var STDERR_FILENO: Int32 { 2 }
// - Apple group end

// MARK: libm (Double and Float; the CGFloat forms come with Core Graphics)
// - Apple group: libm's Double and Float functions and constants, as Darwin's overlay imports them (math(3) man pages, no Swift reference page)
// - Apple availability: iOS, macOS, tvOS, watchOS, visionOS

@discardableResult public func sin(_ x: Double) -> Double { x }
@discardableResult public func cos(_ x: Double) -> Double { x }
@discardableResult public func tan(_ x: Double) -> Double { x }
@discardableResult public func asin(_ x: Double) -> Double { x }
@discardableResult public func acos(_ x: Double) -> Double { x }
@discardableResult public func atan(_ x: Double) -> Double { x }
@discardableResult public func atan2(_ y: Double, _ x: Double) -> Double { y }
@discardableResult public func sinh(_ x: Double) -> Double { x }
@discardableResult public func cosh(_ x: Double) -> Double { x }
@discardableResult public func tanh(_ x: Double) -> Double { x }
@discardableResult public func exp(_ x: Double) -> Double { x }
@discardableResult public func exp2(_ x: Double) -> Double { x }
@discardableResult public func log(_ x: Double) -> Double { x }
@discardableResult public func log2(_ x: Double) -> Double { x }
@discardableResult public func log10(_ x: Double) -> Double { x }
@discardableResult public func log1p(_ x: Double) -> Double { x }
@discardableResult public func expm1(_ x: Double) -> Double { x }
@discardableResult public func pow(_ x: Double, _ y: Double) -> Double { x }
@discardableResult public func sqrt(_ x: Double) -> Double { x }
@discardableResult public func cbrt(_ x: Double) -> Double { x }
@discardableResult public func hypot(_ x: Double, _ y: Double) -> Double { x }
@discardableResult public func fabs(_ x: Double) -> Double { x }
@discardableResult public func fmod(_ x: Double, _ y: Double) -> Double { x }
@discardableResult public func remainder(_ x: Double, _ y: Double) -> Double { x }
@discardableResult public func floor(_ x: Double) -> Double { x }
@discardableResult public func ceil(_ x: Double) -> Double { x }
@discardableResult public func round(_ x: Double) -> Double { x }
@discardableResult public func trunc(_ x: Double) -> Double { x }
@discardableResult public func fmin(_ x: Double, _ y: Double) -> Double { x }
@discardableResult public func fmax(_ x: Double, _ y: Double) -> Double { x }
@discardableResult public func copysign(_ x: Double, _ y: Double) -> Double { x }

@discardableResult public func sin(_ x: Float) -> Float { x }
@discardableResult public func cos(_ x: Float) -> Float { x }
@discardableResult public func tan(_ x: Float) -> Float { x }
@discardableResult public func asin(_ x: Float) -> Float { x }
@discardableResult public func acos(_ x: Float) -> Float { x }
@discardableResult public func atan(_ x: Float) -> Float { x }
@discardableResult public func atan2(_ y: Float, _ x: Float) -> Float { y }
@discardableResult public func exp(_ x: Float) -> Float { x }
@discardableResult public func log(_ x: Float) -> Float { x }
@discardableResult public func log2(_ x: Float) -> Float { x }
@discardableResult public func log10(_ x: Float) -> Float { x }
@discardableResult public func pow(_ x: Float, _ y: Float) -> Float { x }
@discardableResult public func sqrt(_ x: Float) -> Float { x }
@discardableResult public func cbrt(_ x: Float) -> Float { x }
@discardableResult public func hypot(_ x: Float, _ y: Float) -> Float { x }
@discardableResult public func fabs(_ x: Float) -> Float { x }
@discardableResult public func fmod(_ x: Float, _ y: Float) -> Float { x }
@discardableResult public func floor(_ x: Float) -> Float { x }
@discardableResult public func ceil(_ x: Float) -> Float { x }
@discardableResult public func round(_ x: Float) -> Float { x }
@discardableResult public func trunc(_ x: Float) -> Float { x }

public var M_PI: Double { Double.pi }
public var M_PI_2: Double { Double.pi / 2 }
public var M_E: Double { 2.718_281_828_459_045 }
// - Apple group end

/// The C type of a signal handler.
public typealias sig_t = @convention(c) (Int32) -> Void
/// Write on a pipe with no reader.
public var SIGPIPE: Int32 { 13 }
/// The handler that ignores a signal.
public var SIG_IGN: sig_t { fatalError() }
/// Sets the handler for a signal and returns the previous one.
public func signal(
  _ __sig: Int32, _ __func: (@convention(c) (Int32) -> Void)!
) -> (@convention(c) (Int32) -> Void)! { nil }
