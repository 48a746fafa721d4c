import Foundation

/// Target size: every enabled button's hit area, less what overlapping neighbours take, is at least
/// the audit's minimum (44×44 pt); one under 24×24 pt also fails WCAG 2.2 SC 2.5.8 unless a 24 pt
/// circle around its centre meets no other target.
///
/// Buttons draw small and hit big: a hit area grows to 44×44 pt around the drawn frame. Where two
/// grown hit areas overlap, a touch in the overlap can only go to one of them, so the overlap is
/// split halfway between them and each keeps its own side. Touch targets are buttons whether or not
/// assistive technology sees them (a button inside a `.ignore` element is still tapped by others).
struct TargetSizeCheck: AuditCheck {
    /// WCAG 2.2 SC 2.5.8's minimum, 24×24 CSS px, taken as 24×24 pt.
    static let wcagMinimum = 24.0

    private struct Target {
        let path: LaidOutNode.Path
        let hitArea: Rect
        var effective: Rect
        var overlapping: [LaidOutNode.Path] = []
    }

    func findings(in context: AuditContext) -> [AuditFinding] {
        // Each painted node read in place, by index: a copy of one retains and releases what it holds.
        let painted = context.painted
        var targets: [Target] = []
        for index in painted.indices {
            guard let button = painted[index].node.button, button.isEnabled else { continue }
            targets.append(Target(path: painted[index].path, hitArea: button.hitArea, effective: button.hitArea))
        }
        for index in targets.indices {
            for other in targets.indices where other != index {
                Self.clip(&targets[index], against: targets[other])
            }
        }

        let minimum = context.audit.minimumTargetSize
        var findings: [AuditFinding] = []
        for target in targets {
            let size = target.effective.size
            let sharing = target.overlapping.isEmpty
                ? ""
                : " (its \(AuditFormat.size(target.hitArea.size)) pt hit area overlaps \(target.overlapping.map(\.description).joined(separator: ", ")))"
            if size.width < minimum.width || size.height < minimum.height {
                findings.append(context.finding(
                    .targetSize, .error, at: target.path,
                    "hit area \(AuditFormat.size(size)) pt is smaller than \(AuditFormat.size(minimum)) pt" + sharing
                ))
            }
            if size.width < Self.wcagMinimum || size.height < Self.wcagMinimum,
               let neighbour = Self.neighbourInSpacingCircle(of: target, among: targets) {
                findings.append(context.finding(
                    .minimumTargetSize, .error, at: target.path,
                    "hit area \(AuditFormat.size(size)) pt is under WCAG 2.5.8's 24×24 pt and a 24 pt circle around it meets \(neighbour)"
                ))
            }
        }
        return findings
    }

    // MARK: - Internal

    /// Gives `target` only its side of the overlap with `other`, split halfway along the axis on which
    /// their centres are further apart. Targets with the same centre are left alone.
    private static func clip(_ target: inout Target, against other: Target) {
        let (mine, theirs) = (target.hitArea, other.hitArea)
        guard mine.intersects(theirs) else { return }
        let dx = theirs.midX - mine.midX
        let dy = theirs.midY - mine.midY
        guard dx != 0 || dy != 0 else { return }
        var effective = target.effective
        if abs(dx) >= abs(dy) {
            let split = (max(mine.minX, theirs.minX) + min(mine.maxX, theirs.maxX)) / 2
            let (minX, maxX) = dx > 0 ? (effective.minX, min(effective.maxX, split)) : (max(effective.minX, split), effective.maxX)
            effective = Rect(x: minX, y: effective.minY, width: max(maxX - minX, 0), height: effective.height)
        } else {
            let split = (max(mine.minY, theirs.minY) + min(mine.maxY, theirs.maxY)) / 2
            let (minY, maxY) = dy > 0 ? (effective.minY, min(effective.maxY, split)) : (max(effective.minY, split), effective.maxY)
            effective = Rect(x: effective.minX, y: minY, width: effective.width, height: max(maxY - minY, 0))
        }
        target.effective = effective
        target.overlapping.append(other.path)
    }

    /// The first other target that a 24 pt circle centred on `target` meets, or whose own 24 pt
    /// circle it meets when that target is undersized too; nil when the spacing exception holds.
    private static func neighbourInSpacingCircle(of target: Target, among targets: [Target]) -> LaidOutNode.Path? {
        let radius = wcagMinimum / 2
        let centre = target.effective.mid
        for other in targets where other.path != target.path {
            let area = other.effective
            let nearestX = min(max(centre.x, area.minX), area.maxX)
            let nearestY = min(max(centre.y, area.minY), area.maxY)
            if hypot(centre.x - nearestX, centre.y - nearestY) <= radius { return other.path }
            let otherUndersized = area.width < wcagMinimum || area.height < wcagMinimum
            if otherUndersized, hypot(centre.x - area.midX, centre.y - area.midY) < 2 * radius { return other.path }
        }
        return nil
    }
}

