/// Enabled state: a control is drawn as its model says it is. Each button with an action a
/// component declares (``View/modelEnables(_:)``) is drawn dimmed — its label at most halfway from
/// ``Button/disabledOpacity`` to opaque, relative to the component — and does not respond exactly
/// when the model says the action cannot be used now: a "+" drawn whole at the limit invites a tap
/// that does nothing, and a dimmed "+" that still works hides that it does.
///
/// A button not shown (transparent or without area) is left to `hidden-action`.
struct EnabledStateCheck: AuditCheck {
    /// Drawn at or below this opacity, relative to its component, a button reads as dimmed: halfway
    /// between the engine's disabled opacity and opaque.
    static let dimmedAtOrBelow = (1 + Button.disabledOpacity) / 2

    func findings(in context: AuditContext) -> [AuditFinding] {
        var findings: [AuditFinding] = []
        // Each painted node read in place, by index: a copy of one retains and releases what it holds.
        let painted = context.painted
        for index in painted.indices where painted[index].opacity > 0 && !painted[index].node.modelValues.isEmpty {
            for claim in painted[index].node.modelValues {
                guard case .enables(let action) = claim.kind else { continue }
                let allowed = claim.value == "true"
                for button in context.subtree(of: index)
                where painted[button].node.button?.action == action && context.whyNotShown(button) == nil {
                    let relative = painted[button].opacity / painted[index].opacity
                    let isDimmed = relative <= Self.dimmedAtOrBelow + 1e-9
                    let responds = painted[button].node.button?.isEnabled == true
                    guard isDimmed == allowed || responds != allowed else { continue }
                    let drawn = isDimmed ? "drawn dimmed (at \(AuditFormat.percent(relative)) opacity)" : "drawn enabled (at \(AuditFormat.percent(relative)) opacity)"
                    let state = responds ? "responds" : "does not respond"
                    findings.append(context.finding(
                        .enabledState, .error, at: painted[button].path,
                        "\(AuditFormat.quoted(action.rawValue)) is \(allowed ? "enabled" : "disabled") in the model, but the button is \(drawn) and \(state)"
                    ))
                }
            }
        }
        return findings
    }
}

extension AuditFormat {
    /// "30%": an opacity as a whole percentage.
    static func percent(_ value: Double) -> String { "\(Int((value * 100).rounded()))%" }
}
