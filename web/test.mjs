// The browser version's end-to-end test (`make test-web`, part of `make test`):
// target/web served as `make web` serves it, played in Debian's Chromium driven
// by puppeteer-core (which downloads no browser). The page must show the
// cartridge's title as the harness draws it at whole-number scales that fit
// laptops, phones and tablets; the keyboard and the on-screen buttons must
// reach the ROM and open every game; a SiTTeRS game's save must reach
// IndexedDB, and after a reload the menu must offer Continue where it stood;
// the fallback without the COOP/COEP headers must play; a browser that cannot
// run it must be told so. The checks run in order, each building on the one
// before; the ROM's log lines come from the page (window.tabletop.log). Ends
// with `web-tests: N passed, M failed` (counted by tools/summarise); a failure
// leaves tests/out/web-failure.png.

import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import puppeteer from "puppeteer-core";
import { serve } from "./serve.mjs";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const SITE = join(ROOT, "target/web");
const ROM = join(ROOT, "target/tabletop-advance.gba");
const HARNESS = join(ROOT, "target/release/tabletop-harness");
const OUT = join(ROOT, "tests/out");
const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";
const LAPTOP = { width: 1280, height: 720, hasTouch: true };
const PHONE = { width: 844, height: 390, hasTouch: true };
const SMALL_PHONE = { width: 667, height: 375, deviceScaleFactor: 2, hasTouch: true };
const UPRIGHT_PHONE = { width: 390, height: 844, deviceScaleFactor: 3, hasTouch: true };
const TABLET = { width: 768, height: 1024, deviceScaleFactor: 2, hasTouch: true };

const sleep = (ms) => new Promise((ok) => setTimeout(ok, ms));
mkdirSync(OUT, { recursive: true });

// ---- The browser, the servers.

const profile = mkdtempSync(join(tmpdir(), "tabletop-chromium-"));
const browser = await puppeteer
  .launch({
    executablePath: CHROMIUM,
    protocolTimeout: 60000,
    headless: true,
    userDataDir: profile,
    // As root here: no sandbox; and no background connections, which this
    // machine's closed network refuses.
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  })
  .catch((e) => {
    console.log(`web: FAILED: Chromium (${CHROMIUM}) did not start: ${e.message}`);
    console.log("web-tests: 0 passed, 1 failed");
    process.exit(1);
  });
const isolated = await serve(SITE, { port: 0 });
const plain = await serve(SITE, { port: 0, isolation: false });
const address = (s) => `http://127.0.0.1:${s.address().port}/`;

const page = await browser.newPage();
await page.setViewport(PHONE);
const errors = [];
page.on("pageerror", (e) => errors.push(e.message));

// ---- The ROM's log, as the page collects it.

const log = () => page.evaluate(() => window.tabletop?.log ?? []);
const count = async (needle) => (await log()).filter((l) => l.includes(needle)).length;

/** Waits until the ROM has logged `needle` at least `n` times. */
async function expect(needle, n = 1, ms = 20000) {
  try {
    await page.waitForFunction(
      (needle, n) => (window.tabletop?.log ?? []).filter((l) => l.includes(needle)).length >= n,
      { timeout: ms, polling: 50 },
      needle,
      n,
    );
  } catch {
    const tail = (await log()).slice(-15).join("\n  ");
    const state = await page.evaluate(() => window.tabletop?.error ?? document.getElementById("message")?.textContent);
    throw new Error(`the ROM never logged ${JSON.stringify(needle)} (x${n}); page: ${state}\n  log tail:\n  ${tail}`);
  }
}

/** A key held for a few frames, so the ROM's once-a-frame read sees it. */
async function key(name) {
  await page.keyboard.down(name);
  await sleep(100);
  await page.keyboard.up(name);
  await sleep(100);
}

/** A finger on an on-screen button (found by its GBA key), then lifted. */
async function tap(gbaKey) {
  const box = await (await page.$(`.pad[data-key="${gbaKey}"]`)).boundingBox();
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.touchscreen.touchStart(x, y);
  await sleep(100);
  await page.touchscreen.touchEnd();
  await sleep(100);
}

/** Opens `url` and waits for the ROM's title screen. */
async function load(url) {
  await page.goto(url);
  await expect("scene: title", 1, 30000);
}

// ---- Pixels: the canvas captured at its scale against a harness PNG.

/** The canvas's 240x160 pixels: a screenshot of it, one pixel per block. */
async function canvasPixels() {
  const el = await page.$("#canvas");
  const png = await el.screenshot({ type: "png" });
  return { png, rgb: await decode(png, 240, 160) };
}

/**
 * Decodes a PNG to `w`x`h` RGB (the middle of each block), in the game's own
 * page: a second tab would put the game in the background, where it stops.
 */
async function decode(png, w, h) {
  const data = await page.evaluate(
    async (b64, w, h) => {
      const blob = await (await fetch(`data:image/png;base64,${b64}`)).blob();
      const img = await createImageBitmap(blob);
      const c = new OffscreenCanvas(img.width, img.height);
      const g = c.getContext("2d");
      g.drawImage(img, 0, 0);
      const all = g.getImageData(0, 0, img.width, img.height).data;
      const out = [];
      const sx = img.width / w;
      const sy = img.height / h;
      for (let y = 0; y < h; y++) {
        for (let x = 0; x < w; x++) {
          const i = (Math.floor((y + 0.5) * sy) * img.width + Math.floor((x + 0.5) * sx)) * 4;
          out.push(all[i], all[i + 1], all[i + 2]);
        }
      }
      return out;
    },
    Buffer.from(png).toString("base64"),
    w,
    h,
  );
  return Uint8Array.from(data);
}

/**
 * How alike two 240x160 pictures are: the share of all pixels, and of the
 * reference's "ink" (pixels unlike its most common colour), within `tol` of
 * each other in every channel.
 */
function likeness(got, want, tol = 24) {
  const n = 240 * 160;
  const freq = new Map();
  for (let i = 0; i < n; i++) {
    const c = (want[3 * i] << 16) | (want[3 * i + 1] << 8) | want[3 * i + 2];
    freq.set(c, (freq.get(c) ?? 0) + 1);
  }
  const bg = [...freq].sort((a, b) => b[1] - a[1])[0][0];
  let same = 0;
  let ink = 0;
  let inkSame = 0;
  for (let i = 0; i < n; i++) {
    const ok = [0, 1, 2].every((k) => Math.abs(got[3 * i + k] - want[3 * i + k]) <= tol);
    const c = (want[3 * i] << 16) | (want[3 * i + 1] << 8) | want[3 * i + 2];
    same += ok;
    if (c !== bg) {
      ink++;
      inkSame += ok;
    }
  }
  return { all: same / n, ink: inkSame / ink };
}

// ---- The checks, in order (each builds on the one before).

const checks = [];
const check = (name, fn) => checks.push({ name, fn });

check("the page loads and its canvas shows the cartridge's title as the harness draws it", async () => {
  await page.setViewport(LAPTOP);
  await load(address(isolated));
  const isolatedOk = await page.evaluate(() => window.crossOriginIsolated);
  if (!isolatedOk) throw new Error("the page served with COOP/COEP is not cross-origin isolated");
  const harnessPng = join(OUT, "web-title-harness.png");
  execFileSync(HARNESS, ["shot", ROM, "--frames", "200", "--settle", "60", "--out", harnessPng]);
  const want = await decode(readFileSync(harnessPng), 240, 160);
  // The title's big letters are drawn in its first frames: give it a second.
  await sleep(1000);
  const { png, rgb } = await canvasPixels();
  writeFileSync(join(OUT, "web-title.png"), png);
  const like = likeness(rgb, want);
  console.log(`web: the title against the harness's: ${(like.all * 100).toFixed(1)}% of pixels, ${(like.ink * 100).toFixed(1)}% of its ink`);
  // "Press START" blinks and the die rolls, so not every pixel: the menu
  // scores about 79% and 5% against the title, the title 98% and 85%.
  if (like.all < 0.95 || like.ink < 0.75) {
    throw new Error(`the canvas is not the title (see tests/out/web-title.png against web-title-harness.png)`);
  }
});

check("a laptop gets the screen at 3x (4x in fullscreen), phones and tablets a whole number of their own pixels, crisp, with thumb-size buttons", async () => {
  // Fullscreen: the console alone, the screen a size bigger.
  await page.setViewport(LAPTOP);
  await page.click("#full");
  await page.waitForFunction(() => !!document.fullscreenElement, { timeout: 5000 });
  await sleep(300);
  await page.screenshot({ path: join(OUT, "web-fullscreen.png") });
  const full = await page.evaluate(() => [window.tabletop.scale, document.getElementById("bar").offsetHeight]);
  await page.evaluate(() => document.exitFullscreen());
  await page.waitForFunction(() => !document.fullscreenElement, { timeout: 5000 });
  if (full[0] !== 4 || full[1] !== 0) throw new Error(`fullscreen: the screen at ${full[0]}x, the title bar ${full[1]} high`);
  const views = [
    ["laptop", LAPTOP, 3],
    ["small-phone", SMALL_PHONE, 3],
    ["upright-phone", UPRIGHT_PHONE, 4],
    ["tablet", TABLET, 6],
    ["phone", PHONE, 2],
  ];
  for (const [name, view, scale] of views) {
    await page.setViewport(view);
    await sleep(300);
    await page.screenshot({ path: join(OUT, `web-${name}.png`) });
    const got = await page.evaluate(() => {
      const box = (el) => el.getBoundingClientRect().toJSON();
      return {
        scale: window.tabletop.scale,
        canvas: box(document.getElementById("canvas")),
        rendering: getComputedStyle(document.getElementById("canvas")).imageRendering,
        pads: [...document.querySelectorAll(".pad")].map((el) => ({ key: el.dataset.key, ...box(el) })),
        width: innerWidth,
        height: innerHeight,
      };
    });
    const where = `${name} ${view.width}x${view.height}`;
    if (got.scale !== scale) throw new Error(`${where}: the screen is at ${got.scale}x, not ${scale}x`);
    const dpr = view.deviceScaleFactor ?? 1;
    if (Math.abs(got.canvas.width * dpr - 240 * scale) > 1 || Math.abs(got.canvas.height * dpr - 160 * scale) > 1) {
      throw new Error(`${where}: the canvas is ${got.canvas.width}x${got.canvas.height}`);
    }
    if (!["pixelated", "crisp-edges"].includes(got.rendering)) throw new Error(`${where}: image-rendering is ${got.rendering}`);
    for (const p of got.pads) {
      const inside = p.left >= 0 && p.top >= 0 && p.right <= got.width && p.bottom <= got.height;
      const overScreen = p.right > got.canvas.left && p.left < got.canvas.right && p.bottom > got.canvas.top && p.top < got.canvas.bottom;
      if (Math.min(p.width, p.height) < 40 || !inside || overScreen) {
        throw new Error(`${where}: the ${p.key} button is ${Math.round(p.width)}x${Math.round(p.height)} at ${Math.round(p.left)},${Math.round(p.top)}`);
      }
    }
  }
});

// (Headless Chromium runs sound without a tap, even when told not to, so the
// page's resume on the first tap or key is not what this shows.)
check("the keyboard reaches the ROM: Enter opens the menu; the sound is running", async () => {
  const sound = () => page.evaluate(() => window.tabletop.module.SDL2?.audioContext?.state);
  const before = await sound();
  await key("Enter");
  await expect("scene: menu");
  await page.waitForFunction(() => window.tabletop.module.SDL2?.audioContext?.state === "running", { timeout: 5000 }).catch(() => {});
  const after = await sound();
  console.log(`web: sound ${before} before the first key press, ${after} after`);
  if (after !== "running") throw new Error(`the sound is ${after} after a key press`);
});

check("the mute button silences the sound and brings it back", async () => {
  const now = () => page.evaluate(() => [window.tabletop.module.getVolume(), document.getElementById("mute").textContent]);
  await page.click("#mute");
  const off = await now();
  await page.click("#mute");
  const on = await now();
  if (off[0] !== 0 || off[1] !== "Sound: off" || on[0] !== 1 || on[1] !== "Sound: on") {
    throw new Error(`muted: ${off}, unmuted: ${on}`);
  }
});

// The menu's other four games, each opened with the on-screen D-pad and A,
// left with the Z key (B; twice where a screen needs it), and the cursor
// walked back up with the arrow keys.
const GAMES = [
  ["The Doom that Came to Sandford", "scene: sandford options"],
  ["Rush at Zeta Mu Beta", "scene: rush options"],
  ["Tabletop Hero", "scene: hero options"],
  ["Simple Game System", "scene: sgs start"],
];
check("every game opens from the menu: the on-screen D-pad and A there, Z and the arrow keys back", async () => {
  for (const [i, [name, scene]] of GAMES.entries()) {
    await sleep(300);
    for (let n = 0; n <= i; n++) await tap("Down");
    await tap("A");
    await expect(`menu: chose ${name}`);
    await expect(scene);
    await sleep(300);
    const menus = await count("scene: menu");
    for (let n = 0; n < 3 && (await count("scene: menu")) === menus; n++) {
      await key("z");
      await sleep(400);
    }
    await expect("scene: menu", menus + 1, 3000);
    await sleep(300);
    for (let n = 0; n <= i; n++) await key("ArrowUp");
  }
});

check("the on-screen buttons reach the ROM: A chooses SiTTeRS, A again starts a game", async () => {
  await tap("A");
  await expect("menu: chose SiTTeRS");
  await expect("scene: sitters options");
  await sleep(300);
  await tap("A");
  await expect("sitters: new game");
});

let savedLine = null;
check("a game played on with the on-screen buttons (SELECT: the hint, A: take it) is saved to IndexedDB", async () => {
  await sleep(500);
  // Past the setting-up: until a save of a round in play.
  const lines = async () => (await log()).filter((l) => l.startsWith("save: wrote sitters"));
  for (let i = 0; i < 150 && !(await lines()).some((l) => l.includes("line=Round")); i++) {
    await tap("Select"); // the hint
    await tap("A"); // take it
  }
  const wrote = await lines();
  if (!wrote.some((l) => l.includes("line=Round"))) {
    throw new Error(`no round was saved: ${JSON.stringify(wrote.slice(-3))}`);
  }
  // The computer's turn ends at the person's next prompt: no save for a second.
  for (let n = -1, i = 0; i < 100 && n !== (n = (await lines()).length); i++) await sleep(1000);
  // The cartridge's save file as IndexedDB holds it, equal to the core's.
  const stored = () =>
    page.evaluate(async () => {
      const m = window.tabletop.module;
      const now = m.getSave();
      const db = await new Promise((ok, no) => {
        const r = indexedDB.open("/data");
        r.onsuccess = () => ok(r.result);
        r.onerror = () => no(r.error);
      });
      const entry = await new Promise((ok, no) => {
        const r = db.transaction("FILE_DATA").objectStore("FILE_DATA").get(m.saveName);
        r.onsuccess = () => ok(r.result);
        r.onerror = () => no(r.error);
      });
      db.close();
      const kept = entry?.contents;
      const same = !!now && !!kept && kept.length === now.length && now.every((b, i) => b === kept[i]);
      return { same, bytes: kept?.length ?? 0, name: m.saveName, synced: window.tabletop.synced };
    });
  let last = null;
  for (let i = 0; i < 100 && !(last = await stored()).same; i++) await sleep(100);
  if (!last.same) throw new Error(`IndexedDB does not hold the cartridge's save: ${JSON.stringify(last)}`);
  savedLine = (await lines()).at(-1).split("line=")[1];
  // Only the cartridge's saves: no emulator snapshot to come back instead.
  const snapshots = await page.evaluate(() => window.tabletop.module.FS.readdir("/autosave").filter((f) => !f.startsWith(".")));
  if (snapshots.length) throw new Error(`the emulator kept snapshots: ${snapshots}`);
  console.log(`web: IndexedDB holds ${last.name} (${last.bytes} bytes, ${last.synced} syncs), last saved: ${savedLine}`);
});

check("after a reload the menu offers Continue where the game stood, and it resumes (START on the screen, the X key for A)", async () => {
  await load(address(isolated));
  await expect(`save: suspended SiTTeRS line=${savedLine}`);
  await sleep(500);
  await tap("Start");
  await expect("scene: menu");
  await sleep(300);
  await key("x");
  await expect(`save: continue offered SiTTeRS line=${savedLine}`);
  await sleep(500);
  writeFileSync(join(OUT, "web-continue.png"), (await canvasPixels()).png);
  await key("x");
  await expect("sitters: resumed game");
  // README's picture of the page: a laptop's window, the game resumed.
  await page.setViewport(LAPTOP);
  await sleep(1500);
  await page.screenshot({ path: join(OUT, "web-page.png") });
});

check("served without the COOP/COEP headers, coi-serviceworker isolates the page and it plays", async () => {
  await load(address(plain));
  const ok = await page.evaluate(() => window.crossOriginIsolated && !!navigator.serviceWorker.controller);
  if (!ok) throw new Error("the page is not isolated by the service worker");
});

check("every on-screen button presses its GBA key while touched and lets it go after; a thumb slides across the D-pad", async () => {
  await page.evaluate(() => {
    const m = window.tabletop.module;
    window.tabletop.calls = [];
    for (const f of ["buttonPress", "buttonUnpress"]) {
      const real = m[f].bind(m);
      m[f] = (name) => {
        window.tabletop.calls.push(`${f === "buttonPress" ? "+" : "-"}${name}`);
        real(name);
      };
    }
  });
  const keys = ["Up", "Down", "Left", "Right", "A", "B", "L", "R", "Start", "Select"];
  for (const k of keys) await tap(k);
  // A thumb sliding from left to up on the D-pad, without lifting.
  const centre = async (k) => {
    const b = await (await page.$(`.pad[data-key="${k}"]`)).boundingBox();
    return [b.x + b.width / 2, b.y + b.height / 2];
  };
  await page.touchscreen.touchStart(...(await centre("Left")));
  await sleep(100);
  await page.touchscreen.touchMove(...(await centre("Up")));
  await sleep(100);
  await page.touchscreen.touchEnd();
  const calls = await page.evaluate(() => window.tabletop.calls);
  const want = [...keys.flatMap((k) => [`+${k}`, `-${k}`]), "+Left", "-Left", "+Up", "-Up"];
  if (JSON.stringify(calls) !== JSON.stringify(want)) throw new Error(`the core got ${calls.join(" ")}`);
});

check("the ROM and the page reported no errors", async () => {
  const bad = (await log()).filter((l) => /ERROR|FATAL|panic/i.test(l));
  if (bad.length || errors.length) throw new Error(`errors: ${[...bad, ...errors].slice(0, 5).join("; ")}`);
});

check("a browser that cannot isolate the page is told so in a sentence, with the ROM's download link", async () => {
  // A fresh profile, a host without the headers, and a service worker that
  // may not register (as in some private windows): no shared memory.
  const context = await browser.createBrowserContext();
  const other = await context.newPage();
  await other.setViewport(LAPTOP);
  await other.evaluateOnNewDocument(() => {
    window.coi = { shouldRegister: () => false };
  });
  await other.goto(address(plain));
  await other.waitForFunction(() => window.tabletop?.error, { timeout: 20000 });
  const said = await other.evaluate(() => ({
    text: document.getElementById("message").textContent,
    link: document.querySelector("#message a[download]")?.getAttribute("href"),
  }));
  await other.screenshot({ path: join(OUT, "web-cannot.png") });
  await context.close();
  if (!said.text.includes("cannot run") || said.link !== "tabletop-advance.gba") {
    throw new Error(`the page said ${JSON.stringify(said)}`);
  }
});

check("a site whose ROM is missing says the cartridge could not start, not that the browser cannot", async () => {
  const context = await browser.createBrowserContext();
  const other = await context.newPage();
  await other.setRequestInterception(true);
  other.on("request", (r) =>
    r.url().endsWith(".gba") ? r.respond({ status: 404, body: "" }) : r.continue(),
  );
  await other.goto(address(isolated));
  await other.waitForFunction(() => window.tabletop?.error, { timeout: 20000 });
  const text = await other.evaluate(() => document.getElementById("message").textContent);
  await context.close();
  if (!text.includes("could not start (the ROM: HTTP 404)")) throw new Error(`the page said ${JSON.stringify(text)}`);
});

// ---- Run them.

const started = Date.now();
let passed = 0;
let failed = 0;
let broken = null;
for (const { name, fn } of checks) {
  if (broken) {
    console.log(`web: not run (after a failure): ${name}`);
    failed++;
    continue;
  }
  try {
    await fn();
    console.log(`web: ok: ${name}`);
    passed++;
  } catch (e) {
    broken = e;
    failed++;
    console.log(`web: FAILED: ${name}\n  ${e.message}`);
    const shot = join(OUT, "web-failure.png");
    await page.screenshot({ path: shot }).catch(() => {});
    console.log(`  screen: ${shot}`);
  }
}
await browser.close();
isolated.close();
plain.close();
rmSync(profile, { recursive: true, force: true });
console.log(`web: ${((Date.now() - started) / 1000).toFixed(1)} s in Chromium`);
console.log(`web-tests: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
