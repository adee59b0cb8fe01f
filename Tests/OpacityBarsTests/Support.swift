/// `AppDriver` (the input driver over an `AppCore`) and the golden checker live in the
/// test-support targets; re-exported so that every file here sees them without an import of
/// its own.
@_exported import AppTestSupport
@_exported import TestSupport

typealias Driver = AppDriver
