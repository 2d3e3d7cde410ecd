// One Gerar Relatório's marks on the page's clock, for the benchmarks that time it (bench:ui,
// bench:firebase): the same definition of "the result is on screen" in both.
/* global window, document, Element, MutationObserver, getComputedStyle -- the page.evaluate callback runs in the browser */

/**
 * Installs, in the page, the marks of one Gerar Relatório: `click` (the click, on the page's
 * clock) and `shown` (the first moment after it when the new result is on screen: the progress
 * gone, the result area neither hidden nor busy, and `ready()` true; a grid's first page of rows
 * with no overlay, a chart's bars). Works for the first result and for one that replaces
 * another in place (issue 17): `shown` waits for the busy state the click starts.
 */
export async function armResultMarks(page, readySelector) {
  await page.evaluate((selector) => {
    const marks = (window.__bench = {});
    const busy = () =>
      document.querySelector('[data-testid="report-loading"]') !== null ||
      document.querySelector('[data-testid="report-result"][aria-busy="true"]') !== null;
    const shown = () => {
      const result = document.querySelector('[data-testid="report-result"]');
      return (
        result !== null &&
        getComputedStyle(result).visibility !== 'hidden' &&
        result.getAttribute('aria-busy') !== 'true' &&
        !busy() &&
        result.querySelector(selector) !== null &&
        result.querySelector('.MuiDataGrid-overlayWrapper') === null
      );
    };
    document.addEventListener(
      'click',
      (e) => {
        const button = e.target instanceof Element ? e.target.closest('button') : null;
        if (!marks.click && button?.textContent?.includes('Gerar Relatório')) {
          marks.click = performance.now();
          performance.mark('bench:click');
        }
      },
      true,
    );
    const observer = new MutationObserver(() => {
      if (!marks.click) return;
      if (busy()) marks.sawBusy = true;
      else if (marks.sawBusy && shown()) {
        marks.shown = performance.now();
        performance.mark('bench:shown');
        observer.disconnect();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  }, readySelector);
}
