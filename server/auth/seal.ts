import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Sealed cookie values: AES-256-GCM under a key derived from AUTH_SECRET (HKDF-SHA256, one key per
 * purpose), so a replica with the same secret opens what another sealed and nobody else can read or
 * change it. The value is base64url(iv ‖ ciphertext ‖ tag); the purpose is bound as associated data,
 * so a sign-in flow cookie can never be replayed as a session.
 */
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface Sealer {
  seal(payload: unknown): string;
  /** The payload, or null for anything not sealed by this secret for this purpose (tampered, truncated, foreign). */
  open(value: string): unknown;
}

export function createSealer(secret: string, purpose: string): Sealer {
  const key = Buffer.from(hkdfSync("sha256", secret, "session-control", `cookie:${purpose}`, 32));
  const aad = Buffer.from(purpose);
  return {
    seal(payload) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      cipher.setAAD(aad);
      const body = Buffer.concat([cipher.update(JSON.stringify(payload), "utf8"), cipher.final()]);
      return Buffer.concat([iv, body, cipher.getAuthTag()]).toString("base64url");
    },
    open(value) {
      if (!/^[A-Za-z0-9_-]{40,6000}$/.test(value)) return null;
      const raw = Buffer.from(value, "base64url");
      if (raw.length < IV_BYTES + TAG_BYTES + 2) return null;
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, IV_BYTES));
        decipher.setAAD(aad);
        decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
        const text = Buffer.concat([
          decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)),
          decipher.final(),
        ]).toString("utf8");
        return JSON.parse(text) as unknown;
      } catch {
        return null;
      }
    },
  };
}
