extension Duration {
    /// The duration in milliseconds, with a fraction.
    public var milliseconds: Double {
        Double(components.seconds) * 1000 + Double(components.attoseconds) / 1e15
    }

    /// The duration in seconds, with a fraction.
    public var seconds: Double { milliseconds / 1000 }
}
