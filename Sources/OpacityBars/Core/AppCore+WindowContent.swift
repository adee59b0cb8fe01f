import ContentHost

/// The app core is the content of both hosts, the live window and the trace replayer: every
/// `WindowContent` requirement is already an `AppCore` member (docs/ARCHITECTURE.md).
extension AppCore: WindowContent {}
