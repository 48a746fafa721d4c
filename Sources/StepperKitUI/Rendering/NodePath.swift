/// How findings and transcripts say where a node is: kinds and tags from the root, with an index
/// where siblings would otherwise read the same ("VStack/Background[2]/HStack/Button#decrement").
enum NodePath {
    /// "Button#decrement" for a tagged button, "HStack" for an untagged stack.
    static func component(_ node: LaidOutNode) -> String {
        node.tag.map { "\(node.kind)#\($0)" } ?? node.kind
    }

    /// The root's path.
    static func root(_ node: LaidOutNode) -> String {
        component(node)
    }

    /// Each child of `node` with its path under `path`; siblings that share a component get a
    /// 1-based index among them.
    static func children(of node: LaidOutNode, at path: String) -> [(node: LaidOutNode, path: String)] {
        let components = node.children.map(component)
        var seen: [String: Int] = [:]
        return zip(node.children, components).map { child, component in
            var unique = component
            if components.count(where: { $0 == component }) > 1 {
                seen[component, default: 0] += 1
                unique += "[\(seen[component, default: 0])]"
            }
            return (child, path + "/" + unique)
        }
    }
}
