// Tabletop Advance in a browser: mGBA (WebAssembly, @thenick775/mgba-wasm)
// runs the cartridge on the page's canvas. This file loads the ROM, sizes the
// screen by whole numbers, drives the on-screen buttons, keeps the cartridge's
// saves in IndexedDB, and tells the family plainly when the browser cannot
// run it.
//
// `window.tabletop` is for the browser test (web/test.mjs): the ROM's log
// lines, how many times saves reached IndexedDB, and the mGBA module.

const ROM_URL = "tabletop-advance.gba";
// The ROM in memory only (it comes from the site each time); its save file in
// /data, which mGBA's FSInit mounts on IndexedDB.
const ROM_PATH = "/tabletop-advance.gba";
const SAVE_PATH = "/data/saves/tabletop-advance.sav";

const $ = (id) => document.getElementById(id);
const state = (window.tabletop = { log: [], synced: 0, ready: false, error: null, module: null });

/** Shows `text` over the screen (or hides the message when empty). */
function say(text, html = false) {
  const box = $("message");
  box.hidden = !text;
  const p = document.createElement("p"); // one block: the box centres it
  if (html) p.innerHTML = text;
  else p.textContent = text;
  box.replaceChildren(p);
}

const DOWNLOAD = `<a href="${ROM_URL}" download>download the ROM</a>`;
const CANNOT =
  "This browser cannot run the cartridge: it needs WebAssembly with shared memory " +
  "(a recent Chrome, Edge, Firefox or Safari, not in a private window). " +
  `You can still ${DOWNLOAD} and play it in mGBA or on a flash cartridge.`;
const FAILED = (why) =>
  `The cartridge could not start (${why}). Reload the page to try again, or ${DOWNLOAD} ` +
  "and play it in mGBA.";

/** The browser lacks what mGBA needs (not a passing failure). */
class Unsupported extends Error {}

// ---- The screen: the biggest whole-number scale that fits, with the buttons.

/**
 * Picks the screen's scale and the buttons' size for the window's size. The
 * scale is a whole number of the display's own pixels per GBA pixel (so a
 * phone whose CSS pixel is 2 or 3 display pixels can take 3x or 5x), the
 * biggest that leaves thumb-size buttons: either side of the screen, or
 * under it on a phone or tablet held upright.
 */
function layout() {
  const root = document.documentElement;
  const full = !!document.fullscreenElement;
  const dpr = window.devicePixelRatio || 1;
  const w = window.innerWidth;
  const h = window.innerHeight;
  const upright = h > w;
  document.body.classList.toggle("upright", upright);
  // The keys legend and the note when there is room for them (not on a phone
  // held sideways, where the buttons carry their keys' names anyway).
  const words = !full && h >= 560;
  document.body.classList.toggle("tight", !words);
  const bar = full ? 0 : $("bar").offsetHeight;
  const room = h - bar - (words ? $("keys").offsetHeight + $("note").offsetHeight + 24 : 0) - 16;
  let pick = { k: Math.max(1, Math.round(dpr)), b: 40 };
  for (let k = Math.ceil(8 * dpr); k >= 1; k--) {
    const css = k / dpr; // CSS pixels per GBA pixel
    let b;
    if (upright) {
      // The screen on top, the two columns of buttons under it.
      if (240 * css > w - 16) continue;
      b = Math.min(76, Math.floor((w - 40) / 6.2), Math.floor((room - 160 * css - 24) / 5.2));
    } else {
      if (160 * css > room) continue;
      const side = (w - 240 * css - 40) / 2; // each column of buttons
      b = Math.min(76, Math.floor(side / 3.1), Math.floor(room / 5.2));
    }
    if (b >= 40) {
      pick = { k, b };
      break;
    }
  }
  root.style.setProperty("--scale", pick.k / dpr);
  root.style.setProperty("--b", `${pick.b}px`);
  state.scale = pick.k; // display pixels per GBA pixel
}
window.addEventListener("resize", layout);
document.addEventListener("fullscreenchange", layout);
layout();

// ---- Sound: the browser's first tap or key starts it; the mute button.

let muted = localStorage.getItem("tabletop-muted") === "1";
/** The button says the sound's state: off, on, or waiting for a first tap
 * (a phone held sideways has no room for the note under the screen). */
function applySound() {
  const ctx = state.module?.SDL2?.audioContext;
  const waiting = ctx && ctx.state !== "running";
  $("mute").textContent = muted ? "Sound: off" : waiting ? "Sound: tap to start" : "Sound: on";
  $("mute").setAttribute("aria-pressed", String(muted));
  state.module?.setVolume(muted ? 0 : 1);
  if (ctx && !ctx.onstatechange) ctx.onstatechange = applySound;
}
function wakeAudio() {
  const ctx = state.module?.SDL2?.audioContext;
  if (ctx && ctx.state !== "running") ctx.resume().then(applySound, () => {});
}
for (const ev of ["pointerdown", "keydown", "touchstart"]) {
  window.addEventListener(ev, wakeAudio, { capture: true, passive: true });
}
function toggleMute() {
  muted = !muted;
  localStorage.setItem("tabletop-muted", muted ? "1" : "0");
  applySound();
}
$("mute").addEventListener("click", (e) => {
  toggleMute();
  e.currentTarget.blur(); // Enter must go to the game, not press this again
});
applySound();

// ---- Fullscreen: the screen and the buttons together.

function toggleFull() {
  if (document.fullscreenElement) document.exitFullscreen?.();
  else $("console").requestFullscreen?.().catch(() => {});
}
$("full").addEventListener("click", (e) => {
  toggleFull();
  e.currentTarget.blur();
});
if (!document.fullscreenEnabled) $("full").hidden = true;
$("download").addEventListener("click", (e) => e.currentTarget.blur());
window.addEventListener("keydown", (e) => {
  if (e.key === "f" || e.key === "F") toggleFull();
  if (e.key === "m" || e.key === "M") toggleMute();
});

// ---- On-screen buttons: press while a finger (or the mouse) is on them; a
// thumb sliding across the D-pad changes direction without lifting.

const held = new Map(); // pointer id -> the button element it presses
const count = new Map(); // GBA key -> how many pointers press it

function press(el, down) {
  const key = el.dataset.key;
  const n = (count.get(key) ?? 0) + (down ? 1 : -1);
  count.set(key, Math.max(0, n));
  el.classList.toggle("down", n > 0);
  if (!state.module) return;
  if (down && n === 1) state.module.buttonPress(key);
  if (!down && n <= 0) state.module.buttonUnpress(key);
}
function padAt(x, y) {
  return document.elementFromPoint(x, y)?.closest(".pad") ?? null;
}
function track(e) {
  const was = held.get(e.pointerId) ?? null;
  const now = e.type === "pointerup" || e.type === "pointercancel" ? null : padAt(e.clientX, e.clientY);
  if (e.type === "pointermove" && !was) return; // a hover, not a press
  if (was === now) return;
  if (was) press(was, false);
  if (now) {
    press(now, true);
    held.set(e.pointerId, now);
  } else {
    held.delete(e.pointerId);
  }
}
const play = $("play");
play.addEventListener("pointerdown", (e) => {
  if (!e.target.closest(".pad")) return;
  e.preventDefault();
  track(e);
});
for (const ev of ["pointermove", "pointerup", "pointercancel"]) {
  window.addEventListener(ev, track);
}
play.addEventListener("contextmenu", (e) => e.preventDefault());

// ---- Saves: the core says when the cartridge's save memory changed; the
// file is then written to IndexedDB (soon, and once for a burst of writes).

let syncing = null;
let again = false;
function syncSaves() {
  if (!state.module) return;
  if (syncing) {
    again = true;
    return;
  }
  syncing = state.module
    .FSSync()
    .then(() => state.synced++)
    .catch((e) => console.error("saves:", e))
    .finally(() => {
      syncing = null;
      if (again) {
        again = false;
        syncSaves();
      }
    });
}
let syncTimer = 0;
function saveSoon() {
  clearTimeout(syncTimer);
  syncTimer = setTimeout(syncSaves, 100);
}
document.addEventListener("visibilitychange", () => {
  if (document.visibilityState === "hidden") syncSaves();
});
window.addEventListener("pagehide", syncSaves);

// ---- Start: the core, the ROM, the game.

async function start() {
  if (window.crossOriginIsolated === false && window.isSecureContext && navigator.serviceWorker) {
    // coi-serviceworker reloads the page once it controls it; wait for that.
    say("Getting the page ready\u2026");
    await new Promise((ok) => setTimeout(ok, 4000));
  }
  if (typeof WebAssembly !== "object" || typeof SharedArrayBuffer !== "function" || !window.crossOriginIsolated) {
    throw new Unsupported("no cross-origin isolation or shared memory");
  }
  const { default: mGBA } = await import("./mgba.js");
  const canvas = $("canvas");
  const Module = await mGBA({ canvas });
  state.module = Module;
  // The ROM's own log lines (agb's, through mGBA's debug output) and the
  // emulator's errors; not the emulator's chatter about DMAs and the BIOS.
  Module.setLogger((entry) => {
    if (entry.category === "GBA Debug") state.log.push(entry.message);
    else if (/ERROR|FATAL/.test(entry.level)) state.log.push(`${entry.category}: ${entry.level}: ${entry.message}`);
    else return;
    if (state.log.length > 50000) state.log.splice(0, 10000);
  });
  await Module.FSInit();

  const reply = await fetch(ROM_URL);
  if (!reply.ok) throw new Error(`the ROM: HTTP ${reply.status}`);
  Module.FS.writeFile(ROM_PATH, new Uint8Array(await reply.arrayBuffer()));
  // The cartridge's own saves are the saves: no emulator snapshots that would
  // bring back a moment the cartridge never saved, no rewind.
  const settings = { autoSaveStateEnable: false, restoreAutoSaveStateOnLoad: false, rewindEnable: false };
  Module.setCoreSettings(settings);
  if (!Module.loadGame(ROM_PATH, SAVE_PATH)) throw new Error("mGBA could not load the ROM");
  Module.setCoreSettings(settings);
  Module.addCoreCallbacks({
    saveDataUpdatedCallback: saveSoon,
    coreCrashedCallback: () => say("The emulator stopped. Reload the page to play again."),
  });
  applySound();
  // Held on-screen buttons pressed before the core was ready.
  for (const [key, n] of count) if (n > 0) Module.buttonPress(key);
  say("");
  canvas.focus({ preventScroll: true });
  state.ready = true;
}

start().catch((e) => {
  console.error("tabletop:", e);
  state.error = String(e?.message ?? e);
  const why = state.error.replace(/[<>&]/g, "");
  const wasm = typeof WebAssembly === "object" && e instanceof WebAssembly.CompileError;
  say(e instanceof Unsupported || wasm ? CANNOT : FAILED(why), true);
});
