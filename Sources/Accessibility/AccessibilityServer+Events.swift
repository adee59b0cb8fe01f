/// Sends the events of one frame (`AccessibleTree.changes`) as AT-SPI signals.
extension AccessibilityServer {
    func send(_ event: AccessibleEvent) {
        guard
            let signal = bus.signal(
                path: Self.path(of: event.id), interface: "org.a11y.atspi.Event." + event.interface,
                member: event.member)
        else { return }
        signal.append(event.detail)
        signal.append(event.detail1)
        signal.append(Int32(0))
        switch event.value {
        case .none: signal.append(variant: .int32(0))
        case .string(let text): signal.append(variant: .string(text))
        case .number(let number): signal.append(variant: .double(number))
        case .object(let id): signal.append(variant: .reference((bus.uniqueName, Self.path(of: id))))
        }
        signal.container("a", "{sv}") {}
        signal.send()
    }
}
