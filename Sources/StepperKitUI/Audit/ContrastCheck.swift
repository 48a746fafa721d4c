import StepperKitText

/// Contrast: text against the paint behind it at least 4.5:1, or 3:1 when large (WCAG 2.2 SC 1.4.3);
/// icons at least 3:1 (SC 1.4.11). Text and icons of disabled buttons are exempt, as SC 1.4.3 allows
/// for inactive components — they are drawn dimmed, at ``Button/disabledOpacity`` — and so are
/// decorative icons hidden from assistive technology.
///
/// The paint behind a text is found in paint order: the shapes painted before it whose frames meet
/// its frame, back to the nearest opaque fill that covers it (or the screen background). Translucent
/// layers are composited over that; a layer that covers only part of the text may or may not be
/// behind a glyph, so both are tried. Every colour a gradient shows under the text's frame is tried
/// (the colours at both ends of the frame and the stops between), and the worst pair decides.
struct ContrastCheck: AuditCheck {
    /// SC 1.4.3's ratio for text.
    static let textRatio = 4.5
    /// SC 1.4.3's ratio for large text and SC 1.4.11's for icons.
    static let largeTextRatio = 3.0
    /// Large text: at least 18 pt regular in CSS terms, which iOS draws at 24 pt…
    static let largeSize = 24.0
    /// …or at least 14 pt bold, 18.67 pt on iOS.
    static let largeBoldSize = 14.0 * 4 / 3

    func findings(in context: AuditContext) -> [AuditFinding] {
        var findings: [AuditFinding] = []
        // Each painted node read in place, by index: a copy of one retains and releases what it holds.
        let painted = context.painted
        for index in painted.indices where painted[index].opacity > 0 && !painted[index].isInDisabledButton {
            // What is checked and against what ratio; the words for a finding are made only for one.
            let fill: ResolvedFill
            let required: Double
            let opacity = painted[index].opacity
            switch painted[index].node.content {
            case .text(let text):
                fill = text.fill
                required = Self.isLarge(text, in: context) ? Self.largeTextRatio : Self.textRatio
            case .icon(let icon):
                // A decorative icon, hidden from assistive technology, needs no contrast (SC 1.4.11).
                if painted[index].isDecorative { continue }
                fill = icon.fill
                required = Self.largeTextRatio
            case .none, .shape:
                continue
            }
            let backdrops = Self.backdrops(behind: index, in: context)
            let worst: (ratio: Double, foreground: Color, background: Color)?
            if case .solid(let color) = fill {
                // One colour, without a list of it.
                worst = Self.worstPair(color.opacity(opacity), on: backdrops)
            } else {
                let frame = painted[index].node.frame
                worst = Self.worstPair(fill.colors(in: frame, paintedOver: frame).map { $0.opacity(opacity) }, on: backdrops)
            }
            guard let worst, worst.ratio < required else { continue }
            let (what, requirement) = Self.describe(painted[index].node.content, in: context)
            findings.append(context.finding(
                .contrast, .error, at: painted[index].path,
                "\(what) has contrast \(AuditFormat.ratio(worst.ratio)):1 (\(worst.foreground) on \(worst.background)), "
                    + "below \(AuditFormat.points(required)):1 for \(requirement)"
            ))
        }
        return findings
    }

    // MARK: - Internal

    /// Whether a text is large: at least 24 pt, or 18.67 pt and bold.
    private static func isLarge(_ text: LaidOutText, in context: AuditContext) -> Bool {
        let size = text.layout.font.size
        if size >= largeSize { return true }
        guard size >= largeBoldSize - 1e-9 else { return false }
        return ElementBuilder.pointSizeAndWeight(text.font, context.result.environment).1 >= .bold
    }

    /// What a finding names and the requirement it misses: "text \"Add\"" and "text (17 pt regular)".
    private static func describe(_ content: LaidOutNode.Content, in context: AuditContext) -> (what: String, requirement: String) {
        switch content {
        case .text(let text):
            let weight = ElementBuilder.pointSizeAndWeight(text.font, context.result.environment).1
            let size = text.layout.font.size
            return ("text \(AuditFormat.quoted(text.fullText))",
                    isLarge(text, in: context) ? "large text (\(AuditFormat.points(size)) pt \(weight))" : "text (\(AuditFormat.points(size)) pt \(weight))")
        case .icon(let icon):
            return ("icon \(AuditFormat.quoted(icon.name.rawValue))", "icons")
        case .none, .shape:
            return ("", "")
        }
    }

    /// Every opaque colour that may be behind the node at `index`.
    static func backdrops(behind index: Int, in context: AuditContext) -> [Color] {
        let painted = context.painted
        let target = painted[index].node.frame
        // Layers from the front back, until an opaque one covers the whole target.
        var layers: [(colors: [Color], covers: Bool)] = []
        var base: [Color]?
        for below in painted.indices[..<index].reversed() where painted[below].opacity > 0 {
            let frame = painted[below].node.frame
            guard frame.intersects(target), case .shape(let shape) = painted[below].node.content, let fill = shape.fill else { continue }
            let covers = frame.contains(target)
            let opacity = painted[below].opacity
            if case .solid(let color) = fill {
                // One colour: no list to make unless the layer is kept.
                let layer = color.opacity(opacity)
                if covers && layer.opacity >= 1 {
                    base = [layer]
                    break
                }
                layers.append(([layer], covers))
                continue
            }
            let colors = fill.colors(in: target, paintedOver: frame).map { $0.opacity(opacity) }
            if covers && colors.allSatisfy({ $0.opacity >= 1 }) {
                base = colors
                break
            }
            layers.append((colors, covers))
        }
        var backdrops = base ?? [context.audit.screenBackground.composited(over: .white)]
        for layer in layers.reversed() {
            var composited: [Color] = layer.covers ? [] : backdrops
            for color in layer.colors {
                for backdrop in backdrops where !composited.contains(color.composited(over: backdrop)) {
                    composited.append(color.composited(over: backdrop))
                }
            }
            backdrops = composited
        }
        return backdrops
    }

    /// The backdrop with the lowest contrast for one foreground, composited first.
    static func worstPair(_ foreground: Color, on backdrops: [Color]) -> (ratio: Double, foreground: Color, background: Color)? {
        var worst: (ratio: Double, foreground: Color, background: Color)?
        for backdrop in backdrops {
            let seen = foreground.composited(over: backdrop)
            let ratio = seen.contrastRatio(with: backdrop)
            if worst.map({ ratio < $0.ratio }) ?? true { worst = (ratio, seen, backdrop) }
        }
        return worst
    }

    /// The foreground and backdrop with the lowest contrast, the foreground composited first.
    static func worstPair(_ foregrounds: [Color], on backdrops: [Color]) -> (ratio: Double, foreground: Color, background: Color)? {
        var worst: (ratio: Double, foreground: Color, background: Color)?
        for backdrop in backdrops {
            for foreground in foregrounds {
                let seen = foreground.composited(over: backdrop)
                let ratio = seen.contrastRatio(with: backdrop)
                if worst.map({ ratio < $0.ratio }) ?? true { worst = (ratio, seen, backdrop) }
            }
        }
        return worst
    }
}

extension Rect {
    /// Whether `other` lies inside this rectangle (to a hundredth of a point).
    func contains(_ other: Rect) -> Bool {
        let slack = 0.01
        return other.minX >= minX - slack && other.maxX <= maxX + slack && other.minY >= minY - slack && other.maxY <= maxY + slack
    }
}
