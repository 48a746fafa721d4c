/// Catalogs written for these tests, in Xcode's exact layout (2-space indent, `"key" : value`,
/// empty objects as `{`, an empty line and `}`, no newline at the end). Together they cover every
/// construct of the format and the traps real catalogs hold: an empty entry, `stringSet`, version
/// 1.3, a substitution without `argNum`, device → plural nesting, zh-Hans < zh-Hant < zh-HK order,
/// unknown members, escapes, and a file sorted by hand.
enum Fixtures {
    /// Every construct, in Finder order as Xcode writes it.
    static let everyConstruct = #"""
{
  "sourceLanguage" : "en",
  "strings" : {
    "" : {

    },
    "%@ has %#@photos@" : {
      "comment" : "Migrated from a stringsdict: the substitution has no argNum.",
      "extractionState" : "migrated",
      "localizations" : {
        "en" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "%@ has %#@photos@"
          },
          "substitutions" : {
            "photos" : {
              "formatSpecifier" : "lld",
              "variations" : {
                "plural" : {
                  "one" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%arg photo"
                    }
                  },
                  "other" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%arg photos"
                    }
                  },
                  "zero" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "no photos"
                    }
                  }
                }
              }
            }
          }
        },
        "es" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "%@ tiene %#@photos@"
          },
          "substitutions" : {
            "photos" : {
              "formatSpecifier" : "lld",
              "variations" : {
                "plural" : {
                  "many" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%arg de fotos"
                    }
                  },
                  "one" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%arg foto"
                    }
                  },
                  "other" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%arg fotos"
                    }
                  },
                  "zero" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "ninguna foto"
                    }
                  }
                }
              }
            }
          }
        }
      }
    },
    "%#@items@ in %#@bags@" : {
      "comment" : "Two counts, each with its own plural, positions by argNum.",
      "localizations" : {
        "en" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "%#@items@ in %#@bags@"
          },
          "substitutions" : {
            "bags" : {
              "argNum" : 2,
              "formatSpecifier" : "lld",
              "variations" : {
                "plural" : {
                  "one" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%arg bag"
                    }
                  },
                  "other" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%arg bags"
                    }
                  }
                }
              }
            },
            "items" : {
              "argNum" : 1,
              "formatSpecifier" : "lld",
              "variations" : {
                "plural" : {
                  "one" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%arg item"
                    }
                  },
                  "other" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%arg items"
                    }
                  }
                }
              }
            }
          }
        },
        "es" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "%#@items@ en %#@bags@"
          },
          "substitutions" : {
            "bags" : {
              "argNum" : 2,
              "formatSpecifier" : "lld",
              "variations" : {
                "plural" : {
                  "many" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%arg de bolsas"
                    }
                  },
                  "one" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%arg bolsa"
                    }
                  },
                  "other" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%arg bolsas"
                    }
                  }
                }
              }
            },
            "items" : {
              "argNum" : 1,
              "formatSpecifier" : "lld",
              "variations" : {
                "plural" : {
                  "many" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%arg de artículos"
                    }
                  },
                  "one" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%arg artículo"
                    }
                  },
                  "other" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%arg artículos"
                    }
                  }
                }
              }
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
              "one" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "%lld item"
                }
              },
              "other" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "%lld items"
                }
              },
              "zero" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "No items"
                }
              }
            }
          }
        },
        "es" : {
          "variations" : {
            "plural" : {
              "many" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "%lld de artículos"
                }
              },
              "one" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "%lld artículo"
                }
              },
              "other" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "%lld artículos"
                }
              },
              "zero" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "Ningún artículo"
                }
              }
            }
          }
        }
      }
    },
    "Add" : {
      "comment" : "Adds the product to the cart.",
      "isCommentAutoGenerated" : true,
      "localizations" : {
        "es" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "Añadir"
          }
        },
        "es-419" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "Agregar"
          }
        },
        "zh-Hans" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "添加"
          }
        },
        "zh-Hant" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "加入"
          }
        },
        "zh-HK" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "加入"
          }
        }
      }
    },
    "Create a document in ${applicationName}" : {
      "extractionState" : "extracted_with_value",
      "localizations" : {
        "en" : {
          "stringSet" : {
            "state" : "new",
            "values" : [
              "Create a document in ${applicationName}",
              "Make a document in ${applicationName}"
            ]
          }
        },
        "es" : {
          "stringSet" : {
            "state" : "translated",
            "values" : [
              "Crear un documento en ${applicationName}"
            ]
          }
        }
      }
    },
    "Escapes" : {
      "comment" : "Quotes \"like this\", a back\\slash, a tab\tand a new\nline, a bell \u0007, an escape \u001b, a/slash, café ✓ 😀.",
      "localizations" : {
        "es" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "Línea 1\nLínea 2 «\"citado\"» \\ \t/"
          }
        }
      }
    },
    "Old label" : {
      "extractionState" : "stale",
      "localizations" : {
        "es" : {
          "stringUnit" : {
            "state" : "stale",
            "value" : "Etiqueta antigua"
          }
        }
      }
    },
    "StepperKit" : {
      "shouldTranslate" : false
    },
    "Tap to add" : {
      "localizations" : {
        "en" : {
          "variations" : {
            "device" : {
              "iphone" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "Tap to add"
                }
              },
              "mac" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "Click to add"
                }
              },
              "other" : {
                "variations" : {
                  "plural" : {
                    "one" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Add %lld"
                      }
                    },
                    "other" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Add %lld"
                      }
                    }
                  }
                }
              }
            }
          }
        },
        "es" : {
          "variations" : {
            "device" : {
              "iphone" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "Toca para añadir"
                }
              },
              "mac" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "Haz clic para añadir"
                }
              },
              "other" : {
                "variations" : {
                  "plural" : {
                    "many" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Añadir %lld"
                      }
                    },
                    "one" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Añadir %lld"
                      }
                    },
                    "other" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Añadir %lld"
                      }
                    }
                  }
                }
              }
            }
          }
        }
      },
      "x-reviewer" : {
        "empty" : [

        ],
        "name" : "ana",
        "nothing" : {

        },
        "none" : null,
        "ok" : true,
        "scores" : [
          1,
          2.50,
          -3e2
        ]
      }
    }
  },
  "version" : "1.3",
  "x-generator" : "hand-written fixture"
}
"""#

    /// Keys and members out of Finder order, as a person leaves a file after renaming keys by hand:
    /// "Zebra" before "item10" before "item9", "fr" before "es", "value" before "state", and an
    /// unknown member before "comment". Re-saving must keep all of it.
    static let handUnsorted = #"""
{
  "sourceLanguage" : "en",
  "strings" : {
    "Zebra" : {
      "localizations" : {
        "fr" : {
          "stringUnit" : {
            "value" : "Zèbre",
            "state" : "translated"
          }
        },
        "es" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "Cebra"
          }
        }
      }
    },
    "item10" : {
      "x-note" : "renamed by hand",
      "comment" : "Tenth item"
    },
    "item9" : {
      "comment" : "Ninth item"
    }
  },
  "version" : "1.1"
}
"""#

    /// A small English and Spanish catalog like the kit's own, with a plural that lacks Spanish `many`.
    static let cart = #"""
{
  "sourceLanguage" : "en",
  "strings" : {
    "%lld items" : {
      "localizations" : {
        "en" : {
          "variations" : {
            "plural" : {
              "one" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "%lld item"
                }
              },
              "other" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "%lld items"
                }
              }
            }
          }
        },
        "es" : {
          "variations" : {
            "plural" : {
              "one" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "%lld artículo"
                }
              },
              "other" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "%lld artículos"
                }
              }
            }
          }
        }
      }
    },
    "Cart" : {
      "localizations" : {
        "es" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "Carrito"
          }
        }
      }
    }
  },
  "version" : "1.0"
}
"""#

    /// Every fixture by name, for tests that run over all of them.
    static let all: [(name: String, text: String)] = [
        ("everyConstruct", everyConstruct), ("handUnsorted", handUnsorted), ("cart", cart),
    ]

    /// A fixture's bytes.
    static func bytes(_ text: String) -> [UInt8] {
        Array(text.utf8)
    }
}
