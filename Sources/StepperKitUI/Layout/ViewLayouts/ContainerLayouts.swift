// How container views become layout elements, each child at its own place (``ViewIdentity``).

extension AnyView: PrimitiveView {
    /// A branch of an `if` or `switch` is a place of its own, so each branch keeps its own state.
    func makeElements(
        _ builder: ElementBuilder, _ environment: EnvironmentValues, stackAxis: Axis?, identity: ViewIdentity
    ) throws(LayoutError) -> ElementList {
        try builder.elements(for: base, in: environment, stackAxis: stackAxis, identity: branch == 0 ? identity : identity.branch(branch))
    }
}

extension TupleView: PrimitiveView {
    func makeElements(
        _ builder: ElementBuilder, _ environment: EnvironmentValues, stackAxis: Axis?, identity: ViewIdentity
    ) throws(LayoutError) -> ElementList {
        // Most children make one element each: room for that many, made once.
        var made = ElementList.none
        // By index, each child passed where it lies: enumerating copied each out (a retain and a
        // release of its box).
        for index in children.indices {
            made.append(
                try builder.elements(for: children[index], in: environment, stackAxis: stackAxis, identity: identity.child(at: index)),
                reserving: children.count
            )
        }
        return made
    }
}

extension Group: PrimitiveView {
    func makeElements(
        _ builder: ElementBuilder, _ environment: EnvironmentValues, stackAxis: Axis?, identity: ViewIdentity
    ) throws(LayoutError) -> ElementList {
        try builder.elements(for: content, in: environment, stackAxis: stackAxis, identity: identity)
    }
}

extension ForEach: PrimitiveView {
    func makeElements(
        _ builder: ElementBuilder, _ environment: EnvironmentValues, stackAxis: Axis?, identity: ViewIdentity
    ) throws(LayoutError) -> ElementList {
        // Each element at the place of its id, or of its offset when the for-each has no ids.
        guard let ids else { return try TupleView(children).makeElements(builder, environment, stackAxis: stackAxis, identity: identity) }
        var made = ElementList.none
        for (child, id) in zip(children, ids) {
            made.append(
                try builder.elements(for: child, in: environment, stackAxis: stackAxis, identity: identity.element(id: id)),
                reserving: children.count
            )
        }
        return made
    }
}

extension EmptyView: PrimitiveView {
    func makeElements(
        _ builder: ElementBuilder, _ environment: EnvironmentValues, stackAxis: Axis?, identity: ViewIdentity
    ) throws(LayoutError) -> ElementList {
        .none
    }
}

extension HStack: PrimitiveView {
    func makeElements(
        _ builder: ElementBuilder, _ environment: EnvironmentValues, stackAxis: Axis?, identity: ViewIdentity
    ) throws(LayoutError) -> ElementList {
        let children = try builder.children(content, in: environment, axis: .horizontal, identity: identity)
        let cross = Alignment(horizontal: .center, vertical: alignment)
        return .one(StackElement(axis: .horizontal, alignment: cross, spacing: spacing, children: children, environment: environment))
    }
}

extension VStack: PrimitiveView {
    func makeElements(
        _ builder: ElementBuilder, _ environment: EnvironmentValues, stackAxis: Axis?, identity: ViewIdentity
    ) throws(LayoutError) -> ElementList {
        let children = try builder.children(content, in: environment, axis: .vertical, identity: identity)
        let cross = Alignment(horizontal: alignment, vertical: .center)
        return .one(StackElement(axis: .vertical, alignment: cross, spacing: spacing, children: children, environment: environment))
    }
}

extension ZStack: PrimitiveView {
    func makeElements(
        _ builder: ElementBuilder, _ environment: EnvironmentValues, stackAxis: Axis?, identity: ViewIdentity
    ) throws(LayoutError) -> ElementList {
        let children = try builder.children(content, in: environment, axis: nil, identity: identity)
        return .one(ZStackElement(alignment: alignment, children: children, environment: environment))
    }
}

extension ViewThatFits: PrimitiveView {
    func makeElements(
        _ builder: ElementBuilder, _ environment: EnvironmentValues, stackAxis: Axis?, identity: ViewIdentity
    ) throws(LayoutError) -> ElementList {
        // The candidates are built when they are first measured: a candidate after the first that
        // fits is never built, as SwiftUI never asks for it.
        // Each candidate at its place as a child of the block, as a stack's children are.
        // A block's list of views is taken as it is, not copied into a list of views and places.
        let block = content.base as? TupleView
        return .one(ViewThatFitsElement(
            axes: axes, candidates: block?.children ?? [content], isBlock: block != nil, identity: identity,
            builder: builder, environment: environment
        ))
    }
}

extension Optional: PrimitiveView where Wrapped: View {
    func makeElements(
        _ builder: ElementBuilder, _ environment: EnvironmentValues, stackAxis: Axis?, identity: ViewIdentity
    ) throws(LayoutError) -> ElementList {
        guard let wrapped = self else { return .none }
        return try builder.elements(for: wrapped, in: environment, stackAxis: stackAxis, identity: identity)
    }
}
