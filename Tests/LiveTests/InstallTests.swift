import Foundation
import Testing

/// scripts/install puts the binary, both apps' desktop entries and their icons under a
/// prefix; the entries are valid (desktop-file-validate), name the installed binary, and
/// carry the app ids the windows set; the icons are well-formed SVG; --uninstall removes it all.
@Suite(.serialized) struct InstallTests {
    static let ids = ["org.opacitybars.OpacityBars", "org.opacitybars.Gallery"]

    @Test func installsValidEntriesAndIconsAndUninstalls() throws {
        let prefix = try LivePaths.artifacts(for: "install").appendingPathComponent("prefix").path
        let binary = try BuiltProducts.executable("opacity-bars")
        let script = FixturePaths.repositoryRoot.appendingPathComponent("scripts/install").path
        try Processes.check(script, ["--prefix", prefix, "--binary", binary], timeout: 60)

        let installed = prefix + "/bin/opacity-bars"
        #expect(FileManager.default.isExecutableFile(atPath: installed))
        let help = try Processes.check(installed, ["--help"])
        #expect(help.contains("gallery"), "the installed binary runs: \(help)")
        for id in Self.ids {
            let entry = prefix + "/share/applications/\(id).desktop"
            let icon = prefix + "/share/icons/hicolor/scalable/apps/\(id).svg"
            let validation = try Processes.run("/usr/bin/desktop-file-validate", [entry])
            #expect(validation.status == 0, "\(entry): \(validation.stdout)\(validation.stderr)")
            let text = try String(contentsOfFile: entry, encoding: .utf8)
            #expect(text.contains("\nExec=\(installed)"), "\(text)")
            #expect(text.contains("\nTryExec=\(installed)\n"), "\(text)")
            #expect(text.contains("\nIcon=\(id)\n"), "\(text)")
            // The launcher hands the app an xdg-activation token, which the window shows when it maps.
            #expect(text.contains("\nStartupNotify=true\n"), "\(text)")
            let svg = try Processes.run("/usr/bin/xmllint", ["--noout", icon])
            #expect(svg.status == 0, "\(icon): \(svg.stderr)")
        }
        // The ids are the ones the windows announce (xdg_toplevel.set_app_id).
        let sources =
            try String(
                contentsOf: FixturePaths.repositoryRoot.appendingPathComponent("Sources/opacity-bars/AppChoice.swift"),
                encoding: .utf8)
            + String(
                contentsOf: FixturePaths.repositoryRoot.appendingPathComponent(
                    "Sources/Gallery/Core/GalleryCore+AppID.swift"), encoding: .utf8)
        for id in Self.ids { #expect(sources.contains("\"\(id)\""), "\(id) is not an app id the code sets") }

        try Processes.check(script, ["--prefix", prefix, "--uninstall"], timeout: 60)
        #expect(!FileManager.default.fileExists(atPath: installed))
        for id in Self.ids {
            #expect(!FileManager.default.fileExists(atPath: prefix + "/share/applications/\(id).desktop"))
            #expect(!FileManager.default.fileExists(atPath: prefix + "/share/icons/hicolor/scalable/apps/\(id).svg"))
        }
    }
}
