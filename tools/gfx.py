#!/usr/bin/env python3
"""Draws the cartridge's pixel art into gfx/*.png (the files agb's macros include).

The art is made here from simple shapes so it can be changed in review like code:
run `python3 tools/gfx.py` and commit the PNGs it writes. Standard library only.
"""
import os
import struct
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
GFX = os.path.join(HERE, "..", "gfx")

CLEAR = (0, 0, 0, 0)


def rgb(hexstr):
    v = int(hexstr, 16)
    return ((v >> 16) & 255, (v >> 8) & 255, v & 255, 255)


# One palette for the whole cartridge, chosen to read well on a GBA screen.
INK = rgb("181828")
NAVY = rgb("202848")
WHITE = rgb("f8f8f8")
GREY = rgb("a8a8b8")
STONE = rgb("c8c0b0")
STONE_DARK = rgb("988f80")
SAND = rgb("e8c878")
SAND_DARK = rgb("c0a050")
GREEN = rgb("58b858")
GREEN_DARK = rgb("308838")
RED = rgb("d85858")
RED_DARK = rgb("983838")
SKY = rgb("78c8f0")
SKY_DARK = rgb("3888c0")
BLUE = rgb("3860d8")
YELLOW = rgb("f8d838")
SKIN = rgb("f8c898")
PURPLE = rgb("9048c0")
PURPLE_DARK = rgb("602890")
BROWN = rgb("985828")
BROWN_DARK = rgb("683810")
GOLD = rgb("f8b820")
PINK = rgb("f848c8")


class Canvas:
    def __init__(self, w, h, fill=CLEAR):
        self.w, self.h = w, h
        self.px = [[fill] * w for _ in range(h)]

    def set(self, x, y, c):
        if 0 <= x < self.w and 0 <= y < self.h:
            self.px[y][x] = c

    def rect(self, x, y, w, h, c):
        for j in range(y, y + h):
            for i in range(x, x + w):
                self.set(i, j, c)

    def frame(self, x, y, w, h, c):
        for i in range(x, x + w):
            self.set(i, y, c)
            self.set(i, y + h - 1, c)
        for j in range(y, y + h):
            self.set(x, j, c)
            self.set(x + w - 1, j, c)

    def disc(self, cx, cy, r2, c):
        for j in range(self.h):
            for i in range(self.w):
                if (2 * i + 1 - 2 * cx) ** 2 + (2 * j + 1 - 2 * cy) ** 2 <= 4 * r2:
                    self.set(i, j, c)

    def art(self, x, y, rows, colours):
        for j, row in enumerate(rows):
            for i, ch in enumerate(row):
                if ch != " ":
                    self.set(x + i, y + j, colours[ch])

    def save(self, name):
        raw = b"".join(
            b"\x00" + b"".join(struct.pack("BBBB", *p) for p in row) for row in self.px
        )

        def chunk(kind, data):
            body = kind + data
            return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

        png = b"\x89PNG\r\n\x1a\n"
        png += chunk(b"IHDR", struct.pack(">IIBBBBB", self.w, self.h, 8, 6, 0, 0, 0))
        png += chunk(b"IDAT", zlib.compress(raw, 9))
        png += chunk(b"IEND", b"")
        with open(os.path.join(GFX, name), "wb") as f:
            f.write(png)


def floor(c, x, light, dark, inner=None):
    """A 16x16 board space: a tile with a darker edge at the bottom and right."""
    c.rect(x, 0, 16, 16, light)
    c.rect(x + 15, 0, 1, 16, dark)
    c.rect(x, 15, 16, 1, dark)
    if inner:
        c.frame(x + 3, 3, 10, 10, inner)


def board_tiles():
    """SiTTeRS board spaces, 16x16 each, left to right:
    0 void, 1 plain, 2 chest-allowed, 3 goodie start, 4 baddie start, 5 safe zone,
    6 HUD panel, 7 HUD panel edge."""
    c = Canvas(16 * 8, 16, NAVY)
    floor(c, 16, STONE, STONE_DARK)
    floor(c, 32, SAND, SAND_DARK)
    for (dx, dy) in [(4, 4), (10, 4), (7, 9), (4, 11), (11, 11)]:
        c.set(32 + dx, dy, SAND_DARK)
    floor(c, 48, GREEN, GREEN_DARK, GREEN_DARK)
    floor(c, 64, RED, RED_DARK, RED_DARK)
    floor(c, 80, SKY, SKY_DARK)
    c.art(80 + 3, 4, [
        "    W    ",
        "    WW   ",
        "WWWWWWW  ",
        "WWWWWWWW ",
        "WWWWWWW  ",
        "    WW   ",
        "    W    ",
    ], {"W": WHITE})
    c.rect(96, 0, 16, 16, INK)
    c.rect(112, 0, 16, 16, INK)
    c.rect(112, 0, 1, 16, GREY)
    c.save("sitters-board.png")


GOODIE = [
    "     YYYYY      ",
    "    YSSSSSY     ",
    "    YSKSKSY     ",
    "    YSSSSSY     ",
    "     YSSSY      ",
    "   BBBBBBBBB    ",
    "  BBBBBBBBBBB   ",
    "  BB BBBBB BB   ",
    "  SS BBBBB SS   ",
    "     BBBBB      ",
    "     BB BB      ",
    "     BB BB      ",
    "    KKK KKK     ",
]

BADDIE = [
    "  P          P  ",
    "  PP  PPPP  PP  ",
    "   PPPPPPPPPP   ",
    "  PPPPPPPPPPPP  ",
    "  PPWWPPPPWWPP  ",
    "  PPWKPPPPWKPP  ",
    " PPPPPPPPPPPPPP ",
    " PPPPPPPPPPPPPP ",
    " PPPKWKWKWKWPPP ",
    " PPPPPPPPPPPPPP ",
    "  PPPPPPPPPPPP  ",
    "  DD DD  DD DD  ",
]

CHEST = [
    "                ",
    "   KKKKKKKKKK   ",
    "  KBBBBBBBBBBK  ",
    "  KBBBBBBBBBBK  ",
    "  KGGGGGGGGGGK  ",
    "  KDDDDYYDDDDK  ",
    "  KBBBBYYBBBBK  ",
    "  KBBBBBBBBBBK  ",
    "  KGGGGGGGGGGK  ",
    "  KBBBBBBBBBBK  ",
    "   KKKKKKKKKK   ",
]

PIPS = {
    1: [(1, 1)],
    2: [(0, 0), (2, 2)],
    3: [(0, 0), (1, 1), (2, 2)],
    4: [(0, 0), (2, 0), (0, 2), (2, 2)],
    5: [(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)],
    6: [(0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)],
}


def sprites():
    """16x16 sprites, left to right:
    0 goodie, 1 baddie, 2 chest, 3 cursor, 4 cursor (pulse), 5 reachable mark,
    6..11 die faces 1..6, 12 gold coin, 13 selected marker ring, 14 menu pointer,
    15 defeated (cross), 16 the halo behind a marker that can move,
    17..22 the goodie's battle die 1..6 (blue like the goodie),
    23..28 the baddie's battle die 1..6 (purple like the baddie),
    29 the guide's hand pointing down, 30 the guide's hand pointing up,
    31 the guide's hand pointing right, low (beside a line of a menu, on
    its row: rows 4..11), 32 the corner of the guide's target brackets
    ("Learn to play" points with it at what to press next), 33 the guide's
    arrow pointing right (mirrored, left) beside the cursor, 34 pointing up
    (flipped, down): the way to press the + pad while the cursor is off the
    target, 35 the guide's arrow pointing up and right (mirrored, up and
    left; flipped, down): the way where the target is off both ways."""
    c = Canvas(16 * 36, 16)
    c.art(0, 2, GOODIE, {"Y": YELLOW, "S": SKIN, "K": INK, "B": BLUE})
    c.art(16, 3, BADDIE, {"P": PURPLE, "W": WHITE, "K": INK, "D": PURPLE_DARK})
    c.art(32, 3, CHEST, {"K": INK, "B": BROWN, "G": GOLD, "D": BROWN_DARK, "Y": YELLOW})
    for (x, col, inset) in [(48, WHITE, 0), (64, YELLOW, 1)]:
        for (cx, cy, dx, dy) in [(0, 0, 1, 1), (15, 0, -1, 1), (0, 15, 1, -1), (15, 15, -1, -1)]:
            for k in range(5):
                c.set(x + cx + dx * (inset + k), cy + dy * inset, col)
                c.set(x + cx + dx * inset, cy + dy * (inset + k), col)
                c.set(x + cx + dx * (inset + k), cy + dy * (inset + 1), INK)
                c.set(x + cx + dx * (inset + 1), cy + dy * (inset + k), INK)
    c.disc(80 + 8, 8, 9, WHITE)
    c.disc(80 + 8, 8, 4, GREEN)
    for face in range(1, 7):
        x = 96 + (face - 1) * 16
        c.rect(x + 1, 2, 14, 12, INK)
        c.rect(x + 2, 1, 12, 14, INK)
        c.rect(x + 2, 2, 12, 12, WHITE)
        for (px, py) in PIPS[face]:
            c.rect(x + 3 + px * 4, 3 + py * 4, 2, 2, INK if face != 1 else RED)
    c.disc(192 + 8, 8, 36, BROWN_DARK)
    c.disc(192 + 8, 8, 25, GOLD)
    c.rect(192 + 7, 4, 2, 8, YELLOW)
    c.frame(208, 0, 16, 16, YELLOW)
    c.frame(209, 1, 14, 14, YELLOW)
    c.art(224 + 3, 3, [
        "WW       ",
        "WWWW     ",
        "WWWWWW   ",
        "WWWWWWWW ",
        "WWWWWW   ",
        "WWWW     ",
        "WW       ",
    ], {"W": WHITE})
    for k in range(10):
        for t in range(2):
            c.set(240 + 3 + k + t, 3 + k, RED)
            c.set(240 + 12 - k + t, 3 + k, RED)
    # A halo behind a marker that can move: it shows all round the marker.
    c.disc(256 + 8, 8, 64, YELLOW)
    c.disc(256 + 8, 8, 49, GOLD)
    # The battle dice: the goodie's a plain die, the baddie's a pixel lower,
    # with the baddie's horns on top, so the two differ by shape, not only by
    # colour.
    for side, (body, edge) in enumerate([(BLUE, INK), (PURPLE, INK)]):
        top = 1 + side
        for face in range(1, 7):
            x = 272 + side * 96 + (face - 1) * 16
            c.rect(x + 1, top + 1, 14, 12, edge)
            c.rect(x + 2, top, 12, 14, edge)
            c.rect(x + 2, top + 1, 12, 12, body)
            for (px, py) in PIPS[face]:
                c.rect(x + 3 + px * 4, top + 2 + py * 4, 2, 2, WHITE)
            if side == 1:
                c.art(x + 2, 0, [
                    "K          K",
                    "KPK      KPK",
                ], {"K": INK, "P": body})
    # The guide's hand: a white glove, a long finger pointing down (29) and
    # up (30), outlined in ink so it shows on any square. The finger is
    # long and the fist small (the playtests read a short finger on a big
    # fist as pointing beside its square). The fingertip's white is the
    # sprite's row 14 pointing down (row 1 pointing up), on columns 5-6:
    # `src/ui/hand.rs` places it by those.
    hand = [
        "   KK       ",
        "  KWWK      ",
        "  KWWK      ",
        "  KWWK      ",
        "  KWWK      ",
        "  KWWK      ",
        "  KWWKKKK   ",
        "  KWWKWWKKK ",
        "KKKWWKWWKWWK",
        "KWKWWWWWWWWK",
        " KWWWWWWWWWK",
        "  KWWWWWWWK ",
        "  KYYYYYYYK ",
        "  KKKKKKKKK ",
    ]
    colours = {"K": INK, "W": WHITE, "Y": YELLOW}
    c.art(464 + 2, 2, hand[::-1], colours)
    c.art(480 + 2, 0, hand, colours)
    # The hand pointing right, eight pixels high so it fits one line of
    # text (a menu's line) and covers neither line beside it.
    c.art(496 + 1, 4, [
        " K KKKKKK    ",
        "KYKWWWWWWKKKK",
        "KYKWWWWWWWWWK",
        "KYKWWWWWWWWWK",
        "KYKWWWWWWKKKK",
        "KYKWWWWWWK   ",
        "KYKWWWWWWK   ",
        " K KKKKKK    ",
    ], colours)
    # The corner of the guide's target brackets (top-left; the others are
    # it flipped): a pink L outlined in ink, its corner at (1, 1). Pink,
    # because no cursor and no side is pink: the playtests took yellow
    # brackets for the cursor ("the target mark looks exactly like the
    # cursor"). One pixel thin, so a cursor on the next square stays whole.
    # Outlined outside only: the square's own edge and a cursor on the
    # next square stay whole.
    c.art(512, 0, [
        "KKKKKK",
        "KPPPPK",
        "KP    ",
        "KP    ",
        "KP    ",
        "KK    ",
    ], {"K": INK, "P": PINK})
    # The guide's arrow, pink like the brackets it leads to, outlined in
    # ink: nine pixels square, pointing right on rows 3-11 from column 0
    # (tip at column 8), and the same turned to point up on columns 3-11
    # from row 0 (tip at row 0): `src/hand.rs` places it by those.
    arrow = [
        "    K    ",
        "    KK   ",
        "KKKKKPK  ",
        "KPPPPPPK ",
        "KPPPPPPPK",
        "KPPPPPPK ",
        "KKKKKPK  ",
        "    KK   ",
        "    K    ",
    ]
    pink = {"K": INK, "P": PINK}
    c.art(528, 3, arrow, pink)
    c.art(544 + 3, 0, ["".join(r[8 - k] for r in arrow) for k in range(9)], pink)
    # The same pointing up and right, nine pixels square on columns 0-8
    # and rows 0-8 (tip at column 8, row 0): a target off both ways (the
    # playtests: "left" for a target up and to the left lost the child).
    c.art(560, 0, [
        "  KKKKKKK",
        "  KPPPPPK",
        "  KKPPPPK",
        "  KKPPPPK",
        " KKPPKPPK",
        "KKPPKKKPK",
        "KPPKK KKK",
        "KPKK     ",
        "KKK      ",
    ], pink)
    c.save("pieces.png")


def title_tiles():
    """Title screen border: 0 sky, 1 grass top, 2 grass, 3 brick."""
    c = Canvas(8 * 4, 8, NAVY)
    c.rect(8, 0, 8, 8, GREEN_DARK)
    c.rect(8, 0, 8, 2, GREEN)
    c.rect(16, 0, 8, 8, GREEN_DARK)
    c.set(18, 3, GREEN)
    c.set(21, 6, GREEN)
    c.rect(24, 0, 8, 8, BROWN)
    c.rect(24, 3, 8, 1, BROWN_DARK)
    c.rect(24, 7, 8, 1, BROWN_DARK)
    c.rect(27, 0, 1, 3, BROWN_DARK)
    c.rect(31, 4, 1, 3, BROWN_DARK)
    c.save("title-tiles.png")


if __name__ == "__main__":
    os.makedirs(GFX, exist_ok=True)
    board_tiles()
    sprites()
    title_tiles()
    print("wrote gfx/sitters-board.png, gfx/pieces.png, gfx/title-tiles.png")
