import Testing

@Test func placeholderTraceReplayTests() { #expect(true) }
