#!/usr/bin/env python3
"""Writes Sources/ExplorerApp/Resources/country-aliases.json: the other names the explorer's search finds each
country by, keyed by ISO 3166-1 alpha-2 code. See scripts/DATASET.md ("Aliases").

Sources, in this order (the first spelling of a name, case and accents aside, is kept):
- countries.json's `names`: CLDR's name in each of the 14 languages of `name(lang:)` (babel, at dataset time);
- pycountry (ISO 3166 via Debian's iso-codes): official and common names, and the former names of ISO 3166-3
  (Burma, Zaire, East Timor, Dahomey, Upper Volta, New Hebrides);
- country_converter: its short and official names;
- HAND_KEPT below, only for what none of them has.
A name equal to the country's own English or native name, case and accents aside, is left out: the search has it.
"""
import json
import sys
import unicodedata
from pathlib import Path

import country_converter
import pycountry

ROOT = Path(__file__).resolve().parent.parent
DATASET = ROOT / "Sources/CountriesService/Resources/countries.json"
OUTPUT = ROOT / "Sources/ExplorerApp/Resources/country-aliases.json"

# Names people use that none of the sources above has, each with why it is here.
HAND_KEPT = {
    "AE": ["UAE", "Emirates"],          # the usual abbreviation and short form
    "BA": ["Bosnia"],                   # the usual short form
    "CD": ["DRC"],                      # the usual abbreviation
    "GB": ["UK", "Great Britain", "Britain", "England", "Scotland", "Wales", "Northern Ireland"],  # and its nations
    "KR": ["Korea"],                    # what "Korea" alone usually means
    "MK": ["Macedonia"],                # the name before 2019
    "NL": ["Holland"],                  # a region's name used for the whole country
    "SZ": ["Swaziland"],                # the name before 2018
    "US": ["USA", "America"],           # the usual abbreviation and short form
    "VA": ["Holy See"],                 # its sovereign, which ISO names only with "(Vatican City State)"
}


def folded(text):
    """Case and accents aside, as the explorer's search compares names."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def pycountry_names(code):
    names = []
    country = pycountry.countries.get(alpha_2=code)
    if country is not None:
        names += [getattr(country, field) for field in ("name", "common_name", "official_name") if hasattr(country, field)]
    # ISO 3166-3's four-letter code ends with the successor's code (BUMM: Burma, now MM); "HH" and "AA" name none.
    for former in pycountry.historic_countries:
        if former.alpha_4[2:] == code:
            names.append(former.name.split(",")[0])
    return names


def converter_names(converter, code):
    rows = converter.data[converter.data["ISO2"] == code]
    return [str(value) for column in ("name_short", "name_official") for value in rows[column] if isinstance(value, str)]


def main():
    dataset = json.loads(DATASET.read_text(encoding="utf-8"))
    converter = country_converter.CountryConverter()
    aliases = {}
    for country in dataset["countries"]:
        code = country["code"]
        seen = {folded(country["name"]), folded(country["native"])}
        names = []
        candidates = ([country["names"][language] for language in sorted(country["names"])]
                      + pycountry_names(code) + converter_names(converter, code)
                      + HAND_KEPT.get(code, []))
        for name in candidates:
            name = " ".join(name.split())
            if name and folded(name) not in seen:
                seen.add(folded(name))
                names.append(name)
        aliases[code] = names
    for code, names in HAND_KEPT.items():
        if code not in aliases:
            sys.exit(f"build_aliases: HAND_KEPT names an unknown country {code}")
    text = json.dumps(aliases, ensure_ascii=False, indent=0, sort_keys=True) + "\n"
    OUTPUT.parent.mkdir(parents=True, exist_ok=True)
    OUTPUT.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
