import { createHash } from "node:crypto";

/**
 * A tiny script the server adds to its page, ahead of the app's modules (deferred scripts run in
 * document order), that readies the app for this server's CSP. It exists only here: under `vite` and
 * `vite preview` there is no such policy and nothing to prepare.
 *
 * - zod compiles object parsers with `new Function` unless `jitless`; its probe for that, run when the
 *   first schema is defined at module load, is reported as a `script-src` violation even though it is
 *   caught. zod adopts `globalThis.__zod_globalConfig` when it loads, so this must run first.
 * - The scroll lock of dialogs, menus and selects (react-remove-scroll, through get-nonce) injects a
 *   <style> whose text depends on the scrollbar width, so no hash can allow it; get-nonce hands it
 *   `__webpack_nonce__`, set here from the page's `<meta property="csp-nonce">` (vite's convention).
 */
export const CSP_PRELUDE_JS = `"use strict";
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
(function () {
  var meta = document.querySelector('meta[property="csp-nonce"]');
  if (meta && meta.nonce) globalThis.__webpack_nonce__ = meta.nonce;
})();
`;

/** Content-addressed, so it can be cached for good like the build's own assets. */
export const CSP_PRELUDE_PATH = `/_server/csp-prelude-${createHash("sha256").update(CSP_PRELUDE_JS).digest("hex").slice(0, 12)}.js`;
