import Foundation
import StepperKitTesting

/// A small catalog with one problem of each kind: es lacks the "many" case of "%lld items", ru has
/// no translation of it, ru "%lld files" spells out "one" (which also covers 21), es "%lld points"
/// reads a double, "cart.title" has no text in any language.
let fixtureCatalogText = #"""
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

/// The fixture catalog.
func fixtureCatalog() throws -> StringCatalog {
    try StringCatalog(bytes: Array(fixtureCatalogText.utf8), options: .lenient)
}

/// A locale by identifier.
func locale(_ identifier: String) throws -> LocaleID {
    try LocaleID(identifier)
}

/// A fresh temporary directory, removed by the caller with `defer`.
func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appending(path: "StepperKitTestingTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// The kit's own catalog in the repository.
let kitCatalogPath = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appending(path: "Localizations/Localizable.xcstrings").path
