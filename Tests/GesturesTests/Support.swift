/// `ListFixture` (the demo-like list the engine tests and the randomized streams use) and the
/// input driver live in TestSupport; re-exported so that every file here sees them without an
/// import of its own.
@_exported import TestSupport

/// The input driver over the engine, with every report it made (`log`).
typealias Driver = InputDriver<RecordingEngine>
