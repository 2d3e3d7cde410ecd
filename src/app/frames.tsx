/**
 * Issue 24: the frames of the framed routes (routes.tsx `frame`), in a chunk of their own so the
 * login page's script does not carry them. Only index.html asks for this chunk (a modulepreload
 * the `prerender` plugin adds); main.tsx waits for it before hydrating a frame from the HTML and
 * otherwise loads it in the background, and prerender.tsx renders with it at build time.
 */
import type { ReportInfo } from '../core/reports';
import { PdfFrame } from '../features/bulletins/PdfFrame';
import { HomeFrame } from '../features/home/HomeFrame';
import { ReportFrame } from '../features/reports/ReportFrame';

/** The home screen's frame. */
export const home = () => <HomeFrame />;

/** The frame of `report`'s window. */
export const report = (info: ReportInfo) => <ReportFrame report={info} />;

/** The printable bulletin's frame (/pdf), before the URL's bulletin is known. */
export const pdf = () => <PdfFrame team={null} />;
