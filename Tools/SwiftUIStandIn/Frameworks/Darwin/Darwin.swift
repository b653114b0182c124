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

/// `EPERM`: Operation not permitted (an `errno` value).
public var EPERM: Int32 { 1 }
/// `ENOENT`: No such file or directory (an `errno` value).
public var ENOENT: Int32 { 2 }
/// `ESRCH`: No such process (an `errno` value).
public var ESRCH: Int32 { 3 }
/// `EINTR`: Interrupted system call (an `errno` value).
public var EINTR: Int32 { 4 }
/// `EIO`: Input/output error (an `errno` value).
public var EIO: Int32 { 5 }
/// `EBADF`: Bad file descriptor (an `errno` value).
public var EBADF: Int32 { 9 }
/// `ENOMEM`: Cannot allocate memory (an `errno` value).
public var ENOMEM: Int32 { 12 }
/// `EACCES`: Permission denied (an `errno` value).
public var EACCES: Int32 { 13 }
/// `EEXIST`: File exists (an `errno` value).
public var EEXIST: Int32 { 17 }
/// `EXDEV`: Cross-device link (an `errno` value).
public var EXDEV: Int32 { 18 }
/// `ENOTDIR`: Not a directory (an `errno` value).
public var ENOTDIR: Int32 { 20 }
/// `EISDIR`: Is a directory (an `errno` value).
public var EISDIR: Int32 { 21 }
/// `EINVAL`: Invalid argument (an `errno` value).
public var EINVAL: Int32 { 22 }
/// `ENOSPC`: No space left on device (an `errno` value).
public var ENOSPC: Int32 { 28 }
/// `EROFS`: Read-only file system (an `errno` value).
public var EROFS: Int32 { 30 }
/// `ENAMETOOLONG`: File name too long (an `errno` value).
public var ENAMETOOLONG: Int32 { 63 }
/// `ENOTEMPTY`: Directory not empty (an `errno` value).
public var ENOTEMPTY: Int32 { 66 }
// - Apple group end

// MARK: Files
// - Apple group: POSIX file I/O: open(2), read(2), write(2), stat(2) and their constants (man pages, no Swift reference page)
// - Apple availability: iOS, macOS, tvOS, watchOS, visionOS

/// An `open(2)` flag: open for reading only.
public var O_RDONLY: Int32 { 0x0000 }
/// An `open(2)` flag: open for writing only.
public var O_WRONLY: Int32 { 0x0001 }
/// An `open(2)` flag: open for reading and writing.
public var O_RDWR: Int32 { 0x0002 }
/// An `open(2)` flag: append on each write.
public var O_APPEND: Int32 { 0x0008 }
/// An `open(2)` flag: create the file if it does not exist.
public var O_CREAT: Int32 { 0x0200 }
/// An `open(2)` flag: truncate the file to length 0.
public var O_TRUNC: Int32 { 0x0400 }
/// An `open(2)` flag: fail if O_CREAT and the file exists.
public var O_EXCL: Int32 { 0x0800 }
/// An `open(2)` flag: do not follow a symbolic link at the end of the path.
public var O_NOFOLLOW: Int32 { 0x0100 }
/// An `open(2)` flag: fail unless the path is a directory.
public var O_DIRECTORY: Int32 { 0x100000 }
/// An `open(2)` flag: close the descriptor on exec.
public var O_CLOEXEC: Int32 { 0x1000000 }

/// File type mask and types (Darwin's overlay declares these as `mode_t`).
public var S_IFMT: mode_t { 0o170000 }
/// The file type of a directory in `st_mode`.
public var S_IFDIR: mode_t { 0o040000 }
/// The file type of a regular file in `st_mode`.
public var S_IFREG: mode_t { 0o100000 }
/// The file type of a symbolic link in `st_mode`.
public var S_IFLNK: mode_t { 0o120000 }

/// Opens a file (the overlay's non-variadic forms of `open(2)`).
@discardableResult public func open(_ path: UnsafePointer<CChar>, _ oflag: Int32) -> Int32 { -1 }
/// Opens or creates a file with the given mode.
@discardableResult
public func open(_ path: UnsafePointer<CChar>, _ oflag: Int32, _ mode: mode_t) -> Int32 { -1 }
/// The C library's `close`, as Darwin's overlay imports it.
@discardableResult public func close(_ fd: Int32) -> Int32 { 0 }
/// The C library's `read`, as Darwin's overlay imports it.
@discardableResult
public func read(_ fd: Int32, _ buf: UnsafeMutableRawPointer!, _ nbyte: Int) -> Int { 0 }
/// The C library's `write`, as Darwin's overlay imports it.
@discardableResult
public func write(_ fd: Int32, _ buf: UnsafeRawPointer!, _ nbyte: Int) -> Int { 0 }
/// The C library's `fsync`, as Darwin's overlay imports it.
@discardableResult public func fsync(_ fd: Int32) -> Int32 { 0 }
/// The C library's `rename`, as Darwin's overlay imports it.
@discardableResult
public func rename(_ old: UnsafePointer<CChar>!, _ new: UnsafePointer<CChar>!) -> Int32 { 0 }
/// The C library's `unlink`, as Darwin's overlay imports it.
@discardableResult public func unlink(_ path: UnsafePointer<CChar>!) -> Int32 { 0 }
/// The C library's `link`, as Darwin's overlay imports it.
@discardableResult
public func link(_ path1: UnsafePointer<CChar>!, _ path2: UnsafePointer<CChar>!) -> Int32 { 0 }
/// The C library's `mkdir`, as Darwin's overlay imports it.
@discardableResult public func mkdir(_ path: UnsafePointer<CChar>!, _ mode: mode_t) -> Int32 { 0 }
/// The C library's `rmdir`, as Darwin's overlay imports it.
@discardableResult public func rmdir(_ path: UnsafePointer<CChar>!) -> Int32 { 0 }
/// The C library's `stat`, as Darwin's overlay imports it.
@discardableResult
public func stat(_ path: UnsafePointer<CChar>!, _ buf: UnsafeMutablePointer<stat>!) -> Int32 { 0 }
/// The C library's `lstat`, as Darwin's overlay imports it.
@discardableResult
public func lstat(_ path: UnsafePointer<CChar>!, _ buf: UnsafeMutablePointer<stat>!) -> Int32 {
  0
}
/// The C library's `fstat`, as Darwin's overlay imports it.
@discardableResult public func fstat(_ fd: Int32, _ buf: UnsafeMutablePointer<stat>!) -> Int32 { 0 }
// - Apple group end

// MARK: Clocks
// - Apple group: clock_gettime(2) and its clock identifiers (man page, no Swift reference page; the function's availability is the SDK header's)
// - Apple availability: iOS, macOS, tvOS, watchOS, visionOS

/// The clocks `clock_gettime` reads (Darwin imports the C enum as a struct).
public struct clockid_t: RawRepresentable, Hashable, Sendable {
  /// The raw value.
  public var rawValue: UInt32
  /// Creates a value from its raw value.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// Creates a value from its raw value.
  public init(_ rawValue: UInt32) { self.rawValue = rawValue }
}
/// The system-wide wall clock.
public var CLOCK_REALTIME: clockid_t { clockid_t(0) }
/// A clock that only moves forward, counting time asleep.
public var CLOCK_MONOTONIC: clockid_t { clockid_t(6) }
/// A monotonic clock not adjusted by NTP.
public var CLOCK_MONOTONIC_RAW: clockid_t { clockid_t(4) }
/// A monotonic clock that stops while the system sleeps.
public var CLOCK_UPTIME_RAW: clockid_t { clockid_t(8) }
/// The CPU time the process used.
public var CLOCK_PROCESS_CPUTIME_ID: clockid_t { clockid_t(12) }
/// The CPU time the calling thread used.
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

/// The C library's `getpid`, as Darwin's overlay imports it.
@discardableResult public func getpid() -> pid_t { 0 }
/// The C library's `kill`, as Darwin's overlay imports it.
@discardableResult public func kill(_ pid: pid_t, _ sig: Int32) -> Int32 { 0 }
/// The C library's `exit`, as Darwin's overlay imports it.
public func exit(_ status: Int32) -> Never { fatalError() }
/// The C library's `_exit`, as Darwin's overlay imports it.
public func _exit(_ status: Int32) -> Never { fatalError() }
/// The C library's `isatty`, as Darwin's overlay imports it.
@discardableResult public func isatty(_ fd: Int32) -> Int32 { 0 }
/// The C library's `getenv`, as Darwin's overlay imports it.
@discardableResult
public func getenv(_ name: UnsafePointer<CChar>!) -> UnsafeMutablePointer<CChar>! { nil }

/// The kill signal, which cannot be caught or ignored.
public var SIGKILL: Int32 { 9 }
/// The termination request signal.
public var SIGTERM: Int32 { 15 }
/// The standard input's file descriptor.
public var STDIN_FILENO: Int32 { 0 }
/// The standard output's file descriptor.
public var STDOUT_FILENO: Int32 { 1 }
/// The standard error's file descriptor.
public var STDERR_FILENO: Int32 { 2 }
// - Apple group end

// MARK: libm (Double and Float; the CGFloat forms come with Core Graphics)
// - Apple group: libm's Double and Float functions and constants, as Darwin's overlay imports them (math(3) man pages, no Swift reference page)
// - Apple availability: iOS, macOS, tvOS, watchOS, visionOS

/// The C library's `sin`, as Darwin's overlay imports it.
@discardableResult public func sin(_ x: Double) -> Double { x }
/// The C library's `cos`, as Darwin's overlay imports it.
@discardableResult public func cos(_ x: Double) -> Double { x }
/// The C library's `tan`, as Darwin's overlay imports it.
@discardableResult public func tan(_ x: Double) -> Double { x }
/// The C library's `asin`, as Darwin's overlay imports it.
@discardableResult public func asin(_ x: Double) -> Double { x }
/// The C library's `acos`, as Darwin's overlay imports it.
@discardableResult public func acos(_ x: Double) -> Double { x }
/// The C library's `atan`, as Darwin's overlay imports it.
@discardableResult public func atan(_ x: Double) -> Double { x }
/// The C library's `atan2`, as Darwin's overlay imports it.
@discardableResult public func atan2(_ y: Double, _ x: Double) -> Double { y }
/// The C library's `sinh`, as Darwin's overlay imports it.
@discardableResult public func sinh(_ x: Double) -> Double { x }
/// The C library's `cosh`, as Darwin's overlay imports it.
@discardableResult public func cosh(_ x: Double) -> Double { x }
/// The C library's `tanh`, as Darwin's overlay imports it.
@discardableResult public func tanh(_ x: Double) -> Double { x }
/// The C library's `exp`, as Darwin's overlay imports it.
@discardableResult public func exp(_ x: Double) -> Double { x }
/// The C library's `exp2`, as Darwin's overlay imports it.
@discardableResult public func exp2(_ x: Double) -> Double { x }
/// The C library's `log`, as Darwin's overlay imports it.
@discardableResult public func log(_ x: Double) -> Double { x }
/// The C library's `log2`, as Darwin's overlay imports it.
@discardableResult public func log2(_ x: Double) -> Double { x }
/// The C library's `log10`, as Darwin's overlay imports it.
@discardableResult public func log10(_ x: Double) -> Double { x }
/// The C library's `log1p`, as Darwin's overlay imports it.
@discardableResult public func log1p(_ x: Double) -> Double { x }
/// The C library's `expm1`, as Darwin's overlay imports it.
@discardableResult public func expm1(_ x: Double) -> Double { x }
/// The C library's `pow`, as Darwin's overlay imports it.
@discardableResult public func pow(_ x: Double, _ y: Double) -> Double { x }
/// The C library's `sqrt`, as Darwin's overlay imports it.
@discardableResult public func sqrt(_ x: Double) -> Double { x }
/// The C library's `cbrt`, as Darwin's overlay imports it.
@discardableResult public func cbrt(_ x: Double) -> Double { x }
/// The C library's `hypot`, as Darwin's overlay imports it.
@discardableResult public func hypot(_ x: Double, _ y: Double) -> Double { x }
/// The C library's `fabs`, as Darwin's overlay imports it.
@discardableResult public func fabs(_ x: Double) -> Double { x }
/// The C library's `fmod`, as Darwin's overlay imports it.
@discardableResult public func fmod(_ x: Double, _ y: Double) -> Double { x }
/// The C library's `remainder`, as Darwin's overlay imports it.
@discardableResult public func remainder(_ x: Double, _ y: Double) -> Double { x }
/// The C library's `floor`, as Darwin's overlay imports it.
@discardableResult public func floor(_ x: Double) -> Double { x }
/// The C library's `ceil`, as Darwin's overlay imports it.
@discardableResult public func ceil(_ x: Double) -> Double { x }
/// The C library's `round`, as Darwin's overlay imports it.
@discardableResult public func round(_ x: Double) -> Double { x }
/// The C library's `trunc`, as Darwin's overlay imports it.
@discardableResult public func trunc(_ x: Double) -> Double { x }
/// The C library's `fmin`, as Darwin's overlay imports it.
@discardableResult public func fmin(_ x: Double, _ y: Double) -> Double { x }
/// The C library's `fmax`, as Darwin's overlay imports it.
@discardableResult public func fmax(_ x: Double, _ y: Double) -> Double { x }
/// The C library's `copysign`, as Darwin's overlay imports it.
@discardableResult public func copysign(_ x: Double, _ y: Double) -> Double { x }

/// The C library's `sin`, as Darwin's overlay imports it.
@discardableResult public func sin(_ x: Float) -> Float { x }
/// The C library's `cos`, as Darwin's overlay imports it.
@discardableResult public func cos(_ x: Float) -> Float { x }
/// The C library's `tan`, as Darwin's overlay imports it.
@discardableResult public func tan(_ x: Float) -> Float { x }
/// The C library's `asin`, as Darwin's overlay imports it.
@discardableResult public func asin(_ x: Float) -> Float { x }
/// The C library's `acos`, as Darwin's overlay imports it.
@discardableResult public func acos(_ x: Float) -> Float { x }
/// The C library's `atan`, as Darwin's overlay imports it.
@discardableResult public func atan(_ x: Float) -> Float { x }
/// The C library's `atan2`, as Darwin's overlay imports it.
@discardableResult public func atan2(_ y: Float, _ x: Float) -> Float { y }
/// The C library's `exp`, as Darwin's overlay imports it.
@discardableResult public func exp(_ x: Float) -> Float { x }
/// The C library's `log`, as Darwin's overlay imports it.
@discardableResult public func log(_ x: Float) -> Float { x }
/// The C library's `log2`, as Darwin's overlay imports it.
@discardableResult public func log2(_ x: Float) -> Float { x }
/// The C library's `log10`, as Darwin's overlay imports it.
@discardableResult public func log10(_ x: Float) -> Float { x }
/// The C library's `pow`, as Darwin's overlay imports it.
@discardableResult public func pow(_ x: Float, _ y: Float) -> Float { x }
/// The C library's `sqrt`, as Darwin's overlay imports it.
@discardableResult public func sqrt(_ x: Float) -> Float { x }
/// The C library's `cbrt`, as Darwin's overlay imports it.
@discardableResult public func cbrt(_ x: Float) -> Float { x }
/// The C library's `hypot`, as Darwin's overlay imports it.
@discardableResult public func hypot(_ x: Float, _ y: Float) -> Float { x }
/// The C library's `fabs`, as Darwin's overlay imports it.
@discardableResult public func fabs(_ x: Float) -> Float { x }
/// The C library's `fmod`, as Darwin's overlay imports it.
@discardableResult public func fmod(_ x: Float, _ y: Float) -> Float { x }
/// The C library's `floor`, as Darwin's overlay imports it.
@discardableResult public func floor(_ x: Float) -> Float { x }
/// The C library's `ceil`, as Darwin's overlay imports it.
@discardableResult public func ceil(_ x: Float) -> Float { x }
/// The C library's `round`, as Darwin's overlay imports it.
@discardableResult public func round(_ x: Float) -> Float { x }
/// The C library's `trunc`, as Darwin's overlay imports it.
@discardableResult public func trunc(_ x: Float) -> Float { x }

/// π.
public var M_PI: Double { Double.pi }
/// π / 2.
public var M_PI_2: Double { Double.pi / 2 }
/// e, the base of natural logarithms.
public var M_E: Double { 2.718_281_828_459_045 }
// - Apple group end

// - Apple group: signal(3) and the signal constants it takes (man page, no Swift reference page)
// - Apple availability: iOS, macOS, tvOS, watchOS, visionOS

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
// - Apple group end
