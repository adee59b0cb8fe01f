import CFontLibrary
import CPixman

#if canImport(Glibc)
import Glibc
#endif

/// What fontconfig's answer for a font name depends on, in a form that is checked with a few
/// `stat` calls and no fontconfig: every configuration file it read and their directories,
/// every font and cache directory it scanned, the user configuration paths that do not exist
/// yet (creating one changes the answer), and the environment it reads. A glyph snapshot
/// made under one fingerprint is valid while the fingerprint is the same.
///
/// One line per fact: `env NAME=VALUE`, `stat MTIME_NS:SIZE:INODE PATH` or `absent PATH`.
enum FontconfigFingerprint {
    /// The environment fontconfig reads: its own variables, where user configuration and
    /// fonts live, and the language (which picks among fonts that match the name).
    static let environment = [
        "FONTCONFIG_FILE", "FONTCONFIG_PATH", "FONTCONFIG_SYSROOT", "FC_LANG", "HOME",
        "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "LANG", "LC_ALL", "LC_CTYPE",
    ]

    /// The fingerprint now, of the paths fontconfig reports (it must be initialised: a font
    /// was loaded through it) and the user paths it would read if they existed.
    static func current() -> [String] {
        var paths: [String] = []
        func collect(_ list: UnsafeMutableRawPointer?) {
            guard let list else { return }
            while let s = fl_FcStrListNext(list) { paths.append(String(cString: s)) }
            fl_FcStrListDone(list)
        }
        collect(fl_FcConfigGetConfigFiles())
        paths += paths.map(directory(of:))
        collect(fl_FcConfigGetFontDirs())
        collect(fl_FcConfigGetCacheDirs())
        paths += userPaths()
        return lines(paths: Array(Set(paths)).sorted())
    }

    /// The lines for `paths` (as they are now) and the environment.
    static func lines(paths: [String]) -> [String] {
        environment.map { "env \($0)=\(variable($0) ?? "")" }
            + paths.map(describe)
    }

    /// True when every line of `saved` still holds.
    static func holds(_ saved: ArraySlice<Substring>) -> Bool {
        // Read as UTF-8 bytes: a Character-wise scan of every line was most of this check,
        // which a start makes before its first frame.
        var envSeen = 0
        for line in saved {
            let bytes = line.utf8
            if bytes.starts(with: "env ".utf8) {
                envSeen += 1
                let body = bytes.dropFirst(4)
                guard let eq = body.firstIndex(of: UInt8(ascii: "=")) else { return false }
                let name = String(line[body.startIndex ..< eq]), value = String(line[body.index(after: eq)...])
                guard (variable(name) ?? "") == value else { return false }
            } else if bytes.starts(with: "stat ".utf8) || bytes.starts(with: "absent ".utf8) {
                // The path follows the first space of an `absent` line, the second of a `stat`.
                guard var space = bytes.firstIndex(of: UInt8(ascii: " ")) else { return false }
                if bytes.first == UInt8(ascii: "s") {
                    guard let next = bytes[bytes.index(after: space)...].firstIndex(of: UInt8(ascii: " ")) else {
                        return false
                    }
                    space = next
                }
                guard describe(String(line[bytes.index(after: space)...])) == line else { return false }
            } else {
                return false
            }
        }
        return envSeen == environment.count
    }

    /// An environment variable's value; nil when it is unset or empty (fontconfig treats both alike).
    static func variable(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 }
    }

    private static func describe(_ path: String) -> String {
        var st = stat()
        guard stat(path, &st) == 0 else { return "absent \(path)" }
        let mtime = Int64(st.st_mtim.tv_sec) * 1_000_000_000 + Int64(st.st_mtim.tv_nsec)
        return "stat \(mtime):\(st.st_size):\(st.st_ino) \(path)"
    }

    private static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// fontconfig's per-user configuration and font paths, existing or not.
    private static func userPaths() -> [String] {
        guard let home = variable("HOME") else { return [] }
        let config = variable("XDG_CONFIG_HOME") ?? home + "/.config"
        let data = variable("XDG_DATA_HOME") ?? home + "/.local/share"
        return [
            config + "/fontconfig", config + "/fontconfig/fonts.conf", config + "/fontconfig/conf.d",
            home + "/.fonts.conf", home + "/.fonts.conf.d", home + "/.fonts", data + "/fonts",
        ]
    }
}
