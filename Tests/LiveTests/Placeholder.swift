import Testing

@Test func placeholderLiveTests() { #expect(true) }
