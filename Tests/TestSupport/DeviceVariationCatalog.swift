/// A catalog whose strings vary by device ("Vary by Device"): "Tap to add" is "Tap to add" on iPhone,
/// "Click to add" on Mac and "Select to add" elsewhere; "%lld items" has a zero case on iPhone only.
package let deviceVariationCatalogText = #"""
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Tap to add" : {
          "localizations" : {
            "en" : { "variations" : { "device" : {
              "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Tap to add" } },
              "mac" : { "stringUnit" : { "state" : "translated", "value" : "Click to add" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "Select to add" } }
            } } }
          }
        },
        "%lld items" : {
          "localizations" : {
            "en" : { "variations" : { "device" : {
              "iphone" : { "variations" : { "plural" : {
                "zero" : { "stringUnit" : { "state" : "translated", "value" : "No items" } },
                "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld item" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld items" } }
              } } },
              "other" : { "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld item" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld items in all" } }
              } } }
            } } }
          }
        }
      },
      "version" : "1.0"
    }
    """#
