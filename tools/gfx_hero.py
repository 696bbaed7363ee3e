#!/usr/bin/env python3
"""Draws the Tabletop Hero art into gfx/hero-*.png (agb's macros include them).

* gfx/hero-tiles.png: 8x8 background tiles in one row (see `tile` in
  src/hero/field.rs): ground (two shades), rough ground, a crate (height 1),
  a wall (2) and a building (3) drawn as pictures (a crate, bricks, a roof),
  then the
  overlay tiles: a lit reachable cell, a deployment cell, and the clear tile;
  then ground in the shadow of a crate, a wall, a house (longer the taller);
  then an edge each side has taken, striped in its colour.
* gfx/hero-sprites.png: 8x8 sprites in one row (see `spr`): each side's mini
  and hero (red circles, blue squares, green diamonds, gold triangles; a hero
  wears a white crown), knocked-out minis lying flat in their side's shape, a
  grave, the cursor,
  the target mark, the explosion, what a die decides (cross hairs, a heart,
  an arrow, a flag), hit point pips 1-6, the builder's and
  cover icons, and each side's numbered minis 2-5, standing and knocked out
  (the number inside the mini's own cell, so two neighbours never read as
  one number; the hero wears a big crown instead).
* gfx/hero-dice.png: 16x16 d6 faces in each side's colour (red, blue, green,
  gold: a die shows whose roll it is), then white for the rolls nobody's
  side makes (a bomb's direction), then the dark plate under a die, then
  a roll's totals "=1" to "=14" (the bigger dark on yellow, the smaller
  in grey, a tie in white).

Run `python3 tools/gfx_hero.py` and commit the PNGs. Standard library only.
"""
from gfx import CLEAR, Canvas, rgb

INK = rgb("181828")
WHITE = rgb("f8f8f8")
GREY = rgb("a8a8b8")
GRASS = rgb("68a850")
GRASS2 = rgb("5c9a48")
ROUGH = rgb("8a7a48")
ROUGH_DOT = rgb("5a4a28")
CRATE = rgb("c89048")
CRATE_DARK = rgb("805020")
WALL = rgb("a8a8b8")
WALL_DARK = rgb("585868")
HOUSE = rgb("8870a8")
HOUSE_DARK = rgb("50406c")
SKY = rgb("78c8f0")
YELLOW = rgb("f8d838")
ORANGE = rgb("f89020")
SIDES = [
    (rgb("e84838"), rgb("801810")),  # red
    (rgb("4070f0"), rgb("182878")),  # blue
    (rgb("40d8a0"), rgb("107050")),  # green
    (rgb("f8c828"), rgb("886008")),  # gold
]
PIP = rgb("50f050")
PLATE = rgb("303850")

# A 3x5 font for the minis' numbers.
SMALL = {
    "1": [2, 6, 2, 2, 7],
    "2": [6, 1, 2, 4, 7],
    "3": [6, 1, 2, 1, 6],
    "4": [5, 5, 7, 1, 1],
    "5": [7, 4, 6, 1, 6],
}
# The shadow a crate, wall or house casts on the grass.
SHADE = rgb("3c6c30")
ROOF_DARK = rgb("302440")


def small(c, x, y, ch, col):
    for j, row in enumerate(SMALL[ch]):
        for i in range(3):
            if row & (4 >> i):
                c.set(x + i, y + j, col)


def tiles():
    c = Canvas(8 * 18, 8, GRASS)
    # 0, 1: ground.
    c.set(2, 5, GRASS2)
    c.set(6, 2, GRASS2)
    c.rect(8, 0, 8, 8, GRASS2)
    c.set(8 + 4, 4, GRASS)
    # 2: rough ground: dotted brown.
    c.rect(16, 0, 8, 8, ROUGH)
    for x, y in [(1, 1), (5, 2), (3, 4), (6, 6), (1, 6)]:
        c.set(16 + x, y, ROUGH_DOT)
    # 3-5: heights 1-3 as pictures: a crate (planks and a cross brace), a
    # brick wall, a house's roof (its ridge across the middle). The ground
    # east of one carries its shadow (tiles 10-12), the longer the taller.
    c.art(24, 0, [
        "dddddddd",
        "dCccccDd",
        "dcCccDcd",
        "dccCDccd",
        "dccDCccd",
        "dcDccCcd",
        "dDccccCd",
        "dddddddd",
    ], {"d": CRATE_DARK, "c": CRATE, "C": CRATE_DARK, "D": CRATE_DARK})
    c.art(32, 0, [
        "bbbkbbbb",
        "bbbkbbbb",
        "kkkkkkkk",
        "bkbbbbkb",
        "bkbbbbkb",
        "kkkkkkkk",
        "bbbkbbbb",
        "kkkkkkkk",
    ], {"b": WALL, "k": WALL_DARK})
    c.art(40, 0, [
        "hhhhhhhh",
        "hdhhhdhh",
        "hhhhhhhh",
        "rrrrrrrr",
        "dddddddd",
        "dhdddhdd",
        "dddddddd",
        "rrrrrrrr",
    ], {"h": HOUSE, "r": ROOF_DARK, "d": HOUSE_DARK})
    # 6: lit (reachable): a sky frame, clear inside.
    c.rect(48, 0, 8, 8, CLEAR)
    c.frame(48, 0, 8, 8, SKY)
    # 7: a deployment cell: yellow corners.
    c.rect(56, 0, 8, 8, CLEAR)
    for x, y in [(0, 0), (6, 0), (0, 6), (6, 6)]:
        c.rect(56 + x, y, 2, 2, YELLOW)
    # 8: clear.
    c.rect(64, 0, 8, 8, CLEAR)
    # 9: in an enemy's reach (the threat view): red dots in a checker.
    c.rect(72, 0, 8, 8, CLEAR)
    for y in range(0, 8, 2):
        for x in range((y // 2) % 2 * 2, 8, 4):
            c.rect(72 + x, y, 1, 1, SIDES[0][0])
    # 10-12: ground in the shadow of a crate, a wall, a house to its west.
    for k in range(3):
        x = 8 * (10 + k)
        c.rect(x, 0, 8, 8, GRASS)
        c.rect(x, 1, k + 2, 7, SHADE)
    # 13-16: an edge a side has taken (overlay): stripes of its colour.
    for s, (light, _) in enumerate(SIDES):
        x = 8 * (13 + s)
        c.rect(x, 0, 8, 8, CLEAR)
        for j in range(8):
            for i in range(8):
                if (i + j) % 4 == 0:
                    c.set(x + i, j, light)
    # 17: a run's cell (past a walk: no attack after it): an orange frame.
    c.rect(8 * 17, 0, 8, 8, CLEAR)
    c.frame(8 * 17, 0, 8, 8, ORANGE)
    c.save("hero-tiles.png")


PIPS = 29
# After the pips: armour, weapon, bomb, medkit (the army builder), the
# Covered and Concealed cover icons, the threat mark, a bounce landing spot.
NUMBERS = PIPS + 6 + 8
# Then each side's minis 2-5 with their numbers (4 a side), then the same
# knocked out.
KNOCKED = NUMBERS + 16
SPRITES = KNOCKED + 16


def shape(c, x0, side, light, dark):
    if side == 0:
        c.disc(x0 + 4, 4, 10, dark)
        c.disc(x0 + 4, 4, 5, light)
    elif side == 1:
        c.rect(x0 + 1, 1, 7, 7, dark)
        c.rect(x0 + 2, 2, 5, 5, light)
    elif side == 2:
        c.art(x0, 0, [
            "    d   ",
            "   dld  ",
            "  dllld ",
            " dllllld",
            "  dllld ",
            "   dld  ",
            "    d   ",
        ], {"d": dark, "l": light})
    else:
        c.art(x0, 1, [
            "    d   ",
            "   dld  ",
            "   dld  ",
            "  dllld ",
            "  dllld ",
            " dllllld",
            " dddddd ",
        ], {"d": dark, "l": light})


def body(c, x0, side, rim, inside):
    """A numbered mini's 7x7 body in the cell's top-left (its right column
    and bottom row stay empty, a gap to the next mini): a rim of the side's
    colour in the side's shape around a dark middle for the digit."""
    if side == 0:
        c.disc(x0 + 3.5, 3.5, 12.5, rim)
        c.disc(x0 + 3.5, 3.5, 7, inside)
    elif side == 1:
        c.rect(x0, 0, 7, 7, rim)
        c.rect(x0 + 1, 1, 5, 5, inside)
    elif side == 2:
        c.art(x0, 0, [
            "   r   ",
            "  rir  ",
            " riiir ",
            "riiiiir",
            " riiir ",
            "  rir  ",
            "   r   ",
        ], {"r": rim, "i": inside})
    else:
        c.art(x0, 0, [
            "  rrr  ",
            " riiir ",
            " riiir ",
            "riiiiir",
            "riiiiir",
            "riiiiir",
            "rrrrrrr",
        ], {"r": rim, "i": inside})


CROWN = ["y y y", "yyyyy", "yyyyy"]
# A knocked-out mini or hero of each side, lying flat (7x3).
LYING = [
    [" ddddd ", "dllllld", " ddddd "],
    ["ddddddd", "dllllld", "ddddddd"],
    ["  ddd  ", "dllllld", "  ddd  "],
    ["dd     ", "dlllldd", "ddddddd"],
]


def sprites():
    c = Canvas(8 * SPRITES, 8)
    for s, (light, dark) in enumerate(SIDES):
        # Mini (4 * s), hero (4 * s + 1), knocked out mini (+2), knocked out hero (+3).
        shape(c, 8 * (4 * s), s, light, dark)
        # The hero: its side's body with a big crown in the middle.
        body(c, 8 * (4 * s + 1), s, light, dark)
        crown = WHITE if s == 3 else YELLOW
        c.art(8 * (4 * s + 1) + 1, 2, CROWN, {"y": crown})
        # Knocked out, lying flat, still in its side's shape (round,
        # square, pointed at both ends, a wedge), so a side shows by more
        # than colour.
        x = 8 * (4 * s + 2)
        c.art(x + 1, 4, LYING[s], {"d": dark, "l": light})
        c.set(x + 2, 3, INK)
        c.set(x + 3, 2, INK)
        # The hero knocked out: its body greyed (a pale middle in a dark
        # rim of its side's colour) and its crown dark, as the numbered
        # minis knocked out (the playtest: a tiny flat bar that looked
        # almost like a standing mini).
        x = 8 * (4 * s + 3)
        body(c, x, s, dark, GREY)
        c.art(x + 1, 2, CROWN, {"y": INK})
    # 16: grave.
    x = 8 * 16
    c.art(x, 0, [
        "  ggg   ",
        " gwwwg  ",
        " gwkwg  ",
        " gkkkg  ",
        " gwkwg  ",
        " gwwwg  ",
        "gggggggg",
    ], {"g": WALL_DARK, "w": GREY, "k": INK})
    # 17: a tick, drawn at the lower right of a mini that has had its go
    # this turn (the playtest: nothing showed which minis had gone; the
    # old thin cursor's slot), white edged in ink to show on any side's
    # colour; 18: selected, 19: target.
    c.art(8 * 17, 0, [
        "     kk ",
        "    kwk ",
        "k  kwk  ",
        "kwkwk   ",
        "kwwk    ",
        " kk     ",
        "        ",
        "        ",
    ], {"k": INK, "w": WHITE})
    # The selected mark: a white frame on the cell's edge only (the mini's
    # number inside stays readable).
    c.frame(8 * 18, 0, 8, 8, WHITE)
    x = 8 * 19
    for i in range(8):
        c.set(x + i, i, ORANGE)
        c.set(x + 7 - i, i, ORANGE)
    # 20: explosion.
    c.art(8 * 20, 0, [
        "o  y  o ",
        " o y o  ",
        "  yyy   ",
        "yyywyyy ",
        "  yyy   ",
        " o y o  ",
        "o  y  o ",
        "        ",
    ], {"o": ORANGE, "y": YELLOW, "w": WHITE})
    # 21: a blast-radius dot.
    c.rect(8 * 21 + 3, 3, 2, 2, ORANGE)
    # 22-25: what a die decides, drawn under it: to hit (cross hairs), the
    # damage (a heart), a bomb's direction (an arrow), who goes first (a
    # flag).
    labels = [
        (["   w    ", " wwwww  ", " w w w  ", "wwwowww ", " w w w  ", " wwwww  ", "   w    ", "        "], {"w": WHITE, "o": ORANGE}),
        ([" rr rr  ", "rrrrrrr ", "rrrrrrr ", "rrrrrrr ", " rrrrr  ", "  rrr   ", "   r    ", "        "], {"r": SIDES[0][0]}),
        (["   w    ", "  www   ", " w w w  ", "   w    ", "   w    ", "   w    ", "   w    ", "        "], {"w": WHITE}),
        (["wyyyy   ", "wyyyyy  ", "wyyyy   ", "w       ", "w       ", "w       ", "w       ", "        "], {"w": WHITE, "y": YELLOW}),
    ]
    for k, (rows, cols) in enumerate(labels):
        c.art(8 * (22 + k), 0, rows, cols)
    # 26-28: the direction die's arrow pointing down, right and left (24
    # points up): the way the bomb bounced, under the die that decided it.
    up = labels[2][0]
    down = list(reversed(up[:7])) + ["        "]
    right = ["".join("w" if up[6 - x][y] == "w" else " " for x in range(7)) + " " for y in range(7)] + ["        "]
    left = [r[6::-1] + " " for r in right[:7]] + ["        "]
    for k, rows in enumerate([down, right, left]):
        c.art(8 * (26 + k), 0, rows, {"w": WHITE})
    # 29-34: hit point pips 1-6, two rows of three above a mini.
    base = PIPS
    for k in range(1, 7):
        x = 8 * (base + k - 1)
        for p in range(k):
            px, py = 1 + (p % 3) * 2, (p // 3) * 2
            c.set(x + px, py, PIP)
            c.set(x + px + 1, py, PIP)
        # An outline behind the pips so they show on any ground.
        rows = 1 if k <= 3 else 2
        for yy in range(rows * 2):
            for xx in range(8):
                if c.px[yy][x + xx] == CLEAR:
                    c.set(x + xx, yy, INK)
    extras(c, 8 * (PIPS + 6))
    # The numbered minis: a white digit in the body's dark middle; knocked
    # out, the look turns over: a pale grey middle with a dark digit in a
    # rim of the side's dark colour (the playtest: knocked out looked
    # almost the same as standing, a dark middle in the side's rim).
    for s, (light, dark) in enumerate(SIDES):
        for n in range(2, 6):
            x = 8 * (NUMBERS + 4 * s + n - 2)
            body(c, x, s, light, dark)
            small(c, x + 2, 1, str(n), WHITE)
            x = 8 * (KNOCKED + 4 * s + n - 2)
            body(c, x, s, dark, GREY)
            small(c, x + 2, 1, str(n), INK)
    c.save("hero-sprites.png")


def extras(c, x):
    """The icons after the pips."""
    icons = [
        # Armour: a shield.
        ([" wwwwww ", " wggggw ", " wggggw ", " wggggw ", "  wggw  ", "   ww   "], {"w": WHITE, "g": GREY}),
        # Weapon: a crossbow-like shooter pointing right.
        (["        ", "kkkkkkw ", "kwwwwwwk", "kkkkkkk ", " kk     ", " kk     "], {"k": INK, "w": GREY}),
        # Bomb: a round bomb with a lit fuse.
        (["     y  ", "    o   ", "  www   ", " wkkkw  ", "wkgkkkw ", "wkkkkkw ", " wkkkw  ", "  www   "], {"k": WALL_DARK, "g": WHITE, "w": GREY, "y": YELLOW, "o": ORANGE}),
        # Medkit: a white box with a red cross.
        (["        ", " wwwwww ", " wwrrww ", " wrrrrw ", " wrrrrw ", " wwrrww ", " wwwwww "], {"w": WHITE, "r": SIDES[0][0]}),
        # Covered: a low wall (half a mini hidden).
        (["        ", "        ", "        ", "        ", "bbbbbbbb", "bkbbbkbb", "bbbbbbbb", "bbkbbbkb"], {"b": WALL, "k": WALL_DARK}),
        # Concealed: a tall wall with an eye over it.
        (["  www   ", " wkkkw  ", "  www   ", "bbbbbbbb", "bkbbbkbb", "bbbbbbbb", "bbkbbbkb", "bbbbbbbb"], {"b": WALL, "k": INK, "w": WHITE}),
        # Threat: a red "!" in a yellow badge.
        (["  yyyy  ", " yyrryy ", " yyrryy ", " yyrryy ", " yyyyyy ", " yyrryy ", "  yyyy  "], {"y": YELLOW, "r": SIDES[0][1]}),
        # A bounce landing spot: an orange ring.
        (["        ", "  oooo  ", " o    o ", " o    o ", " o    o ", " o    o ", "  oooo  "], {"o": ORANGE}),
    ]
    for k, (rows, cols) in enumerate(icons):
        c.art(x + 8 * k, 0, rows, cols)


def dice():
    pips = {
        1: [(1, 1)], 2: [(0, 0), (2, 2)], 3: [(0, 0), (1, 1), (2, 2)],
        4: [(0, 0), (2, 0), (0, 2), (2, 2)], 5: [(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)],
        6: [(0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)],
    }
    colours = [
        (SIDES[0][0], WHITE),
        (SIDES[1][0], WHITE),
        (SIDES[2][0], INK),
        (SIDES[3][0], INK),
        (WHITE, INK),
    ]
    c = Canvas(16 * (6 * len(colours) + 1 + 3 * 14 + 2 + 1), 16)
    for k, (face, pip) in enumerate(colours):
        for f in range(1, 7):
            x = 16 * (k * 6 + f - 1)
            c.rect(x + 1, 1, 14, 14, INK)
            c.rect(x + 2, 2, 12, 12, face)
            for px, py in pips[f]:
                c.rect(x + 3 + px * 4, 3 + py * 4, 2, 2, pip)
    # Then: the dark plate under a die, its mark and its picture, so they
    # read on any ground.
    c.rect(16 * 6 * len(colours), 0, 16, 16, PLATE)
    # Last: a roll's totals "=1" to "=14" (12 and a half-hidden mini's +2)
    # on the plate, shown next to each
    # side's dice once they settle (a child could not add "4 against 3 and
    # 3"): the bigger total dark on a yellow plate, the smaller in grey, a
    # tie in white on both sides.
    for m, (ground, col) in enumerate([(YELLOW, INK), (PLATE, GREY), (PLATE, WHITE)]):
        for n in range(1, 15):
            x = 16 * (6 * len(colours) + 1 + 14 * m + n - 1)
            total(c, x, n, ground, col)
    # Last of all: the cursor, a thick yellow box edged in ink round its
    # cell (the cell clear in its middle), in two sizes it breathes
    # between (a child took the old thin yellow outline for nothing and
    # the guide's hand for the cursor). Not pink (the guide's squares),
    # not white (the hand); the ink edge shows it on any ground.
    x = 16 * (6 * len(colours) + 1 + 3 * 14)
    for k, inset in enumerate((0, 1)):
        x0 = x + 16 * k + inset
        w = 16 - 2 * inset
        c.frame(x0, inset, w, w, INK)
        c.frame(x0 + 1, inset + 1, w - 2, w - 2, YELLOW)
        c.frame(x0 + 2, inset + 2, w - 4, w - 4, YELLOW)
        if inset == 0:
            c.frame(x0 + 3, 3, w - 6, w - 6, INK)
    # After the cursor: "+2" on the plate, shown between a half-hidden
    # mini's armour dice and their total (the playtest saw 9 beat 7 and
    # miss: the +2 was added out of sight).
    x += 32
    c.rect(x, 0, 16, 16, PLATE)
    c.rect(x + 1, 7, 5, 2, WHITE)
    c.rect(x + 2, 5, 2, 6, WHITE)
    big(c, x + 8, 3, "2", WHITE)
    c.save("hero-dice.png")


# A 3x5 font for the totals, drawn twice as big (square digits, like a
# clock's).
BIG = {
    "0": [7, 5, 5, 5, 7],
    "1": [2, 6, 2, 2, 7],
    "2": [7, 1, 7, 4, 7],
    "3": [7, 1, 7, 1, 7],
    "4": [5, 5, 7, 1, 1],
    "5": [7, 4, 7, 1, 7],
    "6": [7, 4, 7, 5, 7],
    "7": [7, 1, 1, 1, 1],
    "8": [7, 5, 7, 5, 7],
    "9": [7, 5, 7, 1, 7],
}


def big(c, x, y, ch, col):
    for j, row in enumerate(BIG[ch]):
        for i in range(3):
            if row & (4 >> i):
                c.rect(x + 2 * i, y + 2 * j, 2, 2, col)


def total(c, x, n, ground, col):
    """The total `n` as "=n" in `col` on a `ground` plate at `x`."""
    c.rect(x, 0, 16, 16, ground)
    # The "=": two short bars.
    c.rect(x + 1, 6, 3, 1, col)
    c.rect(x + 1, 9, 3, 1, col)
    if n < 10:
        big(c, x + 6, 3, str(n), col)
    else:
        # A "1" two columns wide (a bar with its flag), then the digit.
        c.rect(x + 7, 3, 2, 10, col)
        c.rect(x + 5, 5, 2, 2, col)
        big(c, x + 10, 3, str(n - 10), col)

if __name__ == "__main__":
    tiles()
    sprites()
    dice()
