// How container nodes become layout elements.

extension AnyView: PrimitiveView {
    func makeElements(_ builder: ElementBuilder, _ environment: EnvironmentValues, stackAxis: Axis?) throws(LayoutError) -> ElementList {
        try builder.elements(for: base, in: environment, stackAxis: stackAxis)
    }
}

extension TupleView: PrimitiveView {
    func makeElements(_ builder: ElementBuilder, _ environment: EnvironmentValues, stackAxis: Axis?) throws(LayoutError) -> ElementList {
        // Most children make one element each: room for that many, made once.
        var made = ElementList.none
        for child in children {
            made.append(try builder.elements(for: child, in: environment, stackAxis: stackAxis), reserving: children.count)
        }
        return made
    }
}

extension Group: PrimitiveView {
    func makeElements(_ builder: ElementBuilder, _ environment: EnvironmentValues, stackAxis: Axis?) throws(LayoutError) -> ElementList {
        try builder.elements(for: content, in: environment, stackAxis: stackAxis)
    }
}

extension ForEach: PrimitiveView {
    func makeElements(_ builder: ElementBuilder, _ environment: EnvironmentValues, stackAxis: Axis?) throws(LayoutError) -> ElementList {
        try TupleView(children).makeElements(builder, environment, stackAxis: stackAxis)
    }
}

extension EmptyView: PrimitiveView {
    func makeElements(_ builder: ElementBuilder, _ environment: EnvironmentValues, stackAxis: Axis?) throws(LayoutError) -> ElementList {
        .none
    }
}

extension HStack: PrimitiveView {
    func makeElements(_ builder: ElementBuilder, _ environment: EnvironmentValues, stackAxis: Axis?) throws(LayoutError) -> ElementList {
        let children = try builder.children(content, in: environment, axis: .horizontal)
        let cross = Alignment(horizontal: .center, vertical: alignment)
        return .one(StackElement(axis: .horizontal, alignment: cross, spacing: spacing, children: children, environment: environment))
    }
}

extension VStack: PrimitiveView {
    func makeElements(_ builder: ElementBuilder, _ environment: EnvironmentValues, stackAxis: Axis?) throws(LayoutError) -> ElementList {
        let children = try builder.children(content, in: environment, axis: .vertical)
        let cross = Alignment(horizontal: alignment, vertical: .center)
        return .one(StackElement(axis: .vertical, alignment: cross, spacing: spacing, children: children, environment: environment))
    }
}

extension ZStack: PrimitiveView {
    func makeElements(_ builder: ElementBuilder, _ environment: EnvironmentValues, stackAxis: Axis?) throws(LayoutError) -> ElementList {
        let children = try builder.children(content, in: environment, axis: nil)
        return .one(ZStackElement(alignment: alignment, children: children, environment: environment))
    }
}

extension ViewThatFits: PrimitiveView {
    func makeElements(_ builder: ElementBuilder, _ environment: EnvironmentValues, stackAxis: Axis?) throws(LayoutError) -> ElementList {
        // The candidates are built when they are first measured: a candidate after the first that
        // fits is never built, as SwiftUI never asks for it.
        let candidates = (content.base as? TupleView)?.children ?? [content]
        return .one(ViewThatFitsElement(axes: axes, candidates: candidates, builder: builder, environment: environment))
    }
}

extension Optional: PrimitiveView where Wrapped: View {
    func makeElements(_ builder: ElementBuilder, _ environment: EnvironmentValues, stackAxis: Axis?) throws(LayoutError) -> ElementList {
        guard let wrapped = self else { return .none }
        return try builder.elements(for: wrapped, in: environment, stackAxis: stackAxis)
    }
}
