#!/usr/bin/env python3
"""Draws the Rush at Zeta Mu Beta art into gfx/rush-*.png (agb's macros include them).

* gfx/rush-campus.png: the whole 240x160 screen as one background: the 16x14
  campus in 12x9-pixel blocks (streets, lawns, the twenty numbered buildings,
  the zombies' base 5 in green and the jocks' base 20 in orange) on the left,
  the side panel with the Cloud on the right (see src/rush/campus.rs).
* gfx/rush-sprites.png: 16x16 sprites in one row (see `spr` in
  src/rush/campus.rs): the four players, the princesses, the minions, the
  cursor, the lit blocks with their costs, the path, (an empty slot), the
  cube, the d20, d4 and d6 faces, the turn arrow, a lit block where walking
  in starts a fight, a lit building (no cost tab).

Run `python3 tools/gfx_rush.py` and commit the PNGs. Standard library only;
the PNG canvas is the one in tools/gfx.py.
"""
from gfx import CLEAR, Canvas, rgb

INK = rgb("181828")
NAVY = rgb("202848")
WHITE = rgb("f8f8f8")
GREY = rgb("a8a8b8")
STREET = rgb("c8c0b0")
STREET_DARK = rgb("988f80")
LAWN = rgb("58a048")
LAWN_DARK = rgb("3c7c38")
WALL = rgb("e8d8b0")
WALL_DARK = rgb("786850")
ZOMBIE = rgb("50d050")
ZOMBIE_DARK = rgb("208830")
JOCK = rgb("f08830")
JOCK_DARK = rgb("a04810")
ZOMBIE_BASE = rgb("b0e8a8")
JOCK_BASE = rgb("f8c898")
YELLOW = rgb("f8d838")
SKY = rgb("78c8f0")
SKIN = rgb("f8c8a0")
PURPLE = rgb("9048c0")
PURPLE_DARK = rgb("602890")
RED = rgb("d83838")

# The teams' shapes, marked on their bases.
ROUND = [".###.", "#####", "#####", "#####", ".###."]
TRIANGLE = ["..#..", ".###.", ".###.", "#####", "#####"]

MAP = [
    "................",
    ".AA.BBB..KK.LLL.",
    ".AA.........LLL.",
    ".....EE..FF.....",
    ".GG..EE.....HH..",
    "......II..JJ....",
    "................",
    "................",
    "....OO..PP......",
    "..QQ.....TT..RR.",
    ".....SS..TT.....",
    ".MMM.........DD.",
    ".MMM.NN..CCC.DD.",
    "................",
]
CW, CH = 12, 9

# A 5x7 font for the numbers (rows top to bottom, 5 bits, left bit first).
FONT = {
    "0": [14, 17, 19, 21, 25, 17, 14],
    "1": [4, 12, 4, 4, 4, 4, 14],
    "2": [14, 17, 1, 2, 4, 8, 31],
    "3": [31, 2, 4, 2, 1, 17, 14],
    "4": [2, 6, 10, 18, 31, 2, 2],
    "5": [31, 16, 30, 1, 1, 17, 14],
    "6": [6, 8, 16, 30, 17, 17, 14],
    "7": [31, 1, 2, 4, 8, 8, 8],
    "8": [14, 17, 17, 14, 17, 17, 14],
    "9": [14, 17, 17, 15, 1, 2, 12],
}
# A narrow 4x7 font for a die's two digits ("1" 3 wide): in the 5x7 font
# "13" and "18" touched the die's outline and ran together (the playtest,
# session 32).
NARROW = {
    "0": [".##.", "#..#", "#..#", "#..#", "#..#", "#..#", ".##."],
    "1": [".#", "##", ".#", ".#", ".#", ".#", ".#"],
    "2": [".##.", "#..#", "...#", "..#.", ".#..", "#...", "####"],
    "3": ["###.", "...#", "...#", ".##.", "...#", "...#", "###."],
    "4": ["..#.", ".##.", "#.#.", "#.#.", "####", "..#.", "..#."],
    "5": ["####", "#...", "###.", "...#", "...#", "#..#", ".##."],
    "6": [".##.", "#...", "#...", "###.", "#..#", "#..#", ".##."],
    "7": ["####", "...#", "..#.", "..#.", ".#..", ".#..", ".#.."],
    "8": [".##.", "#..#", "#..#", ".##.", "#..#", "#..#", ".##."],
    "9": [".##.", "#..#", "#..#", ".###", "...#", "...#", ".##."],
}


def narrow(c, x, y, text, col, measure=False):
    """Draws `text` in the narrow font (one pixel between digits); returns
    its width."""
    at = x
    for ch in text:
        rows = NARROW[ch]
        if not measure:
            for j, row in enumerate(rows):
                for i, p in enumerate(row):
                    if p == "#":
                        c.set(at + i, y + j, col)
        at += len(rows[0]) + 1
    return at - x - 1


# A 3x5 font for the small costs and the captions ("CLOUD", "BASE").
SMALL = {
    "1": [2, 6, 2, 2, 7],
    "2": [6, 1, 2, 4, 7],
    "3": [6, 1, 2, 1, 6],
    "4": [5, 5, 7, 1, 1],
    "A": [2, 5, 7, 5, 5],
    "B": [6, 5, 6, 5, 6],
    "C": [3, 4, 4, 4, 3],
    "D": [6, 5, 5, 5, 6],
    "E": [7, 4, 6, 4, 7],
    "L": [4, 4, 4, 4, 7],
    "O": [2, 5, 5, 5, 2],
    "S": [3, 4, 2, 1, 6],
    "U": [5, 5, 5, 5, 7],
}


def number(c, x, y, text, col):
    """Draws `text` in the 5x7 font; returns its width."""
    for k, ch in enumerate(text):
        for j, row in enumerate(FONT[ch]):
            for i in range(5):
                if row & (16 >> i):
                    c.set(x + k * 6 + i, y + j, col)
    return len(text) * 6 - 1


def small(c, x, y, ch, col):
    for j, row in enumerate(SMALL[ch]):
        for i in range(3):
            if row & (4 >> i):
                c.set(x + i, y + j, col)


def caption(c, cx, y, text, col):
    """Draws `text` in the 3x5 font centred on `cx`."""
    x = cx - (len(text) * 4 - 1) // 2
    for k, ch in enumerate(text):
        small(c, x + k * 4, y, ch, col)


def building(r, col):
    ch = MAP[r][col]
    return 0 if ch == "." else ord(ch) - ord("A") + 1


def campus():
    c = Canvas(240, 160, NAVY)
    streets_r, streets_c = {0, 6, 7, 13}, {0, 7, 8, 15}
    for r in range(14):
        for col in range(16):
            x, y = col * CW, r * CH
            b = building(r, col)
            if b:
                fill, edge = WALL, WALL_DARK
                # The bases in a pale tint of the team's colour, so the
                # team's own pieces stand out on them.
                if b == 5:
                    fill, edge = ZOMBIE_BASE, ZOMBIE_DARK
                elif b == 20:
                    fill, edge = JOCK_BASE, JOCK_DARK
                c.rect(x, y, CW, CH, fill)
                # A border where the building ends.
                if col == 0 or building(r, col - 1) != b:
                    c.rect(x, y, 1, CH, edge)
                if col == 15 or building(r, col + 1) != b:
                    c.rect(x + CW - 1, y, 1, CH, edge)
                if r == 0 or building(r - 1, col) != b:
                    c.rect(x, y, CW, 1, edge)
                if r == 13 or building(r + 1, col) != b:
                    c.rect(x, y + CH - 1, CW, 1, edge)
            else:
                street = r in streets_r or col in streets_c
                fill, edge = (STREET, STREET_DARK) if street else (LAWN, LAWN_DARK)
                c.rect(x, y, CW, CH, fill)
                c.rect(x + CW - 1, y, 1, CH, edge)
                c.rect(x, y + CH - 1, CW, 1, edge)
    # The numbers, centred on each building.
    for b in range(1, 21):
        cells = [(r, col) for r in range(14) for col in range(16) if building(r, col) == b]
        r0 = min(r for r, _ in cells)
        r1 = max(r for r, _ in cells)
        c0 = min(col for _, col in cells)
        c1 = max(col for _, col in cells)
        w = len(str(b)) * 6 - 1
        x = (c0 * CW + (c1 + 1) * CW - w) // 2
        y = (r0 * CH + (r1 + 1) * CH - 7) // 2
        number(c, x, y, str(b), INK)
        # A base also carries its team's shape in its top corners (a
        # zombie's round face, a jock's triangle), so it differs by more
        # than colour.
        mark = {5: (ROUND, ZOMBIE_DARK), 20: (TRIANGLE, JOCK_DARK)}.get(b)
        if mark:
            rows, ink = mark
            for mx, my in [(c0 * CW + 2, r0 * CH + 2), ((c1 + 1) * CW - 7, r0 * CH + 2)]:
                for j, row in enumerate(rows):
                    for i, ch in enumerate(row):
                        if ch == "#":
                            c.set(mx + i, my + j, ink)
            # And says what it is, under its number (the playtest: the
            # bases were not seen as bases).
            caption(c, (c0 * CW + (c1 + 1) * CW) // 2, (r1 + 1) * CH - 6, "BASE", ink)
    # The Cloud, in the side panel: bumps on top, a flat bottom with its
    # name (the playtest: not seen as the Cloud); what stands on it lines
    # up over the name (src/rush/campus.rs's CLOUD).
    bumps = [(205, 111, 30), (216, 107, 48), (227, 111, 30)]
    bottom = [(204, 119, 30), (216, 119, 36), (228, 119, 30)]
    for cx, cy, r2 in bumps + bottom:
        c.disc(cx, cy, r2 + 10, GREY)
    for cx, cy, r2 in bumps + bottom:
        c.disc(cx, cy, r2, WHITE)
    c.rect(204, 111, 25, 9, WHITE)
    caption(c, 216, 119, "CLOUD", INK)
    c.save("rush-campus.png")


# --- Sprites (16x16, one row) -------------------------------------------------
# 0-3 players (zombie A, zombie B, jock A, jock B), 4-5 princesses (zombies',
# jocks'), 6-7 minions, 8 cursor, 9-12 lit block costing 1-4, 13 path dot,
# 14 lit block (no cost), 15 cube, 16-35 d20 faces 1-20, 36-39 d4 faces 1-4,
# 40-45 d6 faces 1-6, 46 turn arrow.
SPRITES = 105


def inside(poly, px, py):
    n = len(poly)
    for i in range(n):
        (ax, ay), (bx, by) = poly[i], poly[(i + 1) % n]
        if (bx - ax) * (py - ay) - (by - ay) * (px - ax) < 0:
            return False
    return True


def poly(c, x0, pts, fill, edge):
    """Fills a convex polygon (clockwise) with a 1-pixel outline."""
    for y in range(16):
        for x in range(16):
            if inside(pts, x + 0.5, y + 0.5):
                out = any(
                    not inside(pts, x + 0.5 + dx, y + 0.5 + dy)
                    for dx, dy in [(1, 0), (-1, 0), (0, 1), (0, -1)]
                )
                c.set(x0 + x, y, edge if out else fill)


HEXAGON = [(8, 0), (16, 4), (16, 12), (8, 16), (0, 12), (0, 4)]


def d20_faces(c, first, shape):
    """Twenty d20 faces from sprite `first`: `shape(x)` draws the die, then
    its number."""
    for f in range(1, 21):
        x = 16 * (first + f - 1)
        shape(x)
        s = str(f)
        if len(s) == 1:
            w = len(s) * 6 - 1
            number(c, x + (16 - w) // 2, 5, s, INK)
        else:
            w = narrow(c, 0, 0, s, INK, measure=True)
            narrow(c, x + (16 - w) // 2, 5, s, INK)


def eyes(c, x, y, col):
    c.set(x, y, col)
    c.set(x + 3, y, col)


def sprites():
    c = Canvas(16 * SPRITES, 16)
    # Players: a piece about 10x10 centred at (8, 8).
    c.disc(8, 8, 26, ZOMBIE_DARK)  # zombie A: round
    c.disc(8, 8, 17, ZOMBIE)
    eyes(c, 6, 7, INK)
    c.rect(6, 10, 4, 1, INK)
    c.rect(16 + 3, 3, 10, 10, ZOMBIE_DARK)  # zombie B: square
    c.rect(16 + 4, 4, 8, 8, ZOMBIE)
    eyes(c, 16 + 6, 6, INK)
    c.rect(16 + 6, 9, 4, 1, INK)
    poly(c, 32, [(8, 2), (14, 13), (2, 13)], JOCK, JOCK_DARK)  # jock A: triangle
    eyes(c, 32 + 6, 9, INK)
    poly(c, 48, [(8, 2), (14, 8), (8, 14), (2, 8)], JOCK, JOCK_DARK)  # jock B: diamond
    eyes(c, 48 + 6, 7, INK)
    c.rect(48 + 6, 10, 4, 1, INK)
    # Princesses: a girl in a long dress with a crown, her dress in her
    # team's colour (the playtest, session 32: a princess drawn as her
    # team's piece with a crown was taken for the player). The dress's
    # hem is the team's shape: the zombies' a round bell, the jocks' a
    # straight-edged cone, so her team shows by more than colour.
    head = [
        "  y y y  ",
        "  yyyyy  ",
        "  yyyyy  ",
        "  sssss  ",
        "  sksks  ",
        "  sssss  ",
    ]
    figures = [
        head + [
            "   klk   ",
            "  klllk  ",
            " klllllk ",
            "klllllllk",
            "klllllllk",
            "klllllllk",
            " klllllk ",
            "  kkkkk  ",
        ],
        head + [
            "   klk   ",
            "   klk   ",
            "  klllk  ",
            "  klllk  ",
            " klllllk ",
            " klllllk ",
            "klllllllk",
            "klllllllk",
            "kkkkkkkkk",
        ],
    ]
    for k, light in enumerate([ZOMBIE, JOCK]):
        x = 16 * (4 + k)
        c.art(x + 3, 0, figures[k], {"y": YELLOW, "s": SKIN, "l": light, "k": INK})
    # Minions: a pawn 7 wide and 10 tall in the side's colour (the
    # playtest: at 5x6 they could not be told apart nor counted), the
    # head in the side's shape: round for the zombies, a pointed cone for
    # the jocks, as their players' pieces. Narrower than a piece, with a
    # neck, and no crown: never a player nor a princess.
    pawns = [
        [
            "  ddd  ",
            " dllld ",
            " dklkd ",
            " dllld ",
            "  ddd  ",
            "  dld  ",
            " dllld ",
            " dllld ",
            "dllllld",
            "ddddddd",
        ],
        [
            "   d   ",
            "  dld  ",
            " dklkd ",
            "dllllld",
            "ddddddd",
            "  dld  ",
            " dllld ",
            " dllld ",
            "dllllld",
            "ddddddd",
        ],
    ]
    for k, (light, dark) in enumerate([(ZOMBIE, ZOMBIE_DARK), (JOCK, JOCK_DARK)]):
        x = 16 * (6 + k)
        c.art(x + 5, 3, pawns[k], {"d": dark, "l": light, "k": INK})
    # Cursor: yellow corners round a block whose top-left is at (2, 3),
    # outlined in ink; only the corners, so a building's number on the
    # block still reads through it.
    x = 16 * 8
    for cx, cy, dx, dy in [(0, 1, 1, 1), (15, 1, -1, 1), (0, 13, 1, -1), (15, 13, -1, -1)]:
        for k in range(5):
            for t in range(3):
                col = YELLOW if t == 1 else INK
                c.set(x + cx + dx * k, cy + dy * t, col)
                c.set(x + cx + dx * t, cy + dy * k, col)
        c.set(x + cx + dx * 1, cy + dy * 1, YELLOW)
    # Lit blocks: a sky frame with the cost in a sky tab in its corner
    # (dark on sky: the tab keeps it apart from a building's number next
    # to it, and the rest of the block and any piece on it still show).
    for k in range(4):
        x = 16 * (9 + k)
        c.frame(x + 2, 3, 12, 9, SKY)
        c.rect(x + 2, 3, 6, 8, SKY)
        small(c, x + 4, 4, str(k + 1), INK)
    # Path dot.
    c.rect(16 * 13 + 6, 6, 4, 3, YELLOW)
    c.frame(16 * 13 + 5, 5, 6, 5, INK)
    # A lit block away from the cursor: the sky frame alone (the playtest,
    # session 32: every block's cost tab covered pieces and building
    # numbers; the cursor's block shows its cost).
    c.frame(16 * 14 + 2, 3, 12, 9, SKY)
    # Cube.
    c.art(16 * 15 + 3, 3, [
        "   kkkkkk ",
        "  kpppppkk",
        " kpppppkdk",
        "kkkkkkkddk",
        "kllllllkdk",
        "kllllllkdk",
        "kllllllkdk",
        "kllllllkk ",
        "kkkkkkkk  ",
    ], {"k": INK, "p": PURPLE, "l": rgb("c088f0"), "d": PURPLE_DARK})
    # d20 faces: a yellow hexagon with the number.
    d20_faces(c, 16, lambda x: poly(c, x, HEXAGON, YELLOW, INK))
    # d4 faces: a sky triangle with the number.
    for f in range(1, 5):
        x = 16 * (35 + f)
        poly(c, x, [(8, 0), (16, 16), (0, 16)], SKY, INK)
        number(c, x + 6, 7, str(f), INK)
    # d6 faces (a cube's roll): purple with white pips.
    pips = {
        1: [(1, 1)], 2: [(0, 0), (2, 2)], 3: [(0, 0), (1, 1), (2, 2)],
        4: [(0, 0), (2, 0), (0, 2), (2, 2)], 5: [(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)],
        6: [(0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)],
    }
    for f in range(1, 7):
        x = 16 * (39 + f)
        c.rect(x + 1, 1, 14, 14, INK)
        c.rect(x + 2, 2, 12, 12, PURPLE)
        for px, py in pips[f]:
            c.rect(x + 3 + px * 4, 3 + py * 4, 2, 2, WHITE)
    # Turn arrow.
    c.art(16 * 46 + 4, 4, [
        "kk    ",
        "kyk   ",
        "kyyk  ",
        "kyyyk ",
        "kyyk  ",
        "kyk   ",
        "kk    ",
    ], {"y": YELLOW, "k": INK})
    # A lit block with enemies in it: walking in starts a fight. A red
    # double frame and a red tab with crossed swords (white), not a cost.
    x = 16 * 47
    c.frame(x + 2, 3, 12, 9, RED)
    c.frame(x + 3, 4, 10, 7, RED)
    c.rect(x + 2, 3, 7, 8, RED)
    c.art(x + 3, 4, [
        "w   w",
        " w w ",
        "  w  ",
        " w w ",
        "w   w",
    ], {"w": WHITE})
    # A lit building: a sky band down the left edge of its first block, no
    # frame and no cost (a frame or a digit would run into the building's
    # own number, centred across its blocks).
    x = 16 * 48
    c.rect(x + 2, 3, 4, 9, SKY)
    c.rect(x + 6, 3, 1, 9, INK)
    # The move die big (the playtest, session 32: a tiny triangle with a
    # tiny digit): each face a triangle 32 wide and 28 tall in four sprites (top left,
    # top right, bottom left, bottom right), its digit the 5x7 font at
    # twice the size.
    big = Canvas(32, 32)
    for f in range(1, 5):
        big.px = [[CLEAR] * 32 for _ in range(32)]
        for y in range(32):
            for xx in range(32):
                def inside_at(px_, py_):
                    return 0 <= py_ <= 27.5 and abs(px_ - 16) <= 16.5 * py_ / 27.5
                cx, cy = xx + 0.5, y + 0.5
                if inside_at(cx, cy):
                    edge = not all(
                        inside_at(cx + dx, cy + dy)
                        for dx, dy in [(1.2, 0), (-1.2, 0), (0, 1.2), (0, -1.2)]
                    )
                    big.set(xx, y, INK if edge else SKY)
        for j, row in enumerate(FONT[str(f)]):
            for i in range(5):
                if row & (16 >> i):
                    big.rect(11 + 2 * i, 11 + 2 * j, 2, 2, INK)
        for k, (ox, oy) in enumerate([(0, 0), (16, 0), (0, 16), (16, 16)]):
            x = 16 * (89 + 4 * (f - 1) + k)
            for yy in range(16):
                for xx in range(16):
                    p = big.px[oy + yy][ox + xx]
                    if p != CLEAR:
                        c.set(x + xx, yy, p)
    # A fight's d20s in the fighters' colours and their teams' shapes (the
    # marks on the bases): the zombies' round, the jocks' a hexagon, so the
    # two dice of a fight differ by more than colour.
    def round_die(x):
        c.disc(x + 8, 8, 64, INK)
        c.disc(x + 8, 8, 56, ZOMBIE)

    d20_faces(c, 49, round_die)
    d20_faces(c, 69, lambda x: poly(c, x, HEXAGON, JOCK, INK))
    c.save("rush-sprites.png")


if __name__ == "__main__":
    campus()
    sprites()
