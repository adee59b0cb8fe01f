import ContentHost

/// The app core is the content of both hosts, the live window and the trace replayer: every
/// `WindowContent` requirement is already an `AppCore` member (docs/ARCHITECTURE.md).
extension AppCore: WindowContent {
    /// The smallest size the list lays out well (`AppConfiguration.minimumWidth/Height`).
    public var minimumSize: (width: Int, height: Int) { (configuration.minimumWidth, configuration.minimumHeight) }
}
