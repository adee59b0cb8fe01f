import Testing

@Test func placeholderOpacityBarsTests() { #expect(true) }
