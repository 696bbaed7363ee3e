#!/usr/bin/env python3
"""Draws the Sandford art into gfx/sandford-*.png (the files agb's macros include).

* gfx/sandford-tiles.png: the map's 8x8 background tiles in one row (see
  src/sandford/map.rs for the indices).
* gfx/sandford-sprites.png: 8x8 sprites in one row (see `spr` in
  src/sandford/map.rs).
* gfx/sandford-monsters.png: the monsters, 8x16 sprites in one row (see
  `monster_sprite` in src/sandford/map.rs).

Run `python3 tools/gfx_sandford.py` and commit the PNGs. Standard library only;
the PNG canvas is the one in tools/gfx.py.
"""
import math

from gfx import CLEAR, Canvas, rgb  # the one PNG canvas, shared with tools/gfx.py

INK = rgb("181828")
NAVY = rgb("202848")
WHITE = rgb("f8f8f8")
GREY = rgb("a8a8b8")
DARK = rgb("484858")
STONE = rgb("c8c0b0")
STONE_DARK = rgb("988f80")
GRASS = rgb("58a048")
GRASS_DARK = rgb("3c7c38")
GRASS_LIGHT = rgb("78c060")
HEDGE = rgb("285828")
RED = rgb("d85858")
RED_DARK = rgb("983838")
ROOF = rgb("b85838")
ROOF_DARK = rgb("803820")
WALL = rgb("e8d8b0")
DOOR = rgb("683810")
SKY = rgb("78c8f0")
BLUE = rgb("4870e0")
BLUE_DARK = rgb("2840a0")
YELLOW = rgb("f8d838")
GOLD = rgb("f8b820")
GREEN = rgb("50d050")
GREEN_DARK = rgb("208830")
PURPLE = rgb("9048c0")
SKIN = rgb("f8c898")
ORANGE = rgb("f08830")
PINK = rgb("f898c8")
# Hero 4 (it was pink, which the playtest took for hero 2's magenta).
LIME = rgb("b8f040")
PURPLE_DARK = rgb("602890")
# The heroes' own colours: no monster die is orange, magenta, cyan or lime
# (monsters are black, blue, green, red, white and yellow). The text palette
# (src/ui.rs, inks 8-11) uses the same four.
MAGENTA = rgb("e050e0")
CYAN = rgb("40e0f0")


# --- Map tiles -------------------------------------------------------------
# 0-2 grass, 3 hedge (map edge), 4-12 temple (3x3, row-major), 13-21 shop
# (3x3), 22-30 rubble (3x3), 31-34 a shop's middle with its number 1-4 (a
# white digit on a dark badge, as the menus number the shops), 35-38 the
# same on rubble. Drawn in the map, so they cost no frame anything.
TILES = 39
SHOP_NUMBER = 31
RUBBLE_NUMBER = 35


def block_edges(c, x0, light, dark):
    """Darker right and bottom edges of a 3x3 card drawn at x0 (24 px of tiles
    laid out as 9 tiles in a row: tile k is cell (k % 3, k // 3))."""
    for k in range(9):
        cx, cy = k % 3, k // 3
        x = x0 + 8 * k
        c.rect(x, 0, 8, 8, light)
        if cx == 2:
            c.rect(x + 7, 0, 1, 8, dark)
        if cy == 2:
            c.rect(x, 7, 8, 1, dark)
        if cx == 0:
            c.rect(x, 0, 1, 8, dark)
        if cy == 0:
            c.rect(x, 0, 8, 1, dark)


def map_tiles():
    c = Canvas(8 * TILES, 8, GRASS)
    # Grass with a few tufts and a flower.
    for (dx, dy) in [(2, 3), (6, 6)]:
        c.set(8 + dx, dy, GRASS_DARK)
        c.set(8 + dx + 1, dy - 1, GRASS_DARK)
    c.set(16 + 3, 3, YELLOW)
    c.set(16 + 2, 3, WHITE)
    c.set(16 + 4, 3, WHITE)
    c.set(16 + 3, 2, WHITE)
    c.set(16 + 3, 4, WHITE)
    c.set(16 + 6, 6, GRASS_LIGHT)
    # Hedge at the map edge.
    c.rect(24, 0, 8, 8, HEDGE)
    for (dx, dy) in [(1, 1), (5, 2), (2, 5), (6, 6)]:
        c.set(24 + dx, dy, GRASS_DARK)
    # Temple: stone slabs, gold altar in the middle.
    x0 = 32
    block_edges(c, x0, STONE, STONE_DARK)
    for k in range(9):
        x = x0 + 8 * k
        c.set(x + 3, 3, STONE_DARK)
        c.set(x + 4, 4, STONE_DARK)
    mid = x0 + 8 * 4
    c.rect(mid, 0, 8, 8, STONE)
    c.art(mid, 0, [
        "   YY   ",
        "  YGGY  ",
        "   YY   ",
        " WWWWWW ",
        " W G  W ",
        " W  G W ",
        " WWWWWW ",
        "        ",
    ], {"Y": YELLOW, "G": GOLD, "W": WHITE})
    # Shop: a red roof with a door at the bottom middle.
    x0 = 32 + 72
    block_edges(c, x0, ROOF, ROOF_DARK)
    for k in range(9):
        x = x0 + 8 * k
        for j in (2, 5):
            c.rect(x + 1, j, 6, 1, ROOF_DARK)
    door = x0 + 8 * 7
    c.rect(door, 0, 8, 8, WALL)
    c.rect(door, 7, 8, 1, ROOF_DARK)
    c.rect(door + 2, 2, 4, 5, DOOR)
    c.set(door + 4, 4, GOLD)
    # Rubble: grey stones on dark earth.
    x0 = 32 + 144
    block_edges(c, x0, DOOR, DOOR)
    for k in range(9):
        x = x0 + 8 * k
        c.rect(x, 0, 8, 8, rgb("584030"))
        for (dx, dy, w) in [(1, 1, 3), (4, 4, 3), (1, 5, 2), (5, 1, 2)]:
            c.rect(x + dx, dy, w, 2, GREY)
            c.rect(x + dx, dy + 1, w, 1, STONE_DARK)
    # The numbered middles: the middle tile (k = 4) of a shop or rubble,
    # with the number's badge.
    for first, block in [(SHOP_NUMBER, 32 + 72), (RUBBLE_NUMBER, 32 + 144)]:
        for n in range(4):
            x = 8 * (first + n)
            for j in range(8):
                for i in range(8):
                    c.set(x + i, j, c.px[j][block + 32 + i])
            number_badge(c, x, n + 1)
    c.save("sandford-tiles.png")


# --- Sprites ---------------------------------------------------------------
# 0-3 heroes, 4-5 cursor, 6 reach, 7 the old thin target (unused), 8 hit burst, 9 kill cross,
# 10-13 the attack target's bold corners (top-left, top-right, bottom-left,
# bottom-right: drawn 4 px out from the cell's corners, outside it), 14-24 a
# count badge's digits 0-9 and "x", 25 the armour's block, 26 the person's
# cursor (a thick yellow box), 27 free (the monsters are 8x16, in
# gfx/sandford-monsters.png), 28-51 stock dice (colour * 6 + face - 1),
# 52 active-hero ring, 53-68 spinner needle (16 directions, k * 22.5 degrees
# clockwise from east), 69-72 the temple's d20 (16x16 as four tiles: top-left,
# top-right, bottom-left, bottom-right), 73-82 digits 0-9 (3x5, top-left),
# 83-91 "+1".."+9" (more stock dice), 92-107 range outline (sides mask: 1
# west, 2 east, 4 north, 8 south), 108-111 the heroes' heads (drawn in the
# cell above the hero: a hero is a 8x16 figure, 0-3 being its body with its
# number), 112-159 rolled dice, 16x16 as four tiles (TL, TR, BL, BR): the
# heroes' (white, dark pips) faces 1-6, then the monsters' (red, white pips).
BADGE = 14
SHIELD = 25
CURSOR_BOX = 26
NEEDLE = 53
D20 = 69
DIGIT = 73
MORE = 83
EDGE = 92
HERO_HEAD = 108
ROLL = 112
SPRITES = 160
# Each hero's colour and the colour of the number on its chest.
HERO_COLOURS = [(ORANGE, INK), (MAGENTA, WHITE), (CYAN, INK), (LIME, INK)]
# The top four rows of each hero's head: its hat.
HERO_HATS = [
    ["   K    ", "  KCK   ", " KCCCK  ", "KCCCCCK "],
    ["K     K ", "WK   KW ", "KWKKKWK ", " KCCCK  "],
    ["K K K K ", "KCKCKCK ", "KCCCCCK ", "KKKKKKK "],
    ["  KKK   ", " KCCCK  ", "KCCCCCK ", "KKSSSKK "],
]
MONSTER = [  # face, pips, outline: black, blue, green, red, white, yellow
    (DARK, WHITE, INK),
    (BLUE, WHITE, BLUE_DARK),
    (GREEN, INK, GREEN_DARK),
    (RED, WHITE, RED_DARK),
    (WHITE, INK, GREY),
    (YELLOW, INK, GOLD),
]
# Each monster colour's mark (5x5, drawn in its pip colour on the die), so
# that colour is never the only difference: a shape a child can name, and no
# two alike (src/sandford/words.rs names them): black an arrow (pierces),
# blue a ring (resists magic), green a star (fast), red a cross (armoured),
# white a heart (heals), yellow a moon (splits in two).
MONSTER_MARK = [
    ["..#..", "...#.", "#####", "...#.", "..#.."],
    [".###.", "#...#", "#...#", "#...#", ".###."],
    ["..#..", "#####", ".###.", ".#.#.", "#...#"],
    ["#...#", ".#.#.", "..#..", ".#.#.", "#...#"],
    [".#.#.", "#####", "#####", ".###.", "..#.."],
    [".##..", "##...", "##...", "##...", ".##.."],
]
# A monster is an 8x16 sprite (gfx/sandford-monsters.png): its die in the
# bottom cell, and on top of it its hit points as white bars (x of each,
# two tall) on a dark band no wider than the die, so that two neighbours'
# bars never run together. The band takes the die's top edge and the two
# rows above it, where a die above has only its bottom edge and shadow.
HP_DOTS = {1: [3], 2: [2, 4], 3: [1, 3, 5]}
# A monster's left horn (mirrored for the right): its outline and its core,
# from the die's top corner out and up into the cell above.
MONSTER_HORNS = [(0, 3), (0, 4), (0, 5), (0, 6), (0, 7), (1, 4), (2, 5), (2, 6)]
MONSTER_HORN_CORE = [(1, 5), (1, 6), (1, 7)]
# The band behind the bars (x, width).
HP_BAND = {1: (2, 3), 2: (1, 5), 3: (0, 7)}
STOCK = [  # black armour, blue magic, red weapon, white potion
    (DARK, WHITE),
    (BLUE, WHITE),
    (RED, WHITE),
    (WHITE, INK),
]
PIPS = {
    1: [(3, 3)],
    2: [(1, 1), (5, 5)],
    3: [(1, 1), (3, 3), (5, 5)],
    4: [(1, 1), (5, 1), (1, 5), (5, 5)],
    5: [(1, 1), (5, 1), (3, 3), (1, 5), (5, 5)],
    6: [(1, 1), (5, 1), (1, 3), (5, 3), (1, 5), (5, 5)],
}


FONT = [  # 3x5 digits, rows top to bottom, bit 2 is the left column
    [7, 5, 5, 5, 7], [2, 6, 2, 2, 7], [7, 1, 7, 4, 7], [7, 1, 3, 1, 7],
    [5, 5, 7, 1, 1], [7, 4, 7, 1, 7], [7, 4, 7, 5, 7], [7, 1, 1, 2, 2],
    [7, 5, 7, 5, 7], [7, 5, 7, 1, 7],
]


def number_badge(c, x, n):
    """A shop's number `n`: a white digit on a dark 7x7 badge, at the
    top-left of the 8x8 tile at `x`."""
    c.rect(x, 0, 7, 7, INK)
    digit(c, x + 2, 1, n, WHITE)


def digit(c, x, y, d, col):
    for j, row in enumerate(FONT[d]):
        for i in range(3):
            if row & (4 >> i):
                c.set(x + i, y + j, col)


def inside(poly, px, py):
    """Point-in-convex-polygon (vertices clockwise on screen)."""
    n = len(poly)
    for i in range(n):
        (ax, ay), (bx, by) = poly[i], poly[(i + 1) % n]
        if (bx - ax) * (py - ay) - (by - ay) * (px - ax) < 0:
            return False
    return True


def needle(c, x0, a):
    """An arrowhead pointing along angle `a` (radians, clockwise from east on
    screen), centred in its 8x8 cell: red with a dark rim."""
    dx, dy = math.cos(a), math.sin(a)
    px, py = -dy, dx
    cx = cy = 3.5

    def pt(u, v):
        return (cx + u * dx + v * px, cy + u * dy + v * py)

    tri = [pt(4.3, 0), pt(-3.2, 3.1), pt(-3.2, -3.1)]
    fill = set()
    for j in range(8):
        for i in range(8):
            hits = sum(
                inside(tri, i + (si + 0.5) / 4, j + (sj + 0.5) / 4)
                for sj in range(4)
                for si in range(4)
            )
            if hits >= 6:
                fill.add((i, j))
    for (i, j) in fill:
        rim = any((i + a, j + b) not in fill for a, b in [(1, 0), (-1, 0), (0, 1), (0, -1)])
        c.set(x0 + i, j, RED_DARK if rim else RED)


def d20(c, x0):
    """A d20 seen face on: a purple hexagon (point up) with lighter facets,
    laid out as 16x16 in four tiles (TL, TR, BL, BR along the row)."""
    big = Canvas(16, 16)
    hexagon = [(8, 0), (16, 4), (16, 12), (8, 16), (0, 12), (0, 4)]
    face = [(8, 2.5), (14, 12.5), (2, 12.5)]
    for j in range(16):
        for i in range(16):
            q = (i + 0.5, j + 0.5)
            if inside(hexagon, *q):
                big.set(i, j, PURPLE if inside(face, *q) else PURPLE_DARK)
    for j in range(16):
        for i in range(16):
            if big.px[j][i] == CLEAR:
                continue
            rim = any(
                not (0 <= i + a < 16 and 0 <= j + b < 16) or big.px[j + b][i + a] == CLEAR
                for a, b in [(1, 0), (-1, 0), (0, 1), (0, -1)]
            )
            if rim:
                big.px[j][i] = INK
    for k in range(4):
        ox, oy = 8 * (k % 2), 8 * (k // 2)
        for j in range(8):
            for i in range(8):
                c.set(x0 + 8 * k + i, j, big.px[oy + j][ox + i])


BIG_PIPS = {  # centres on a 16x16 die
    1: [(7.5, 7.5)],
    2: [(4, 4), (11, 11)],
    3: [(4, 4), (7.5, 7.5), (11, 11)],
    4: [(4, 4), (11, 4), (4, 11), (11, 11)],
    5: [(4, 4), (11, 4), (7.5, 7.5), (4, 11), (11, 11)],
    6: [(4, 4), (11, 4), (4, 7.5), (11, 7.5), (4, 11), (11, 11)],
}


def rolled_die(c, x0, face, body, pip, rim):
    """A 16x16 die showing `face`, laid out as four tiles (TL, TR, BL, BR)."""
    big = Canvas(16, 16)
    big.rect(1, 1, 14, 14, body)
    big.frame(0, 0, 16, 16, rim)
    big.rect(1, 14, 14, 1, rim)  # a shade along the bottom
    for (px, py) in [(0, 0), (15, 0), (0, 15), (15, 15)]:
        big.set(px, py, CLEAR)
    for (cx, cy) in BIG_PIPS[face]:
        big.rect(int(cx - 1), int(cy - 1), 3 if cx == 7.5 else 2, 3 if cy == 7.5 else 2, pip)
    for k in range(4):
        ox, oy = 8 * (k % 2), 8 * (k // 2)
        for j in range(8):
            for i in range(8):
                c.set(x0 + 8 * k + i, j, big.px[oy + j][ox + i])


def sprites():
    c = Canvas(8 * SPRITES, 8)
    for i, (col, num) in enumerate(HERO_COLOURS):
        # A person 16 pixels tall with a dark outline: its hat and face in
        # the cell above, the body with the hero's number in its own cell.
        # Each hero wears its own hat, so the number is not the only
        # difference: 1 a wizard's hat, 2 a horned helmet, 3 a crown, 4 a
        # hood.
        c.art(8 * (HERO_HEAD + i), 0, HERO_HATS[i] + [
            " KSSSK  ",
            " KSSSK  ",
            "KKKKKKK ",
            "KCCCCCK ",
        ], {"S": SKIN, "C": col, "K": INK, "W": WHITE})
        c.art(8 * i, 0, [
            "KCCCCCK ",
            "KCCCCCK ",
            "KCCCCCK ",
            "KCCCCCK ",
            "KCCCCCK ",
            "KCCCCCK ",
            " KCKCK  ",
            " KK KK  ",
        ], {"C": col, "K": INK})
        digit(c, 8 * i + 2, 0, i + 1, num)
    # Cursor: corners, two pulses.
    for i, (d, col) in enumerate([(0, WHITE), (1, YELLOW)]):
        x = 8 * (4 + i)
        for (cx, cy, sx, sy) in [(0, 0, 1, 1), (7, 0, -1, 1), (0, 7, 1, -1), (7, 7, -1, -1)]:
            c.set(x + cx, cy, col)
            c.set(x + cx + sx, cy, col)
            c.set(x + cx, cy + sy, col)
            if d:
                c.set(x + cx + 2 * sx, cy, col)
                c.set(x + cx, cy + 2 * sy, col)
    # 26: the cursor a person moves: a bright yellow box outlined in ink,
    # the same in every frame (the playtest's child could not find the
    # thin blinking corners, and took the guide's hand for the cursor).
    x = 8 * CURSOR_BOX
    c.frame(x, 0, 8, 8, INK)
    c.frame(x + 1, 1, 6, 6, YELLOW)
    for cx, cy in [(2, 2), (5, 2), (2, 5), (5, 5)]:
        c.set(x + cx, cy, YELLOW)
    # Reach: a soft dot.
    c.rect(8 * 6 + 3, 3, 2, 2, WHITE)
    c.set(8 * 6 + 2, 3, SKY)
    c.set(8 * 6 + 5, 4, SKY)
    # Target: red brackets.
    c.frame(8 * 7, 0, 8, 8, RED)
    c.rect(8 * 7 + 2, 0, 4, 1, CLEAR)
    c.rect(8 * 7 + 2, 7, 4, 1, CLEAR)
    c.rect(8 * 7, 2, 1, 4, CLEAR)
    c.rect(8 * 7 + 7, 2, 1, 4, CLEAR)
    # The attack target's corners: yellow, outlined in ink, each drawn 4 px
    # out from its corner of the cell, so they frame the monster without
    # covering its die (the playtest found the red brackets faint).
    corner = [
        "KKKKKK  ",
        "KYYYYK  ",
        "KYYYYK  ",
        "KYYKKK  ",
        "KYYK    ",
        "KKKK    ",
        "        ",
        "        ",
    ]
    for k, (flip_x, flip_y) in enumerate([(False, False), (True, False), (False, True), (True, True)]):
        rows = [r[::-1] if flip_x else r for r in corner]
        c.art(8 * (10 + k), 0, rows[::-1] if flip_y else rows, {"Y": YELLOW, "K": INK})
    # Hit burst.
    c.art(8 * 8, 0, [
        "Y  O  Y ",
        " Y O Y  ",
        "  YYY   ",
        "OOYWYOO ",
        "  YYY   ",
        " Y O Y  ",
        "Y  O  Y ",
        "        ",
    ], {"Y": YELLOW, "O": ORANGE, "W": WHITE})
    # Kill cross.
    c.art(8 * 9, 0, [
        "RR   RR ",
        "RRR RRR ",
        " RRRRR  ",
        "  RRR   ",
        " RRRRR  ",
        "RRR RRR ",
        "RR   RR ",
        "        ",
    ], {"R": RED})
    # 14-23 a count badge's digits 0-9 and 24 its "x" (white on a dark
    # plate: side by side, "x16" over a crowd of monsters, so a child can
    # count a pile). 25 the armour's block (a grey shield: "Armour 1" is one
    # of them over a hit, beside the tray's die). 26-27 are free.
    for d in range(10):
        x = 8 * (BADGE + d)
        c.rect(x, 0, 8, 7, INK)
        digit(c, x + 2, 1, d, WHITE)
    c.art(8 * SHIELD, 0, [
        "KKKKKKK ",
        "KWGGGGK ",
        "KGGGGGK ",
        "KGGGGGK ",
        "KGGGGGK ",
        " KGGGK  ",
        "  KGK   ",
        "   K    ",
    ], {"G": GREY, "W": WHITE, "K": INK})
    x = 8 * (BADGE + 10)
    c.rect(x, 0, 8, 7, INK)
    c.set(x, 0, CLEAR)
    c.set(x, 6, CLEAR)
    for (i, j) in [(2, 2), (4, 2), (3, 3), (2, 4), (4, 4)]:
        c.set(x + i + 1, j, YELLOW)
    for si, (face, pip) in enumerate(STOCK):
        for f in range(1, 7):
            x = 8 * (28 + si * 6 + f - 1)
            c.rect(x, 0, 7, 7, face)
            c.frame(x, 0, 7, 7, INK)
            for (px, py) in PIPS[f]:
                c.set(x + px, py, pip)
    # Active hero ring.
    c.frame(8 * 52, 0, 8, 8, YELLOW)
    for k in range(16):
        needle(c, 8 * (NEEDLE + k), k * math.pi / 8)
    d20(c, 8 * D20)
    for d in range(10):
        digit(c, 8 * (DIGIT + d), 0, d, WHITE)
    for n in range(1, 10):
        x = 8 * (MORE + n - 1)
        c.rect(x, 0, 8, 7, INK)
        c.set(x, 0, CLEAR)
        c.set(x + 7, 0, CLEAR)
        c.set(x, 6, CLEAR)
        c.set(x + 7, 6, CLEAR)
        c.rect(x + 1, 3, 3, 1, YELLOW)
        c.rect(x + 2, 2, 1, 3, YELLOW)
        digit(c, x + 4, 1, n, YELLOW)
    for m in range(16):
        x = 8 * (EDGE + m)
        if m & 1:
            c.rect(x, 0, 1, 8, SKY)
        if m & 2:
            c.rect(x + 7, 0, 1, 8, SKY)
        if m & 4:
            c.rect(x, 0, 8, 1, SKY)
        if m & 8:
            c.rect(x, 7, 8, 1, SKY)
    for f in range(1, 7):
        rolled_die(c, 8 * (ROLL + 4 * (f - 1)), f, WHITE, INK, GOLD)
        rolled_die(c, 8 * (ROLL + 24 + 4 * (f - 1)), f, RED, WHITE, RED_DARK)
    c.save("sandford-sprites.png")


def monsters():
    """gfx/sandford-monsters.png: 8x16 sprites, colour * 3 + hp - 1. The die
    (7x7 and a shadow) is the bottom cell, its mark filling the face; the hit
    point bars sit on its top edge, reaching two rows into the top cell."""
    c = Canvas(8 * 18, 16)
    for ci, (face, pip, edge) in enumerate(MONSTER):
        for hp in (1, 2, 3):
            x = 8 * (ci * 3 + hp - 1)
            y = 8
            c.rect(x, y, 7, 7, face)
            c.frame(x, y, 7, 7, edge)
            for (px, py) in [(0, 0), (6, 0), (0, 6), (6, 6)]:
                c.set(x + px, y + py, CLEAR)
            for j, row in enumerate(MONSTER_MARK[ci]):
                for i, ch in enumerate(row):
                    if ch == "#":
                        c.set(x + 1 + i, y + 1 + j, pip)
            c.rect(x + 1, y + 7, 6, 1, INK)
            # Horns from its top corners, curling out and up, in its own
            # colour outlined dark: a monster, never a hero's figure (the
            # playtest took a die under its bars for a hero's head).
            for hx, hy in MONSTER_HORNS:
                c.set(x + hx, hy, edge)
                c.set(x + 6 - hx, hy, edge)
            for hx, hy in MONSTER_HORN_CORE:
                c.set(x + hx, hy, face)
                c.set(x + 6 - hx, hy, face)
            bx, bw = HP_BAND[hp]
            c.rect(x + bx, 6, bw, 3, INK)
            for px in HP_DOTS[hp]:
                c.rect(x + px, 6, 1, 2, WHITE)
    c.save("sandford-monsters.png")


if __name__ == "__main__":
    map_tiles()
    sprites()
    monsters()
