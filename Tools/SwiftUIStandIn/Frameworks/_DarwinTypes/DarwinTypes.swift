// Part of the Darwin stand-in: the C types whose names Darwin also uses for functions (the
// struct `stat` beside the function `stat`). Clang imports both into one module; Swift source
// cannot declare both in one module, so the struct lives here and Darwin re-exports it, which
// gives code the same overload set (`var info = stat()`, `stat(path, &info)`).

// - Apple group: the C types Darwin declares for stat(2) and clock_gettime(2) (sys/types.h and sys/stat.h; man pages, no Swift reference page)
// - Apple availability: iOS, macOS, tvOS, watchOS, visionOS
/// File modes (`mode_t` is a 16-bit unsigned integer on Darwin, 32-bit on Linux).
public typealias mode_t = UInt16
/// Process identifiers.
public typealias pid_t = Int32
/// File offsets and sizes.
public typealias off_t = Int64
/// Device numbers.
public typealias dev_t = Int32
/// Inode numbers.
public typealias ino_t = UInt64
/// Link counts.
public typealias nlink_t = UInt16
/// User identifiers.
public typealias uid_t = UInt32
/// Group identifiers.
public typealias gid_t = UInt32
/// Block counts.
public typealias blkcnt_t = Int64
/// Block sizes.
public typealias blksize_t = Int32

/// A time value with nanosecond resolution.
public struct timespec {
  public var tv_sec: Int
  public var tv_nsec: Int
  public init() { tv_sec = 0; tv_nsec = 0 }
  public init(tv_sec: Int, tv_nsec: Int) { self.tv_sec = tv_sec; self.tv_nsec = tv_nsec }
}

/// File status, as `stat(2)` and `fstat(2)` fill it in (64-bit inode layout).
public struct stat {
  public var st_dev: dev_t
  public var st_mode: mode_t
  public var st_nlink: nlink_t
  public var st_ino: ino_t
  public var st_uid: uid_t
  public var st_gid: gid_t
  public var st_rdev: dev_t
  public var st_atimespec: timespec
  public var st_mtimespec: timespec
  public var st_ctimespec: timespec
  public var st_birthtimespec: timespec
  public var st_size: off_t
  public var st_blocks: blkcnt_t
  public var st_blksize: blksize_t
  public var st_flags: UInt32
  public var st_gen: UInt32
  public init() {
    st_dev = 0; st_mode = 0; st_nlink = 0; st_ino = 0; st_uid = 0; st_gid = 0; st_rdev = 0
    st_atimespec = timespec(); st_mtimespec = timespec(); st_ctimespec = timespec()
    st_birthtimespec = timespec(); st_size = 0; st_blocks = 0; st_blksize = 0; st_flags = 0
    st_gen = 0
  }
}
// - Apple group end
