import Testing

@Test func placeholderGesturesTests() { #expect(true) }
