indirect enum Tree {
    case leaf(Int)
    case pair(Tree, Tree)
}

let kept: [Tree] = [.pair(.leaf(1), .leaf(2)), .leaf(3)]
print(kept.count)
