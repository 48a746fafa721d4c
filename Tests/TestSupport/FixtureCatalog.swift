import Foundation
// The catalog the check and the testing library's tests share.

/// A small catalog with one problem of each kind: es lacks the "many" case of "%lld items", ru has
/// no translation of it, ru "%lld files" spells out "one" (which also covers 21), es "%lld points"
/// reads a double, "cart.title" has no text in any language.
package let fixtureCatalogText = #"""
{
  "sourceLanguage" : "en",
  "strings" : {
    "%lld files" : {
      "localizations" : {
        "ru" : {
          "variations" : {
            "plural" : {
              "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld файла" } },
              "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld файлов" } },
              "one" : { "stringUnit" : { "state" : "translated", "value" : "один файл" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld файла" } }
            }
          }
        }
      }
    },
    "%lld items" : {
      "localizations" : {
        "en" : {
          "variations" : {
            "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld item" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld items" } }
            }
          }
        },
        "es" : {
          "variations" : {
            "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld artículo" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld artículos" } }
            }
          }
        }
      }
    },
    "%lld points" : {
      "localizations" : {
        "es" : { "stringUnit" : { "state" : "translated", "value" : "%.1f puntos" } }
      }
    },
    "Add to cart" : {
      "localizations" : {
        "es" : { "stringUnit" : { "state" : "translated", "value" : "Añadir al carrito" } },
        "ru" : { "stringUnit" : { "state" : "translated", "value" : "В корзину" } }
      }
    },
    "cart.title" : {
    }
  },
  "version" : "1.0"
}
"""#

/// The kit's own catalog in the repository.
package let kitCatalogPath = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appending(path: "Localizations/Localizable.xcstrings").path
