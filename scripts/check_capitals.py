#!/usr/bin/env python3
"""Checks every capital of Sources/CountriesEngine/Resources/countries.json against a second source, countryinfo,
and fails on a disagreement that KNOWN does not explain. See scripts/DATASET.md ("Capitals, checked twice")."""
import json
import sys
import unicodedata
from pathlib import Path

from countryinfo import CountryInfo
from countryinfo.exceptions import CountryNotFoundError

DATASET = Path(__file__).resolve().parent.parent / "Sources/CountriesEngine/Resources/countries.json"

# Each disagreement with countryinfo 1.0.1, its capital there, and why the dataset's stays.
KNOWN = {
    "AG": ("Saint John's", "the same city; GeoNames and the public API write St. John's"),
    "BI": ("Bujumbura", "Gitega has been the political capital since 2019; Bujumbura is the economic one"),
    "BQ": ("Kralendijk / Oranjestad / The Bottom", "one capital per country: Kralendijk, Bonaire's seat"),
    "GQ": ("Malabo", "GeoNames follows the 2017 designation of Ciudad de la Paz; Malabo still hosts most ministries"),
    "GS": ("King Edward Point", "the research station beside Grytviken, the settlement GeoNames names"),
    "HK": ("City of Victoria", "Hong Kong has no formal capital; the public API names Hong Kong"),
    "KI": ("South Tarawa", "the same atoll; GeoNames names Tarawa"),
    "KZ": ("Nur-Sultan", "countryinfo is out of date: the city was renamed back to Astana in 2022"),
    "MM": ("Naypyidaw", "the same city; GeoNames spells it Nay Pyi Taw"),
    "MO": ("", "Macao has no formal capital; the public API names Macao"),
    "PS": ("Jerusalem", "GeoNames' East Jerusalem, the capital Palestine claims"),
    "SM": ("City of San Marino", "the same city"),
    "SZ": ("Lobamba", "Mbabane is the executive capital; Lobamba the royal and legislative one"),
    "VA": ("Vatican City State", "the same city-state"),
    "XK": (None, "countryinfo does not list Kosovo"),
}


def folded(text):
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c) and c not in " -.'")


def second_capital(code):
    try:
        return CountryInfo(code).capital() or ""
    except CountryNotFoundError:
        return None


def main():
    countries = json.loads(DATASET.read_text(encoding="utf-8"))["countries"]
    unexplained = []
    for country in countries:
        code, ours = country["code"], country["capital"]
        theirs = second_capital(code)
        agree = (ours or "") == (theirs or "") or (ours and theirs and folded(ours) == folded(theirs))
        if agree:
            continue
        if KNOWN.get(code, (object(),))[0] != theirs:
            unexplained.append(f"{code}: dataset {ours!r}, countryinfo {theirs!r}")
    stale = [code for code in KNOWN if code not in {c["code"] for c in countries}]
    if unexplained or stale:
        sys.exit("check_capitals: explain or fix in KNOWN:\n" + "\n".join(unexplained + [f"{c}: not a country" for c in stale]))
    print(f"check_capitals: {len(countries)} capitals checked, {len(KNOWN)} known disagreements")


if __name__ == "__main__":
    main()
