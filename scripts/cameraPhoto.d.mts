// Types of scripts/cameraPhoto.mjs for the TypeScript journeys.
import type { Page } from 'playwright-core';

export declare function sidewaysPhoto(page: Page, width?: number, height?: number): Promise<Buffer>;
