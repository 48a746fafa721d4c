// How container nodes become layout elements.

extension AnyNode: PrimitiveNode {
    func makeElements(_ builder: ElementBuilder, _ environment: EnvironmentValues, stackAxis: Axis?) throws(LayoutError) -> ElementList {
        try builder.elements(for: base, in: environment, stackAxis: stackAxis)
    }
}

extension TupleNode: PrimitiveNode {
    func makeElements(_ builder: ElementBuilder, _ environment: EnvironmentValues, stackAxis: Axis?) throws(LayoutError) -> ElementList {
        // Most children make one element each: room for that many, made once.
        var made = ElementList.none
        for child in children {
            made.append(try builder.elements(for: child, in: environment, stackAxis: stackAxis), reserving: children.count)
        }
        return made
    }
}

extension Group: PrimitiveNode {
    func makeElements(_ builder: ElementBuilder, _ environment: EnvironmentValues, stackAxis: Axis?) throws(LayoutError) -> ElementList {
        try builder.elements(for: content, in: environment, stackAxis: stackAxis)
    }
}

extension ForEach: PrimitiveNode {
    func makeElements(_ builder: ElementBuilder, _ environment: EnvironmentValues, stackAxis: Axis?) throws(LayoutError) -> ElementList {
        try TupleNode(children).makeElements(builder, environment, stackAxis: stackAxis)
    }
}

extension Empty: PrimitiveNode {
    func makeElements(_ builder: ElementBuilder, _ environment: EnvironmentValues, stackAxis: Axis?) throws(LayoutError) -> ElementList {
        .none
    }
}

extension HStack: PrimitiveNode {
    func makeElements(_ builder: ElementBuilder, _ environment: EnvironmentValues, stackAxis: Axis?) throws(LayoutError) -> ElementList {
        let children = try builder.children(content, in: environment, axis: .horizontal)
        let cross = Alignment(horizontal: .center, vertical: alignment)
        return .one(StackElement(axis: .horizontal, alignment: cross, spacing: spacing, children: children, environment: environment))
    }
}

extension VStack: PrimitiveNode {
    func makeElements(_ builder: ElementBuilder, _ environment: EnvironmentValues, stackAxis: Axis?) throws(LayoutError) -> ElementList {
        let children = try builder.children(content, in: environment, axis: .vertical)
        let cross = Alignment(horizontal: alignment, vertical: .center)
        return .one(StackElement(axis: .vertical, alignment: cross, spacing: spacing, children: children, environment: environment))
    }
}

extension ZStack: PrimitiveNode {
    func makeElements(_ builder: ElementBuilder, _ environment: EnvironmentValues, stackAxis: Axis?) throws(LayoutError) -> ElementList {
        let children = try builder.children(content, in: environment, axis: nil)
        return .one(ZStackElement(alignment: alignment, children: children, environment: environment))
    }
}

extension ViewThatFits: PrimitiveNode {
    func makeElements(_ builder: ElementBuilder, _ environment: EnvironmentValues, stackAxis: Axis?) throws(LayoutError) -> ElementList {
        // The candidates are built when they are first measured: a candidate after the first that
        // fits is never built, as SwiftUI never asks for it.
        let candidates = (content.base as? TupleNode)?.children ?? [content]
        return .one(ViewThatFitsElement(axes: axes, candidates: candidates, builder: builder, environment: environment))
    }
}

extension Optional: PrimitiveNode where Wrapped: Node {
    func makeElements(_ builder: ElementBuilder, _ environment: EnvironmentValues, stackAxis: Axis?) throws(LayoutError) -> ElementList {
        guard let wrapped = self else { return .none }
        return try builder.elements(for: wrapped, in: environment, stackAxis: stackAxis)
    }
}
