import ContentHost

/// The app's cursor is the one `CursorShape` its hosts understand (ContentHost's, with
/// cursor-shape-v1 values), named in this module so its files need no import of their own.
public typealias CursorShape = ContentHost.CursorShape
