#!/usr/bin/env python3
"""Writes the expected hyphenation of 100 English and 100 Spanish words, for HyphenatorTests.

An independent reference for the kit's libhyphen-backed Hyphenator: Liang's algorithm as TeX runs
it, written here from its description (Liang 1983; libhyphen's README.hyphen), over the same
Debian dictionaries. Every pattern is a string of letters with digits between them; for each
substring of ".word." that is a pattern, the digits are laid over the word's gaps, the highest
winning; an odd gap is a hyphenation point, kept only with LEFTHYPHENMIN characters before it and
RIGHTHYPHENMIN after it (2 and 3 when the file does not say). Words are lowered first; characters
are code points. Debian's files are libhyphen's "mashed" form (every substring pattern spelled out
by substrings.pl), which gives the same maximum.

Usage: Scripts/hyphenation-reference.py > Tests/StepperKitTextTests/Hyphenation/HyphenationReference.swift
"""
import re
import sys

DICTIONARIES = {
    "en_US": "/usr/share/hyphen/hyph_en_US.dic",
    "es_ES": "/usr/share/hyphen/hyph_es_ES.dic",
}

ENGLISH = """
hyphenation example table catalog presentation disestablishment quantity subtotal checkout purchase
shopping basket increment decrement accessibility localization internationalization configuration
notification availability description information application keyboard character paragraph
typography supercalifragilisticexpialidocious delivery shipping payment discount coupon receipt
invoice customer merchandise inventory warehouse wholesale retailer marketplace subscription
recommendation personalize favorite category electronics appliances
furniture clothing accessories jewelry beverages groceries vegetables chocolate espresso cappuccino
breakfast sandwich restaurant reservation temperature comfortable beautiful wonderful remarkable
understanding communication environment development management government relationship
responsibility opportunity experience knowledge technology university continuous dictionary
algorithm independent particularly approximately unfortunately immediately
necessary different important interesting everything Quantity CHECKOUT Accessibility cart items and
""".split()

SPANISH = """
aterciopelada senderismo carrito añadir artículos acción cantidad subtotal comprar compra tienda
precio descuento envío entrega pedido factura recibo cliente mercancía inventario almacén mayorista
minorista suscripción recomendación personalizar favorito comparar reseñas valoración categoría
electrónica electrodomésticos muebles accesorios joyería bebidas comestibles verduras chocolate
desayuno bocadillo restaurante reserva temperatura cómodo hermoso maravilloso extraordinario
entendimiento comunicación ambiente desarrollo administración gobierno relación responsabilidad
oportunidad experiencia conocimiento tecnología universidad diccionario algoritmo ordenador
independiente particularmente aproximadamente desafortunadamente inmediatamente necesario diferente
importante interesante pingüino vergüenza cigüeña niño mañana España murciélago camión corazón
canción paraguas zapatería ferretería guitarra ferrocarril cerrojo llave calle
lluvia rehusar Introduce número Añadir ÚLTIMOS sol
""".split()


def load(path):
    lines = open(path, encoding="utf-8").read().split("\n")
    if lines[0].strip() != "UTF-8":
        sys.exit(f"{path}: not a UTF-8 dictionary")
    patterns, left, right = {}, 2, 3
    for line in lines[1:]:
        line = line.strip()
        if not line or line.startswith("%"):
            continue
        key, _, value = line.partition(" ")
        if key == "LEFTHYPHENMIN":
            left = int(value)
        elif key == "RIGHTHYPHENMIN":
            right = int(value)
        elif key.isupper():
            sys.exit(f"{path}: unexpected keyword {key}")
        elif "/" in line:
            sys.exit(f"{path}: non-standard pattern {line}")
        else:
            letters = re.sub(r"\d", "", line)
            digits = [0] * (len(letters) + 1)
            position = 0
            for character in line:
                if character.isdigit():
                    digits[position] = int(character)
                else:
                    position += 1
            patterns[letters] = digits
    return patterns, left, right


def points(word, patterns, left, right):
    prepared = "." + word.lower() + "."
    values = [0] * (len(prepared) + 1)
    for start in range(len(prepared)):
        for end in range(start + 1, len(prepared) + 1):
            digits = patterns.get(prepared[start:end])
            if digits:
                for offset, digit in enumerate(digits):
                    values[start + offset] = max(values[start + offset], digit)
    # values[i] is the gap before prepared[i]; a break before word[c] is the gap before prepared[c + 1].
    return [c for c in range(1, len(word)) if values[c + 1] % 2 == 1 and c >= left and len(word) - c >= right]


def hyphenated(word, found):
    return "".join(("-" if index in found else "") + character for index, character in enumerate(word))


def main():
    assert len(set(ENGLISH)) == len(ENGLISH) == 100, len(ENGLISH)
    assert len(set(SPANISH)) == len(SPANISH) == 100, len(SPANISH)
    print("// Generated by Scripts/hyphenation-reference.py from Debian's hyph_en_US.dic and hyph_es_ES.dic:")
    print("// Liang's algorithm written independently of libhyphen. Do not edit; run the script again.")
    print()
    print("enum HyphenationReference {")
    for name, locale, words in (("english", "en_US", ENGLISH), ("spanish", "es_ES", SPANISH)):
        patterns, left, right = load(DICTIONARIES[locale])
        print(f"    /// {len(words)} words hyphenated with {DICTIONARIES[locale]} (LEFTHYPHENMIN {left}, RIGHTHYPHENMIN {right}).")
        print(f"    static let {name}: [(word: String, hyphenated: String)] = [")
        for word in words:
            print(f'        ("{word}", "{hyphenated(word, points(word, patterns, left, right))}"),')
        print("    ]")
    print("}")


main()
