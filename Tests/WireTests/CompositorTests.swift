import Drawing
import Foundation
import TestSupport
import Testing

extension WireSuites {
    /// The fixture compositor on its own, against clients that are not ours (wayland-info and
    /// weston's demo clients): it serves the globals, maps windows, answers frames, releases
    /// buffers, delivers touch, captures what is on screen, and its client checks can fail.
    @Suite
    struct CompositorTests {
        @Test func wayland_info_lists_every_global_with_its_version() async throws {
            let info = try #require(Binaries.system("wayland-info"), "wayland-info (apt wayland-utils) is needed")
            let session = try await WireSession(fixture: nil, client: [info])
            #expect(session.status == 0, "\(session.diagnostics)")
            let out = session.stdout
            for (interface, version) in [
                ("wl_compositor", 5), ("wl_shm", 1), ("xdg_wm_base", 6), ("wl_output", 4),
                ("wl_seat", 7), ("zwp_pointer_gestures_v1", 3),
            ] {
                let line = out.split(separator: "\n").first { $0.contains("'\(interface)'") }
                #expect(line?.contains("version:  \(version),") == true, "\(interface) v\(version) in:\n\(out)")
            }
            #expect(out.contains("'AR24'") && out.contains("'XR24'"), "shm formats ARGB8888 and XRGB8888")
            #expect(out.contains("capabilities: pointer keyboard touch"))
            #expect(out.contains("name: seat0"))
            #expect(session.report?.outcome == "done")
        }

        @Test func a_continuously_animating_client_is_served_frames_and_closes_on_request() async throws {
            let client = try #require(Binaries.system("weston-simple-shm"), "weston-simple-shm (apt weston) is needed")
            let session = try await WireSession(
                fixture: nil, options: ["--settle-ms", "300", "--settle-timeout-ms", "800"],
                client: [client])
            let report = try #require(session.report, "\(session.diagnostics)")
            #expect(session.status == 0, "\(session.diagnostics)")
            #expect(report.outcome == "done")
            #expect(report.title == "simple-shm")
            #expect(report.pongReceived)
            // It redraws on every frame callback: it never settles, and it was served frame after
            // frame (how many in its time is the compositor's pace, not asserted here).
            #expect(!report.settled)
            #expect(report.framesDone >= 3, "frames answered: \(report.framesDone)")
            #expect(report.bufferCommits >= report.framesDone)
            // Every buffer but the one on screen has been given back.
            #expect(report.buffersReleased == report.bufferCommits - 1)
            #expect(report.heldBufferWrites == 0 && report.undamagedChanges == 0, "\(report.log)")
            #expect(report.clientExitStatus == 0)
            let shot = try Canvas.readPNG(path: session.screenshot)
            #expect(shot.width == 250 && shot.height == 250)
            #expect(Set((0 ..< 25).map { shot.pixel(x: $0 * 10, y: 125) }).count > 3, "a drawn frame, not a blank one")
        }

        @Test func touch_reaches_a_third_party_client_at_the_fixture_coordinates() async throws {
            let client = try #require(
                Binaries.system("weston-simple-touch"), "weston-simple-touch (apt weston) is needed")
            let session = try await WireSession(
                fixture: Binaries.wireFixturesDirectory + "/simple-touch.trace",
                options: ["--settle-ms", "300"], client: [client])
            let report = try #require(session.report, "\(session.diagnostics)")
            #expect(session.status == 0, "\(session.diagnostics)")
            #expect(report.touchesBound == 1)
            // The fixture's keyboard events have nowhere to go: simple-touch binds no keyboard.
            #expect(report.keyboardsBound == 0 && report.inputEventsDropped > 0)
            #expect(report.eventsSent == report.eventsInFixture && report.eventsSkipped.isEmpty)
            let shot = try Canvas.readPNG(path: session.screenshot)
            let background = shot.pixel(x: 500, y: 300)
            // simple-touch paints a dot at each down and motion point.
            for (x, y) in [(100, 100), (300, 100), (50, 400)] {
                #expect(shot.pixel(x: x, y: y) != background, "a dot at (\(x), \(y))")
            }
            for (x, y) in [(100, 300), (300, 400), (50, 100)] {
                #expect(shot.pixel(x: x, y: y) == background, "nothing at (\(x), \(y))")
            }
            // simple-touch draws into its only buffer while the compositor holds it: the check sees it.
            #expect(report.heldBufferWrites > 0)
            #expect(report.log.contains { $0.contains("drew into it while the compositor held it") })
        }

        /// weston-simple-damage posts damage every way a client can: surface or buffer
        /// coordinates, buffer scale 2, a viewport with a source crop. The compositor maps each
        /// to buffer pixels; a wrong mapping would show as pixels changed outside the damage.
        @Test(arguments: [
            [], ["--scale=2"], ["--use-damage-buffer"], ["--scale=2", "--use-damage-buffer"],
            ["--use-viewport"], ["--use-viewport", "--scale=2"], ["--version=1"],
        ])
        func damage_in_every_coordinate_space_covers_every_changed_pixel(_ options: [String]) async throws {
            let client = try #require(
                Binaries.system("weston-simple-damage"), "weston-simple-damage (apt weston) is needed")
            let session = try await WireSession(
                fixture: nil, options: ["--settle-ms", "200", "--settle-timeout-ms", "600"],
                client: [client] + options)
            let report = try #require(session.report, "\(session.diagnostics)")
            #expect(session.status == 0, "\(session.diagnostics)")
            #expect(report.bufferCommits >= 10, "it animates")
            #expect(report.undamagedChanges == 0, "\(report.log)")
            #expect(report.heldBufferWrites == 0, "\(report.log)")
            let scale: Int32 = options.contains("--scale=2") ? 2 : 1
            #expect(report.bufferWidth == 300 * scale && report.bufferHeight == 200 * scale)
        }

        /// Buffer transforms are not served: damage under a rotated buffer is mapped as if it were
        /// not rotated, and the check reports the pixels that then changed outside it.
        @Test func an_unserved_buffer_transform_is_reported_and_its_damage_flagged() async throws {
            let client = try #require(
                Binaries.system("weston-simple-damage"), "weston-simple-damage (apt weston) is needed")
            let session = try await WireSession(
                fixture: nil, options: ["--settle-ms", "200", "--settle-timeout-ms", "600"],
                client: [client, "--rotating-transform"])
            let report = try #require(session.report, "\(session.diagnostics)")
            #expect(report.log.contains { $0.contains("buffer transform") && $0.contains("is ignored") })
            #expect(report.undamagedChanges > 0)
        }

        /// Without a client command it prints where it listens and serves whoever connects; the
        /// fresh runtime directory is gone once it exits.
        @Test func it_serves_a_client_started_elsewhere_and_cleans_up_its_runtime_directory() async throws {
            let client = try #require(
                Binaries.system("weston-simple-touch"), "weston-simple-touch (apt weston) is needed")
            let compositor = try WireSession.serving(
                fixture: Binaries.wireFixturesDirectory + "/simple-touch.trace", options: ["--settle-ms", "300"])
            let environment = compositor.clientEnvironment
            let runtime = try #require(environment["XDG_RUNTIME_DIR"], "printed: \(compositor.stdout)")
            #expect(environment["WAYLAND_DISPLAY"]?.hasPrefix("wayland-") == true)
            #expect(FileManager.default.fileExists(atPath: compositor.socket))
            let result = try await run(client, [], timeout: 30, environment: environment)
            #expect(result.status == 0, "\(result.stderr)")
            try await compositor.finish()
            #expect(compositor.status == 0, "\(compositor.diagnostics)")
            let report = try #require(compositor.report, "\(compositor.diagnostics)")
            #expect(report.outcome == "done" && report.clientsEver == 1 && report.eventsSent == report.eventsInFixture)
            #expect(!FileManager.default.fileExists(atPath: runtime))
        }

        @Test func an_unreadable_fixture_is_an_error_naming_file_and_line_and_writes_nothing() async throws {
            let directory = try TemporaryDirectory()
            let bad = directory.file("bad.trace")
            try "[ 954000.000] wl_touch@14.down(1, 2, wl_surface@9, 0, 10.0\n".write(
                toFile: bad, atomically: true, encoding: .utf8)
            let session = try await WireSession(fixture: bad, client: ["/bin/true"])
            #expect(session.status != 0)
            #expect(session.stderr.contains("\(bad):1:"), "\(session.stderr)")
            #expect(!FileManager.default.fileExists(atPath: session.screenshot))
            #expect(session.report == nil)
        }
    }
}
