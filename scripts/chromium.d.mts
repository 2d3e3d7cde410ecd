// Types of scripts/chromium.mjs for the TypeScript tests that launch Chromium.
export declare const CHROMIUM_FLAGS: readonly string[];
export declare function findChromium(): string;
