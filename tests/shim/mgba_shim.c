/*
 * Flat C API over Debian's libmgba (0.10) for the tabletop-emu Rust crate.
 *
 * Rust never mirrors mGBA's structs: it only sees the opaque `struct shim` and the
 * functions below. The core is a GBA core with an in-memory configuration (no config
 * file is read), no BIOS file, no save file (mGBA keeps save data in anonymous memory
 * when no save VFile is given), no frame limiter and no audio sync.
 *
 * Logging: mGBA has one process-wide default logger. Its callback forwards each
 * message to the shim that is running on the *current thread* (a thread-local set
 * around every call into the core), so several cores on several threads (as in
 * `cargo test`) keep their logs apart.
 */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <mgba/core/config.h>
#include <mgba/core/core.h>
#include <mgba/core/log.h>
#include <mgba/core/timing.h>
#include <mgba/gba/core.h>
#include <mgba-util/vfs.h>

/* Receives one formatted log message: context, category name, mLogLevel bits,
 * text (NUL-terminated, valid only during the call), global cycle count. */
typedef void (*shim_log_fn)(void *ctx, const char *category, int level, const char *text,
                            uint64_t cycle);

struct shim {
	struct mCore *core;
	color_t *video;
	unsigned width;
	unsigned height;
	shim_log_fn log_cb;
	void *log_ctx;
};

static __thread struct shim *tls_current;

static void shim_logger_log(struct mLogger *logger, int category, enum mLogLevel level,
                            const char *format, va_list args) {
	(void) logger;
	struct shim *s = tls_current;
	if (!s || !s->log_cb) {
		return;
	}
	char buf[2048];
	vsnprintf(buf, sizeof(buf), format, args);
	const char *name = mLogCategoryName(category);
	uint64_t cycle = 0;
	if (s->core && s->core->timing) {
		cycle = mTimingGlobalTime(s->core->timing);
	}
	s->log_cb(s->log_ctx, name ? name : "?", (int) level, buf, cycle);
}

static struct mLogger shim_logger = {
	.log = shim_logger_log,
	.filter = NULL,
};

/* Makes `s` the log target of this thread; returns the previous one. */
static struct shim *enter(struct shim *s) {
	struct shim *prev = tls_current;
	tls_current = s;
	return prev;
}

static void leave(struct shim *prev) {
	tls_current = prev;
}

static void set_err(char *err, size_t errlen, const char *msg) {
	if (err && errlen) {
		snprintf(err, errlen, "%s", msg);
	}
}

/*
 * Creates a GBA core running the ROM image `data` (a .gba image, or an ELF that
 * mGBA's ELF loader accepts). The bytes are copied. Returns NULL and writes a message
 * into `err` on failure. `log_cb` may be NULL.
 */
struct shim *shim_new(const uint8_t *data, size_t size, shim_log_fn log_cb, void *log_ctx,
                      char *err, size_t errlen) {
	mLogSetDefaultLogger(&shim_logger);

	struct shim *s = calloc(1, sizeof(*s));
	if (!s) {
		set_err(err, errlen, "out of memory");
		return NULL;
	}
	s->log_cb = log_cb;
	s->log_ctx = log_ctx;
	struct shim *prev = enter(s);

	struct VFile *vf = VFileMemChunk(data, size);
	if (!vf) {
		set_err(err, errlen, "VFileMemChunk failed");
		goto fail;
	}

	s->core = GBACoreCreate();
	if (!s->core) {
		vf->close(vf);
		set_err(err, errlen, "GBACoreCreate failed");
		goto fail;
	}
	if (!s->core->init(s->core)) {
		vf->close(vf);
		s->core = NULL; /* a half-initialised core is leaked rather than torn down */
		set_err(err, errlen, "mCore init failed");
		goto fail;
	}

	/* In-memory configuration only. mCoreLoadConfig would call mCoreConfigLoad, which
	 * reads (and creates the directory of) ~/.config/mgba/config.ini, so apply the
	 * in-memory defaults with mCoreLoadForeignConfig instead. */
	mCoreInitConfig(s->core, NULL);
	struct mCoreOptions opts = {
		.useBios = false,
		.skipBios = true,
		.logLevel = mLOG_ALL,
		.frameskip = 0,
		.rewindEnable = false,
		.audioBuffers = 1024,
		.sampleRate = 32768,
		.volume = 0,
		.mute = true,
		.videoSync = false,
		.audioSync = false,
	};
	mCoreConfigLoadDefaults(&s->core->config, &opts);
	mCoreLoadForeignConfig(s->core, &s->core->config);

	s->core->desiredVideoDimensions(s->core, &s->width, &s->height);
	s->video = calloc((size_t) s->width * s->height, sizeof(color_t));
	if (!s->video) {
		vf->close(vf);
		set_err(err, errlen, "out of memory (video buffer)");
		goto fail;
	}
	s->core->setVideoBuffer(s->core, s->video, s->width);
	s->core->setAudioBufferSize(s->core, 1024);

	if (!s->core->isROM(vf)) {
		vf->close(vf);
		set_err(err, errlen, "mGBA does not recognise this file as a GBA ROM or GBA ELF");
		goto fail;
	}
	if (!s->core->loadROM(s->core, vf)) {
		/* On failure the core does not keep vf. */
		vf->close(vf);
		set_err(err, errlen, "mGBA failed to load the ROM");
		goto fail;
	}
	s->core->reset(s->core);
	leave(prev);
	return s;

fail:
	if (s->core) {
		mCoreConfigDeinit(&s->core->config);
		s->core->deinit(s->core);
	}
	free(s->video);
	free(s);
	leave(prev);
	return NULL;
}

void shim_free(struct shim *s) {
	if (!s) {
		return;
	}
	struct shim *prev = enter(s);
	if (s->core) {
		/* deinit unloads the ROM (GBADestroy) and frees the core. */
		mCoreConfigDeinit(&s->core->config);
		s->core->deinit(s->core);
	}
	leave(prev);
	free(s->video);
	free(s);
}

void shim_reset(struct shim *s) {
	struct shim *prev = enter(s);
	s->core->reset(s->core);
	leave(prev);
}

void shim_run_frame(struct shim *s) {
	struct shim *prev = enter(s);
	s->core->runFrame(s->core);
	leave(prev);
}

void shim_set_keys(struct shim *s, uint32_t keys) {
	s->core->setKeys(s->core, keys);
}

uint32_t shim_read8(struct shim *s, uint32_t addr) {
	struct shim *prev = enter(s);
	uint32_t v = s->core->busRead8(s->core, addr);
	leave(prev);
	return v;
}

uint32_t shim_read16(struct shim *s, uint32_t addr) {
	struct shim *prev = enter(s);
	uint32_t v = s->core->busRead16(s->core, addr);
	leave(prev);
	return v;
}

uint32_t shim_read32(struct shim *s, uint32_t addr) {
	struct shim *prev = enter(s);
	uint32_t v = s->core->busRead32(s->core, addr);
	leave(prev);
	return v;
}

uint64_t shim_cycles(struct shim *s) {
	return mTimingGlobalTime(s->core->timing);
}

uint32_t shim_frame_counter(struct shim *s) {
	return s->core->frameCounter(s->core);
}

int32_t shim_frequency(struct shim *s) {
	return s->core->frequency(s->core);
}

unsigned shim_width(struct shim *s) {
	return s->width;
}

unsigned shim_height(struct shim *s) {
	return s->height;
}

/* Size of one pixel of the video buffer in bytes (4 on Debian: 32-bit colour). */
unsigned shim_bytes_per_pixel(void) {
	return BYTES_PER_PIXEL;
}

/*
 * Copies the screen into `out` as 8-bit RGB triples (width * height * 3 bytes).
 * 32-bit colour is 0x00BBGGRR; 16-bit colour (other builds) is converted from 555.
 */
void shim_screen_rgb(struct shim *s, uint8_t *out) {
	size_t n = (size_t) s->width * s->height;
	for (size_t i = 0; i < n; ++i) {
		color_t c = s->video[i];
#ifdef COLOR_16_BIT
#ifdef COLOR_5_6_5
		unsigned r = (c >> 11) & 0x1F, g = (c >> 6) & 0x1F, b = c & 0x1F;
#else
		unsigned r = c & 0x1F, g = (c >> 5) & 0x1F, b = (c >> 10) & 0x1F;
#endif
		out[i * 3 + 0] = (uint8_t) ((r << 3) | (r >> 2));
		out[i * 3 + 1] = (uint8_t) ((g << 3) | (g >> 2));
		out[i * 3 + 2] = (uint8_t) ((b << 3) | (b >> 2));
#else
		out[i * 3 + 0] = (uint8_t) (c & 0xFF);
		out[i * 3 + 1] = (uint8_t) ((c >> 8) & 0xFF);
		out[i * 3 + 2] = (uint8_t) ((c >> 16) & 0xFF);
#endif
	}
}

/*
 * The cartridge's SRAM (battery-backed save memory, 0x0E000000), for tests that
 * "cut the power": copy it out of one core and into a new one before it boots.
 * Read and written through the bus, byte by byte, as the GBA's 8-bit SRAM bus is.
 */
void shim_sram_read(struct shim *s, uint8_t *out, size_t len) {
	struct shim *prev = enter(s);
	for (size_t i = 0; i < len; ++i) {
		out[i] = (uint8_t) s->core->busRead8(s->core, 0x0E000000u + (uint32_t) i);
	}
	leave(prev);
}

void shim_sram_write(struct shim *s, const uint8_t *data, size_t len) {
	struct shim *prev = enter(s);
	for (size_t i = 0; i < len; ++i) {
		s->core->busWrite8(s->core, 0x0E000000u + (uint32_t) i, data[i]);
	}
	leave(prev);
}

/* Runs one CPU instruction (to stop the machine in the middle of a frame). */
void shim_step(struct shim *s) {
	struct shim *prev = enter(s);
	s->core->step(s->core);
	leave(prev);
}
