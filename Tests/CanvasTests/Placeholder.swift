import Testing

@Test func placeholderCanvasTests() { #expect(true) }
