/// A product on the menu.
struct Product: Identifiable {
    let id: Int
    let name: String
    let price: String
}

extension Product {
    /// The products the previews and tests show.
    static let menu = [
        Product(id: 1, name: "Flat white", price: "€3.50"),
        Product(id: 2, name: "Cortado", price: "€3.00"),
        Product(id: 3, name: "Oat milk latte with an extra shot", price: "€4.80"),
    ]
}
