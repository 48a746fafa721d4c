import Foundation
import Testing
@testable import StepperKit

/// Motion as data: SwiftUI's springs, timing curves and spring keyframes, and the documents' transitions.
struct AnimationTests {
    /// SwiftUI's `Spring(duration:bounce:)`: ω₀ = 2π ÷ duration, damping ratio 1 − bounce, from rest.
    @Test(arguments: [
        // bouncy(duration: 0.35): bounce 0.3, the add-to-cart morph. Nearly there at half its duration,
        // overshooting at its duration, at rest from 0.5765 s.
        (Animation.bouncy(duration: 0.35), 175, 0.9840874909713709),
        (.bouncy(duration: 0.35), 350, 1.0144984216160449),
        // A critically damped spring: 1 − (1 + ω₀t)·e^(−ω₀t), at t = 0.25 s and ω₀ = 4π.
        (.spring(duration: 0.5, bounce: 0), 250, 0.821025553585931),
        (.smooth(duration: 0.5), 250, 0.821025553585931),
        // The flight: ease-in over 0.65 s, at half its duration.
        (.easeIn(duration: 0.65), 325, 0.31535681257253945),
        (.linear(duration: 2), 500, 0.25),
    ])
    func progressFollowsTheCurve(animation: Animation, milliseconds: Int, expected: Double) {
        #expect(abs(animation.progress(at: .milliseconds(milliseconds)) - expected) < 1e-9)
    }

    @Test func presetsHaveSwiftUIsBounceAndDuration() {
        #expect(Animation.bouncy().curve == .spring(bounce: 0.3))
        #expect(Animation.snappy().curve == .spring(bounce: 0.15))
        #expect(Animation.smooth().curve == .spring(bounce: 0))
        #expect(Animation.snappy(extraBounce: 0.1).curve == .spring(bounce: 0.25))
        #expect(Animation.bouncy().duration == .milliseconds(500))
        #expect(Animation.easeIn().duration == .milliseconds(350))
    }

    @Test func everyAnimationStartsAtRestAndEndsAtItsTarget() {
        for animation in [Animation.bouncy(duration: 0.35), .snappy(), .smooth(), .easeIn(duration: 0.65), .easeOut(), .easeInOut(), .linear(duration: 1)] {
            #expect(animation.progress(at: .zero) == 0)
            #expect(animation.progress(at: .milliseconds(-10)) == 0)
            #expect(animation.progress(at: animation.settlingDuration) == 1)
            #expect(animation.progress(at: .seconds(10)) == 1)
        }
    }

    /// A spring rests once it stays within 0.1% of its target; a timing curve at its duration.
    @Test func settlingDurations() {
        #expect(Animation.bouncy(duration: 0.35).settlingDuration == .microseconds(576_493))
        #expect(Animation.spring(duration: 0.5, bounce: 0).settlingDuration == .microseconds(788_434))
        #expect(Animation.easeIn(duration: 0.65).settlingDuration == .milliseconds(650))
        // Just before it rests, the bouncy morph is within 0.1% of its target.
        let bouncy = Animation.bouncy(duration: 0.35)
        for milliseconds in stride(from: 577, through: 2000, by: 7) {
            #expect(abs(bouncy.progress(at: .milliseconds(milliseconds)) - 1) < 0.001)
        }
    }

    /// The cart's bump is two spring keyframes, to 1.3 in 0.14 s and back to 1 in 0.3 s (document 001).
    @Test(arguments: [(0, 1.0), (70, 1.1257), (140, 1.3), (290, 1.1105), (440, 1.0), (1000, 1.0)])
    func theBumpIsTwoSpringKeyframes(milliseconds: Int, expected: Double) {
        let bump = CartBadgeModel.bump(from: 1)
        #expect(bump.duration == .milliseconds(440))
        #expect(abs(bump.progress(at: .milliseconds(milliseconds)) - expected) < 0.0001)
        #expect(CartBadgeModel.bumpScale(afterElapsed: .milliseconds(milliseconds)) == bump.progress(at: .milliseconds(milliseconds)))
    }

    @Test func outOfRangeParametersAreBounded() {
        #expect(Animation.spring(duration: 0.5, bounce: 5).curve == .spring(bounce: 0.99))
        #expect(Animation.spring(duration: 0.5, bounce: .nan).curve == .spring(bounce: 0))
        #expect(Animation.linear(duration: 0).duration == .milliseconds(1))
        #expect(Animation.linear(duration: -3).duration == .milliseconds(1))
        #expect(Animation.linear(duration: .infinity).duration == .milliseconds(1))
        // A bounce of 0.99 still comes to rest, in under a minute.
        #expect(Animation.spring(duration: 0.5, bounce: 5).settlingDuration < .seconds(60))
    }

    /// Every transition carries the documents' motion, and none with Reduce Motion.
    @Test func transitionsCarryTheDocumentsMotion() {
        let stepper: [Transition.Change] = [.morphToStepper, .collapseToAdd, .decrementSymbol(from: .decrement, to: .remove), .numericText(from: 1, to: 2)]
        for change in stepper {
            #expect(Transition(change, isAnimated: true).animation == .bouncy(duration: 0.35))
            #expect(Transition(change, isAnimated: false).animation == nil)
        }
        #expect(Transition(.cartBump, isAnimated: true).animation == CartBadgeModel.bump(from: 1))
        #expect(Transition(.cartBump, reduceMotion: true).animation == nil)
        #expect("\(Animation.bouncy(duration: 0.35))" == "spring(duration: 0.35, bounce: 0.3)")
        #expect("\(Animation.easeIn(duration: 0.65))" == "easeIn(duration: 0.65)")
    }
}
