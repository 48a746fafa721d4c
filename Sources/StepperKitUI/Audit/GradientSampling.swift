extension ResolvedFill {
    /// The colours this fill, painted over `bounds`, shows anywhere inside `region`: a solid colour, or
    /// for a linear gradient the colours at the two ends of the region along the gradient and every
    /// stop between them (stops are evenly spaced, colours interpolate linearly between them).
    ///
    /// A text over the middle of a top-to-bottom gradient meets neither end colour; checking only
    /// what is under it keeps the worst case honest.
    func colors(in region: Rect, paintedOver bounds: Rect) -> [Color] {
        guard case .linearGradient(let colors, let start, let end) = self, colors.count > 1 else { return self.colors }
        let origin = Point(x: bounds.minX + start.x * bounds.width, y: bounds.minY + start.y * bounds.height)
        let axis = (x: (end.x - start.x) * bounds.width, y: (end.y - start.y) * bounds.height)
        let length = axis.x * axis.x + axis.y * axis.y
        guard length > 0 else { return colors }
        let corners = [
            Point(x: region.minX, y: region.minY), Point(x: region.maxX, y: region.minY),
            Point(x: region.minX, y: region.maxY), Point(x: region.maxX, y: region.maxY),
        ]
        let positions = corners.map { corner in
            min(max(((corner.x - origin.x) * axis.x + (corner.y - origin.y) * axis.y) / length, 0), 1)
        }
        let (low, high) = (positions.min() ?? 0, positions.max() ?? 1)
        let segments = Double(colors.count - 1)
        let inner = colors.indices.filter { Double($0) / segments > low && Double($0) / segments < high }.map { colors[$0] }
        return [Self.color(at: low, in: colors)] + inner + [Self.color(at: high, in: colors)]
    }

    /// The colour painted at one point of the bounds: the first of ``colors(in:paintedOver:)`` for a
    /// region of no size there, without the lists; nil for a fill without colours.
    func color(at point: Point, paintedOver bounds: Rect) -> Color? {
        guard case .linearGradient(let colors, let start, let end) = self, colors.count > 1 else { return self.colors.first }
        let origin = Point(x: bounds.minX + start.x * bounds.width, y: bounds.minY + start.y * bounds.height)
        let axis = (x: (end.x - start.x) * bounds.width, y: (end.y - start.y) * bounds.height)
        let length = axis.x * axis.x + axis.y * axis.y
        guard length > 0 else { return colors.first }
        return Self.color(at: min(max(((point.x - origin.x) * axis.x + (point.y - origin.y) * axis.y) / length, 0), 1), in: colors)
    }

    /// The colour at `position` (0…1) of evenly spaced stops.
    private static func color(at position: Double, in colors: [Color]) -> Color {
        let scaled = position * Double(colors.count - 1)
        let index = min(Int(scaled.rounded(.down)), colors.count - 2)
        let (a, b) = (colors[index], colors[index + 1])
        let t = scaled - Double(index)
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
        return Color(red: mix(a.red, b.red), green: mix(a.green, b.green), blue: mix(a.blue, b.blue), opacity: mix(a.opacity, b.opacity))
    }
}
