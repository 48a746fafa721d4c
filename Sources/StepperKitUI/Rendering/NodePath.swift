/// How findings and transcripts say where a node is: kinds and tags from the root, with an index
/// where siblings would otherwise read the same ("VStack/Background[2]/HStack/Button#decrement").
enum NodePath {
    /// "Button#decrement" for a tagged button, "HStack" for an untagged stack.
    static func component(_ node: LaidOutNode) -> String {
        guard let tag = node.tag else { return node.kind.name }
        return node.kind.name + "#" + tag
    }

    /// The root's path.
    static func root(_ node: LaidOutNode) -> String {
        component(node)
    }

    /// Each child of `node` with its path under `path`; siblings that share a component get a
    /// 1-based index among them.
    static func children(of node: LaidOutNode, at path: String) -> [(node: LaidOutNode, path: String)] {
        // Siblings compared by kind and innermost tag, the parts of a component, so a component's
        // string is made once per child, for its path, and not to count its namesakes.
        let children = node.children
        var paths: [(node: LaidOutNode, path: String)] = []
        paths.reserveCapacity(children.count)
        for (index, child) in children.enumerated() {
            // Written into one string with room for all of it, not concatenated piece by piece.
            let kind = child.kind
            let tag = child.tag
            var childPath = path
            childPath.reserveCapacity(path.utf8.count + kind.name.utf8.count + (tag?.utf8.count ?? 0) + 8)
            childPath += "/"
            childPath += kind.name
            if let tag {
                childPath += "#"
                childPath += tag
            }
            let isShared = children.indices.contains { $0 != index && children[$0].kind == kind && children[$0].tag == tag }
            if isShared {
                let number = children[..<index].count { $0.kind == kind && $0.tag == tag } + 1
                childPath += "["
                childPath += String(number)
                childPath += "]"
            }
            paths.append((child, childPath))
        }
        return paths
    }
}
