import Testing

/// Every wire-level suite runs one test at a time: each test runs a compositor and a client in
/// real time, and two at once on a 2-core machine would add scheduling jitter to the timing the
/// comparisons rely on.
@Suite(.serialized)
enum WireSuites {}
