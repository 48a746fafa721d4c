extension Duration {
    /// The duration in seconds as a `Double`, for curves and springs.
    var inSeconds: Double {
        Double(components.seconds) + Double(components.attoseconds) * 1e-18
    }
}
